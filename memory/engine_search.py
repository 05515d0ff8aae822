"""Search over one user's memory: the query's inputs, the learned ranker and its features, citation feedback.

A mixin of :class:`memory.engine.MemoryEngine` (it reads the engine's config, embedders, store and per-user state),
kept in a module of its own because ranking changes for reasons of its own (issue 11's learned ranker and RMM
feedback) while ingestion and item CRUD do not.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any, cast

import numpy as np

from .config import KiokuConfig, RetrievalPreset
from .engine_types import _check_str, _UserState, check_user
from .errors import InvalidInput
from .index import UserIndex
from .instruction import reorder as instruction_order
from .people import LexicalExpansion
from .retrieval import GateVectors, search_index
from .schemas import SearchFilters, SearchHit, utcnow

# The hub-bank key of the dense model's own (unadapted) question vectors, kept beside the adapted "dense" bank
GATE_BANK = "dense_model"
# How much better (in cosine) another hit about the same person must support the question's residual than a
# defining statement above it before it takes its place (memory.people_focus; chosen on extra6 / extra7, stop 34)
FOCUS_MARGIN = 0.02
# How many of the ranker's first hits that rule looks at when the question names a relative: the memory that answers
# it was ranked 4th-8th under the defining statement and other memories of the same person on extra8 / extra10
# (bench/NOTES.md, stop 36), out of reach of a rule that saw only the 3 hits a caller asked for.
FOCUS_WIDTH = 10
# One fact and one question per language for EngineSearch.warm_up (never stored).
_WARM_UP = {
    "en": ("I am allergic to shrimp; my dentist appointment is on 3 May at 10:00.", "When is my dentist appointment?"),
    "ja": ("毎月25日に家賃6万8千円を振り込んでいます。", "家賃はいくらですか？"),
    "zh": ("我女儿每周三下午四点上游泳课。", "我女儿什么时候上游泳课？"),
}


class EngineSearch:
    """The search half of the engine; every attribute below is set by ``MemoryEngine.__init__``."""

    config: KiokuConfig
    embedder: Any
    xl_embedder: Any
    store: Any
    _learned: dict[str, Any]
    _banks: dict[tuple[str, str], np.ndarray]
    _rerankers: dict[str, Any]
    tokenizer: Any

    def _state(self, user_id: str) -> _UserState:
        raise NotImplementedError

    def _index(self, user_id: str) -> UserIndex:
        raise NotImplementedError

    def _channels(self) -> dict[str, Any]:
        raise NotImplementedError

    def search(
        self,
        user_id: str,
        query: str,
        k: int = 10,
        filters: SearchFilters | Mapping[str, Any] | None = None,
        preset: str | RetrievalPreset | None = None,
        now: datetime | None = None,
        lang: str | None = None,
    ) -> list[SearchHit]:
        """Rank the user's memories for ``query``; an empty list when nothing passes the kappa gate. ``lang``: the
        query's language when the caller already detected it (a turn detects its message's language once)."""
        check_user(user_id)
        _check_str("query", query)
        if not isinstance(k, int) or isinstance(k, bool) or not 1 <= k <= 1000:
            raise InvalidInput("k", "must be an integer between 1 and 1000")
        if filters is not None and not isinstance(filters, SearchFilters):
            try:
                filters = SearchFilters.model_validate(filters)
            except Exception as exc:
                raise InvalidInput("filters", str(exc)) from exc
        p = preset if isinstance(preset, RetrievalPreset) else self.config.preset(preset)
        q = self._query_inputs(user_id, query, p, lang)
        if q is None:
            return []
        idx, qvec, xl_qvec, qlang, banks, gate = q
        reranker = self._reranker(p.rerank) if p.rerank else None
        st = self._state(user_id)
        items = st.items

        def summary(mid: str) -> str:
            return items[mid].summary if mid in items else ""

        # A question that names a relative looks past its k hits for the memory about them that answers it
        # (memory.people_focus); the kappa gate still judges the first k, and k hits are returned.
        focus = isinstance(idx, LexicalExpansion)
        scored = search_index(
            idx,
            p,
            query,
            qvec,
            max(k, FOCUS_WIDTH) if focus else k,
            filters,
            now,
            reranker,
            summary,
            xl_qvec=xl_qvec,
            banks=banks,
            query_lang=qlang,
            ranker=self._ranker(p),
            adjust=self._feedback(user_id) if p.ranker else None,
            gate=gate,
            gate_k=k,
        )
        if focus and len(scored) > 1:
            texts = [summary(s.memory_id) for s in scored]
            langs = [items[s.memory_id].lang if s.memory_id in items else None for s in scored]
            scored = self._refocus(cast(LexicalExpansion, idx), query, qlang, scored, texts, langs)[:k]
        if len(scored) > 1:  # an instruction to the assistant gives way to a fact a question asks for
            order = instruction_order(
                query,
                [summary(s.memory_id) for s in scored],
                [s.score for s in scored],
            )
            scored = scored if order is None else [scored[i] for i in order]
        # An item removed between ranking and loading is skipped: the caller asked for live items.
        return [
            SearchHit(item=items[s.memory_id], score=s.score, components=s.components)
            for s in scored
            if s.memory_id in items
        ]

    def _query_inputs(
        self, user_id: str, query: str, p: RetrievalPreset, lang: str | None = None
    ) -> tuple[UserIndex, np.ndarray, np.ndarray | None, str | None, dict[str, np.ndarray] | None] | None:
        """The user's index and the query's vectors, language and hub banks; None when the user has no memory.
        ``lang``: the query's language when the caller already detected it (not detected again)."""
        idx = self._index(user_id)
        if len(idx) == 0:
            return None
        names: list[str] = []
        if p.people != "off":
            names, lang = self._people_names(user_id, query, lang)
        if names:  # BM25 scores the question with the names; the dense channels embed them too under "all"
            idx = cast(UserIndex, LexicalExpansion(idx, names))
        return (idx, *self._query_side(query, p, lang, names if p.people == "all" else ()))

    def _query_side(
        self, query: str, p: RetrievalPreset, lang: str | None = None, names: Sequence[str] = ()
    ) -> tuple[np.ndarray, np.ndarray | None, str | None, dict[str, np.ndarray] | None, GateVectors | None]:
        """What a search computes from the query alone (no user): its vectors (of the query with ``names``, the
        people it names by relation, added), language, hub banks and gate."""
        from .text import detect_language

        qtext = " ".join([query, *names])
        # The dense query vector is skipped when nothing uses it (a pure BM25 preset without the kappa gate).
        need_dense = bool(p.w_dense) or p.kappa is not None or p.fusion == "weighted" or p.ranker is not None
        qvec, model_q = self._query_vector(qtext, need_dense)
        xl_qvec = self.xl_embedder.embed_queries([qtext])[0] if p.w_xl and self.xl_embedder is not None else None
        qlang = None
        if p.w_xl or p.hub_beta or p.ranker:
            qlang = lang if lang in ("ja", "en", "zh") else detect_language(query, default=self.config.default_lang)
        banks = self._hub_banks(qlang) if p.hub_beta and qlang else None
        gate = GateVectors(model_q, (banks or {}).get(GATE_BANK)) if model_q is not None else None
        return qvec, xl_qvec, qlang, banks, gate

    def warm_up(self) -> float:
        """Pay this process's one-time loads before the first request does; returns the seconds it took.

        A search's first call in a process loads the lexicon (the answer types of every indexed item read it),
        imports bm25s and scipy, loads the ranker and the query adapter, and embeds the hub banks of the query's
        language: 15 s on a loaded 2-core machine, and ~1 s more for each further language. A server replica paid
        it on its first requests, which were the p99 of every load run (bench/NOTES.md, stop 32). This runs one
        search per language over a throwaway index of three facts: nothing is stored and no user is touched.
        """
        import time

        from .index import item_meta
        from .schemas import MemoryItem

        t0 = time.perf_counter()
        now = utcnow()
        items = [
            MemoryItem(memory_id=f"warm-up-{lang}", user_id="warm-up", timestamp=now, lang=lang, summary=text,
                       source_type="fact")
            for lang, (text, _) in _WARM_UP.items()
        ]  # fmt: skip
        texts = [i.summary for i in items]
        mats = {name: emb.embed_passages(texts) for name, emb in self._channels().items()}
        extra = {"xl": self.xl_embedder.dim} if self.xl_embedder is not None else None
        idx = UserIndex(self.embedder.dim, self.tokenizer, extra_dims=extra)
        idx.add([item_meta(i, n) for n, i in enumerate(items)], texts, mats["dense"],
                {k: v for k, v in mats.items() if k != "dense"} or None)  # fmt: skip
        p = self.config.preset(None)
        for _, query in _WARM_UP.values():
            qvec, xl_qvec, qlang, banks, gate = self._query_side(query, p)
            search_index(idx, p, query, qvec, 3, xl_qvec=xl_qvec, banks=banks, query_lang=qlang,
                         ranker=self._ranker(p), gate=gate)  # fmt: skip
        return time.perf_counter() - t0

    def _people_names(self, user_id: str, query: str, lang: str | None) -> tuple[list[str], str | None]:
        """The names of the people ``query`` names by relation, as the user's memories give them (memory.people),
        [] when it names none they know; and the query's language, detected here when the map needed it (the
        caller passes it on, so a search detects it once), else ``lang`` as given."""
        from .text import detect_language

        st = self._state(user_id)
        pm = st.people.get(st.items)
        if not pm:
            return [], lang  # no one known: the common case costs one check
        if lang not in ("ja", "en", "zh"):
            lang = detect_language(query, default=self.config.default_lang)
        return pm.expansion(query, lang), lang

    def _refocus(
        self,
        idx: LexicalExpansion,
        query: str,
        lang: str | None,
        scored: list[Any],
        texts: list[str],
        langs: list[str | None],
    ) -> list[Any]:
        """The hits reordered so that a statement of who a relative is does not win a question about something
        else of theirs (memory.people_focus); ``scored`` as it was when nothing moves."""
        from .people_focus import refocus
        from .text import detect_language

        if lang not in ("ja", "en", "zh"):
            lang = detect_language(query, default=self.config.default_lang)
        mids = [s.memory_id for s in scored]

        def support(rest: str) -> np.ndarray:
            """The residual's similarity to each hit: the mean of the dense and the cross-lingual channel's cosines
            (either alone moved more questions the wrong way on extra5-7: bench/NOTES.md, stop 34)."""
            sims = idx.vectors(mids) @ self._query_vector(rest, True)[0]
            if self.xl_embedder is not None and idx.has_channel("xl"):
                sims = (sims + idx.vectors(mids, "xl") @ self.xl_embedder.embed_queries([rest])[0]) / 2
            return sims

        order = refocus(query, lang, idx.names, texts, support, margin=FOCUS_MARGIN, langs=langs)
        return scored if order is None else [scored[i] for i in order]

    def _query_vector(self, query: str, need_dense: bool) -> tuple[np.ndarray, np.ndarray | None]:
        """The dense query vector, and the model's own one when the queries are adapted (for the kappa gate,
        memory.retrieval.GateVectors; None otherwise): the model runs once, the adapter on its output."""
        from .query_adapter import AdaptedEmbedder

        if not need_dense:
            return np.zeros(self.embedder.dim, np.float32), None
        if isinstance(self.embedder, AdaptedEmbedder):
            adapted, own = self.embedder.embed_queries_and_own([query])
            return adapted[0], own[0]
        return self.embedder.embed_queries([query])[0], None

    def ranking_features(
        self,
        user_id: str,
        query: str,
        preset: str | RetrievalPreset | None = None,
        now: datetime | None = None,
        clip: float | None = None,
    ) -> tuple[list[Any], np.ndarray] | None:
        """Every candidate's metadata and its row of memory.ranker.FEATURES for ``query`` (what the learned
        ranker sees; bench.train_ranker trains on it). None when the user has no memory."""
        from .retrieval import channel_scores, ranking_features

        check_user(user_id)
        _check_str("query", query)
        p = preset if isinstance(preset, RetrievalPreset) else self.config.preset(preset)
        q = self._query_inputs(user_id, query, p)
        if q is None:
            return None
        idx, qvec, xl_qvec, qlang, banks, gate = q
        ch = channel_scores(idx, p, query, qvec, None, now, xl_qvec, banks, qlang, gate)
        if ch is None:
            return None
        if clip is None:
            ranker = self._ranker(p)
            clip = ranker.clip if ranker is not None else 3.0
        return ch.metas, ranking_features(idx, ch, p, clip)

    def _ranker(self, p: RetrievalPreset) -> Any:
        """The preset's learned ranker, read once per engine (the configured presets' at start-up)."""
        if not p.ranker:
            return None
        r = self._learned.get(p.ranker)
        if r is None:
            from .ranker import load_ranker

            r = self._learned[p.ranker] = load_ranker(p.ranker)
        return r

    def _feedback(self, user_id: str) -> dict[str, float] | None:
        """The user's citation-feedback offsets, read once and then kept equal to the table by ``feedback``."""
        if not self.config.feedback.enabled:
            return None
        st = self._state(user_id)
        if st.feedback is None:
            st.feedback = {m: float(r["adjust"]) for m, r in self.store.feedback(user_id).items()}
        return st.feedback

    def feedback(
        self, user_id: str, session_id: str, retrieved: Sequence[SearchHit], cited: Iterable[str]
    ) -> dict[str, float]:
        """Learn from a reply (seed 002, retrospective reflection): the ``cited`` memories among ``retrieved``
        (those put into the prompt) gain, the others lose, within the bounds of ``config.feedback``
        (memory.feedback). Returns the new offsets of the retrieved memories; {} when feedback is off."""
        from .feedback import reinforce_gradient, updated_rows

        check_user(user_id)
        _check_str("session_id", session_id)
        fc = self.config.feedback
        scores = {h.item.memory_id: float(h.score) for h in retrieved}
        cited_set = set(cited)
        unknown = cited_set - set(scores)
        if unknown:
            raise InvalidInput("cited", f"cited memories were not retrieved: {sorted(unknown)[:3]}")
        if not fc.enabled or not scores:
            return {}
        grad = reinforce_gradient(scores, cited_set, fc.temperature)
        st = self._state(user_id)
        with st.lock:
            old = self.store.feedback(user_id, list(scores))
            rows = updated_rows(
                user_id,
                session_id,
                old,
                grad,
                cited_set,
                step=fc.step,
                cap=fc.cap,
                session_cap=fc.session_cap,
                now=utcnow(),
            )
            self.store.put_feedback(user_id, rows)
            if st.feedback is not None:  # kept equal to the table without re-reading it on the next search (a
                # row of an item that died meanwhile was not stored; its offset here is never looked up)
                st.feedback.update({r["memory_id"]: float(r["adjust"]) for r in rows})
        return {r["memory_id"]: r["adjust"] for r in rows}

    def _hub_banks(self, lang: str) -> dict[str, np.ndarray]:
        """Embedded background questions in the query's language, per channel (for the CSLS correction)."""
        from .config import CONFIG_DIR

        out = {}
        from .query_adapter import AdaptedEmbedder

        channels = dict(self._channels())
        if isinstance(self.embedder, AdaptedEmbedder):  # an adapted dense channel: the gate reads the model's bank
            channels[GATE_BANK] = self.embedder.base
        for name, emb in channels.items():
            key = (name, lang)
            if key not in self._banks:
                if not hasattr(self, "_bank_texts"):
                    import yaml

                    path = Path(self.config.question_bank)
                    path = path if path.is_absolute() else CONFIG_DIR / path
                    self._bank_texts = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
                texts = self._bank_texts.get(lang) or []
                if not texts:
                    continue
                self._banks[key] = emb.embed_queries(texts)
            out[name] = self._banks[key]
        return out

    def _reranker(self, spec: str) -> Any:
        if spec not in self._rerankers:
            from .rerank import make_reranker

            self._rerankers[spec] = make_reranker(spec)
        return self._rerankers[spec]

"""The engine: Kioku's Python API over the store, the indexes, retrieval and the prompt builder.

One engine object serves many users: in-process (library use, tests, benchmarks) and inside a Ray Serve replica
alike. Every write validates all of its input before touching the store, computes embeddings before opening a
transaction, and is idempotent (turns and items carry uniqueness keys), so a failed or repeated call never leaves
half a write or a duplicate behind. Writes for one user are serialised by a per-user lock; different users do
not wait for each other.

Search (with the learned ranker and citation feedback) is in :mod:`memory.engine_search`, forgetting and snapshots
in :mod:`memory.engine_lifecycle`, the value types and input checks in :mod:`memory.engine_types`; they are mixins
of the one :class:`MemoryEngine`.
"""

from __future__ import annotations

import logging
import threading
import uuid
from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np

from .config import KiokuConfig, load_config
from .engine_lifecycle import EngineLifecycle
from .engine_search import EngineSearch
from .engine_segments import EngineSegments
from .engine_types import (
    _PENDING_STM,
    AddResult,
    Generator,
    TurnResult,
    TurnWriter,
    WriteReport,
    _check_str,
    _check_ts,
    _UserState,
    check_user,
    indexed_turn_text,
    with_photo,
)
from .errors import InvalidInput
from .index import UserIndex, item_meta
from .schemas import (
    AuditEvent,
    BuiltContext,
    MemoryItem,
    ProfileFact,
    SearchHit,
    ShortTermState,
    StmTurn,
    Turn,
    content_hash,
    utcnow,
)

log = logging.getLogger("kioku.engine")


class MemoryEngine(EngineSearch, EngineSegments, EngineLifecycle):
    """Kioku's memory: ingestion, search, item CRUD with history, forgetting, export and context building."""

    def __init__(
        self,
        config: KiokuConfig | None = None,
        *,
        data_dir: str | Path | None = None,
        store: Any = None,
        embedder: Any = None,
        token_counter: Any = None,
        tokenizer: Any = None,
    ) -> None:
        from .embcache import CachedEmbedder, EmbeddingCache
        from .embeddings import make_embedder
        from .store import Store
        from .text import Tokenizer

        self.config = config or load_config()
        self.data_dir = Path(data_dir or self.config.data_dir)
        self.data_dir.mkdir(parents=True, exist_ok=True)
        self.store = store if store is not None else Store(self.data_dir / "kioku.duckdb")
        if embedder is None:
            # Wrapped even without a persistent cache: a turn's request scope embeds each text once.
            cache = EmbeddingCache(self.data_dir / "embcache.duckdb") if self.config.embedding_cache else None
            embedder = CachedEmbedder(make_embedder(self.config.embedder), cache, cache_queries=False)
        self.cache = getattr(embedder, "cache", None)
        if not isinstance(embedder, CachedEmbedder):
            embedder = CachedEmbedder(embedder, None, cache_queries=False)  # the request scope only
        if self.config.query_adapter:
            # The one place queries are adapted: search, the CSLS question banks, everything asks self.embedder.
            from .query_adapter import adapt_queries

            embedder = adapt_queries(embedder, self.config.query_adapter)
        self.embedder = embedder
        # The cross-lingual channel (USE-multilingual by default): a second vector per item, fused in retrieval.
        self.xl_embedder = None
        if self.config.xl_embedder:
            self.xl_embedder = CachedEmbedder(make_embedder(self.config.xl_embedder), self.cache, cache_queries=False)
        self._banks: dict[tuple[str, str], np.ndarray] = {}
        self.tokenizer = tokenizer or Tokenizer(**self.config.tokenizer)
        self._token_counter = token_counter
        self._users: dict[str, _UserState] = {}
        self._users_lock = threading.Lock()
        self._builder = None
        self._rerankers: dict[str, Any] = {}
        # Every preset's ranker file is read now: a missing or corrupt one stops the start, naming the file.
        self._learned: dict[str, Any] = {}
        for p in self.config.presets.values():
            self._ranker(p)

    # ------------------------------------------------------------------ plumbing

    @property
    def token_counter(self) -> Any:
        if self._token_counter is None:
            from .tokens import default_token_counter

            self._token_counter = default_token_counter()
        return self._token_counter

    def _state(self, user_id: str) -> _UserState:
        with self._users_lock:
            st = self._users.get(user_id)
            if st is None:
                st = self._users[user_id] = _UserState()
            return st

    def _index(self, user_id: str) -> UserIndex:
        """The user's index, rebuilt from the store (stored vectors, no re-embedding) on first use."""
        st = self._state(user_id)
        with st.lock:
            if st.index is None:
                extra = {"xl": self.xl_embedder.dim} if self.xl_embedder is not None else None
                idx = UserIndex(self.embedder.dim, self.tokenizer, extra_dims=extra)
                items = self.store.list_items(user_id)
                self._index_items(user_id, idx, st, items)
                st.index = idx
            return st.index

    def _index_items(
        self,
        user_id: str,
        idx: UserIndex,
        st: _UserState,
        items: Sequence[MemoryItem],
        mats: Mapping[str, np.ndarray] | None = None,
        seqs: Mapping[str, int] | None = None,
        seg_of: Mapping[str, str] | None = None,
    ) -> None:
        """Add ``items`` to ``idx``; what the caller already knows (vectors per channel, turn order, segment
        links) is passed in, the rest is read from the store."""
        if not items:
            return
        if mats is None:
            mats = {name: self._stored_vectors(user_id, emb, items) for name, emb in self._channels().items()}
        if seg_of is None:
            seg_of = self._segment_map(user_id, items)
        if seqs is None:
            seqs = self._seq_map(user_id, items)
        metas = [item_meta(i, seqs.get(i.memory_id, 0), seg_of.get(i.memory_id)) for i in items]
        extra = {k: v for k, v in mats.items() if k != "dense"}
        replaced = [o for i in items if (o := st.items.get(i.memory_id)) is not None]
        idx.add(metas, [i.summary for i in items], mats["dense"], extra or None)
        st.items.update({i.memory_id: i for i in items})
        st.people.added(items, replaced)  # reassembled only when these can change who is who

    def _channels(self) -> dict[str, Any]:
        """Index channel name -> embedder ("dense" is the primary embedder)."""
        out = {"dense": self.embedder}
        if self.xl_embedder is not None:
            out["xl"] = self.xl_embedder
        return out

    def _stored_vectors(self, user_id: str, emb: Any, items: Sequence[MemoryItem]) -> np.ndarray:
        """The items' stored vectors of one embedder; missing ones (an imported store, a newly configured
        channel) are embedded now and written back so the next rebuild does not embed again."""
        ids, vecs = self.store.get_vectors(user_id, emb.name, [i.memory_id for i in items])
        have = dict(zip(ids, vecs, strict=True))
        missing = [i for i in items if i.memory_id not in have]
        if missing:
            # Loud: many missing vectors mean the configured model is not the one the memory was embedded with
            # (vectors are keyed by the model's name; another name never reuses them), so everything is embedded
            # again, once, and stored under the new name.
            log.warning(
                "index of %s: %d of %d items have no %r vectors (a new or changed embedding model?); embedding them",
                user_id,
                len(missing),
                len(items),
                emb.name,
            )
            new = emb.embed_passages([i.summary for i in missing])
            fresh = {it.memory_id: v for it, v in zip(missing, new, strict=True)}
            self.store.put_vectors(user_id, emb.name, fresh)
            have.update(fresh)
        return np.stack([have[i.memory_id] for i in items])

    def _embed_items(self, items: Sequence[MemoryItem]) -> dict[str, Any]:
        """Keyword arguments for Store.add_items carrying every channel's vectors of ``items``."""
        if not items:
            return {}
        texts = [i.summary for i in items]
        chans = self._channels()
        vecs = {name: emb.embed_passages(texts) for name, emb in chans.items()}
        return self._vector_kwargs(items, vecs)

    def _vector_kwargs(self, items: Sequence[MemoryItem], vecs: dict[str, np.ndarray]) -> dict[str, Any]:
        chans = self._channels()
        per = {chans[n].name: {i.memory_id: v for i, v in zip(items, m, strict=True)} for n, m in vecs.items()}
        primary = self.embedder.name
        return {"vectors": per.pop(primary), "model": primary, "extra_vectors": per or None}

    def _segment_map(self, user_id: str, items: Sequence[MemoryItem]) -> dict[str, str]:
        """turn item memory_id -> id of the segment item that covers its turn."""
        turn_to_seg: dict[str, str] = {}
        segs = [i for i in items if i.source_type == "segment"]
        if not segs:
            segs = self.store.list_items(user_id, source_types=["segment"])
        for s in segs:
            for t in s.turn_ids:
                turn_to_seg[t] = s.memory_id
        return {
            i.memory_id: turn_to_seg[i.turn_ids[0]]
            for i in items
            if i.source_type == "turn" and i.turn_ids and i.turn_ids[0] in turn_to_seg
        }

    def _seq_map(self, user_id: str, items: Sequence[MemoryItem]) -> dict[str, int]:
        need = sorted({i.turn_ids[0] for i in items if i.turn_ids})
        if not need:
            return {}
        st = self._state(user_id)
        with st.lock:  # the writer's items point at the turn just stored: its seq is known without a query
            seq = {t.turn_id: t.seq for ts in st.recent.values() for t in ts if t.turn_id in need}
        rest = [t for t in need if t not in seq]
        if rest:
            seq.update({t.turn_id: t.seq for t in self.store.get_turns(user_id, turn_ids=rest)})
        return {i.memory_id: seq.get(i.turn_ids[0], 0) for i in items if i.turn_ids}

    def _audit(self, user_id: str, action: str, target: str, **detail: Any) -> AuditEvent:
        return AuditEvent(event_id=uuid.uuid4().hex, user_id=user_id, action=action, target=target, detail=detail)

    # ------------------------------------------------------------------ ingestion

    def add_messages(
        self,
        user_id: str,
        session_id: str,
        messages: Sequence[Mapping[str, Any]],
        timestamp: datetime | str | None = None,
    ) -> AddResult:
        """Remember messages of one session.

        Each message is a mapping with ``content`` (or ``text``), ``role`` (or ``speaker``), and optionally
        ``timestamp`` (else the call's ``timestamp``, else now), ``turn_id`` (else ``<session>:<n>``) and
        ``image_caption`` (what a shared photo shows: it becomes part of the remembered text), and ``index``
        (default True; False stores the turn without a retrievable memory item, see :class:`Generator`), and
        ``lang`` (ja / en / zh when the caller already detected it; else it is detected here). Relative
        dates in the text are resolved against the message's timestamp (the conversation's date), never today.
        """
        from .text import detect_language

        check_user(user_id)
        _check_str("session_id", session_id)
        if not isinstance(messages, Sequence) or isinstance(messages, str | bytes):
            raise InvalidInput("messages", "must be a list of message objects")
        if not messages:
            raise InvalidInput("messages", "must not be empty")
        base_ts = _check_ts("timestamp", timestamp) if timestamp is not None else utcnow()
        st = self._state(user_id)
        with st.lock:
            # Counted, not loaded: a long-lived session (the chat endpoint's default one) grows without bound.
            seq, round0, prev_session = self.store.turn_stats(user_id, session_id)
            turns: list[Turn] = []
            unindexed: set[str] = set()
            seen: set[str] = set()
            for n, m in enumerate(messages):
                if not isinstance(m, Mapping):
                    raise InvalidInput(f"messages[{n}]", "must be an object")
                text = m.get("content", m.get("text"))
                _check_str(f"messages[{n}].content", text)
                speaker = m.get("speaker", m.get("role", "user"))
                _check_str(f"messages[{n}].role", speaker)
                ts = _check_ts(f"messages[{n}].timestamp", m["timestamp"]) if m.get("timestamp") else base_ts
                caption = m.get("image_caption")
                if caption is not None:
                    _check_str(f"messages[{n}].image_caption", caption)
                    text = with_photo(text, caption)
                tid = m.get("turn_id") or f"{session_id}:{round0 + n + 1}"
                _check_str(f"messages[{n}].turn_id", tid)
                if tid in seen:
                    raise InvalidInput(f"messages[{n}].turn_id", f"duplicate turn_id {tid!r} in one call")
                seen.add(tid)
                index = m.get("index", True)
                if not isinstance(index, bool):
                    raise InvalidInput(f"messages[{n}].index", "must be true or false")
                lang = m.get("lang")
                if lang is not None and lang not in ("ja", "en", "zh"):
                    raise InvalidInput(f"messages[{n}].lang", "must be one of ja, en, zh")
                if not index:
                    unindexed.add(tid)
                turns.append(
                    Turn(
                        turn_id=tid,
                        user_id=user_id,
                        session_id=session_id,
                        speaker=speaker,
                        text=text,
                        timestamp=ts,
                        lang=lang or detect_language(text, default=self.config.default_lang),
                        dialogue_round=round0 + n,
                        seq=seq + n,
                    )
                )
            # Only ids a client chose can have been delivered before; the ids made here are new unless they meet a
            # client's id, which the store catches in the write itself (and skips the turn with its item).
            known: set[str] = set()
            if any(m.get("turn_id") for m in messages):
                known = {t.turn_id for t in self.store.get_turns(user_id, turn_ids=[t.turn_id for t in turns])}
            fresh = [t for t in turns if t.turn_id not in known]
            items = []
            seqs: dict[str, int] = {}
            for t in fresh:
                if t.turn_id in unindexed:
                    continue
                text = indexed_turn_text(t.speaker, t.text, t.timestamp, t.lang, self.config.index_date_annotations)
                items.append(
                    MemoryItem(
                        memory_id=f"t_{uuid.uuid4().hex[:16]}",
                        user_id=user_id,
                        timestamp=t.timestamp,
                        lang=t.lang,
                        summary=text,
                        title=t.text[:80],
                        turn_ids=[t.turn_id],
                        session_id=session_id,
                        dialogue_round=t.dialogue_round,
                        speaker=t.speaker,
                        source_type="turn",
                        valid_from=t.timestamp,
                        evidence_ptr=[f"conv://{session_id}#{t.turn_id}"],
                        confidence=1.0,
                        hash=content_hash("turn", t.turn_id),
                    )
                )
                seqs[items[-1].memory_id] = t.seq
            kw = self._embed_items(items)
            fresh, added = self.store.add_new_turns_and_items(
                fresh,
                items,
                **kw,
                audit=[
                    self._audit(user_id, "ADD", i.memory_id, source_type="turn", turn_ids=i.turn_ids) for i in items
                ],
            )
            st.recent[session_id] = fresh
            nseg = 0
            if fresh and prev_session not in (None, session_id) and self.config.segments.get("enabled"):
                # A new session started: the last one is closed (its segments replaced in the live index in place)
                nseg = self._resegment(user_id, prev_session)
            self._index_added(user_id, added, kw, seqs)
        return AddResult(
            turns=fresh,
            items=added,
            skipped=len(turns) - len(fresh),
            segments=nseg,
            lang=fresh[-1].lang if fresh else None,
        )

    def recent_turns(self, user_id: str, session_id: str) -> list[Turn]:
        """The turns the latest write to this session stored (what a turn's writer looks for), without a query."""
        st = self._state(user_id)
        with st.lock:
            return list(st.recent.get(session_id, ()))

    def _index_added(
        self, user_id: str, items: Sequence[MemoryItem], kw: Mapping[str, Any], seqs: Mapping[str, int]
    ) -> None:
        """Put freshly stored items into the live index in place, with the vectors they were stored with.

        Dropping the index instead would make the next search re-read every item and vector of the user and
        re-tokenise every text (~150 ms at 500 turns), on every write: the cost of a turn under load.
        """
        st = self._state(user_id)
        with st.lock:
            if st.index is None:
                # No live index (a new user, or the first write since the start): built now from the store, which
                # holds these items already. A new user's costs nothing; otherwise it is the build the user's next
                # read would do, and every later write adds to it in place. Left to the first read, a bulk import
                # (POST /v1/memories only) left every user to be built at once by the first reads after it.
                self._index(user_id)
                return
            if not items:
                return
            by_model = {kw["model"]: kw["vectors"], **(kw.get("extra_vectors") or {})}
            mats = {
                name: np.stack([by_model[emb.name][i.memory_id] for i in items])
                for name, emb in self._channels().items()
            }
            # New turns are in no segment yet: segments cover the turns a session had when it was closed.
            self._index_items(user_id, st.index, st, items, mats, seqs, seg_of={})

    def _index_put(self, user_id: str, items: Sequence[MemoryItem], kw: Mapping[str, Any]) -> None:
        """Freshly stored items (the writer's facts and episodes, explicit memories) into the live index in place.

        ``kw`` is what :meth:`_embed_items` returned for them. Dropping the index instead made the next search
        re-read and re-tokenise the user's whole memory (~50 ms at 700 items) after every write the writer made.
        """
        items = [i for i in items if i.status == "active"]
        if items and self._state(user_id).index is not None:  # none yet: the next search builds it from the store
            self._index_added(user_id, items, kw, self._seq_map(user_id, items))

    def _index_drop(self, user_id: str, memory_ids: Sequence[str]) -> None:
        """Items that stopped being active (superseded, deleted) out of the live index."""
        st = self._state(user_id)
        with st.lock:
            if st.index is not None:
                st.index.remove(list(memory_ids))
            st.people.dropped([o for m in memory_ids if (o := st.items.pop(m, None)) is not None])

    def _refresh_index(self, user_id: str) -> None:
        """Drop the cached index; the next search rebuilds it from stored vectors (cheap: no embedding)."""
        st = self._state(user_id)
        with st.lock:
            st.index = None
            st.items.clear()
            st.feedback = None
            st.people.invalidate()

    # ------------------------------------------------------------------ items

    def get(self, user_id: str, memory_id: str) -> MemoryItem:
        check_user(user_id)
        _check_str("memory_id", memory_id)
        return self.store.get_item(user_id, memory_id)

    def list(
        self, user_id: str, limit: int | None = None, offset: int = 0, source_types: list[str] | None = None
    ) -> list[MemoryItem]:
        check_user(user_id)
        return self.store.list_items(user_id, source_types=source_types, limit=limit, offset=offset)

    def add_item(
        self,
        user_id: str,
        text: str,
        *,
        timestamp: datetime | str | None = None,
        source_type: str = "fact",
        tags: Iterable[str] = (),
        confidence: float = 0.9,
        session_id: str | None = None,
        sensitivity: str = "low",
        audit_detail: Mapping[str, Any] | None = None,
    ) -> MemoryItem | None:
        """Remember one explicit memory (a fact the user or the writer states). None if already remembered."""
        from .text import detect_language

        check_user(user_id)
        _check_str("text", text)
        ts = _check_ts("timestamp", timestamp) if timestamp is not None else utcnow()
        item = MemoryItem(
            memory_id=f"m_{uuid.uuid4().hex[:16]}",
            user_id=user_id,
            timestamp=ts,
            lang=detect_language(text, default=self.config.default_lang),
            summary=text,
            title=text[:80],
            tags=list(tags),
            confidence=confidence,
            session_id=session_id,
            source_type=source_type,
            valid_from=ts,
            sensitivity=sensitivity,
            hash=content_hash(source_type, text),
        )
        kw = self._embed_items([item])
        with self._state(user_id).lock:
            added = self.store.add_items(
                [item],
                **kw,
                audit=[self._audit(user_id, "ADD", item.memory_id, text=text, **dict(audit_detail or {}))],
            )
            self._index_put(user_id, added, kw)
        return added[0] if added else None

    def update(self, user_id: str, memory_id: str, text: str | None = None, **changes: Any) -> MemoryItem:
        """Change an item without losing the old version (history keeps every version)."""
        check_user(user_id)
        if text is not None:
            _check_str("text", text)
            changes["summary"] = text
        if not changes:
            raise InvalidInput("changes", "nothing to update")
        vec = self.embedder.embed_passages([changes["summary"]])[0] if "summary" in changes else None
        with self._state(user_id).lock:
            item = self.store.update_item(
                user_id,
                memory_id,
                changes,
                vector=vec,
                model=self.embedder.name if vec is not None else None,
                audit=self._audit(user_id, "UPDATE", memory_id, fields=sorted(changes)),
            )
            self._refresh_index(user_id)
        return item

    def delete(self, user_id: str, memory_id: str) -> MemoryItem:
        check_user(user_id)
        with self._state(user_id).lock:
            item = self.store.delete_item(user_id, memory_id, audit=self._audit(user_id, "DELETE", memory_id))
            self._index_drop(user_id, [memory_id])
        return item

    def history(self, user_id: str, memory_id: str) -> list[MemoryItem]:
        check_user(user_id)
        return self.store.history(user_id, memory_id)

    # ------------------------------------------------------------------ profile & STM

    def profile(self, user_id: str) -> list[ProfileFact]:
        check_user(user_id)
        return self.store.get_profile(user_id)

    def set_fact(self, fact: ProfileFact, action: str = "UPDATE", **detail: Any) -> ProfileFact:
        check_user(fact.user_id)
        with self._state(fact.user_id).lock:
            return self.store.upsert_fact(
                fact,
                audit=self._audit(
                    fact.user_id, action, f"profile:{fact.key}", value=fact.value, status=fact.status, **detail
                ),
            )

    def stm(self, user_id: str, session_id: str) -> ShortTermState:
        check_user(user_id)
        pending = _PENDING_STM.get()
        if pending and (user_id, session_id) in pending:
            return pending[(user_id, session_id)].model_copy(deep=True)
        return self.store.get_stm(user_id, session_id) or ShortTermState(
            user_id=user_id, session_id=session_id, k=self.config.stm_k
        )

    # ------------------------------------------------------------------ context

    @property
    def builder(self) -> Any:
        if self._builder is None:
            from .prompt import PromptBuilder, load_templates

            pc = self.config.prompt
            self._builder = PromptBuilder(
                load_templates(),
                self.token_counter,
                budget=pc.budget,
                ratios=pc.ratios,
                profile_max_lines=pc.profile_max_lines,
                ltm_max_items=pc.ltm_max_items,
                ltm_item_max_tokens=pc.ltm_item_max_tokens,
                summary_max_tokens=pc.summary_max_tokens,
            )
        return self._builder

    def build_context(
        self,
        user_id: str,
        session_id: str,
        query: str,
        k: int | None = None,
        preset: str | None = None,
        now: datetime | None = None,
        hits: list[SearchHit] | None = None,
        query_lang: str | None = None,
    ) -> BuiltContext:
        """The prompt sections for answering ``query`` now, and the evidence that went into them (``query_lang``:
        the query's language when the caller already detected it)."""
        from .text import detect_language

        check_user(user_id)
        _check_str("session_id", session_id)
        _check_str("query", query)
        profile = self.store.get_profile(user_id)
        if query_lang in ("ja", "en", "zh"):
            qlang = query_lang
        else:
            qlang = detect_language(query, default=self.config.default_lang)
        if hits is None:  # the search takes the language detected here (not detected again)
            hits = self.search(user_id, query, k=k or self.config.ltm_top_k, preset=preset, now=now, lang=qlang)
        stm = self.stm(user_id, session_id)
        reply = self.builder.preferred_lang(profile) or qlang
        return self.builder.build(
            profile=profile,
            evidence=hits,
            summary=stm.running_summary,
            recent_turns=list(stm.last_k_turns),
            goals=tuple(stm.goal_stack),
            reply_lang=reply,
            query_lang=qlang,
        )

    def turn(
        self,
        user_id: str,
        session_id: str,
        message: str,
        timestamp: datetime | str | None = None,
        *,
        generate: Generator | None = None,
        writer: TurnWriter | None = None,
        k: int | None = None,
        preset: str | None = None,
    ) -> TurnResult:
        """One turn of seed 000 §4.2: detect, retrieve, update STM, build the prompt, generate, write.

        Without ``generate`` the reply is None (callers that bring their own model use the context). Without
        ``writer`` only the raw turns are remembered (as retrievable turn items); the writer adds profile facts,
        episodic items and conflicts. Recalled memories are never written back: only what was said is stored.
        """
        from .embcache import request_scope

        check_user(user_id)
        _check_str("session_id", session_id)
        _check_str("message", message)
        ts = _check_ts("timestamp", timestamp) if timestamp is not None else utcnow()
        pending: dict[tuple[str, str], ShortTermState] = {}
        token = _PENDING_STM.set(pending)
        try:
            with request_scope():  # the message (and what the writer derives from it) is embedded once per prefix
                return self._turn(user_id, session_id, message, ts, generate, writer, k, preset)
        finally:
            _PENDING_STM.reset(token)
            for state in pending.values():  # not yet carried by the turn's last write (no reply, or an error)
                self.store.put_stm(state)

    def _turn(
        self,
        user_id: str,
        session_id: str,
        message: str,
        ts: datetime,
        generate: Generator | None,
        writer: TurnWriter | None,
        k: int | None,
        preset: str | None,
    ) -> TurnResult:
        from .stm import ShortTermMemory
        from .text import detect_language

        trace = uuid.uuid4().hex
        profile = self.store.get_profile(user_id)
        pref = self.builder.preferred_lang(profile)
        # Detected once: the search, the prompt and the stored turn all take this language of the message.
        lang = detect_language(message, default=pref or self.config.default_lang)
        pref = pref or lang  # the summary is kept in the preferred language, not the language of one message
        hits = self.search(user_id, message, k=k or self.config.ltm_top_k, preset=preset, now=ts, lang=lang)
        stm_cfg = ShortTermMemory(
            self.config.stm_k,
            self.config.stm_summary_max_tokens,
            self.token_counter,
            default_lang=self.config.default_lang,
        )
        state = stm_cfg.push(
            self.stm(user_id, session_id), StmTurn(role="user", text=message, lang=lang, timestamp=ts), pref
        )
        self.put_stm(state)  # held for the turn's last STM write (see put_stm); this turn reads it from there
        ctx = self.build_context(user_id, session_id, message, hits=hits, now=ts, query_lang=lang)
        reply = generate(ctx, message) if generate is not None else None
        msgs: list[dict[str, Any]] = [{"role": "user", "content": message, "timestamp": ts, "lang": lang}]
        if reply:
            quotes = bool(getattr(generate, "quotes_memory", False))
            msgs.append({"role": "assistant", "content": reply, "timestamp": ts, "index": not quotes})
        self.add_messages(user_id, session_id, msgs, timestamp=ts)
        if reply and ctx.evidence and self.config.preset(preset).ranker:
            # Retrospective reflection (seed 002): what the reply cited gains for this user's later queries.
            from .feedback import cited_memories

            self.feedback(user_id, session_id, ctx.evidence, cited_memories(reply, ctx.evidence))
        report = WriteReport()
        if writer is not None:
            report = writer.after_turn(self, user_id, session_id, message, reply, hits, lang, ts)
        if reply:
            state = stm_cfg.push(
                self.stm(user_id, session_id),  # with the writer's summary, when it kept one this turn
                StmTurn(role="assistant", text=reply, lang=ctx.reply_lang, timestamp=ts),
                pref,
            )
            _PENDING_STM.get({}).pop((user_id, session_id), None)
            self.store.put_stm(state)
        return TurnResult(
            trace_id=trace,
            reply=reply,
            lang=lang,
            reply_lang=ctx.reply_lang,
            context=ctx,
            hits=hits,
            profile=self.store.get_profile(user_id),
            confirmation=report.confirmation,
            write=report,
        )

    def put_stm(self, state: ShortTermState) -> None:
        """Store a short-term state. Inside a turn (the message pushed, the writer's running summary) it is held
        until the turn's last STM write, which then carries it: one store write a turn instead of three;
        :meth:`stm` sees it meanwhile, and :meth:`forget` stores it first so that a scrub reaches it."""
        pending = _PENDING_STM.get()
        if pending is not None:
            pending[(state.user_id, state.session_id)] = ShortTermState.model_validate(state.model_dump())
            return
        self.store.put_stm(state)

    def users(self) -> list[str]:
        return self.store.users()

    def close(self) -> None:
        self.store.close()
        if self.cache is not None and hasattr(self.cache, "close"):
            self.cache.close()


__all__ = ["AddResult", "Generator", "MemoryEngine", "StmTurn", "TurnResult", "TurnWriter", "WriteReport", "check_user"]

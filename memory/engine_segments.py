"""A session's topic segments: computed when the session closes, replaced (not versioned), kept in the live index.

A mixin of :class:`memory.engine.MemoryEngine`, split from it for length along this seam: segments change for
reasons of their own (when a session counts as closed, how a closed session's segments enter the live index without
a rebuild; bench/NOTES.md, stop 32) while ingestion and item CRUD do not.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from .config import KiokuConfig
from .engine_types import _check_str, _UserState, check_user
from .schemas import MemoryItem, content_hash
from .segmentation import segment


class EngineSegments:
    """The segment half of the engine; every attribute below is set by ``MemoryEngine.__init__``."""

    config: KiokuConfig
    store: Any

    def _state(self, user_id: str) -> _UserState:
        raise NotImplementedError

    def _channels(self) -> dict[str, Any]:
        raise NotImplementedError

    def _stored_vectors(self, user_id: str, emb: Any, items: Sequence[MemoryItem]) -> np.ndarray:
        raise NotImplementedError

    def _vector_kwargs(self, items: Sequence[MemoryItem], vecs: dict[str, np.ndarray]) -> dict[str, Any]:
        raise NotImplementedError

    def _index_drop(self, user_id: str, memory_ids: Sequence[str]) -> None:
        raise NotImplementedError

    def _index_added(
        self, user_id: str, items: Sequence[MemoryItem], kw: Mapping[str, Any], seqs: Mapping[str, int]
    ) -> None:
        raise NotImplementedError

    def _resegment(self, user_id: str, session_id: str) -> int:
        """Recompute the session's topic segments (derived data: replaced, not versioned)."""
        turns = self.store.get_turns(user_id, session_id=session_id)
        items = {
            i.turn_ids[0]: i
            for i in self.store.list_items(user_id, source_types=["turn"])
            if i.session_id == session_id and i.turn_ids
        }
        turns = [t for t in turns if t.turn_id in items]
        if not turns:
            return 0
        turn_items = [items[t.turn_id] for t in turns]
        mats = {name: self._stored_vectors(user_id, emb, turn_items) for name, emb in self._channels().items()}
        mat = mats["dense"]
        cfg = self.config.segments
        spans = segment(mat, int(cfg.get("min_turns", 5)), int(cfg.get("max_turns", 10)))
        new: list[MemoryItem] = []
        for a, b in spans:
            part = turns[a:b]
            text = "\n".join(items[t.turn_id].summary for t in part)
            tids = [t.turn_id for t in part]
            new.append(
                MemoryItem(
                    memory_id=f"s_{uuid.uuid4().hex[:16]}",
                    user_id=user_id,
                    timestamp=part[0].timestamp,
                    lang=part[0].lang,
                    summary=text,
                    title=part[0].text[:80],
                    turn_ids=tids,
                    session_id=session_id,
                    dialogue_round=part[0].dialogue_round,
                    source_type="segment",
                    valid_from=part[0].timestamp,
                    evidence_ptr=[f"conv://{session_id}#{tids[0]}..{tids[-1]}"],
                    confidence=1.0,
                    hash=content_hash("segment", *tids),
                )
            )
        old = [i for i in self.store.list_items(user_id, source_types=["segment"]) if i.session_id == session_id]
        keep_hashes = {i.hash for i in old}
        new_hashes = {n.hash for n in new}
        gone = [o.memory_id for o in old if o.hash not in new_hashes]
        for m in gone:
            self.store.forget_item(user_id, m)
        new = [n for n in new if n.hash not in keep_hashes]
        kw: dict[str, Any] = {}
        if new:
            # A segment's vector is the normalised centroid of its turns' vectors: the same space as the turns,
            # at no embedding cost (embedding the concatenated text costs ~7x a turn and truncates at 512 tokens).
            pos = {t.turn_id: i for i, t in enumerate(turns)}
            cents = {}
            for name, m in mats.items():
                c = np.stack([m[[pos[t] for t in n.turn_ids]].mean(0) for n in new])
                cents[name] = c / np.maximum(np.linalg.norm(c, axis=1, keepdims=True), 1e-12)
            kw = self._vector_kwargs(new, cents)
            self.store.add_items(new, **kw)
        live = [o for o in old if o.hash in new_hashes] + new
        self._index_segments(user_id, turn_items, gone, new, kw, {t.turn_id: t.seq for t in turns}, live)
        return len(spans)

    def _index_segments(
        self,
        user_id: str,
        turn_items: Sequence[MemoryItem],
        gone: Sequence[str],
        new: Sequence[MemoryItem],
        kw: Mapping[str, Any],
        seq_of: Mapping[str, int],
        live: Sequence[MemoryItem],
    ) -> None:
        """A closed session's segments into the live index in place: the replaced ones out, the new ones in, and
        the session's turns linked to the segments that now cover them (what a rebuild from the store gives).

        Dropping the index instead made the next read of the user rebuild it from the store: every item re-read
        and re-tokenised and its value types read again (~1 s at 800 items on 2 cores), once per session switch,
        under the user's lock, on the request path.
        """
        st = self._state(user_id)
        with st.lock:
            if st.index is None:
                return  # no live index: the next read builds it from the store anyway
            self._index_drop(user_id, gone)
            if new:
                seqs = {n.memory_id: seq_of.get(n.turn_ids[0], 0) for n in new}
                self._index_added(user_id, new, kw, seqs)
            cover = {t: s.memory_id for s in live for t in s.turn_ids}
            st.index.relink({i.memory_id: cover.get(i.turn_ids[0]) for i in turn_items})

    def close_session(self, user_id: str, session_id: str) -> int:
        """Mark a session finished: its topic segments are computed now (a new session also closes the last).

        Segmentation waits for the end of a session because a segment of an open session would change with
        every turn; returns the number of segments.
        """
        check_user(user_id)
        _check_str("session_id", session_id)
        if not self.config.segments.get("enabled"):
            return 0
        with self._state(user_id).lock:
            return self._resegment(user_id, session_id)

"""Per-user dense (FAISS) and lexical (bm25s) indexes, kept in sync with the store.

Each user gets their own small index: memories never mix across users, a forget drops one object, and
a per-user corpus (LoCoMo-sized conversations are ~700 turns; the LTM quota is 5k items) is small enough that
scoring *every* document per query costs well under a millisecond, which lets retrieval fuse complete score
vectors instead of truncated top-k lists. BM25 statistics are corpus-wide, so the lexical index is rebuilt
lazily (on the first search after a change) rather than patched.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime

import numpy as np

from .errors import BackendUnavailable, InvalidInput
from .schemas import MemoryItem


@dataclass(frozen=True)
class DocMeta:
    """What retrieval needs about an indexed item without going back to the store."""

    memory_id: str
    source_type: str
    session_id: str | None
    dialogue_round: int | None
    seq: int  # global order among the user's turns (position of the first covered turn)
    timestamp: datetime
    speaker: str | None
    lang: str | None
    turn_ids: tuple[str, ...]
    tags: tuple[str, ...]
    segment_id: str | None = None  # for a turn: the segment item that contains it


def _faiss():  # lazy: faiss is heavy to import and optional on some paths
    try:
        import faiss
    except ImportError as exc:  # pragma: no cover - faiss-cpu is a core dependency
        raise BackendUnavailable("faiss is not installed: pip install faiss-cpu") from exc
    return faiss


class UserIndex:
    """Dense + BM25 index over one user's live memory items."""

    def __init__(self, dim: int, tokenize: Callable[[str], list[str]], device: str = "cpu") -> None:
        faiss = _faiss()
        self.dim = dim
        self._tokenize = tokenize
        index = faiss.IndexIDMap2(faiss.IndexFlatIP(dim))
        if device == "cuda":
            if not hasattr(faiss, "StandardGpuResources"):
                raise BackendUnavailable("faiss-gpu is not installed: pip install 'kioku[gpu]'")
            self._gpu_res = faiss.StandardGpuResources()
            index = faiss.index_cpu_to_gpu(self._gpu_res, 0, index)
        self._index = index
        self._lock = threading.RLock()
        self._next = 0
        self._fid: dict[str, int] = {}  # memory_id -> faiss id
        self._meta: dict[int, DocMeta] = {}
        self._tokens: dict[int, list[str]] = {}
        self._bm25 = None
        self._bm25_rows: np.ndarray = np.zeros(0, dtype=np.int64)  # bm25 row -> faiss id
        self._dirty = True

    def __len__(self) -> int:
        return len(self._fid)

    def __contains__(self, memory_id: str) -> bool:
        return memory_id in self._fid

    def add(self, metas: Sequence[DocMeta], texts: Sequence[str], vectors: np.ndarray) -> None:
        """Add (or replace) documents. ``texts`` are what BM25 indexes; ``vectors`` are L2-normalised."""
        if not (len(metas) == len(texts) == len(vectors)):
            raise InvalidInput("vectors", "metas, texts and vectors must have the same length")
        if len(metas) == 0:
            return
        vecs = np.ascontiguousarray(vectors, dtype=np.float32).reshape(len(metas), self.dim)
        tokens = [self._tokenize(t) for t in texts]
        with self._lock:
            self.remove([m.memory_id for m in metas if m.memory_id in self._fid])
            ids = np.arange(self._next, self._next + len(metas), dtype=np.int64)
            self._next += len(metas)
            self._index.add_with_ids(vecs, ids)
            for fid, meta, tok in zip(ids.tolist(), metas, tokens, strict=True):
                self._fid[meta.memory_id] = fid
                self._meta[fid] = meta
                self._tokens[fid] = tok
            self._dirty = True

    def remove(self, memory_ids: Sequence[str]) -> int:
        with self._lock:
            fids = [self._fid.pop(m) for m in memory_ids if m in self._fid]
            if not fids:
                return 0
            self._index.remove_ids(np.asarray(fids, dtype=np.int64))
            for f in fids:
                self._meta.pop(f, None)
                self._tokens.pop(f, None)
            self._dirty = True
            return len(fids)

    def snapshot(self) -> tuple[np.ndarray, list[DocMeta]]:
        """Faiss ids in a stable order and their metadata; score vectors below are aligned to this order."""
        with self._lock:
            fids = np.asarray(sorted(self._meta), dtype=np.int64)
            return fids, [self._meta[int(f)] for f in fids]

    def dense_scores(self, qvec: np.ndarray, fids: np.ndarray) -> np.ndarray:
        """Cosine of the query with every document in ``fids`` order (exhaustive: the corpus is per-user)."""
        n = len(fids)
        out = np.full(n, -1.0, dtype=np.float32)
        if n == 0:
            return out
        q = np.ascontiguousarray(qvec, dtype=np.float32).reshape(1, self.dim)
        with self._lock:
            sims, ids = self._index.search(q, int(self._index.ntotal))
        pos = {int(f): i for i, f in enumerate(fids)}
        for s, f in zip(sims[0], ids[0], strict=True):
            i = pos.get(int(f))
            if i is not None:
                out[i] = s
        return out

    def bm25_scores(self, query: str, fids: np.ndarray) -> np.ndarray:
        out = np.zeros(len(fids), dtype=np.float32)
        qtok = self._tokenize(query)
        with self._lock:
            self._ensure_bm25()
            if self._bm25 is None or not qtok:
                return out
            known = [t for t in qtok if t in self._vocab]
            if not known:
                return out
            scores = np.asarray(self._bm25.get_scores(known), dtype=np.float32)
            rows = self._bm25_rows
        by_fid = dict(zip(rows.tolist(), scores.tolist(), strict=True))
        for i, f in enumerate(fids.tolist()):
            out[i] = by_fid.get(f, 0.0)
        return out

    def _ensure_bm25(self) -> None:
        if not self._dirty:
            return
        import bm25s

        rows = sorted(self._tokens)
        # bm25s cannot index an empty document list nor an empty document; a placeholder token keeps row
        # alignment for items whose text tokenises to nothing (e.g. an emoji-only turn).
        corpus = [self._tokens[f] or ["\x00"] for f in rows]
        if corpus:
            bm = bm25s.BM25()
            bm.index(corpus, show_progress=False)
            self._bm25 = bm
            self._vocab = set(bm.vocab_dict)
        else:
            self._bm25, self._vocab = None, set()
        self._bm25_rows = np.asarray(rows, dtype=np.int64)
        self._dirty = False


def item_meta(item: MemoryItem, seq: int, segment_id: str | None = None) -> DocMeta:
    return DocMeta(
        memory_id=item.memory_id,
        source_type=item.source_type,
        session_id=item.session_id,
        dialogue_round=item.dialogue_round,
        seq=seq,
        timestamp=item.timestamp,
        speaker=item.speaker,
        lang=item.lang,
        turn_ids=tuple(item.turn_ids),
        tags=tuple(item.tags),
        segment_id=segment_id,
    )

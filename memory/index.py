"""Per-user dense (FAISS) and lexical (bm25s) indexes, kept in sync with the store.

Each user gets their own small index: memories never mix across users, a forget drops one object, and
a per-user corpus (LoCoMo-sized conversations are ~700 turns; the LTM quota is 5k items) is small enough that
scoring *every* document per query costs well under a millisecond, which lets retrieval fuse complete score
vectors instead of truncated top-k lists. BM25 statistics are corpus-wide, so the lexical index is rebuilt
lazily (on the first search after a change) rather than patched. Every turn adds a memory, so that rebuild runs
once per turn: its token ids are kept per document (no re-tokenising, no vocabulary rebuilt from strings) and
bm25s's score matrix is computed vectorised (:class:`_BM25`, the same numbers as bm25s's per-document loop).
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
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
    question: bool = False  # the text asks something (a ranking feature: evidence is usually the answer)
    vtypes: int = 0  # the kinds of value the text holds (memory.answer_type.value_types), a ranking feature


def bm25s_module():
    """bm25s, imported in this one place after jax is kept off the GPU (see :mod:`memory.devices`)."""
    from .devices import keep_jax_on_cpu

    keep_jax_on_cpu()
    import bm25s

    return bm25s


_BM25_CLS = None


def _bm25_class():
    """bm25s.BM25 with its index build vectorised (built on first use: bm25s is imported lazily)."""
    global _BM25_CLS
    if _BM25_CLS is not None:
        return _BM25_CLS
    bm25s = bm25s_module()

    class _BM25(bm25s.BM25):
        """``build_index_from_ids`` (bm25s documents it as the method to override) for the default Lucene BM25,
        as numpy array operations instead of a Python loop with a Counter per document: ~20 ms -> ~2 ms for 700
        LoCoMo turns. Same arithmetic in the same precision (float64 term-frequency part, float32 idf and scores,
        ``math.log`` idf per document frequency), the CSC matrix built by bm25s's own builder; the tests compare
        the matrices with stock bm25s element for element. Any other variant runs bm25s's own code."""

        def build_index_from_ids(self, unique_token_ids, corpus_token_ids, show_progress=True, leave_progress=False):
            if self.method != "lucene" or self.idf_method not in (None, "lucene") or self.csc_backend != "numpy":
                return super().build_index_from_ids(unique_token_ids, corpus_token_ids, show_progress, leave_progress)
            self.nonoccurrence_array = None  # what bm25s sets for Lucene (only BM25L / BM25+ use one)
            dtype, int_dtype = np.dtype(self.dtype), np.dtype(self.int_dtype)
            n_docs, n_vocab = len(corpus_token_ids), len(unique_token_ids)
            lens = np.array([len(d) for d in corpus_token_ids])
            avg_doc_len = lens.mean()
            flat = np.concatenate([np.asarray(d, dtype=np.int64) for d in corpus_token_ids])
            doc = np.repeat(np.arange(n_docs, dtype=np.int64), lens)
            pairs, tf = np.unique(doc * n_vocab + flat, return_counts=True)  # (document, token) and its count
            rows, cols = pairs // n_vocab, pairs % n_vocab
            df = np.bincount(cols, minlength=n_vocab)
            idf = np.zeros(n_vocab, dtype=dtype)
            for v in np.unique(df[df > 0]).tolist():  # bm25s: math.log per token; equal df, equal idf
                idf[df == v] = math.log(1 + (n_docs - v + 0.5) / (v + 0.5))
            # bm25s per document: tf (dtype) / (k1 * ((1 - b) + b * l_d / l_avg) + tf), l_avg a numpy float64
            k = self.k1 * ((1 - self.b) + self.b * lens.astype(np.float64) / avg_doc_len)
            tfa = tf.astype(dtype)
            scores = (idf[cols] * (tfa / (k[rows] + tfa))).astype(dtype)
            data, indices, indptr = self._np_csc(
                data=scores, rows=rows.astype(int_dtype), cols=cols.astype(int_dtype), shape=(n_docs, n_vocab)
            )
            return {"data": data.astype(dtype), "indices": indices, "indptr": indptr, "num_docs": n_docs}

    _BM25_CLS = _BM25
    return _BM25


def _faiss():  # lazy: faiss is heavy to import and optional on some paths
    try:
        import faiss
    except ImportError as exc:  # pragma: no cover - faiss-cpu is a core dependency
        raise BackendUnavailable("faiss is not installed: pip install faiss-cpu") from exc
    return faiss


class UserIndex:
    """Dense + BM25 index over one user's live memory items."""

    def __init__(
        self,
        dim: int,
        tokenize: Callable[[str], list[str]],
        device: str = "cpu",
        extra_dims: dict[str, int] | None = None,
    ) -> None:
        self.dim = dim
        self._tokenize = tokenize
        self._device = device
        # Channel "dense" is the primary embedder; extra channels (e.g. "xl") are further embedders of the same
        # items. Each has its own exact inner-product index; vectors are also kept for hubness statistics.
        self.dims = {"dense": dim, **(extra_dims or {})}
        self._indexes = {name: self._make_index(d) for name, d in self.dims.items()}
        self._index = self._indexes["dense"]
        self._vecs: dict[str, dict[int, np.ndarray]] = {name: {} for name in self.dims}
        self._hub_cache: dict[tuple[str, int], dict[int, float]] = {}
        self._lock = threading.RLock()
        self._next = 0
        self._fid: dict[str, int] = {}  # memory_id -> faiss id
        self._meta: dict[int, DocMeta] = {}
        self._tokens: dict[int, list[str]] = {}
        self._ids: dict[int, np.ndarray] = {}  # faiss id -> the document's token ids in self._vocab_ids
        self._vocab_ids: dict[str, int] = {}  # grows with the corpus; a token no live document has scores 0
        self._bm25 = None
        self._bm25_rows: np.ndarray = np.zeros(0, dtype=np.int64)  # bm25 row -> faiss id
        self._dirty = True

    def _make_index(self, dim: int):
        faiss = _faiss()
        index = faiss.IndexIDMap2(faiss.IndexFlatIP(dim))
        if self._device == "cuda":
            if not hasattr(faiss, "StandardGpuResources"):
                raise BackendUnavailable("faiss-gpu is not installed: pip install 'kioku[gpu]'")
            if not hasattr(self, "_gpu_res"):
                self._gpu_res = faiss.StandardGpuResources()
            index = faiss.index_cpu_to_gpu(self._gpu_res, 0, index)
        return index

    def __len__(self) -> int:
        return len(self._fid)

    def __contains__(self, memory_id: str) -> bool:
        return memory_id in self._fid

    def add(
        self,
        metas: Sequence[DocMeta],
        texts: Sequence[str],
        vectors: np.ndarray,
        extra: dict[str, np.ndarray] | None = None,
    ) -> None:
        """Add (or replace) documents. ``texts`` are what BM25 indexes; vectors are L2-normalised, one matrix
        for the primary channel and one per configured extra channel (``extra``)."""
        if not (len(metas) == len(texts) == len(vectors)):
            raise InvalidInput("vectors", "metas, texts and vectors must have the same length")
        if len(metas) == 0:
            return
        mats = {"dense": vectors, **(extra or {})}
        if set(mats) != set(self.dims):
            raise InvalidInput("vectors", f"need vectors for channels {sorted(self.dims)}, got {sorted(mats)}")
        mats = {c: np.ascontiguousarray(m, dtype=np.float32).reshape(len(metas), self.dims[c]) for c, m in mats.items()}
        tokens = [self._tokenize(t) for t in texts]
        with self._lock:
            self.remove([m.memory_id for m in metas if m.memory_id in self._fid])
            ids = np.arange(self._next, self._next + len(metas), dtype=np.int64)
            self._next += len(metas)
            for c, m in mats.items():
                self._indexes[c].add_with_ids(m, ids)
                self._vecs[c].update(zip(ids.tolist(), m, strict=True))
            voc = self._vocab_ids
            for fid, meta, tok in zip(ids.tolist(), metas, tokens, strict=True):
                self._fid[meta.memory_id] = fid
                self._meta[fid] = meta
                self._tokens[fid] = tok
                # bm25s cannot index an empty document: a placeholder token keeps it (an emoji-only turn) aligned
                self._ids[fid] = np.fromiter(
                    (voc.setdefault(t, len(voc)) for t in tok or ["\x00"]), dtype=np.int32, count=max(len(tok), 1)
                )
            self._dirty = True

    def remove(self, memory_ids: Sequence[str]) -> int:
        with self._lock:
            fids = [self._fid.pop(m) for m in memory_ids if m in self._fid]
            if not fids:
                return 0
            for index in self._indexes.values():
                index.remove_ids(np.asarray(fids, dtype=np.int64))
            for f in fids:
                self._meta.pop(f, None)
                self._tokens.pop(f, None)
                self._ids.pop(f, None)
                for vecs in self._vecs.values():
                    vecs.pop(f, None)
            self._dirty = True
            return len(fids)

    def relink(self, segment_of: Mapping[str, str | None]) -> None:
        """Point documents at another segment (memory_id -> segment item id, or None): a closed session's turns
        after its segments were recomputed. Only the metadata changes; vectors and tokens stay."""
        with self._lock:
            for mid, seg in segment_of.items():
                fid = self._fid.get(mid)
                if fid is not None and self._meta[fid].segment_id != seg:
                    self._meta[fid] = replace(self._meta[fid], segment_id=seg)

    def snapshot(self) -> tuple[np.ndarray, list[DocMeta]]:
        """Faiss ids in a stable order and their metadata; score vectors below are aligned to this order."""
        with self._lock:
            fids = np.asarray(sorted(self._meta), dtype=np.int64)
            return fids, [self._meta[int(f)] for f in fids]

    def has_channel(self, channel: str) -> bool:
        return channel in self.dims

    def hub_scores(self, channel: str, bank: np.ndarray, fids: np.ndarray, k: int = 10) -> np.ndarray:
        """CSLS hubness of each document: mean of its ``k`` highest similarities to a bank of generic questions.

        A document close to every question (a "hub") otherwise wins queries it does not answer. Cached per
        (channel, bank) until the index changes; computing it is one (bank x docs) product.
        """
        key = (channel, id(bank))
        with self._lock:
            cache = self._hub_cache.setdefault(key, {})
            todo = [int(f) for f in fids.tolist() if int(f) not in cache]
            if todo:
                mat = np.stack([self._vecs[channel][f] for f in todo])
                sims = np.asarray(bank, dtype=np.float32) @ mat.T  # (B, n)
                kk = min(k, sims.shape[0])
                top = -np.sort(-sims, axis=0)[:kk]
                cache.update(zip(todo, top.mean(0).tolist(), strict=True))
            return np.array([cache[int(f)] for f in fids.tolist()], dtype=np.float64)

    def dense_scores(self, qvec: np.ndarray, fids: np.ndarray, channel: str = "dense") -> np.ndarray:
        """Cosine of the query with every document in ``fids`` order (exhaustive: the corpus is per-user)."""
        n = len(fids)
        out = np.full(n, -1.0, dtype=np.float32)
        if n == 0:
            return out
        index = self._indexes[channel]
        q = np.ascontiguousarray(qvec, dtype=np.float32).reshape(1, self.dims[channel])
        with self._lock:
            sims, ids = index.search(q, int(index.ntotal))
        pos = {int(f): i for i, f in enumerate(fids)}
        for s, f in zip(sims[0], ids[0], strict=True):
            i = pos.get(int(f))
            if i is not None:
                out[i] = s
        return out

    def vectors(self, memory_ids: Sequence[str], channel: str = "dense") -> np.ndarray:
        """The stored unit vectors of ``memory_ids`` on ``channel``, one row each; a zero row for an id no longer
        indexed (forgotten by a concurrent writer after the search ranked it: it then supports nothing)."""
        out = np.zeros((len(memory_ids), self.dims[channel]), dtype=np.float32)
        with self._lock:
            vecs = self._vecs[channel]
            for i, m in enumerate(memory_ids):
                fid = self._fid.get(m)
                if fid is not None:
                    out[i] = vecs[fid]
        return out

    def doc_lengths(self, fids: np.ndarray) -> np.ndarray:
        """Number of BM25 tokens of each document (a ranking feature: long turns match everything a little)."""
        with self._lock:
            return np.array([len(self._tokens.get(int(f), ())) for f in fids.tolist()], dtype=np.float64)

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
        rows = sorted(self._ids)
        if rows:  # bm25s cannot index an empty document list
            bm = _bm25_class()()
            # The documents' token ids and the vocabulary they index (a copy: bm25s adds its empty token to it).
            bm.index(([self._ids[f] for f in rows], dict(self._vocab_ids)), show_progress=False)
            self._bm25 = bm
            self._vocab = set(self._vocab_ids)
        else:
            self._bm25, self._vocab = None, set()
        self._bm25_rows = np.asarray(rows, dtype=np.int64)
        self._dirty = False


def item_value_types(text: str) -> int:
    """Read once, when the item is indexed (never per search): what kinds of value a memory holds. The language is
    detected from the text, as bench.train_ranker's dump reads it."""
    from .answer_type import value_types

    return value_types(text)


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
        question="?" in item.summary or "？" in item.summary,
        vtypes=item_value_types(item.summary),
    )

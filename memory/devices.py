"""Which processes may touch a GPU: only the Embedder deployment (and a vLLM expert or generator) that hold one.

Why this exists: bm25s imports jax when jax is installed and runs a top-k at import time; where jax has a CUDA
backend (common on GPU machines) that initialises it with jax's default preallocation, 75 % of the GPU's memory,
in whichever process imported bm25s: the Store replica. Measured on a 16-core + H100 machine: the Store process
held 61 GiB of GPU memory at 0 % utilisation. torch and faiss can do the same on a first CUDA call. So:

* :func:`keep_jax_on_cpu` runs before every import of bm25s (:func:`memory.index.bm25s_module`, the one place
  that imports it): Kioku never needs jax on a GPU, so jax defaults to the CPU and, should a user have chosen a
  GPU platform for jax deliberately (``JAX_PLATFORMS`` set), it at least does not preallocate.
* :func:`cpu_only_process` is for a process that was given no GPU (a Ray actor with ``num_gpus=0``: the Ray used
  here leaves ``CUDA_VISIBLE_DEVICES`` alone there unless ``RAY_ACCEL_ENV_VAR_OVERRIDE_ON_ZERO`` is set, so every
  GPU of the node is visible): it hides all GPUs from CUDA, so no
  library in it can initialise a CUDA context, and pins jax to the CPU. It must run before anything in the
  process initialises CUDA; it is the first thing the Store replica does.
"""

from __future__ import annotations

import logging
import os
import sys

log = logging.getLogger(__name__)

_GUARD_VARS = ("CUDA_VISIBLE_DEVICES", "JAX_PLATFORMS", "XLA_PYTHON_CLIENT_PREALLOCATE")


def keep_jax_on_cpu() -> None:
    """Default jax to the CPU (and never preallocate GPU memory) before bm25s imports it."""
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    os.environ.setdefault("XLA_PYTHON_CLIENT_PREALLOCATE", "false")


def cpu_only_process() -> None:
    """Hide every GPU from this process and keep jax on the CPU; call it before anything initialises CUDA."""
    os.environ["CUDA_VISIBLE_DEVICES"] = ""
    os.environ["JAX_PLATFORMS"] = "cpu"
    os.environ["XLA_PYTHON_CLIENT_PREALLOCATE"] = "false"
    if "jax" in sys.modules:  # imported before the environment was set: its config read the old values
        try:
            sys.modules["jax"].config.update("jax_platforms", "cpu")
        except Exception as e:  # a backend already initialised cannot be changed: say so, do not hide it
            log.warning("jax was initialised before this process was made CPU-only: %s", e)
    torch = sys.modules.get("torch")
    if torch is not None and getattr(torch.cuda, "is_initialized", lambda: False)():
        log.warning("CUDA was initialised in this process before it was made CPU-only")


def guard_state() -> dict[str, str | None]:
    """The variables the guard sets, as this process sees them (reported by the Store replica's health)."""
    return {v: os.environ.get(v) for v in _GUARD_VARS}


__all__ = ["cpu_only_process", "guard_state", "keep_jax_on_cpu"]

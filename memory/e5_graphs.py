"""CUDA graphs for the e5 encoder's small batches.

Why: on a GPU a lone query is launch-bound, not compute-bound. The q8 forward of e5-small is some six hundred small
kernels (four quantised products, two layer norms, attention and a GELU in each of twelve layers), and launching
them one by one from Python cost 12.5 ms of CPU per query on an H200 (80 queries/s one at a time, against 8,100
texts/s in batches of 256: ``bench/results/e5_torch_cuda_h200.json``). A captured graph launches all of them with
one call. A search sends one query or a few (memory.coalesce merges concurrent ones), so graphs are kept for small
batches only; a large batch fills the GPU and gains nothing.

Shapes are bucketed: rows to a power of two up to ``max_rows``, length to a power of two (at least 16, at most the
model's 512 positions). The padding rows and columns are masked: padded keys take no attention and padded tokens are
not pooled, so a row's vector does not depend on the bucket it was run in (to the float rounding of another kernel
shape). Graphs are captured lazily, one per bucket used, in one shared memory pool; replays are serialised by the
embedder's lock, which is what makes sharing the pool safe.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_MIN_LEN = 16


def _pow2(n: int, floor: int = 1) -> int:
    p = floor
    while p < n:
        p *= 2
    return p


def graph_bucket(rows: int, length: int, max_rows: int = 32, max_len: int = 512) -> tuple[int, int] | None:
    """The (rows, length) graph a batch runs in, or None for the eager path (too many rows or too long)."""
    if rows > max_rows or length > max_len:
        return None
    return _pow2(rows), min(_pow2(length, _MIN_LEN), max_len)


class GraphedForward:
    """``forward(ids, mask)`` replayed from CUDA graphs for batches of at most ``max_rows`` rows (else eager)."""

    def __init__(self, torch: Any, forward: Callable[[Any, Any], Any], max_rows: int = 32, max_len: int = 512) -> None:
        self.torch, self.forward = torch, forward
        self.max_rows, self.max_len = max_rows, max_len
        self.pool = torch.cuda.graph_pool_handle()
        self.graphs: dict[tuple[int, int], tuple[Any, Any, Any, Any]] = {}

    def __call__(self, ids: Any, mask: Any) -> Any:
        rows, length = ids.shape
        key = graph_bucket(rows, length, self.max_rows, self.max_len)
        if key is None:
            return self.forward(ids, mask)
        graph, s_ids, s_mask, s_out = self.graphs.get(key) or self._capture(key)
        s_ids.zero_()
        s_mask.zero_()
        s_mask[:, 0] = True  # a padding row attends to one token instead of none (no NaN to carry around)
        s_ids[:rows, :length].copy_(ids)
        s_mask[:rows, :length].copy_(mask)
        graph.replay()
        return s_out[:rows].clone()

    def _capture(self, key: tuple[int, int]) -> tuple[Any, Any, Any, Any]:
        torch = self.torch
        rows, length = key
        s_ids = torch.zeros((rows, length), dtype=torch.int64, device="cuda")
        s_mask = torch.zeros((rows, length), dtype=torch.bool, device="cuda")
        s_mask[:, 0] = True
        side = torch.cuda.Stream()
        side.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(side):  # warm-up off the capture: lazy inits and kernel choices happen here
            for _ in range(2):
                self.forward(s_ids, s_mask)
        torch.cuda.current_stream().wait_stream(side)
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(graph, pool=self.pool):
            s_out = self.forward(s_ids, s_mask)
        self.graphs[key] = (graph, s_ids, s_mask, s_out)
        return self.graphs[key]


__all__ = ["GraphedForward", "graph_bucket"]

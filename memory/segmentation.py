"""Topic segmentation of a session into 5-10 turn memory units (seed 004, SeCom).

SeCom cuts sessions with an LLM; offline we cut where the conversation's direction changes most: the cosine
between the mean embedding of the turns before and after each boundary (TextTiling over sentence embeddings)
is lowest. A dynamic program picks the cut set that minimises total boundary similarity subject to every
segment having between ``min_turns`` and ``max_turns`` turns, so segment sizes are guaranteed, not hoped for.
"""

from __future__ import annotations

import numpy as np


def boundary_similarity(vectors: np.ndarray, window: int = 3) -> np.ndarray:
    """sim[i] = cosine(mean(v[i-window+1..i]), mean(v[i+1..i+window])) for a cut after turn i (n-1 values)."""
    n = len(vectors)
    sims = np.ones(max(n - 1, 0), dtype=np.float64)
    for i in range(n - 1):
        left = vectors[max(0, i - window + 1) : i + 1].mean(0)
        right = vectors[i + 1 : i + 1 + window].mean(0)
        denom = float(np.linalg.norm(left) * np.linalg.norm(right))
        sims[i] = float(left @ right) / denom if denom > 0 else 1.0
    return sims


def segment(vectors: np.ndarray, min_turns: int = 5, max_turns: int = 10, window: int = 3) -> list[tuple[int, int]]:
    """Half-open [start, end) turn ranges covering all turns.

    Sessions shorter than ``min_turns`` become one segment; otherwise every segment has min..max turns (when
    n >= min_turns a feasible split always exists for max_turns >= 2*min_turns - 1; for tighter bounds the
    last segment may be shorter).
    """
    n = len(vectors)
    if n == 0:
        return []
    if n <= max_turns:
        return [(0, n)] if n < 2 * min_turns else _dp(boundary_similarity(vectors, window), n, min_turns, max_turns)
    return _dp(boundary_similarity(vectors, window), n, min_turns, max_turns)


def _dp(sims: np.ndarray, n: int, lo: int, hi: int) -> list[tuple[int, int]]:
    inf = float("inf")
    best = np.full(n + 1, inf)
    prev = np.full(n + 1, -1, dtype=np.int64)
    best[0] = 0.0
    for end in range(1, n + 1):
        for size in range(lo, hi + 1):
            start = end - size
            if start < 0 or best[start] == inf:
                continue
            cost = best[start] + (sims[end - 1] if end < n else 0.0)
            if cost < best[end]:
                best[end], prev[end] = cost, start
    if best[n] == inf:  # infeasible sizes (n < lo or odd bounds): fall back to fixed-size chunks
        return [(s, min(n, s + hi)) for s in range(0, n, hi)]
    out = []
    end = n
    while end > 0:
        start = int(prev[end])
        out.append((start, end))
        end = start
    return out[::-1]

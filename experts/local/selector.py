"""Memory selector over retrieval scores: at most k items, no near-duplicates, within a token quota.

The retrieval stage has already ranked candidates; what selection adds is the budget and the refusal to spend
two slots on the same memory phrased twice. Its confidence is how clearly the chosen items separate from the
best item left out: a selection among near-equal scores is a coin toss and says so.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..base import estimate_tokens
from ._text import content_units


@dataclass(frozen=True)
class Selection:
    selected: list[dict[str, Any]]  # [{"id", "rationale"}]
    confidence: float
    dropped_duplicates: list[str]

    def to_answer(self) -> dict[str, Any]:
        return {"selected": self.selected}


def _jaccard(a: set[str], b: set[str]) -> float:
    return len(a & b) / len(a | b) if a and b else 0.0


def select_memories(
    candidates: Sequence[Mapping[str, Any]],
    *,
    k: int = 3,
    token_quota: int = 200,
    dup_threshold: float = 0.7,
) -> Selection:
    """``candidates``: [{"id", "text", "score", optional "tokens"}], any order."""
    ranked = sorted(candidates, key=lambda c: -float(c.get("score", 0.0)))
    chosen: list[Mapping[str, Any]] = []
    units: list[set[str]] = []
    dups: list[str] = []
    rejected_best: float | None = None
    used = 0
    for c in ranked:
        u = set(content_units(str(c.get("text", ""))))
        if any(_jaccard(u, v) >= dup_threshold for v in units):
            dups.append(str(c["id"]))
            continue
        cost = int(c.get("tokens") or estimate_tokens(str(c.get("text", ""))))
        if len(chosen) >= k or used + cost > token_quota:
            if rejected_best is None:
                rejected_best = float(c.get("score", 0.0))
            continue
        chosen.append(c)
        units.append(u)
        used += cost
    selected = [
        {"id": str(c["id"]), "rationale": f"retrieval score {float(c.get('score', 0.0)):.3f}, rank {i + 1}"}
        for i, c in enumerate(chosen)
    ]
    if not chosen or rejected_best is None:
        conf = 0.9  # nothing competed for a slot
    else:
        scores = [float(c.get("score", 0.0)) for c in ranked]
        spread = (max(scores) - min(scores)) or 1.0
        gap = min(float(c.get("score", 0.0)) for c in chosen) - rejected_best
        conf = 0.5 + 0.45 * max(0.0, min(1.0, gap / spread))
    return Selection(selected, conf, dups)

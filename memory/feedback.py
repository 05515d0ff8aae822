"""Citation feedback: the online half of RMM's retrospective reflection (seed 002), per user.

After a reply, the memories it cited are what was useful and the retrieved memories it did not cite were not.
RMM updates its reranker with REINFORCE on exactly that signal: p = softmax(s / T) over the retrieved memories,
reward R = +1 for a cited one and -1 for the others, one gradient step on sum_m (R_m - b) log p_m. Here the
adapted parameter is a per-memory score offset of the user (the memory-side adapter of RMM reduced to its
simplest form), so the gradient is closed-form: d/d(theta_j) = ((R_j - b) - p_j * sum_m (R_m - b)) / T.
The baseline b is the mean reward of the update: with b = 0 and one cited memory among six, sum_m R_m = -4, and
the top-ranked UNcited memory (p ~ 0.6) got -1 + 0.6 * 4 > 0, i.e. it gained as much as the cited one and the
citation changed no ranking. With the mean as baseline the advantages sum to zero: a cited memory always gains,
an uncited one always loses, and the step stays unbiased (a baseline that does not depend on the action).

Bounded on purpose, so that one talkative session cannot swamp what the offline ranker learned:
* one update moves an offset by at most ``step``;
* one session moves an offset by at most ``session_cap`` in total (the row remembers its session's movement);
* an offset never leaves [-cap, cap], in units of the ranker's score (a few tenths of a standard deviation of
  a channel's z-score).

The offsets live in the store (table ``ranker_feedback``), are exported and imported with the user, and are
forgotten with the user or the memory.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

import numpy as np

from .schemas import SearchHit, normalize_text

_QUOTE_CHARS = 48  # a quoted memory is recognised by this many characters of its text (or all of a shorter one)


def _body(hit: SearchHit) -> str:
    text = normalize_text(hit.item.summary)
    sp = hit.item.speaker
    if sp and text.startswith(f"{sp}: "):
        text = text[len(sp) + 2 :]
    return text.casefold()


def cited_memories(reply: str | None, evidence: Sequence[SearchHit]) -> list[str]:
    """Which of the memories put into the prompt the reply cites: by id (an LLM generator is asked to cite the
    ids it used, see serve.respond.chat_messages) or by quoting their text (the extractive responder)."""
    if not reply or not evidence:
        return []
    said = normalize_text(reply).casefold()
    out = []
    for h in evidence:
        body = _body(h)
        quoted = len(body) >= 8 and body[:_QUOTE_CHARS] in said
        if h.item.memory_id in reply or quoted:
            out.append(h.item.memory_id)
    return out


def reinforce_gradient(
    scores: Mapping[str, float], cited: set[str], temperature: float = 1.0, baseline: float | None = None
) -> dict[str, float]:
    """d/d(offset_j) of sum_m (R_m - b) log softmax(s / T)_m over the retrieved memories; b defaults to the mean
    reward (see module doc: with b = 0 a highly ranked uncited memory would gain)."""
    ids = list(scores)
    if not ids:
        return {}
    s = np.array([scores[i] for i in ids], dtype=np.float64) / temperature
    p = np.exp(s - s.max())
    p /= p.sum()
    rewards = np.array([1.0 if i in cited else -1.0 for i in ids])
    adv = rewards - (rewards.mean() if baseline is None else baseline)
    grad = (adv - p * adv.sum()) / temperature
    return dict(zip(ids, grad.tolist(), strict=True))


def updated_rows(
    user_id: str,
    session_id: str,
    old: Mapping[str, Mapping[str, Any]],
    grad: Mapping[str, float],
    cited: set[str],
    *,
    step: float,
    cap: float,
    session_cap: float,
    now: datetime,
) -> list[dict[str, Any]]:
    """New ``ranker_feedback`` rows after one bounded gradient step (see the module doc for the bounds)."""
    rows = []
    for mid, g in grad.items():
        prev = old.get(mid)
        adjust = float(prev["adjust"]) if prev else 0.0
        moved = float(prev["session_move"]) if prev and prev.get("session_id") == session_id else 0.0
        d = float(np.clip(step * g, -step, step))
        new_moved = float(np.clip(moved + d, -session_cap, session_cap))
        new_adjust = float(np.clip(adjust + (new_moved - moved), -cap, cap))
        rows.append(
            {
                "user_id": user_id,
                "memory_id": mid,
                "adjust": new_adjust,
                "cited": (int(prev["cited"]) if prev else 0) + (mid in cited),
                "shown": (int(prev["shown"]) if prev else 0) + 1,
                "session_id": session_id,
                "session_move": new_moved,
                "updated_at": now,
            }
        )
    return rows


__all__ = ["cited_memories", "reinforce_gradient", "updated_rows"]

"""The link judges on every pair consolidation could propose, in every planted set: a fast screen of a change.

``python -m bench.link_screen --json OUT [--sets a,b,...] [--near 10] [--compare BEFORE.json]``

Why: ``bench.link_sweep`` asks the judges about every pair of a set (tens of thousands, 8-18 minutes a set on this
machine), and ``bench.correctness`` only about the links one plan proposes. A change to ``memory.facts`` or
``experts.links`` must be checked against every set before it is kept, many times a round. Only the pairs that
``memory.reflection`` would hand to a judge matter for consolidation: the same proposal rule is applied here to the
real e5 and USE-m3 vectors (same language: e5 >= ``judged_delta`` or USE >= ``judged_paraphrase``; across languages:
USE >= ``judged_xl_delta`` or e5 >= ``judged_xl_e5``), and both judges (``single``, ``consensus``) are asked about
each of them. ``--compare`` prints what a change moved against an earlier screen: true pairs gained or lost and
negative pairs newly (or no longer) called the same. The held-out set (``pipelines.planted_sets.HELD_OUT``) is left
out unless named.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np

MODES = ("single", "consensus")


def candidate_pairs(
    langs: Sequence[str | None],
    e5: np.ndarray,
    use: np.ndarray,
    near: int = 0,
    keep: frozenset[tuple[int, int]] = frozenset(),
) -> list[tuple[int, int]]:
    """The pairs the judged proposal of ``memory.reflection`` admits (its thresholds, its two vector spaces).

    ``near`` > 0 keeps, of those, only the pairs where one item is among the other's ``near`` nearest in either
    space (plus ``keep``, the planted true pairs): a set's topics share words, so the loose cross-lingual threshold
    admits half of all pairs, while a wrong link is made between near neighbours.
    """
    from memory.reflection import ReflectionConfig, judged_proposal

    cfg = ReflectionConfig()
    s_e5, s_use = e5 @ e5.T, use @ use.T
    close: set[tuple[int, int]] = set()
    if near > 0:
        for sim in (s_e5, s_use):
            s = sim.copy()
            np.fill_diagonal(s, -np.inf)
            for i, row in enumerate(np.argsort(-s, axis=1)[:, :near]):
                close.update((min(i, int(j)), max(i, int(j))) for j in row)
    out = []
    for i in range(len(langs)):
        for j in range(i + 1, len(langs)):
            if near > 0 and (i, j) not in close and (i, j) not in keep:
                continue
            if judged_proposal(langs[i] == langs[j], float(s_e5[i, j]), float(s_use[i, j]), cfg):
                out.append((i, j))
    return out


def screen(name: str, judges: Mapping[str, Any], models: Any, near: int = 0) -> dict[str, dict[str, Any]]:
    """Each candidate pair of one set: its truth and every judge's verdict."""
    from memory.text import detect_language
    from pipelines.planted_sets import SETS

    items = SETS[name]
    texts = [t for _, t, _ in items]
    langs = [detect_language(t) for t in texts]
    e5 = np.asarray(models.e5.embed_passages(texts), dtype=np.float32)
    use = np.asarray(models.use.embed_passages(texts), dtype=np.float32)
    rows: dict[str, dict[str, Any]] = {}
    groups = [g for _, _, g in items]
    true = frozenset(
        (i, j) for i in range(len(items)) for j in range(i + 1, len(items)) if groups[i] and groups[i] == groups[j]
    )
    for i, j in candidate_pairs(langs, e5, use, near, true):
        (pa, ta, ga), (pb, tb, gb) = items[i], items[j]
        row: dict[str, Any] = {"truth": ga is not None and ga == gb}
        for mode, judge in judges.items():
            v = judge(ta, langs[i], tb, langs[j])
            row[mode] = {"same": bool(v.same), "verdict": v.verdict, "reason": v.reason}
        rows[f"{pa}/{pb}"] = row
    return rows


def compare(before: Mapping[str, Any], after: Mapping[str, Any]) -> list[str]:
    """Lines for every pair whose "same" moved between two screens, per set and judge (gains, losses, false ones)."""
    lines = []
    for name in sorted(set(before) & set(after)):
        b, a = before[name], after[name]
        for mode in MODES:
            for key in sorted(set(b) | set(a)):
                was = bool(b.get(key, {}).get(mode, {}).get("same"))
                now = bool(a.get(key, {}).get(mode, {}).get("same"))
                if was == now:
                    continue
                truth = (a.get(key) or b.get(key))["truth"]
                kind = (
                    ("true gained" if now else "TRUE LOST") if truth else ("FALSE ADMITTED" if now else "false removed")
                )
                reason = (a.get(key) or {}).get(mode, {}).get("reason", "")
                lines.append(f"{name:8s} {mode:9s} {kind:15s} {key}: {reason}")
    return lines


def summary(res: Mapping[str, Mapping[str, Any]]) -> list[str]:
    out = []
    for name, rows in res.items():
        for mode in MODES:
            found = sum(r["truth"] and r[mode]["same"] for r in rows.values())
            false = sum(not r["truth"] and r[mode]["same"] for r in rows.values())
            out.append(f"{name:8s} {mode:9s} candidates {len(rows):5d} true same {found:4d} false same {false}")
    return out


def main(argv: Sequence[str] | None = None) -> int:
    from bench.correctness import load_models
    from pipelines.consolidate import make_judge
    from pipelines.planted_sets import HELD_OUT, SETS

    ap = argparse.ArgumentParser(prog="python -m bench.link_screen", description=__doc__.split("\n")[0])
    ap.add_argument("--sets", default=None, help="planted sets, comma-separated (default: all but the held-out)")
    ap.add_argument("--json", required=True, help="where to write every candidate pair's verdicts")
    ap.add_argument("--near", type=int, default=10, help="only pairs of near neighbours (0: every candidate)")
    ap.add_argument("--compare", default=None, help="an earlier screen's JSON: print what moved")
    a = ap.parse_args(argv)
    names = a.sets.split(",") if a.sets else [n for n in SETS if n not in HELD_OUT]
    unknown = [n for n in names if n not in SETS]
    if unknown:
        ap.error(f"unknown planted set(s): {', '.join(unknown)} (known: {', '.join(SETS)})")
    models = load_models()
    judges = {mode: make_judge(mode, models.use) for mode in MODES}
    t0 = time.time()
    res = {name: screen(name, judges, models, a.near) for name in names}
    Path(a.json).parent.mkdir(parents=True, exist_ok=True)
    Path(a.json).write_text(json.dumps(res, indent=1, ensure_ascii=False), encoding="utf-8")
    print("\n".join(summary(res)))
    print(f"{sum(len(r) for r in res.values())} candidate pairs in {time.time() - t0:.0f} s -> {a.json}")
    if a.compare:
        moved = compare(json.loads(Path(a.compare).read_text(encoding="utf-8")), res)
        print("\n".join(moved) if moved else "no verdict moved")
        lost = sum(" TRUE LOST " in f" {m} " or "FALSE ADMITTED" in m for m in moved)
        print(f"{len(moved)} moved, {lost} of them true pairs lost or negatives admitted")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

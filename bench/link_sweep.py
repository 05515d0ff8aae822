"""Every pair of the planted sets through the link judges: the check a fact-check change must pass.

``python -m bench.link_sweep --sets a,holdout,b,c,d [--json OUT]``

The consolidation benchmark (``bench.correctness``) scores only the links reflection proposes, and its ambiguity
guard can hide a wrong verdict (a memory that "matches" two different facts is linked to neither). This sweep asks
the judges about EVERY pair of each set, negatives included, and prints each planted pair they do not link and
each negative pair they would link (consensus, and the lexicon verifier alone). A change to ``memory.facts`` or
``experts.links`` is kept only when it adds no false "same" here. Leave the held-out set out of ``--sets`` while
developing.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Sequence
from itertools import combinations
from pathlib import Path
from typing import Any


def sweep(name: str, judges: dict[str, Any]) -> dict[str, Any]:
    """Verdicts of every pair of one planted set; the misses and false links, listed."""
    from memory.text import detect_language
    from pipelines.planted_sets import SETS

    items = SETS[name]
    langs = [detect_language(t) for _, t, _ in items]
    t0 = time.time()
    pairs: dict[str, dict[str, Any]] = {}
    for i, j in combinations(range(len(items)), 2):
        (pa, ta, ga), (pb, tb, gb) = items[i], items[j]
        truth = ga is not None and ga == gb
        row: dict[str, Any] = {"truth": truth}
        for mode, judge in judges.items():
            v = judge(ta, langs[i], tb, langs[j])
            row[mode] = {"verdict": v.verdict, "same": v.same, "reason": v.reason}
        pairs[f"{pa}/{pb}"] = row
    out: dict[str, Any] = {"pairs": pairs, "seconds": round(time.time() - t0, 1)}
    for mode in judges:
        out[mode] = {
            "planted": sum(r["truth"] for r in pairs.values()),
            "found": sum(r["truth"] and r[mode]["same"] for r in pairs.values()),
            "false_same": sorted(k for k, r in pairs.items() if not r["truth"] and r[mode]["same"]),
            "missed": sorted(k for k, r in pairs.items() if r["truth"] and not r[mode]["same"]),
            "different": sum(r[mode]["verdict"] == "different" for r in pairs.values()),
            "unsure": sum(r[mode]["verdict"] == "unsure" for r in pairs.values()),
        }
    return out


def main(argv: Sequence[str] | None = None) -> int:
    from bench.correctness import load_models
    from pipelines.consolidate import make_judge
    from pipelines.planted_sets import SETS

    ap = argparse.ArgumentParser(prog="python -m bench.link_sweep", description=__doc__.split("\n")[0])
    ap.add_argument("--sets", required=True, help="planted sets (comma-separated); leave the held-out set out")
    ap.add_argument("--json", default=None, help="where to write every pair's verdicts")
    a = ap.parse_args(argv)
    names = a.sets.split(",")
    unknown = [n for n in names if n not in SETS]
    if unknown:
        ap.error(f"unknown planted set(s): {', '.join(unknown)} (known: {', '.join(SETS)})")
    m = load_models()
    judges = {"consensus": make_judge("consensus", m.use), "single": make_judge("single", m.use)}
    res = {name: sweep(name, judges) for name in names}
    false_total = 0
    for name, r in res.items():
        for mode in judges:
            s = r[mode]
            false_total += len(s["false_same"])
            print(f"{name:8s} {mode:9s} found {s['found']}/{s['planted']} false same {len(s['false_same'])} "
                  f"different {s['different']} unsure {s['unsure']}")  # fmt: skip
            for k in s["false_same"]:
                print(f"    FALSE SAME {k}: {r['pairs'][k][mode]['reason']}")
            for k in s["missed"]:
                print(f"    missed {k}: {r['pairs'][k][mode]['reason']}")
    if a.json:
        Path(a.json).parent.mkdir(parents=True, exist_ok=True)
        Path(a.json).write_text(json.dumps(res, indent=1, ensure_ascii=False), encoding="utf-8")
    print(f"false 'same' verdicts on negative pairs: {false_total}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

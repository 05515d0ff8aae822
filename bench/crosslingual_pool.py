"""Pool ``bench.crosslingual`` results run one conversation per process: ``python -m bench.crosslingual_pool
FILE.json ... [--json OUT]``.

Why: on a many-core machine (the lent GPU device, ``bench/device_retrieval.sh``) the mixed benchmark runs each
conversation of ``--history`` in its own process; the figure to report is the one a single run over all of them
prints, so each (stored > asked) pair's R@1 / R@3 is pooled over the files weighted by its question count ``n``,
then the mean and the parity gap are taken as ``bench.crosslingual`` takes them.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any


def pool(results: list[dict[str, Any]]) -> dict[str, Any]:
    """One result over several runs' ``pairs`` (each pair weighted by its ``n``)."""
    if not results:
        raise ValueError("no results to pool")
    sums: dict[str, list[float]] = {}
    for res in results:
        for pair, v in res["pairs"].items():
            acc = sums.setdefault(pair, [0.0, 0.0, 0.0])
            acc[0] += float(v["r1"]) * int(v["n"])
            acc[1] += float(v["r3"]) * int(v["n"])
            acc[2] += int(v["n"])
    pairs = {
        p: {"r1": round(a[0] / a[2], 4), "r3": round(a[1] / a[2], 4), "n": int(a[2])} for p, a in sums.items() if a[2]
    }
    r1 = {p: v["r1"] for p, v in pairs.items()}
    worst = min(r1, key=lambda p: r1[p])
    return {
        "runs": len(results),
        "pairs": pairs,
        "mean_r1": round(sum(r1.values()) / len(r1), 4),
        "mean_r3": round(sum(v["r3"] for v in pairs.values()) / len(pairs), 4),
        "parity_gap_r1": round(max(r1.values()) - r1[worst], 4),
        "worst_pair": worst,
        "conversations": sorted(c for res in results for c in res.get("conversations", {})),
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="+", type=Path, help="bench.crosslingual --json outputs")
    ap.add_argument("--json", type=Path, help="write the pooled result here")
    args = ap.parse_args(argv)
    out = pool([json.loads(f.read_text(encoding="utf-8")) for f in args.files])
    pairs = "  ".join(f"{p} {v['r1']:.3f}" for p, v in out["pairs"].items())
    print(f"{out['runs']} runs, mean R@1 {out['mean_r1']:.3f} R@3 {out['mean_r3']:.3f}, gap {out['parity_gap_r1']:.3f}")
    print(f"worst {out['worst_pair']}; {pairs}")
    if args.json:
        args.json.write_text(json.dumps(out, indent=1, ensure_ascii=False), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Cross-lingual retrieval benchmark: ``python -m bench.crosslingual --data PATH [--json OUT] [--preset NAME]``.

For each stored language S, one fresh user remembers all facts written in S; every question is then asked in each
language Q. A hit is the item's own fact among the top-k. Reports recall@1/@3 for the 9 (S, Q) pairs, their mean,
and the parity gap (best pair r@1 minus worst pair r@1). Fractions in 0..1.
"""

from __future__ import annotations

import argparse
import json
import tempfile
from pathlib import Path

from memory.config import load_config
from memory.engine import MemoryEngine
from pipelines.progress import progress

LANGS = ("en", "ja", "zh")


def run(data: str, preset: str | None = None, config: str | None = None) -> dict:
    rows = [json.loads(line) for line in Path(data).read_text(encoding="utf-8").splitlines() if line.strip()]
    cfg = load_config(config)
    cfg.preset(preset)
    pairs: dict[str, dict[str, float]] = {}
    with tempfile.TemporaryDirectory(prefix="kioku-xl-") as tmp:
        eng = MemoryEngine(cfg, data_dir=tmp)
        bar = progress(len(LANGS) * (1 + len(LANGS)), "bench.crosslingual", unit="step")
        for s in LANGS:
            user = f"xl-{s}"
            ids = {}
            for r in rows:
                item = eng.add_item(user, r["fact"][s], source_type="fact")
                if item is None:
                    raise SystemExit(f"duplicate fact in {data}: {r['id']}")
                ids[item.memory_id] = r["id"]
            bar.update(1, stored=s)
            for q in LANGS:
                h1 = h3 = 0
                for r in rows:
                    hits = eng.search(user, r["query"][q], k=3, preset=preset)
                    got = [ids.get(h.item.memory_id) for h in hits]
                    h1 += got[:1] == [r["id"]]
                    h3 += r["id"] in got
                pairs[f"{s}>{q}"] = {"r1": round(h1 / len(rows), 4), "r3": round(h3 / len(rows), 4)}
                bar.update(1, pair=f"{s}>{q}")
        bar.close()
        eng.close()
    r1 = [v["r1"] for v in pairs.values()]
    return {
        "dataset": str(data),
        "items": len(rows),
        "preset": preset or cfg.default_preset,
        "pairs": pairs,
        "mean_r1": round(sum(r1) / len(r1), 4),
        "mean_r3": round(sum(v["r3"] for v in pairs.values()) / len(pairs), 4),
        "parity_gap_r1": round(max(r1) - min(r1), 4),
    }


def markdown(res: dict) -> str:
    lines = [
        f"Cross-lingual recall, {res['items']} facts, preset `{res['preset']}` (stored > query)",
        "",
        "| pair | r@1 | r@3 |",
        "|---|---|---|",
    ]
    lines += [f"| {k} | {v['r1']:.2f} | {v['r3']:.2f} |" for k, v in res["pairs"].items()]
    lines += [
        f"| **mean** | **{res['mean_r1']:.3f}** | **{res['mean_r3']:.3f}** |",
        "",
        f"parity gap (r@1, best - worst pair): {res['parity_gap_r1']:.2f}",
    ]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", required=True, help="xl jsonl (e.g. ../shared/data/xl/xl_dev.jsonl)")
    ap.add_argument("--json", help="write results JSON here (Markdown beside it)")
    ap.add_argument("--preset", help="retrieval preset (default: the config's default)")
    ap.add_argument("--config", help="config YAML (default configs/default.yaml)")
    args = ap.parse_args(argv)
    res = run(args.data, args.preset, args.config)
    md = markdown(res)
    print(md)
    if args.json:
        out = Path(args.json)
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps(res, indent=2, ensure_ascii=False))
        out.with_suffix(".md").write_text(md)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

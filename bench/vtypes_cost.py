"""What index-time answer-type reading costs one engine process: resident memory and CPU, with and without it.

``python -m bench.vtypes_cost [--json OUT]`` runs two fresh subprocesses (``off``: ``memory.index.item_value_types``
returns 0, as before the answer-type ranker; ``on``: the shipped code), each writing 10 two-turn sessions and
searching three times in en / ja / zh. Why a subprocess each: the cost is mostly a one-off load of issue 13's
lexicon, which an in-process A/B would share between the arms.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time


def _rss_mb() -> int:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS"):
                return int(line.split()[1]) // 1024
    return -1


def _arm(mode: str) -> dict[str, object]:
    import memory.index as mi

    if mode == "off":
        mi.item_value_types = lambda text: 0
    from memory.engine import MemoryEngine

    eng = MemoryEngine(data_dir=tempfile.mkdtemp())
    eng.search("u0", "warm up", k=3)
    r0, c0 = _rss_mb(), time.process_time()
    for i in range(10):
        eng.add_messages("u1", f"s{i}", [
            {"role": "user", "content": f"私は{i + 1}月に大阪へ引っ越しました。家賃は{i + 5}万円です。"},
            {"role": "assistant", "content": "That sounds great, good luck with the move!"},
        ])  # fmt: skip
    c1 = time.process_time()
    for q in ("家賃はいくらですか？", "Where did I move?", "我什么时候搬家的？"):
        eng.search("u1", q, k=5)
    c2 = time.process_time()
    return {
        "mode": mode, "rss_warm_mb": r0, "rss_end_mb": _rss_mb(),
        "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024,
        "write_cpu_s": round(c1 - c0, 3), "search_cpu_s": round(c2 - c1, 3),
        "lexicon_loaded": "memory.fact_lexicon" in sys.modules,
    }  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--json", help="write the figures here")
    ap.add_argument("--arm", choices=("off", "on"), help=argparse.SUPPRESS)
    ap.add_argument("--repeat", type=int, default=2)
    args = ap.parse_args(argv)
    if args.arm:
        print(json.dumps(_arm(args.arm)))
        return 0
    rows = []
    for _ in range(args.repeat):
        for mode in ("off", "on"):
            out = subprocess.run([sys.executable, "-m", "bench.vtypes_cost", "--arm", mode], check=True,
                                 capture_output=True, text=True).stdout  # fmt: skip
            rows.append(json.loads(out.strip().splitlines()[-1]))
            print(rows[-1], flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"runs": rows}, f, indent=1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""How evaluation throughput grows with the number of users: ``python -m pipelines.scaling RUN_DIR... --out DIR``.

Each RUN_DIR is an ``pipelines.evaluate --replicate N`` output of the same systems; this collects their
``throughput`` blocks into ``scaling.json``, ``scaling.md`` and ``scaling.png`` (turns/s and answers/s against
users). A flat line means the pipeline scales linearly with users (per-user cost constant); a falling one means
per-user cost grows (a shared index or store getting slower); a rising one means fixed start-up cost amortised.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any


def collect(runs: Sequence[str | Path]) -> list[dict[str, Any]]:
    rows = []
    for r in runs:
        rep = json.loads((Path(r) / "report.json").read_text(encoding="utf-8"))
        tp = dict(rep["throughput"])
        tp["run"] = str(r)
        tp["systems"] = sorted(rep["systems"])
        rows.append(tp)
    systems = {tuple(t["systems"]) for t in rows}
    if len(systems) > 1:
        raise ValueError(f"runs evaluate different systems, throughput is not comparable: {sorted(systems)}")
    return sorted(rows, key=lambda t: t["users"])


def write(rows: list[dict[str, Any]], out: str | Path) -> None:
    o = Path(out)
    o.mkdir(parents=True, exist_ok=True)
    (o / "scaling.json").write_text(json.dumps(rows, indent=2), encoding="utf-8")
    lines = [
        "# Evaluation throughput against users",
        "",
        f"systems: {', '.join(rows[0]['systems'])}; {rows[0]['workers']} workers (Ray Data actors, num_cpus=0.5)",
        "",
        "| replicate | users | turns | answers | wall s | turns/s | answers/s | embedding s | writes s | search s "
        "| context s | reader s |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for t in rows:
        st = t["stage_seconds"]
        vals = list(st.values())
        lines.append(
            f"| {t['replicate']} | {t['users']} | {t['ingested_turns']} | {t['answered_questions']} | {t['wall_s']} | "
            f"{t['ingested_turns_per_s']} | {t['answered_questions_per_s']} | {round(vals[0] + vals[2], 1)} | "
            f"{round(vals[1], 1)} | {round(vals[3], 1)} | {round(vals[4], 1)} | {round(vals[5], 1)} |"
        )
    (o / "scaling.md").write_text("\n".join(lines) + "\n", encoding="utf-8")

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6, 3.5))
    users = [t["users"] for t in rows]
    ax.plot(users, [t["ingested_turns_per_s"] for t in rows], "o-", label="ingested turns/s")
    ax.plot(users, [t["answered_questions_per_s"] for t in rows], "s-", label="answers/s")
    ax.set_xlabel("users (conversations x replicate)")
    ax.set_xscale("log")
    ax.legend()
    ax.set_title("throughput against users")
    fig.tight_layout()
    fig.savefig(o / "scaling.png", dpi=110)
    plt.close(fig)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m pipelines.scaling")
    ap.add_argument("runs", nargs="+")
    ap.add_argument("--out", required=True)
    a = ap.parse_args(argv)
    rows = collect(a.runs)
    write(rows, a.out)
    print((Path(a.out) / "scaling.md").read_text(encoding="utf-8"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

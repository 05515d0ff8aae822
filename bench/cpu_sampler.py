"""Per-process CPU during a load run, grouped by what each process is (a Ray Serve replica, the proxy, raylet, the
load generator), so a load figure can say where its cores went.

Why: stop 25's GPU load run could not say what limited it (the GPU sat at <= 18 %), because nothing recorded which
process used the CPU. ``ps``'s %CPU is a lifetime average, so this takes each interval's CPU ticks from /proc instead.
Ray names its workers by process title (``ray::ServeReplica:kioku:Store``), which is what the summary groups by.

    python -m bench.cpu_sampler --out cpu.jsonl --every 5 &      # sample until killed
    python -m bench.cpu_sampler --summarise cpu.jsonl            # mean / max cores per group
"""

from __future__ import annotations

import argparse
import json
import os
import re
import signal
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any


def group_of(cmdline: str, name: str) -> str:
    """The process's role: a Ray title (``ray::ServeReplica:app:Deployment`` -> ``replica:Deployment``), a Ray
    daemon, or the python module it runs (``-m bench.serve_load``)."""
    m = re.match(r"ray::ServeReplica:[^:]+:([^\s.]+)", cmdline)
    if m:
        return f"replica:{m.group(1)}"
    m = re.match(r"ray::(\S+)", cmdline)
    if m:
        return f"ray::{m.group(1).split('.')[0]}"
    for daemon in ("raylet", "gcs_server", "dashboard", "log_monitor", "monitor.py", "runtime_env"):
        if daemon in cmdline:
            return f"ray-daemon:{daemon}"
    m = re.search(r"-m\s+(\S+)", cmdline)
    if m:
        return f"python -m {m.group(1)}"
    return name or "?"


def _cpu_ticks() -> dict[int, tuple[int, str]]:
    """pid -> (user + system clock ticks so far, command line), read from /proc (Linux; no psutil needed)."""
    out: dict[int, tuple[int, str]] = {}
    for d in Path("/proc").iterdir():
        if not d.name.isdigit():
            continue
        try:
            stat = (d / "stat").read_text()
            fields = stat[stat.rindex(")") + 2 :].split()
            cmd = (d / "cmdline").read_bytes().replace(b"\0", b" ").decode("utf-8", "replace").strip()
            out[int(d.name)] = (int(fields[11]) + int(fields[12]), cmd or stat[stat.index("(") + 1 : stat.rindex(")")])
        except (OSError, ValueError, IndexError):
            continue  # the process ended while being read
    return out


def sample(out: Path, every: float) -> None:
    """Append one line per interval: every process that used >= 1 % of a core in it, with its group."""
    hz = os.sysconf("SC_CLK_TCK")
    stop = False

    def _stop(*_: Any) -> None:
        nonlocal stop
        stop = True

    signal.signal(signal.SIGTERM, _stop)
    signal.signal(signal.SIGINT, _stop)
    before, t_before = _cpu_ticks(), time.monotonic()
    with out.open("a", encoding="utf-8") as f:
        while not stop:
            time.sleep(every)
            now, t_now = _cpu_ticks(), time.monotonic()
            span = (t_now - t_before) * hz
            rows = []
            for pid, (ticks, cmd) in now.items():
                cpu = 100.0 * (ticks - before.get(pid, (0, ""))[0]) / span
                if cpu >= 1.0:
                    rows.append(
                        {"pid": pid, "cpu": round(cpu, 1), "group": group_of(cmd, cmd.split(" ")[0]), "cmd": cmd[:200]}
                    )
            f.write(json.dumps({"t": round(time.time(), 1), "procs": rows}) + "\n")
            f.flush()
            before, t_before = now, t_now


def summarise(path: Path, start: float = 0.0, end: float = float("inf")) -> list[tuple[str, float, float]]:
    """(group, mean cores, max cores) over the samples taken in [start, end] (unix s), busiest first; a sample in
    which a group was idle counts 0 for it."""
    samples = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    samples = [s for s in samples if start <= s["t"] <= end]
    per: dict[str, list[float]] = defaultdict(lambda: [0.0] * len(samples))
    for i, s in enumerate(samples):
        for r in s["procs"]:
            per[r["group"]][i] += r["cpu"] / 100.0
    rows = [(g, sum(v) / max(1, len(v)), max(v)) for g, v in per.items()]
    return sorted(rows, key=lambda r: -r[1])


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, help="JSONL to append samples to (runs until SIGTERM / SIGINT)")
    p.add_argument("--every", type=float, default=5.0, help="seconds per sample (default 5)")
    p.add_argument("--summarise", type=Path, help="print mean / max cores per process group of a samples file")
    p.add_argument("--start", type=float, default=0.0, help="with --summarise: only samples at or after (unix s)")
    p.add_argument("--end", type=float, default=float("inf"), help="with --summarise: only samples at or before")
    a = p.parse_args(argv)
    if a.summarise:
        print(f"{'group':<44} {'mean cores':>10} {'max cores':>10}")
        for g, mean, mx in summarise(a.summarise, a.start, a.end):
            print(f"{g:<44} {mean:>10.2f} {mx:>10.2f}")
        return 0
    if not a.out:
        p.error("--out or --summarise is required")
    if a.every <= 0:
        p.error("--every must be > 0")
    sample(a.out, a.every)
    return 0


if __name__ == "__main__":
    sys.exit(main())

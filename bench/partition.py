"""Partitioning simulation: does a user shard scale like a process of its own? No Ray, no HTTP.

    python -m bench.partition [--shards 1,2] [--users 8] [--clients 8] [--warmup-s 20] [--measure-s 60]
                              [--rounds 2] [--writer consensus] [--json bench/results/partition.json]

Each shard is a separate OS process with its own data dir (its DuckDB file, its embedding cache), its own
``MemoryEngine`` and its own client threads calling the engine in-process (the store owner's operations, the mix
of ``bench.serve_load``: searches, turns with the write path, memory writes, context builds). The users are the
same for every configuration (LoCoMo conversations, ingested once into a template and copied into fresh shard
files for every run) and split between the shards by ``memory.shards.shard_of``, the server's own routing; the
user ids are chosen so that the split is even (a real shard has thousands of users; eight ids would land
unevenly by chance). Every configuration has the same total number of clients, one per user.

What makes the figure robust on a shared machine:
* warm-up first (each user's index is built, models and token caches loaded), then a fixed measurement window
  that every process starts and ends at the same wall-clock instants; a request counts when it completes inside
  the window;
* CPU accounting per process (``time.process_time`` at both ends of the window), so the report says how much CPU
  each shard actually got and what a request cost in CPU, and the machine's total CPU over the window (from
  ``/proc/stat``), so the load of other processes is visible;
* rounds in ABBA order (1, 2, 2, 1 shards, ...) so a drift in background load hits both configurations alike;
* a shard process reports every file it had open: the shards of one run must share none (no DuckDB file, no cache
  file), and they share no lock because they share no process.

Prints a table and writes JSON (``--json``). The ratio that matters is throughput(2 shards) / throughput(1 shard).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import platform
import random
import shutil
import statistics
import sys
import threading
import time
from pathlib import Path
from typing import Any

import numpy as np

from bench.serve_load import DEFAULT_DATA, MIX, Workload, parse_mix, pick, request_body, workloads

OMP_ENV = {"OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1", "OPENBLAS_NUM_THREADS": "1"}  # as in a Ray worker


def balanced_ids(n_users: int, shards: int, prefix: str = "part") -> list[str]:
    """User ids whose shards (among ``shards``, hence among every divisor of it) are as even as possible."""
    from memory.shards import shard_of

    out: list[str] = []
    for i in range(n_users):
        want, j = i % shards, 0
        while shard_of(f"{prefix}-{i}-{j}", shards) != want:
            j += 1
        out.append(f"{prefix}-{i}-{j}")
    return out


def _cpu_busy() -> tuple[float, float]:
    """(busy, total) jiffies of the whole machine from /proc/stat (0, 0 where there is none)."""
    try:
        fields = [float(x) for x in Path("/proc/stat").read_text().splitlines()[0].split()[1:]]
    except OSError:
        return 0.0, 0.0
    idle = fields[3] + (fields[4] if len(fields) > 4 else 0.0)
    return sum(fields) - idle, sum(fields)


# ---------------------------------------------------------------------------------------------- template


def build_template(work: Path, loads: list[Workload], data: Path) -> Path:
    """One engine data dir with every user's history, ingested once and reused while the spec is the same."""
    from memory.engine import MemoryEngine
    from pipelines.progress import Progress

    tpl = work / "template"
    spec = {
        "users": [w.user_id for w in loads],
        "data": str(data),
        "turns": [len(s) for w in loads for _, s in w.sessions],
    }
    done = tpl / "spec.json"
    if done.exists() and json.loads(done.read_text()) == spec:
        return tpl
    shutil.rmtree(tpl, ignore_errors=True)
    tpl.mkdir(parents=True)
    eng = MemoryEngine(data_dir=tpl)
    jobs = [(w.user_id, sid, msgs) for w in loads for sid, msgs in w.sessions]
    for uid, sid, msgs in Progress.wrap(jobs, "template: ingest", unit="session"):
        eng.add_messages(uid, sid, msgs)
    for w in loads:
        eng.export(w.user_id, tpl / "exports" / w.user_id)
    eng.close()
    done.write_text(json.dumps(spec))
    return tpl


def lay_out(tpl: Path, run_dir: Path, users: list[str], n: int) -> list[Path]:
    """Fresh shard dirs for one run: each user imported into its shard's file, each shard a copy of the cache."""
    from memory.shards import shard_dir, shard_of
    from memory.store import Store

    shutil.rmtree(run_dir, ignore_errors=True)
    dirs = [shard_dir(run_dir, i) for i in range(n)]
    for i, d in enumerate(dirs):
        d.mkdir(parents=True)
        with Store(d / "kioku.duckdb") as st:
            for u in users:
                if shard_of(u, n) == i:
                    st.import_user(tpl / "exports" / u)
        if (tpl / "embcache.duckdb").exists():
            shutil.copy2(tpl / "embcache.duckdb", d / "embcache.duckdb")
    return dirs


# ---------------------------------------------------------------------------------------------- one shard


def shard_main(
    index: int,
    data_dir: str,
    loads: list[Workload],
    clients: list[int],
    mix: dict[str, float],
    writer_kind: str,
    seed: int,
    ready: Any,
    plan: Any,
    results: Any,
    cores: set[int] | None = None,
) -> None:
    """One shard: its own engine on its own files, driven by its own client threads (runs in its own process)."""
    if cores:  # --cores-per-shard: the shard is confined to its own cores, as a shard of a bigger box would be
        os.sched_setaffinity(0, cores)
    sys.setswitchinterval(0.0005)  # as the store owner does (serve/deployments.py)
    from bench.serve_load import engine_ops
    from memory.engine import MemoryEngine
    from serve.respond import ExtractiveResponder

    eng = MemoryEngine(data_dir=Path(data_dir))
    writer = None
    if writer_kind == "consensus":
        from experts.writer import ConsensusWriter

        writer = ConsensusWriter.local(eng.xl_embedder)
    ops = engine_ops(eng, ExtractiveResponder(), writer)
    ready.put(index)
    t_warm, t_start, t_end = plan.get()
    done: list[tuple[float, float, str]] = []
    errors: list[str] = []
    lock = threading.Lock()

    def client(c: int) -> None:
        rng = random.Random(seed * 1000 + c)
        w = loads[c % len(loads)]
        while time.time() < t_warm:
            time.sleep(0.01)
        while time.time() < t_end:
            path = pick(rng, mix)
            body = request_body(path, w, rng, c)
            t0 = time.time()
            try:
                ops[path](body)
            except Exception as exc:
                with lock:
                    errors.append(f"{path}: {type(exc).__name__}: {exc}"[:300])
                continue
            with lock:
                done.append((t0, time.time(), path))

    cpu: dict[str, float] = {}

    def sampler() -> None:
        for name, at in (("start", t_start), ("end", t_end)):
            while time.time() < at:
                time.sleep(min(0.005, max(0.0, at - time.time())))
            cpu[name] = time.process_time()

    threads = [threading.Thread(target=client, args=(c,)) for c in clients]
    threads.append(threading.Thread(target=sampler))
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    files = (
        sorted({os.path.realpath(f"/proc/self/fd/{fd}") for fd in os.listdir("/proc/self/fd")})
        if os.path.isdir("/proc/self/fd")
        else []
    )
    files = [f for f in files if os.path.isfile(f)]
    eng.close()
    counted = [(a, b, p) for a, b, p in done if t_start <= b < t_end]
    results.put(
        {
            "shard": index,
            "pid": os.getpid(),
            "completed": len(counted),
            "cpu_s": cpu["end"] - cpu["start"],
            "latency_ms": {
                p: [round((b - a) * 1000, 2) for a, b, q in counted if q == p and a >= t_start] for p in MIX
            },
            "errors": errors[:10],
            "error_count": len(errors),
            "open_files": [f for f in files if f.startswith(str(Path(data_dir).resolve().parent) + os.sep)],
        }
    )


def shard_cores(index: int, per_shard: int) -> set[int] | None:
    """The cores shard ``index`` is confined to with ``--cores-per-shard`` (None: anywhere, the default)."""
    if per_shard <= 0:
        return None
    n = os.cpu_count() or 1
    return {(index * per_shard + k) % n for k in range(per_shard)}


def run_config(
    tpl: Path, work: Path, loads: list[Workload], n: int, args: argparse.Namespace, tag: str
) -> dict[str, Any]:
    """One measured run of ``n`` shards: lay out fresh files, start the processes, warm up, measure."""
    from memory.shards import shard_of

    users = [w.user_id for w in loads]
    dirs = lay_out(tpl, (work / f"run-{tag}").resolve(), users, n)
    ctx = mp.get_context("spawn")
    ready, results = ctx.Queue(), ctx.Queue()
    plans = [ctx.Queue() for _ in range(n)]
    saved = {k: os.environ.get(k) for k in OMP_ENV}
    os.environ.update(OMP_ENV)  # inherited by the shard processes at spawn
    procs = []
    try:
        for i in range(n):
            mine = [c for c in range(args.clients) if shard_of(users[c % len(users)], n) == i]
            p = ctx.Process(
                target=shard_main,
                args=(i, str(dirs[i]), loads, mine, args.mix_shares, args.writer, args.seed, ready, plans[i], results),
                kwargs={"cores": shard_cores(i, args.cores_per_shard)},
                daemon=True,
            )
            p.start()
            procs.append(p)
        for _ in range(n):
            ready.get(timeout=600)
        t_warm = time.time() + 1.0
        t_start = t_warm + args.warmup_s
        t_end = t_start + args.measure_s
        for q in plans:
            q.put((t_warm, t_start, t_end))
        while time.time() < t_start:
            time.sleep(0.01)
        busy0, total0 = _cpu_busy()
        while time.time() < t_end:
            time.sleep(0.01)
        busy1, total1 = _cpu_busy()
        per = sorted((results.get(timeout=900) for _ in range(n)), key=lambda r: r["shard"])
        for p in procs:
            p.join(timeout=120)
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
        for p in procs:
            if p.is_alive():
                p.kill()
    ncpu = os.cpu_count() or 1
    machine = (busy1 - busy0) / (total1 - total0) * ncpu if total1 > total0 else None
    completed = sum(r["completed"] for r in per)
    cpu = sum(r["cpu_s"] for r in per)
    lat: dict[str, list[float]] = {p: [x for r in per for x in r["latency_ms"][p]] for p in MIX}
    files = [set(r["open_files"]) for r in per]
    shared = sorted(set.intersection(*files)) if len(files) > 1 else []
    shutil.rmtree(work / f"run-{tag}", ignore_errors=True)
    return {
        "shards": n,
        "tag": tag,
        "throughput_rps": round(completed / args.measure_s, 2),
        "completed": completed,
        "cpu_s": round(cpu, 1),
        "cpu_ms_per_request": round(cpu / completed * 1000, 1) if completed else None,
        "cores_used": round(cpu / args.measure_s, 2),
        "machine_cores_busy": round(machine, 2) if machine is not None else None,
        "other_load_cores": round(machine - cpu / args.measure_s, 2) if machine is not None else None,
        "errors": sum(r["error_count"] for r in per),
        "error_samples": [e for r in per for e in r["errors"]][:5],
        "per_shard": [
            {
                "shard": r["shard"],
                "clients": len([c for c in range(args.clients) if shard_of(users[c % len(users)], n) == r["shard"]]),
                "rps": round(r["completed"] / args.measure_s, 2),
                "cores_used": round(r["cpu_s"] / args.measure_s, 2),
                "cpu_ms_per_request": round(r["cpu_s"] / r["completed"] * 1000, 1) if r["completed"] else None,
                "open_files": r["open_files"],
            }
            for r in per
        ],
        "files_shared_between_shards": shared,
        "latency": {
            p: {
                "p50_ms": round(float(np.percentile(v, 50)), 1),
                "p95_ms": round(float(np.percentile(v, 95)), 1),
                "n": len(v),
            }
            for p, v in lat.items()
            if v
        },
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.partition", description=__doc__.split("\n\n")[0])
    p.add_argument("--shards", default="1,2", help="shard counts to compare (default 1,2)")
    p.add_argument("--users", type=int, default=8)
    p.add_argument("--clients", type=int, default=8, help="client threads in total, one per user")
    p.add_argument("--warmup-s", type=float, default=20.0)
    p.add_argument("--measure-s", type=float, default=60.0)
    p.add_argument("--rounds", type=int, default=2, help="repetitions, in ABBA order")
    p.add_argument(
        "--cores-per-shard",
        type=int,
        default=0,
        help="confine each shard process to this many cores of its own (0: unconfined). With 1, a shard is a "
        "one-core unit, as on a machine with more cores than shards: the ratio then shows whether shards share a "
        "bottleneck, which the unconfined ratio cannot on 2 cores (one process already keeps both busy)",
    )
    p.add_argument("--writer", choices=["consensus", "none"], default="consensus", help="turns' write path")
    p.add_argument("--mix", default=None, help="endpoint shares as in bench.serve_load (default: its mix)")
    p.add_argument("--data", default=str(DEFAULT_DATA))
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--work-dir", default="out/partition")
    p.add_argument("--json", default=None)
    a = p.parse_args(argv)
    counts = [int(x) for x in a.shards.split(",")]
    if a.clients < max(counts) or a.users < max(counts):
        p.error("need at least one user and one client per shard")
    a.mix_shares = parse_mix(a.mix) if a.mix else dict(MIX)
    ids = balanced_ids(a.users, max(counts))
    loads = workloads(Path(a.data), a.users, "part")
    loads = [Workload(u, w.sessions, w.questions, w.notes) for u, w in zip(ids, loads, strict=True)]
    work = Path(a.work_dir)
    work.mkdir(parents=True, exist_ok=True)
    tpl = build_template(work, loads, Path(a.data))
    order: list[int] = []
    for r in range(a.rounds):
        order += counts if r % 2 == 0 else list(reversed(counts))
    runs = []
    for k, n in enumerate(order):
        print(
            f"run {k + 1}/{len(order)}: {n} shard(s), {a.clients} clients, {a.warmup_s:g}s warm-up, "
            f"{a.measure_s:g}s measured",
            flush=True,
        )
        r = run_config(tpl, work, loads, n, a, f"{k}-{n}")
        runs.append(r)
        print(
            f"  {r['throughput_rps']} req/s, {r['cores_used']} cores used by the shards "
            f"({r['cpu_ms_per_request']} ms CPU/request), machine {r['machine_cores_busy']} cores busy, "
            f"{r['errors']} errors; per shard: {[(s['rps'], s['cores_used']) for s in r['per_shard']]}",
            flush=True,
        )
    summary: dict[str, Any] = {}
    for n in counts:
        mine = [r for r in runs if r["shards"] == n]
        summary[str(n)] = {
            "throughput_rps_median": round(statistics.median(r["throughput_rps"] for r in mine), 2),
            "throughput_rps_runs": [r["throughput_rps"] for r in mine],
            "cores_used_median": round(statistics.median(r["cores_used"] for r in mine), 2),
            "cpu_ms_per_request_median": round(statistics.median(r["cpu_ms_per_request"] or 0 for r in mine), 1),
            "other_load_cores_median": round(statistics.median(r["other_load_cores"] or 0 for r in mine), 2),
        }
    base = counts[0]
    ratios = {
        str(n): round(summary[str(n)]["throughput_rps_median"] / summary[str(base)]["throughput_rps_median"], 3)
        for n in counts
    }
    result = {
        "runs": runs,
        "summary": summary,
        "ratio_vs_first": ratios,
        "meta": {
            "users": a.users,
            "clients": a.clients,
            "warmup_s": a.warmup_s,
            "measure_s": a.measure_s,
            "rounds": a.rounds,
            "cores_per_shard": a.cores_per_shard,
            "order": order,
            "writer": a.writer,
            "mix": a.mix_shares,
            "cpus": os.cpu_count(),
            "machine": platform.processor() or platform.machine(),
            "turns_per_user": [sum(len(m) for _, m in w.sessions) for w in loads],
            "shared_files": {r["tag"]: r["files_shared_between_shards"] for r in runs},
        },
    }
    print("\nshards | req/s (median of runs) | runs | cores used | CPU ms/request | other load (cores)")
    for n in counts:
        s = summary[str(n)]
        print(
            f"{n:>6} | {s['throughput_rps_median']:>22} | {s['throughput_rps_runs']} | {s['cores_used_median']:>10} | "
            f"{s['cpu_ms_per_request_median']:>14} | {s['other_load_cores_median']}"
        )
    print(f"throughput ratio vs {base} shard(s): {ratios}")
    shared = sorted({f for r in runs for f in r["files_shared_between_shards"]})
    print(f"files shared between the shards of a run: {shared or 'none'}")
    if a.json:
        Path(a.json).parent.mkdir(parents=True, exist_ok=True)
        Path(a.json).write_text(json.dumps(result, indent=2), encoding="utf-8")
        print(f"wrote {a.json}")
    return 1 if any(r["errors"] for r in runs) else 0


if __name__ == "__main__":
    # Through the importable module: the shard processes are spawned and unpickle shard_main by reference.
    from bench.partition import main as _main

    sys.exit(_main())

"""Closed-loop load benchmark of the HTTP API, and the same operations in-process for the Ray Serve overhead.

    python -m bench.serve_load --url http://127.0.0.1:8000 [--concurrency 8] [--requests 2000] [--json OUT]
                               [--mix search=1] [--think-ms 0] [--no-history] [--trace]

Set-up: every simulated user gets a LoCoMo-sized history first, one LoCoMo conversation (cycled over the file)
ingested through ``POST /v1/memories`` session by session, as a client would. Then ``concurrency`` clients each
send their next request as soon as the last one answered (closed loop), ``requests`` in total, over a mix of
searches, turns, memory writes and context builds. ``--think-ms`` adds a pause after each answer (exponential,
that mean: a user reading the reply), which caps the offered load; 0, the default, is the saturating closed loop.
``--mix`` replaces the default mix (e.g. ``search=1`` for searches only). Each client is one user, asking that
user's LoCoMo questions, so searches run against ~400-700 remembered turns while turns and writes keep changing
the same memory.

The in-process pass replays the same mix with the same number of threads against a ``MemoryEngine`` in this
process (its own data dir, ingested the same way), after the HTTP pass so the two never compete for cores: the
difference is what the HTTP + Ray Serve hops cost. Reports per endpoint p50/p95/p99 latency, throughput (that
endpoint's completed requests per second of the run) and errors, as a table and as JSON, and the server's user
shards: how many, and each one's share of the store operations served during the load (its replica's own
counters, from /healthz before and after). User ids are chosen so the server's shard map spreads them evenly
(``--no-spread`` keeps the plain ids)::

    {"endpoints": {PATH: {"p50_ms", "p95_ms", "p99_ms", "rps", "errors"}}, "in_process": {...},
     "concurrency": n, "requests": n, "meta": {..., "shards": n, "shard_requests": {"share": {...}, ...}}}
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import threading
import time
import uuid
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

DEFAULT_DATA = Path(__file__).resolve().parent.parent.parent / "shared" / "data" / "locomo" / "locomo_dev.json"
# Share of each operation in the mix: reads dominate, every turn also writes (the user message and the reply).
MIX: dict[str, float] = {"/v1/search": 0.40, "/v1/turns": 0.35, "/v1/memories": 0.15, "/v1/context": 0.10}


def parse_mix(spec: str) -> dict[str, float]:
    """``search=0.5,turns=0.5`` -> shares of the endpoints (normalised; unnamed ones get 0)."""
    out = dict.fromkeys(MIX, 0.0)
    for part in spec.split(","):
        name, _, share = part.partition("=")
        path = f"/v1/{name.strip()}"
        if path not in out:
            raise ValueError(f"unknown endpoint {name!r} in --mix (known: {', '.join(p[4:] for p in MIX)})")
        try:
            out[path] = float(share)
        except ValueError as e:
            raise ValueError(f"--mix share of {name!r} is not a number: {share!r}") from e
        if out[path] < 0:
            raise ValueError(f"--mix share of {name!r} must be >= 0")
    total = sum(out.values())
    if total <= 0:
        raise ValueError("--mix needs a positive share")
    return {p: w / total for p, w in out.items()}


@dataclass
class Workload:
    """What one simulated user says and asks, drawn from its LoCoMo conversation."""

    user_id: str
    sessions: list[tuple[str, list[dict[str, Any]]]]  # (session_id, messages) to ingest
    questions: list[str]
    notes: list[str]  # texts for memory writes (turns of the conversation, re-told)


@dataclass
class Recorder:
    lat: dict[str, list[float]] = field(default_factory=dict)
    errors: dict[str, int] = field(default_factory=dict)
    samples: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    shards_before: list[dict[str, Any]] = field(default_factory=list)  # /healthz shards around the HTTP load
    shards_after: list[dict[str, Any]] = field(default_factory=list)
    # One row per request of the load (not the ingestion): [client, path, start s after the load began, ms, ok]
    trace: list[list[Any]] = field(default_factory=list)
    t0: float = field(default_factory=time.perf_counter)
    t0_unix: float = field(default_factory=time.time)  # the same moment on the wall clock (to match server logs)

    def ok(self, path: str, ms: float, client: int = -1) -> None:
        with self.lock:
            self.lat.setdefault(path, []).append(ms)
            self._row(client, path, ms, True)

    def fail(self, path: str, why: str, ms: float = float("nan"), client: int = -1) -> None:
        with self.lock:
            self.errors[path] = self.errors.get(path, 0) + 1
            self._row(client, path, ms, False)
            if len(self.samples) < 10:
                self.samples.append(f"{path}: {why[:300]}")

    def _row(self, client: int, path: str, ms: float, ok: bool) -> None:
        end = time.perf_counter() - self.t0
        start = end - ms / 1000 if ms == ms else end  # a failure without a duration: its end time
        self.trace.append([client, path, round(start, 4), round(ms, 2) if ms == ms else None, ok])

    def table(self, wall_s: float) -> dict[str, dict[str, float]]:
        out = {}
        for path in MIX:
            xs = np.asarray(self.lat.get(path, []), dtype=np.float64)
            out[path] = {
                "p50_ms": round(float(np.percentile(xs, 50)), 2) if len(xs) else None,
                "p95_ms": round(float(np.percentile(xs, 95)), 2) if len(xs) else None,
                "p99_ms": round(float(np.percentile(xs, 99)), 2) if len(xs) else None,
                "rps": round(len(xs) / wall_s, 2) if wall_s > 0 else 0.0,
                "errors": int(self.errors.get(path, 0)),
                "count": len(xs),
            }
        return out


def workloads(data: Path, users: int, run_id: str, history: bool = True) -> list[Workload]:
    """One workload per user; ``history=False`` leaves out the sessions to ingest (users start empty)."""
    from bench.locomo import load

    convs = load(data)
    if not convs:
        raise SystemExit(f"no conversations in {data}")
    out = []
    for i in range(users):
        c = convs[i % len(convs)]
        sessions = []
        for s in c.sessions:
            msgs = []
            for m in s.messages:
                mm = {"role": m["speaker"], "content": m["content"], "turn_id": m["turn_id"]}
                mm["timestamp"] = m["timestamp"].isoformat()
                if m.get("image_caption"):
                    mm["image_caption"] = m["image_caption"]
                msgs.append(mm)
            sessions.append((s.session_id, msgs))
        notes = [m["content"] for s in c.sessions for m in s.messages if len(m["content"]) > 20]
        out.append(
            Workload(f"load-{run_id}-{i}", sessions if history else [], [q.question for q in c.questions], notes)
        )
    return out


@dataclass(frozen=True)
class Shape:
    """What the clients send (the endpoint mix) and how long each waits after an answer (mean think time)."""

    mix: dict[str, float] = field(default_factory=lambda: dict(MIX))
    think_ms: float = 0.0

    def pause(self, rng: random.Random) -> None:
        if self.think_ms > 0:
            time.sleep(rng.expovariate(1000.0 / self.think_ms))


def offered_cap(clients: int, think_ms: float) -> float | None:
    """The most a closed loop with think time can offer: ``clients`` requests per mean think time (what it would
    send if every answer came at once; the run's ``http_total_rps`` is what it did send, clients / (think + mean
    latency) by Little's law). None for the saturating loop (no think time: it offers whatever is served)."""
    return round(clients * 1000.0 / think_ms, 2) if think_ms > 0 else None


def pick(rng: random.Random, mix: dict[str, float] = MIX) -> str:
    r, acc = rng.random(), 0.0
    for path, w in mix.items():
        acc += w
        if r < acc:
            return path
    return max(mix, key=lambda p: mix[p])


def request_body(path: str, w: Workload, rng: random.Random, worker: int) -> dict[str, Any]:
    q = rng.choice(w.questions)
    if path == "/v1/search":
        return {"user_id": w.user_id, "query": q, "k": 10}
    if path in ("/v1/turns", "/v1/context"):
        return {"user_id": w.user_id, "session_id": f"live-{worker}", "message": q}
    # A memory write from the same client session (switching sessions would close the last one and
    # re-segment it, which is what a new conversation costs, not what a write costs).
    note = rng.choice(w.notes)
    return {"user_id": w.user_id, "session_id": f"live-{worker}", "messages": [{"role": "user", "content": note}]}


# ---------------------------------------------------------------------------------------------- shards


def server_shards(url: str, headers: dict[str, str]) -> list[dict[str, Any]]:
    """The server's user shards as /healthz reports them (index, requests served, users, replica, node)."""
    import httpx

    r = httpx.get(url.rstrip("/") + "/healthz", headers=headers, timeout=60)
    return list(r.json().get("shards") or [])


def spread_ids(loads: list[Workload], shards: int) -> list[Workload]:
    """The same users under ids that the server's shard map (memory.shards.shard_of, the server's own routing)
    spreads evenly: with a handful of users a hash split is lumpy by chance; a real shard holds thousands."""
    from memory.shards import shard_of

    out = []
    for i, w in enumerate(loads):
        j = 0
        while shard_of(f"{w.user_id}-{j}", shards) != i % shards:
            j += 1
        out.append(Workload(f"{w.user_id}-{j}", w.sessions, w.questions, w.notes))
    return out


def shard_shares(before: list[dict[str, Any]], after: list[dict[str, Any]]) -> dict[str, Any]:
    """Each shard's share of the store operations served during the load (from its replica's own counters)."""
    b = {s["shard"]: s.get("requests") or 0 for s in before}
    served = {s["shard"]: (s.get("requests") or 0) - b.get(s["shard"], 0) for s in after}
    total = sum(served.values())
    return {
        "served": {str(k): v for k, v in sorted(served.items())},
        "share": {str(k): round(v / total, 3) if total else None for k, v in sorted(served.items())},
        "users": {str(s["shard"]): s.get("users") for s in after},
        "replica_restarted": [s["shard"] for s in after if s.get("replica") not in {x.get("replica") for x in before}],
    }


# ---------------------------------------------------------------------------------------------- HTTP pass


def http_pass(
    url: str,
    loads: list[Workload],
    concurrency: int,
    requests: int,
    headers: dict[str, str],
    seed: int,
    shape: Shape = Shape(),
) -> tuple[Recorder, float, float]:
    import httpx

    from pipelines.progress import progress

    base = url.rstrip("/")
    t0 = time.perf_counter()
    with ThreadPoolExecutor(concurrency) as ex:
        jobs = []
        for w in loads:
            for sid, msgs in w.sessions:
                jobs.append((w.user_id, sid, msgs))

        def ingest(job: tuple[str, str, list[dict[str, Any]]]) -> None:
            uid, sid, msgs = job
            with httpx.Client(timeout=600, headers=headers) as c:
                have = c.get(f"{base}/v1/memories", params={"user_id": uid, "limit": 10_000, "source_type": "turn"})
                if have.status_code == 200:  # --run-id of an earlier run: its sessions are already there
                    known = {t for m in have.json()["memories"] for t in m["turn_ids"]}
                    if all(m["turn_id"] in known for m in msgs):
                        return
                r = c.post(f"{base}/v1/memories", json={"user_id": uid, "session_id": sid, "messages": msgs})
                if r.status_code != 200:
                    raise SystemExit(f"ingestion failed for {uid}/{sid}: {r.status_code} {r.text[:300]}")

        list(progress.wrap(ex.map(ingest, jobs), "ingest (HTTP)", total=len(jobs), unit="session"))
    ingest_s = time.perf_counter() - t0

    rec = Recorder()
    rec.shards_before = server_shards(url, headers)
    counter = iter(range(requests))
    lock = threading.Lock()
    bar = progress(requests, f"load (HTTP, c={concurrency})", unit="req")

    def worker(i: int) -> None:
        rng = random.Random(seed * 1000 + i)
        w = loads[i % len(loads)]
        with httpx.Client(timeout=120, headers=headers) as c:
            while True:
                with lock:
                    n = next(counter, None)
                if n is None:
                    return
                path = pick(rng, shape.mix)
                body = request_body(path, w, rng, i)
                t = time.perf_counter()
                try:
                    r = c.post(base + path, json=body)
                    ms = (time.perf_counter() - t) * 1000
                    if r.status_code == 200:
                        rec.ok(path, ms, i)
                    else:
                        rec.fail(path, f"{r.status_code} {r.text}", ms, i)
                except Exception as exc:  # a dropped connection is an error of the run, never a crash of it
                    rec.fail(path, f"{type(exc).__name__}: {exc}", client=i)
                bar.update(1)
                shape.pause(rng)

    t1 = rec.t0 = time.perf_counter()
    rec.t0_unix = time.time()
    with ThreadPoolExecutor(concurrency) as ex:
        list(ex.map(worker, range(concurrency)))
    wall = time.perf_counter() - t1
    bar.close()
    rec.shards_after = server_shards(url, headers)
    return rec, wall, ingest_s


# ---------------------------------------------------------------------------------------------- in-process pass


def engine_ops(eng: Any, generate: Any, writer: Any = None) -> dict[str, Callable[[dict[str, Any]], Any]]:
    """What each endpoint of the mix does, called on an engine directly (the store owner's operations)."""
    return {
        "/v1/search": lambda b: eng.search(b["user_id"], b["query"], k=b["k"]),
        "/v1/turns": lambda b: eng.turn(b["user_id"], b["session_id"], b["message"], generate=generate, writer=writer),
        "/v1/context": lambda b: eng.build_context(b["user_id"], b["session_id"], b["message"]),
        "/v1/memories": lambda b: eng.add_messages(b["user_id"], b["session_id"], b["messages"]),
    }


def inprocess_pass(
    data_dir: Path,
    loads: list[Workload],
    concurrency: int,
    requests: int,
    seed: int,
    shape: Shape = Shape(),
) -> tuple[Recorder, float, float]:
    from memory.engine import MemoryEngine
    from pipelines.progress import progress
    from serve.respond import ExtractiveResponder

    data_dir.mkdir(parents=True, exist_ok=True)
    eng = MemoryEngine(data_dir=data_dir)
    reply = ExtractiveResponder()
    t0 = time.perf_counter()
    jobs = [(w.user_id, sid, msgs) for w in loads for sid, msgs in w.sessions]
    with ThreadPoolExecutor(concurrency) as ex:
        jobs_done = ex.map(lambda j: eng.add_messages(j[0], j[1], j[2]), jobs)
        list(progress.wrap(jobs_done, "ingest (in-process)", total=len(jobs), unit="session"))
    ingest_s = time.perf_counter() - t0
    ops = engine_ops(eng, reply)
    rec = Recorder()
    counter = iter(range(requests))
    lock = threading.Lock()
    bar = progress(requests, f"load (in-process, c={concurrency})", unit="req")

    def worker(i: int) -> None:
        rng = random.Random(seed * 1000 + i)
        w = loads[i % len(loads)]
        while True:
            with lock:
                n = next(counter, None)
            if n is None:
                return
            path = pick(rng, shape.mix)
            body = request_body(path, w, rng, i)
            t = time.perf_counter()
            try:
                ops[path](body)
                rec.ok(path, (time.perf_counter() - t) * 1000, i)
            except Exception as exc:
                rec.fail(path, f"{type(exc).__name__}: {exc}", client=i)
            bar.update(1)
            shape.pause(rng)

    t1 = rec.t0 = time.perf_counter()
    rec.t0_unix = time.time()
    with ThreadPoolExecutor(concurrency) as ex:
        list(ex.map(worker, range(concurrency)))
    wall = time.perf_counter() - t1
    bar.close()
    eng.close()
    return rec, wall, ingest_s


# ---------------------------------------------------------------------------------------------- report


def render(title: str, table: dict[str, dict[str, Any]]) -> str:
    lines = [title, f"{'endpoint':<16}{'p50 ms':>9}{'p95 ms':>9}{'p99 ms':>9}{'rps':>8}{'errors':>8}{'n':>7}"]
    for path, r in table.items():
        if r["count"] == 0 and r["errors"] == 0:
            continue
        fmt = [f"{r[k]:.1f}" if r[k] is not None else "-" for k in ("p50_ms", "p95_ms", "p99_ms")]
        lines.append(f"{path:<16}{fmt[0]:>9}{fmt[1]:>9}{fmt[2]:>9}{r['rps']:>8.1f}{r['errors']:>8}{r['count']:>7}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.serve_load", description=__doc__.split("\n\n")[0])
    p.add_argument("--url", required=True, help="base URL of a running Kioku (python -m serve)")
    p.add_argument("--concurrency", type=int, default=8)
    p.add_argument("--requests", type=int, default=2000)
    p.add_argument("--json", default=None, help="write the results here")
    p.add_argument("--data", default=str(DEFAULT_DATA), help="LoCoMo file (upstream locomo10.json format)")
    p.add_argument("--users", type=int, default=None, help="simulated users (default: one per client)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--run-id", default=None, help="reuse the users of an earlier run (skips their ingestion)")
    p.add_argument("--api-key", default=os.environ.get("KIOKU_API_KEY"), help="bearer token (default $KIOKU_API_KEY)")
    p.add_argument("--no-in-process", action="store_true", help="skip the in-process comparison")
    p.add_argument(
        "--inproc-data-dir", default="./data/bench_serve_load", help="data dir of the in-process engine (kept)"
    )
    p.add_argument(
        "--mix", default=None, help="endpoint shares, e.g. search=1 or search=0.5,turns=0.5 (default: the mix above)"
    )
    p.add_argument(
        "--no-history",
        action="store_true",
        help="users start empty (no ingestion): with --mix search=1 this measures the serving path alone",
    )
    p.add_argument("--think-ms", type=float, default=0.0, help="mean pause after each answer (default 0: saturating)")
    p.add_argument(
        "--trace",
        action="store_true",
        help="also write every load request to the JSON (client, endpoint, start s, ms, ok): where a stall fell",
    )
    p.add_argument(
        "--no-spread",
        action="store_true",
        help="keep the plain user ids (default: ids the server's shard map spreads evenly over its shards)",
    )
    a = p.parse_args(argv)
    if a.concurrency < 1 or a.requests < 1:
        p.error("--concurrency and --requests must be >= 1")
    if a.think_ms < 0:
        p.error("--think-ms must be >= 0")
    try:
        shape = Shape(parse_mix(a.mix) if a.mix else dict(MIX), a.think_ms)
    except ValueError as e:
        p.error(str(e))
    run_id = a.run_id or uuid.uuid4().hex[:8]
    loads = workloads(Path(a.data), a.users or a.concurrency, run_id, history=not a.no_history)
    headers = {"Authorization": f"Bearer {a.api_key}"} if a.api_key else {}
    n_shards = max(1, len(server_shards(a.url, headers)))
    if not a.no_spread:
        loads = spread_ids(loads, n_shards)

    rec, wall, ingest_s = http_pass(a.url, loads, a.concurrency, a.requests, headers, a.seed, shape)
    endpoints = rec.table(wall)
    print(render(f"HTTP {a.url}: {a.requests} requests, concurrency {a.concurrency}, {wall:.1f}s", endpoints))
    shares = shard_shares(rec.shards_before, rec.shards_after)
    print(f"user shards: {n_shards}; share of store operations during the load: {shares['share']}")
    if rec.samples:
        print("first errors:\n  " + "\n  ".join(rec.samples))
    result: dict[str, Any] = {
        "endpoints": endpoints,
        "in_process": {},
        "concurrency": a.concurrency,
        "requests": a.requests,
        "meta": {
            "url": a.url,
            "run_id": run_id,
            "users": len(loads),
            "mix": shape.mix,
            "think_ms": shape.think_ms,
            "offered_rps_cap": offered_cap(a.concurrency, shape.think_ms),
            "http_wall_s": round(wall, 2),
            "http_total_rps": round(sum(len(v) for v in rec.lat.values()) / wall, 2),
            "http_ingest_s": round(ingest_s, 1),
            "turns_per_user": [sum(len(m) for _, m in w.sessions) for w in loads],
            "error_samples": rec.samples,
            "cpus": os.cpu_count(),
            "shards": n_shards,
            "shard_requests": shares,
            "users_spread_over_shards": not a.no_spread,
        },
    }
    if a.trace:
        result["trace"] = {
            "columns": ["client", "endpoint", "start_s", "ms", "ok"],
            "http_t0_unix": rec.t0_unix,
            "http": rec.trace,
        }
    if not a.no_in_process:
        loads_ip = workloads(Path(a.data), a.users or a.concurrency, run_id + "ip", history=not a.no_history)
        rec2, wall2, ingest2 = inprocess_pass(
            Path(a.inproc_data_dir), loads_ip, a.concurrency, a.requests, a.seed, shape
        )
        result["in_process"] = rec2.table(wall2)
        result["meta"]["in_process_wall_s"] = round(wall2, 2)
        result["meta"]["in_process_ingest_s"] = round(ingest2, 1)
        if a.trace:
            result["trace"]["in_process"] = rec2.trace
        print(render(f"in-process: same mix, {a.concurrency} threads, {wall2:.1f}s", result["in_process"]))
    if a.json:
        Path(a.json).parent.mkdir(parents=True, exist_ok=True)
        Path(a.json).write_text(json.dumps(result, indent=2), encoding="utf-8")
        print(f"wrote {a.json}")
    errors = sum(r["errors"] for r in endpoints.values())
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())

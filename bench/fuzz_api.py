"""The HTTP API under a schema-driven fuzzer: ``python -m bench.fuzz_api [--src DIR] [--seeds 1,2,3] [--json OUT]``.

Starts the Kioku server of a source tree (``--src``, default this checkout; point it at an export of another
commit to compare, e.g. ``git archive main | tar -x -C /tmp/main``) on a free loopback port with bearer auth on and
a fresh data directory, runs schemathesis's command line against its ``/openapi.json`` with all checks and all
phases (examples, coverage, fuzzing, stateful), once per seed (a fresh server each time, so seeds do not share
state), and counts the failures by kind (schemathesis's codes: ST103 undocumented status, ST201 schema-violating
request accepted, ...). Requests are counted on the server (its Prometheus counters), so the probes of the checks
are included. Writes ``OUT`` (JSON) and a Markdown table beside it.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

import httpx

from bench.reports import save_report

ROOT = Path(__file__).resolve().parent.parent


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait(url: str, timeout: float = 240.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if httpx.get(url, timeout=5).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(1.0)
    raise SystemExit(f"server did not come up: {url}")


def _served_requests(base: str, headers: dict[str, str]) -> int:
    text = httpx.get(base + "/metrics", headers=headers, timeout=30).text
    total = 0.0
    for line in text.splitlines():
        if line.startswith("kioku_http_requests_total{") and 'route="/metrics"' not in line:
            total += float(line.rsplit(" ", 1)[1])
    return int(total)


def run_once(src: Path, seed: int, examples: int, workdir: Path, st: str) -> dict[str, Any]:
    """One fresh server of ``src``, one schemathesis run; the JSON report's figures."""
    port = _free_port()
    key = uuid.uuid4().hex
    data = workdir / f"data-{seed}"
    env = {
        **os.environ,
        "PYTHONPATH": str(src),
        "KIOKU_API_KEY": key,
        "HF_HUB_OFFLINE": "1",
        "TRANSFORMERS_OFFLINE": "1",
        "RAY_USAGE_STATS_ENABLED": "0",
    }
    log = (workdir / f"serve-{seed}.log").open("w")
    server = subprocess.Popen(
        [sys.executable, "-m", "serve", "--port", str(port), "--data-dir", str(data)],
        cwd=src,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}"
    headers = {"Authorization": f"Bearer {key}"}
    try:
        _wait(base + "/healthz")
        report_dir = workdir / f"st-{seed}"
        cmd = [st, "run", base + "/openapi.json", "-H", f"Authorization: Bearer {key}", "-c", "all"]
        cmd += ["-n", str(examples), "--seed", str(seed), "--workers", "1", "--report", "json"]
        cmd += ["--report-dir", str(report_dir)]
        t0 = time.perf_counter()
        out = subprocess.run(cmd, cwd=workdir, capture_output=True, text=True, check=False)
        wall = time.perf_counter() - t0
        (workdir / f"st-{seed}.txt").write_text(out.stdout + out.stderr, encoding="utf-8")
        report = json.loads(next(report_dir.glob("json-*.json")).read_text(encoding="utf-8"))
        served = _served_requests(base, headers)
    finally:
        server.terminate()
        try:
            server.wait(timeout=120)
        except subprocess.TimeoutExpired:
            server.kill()
        log.close()
    return {
        "seed": seed,
        "wall_s": round(wall, 1),
        "served_requests": served,
        "test_cases": report["test_cases"],
        "operations": report["operations"],
        "errors": len(report.get("errors") or []),
        "failures": [
            {"code": f["code"], "title": f["title"], "count": f["count"], "operations": f["operations"]}
            for f in report["failures"]
        ],
    }


def summarize(runs: list[dict[str, Any]]) -> dict[str, Any]:
    kinds: dict[str, dict[str, Any]] = {}
    for r in runs:
        for f in r["failures"]:
            k = kinds.setdefault(f["code"], {"title": f["title"], "per_seed": {}, "operations": set()})
            k["per_seed"][r["seed"]] = f["count"]
            k["operations"] |= set(f["operations"])
    return {
        code: {
            "title": k["title"],
            "per_seed": k["per_seed"],
            "distinct_operations": sorted(k["operations"]),
            "distinct": len(k["operations"]),
        }
        for code, k in sorted(kinds.items())
    }


def markdown(result: dict[str, Any]) -> str:
    seeds = [r["seed"] for r in result["runs"]]
    lines = [
        f"# schemathesis {result['schemathesis']} against `{result['src_label']}`",
        "",
        f"All checks, all phases, {result['examples']} examples per operation, seeds {seeds}, bearer auth on, a fresh "
        "server and data directory per seed.",
        "",
        "| kind | " + " | ".join(f"seed {s}" for s in seeds) + " | distinct (operation, kind) over the seeds |",
        "|---|" + "---|" * len(seeds) + "---|",
    ]
    for code, k in result["kinds"].items():
        cells = [str(k["per_seed"].get(s, 0)) for s in seeds]
        lines.append(f"| {code} {k['title']} | " + " | ".join(cells) + f" | {k['distinct']} |")
    tot = [str(sum(f["count"] for f in r["failures"])) for r in result["runs"]]
    lines.append("| **all** | " + " | ".join(tot) + f" | **{sum(k['distinct'] for k in result['kinds'].values())}** |")
    lines += [
        "",
        "| seed | test cases | requests served | wall s | operations tested | engine errors |",
        "|---|---|---|---|---|---|",
    ]
    for r in result["runs"]:
        lines.append(
            f"| {r['seed']} | {r['test_cases']['generated']} | {r['served_requests']} | {r['wall_s']} | "
            f"{r['operations']['tested']}/{r['operations']['total']} | {r['errors']} |"
        )
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--src", default=str(ROOT), help="source tree whose server is fuzzed (default: this checkout)")
    ap.add_argument("--label", default=None, help="name of the source in the report (default: its path)")
    ap.add_argument("--seeds", default="1,2,3")
    ap.add_argument("--examples", type=int, default=25, help="max examples per operation and phase")
    ap.add_argument("--json", default=None, help="write the results here (Markdown beside it)")
    ap.add_argument("--keep", action="store_true", help="keep the work directory (server logs, st output)")
    a = ap.parse_args(argv)
    st = shutil.which("st", path=str(Path(sys.executable).parent)) or shutil.which("st")
    if st is None:
        raise SystemExit("schemathesis is not installed (pip install -e '.[dev]')")
    version = subprocess.run([st, "--version"], capture_output=True, text=True).stdout.strip()
    src = Path(a.src).resolve()
    work = Path(tempfile.mkdtemp(prefix="kioku-fuzz-"))
    runs = []
    try:
        for seed in [int(s) for s in a.seeds.split(",") if s.strip()]:
            r = run_once(src, seed, a.examples, work, st)
            runs.append(r)
            print(
                f"seed {seed}: {sum(f['count'] for f in r['failures'])} failures, {r['served_requests']} requests, "
                f"{r['wall_s']} s",
                file=sys.stderr,
                flush=True,
            )
    finally:
        if not a.keep:
            shutil.rmtree(work, ignore_errors=True)
        else:
            print(f"work directory: {work}", file=sys.stderr)
    result = {
        "schemathesis": re.sub(r"^\D*", "", version),
        "src": str(src),
        "src_label": a.label or str(src),
        "examples": a.examples,
        "runs": runs,
        "kinds": summarize(runs),
    }
    md = markdown(result)
    print(md)
    if a.json:
        save_report(a.json, result, md)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

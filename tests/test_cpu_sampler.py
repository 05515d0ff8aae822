"""bench.cpu_sampler: a process's role from its title, and the per-pass summary of the samples."""

import json
import subprocess
import sys
import time
from pathlib import Path

from bench.cpu_sampler import group_of, summarise


def test_a_serve_replica_is_grouped_by_its_deployment_not_its_method_or_pid() -> None:
    assert group_of("ray::ServeReplica:kioku:Store_3.handle_request_with_rejection", "") == "replica:Store_3"
    assert group_of("ray::ServeReplica:kioku:Embedder", "") == "replica:Embedder"
    assert group_of("ray::ProxyActor", "") == "ray::ProxyActor"
    assert group_of("ray::ServeController.graceful_shutdown", "") == "ray::ServeController"
    assert group_of("/x/ray/core/src/ray/raylet/raylet --raylet_socket_name=/tmp/s", "") == "ray-daemon:raylet"
    assert (
        group_of("/usr/bin/python3 -m bench.serve_load --url http://127.0.0.1:8000", "") == "python -m bench.serve_load"
    )
    assert group_of("xz -T2", "xz") == "xz"


def test_the_summary_averages_over_the_samples_of_its_window_counting_idle_samples_as_zero(tmp_path: Path) -> None:
    f = tmp_path / "cpu.jsonl"
    rows = [
        {"t": 10.0, "procs": [{"pid": 1, "cpu": 200.0, "group": "replica:Store_0", "cmd": ""}]},
        {
            "t": 15.0,
            "procs": [
                {"pid": 1, "cpu": 100.0, "group": "replica:Store_0", "cmd": ""},
                {"pid": 2, "cpu": 50.0, "group": "ray::ProxyActor", "cmd": ""},
            ],
        },
        {"t": 20.0, "procs": []},
        {"t": 99.0, "procs": [{"pid": 3, "cpu": 800.0, "group": "outside", "cmd": ""}]},
    ]
    f.write_text("".join(json.dumps(r) + "\n" for r in rows))
    got = {g: (round(mean, 3), mx) for g, mean, mx in summarise(f, 10.0, 20.0)}
    assert got == {"replica:Store_0": (1.0, 2.0), "ray::ProxyActor": (round(0.5 / 3, 3), 0.5)}


def test_the_sampler_records_a_busy_process_and_stops_on_sigterm(tmp_path: Path) -> None:
    out = tmp_path / "cpu.jsonl"
    busy = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    sampler = subprocess.Popen([sys.executable, "-m", "bench.cpu_sampler", "--out", str(out), "--every", "0.5"])
    try:
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and (not out.exists() or len(out.read_text().splitlines()) < 2):
            time.sleep(0.2)
    finally:
        sampler.terminate()
        busy.kill()
    assert sampler.wait(timeout=10) == 0
    seen = [p for line in out.read_text().splitlines() for p in json.loads(line)["procs"] if p["pid"] == busy.pid]
    assert seen and max(p["cpu"] for p in seen) > 20.0, seen

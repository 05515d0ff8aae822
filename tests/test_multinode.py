"""Kioku sharded across a real two-node Ray cluster (``ray.cluster_utils.Cluster``) on this machine.

The cluster is started by a driver process of its own (tests/multinode_app.py): this pytest process shares one
single-node cluster between the serve and pipeline tests, and a process can be the driver of one cluster only.
The driver gets a private RAY_TMPDIR (the address file of a cluster it starts must not become the default of
every other ``ray.init()`` on the machine) and its own process group, killed whole if it overruns.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

pytest.importorskip("ray.serve")

HERE = Path(__file__).resolve().parent
TIMEOUT_S = 480


def test_shards_pinned_to_two_nodes_serve_restart_and_autoscale(tmp_path):
    ray_tmp = tempfile.mkdtemp(prefix="kmn", dir="/tmp")  # short: Ray's socket paths must fit in 107 bytes
    out = tmp_path / "result.json"
    env = {**os.environ, "RAY_TMPDIR": ray_tmp, "RAY_USAGE_STATS_ENABLED": "0", "PYTHONPATH": str(HERE.parent)}
    env.pop("RAY_ADDRESS", None)
    proc = subprocess.Popen(
        [sys.executable, str(HERE / "multinode_app.py"), str(tmp_path / "data"), str(out)],
        env=env,
        cwd=HERE.parent,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    )
    try:
        log, _ = proc.communicate(timeout=TIMEOUT_S)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        log, _ = proc.communicate()
        pytest.fail(f"the two-node run overran {TIMEOUT_S}s:\n{log[-4000:]}")
    finally:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(proc.pid, signal.SIGKILL)  # whatever of the driver's own process group is still alive
        shutil.rmtree(ray_tmp, ignore_errors=True)
    assert out.exists(), log[-4000:]
    result = json.loads(out.read_text())
    assert "error" not in result, result["error"]
    expected = {
        "two_nodes",
        "shard0_on_head",
        "shard1_on_worker",
        "search_both_shards",
        "users_per_shard",
        "orchestrator_autoscaled_to_2",
        "shard1_restarted_on_worker",
        "nothing_lost_after_restart",
        "files_hold_their_users_only",
    }
    assert set(result["checks"]) == expected, result
    failed = {k: v for k, v in result["checks"].items() if v is not True}
    assert not failed, failed
    assert proc.returncode == 0, log[-4000:]

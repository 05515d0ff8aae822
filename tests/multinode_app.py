"""Driver of tests/test_multinode.py: a real two-node Ray cluster on this machine, Kioku sharded across both nodes.

Run in a process of its own (``python tests/multinode_app.py DATA_DIR OUT_JSON``): the test session shares one
single-node cluster between its tests, and a driver connects to one cluster per process. The nodes are two
raylets started by ``ray.cluster_utils.Cluster``, each advertising a custom resource (``kioku_node_a`` on the
head, ``kioku_node_b`` on the worker); ``shard_resources`` pins shard 0 to the head and shard 1 to the worker,
the way a real cluster pins shards to the nodes that hold their data dirs. The caller must set ``RAY_TMPDIR`` to
a private directory, so this cluster's address file does not become every other ``ray.init()``'s default.

What it checks, written to OUT_JSON as ``{"checks": {name: true|message}, ...}``: each shard runs on its node;
HTTP writes and searches for users of both shards; users isolated; the orchestrator autoscales from 1 to 2
replicas under load; a killed shard replica comes back on the same node with every acknowledged write; and, after
shutdown, each shard's DuckDB file holds exactly the users the map gives it.
"""

from __future__ import annotations

import json
import os
import socket
import sys
import threading
import time
import traceback
import uuid
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
# Autoscaling decisions within seconds rather than the default 10 s metric pushes (inherited by every node).
os.environ.setdefault("RAY_SERVE_HANDLE_AUTOSCALING_METRIC_PUSH_INTERVAL_S", "0.5")
os.environ.setdefault("RAY_SERVE_REPLICA_AUTOSCALING_METRIC_PUSH_INTERVAL_S", "0.5")

APP = "kioku-mn"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait(pred: Any, timeout: float, what: str, every: float = 0.5) -> Any:
    deadline = time.monotonic() + timeout
    last: Any = None
    while time.monotonic() < deadline:
        try:
            got = pred()
            if got:
                return got
            last = got
        except Exception as exc:  # keep polling; report the last failure
            last = exc
        time.sleep(every)
    raise AssertionError(f"timed out waiting for {what}: {last!r}")


def run(data_dir: str, checks: dict[str, Any]) -> None:
    import httpx
    import ray
    from ray import serve
    from ray.cluster_utils import Cluster

    from memory.shards import shard_dir, shard_of
    from memory.store import Store
    from serve.app import build_app
    from serve.config import ServeArgs

    cluster = Cluster(
        initialize_head=True,
        head_node_args={"num_cpus": 1, "resources": {"kioku_node_a": 1}, "include_dashboard": False},
    )
    cluster.add_node(num_cpus=1, resources={"kioku_node_b": 1})
    try:
        ray.init(address=cluster.address, namespace="serve", log_to_driver=False, configure_logging=False)
        _wait(lambda: len([n for n in ray.nodes() if n["Alive"]]) == 2, 60, "two live nodes")
        node_of = {
            res: n["NodeID"]
            for n in ray.nodes()
            if n["Alive"]
            for res in ("kioku_node_a", "kioku_node_b")
            if res in n["Resources"]
        }
        checks["two_nodes"] = len(set(node_of.values())) == 2 or f"nodes: {node_of}"
        port = _free_port()
        serve.start(
            proxy_location="HeadOnly",
            http_options={"host": "127.0.0.1", "port": port},
            logging_config={"enable_access_log": False},
        )
        args = ServeArgs(
            data_dir=data_dir,
            store_shards=2,
            shard_resources=["kioku_node_a", "kioku_node_b"],
            shard_wait_s=5.0,
            embedder={"placement": "remote"},  # one Embedder for both shards, reached across nodes
            writer="none",
            orchestrator_replicas="auto",
            orchestrator_autoscaling={
                "min_replicas": 1,
                "max_replicas": 2,
                "target_ongoing_requests": 1,
                "upscale_delay_s": 0,
                "downscale_delay_s": 600,
                "look_back_period_s": 2,
            },
        )
        serve.run(build_app(args), name=APP, route_prefix="/", logging_config={"enable_access_log": False})
        base = f"http://127.0.0.1:{port}"
        http = httpx.Client(base_url=base, timeout=120)

        health = http.get("/healthz").json()
        shards = {s["shard"]: s for s in health["shards"]}
        checks["shard0_on_head"] = shards[0]["node_id"] == node_of["kioku_node_a"] or shards[0]
        checks["shard1_on_worker"] = shards[1]["node_id"] == node_of["kioku_node_b"] or shards[1]

        users: dict[int, list[str]] = {0: [], 1: []}
        while min(len(v) for v in users.values()) < 3:
            u = f"mn-{uuid.uuid4().hex[:8]}"
            if len(users[shard_of(u, 2)]) < 3:
                users[shard_of(u, 2)].append(u)
        everyone = [u for us in users.values() for u in us]
        for u in everyone:
            r = http.post(
                "/v1/memories",
                json={"user_id": u, "session_id": "s", "messages": [{"content": f"{u} keeps a red bicycle in Kyoto."}]},
            )
            assert r.status_code == 200, r.text
        found = {}
        for u in everyone:
            hits = http.post("/v1/search", json={"user_id": u, "query": "Where is the bicycle?", "k": 5}).json()["hits"]
            found[u] = [h["memory"]["summary"] for h in hits]
        checks["search_both_shards"] = all(found[u] and all(u in s for s in found[u]) for u in everyone) or {
            u: v[:2] for u, v in found.items()
        }
        health = http.get("/healthz").json()
        checks["users_per_shard"] = [s["users"] for s in health["shards"]] == [3, 3] or health["shards"]

        # Orchestrator autoscaling: concurrent searches push ongoing requests per replica over the target of 1.
        stop = threading.Event()

        def load(u: str) -> None:
            with httpx.Client(base_url=base, timeout=120) as c:
                while not stop.is_set():
                    c.post("/v1/search", json={"user_id": u, "query": "bicycle", "k": 5})

        threads = [threading.Thread(target=load, args=(u,), daemon=True) for u in everyone + everyone[:2]]
        for t in threads:
            t.start()

        def orchestrators() -> int:
            dep = serve.status().applications[APP].deployments["Orchestrator"]
            return int(dep.replica_states.get("RUNNING", 0))

        try:
            checks["orchestrator_autoscaled_to_2"] = bool(_wait(lambda: orchestrators() >= 2, 120, "2 orchestrators"))
        except AssertionError as e:
            checks["orchestrator_autoscaled_to_2"] = str(e)
        stop.set()
        for t in threads:
            t.join(timeout=120)

        # A killed shard replica is replaced on the node that holds its data, with nothing acknowledged lost.
        victim = http.get("/healthz").json()["shards"][1]["replica"]
        ray.kill(ray.get_actor(victim, namespace="serve"), no_restart=True)

        def back() -> dict[str, Any] | None:
            h = http.get("/healthz")
            s1 = h.json()["shards"][1]
            return s1 if h.status_code == 200 and s1["status"] == "ok" and s1["replica"] != victim else None

        s1 = _wait(back, 180, "shard 1 back")
        checks["shard1_restarted_on_worker"] = s1["node_id"] == node_of["kioku_node_b"] or s1
        after = {u: len(http.get("/v1/memories", params={"user_id": u}).json()["memories"]) for u in everyone}
        checks["nothing_lost_after_restart"] = all(n == 1 for n in after.values()) or after
        serve.shutdown()
    finally:
        try:
            ray.shutdown()
        finally:
            cluster.shutdown()
    # Each shard's file holds exactly its users (the data dir of a shard lives where the shard ran).
    placed: dict[int, list[str]] = {}
    for i in range(2):
        with Store(shard_dir(data_dir, i) / "kioku.duckdb") as st:
            placed[i] = st.users()
    checks["files_hold_their_users_only"] = placed == {i: sorted(users[i]) for i in range(2)} or placed


def main() -> int:
    data_dir, out = sys.argv[1], sys.argv[2]
    checks: dict[str, Any] = {}
    result: dict[str, Any] = {"checks": checks}
    t0 = time.monotonic()
    try:
        run(data_dir, checks)
    except Exception:
        result["error"] = traceback.format_exc()
    result["seconds"] = round(time.monotonic() - t0, 1)
    Path(out).write_text(json.dumps(result, indent=2, default=str), encoding="utf-8")
    print(json.dumps(result, indent=2, default=str))
    return 0 if "error" not in result and all(v is True for v in checks.values()) else 1


if __name__ == "__main__":
    sys.exit(main())

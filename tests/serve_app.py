"""The session's Kioku application on a real Ray Serve cluster at 127.0.0.1 (shared by every serve test module).

One Ray cluster and one app for the whole pytest session (start-up is ~13 s and 1.4 GiB): the fixtures that use
it live in ``tests/conftest.py``; the constants here are what the test modules need to talk to it.
"""

from __future__ import annotations

import os
import socket
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

KEY = "test-key-" + uuid.uuid4().hex
KEY_ENV = "KIOKU_SERVE_TEST_KEY"
APP = "kioku-test"
SHARDS = 2  # the session app runs two user shards (Store_0, Store_1)


def error_of(r: Any, status: int) -> dict:
    """The error body of a response that must have this status: ``{"error": {"field", "message", ...}}``."""
    assert r.status_code == status, (r.status_code, r.text)
    body = r.json()
    assert set(body) == {"error"} and body["error"]["field"] and body["error"]["message"], body
    return body["error"]


def uid(shard: int | None = None) -> str:
    """A fresh user id (of the given shard when one is asked for)."""
    from memory.shards import shard_of

    while True:
        u = f"u-{uuid.uuid4().hex[:10]}"
        if shard is None or shard_of(u, SHARDS) == shard:
            return u


def store_of(kioku: dict, user: str) -> Any:
    """The Store deployment handle of the user's shard (the only one that holds the user)."""
    from memory.shards import shard_of

    return kioku["serve"].get_deployment_handle(f"Store_{shard_of(user, SHARDS)}", app_name=APP)


def remember(http: Any, user: str, texts: list[str], session: str = "s1", ts: str | None = None) -> dict:
    """Remember ``texts`` as the user's messages of one session through ``POST /v1/memories``."""
    body: dict[str, Any] = {
        "user_id": user,
        "session_id": session,
        "messages": [{"role": "user", "content": t} for t in texts],
    }
    if ts:
        body["timestamp"] = ts
    r = http.post("/v1/memories", json=body)
    assert r.status_code == 200, r.text
    return r.json()


def all_memories(http: Any, user: str) -> list[dict]:
    r = http.get("/v1/memories", params={"user_id": user, "limit": 10_000})
    assert r.status_code == 200, r.text
    return r.json()["memories"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def run_app(data_dir: Path) -> Iterator[dict[str, Any]]:
    """A Ray cluster, Serve on a free local port and the Kioku app; torn down when the generator closes.

    The app runs with bearer auth on, two orchestrator replicas, two user shards, the Embedder deployment in use
    (``placement: remote``, so ``@serve.batch`` is on the request path) and the extractive responder.
    """
    import ray
    from ray import serve

    from serve.app import build_app
    from serve.config import ServeArgs

    os.environ[KEY_ENV] = KEY  # read by the orchestrator replicas (they inherit the driver's environment)
    started = not ray.is_initialized()
    if started:
        ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, configure_logging=False, namespace="serve")
    port = free_port()
    serve.start(http_options={"host": "127.0.0.1", "port": port}, logging_config={"enable_access_log": False})
    args = ServeArgs(
        data_dir=str(data_dir),
        api_key_env=KEY_ENV,
        max_body_bytes=200_000,
        orchestrator_replicas=2,
        store_shards=SHARDS,
        shard_wait_s=3.0,
        embedder={"placement": "remote", "max_batch_size": 16, "batch_wait_timeout_s": 0.01},
    )
    serve.run(build_app(args), name=APP, route_prefix="/", logging_config={"enable_access_log": False})
    base = f"http://127.0.0.1:{port}"
    try:
        yield {
            "base": base,
            "headers": {"Authorization": f"Bearer {KEY}"},
            "key": KEY,
            "serve": serve,
            "ray": ray,
            "data_dir": args.data_dir,
        }
    finally:
        serve.shutdown()
        if started:
            ray.shutdown()

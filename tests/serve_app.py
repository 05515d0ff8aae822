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

"""The main job: ``python -m serve [--host 127.0.0.1] [--port 8000] [--data-dir DIR] [--config FILE]``.

Starts a local Ray cluster sized to this machine (no dashboard, no usage stats, worker logs kept out of the
terminal), deploys the Kioku application from ``configs/serve.yaml`` (or ``--config``) and blocks until
interrupted. The embedded default needs nothing else: one DuckDB file under the data dir, the offline embedder
on CPU, the extractive responder. Configure a model in the file's ``generator`` section to use OpenAI,
Anthropic or a vLLM server instead.
"""

from __future__ import annotations

import os

# Before Ray (and anything that might import huggingface_hub) is imported: telemetry off, no model hub.
os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

import argparse
import signal
import sys
import threading
from pathlib import Path


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m serve", description="Run Kioku's HTTP API on a local Ray cluster.")
    p.add_argument("--host", default=None, help="bind address (default from the config file: 127.0.0.1)")
    p.add_argument("--port", type=int, default=None, help="port (default from the config file: 8000)")
    p.add_argument("--data-dir", default=None, help="where the DuckDB files live (default ./data)")
    p.add_argument("--config", default=None, help="Ray Serve config file (default configs/serve.yaml)")
    p.add_argument("--num-cpus", type=float, default=None, help="CPUs Ray may schedule (default: this machine's)")
    p.add_argument("--store-shards", default=None, help="user shards, a number or auto (default from the config file)")
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    ns = parse(argv)
    from memory.errors import KiokuError

    from .config import load_app_config, parse_args

    try:
        cfg = load_app_config(ns.config)
    except KiokuError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if cfg.deployments:
        print(
            "error: the config file has a 'deployments:' section; per-deployment overrides are applied by Ray's own "
            f"`serve run {ns.config or 'configs/serve.yaml'}` / `serve deploy`, not by python -m serve",
            file=sys.stderr,
        )
        return 2
    host = ns.host or cfg.host
    port = ns.port or cfg.port
    args = cfg.args
    if ns.data_dir:
        args = args.model_copy(update={"data_dir": ns.data_dir})
    if ns.store_shards:
        try:
            args = parse_args({**args.model_dump(), "store_shards": ns.store_shards})
        except KiokuError as exc:
            print(f"error: --store-shards: {exc}", file=sys.stderr)
            return 2
    args = args.model_copy(update={"data_dir": str(Path(args.data_dir).expanduser().resolve())})

    import ray
    from ray import serve

    from .app import build_app

    ray.init(
        num_cpus=ns.num_cpus or os.cpu_count() or 1,
        log_to_driver=False,
        include_dashboard=False,
        namespace="serve",
    )
    stop = threading.Event()
    # Both stop it cleanly, also when started from a script whose shell set SIGINT to be ignored.
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_: stop.set())
    try:
        serve.start(http_options={"host": host, "port": port}, logging_config={"enable_access_log": False})
        try:
            app = build_app(args)
        except KiokuError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        serve.run(app, name=cfg.name, route_prefix=cfg.route_prefix, logging_config={"enable_access_log": False})
        auth = "on" if args.api_key() else f"off (set {args.api_key_env} to require a bearer token)"
        deps = serve.status().applications[cfg.name].deployments
        shards = sum(1 for d in deps if d.startswith("Store_"))
        print(
            f"Kioku is serving on http://{host}:{port}  (docs: /docs, health: /healthz)\n"
            f"  data dir: {args.data_dir} (user shards: {shards})\n  generator: {args.generator.provider}"
            f"{'/' + args.generator.model if args.generator.model else ''}\n  auth: {auth}\n"
            "Press Ctrl-C to stop.",
            flush=True,
        )
        while not stop.wait(1.0):
            pass
    except KeyboardInterrupt:
        pass
    finally:
        print("shutting down", flush=True)
        try:
            serve.shutdown()
        finally:
            ray.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())

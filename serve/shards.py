"""User-sharded stores on Ray Serve: binding one Store deployment per shard, and routing every call to its shard.

Why it looks like this:

* One Store deployment per shard (``Store_0`` .. ``Store_{n-1}``, one replica each), so each shard is an
  ordinary Serve replica that any node of the cluster can run: the unit of scale is a process with its own
  DuckDB file, engine and GIL. Which user lives where is decided by :func:`memory.shards.shard_of` alone, here
  for routing and in ``pipelines.reshard`` for moving users; the orchestrator never sends one call to two shards.
* A shard whose replica is down must fail only its own users, fast and by name: a request that no replica of the
  shard has taken within ``shard_wait_s`` is withdrawn (it reached no replica, so it wrote nothing) and answered
  503 naming the shard. Reads keep retrying for a while (a restarted replica is back in seconds); a write whose
  replica died mid-call is a 503 at once, because it may or may not have committed and only the caller holds
  the idempotency key (turn ids, content hashes) to retry it safely.
* Pinning (``shard_resources``): shard i asks for a sliver of the custom resource that only its node
  advertises, so Serve places it (and re-places it after a failure) on that node, where its data dir is.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Sequence
from typing import Any

from memory.errors import InvalidInput
from memory.shards import auto_count, check_serving, read_map, shard_of

from .config import ServeArgs
from .deployments import READ_OPS

log = logging.getLogger("kioku.serve")

READ_RETRIES = 3  # a read waits this many times shard_wait_s for its shard to come back before answering 503
PIN_AMOUNT = 0.001  # of a node's custom resource per pinned shard: any number of shards fit on one node


class StoreUnavailable(Exception):
    """Answered 503 (with Retry-After) naming the shard; never a write to another shard."""


def store_name(index: int) -> str:
    return f"Store_{index}"


def resolve_shards(args: ServeArgs, cpus: float, memory_bytes: float | None = None) -> int:
    """The shard count to serve: the configured number, or for ``auto`` the count recorded in the data dir
    (set at its first start), else what the cluster justifies. A configured count that disagrees with the
    recorded one, a pre-sharding data dir and an unfinished reshard are refused here, before anything starts,
    when the data dir is visible from this node (every replica checks its own node's dir again)."""
    root = args.resolved_data_dir()
    if args.store_shards == "auto":
        recorded = read_map(root) if root.exists() else None
        n = recorded.count if recorded else auto_count(cpus, memory_bytes)
        if recorded and recorded.count != auto_count(cpus, memory_bytes):
            log.info(
                "store_shards auto: serving the %d shards recorded in %s (this cluster would justify %d; "
                "python -m pipelines.reshard changes the count)",
                recorded.count,
                root,
                auto_count(cpus, memory_bytes),
            )
    else:
        n = int(args.store_shards)
    if root.exists():
        check_serving(root, n)
    return n


def store_options(args: ServeArgs, index: int) -> dict[str, Any]:
    opts: dict[str, Any] = {"num_cpus": 0}
    if args.shard_resources and args.shard_resources[index]:
        opts["resources"] = {args.shard_resources[index]: PIN_AMOUNT}
    return {"name": store_name(index), "num_replicas": 1, "ray_actor_options": opts}


def orchestrator_options(args: ServeArgs, cpus: float) -> dict[str, Any]:
    if args.orchestrator_replicas == "auto":
        return {"num_replicas": "auto", "autoscaling_config": args.orchestrator_autoscaling.serve_config(cpus)}
    return {"num_replicas": int(args.orchestrator_replicas)}


def bind_stores(
    store_cls: Any, args: ServeArgs, count: int, plain: dict[str, Any], embedder: Any, generator: Any, experts: Any
) -> list[Any]:
    """One bound Store deployment per shard (the embedder, generator and experts are shared deployments)."""
    if args.shard_resources and len(args.shard_resources) != count:
        raise InvalidInput("shard_resources", f"lists {len(args.shard_resources)} entries for {count} shards")
    return [
        store_cls.options(**store_options(args, i)).bind(plain, embedder, generator, experts, i, count)
        for i in range(count)
    ]


class _NotAssigned(Exception):
    pass


class ShardRouter:
    """The orchestrator's way to the shards: ``call`` routes by the call's ``user_id``; ``health`` asks all."""

    def __init__(self, stores: Sequence[Any], wait_s: float, metrics: Any = None) -> None:
        self.stores = list(stores)
        self.count = len(self.stores)
        self.wait_s = wait_s
        self.metrics = metrics

    def shard(self, user_id: Any) -> int:
        if not isinstance(user_id, str) or not user_id.strip():
            raise InvalidInput("user_id", "must be a non-empty string")
        return shard_of(user_id, self.count)

    async def call(self, op: str, kwargs: dict[str, Any]) -> dict[str, Any]:
        """The store reply envelope of one operation of one user, from that user's shard only."""
        index = self.shard(kwargs.get("user_id"))
        if self.metrics is not None:
            self.metrics.routed.labels(str(index), self.metrics.replica).inc()
        return await self.call_shard(index, op, kwargs, retry_s=READ_RETRIES * self.wait_s if op in READ_OPS else 0.0)

    async def call_shard(self, index: int, op: str, kwargs: dict[str, Any], retry_s: float = 0.0) -> dict[str, Any]:
        from ray.exceptions import RayActorError
        from ray.serve.exceptions import DeploymentUnavailableError

        deadline = time.monotonic() + retry_s
        while True:
            try:
                return await self._send(index, op, kwargs)
            except (_NotAssigned, RayActorError, DeploymentUnavailableError) as exc:
                if time.monotonic() >= deadline:
                    if self.metrics is not None:
                        self.metrics.store_errors.labels(str(index), self.metrics.replica).inc()
                    why = str(exc) if isinstance(exc, _NotAssigned) else type(exc).__name__
                    raise StoreUnavailable(
                        f"store shard {index} of {self.count} ({store_name(index)}) is unavailable ({why}); "
                        "nothing was written to any other shard; retry"
                    ) from exc
                await asyncio.sleep(0.5)

    async def _send(self, index: int, op: str, kwargs: dict[str, Any]) -> dict[str, Any]:
        resp = self.stores[index].call.remote(op, kwargs)
        # Wait for a replica to take the request, but not forever: a shard with no live replica would queue it
        # in the router until one came back. Ray's DeploymentResponse resolves this step separately (the same
        # coroutine its __await__ runs first); without it (another Ray version) the call simply waits.
        assigned = getattr(resp, "_fetch_future_result_async", None)
        if assigned is not None:
            task = asyncio.ensure_future(assigned())
            done, _ = await asyncio.wait({task}, timeout=self.wait_s)
            if not done:
                resp.cancel()  # not yet sent to any replica: withdrawn, so it cannot write
                task.cancel()
                with contextlib.suppress(BaseException):
                    await task
                raise _NotAssigned(f"no replica took the request within {self.wait_s:g} s")
            task.result()
        return await resp

    async def health(self, timeout_s: float = 5.0) -> list[dict[str, Any]]:
        """Every shard's health reply (or why it gave none), by shard index."""

        async def one(i: int) -> dict[str, Any]:
            base = {"shard": i, "deployment": store_name(i)}
            try:
                env = await asyncio.wait_for(self._send(i, "health", {}), timeout=timeout_s)
                if "error" in env:
                    return {**base, "status": "unavailable", "error": str(env["error"])}
                return {**base, "status": "ok", **env["ok"]}
            except Exception as exc:  # any failure is this shard's status, not the endpoint's
                why = f"no answer within {timeout_s:g} s" if isinstance(exc, TimeoutError) else str(exc)
                return {**base, "status": "unavailable", "error": why or type(exc).__name__}

        return list(await asyncio.gather(*(one(i) for i in range(self.count))))


def render_shard_metrics(shards: Sequence[dict[str, Any]]) -> bytes:
    """Prometheus text of every shard's state, from a health fan-out made at scrape time."""
    from prometheus_client import CollectorRegistry, Gauge, generate_latest

    reg = CollectorRegistry()
    up = Gauge("kioku_shard_up", "1 when the shard's Store replica answered its health probe.", ["shard"], registry=reg)
    users = Gauge("kioku_shard_users", "Users stored in the shard.", ["shard"], registry=reg)
    served = Gauge(
        "kioku_shard_served_requests",
        "Operations the shard's current replica has served since it started, by operation.",
        ["shard", "op"],
        registry=reg,
    )
    for s in shards:
        i = str(s["shard"])
        up.labels(i).set(1.0 if s.get("status") == "ok" else 0.0)
        if s.get("status") == "ok":
            users.labels(i).set(float(s.get("users", 0)))
            for op, n in (s.get("ops") or {}).items():
                served.labels(i, op).set(float(n))
    return generate_latest(reg)


__all__ = [
    "ShardRouter",
    "StoreUnavailable",
    "bind_stores",
    "orchestrator_options",
    "render_shard_metrics",
    "resolve_shards",
    "store_name",
]

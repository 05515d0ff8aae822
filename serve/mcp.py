"""Kioku as an MCP server: streamable HTTP at ``/mcp`` on the same Serve application, behind the same bearer auth.

Desktop assistants, IDE agents and agent frameworks speak the Model Context Protocol; this module gives them the
memory through the official SDK (``mcp``): tools to remember, search, build the context of a turn, read the
profile, list and confirm conflicts and forget, and the profile as a resource.

Why it is built this way:

* **One implementation of every operation.** A tool validates its arguments with the HTTP request models of
  :mod:`serve.api` and calls the orchestrator's own endpoint method (``Orchestrator.search`` ...), so an MCP call
  and an HTTP call take the same path to the store owner and answer with the same shapes and errors.
* **Whose memory.** The user comes from the ``X-Kioku-User`` header (set once in the assistant's connector) or a
  tool's ``user_id`` argument (:func:`serve.identity.resolve_user`): both given and different is an error,
  never a guess, and a resource URI naming a user is held to the same rule.
* **Stateless streamable HTTP with JSON answers.** Serve spreads requests over the orchestrator replicas, so an
  MCP session kept in one replica's memory would be "not found" on the next request. In stateless mode every
  request stands alone; the SDK's session manager still needs its task group running, which the FastAPI
  lifespan (run by Serve on each replica) provides: :func:`lifespan`.
* The SDK checks Host and Origin against ``mcp_allowed_hosts`` (DNS-rebinding protection; loopback by default).
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator
from typing import Annotated, Any, Literal

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ResourceError, ToolError
from pydantic import Field, TypeAdapter, ValidationError

from memory.errors import KiokuError

from .api import (
    ConfirmRequest,
    ContextRequest,
    FactIn,
    ForgetRequest,
    Ident,
    MemoriesRequest,
    MessageIn,
    SearchFiltersIn,
    SearchRequest,
)
from .identity import USER_HEADER, IdentityError, resolve_user

log = logging.getLogger("kioku.serve.mcp")

INSTRUCTIONS = (
    "Kioku is the user's long-term memory across Japanese, English and Chinese. Search it (or build the context "
    "of a turn) before answering questions about the user, their plans, preferences or past conversations; "
    "remember facts the user states and conversations worth keeping; when a profile conflict is pending, ask the "
    "user and confirm the answer. The user is the one your connector names (X-Kioku-User); pass user_id only "
    "when the connector does not name one."
)

_IDENT = TypeAdapter(Ident)


class _State:
    """The replica's MCP server and its session manager (built when the orchestrator replica starts)."""

    orchestrator: Any = None
    server: Any = None
    manager: Any = None


STATE = _State()


# ---------------------------------------------------------------------------------------------- plumbing


def _tool_error(exc: BaseException) -> Exception:
    """Kioku's typed errors as the SDK's anticipated tool errors (the model reads the message)."""
    if isinstance(exc, ValidationError):
        first = exc.errors()[0]
        loc = ".".join(str(x) for x in first.get("loc", ())) or "arguments"
        return ToolError(f"invalid {loc}: {first.get('msg')}")
    if isinstance(exc, IdentityError):
        return ToolError(f"{exc.field}: {exc.message}")
    if isinstance(exc, KiokuError):
        return ToolError(f"{type(exc).__name__}: {exc}")
    return ToolError(f"{type(exc).__name__}: {exc}")


def _headers(ctx: Any) -> Any:
    request = getattr(ctx.request_context, "request", None)
    return getattr(request, "headers", None) or {}


def _user(ctx: Any, user_id: str | None) -> str:
    """The one user this call acts for: the connector's header, the argument, or both when they agree."""
    user = resolve_user(user_id, _headers(ctx).get(USER_HEADER.lower()), given_name="user_id")
    return _IDENT.validate_python(user)


async def _run(coro_fn: Any) -> Any:
    """Run one operation; anticipated failures become tool errors (``isError``), with the field named."""
    try:
        out = await coro_fn()
    except ToolError:
        raise
    except (ValidationError, KiokuError, IdentityError) as exc:
        raise _tool_error(exc) from exc
    except Exception as exc:  # the store restarting (StoreUnavailable), a backend down: still a clear message
        if type(exc).__name__ == "StoreUnavailable":
            raise _tool_error(exc) from exc
        raise
    return out.model_dump(mode="json") if hasattr(out, "model_dump") else out


def _orch() -> Any:
    if STATE.orchestrator is None:
        raise RuntimeError("the MCP server is not attached to an orchestrator replica")
    return STATE.orchestrator


# ---------------------------------------------------------------------------------------------- the server


def build_server() -> Any:
    """The MCP server: its tools and resources, each a thin call of the orchestrator's endpoint method."""
    mcp = MCPServer("kioku", instructions=INSTRUCTIONS, version="0.1.0")

    @mcp.tool(
        description="Remember facts about the user (facts) or the messages of a conversation (messages), not both. "
        "Facts already remembered are counted as duplicates; a message's turn_id makes re-sending it harmless."
    )
    async def remember(
        ctx: Context,
        facts: list[str] | None = None,
        messages: list[MessageIn] | None = None,
        session_id: str | None = None,
        timestamp: str | None = None,
        user_id: str | None = None,
    ) -> dict[str, Any]:
        async def op() -> Any:
            body: dict[str, Any] = {"user_id": _user(ctx, user_id)}
            if facts is not None:
                body["facts"] = [FactIn(text=f) for f in facts]
            if messages is not None:
                body["messages"] = messages
            if session_id is not None:
                body["session_id"] = session_id
            if timestamp is not None:
                body["timestamp"] = timestamp
            return await _orch().add_memories(MemoriesRequest.model_validate(body))

        return await _run(op)

    @mcp.tool(description="Search the user's memories (any language) and return the best hits with their scores.")
    async def search(
        ctx: Context,
        query: str,
        k: Annotated[int, Field(ge=1, le=100)] = 10,
        source_types: list[Literal["turn", "segment", "episodic", "fact", "summary"]] | None = None,
        preset: str | None = None,
        user_id: str | None = None,
    ) -> dict[str, Any]:
        async def op() -> Any:
            filters = SearchFiltersIn(source_types=source_types) if source_types else None
            req = SearchRequest(user_id=_user(ctx, user_id), query=query, k=k, filters=filters, preset=preset)
            return await _orch().search(req)

        return await _run(op)

    @mcp.tool(
        description="Build the memory context for the user's next message: a system prompt with the profile, the "
        "relevant long-term memories (dated) and the session summary, plus the evidence used. Writes nothing."
    )
    async def build_context(
        ctx: Context,
        message: str,
        session_id: str | None = None,
        k: Annotated[int, Field(ge=1, le=100)] | None = None,
        user_id: str | None = None,
    ) -> dict[str, Any]:
        async def op() -> Any:
            req = ContextRequest(user_id=_user(ctx, user_id), message=message, session_id=session_id, k=k)
            return await _orch().context(req)

        return await _run(op)

    @mcp.tool(description="The user's profile: stable facts (languages, allergies, budget, ...) with their status.")
    async def get_profile(ctx: Context, user_id: str | None = None) -> dict[str, Any]:
        return await _run(lambda: _orch().get_profile(_user(ctx, user_id)))

    @mcp.tool(
        description="Profile facts whose new value contradicts an earlier one and waits for the user's confirmation."
    )
    async def list_conflicts(ctx: Context, user_id: str | None = None) -> dict[str, Any]:
        return await _run(lambda: _orch().conflicts(_user(ctx, user_id)))

    @mcp.tool(
        description="Settle a profile conflict with the user's answer: keep the pending value (no value given) or "
        "set the value the user confirms."
    )
    async def confirm_conflict(
        ctx: Context, key: str, value: Any = None, keep_pending: bool = True, user_id: str | None = None
    ) -> dict[str, Any]:
        async def op() -> Any:
            user, k = _user(ctx, user_id), _IDENT.validate_python(key)
            return await _orch().confirm(user, k, ConfirmRequest(value=value, keep_pending=keep_pending))

        return await _run(op)

    @mcp.tool(
        description="Forget: a memory id or a profile key (key), or everything about the user (everything=true). "
        "Removed from the store, indexes, caches, snapshots and audit text; this cannot be undone."
    )
    async def forget(
        ctx: Context, key: str | None = None, everything: bool = False, user_id: str | None = None
    ) -> dict[str, Any]:
        if everything == (key is not None):
            raise ToolError("give either key (a memory id or profile key) or everything=true")

        async def op() -> Any:
            user = _user(ctx, user_id)
            if everything:
                return await _orch().delete_user(user)
            return await _orch().forget(user, ForgetRequest(key=key))

        return await _run(op)

    @mcp.resource(
        "kioku://profile{?user_id}",
        name="profile",
        description="The profile of the user your connector names (or ?user_id=...), as JSON.",
        mime_type="application/json",
    )
    async def profile(ctx: Context, user_id: str | None = None) -> str:
        return await _profile_json(ctx, user_id)

    @mcp.resource(
        "kioku://users/{user_id}/profile",
        name="user_profile",
        description="A user's profile as JSON (the user must be the one your connector names, if it names one).",
        mime_type="application/json",
    )
    async def user_profile(ctx: Context, user_id: str) -> str:
        return await _profile_json(ctx, user_id)

    return mcp


async def _profile_json(ctx: Any, user_id: str | None) -> str:
    import json

    try:
        out = await _orch().get_profile(_user(ctx, user_id))
    except (ValidationError, KiokuError, IdentityError) as exc:
        raise ResourceError(str(_tool_error(exc))) from exc
    return json.dumps(out.model_dump(mode="json"), ensure_ascii=False)


# ---------------------------------------------------------------------------------------------- mounting


def attach(orchestrator: Any, allowed_hosts: list[str] | None, allowed_origins: list[str] | None) -> None:
    """Build this replica's MCP server around its orchestrator (called from ``Orchestrator.__init__``)."""
    from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
    from mcp.server.transport_security import TransportSecuritySettings

    security = (
        TransportSecuritySettings(
            enable_dns_rebinding_protection=True,
            allowed_hosts=list(allowed_hosts),
            allowed_origins=list(allowed_origins or []),
        )
        if allowed_hosts is not None
        else TransportSecuritySettings(enable_dns_rebinding_protection=False)
    )
    server = build_server()
    STATE.orchestrator = orchestrator
    STATE.server = server
    STATE.manager = StreamableHTTPSessionManager(
        app=server._lowlevel_server,  # the SDK's own streamable_http_app() does the same
        json_response=True,
        stateless=True,
        security_settings=security,
    )


@contextlib.asynccontextmanager
async def lifespan(_app: Any) -> AsyncIterator[None]:
    """The FastAPI lifespan: runs the session manager's task group for the replica's lifetime."""
    if STATE.manager is None:  # outside a replica (documentation, tests of the app object)
        yield
        return
    async with STATE.manager.run():
        log.info("MCP endpoint ready at /mcp")
        yield


class MCPEndpoint:
    """The ASGI app behind ``/mcp``. It holds nothing itself (the app object is pickled into each replica); the
    replica's session manager is looked up per request."""

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if STATE.manager is None:
            from starlette.responses import JSONResponse

            body = {"error": {"field": "path", "message": "the MCP server is not running", "type": "Unavailable"}}
            await JSONResponse(body, status_code=503)(scope, receive, send)
            return
        await STATE.manager.handle_request(scope, receive, send)


__all__ = ["INSTRUCTIONS", "MCPEndpoint", "attach", "build_server", "lifespan"]

"""The OpenAPI document as the contract: error responses, the parts of the schema that depend on the running
configuration, and the security scheme.

FastAPI derives most of the document from the models in :mod:`serve.api`; three things it cannot know are added
here. Which error statuses each operation can answer (:func:`errors`; every one carries the
``{"error": {...}}`` body). Which retrieval presets this server has (they come from the engine's config file,
so the ``preset`` enums are filled in per replica from :data:`STATE`). Whether bearer auth is on (the
``KIOKU_API_KEY`` variable at start-up), so that a generated client, or a fuzzer checking that auth is not
ignored, sees the truth.
"""

from __future__ import annotations

import re
from typing import Any

from fastapi import FastAPI

from .api import ErrorResponse

# Paths answered without a bearer token even when auth is on (probes and the documentation).
OPEN_PATHS = frozenset({"/healthz", "/docs", "/openapi.json", "/docs/oauth2-redirect", "/redoc"})

_DESCRIPTIONS = {
    401: "Missing or invalid bearer token (auth is on when the server's KIOKU_API_KEY is set).",
    403: "The request names no user, or two different ones (the body or argument and the X-Kioku-User header).",
    404: "No such memory, user, profile key or conflict for this user (another user's ids are not found).",
    405: "Method not allowed on this path; the Allow header lists the allowed ones.",
    409: "The write conflicts with the stored state (e.g. the memory is already deleted, or a concurrent write).",
    413: "The request body is larger than the server's max_body_bytes.",
    422: "Invalid input; error.field names the field, parameter or header.",
    503: "The store is restarting or a backend is unavailable; retry after the Retry-After seconds when given.",
}
_HEADERS = {
    401: {"WWW-Authenticate": {"description": "Bearer", "schema": {"type": "string"}}},
    405: {"Allow": {"description": "the allowed methods", "schema": {"type": "string"}}},
    503: {"Retry-After": {"description": "seconds to wait before retrying", "schema": {"type": "string"}}},
}


def errors(*codes: int) -> dict[int | str, dict[str, Any]]:
    """The ``responses=`` entries of a route for these error statuses, each with the error body's schema."""
    out: dict[int | str, dict[str, Any]] = {}
    for c in codes:
        entry: dict[str, Any] = {"model": ErrorResponse, "description": _DESCRIPTIONS[c]}
        if c in _HEADERS:
            entry["headers"] = _HEADERS[c]
        out[c] = entry
    return out


# One server-sent event of a streamed chat completion (the data: a JSON chat.completion.chunk, then [DONE]).
SSE_EVENT: dict[str, Any] = {
    "type": "object",
    "required": ["data"],
    "properties": {
        "event": {"type": "string"},
        "data": {"type": "string", "description": "a JSON chat.completion.chunk, or [DONE] at the end"},
        "id": {"type": "string"},
        "retry": {"type": "integer"},
    },
}

# What any operation can answer: auth, body size, validation, a store that is restarting.
COMMON = errors(401, 413, 422, 503)


class _State:
    """Per-replica facts the document depends on (set by the orchestrator when its replica starts)."""

    presets: list[str] | None = None
    auth: bool = False


STATE = _State()


def configure(presets: list[str], auth: bool) -> None:
    STATE.presets = sorted(presets)
    STATE.auth = auth


def _patch_presets(schema: dict[str, Any], presets: list[str]) -> None:
    for model in schema.get("components", {}).get("schemas", {}).values():
        prop = model.get("properties", {}).get("preset")
        if prop is None:
            continue
        for branch in prop.get("anyOf", [prop]):
            if branch.get("type") == "string":
                branch.pop("maxLength", None)
                branch["enum"] = presets


def _patch_security(schema: dict[str, Any]) -> None:
    schema.setdefault("components", {})["securitySchemes"] = {
        "bearer": {"type": "http", "scheme": "bearer", "description": "the server's KIOKU_API_KEY"}
    }
    schema["security"] = [{"bearer": []}]
    for path, ops in schema.get("paths", {}).items():
        if path in OPEN_PATHS:
            for op in ops.values():
                op["security"] = []


def _drop_pickled_examples(schema: dict[str, Any]) -> None:
    """Remove the ``"example": {}`` that pickling puts on every parameter and request body.

    ``serve.ingress`` ships the app to each replica with cloudpickle; FastAPI marks "no example given" with one
    placeholder object that it recognises by identity, and the copy made by the round trip is not it, so the
    replica's document gets an empty-object example everywhere (one that violates its own schema, which client
    generators and fuzzers then send). No operation here declares an example, so every such one is dropped.
    """
    for ops in schema.get("paths", {}).values():
        for op in ops.values():
            for param in op.get("parameters", []):
                if param.get("example") == {}:
                    del param["example"]
            for media in op.get("requestBody", {}).get("content", {}).values():
                if media.get("example") == {}:
                    del media["example"]


def _errors_are_json(schema: dict[str, Any]) -> None:
    """Error bodies are JSON on every route, also where the success body is not (``/metrics`` is text): FastAPI
    files every response of a route under the route's media type, so the error schema is moved back."""
    for ops in schema.get("paths", {}).values():
        for op in ops.values():
            for code, resp in op.get("responses", {}).items():
                content = resp.get("content", {})
                if not code.startswith(("4", "5")) or "application/json" in content:
                    continue
                refs = {m: c.get("schema", {}).get("$ref", "") for m, c in content.items()}
                moved = [m for m, ref in refs.items() if ref.endswith("/ErrorResponse")]
                if moved:
                    resp["content"] = {"application/json": content[moved[0]]}


def _ref(path: str, method: str) -> str:
    return "#/paths/" + path.replace("~", "~0").replace("/", "~1") + "/" + method


def _memory_links(memory_id: str, user: str) -> dict[str, Any]:
    """Links from a response that names a memory to the operations on it; each carries the user too, since
    another user's memory id is not found (that is the isolation rule, not a missing resource)."""
    one = "/v1/memories/{memory_id}"
    return {
        "GetMemory": {"operationRef": _ref(one, "get"), "parameters": {"memory_id": memory_id, "user_id": user}},
        "UpdateMemory": {
            "operationRef": _ref(one, "put"),
            "parameters": {"memory_id": memory_id},
            "requestBody": {"user_id": user},
        },
        "DeleteMemory": {"operationRef": _ref(one, "delete"), "parameters": {"memory_id": memory_id, "user_id": user}},
        "MemoryHistory": {
            "operationRef": _ref(one + "/history", "get"),
            "parameters": {"memory_id": memory_id, "user_id": user},
        },
        "ForgetMemory": {
            "operationRef": _ref("/v1/users/{user_id}/forget", "post"),
            "parameters": {"user_id": user},
            "requestBody": {"key": memory_id},
        },
    }


def _profile_links(key: str, user: str, conflict: bool) -> dict[str, Any]:
    links = {
        "ForgetKey": {
            "operationRef": _ref("/v1/users/{user_id}/forget", "post"),
            "parameters": {"user_id": user},
            "requestBody": {"key": key},
        }
    }
    if conflict:
        links["ConfirmConflict"] = {
            "operationRef": _ref("/v1/users/{user_id}/conflicts/{key}/confirm", "post"),
            "parameters": {"user_id": user, "key": key},
        }
    return links


# (path, method) -> the links of its 200 response. Written out rather than left to a client's guesswork: which
# field of a response is the id of what, and which user it belongs to, is part of the contract.
LINKS: dict[tuple[str, str], dict[str, Any]] = {
    ("/v1/memories", "post"): _memory_links("$response.body#/memories/0/memory_id", "$request.body#/user_id"),
    ("/v1/memories", "get"): _memory_links("$response.body#/memories/0/memory_id", "$request.query.user_id"),
    ("/v1/memories/{memory_id}", "get"): _memory_links("$response.body#/memory_id", "$response.body#/user_id"),
    ("/v1/memories/{memory_id}", "put"): _memory_links("$response.body#/memory_id", "$response.body#/user_id"),
    ("/v1/memories/{memory_id}/history", "get"): _memory_links(
        "$response.body#/memories/0/memory_id", "$request.query.user_id"
    ),
    ("/v1/search", "post"): _memory_links("$response.body#/hits/0/memory/memory_id", "$request.body#/user_id"),
    ("/v1/turns", "post"): _memory_links("$response.body#/memories/0/memory_id", "$request.body#/user_id"),
    ("/v1/context", "post"): _memory_links("$response.body#/evidence/0/memory_id", "$request.body#/user_id"),
    ("/v1/users/{user_id}/profile", "get"): _profile_links(
        "$response.body#/facts/0/key", "$request.path.user_id", conflict=False
    ),
    ("/v1/users/{user_id}/profile", "patch"): _profile_links(
        "$response.body#/facts/0/key", "$request.path.user_id", conflict=False
    ),
    ("/v1/users/{user_id}/conflicts", "get"): _profile_links(
        "$response.body#/conflicts/0/key", "$request.path.user_id", conflict=True
    ),
}


def _add_links(schema: dict[str, Any]) -> None:
    for (path, method), links in LINKS.items():
        op = schema.get("paths", {}).get(path, {}).get(method)
        if op is not None and "200" in op.get("responses", {}):
            op["responses"]["200"]["links"] = links


def document(app: FastAPI, presets: list[str] | None, auth: bool) -> dict[str, Any]:
    """The OpenAPI document of ``app`` for a server with these presets and auth setting (not cached)."""
    from fastapi.openapi.utils import get_openapi

    schema = get_openapi(
        title=app.title,
        version=app.version,
        openapi_version=app.openapi_version,
        description=app.description,
        routes=app.routes,
    )
    _drop_pickled_examples(schema)
    _errors_are_json(schema)
    _add_links(schema)
    if presets is not None:
        _patch_presets(schema, sorted(presets))
    if auth:
        _patch_security(schema)
    return schema


class ContractAPI(FastAPI):
    """FastAPI whose OpenAPI document also states the running configuration (presets, auth)."""

    _allow: list[tuple[re.Pattern[str], str]] | None = None

    def openapi(self) -> dict[str, Any]:
        if self.openapi_schema is None:
            self.openapi_schema = document(self, STATE.presets, STATE.auth)
        return self.openapi_schema

    def allowed_methods(self, path: str) -> str | None:
        """The ``Allow`` header of a 405: every method the document lists for the path (Starlette's own lists
        only the methods of the first route whose path matched, e.g. ``POST`` for ``/v1/memories``)."""
        if self._allow is None:
            table = []
            for template, ops in self.openapi().get("paths", {}).items():
                rx = re.compile("^" + re.sub(r"\\{[^/]+?\\}", "[^/]+", re.escape(template)) + "$")
                methods = sorted(m.upper() for m in ops)
                if "GET" in methods:
                    methods.append("HEAD")  # Starlette answers HEAD wherever GET is served
                table.append((rx, ", ".join(methods)))
            self._allow = table
        return next((allow for rx, allow in self._allow if rx.match(path)), None)


__all__ = ["COMMON", "LINKS", "OPEN_PATHS", "SSE_EVENT", "STATE", "ContractAPI", "configure", "document", "errors"]

"""The MCP server at /mcp of the session's app on Ray Serve (tests/serve_app.py), through the official SDK's own
streamable-HTTP client: every tool, a resource read, auth, whose memory a call acts on, and a forget through MCP
that leaves nothing behind over HTTP."""

from __future__ import annotations

import asyncio
import json
import uuid
from collections.abc import Awaitable, Callable
from typing import Any

import httpx
import pytest

mcp = pytest.importorskip("mcp")
httpx2 = pytest.importorskip("httpx2")
from mcp import Client  # noqa: E402
from mcp.client.streamable_http import streamable_http_client  # noqa: E402
from mcp.shared.exceptions import MCPError  # noqa: E402

TOOLS = {"remember", "search", "build_context", "get_profile", "list_conflicts", "confirm_conflict", "forget"}


def uid() -> str:
    return f"m-{uuid.uuid4().hex[:10]}"


def with_mcp(
    kioku: dict,
    fn: Callable[[Client], Awaitable[Any]],
    *,
    user: str | None,
    key: str | None = "ok",
    statuses: list[int] | None = None,
) -> Any:
    """Run ``fn(client)`` with an MCP client connected the way a desktop assistant's connector is: the URL, the
    bearer token and (optionally) X-Kioku-User as fixed headers. ``statuses`` collects the HTTP statuses seen."""
    headers: dict[str, str] = {}
    if key is not None:
        headers["Authorization"] = kioku["headers"]["Authorization"] if key == "ok" else f"Bearer {key}"
    if user is not None:
        headers["X-Kioku-User"] = user

    async def main() -> Any:
        async def seen(response: Any) -> None:
            if statuses is not None:
                statuses.append(response.status_code)

        async with httpx2.AsyncClient(headers=headers, timeout=120, event_hooks={"response": [seen]}) as http:
            async with Client(streamable_http_client(kioku["base"] + "/mcp", http_client=http)) as client:
                return await fn(client)

    return asyncio.run(main())


def ok(result: Any) -> dict:
    assert not result.is_error, result.content
    return result.structured_content


def error_text(result: Any) -> str:
    assert result.is_error, result.structured_content
    return " ".join(getattr(c, "text", "") for c in result.content)


def test_every_tool_and_the_profile_resource(kioku, http):
    user = uid()
    # a profile conflict made the way users make them: two turns that contradict each other
    for msg in ("I'm allergic to shrimp.", "I'm allergic to peanuts."):
        assert http.post("/v1/turns", json={"user_id": user, "message": msg}).status_code == 200

    async def session(c: Client) -> dict[str, Any]:
        out: dict[str, Any] = {"tools": {t.name for t in (await c.list_tools()).tools}}
        out["facts"] = ok(await c.call_tool("remember", {"facts": ["My budget for Kyoto is 20000 yen."]}))
        out["messages"] = ok(
            await c.call_tool("remember", {"messages": [{"role": "user", "content": "I moved to Sendai in March."}]})
        )
        out["search"] = ok(await c.call_tool("search", {"query": "How much can I spend in Kyoto?", "k": 3}))
        out["context"] = ok(await c.call_tool("build_context", {"message": "Where do I live now?"}))
        out["conflicts"] = ok(await c.call_tool("list_conflicts", {}))
        out["confirmed"] = ok(await c.call_tool("confirm_conflict", {"key": "allergies"}))
        out["after"] = ok(await c.call_tool("list_conflicts", {}))
        out["profile"] = ok(await c.call_tool("get_profile", {}))
        out["templates"] = {t.uri_template for t in (await c.list_resource_templates()).resource_templates}
        out["resource"] = await c.read_resource("kioku://profile")
        out["by_uri"] = await c.read_resource(f"kioku://users/{user}/profile")
        out["bad_key"] = await c.call_tool("confirm_conflict", {"key": "no-such-key"})
        out["bad_args"] = await c.call_tool("search", {"query": "x", "k": 0})
        return out

    out = with_mcp(kioku, session, user=user)
    assert out["tools"] == TOOLS
    assert out["facts"]["memories"][0]["summary"] == "My budget for Kyoto is 20000 yen."
    assert out["messages"]["turns"] == 1 and out["messages"]["session_id"] == "chat"
    assert "20000 yen" in out["search"]["hits"][0]["memory"]["summary"]
    assert "Sendai" in out["context"]["system_prompt"] and out["context"]["evidence"]
    assert [c["key"] for c in out["conflicts"]["conflicts"]] == ["allergies"]
    assert out["confirmed"]["status"] == "ok" and out["confirmed"]["source"] == "user_confirmed"
    assert out["after"]["conflicts"] == []
    facts = {f["key"]: f for f in out["profile"]["facts"]}
    pending = out["conflicts"]["conflicts"][0]["current"]["value"]
    assert facts["allergies"]["value"] == pending and facts["allergies"]["status"] == "ok"
    assert out["templates"] == {"kioku://profile{?user_id}", "kioku://users/{user_id}/profile"}
    for res in (out["resource"], out["by_uri"]):
        body = json.loads(res.contents[0].text)
        assert body["user_id"] == user and {f["key"] for f in body["facts"]} == {"allergies"}
    assert "NotFound" in error_text(out["bad_key"])
    assert "k" in error_text(out["bad_args"])
    # the same store path as HTTP: what MCP wrote, HTTP reads
    listed = http.get("/v1/memories", params={"user_id": user}).json()["memories"]
    assert {"My budget for Kyoto is 20000 yen.", "user: I moved to Sendai in March."} <= {m["summary"] for m in listed}


def test_auth_is_the_apps_bearer_token(kioku):
    for key in (None, "wrong"):
        statuses: list[int] = []
        with pytest.raises((ExceptionGroup, MCPError)):  # the client cannot even connect
            with_mcp(kioku, lambda c: c.list_tools(), user=uid(), key=key, statuses=statuses)
        assert statuses and set(statuses) == {401}
    with httpx.Client(base_url=kioku["base"], timeout=30) as raw:
        r = raw.post("/mcp", json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"})
        assert r.status_code == 401 and r.headers["www-authenticate"] == "Bearer"
        assert r.json()["error"]["field"] == "authorization"
        r = raw.get("/mcp", headers=kioku["headers"])
        assert r.status_code == 405 and r.headers["allow"] == "POST"  # stateless: no stream to open


def test_one_user_per_call_never_mixed(kioku, http):
    alice, bob = uid(), uid()
    secret = "The spare key is under the blue flowerpot."
    with_mcp(kioku, lambda c: c.call_tool("remember", {"facts": [secret]}), user=alice)

    async def as_bob(c: Client) -> dict[str, Any]:
        return {
            "own": await c.call_tool("search", {"query": "where is the spare key?"}),
            "other": await c.call_tool("search", {"query": "where is the spare key?", "user_id": alice}),
            "profile": await c.call_tool("get_profile", {"user_id": alice}),
            "resource": await _read_error(c, f"kioku://users/{alice}/profile"),
            "forget": await c.call_tool("forget", {"everything": True, "user_id": alice}),
        }

    out = with_mcp(kioku, as_bob, user=bob)
    assert ok(out["own"])["hits"] == []
    for name in ("other", "profile", "forget"):
        assert "different users" in error_text(out[name])
    assert "different users" in out["resource"]

    async def no_header(c: Client) -> dict[str, Any]:
        return {
            "none": await c.call_tool("search", {"query": "spare key"}),
            "arg": await c.call_tool("search", {"query": "where is the spare key?", "user_id": alice}),
        }

    out = with_mcp(kioku, no_header, user=None)  # a connector that names no user: the argument says whose
    assert "name the user" in error_text(out["none"])
    assert "flowerpot" in json.dumps(ok(out["arg"]))
    # alice's memory is intact
    assert "flowerpot" in http.post("/v1/search", json={"user_id": alice, "query": "spare key"}).text


async def _read_error(c: Client, uri: str) -> str:
    try:
        await c.read_resource(uri)
    except Exception as exc:  # a resource error is a protocol error for the client
        return str(exc)
    return ""


def test_forget_through_mcp_leaves_nothing_over_http(kioku, http):
    user = uid()
    passport = "My passport number is TZ1234567 and it is in the hotel safe."

    async def remember(c: Client) -> str:
        fact = ok(await c.call_tool("remember", {"facts": [passport]}))
        ok(await c.call_tool("remember", {"messages": [{"content": "I walk along the Kamo river at night."}]}))
        return fact["memories"][0]["memory_id"]

    mid = with_mcp(kioku, remember, user=user)
    http.patch(f"/v1/users/{user}/profile", json={"facts": [{"key": "nickname", "value": "Okonomi-Kaiser"}]})
    assert "TZ1234567" in http.get(f"/v1/users/{user}/audit").text

    async def forget_key(c: Client) -> dict[str, Any]:
        return {
            "memory": ok(await c.call_tool("forget", {"key": mid})),
            "profile": ok(await c.call_tool("forget", {"key": "nickname"})),
            "neither": await c.call_tool("forget", {}),
        }

    out = with_mcp(kioku, forget_key, user=user)
    assert sum(out["memory"]["removed"].values()) > 0 and "either key" in error_text(out["neither"])
    assert http.get(f"/v1/memories/{mid}", params={"user_id": user}).status_code == 404
    for blob in (
        http.post("/v1/search", json={"user_id": user, "query": "passport number hotel safe", "k": 10}).text,
        http.get(f"/v1/users/{user}/export", params={"vectors": True}).text,
        http.get(f"/v1/users/{user}/audit").text,
        http.get(f"/v1/users/{user}/profile").text,
    ):
        assert "TZ1234567" not in blob and "passport" not in blob and "Okonomi-Kaiser" not in blob
    assert "Kamo river" in http.get(f"/v1/users/{user}/export").text  # the rest stays

    gone = with_mcp(kioku, lambda c: c.call_tool("forget", {"everything": True}), user=user)
    assert sum(ok(gone)["removed"].values()) > 0
    assert http.get(f"/v1/users/{user}/export").status_code == 404
    assert http.get(f"/v1/users/{user}/audit").json()["events"] == []
    assert http.get("/v1/memories", params={"user_id": user}).json()["memories"] == []
    assert http.post("/v1/search", json={"user_id": user, "query": "Kamo river"}).json()["hits"] == []
    assert http.get(f"/v1/users/{user}/profile").json()["facts"] == []

"""The HTTP API on a real Ray Serve application bound to 127.0.0.1 (one cluster and one app for the session).

Real clients only: httpx for the JSON API and the official ``openai`` client for chat completions. The app runs
with bearer auth on (every request carries the key), the Embedder deployment in use (``placement: remote``) so
``@serve.batch`` is on the request path, the extractive responder, and two user shards (``store_shards: 2``), so
every guarantee below is checked on a sharded store. The failure tests run last: a shard whose replica cannot
start, then a killed shard replica and a killed orchestrator replica, checking nothing acknowledged was lost.
"""

from __future__ import annotations

import json
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import httpx
import pytest

pytest.importorskip("ray.serve")

from serve_app import APP, KEY, SHARDS, all_memories, error_of, remember, store_of, uid  # app: tests/conftest.py

# ---------------------------------------------------------------------------------------------- basics


def test_health_docs_metrics(http):
    h = http.get("/healthz").json()
    assert h["status"] == "ok" and h["store"] == "ok" and h["generator"] == "extractive"
    assert [(s["shard"], s["deployment"], s["status"]) for s in h["shards"]] == [
        (i, f"Store_{i}", "ok") for i in range(SHARDS)
    ]
    assert len({s["replica"] for s in h["shards"]}) == SHARDS and all(s["node_id"] for s in h["shards"])
    assert all(s["warm_up_s"] > 0 for s in h["shards"])  # each replica paid its one-time loads before serving
    paths = set(http.get("/openapi.json").json()["paths"])
    assert {
        "/v1/turns",
        "/v1/context",
        "/v1/chat/completions",
        "/v1/memories",
        "/v1/memories/{memory_id}",
        "/v1/memories/{memory_id}/history",
        "/v1/search",
        "/v1/users/{user_id}/profile",
        "/v1/users/{user_id}/conflicts",
        "/v1/users/{user_id}/conflicts/{key}/confirm",
        "/v1/users/{user_id}/forget",
        "/v1/users/{user_id}",
        "/v1/users/{user_id}/export",
        "/v1/users/{user_id}/audit",
        "/healthz",
        "/metrics",
    } <= paths
    assert http.get("/docs").status_code == 200
    metrics = ""
    for _ in range(6):  # two orchestrator replicas: each keeps its own counters
        metrics += http.get("/metrics").text
    assert "kioku_http_requests_total" in metrics and 'route="/healthz"' in metrics
    for i in range(SHARDS):  # every shard reports, on every scrape
        assert f'kioku_shard_up{{shard="{i}"}} 1.0' in metrics and f'kioku_shard_users{{shard="{i}"}}' in metrics
    assert "kioku_http_request_duration_seconds_bucket" in metrics


def test_auth_required(kioku):
    with httpx.Client(base_url=kioku["base"], timeout=30) as anon:
        assert anon.get("/healthz").status_code == 200  # probes stay open
        err = error_of(anon.post("/v1/search", json={"user_id": "x", "query": "q"}), 401)
        assert err["field"] == "authorization"
        r = anon.get("/v1/memories", params={"user_id": "x"}, headers={"Authorization": "Bearer wrong"})
        assert error_of(r, 401)["message"] == "invalid bearer token"
        assert r.headers["www-authenticate"] == "Bearer"
        from openai import AuthenticationError, OpenAI

        client = OpenAI(base_url=kioku["base"] + "/v1", api_key="wrong", max_retries=0)
        with pytest.raises(AuthenticationError):
            client.chat.completions.create(model="kioku", user="x", messages=[{"role": "user", "content": "hi"}])


# ---------------------------------------------------------------------------------------------- memories


def test_memories_crud_history_and_search(http):
    user = uid()
    out = remember(
        http,
        user,
        ["私はエビとカニにアレルギーがあります。", "I moved to Osaka last spring for a job at a robotics startup."],
        ts="2025-05-08T13:56:00+00:00",
    )
    assert out["turns"] == 2 and len(out["memories"]) == 2
    again = remember(http, user, ["ignored"], session="s1")  # new turn, new id: not a re-delivery
    assert again["turns"] == 1
    redeliver = http.post(
        "/v1/memories",
        json={"user_id": user, "session_id": "s9", "messages": [{"role": "user", "content": "x y z", "turn_id": "t9"}]},
    )
    dup = http.post(
        "/v1/memories",
        json={"user_id": user, "session_id": "s9", "messages": [{"role": "user", "content": "x y z", "turn_id": "t9"}]},
    )
    assert redeliver.json()["turns"] == 1
    assert (dup.json()["turns"], dup.json()["skipped"]) == (0, 1)  # re-delivery of a known turn id is a no-op

    fact = http.post("/v1/memories", json={"user_id": user, "facts": [{"text": "My budget for Kyoto is 20000 yen."}]})
    assert fact.status_code == 200, fact.text
    mem = fact.json()["memories"][0]
    mid = mem["memory_id"]
    assert mem["source_type"] == "fact" and mem["version"] == 1

    got = http.get(f"/v1/memories/{mid}", params={"user_id": user}).json()
    assert got["summary"] == "My budget for Kyoto is 20000 yen."
    upd = http.put(f"/v1/memories/{mid}", json={"user_id": user, "text": "My budget for Kyoto is 30000 yen."})
    assert upd.status_code == 200, upd.text
    assert upd.json()["version"] == 2
    hist = http.get(f"/v1/memories/{mid}/history", params={"user_id": user}).json()["memories"]
    assert [h["summary"] for h in hist][-2:] == [
        "My budget for Kyoto is 20000 yen.",
        "My budget for Kyoto is 30000 yen.",
    ]

    hits = http.post("/v1/search", json={"user_id": user, "query": "What is my travel budget for Kyoto?", "k": 3})
    assert hits.status_code == 200, hits.text
    assert hits.json()["hits"][0]["memory"]["memory_id"] == mid
    assert "30000" in hits.json()["hits"][0]["memory"]["summary"]
    seafood = http.post("/v1/search", json={"user_id": user, "query": "エビやカニのアレルギー", "k": 3}).json()["hits"]
    assert any("アレルギー" in h["memory"]["summary"] for h in seafood)
    tagged = http.post(
        "/v1/search",
        json={"user_id": user, "query": "budget", "k": 5, "filters": {"source_types": ["turn"]}},
    ).json()["hits"]
    assert all(h["memory"]["source_type"] == "turn" for h in tagged)

    assert http.delete(f"/v1/memories/{mid}", params={"user_id": user}).status_code == 200
    error_of(http.delete(f"/v1/memories/{mid}", params={"user_id": user}), 409)  # already deleted
    after = http.post("/v1/search", json={"user_id": user, "query": "What is my travel budget for Kyoto?", "k": 5})
    assert mid not in {h["memory"]["memory_id"] for h in after.json()["hits"]}
    assert mid not in {m["memory_id"] for m in all_memories(http, user)}


def test_turns_and_context(http):
    user = uid()
    remember(http, user, ["I am allergic to shrimp and crab, so I avoid shellfish."], ts="2025-03-01T10:00:00+00:00")
    ctx = http.post("/v1/context", json={"user_id": user, "session_id": "s2", "message": "Can I eat crab tonight?"})
    assert ctx.status_code == 200, ctx.text
    c = ctx.json()
    assert [s["name"] for s in c["sections"]] == ["PROFILE", "LONG_TERM_MEMORY", "CONTEXT_SUMMARY"]
    assert "shellfish" in c["system_prompt"] and c["evidence"][0]["evidence_ptr"]
    assert c["total_tokens"] <= c["budget"]
    turns_before = [m for m in all_memories(http, user) if m["source_type"] == "turn"]  # /v1/context writes nothing

    r = http.post("/v1/turns", json={"user_id": user, "session_id": "s2", "message": "Can I eat crab tonight?"})
    assert r.status_code == 200, r.text
    t = r.json()
    assert t["generator"] == "extractive" and t["reply"].startswith("[extractive reply")
    assert "shellfish" in t["reply"] and t["lang"] == "en" and t["trace_id"]
    assert t["memories"] and t["memories"][0]["turn_ids"] and t["memories"][0]["evidence_ptr"]
    # The user's message becomes a memory; the extractive reply only quotes memories, so it is kept as a turn of
    # the conversation (export) but not indexed a second time.
    turns = [m for m in all_memories(http, user) if m["source_type"] == "turn"]
    assert len(turns) == len(turns_before) + 1 and turns[-1]["speaker"] == "user"
    said = http.get(f"/v1/users/{user}/export").json()["tables"]["turns"]
    assert [(x["speaker"], x["text"]) for x in said[-2:]] == [
        ("user", "Can I eat crab tonight?"),
        ("assistant", t["reply"]),
    ]

    ja = http.post("/v1/turns", json={"user_id": user, "session_id": "s2", "message": "今夜カニを食べてもいいですか？"})
    assert ja.json()["lang"] == "ja" and ja.json()["reply"].startswith("[抽出型の応答")


def test_chat_completions_openai_client(kioku, http):
    from openai import OpenAI

    user = uid()
    remember(http, user, ["My daughter Hana starts elementary school in Nagoya in April."])
    client = OpenAI(base_url=kioku["base"] + "/v1", api_key=KEY, max_retries=0)
    plain = client.chat.completions.create(
        model="kioku-extractive",
        user=user,
        messages=[
            {"role": "system", "content": "You are a helpful assistant."},
            {"role": "user", "content": "When does my daughter start school?"},
        ],
    )
    text = plain.choices[0].message.content
    assert plain.object == "chat.completion" and plain.choices[0].finish_reason == "stop"
    assert "Hana" in text and "April" in text and plain.usage.total_tokens > 0
    assert plain.model_extra["kioku"]["memories"] and plain.model_extra["kioku"]["session"] == "chat"

    stream = client.chat.completions.create(
        model="kioku-extractive",
        messages=[{"role": "user", "content": "Which city is Hana's school in?"}],
        stream=True,
        stream_options={"include_usage": True},
        extra_headers={"X-Kioku-User": user, "X-Kioku-Session": "phone"},
    )
    parts, finish, usage = [], None, None
    for chunk in stream:
        if chunk.usage:
            usage = chunk.usage
        for ch in chunk.choices:
            parts.append(ch.delta.content or "")
            finish = ch.finish_reason or finish
    streamed = "".join(parts)
    assert len([p for p in parts if p]) > 1 and "Nagoya" in streamed and finish == "stop" and usage.total_tokens > 0
    # both exchanges were remembered, in their sessions
    sessions = {m["session_id"] for m in all_memories(http, user)}
    assert {"chat", "phone"} <= sessions

    error_of(  # no user anywhere: no identity to act for
        http.post("/v1/chat/completions", json={"model": "m", "messages": [{"role": "user", "content": "hi"}]}), 403
    )
    mixed = http.post(  # two different users: refused, never a guess between them
        "/v1/chat/completions",
        json={"model": "m", "user": user, "messages": [{"role": "user", "content": "hi"}]},
        headers={"X-Kioku-User": uid()},
    )
    assert error_of(mixed, 403)["field"] == "user"
    err = error_of(
        http.post(
            "/v1/chat/completions",
            json={"model": "m", "user": user, "messages": [{"role": "user", "content": "hi"}], "tools": []},
        ),
        422,
    )
    assert err["field"] == "tools"


# ---------------------------------------------------------------------------------------------- users


def test_turns_run_the_write_path(http):
    """A turn goes through the consensus writer: a stated allergy becomes a profile fact, a contradicting one is
    held as a conflict with a one-line question in the turn's reply, and the user's answer settles it."""
    user = uid()
    turn = {"user_id": user, "session_id": "s1", "message": "I'm allergic to shrimp."}
    assert http.post("/v1/turns", json=turn).status_code == 200
    facts = {f["key"]: f for f in http.get(f"/v1/users/{user}/profile").json()["facts"]}
    assert facts["allergies"]["value"] == ["shrimp"] and facts["allergies"]["status"] == "ok"

    r = http.post("/v1/turns", json={**turn, "session_id": "s2", "message": "I'm allergic to peanuts."})
    assert r.status_code == 200, r.text
    question = r.json()["confirmation"]
    assert question and "(yes/no)" in question and "\n" not in question
    assert [c["key"] for c in http.get(f"/v1/users/{user}/conflicts").json()["conflicts"]] == ["allergies"]

    r = http.post("/v1/turns", json={**turn, "session_id": "s2", "message": "Yes"})
    assert r.status_code == 200 and r.json()["confirmation"] is None
    facts = {f["key"]: f for f in http.get(f"/v1/users/{user}/profile").json()["facts"]}
    assert facts["allergies"]["value"] == ["peanut"] and facts["allergies"]["status"] == "ok"
    assert http.get(f"/v1/users/{user}/conflicts").json()["conflicts"] == []


def test_profile_conflicts_and_confirm(kioku, http):
    user = uid()
    r = http.patch(
        f"/v1/users/{user}/profile",
        json={"facts": [{"key": "diet", "value": "vegetarian"}, {"key": "language_order", "value": ["ja", "en"]}]},
    )
    assert r.status_code == 200, r.text
    facts = {f["key"]: f for f in r.json()["facts"]}
    assert facts["diet"]["value"] == "vegetarian" and facts["language_order"]["value"] == ["ja", "en"]
    assert http.get(f"/v1/users/{user}/conflicts").json()["conflicts"] == []
    error_of(http.post(f"/v1/users/{user}/conflicts/diet/confirm", json={}), 404)

    # The write path marks contradictions as conflicts; here the store owner is told so directly.
    store = store_of(kioku, user)
    res = store.call.remote(
        "set_facts", {"user_id": user, "facts": [{"key": "diet", "value": "eats fish", "status": "conflict"}]}
    ).result()
    assert "ok" in res, res
    conflicts = http.get(f"/v1/users/{user}/conflicts").json()["conflicts"]
    assert [c["key"] for c in conflicts] == ["diet"]
    assert conflicts[0]["current"]["value"] == "eats fish"
    assert conflicts[0]["previous"][0]["value"] == "vegetarian"
    ok = http.post(f"/v1/users/{user}/conflicts/diet/confirm", json={"value": "pescatarian", "keep_pending": False})
    assert ok.status_code == 200, ok.text
    assert ok.json()["status"] == "ok" and ok.json()["value"] == "pescatarian"
    assert http.get(f"/v1/users/{user}/conflicts").json()["conflicts"] == []
    actions = [e["action"] for e in http.get(f"/v1/users/{user}/audit").json()["events"]]
    assert "CONFIRM" in actions


def _texts_of(body: Any) -> str:
    return json.dumps(body, ensure_ascii=False)


def test_forget_and_delete_leave_nothing(http):
    user = uid()
    secret_item = "My passport number is TZ1234567 and I keep it in the hotel safe."
    secret_fact = "Okonomiyaki-Kaiser"
    remember(http, user, ["I like walking along the Kamo river in the evening."])
    r = http.post("/v1/memories", json={"user_id": user, "facts": [{"text": secret_item}]})  # its audit holds the text
    mid = r.json()["memories"][0]["memory_id"]
    http.patch(f"/v1/users/{user}/profile", json={"facts": [{"key": "nickname", "value": secret_fact}]})
    http.put(f"/v1/memories/{mid}", json={"user_id": user, "tags": ["travel"]})  # a second version in history
    for path in (f"/v1/users/{user}/export", f"/v1/users/{user}/audit"):
        text = _texts_of(http.get(path).json())
        assert "TZ1234567" in text and secret_fact in text

    assert http.post(f"/v1/users/{user}/forget", json={"key": mid}).status_code == 200
    assert http.post(f"/v1/users/{user}/forget", json={"key": "nickname"}).status_code == 200
    error_of(http.post(f"/v1/users/{user}/forget", json={"key": "no-such-key"}), 404)
    hits = http.post("/v1/search", json={"user_id": user, "query": "passport number hotel safe", "k": 10}).json()
    export = http.get(f"/v1/users/{user}/export", params={"vectors": True}).json()
    audit = http.get(f"/v1/users/{user}/audit").json()
    for blob in (hits, export, audit, http.get(f"/v1/users/{user}/profile").json()):
        text = _texts_of(blob)
        assert "TZ1234567" not in text and "passport" not in text and secret_fact not in text
    assert "Kamo river" in _texts_of(export)  # the rest stays

    gone = http.delete(f"/v1/users/{user}")
    assert gone.status_code == 200 and sum(gone.json()["removed"].values()) > 0
    error_of(http.get(f"/v1/users/{user}/export"), 404)
    error_of(http.delete(f"/v1/users/{user}"), 404)
    assert http.get(f"/v1/users/{user}/audit").json()["events"] == []
    assert http.post("/v1/search", json={"user_id": user, "query": "Kamo river", "k": 10}).json()["hits"] == []
    assert all_memories(http, user) == []
    assert http.get(f"/v1/users/{user}/profile").json()["facts"] == []


def test_user_isolation_through_every_endpoint(kioku, http):
    a, b = uid(), uid()
    remember(http, a, ["Alice's secret: the spare key is under the blue flowerpot."])
    http.patch(f"/v1/users/{a}/profile", json={"facts": [{"key": "hometown", "value": "Sapporo"}]})
    mid = all_memories(http, a)[0]["memory_id"]
    remember(http, b, ["Bob likes ramen."])
    q = "where is the spare key?"

    assert "flowerpot" not in _texts_of(http.post("/v1/search", json={"user_id": b, "query": q, "k": 10}).json())
    for method, path, kw in [
        ("GET", f"/v1/memories/{mid}", {"params": {"user_id": b}}),
        ("PUT", f"/v1/memories/{mid}", {"json": {"user_id": b, "text": "hijacked"}}),
        ("DELETE", f"/v1/memories/{mid}", {"params": {"user_id": b}}),
        ("GET", f"/v1/memories/{mid}/history", {"params": {"user_id": b}}),
        ("POST", f"/v1/users/{b}/forget", {"json": {"key": mid}}),
    ]:
        error_of(http.request(method, path, **kw), 404)
    assert all(m["user_id"] == b for m in all_memories(http, b))
    for path in (f"/v1/users/{b}/profile", f"/v1/users/{b}/export", f"/v1/users/{b}/audit"):
        text = _texts_of(http.get(path).json())
        assert "flowerpot" not in text and "Sapporo" not in text and mid not in text
    for path in ("/v1/context", "/v1/turns"):
        body = http.post(path, json={"user_id": b, "session_id": "s", "message": q}).json()
        assert "flowerpot" not in _texts_of(body) and "Sapporo" not in _texts_of(body)
    from openai import OpenAI

    client = OpenAI(base_url=kioku["base"] + "/v1", api_key=KEY, max_retries=0)
    chat = client.chat.completions.create(model="m", user=b, messages=[{"role": "user", "content": q}])
    assert "flowerpot" not in chat.choices[0].message.content
    # and A still has everything
    assert http.get(f"/v1/memories/{mid}", params={"user_id": a}).json()["summary"].endswith("flowerpot.")
    assert "flowerpot" in _texts_of(http.post("/v1/search", json={"user_id": a, "query": q, "k": 3}).json())


# ---------------------------------------------------------------------------------------------- bad input


def test_bad_inputs_are_json_4xx_naming_the_field_and_write_nothing(kioku, http):
    user = uid()
    remember(http, user, ["baseline memory"])
    before = all_memories(http, user)

    raw = http.post(
        "/v1/turns", content=b'{"user_id": "x", "session_id": ', headers={"content-type": "application/json"}
    )
    assert error_of(raw, 422)["field"] == "body"
    assert error_of(http.post("/v1/search", json={"user_id": user, "query": "q", "k": "ten"}), 422)["field"] == "k"
    assert error_of(http.post("/v1/search", json={"user_id": user, "query": 5}), 422)["field"] == "query"
    assert error_of(http.post("/v1/search", json={"user_id": user, "query": "q", "kk": 1}), 422)["field"] == "kk"
    assert error_of(http.post("/v1/search", json={"user_id": user, "query": "q", "k": 0}), 422)["field"] == "k"
    assert error_of(http.post("/v1/search", json={"user_id": user, "query": "   "}), 422)["field"] == "query"
    assert error_of(http.post("/v1/search", json=[1, 2]), 422)["field"] == "body"
    err = error_of(http.post("/v1/search", json={"user_id": user, "query": "q", "preset": "nope"}), 422)
    assert err["field"] == "preset"
    err = error_of(http.post("/v1/search", json={"user_id": user, "query": "q", "filters": {"langs": ["fr"]}}), 422)
    assert err["field"].startswith("filters.langs")
    big = "x" * 32_001
    turn = http.post("/v1/turns", json={"user_id": user, "session_id": "s", "message": big})
    assert error_of(turn, 422)["field"] == "message"
    error_of(
        http.post("/v1/memories", content=b"{" + b" " * 250_000 + b"}", headers={"content-type": "application/json"}),
        413,
    )
    # a message list whose third entry is bad writes none of the first two
    bad = http.post(
        "/v1/memories",
        json={
            "user_id": user,
            "session_id": "s2",
            "messages": [{"content": "fine one"}, {"content": "fine two"}, {"content": ""}],
        },
    )
    assert error_of(bad, 422)["field"] == "messages.2.content"
    both = http.post(
        "/v1/memories",
        json={"user_id": user, "session_id": "s", "messages": [{"content": "a"}], "facts": [{"text": "b"}]},
    )
    error_of(both, 422)
    bad_ts = http.post(
        "/v1/memories", json={"user_id": user, "facts": [{"text": "ok"}, {"text": "ts", "timestamp": "soon"}]}
    )
    assert error_of(bad_ts, 422)["field"] == "facts.1.timestamp"
    no_facts = http.patch(f"/v1/users/{user}/profile", json={"facts": []})
    assert error_of(no_facts, 422)["field"] == "facts"
    assert error_of(http.get("/v1/memories/m_nope", params={"user_id": user}), 404)["field"] == "memory_id"
    assert error_of(http.get("/v1/memories"), 422)["field"] == "user_id"
    assert error_of(http.get(f"/v1/users/{uid()}/export"), 404)["field"] == "user_id"
    assert error_of(http.get("/v1/nothing-here"), 404)["field"] == "path"
    assert error_of(http.put("/v1/memories/m_nope", json={"user_id": user}), 422)["field"] == "body"
    assert error_of(http.put("/v1/memories/m_nope", json={"user_id": user, "text": "t"}), 404)["field"] == "memory_id"

    assert all_memories(http, user) == before
    assert http.get(f"/v1/users/{user}/profile").json()["facts"] == []


# ---------------------------------------------------------------------------------------------- concurrency


def test_concurrent_writers_produce_one_memory_and_lose_none(kioku, http):
    user = uid()
    text = "I will visit the Ghibli Museum in Mitaka on 3 June."

    def post_same(_: int) -> httpx.Response:
        with httpx.Client(base_url=kioku["base"], headers=kioku["headers"], timeout=120) as c:
            return c.post("/v1/memories", json={"user_id": user, "facts": [{"text": text}]})

    with ThreadPoolExecutor(8) as ex:
        res = list(ex.map(post_same, range(8)))
    assert all(r.status_code == 200 for r in res), [r.text for r in res]
    assert sum(len(r.json()["memories"]) for r in res) == 1
    assert sum(r.json()["duplicates"] for r in res) == 7
    assert [m["summary"] for m in all_memories(http, user)] == [text]

    def post_distinct(i: int) -> httpx.Response:
        with httpx.Client(base_url=kioku["base"], headers=kioku["headers"], timeout=120) as c:
            return c.post(
                "/v1/memories",
                json={"user_id": user, "session_id": f"w{i % 2}", "messages": [{"content": f"note number {i}"}]},
            )

    with ThreadPoolExecutor(8) as ex:
        res = list(ex.map(post_distinct, range(24)))
    assert all(r.status_code == 200 for r in res), [r.text for r in res if r.status_code != 200]
    texts = [m["summary"] for m in all_memories(http, user) if m["source_type"] == "turn"]
    assert sorted(texts) == sorted(f"user: note number {i}" for i in range(24))

    embedder = kioku["serve"].get_deployment_handle("Embedder", app_name=APP)
    assert max(embedder.info.remote().result()["batches"]) > 1  # concurrent requests were batched


# ---------------------------------------------------------------------------------------------- failures


def _post_until(kioku: dict, user: str, stop: threading.Event, acked: list[str], failed: list[str]) -> None:
    with httpx.Client(base_url=kioku["base"], headers=kioku["headers"], timeout=120) as c:
        i = 0
        while not stop.is_set():
            text = f"{threading.current_thread().name} fact {i}"
            i += 1
            try:
                r = c.post("/v1/memories", json={"user_id": user, "facts": [{"text": text}]})
            except httpx.HTTPError as exc:
                failed.append(f"{text}: {exc}")
                continue
            (acked if r.status_code == 200 else failed).append(text if r.status_code == 200 else f"{text}: {r.text}")


def _wait_healthy(http: httpx.Client, changed_from: str | None, key: str, timeout: float = 120.0) -> dict:
    """/healthz answers ok and ``key`` (a top-level field, or ``shard:<i>`` for that shard's replica) changed."""
    deadline = time.monotonic() + timeout
    last: Any = None
    while time.monotonic() < deadline:
        try:
            r = http.get("/healthz")
            last = r.json()
            now = last["shards"][int(key[6:])]["replica"] if key.startswith("shard:") else last.get(key)
            if r.status_code == 200 and last.get("status") == "ok" and now != changed_from:
                return last
        except (httpx.HTTPError, ValueError, KeyError, IndexError) as exc:
            last = exc
        time.sleep(0.5)
    raise AssertionError(f"app did not recover: {last}")


def _memories_in(kioku: dict, shard: int, user: str) -> list[Any]:
    """What one shard's Store replica holds for a user, asked directly (bypassing the orchestrator's routing)."""
    store = kioku["serve"].get_deployment_handle(f"Store_{shard}", app_name=APP)
    res = store.call.remote("list", {"user_id": user}).result()
    assert "ok" in res, res
    return res["ok"]


def test_users_live_in_their_shard_only(kioku, http):
    from memory.shards import read_identity, read_map, shard_dir

    users = {i: uid(i) for i in range(SHARDS)}
    for i, u in users.items():
        remember(http, u, [f"I am the user of shard {i}."])
    for i, u in users.items():
        assert [m.summary for m in _memories_in(kioku, i, u)] == [f"user: I am the user of shard {i}."]
        for j in set(range(SHARDS)) - {i}:
            assert _memories_in(kioku, j, u) == []
    m = read_map(kioku["data_dir"])
    assert m is not None and m.count == SHARDS
    for i in range(SHARDS):
        ident = read_identity(shard_dir(kioku["data_dir"], i))
        assert ident is not None and (ident["index"], ident["count"]) == (i, SHARDS)
        assert (shard_dir(kioku["data_dir"], i) / "kioku.duckdb").is_file()


def test_a_shard_without_replica_answers_503_naming_it_and_others_carry_on(kioku, http):
    """A shard whose replica is down (killed, and its replacement kept from starting by holding the shard's lock,
    as a running maintenance job would) fails only its own users, fast, with a 503 naming the shard; nothing is
    written to another shard, health and metrics say which shard is down, and it comes back when it can."""
    from memory.errors import Conflict
    from memory.shards import SHARD_LOCK, DirLock, shard_dir

    ray = kioku["ray"]
    down, up = 1, 0
    u_down, u_up = uid(down), uid(up)
    remember(http, u_down, ["Written before the outage."])
    remember(http, u_up, ["Another shard's user."])
    lock = None
    for _ in range(3):  # a replacement replica may win the race for the lock; then kill that one too
        name = _wait_healthy(http, None, "status")["shards"][down]["replica"]
        ray.kill(ray.get_actor(name, namespace="serve"), no_restart=True)
        deadline = time.monotonic() + 30
        while lock is None and time.monotonic() < deadline:
            try:
                lock = DirLock(shard_dir(kioku["data_dir"], down) / SHARD_LOCK, exclusive=True, busy="held by the test")
            except Conflict:
                time.sleep(0.05)
        if lock is not None:  # held here, so no replacement replica can serve the shard
            break
    assert lock is not None, "could not hold the shard's lock"
    try:
        t0 = time.monotonic()
        during = {"user_id": u_down, "facts": [{"text": "during the outage"}]}
        err = error_of(http.post("/v1/memories", json=during), 503)
        assert time.monotonic() - t0 < 30
        assert err["field"] == "store" and f"store shard {down} of {SHARDS} (Store_{down})" in err["message"]
        err = error_of(http.get("/v1/memories", params={"user_id": u_down}), 503)  # reads give up too, later
        assert f"Store_{down}" in err["message"]
        # the other shard's users are served as usual
        assert remember(http, u_up, ["Written during the other shard's outage."])["turns"] == 1
        assert len(all_memories(http, u_up)) == 2
        r = http.get("/healthz")
        assert r.status_code == 503 and r.json()["status"] == "degraded"
        states = {s["shard"]: s["status"] for s in r.json()["shards"]}
        assert states == {up: "ok", down: "unavailable"} and f"Store_{down}" in r.json()["store"]
        metrics = http.get("/metrics").text
        assert f'kioku_shard_up{{shard="{down}"}} 0.0' in metrics and f'kioku_shard_up{{shard="{up}"}} 1.0' in metrics
        assert _memories_in(kioku, up, u_down) == []  # the refused write went nowhere else
    finally:
        lock.close()
    _wait_healthy(http, None, "status", timeout=180)
    assert [m["summary"] for m in all_memories(http, u_down)] == ["user: Written before the outage."]
    assert remember(http, u_down, ["Written after the outage."])["turns"] == 1


@pytest.mark.parametrize("victim", ["store_replica", "replica"])
def test_killed_replica_loses_no_acknowledged_write(kioku, http, victim):
    """ray.kill a replica (a shard's store owner, then an orchestrator) mid-load: Serve restarts it, the shard's
    DuckDB file is still there, every write that was answered 200 is still remembered, and the users of the
    other shard never notice a store owner's death."""
    ray = kioku["ray"]
    user, other = uid(1), uid(0)
    health = http.get("/healthz").json()
    name = health["shards"][1]["replica"] if victim == "store_replica" else health[victim]
    stop = threading.Event()
    acked: list[str] = []
    failed: list[str] = []
    other_acked: list[str] = []
    other_failed: list[str] = []
    threads = [
        threading.Thread(target=_post_until, args=(kioku, user, stop, acked, failed), name=f"w{i}") for i in range(4)
    ]
    threads.append(
        threading.Thread(target=_post_until, args=(kioku, other, stop, other_acked, other_failed), name="o0")
    )
    for t in threads:
        t.start()
    deadline = time.monotonic() + 60
    while len(acked) < 8 and time.monotonic() < deadline:
        time.sleep(0.1)
    ray.kill(ray.get_actor(name, namespace="serve"), no_restart=True)
    time.sleep(3.0)  # keep writing while Serve notices and replaces the replica
    if victim == "store_replica":
        _wait_healthy(http, name, "shard:1")
    else:
        # another orchestrator may answer /healthz all along; wait for a replacement with a new name
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            st = kioku["serve"].status().applications[APP]
            if st.status == "RUNNING" and st.deployments["Orchestrator"].status == "HEALTHY":
                break
            time.sleep(0.5)
    time.sleep(2.0)
    stop.set()
    for t in threads:
        t.join(timeout=120)
    assert len(acked) >= 8 and other_acked
    for u, ok, bad in ((user, acked, failed), (other, other_acked, other_failed)):
        stored = {m["summary"] for m in all_memories(http, u)}
        lost = [t for t in ok if t not in stored]
        assert not lost, f"acknowledged but lost: {lost[:5]}"
        # nothing appears that was not sent; a write that failed mid-call may or may not have committed
        assert stored <= set(ok) | {f.split(": ")[0] for f in bad}
    if victim == "store_replica":
        assert not other_failed, other_failed[:3]  # another shard's death is not this shard's users' problem
        assert all("Store_1" in f for f in failed), failed[:3]  # and a refused write names its shard
    # and the app works again end to end
    r = http.post("/v1/search", json={"user_id": user, "query": "fact", "k": 3})
    assert r.status_code == 200 and r.json()["hits"]

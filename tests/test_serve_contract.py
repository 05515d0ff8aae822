"""The OpenAPI document is the contract: schemathesis against the real app on Ray Serve (tests/serve_app.py), with
all of its checks, and the fuzzer's earlier finds kept as explicit regression tests.

The schemathesis run is bounded: a fixed seed, ``MAX_EXAMPLES`` generated cases per operation and phase
(examples, coverage, fuzzing), then a bounded stateful run over the links schemathesis infers between
operations. Every request it sends goes through one counting session; the totals are printed (``-s``).
"""

from __future__ import annotations

import time
from typing import Any

import pytest

schemathesis = pytest.importorskip("schemathesis")
requests = pytest.importorskip("requests")
from hypothesis import HealthCheck, settings  # noqa: E402
from serve_app import KEY, error_of, uid  # noqa: E402

MAX_EXAMPLES = 8
STATEFUL_EXAMPLES = 10
SEED = 20261123
SENT = {"requests": 0, "seconds": 0.0}


class _CountingSession(requests.Session):
    """Every request schemathesis sends (its checks' extra requests included) passes through here."""

    def send(self, request: Any, **kwargs: Any) -> Any:
        SENT["requests"] += 1
        return super().send(request, **kwargs)


SESSION = _CountingSession()


@pytest.fixture(scope="module", autouse=True)
def _report_volume():
    """How much the fuzzer sent, printed at the end of the module (run with -s to see it)."""
    t0 = time.perf_counter()
    yield
    print(
        f"\nschemathesis: {SENT['requests']} requests, {SENT['seconds']:.1f} s in its calls and checks, "
        f"{time.perf_counter() - t0:.1f} s for the module"
    )


def _document() -> dict[str, Any]:
    """The document the test app serves, built in-process at collection time (no cluster needed yet); the
    first test checks that the running app serves exactly this."""
    from memory.config import load_config
    from serve.contract import document
    from serve.ingress import app

    return document(app, list(load_config().presets), auth=True)  # tests/serve_app.py: default config, auth on


DOC = _document()
CONFIG = schemathesis.Config.from_dict(
    {
        "seed": SEED,
        # the document's own security scheme: schemathesis knows the token is real, leaves it out of negative
        # cases, and checks that the app refuses requests without it or with a wrong one
        "auth": {"openapi": {"bearer": {"bearer": KEY}}},
        "generation": {"max-examples": MAX_EXAMPLES},
        "request-timeout": 60,
        # DELETE of a memory leaves a tombstone (status 'deleted') and its history readable; forget erases. The
        # document says so and test_a_deleted_memory_is_a_tombstone_until_forgotten pins it: not a use-after-free.
        "operations": [
            {
                "include-path": ["/v1/memories/{memory_id}", "/v1/memories/{memory_id}/history"],
                "include-method": "GET",
                "checks": {"use_after_free": {"enabled": False}},
            }
        ],
    }
)
schema = schemathesis.openapi.from_dict(DOC, config=CONFIG)


def test_the_served_document_is_the_one_under_test(http):
    assert http.get("/openapi.json").json() == DOC


@schema.parametrize()
@settings(
    deadline=None,
    suppress_health_check=list(HealthCheck),
    max_examples=MAX_EXAMPLES,
    derandomize=True,
    database=None,  # nothing written into the checkout; the fixed seed replays any failure
)
@pytest.mark.timeout(300)
def test_every_operation_keeps_the_contract(case, kioku):
    """Examples, coverage (boundary and negative values, undeclared methods) and fuzzing for each operation;
    all checks: no 5xx, only declared statuses, content types and headers, responses that match their schemas,
    schema-valid input accepted, schema-invalid input refused, 405 with Allow, auth not ignored, ..."""
    t0 = time.perf_counter()
    try:
        case.call_and_validate(base_url=kioku["base"], session=SESSION)
    finally:
        SENT["seconds"] += time.perf_counter() - t0


@pytest.mark.timeout(300)
def test_stateful_sequences_keep_the_contract(kioku):
    """Sequences along the links schemathesis infers (create a memory, then read, update, delete it, ...)."""
    base = kioku["base"]

    class Machine(schema.as_state_machine()):  # type: ignore[misc]
        def get_call_kwargs(self, case: Any) -> dict[str, Any]:
            return {"base_url": base, "session": SESSION}

    before = SENT["requests"]
    t0 = time.perf_counter()
    try:
        Machine.run(
            settings=settings(
                max_examples=STATEFUL_EXAMPLES,
                deadline=None,
                suppress_health_check=list(HealthCheck),
                derandomize=True,
                database=None,
                stateful_step_count=6,
            )
        )
    finally:
        SENT["seconds"] += time.perf_counter() - t0
    assert SENT["requests"] - before >= STATEFUL_EXAMPLES * 2  # sequences of at least two calls really ran


# ---------------------------------------------------------------------------------------------- regression tests


def test_offset_beyond_64_bits_is_a_422_naming_it_not_a_500(http):
    r = http.get("/v1/memories", params={"user_id": "0", "limit": 2797, "offset": "9104051109568551321600"})
    assert error_of(r, 422)["field"] == "offset"
    at_max = http.get("/v1/memories", params={"user_id": uid(), "offset": 1_000_000_000})
    assert at_max.status_code == 200 and at_max.json()["memories"] == []


def test_every_status_an_operation_answers_is_declared_with_the_error_schema(http):
    doc = http.get("/openapi.json").json()
    ops = {(m.upper(), p): op for p, item in doc["paths"].items() for m, op in item.items()}
    for key, codes in {
        ("GET", "/v1/memories/{memory_id}"): {"404"},
        ("DELETE", "/v1/memories/{memory_id}"): {"404", "409"},
        ("PUT", "/v1/memories/{memory_id}"): {"404", "409"},
        ("GET", "/v1/memories/{memory_id}/history"): {"404"},
        ("POST", "/v1/users/{user_id}/conflicts/{key}/confirm"): {"404", "409"},
        ("POST", "/v1/users/{user_id}/forget"): {"404"},
        ("DELETE", "/v1/users/{user_id}"): {"404"},
        ("GET", "/v1/users/{user_id}/export"): {"404"},
        ("POST", "/v1/memories"): {"409"},
    }.items():
        declared = set(ops[key]["responses"])
        assert codes | {"401", "413", "422", "503"} <= declared, (key, declared)
        ref = ops[key]["responses"]["404" if "404" in codes else "409"]["content"]["application/json"]["schema"]
        assert ref["$ref"].endswith("/ErrorResponse")
    assert "text/plain" in ops[("GET", "/metrics")]["responses"]["200"]["content"]
    assert doc["components"]["securitySchemes"]["bearer"]["scheme"] == "bearer"  # auth is on in this app
    assert ops[("GET", "/healthz")]["security"] == []
    # the API's own answers: a 404 with the error body
    error_of(http.delete(f"/v1/users/{uid()}"), 404)
    error_of(http.get("/v1/memories/m_nope", params={"user_id": uid()}), 404)


def test_rules_across_fields_and_names_live_in_the_schema(http):
    doc = http.get("/openapi.json").json()
    schemas = doc["components"]["schemas"]
    assert [b["required"] for b in schemas["MemoriesRequest"]["oneOf"]] == [["messages"], ["facts"]]
    assert {b["required"][0] for b in schemas["UpdateMemoryRequest"]["anyOf"]} == {
        "text",
        "tags",
        "confidence",
        "sensitivity",
    }
    presets = next(b for b in schemas["SearchRequest"]["properties"]["preset"]["anyOf"] if b.get("type") == "string")
    assert "kioku" in presets["enum"] and "bm25_turn" in presets["enum"]
    turn_presets = next(b for b in schemas["TurnRequest"]["properties"]["preset"]["anyOf"] if b.get("type"))
    assert turn_presets["enum"] == presets["enum"]
    params = {p["name"]: p for p in doc["paths"]["/v1/memories"]["get"]["parameters"]}
    source = params["source_type"]["schema"]["anyOf"][0]["items"]
    assert set(source["enum"]) == {"turn", "segment", "episodic", "fact", "summary"}
    assert params["offset"]["schema"]["maximum"] == 1_000_000_000
    messages = schemas["ChatCompletionRequest"]["properties"]["messages"]
    assert messages["contains"]["properties"]["role"]["const"] == "user"
    user = uid()
    # ... and the API enforces exactly those rules
    both = {"user_id": user, "messages": [{"content": "a"}], "facts": [{"text": "b"}]}
    assert error_of(http.post("/v1/memories", json=both), 422)["field"] == "body"
    assert error_of(http.post("/v1/memories", json={"user_id": user}), 422)["field"] == "body"
    assert error_of(http.put("/v1/memories/m_x", json={"user_id": user, "text": None}), 422)["field"] == "body"
    bad_preset = http.post("/v1/search", json={"user_id": user, "query": "q", "preset": "½:"})
    assert error_of(bad_preset, 422)["field"] == "preset"
    assert error_of(http.get("/v1/memories", params={"user_id": user, "source_type": ""}), 422)["field"].startswith(
        "source_type"
    )


def test_strict_types_booleans_numbers_and_timestamps(http):
    user = uid()
    r = http.patch(f"/v1/users/{user}/profile", json={"facts": [{"key": "k", "value": 1, "consent": 0}]})
    assert error_of(r, 422)["field"] == "facts.0.consent"
    assert error_of(http.post("/v1/search", json={"user_id": user, "query": "q", "k": "10"}), 422)["field"] == "k"
    assert error_of(http.post("/v1/search", json={"user_id": user, "query": "q", "k": True}), 422)["field"] == "k"
    for ts in (1700000000, "1700000000", "2025-05-08", "2025-05-08T13:56:00", "2025-13-08T13:56:00Z"):
        r = http.post("/v1/memories", json={"user_id": user, "facts": [{"text": "t", "timestamp": ts}]})
        assert error_of(r, 422)["field"] == "facts.0.timestamp", ts
    ok = http.post("/v1/memories", json={"user_id": user, "facts": [{"text": "t", "timestamp": "2025-05-08T13:56Z"}]})
    assert ok.status_code == 422  # seconds are part of RFC 3339
    ok = http.post(
        "/v1/memories", json={"user_id": user, "facts": [{"text": "t", "timestamp": "2025-05-08T13:56:00+09:00"}]}
    )
    assert ok.status_code == 200 and ok.json()["memories"][0]["timestamp"].startswith("2025-05-08T04:56:00")
    assert http.get(f"/v1/users/{user}/profile").json()["facts"] == []


def test_blank_means_the_same_to_schema_validator_and_engine(http):
    """U+001C is blank to Python's str.strip (the engine) but not to ECMA's \\S: the schema says so too."""
    user = uid()
    for blank in ("\u001c", "\u0085", " \u3000 "):
        r = http.post("/v1/search", json={"user_id": blank, "query": "q"})
        assert error_of(r, 422)["field"] == "user_id", repr(blank)
    r = http.post("/v1/search", json={"user_id": user, "query": "\ufeff"})  # not blank anywhere
    assert r.status_code == 200 and r.json() == {"hits": []}


def test_405_carries_allow(http):
    r = http.request("TRACE", "/v1/search")
    assert error_of(r, 405)["field"] == "path"
    assert r.headers["allow"] == "POST"
    r = http.request("PATCH", "/v1/memories/m_x", params={"user_id": "u"})
    assert set(r.headers["allow"].replace(" ", "").split(",")) == {"GET", "HEAD", "PUT", "DELETE"}


def test_metrics_are_text(http):
    r = http.get("/metrics")
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/plain")


def test_undecodable_body_is_a_422_naming_the_body(http):
    r = http.patch(f"/v1/users/{uid()}/profile", content=b'p"5\xff', headers={"content-type": "application/json"})
    assert error_of(r, 422)["field"] == "body"


def test_rules_the_api_stopped_enforcing_have_a_documented_meaning(http):
    user = uid()
    # a key given twice in one PATCH: applied in order, the last value stays (one version written)
    r = http.patch(
        f"/v1/users/{user}/profile",
        json={"facts": [{"key": "diet", "value": "vegan"}, {"key": "diet", "value": "any"}]},
    )
    assert r.status_code == 200 and [(f["key"], f["value"], f["version"]) for f in r.json()["facts"]] == [
        ("diet", "any", 1)
    ]
    # a turn id repeated in one request is a re-delivery: stored once, counted as skipped
    msgs = [{"content": "first", "turn_id": "t1"}, {"content": "again", "turn_id": "t1"}, {"content": "x"}]
    r = http.post("/v1/memories", json={"user_id": user, "session_id": "s", "messages": msgs})
    assert r.status_code == 200 and (r.json()["turns"], r.json()["skipped"]) == (2, 1)
    # a conversation that ends with an assistant message: the last user message is the question
    r = http.post(
        "/v1/chat/completions",
        json={
            "model": "m",
            "user": user,
            "messages": [{"role": "user", "content": "What do I eat?"}, {"role": "assistant", "content": "You eat"}],
        },
    )
    assert r.status_code == 200, r.text
    said = [(t["speaker"], t["text"]) for t in http.get(f"/v1/users/{user}/export").json()["tables"]["turns"]]
    assert ("user", "What do I eat?") in said
    no_user = {"model": "m", "user": user, "messages": [{"role": "system", "content": "hi"}]}
    assert error_of(http.post("/v1/chat/completions", json=no_user), 422)["field"] == "messages"


# ---------------------------------------------------------------------------------------------- default session


def test_session_is_optional_and_the_default_is_documented(http):
    user = uid()
    r = http.post("/v1/memories", json={"user_id": user, "messages": [{"role": "user", "content": "I live in Kobe."}]})
    assert r.status_code == 200, r.text
    assert r.json()["session_id"] == "chat" and r.json()["turns"] == 1
    t = http.post("/v1/turns", json={"user_id": user, "message": "Where do I live?"})
    assert t.status_code == 200 and t.json()["session_id"] == "chat" and "Kobe" in t.json()["reply"]
    c = http.post("/v1/context", json={"user_id": user, "message": "Where do I live?"})
    assert c.status_code == 200 and "Kobe" in c.json()["system_prompt"]
    sessions = {m["session_id"] for m in http.get("/v1/memories", params={"user_id": user}).json()["memories"]}
    assert sessions == {"chat"}  # the same session /v1/chat/completions uses without X-Kioku-Session
    doc = http.get("/openapi.json").json()["components"]["schemas"]
    for name in ("TurnRequest", "ContextRequest", "MemoriesRequest"):
        assert "session_id" not in doc[name].get("required", [])
        assert "default session" in doc[name]["properties"]["session_id"]["description"]


def test_text_that_cannot_be_stored_is_refused_at_the_door(http):
    user = uid()
    raw = '{"facts": [{"key": "k", "value": {"a": ["\\udc00"]}}]}'  # a lone surrogate: no UTF-8 for it
    r = http.patch(f"/v1/users/{user}/profile", content=raw.encode(), headers={"content-type": "application/json"})
    assert error_of(r, 422)["field"] == "facts.0.value"
    raw = '{"user_id": "u", "facts": [{"text": "a \\ud800 b"}]}'
    r = http.post("/v1/memories", content=raw.encode(), headers={"content-type": "application/json"})
    assert error_of(r, 422)["field"] == "facts.0.text"
    assert http.get(f"/v1/users/{user}/profile").json()["facts"] == []


def test_a_deleted_memory_is_a_tombstone_until_forgotten(http):
    """DELETE takes a memory out of recall and leaves a tombstone and its history, as documented; forgetting its
    id erases both."""
    user = uid()
    fact = {"text": "My locker code is in the blue notebook."}
    r = http.post("/v1/memories", json={"user_id": user, "facts": [fact]})
    assert r.status_code == 200, r.text
    mid = r.json()["memories"][0]["memory_id"]
    assert http.delete(f"/v1/memories/{mid}", params={"user_id": user}).status_code == 200
    got = http.get(f"/v1/memories/{mid}", params={"user_id": user})
    assert got.status_code == 200 and got.json()["status"] == "deleted"
    hits = http.post("/v1/search", json={"user_id": user, "query": "locker code notebook", "k": 5}).json()["hits"]
    assert mid not in [h["memory"]["memory_id"] for h in hits]
    hist = http.get(f"/v1/memories/{mid}/history", params={"user_id": user})
    assert hist.status_code == 200 and [m["status"] for m in hist.json()["memories"]][-1] == "deleted"
    paths = http.get("/openapi.json").json()["paths"]
    assert "tombstone" in paths["/v1/memories/{memory_id}"]["get"]["description"]
    assert "deleted memory keeps its history" in paths["/v1/memories/{memory_id}/history"]["get"]["description"]
    assert http.post(f"/v1/users/{user}/forget", json={"key": mid}).status_code == 200
    assert http.get(f"/v1/memories/{mid}", params={"user_id": user}).status_code == 404
    assert http.get(f"/v1/memories/{mid}/history", params={"user_id": user}).status_code == 404

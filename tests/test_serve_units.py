"""The serve package's parts that need no cluster: configuration, the extractive responder, the error envelope,
the request guard (auth, size limit) and the main job's argument handling."""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime
from pathlib import Path

import pytest
import yaml

from memory.errors import Conflict, InvalidInput, NotFound
from memory.schemas import BuiltContext, ContextSection, MemoryItem, SearchHit
from serve.config import DEFAULT_SERVE_CONFIG, ServeArgs, load_app_config, parse_args
from serve.respond import ChatModel, ExtractiveResponder, chat_messages


def test_shipped_config_is_a_valid_serve_config_file():
    from ray.serve.schema import ServeDeploySchema

    raw = yaml.safe_load(DEFAULT_SERVE_CONFIG.read_text(encoding="utf-8"))
    ServeDeploySchema.model_validate(raw)  # what `serve deploy` / `serve run` check
    cfg = load_app_config()
    assert (cfg.host, cfg.port, cfg.name) == ("127.0.0.1", 8000, "kioku")
    assert cfg.args.generator.provider == "extractive" and cfg.args.embedder.placement == "auto"
    assert cfg.args == ServeArgs()  # the file spells out the embedded defaults


def test_args_are_strict_and_name_the_field(tmp_path):
    with pytest.raises(InvalidInput) as e:
        parse_args({"data_dir": "x", "embeder": {}})
    assert e.value.field == "args.embeder"
    with pytest.raises(InvalidInput) as e:
        parse_args({"generator": {"provider": "openai"}})
    assert e.value.field.startswith("args.generator")
    bad = tmp_path / "serve.yaml"
    bad.write_text("applications: []\n")
    with pytest.raises(InvalidInput) as e:
        load_app_config(bad)
    assert e.value.field == "applications"
    with pytest.raises(InvalidInput):
        load_app_config(tmp_path / "missing.yaml")


def test_main_refuses_deployment_overrides_it_would_ignore(tmp_path, capsys):
    from serve.__main__ import main

    raw = yaml.safe_load(DEFAULT_SERVE_CONFIG.read_text(encoding="utf-8"))
    raw["applications"][0]["deployments"] = [{"name": "Store", "max_ongoing_requests": 5}]
    p = tmp_path / "over.yaml"
    p.write_text(yaml.safe_dump(raw))
    assert main(["--config", str(p)]) == 2
    assert "serve run" in capsys.readouterr().err
    p.write_text("applications: [{import_path: serve.app:build_app, args: {nope: 1}}]\n")
    assert main(["--config", str(p)]) == 2
    assert "args.nope" in capsys.readouterr().err


def _hit(text: str, speaker: str | None, score: float, ts: datetime) -> SearchHit:
    item = MemoryItem(
        memory_id=f"m_{abs(hash(text))}",
        user_id="u",
        timestamp=ts,
        summary=f"{speaker}: {text}" if speaker else text,
        speaker=speaker,
    )
    return SearchHit(item=item, score=score)


def _ctx(hits: list[SearchHit], lang: str = "en") -> BuiltContext:
    sec = [
        ContextSection(name=n, text="", tokens=0, budget=1) for n in ("PROFILE", "LONG_TERM_MEMORY", "CONTEXT_SUMMARY")
    ]
    return BuiltContext(
        system_prompt="[PROFILE]\n[LONG_TERM_MEMORY]\n[CONTEXT_SUMMARY]",
        sections=sec,
        evidence=hits,
        profile=[],
        reply_lang=lang,
        query_lang=lang,
        total_tokens=3,
        budget=3,
    )


def test_extractive_reply_is_labelled_and_quotes_the_best_evidence():
    ts = datetime(2024, 5, 1, tzinfo=UTC)
    hits = [
        _hit("I moved to Osaka in April.", "user", 0.5, ts),
        _hit("[extractive reply: quoted from memory] From memory ...", "assistant", 0.9, ts),
        _hit("Where do I live?", "user", 0.95, ts),  # the same question asked earlier
        _hit("I work at a robotics startup.", "user", 0.2, ts),
    ]
    reply = ExtractiveResponder()(_ctx(hits), "Where do I live?")
    lines = reply.splitlines()
    assert lines[0] == "[extractive reply: quoted from memory, no language model]"
    assert lines[1] == "From memory (2024-05-01): user: I moved to Osaka in April."
    assert "robotics" in lines[2] and len(lines) == 3
    assert ExtractiveResponder()(_ctx([], "ja"), "何？").startswith("[抽出型の応答")
    assert "还没有任何记忆" in ExtractiveResponder()(_ctx([], "zh"), "什么?")


def test_chat_messages_put_memory_first_and_keep_the_callers_system_prompt():
    msgs = chat_messages(
        _ctx([]),
        "and now?",
        [
            {"role": "system", "content": "Be terse."},
            {"role": "user", "content": "hi"},
            {"role": "assistant", "content": "yo"},
        ],
    )
    assert msgs[0]["role"] == "system" and msgs[0]["content"].startswith("[PROFILE]")
    assert msgs[0]["content"].endswith("Be terse.")
    assert [m["role"] for m in msgs] == ["system", "user", "assistant", "user"]


def test_model_providers_need_their_own_key_only(monkeypatch):
    from serve.config import GeneratorConfig

    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    with pytest.raises(InvalidInput) as e:
        ChatModel(GeneratorConfig(provider="anthropic", model="claude"))
    assert e.value.field == "generator.api_key_env" and "ANTHROPIC_API_KEY" in e.value.message
    # an OpenAI-compatible server needs no OpenAI key
    m = ChatModel(GeneratorConfig(provider="openai", model="qwen", base_url="http://127.0.0.1:9/v1"))
    assert m.name == "openai/qwen"


def test_error_envelope_round_trip():
    from serve.deployments import error_envelope, raise_envelope

    for exc in (InvalidInput("messages.0.content", "must not be empty"), NotFound("memory", "m_1"), Conflict("dup")):
        with pytest.raises(type(exc)) as e:
            raise_envelope(error_envelope(exc))
        assert str(e.value) == str(exc)
    with pytest.raises(InvalidInput) as e:
        raise_envelope(error_envelope(InvalidInput("k", "bad")))
    assert (e.value.field, e.value.message) == ("k", "bad")


def test_guard_answers_401_and_413_before_any_route(monkeypatch):
    from fastapi import FastAPI
    from fastapi.testclient import TestClient

    from serve import ingress

    inner = FastAPI()

    @inner.post("/v1/echo")
    async def echo(body: dict) -> dict:
        return body

    @inner.get("/healthz")
    async def health() -> dict:
        return {"ok": True}

    monkeypatch.setattr(ingress.STATE, "key_digest", hashlib.sha256(b"k").digest())
    monkeypatch.setattr(ingress.STATE, "max_body", 100)
    inner.add_middleware(ingress.GuardMiddleware)
    c = TestClient(inner)
    assert c.get("/healthz").status_code == 200
    r = c.post("/v1/echo", json={"a": 1})
    assert r.status_code == 401 and r.json()["error"]["field"] == "authorization"
    ok = {"Authorization": "Bearer k"}
    assert c.post("/v1/echo", json={"a": 1}, headers=ok).json() == {"a": 1}
    big = c.post("/v1/echo", json={"a": "x" * 200}, headers=ok)
    assert big.status_code == 413 and big.json()["error"]["field"] == "body"

    def chunks():  # no Content-Length: counted as it arrives
        yield b'{"a": "'
        yield b"y" * 150
        yield b'"}'

    streamed = c.post("/v1/echo", content=chunks(), headers={**ok, "content-type": "application/json"})
    assert streamed.status_code == 413


def test_serve_does_not_leak_into_the_core():
    core = Path(__file__).resolve().parents[1] / "memory"
    for f in core.glob("*.py"):
        text = f.read_text(encoding="utf-8")
        assert "import ray" not in text and "from serve" not in text and "from experts" not in text, f


def test_load_benchmark_mix_parsing():
    import random

    from bench.serve_load import MIX, parse_mix, pick

    assert parse_mix("search=1") == {"/v1/search": 1.0, "/v1/turns": 0.0, "/v1/memories": 0.0, "/v1/context": 0.0}
    half = parse_mix("search=1,turns=1")
    assert half["/v1/search"] == half["/v1/turns"] == 0.5
    rng = random.Random(0)
    assert {pick(rng, parse_mix("turns=1")) for _ in range(50)} == {"/v1/turns"}
    assert {pick(rng, MIX) for _ in range(500)} == set(MIX)
    for bad in ("nope=1", "search=x", "search=-1", "search=0"):
        with pytest.raises(ValueError):
            parse_mix(bad)


def test_load_benchmark_trace_and_offered_rate():
    from bench.serve_load import Recorder, offered_cap

    assert offered_cap(8, 0.0) is None  # the saturating loop offers whatever is served
    assert offered_cap(8, 1000.0) == 8.0 and offered_cap(8, 250.0) == 32.0
    rec = Recorder()
    rec.ok("/v1/search", 12.5, client=3)
    rec.fail("/v1/turns", "500 boom", 40.0, client=1)
    rec.fail("/v1/context", "ConnectError", client=2)  # no duration: its row starts where it ended
    assert [r[:2] + r[3:] for r in rec.trace] == [
        [3, "/v1/search", 12.5, True],
        [1, "/v1/turns", 40.0, False],
        [2, "/v1/context", None, False],
    ]
    assert all(r[2] >= -0.05 for r in rec.trace)  # start times are seconds after the load began
    assert rec.table(1.0)["/v1/search"]["count"] == 1 and rec.errors == {"/v1/turns": 1, "/v1/context": 1}

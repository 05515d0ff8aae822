"""Providers against loopback HTTP servers that speak the OpenAI chat-completions and Anthropic messages wire
formats, driven by the official ``openai`` / ``anthropic`` clients.

The servers are test fixtures (127.0.0.1, random port, scripted replies); the providers are the real code that
talks to real endpoints. Waits are asserted from what the expert recorded, never from the clock.
"""

from __future__ import annotations

import asyncio
import importlib.util
import json
import math
import sys
import threading
import time
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from email.utils import formatdate
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from experts import AnthropicExpert, Consensus, ConsensusConfig, OpenAIExpert, VLLMExpert, build_task, run_sync
from experts.base import retry_after_seconds
from memory.errors import BackendUnavailable, InvalidInput


@dataclass
class Reply:
    content: str = ""
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0
    prompt_tokens: int = 20
    completion_tokens: int = 10
    error: str = ""
    logprobs: list[float] | None = None


class LoopbackLLM:
    """A scripted chat server: each request consumes the next Reply (or the default)."""

    def __init__(self, flavor: str) -> None:
        self.flavor = flavor
        self.script: deque[Reply] = deque()
        self.default = Reply("{}")
        self.requests: list[dict[str, Any]] = []
        srv = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def do_POST(self) -> None:
                n = int(self.headers.get("content-length", 0))
                body = json.loads(self.rfile.read(n) or b"{}")
                srv.requests.append(
                    {"path": self.path, "headers": {k.lower(): v for k, v in self.headers.items()}, "json": body}
                )
                step = srv.script.popleft() if srv.script else srv.default
                if step.delay:
                    time.sleep(step.delay)
                data = json.dumps(srv._render(step, body)).encode()
                try:
                    self.send_response(step.status)
                    self.send_header("content-type", "application/json")
                    for k, v in step.headers.items():
                        self.send_header(k, v)
                    self.send_header("content-length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):  # the client timed out and left
                    pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(target=self.httpd.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)
        self.thread.start()

    @property
    def base_url(self) -> str:
        port = self.httpd.server_address[1]
        return f"http://127.0.0.1:{port}/v1" if self.flavor == "openai" else f"http://127.0.0.1:{port}"

    def push(self, *replies: Reply) -> None:
        self.script.extend(replies)

    def _render(self, step: Reply, req: dict[str, Any]) -> dict[str, Any]:
        msg = step.error or f"error {step.status}"
        if step.status >= 400:
            if self.flavor == "openai":
                return {"error": {"message": msg, "type": "invalid_request_error", "param": None, "code": None}}
            kind = {429: "rate_limit_error", 529: "overloaded_error", 400: "invalid_request_error"}.get(step.status)
            return {"type": "error", "error": {"type": kind or "api_error", "message": msg}}
        if self.flavor == "openai":
            choice: dict[str, Any] = {
                "index": 0,
                "message": {"role": "assistant", "content": step.content},
                "finish_reason": "stop",
                "logprobs": None,
            }
            if step.logprobs is not None:
                choice["logprobs"] = {
                    "content": [
                        {"token": "t", "logprob": lp, "bytes": None, "top_logprobs": []} for lp in step.logprobs
                    ]
                }
            return {
                "id": "chatcmpl-test",
                "object": "chat.completion",
                "created": 0,
                "model": req.get("model"),
                "choices": [choice],
                "usage": {
                    "prompt_tokens": step.prompt_tokens,
                    "completion_tokens": step.completion_tokens,
                    "total_tokens": step.prompt_tokens + step.completion_tokens,
                },
            }
        return {
            "id": "msg_test",
            "type": "message",
            "role": "assistant",
            "model": req.get("model"),
            "content": [{"type": "text", "text": step.content}],
            "stop_reason": "end_turn",
            "stop_sequence": None,
            "usage": {"input_tokens": step.prompt_tokens, "output_tokens": step.completion_tokens},
        }

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def oai() -> Iterator[LoopbackLLM]:
    s = LoopbackLLM("openai")
    yield s
    s.close()


@pytest.fixture
def ant() -> Iterator[LoopbackLLM]:
    s = LoopbackLLM("anthropic")
    yield s
    s.close()


SHRIMP = {"facts": [{"key": "allergies", "value": ["shrimp"], "confidence": 0.9, "evidence": "I'm allergic to shrimp"}]}
CRAB = {"facts": [{"key": "allergies", "value": ["crab"], "confidence": 0.7, "evidence": "allergic to crab"}]}
TURN = "I'm allergic to shrimp."


def task(**kw: Any):
    return build_task("profile_extractor", {"turn": TURN}, **kw)


def openai_expert(srv: LoopbackLLM, **kw: Any) -> OpenAIExpert:
    kw.setdefault("timeout_s", 5.0)
    kw.setdefault("backoff_base_s", 0.01)
    return OpenAIExpert("test-model", base_url=srv.base_url, **kw)


def anthropic_expert(srv: LoopbackLLM, **kw: Any) -> AnthropicExpert:
    kw.setdefault("timeout_s", 5.0)
    kw.setdefault("backoff_base_s", 0.01)
    return AnthropicExpert("claude-test", base_url=srv.base_url, **kw)


# ---------------------------------------------------------------------------------------------------------
# OpenAI wire format


def test_openai_normal_answer(oai: LoopbackLLM) -> None:
    oai.push(Reply(json.dumps(SHRIMP), prompt_tokens=120, completion_tokens=30))
    e = openai_expert(oai, cost_per_1k=0.002)
    c = run_sync(e.run(task()))
    assert c.ok and c.value == SHRIMP and c.error is None
    assert c.confidence == 0.9 and c.diagnostics["confidence_source"] == "self_reported"
    assert c.cost_tokens == 150 and c.cost_usd == pytest.approx(150 / 1000 * 0.002)
    (req,) = oai.requests
    assert req["path"] == "/v1/chat/completions"
    assert req["headers"]["authorization"] == "Bearer EMPTY"  # no key needed for a compatible server
    body = req["json"]
    assert body["model"] == "test-model" and body["max_tokens"] == 384 and body["temperature"] == 0.0
    rf = body["response_format"]
    assert rf["type"] == "json_schema" and rf["json_schema"]["name"] == "profile_extractor"
    assert rf["json_schema"]["schema"]["required"] == ["facts"]
    assert [m["role"] for m in body["messages"]] == ["system", "user"]
    assert TURN in body["messages"][1]["content"]
    assert e.stats.attempts == 1 and e.stats.failures == 0


def test_openai_structured_output_fallback_is_remembered(oai: LoopbackLLM) -> None:
    oai.push(
        Reply(status=400, error="response_format json_schema is not supported by this server"),
        Reply(json.dumps(SHRIMP)),
        Reply(json.dumps(SHRIMP)),
    )
    e = openai_expert(oai)
    assert run_sync(e.run(task())).ok
    assert [r["json"].get("response_format", {}).get("type") for r in oai.requests] == ["json_schema", "json_object"]
    # json_object mode carries the schema in a system message of its own
    assert "JSON schema" in oai.requests[1]["json"]["messages"][0]["content"]
    assert e.structured_mode == "json_object" and e.stats.format_downgrades == 1
    assert run_sync(e.run(task())).ok  # the next call starts in the mode that worked
    assert oai.requests[2]["json"]["response_format"] == {"type": "json_object"}
    assert len(oai.requests) == 3


def test_openai_falls_back_to_plain_prompting(oai: LoopbackLLM) -> None:
    oai.push(
        Reply(status=400, error="Unknown parameter: response_format"),
        Reply(status=400, error="response_format json_object unsupported"),
        Reply("Sure! Here it is:\n```json\n" + json.dumps(SHRIMP) + "\n```"),
    )
    e = openai_expert(oai)
    c = run_sync(e.run(task()))
    assert c.ok and c.value == SHRIMP and c.diagnostics["structured_mode"] == "prompt"
    assert "response_format" not in oai.requests[-1]["json"]


def test_openai_other_400_is_fatal_not_a_downgrade(oai: LoopbackLLM) -> None:
    oai.push(Reply(status=400, error="model 'test-model' does not exist"))
    e = openai_expert(oai)
    c = run_sync(e.run(task()))
    assert not c.ok and c.error.startswith("BadRequestError") and e.structured_mode == "json_schema"
    assert len(oai.requests) == 1 and e.stats.failures == 1


def test_openai_malformed_then_good(oai: LoopbackLLM) -> None:
    oai.push(Reply('{"facts": [{"key": "allergies"'), Reply(json.dumps(SHRIMP)))
    e = openai_expert(oai)
    c = run_sync(e.run(task()))
    assert c.ok and c.value == SHRIMP
    assert c.diagnostics["reasks"] == 1 and c.diagnostics["attempts"] == 2
    assert c.diagnostics["malformed"][0].startswith("invalid JSON")
    # the re-ask shows the model its own answer and the error
    msgs = oai.requests[1]["json"]["messages"]
    assert msgs[-2] == {"role": "assistant", "content": '{"facts": [{"key": "allergies"'}
    assert msgs[-1]["role"] == "user" and "invalid" in msgs[-1]["content"]
    assert c.cost_tokens == 60  # both calls are paid for


def test_openai_schema_violation_then_give_up(oai: LoopbackLLM) -> None:
    bad = json.dumps({"facts": [{"key": "age", "value": 30, "confidence": 7}]})  # confidence > 1
    oai.default = Reply(bad)
    e = openai_expert(oai, max_reasks=2)
    c = run_sync(e.run(task()))
    assert not c.ok and c.value is None and c.confidence == 0.0
    assert c.error.startswith("malformed answer after 3 tries: $.facts[0].confidence")
    assert len(oai.requests) == 3 and e.stats.malformed == 3 and e.stats.reasks == 2
    assert e.stats.failures == 1 and e.stats.failure_kinds["malformed"] == 1


def test_openai_429_honours_retry_after(oai: LoopbackLLM) -> None:
    oai.push(Reply(status=429, headers={"retry-after": "0.25"}), Reply(json.dumps(SHRIMP)))
    e = openai_expert(oai)
    c = run_sync(e.run(task()))
    assert c.ok and c.diagnostics["attempts"] == 2 and len(oai.requests) == 2
    assert c.diagnostics["waits_s"] == [0.25]  # the server's value, not our backoff
    assert e.stats.rate_limited == 1 and e.stats.retries == 1
    assert c.diagnostics["errors"][0].startswith("rate_limit: RateLimitError")


def test_openai_5xx_backoff_with_jitter_then_success(oai: LoopbackLLM) -> None:
    oai.push(Reply(status=503), Reply(status=500), Reply(json.dumps(SHRIMP)))
    e = openai_expert(oai, backoff_base_s=0.02)
    c = run_sync(e.run(task()))
    assert c.ok and c.diagnostics["attempts"] == 3
    w0, w1 = c.diagnostics["waits_s"]
    assert 0.01 <= w0 <= 0.02 and 0.02 <= w1 <= 0.04  # equal jitter in [cap/2, cap], cap = base * 2^i
    assert e.stats.server_errors == 2


def test_openai_retries_are_bounded(oai: LoopbackLLM) -> None:
    oai.default = Reply(status=503)
    e = openai_expert(oai, max_retries=2)
    c = run_sync(e.run(task()))
    assert not c.ok and c.error.startswith("server after 3 attempts")
    assert len(oai.requests) == 3 and e.stats.failure_kinds["server"] == 1


def test_openai_refuses_an_absurd_retry_after(oai: LoopbackLLM) -> None:
    later = formatdate(time.time() + 3600, usegmt=True)
    oai.push(Reply(status=429, headers={"retry-after": later}))
    e = openai_expert(oai)
    c = run_sync(e.run(task()))
    assert not c.ok and "server asks to wait" in c.error and len(oai.requests) == 1


def test_openai_timeout_then_success_and_timeout_exhausted(oai: LoopbackLLM) -> None:
    oai.push(Reply(json.dumps(SHRIMP), delay=1.0), Reply(json.dumps(SHRIMP)))
    e = openai_expert(oai, timeout_s=0.3, max_retries=1)
    c = run_sync(e.run(task()))
    assert c.ok and c.diagnostics["attempts"] == 2 and e.stats.timeouts == 1
    assert c.diagnostics["errors"][0].startswith("timeout: APITimeoutError")
    oai.push(Reply("{}", delay=1.0), Reply("{}", delay=1.0))
    c = run_sync(e.run(task()))
    assert not c.ok and c.error.startswith("timeout after 2 attempts") and e.stats.timeouts == 3


def test_openai_logprob_confidence(oai: LoopbackLLM) -> None:
    answer = json.dumps({"summary": "s", "goals": [], "lang": "en"})
    oai.push(Reply(answer, logprobs=[-0.1, -0.3]))
    e = openai_expert(oai, logprobs=True)
    c = run_sync(e.run(build_task("summarizer", {"turns": [{"role": "user", "text": "s"}]})))
    assert oai.requests[0]["json"]["logprobs"] is True
    assert c.diagnostics["confidence_source"] == "logprob" and c.confidence == pytest.approx(math.exp(-0.2))


def test_openai_self_consistency_majority(oai: LoopbackLLM) -> None:
    oai.push(Reply(json.dumps(SHRIMP)), Reply(json.dumps(CRAB)), Reply(json.dumps(SHRIMP)))
    e = openai_expert(oai)
    c = run_sync(e.run(task(n_samples=3, temperature=0.7)))
    assert c.ok and c.value == SHRIMP and c.confidence == pytest.approx(2 / 3)
    assert c.diagnostics["confidence_source"] == "self_consistency" and c.diagnostics["samples"] == 3
    assert [r["json"]["temperature"] for r in oai.requests] == [0.7, 0.7, 0.7]
    assert c.cost_tokens == 90


def test_self_consistency_counts_a_failed_sample_against_confidence(oai: LoopbackLLM) -> None:
    oai.push(Reply(json.dumps(SHRIMP)), Reply(status=503), Reply(json.dumps(SHRIMP)))
    e = openai_expert(oai, max_retries=0)
    c = run_sync(e.run(task(n_samples=3, temperature=0.7)))
    # 2 of the 3 samples asked for agree; the failed one is recorded, not silently ignored
    assert c.ok and c.value == SHRIMP and c.confidence == pytest.approx(2 / 3)
    assert len(c.diagnostics["failed_samples"]) == 1 and c.diagnostics["samples"] == 2
    assert e.stats.failure_kinds["server"] == 1 and e.stats.failures == 0


def test_run_sync_inside_a_running_loop_and_across_loops(oai: LoopbackLLM) -> None:
    oai.default = Reply(json.dumps(SHRIMP))
    e = openai_expert(oai)
    assert run_sync(e.run(task())).ok  # loop 1
    assert asyncio.run(e.run(task())).ok  # loop 2: the client is rebuilt for the new loop

    async def caller() -> bool:  # sync code called from inside a running loop
        return run_sync(e.run(task())).ok

    assert asyncio.run(caller())
    assert len(oai.requests) == 3


def test_openai_key_only_needed_for_openai_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    with pytest.raises(InvalidInput) as ei:
        OpenAIExpert("gpt-4o-mini")
    assert ei.value.field == "api_key"
    assert OpenAIExpert("local-model", base_url="http://127.0.0.1:9/v1").max_tokens_param == "max_tokens"
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    assert OpenAIExpert("gpt-4o-mini").max_tokens_param == "max_completion_tokens"


# ---------------------------------------------------------------------------------------------------------
# Anthropic wire format


def test_anthropic_normal_answer(ant: LoopbackLLM) -> None:
    ant.push(Reply(json.dumps(SHRIMP), prompt_tokens=100, completion_tokens=25))
    e = anthropic_expert(ant, cost_per_1k=0.004)
    c = run_sync(e.run(task()))
    assert c.ok and c.value == SHRIMP and c.cost_tokens == 125 and c.cost_usd == pytest.approx(0.0005)
    (req,) = ant.requests
    assert req["path"] == "/v1/messages" and "anthropic-version" in req["headers"]
    assert req["headers"]["authorization"] == "Bearer EMPTY"  # how this SDK version sends the key
    body = req["json"]
    assert body["model"] == "claude-test" and body["max_tokens"] == 384
    assert body["system"].startswith("You extract stable user traits")  # system prompt goes separately
    assert [m["role"] for m in body["messages"]] == ["user"]
    assert body["output_config"]["format"]["type"] == "json_schema"
    assert "temperature" not in body  # this SDK has no temperature argument


def test_anthropic_output_config_rejected_falls_back_to_prompt(ant: LoopbackLLM) -> None:
    ant.push(Reply(status=400, error="output_config.format: not supported for this model"), Reply(json.dumps(SHRIMP)))
    e = anthropic_expert(ant)
    c = run_sync(e.run(task()))
    assert c.ok and e.structured_mode == "prompt"
    second = ant.requests[1]["json"]
    assert "output_config" not in second and second["system"].startswith("Reply with ONLY one JSON object")


def test_anthropic_429_and_overload_then_malformed_then_good(ant: LoopbackLLM) -> None:
    ant.push(
        Reply(status=429, headers={"retry-after": "0.1"}),
        Reply(status=529),
        Reply("I think the answer is shrimp."),
        Reply(json.dumps(SHRIMP)),
    )
    e = anthropic_expert(ant)
    c = run_sync(e.run(task()))
    assert c.ok and c.value == SHRIMP
    assert c.diagnostics["attempts"] == 4 and c.diagnostics["reasks"] == 1
    assert c.diagnostics["waits_s"][0] == 0.1 and len(c.diagnostics["waits_s"]) == 2
    assert e.stats.rate_limited == 1 and e.stats.server_errors == 1
    last = ant.requests[-1]["json"]["messages"]
    assert [m["role"] for m in last] == ["user", "assistant", "user"]


def test_anthropic_timeout(ant: LoopbackLLM) -> None:
    ant.default = Reply(json.dumps(SHRIMP), delay=1.0)
    e = anthropic_expert(ant, timeout_s=0.3, max_retries=0)
    c = run_sync(e.run(task()))
    assert not c.ok and c.error.startswith("timeout after 1 attempts") and e.stats.timeouts == 1


# ---------------------------------------------------------------------------------------------------------
# two real experts that disagree


def test_two_experts_disagree_consensus_picks_by_the_arithmetic(oai: LoopbackLLM, ant: LoopbackLLM) -> None:
    oai.push(Reply(json.dumps(SHRIMP), prompt_tokens=20, completion_tokens=10))
    ant.push(Reply(json.dumps(CRAB), prompt_tokens=20, completion_tokens=10))
    gpt = openai_expert(oai, reliability=0.8, cost_per_1k=0.0006)
    claude = anthropic_expert(ant, reliability=0.8, cost_per_1k=0.001)
    res = Consensus([gpt, claude], ConsensusConfig()).run(task())
    by = {r.expert: r for r in res.records}
    g_, c_ = by["openai/test-model"], by["anthropic/claude-test"]
    # s: self-reported .9 and .7; cost 30 tokens -> $.000018 and $.00003 -> c = .018 and .03
    assert (g_.s, c_.s) == (0.9, 0.7) and (g_.c, c_.c) == pytest.approx((0.018, 0.03))
    # g = softmax(3.6 − .018, 2.8 − .03) = 1 / (1 + e^(−.812)) = 0.6925355 and 0.3074645
    assert g_.g == pytest.approx(0.6925355, abs=1e-7) and c_.g == pytest.approx(0.3074645, abs=1e-7)
    # shrimp: evidence quoted verbatim (F=1), allergies U=S=1, L=1, R=.2 (allergy: med, not redacted)
    #   φ = .35 + .2 + .15 + .1 + .1 − .02 = 0.88
    # crab: evidence not in the turn; "crab allergic crab" vs the turn: 1 of 3 units grounded, F = 1/3
    #   φ = .35/3 + .2 + .15 + .1 + .1 − .02 = 0.6466667
    assert g_.axes == pytest.approx({"F": 1.0, "C": 1.0, "U": 1.0, "S": 1.0, "L": 1.0, "R": 0.2})
    assert c_.axes["F"] == pytest.approx(1 / 3)
    assert (g_.phi, c_.phi) == pytest.approx((0.88, 0.6466667), abs=1e-7)
    # score(shrimp) = .6925355*.88 = 0.6094313; score(crab) = .3074645*.6466667 = 0.1988270
    assert [grp["score"] for grp in res.groups] == pytest.approx([0.6094313, 0.1988270], abs=1e-7)
    assert res.decision == "commit" and res.value == SHRIMP and res.chosen_expert == "openai/test-model"
    assert res.total_tokens == 60 and res.total_cost_usd == pytest.approx(0.000048)
    json.dumps(res.to_audit())


# ---------------------------------------------------------------------------------------------------------
# optional backends


def test_retry_after_parsing() -> None:
    assert retry_after_seconds({"retry-after-ms": "150"}) == 0.15
    assert retry_after_seconds({"retry-after": "2"}) == 2.0
    assert 50 < retry_after_seconds({"retry-after": formatdate(time.time() + 60, usegmt=True)}) <= 60
    assert retry_after_seconds({"retry-after": "soon"}) is None and retry_after_seconds({}) is None


@pytest.mark.skipif(importlib.util.find_spec("vllm") is not None, reason="vllm is installed here")
def test_vllm_without_the_extra_is_backend_unavailable() -> None:
    with pytest.raises(BackendUnavailable, match=r"kioku\[vllm\]"):
        VLLMExpert("Qwen/Qwen2.5-0.5B-Instruct")


def test_missing_anthropic_package_is_backend_unavailable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "anthropic", None)  # makes `import anthropic` raise ImportError
    with pytest.raises(BackendUnavailable, match=r"kioku\[anthropic\]"):
        AnthropicExpert("claude-test", api_key="x")

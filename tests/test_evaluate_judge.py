"""The J stage of the LoCoMo evaluation (pipelines.judge) against a scripted OpenAI-compatible server on a loopback
port, through the official openai client: scripted answers and judgements, a 429 retried, the on-disk cache (a
re-run sends nothing), the --max-cost guard, and the report's J section. The whole pipeline (Ray, real engines)
with a J run is in tests/test_pipelines.py."""

from __future__ import annotations

import json

import pytest
from llm_loopback import ScriptedLLM

from memory.errors import InvalidInput
from pipelines.judge import LLMCache, parse_spec, render_j_markdown, run_j

QUESTIONS = [
    # (question, gold, category, scripted answer)
    ("Where did Melanie go camping?", "the beach", 1, "The beach"),  # right (case aside)
    ("When did Caroline go to the LGBTQ support group?", "7 May 2023", 2, "8 May 2023"),  # wrong date
    ("What is Caroline's identity?", "transgender woman", 4, "transgender woman"),
    ("Would Caroline pursue writing?", "likely no", 3, "likely no"),
    ("What did Caroline's grandma give her?", "a necklace", 5, "a necklace"),  # adversarial: never judged
]


def records(systems=("b0", "kioku")) -> list[dict]:
    out = []
    for system in systems:
        for q, gold, cat, _ in QUESTIONS:
            memory = "(no relevant long-term memory)" if system == "b0" else gold
            ctx = f"[LONG_TERM_MEMORY]\n- {memory}"
            out.append({"system": system, "question": q, "gold": gold, "category": cat, "context": ctx})
    return out


def spec(server: ScriptedLLM, cost: float = 0.5) -> str:
    return json.dumps(
        {"provider": "openai", "model": "scripted", "base_url": server.url, "cost_per_1k": cost, "max_retries": 2}
    )


@pytest.fixture()
def llm():
    server = ScriptedLLM({q: a for q, _, _, a in QUESTIONS}, fail_first=1)
    yield server
    server.close()


def test_scripted_answers_and_judgements_score_j_per_category(llm, tmp_path):
    cache = tmp_path / "llm.jsonl"
    res = run_j(records(), spec(llm), spec(llm), cache_path=cache, concurrency=1)
    k = res.per_system["kioku"]
    # categories 1-4 only: 4 questions per system; the wrong date scores 0, the three others 1
    assert (k["judged"], k["questions"]) == (4, 4) and k["J"] == 75.0
    assert {c: (b["J"], b["n"]) for c, b in k["by_category"].items()} == {
        "1": (100.0, 1),
        "2": (0.0, 1),
        "3": (100.0, 1),
        "4": (100.0, 1),
    }
    wrong = next(r for r in res.records if r["system"] == "kioku" and r["category"] == 2)
    assert wrong["llm"]["answer"] == "8 May 2023" and wrong["llm"]["label"] == "WRONG" and wrong["llm"]["j"] == 0
    assert all(r["category"] != 5 for r in res.records)
    # b0 asks with its own (empty) context: other prompts, paid for separately; same scripted answers here
    assert res.per_system["b0"]["J"] == 75.0
    # the first request got a 429 with Retry-After: 0 and was retried by the provider, not lost
    assert llm.requests and res.usage["answer"]["rate_limited"] + res.usage["judge"]["rate_limited"] == 1
    assert res.usage["answer"]["retries"] + res.usage["judge"]["retries"] == 1
    # 8 answers (+ the one 429); the judge sees no context, so the same answer to the same question (b0 and kioku
    # answered alike here) is judged once and the second system's judgement comes from the cache
    assert llm.calls("answer") == 8 + 1 and llm.calls("judge") == 4
    assert res.usage["judge"]["cached"] == 4
    # tokens and cost per system: what its requests take (100 + 10 tokens per call at $0.5 per 1k)
    assert k["tokens"] == {"answer_prompt": 400, "answer_completion": 40, "judge_prompt": 400, "judge_completion": 40}
    assert k["cost_usd"] == pytest.approx(8 * 0.110 * 0.5)
    assert res.budget["spent_usd"] == pytest.approx(12 * 0.055) and not res.budget["stopped_by_max_cost"]

    # a re-run spends nothing: every answer and judgement comes from the cache
    sent = len(llm.requests)
    again = run_j(records(), spec(llm), spec(llm), cache_path=cache, concurrency=4)
    assert len(llm.requests) == sent
    assert again.per_system == res.per_system and again.budget["spent_usd"] == 0.0
    assert again.usage["answer"]["cached"] == 8 and again.usage["answer"]["calls"] == 0

    md = "\n".join(render_j_markdown({**res.__dict__}))
    assert "| kioku | **75.0** | 100.0 (1) | 0.0 (1) | 100.0 (1) | 100.0 (1) |" in md
    assert "openai:scripted@http://127.0.0.1" in md and "locomo_judge.yaml v1" in md


def test_max_cost_stops_before_exceeding_it(llm, tmp_path):
    # each call costs 0.055 USD, but the guard reserves a pessimistic estimate (~0.4 USD: twice the estimated prompt,
    # the whole completion budget, one re-ask), so it stops while real spending is still well below the limit
    res = run_j(records(), spec(llm), spec(llm), cache_path=tmp_path / "c.jsonl", max_cost=0.9, concurrency=1)
    assert res.budget["stopped_by_max_cost"] and 0 < res.budget["spent_usd"] <= 0.9
    judged = sum(s["judged"] for s in res.per_system.values())
    assert 0 < judged < 8
    statuses = {r["llm"]["status"].split(":")[0] for r in res.records}
    assert statuses <= {"judged", "not run"} and "not run" in statuses
    md = "\n".join(render_j_markdown({**res.__dict__}))
    assert "stopped by --max-cost before every answer was judged" in md
    # a later run with more budget finishes from where it stopped: what was paid for is not asked again
    before = len(llm.requests)
    done = run_j(records(), spec(llm), spec(llm), cache_path=tmp_path / "c.jsonl", max_cost=10, concurrency=2)
    assert sum(s["judged"] for s in done.per_system.values()) == 8
    paid = {json.dumps(r["llm"]) for r in res.records if r["llm"]["j"] is not None}
    assert len(llm.requests) - before < 12 and paid  # only what the first run could not pay for is asked now


def test_without_a_model_the_report_says_j_was_not_run():
    md = "\n".join(render_j_markdown(None, "no --answerer/--judge model was given"))
    assert "**J was not run**: no --answerer/--judge model was given" in md
    assert "not comparable with the J accuracy" in md


def test_specs_and_cache_files():
    assert parse_spec("openai:gpt-4o-mini") == {"provider": "openai", "model": "gpt-4o-mini"}
    assert parse_spec("openai:Qwen/Qwen2.5-7B-Instruct@http://gpu:8000/v1") == {
        "provider": "openai",
        "model": "Qwen/Qwen2.5-7B-Instruct",
        "base_url": "http://gpu:8000/v1",
    }
    assert parse_spec("anthropic:claude-3-5-haiku-latest")["send_temperature"] is True
    for bad in ("gpt-4o", "cohere:command", "{not json", '{"provider": "openai"}'):
        with pytest.raises(InvalidInput):
            parse_spec(bad)


def test_a_torn_cache_line_is_skipped(tmp_path):
    path = tmp_path / "c.jsonl"
    c = LLMCache(path)
    c.put("a", {"value": 1})
    c.close()
    with path.open("a") as f:
        f.write('{"key": "b", "val')  # the process died mid-write
    assert LLMCache(path).entries == {"a": {"value": 1}}

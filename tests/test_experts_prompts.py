"""Prompt templates (configs/prompts/*.yaml) and answer validation (both validator backends)."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from experts import ExpertTask, build_task, load_prompts
from experts.base import canonical, self_reported_confidence
from experts.local import local_pool
from experts.prompts import load_prompt
from experts.validation import VALIDATOR, AnswerError, check_schema, extract_json, validate
from memory.errors import InvalidInput

ROLES = {
    "summarizer",
    "profile_extractor",
    "memory_selector",
    "xl_verifier",
    "privacy_filter",
    "memory_update",
    "link_verifier",
}

EXAMPLES = {
    "summarizer": {"turns": [{"role": "user", "text": "明日京都に行きたい。"}], "lang": "ja"},
    "profile_extractor": {"turn": "I'm allergic to shrimp.", "existing": {"age": 30}},
    "memory_selector": {
        "query": "What is my dog's name?",
        "candidates": [{"id": "m1", "text": "dog Max", "score": 0.8}],
    },
    "xl_verifier": {"source": "我对虾过敏。", "candidate": "I am allergic to shrimp."},
    "privacy_filter": {"text": "Call me at 090-1234-5678", "consent": False},
    "memory_update": {"fact": "User's dog is called Max", "similar": [{"id": "m1", "text": "User has a dog"}]},
    "link_verifier": {"a": "The user is allergic to pollen.", "b": "用户对花粉过敏。"},
}


def test_every_role_has_a_valid_template() -> None:
    prompts = load_prompts()
    assert set(prompts) == ROLES
    for role, tpl in prompts.items():
        check_schema(tpl.answer_schema)
        task = tpl.build_task(EXAMPLES[role])
        assert isinstance(task, ExpertTask) and task.role == role and task.tag == role
        assert [m["role"] for m in task.messages] == ["system", "user"]
        assert "${" not in task.messages[0]["content"] + task.messages[1]["content"]
        assert task.schema is tpl.answer_schema and task.budget_tokens == tpl.budget_tokens


def test_rendering_fills_defaults_and_serialises_structures() -> None:
    t = build_task("profile_extractor", {"turn": "我叫王伟。", "existing": {"name": "王伟"}, "lang": "zh"})
    assert t.lang == "zh" and t.inputs["summary"] == ""
    user = t.messages[1]["content"]
    assert 'Existing profile (JSON): {"name": "王伟"}' in user  # not ASCII-escaped
    assert 'the conversation language is "zh"' in t.messages[0]["content"]
    s = build_task("summarizer", {"turns": [{"role": "user", "text": "x"}]})
    assert "at most 120 tokens" in s.messages[0]["content"] and s.inputs["max_tokens"] == 120
    assert s.lang is None and s.inputs["lang"] == "auto"  # the user's language unless told otherwise
    p = build_task("privacy_filter", {"text": "t", "consent": True, "purpose": "booking"})
    assert "consent: true" in p.messages[1]["content"]


def test_inputs_are_checked() -> None:
    with pytest.raises(InvalidInput) as e1:
        build_task("profile_extractor", {})
    assert e1.value.field == "inputs.turn"
    with pytest.raises(InvalidInput) as e2:
        build_task("profile_extractor", {"turn": "x", "turnn": "y"})
    assert e2.value.field == "inputs"
    with pytest.raises(InvalidInput) as e3:
        build_task("memory_selector", {"query": "q", "candidates": [], "k": "3"})
    assert e3.value.field == "inputs.k"
    with pytest.raises(InvalidInput):
        build_task("no_such_role", {})


def test_template_errors_fail_at_load(tmp_path: Path) -> None:
    good = (Path(__file__).parents[1] / "configs" / "prompts" / "xl_verifier.yaml").read_text(encoding="utf-8")
    typo = tmp_path / "xl_verifier.yaml"
    typo.write_text(good.replace("${candidate}", "${candidat}"), encoding="utf-8")
    with pytest.raises(InvalidInput, match="candidat"):
        load_prompt(typo)
    wrong_name = tmp_path / "other.yaml"
    wrong_name.write_text(good, encoding="utf-8")
    with pytest.raises(InvalidInput, match="must match the file name"):
        load_prompt(wrong_name)
    bad_schema = tmp_path / "xl_verifier.yaml"
    bad_schema.write_text(good.replace("type: boolean", "type: bool"), encoding="utf-8")
    with pytest.raises(InvalidInput):
        load_prompt(bad_schema)


def test_local_answers_satisfy_the_role_schemas() -> None:
    by_role = {e.role: e for e in local_pool()}
    for role in ("summarizer", "profile_extractor", "memory_selector", "privacy_filter"):
        c = asyncio.run(by_role[role].run(build_task(role, EXAMPLES[role])))
        assert c.ok, (role, c.error)
        validate(c.value, load_prompts()[role].answer_schema, backend="builtin")


@pytest.mark.parametrize("backend", ["builtin", "jsonschema"] if VALIDATOR == "jsonschema" else ["builtin"])
def test_validators_agree(backend: str) -> None:
    schema = load_prompts()["profile_extractor"].answer_schema
    ok = {"facts": [{"key": "age", "value": 31, "confidence": 0.8, "sensitivity": "low", "lang": None}]}
    validate(ok, schema, backend=backend)
    for bad, where in [
        ({}, "$"),
        ({"facts": [{"key": "age", "value": 31}]}, "$.facts[0]"),
        ({"facts": [{"key": "age", "value": 31, "confidence": 1.5}]}, "$.facts[0].confidence"),
        ({"facts": [{"key": "", "value": 1, "confidence": 0.5}]}, "$.facts[0].key"),
        ({"facts": [{"key": "a", "value": 1, "confidence": 0.5, "sensitivity": "secret"}]}, "$.facts[0].sensitivity"),
        ({"facts": [{"key": "a", "value": 1, "confidence": True}]}, "$.facts[0].confidence"),
    ]:
        with pytest.raises(AnswerError) as e:
            validate(bad, schema, backend=backend)
        assert str(e.value).startswith(where + ":") or str(e.value).startswith(where + " "), str(e.value)
    strict = load_prompts()["summarizer"].answer_schema  # additionalProperties: false
    with pytest.raises(AnswerError, match=r"extra|Additional|unexpected"):
        validate({"summary": "", "goals": [], "lang": "en", "extra": 1}, strict, backend=backend)


def test_extract_json_tolerates_fences_and_prose_but_not_truncation() -> None:
    assert extract_json('```json\n{"a": 1}\n```') == {"a": 1}
    assert extract_json('Here you go: {"a": [1, 2]} Hope this helps!') == {"a": [1, 2]}
    for text in ("", "no json at all", '{"a": [1, 2'):
        with pytest.raises(AnswerError):
            extract_json(text)


def test_canonical_and_self_reported_confidence() -> None:
    a = {"selected": [{"id": "m2", "rationale": "x"}, {"id": "m1"}]}
    b = {"selected": [{"id": "m1", "rationale": "y"}, {"id": "M2"}]}
    assert canonical(a) == canonical(b)  # order and rationale do not matter
    assert canonical({"v": 0.30000000001}) == canonical({"v": 0.3}) != canonical({"v": 0.31})
    assert self_reported_confidence({"confidence": 1.7}) == 1.0
    assert self_reported_confidence({"facts": [{"confidence": 0.9}, {"confidence": 0.5}]}) == pytest.approx(0.7)
    assert self_reported_confidence({"summary": "x"}) is None
    assert json.loads(canonical({"b": "Ｔｏｋｙｏ", "a": None})) == {"a": None, "b": "tokyo"}  # NFKC + casefold

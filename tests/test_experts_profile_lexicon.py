"""The second local profile extractor (vocabulary scan with slot cues) and its place in the write-path pool."""

from __future__ import annotations

import pytest

from experts.base import run_sync
from experts.local import LocalLexiconProfileExtractor, LocalProfileExtractor, extract_profile_lexicon, local_pool
from experts.prompts import build_task


def _read(text: str) -> dict[str, object] | None:
    facts = extract_profile_lexicon(text)
    return None if facts is None else {f.key: f.value for f in facts}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I am allergic to shrimp and peanuts.", {"allergies": ["shrimp", "peanut"]}),
        ("私はエビアレルギーです。", {"allergies": ["shrimp"]}),
        ("我对花生过敏。", {"allergies": ["peanut"]}),  # the longest form: 花生 is one word, 生 is no allergen
        ("I work as a nurse.", {"occupation": "nurse"}),
        ("私は看護師です。", {"occupation": "nurse"}),
        ("我是护士。", {"occupation": "nurse"}),
        ("ビーガンです。", {"diet": ["vegan"]}),
        ("我吃素。", {"diet": ["vegetarian"]}),
        ("I have a severe allergy to peanuts, so restaurants need to know.", {"allergies": ["peanut"]}),
        ("Heads up: pollen allergy here.", {"allergies": ["pollen"]}),
    ],
)
def test_reads_plain_statements_in_three_languages(text: str, expected: dict[str, object]) -> None:
    assert _read(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "My son is allergic to eggs.",  # someone else's fact
        "I am not allergic to cats.",  # negated
        "I used to be vegetarian.",  # no longer true
        "我不吃素。",
    ],
)
def test_asserts_nothing_for_others_negation_or_no_cue(text: str) -> None:
    assert _read(text) == {}


def test_abstains_outside_its_vocabulary_and_a_hedge_states_nothing() -> None:
    assert extract_profile_lexicon("My name is Ken and I live in Osaka.") is None
    assert extract_profile_lexicon("I have a dog.") is None  # dog is an allergen word, but no allergy cue
    assert extract_profile_lexicon("I bought shrimp for dinner.") is None
    assert _read("私はそばアレルギーかもしれない。") == {}
    assert _read("I think I might be allergic to shrimp, not sure yet.") == {}
    assert _read("我可能对花粉过敏，不太确定。") == {}


def test_japanese_shika_nai_is_a_restriction_not_a_negation() -> None:
    assert _read("ハラールの食事しか食べません。") == {"diet": ["halal"]}
    assert _read("私はもうベジタリアンではない。") == {}


def test_expert_abstains_as_a_failed_candidate_and_answers_in_the_role_schema() -> None:
    ex = LocalLexiconProfileExtractor()
    ok = run_sync(ex.run(build_task("profile_extractor", {"turn": "I'm allergic to peanuts.", "lang": "en"})))
    assert ok.ok and ok.value["facts"][0]["key"] == "allergies"
    off = run_sync(ex.run(build_task("profile_extractor", {"turn": "My name is Ken.", "lang": "en"})))
    assert not off.ok and "abstain" in (off.error or "")


def test_the_local_pool_has_two_profile_voices_the_template_one_first() -> None:
    voices = [e for e in local_pool() if "profile_extractor" in e.tags]
    assert [type(e) for e in voices] == [LocalProfileExtractor, LocalLexiconProfileExtractor]


def test_write_path_consensus_weighs_both_voices_and_the_existing_rule_settles_disagreement() -> None:
    from experts.consensus import Consensus

    cons = Consensus(local_pool())

    def run(turn: str, lang: str):
        return cons.run(build_task("profile_extractor", {"turn": turn, "summary": "", "existing": {}, "lang": lang}))

    agree = run("I am allergic to peanuts.", "en")
    assert agree.decision == "commit" and {r.expert for r in agree.records if r.ok} == {
        "local/profile",
        "local/profile_lexicon",
    }
    assert len(agree.groups) == 1  # one answer, two members
    split = run("我对花生过敏。", "zh")  # the template voice reads ["peanut", "生"], the scan ["peanut"]
    assert len(split.groups) == 2 and split.margin > 0
    assert split.reason in ("soft_vote", "majority_vote", "disagreement")
    alone = run("My name is Ken.", "en")  # the scan abstains: only the template voice is weighed
    assert [r.expert for r in alone.records if r.ok] == ["local/profile"]

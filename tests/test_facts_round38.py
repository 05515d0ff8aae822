"""Round 38 of issue 13: a Japanese benefactive auxiliary (もらう, くれる, あげる after て / で) read as grammar where
the Japanese memory names no person but the user (:func:`memory.fact_benefactive.as_grammar`), and **only where that
completes a match** (:func:`memory.facts.compare`: a second pass kept only when it says "same"); who acts is kept
(:func:`memory.fact_benefactive.benefactive_actor`): the other memory saying the user did the verb is a role
difference. The cases are round 35's (their first version), with two for the round-38 rule.

The "same" cases were "unsure" before (the auxiliary left unmatched). The guards stay apart: a benefactive with
a person in the sentence (友達に送ってもらった, 同僚が送ってくれる) keeps the auxiliary; a benefactive against the user
doing the act is "different"; a pair whose values differ once the auxiliary is gone stays what it was with it
("unsure"). The sentences are written for these tests, not taken from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import verdict as _v

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")
pytest.importorskip("jieba", reason="Chinese segmentation comes from jieba (the dev extra)")


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("The user had the bicycle repaired in Kyoto.", "ユーザーは京都で自転車を修理してもらった。"),
        ("The user got the bicycle repaired in Kyoto.", "ユーザーは京都で自転車を直してもらった。"),
        ("The user had their name engraved on a knife.", "ユーザーはナイフに名前を彫ってもらった。"),
        ("用户在京都请人修理了自行车。", "ユーザーは京都で自転車を修理してもらった。"),
    ],
)
def test_same(a: str, b: str) -> None:
    assert _v(a, b) == "same"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        # the user did it, the other memory had it done
        ("The user repaired the bicycle in Kyoto.", "ユーザーは京都で自転車を修理してもらった。"),
        ("The user fixed the bicycle in Kyoto.", "ユーザーは京都で自転車を直してもらった。"),
        ("The user engraved their name on a knife.", "ユーザーはナイフに名前を彫ってもらった。"),
        ("用户在京都修理了自行车。", "ユーザーは京都で自転車を修理してもらった。"),
        ("ユーザーは京都で自転車を修理した。", "ユーザーは京都で自転車を修理してもらった。"),
    ],
)
def test_who_acts(a: str, b: str) -> None:
    # the pass with the auxiliary as grammar finds the role (so it does not complete the match): main's verdict
    from memory.fact_benefactive import as_grammar
    from memory.facts import AlignConfig, _compare, extract

    A, B = extract(a), extract(b)
    alt = _compare(A, as_grammar(B) or B, None, AlignConfig(), None)
    assert alt.verdict == "different" and "role" in {d.kind for d in alt.differences}
    assert _v(a, b) != "same"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        # a person in the sentence: the auxiliary stays (who acts is theirs to say)
        ("The user sent the photos to a friend.", "友達に写真を送ってもらった。"),
        ("The user sent the photos to a friend.", "ユーザーは友達に写真を送ってもらった。"),
        ("The user drives a colleague to the station.", "同僚がユーザーを駅まで車で送ってくれる。"),
        ("The user taught Tanaka the guitar.", "ユーザーは田中さんにギターを教えてもらった。"),
        ("The user knitted a scarf for her niece.", "姪がユーザーにマフラーを編んでくれた。"),
    ],
)
def test_not_same(a: str, b: str) -> None:
    assert _v(a, b) != "same"


def test_person_kept() -> None:
    from memory.fact_benefactive import _names_a_person

    assert _names_a_person("友達に送ってもらった。")
    assert _names_a_person("同僚が車で送ってくれる。")
    assert _names_a_person("田中さんに教えてもらった。")
    assert not _names_a_person("ユーザーはナイフに名前を彫ってもらった。")


@pytest.mark.parametrize(
    ("a", "b"),
    [
        # the values differ (bicycle / 車, name / 日付): read as grammar, the auxiliary would make these "different";
        # the pass that does not complete a match is not taken, and main's verdict with もらっ unmatched stands
        ("The user had the bicycle repaired in Kyoto.", "ユーザーは京都で車を修理してもらった。"),
        ("The user had their name engraved on a knife.", "ユーザーはナイフに日付を彫ってもらった。"),
    ],
)
def test_only_when_it_completes_a_match(a: str, b: str) -> None:
    from memory.fact_benefactive import as_grammar
    from memory.facts import AlignConfig, _compare, compare, extract

    A, B = extract(a), extract(b)
    assert _compare(A, as_grammar(B) or B, None, AlignConfig(), None).verdict == "different"
    check = compare(a, b)
    assert check.verdict == "unsure" and "もらっ" in check.unmatched_b

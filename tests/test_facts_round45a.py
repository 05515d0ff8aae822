"""Round 45a of issue 13: "may" + a verb against a plain statement, a present habit "before bed" against a former
one, a Japanese verbal noun's dated plan against an English past (:mod:`memory.fact_statement`,
:func:`memory.fact_predicates.en_past`).

* "may send" / "sent", "may need" / "needs", "may park" / "parks", and against a Japanese or Chinese statement with no
  modal: whatever the "may" is, possibility or permission, it is no plain past or present.
* "takes melatonin every night before bed" is a present: "bed" (three letters) is no regular past, so the former
  habit ("used to take") differs from it in time.
* 断水する / 入院する at a date (a scheduled event) against "was turned off" / "was admitted" at that date: the
  verbal noun folds in the participant, the English verb met nothing, and the event is one, planned against done.

The guards keep what is one fact: "may" said on both sides, the month "May", "may we" (an inversion, a request),
"may" against "might" / かもしれない / 可能 (possibility on both sides, left to epistemic()), the former habit against a
plain past, "in bed" moved, the verbal noun's plan against "will be", its past against "was". Sentences written for
these tests, not taken from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import kinds
from fact_cases import verdict as _v

from memory.fact_predicates import en_past
from memory.fact_statement import may_statement
from memory.fact_units import extract
from memory.facts import compare

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")
pytest.importorskip("jieba", reason="Chinese segmentation comes from jieba (the dev extra)")

CARD_MAY = "The user's brother may send them a birthday card from Lisbon."
CHOIR_MAY = "The user's mother may join the choir at the community centre in Nakano."
WATER_JA = "ユーザーの家は7月8日（水）に断水する。"
WATER_PAST = "The water at the user's house was turned off on Wednesday 8 July."
WARD_JA = "ユーザーの娘は4月9日に入院する。"
WARD_PAST = "The user's daughter was admitted to hospital on 9 April."


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (CHOIR_MAY, "The user's mother joined the choir at the community centre in Nakano."),
        (CARD_MAY, "The user's brother sent them a birthday card from Lisbon."),
        (CARD_MAY, "ユーザーの兄がリスボンから誕生日カードを送ってくれた。"),
        (CARD_MAY, "用户的哥哥从里斯本给用户寄了一张生日卡。"),
        (
            "The user's daughter may need braces from the orthodontist in Meguro.",
            "The user's daughter needs braces from the orthodontist in Meguro.",
        ),
        ("The user may park in the staff car park.", "The user parks in the staff car park."),
        ("The user's son may move to Fukuoka in April.", "ユーザーの息子は4月に福岡に引っ越す。"),
    ],
)
def test_may_against_a_plain_statement_differs(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert "modality" in kinds(a, b)
    assert "possible" not in compare(a, b).reason


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (
            "The user's daughter takes melatonin every night before bed.",
            "The user's daughter used to take melatonin every night before bed.",
        ),
        ("The user uses a CPAP machine in bed every night.", "The user used to use a CPAP machine in bed every night."),
    ],
)
def test_present_habit_before_bed_against_former(a: str, b: str) -> None:
    assert "time" in kinds(a, b)


@pytest.mark.parametrize(("a", "b"), [(WATER_JA, WATER_PAST), (WARD_JA, WARD_PAST)])
def test_verbal_noun_plan_against_past(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert "aspect" in kinds(a, b)
    assert _v(b, a) == "different"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (CHOIR_MAY, "At the community centre in Nakano, the user's mother may join the choir."),
        (
            "The user's brother mailed them a card from Lisbon in May.",
            "In May, the user's brother mailed them a card from Lisbon.",
        ),
        ("The user reads in bed every night.", "Every night the user reads in bed."),
        ("The user used to use a CPAP machine in bed every night.", "The user used a CPAP machine in bed every night."),
        (WATER_JA, "The water at the user's house will be turned off on Wednesday 8 July."),
        ("ユーザーの家は7月8日（水）に断水した。", WATER_PAST),
        (WARD_JA, "The user's daughter will be admitted to hospital on 9 April."),
        ("ユーザーの娘は4月9日に入院した。", WARD_PAST),
    ],
)
def test_one_fact_stays_same(a: str, b: str) -> None:
    assert _v(a, b) == "same"


@pytest.mark.parametrize(
    "b",
    [
        "The user's brother might send them a birthday card from Lisbon.",
        "ユーザーの兄がリスボンから誕生日カードを送ってくれるかもしれない。",
        "用户的哥哥可能会从里斯本给用户寄一张生日卡。",
    ],
)
def test_may_against_possibility_is_left_to_epistemic(b: str) -> None:
    assert may_statement(extract(CARD_MAY), extract(b)) is None


def test_readings() -> None:
    plain = extract("The user's brother sent them a birthday card.")
    assert may_statement(extract(CARD_MAY), plain) == (["may"], ["-"])
    assert may_statement(plain, extract(CARD_MAY)) == (["-"], ["may"])
    request = extract("The user wrote to the school: may we visit the classroom on Friday?")
    assert (
        may_statement(request, extract("The user wrote to the school asking to visit the classroom on Friday.")) is None
    )
    month = extract("The user's brother sent them a card in May.")
    assert may_statement(month, plain) is None
    assert may_statement(extract(CARD_MAY), extract("The user's brother will send them a birthday card.")) is None
    assert not en_past("the user's daughter takes melatonin every night before bed".split())
    assert en_past("the user's daughter owed money".split())

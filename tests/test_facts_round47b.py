"""Round 47b of issue 13: a Chinese negator glued to a verb, an outcome and its opposite, a gloss that names another
referent, collateral kin (:mod:`memory.fact_zh_negator`, :mod:`memory.fact_outcome`,
:mod:`memory.fact_kin_collateral`).

* 还没收到 / 收到了: jieba cut 没收 "confiscate" and lost the negator.
* "won a seat" / 落選 (glossed "election loss"), 当选 / 落選: the stem is shared, the outcome is not.
* 副部長 (glossed "vice director") against "director": the gloss names another person.
* "aunt" / いとこ, 叔父 / 表哥: two kin words of two generations, neither met.

The guards keep what is one fact: 没收 that is "confiscate", the negation said in both languages, the failure said in
both ("lost the election" / 落選), "vice director" / 副部長, uncle / 叔父 (met by the gloss), an uncle written as a
chain. Sentences written for these tests, not taken from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import kinds
from fact_cases import verdict as _v

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")
pytest.importorskip("jieba", reason="Chinese segmentation comes from jieba (the dev extra)")

PARCEL = "用户收到了工作签证。"
PARCEL_NOT = "用户还没收到工作签证。"
WON_EN = "The user's brother was elected to the city council in Sendai last spring."
LOST_JA = "ユーザーの兄は去年の春、仙台の市議会議員選挙で落選した。"
WON_ZH = "用户的哥哥去年春天当选为仙台市议会议员。"
COUSIN_JA = "ユーザーは先週末、いとこと長野でハイキングをした。"
UNCLE_JA = "ユーザーは先週末、叔父と長野でハイキングをした。"
LOST_JA2 = "ユーザーの兄は去年の春、仙台の市議会選挙で落選した。"
DIRECTOR_JA = "ユーザーの父は今年、市役所の副部長になった。"


def test_negator_glued_to_a_verb_is_read() -> None:
    assert _v(PARCEL, PARCEL_NOT) == "different"
    assert "polarity" in kinds(PARCEL, PARCEL_NOT)


@pytest.mark.parametrize(("a", "b"), [(WON_EN, LOST_JA), (WON_ZH, LOST_JA)])
def test_outcome_and_its_opposite_differ(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert "value" in kinds(a, b)


def test_gloss_naming_another_referent_differs() -> None:
    b = "This year the user's father became director at the city office."
    assert _v(DIRECTOR_JA, b) == "different"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (
            "The user went hiking in Nagano with their aunt last weekend.",
            COUSIN_JA,
        ),
        (UNCLE_JA, "用户上周末和表哥去长野徒步了。"),
    ],
)
def test_collateral_kin_of_two_generations_differ(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert "value" in kinds(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (PARCEL_NOT, "The user has not received the work visa yet."),
        (PARCEL_NOT, "用户还没有收到工作签证。"),
        (
            "The user's brother lost the city council election in Sendai last spring.",
            LOST_JA2,
        ),
        ("The user's brother was elected to the city council in Sendai last spring.", WON_ZH),
        ("This year the user's father became vice director at the city office.", DIRECTOR_JA),
        (
            "The user went hiking in Nagano with their uncle last weekend.",
            UNCLE_JA,
        ),
    ],
)
def test_guards_stay_same(a: str, b: str) -> None:
    assert _v(a, b) != "different", compare_reason(a, b)


def test_confiscate_stays_a_verb() -> None:
    a = "海关没收了用户带回来的水果。"
    assert _v(a, "海关没收了用户带回来的水果。") == "same"


def compare_reason(a: str, b: str) -> str:
    from memory.facts import compare

    return compare(a, b).reason


def test_relational_person_is_not_settled_with_a_verb() -> None:
    from memory.fact_settle import settle_barred
    from memory.fact_units import extract

    A = extract("The user is hosting three colleagues at home for dinner on Friday.", "en")
    B = extract("The user is a guest of three colleagues at their home for dinner on Friday.", "en")
    guest = next(u for u in B.terms if u.surface == "guest")
    hosting = next(u for u in A.terms if u.surface == "hosting")
    assert settle_barred(guest, hosting, B.words, A.words, A.terms)
    plain = extract("The user was a guest at the wedding.", "en")
    g2 = next(u for u in plain.terms if u.surface == "guest")
    assert not settle_barred(g2, hosting, plain.words, A.words, A.terms)  # no "of": not read here

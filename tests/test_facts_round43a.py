"""Round 43a of issue 13: possibility met across English, Japanese and Chinese, "could" of possibility, and a present
causative whose object is a noun phrase (:mod:`memory.fact_possible`, :mod:`memory.fact_exclusive`,
:func:`memory.fact_predicates.en_past`).

* かもしれない / かもしれません: possibility, no negation. Against "may be" / "might" / 也许 / 说不定 / 可能 it is one
  fact; against a plain statement it differs in modality, never in polarity.
* "could have" + a participle, "could be" + a determiner or an -ing form: possibility, against a plain statement.
  "could swim", "could be reached", "could be stubborn" (past ability, a past disposition) are left unread.
* "has the brace checked", "gets her bike repaired": a present causative, no past, so a former habit differs in time.

Sentences written for these tests, not taken from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import kinds
from fact_cases import verdict as _v

from memory.fact_direction import epistemic
from memory.fact_predicates import en_past
from memory.fact_units import extract

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")
pytest.importorskip("jieba", reason="Chinese segmentation comes from jieba (the dev extra)")


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("ユーザーの娘は猫アレルギーかもしれない。", "The user's daughter may be allergic to cats."),
        ("ユーザーの娘は猫アレルギーかもしれません。", "The user's daughter might be allergic to cats."),
        ("ユーザーの娘は猫アレルギーかもしれない。", "用户的女儿可能对猫过敏。"),
        ("ユーザーの娘は猫アレルギーかもしれない。", "用户的女儿也许对猫过敏。"),
        ("ユーザーの娘は猫アレルギーかもしれない。", "用户的女儿说不定对猫过敏。"),
        ("用户的女儿说不定对猫过敏。", "The user's daughter may be allergic to cats."),
        ("Perhaps the user's daughter is allergic to cats.", "The user's daughter might be allergic to cats."),
        ("ユーザーの娘は猫アレルギーの可能性がある。", "The user's daughter may be allergic to cats."),
        ("The user's nephew's cough could be an allergy.", "ユーザーの甥の咳はアレルギーかもしれない。"),
        (
            "The user's wife's headache could be a side effect of the new pills.",
            "The user's wife's headache might be a side effect of the new pills.",
        ),
        (
            "The user's brother could have lost his wallet on the train.",
            "The user's brother may have lost his wallet on the train.",
        ),
    ],
)
def test_possibility_meets_possibility(a: str, b: str) -> None:
    assert _v(a, b) == "same"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("ユーザーの娘は猫アレルギーかもしれない。", "The user's daughter is allergic to cats."),
        ("ユーザーの娘は猫アレルギーかもしれません。", "ユーザーの娘は猫アレルギーです。"),
        ("ユーザーの娘は猫アレルギーかもしれない。", "用户的女儿对猫过敏。"),
        ("ユーザーは来年大阪に転勤するかもしれない。", "ユーザーは来年大阪に転勤する。"),
        (
            "The user's wife's headache could be a side effect of the new pills.",
            "The user's wife's headache is a side effect of the new pills.",
        ),
        (
            "The user's brother could have lost his wallet on the train.",
            "The user's brother lost his wallet on the train.",
        ),
        ("The user's son could be coming down with the flu.", "The user's son is coming down with the flu."),
    ],
)
def test_possibility_differs_from_a_statement_by_modality(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert "modality" in kinds(a, b)
    assert "polarity" not in kinds(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (
            "The user's sister wears a knee brace and has the brace checked every four months.",
            "The user's sister used to wear a knee brace and had the brace checked every four months.",
        ),
        (
            "Tom rides a road bike and gets his bike serviced at the shop every spring.",
            "Tom used to ride a road bike and got his bike serviced at the shop every spring.",
        ),
    ],
)
def test_former_habit_with_noun_phrase_causative_differs(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert "time" in kinds(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("ユーザーの娘は猫アレルギーかもしれない。", "ユーザーの娘は猫アレルギーかもしれません。"),
        ("ユーザーの娘は猫アレルギーではない。", "The user's daughter is not allergic to cats."),
        ("ユーザーの娘は猫アレルギーではないかもしれない。", "The user's daughter might not be allergic to cats."),
        ("The user's grandfather could swim across the river.", "The user's grandfather swam across the river."),
        ("The user's mother could be reached by phone.", "The user's mother was reached by phone."),
        ("The user's grandmother could be very stubborn.", "The user's grandmother was very stubborn."),
        (
            "The user's sister wears a knee brace and has the brace checked every four months.",
            "The user's sister wears a knee brace and gets the brace checked every four months.",
        ),
        (
            "The user's sister used to wear a knee brace and had the brace checked every four months.",
            "The user's sister used to wear a knee brace and had the brace checked every four months.",
        ),
    ],
)
def test_one_fact_stays_same(a: str, b: str) -> None:
    assert _v(a, b) == "same"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("ユーザーの娘は猫アレルギーではないかもしれない。", "The user's daughter may be allergic to cats."),
        ("用户的女儿不可能对猫过敏。", "用户的女儿可能对猫过敏。"),
    ],
)
def test_negation_before_the_possibility_stays_a_negation(a: str, b: str) -> None:
    assert "polarity" in kinds(a, b)


def test_readings() -> None:
    assert not extract("ユーザーの娘は猫アレルギーかもしれない。").negated
    assert extract("ユーザーの娘は来ないかもしれない。").negated
    assert epistemic(extract("The rash could be an allergy."))
    assert epistemic(extract("He could have caught it at school."))
    assert not epistemic(extract("He could swim across the river."))
    assert not epistemic(extract("She could be reached by phone."))
    assert not epistemic(extract("The commute could be boring."))
    assert not en_past("the user has the car washed every month".split())
    assert not en_past("the user gets her old bike repaired".split())
    assert en_past("the user had the car washed".split())
    assert en_past("the user has a dog and the dog barked".split())

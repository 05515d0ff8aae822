"""Round 42a of issue 13: a possibility said with "may", and a former habit against a present one whose second verb
is a present causative (:func:`memory.fact_direction.epistemic`, :func:`memory.fact_predicates.en_past`).

* "may be" + a participle or an adjective, "may have" + a participle: possibility, against a memory that states
  the thing ("was prescribed" / "may be prescribed", "is allergic" / "may be allergic").
* "has it checked", "gets them cleaned": a present causative, not a past. A former habit ("used to wear ... and had
  it checked") against the present one ("wears ... and has it checked") differs in time.

The guards keep what is one fact: "may" of permission said on both sides or against a plain present (left to
deontic()), "may" said twice, a past causative against a past, "has it checked" said twice, the possibility said
in Chinese against "may be". Sentences written for these tests, not taken from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import kinds
from fact_cases import verdict as _v

from memory.fact_predicates import en_past
from memory.facts import compare

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")
pytest.importorskip("jieba", reason="Chinese segmentation comes from jieba (the dev extra)")


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (
            "After the blood test, the user's father was prescribed statins 10 mg a day.",
            "After the blood test, the user's father may be prescribed statins 10 mg a day.",
        ),
        ("The user's son is allergic to peanuts.", "The user's son may be allergic to peanuts."),
        (
            "The user lost their passport at Narita Airport.",
            "The user may have lost their passport at Narita Airport.",
        ),
    ],
)
def test_may_possible_differs(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert "modality" in kinds(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (
            "The user wears hearing aids and has them checked at the clinic every six months.",
            "The user used to wear hearing aids and had them checked at the clinic every six months.",
        ),
        (
            "The user's son Kenta wears glasses and gets them adjusted at the optician every year.",
            "The user's son Kenta used to wear glasses and got them adjusted at the optician every year.",
        ),
    ],
)
def test_former_habit_with_causative_differs(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert "time" in kinds(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (
            "The user's father may be prescribed statins after the blood test.",
            "After the blood test, the user's father may be prescribed statins.",
        ),
        (
            "The user wears hearing aids and has them checked at the clinic every six months.",
            "The user has their hearing aids checked at the clinic every six months and wears them.",
        ),
        (
            "The user used to wear hearing aids and had them checked at the clinic every six months.",
            "The user used to wear hearing aids and had them checked at the clinic every six months.",
        ),
        ("The user's son may be allergic to peanuts.", "用户的儿子可能对花生过敏。"),
    ],
)
def test_one_fact_stays_same(a: str, b: str) -> None:
    assert _v(a, b) == "same"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (
            "Employees may bring their dogs to the office on Fridays.",
            "Employees bring their dogs to the office on Fridays.",
        ),
        ("The user may park in the staff car park.", "The user may park in the staff car park."),
    ],
)
def test_permission_is_no_possibility(a: str, b: str) -> None:
    # round 45a: "may" + verb against a plain present is a modality ("may" vs "-"), but never a possibility
    assert "possible" not in compare(a, b).reason


def test_readings() -> None:
    assert not en_past("the user has it checked every three months".split())
    assert not en_past("emma gets them cleaned every year".split())
    assert en_past("the user had it checked".split())
    assert en_past("the user checked it".split())

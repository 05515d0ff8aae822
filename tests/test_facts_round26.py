"""Round 26 of issue 13: precision on set y's wrong links.

1. Agent and beneficiary swapped: "the user bakes a cake for her neighbour" / "the user's neighbour bakes a cake
   for her" (en "for X", ja X のために, zh 给 / 为 / 替 X) is another fact, a role difference.
2. Handing a thing back against getting it, with one subject: "got a permit" / 許可証を返却した (return, 返納, 归还)
   are the two opposite directions of one transfer.

Each guard keeps a pair that states one fact free of that difference. The sentences are written for these tests,
not taken from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import kinds
from fact_cases import verdict as _v

from memory.fact_units import extract

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")
pytest.importorskip("jieba", reason="Chinese segmentation comes from jieba (the dev extra)")

_BAKES_FOR_NEIGHBOUR = "Every Christmas the user bakes a fruitcake for her neighbour."
_NEIGHBOUR_BAKES_FOR_HER = "Every Christmas the user's neighbour bakes a fruitcake for her."


# ------------------------------------------------------------------ 1. agent and beneficiary swapped


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (_BAKES_FOR_NEIGHBOUR, _NEIGHBOUR_BAKES_FOR_HER),
        (
            "The user knits a scarf for her grandmother every winter.",
            "ユーザーの祖母は毎年冬にユーザーのためにマフラーを編む。",
        ),
        ("用户每年给女儿做生日蛋糕。", "用户的女儿每年给她做生日蛋糕。"),
        ("The user cooks dinner for his brother on Fridays.", "用户的哥哥每周五为用户做晚饭。"),
    ],
)
def test_agent_and_beneficiary_swapped_differ(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert "role" in kinds(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (_BAKES_FOR_NEIGHBOUR, "Every Christmas the user bakes a fruitcake for her neighbour."),
        ("The user knits a scarf for her grandmother every winter.", "ユーザーは毎年冬に祖母のためにマフラーを編む。"),
        ("用户每年给女儿做生日蛋糕。", "The user bakes a birthday cake for her daughter every year."),
    ],
)
def test_one_agent_and_one_beneficiary_is_no_role_difference(a: str, b: str) -> None:
    assert "role" not in kinds(a, b)


@pytest.mark.parametrize(
    "text",
    [
        "The user works for a bank in Osaka.",  # "for" before no person
        "The cake was baked for the user by her neighbour.",  # a passive: not read
        "The user's neighbour bakes for her son.",  # two others
    ],
)
def test_no_beneficiary_reading(text: str) -> None:
    from memory.fact_agents import beneficiaries

    assert beneficiaries(extract(text)) is None


# ------------------------------------------------------------------ 2. handing back against getting


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("The user got a parking permit at the city hall.", "ユーザーは市役所で駐車許可証を返却した。"),
        ("The user returned the rental car at Naha Airport.", "The user got the rental car at Naha Airport."),
        ("用户在图书馆归还了三本书。", "The user received three books at the library."),
    ],
)
def test_handing_back_against_getting_differs(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert "role" in kinds(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("The user returned the rental car at Naha Airport.", "ユーザーは那覇空港でレンタカーを返却した。"),
        ("The user got her deposit back.", "ユーザーは敷金を返してもらった。"),
        ("The user returned from Osaka on Sunday.", "The user got a souvenir in Osaka on Sunday."),
    ],
)
def test_one_direction_or_no_return_is_no_transfer_difference(a: str, b: str) -> None:
    assert "role" not in kinds(a, b)


# ------------------------------------------------------------------ 3. recall: one word, one frequency


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("The user joined a beach clean-up in Zushi.", "The user joined a beach cleanup in Zushi."),
        ("The user takes 5 mg of amlodipine once a day.", "The user is on amlodipine, 5 mg daily."),
        ("The user is on amlodipine, 5 mg daily.", "ユーザーはアムロジピンを1日1回5mg飲んでいる。"),
    ],
)
def test_a_hyphen_spelling_and_a_frequency_once_are_the_same(a: str, b: str) -> None:
    assert _v(a, b) == "same"


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        ("The user takes 5 mg of amlodipine twice a day.", "The user is on amlodipine, 5 mg daily.", "unsure"),
        ("The user swims once a week.", "The user swims every day.", "different"),
    ],
)
def test_another_count_or_period_is_not_once(a: str, b: str, expected: str) -> None:
    assert _v(a, b) == expected

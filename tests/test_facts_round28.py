"""Round 28 of issue 13: precision on set z's wrong links (:mod:`memory.fact_modality`).

1. A permission granted, refused or asked for: "the school allowed the user to ..." / "the school refused
   permission to ..." / "the user asked the school for permission to ..." (en, ja, zh).
2. A future against a past of the same verb, the past one the aspect reader leaves unread: "will sit" / "sat".
   A Chinese duration without 了 (去柏林进修半年) against an English past: not yet done.
3. A person in the possessive is no modifier: "the user's car loan" / "the user's sister's car loan".
4. Agent and beneficiary swapped in Chinese with a counted person (五位老人, 二十个人) as the other party.

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

_GRANTED = "The user's employer gave permission to work from home on Fridays."


# ------------------------------------------------------------------ 1. a permission's act


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (_GRANTED, "The user's employer refused permission to work from home on Fridays."),
        (_GRANTED, "The user's employer denied permission to work from home on Fridays."),
        (
            "The user was allowed by her employer to work from home on Fridays.",
            "The user asked the employer for permission to work from home on Fridays.",
        ),
        (
            "ユーザーは会社から金曜日に在宅勤務する許可をもらった。",
            "The user asked the company for permission to work from home on Fridays.",
        ),
        ("公司同意用户周五在家办公。", "The user's company refused permission to work from home on Fridays."),
    ],
)
def test_permission_granted_refused_or_asked_differ(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert "modality" in kinds(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (_GRANTED, "The user was allowed by the employer to work from home on Fridays."),
        (
            "The user's employer refused permission to work from home on Fridays.",
            "The user's employer did not allow the user to work from home on Fridays.",
        ),
        ("ユーザーは会社から金曜日に在宅勤務する許可をもらった。", "公司同意用户周五在家办公。"),
    ],
)
def test_one_permission_act_is_no_modality_difference(a: str, b: str) -> None:
    assert "modality" not in kinds(a, b)


@pytest.mark.parametrize(
    ("text", "act"),
    [
        ("The user asked for and got permission to park in the yard.", ""),  # a request and its outcome
        ("The user asked her brother to pick up the kids.", ""),  # no permission
        ("The user did not allow her son to keep the kitten.", "refused"),
        ("ユーザーは大家に許可を求めた。", "requested"),
        ("房东不同意用户养猫。", "refused"),
    ],
)
def test_permission_act_reading(text: str, act: str) -> None:
    from memory.fact_modality import permission_act

    assert permission_act(extract(text)) == act


# ------------------------------------------------------------------ 2. will sit / sat


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (
            "The user's daughter will sit the bar exam in Sydney in July.",
            "The user's daughter sat the bar exam in Sydney in July.",
        ),
        ("The user swam across the bay in August.", "The user will swim across the bay in August."),
    ],
)
def test_future_against_an_only_past_of_the_same_verb_differs(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert "aspect" in kinds(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (
            "The user's daughter sat the bar exam in Sydney in July.",
            "The user's daughter sat the bar exam in Sydney in July.",
        ),
        ("The user will read the contract in May.", "The user read the contract in May."),  # read: a present too
    ],
)
def test_no_tense_reading(a: str, b: str) -> None:
    from memory.fact_modality import tense_difference

    assert tense_difference(extract(a), extract(b)) is None


# ------------------------------------------------------------------ 3. whose thing


def test_a_possessive_person_is_no_modifier() -> None:
    a = "A bank grant paid off half of the user's car loan."
    b = "A bank grant paid off half of the user's sister's car loan."
    assert _v(a, b) == "different"
    assert "person" in kinds(a, b)


def test_a_plain_modifier_still_refines() -> None:
    assert (
        _v(
            "A bank grant paid off half of the user's car loan.",
            "A bank grant paid off half of the user's new car loan.",
        )
        == "same"
    )


# ------------------------------------------------------------------ 4. Chinese beneficiary, persons read widely


def test_counted_people_swapped_with_the_user_differ() -> None:
    a = "用户周六要为邻居的五位老人包饺子。"
    b = "邻居的五位老人周六要为用户包饺子。"
    assert _v(a, b) == "different"
    assert "role" in kinds(a, b)


def test_one_direction_is_no_role_difference() -> None:
    assert "role" not in kinds("用户周六要为邻居的五位老人包饺子。", "用户周六要为邻居的五位老人包饺子。")


# ------------------------------------------------------------------ 2b. a Chinese duration without 了 is not yet done


def test_chinese_duration_without_le_against_an_english_past_differs() -> None:
    a = "用户的女儿从三月开始去柏林进修半年。"
    b = "The user's daughter trained in Berlin for half a year starting in March."
    assert _v(a, b) == "different"
    assert "aspect" in kinds(a, b)


@pytest.mark.parametrize(
    "text",
    [
        "用户的女儿在柏林进修了半年。",  # 了: done
        "用户每天跑步一小时。",  # a habit
        "用户去年在柏林进修半年。",  # a past time
    ],
)
def test_no_prospective_duration_reading(text: str) -> None:
    from memory.fact_modality import zh_duration_prospective

    assert not zh_duration_prospective(extract(text))


def test_chinese_duration_against_an_english_future_is_no_aspect_difference() -> None:
    a = "用户的女儿从三月开始去柏林进修半年。"
    b = "The user's daughter will train in Berlin for half a year starting in March."
    assert "aspect" not in kinds(a, b)

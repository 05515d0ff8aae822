"""Round 24 of issue 13 (recall): words of one memory that carry no value of their own (:mod:`memory.fact_spent`).

1. An age counter after a numeral (60歳, 六十岁) against a memory that states the same number ("at 60").
2. A time counter that met an English time unit ("two nights" / 2泊): the counter is spent too.
3. A plural suffix right after a word that met (同僚たち, 朋友们).
4. A name inside a met compound ("Kobe Port" / 神户港).

Each guard keeps a differing value a difference (another relative, another unit, another person, another port).
The sentences are written for these tests, not taken from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import verdict as _v

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")

_UNCLE_EN = "The user's uncle will retire from the bank in April 2028, at 60."
_NIGHTS_JA = "ユーザーは5月3日から2泊、箱根の旅館を予約している。"
_FUTSAL_JA = "ユーザーは毎週日曜日にブラジル人の同僚たちとフットサルをしている。"


# ------------------------------------------------------------------ 1. an age counter


@pytest.mark.parametrize(
    "b",
    ["ユーザーの叔父は2028年4月、60歳で銀行を退職する。", "用户的叔叔将于2028年4月从银行退休，届时六十岁。"],
)
def test_age_counter_after_the_same_number_is_spent(b: str) -> None:
    assert _v(_UNCLE_EN, b) == "same"


def test_age_counter_does_not_hide_another_relative() -> None:
    assert (
        _v(
            "The user's aunt will retire from the bank in April 2028, at 60.",
            "ユーザーの叔父は2028年4月、60歳で銀行を退職する。",
        )
        != "same"
    )


def test_age_counter_does_not_hide_another_number() -> None:
    assert _v(_UNCLE_EN, "ユーザーの叔父は2028年4月、62歳で銀行を退職する。") != "same"


# ------------------------------------------------------------------ 2. a time counter that met a time unit


def test_time_counter_that_met_nights_is_spent() -> None:
    assert _v("The user has reserved a ryokan in Hakone for two nights from 3 May.", _NIGHTS_JA) == "same"


def test_time_counter_does_not_meet_another_unit() -> None:
    assert _v("The user has reserved a ryokan in Hakone for two weeks from 3 May.", _NIGHTS_JA) != "same"


# ------------------------------------------------------------------ 3. a plural suffix


@pytest.mark.parametrize(
    "a,b",
    [
        ("The user plays futsal with Brazilian colleagues every Sunday.", _FUTSAL_JA),
        ("The user went hiking with university friends in October.", "用户十月和大学朋友们去远足了。"),
    ],
)
def test_plural_suffix_after_a_met_word_is_spent(a: str, b: str) -> None:
    assert _v(a, b) == "same"


def test_plural_suffix_does_not_hide_another_person() -> None:
    assert _v("The user plays futsal with Brazilian neighbours every Sunday.", _FUTSAL_JA) != "same"


# ------------------------------------------------------------------ 4. a name inside a met compound


def test_name_read_inside_a_met_compound() -> None:
    assert _v("The user took the ferry from Kobe Port.", "用户从神户港坐了渡轮。") == "same"


@pytest.mark.parametrize(
    "a,b",
    [
        ("The user took the ferry from Osaka Port.", "用户从神户港坐了渡轮。"),
        ("The user works at Sendai Station.", "用户在金泽站工作。"),
    ],
)
def test_another_name_before_a_met_compound_stays(a: str, b: str) -> None:
    assert _v(a, b) != "same"


# ------------------------------------------------------------------ 5. English function words


_CEREMONY_JA = "ユーザーの卒業式は3月20日に京都で行われる。"
_IBUPROFEN_JA = "ユーザーは腰が痛むとイブプロフェンを飲む。"


@pytest.mark.parametrize("b", [_CEREMONY_JA, "用户的毕业典礼将于3月20日在京都举行。"])
def test_take_place_names_no_place(b: str) -> None:
    assert _v("The user's graduation ceremony will take place in Kyoto on 20 March.", b) == "same"


def test_take_place_does_not_hide_another_city() -> None:
    assert _v("The user's graduation ceremony will take place in Osaka on 20 March.", _CEREMONY_JA) != "same"


@pytest.mark.parametrize("b", [_IBUPROFEN_JA, "用户腰疼的时候吃布洛芬。"])
def test_whenever_against_a_clause_of_time(b: str) -> None:
    assert _v("Whenever the user's back hurts, the user takes ibuprofen.", b) == "same"


@pytest.mark.parametrize(
    "a,b",
    [
        ("Whenever the user's back hurts, the user takes aspirin.", _IBUPROFEN_JA),
        ("Whenever the user's back hurts, the user takes ibuprofen.", "ユーザーはイブプロフェンを飲む。"),
    ],
)
def test_whenever_does_not_hide_a_value_or_a_missing_condition(a: str, b: str) -> None:
    assert _v(a, b) != "same"


# ------------------------------------------------------------------ 6. a gloss of the other CJK dictionary


def test_gloss_of_the_same_word_in_the_other_dictionary() -> None:
    """海岸 in a Chinese memory: CC-CEDICT says "coastal; seacoast", JMdict "coast; beach"; the entries overlap."""
    assert (
        _v("The user walks the dog on the beach at Enoshima every evening.", "用户每天傍晚在江之岛的海岸遛狗。")
        == "same"
    )


@pytest.mark.parametrize(
    "a,b",
    [
        ("The user's husband is a nurse.", "ユーザーの丈夫は看護師だ。"),  # ja 丈夫 "sturdy": no shared gloss with zh
        ("The user sent a letter to the bank.", "用户给银行寄了手纸。"),  # zh 手纸 "toilet paper" / ja 手紙 "letter"
    ],
)
def test_false_friends_lend_no_gloss(a: str, b: str) -> None:
    assert _v(a, b) != "same"


# ------------------------------------------------------------------ 7. CJK function words: set for, other


_TEST_ZH = "用户的驾驶考试定于2026年3月5日。"
_CRICKET_JA = "ユーザーは日曜日にほかのスリランカ人の学生とクリケットをする。"


@pytest.mark.parametrize(
    "a,b",
    [
        ("The user's driving test is on 5 March 2026.", _TEST_ZH),
        ("The user plays cricket with other Sri Lankan students on Sundays.", _CRICKET_JA),
    ],
)
def test_function_words_carry_no_value(a: str, b: str) -> None:
    assert _v(a, b) == "same"


@pytest.mark.parametrize(
    "a,b",
    [
        ("The user's driving test is in Osaka.", _TEST_ZH),  # 定于 is spent only against the same date
        # 作为 "as" is not spent: it was all that kept apart two memories whose roles are swapped (whose company)
        (
            "用户的丈夫作为被扶养人加入了用户公司的健康保险。",
            "ユーザーはユーザーの夫の会社の健康保険の扶養に入っている。",
        ),
        ("The user plays cricket with Sri Lankan students on Sundays.", _CRICKET_JA),  # no "other": ほか stays
    ],
)
def test_function_words_do_not_hide_a_value(a: str, b: str) -> None:
    assert _v(a, b) != "same"

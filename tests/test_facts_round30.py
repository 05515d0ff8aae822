"""Round 30 of issue 13: precision on set aa's false "same" (:mod:`memory.fact_values`).

1. Two colours the dictionary pivot joins (blue / green: 青 glosses both) are two values.
2. An act undone on one side only: "registered" / "cancelled the registration" (en, ja, zh).
3. Two CJK titles of one head character that share no gloss: 科长 / 部長.
4. A Chinese 要 before a verb (not yet done) against a done act (已经 ... 了).

Each guard keeps a pair that states one fact free of that difference. The sentences are written for these tests,
not taken from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import verdict as _v

from memory.fact_units import extract

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")
pytest.importorskip("jieba", reason="Chinese segmentation comes from jieba (the dev extra)")


# ------------------------------------------------------------------ 1. two colours


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("The user painted the fence blue last weekend.", "The user painted the fence green last weekend."),
        ("The user knitted a green scarf for her niece.", "The user knitted a blue scarf for her niece."),
    ],
)
def test_two_colours_are_two_values(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert _v(b, a) == "different"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("The user painted the fence blue.", "ユーザーはフェンスを青く塗った。"),
        ("The user knitted a green scarf for her niece.", "ユーザーは姪のために青いマフラーを編んだ。"),
    ],
)
def test_one_colour_stays_one_value(a: str, b: str) -> None:
    # 青い glosses "blue; green": it shares a colour with "green"
    assert _v(a, b) != "different"


def test_colour_table_is_wordnet_colours() -> None:
    from memory.fact_values import colours

    table = colours()
    assert {"blue", "green", "red", "white", "scarlet"} <= table
    assert not {"color", "glass", "fence", "sky"} & table


# ------------------------------------------------------------------ 2. an act undone


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (
            "ユーザーは2022年5月に市の図書館カードの登録をした。",
            "ユーザーは2022年5月に市の図書館カードの登録を取り消した。",
        ),
        ("用户在区役所做了印章登记。", "用户在区役所把印章登记取消了。"),
        (
            "The user booked a table for six at the Thai restaurant for Friday.",
            "The user cancelled the booking of a table for six at the Thai restaurant for Friday.",
        ),
    ],
)
def test_an_act_undone_is_another_fact(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert _v(b, a) == "different"


def test_undone_reads_the_closed_classes() -> None:
    from memory.fact_values import undone

    assert undone(extract("The user revoked the power of attorney."))
    assert undone(extract("ユーザーは予約をキャンセルした。"))
    assert undone(extract("用户撤销了那份申请。"))
    assert not undone(extract("The user renewed the power of attorney."))
    assert not undone(extract("ユーザーは予約をした。"))


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (
            "The user cancelled the gym membership in March.",
            "ユーザーは3月にジムの会員をキャンセルした。",
        ),
        (
            "The user's dentist charges a fee for cancellations made on the day.",
            "ユーザーの歯医者は当日キャンセルだと料金がかかる。",
        ),
    ],
)
def test_both_undone_stays_one_fact(a: str, b: str) -> None:
    assert _v(a, b) != "different"


# ------------------------------------------------------------------ 3. two titles of one head


def test_two_titles_of_one_head() -> None:
    a = "用户去年十月升任人事部科长。"
    b = "ユーザーは去年10月に人事部の部長に昇進した。"
    assert _v(a, b) == "different"
    assert _v(b, a) == "different"


def test_an_english_title_of_another_word() -> None:
    # "section manager" is the dictionary's gloss of 課長, not of 部長: another title of the head 長
    a = "The user became section manager in the accounting department in June."
    b = "ユーザーは6月に経理部の部長になった。"
    assert _v(a, b) == "different"
    assert _v(b, a) == "different"


def test_an_english_title_of_the_same_word_stays() -> None:
    assert _v("The user became section manager in the accounting department in June.",
              "ユーザーは6月に経理部の課長になった。") != "different"  # fmt: skip


def test_one_title_in_two_scripts_stays() -> None:
    # 课长 / 課長: one title written in two character sets, and 科长 / 課長 share the gloss "section chief"
    assert _v("用户去年十月升任人事部科长。", "ユーザーは去年10月に人事部の課長に昇進した。") != "different"


# ------------------------------------------------------------------ 4. a Chinese plan against a done act


def test_zh_plan_against_done() -> None:
    # jieba glues 要 to its verb (要装): the obligation reader of fact_status, which reads 要 before a verb, misses it
    a = "用户的女儿要装新的牙套，五月十日戴上。"
    b = "用户的女儿五月十日已经装好了新的牙套。"
    assert _v(a, b) == "different"
    assert _v(b, a) == "different"


def test_zh_plan_reader() -> None:
    from memory.fact_values import zh_plan

    assert zh_plan(extract("用户下个月要搬家。"))
    assert not zh_plan(extract("用户每天要吃药。"))  # a repetition: no plan
    assert not zh_plan(extract("用户上个月已经搬家了。"))
    assert not zh_plan(extract("用户很重要。"))  # 重要 is no 要 before a verb


def test_colour_table_unreadable_is_named(tmp_path) -> None:
    from memory.fact_antonyms import WordTableError
    from memory.fact_values import load_colours

    bad = tmp_path / "colours.txt.gz"
    bad.write_bytes(b"not gzip")
    with pytest.raises(WordTableError, match="colour table"):
        load_colours(bad)

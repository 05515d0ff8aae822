"""Round 23b of issue 13 (recall): one word written two ways, and a club named by its activity.

1. Two Japanese spellings of one word (:func:`memory.fact_recall6.same_word_alignments`): Sudachi gives both the
   same normalised form and the same reading of three morae or more (着物 / キモノ, iDeCo / イデコ). Homophones
   (紙 / 神 / カミ, 橋 / 箸) and another word in katakana (ユカタ / 着物) stay apart.
2. A club suffix after its activity (:mod:`memory.fact_club`): "volleyball club" / 排球部, "football circle" /
   足球社团, "tennis club" / テニス同好会, only right after two words that met; "chess club" / 网球部 still differs.

The sentences are written for these tests, not taken from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import kinds as _kinds
from fact_cases import verdict as _v

from memory.fact_recall6 import one_word
from memory.facts import compare

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")


# ------------------------------------------------------------------ 1. one word written two ways


@pytest.mark.parametrize(
    "a,b",
    [
        ("ユーザーは毎晩寝る前に着物をたたんでいる。", "ユーザーは毎晩寝る前にキモノをたたんでいる。"),
        ("ユーザーは去年からiDeCoを始めた。", "ユーザーは去年からイデコを始めた。"),
    ],
)
def test_one_word_written_two_ways(a: str, b: str) -> None:
    assert _v(a, b) == "same"


def test_katakana_noun_by_its_kanji_spelling() -> None:
    """キモノ is read by 着物's entry, so it meets the dictionaries' "kimono" (English) and 和服 (Chinese)."""
    assert _v("用户在京都租了和服。", "ユーザーは京都でキモノを借りた。") == "same"
    assert _v("The user folds her kimono every night.", "ユーザーは毎晩キモノをたたんでいる。") == "same"


def test_latin_and_katakana_by_sudachi() -> None:
    r = compare("ユーザーは去年からiDeCoを始めた。", "ユーザーは去年からイデコを始めた。")
    assert ("iDeCo", "イデコ", "one word") in r.aligned


@pytest.mark.parametrize(
    "a,b",
    [
        ("ユーザーは昨日カミを買った。", "ユーザーは昨日紙を買った。"),  # カミ is no spelling of 紙 alone
        ("ユーザーは浅草でユカタを借りた。", "ユーザーは浅草で着物を借りた。"),  # another word in katakana (浴衣)
    ],
)
def test_a_reading_or_another_katakana_word_is_not_met(a: str, b: str) -> None:
    r = compare(a, b)
    assert r.verdict != "same"
    assert not any(how == "one word" for _, _, how in r.aligned)


@pytest.mark.parametrize(
    "a,b",
    [
        ("ユーザーは昨日紙を買った。", "ユーザーは昨日神を買った。"),
        ("ユーザーは橋の写真を撮った。", "ユーザーは箸の写真を撮った。"),
    ],
)
def test_homophones_still_differ(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert "value" in _kinds(a, b)


def test_one_word_needs_normalised_form_and_reading() -> None:
    ta, tb = "ユーザーは着物を着た。", "ユーザーはキモノを着た。"
    assert one_word("着物", ta, "キモノ", tb)
    assert not one_word("紙", "紙を買った。", "神", "神に祈った。")  # one reading, two words
    assert not one_word("紙", "紙を買った。", "カミ", "カミを買った。")  # カミ normalises to かみ
    assert not one_word("猫", "猫を飼う。", "ネコ", "ネコを飼う。")  # two morae: too short to read


# ------------------------------------------------------------------ 2. a club named by its activity


@pytest.mark.parametrize(
    "a,b",
    [
        ("The user plays in a football circle every Saturday.", "用户每个星期六在足球社团踢球。"),
        ("The user joined the tennis club.", "ユーザーはテニス同好会に入った。"),
    ],
)
def test_club_suffix_meets_club(a: str, b: str) -> None:
    r = compare(a, b)
    assert r.verdict == "same"
    assert any(how == "club" for _, _, how in r.aligned)


def test_club_suffix_bu_in_chinese() -> None:
    r = compare("The user's son joined the volleyball club at his high school.", "用户的儿子参加了高中的排球部。")
    assert r.verdict != "different"
    assert ("club", "部", "club") in r.aligned


def test_another_activity_still_differs() -> None:
    a, b = "The user joined a chess club.", "用户参加了网球部。"
    assert _v(a, b) == "different"
    assert not any(how == "club" for _, _, how in compare(a, b).aligned)

"""Round 18b of issue 13: grammar read as a value, kana verbs, romaji in English memories, one-language synonyms
(memory/fact_recall5.py, memory/fact_romaji.py). Pairs written for these tests, not copied from a planted set: each
reading meets, and a near miss (another value, another person, another number) still differs or stays unread."""

from __future__ import annotations

import pytest

from memory.facts import extract
from tests.fact_cases import verdict


def _surfaces(text: str) -> list[str]:
    return [u.surface for u in extract(text).terms]


# ------------------------------------------------------------------ auxiliaries after て / kana verbs


def test_aspect_auxiliary_is_no_value() -> None:
    assert "しまっ" not in _surfaces("ユーザーは財布を電車に忘れてしまった。")
    # a benefactive says who acts for whom: it stays (送ってくれる, against "the user drives her colleague")
    assert "くれ" in _surfaces("先輩の山口さんがユーザーの引っ越しを手伝ってくれた。")


def test_main_verb_stays() -> None:
    # くれる / もらう as main verbs ("gave", "receives") are read by their dictionary spelling, not dropped
    units = extract("ユーザーは毎月会社から交通費をもらっている。").terms
    got = [u for u in units if u.surface == "もらっ"]
    assert got and got[0].known and "receiv" in got[0].glosses


@pytest.mark.parametrize(
    ("a", "b"),
    [("ユーザーは財布を電車に忘れてしまった。", "The user forgot their wallet on the train."),
     ("ユーザーは毎月会社から交通費をもらっている。",
      "The user receives travel expenses from the company every month.")],
)  # fmt: skip
def test_pairs_meet(a: str, b: str) -> None:
    assert verdict(a, b) == "same"


def test_received_thing_still_differs() -> None:
    a = "ユーザーは毎月会社から交通費をもらっている。"
    assert verdict(a, "The user receives rent money from the company every month.") != "same"


# ------------------------------------------------------------------ 年間 / あと before a number


def test_annual_prefix_is_a_period() -> None:
    ja = "ユーザーのジムの会費は年間4万8千円だ。"
    assert extract(ja).periods == ("per:year",)
    assert verdict(ja, "The user's gym membership costs 48,000 yen a year.") == "same"
    assert verdict(ja, "The user's gym membership costs 48,000 yen a month.") == "different"
    assert "per:year" not in extract("ユーザーは3年間東京に住んでいた。").periods  # a duration, not annual


def test_ato_before_a_number() -> None:
    ja = "ユーザーの定期券はあと5日で切れる。"
    assert "あと" not in _surfaces(ja)
    assert "あと" in _surfaces("ユーザーはあとで電話する。")  # "later": no number after it


# ------------------------------------------------------------------ "during", the name slot


def test_during_is_a_preposition() -> None:
    en = "The user visits their parents in Osaka during the summer holidays."
    assert "during" not in _surfaces(en)
    assert verdict(en, "ユーザーは夏休み中に大阪の両親を訪ねる。") == "same"
    assert verdict(en, "ユーザーは夏休み中に京都の両親を訪ねる。") != "same"


def test_name_slot() -> None:
    assert verdict("ユーザーの名前はアンナ・ペトロワだ。", "ユーザーの氏名はアンナ・ペトロワです。") == "same"
    assert verdict("用户的名字叫卡洛斯。", "ユーザーの氏名はカルロスです。") == "same"
    assert verdict("The user's name is Carlos.", "用户的姓名是卡洛斯。") == "same"
    assert verdict("用户的名字叫卡洛斯。", "ユーザーの名前はミゲルです。") != "same"
    assert verdict("ユーザーの名前はアンナだ。", "ユーザーの氏名はマリアです。") != "same"
    assert verdict("ユーザーの犬の名前はアンナだ。", "ユーザーの氏名はアンナです。") != "same"
    assert "名字" in _surfaces("ユーザーの名字は佐藤だ。")  # Japanese 名字 is "surname": a word, not the slot


# ------------------------------------------------------------------ romaji


@pytest.mark.parametrize(
    ("en", "ja"),
    [("The user practises karate at a dojo in Sendai.", "ユーザーは仙台の道場で空手を練習している。"),
     ("The user bought a house in Toyota city.", "ユーザーは豊田市に家を買った。"),
     ("The user's car passed its shaken inspection in May.", "ユーザーの車は5月に車検に合格した。")],
)  # fmt: skip
def test_romaji_meets_its_reading(en: str, ja: str) -> None:
    assert verdict(en, ja) == "same"


def test_romaji_of_another_word_differs() -> None:
    assert verdict("The user bought a house in Toyota city.", "ユーザーは豊橋市に家を買った。") != "same"
    karate = "The user practises karate at a dojo in Sendai."
    assert verdict(karate, "ユーザーは仙台の道場で柔道を練習している。") != "same"


def test_place_name_in_chinese_text() -> None:
    assert verdict("The user bought a house in Toyota city.", "用户在丰田市买了房子。") == "same"
    assert verdict("The user bought a house in Toyota city.", "用户在丰桥市买了房子。") != "same"


# ------------------------------------------------------------------ one language, one first gloss


def test_one_language_synonyms() -> None:
    assert verdict("ユーザーは義母と同居している。", "ユーザーはお姑さんと同居している。") == "same"
    assert verdict("ユーザーは義母と同居している。", "ユーザーは義父と同居している。") != "same"
    assert verdict("ユーザーは義母と同居している。", "ユーザーは母と同居している。") != "same"

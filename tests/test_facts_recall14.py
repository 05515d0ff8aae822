"""Round 14b of issue 13: names across scripts (memory/fact_names.py). Pairs written for these tests, not copied
from a planted set: each reading meets in en / ja / zh, and a different name still differs or stays unread."""

from __future__ import annotations

import pytest

from memory.fact_names import han_spells, kana_reads_han, skeleton, transliterates
from tests.fact_cases import verdict


def test_skeleton_folds_what_transliteration_folds() -> None:
    assert skeleton("Costa") == skeleton("kosuta") == "kst"
    assert skeleton("Gurung") == "kln"
    assert skeleton("Pokhara") == skeleton("pokara")
    assert han_spells("科斯塔", "kst")


@pytest.mark.parametrize(
    ("han", "latin"),
    [("安东尼奥", "Antonio"), ("伊莎贝拉", "Isabela"), ("席尔瓦", "Silva"), ("比卡什", "Bikash"), ("米格尔", "Miguel"),
     ("科斯塔", "Costa"), ("卡洛斯", "Carlos")],
)  # fmt: skip
def test_chinese_transliterations_meet(han: str, latin: str) -> None:
    assert transliterates(han, latin)


@pytest.mark.parametrize(
    ("han", "latin"),
    [("博卡拉", "Kathmandu"), ("安东尼奥", "Antoine"), ("马里奥", "Maria Lopez"), ("兰", "Lan"), ("卡洛斯", "Costa"),
     ("佩雷拉", "Pedro")],
)  # fmt: skip
def test_other_names_do_not(han: str, latin: str) -> None:
    assert not transliterates(han, latin)


def test_kana_against_its_kanji() -> None:
    assert kana_reads_han("ひかり", "光")
    assert not kana_reads_han("ひかり", "绿")
    assert not kana_reads_han("かみ", "纸")  # two kana: too short to trust


def test_foreign_name_in_chinese_meets_latin_and_katakana() -> None:
    zh = "用户的邻居卡洛斯·席尔瓦住在名古屋。"
    assert verdict("The user's neighbour Carlos Silva lives in Nagoya.", zh) == "same"
    assert verdict("隣人のカルロス・シルバさんは名古屋に住んでいる。", zh) == "same"
    # a different name, a different city
    assert verdict("The user's neighbour Carlos Mendes lives in Nagoya.", zh) != "same"
    assert verdict("The user's neighbour Carlos Silva lives in Kobe.", zh) != "same"
    assert verdict("隣人のカルロス・ソウザさんは名古屋に住んでいる。", zh) != "same"


def test_home_town_in_chinese() -> None:
    zh = "用户的同事来自博卡拉。"
    assert verdict("The user's coworker is from Pokhara.", zh) == "same"
    assert verdict("The user's coworker is from Kathmandu.", zh) != "same"


def test_chinese_names_still_differ() -> None:
    assert verdict("The user's roommate is Wang Lei.", "用户的室友是王强。") != "same"
    assert verdict("The user's roommate is Wang Lei.", "用户的室友是王磊。") == "same"


def test_kana_name_against_kanji_in_chinese() -> None:
    ja = "息子はさくら幼稚園に通っている。"
    assert verdict(ja, "用户的儿子去樱幼儿园。") == "same"
    assert verdict(ja, "用户的儿子去绿幼儿园。") != "same"


def test_middle_piece_of_a_name() -> None:
    ja = "ユーザーの名前はグエン・ティ・ランです。"
    assert verdict("The user is called Nguyen Thi Lan.", ja) == "same"
    assert verdict("The user is called Nguyen Thi Hoa.", ja) != "same"
    assert verdict("The user is called Tran Thi Lan.", ja) != "same"


def test_polite_prefix_is_no_value() -> None:
    en = "The user's family eats rice cakes at New Year."
    assert verdict(en, "ユーザーの家族はお正月にお餅を食べる。") == "same"
    assert verdict(en, "ユーザーの家族はお盆にお餅を食べる。") != "same"  # Obon, not New Year
    assert verdict(en, "ユーザーの家族はお正月にお寿司を食べる。") != "same"


def test_date_of_is_the_date_slot() -> None:
    en = "The user's son's date of birth is 2020-03-04."
    assert verdict(en, "息子は2020年3月4日生まれです。") == "same"
    assert verdict(en, "用户的儿子出生于二〇二〇年三月四日。") == "same"
    assert verdict(en, "息子は2020年3月5日生まれです。") != "same"
    assert verdict("The user forgot the date of the party.", "ユーザーはパーティーを忘れた。") != "same"


def test_nationality_before_a_person_noun() -> None:
    ja = "ユーザーは中国人の友達と住んでいる。"
    assert verdict(ja, "用户和一位中国朋友住在一起。") == "same"
    assert verdict(ja, "用户和一位日本朋友住在一起。") != "same"
    assert verdict("ユーザーは中国人だ。", "用户在中国。") != "same"  # a person, not the country


def test_name_opening_the_sentence_and_portuguese_j() -> None:
    zh = "用户的房东卡洛斯·席尔瓦住在大阪。"
    assert verdict("Carlos Silva, the user's landlord, lives in Osaka.", zh) == "same"
    assert verdict("Carlos Souza, the user's landlord, lives in Osaka.", zh) != "same"
    assert transliterates("若昂佩雷拉", "Joao Pereira")
    assert not transliterates("若昂佩雷拉", "Rosa Pereira")


def test_chinese_name_in_japanese_text() -> None:
    en = "The user's landlord is Wang Lei."
    assert verdict(en, "ユーザーの大家さんは王磊さんだ。") == "same"
    assert verdict(en, "ユーザーの大家さんは王強さんだ。") != "same"
    assert verdict("The user's landlord is Tanaka.", "ユーザーの大家さんは鈴木さんだ。") != "same"

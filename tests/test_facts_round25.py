"""Round 25 of issue 13: precision on set x's wrong links, then a katakana loan of an English phrase.

1. A katakana loan the dictionaries lack, against common English words none of which it spells, names another
   thing (コーシャ "kosher" / halal): a difference, not an unmatched value a vector may settle.
2. シ with a small kana is sh (コーシャ kosha "kosher", no longer ks, which met "keeps" kps); a kanji word's reading
   is read against an English name only (広尾 hiroo is no spelling of "halal").
3. Two Chinese memories: the last character of a noun the dictionary lacks is its head (加班费: 费 "fee"), and
   left unaligned against a value of the other it is another word: 加班费 / 工资 differ.
4. A katakana word against two or three adjacent English words that it spells joined (ホットヨガ / "hot yoga").

Each guard keeps a true pair "same". The sentences are written for these tests, not taken from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import verdict as _v

from memory.fact_units import transliteration_match

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")
pytest.importorskip("jieba", reason="Chinese segmentation comes from jieba (the dev extra)")

_HALAL_JA = "ユーザーはハラールを守っている。"
_KOSHER_JA = "ユーザーはコーシャを守っている。"
_DOG_CAFE_JA = "ユーザーは土曜日に吉祥寺のドッグカフェに行く。"
_OVERTIME_ZH = "用户上个月拿到了五万日元加班费。"
_HOT_YOGA_JA = "ユーザーは週2回ホットヨガをしている。"


# ------------------------------------------------------------------ 1. a katakana loan against other English words


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("The user keeps kosher.", _HALAL_JA),
        ("The user keeps halal.", _KOSHER_JA),
        ("The user goes to a cat cafe in Kichijoji on Saturdays.", _DOG_CAFE_JA),
    ],
)
def test_a_katakana_loan_against_another_english_word_differs(a: str, b: str) -> None:
    assert _v(a, b) == "different"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("The user keeps halal.", _HALAL_JA),
        ("The user keeps kosher.", _KOSHER_JA),
        ("The user goes to a dog cafe in Kichijoji on Saturdays.", _DOG_CAFE_JA),
        ("The user drinks kombucha every morning.", "ユーザーは毎朝コンブチャを飲む。"),
    ],
)
def test_a_katakana_loan_still_meets_its_english_word(a: str, b: str) -> None:
    assert _v(a, b) == "same"


def test_a_word_the_lexicon_cannot_judge_stays_unsure() -> None:
    # "kefir" is in no English word list: nothing says what it is, so nothing says it differs
    assert _v("The user drinks kefir every morning.", "ユーザーは毎朝コンブチャを飲む。") == "unsure"


# ------------------------------------------------------------------ 2. transliteration and readings


@pytest.mark.parametrize(
    ("kata", "latin", "meets"),
    [
        ("コーシャ", "keeps", False),
        ("コーシャ", "kosher", True),
        ("シート", "sheet", True),
        ("シャワー", "shower", True),
        ("ハラール", "halal", True),
    ],
)
def test_transliteration_of_sh_and_few_consonants(kata: str, latin: str, meets: bool) -> None:
    assert transliteration_match(kata, latin) is meets


def test_a_place_reading_is_no_spelling_of_a_common_word() -> None:
    assert _v("ユーザーは広尾の店でワインを買う。", "The user buys wine at a halal shop.") != "same"


def test_a_place_reading_still_meets_the_place_name() -> None:
    assert _v("ユーザーは広尾の店でワインを買う。", "The user buys wine at a shop in Hiroo.") == "same"


# ------------------------------------------------------------------ 3. the head of a Chinese noun


@pytest.mark.parametrize("b", ["用户上个月拿到了五万日元工资。", "用户上个月拿到了五万日元奖金。"])
def test_the_head_of_a_chinese_noun_is_a_value(b: str) -> None:
    assert _v(_OVERTIME_ZH, b) == "different"


def test_the_same_chinese_noun_stays_same() -> None:
    assert _v(_OVERTIME_ZH, "用户上个月拿到了五万日元的加班费。") == "same"


# ------------------------------------------------------------------ 4. a katakana loan of an English phrase


def test_a_katakana_loan_of_two_english_words() -> None:
    # the reading on its own (in compare, "hot" alone already meets ホットヨガ by the loose single-word ratio, so
    # the phrase reading fires only where no single word meets the loan)
    from memory.fact_loan import loan_phrase_alignments
    from memory.fact_units import extract

    A, B = extract("The user practises hot yoga twice a week."), extract(_HOT_YOGA_JA)
    got = loan_phrase_alignments(A, B, A.terms, B.terms, set(), set())
    assert {(x, y) for x, y, _ in got} == {("hot", "ホットヨガ"), ("yoga", "ホットヨガ")}


@pytest.mark.parametrize(
    "a", ["The user practises yoga twice a week.", "The user practises hot yoga three times a week."]
)
def test_a_katakana_loan_of_a_phrase_keeps_its_differences(a: str) -> None:
    assert _v(a, _HOT_YOGA_JA) != "same"


# ------------------------------------------------------------------ 5. 块: money, or the classifier of a thing


@pytest.mark.parametrize(
    ("text", "units"),
    [
        ("用户花八十万日元在横滨买了一块墓地。", ("unit:jpy",)),
        ("用户每天早上花五块钱买一块面包。", ("unit:cny",)),
        ("这本书三块钱。", ("unit:cny",)),
    ],
)
def test_kuai_before_a_noun_is_a_classifier(text: str, units: tuple[str, ...]) -> None:
    from memory.fact_units import extract

    assert extract(text).units == units


def test_the_quantity_verifier_reads_no_yuan_in_a_classifier() -> None:
    from experts.local.facts import _units_of

    assert _units_of("用户花八十万日元在横滨买了一块墓地。") == ["cur:JPY"]
    assert _units_of("用户每天早上花五块钱买一块面包。") == ["cur:CNY"]


# ------------------------------------------------------------------ 6. a negation inside a dictionary word


@pytest.mark.parametrize("a", ["The user is gluten intolerant.", "The user is lactose intolerant."])
def test_a_negated_dictionary_word_is_no_clause_negation(a: str) -> None:
    b = "用户麸质不耐受。" if "gluten" in a else "用户乳糖不耐受。"
    assert _v(a, b) == "same"


def test_a_negated_dictionary_word_against_a_negated_clause_differs() -> None:
    assert _v("The user is not lactose intolerant.", "用户乳糖不耐受。") == "different"


def test_a_clause_negation_stays_a_negation() -> None:
    assert _v("The user drinks milk.", "用户不喝牛奶。") == "different"


# ------------------------------------------------------------------ 7. a numeral and a measure word


def test_a_measure_word_is_no_value() -> None:
    # 一块 (jieba: one numeral token, the dictionary's "one block; together") before the noun it measures; the
    # English "a" is not read as a number either, so nothing is left but the noun
    assert _v("The user bought a grave plot in Yokohama.", "用户在横滨买了一块墓地。") != "different"


def test_a_clipped_loan_is_not_judged_by_its_form() -> None:
    # スマホ is "smartphone" clipped (sumaho): its first consonants are the English word's, so it may be that word
    assert _v("The user bought a smartphone case.", "ユーザーはスマホケースを買った。") != "different"

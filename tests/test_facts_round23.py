"""Round 23 of issue 13 (precision, set w): three readings that keep two different facts apart.

1. Weekend against weekday (:mod:`memory.fact_week`): the two parts of the week are two values of one closed
   calendar class, in en / ja / zh; a memory that names both, or one class on both sides, is not a difference.
2. A CJK compound that stands where an English modifier stands, before the head both memories share, is that
   modifier's counterpart (:mod:`memory.fact_slot`): "a wedding gift" / 订婚礼物 ("an engagement gift") differ,
   though a character of 订婚 (婚 "wedding") names the English word. "flight home" / 帰国便 is unchanged.
3. The phrase verifier's settle never aligns two names that the dictionaries both know under different glosses
   (``memory.fact_settle._two_names``): 大阪 / 神戸 are two places however near their vectors are; a name no
   dictionary has (ナポリ) is still settled. A dictionary word that jieba cut after an unknown word is read whole
   (:mod:`memory.fact_zh_cut`: 乌冬 | 面店 -> 乌冬面 | 店), so udon is a value the lexicon compares with soba.
4. (recall, :mod:`memory.fact_weekday`) a weekday beside a full date that agrees with it is spent when the other
   memory states that date; 月・水・金 and 周二、四 are lists of weekdays; 第2日曜日 is "the second Sunday", not the
   2nd of the month.

The sentences are written for these tests, not taken from the planted sets.
"""

from __future__ import annotations

import hashlib

import numpy as np
import pytest
from fact_cases import kinds as _kinds
from fact_cases import verdict as _v

from memory.fact_units import extract
from memory.fact_week import week_part
from memory.facts import compare

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")


# ------------------------------------------------------------------ 1. weekend / weekday


@pytest.mark.parametrize(
    "a,b",
    [
        ("The user swims at the city pool on most weekday evenings.", "ユーザーは週末の夜はたいてい市民プールで泳ぐ。"),
        ("ユーザーは平日の昼はたいてい社員食堂で食べる。", "The user eats at the staff canteen on most weekends."),
        ("用户工作日大多在图书馆学习。", "ユーザーは週末はたいてい図書館で勉強している。"),
    ],
)
def test_weekend_and_weekday_differ(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert "date" in _kinds(a, b)


@pytest.mark.parametrize(
    "text,part",
    [
        ("The user plays tennis at weekends.", "weekend"),
        ("The user cycles to work on weekdays.", "weekday"),
        ("The user works long hours on working days.", "weekday"),
        ("ユーザーは土日にテニスをする。", "weekend"),
        ("ユーザーは平日は自転車で通勤している。", "weekday"),
        ("用户周末打网球。", "weekend"),
        ("用户工作日骑车上班。", "weekday"),
        ("The user runs on weekdays and at weekends.", None),  # both: not read
        ("The user runs every morning.", None),  # neither
    ],
)
def test_week_part(text: str, part: str | None) -> None:
    assert week_part(extract(text)) == part


def test_the_same_part_of_the_week_is_no_difference() -> None:
    a = "The user swims at the city pool on most weekend evenings."
    b = "ユーザーは週末の夜はたいてい市民プールで泳いでいる。"
    assert "date" not in _kinds(a, b)


# ------------------------------------------------------------------ 2. a compound in the modifier's place


@pytest.mark.parametrize(
    "a,b",
    [
        ("The user gave their friend a wedding gift.", "用户送了朋友一份订婚礼物。"),
        ("用户请了一位订婚摄影师。", "The user hired a wedding photographer."),
    ],
)
def test_a_compound_modifier_is_the_english_modifiers_counterpart(a: str, b: str) -> None:
    r = compare(a, b)
    assert r.verdict == "different"
    assert any(d.kind == "value" and "订婚" in [*d.a, *d.b] and "wedding" in [*d.a, *d.b] for d in r.differences)


def test_a_character_that_is_the_compounds_meaning_stands() -> None:
    # 陶 "ceramics; pottery" is what 陶芸 "ceramic art" means: "pottery" is the compound said by its character
    r = compare("The user joined a pottery class in Kyoto.", "ユーザーは京都の陶芸教室に入った。")
    assert ("pottery", "陶芸", "component") in r.aligned
    assert "value" not in [d.kind for d in r.differences]


def test_a_character_still_names_a_word_after_its_head() -> None:
    # "home" follows "flight": the compound 帰国 is no modifier in its place; the component reading stands
    r = compare("The user took the flight home from Paris.", "ユーザーはパリからの帰国便に乗った。")
    # round 24: met now by the other dictionary's gloss of 帰国 (zh 归国 "to return home") before the component
    assert ("home", "帰国") in {(x, y) for x, y, how in r.aligned if how in ("component", "other-language gloss")}
    assert r.verdict == "same"


# ------------------------------------------------------------------ 3. two known names are not settled as one


def _fake_vectors(near: dict[str, str]):
    """Word vectors where each word of ``near`` has the same vector as its partner, every other word its own."""

    def vec(w: str) -> np.ndarray:
        key = near.get(w, w)
        seed = int(hashlib.md5(key.encode()).hexdigest()[:8], 16)
        v = np.random.default_rng(seed).standard_normal(64)
        return v / np.linalg.norm(v)

    return lambda words: np.stack([vec(w) for w in words])


def test_two_known_names_are_not_settled() -> None:
    from memory.fact_cover import settle

    a, b = "用户去年在大阪买了房子。", "ユーザーは去年、神戸で家を買った。"  # Osaka / Kobe: both in the dictionaries
    wv = _fake_vectors({"神戸": "大阪", "kobe": "大阪", "osaka": "大阪"})
    aligned, left_a, left_b = settle(a, b, ["大阪"], ["神戸"], wv, a_lang="zh", b_lang="ja")
    assert aligned == [] and left_a == ["大阪"] and left_b == ["神戸"]


def test_a_name_the_dictionaries_lack_is_still_settled() -> None:
    from memory.fact_cover import settle

    # ナポリ (Naples in katakana) is in no dictionary: its Chinese name is met by the vectors only
    a, b = "用户去年在那不勒斯学了做菜。", "ユーザーは去年、ナポリで料理を習った。"
    wv = _fake_vectors({"ナポリ": "那不勒斯", "naples": "那不勒斯", "napoli": "那不勒斯"})
    aligned, left_a, left_b = settle(a, b, ["那不勒斯"], ["ナポリ"], wv, a_lang="zh", b_lang="ja")
    assert [(x, y) for x, y, _ in aligned] == [("那不勒斯", "ナポリ")] and not left_a and not left_b


# ------------------------------------------------------------------ 3b. a dictionary word across jieba's cut


def test_a_word_cut_by_jieba_is_read_whole() -> None:
    terms = [t.surface for t in extract("用户常去车站旁边的乌冬面店。").terms]
    assert "乌冬面" in terms and "店" in terms and "乌冬" not in terms


def test_soba_and_udon_differ() -> None:
    r = compare("The user had lunch at a soba shop near the station.", "用户在车站附近的乌冬面店吃了午饭。")
    assert r.verdict == "different"
    assert any(d.kind == "value" and "乌冬面" in d.b for d in r.differences)


# ------------------------------------------------------------------ 4. weekdays (recall)


@pytest.mark.parametrize(
    "a,b",
    [
        ("The user's dentist appointment is on Thursday, 14 May 2026.", "ユーザーの歯医者の予約は2026年5月14日だ。"),
        (
            "The user's dentist appointment is on 14 May 2026.",
            "The user's dentist appointment is on Thursday, May 14, 2026.",
        ),
        ("The user takes a yoga class on Tuesdays and Thursdays.", "ユーザーは火・木にヨガのクラスに通っている。"),
        ("The user takes a yoga class on Tuesdays and Thursdays.", "用户每周二、四上瑜伽课。"),
        (
            "The user has a swimming lesson on the second Sunday of June.",
            "ユーザーは6月の第2日曜日に水泳のレッスンがある。",
        ),
    ],
)
def test_weekdays_read_alike(a: str, b: str) -> None:
    assert _v(a, b) == "same"


@pytest.mark.parametrize(
    "a,b",
    [
        # a weekday that is not the date's (14 May 2026 is a Thursday), or beside a date without its year
        ("The user's dentist appointment is on Wednesday, 14 May 2026.", "ユーザーの歯医者の予約は2026年5月14日だ。"),
        ("The user's dentist appointment is on Thursday, 14 May.", "ユーザーの歯医者の予約は5月14日だ。"),
    ],
)
def test_a_weekday_not_implied_stays_a_value(a: str, b: str) -> None:
    assert _v(a, b) == "unsure"


@pytest.mark.parametrize(
    "a,b",
    [
        ("The user takes a yoga class on Tuesdays and Fridays.", "用户每周二、四上瑜伽课。"),
        ("ユーザーは火・木にヨガのクラスに通っている。", "ユーザーは水・金にヨガのクラスに通っている。"),
    ],
)
def test_listed_weekdays_that_differ(a: str, b: str) -> None:
    assert "date" in _kinds(a, b)


@pytest.mark.parametrize(
    "text,dates,nums",
    [
        ("3月・4月は忙しい。", {"month:3", "month:4"}, set()),  # months, no weekday list
        ("用户周一、三个朋友来了。", {"wd:mon"}, {"3"}),  # 三个: a count
        ("ユーザーは月・水・金曜日にジムに行く。", {"wd:mon", "wd:wed", "wd:fri"}, set()),
    ],
)
def test_weekday_lists_read(text: str, dates: set[str], nums: set[str]) -> None:
    U = extract(text)
    assert set(U.dates) == dates and set(U.nums) == nums

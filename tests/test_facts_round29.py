"""Round 29 of issue 13: recall on true pairs the verifiers refused, by readings of quantities and dates.

1. A clock written in digits inside Japanese or Chinese text (2025年6月3日18:45, 8:15开始) is a time, as "6:45 pm"
   and 下午六点四十五分 are: no word boundary separates it from the characters around it.
2. A measure written with a hyphen ("a 40-centimetre shelf") is the measure, and kilowatts are a unit in the three
   languages (3 kW, 3-kilowatt, 3キロワット, 三千瓦); a kilowatt-hour (kWh, キロワット時, 千瓦时) is energy, not read.
3. 每周四个晚上 is "four evenings a week": a counter after the numeral, so 周四 is no Thursday.

Each guard keeps a pair with a different value "different". The sentences are written for these tests, not taken
from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import verdict as _v

from memory.fact_lexicon import cjk_values
from memory.fact_quantities import normalise_quantities

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")
pytest.importorskip("jieba", reason="Chinese segmentation comes from jieba (the dev extra)")


# ------------------------------------------------------------------ 1. a digit clock in CJK text


@pytest.mark.parametrize(
    ("text", "lang", "times"),
    [
        ("用户的婚礼：2025年6月3日18:45，在横滨。", "zh", ["time:18:45"]),
        ("会议8:15开始，10:30结束。", "zh", ["time:08:15", "time:10:30"]),
        ("ユーザーは毎朝7:40に家を出る。", "ja", ["time:07:40"]),
    ],
)
def test_cjk_digit_clock_is_a_time(text: str, lang: str, times: list[str]) -> None:
    assert normalise_quantities(text, lang).dates == times


def test_cjk_digit_ratio_or_version_is_no_time() -> None:
    assert normalise_quantities("比分是3:2。", "zh").dates == []
    assert normalise_quantities("版本1.2:30", "zh").dates == []


def test_digit_clock_meets_spelt_time() -> None:
    b = "用户6月3日18:45在银行开会。"
    assert _v("The user has a meeting at the bank at 18:45 on 3 June.", b) == "same"
    assert _v("用户六月三日下午六点四十五分在银行开会。", b) == "same"


def test_digit_clock_guard_other_time() -> None:
    assert _v("用户六月三日下午六点四十五分在银行开会。", "用户6月3日17:45在银行开会。") == "different"


# ------------------------------------------------------------------ 2. hyphenated measures, kilowatts


@pytest.mark.parametrize(
    ("text", "lang", "nums", "units"),
    [
        ("a 40-centimetre shelf", "en", ["40"], ["unit:cm"]),
        ("a 3-kilowatt heat pump", "en", ["3"], ["unit:kw"]),
        ("a 3 kW heat pump", "en", ["3"], ["unit:kw"]),
        ("3キロワットのヒートポンプ", "ja", ["3"], ["unit:kw"]),
        ("三千瓦的热泵", "zh", ["3"], ["unit:kw"]),
    ],
)
def test_measure_units(text: str, lang: str, nums: list[str], units: list[str]) -> None:
    q = normalise_quantities(text, lang)
    assert (q.nums, q.units) == (nums, units)


@pytest.mark.parametrize(
    ("text", "lang"),
    [("used 3 kilowatt-hours", "en"), ("3キロワット時を使った", "ja"), ("用了三千瓦时", "zh")],
)
def test_kilowatt_hour_is_no_power(text: str, lang: str) -> None:
    assert "unit:kw" not in normalise_quantities(text, lang).units


def test_kilowatts_meet_across_languages() -> None:
    a = "The user put a 3-kilowatt heat pump in the garage."
    assert _v(a, "The user put a 3 kW heat pump in the garage.") == "same"
    shelf = "The user put a 40 cm shelf in the garage."
    assert _v("The user put a 40-centimetre shelf in the garage.", shelf) == "same"


def test_kilowatts_guard_other_power() -> None:
    assert _v("The user put a 3-kilowatt heat pump in the garage.", "The user put a 5 kW heat pump in the garage.") == (
        "different"
    )


# ------------------------------------------------------------------ 3. 每周四个 is no Thursday


def test_every_week_four_counted_is_no_thursday() -> None:
    _nums, dates, _rest, _c = cjk_values("她每周四个晚上去游泳。")
    assert not any(d.startswith("wd:") for d in dates)
    _nums, dates, _rest, _c = cjk_values("她每周四晚上去游泳。")
    assert "wd:thu" in dates
    _nums, dates, _rest, _c = cjk_values("她周四个人去游泳。")
    assert "wd:thu" in dates


# ------------------------------------------------------------------ 4. days a week, the Nth weekday of a month


def test_days_a_week_in_chinese_and_japanese() -> None:
    a = "The user teaches piano at a music school in Kobe three days a week."
    assert _v(a, "用户每周三天在神户的一所音乐学校教钢琴。") == "same"
    assert _v(a, "ユーザーは週3日、神戸の音楽学校でピアノを教えている。") == "same"


def test_days_a_week_guard_other_count() -> None:
    assert _v("用户每周三天在神户的一所音乐学校教钢琴。", "用户每周两天在神户的一所音乐学校教钢琴。") == "different"


def test_every_week_weekday_stays_a_weekday() -> None:
    _nums, dates, _rest, _c = cjk_values("她周五天气好就去游泳。")
    assert "wd:fri" in dates


@pytest.mark.parametrize(
    "en",
    [
        "The user volunteers at the library in Nerima every third Sunday.",
        "On third Sundays, the user volunteers at the library in Nerima.",
    ],
)
def test_ordinal_weekday_is_monthly(en: str) -> None:
    assert _v(en, "ユーザーは毎月第3日曜日に練馬の図書館でボランティアをしている。") == "same"


def test_ordinal_weekday_guard_other_ordinal() -> None:
    en = "The user volunteers at the library in Nerima every third Sunday."
    assert _v(en, "ユーザーは毎月第2日曜日に練馬の図書館でボランティアをしている。") == "different"


def test_chinese_first_is_a_number() -> None:
    nums, _dates, _rest, _c = cjk_values("用户每月第一个星期天去教会。")
    assert "1" in nums
    nums, _dates, _rest, _c = cjk_values("用户和一个朋友去教会。")
    assert "1" not in nums


# ------------------------------------------------------------------ 5. every evening is nightly


@pytest.mark.parametrize(
    "other",
    ["ユーザーは毎晩犬の散歩をする。", "用户每天晚上遛狗。", "用户每晚遛狗。", "The user walks the dog every night."],
)
def test_every_evening_is_nightly(other: str) -> None:
    assert _v("The user walks the dog every evening.", other) == "same"


@pytest.mark.parametrize(
    "other", ["用户每天早上遛狗。", "ユーザーは毎朝犬の散歩をする。", "The user walks the dog every morning."]
)
def test_every_evening_guard_morning(other: str) -> None:
    assert _v("The user walks the dog every evening.", other) == "different"


# ------------------------------------------------------------------ 6. an exam's grade is no school year


def test_exam_grade_is_no_school_year() -> None:
    assert normalise_quantities("The user passed Kanken Grade 3 in June.", "en").nums == []
    assert _v("The user passed Kanken Grade 3 in June.", "ユーザーは6月に漢検3級に合格した。") == "same"
    assert normalise_quantities("The user's son is in grade 3.", "en").nums == ["grade:3"]


def test_exam_grade_guard_other_level() -> None:
    assert _v("The user passed Kanken Grade 3 in June.", "ユーザーは6月に漢検2級に合格した。") == "different"


def test_ordinal_weekday_of_every_month_reads_the_month_once() -> None:
    en = "The user volunteers at the library in Nerima on the third Sunday of every month."
    assert _v(en, "ユーザーは毎月第3日曜日に練馬の図書館でボランティアをしている。") == "same"

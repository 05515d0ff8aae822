"""Round 41a of issue 13: tense, aspect and outcome (set af's af11, af17, af32z, af39z; :mod:`memory.fact_plan`,
:mod:`memory.fact_status`).

* A dated future of be against its past ("will be the best man on 14 June" / "was the best man on 14 June"), in
  English and with the Japanese copula (司会だ / 司会だった).
* A present state against a plan to bring it in, where the only anchor of the plain memory is a clock time ("has a
  nap room, open from 1 pm to 3 pm" / "is going to set up a nap room ..."): a clock time with no day recurs and
  places no event in the future.
* A Chinese verb at one day with no aspect marker against the same verb with 了 / 过 (5月8日来检查 / 来检查过了).
* A search against its outcome: 在 + verb as a progressive (在找 / 找到了, 在学 / 学会了), "found", 見つけた.

The guards keep what is one fact: the future said twice, the past said twice, a day that anchors a plain memory,
a passive after be, the Chinese frames that say a past without 了 (是…的, 出生于, 从…起), a Chinese bare verb against
an English past, 在 as a preposition (在涩谷找到了, 在练马区的比赛中), "found" against "has found". Sentences written
for these tests, not taken from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import kinds
from fact_cases import verdict as _v

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")
pytest.importorskip("jieba", reason="Chinese segmentation comes from jieba (the dev extra)")


@pytest.mark.parametrize(
    ("a", "b"),
    [
        # a dated future of be against its past
        (
            "The user will be the best man at their friend Kenji's wedding in Nagoya on 14 June.",
            "The user was the best man at their friend Kenji's wedding in Nagoya on 14 June.",
        ),
        (
            "The user's daughter is going to be in the school play on 3 March.",
            "The user's daughter was in the school play on 3 March.",
        ),
        (
            "The user's son will be at the judo camp in Nagano on 2 August.",
            "The user's son was at the judo camp in Nagano on 2 August.",
        ),
        ("ユーザーは6月14日の健二の結婚式で司会だ。", "ユーザーは6月14日の健二の結婚式で司会だった。"),
        # a present state against a plan, anchored only by a clock time
        (
            "The user's office has a nap room, open from 1 pm to 3 pm.",
            "The user's office is going to set up a nap room, open from 1 pm to 3 pm.",
        ),
        (
            "The user's school has a chess club that meets from 4 pm to 5:30 pm.",
            "The user's school will start a chess club that meets from 4 pm to 5:30 pm.",
        ),
        (
            "用户的公司有午休制度，午休时间是中午12点到下午1点。",
            "用户的公司打算引入午休制度，午休时间是中午12点到下午1点。",
        ),
        (
            "ユーザーの会社には在宅勤務制度があり、コアタイムは10時から15時だ。",
            "ユーザーの会社は在宅勤務制度を導入する予定で、コアタイムは10時から15時だ。",
        ),
        # a Chinese verb at a day without and with 了 / 过
        ("用户的房东5月8日上午十点来检查热水器。", "用户的房东5月8日上午十点来检查过热水器了。"),
        ("用户10月3日去医院复查。", "用户10月3日去医院复查了。"),
        # a search or an attempt in progress against its outcome
        ("用户在找一家能带狗入住的温泉旅馆。", "用户已经找到了一家能带狗入住的温泉旅馆。"),
        ("用户的女儿在学游泳。", "用户的女儿学会了游泳。"),
        ("用户的女儿还在学开车。", "用户的女儿学会了开车。"),
        (
            "The user is looking for a part-time job near Ogikubo station.",
            "The user has found a part-time job near Ogikubo station.",
        ),
        ("The user is looking for a pet-friendly flat.", "ユーザーはペット可の部屋を見つけた。"),
    ],
)
def test_tense_aspect_and_outcome_differ(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert kinds(a, b) & {"aspect", "status"}


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (
            "The user will be the best man at their friend Kenji's wedding in Nagoya on 14 June.",
            "At their friend Kenji's wedding in Nagoya on 14 June, the user is going to be the best man.",
        ),
        (
            "The user was the best man at their friend Kenji's wedding in Nagoya on 14 June.",
            "On 14 June the user was the best man at their friend Kenji's wedding in Nagoya.",
        ),
        (
            "The user will be the MC at Kenji's wedding on 14 June.",
            "The user is the MC at Kenji's wedding on 14 June.",
        ),
        (
            "The user's band plays a gig at a club in Shibuya on 25 July at 7:30 pm.",
            "The user's band will play a gig at a club in Shibuya on 25 July at 7:30 pm.",
        ),
        (
            "The user's daughter will be baptised at St Mary's on 6 April.",
            "The user's daughter is going to be baptised at St Mary's on 6 April.",
        ),
        (
            "The user's office has a nap room, open from 1 pm to 3 pm.",
            "There is a nap room at the user's office, open from 1 pm to 3 pm.",
        ),
        (
            "The user's office will set up a nap room, open from 1 pm to 3 pm.",
            "The user's office is going to set up a nap room, open from 1 pm to 3 pm.",
        ),
        ("用户10月3日去医院复查。", "用户10月3日要去医院复查。"),
        ("用户是10月3日去医院复查的。", "用户10月3日去医院复查了。"),
        ("用户4月5日搬到大阪。", "The user moved to Osaka on 5 April."),
        ("用户在东京工作。", "The user works in Tokyo."),
        (
            "The user found a pet-friendly flat near the park.",
            "The user has found a pet-friendly flat near the park.",
        ),
        (
            "The user is looking for a pet-friendly flat near the park.",
            "The user is searching for a pet-friendly flat near the park.",
        ),
        ("用户在找离公园近、可以养宠物的房子。", "用户正在找离公园近、可以养宠物的房子。"),
        ("用户6月14日将是健二婚礼的司仪。", "用户6月14日是健二婚礼的司仪。"),
    ],
)
def test_one_fact_stays_same(a: str, b: str) -> None:
    assert _v(a, b) == "same"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        # not "same" for other reasons, before and after; never a tense or aspect difference
        ("用户的孙子3月3日出生于马尼拉。", "用户的孙子3月3日在马尼拉出生了。"),
        ("用户从4月1日起担任公寓管理组合的理事长。", "用户4月1日当上了公寓管理组合的理事长。"),
        ("用户在涩谷找到了一份兼职工作。", "The user has found a part-time job in Shibuya."),
        ("用户的儿子在练马区的比赛中获得了冠军。", "用户的儿子在练马区的比赛中夺得了冠军。"),
        ("The user's daughter was born on 12 May 2021.", "ユーザーの娘の生年月日は2021年5月12日です。"),
    ],
)
def test_no_tense_read_against_one_fact(a: str, b: str) -> None:
    assert not kinds(a, b) & {"aspect", "status"}


def test_readings() -> None:
    from memory.fact_plan import _in_progress, _plan
    from memory.fact_units import extract

    assert _in_progress(extract("用户在找房子。")) == "找"
    assert _in_progress(extract("用户还在学开车。")) == "学"
    for text in ("用户在东京工作。", "用户现在学日语。", "用户在考试中得了满分。", "用户在家附近找到了工作。"):
        assert _in_progress(extract(text)) == ""  # a preposition, a word with 在, 在…中
    zh = extract("用户10月3日去医院复查了。")
    assert _plan(extract("用户10月3日去医院复查。"), zh)  # a bare verb at a day, against Chinese
    assert not _plan(extract("用户10月3日去医院复查。"), extract("The user went to hospital on 3 October."))
    assert not _plan(extract("用户是10月3日去医院复查的。"), zh)
    assert not _plan(extract("用户十月去医院复查。"), zh)  # a month is no day

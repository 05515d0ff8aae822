"""Round 21 of issue 13: set u's wrong links, and two left from rounds 19 / 20b (precision).

1. Frequency adverbs are ordered classes (:mod:`memory.fact_frequency`, a frame of ``fact_frames``): always /
   occasionally differ, in one language and across two; neighbours and paraphrases do not.
2. The object of "play" is a value even when the word is also a verb ("plays go"); "goes to" stays a verb.
3. 近く after a noun is "near", not "soon" (``fact_status``): a plan (打算) against a memory that states the thing
   now is no longer excused as "anchored in the future".
4. The consensus settle: two social relations of one role are not barred (manager / 上司); a settle partner the
   lexicon met with another word sharing the value's ideographs, said once, is spent (``fact_cover._spent``).

The sentences are written for these tests, not taken from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import kinds as _kinds
from fact_cases import verdict as _v

from memory.fact_cover import _spent
from memory.fact_frames import social_role
from memory.fact_frequency import adverb_ranks, frequency_difference
from memory.fact_settle_class import one_class_apart
from memory.fact_status import _anchored
from memory.fact_units import extract

# ------------------------------------------------------------------ 1. frequency adverbs


@pytest.mark.parametrize(
    "a,b",
    [
        ("用户总是在公司附近的咖啡店吃午饭。", "用户偶尔在公司附近的咖啡店吃午饭。"),  # zh, one sentence
        ("ユーザーはいつも駅前のスーパーで買い物をする。", "ユーザーはたまに駅前のスーパーで買い物をする。"),  # ja
        ("The user always walks the dog in the park.", "The user rarely walks the dog in the park."),  # en
        ("The user often cooks dinner at home.", "用户很少在家做晚饭。"),  # often / rarely, across languages
        ("ユーザーはいつも自転車で通勤している。", "用户有时候骑自行车上班。"),  # always / sometimes
        ("The user sometimes goes swimming on Saturdays.", "ユーザーは毎週土曜日に泳ぎに行く。"),  # vs a period
        ("The user never drinks coffee after dinner.", "The user usually drinks coffee after dinner."),
    ],
)
def test_frequencies_that_differ(a: str, b: str) -> None:
    assert "frequency" in _kinds(a, b)


@pytest.mark.parametrize(
    "a,b",
    [
        ("The user always takes the bus to work.", "用户总是坐公交车上班。"),  # one class in two languages
        ("ユーザーはいつもバスで通勤している。", "用户总是坐公交车上班。"),
        ("The user usually eats breakfast at seven.", "The user always eats breakfast at seven."),  # neighbours
        ("The user sometimes visits the library.", "The user occasionally visits the library."),  # one class
        ("The user always jogs in the morning.", "The user jogs every morning."),  # always / a period
        ("The user often plays tennis.", "The user plays tennis."),  # one side only: not said on the other
        ("The user goes to the gym every week.", "ユーザーは毎週ジムに行く。"),  # no adverb at all
    ],
)
def test_frequencies_that_agree(a: str, b: str) -> None:
    assert "frequency" not in _kinds(a, b)


def test_frequency_readings() -> None:
    assert adverb_ranks(extract("用户没有时间去健身房。")) == frozenset()  # 有时 of 没有时间 is no "sometimes"
    assert adverb_ranks(extract("ユーザーはその店をよく知っている。")) == frozenset()  # よく知る is "know well"
    two = extract("The user usually walks but sometimes takes the bus.")
    assert frequency_difference(two, extract("The user always walks.")) is None  # two classes: not read


# ------------------------------------------------------------------ 2. the object of "play"


def test_play_object_is_a_value() -> None:
    a = "The user plays chess online with a friend every Friday."
    b = "The user plays go online with a friend every Friday."
    assert _v(a, b) == "different"
    terms = {u.surface: u.pred for u in extract(b).terms}
    assert terms["go"] is False and terms["plays"] is True


@pytest.mark.parametrize("text,word", [("The user goes to the pool on Sundays.", "goes"),
                                       ("The user wants to go to Kyoto.", "go")])  # fmt: skip
def test_go_stays_a_verb(text: str, word: str) -> None:
    terms = {u.surface: u.pred for u in extract(text).terms}
    assert terms.get(word, True) is True


def test_play_paraphrase_stays_same() -> None:
    assert _v("The user plays tennis every Sunday.", "The user plays tennis on Sundays.") != "different"


# ------------------------------------------------------------------ 3. a plan against a stated present


def test_near_is_no_future() -> None:
    assert not _anchored(extract("ユーザーは駅の近くのジムに通っている。"))
    assert not _anchored(extract("ユーザーは自宅近くの駐車場を借りている。"))
    assert _anchored(extract("ユーザーは近く引っ越す。"))  # 近く as an adverb: "soon"


def test_plan_against_present_across_languages() -> None:
    a = "ユーザーは自宅近くのガレージを月2万円で借りている。"
    b = "用户打算在家附近租一个车库，每月两万日元。"
    assert "status" in _kinds(a, b)


def test_plan_against_plan_stays() -> None:
    a = "ユーザーは来月、自宅近くのガレージを借りる予定だ。"
    b = "用户打算下个月在家附近租一个车库。"
    assert "status" not in _kinds(a, b)


# ------------------------------------------------------------------ 4. the consensus settle


def _unit(text: str, surface: str):  # type: ignore[no-untyped-def]
    U = extract(text)
    return next(t for t in U.terms if t.surface == surface), U


def test_social_roles() -> None:
    assert social_role("manager", "en") == social_role("上司", "ja") == social_role("经理", "zh") == "superior"
    assert social_role("colleague", "en") != social_role("友人", "ja")


def test_one_role_not_barred_two_roles_barred() -> None:
    m, _ = _unit("The user's manager approved the leave.", "manager")
    boss, _ = _unit("ユーザーの上司が休暇を承認した。", "上司")
    friend, _ = _unit("ユーザーの友人が休暇を承認した。", "友人")
    assert not one_class_apart(m, boss)  # one person said two ways
    assert one_class_apart(m, friend)  # manager / friend: two people
    son, _ = _unit("用户的儿子批准了。", "儿子")
    daughter, _ = _unit("ユーザーの娘が承認した。", "娘")
    assert one_class_apart(son, daughter)  # kin: unchanged


def test_spent_partner() -> None:
    a = "ユーザーの父親は介護保険で要介護3と認定された。"
    b = "用户的父亲在长期护理保险中被认定为需支援三级。"
    B = extract(b)
    met = [("介護保険", "护理"), ("介護保険", "保险"), ("父親", "父亲")]
    assert "护理" in _spent("要介護", met, B)  # 介護 said twice in ja, 护理 once in zh
    assert _spent("父親", met, B) == frozenset()  # no other word shares its ideographs
    assert _spent("やさしい", [("欲しい", "wants")], extract(a)) == frozenset()  # kana runs are not read

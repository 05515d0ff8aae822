"""Round 46b of issue 13: a Chinese negator before the verb beside a word negated inside it, Chinese scheduled against
done, the ends of a Japanese route (X発 / Y行き), a kin word's sex (:mod:`memory.fact_zh_marked`,
:func:`memory.fact_roles._ja_route`, :mod:`memory.fact_kin_sex`).

* 没有批准 / 批准 when both memories say 无薪长假 ("unpaid leave") or 无息贷款: the word's 无 made both memories
  "negated", so the clause's own negator was not read.
* 定于 / 将于 + a date against 已经…了 when both memories say 计划 as part of the thing (计划手术).
* 新大阪発博多行き against "from Hakata to Shin-Osaka" / 从博多到新大阪: 発 is the source, 行き the goal.
* 外甥 / 外甥女, 甥 / 姪: a man and a woman, whatever the path.

The guards keep what is one fact: the negator said twice (没有 / 并没有), no negator on either side, done said
twice (已经…了 / …了), a route said the same way in Japanese and English, 行事 / 発表 after a place (no route), a kin
word of one sex in two languages, a kin word inside a chain (夫の母 / 婆婆, "wife's father" / 岳父). Sentences written
for these tests, not taken from the
planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import kinds
from fact_cases import verdict as _v

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")
pytest.importorskip("jieba", reason="Chinese segmentation comes from jieba (the dev extra)")

LEAVE = "用户的老板批准用户从下个月起休两周的无薪长假。"
LEAVE_NOT = "用户的老板没有批准用户从下个月起休两周的无薪长假。"
SURGERY_PLAN = "用户的儿子定于3月14日在市民医院做计划手术。"
SURGERY_DONE = "用户的儿子已经于3月14日在市民医院做了计划手术。"
ROUTE_JA = "ユーザーは7月8日の新大阪発博多行きののぞみを予約した。"
NEPHEW_ZH = "用户的外甥下个月从大阪来东京参加面试。"
NIECE_ZH = "用户的外甥女下个月从大阪来东京参加面试。"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (LEAVE, LEAVE_NOT),
        ("用户的银行同意给用户一笔无息贷款。", "用户的银行没有同意给用户一笔无息贷款。"),
    ],
)
def test_clause_negator_beside_a_negated_word_differs(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert "polarity" in kinds(a, b)


def test_scheduled_against_done_differs() -> None:
    assert _v(SURGERY_PLAN, SURGERY_DONE) == "different"
    assert "aspect" in kinds(SURGERY_PLAN, SURGERY_DONE)


@pytest.mark.parametrize(
    "b",
    [
        "The user booked the Nozomi from Hakata to Shin-Osaka on 8 July.",
        "用户预订了7月8日从博多到新大阪的希望号。",
    ],
)
def test_route_ends_crossed_differ(b: str) -> None:
    assert _v(ROUTE_JA, b) == "different"
    assert "role" in kinds(ROUTE_JA, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (NEPHEW_ZH, NIECE_ZH),
        ("ユーザーの甥が来月大阪から東京に来る。", "ユーザーの姪が来月大阪から東京に来る。"),
    ],
)
def test_kin_word_of_the_other_sex_differs(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert "value" in kinds(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (LEAVE_NOT, "用户的老板并没有批准用户从下个月起休两周的无薪长假。"),  # the negator on both sides
        (LEAVE, "用户的老板批准了用户从下个月起休两周的无薪长假。"),  # no negator on either side
        (SURGERY_DONE, "用户的儿子3月14日在市民医院做了计划手术。"),  # done on both sides
        (ROUTE_JA, "The user booked the Nozomi from Shin-Osaka to Hakata on 8 July."),
        ("ユーザーは東京発仙台行きの新幹線の切符を買った。",
         "The user bought a ticket for the shinkansen from Tokyo to Sendai."),
        ("ユーザーは毎年、学校行事で大阪に行く。", "The user goes to Osaka every year for a school event."),
        ("ユーザーの会社は東京で新製品を発表した。", "The user's company announced a new product in Tokyo."),
        (NIECE_ZH, "用户的外甥女下个月从大阪来东京面试。"),
        ("ユーザーの姪が来月大阪から東京に来る。", "The user's niece is coming to Tokyo from Osaka next month."),
        ("ユーザーは夫の母親と同居している。", "用户和婆婆住在一起。"),  # 夫 in a chain names no person
        ("The user's wife's father lives in Hamamatsu.", "用户的岳父住在滨松。"),
    ],
)  # fmt: skip
def test_one_fact_stays_same(a: str, b: str) -> None:
    assert _v(a, b) == "same"

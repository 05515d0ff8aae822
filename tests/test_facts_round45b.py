"""Round 45b of issue 13: an act placed after an event against one placed before it, and the user in a role at a
thing against the user doing another act to it (:mod:`memory.fact_sequence`, :mod:`memory.fact_user_verb`).

* 下班后 / 出勤前, 寝る前に / 睡觉以后, "before going to bed" / 睡觉以后: the closed order markers (后 / 以后 /
  之后, 前 / 以前 / 之前; 後 / あと / 前 + a particle; after / before) on an event that aligns across the two
  memories.
* "the user helps in a class as its instructor" / "the user attends the class": the user's own main verb on both
  sides, a role noun after "as" on one, the verbs and the role said nowhere in the other memory.

The guards keep what is one fact: one order said in two languages, "after" on both sides, one order said from its
two ends (the events do not align), 以前 "formerly", 午前 / 前回 / 前年 / 駅前 / 三天前 (no marker), "named after",
"look after", "after all"; a role on both sides, a role said with a copula, a verb that says the role ("teaches" /
"as its teacher"), a role against the same verb, "such as". Sentences written for these tests, not taken from the
planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import kinds
from fact_cases import verdict as _v

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")
pytest.importorskip("jieba", reason="Chinese segmentation comes from jieba (the dev extra)")

GYM_AFTER_ZH = "用户每天下班后去健身房。"
STRETCH_BEFORE_JA = "ユーザーは毎晩寝る前にストレッチをする。"
STRETCH_AFTER_ZH = "用户每晚睡觉以后做拉伸。"
STRETCH_BEFORE_EN = "The user stretches every night before going to bed."
POTTERY_ROLE = "On weekends, the user helps in a pottery class at the community centre as its instructor."
LIBRARY_ROLE = "The user works at the city library as a guide."


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (GYM_AFTER_ZH, "ユーザーは毎日出勤前にジムに行く。"),
        (STRETCH_BEFORE_JA, STRETCH_AFTER_ZH),
        (STRETCH_BEFORE_EN, STRETCH_AFTER_ZH),
    ],
)
def test_after_against_before_differs(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert "order" in kinds(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (POTTERY_ROLE, "The user attends a pottery class at the community centre on weekends."),
        ("The user volunteers at the city library as a guide.", "The user studies at the city library."),
        ("The user works in the university orchestra as its conductor.",
         "The user plays in the university orchestra."),
    ],
)  # fmt: skip
def test_role_against_another_act_differs(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert "role" in kinds(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (STRETCH_BEFORE_JA, STRETCH_BEFORE_EN),
        ("The user is a guide at the city library.", LIBRARY_ROLE),
        ("The user works as a teaching assistant for a chemistry course.",
         "The user assists in a chemistry course as its teaching assistant."),
    ],
)  # fmt: skip
def test_one_fact_stays_same(a: str, b: str) -> None:
    assert _v(a, b) == "same"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (GYM_AFTER_ZH, "ユーザーは毎日仕事の後でジムに行く。"),  # after on both sides
        ("用户每天跑步以后吃早饭。", "ユーザーは毎朝朝食の前にジョギングする。"),  # one order from its two ends
        (LIBRARY_ROLE, "The user volunteers at the city library as a guide."),  # a role on both sides
        ("The user teaches a pottery class at the community centre.",
         "On weekends, the user helps in a pottery class at the community centre as its teacher."),  # the verb says it
        ("The user teaches a pottery class at the community centre as its instructor.",
         "The user teaches a pottery class at the community centre."),  # one verb
        ("The user plays tennis with friends such as Ken.", "The user watches tennis with friends."),  # no role
    ],
)  # fmt: skip
def test_no_order_or_role_read(a: str, b: str) -> None:
    assert not {"order", "role"} & kinds(a, b)


@pytest.mark.parametrize(
    "text",
    [
        "用户以前每周去游泳。",
        "用户前年去了北京。",
        "用户三天前去了医院。",
        "ユーザーは午前10時にジムに行く。",
        "ユーザーは前回の検診で異常がなかった。",
        "ユーザーは3日前に病院に行った。",
        "ユーザーは駅前のカフェで働いている。",
        "The user's son is named after his grandfather.",
        "The user looks after her nephew.",
        "After all, the user went home.",
    ],
)
def test_no_order_marker(text: str) -> None:
    from memory.fact_sequence import orders
    from memory.fact_units import extract

    assert orders(extract(text, None)) == []

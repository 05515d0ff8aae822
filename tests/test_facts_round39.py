"""Round 39 of issue 13: two values that trade the object and the goal (:func:`memory.fact_roles.crossed_roles`).

"Added earthquake insurance to the fire insurance" and "added fire insurance to the earthquake insurance" share every
value and differ only in which thing is added to which; so do "introduced Ken to Mari" / ユーザーはケンにマリを紹介した.
The role reader left a single object against a goal unread, because that is the dative alternation ("sent the office
the forms" / "sent the forms to the office"), one fact; two values that each take the other's part are read now. The
guards keep the alternations that are one fact, across languages. Sentences written for these tests, not taken from
the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import verdict as _v

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")
pytest.importorskip("jieba", reason="Chinese segmentation comes from jieba (the dev extra)")


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (
            "The user added earthquake insurance to the fire insurance.",
            "The user added fire insurance to the earthquake insurance.",
        ),
        ("The user added earthquake insurance to the fire insurance.", "ユーザーは地震保険に火災保険を付けた。"),
        ("The user introduced Ken to Mari.", "The user introduced Mari to Ken."),
        ("The user introduced Ken to Mari.", "ユーザーはケンにマリを紹介した。"),
        ("The user moved the piano to the living room.", "The user moved the living room to the piano."),
        (
            "The user added the son to the daughter's swim class.",
            "The user added the daughter to the son's swim class.",
        ),
    ],
)
def test_crossed_object_and_goal_differ(a: str, b: str) -> None:
    assert _v(a, b) == "different"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        # the dative alternation: one value moves between object and goal, the other stays
        ("The user sent the city office the residence forms.", "The user sent the residence forms to the city office."),
        ("The user taught the daughter Japanese.", "The user taught Japanese to the daughter."),
        ("The user taught the daughter Japanese.", "ユーザーは娘に日本語を教えた。"),
        ("The user lent Ken the bicycle.", "The user lent the bicycle to Ken."),
        # "with": the locative alternation, never read as a crossing
        (
            "The user provided the school with a medical certificate.",
            "The user provided a medical certificate to the school.",
        ),
        # the same parts in another language
        ("The user added earthquake insurance to the fire insurance.", "ユーザーは火災保険に地震保険を付けた。"),
        ("The user introduced Ken to Mari.", "ユーザーはマリにケンを紹介した。"),
        ("The user added the daughter to the family health insurance.", "ユーザーは娘を家族の健康保険に加入させた。"),
        ("The user added the daughter to the family health insurance.", "用户把女儿加入了家庭健康保险。"),
        ("The user moved the piano to the living room.", "ユーザーはピアノをリビングに移した。"),
        ("The user moved the piano to the living room.", "用户把钢琴搬到了客厅。"),
        ("The user transferred the lease to her sister.", "ユーザーは賃貸契約を妹に譲った。"),
    ],
)
def test_one_fact_stays_same(a: str, b: str) -> None:
    assert _v(a, b) == "same"


def test_a_time_clause_is_no_goal() -> None:
    # 庭仕事中に ("while gardening") is no goal and 打理花园时 no object: the crossing is not read, whatever else
    # keeps the two apart
    from memory.fact_roles import crossed_roles
    from memory.fact_units import extract

    a = extract("ユーザーは庭仕事中に錆びた釘を踏んだ。", "ja")
    b = extract("用户在打理花园时踩到了生锈的钉子。", "zh")
    aligned = [("庭仕事", "花园", "lexicon"), ("釘", "钉子", "lexicon")]
    assert crossed_roles(a, b, aligned) is None

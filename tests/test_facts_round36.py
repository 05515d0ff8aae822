"""Round 36 of issue 13: a CJK word the other memory writes with the same characters, cut differently by its
tokeniser (:func:`memory.fact_recall._written_in`).

Two readings: a word the other text writes twice is read occurrence by occurrence, so that 保险 of 地震保险 is the
second 保险 and not the first (火灾保险 ... 地震保险); and a piece of that span that another word already met may be
met again (柴犬 against 柴 + 犬, where 犬 also met the first memory's 犬). The "same" cases were "different" before
("value differs: 地震保険 vs 地震", "柴犬 vs 柴"). The guards keep siblings apart. The sentences are written for these
tests, not taken from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import verdict as _v

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")
pytest.importorskip("jieba", reason="Chinese segmentation comes from jieba (the dev extra)")


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("ユーザーの犬は柴犬だ。", "用户养的狗是柴犬。"),
        ("ユーザーは火災保険と地震保険に加入している。", "用户加入了火灾保险和地震保险。"),
        ("ユーザーは火災保険に地震保険を付けた。", "用户在火灾保险上加保了地震保险。"),
    ],
)
def test_written_with_same_characters_same(a: str, b: str) -> None:
    assert _v(a, b) == "same"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        # another breed, another insurance, another place with the same characters inside
        ("ユーザーの犬は秋田犬だ。", "用户养的狗是柴犬。"),
        ("ユーザーは火災保険に地震保険を付けた。", "用户在火灾保险上加保了汽车保险。"),
        # the brief's siblings
        ("The user's husband is allergic to pollen.", "用户的妻子对花粉过敏。"),
        ("The user is allergic to wheat.", "ユーザーはそばアレルギーだ。"),
        ("The user's passport must be renewed in October.", "用户的签证十月需要更新。"),
        ("The user is allergic to pollen.", "ユーザーはペニシリンにアレルギーがある。"),
        ("The user works at an office in Shinjuku.", "ユーザーは新宿の学校で働いている。"),
        ("ユーザーは東中野に住んでいる。", "用户住在中野。"),
    ],
)
def test_written_with_same_characters_guards(a: str, b: str) -> None:
    assert _v(a, b) != "same"


# A second reading (fact_compose): an English word written with a hyphen whose parts are one gloss of the CJK word.
# The "same" cases were "different" before ("value differs: tax-free vs 免税").


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("The user buys tax-free goods at the airport.", "用户在机场买免税商品。"),
        ("The user is organising the team year-end party.", "用户负责组织团队的年终聚会。"),
    ],
)
def test_hyphenated_word_same(a: str, b: str) -> None:
    assert _v(a, b) == "same"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("The user pays a year-end bonus.", "用户发了年初奖金。"),
        ("The user has a part-time job.", "用户有一份全职工作。"),
        ("The user buys tax-free goods at the airport.", "用户在机场买免费商品。"),
        ("The user is attending the team year-end party.", "用户负责组织团队的年终聚会。"),
    ],
)
def test_hyphenated_word_guards(a: str, b: str) -> None:
    assert _v(a, b) != "same"

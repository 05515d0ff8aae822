"""Round 35 of issue 13: a Japanese place name in a Chinese memory that jieba cuts (在世田谷 -> 在世 / 田谷), read
whole after a locative (:func:`memory.fact_zh_cut.japanese_names`), as the Japanese memory reads it.

The "same" cases were "unsure" before (在世 / 田谷 left unmatched). The guards keep a name against another name
apart. The sentences are written for these tests, not taken from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import verdict as _v

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")
pytest.importorskip("jieba", reason="Chinese segmentation comes from jieba (the dev extra)")


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("用户住在世田谷。", "ユーザーは世田谷に住んでいる。"),
        (
            "用户每周二晚上在世田谷的体育馆打排球。",
            "ユーザーは毎週火曜日の夜、世田谷の体育館でバレーボールをしている。",
        ),
        ("用户每周二晚上在世田谷的道场练习剑道。", "ユーザーは毎週火曜日の夜、世田谷の道場で剣道の稽古をしている。"),
    ],
)
def test_name_jieba_cut_same(a: str, b: str) -> None:
    assert _v(a, b) == "same"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        # a name against another name
        ("用户住在世田谷。", "ユーザーは杉並に住んでいる。"),
        ("用户每周二晚上在世田谷的道场练习剑道。", "用户每周二晚上在代官山的道场练习剑道。"),
        ("用户每周二晚上在世田谷的道场练习剑道。", "ユーザーは毎週火曜日の夜、杉並の道場で剣道の稽古をしている。"),
    ],
)
def test_name_against_another_name(a: str, b: str) -> None:
    assert _v(a, b) != "same"


def test_name_kept_whole() -> None:
    from memory.facts import extract

    words = [u.surface for u in extract("用户每周二晚上在世田谷的道场练习剑道。").terms]
    assert "世田谷" in words and "在世" not in words


def test_japanese_names_spans() -> None:
    from memory.fact_zh_cut import japanese_names

    text = "用户在隅田川划船。"
    assert japanese_names(text, []) == [(3, 6, [("隅田川", "nsj")])]
    assert japanese_names("用户在家。", []) == []  # no place name
    assert japanese_names("用户在东京工作。", []) == []  # two characters: left to jieba

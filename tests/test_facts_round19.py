"""Round 19 of issue 13: set s's wrong links, near-identical memories of one language, two places, two persons.

The readings of :mod:`memory.fact_diff` with pairs that must now differ and paraphrases or grammatical variants
that must stay as they were. The lexicon verifier alone (``memory.facts.compare``); the consensus over the planted
sets is measured by ``bench.link_sweep``. The sentences are written for these tests, not taken from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import kinds as _kinds
from fact_cases import verdict as _v

from memory.fact_diff import near_identical
from memory.fact_units import extract

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")


# ------------------------------------------------------------------ 1. one sentence, one content word swapped


@pytest.mark.parametrize("a,b", [
    ("用户的父亲被诊断为需要护理三级。", "用户的父亲被诊断为需要支援三级。"),  # a repeated word met its twin
    ("用户上周摔倒了，右脚踝扭伤。", "用户上周摔倒了，左脚踝扭伤。"),  # a one-character word (左 / 右)
    ("ユーザーの兄は市議会選挙で当選した。", "ユーザーの兄は市議会選挙で落選した。"),
    ("ユーザーは火曜日に在宅勤務をしている。", "ユーザーは火曜日に出社している。"),
    ("ユーザーの妹は大学で化学を専攻している。", "ユーザーの妹は大学で物理を専攻している。"),
    ("用户每周二在家办公。", "用户每周二去公司上班。"),
])
def test_swapped_content_word_differs(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert "value" in _kinds(a, b)


@pytest.mark.parametrize("a,b", [
    ("ユーザーの祖母は来月京都に引っ越す。", "ユーザーのおばあさんは来月京都に引っ越す。"),  # one gloss: grandmother
    ("ユーザーはコンビニでアルバイトをしている。", "ユーザーはコンビニでバイトをしている。"),  # one word, shorter
    ("ユーザーは区役所に申請した。", "ユーザーは区役所に申請しました。"),  # a polite form: grammar only
    ("ユーザーは先週大阪に行った。", "ユーザーは先週大阪に行きました。"),  # one lemma (行く)
    ("用户的妹妹在银行工作。", "用户的妹妹在一家银行工作。"),  # a classifier added
    ("用户的母亲在长期护理保险中被认定为需护理一级。", "用户的母亲在护理保险中被认定为需护理一级。"),  # one-sided word
])
def test_grammar_and_synonyms_add_no_difference(a: str, b: str) -> None:
    assert near_identical(extract(a), extract(b)) == []


def test_not_near_identical_is_not_read() -> None:
    a, b = "用户养了一只猫。", "用户的哥哥上个月在上海买了一辆新车。"
    assert near_identical(extract(a), extract(b)) == []


def test_languages_must_match() -> None:
    assert near_identical(extract("用户养了一只猫。"), extract("ユーザーは猫を飼っている。")) == []


# ------------------------------------------------------------------ 2. Chinese tense: a past said on one side only


def test_past_markers_on_one_side_are_a_tense() -> None:
    a, b = "星期天有搬家公司来用户家搬钢琴。", "上星期天搬家公司已经来用户家搬走了钢琴。"
    assert "tense" in _kinds(a, b)


def test_completion_marker_on_both_sides_is_no_tense() -> None:
    a, b = "上星期天搬家公司来用户家搬走了钢琴。", "上星期天搬家公司已经来用户家搬走了钢琴。"
    assert "tense" not in _kinds(a, b)


# ------------------------------------------------------------------ 3. two known places, two persons


def test_two_places_left_unmatched_differ() -> None:
    a = "ユーザーは2025年3月に名古屋出入国在留管理局でビザを更新した。"
    b = "用户于2025年3月在福冈出入国在留管理局更新了签证。"
    assert _v(a, b) == "different"


def test_one_place_in_two_scripts_stays() -> None:
    a = "ユーザーは2025年3月に名古屋出入国在留管理局でビザを更新した。"
    b = "用户于2025年3月在名古屋出入国在留管理局更新了签证。"
    assert _v(a, b) != "different"


def test_person_must_meet_a_person() -> None:
    a, b = "The user's grandfather turns 90 next week.", "ユーザーの祖母は来週90歳になる。"
    assert _v(a, b) == "different"


def test_same_person_across_languages_stays() -> None:
    a, b = "The user's grandmother turns 90 next week.", "ユーザーの祖母は来週90歳になる。"
    assert _v(a, b) != "different"

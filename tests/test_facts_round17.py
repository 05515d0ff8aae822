"""Round 17 of issue 13: set q's wrong links (negative implicatives and 不再 "no longer").

The mechanism (:func:`memory.fact_implicatives.implicative_negation`, read into ``Units.negated``) with pairs that
must now differ and paraphrases that must stay "same". The lexicon verifier alone (``memory.facts.compare``); the
consensus over the planted sets is measured by ``bench.link_sweep``. The sentences are written for these tests, not
taken from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import kinds as _kinds
from fact_cases import verdict as _v

from memory.fact_implicatives import implicative_negation
from memory.fact_substitution import substitution

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")


# ------------------------------------------------------------------ 1. a negative implicative against the event


@pytest.mark.parametrize("a,b", [
    ("The user's brother refused to join the football club this spring.",
     "The user's brother joined the football club this spring."),
    ("The user failed to renew the gym membership in March.", "The user renewed the gym membership in March."),
    ("The user forgot to pay the water bill this month.", "The user paid the water bill this month."),
    ("邻居拒绝帮用户照顾猫。", "邻居帮用户照顾猫。"),
    ("ユーザーの兄は町内会の会長を断った。", "ユーザーの兄は町内会の会長をしている。"),
])  # fmt: skip
def test_a_negative_implicative_differs_from_the_event(a, b):
    assert "polarity" in _kinds(a, b)
    assert _v(a, b) == "different"


@pytest.mark.parametrize("a,b", [
    ("The user's brother refused to join the football club.", "The user's brother did not join the football club."),
    ("邻居拒绝帮用户照顾猫。", "邻居不帮用户照顾猫。"),
])  # fmt: skip
def test_a_negative_implicative_agrees_with_a_plain_negation(a, b):
    assert "polarity" not in _kinds(a, b)


# ------------------------------------------------------------------ 2. 不再 "no longer" against the present state


@pytest.mark.parametrize("a,b", [
    ("用户不再去那家健身房了。", "用户去那家健身房。"),
    ("用户不再吃早饭了。", "The user eats breakfast."),
])  # fmt: skip
def test_no_longer_in_chinese_differs_from_the_present_state(a, b):
    assert "polarity" in _kinds(a, b)


def test_no_longer_in_chinese_agrees_with_no_longer_in_english():
    assert "polarity" not in _kinds("用户不再吃早饭了。", "The user no longer eats breakfast.")


# ------------------------------------------------------------------ 3. what is no member of the class


@pytest.mark.parametrize("text,lang", [
    ("The user declined sharply after the surgery.", "en"),
    ("The user failed the driving test twice.", "en"),
    ("医師の診断で骨折が分かった。", "ja"),
    ("ユーザーは毎朝横断歩道を渡る。", "ja"),
    ("用户的判断是正确的。", "zh"),
])  # fmt: skip
def test_words_outside_the_class_do_not_negate(text, lang):
    assert not implicative_negation(text, lang)


# ------------------------------------------------------------------ 4. a decided plan against a wish


@pytest.mark.parametrize("a,b", [
    ("用户的妹妹将从四月开始在东京工作。", "用户的妹妹希望从四月开始在东京工作。"),
    ("用户明年打算去北海道滑雪。", "用户明年想去北海道滑雪。"),
    ("ユーザーは来年ヨガ教室に通う予定だ。", "ユーザーは来年ヨガ教室に通いたいと思っている。"),
])  # fmt: skip
def test_a_plan_differs_from_a_wish(a, b):
    assert _v(a, b) == "different"
    assert "status" in _kinds(a, b) or "mood" in _kinds(a, b)


@pytest.mark.parametrize("a,b", [
    ("用户的妹妹将从四月开始在东京工作。", "ユーザーの妹は4月から東京で働く予定だ。"),
    ("用户明年想去北海道滑雪。", "The user wants to go skiing in Hokkaido next year."),
])  # fmt: skip
def test_two_plans_or_two_wishes_stay_apart_from_the_status_check(a, b):
    assert "status" not in _kinds(a, b)


# ------------------------------------------------------------------ 5. who stands in for whom


@pytest.mark.parametrize("a,b", [
    ("邻居小李替用户遛了狗。", "The user walked the dog for their neighbour Li, taking over Li's turn."),
    ("The user's brother filled in for the user at the Sunday market stall.",
     "The user filled in for their brother at the Sunday market stall."),
    ("兄がユーザーの代わりに会議に出た。", "The user attended the meeting instead of their brother."),
])  # fmt: skip
def test_who_stands_in_for_whom_differs(a, b):
    assert _v(a, b) == "different"


@pytest.mark.parametrize("a,b", [
    ("The user's brother filled in for the user at the Sunday market stall.",
     "The user's brother took the user's place at the Sunday market stall."),
    ("兄がユーザーの代わりに会議に出た。", "The user's brother attended the meeting on behalf of the user."),
])  # fmt: skip
def test_one_substitution_said_two_ways_is_not_read_as_a_difference(a, b):
    assert "role" not in _kinds(a, b)


@pytest.mark.parametrize("text,lang", [
    ("The user is covered by their employer's health insurance.", "en"),
    ("用户更换了手机电池。", "zh"),
    ("ユーザーは毎朝コーヒーを飲む。", "ja"),
])  # fmt: skip
def test_no_substitution_is_read_without_its_marker(text, lang):
    from memory.fact_units import extract

    assert substitution(extract(text, lang)) is None


@pytest.mark.parametrize("text", [
    "I forgot to say: I'm allergic to eggs as well.",
    "Actually I moved to Nagoya last month, I keep forgetting to update people.",
    "The landlord declined to comment on the rent.",
])  # fmt: skip
def test_an_implicative_before_a_verb_of_saying_negates_nothing(text):
    assert not implicative_negation(text, "en")

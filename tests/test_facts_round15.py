"""Round 15 of issue 13: set p's wrong links (a Chinese wish with a coverb phrase between 想 and its verb, a
Japanese past state against a present one).

Each mechanism (:func:`memory.fact_frames.zh_wish_coverb`, read by :func:`memory.fact_frames.wish`; the past state
of :func:`memory.fact_status.status_difference`) with pairs that must now differ and paraphrases that must stay
"same". The lexicon verifier alone (``memory.facts.compare``); the consensus over the planted sets is measured by
``bench.link_sweep``. The sentences are written for these tests, not taken from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import kinds as _kinds
from fact_cases import verdict as _v

from memory.fact_frames import zh_wish_coverb

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")


# ------------------------------------------------------------------------- 1. 想 + a coverb phrase + verb: a wish


@pytest.mark.parametrize("a,b", [
    ("用户向市政府反映了道路的问题。", "用户想向市政府反映道路的问题。"),
    ("用户给妈妈打了电话。", "用户想给妈妈打电话。"),
    ("用户对同事道歉了。", "用户希望对同事道歉。"),
])  # fmt: skip
def test_a_wish_through_a_coverb_differs_from_a_done_event(a, b):
    assert "mood" in _kinds(a, b)
    assert _v(a, b) == "different"


@pytest.mark.parametrize("a,b", [
    ("The user wants to complain to the landlord about the noise.", "用户想向房东投诉噪音。"),
    ("The user complained to the landlord about the noise.", "用户向房东投诉了噪音。"),
    ("用户想向房东投诉噪音。", "用户想要向房东投诉噪音。"),
])  # fmt: skip
def test_a_wish_said_on_both_sides_stays_same(a, b):
    assert _v(a, b) == "same"


@pytest.mark.parametrize("text,read", [
    ("用户想向房东投诉噪音。", True),
    ("用户很想他的父亲。", False),  # 想 + a person: "misses"
    ("我想是这样。", False),  # 想是 "I think it is"
    ("用户的理想是当医生。", False),  # 理想 a word
    ("用户向房东投诉了噪音。", False),
])  # fmt: skip
def test_zh_wish_coverb_reading(text, read):
    assert zh_wish_coverb(text) is read


# ------------------------------------------------------------------ 2. ていた (a state then) against a state now


@pytest.mark.parametrize("a,b", [
    ("ユーザーは大阪に住んでいる。", "ユーザーは大阪に住んでいた。"),
    ("ユーザーは犬を飼っている。", "ユーザーは犬を飼っていました。"),
    ("The user lives in Osaka.", "ユーザーは大阪に住んでいた。"),
])  # fmt: skip
def test_a_past_state_differs_from_a_present_one(a, b):
    assert "status" in _kinds(a, b)
    assert _v(a, b) == "different"


@pytest.mark.parametrize("a,b", [
    ("The user lived in Osaka.", "ユーザーは大阪に住んでいた。"),  # a plain past: the same
    ("The user used to live in Osaka.", "ユーザーは大阪に住んでいた。"),  # a former state
    ("ユーザーは住んでいた家を売った。", "The user sold the house they lived in."),  # ていた in a relative clause
    ("ユーザーは大阪に住んでいたとき、毎日自転車に乗った。", "ユーザーは大阪に住んでいたとき、毎日自転車に乗った。"),
])  # fmt: skip
def test_a_past_state_against_a_past_or_inside_a_clause_stays_same(a, b):
    assert _v(a, b) == "same"

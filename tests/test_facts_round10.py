"""Round 10 of issue 13: the frame around a fact must agree (set k's held-out wrong links), en / ja / zh.

Each mechanism of :mod:`memory.fact_frames` (and the object role of :mod:`memory.fact_roles`) with pairs that must
differ and paraphrases that must not be told apart. The lexicon verifier alone (``memory.facts.compare``); the
consensus over the planted sets is measured by ``bench.link_sweep``. The sentences are written for these tests, not
taken from set k.
"""

from __future__ import annotations

import pytest
from fact_cases import kinds as _kinds
from fact_cases import verdict as _v

from memory.fact_frames import alternate, apart, former, kin_chains, wish
from memory.fact_roles import roles
from memory.facts import extract

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")


# ------------------------------------------------------------------------------------------------ former


def test_former_state_reads_the_habitual_past_in_three_languages():
    assert former(extract("The user used to live in Nagoya."))
    assert former(extract("The user previously lived in Nagoya."))
    assert former(extract("ユーザーはかつて名古屋に住んでいた。"))
    assert former(extract("ユーザーは以前名古屋に住んでいた。"))
    assert former(extract("用户以前住在名古屋。"))
    assert former(extract("用户曾经住在名古屋。"))
    # "is used to" is being accustomed; 以前から "since long ago" is still true; a memory anchoring the present too
    assert not former(extract("The user is used to the cold in Nagoya."))
    assert not former(extract("The user no longer lives in Nagoya."))  # the present, negated: polarity's reading
    assert not former(extract("ユーザーは以前から名古屋に住んでいる。"))
    assert not former(extract("用户以前住在大阪，现在住在名古屋。"))


def test_former_differs_from_present_but_not_from_a_plain_past():
    assert (
        _v("The user used to teach piano at a school in Kobe.", "The user teaches piano at a school in Kobe.")
        == "different"
    )
    assert "time" in _kinds("用户以前在神户教钢琴。", "The user teaches piano in Kobe.")
    assert "time" in _kinds("ユーザーはかつて神戸でピアノを教えていた。", "用户在神户教钢琴。")
    # a plain past is compatible with "used to", and two former states still meet
    assert "time" not in _kinds("The user used to teach piano in Kobe.", "The user taught piano in Kobe.")
    assert "time" not in _kinds("The user used to teach piano in Kobe.", "用户以前在神户教钢琴。")


# ------------------------------------------------------------------------------------------------ wish


def test_a_wish_is_no_present_fact():
    assert wish(extract("The user would like to study in Sendai."))
    assert wish(extract("ユーザーは仙台で勉強したいと思っている。"))
    assert wish(extract("用户想在仙台学习。"))
    assert _v("The user wants to study in Sendai.", "The user studies in Sendai.") == "different"
    assert "mood" in _kinds("ユーザーは仙台で勉強したい。", "ユーザーは仙台で勉強している。")
    assert "mood" in _kinds("用户想在仙台学习。", "The user is studying in Sendai.")
    # two wishes in two languages still meet; a wish against a plan is left to the other checks
    assert "mood" not in _kinds("The user wants to study in Sendai.", "用户想在仙台学习。")
    assert "mood" not in _kinds("The user wants to study in Sendai.", "The user plans to study in Sendai.")


# ------------------------------------------------------------------------------------------------ frequency


def test_every_other_period_differs_from_every_period():
    assert alternate(extract("The user visits the clinic every other week."))
    assert alternate(extract("ユーザーは隔週でクリニックに通っている。"))
    assert alternate(extract("用户每隔一周去诊所。"))
    assert not alternate(extract("The user visits the clinic every week."))
    assert _v("The user visits the clinic every week.", "The user visits the clinic every other week.") == "different"
    assert "frequency" in _kinds("ユーザーは毎週クリニックに通っている。", "用户每隔一周去诊所。")
    assert "frequency" in _kinds("The user pays 5,000 yen a month.", "The user pays 5,000 yen bimonthly.")
    # every other week said two ways still meets on this frame
    en, ja = "The user visits the clinic every other week.", "ユーザーは隔週でクリニックに通っている。"
    assert "frequency" not in _kinds(en, ja)


# ------------------------------------------------------------------------------------------------ apart


def test_apart_differs_from_together():
    assert apart(extract("The user lives apart from her parents."))
    assert apart(extract("ユーザーは両親と別々に暮らしている。"))
    assert apart(extract("用户和父母分开住。"))
    assert _v("The user lives apart from her parents.", "The user lives with her parents.") == "different"
    assert "together" in _kinds("用户和父母分开住。", "ユーザーは両親と同居している。")
    en, ja = "The user lives separately from her parents.", "ユーザーは両親と別々に暮らしている。"
    assert "together" not in _kinds(en, ja)


# ------------------------------------------------------------------------------------------------ kinship chains


def test_kinship_chains_name_different_people():
    assert kin_chains(extract("The user's wife's father runs a bakery.")) == {"father": {"wife"}}
    assert kin_chains(extract("ユーザーの妻の父親はパン屋を経営している。")) == {"father": {"wife"}}
    assert kin_chains(extract("用户妻子的父亲开了一家面包店。")) == {"father": {"wife"}}
    assert kin_chains(extract("The user's own father runs a bakery.")) == {"father": {"self"}}
    assert "kinship" in _kinds("The user's own father runs a bakery.", "The user's wife's father runs a bakery.")
    assert "kinship" in _kinds("The user's father runs a bakery.", "用户妻子的父亲开了一家面包店。")
    # the same chain in three languages is no kinship difference; 母国 is no mother
    en, ja, zh = (
        "The user's wife's father runs a bakery.",
        "ユーザーの妻の父親はパン屋を経営している。",
        "用户妻子的父亲开了一家面包店。",
    )
    assert "kinship" not in _kinds(en, ja)
    assert "kinship" not in _kinds(ja, zh)
    assert kin_chains(extract("ユーザーの母国はベトナムだ。")) == {}


# ------------------------------------------------------------------------------------------------ subject / object


def test_subject_and_object_swapped_differ_in_english():
    U = extract("The user's son drives the user to the station.")
    assert dict(zip((t.surface for t in U.terms), roles(U), strict=True))["son"] == "agent"
    V = extract("The user drives her son to the station.")
    assert dict(zip((t.surface for t in V.terms), roles(V), strict=True))["son"] == "object"
    assert (
        _v("The user's son drives the user to the station.", "The user drives her son to the station.") == "different"
    )
    # the same reading in other words still meets; an object against a goal is no reading ("gave her brother")
    assert "role" not in _kinds("The user drives her son to the station.", "The user drives her son to the station.")
    assert (
        _v("The user's son drives the user to the station.", "The user's son drives her to the station.") != "different"
    )
    assert "role" not in _kinds("The user gave her brother a bicycle.", "The user gave a bicycle to her brother.")


def test_chinese_word_order_reads_subject_object_and_relative_clauses():
    # a bare noun after the verb is the object, one right before the first verb the subject
    assert "role" in _kinds("儿子教用户做饭。", "用户教儿子做饭。")
    assert "role" in _kinds("The user's son teaches the user cooking.", "用户教儿子做饭。")
    assert "role" not in _kinds("The user teaches her son cooking.", "用户教儿子做饭。")
    # a marker before a relative clause governs its head noun: 给住在大阪的妹妹 "to the sister living in Osaka"
    U = extract("用户给住在大阪的妹妹寄钱。")
    assert dict(zip((t.surface for t in U.terms), roles(U), strict=True))["妹妹"] == "to"
    assert "role" in _kinds("The user receives money from her younger sister in Osaka.", "用户给住在大阪的妹妹寄钱。")
    # a verb after 的 is a noun's modifier (用户的工作签证 "work visa"): the visa is no object
    assert "role" not in _kinds("The user's work visa expires in January 2027.", "用户的工作签证2027年1月到期。")
    # a coverb before the noun reads nothing (跟女儿学 "learns from / with the daughter")
    V = extract("用户在跟女儿学日语。")
    assert dict(zip((t.surface for t in V.terms), roles(V), strict=True))["女儿"] == ""

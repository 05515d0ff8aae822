"""Round 18 of issue 13: set q's remaining wrong links (precision).

Four readings, each with pairs that must differ and paraphrases that must stay: the phrase verifier's bar
(:func:`memory.fact_settle.settle_barred`: two kinds of one thing, 住宅ローン / 车贷; a past against a progressive of
one verb), a change of state (:mod:`memory.fact_change`: a state that ended against the state now), what is left
of a count against what was used, and one verb in the English past against its Japanese plain non-past
(:mod:`memory.fact_tense`). The lexicon verifier alone (``memory.facts.compare``) and the bar on units; the
consensus over the planted sets is measured by ``bench.link_sweep``. The sentences are written for these tests,
not taken from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import kinds as _kinds
from fact_cases import verdict as _v

from memory.fact_change import count_difference, ended
from memory.fact_settle import pieces, settle_barred
from memory.fact_units import extract

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")


def _unit(text: str, surface: str):
    U = extract(text)
    return next(u for u in U.terms if u.surface == surface), U


# ------------------------------------------------------------------ 1. the phrase verifier's bar


def test_a_compound_splits_into_its_dictionary_words():
    assert pieces("住宅ローン", "ja") == ("住宅", "ローン")
    assert pieces("车贷", "zh") == ("车", "贷")
    assert pieces("猫", "zh") == ()


@pytest.mark.parametrize("a,x,b,y", [
    ("ユーザーは住宅ローンを返している。", "住宅ローン", "用户有一笔车贷。", "车贷"),
    ("ユーザーは住宅ローンを組んだ。", "住宅ローン", "用户办了车贷。", "车贷"),
])  # fmt: skip
def test_two_kinds_of_one_thing_are_never_settled(a, x, b, y):
    (u, U), (t, T) = _unit(a, x), _unit(b, y)
    assert settle_barred(u, t, U.words, T.words)
    assert settle_barred(t, u, T.words, U.words)


@pytest.mark.parametrize("a,x,b,y", [
    ("ユーザーは電気代を払った。", "電気代", "用户交了电费。", "电费"),  # one kind: the pieces meet
    ("ユーザーは住宅ローンを組んだ。", "住宅ローン", "用户在还房贷。", "房贷"),  # 住宅 / 房: housing
    ("ユーザーは部屋を借りている。", "部屋", "用户租了一套公寓。", "公寓"),  # 部 / 屋 do not mean 部屋
    ("ユーザーは駐車違反で罰金を払った。", "駐車違反", "用户因违章停车被罚款。", "停车"),  # one side adds a piece
])  # fmt: skip
def test_one_kind_stays_for_the_vectors(a, x, b, y):
    (u, U), (t, T) = _unit(a, x), _unit(b, y)
    assert not settle_barred(u, t, U.words, T.words)


def test_a_past_is_never_settled_with_a_progressive_of_its_verb():
    (u, U), (t, T) = (_unit("The user's sister is coming to Osaka in May.", "coming"),
                      _unit("The user's sister came to Osaka in May.", "came"))  # fmt: skip
    assert settle_barred(t, u, T.words, U.words)
    assert settle_barred(u, t, U.words, T.words)


# ------------------------------------------------------------------ 2. a state that ended against the state now


@pytest.mark.parametrize("a,b", [
    ("ユーザーの台所の水漏れはもう直った。", "ユーザーの台所で水漏れがしている。"),
    ("The stain on the user's sofa was removed.", "There is a stain on the user's sofa."),
    ("用户的电脑已经修好了。", "用户的电脑坏了。"),
    ("ユーザーの腰痛は治った。", "The user has back pain."),
])  # fmt: skip
def test_a_state_that_ended_differs_from_the_state_now(a, b):
    assert "status" in _kinds(a, b)
    assert _v(a, b) == "different"


@pytest.mark.parametrize("a,b", [
    ("ユーザーの腰痛は治った。", "The user's back pain has healed."),  # both say the ending
    ("The user's bike was repaired.", "ユーザーの自転車は修理された。"),
])  # fmt: skip
def test_the_same_ending_stays(a, b):
    assert "status" not in _kinds(a, b)


@pytest.mark.parametrize("text", [
    "The user's salary includes fixed overtime pay.",  # an attribute, not a verb
    "The user's meeting will be finished by noon.",  # not done
    "仕事が終わったら、ユーザーはジムに行く。",  # a condition (たら), no completed ending
])  # fmt: skip
def test_no_ending_is_read_outside_a_completed_verb(text):
    assert not ended(extract(text))


# ------------------------------------------------------------------ 3. left against used of one count


@pytest.mark.parametrize("a,b", [
    ("The user has 5 vacation days left this year.", "ユーザーは今年、休暇を5日使った。"),
    ("用户这个月还剩三千日元的预算。", "The user spent 3,000 yen of the budget this month."),
])  # fmt: skip
def test_what_is_left_differs_from_what_was_used(a, b):
    assert count_difference(extract(a), extract(b)) is not None
    assert _v(a, b) == "different"


@pytest.mark.parametrize("a,b", [
    ("The user has 5 vacation days left this year.", "ユーザーは今年、休暇があと5日残っている。"),
    ("The user has 5 vacation days left this year.", "用户今年还剩五天假。"),
    ("ユーザーは膝の手術のあと3日間入院した。", "The user used 3 days of sick leave."),  # のあと is "after"
])  # fmt: skip
def test_left_against_left_is_no_count_difference(a, b):
    assert count_difference(extract(a), extract(b)) is None


# ------------------------------------------------------------------ 4. an English past against a Japanese non-past


def test_a_past_differs_from_a_japanese_non_past_of_the_same_verb():
    a, b = "The user's brother moved to Sapporo in June.", "ユーザーの兄は6月に札幌へ引っ越す。"
    assert "status" in _kinds(a, b)
    assert _v(a, b) == "different"


@pytest.mark.parametrize("a,b", [
    ("The user's brother is moving to Sapporo in June.", "ユーザーの兄は6月に札幌へ引っ越す。"),
    ("The user's brother moved to Sapporo in June.", "ユーザーの兄は6月に札幌へ引っ越した。"),
    ("The company invited the user to an interview on May 3.", "ユーザーは5月3日に面接を受ける。"),  # two verbs
])  # fmt: skip
def test_no_tense_difference_without_one_verb_in_past_and_non_past(a, b):
    assert "status" not in _kinds(a, b)


# ------------------------------------------------------------------ 5. the antonym table without loose keys


def test_the_antonym_table_has_no_adverbs_and_no_particle_keys():
    import gzip

    from memory import fact_antonyms

    with gzip.open(fact_antonyms.ANTONYMS_PATH, "rt", encoding="utf-8") as f:
        rows = [line.split("\t") for line in f if not line.startswith("#")]
    assert rows and not any(r[0] == "r" for r in rows)
    table = fact_antonyms.antonyms()
    for particle in ("up", "down", "on", "off", "away", "in", "out"):  # ("back" is also the stem of "backed")
        assert particle not in table
    assert "end" in table["begin"] and "sell" in table["buy"]  # the verbs stay
    assert "ill" in table["well"]  # "well" the adjective (healthy) stays

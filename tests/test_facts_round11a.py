"""Round 11a of issue 13: transfer kind and direction, and comparison (sets k and l's last wrong links), en / ja / zh.

Each mechanism of :mod:`memory.fact_transfer` with pairs that must differ and paraphrases that must stay "same". The
lexicon verifier alone (``memory.facts.compare``); the consensus over the planted sets is measured by
``bench.link_sweep``. The sentences are written for these tests, not taken from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import kinds as _kinds
from fact_cases import verdict as _v

from memory.fact_transfer import comparison
from memory.facts import compare, extract

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")


LENT_EN = "The user lent a bicycle to the brother."
LENT_JA = "ユーザーは兄に自転車を貸した。"
LENT_ZH = "用户把自行车借给了哥哥。"
GAVE_EN = "The user gave a bicycle to the brother."
GAVE_JA = "ユーザーは兄に自転車をあげた。"
GAVE_ZH = "用户把自行车送给了哥哥。"


# ------------------------------------------------------------------------------------------------ loan / gift


@pytest.mark.parametrize("a,b", [(LENT_EN, LENT_JA), (LENT_EN, LENT_ZH), (GAVE_EN, GAVE_ZH)])
def test_the_same_transfer_across_languages_stays_same(a, b):
    assert _v(a, b) == "same"


@pytest.mark.parametrize("a,b", [(LENT_EN, GAVE_JA), (LENT_EN, GAVE_ZH), (LENT_ZH, GAVE_JA), (LENT_JA, GAVE_JA),
                                 ("Kenji borrowed 30,000 yen from the user.", "ユーザーは健二さんに3万円をあげた。")])
def test_a_loan_is_no_gift(a, b):
    assert _v(a, b) == "different"
    assert "role" in _kinds(a, b)


def test_a_loan_with_a_favour_auxiliary_is_still_a_loan():
    # 貸してあげた "lent as a favour": the auxiliary after て is no gift
    assert "role" not in _kinds("ユーザーは兄に自転車を貸してあげた。", LENT_EN)
    assert _v("ユーザーは兄に自転車を貸してあげた。", GAVE_EN) == "different"


# ------------------------------------------------------------------------------------------------ direction


@pytest.mark.parametrize("a,b", [
    ("The user teaches piano.", "ユーザーはピアノを教えている。"),
    ("The user teaches piano.", "用户教钢琴。"),
    ("The user learns piano.", "ユーザーはピアノを習っている。"),
    ("The user learns piano.", "用户学钢琴。"),
    ("The user's brother sends the user rice every month.", "ユーザーの兄は毎月ユーザーに米を送っている。"),
])
def test_the_same_direction_stays_same(a, b):
    assert _v(a, b) == "same"


@pytest.mark.parametrize("a,b", [
    ("The user teaches piano.", "ユーザーはピアノを習っている。"),
    ("The user learns piano.", "用户教钢琴。"),
    ("ユーザーはピアノを教えている。", "用户学钢琴。"),
    ("The user's brother sends the user rice every month.", "ユーザーの兄は毎月ユーザーから米を受け取っている。"),
    ("The user sends 50,000 yen to the user's parents every month.", "ユーザーは毎月両親から5万円を受け取っている。"),
])
def test_one_subject_giving_against_receiving_differs(a, b):
    got = compare(a, b)
    assert got.verdict == "different"
    assert any(d.kind == "role" and ":" in " ".join(d.a) for d in got.differences)


def test_a_passive_or_temorau_turns_the_direction_round():
    # the subject of "was taught" / 教えてもらった receives: the same direction as "learns" / 習う
    assert "role" not in _kinds("The user was taught piano.", "ユーザーはピアノを習った。")
    assert "role" not in _kinds("ユーザーはピアノを教えてもらった。", "The user learned piano.")


def test_different_subjects_are_left_alone():
    # the brother lends, the user borrows: one loan from both ends, not decided by direction
    got = compare("The brother lent the user a bicycle.", "ユーザーは兄から自転車を借りた。")
    assert not [x for d in got.differences for x in d.a + d.b if x.endswith((":in", ":out"))]


# ------------------------------------------------------------------------------------------------ comparison


def test_comparison_reads_ranking_and_equal_footing():
    assert comparison(extract("The user prefers dogs to cats.")) == "ranked"
    assert comparison(extract("ユーザーは猫より犬が好きだ。")) == "ranked"
    assert comparison(extract("用户比起猫更喜欢狗。")) == "ranked"
    assert comparison(extract("The user likes dogs and cats equally.")) == "equal"
    assert comparison(extract("ユーザーは犬も猫も同じくらい好きだ。")) == "equal"
    assert comparison(extract("用户喜欢狗和猫一样。")) == "equal"
    assert comparison(extract("The user has a dog.")) == ""


@pytest.mark.parametrize("a,b", [
    ("The user likes dogs and cats equally.", "ユーザーは犬も猫も同じくらい好きだ。"),
    ("用户比起猫更喜欢狗。", "ユーザーは猫より犬が好きだ。"),
])
def test_the_same_comparison_stays_same(a, b):
    assert _v(a, b) == "same"


@pytest.mark.parametrize("a,b", [
    ("The user likes dogs more than cats.", "ユーザーは犬も猫も同じくらい好きだ。"),
    ("The user likes dogs more than cats.", "用户喜欢狗和猫一样。"),
    ("The user likes dogs and cats equally.", "ユーザーは猫より犬が好きだ。"),
    ("用户比起猫更喜欢狗。", "ユーザーは犬も猫も同じくらい好きだ。"),
])
def test_a_ranking_is_no_equal_footing(a, b):
    assert _v(a, b) == "different"
    assert "comparison" in _kinds(a, b)


def test_a_loan_as_a_noun_has_no_direction():
    # "took out a car loan" borrows; "loan" the noun says the kind only, never "the car lends"
    got = compare("The user took out a car loan.", "用户办了一笔汽车贷款。")
    assert not [x for d in got.differences for x in d.a + d.b if x.endswith((":in", ":out"))]
    assert _v("The user took out a car loan.", "The user received a car as a gift.") == "different"


def test_a_transfer_character_inside_a_noun_is_no_verb():
    # 大学 / 学生 / 教育 carry 学 and 教 but teach or learn nothing; 賃貸 carries 貸
    from memory.fact_transfer import transfer_reading

    assert transfer_reading(extract("ユーザーは大学で働いている。"))[1] is None
    assert transfer_reading(extract("用户是大学生。"))[1] is None
    assert transfer_reading(extract("用户在教育公司工作。"))[1] is None
    assert "loan" not in transfer_reading(extract("ユーザーは賃貸マンションに住んでいる。"))[0]
    assert transfer_reading(extract("ユーザーは大学で日本語を教えている。"))[1] == "skill:out"

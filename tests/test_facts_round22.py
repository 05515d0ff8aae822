"""Round 22 of issue 13 (recall): a value a reader has already judged equal is spent, not a word left to meet.

1. A frequency adverb (round 21's ordered classes, :mod:`memory.fact_frequency`) stated in the same class on both
   sides is aligned: "always" / いつも / 总是 are no unmatched terms any more. Classes that differ stay a difference
   (two ranks apart) or unmatched words (neighbours); an adverb on one side only stays unmatched.
2. A span of dates (:mod:`memory.fact_spans`) states both relations in every language: "from 3 to 7 May",
   5月3日から7日まで, 5月3日〜7日, 5月3日至7日.
3. The phrase verifier never settles a relation person (husband, 息子) with a predicate (married, 有).

The lexicon verifier alone (``memory.facts.compare``); the sentences are written for these tests, not taken from
the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import kinds as _k
from fact_cases import verdict as _v

from memory.fact_units import extract
from memory.facts import compare

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")


# ------------------------------------------------------------------ 1. one frequency class on both sides is spent


@pytest.mark.parametrize("a,b", [
    ("The user always takes the bus to the office.", "用户总是坐公交车去办公室。"),
    ("ユーザーはいつもバスで会社に行く。", "用户总是坐公交车去公司。"),
    ("The user sometimes eats natto for breakfast.", "ユーザーは時々朝ごはんに納豆を食べる。"),
])
def test_same_frequency_is_spent(a: str, b: str) -> None:
    assert _v(a, b) == "same"


def test_spent_adverb_is_aligned_not_unmatched() -> None:
    r = compare("The user always takes the bus to the office.", "ユーザーはいつもバスで会社に行く。")
    assert ("always", "いつも", "frequency always") in r.aligned
    assert "always" not in r.unmatched_a and "いつも" not in r.unmatched_b


@pytest.mark.parametrize("a,b", [
    ("The user always takes the bus to the office.", "用户偶尔坐公交车去办公室。"),  # always / occasionally
    ("The user always takes the bus to the office.", "用户经常坐公交车去办公室。"),  # always / often
    ("The user sometimes eats natto for breakfast.", "ユーザーはいつも朝ごはんに納豆を食べる。"),
])
def test_different_frequencies_still_differ(a: str, b: str) -> None:
    assert "frequency" in _k(a, b)


@pytest.mark.parametrize("a,b", [
    ("The user usually takes the bus to the office.", "用户总是坐公交车去办公室。"),  # neighbours: not the same class
    ("The user always takes the bus to the office.", "The user takes the bus to the office."),  # one side only
])
def test_a_frequency_not_stated_alike_is_not_spent(a: str, b: str) -> None:
    assert _v(a, b) == "unsure"


# ------------------------------------------------------------------ 2. a span of dates states both relations


@pytest.mark.parametrize("text", [
    "The user's parents are visiting from 3 to 7 May.",
    "ユーザーの両親は5月3日から7日まで来る。",
    "ユーザーの両親は5月3日〜7日に来る。",
    "用户的父母5月3日至7日来访。",
    "用户二月到四月每天早上吃药。",
])
def test_a_span_is_after_and_before(text: str) -> None:
    assert extract(text).relations == ("rel:after", "rel:before")


@pytest.mark.parametrize("a,b", [
    ("The user's parents are visiting from 3 to 7 May.", "ユーザーの両親は5月3日から7日まで来る。"),
    ("The user's parents are visiting from 3 to 7 May.", "用户的父母5月3日至7日来访。"),
    ("ユーザーの両親は5月3日〜7日に来る。", "用户的父母5月3日至7日来访。"),
])
def test_one_span_in_three_languages(a: str, b: str) -> None:
    assert _v(a, b) == "same"


@pytest.mark.parametrize("a,b", [
    ("The user's parents are visiting from 3 to 7 May.", "用户的父母5月3日至9日来访。"),  # another end
    ("用户5月3日至7日休假。", "The user is on leave from 3 to 9 May."),  # 7 / 9
])
def test_spans_that_differ(a: str, b: str) -> None:
    assert _v(a, b) == "different"


def test_a_start_is_not_a_span() -> None:
    assert _v("The user's parents are visiting from 3 May.", "用户的父母5月3日至7日来访。") == "unsure"


@pytest.mark.parametrize("text,rel", [
    ("用户五月三日起休假。", ()),  # a bare 起 "from" is not read (module docstring: u28j / nu28c)
    ("用户从五月三日起休假。", ("rel:after",)),  # the circumfix 从 ... 起 is (round 27)
    ("用户早上七点起床。", ()),  # 起床 "get up"
    ("The user walked from 3 to 5 kilometres a day.", ("rel:after",)),  # an amount, no date: no span end
    ("用户和朋友一起去了。", ()),
])
def test_span_words_only_between_dates(text: str, rel: tuple[str, ...]) -> None:
    assert extract(text).relations == rel


# ------------------------------------------------------------------ 3. a person is not settled with a predicate


@pytest.mark.parametrize("a,b,person,pred", [
    ("The user is married to a pharmacist.", "The user's husband is a pharmacist.", "husband", "married"),
    ("The user's wife is a pharmacist.", "The user is married to a pharmacist.", "wife", "married"),
    ("用户有一个上高中的儿子。", "ユーザーは息子がいる。", "息子", "有"),
])
def test_a_relation_person_is_not_settled_with_a_predicate(a: str, b: str, person: str, pred: str) -> None:
    from memory.fact_settle import settle_barred

    terms = [t for text in (a, b) for t in extract(text).terms]
    p = next(t for t in terms if t.surface == person)
    q = next(t for t in terms if t.surface == pred)
    assert q.pred and settle_barred(p, q) and settle_barred(q, p)


@pytest.mark.parametrize("a,b,x,y", [
    ("The user's husband is a pharmacist.", "用户的丈夫是药剂师。", "husband", "丈夫"),  # two persons: not this bar
    ("The user works at a pharmacy.", "The user's job is at a pharmacy.", "works", "job"),  # no person
])
def test_the_person_bar_leaves_other_pairs(a: str, b: str, x: str, y: str) -> None:
    from memory.fact_settle import _person_by_predicate

    terms = [t for text in (a, b) for t in extract(text).terms]
    u = next(t for t in terms if t.surface == x)
    v = next(t for t in terms if t.surface == y)
    assert not _person_by_predicate(u, v)

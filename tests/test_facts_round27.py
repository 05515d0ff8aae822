"""Round 27 of issue 13: recall on true pairs the verifiers refused, read from the lexicon and the grammar.

1. A verb with its bare noun that the dictionaries gloss as one action ("take part", 参加 "to take part; to
   join"): the noun is part of the verb, no value, where the other memory says that action ("joins", 参加).
2. The start of a span said by the Chinese circumfix 从 / 自 ... 起 around a date (从五月起, "from May on"), and by
   English "starting" / "beginning" before a date: the ``rel:after`` that "from" and から state.

Each reading has guards: a pair that must stay apart, or a text that must not be read. The sentences are written
for these tests, not taken from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import verdict as _v

from memory.fact_units import extract

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")
pytest.importorskip("jieba", reason="Chinese segmentation comes from jieba (the dev extra)")


# ------------------------------------------------------------------ 1. a verb and its noun as one action


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (
            "The user is taking part in a charity run in Sapporo on 5 July.",
            "The user will join a charity run in Sapporo on 5 July.",
        ),
        (
            "The user joins a tea ceremony class in Kanazawa every Thursday.",
            "Every Thursday the user takes part in a tea ceremony class in Kanazawa.",
        ),
    ],
)
def test_take_part_is_join(a: str, b: str) -> None:
    assert _v(a, b) == "same"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        # the other memory's verb is another action: the noun stays a value, nothing is excused
        (
            "The user is taking part in a charity run in Sapporo on 5 July.",
            "The user will organise a charity run in Sapporo on 5 July.",
        ),
        # a verb and a noun the dictionaries do not gloss as one action: "part" is a value
        (
            "The user ordered a part for the bicycle on 5 July.",
            "The user joined a cycling club on 5 July.",
        ),
    ],
)
def test_no_idiom_reading(a: str, b: str) -> None:
    assert _v(a, b) != "same"


def test_idiom_index_reads_verb_and_noun_glosses() -> None:
    from memory.fact_verbs import idiom_index

    idx = idiom_index()
    assert "take part" in idx  # "to take part (in)"
    assert not any(k.split()[1] in {"a", "the", "sth", "sb", "in", "up"} for k in idx)


# ------------------------------------------------------------------ 2. the start of a span


@pytest.mark.parametrize(
    "text",
    [
        "用户从五月起在横滨的一家医院上班。",
        "用户自二〇二五年四月起学习大提琴。",
        "The user is staying in Sapporo for four nights starting 3 February.",
        "Beginning March, the user works from home on Fridays.",
    ],
)
def test_start_of_span_is_after(text: str) -> None:
    assert "rel:after" in extract(text).relations


@pytest.mark.parametrize(
    "text",
    [
        "用户五月起在横滨上班。",  # the bare 起 stays unread (set u's sweep, round 22)
        "用户从小一起长大。",  # 从 ... 起 around no date
        "The user is starting 3 new classes in May.",  # a count, no date, after "starting"
        "The user is starting work at a clinic.",
    ],
)
def test_no_start_reading(text: str) -> None:
    assert "rel:after" not in extract(text).relations


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (
            "The user is staying at a hotel in Sendai for two nights from 9 November.",
            "用户从十一月九日起在仙台的一家酒店住两晚。",
        ),
        (
            "The user is staying at a ryokan in Kinosaki for two nights from 9 November.",
            "The user is staying at a ryokan in Kinosaki for two nights starting 9 November.",
        ),
    ],
)
def test_start_of_span_meets_from(a: str, b: str) -> None:
    got = _v(a, b)
    assert got == "same", got

"""Round 46a of issue 13: the user and another party trading subject and object in a plain active English clause
(:mod:`memory.fact_swap_active`), an English past state against the same state now (:mod:`memory.fact_past_state`),
and the user's own English act against the user watching another's act said as a Japanese noun
(:mod:`memory.fact_perceive_act`).

* "The user thanked Anna" / "Anna thanked the user": the noun phrase before the finite verb and the one right after
  it, swapped around one verb; an opening phrase with or without its comma.
* "The user's parrot is talkative" / "was talkative", 看護師だ / "was a nurse": a past copula and a state.
* "The user sang with a choir" / ユーザーは合唱団の合唱を聞いた: X の act-noun を 見る / 聞く.

The guards keep what is one fact: a converse said as a passive ("was thanked by"), a reciprocal verb (met), the
dative alternation, a double object, the user the subject on both sides; a past participle after "was" (an event),
a dated or former past state, the past on both sides; the user's own act seen (自分の). Sentences written for these
tests, not taken from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import kinds
from fact_cases import verdict as _v

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")
pytest.importorskip("jieba", reason="Chinese segmentation comes from jieba (the dev extra)")

THANKED = "The user thanked Anna for the flowers."
PARROT_NOW = "The user's parrot is talkative and says ten words."
NURSE_PAST = "The user's uncle was a nurse."


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (THANKED, "Anna thanked the user for the flowers."),
        ("At Christmas the user visited two old classmates in Sendai.",
         "At Christmas two old classmates visited the user in Sendai."),
        ("On Sunday, the user's neighbour Ken drove the user to the airport.",
         "On Sunday, the user drove the user's neighbour Ken to the airport."),
        ("Last month the user hired a young gardener.", "Last month a young gardener hired the user."),
    ],
)  # fmt: skip
def test_subject_and_object_swapped_differ(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert "role" in kinds(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (THANKED, "Anna was thanked by the user for the flowers."),  # a converse: the passive
        ("The user met Anna in Kyoto.", "Anna met the user in Kyoto."),  # a reciprocal verb
        ("The user sent Anna a postcard.", "The user sent a postcard to Anna."),  # the dative alternation
        ("The user thanked Anna for the flowers.", "The user thanked Anna for the lovely flowers."),
    ],
)  # fmt: skip
def test_one_clause_stays_same(a: str, b: str) -> None:
    assert _v(a, b) == "same"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("The user sent Anna a postcard.", "Anna sent the user a postcard."),  # a double object: not read
        ("The user lent Anna a bike.", "Anna borrowed a bike from the user."),  # two verbs
        ("The user and Anna cooked dinner.", "Anna cooked dinner."),  # a coordinated subject
    ],
)  # fmt: skip
def test_no_swap_read(a: str, b: str) -> None:
    from memory.fact_swap_active import swap_difference
    from memory.fact_units import extract

    assert swap_difference(extract(a, None), extract(b, None), []) is None


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (PARROT_NOW, "The user's parrot was talkative and said ten words."),
        ("The user's uncle is a nurse.", NURSE_PAST),
        ("ユーザーの叔父は看護師だ。", NURSE_PAST),
        ("ユーザーの犬は臆病で、毎日震えている。", "The user's dog was timid and trembled every day."),
    ],
)
def test_past_state_against_present_differs(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert "tense" in kinds(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("The user's uncle was a nurse.", "The user's uncle was a nurse in Sapporo."),  # the past on both sides
        ("ユーザーの叔父は看護師だった。", NURSE_PAST),
        ("The user's uncle used to be a nurse.", NURSE_PAST),
        ("The user was invited to the wedding.", "The user is invited to the wedding."),  # a participle: an event
        ("The user's parrot was talkative in 2020.", "The user's parrot is talkative."),  # a dated past
        ("The user's uncle was born in Sapporo.", "The user's uncle is in Sapporo."),
    ],
)  # fmt: skip
def test_no_past_state_read(a: str, b: str) -> None:
    assert "tense" not in kinds(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("The user sang with a choir at the festival.", "ユーザーは祭りで合唱団の合唱を聞いた。"),
        ("The user performed with a taiko group at the festival.", "ユーザーは祭りで太鼓グループの演奏を聞いた。"),
        ("ユーザーは祭りでよさこいチームの踊りを見物した。", "The user danced with a yosakoi team at the festival."),
    ],
)  # fmt: skip
def test_own_act_against_watched_act_noun_differs(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert "role" in kinds(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("The user danced at the festival.", "ユーザーは祭りで自分の踊りを見た。"),  # the user's own dance
        ("The user danced with a yosakoi team at the festival.", "ユーザーは祭りでよさこいチームと踊った。"),
        ("The user watched a yosakoi team's dance at the festival.",
         "ユーザーは祭りでよさこいチームの踊りを見物した。"),
    ],
)  # fmt: skip
def test_watched_act_noun_stays_same(a: str, b: str) -> None:
    assert _v(a, b) == "same"

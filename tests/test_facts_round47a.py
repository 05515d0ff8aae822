"""Round 47a of issue 13: the ends of a move or a switch said as whole noun phrases (:mod:`memory.fact_np_ends`), a
preference said as "X rather than Y" / XではなくY / Y而不是X (:mod:`memory.fact_trade`), who does the second of two
coordinated verbs (:mod:`memory.fact_coord_subject`), and the user as host against the user as guest
(:func:`memory.fact_direction.role_difference`).

* "moved from their house in Sendai to a house in Morioka" / the reverse; 仙台の家から盛岡の家へ; "from the junior
  squad to the senior squad": the places and the modifiers inside each end, not the shared head.
* "paid in euros rather than in dollars" / the reverse: the chosen value and the one passed over.
* "The tenant fixed the fence and paid for it" / "..., and the owner paid for it": an omitted subject is the first
  clause's.
* "a quiz night run by the user" / "goes to a quiz night"; "is a guest of" / "is hosting"; 招待 the host's verb.

The guards keep what is one fact: the ends said in the other order ("to Y from X"), the same ends in another
language, a head said once, a pronoun as the second subject (he may be the first subject), the same subject said
again, a paraphrase of the preference. Sentences written for these tests, not taken from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import kinds
from fact_cases import verdict as _v

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")
pytest.importorskip("jieba", reason="Chinese segmentation comes from jieba (the dev extra)")

MOVE = "The user moved from their house in Sendai to a house in Morioka in April."
SQUAD = "The user's son moved from the junior squad to the senior squad at his rugby club."
EUROS = "The user paid the hotel bill in euros rather than in dollars."
FENCE = "The tenant fixed the broken fence behind the house in May and paid for it."


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (MOVE, "The user moved from their house in Morioka to a house in Sendai in April."),
        ("ユーザーは4月に仙台の家から盛岡の家へ引っ越した。",
         "The user moved from their house in Morioka to a house in Sendai in April."),
        (SQUAD, "The user's son moved from the senior squad to the junior squad at his rugby club."),
    ],
)  # fmt: skip
def test_noun_phrase_ends_crossed_differ(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert "role" in kinds(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (MOVE, "The user moved to a house in Morioka from their house in Sendai in April."),
        (MOVE, "ユーザーは4月に仙台の家から盛岡の家へ引っ越した。"),
        (MOVE, "The user moved from their house in Sendai to Morioka in April."),
        (SQUAD, SQUAD),
    ],
)  # fmt: skip
def test_noun_phrase_ends_kept_stay_same(a: str, b: str) -> None:
    assert _v(a, b) == "same"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (EUROS, "The user paid the hotel bill in dollars rather than in euros."),
        (EUROS, "The user paid the hotel bill in dollars instead of in euros."),
    ],
)  # fmt: skip
def test_rather_than_crossed_differ(a: str, b: str) -> None:
    assert _v(a, b) == "different"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (EUROS, "The user paid the hotel bill in euros, rather than in dollars."),
        (EUROS, EUROS),
    ],
)  # fmt: skip
def test_rather_than_paraphrase_stays_same(a: str, b: str) -> None:
    assert _v(a, b) == "same"


def test_rather_than_frames_read() -> None:
    from memory.fact_trade import readings
    from memory.fact_units import extract

    assert readings(extract(EUROS, None))["replace"]["euros"] == frozenset({"in"})
    assert readings(extract("用户选择喝绿茶而不是咖啡。", None))["replace"]["咖啡"] == frozenset({"out"})
    ja = extract("ユーザーはドルではなくユーロでホテル代を払った。", None)
    assert readings(ja)["replace"]["ドル"] == frozenset({"out"})


def test_second_subject_differs() -> None:
    b = "The tenant fixed the broken fence behind the house in May, and the owner paid for it."
    assert _v(FENCE, b) == "different"
    assert "person" in kinds(FENCE, b)


@pytest.mark.parametrize(
    "b",
    [
        "The tenant fixed the broken fence behind the house in May and the tenant paid for it.",
        "The tenant fixed the broken fence behind the house in May, and he paid for it.",
        FENCE,
    ],
)  # fmt: skip
def test_second_subject_kept_stays_same(b: str) -> None:
    assert _v(FENCE, b) == "same"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Every Friday a pub in Shibuya holds a quiz night run by the user.",
         "The user goes to a quiz night at a pub in Shibuya every Friday."),
        ("The user is hosting three colleagues at home for dinner on Friday.",
         "The user is a guest of three colleagues at their home for dinner on Friday."),
        ("用户周五要在家招待三位同事吃晚饭。",
         "The user is a guest of three colleagues at their home for dinner on Friday."),
    ],
)  # fmt: skip
def test_host_against_guest_differs(a: str, b: str) -> None:
    assert _v(a, b) == "different"
    assert "role" in kinds(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Every Friday a pub in Shibuya holds a quiz night run by the user.",
         "The user runs a quiz night at a pub in Shibuya every Friday."),
        ("Every Friday a pub in Shibuya holds a quiz night run by a friend of the user.",
         "The user goes to a quiz night at a pub in Shibuya every Friday."),
    ],
)  # fmt: skip
def test_host_guest_guards(a: str, b: str) -> None:
    assert _v(a, b) != "different" or "role" not in kinds(a, b)

"""Round 42b of issue 13: who gives to whom when the memory opens with an adverbial, and the user in a role against
the user served by one in that role (:func:`memory.fact_transfer.transfer_reading`,
:func:`memory.fact_actor.served_difference`).

"For the holidays, the user gave their sister a laptop" / "the user's sister gave the user a laptop": the English
subject reader stopped at the opening preposition and read no subject, so the reversed giver went unread. "The user
works as a lifeguard, watching swimmers" / "a lifeguard pulled the user out of the water": the user is the
lifeguard in one memory and the one the lifeguard acts on in the other. The guards keep one fact one fact: the
opening phrase moved to the end, the converse verb (receive), the role said with a copula, the passive against the
active, another language; "is going to give" and a thing given in the passive, which the subject reader took for a
giver once it read past the opening phrase. Sentences written for these tests, not taken from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import verdict as _v

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")
pytest.importorskip("jieba", reason="Chinese segmentation comes from jieba (the dev extra)")


@pytest.mark.parametrize(
    ("a", "b"),
    [
        # the giver and the receiver swap; one memory opens with an adverbial phrase
        (
            "For the holidays, the user gave their sister a new laptop.",
            "The user's sister gave the user a new laptop for the holidays.",
        ),
        (
            "Last summer, the user taught their nephew chess.",
            "The user's nephew taught the user chess last summer.",
        ),
        # the user in a role against the user served by one in that role
        (
            "At the aquarium, the user works as a volunteer diver, feeding the fish for visitors.",
            "At the aquarium, a volunteer diver fed the fish for the user.",
        ),
        (
            "The user works as a mountain guide, leading hikers up Mount Tsurugi.",
            "A mountain guide led the user up Mount Tsurugi.",
        ),
        (
            "The user was led up Mount Tsurugi by a mountain guide.",
            "The user works as a mountain guide, leading hikers up Mount Tsurugi.",
        ),
    ],
)
def test_two_facts_differ(a: str, b: str) -> None:
    assert _v(a, b) == "different"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (
            "For the holidays, the user gave their sister a new laptop.",
            "The user gave their sister a new laptop for the holidays.",
        ),
        (
            "For the holidays, the user gave their sister a new laptop.",
            "The user's sister received a new laptop from the user for the holidays.",
        ),
        ("The user works as a mountain guide in Toyama.", "The user is a mountain guide in Toyama."),
        ("A mountain guide led the user up Mount Tsurugi.", "The user was led up Mount Tsurugi by a mountain guide."),
        ("生日那天，用户送给妹妹一块手表。", "For her birthday, the user gave their sister a watch."),
        # "is going to" is a future, not the subject; a thing given in the passive is no giver
        ("The user is going to give their sister a watch.", "The user will give their sister a watch."),
        (
            "At the festival, sweets were given to the user by a neighbour.",
            "At the festival, a neighbour gave the user sweets.",
        ),
    ],
)
def test_one_fact_stays_same(a: str, b: str) -> None:
    assert _v(a, b) == "same"

"""Round 37 of issue 13: precision on set ad's false "same" (:mod:`memory.fact_plan`).

A dated present progressive ("is playing a gig on 25 July", "are hosting on 3 May") is an arrangement, not a past:
against the same verb in the past at the same dates the two memories differ in aspect. Round 34 read will / going
to / a simple present after "user"; a progressive, and a subject other than "user" ("the user's band"), were not
read. The guards keep a progressive against another way of saying the same plan. Sentences written for these tests,
not taken from the planted sets.
"""

from __future__ import annotations

import pytest
from fact_cases import verdict as _v

pytest.importorskip("sudachipy", reason="Japanese morphology comes from Sudachi (the dev extra)")
pytest.importorskip("jieba", reason="Chinese segmentation comes from jieba (the dev extra)")


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (
            "The user's choir is singing at the community hall in Nakano on 14 December.",
            "The user's choir sang at the community hall in Nakano on 14 December.",
        ),
        (
            "The user is performing a piano recital at Suntory Hall on 3 May.",
            "The user performed a piano recital at Suntory Hall on 3 May.",
        ),
        (
            "The user's parents are visiting Hakone on 9 November.",
            "The user's parents visited Hakone on 9 November.",
        ),
    ],
)
def test_different(a: str, b: str) -> None:
    assert _v(a, b) == "different"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (
            "The user's choir is singing at the community hall in Nakano on 14 December.",
            "The user's choir will sing at the community hall in Nakano on 14 December.",
        ),
        (
            "The user is performing a piano recital at Suntory Hall on 3 May.",
            "On 3 May the user is performing a piano recital at Suntory Hall.",
        ),
        # a past said twice keeps its verb: no plan is read from "was"
        ("The user's parents visited Hakone on 9 November.", "On 9 November the user's parents visited Hakone."),
    ],
)
def test_same(a: str, b: str) -> None:
    assert _v(a, b) == "same"

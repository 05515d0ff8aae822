"""Two values that trade verbs (``memory.fact_swaps``): the company left and the company joined, what is taught and
what is studied, swapped between two memories, are different facts; the same verbs on the same values, in another
order, are one."""

from __future__ import annotations

import pytest
from fact_cases import kinds, verdict


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("The user's brother left Hitachi to join Toshiba.", "The user's brother left Toshiba to join Hitachi."),
        ("The user's wife quit Uniqlo and joined Muji.", "The user's wife quit Muji and joined Uniqlo."),
        ("The user teaches Spanish and studies Korean.", "The user teaches Korean and studies Spanish."),
    ],
)
def test_values_that_trade_verbs_differ(a: str, b: str) -> None:
    assert verdict(a, b) == "different"
    assert "role" in kinds(a, b)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("The user teaches Spanish and studies Korean.", "The user studies Korean and teaches Spanish."),
        ("The user's brother left Hitachi to join Toshiba.", "The user's brother left Hitachi to join Toshiba in May."),
    ],
)
def test_the_same_verbs_on_the_same_values_stay_apart_from_a_swap(a: str, b: str) -> None:
    assert "role" not in kinds(a, b)

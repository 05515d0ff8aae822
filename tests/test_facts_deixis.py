"""Times said relative to now (``memory.fact_deixis``): the offset each memory names, and look-alikes that are no
time (a name, "around here")."""

from __future__ import annotations

import pytest
from fact_cases import verdict

from memory.fact_deixis import deictic_times
from memory.fact_units import extract


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("一昨日、病院に行った。", {"day": {-2}}),
        ("明後日、病院に行く。", {"day": {2}}),
        ("明日、病院に行く。", {"day": {1}}),
        ("明日香さんと病院に行った。", {}),
        ("用户前天去了医院。", {"day": {-2}}),
        ("用户后天去医院。", {"day": {2}}),
        ("用户这周围有很多医院。", {}),
        ("用户这周末去大阪。", {"week": {0}}),
        ("The user saw a doctor last month.", {"month": {-1}}),
        ("The user visits Osaka in the last week of March.", {}),
    ],
)
def test_deictic_times(text: str, expected: dict[str, set[int]]) -> None:
    assert deictic_times(extract(text)) == {k: frozenset(v) for k, v in expected.items()}


def test_the_day_before_yesterday_is_no_yesterday() -> None:
    assert verdict("ユーザーは一昨日、歯医者に行った。", "ユーザーは昨日、歯医者に行った。") == "different"

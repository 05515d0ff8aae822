"""English number words are spelled once (memory.number_words); each reader keeps the range it read before.

The readers select by value (``cardinals(range(1, 13))``), so a word added to the shared table inside a reader's range
would widen that reader: these pins say which words each one reads, so such a change shows here first.
"""

from __future__ import annotations

import pytest

from memory import answer, dates, fact_lexicon, fact_quantities, fact_units, reflection
from memory.number_words import (
    EN_CARDINALS,
    EN_ORDINALS,
    cardinal_alternatives,
    cardinals,
    spelled_numbers,
    spelled_value,
)

ONE_TO_TWELVE = "one two three four five six seven eight nine ten eleven twelve".split()


def test_the_shared_tables() -> None:
    assert len(EN_CARDINALS) == 31 and EN_CARDINALS["nineteen"] == 19 and EN_CARDINALS["million"] == 10**6
    assert list(EN_CARDINALS.values()) == sorted(EN_CARDINALS.values())  # ascending: regexes keep their order
    assert list(EN_ORDINALS) == [*"first second third fourth fifth sixth".split(), "seventh", "eighth", "ninth",
                                 "tenth", "eleventh", "twelfth"]  # fmt: skip
    assert cardinals((3, 20)) == {"three": 3, "twenty": 20}
    assert cardinal_alternatives(range(1, 4)) == "one|two|three"


def test_each_reader_reads_its_own_range() -> None:
    assert list(answer._NUM_WORDS)[:12] == ONE_TO_TWELVE
    assert {k: v for k, v in answer._NUM_WORDS.items() if k not in EN_CARDINALS} == {
        "a couple": 2, "couple": 2, "few": 3, "several": 3, "once": 1, "twice": 2,
    }  # fmt: skip
    assert list(dates._EN_NUM) == ["a", "an", *ONE_TO_TWELVE, "fifteen", "twenty", "thirty"]
    assert set(EN_CARDINALS) | set(EN_ORDINALS) <= set(fact_lexicon.NUM_EN)
    assert fact_quantities._ORD == EN_ORDINALS
    assert "|".join(ONE_TO_TWELVE) + "|twenty|hundred" in reflection._NUM.pattern
    assert "|".join(ONE_TO_TWELVE[:10]) + ")" in fact_quantities._EN_TIMES.pattern
    assert any("|".join(ONE_TO_TWELVE[:10]) + "|a few|" in rx.pattern for rx, _ in answer._REL)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("koden of ten thousand yen", "koden of 10000 yen"),
        ("two hundred and fifty dollars", "250 dollars"),
        ("twenty-five students", "25 students"),
        ("three thousand five hundred yen", "3500 yen"),
        ("one million two hundred thousand", "1200000"),
        ("a fifty-one-year-old", "a 51-year-old"),
        # not one number: each word stays as it was
        ("one and two", "one and two"),
        ("two three-day trips", "two three-day trips"),
        ("twenty thirty", "twenty thirty"),
        ("one son and two daughters", "one son and two daughters"),
        ("ten", "ten"),
    ],
)
def test_a_run_of_spelled_cardinals_is_one_number(text: str, want: str) -> None:
    assert spelled_numbers(text) == want


def test_the_fact_checker_reads_a_spelled_amount_as_its_digits() -> None:
    # set v's v7 / v7p were refused as "number differs: 10000 vs 10, 1000" (stop 29)
    assert fact_units.extract("The user offered koden of ten thousand yen.", "en").nums == ("10000",)
    assert spelled_value(["two", "three"]) is None and spelled_value(["ninety", "nine"]) == 99

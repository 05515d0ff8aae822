"""English number words, spelled once.

The reader of answers (:mod:`memory.answer`), the date resolver (:mod:`memory.dates`), reflection's number check
(:mod:`memory.reflection`) and the fact checker (:mod:`memory.fact_lexicon`, :mod:`memory.fact_quantities`) each
read a different range of spelled numbers ("one".."twelve" for "how many", up to "thirty" for "in N days", every
cardinal for the checker), and each had its own spelling of the words. The words and their values live here; each
reader picks its range with :func:`cardinals`, so the range stays a decision of the reader and a typo can no longer
sit in one table only. The approximate words ("a few", "several", "a couple") are not here: their values differ on
purpose between the readers (an answer's "several" is 3, a date's "several weeks" 4).
"""

from __future__ import annotations

from collections.abc import Iterable

# in ascending order of value: readers that build a regex or keep the dict's order get the same order as before
EN_CARDINALS: dict[str, int] = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
    "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100, "thousand": 1000, "million": 10**6,
}  # fmt: skip
EN_ORDINALS: dict[str, int] = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
    "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12,
}  # fmt: skip


def cardinals(values: Iterable[int]) -> dict[str, int]:
    """The cardinal words whose value is among ``values``, in ascending order (word -> value)."""
    wanted = frozenset(values)
    return {w: n for w, n in EN_CARDINALS.items() if n in wanted}


def cardinal_alternatives(values: Iterable[int]) -> str:
    """The same words as a regex alternation ("one|two|three"), ascending: for a reader that matches them in text."""
    return "|".join(cardinals(values))


__all__ = ["EN_CARDINALS", "EN_ORDINALS", "cardinal_alternatives", "cardinals"]

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

import re
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


_RUN_WORD = "|".join(sorted((w for w in EN_CARDINALS if w != "zero"), key=len, reverse=True))
_RUN = re.compile(rf"(?i)\b(?:{_RUN_WORD})(?:(?:\s+and\s+|\s*-\s*|\s+)(?:{_RUN_WORD}))+\b")
_PIECE = re.compile(rf"(?i)\band\b|\b(?:{_RUN_WORD})\b")


def spelled_value(words: Iterable[str]) -> int | None:
    """The value of a run of English cardinal words ("ten thousand", "two hundred and fifty", "twenty-five"), or
    None where the words are not one number ("two three", "one and two"): then each word stays a number of its own.

    Why: a reader that takes the words one by one reads "ten thousand yen" as 10 and 1000, which differs from
    "10,000 yen" and splits a true pair; only a well-formed run is joined, so a list of numbers is never summed.
    """
    total = current = 0
    prev: int | None = None
    after_and = False
    for raw in words:
        w = raw.lower()
        if w == "and":
            if prev is None or prev < 100 or after_and:
                return None  # "and" joins a scale and what follows it ("hundred and fifty"), nothing else
            after_and = True
            continue
        v = EN_CARDINALS.get(w)
        if v is None or v == 0:
            return None
        if v == 100:
            if not 0 < current < 100 or (prev is not None and prev >= 100):
                return None
            current *= 100
        elif v >= 1000:
            if current == 0 or (prev is not None and prev >= v):
                return None
            total += current * v
            current = 0
        else:
            if prev is not None and prev < 100 and not (prev >= 20 and prev % 10 == 0 and v < 10):
                return None  # only a tens word takes a unit after it ("twenty-five"); "two three" is two numbers
            if prev is not None and prev >= 100 and current % 100 and v >= 10:
                return None
            current += v
        prev, after_and = v, False
    return None if after_and or prev is None else total + current


def spelled_numbers(text: str) -> str:
    """``text`` with every well-formed run of two or more English cardinal words written in digits ("ten thousand
    yen" -> "10000 yen", "twenty-five" -> "25"); a single word and a run that is no one number are left as they are
    (their readers already read a single word)."""

    def digits(m: re.Match[str]) -> str:
        n = spelled_value(p.group(0) for p in _PIECE.finditer(m.group(0)))
        return m.group(0) if n is None else str(n)

    return _RUN.sub(digits, text)


__all__ = ["EN_CARDINALS", "EN_ORDINALS", "cardinal_alternatives", "cardinals", "spelled_numbers", "spelled_value"]

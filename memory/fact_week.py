"""Weekend against weekday: the part of the week a fact holds on is a value (issue 13, round 23, set w).

"surfs on most weekend mornings" and 平日の朝 / "most weekday mornings" were linked in consensus: the lexicon met
週末 with "weekend" by its gloss elsewhere, but here 週末 was left against "weekday", and USE-m3 put the two words
next to each other (0.82: both are about the days of the week), so the phrase verifier settled them as one value.
They are the two halves of one closed calendar class: a day is either a working day or a day of the weekend, and a
memory that says one has said it is not the other.

The class words, in en / ja / zh (a closed grammatical set of the calendar, never a set's words):

=========  ===========================================================================
weekend    weekend(s); 週末, 土日; 周末, 週末, 双休日
weekday    weekday(s), workday(s), working day(s); 平日; 工作日, 平日
=========  ===========================================================================

Two memories that each state exactly one class and not the same one differ (a ``date`` difference). A memory that
states both ("on weekdays and at weekends"), or neither, is not read; a named day ("on Saturdays") is not compared
with a class here (Saturday is one day of the weekend: a more specific wording, not another value).
"""

from __future__ import annotations

import re

from .fact_lexicon import Units

_EN: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\bweek-?ends?\b", re.I), "weekend"),
    (re.compile(r"\b(?:week-?days?|work-?days?|working days?)\b", re.I), "weekday"),
)
_CJK: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"週末|周末|土日|双休日"), "weekend"),
    (re.compile(r"平日|工作日"), "weekday"),
)


def week_part(U: Units) -> str | None:
    """The one part of the week a memory names ("weekend" / "weekday"), or None (neither, or both)."""
    table = _EN if U.lang == "en" else _CJK
    found = {part for pattern, part in table if pattern.search(U.text)}
    return next(iter(found)) if len(found) == 1 else None


def week_difference(A: Units, B: Units) -> tuple[list[str], list[str]] | None:
    """(a's part, b's part) when the two memories name the two different parts of the week; None otherwise."""
    pa, pb = week_part(A), week_part(B)
    if pa and pb and pa != pb:
        return [pa], [pb]
    return None


__all__ = ["week_difference", "week_part"]

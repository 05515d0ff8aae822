"""English month and weekday names, spelled once.

The date resolver (:mod:`memory.dates`), the reader of answers (:mod:`memory.answer`), reflection's number check
(:mod:`memory.reflection`) and the fact checker (:mod:`memory.fact_lexicon`) each spelled the twelve months (two of
them with the same abbreviations) and three of them the seven weekdays. The names live here; each reader keeps the
form it needs (capitalised for writing answers, lower case for reading, month numbers as strings for reflection).
"""

from __future__ import annotations

# a list, as memory.dates has always exported it
MONTH_NAMES: list[str] = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
    "December",
]  # fmt: skip
# lower-case month names and their usual abbreviations -> month number
EN_MONTHS: dict[str, int] = {
    m: i + 1
    for i, names in enumerate(
        [("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may",), ("june", "jun"),
         ("july", "jul"), ("august", "aug"), ("september", "sep", "sept"), ("october", "oct"),
         ("november", "nov"), ("december", "dec")]
    )
    for m in names
}  # fmt: skip
WEEKDAY_NAMES: tuple[str, ...] = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")

__all__ = ["EN_MONTHS", "MONTH_NAMES", "WEEKDAY_NAMES"]

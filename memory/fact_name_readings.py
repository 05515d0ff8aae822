"""Every reading Sudachi's dictionary gives a Japanese proper noun (round 32): 国立 is コクリツ "national" as a
common noun and クニタチ as a place; 稲荷山 トウカヤマ and イナリヤマ; 高尾 タカオ.

:func:`memory.fact_readings.kanji_reading` reads a word by its tokenisation, which takes ONE entry (国立 ->
kokuritsu), so "Kunitachi" / 国立 stayed unmatched ("value differs: kunitachi vs 国立"). The dictionary lists each
reading of a name as its own entry; the readings of the entries tagged 固有名詞 (proper noun: place, person,
organisation) whose written form is the whole word are the other readings a romanised name may spell. Exact
matches only (the caller normalises and compares), so 北沢 (kitazawa) and 代沢 (daizawa) stay apart as before.
"""

from __future__ import annotations

import re
from functools import lru_cache

_KATA = re.compile(r"[\u30a0-\u30ff]+")


@lru_cache(maxsize=16384)
def proper_readings(word: str) -> frozenset[str]:
    """Katakana readings of the proper-noun entries written exactly ``word`` (empty without Sudachi)."""
    from .text import sudachi_entries

    if not word:
        return frozenset()
    return frozenset(
        r
        for m in sudachi_entries(word)
        if m.surface() == word and m.part_of_speech()[1] == "固有名詞" and _KATA.fullmatch(r := m.reading_form())
    )


__all__ = ["proper_readings"]

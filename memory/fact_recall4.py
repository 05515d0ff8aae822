"""Recall without losing precision, round 14b of issue 13 (set o): three grammar classes read as values.

- **The polite prefix お / ご before a noun** (お正月, ご家族): Sudachi cuts it off as a word of its own, which then
  stands as a value the other memory never says (正月 / 新年). It says nothing of the fact.
- **"date" of "date of ..."** when the memory states a date (the user's daughter's date of birth is 2019-06-15):
  the slot of the date value, which the quantities compare; "born on June 15, 2019" says no "date".
- **A nationality noun as a modifier** (日本人の同僚, 巴西人的朋友): X人 before の / 的, whose first gloss is "X-ish
  person", reads as the country X, as the other language says it (日本同事 "a Japan colleague", "a Japanese
  colleague"). Only before の / 的: 日本人だ ("is Japanese") stays a person.

Each is a closed grammatical class (a prefix, a slot noun, a suffix of nationality), no list of values; tests in
``tests/test_facts_recall14.py`` hold pairs that meet and negatives that still differ.
"""

from __future__ import annotations

import re

from .fact_lexicon import Unit

_PREFIX = frozenset({"お", "ご", "御"})
_HAS_DATE = re.compile(r"\d|\b(?:january|february|march|april|may|june|july|august|september|october|november|"
                       r"december)\b", re.IGNORECASE)  # fmt: skip


def grammar_word(u: Unit, nxt: Unit | None, lang: str, text: str) -> bool:
    """Is ``u`` one of the grammar words of the module doc (the prefix, the date slot)?"""
    if lang == "ja" and u.surface in _PREFIX and nxt is not None and (u.surface + nxt.surface) in text:
        return True
    if lang == "en" and u.surface == "date" and re.search(r"\bdate of\b", text, re.IGNORECASE):
        return bool(_HAS_DATE.search(text))
    from .fact_recall5 import grammar_word as auxiliary_or_preposition

    return auxiliary_or_preposition(u, lang, text)  # てくれた, あと + number, "during" (round 18b)


def nationality(u: Unit, lang: str, text: str) -> Unit:
    """日本人 before の / 的 read as 日本 (see the module doc); any other unit as it is."""
    from .fact_lexicon import cjk_unit, lexicon

    w = u.surface
    if lang not in ("ja", "zh") or len(w) < 3 or not w.endswith("人"):
        return u
    if (w + ("の" if lang == "ja" else "的")) not in text:
        return u
    table = lexicon().table(lang)
    whole, country = table.get(w), table.get(w[:-1])
    if whole is None or country is None or not whole[1] or not country[1]:
        return u
    first = whole[1][0]
    m = re.fullmatch(r"(?:south |north )?([a-z]+) (?:person|people)(?: or people)?", first)
    place = country[1][0].split()[-1] if country[1] else ""
    if m is None or len(place) < 4 or m.group(1)[:4] != place[:4]:
        return u
    return cjk_unit(w[:-1], lang, country, False, group=u.group)


__all__ = ["grammar_word", "nationality"]

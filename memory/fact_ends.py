"""The two ends of a change or a range are roles too: "went up from ¥12,000 to ¥18,000" is no "went down from
¥18,000 to ¥12,000".

Round 40a (set ae, ae13j / nae13a: 月1万2千円から1万8千円に上がった / "went down from ¥18,000 to ¥12,000", linked
as one fact). The quantities are compared as sorted lists (``memory.facts.compare_quantities``): the same two
amounts on both sides meet, whichever is the start. The roles of :mod:`memory.fact_roles` are read on the terms
(the words), and the quantity pass (:mod:`memory.fact_quantities`) has taken the numbers out of the words before
they are read, so "from" / から / 从 before an amount marked nothing. Here the markers are read on the text around
the quantities, from the closed class of each language that opens and closes a change or a range:

* English "from X to Y" and "to Y from X" ("rose to ¥18,000 from ¥12,000"; "into" as "to"), in one clause;
* Japanese XからYに / へ / まで (に after から is the goal of the change: 1万2千円から1万8千円に上がった);
* Chinese 从 / 由 X ... 到 / 至 Y (从1万2千日元涨到1万8千日元, 由九点到五点).

Each end must hold exactly one quantity (a number, an amount, a clock time, a month: read by ``extract`` on the
end alone, so "¥18,000", 1万8千円 and 一万八千日元 are one key); an end with none (a place: fact_roles reads it) or
two ("5 pm on 3 May") is not read. Two memories that state the same two quantities as start and end in swapped
places state two facts; a memory that marks no ends ("the fee is now ¥18,000, up from ¥12,000") is left alone.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from functools import lru_cache

from .fact_lexicon import Units
from .fact_units import extract

_EN_TOKEN = re.compile(r"\S+")
_EN_BREAK = ",;:.!?\"'”)"
_EN_FROM = frozenset({"from"})
_EN_TO = frozenset({"to", "into"})
# words that close an end phrase after its first word: prepositions, conjunctions, articles (a closed class)
_EN_STOP = frozenset("to into from and or but on in at for by with a an the per every each since until after before "
                     "when while starting".split())  # fmt: skip
_EN_SPAN = 5  # at most this many words in one end
_NOT_HIRA = r"(?:[^\u3041-\u309f、。,，\s]|(?<=\d),(?=\d))"
_JA_ENDS = re.compile(rf"(?P<x>{_NOT_HIRA}+)から(?P<y>{_NOT_HIRA}+)(?:に|へ|まで)")
_ZH_ENDS = re.compile(r"(?:从|從|由)(?P<x>[^，。、；,;从從由到至]{1,15})(?:到|至)(?P<y>[^，。、；,;]{1,15})")


def _quantity(fragment: str, lang: str) -> str | None:
    """The one quantity an end states (a number, an amount, a time, a month), or None when it states none or more."""
    U = extract(fragment, lang)
    got = U.nums + U.dates
    return got[0] if len(got) == 1 else None


def _en_ends(text: str) -> list[tuple[str, str]]:
    words: list[tuple[str, bool]] = []  # (word, a clause break after it)
    for m in _EN_TOKEN.finditer(text):
        raw = m.group(0)
        w = raw.rstrip(_EN_BREAK)
        words.append((w, w != raw))  # as written: "May" is a month, "may" a modal
    low = [w.casefold() for w, _ in words]
    out: list[tuple[str, str]] = []
    marks = [k for k, w in enumerate(low) if w in _EN_FROM or w in _EN_TO]
    for k1, k2 in itertools.pairwise(marks):
        first, second = low[k1], low[k2]
        if (first in _EN_FROM) == (second in _EN_FROM) or not 0 < k2 - k1 - 1 <= _EN_SPAN:
            continue
        if any(brk for _, brk in words[k1:k2]):
            continue  # a clause break between the two markers
        between = " ".join(w for w, _ in words[k1 + 1 : k2])
        tail: list[str] = []
        for w, brk in words[k2 + 1 : k2 + 1 + _EN_SPAN]:
            if tail and w.casefold() in _EN_STOP:
                break
            tail.append(w)
            if brk:
                break
        x, y = _quantity(between, "en"), _quantity(" ".join(tail), "en") if tail else None
        if x is not None and y is not None and x != y:
            out.append((x, y) if first in _EN_FROM else (y, x))
    return out


@lru_cache(maxsize=4096)
def _ends(text: str, lang: str) -> tuple[tuple[str, str], ...]:
    text = unicodedata.normalize("NFKC", text)
    if lang == "en":
        return tuple(_en_ends(text))
    rx = _JA_ENDS if lang == "ja" else _ZH_ENDS
    out = []
    for m in rx.finditer(text):
        x, y = _quantity(m.group("x"), lang), _quantity(m.group("y"), lang)
        if x is not None and y is not None and x != y:
            out.append((x, y))
    return tuple(out)


def quantity_ends(U: Units) -> tuple[tuple[str, str], ...]:
    """(start, end) of each change or range of quantities the memory marks ("from ¥12,000 to ¥18,000": 12000,
    18000)."""
    return _ends(U.text, U.lang)


def swapped_ends(A: Units, B: Units) -> tuple[list[str], list[str]] | None:
    """A's and B's readings when the two memories state the same two quantities as start and end in swapped
    places, else None."""
    ea, eb = quantity_ends(A), quantity_ends(B)
    if not ea or not eb:
        return None
    for x, y in ea:
        if (y, x) in eb and (x, y) not in eb:
            return [f"{x} (from)", f"{y} (to)"], [f"{y} (from)", f"{x} (to)"]
    return None


__all__ = ["quantity_ends", "swapped_ends"]

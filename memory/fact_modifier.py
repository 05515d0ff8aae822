"""An English modifier whose antonym the other memory's compound says (issue 13, round 22b): "right eye" / 左眼.

Why: "cataract surgery on her right eye" and 接受左眼白内障手术 ("left-eye cataract surgery") were linked in
consensus. 左眼 is no dictionary word; it is read from its characters (左 "left", 眼 "eye"), met "eye" by the 眼
gloss, and "right" was left as a one-sided English value (unsure), which the phrase verifier then settled. The
lexicon knows more than that: WordNet calls "right" and "left" antonyms (round 16, :mod:`memory.fact_antonyms`),
and "left" is a gloss of the very compound that met the word "right" modifies. A one-sided English modifier
right before an aligned word, whose antonym is a gloss stem of the CJK word that word met (and not its own stem
too: a word glossed both ways states neither), is a value difference: the other memory says the opposite
modifier inside its compound.
"""

from __future__ import annotations

from collections.abc import Sequence

from .fact_antonyms import antonyms
from .fact_lexicon import Unit, stem


def opposite_modifier(ta: Sequence[Unit], tb: Sequence[Unit], aligned: Sequence[tuple[str, str, str]],
                      una: Sequence[str], unb: Sequence[str]) -> tuple[list[str], list[str]] | None:  # fmt: skip
    """(a's value, b's value) when an unmatched English modifier of one side is opposed by a gloss of the CJK
    compound its head met on the other side; None otherwise."""
    table = antonyms()
    for side, other, left, k in ((ta, tb, una, 0), (tb, ta, unb, 1)):
        if not side or side[0].lang != "en" or not other or other[0].lang == "en":
            continue
        for i, u in enumerate(side[:-1]):
            if u.surface not in left or u.pred or u.proper or side[i + 1].at != u.at + 1:
                continue
            opp = table.get(stem(u.surface), frozenset())
            if not opp:
                continue
            head = side[i + 1].surface
            met = {p[1 - k] for p in aligned if p[k] == head and p[1 - k]}
            for c in other:
                if c.surface in met and c.glosses & opp and stem(u.surface) not in c.glosses:
                    pair = ([u.surface], [c.surface])
                    return pair if k == 0 else (pair[1], pair[0])
    return None


__all__ = ["opposite_modifier"]

"""Two values that trade verbs: "leaving Rakuten to join Sony" is no "leaving Sony to join Rakuten".

The role reader (:mod:`memory.fact_roles`) reads a value's part from its marker (from / to / than / に / 从); a value
right after an English verb carries none (and "leaving Rakuten" reads as a modifier and its noun), so two memories
that use the same two verbs on the same two values, crossed, read as the same fact: set r's one wrong link of both
judges, a job change where the company left and the company joined swap. This reads no list of verbs: a value's verb
is the predicate right before it (past articles and possessives), and a swap needs the other memory to hold the same
two verbs with each of the two values under the other one. One verb per value on each side ("quit Rakuten to join
Sony" / "left Rakuten and joined Sony") is a paraphrase, whatever the verbs, and is left alone.

English only: Japanese and Chinese mark a source and a goal (から / に, 从 / 到), which the role reader reads already.
"""

from __future__ import annotations

from collections.abc import Sequence

from .english_words import NOUN_SKIP
from .fact_lexicon import Units
from .fact_verbs import irregular_base, irregular_verb, keys_meet, verb_keys


def _value_verbs(U: Units) -> dict[str, frozenset[str]]:
    """Each English value (a term that is no predicate) right after a verb, with the keys of that verb."""
    if U.lang != "en":
        return {}
    at = {u.at: u for u in U.terms}
    out: dict[str, frozenset[str]] = {}
    for t in U.terms:
        if t.pred or t.at < 1:
            continue
        k = t.at - 1
        while k >= 0 and (U.words[k] in NOUN_SKIP or U.words[k].endswith("'s")):
            k -= 1
        if k < 0:
            continue
        verb = at.get(k)
        if verb is not None and verb.pred:
            out[t.surface] = verb_keys(verb, U)
        elif irregular_verb(U.words[k]):  # "left": a unit of its own (the side), read as the verb here
            out[t.surface] = frozenset({irregular_base(U.words[k])})
    return out


def swapped_objects(A: Units, B: Units, aligned: Sequence[tuple[str, str, str]]) -> tuple[list[str], list[str]] | None:
    """(a's value, b's value) of an aligned value whose verb is, in the other memory, the verb of another aligned
    value that in turn takes this value's verb: the two values trade places."""
    va, vb = _value_verbs(A), _value_verbs(B)
    if len(va) < 2 or len(vb) < 2:
        return None
    pairs = [(x, y) for x, y, _ in aligned if x in va and y in vb]
    for x, y in pairs:
        if keys_meet(va[x], vb[y]):
            continue
        for x2, y2 in pairs:
            if x2 != x and y2 != y and keys_meet(va[x2], vb[y]) and keys_meet(vb[y2], va[x]):
                return [f"{x} (after {'/'.join(sorted(va[x]))})"], [f"{y} (after {'/'.join(sorted(vb[y]))})"]
    return None


__all__ = ["swapped_objects"]

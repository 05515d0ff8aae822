"""Phrasal verbs read with their particle (issue 13, round 22b): "put on" and "take off" are opposite actions.

Why: an English phrasal verb carries its meaning in the particle ("had the winter tyres put on" / "taken off",
"turned the heater on" / "off"). The lexicon verifier read the verb alone: "put" and "taken" are light verbs that
state no value, so two memories of opposite actions were "same". WordNet's antonym pointers (round 16,
:mod:`memory.fact_antonyms`) know some phrasal pairs (turn on / turn off, check in / check out) but not put on /
take off, and a contrast list is what issue 13 rejects. The reading here is grammatical: two phrasal verbs whose
particles are opposite directions (on / off, in / out, up / down) state opposite actions, whatever their verbs.

A phrasal verb is read only when it is a known phrasal lemma: a "to VERB PARTICLE" gloss of the Japanese / Chinese
dictionaries (:func:`memory.fact_verbs.verb_index`: 履く "to put on", 脱ぐ "to take off") or a WordNet phrasal
lemma; so "lives in Osaka" is no phrasal "live in", and a phrasal said loosely with either particle ("fill in" /
"fill out" a form) is not in the index and not read. The same keys come from a Japanese / Chinese verb's own
glosses (:func:`memory.fact_verbs.verb_keys`), so the reading works across languages (put on / 脱ぐ). Two phrasal
keys that one dictionary entry glosses both are one action (``keys_meet``), and a memory that states both
directions (puts on in winter and takes off in spring) states more, not the opposite.
"""

from __future__ import annotations

from collections.abc import Sequence

from .fact_antonyms import antonyms
from .fact_lexicon import Unit, Units
from .fact_verbs import keys_meet, verb_index, verb_keys

# the directions a particle states, each against its opposite (a closed grammatical class)
_OPPOSITE = {"on": "off", "off": "on", "in": "out", "out": "in", "up": "down", "down": "up"}
_PRONOUNS = frozenset("it them him her one".split())


def _phrasal(u: Unit, U: Units) -> frozenset[str]:
    """The known phrasal keys ("put on") of a predicate: an English verb with the particle after it, or a CJK
    verb's "to VERB PARTICLE" glosses; only keys the dictionaries or WordNet know as phrasal lemmas."""
    if not u.pred and u.lang != "en":
        return frozenset()
    idx, ant = verb_index(), antonyms()
    keys = set(verb_keys(u, U))
    if u.lang == "en" and u.at >= 0:
        # "in" is no particle of ``verb_keys`` (mostly a preposition); a known phrasal lemma reads it ("check in");
        # a pronoun object may stand between the verb and its particle ("takes them off")
        nxt = U.words[u.at + 1 : u.at + 3]
        part = nxt[0] if nxt and nxt[0] in _OPPOSITE else ""
        if not part and len(nxt) == 2 and nxt[0] in _PRONOUNS and nxt[1] in _OPPOSITE:
            part = nxt[1]
        if part:
            keys = {k for k in keys if " " not in k}
            keys |= {f"{k} {part}" for k in keys}
    return frozenset(k for k in keys if " " in k and k.split()[1] in _OPPOSITE and (k in idx or k in ant))


def _all_phrasal(terms: Sequence[Unit], U: Units) -> list[tuple[Unit, frozenset[str]]]:
    out = []
    for t in terms:
        keys = _phrasal(t, U)
        if keys:
            out.append((t, keys))
    return out


def phrasal_contrast(ta: Sequence[Unit], A: Units, tb: Sequence[Unit], B: Units) -> tuple[str, str] | None:
    """A phrasal verb of each memory whose particles are opposite directions ("put on" / "taken off", 履く "to put
    on" / "took off"): the two surfaces, or None. Not when either memory also states the other's particle (both
    directions said), nor when one dictionary entry glosses both keys (one action said two ways)."""
    pa, pb = _all_phrasal(ta, A), _all_phrasal(tb, B)
    if not pa or not pb:
        return None
    parts_a = {k.split()[1] for _, ks in pa for k in ks}
    parts_b = {k.split()[1] for _, ks in pb for k in ks}
    if parts_a & parts_b:
        return None
    for x, kx in pa:
        for y, ky in pb:
            for a in kx:
                for b in ky:
                    if _OPPOSITE[a.split()[1]] == b.split()[1] and not keys_meet(frozenset({a}), frozenset({b})):
                        return x.surface, y.surface
    return None


__all__ = ["phrasal_contrast"]

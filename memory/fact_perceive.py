"""Round 44a (set ah, issue 13): the user's own verb against a verb the user perceives another doing.

"The user is marching with Irish Network Japan in the parade" / "The user is going to watch Irish Network Japan march
in the parade": every value aligns (marching / march, the group, the parade), and the two memories state two facts:
the user marches in one, and in the other the user watches while the group marches. The English modifier rule of
:mod:`memory.facts` took "watch", a word right before the aligned "Irish", for a modifier (the same thing described
in more detail), and the actor reader (:mod:`memory.fact_actor`) found the user acting on both sides.

The grammar that decides is the **bare-infinitive complement**: a verb of perception or of letting / making
(watch, see, hear, notice, observe, feel; let, make: a closed class, the only English verbs that take an object and
a bare infinitive), then a noun phrase, then a verb in its base form: the noun phrase is the actor of that second
verb, and the user's own act is the perceiving. "help" is left out (the user then does the act too).

* **English** (:func:`_en_complement`): the perception / letting verb, a noun phrase of one to five words (a
  determiner, a pronoun object or any words without punctuation or a preposition), then a lower-case word that is an
  English verb in its base form (no -s, -ed, -ing), followed by what a verb phrase goes on with (a preposition, a
  particle, a determiner) or by the clause's end. A capitalised word is part of a name ("Irish Network Japan"), no
  verb; a word followed by a noun is part of a compound ("the finish line"), so "watch the finish line" is not read.
* **Japanese** (:func:`_ja_complement`): 〜が VERB の / ところ を 見る / 観る / 聞く / 眺める: the nominaliser の or
  ところ closes the clause whose が-subject acts, and 見 / 観 / 聞 / 眺 is the user's verb (行進するのを見に行く).
* **Chinese** is not read: 看 + a clause (看他们游行) carries no marker that sets it apart from 看 + an object.

Two memories differ (:func:`perceive_difference`) when one reads the complement with the user as its perceiver,
the other does not (nor says a perception verb at all), the other's actor is the user (:func:`memory.fact_actor.
actor`), and the other's verb aligns, not as a converse, with the complement's verb: the user does in one memory
what the user watches another do in the other. Asked only when nothing else kept the two memories apart.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .fact_actor import actor
from .fact_lexicon import EN_CLAUSE_TOKEN, Units, lexicon
from .fact_verbs import _base

# the verbs that take an object and a bare infinitive (perception, letting, making), all their forms
_PERCEIVE_EN = frozenset(
    "watch watches watched watching see sees saw seen seeing hear hears heard hearing notice notices noticed "
    "noticing observe observes observed observing feel feels felt feeling let lets letting make makes made "
    "making".split()
)
# what a verb phrase goes on with: a preposition, a particle, a determiner
_FOLLOW_EN = frozenset(
    "in at on to with for from into through around along across down up out off by over past under near "
    "the a an their his her its our my your this that these those every each home together again".split()
)
_STOP_EN = frozenset("in at on to with for from into by and or but who which that while when as than of".split())
_PUNCT = frozenset(",.;:!?")
_JA_COMPLEMENT = re.compile(r"が[^。、]*?(?:の|ところ)を(?:見|観|聞|眺)")
_JA_PERCEIVE = re.compile(r"(?:の|ところ)を(?:見|観|聞|眺)")
_JA_USER_TOPIC = re.compile(r"^(?:[^。、]*?、)?ユーザーは")  # the user the topic (an opening phrase aside)


def _bare_verb(w: str) -> bool:
    """A lower-case English verb in its base form (no -s, -ed or -ing)."""
    return w.islower() and w in lexicon().en_verbs and _base(w) == w and not w.endswith(("ing", "ed"))


def _en_complement(U: Units) -> tuple[str, str] | None:
    """(the perceiving verb, the complement's verb) of "watch X march", or None."""
    toks = EN_CLAUSE_TOKEN.findall(U.text)
    for i, t in enumerate(toks):
        if t.casefold() not in _PERCEIVE_EN:
            continue
        for j in range(i + 2, min(i + 7, len(toks))):
            np: Sequence[str] = toks[i + 1 : j]
            if any(x in _PUNCT or x.casefold() in _STOP_EN for x in np):
                break
            w = toks[j]
            nxt = toks[j + 1].casefold() if j + 1 < len(toks) else "."
            if _bare_verb(w) and (nxt in _PUNCT or nxt in _FOLLOW_EN):
                return t.casefold(), w
    return None


def _ja_complement(U: Units) -> tuple[str, str] | None:
    """(the perceiving verb, the complement's verb) of 〜が行進するのを見る, or None: the complement's verb is the last
    predicate term written before の / ところ を 見."""
    m = _JA_COMPLEMENT.search(U.text)
    if m is None or not _JA_USER_TOPIC.match(U.text):
        return None
    end = m.end() - 3
    best, at = "", -1
    for t in U.terms:
        if t.pred:
            k = U.text.rfind(t.surface, m.start(), end + 1)
            if k > at:
                best, at = t.surface, k
    return ("見", best) if best else None


def complement(U: Units) -> tuple[str, str] | None:
    """The user's perception verb and the verb another is perceived doing (see the module docstring), or None."""
    if U.lang == "en":
        got = _en_complement(U)
        a = actor(U) if got else None
        return got if a is not None and a.kind == "user" else None
    return _ja_complement(U) if U.lang == "ja" else None


def _perceives(U: Units) -> bool:
    """Does the memory say a perception verb at all (it may then say both: "marches and watches")?"""
    if U.lang == "en":
        return any(w in _PERCEIVE_EN for w in U.words)
    return bool(_JA_PERCEIVE.search(U.text)) if U.lang == "ja" else False


def perceive_difference(A: Units, B: Units,
                        aligned: Sequence[tuple[str, str, str]]) -> tuple[list[str], list[str]] | None:  # fmt: skip
    """(a's, b's) when the user does in one memory what the user perceives another doing in the other; else None."""
    for X, Y, flip in ((A, B, False), (B, A, True)):
        got = complement(Y)
        if got is None or _perceives(X):
            continue
        rx = actor(X)
        if rx is None or rx.kind != "user":
            continue
        for a, b, how in aligned:
            x, y = (b, a) if flip else (a, b)
            if x == rx.verb and y.casefold() == got[1].casefold() and how != "converse":
                mine, theirs = [f"user:{rx.verb}"], [f"user:{got[0]}", f"other:{got[1]}"]
                return (theirs, mine) if flip else (mine, theirs)
    return None


__all__ = ["complement", "perceive_difference"]

"""Round 46a (set aj, issue 13): the user and another party trade subject and object in one plain active clause.

"During Ramadan the user invited three Turkish colleagues to an iftar" / "During Ramadan three Turkish colleagues
invited the user to an iftar"; "The user invited Tom to dinner" / "Tom invited the user to dinner". Every value
and the verb align, and the two memories state two facts: who invites whom. The readers before this one miss it for
one reason each: :func:`memory.fact_voice.voice_difference` compares values, and "the user" is no value (no term);
:func:`memory.fact_actor.actor_difference` reads the other party only when its head is a person by a relation or a
title ("colleague", "Mr Tanaka", not "Tom"), and an opening phrase only when a comma closes it ("During Ramadan, ").

The grammar that decides is English word order, closed classes only:

* **The subject** is the noun phrase right before the finite verb: "the user", or another noun phrase
  (:meth:`memory.fact_voice._Clause.np`). An opening phrase is skipped: up to its comma, or, with no comma, a
  preposition of time or place (:data:`memory.fact_voice._INTRO`) and one word, when a noun phrase, "the user" or a
  numeral starts right after it ("During Ramadan the user", "In 2019 three colleagues").
* **The verb** is the next word, a modal, do, an adverb or a negation skipped, a predicate term the extraction
  read. A form of be, have, get or a verb of receiving there is a passive, a copula, a perfect or an act the subject
  undergoes ("was invited by", "got an invitation from": a converse, said from the other end), and is not read; nor a
  reciprocal verb (meet, marry, play: one fact from either end).
* **The object** is the noun phrase right after the verb: "the user" (not "the user's", a possessor) or another
  noun phrase. A second noun phrase right after it (a double object: "gave Tom a book", "sent the user a card")
  is not read, as the theme then stands where the one acted on stood; the dative alternation ("gave a book to Tom")
  keeps the user the subject on both sides and so is never a swap.
* A memory with a clause inside its clause (who, that, because, and ...) is not read (its subject or object may be
  another verb's).

Two memories differ (:func:`swap_difference`) when both read, the two verbs are one verb (the same stem, or the same
base of an irregular form: a converse pair such as lend / borrow is two verbs and is left alone), the user is the
subject on one side and the object on the other, and the other party is the object of the first and the subject of
the second (a head of one meets a head of the other: the same word or an aligned pair). English only: Japanese
(XはYを) and Chinese (X + verb + Y) subjects and objects are read by :mod:`memory.fact_actor` and
:mod:`memory.fact_voice` for persons; no case here pits a non-person against the user there.
"""

from __future__ import annotations

from collections.abc import Sequence

from .english_words import BE, DO, GET, HAVE, MODALS, NOT_NEVER
from .fact_lexicon import Units, stem
from .fact_verbs import irregular_base, irregular_verb
from .fact_voice import _ADVERBS, _CLAUSE, _DET, _INTRO, _RECEIVE, _RECIPROCAL, _Clause
from .number_words import EN_CARDINALS

Aligned = Sequence[tuple[str, str, str]]
Reading = tuple[frozenset[str], str, frozenset[str]]
_USER = frozenset({"user"})


def _base(w: str) -> str:
    return stem(irregular_base(w) if irregular_verb(w) else w)


def _opening(c: _Clause) -> int | None:
    """The index where the clause's subject begins, after an opening phrase; None when it cannot be told."""
    w = c.w
    if not w or w[0] not in _INTRO:
        return 0
    if "," in w:
        return w.index(",") + 1
    if len(w) > 2 and (w[2] in _DET or w[2] in EN_CARDINALS or w[2].isdigit() or c.np_start(2)):
        return 2  # "During Ramadan the user", "In 2019 three colleagues": a preposition and one word
    return None


def _user_at(w: list[str], k: int) -> bool:
    return w[k : k + 2] == ["the", "user"] and w[k + 2 : k + 3] != ["'s"]


def reading(U: Units) -> Reading | None:
    """(the subject's heads, the verb's base, the object's heads) of a plain active English clause; ``{"user"}``
    stands for the user. None where the clause is not read (see the module docstring)."""
    if U.lang != "en":
        return None
    c = _Clause(U)
    w = c.w
    if not w or any(x in _CLAUSE for x in w):
        return None
    k = _opening(c)
    if k is None or k >= len(w):
        return None
    if _user_at(w, k):
        subject, k = _USER, k + 2
    else:
        k, heads = c.np(k, subject=True)
        if not heads:
            return None
        subject = frozenset(heads)
    if k >= len(w) or not c.verb(k):
        return None
    while k < len(w) and w[k] in MODALS | DO | _ADVERBS | NOT_NEVER:
        k += 1
    if k >= len(w) or w[k] in BE | HAVE | GET | _RECEIVE | _RECIPROCAL:
        return None  # a passive, a copula, a perfect, an act undergone, a reciprocal act
    t = c.term[k]
    if t is None or not t.pred:
        return None
    verb = _base(w[k])
    k += 1
    if _user_at(w, k):
        obj, end = _USER, k + 2
    else:
        end, heads = c.np(k)
        if not heads:
            return None
        obj = frozenset(heads)
    if end < len(w) and c.np_start(end) and w[end] != ",":
        return None  # a second object: "gave Tom a book"
    return subject, verb, obj


def _meet(x: frozenset[str], y: frozenset[str], aligned: Aligned) -> bool:
    return bool(x & y) or any(a in x and b in y for a, b, _ in aligned if a and b)


def swap_difference(A: Units, B: Units, aligned: Aligned) -> tuple[list[str], list[str]] | None:
    """(a's clause, b's) when the user and another party trade subject and object around one verb; else None."""
    ra, rb = reading(A), reading(B)
    if ra is None or rb is None or ra[1] != rb[1]:
        return None
    (sa, v, oa), (sb, _, ob) = ra, rb
    swap = (sa == _USER and ob == _USER and sb != _USER and oa != _USER and _meet(oa, sb, aligned)) or (
        oa == _USER and sb == _USER and sa != _USER and ob != _USER and _meet(sa, ob, aligned)
    )
    if not swap:
        return None

    def say(s: frozenset[str], o: frozenset[str]) -> str:
        return f"{'/'.join(sorted(s))} {v} {'/'.join(sorted(o))}"

    return [say(sa, oa)], [say(sb, ob)]


__all__ = ["reading", "swap_difference"]

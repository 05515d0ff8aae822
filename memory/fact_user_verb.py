"""Round 45b (set ai, issue 13): the user in a role at a thing against the user doing another act to it; and the
hook of the round's two readings (this one and :mod:`memory.fact_sequence`'s order of events).

"Two classes a week, the user assists in an introductory statistics course at Hitotsubashi University as its TA" /
"The user takes an introductory statistics course at Hitotsubashi University, two classes a week": every value but
"ta" aligns, and the two memories state two facts: the user is the course's assistant in one and its student in
the other. The lexicon verifier left "ta" unmatched ("unsure"); the consensus then asked the other verifiers to
settle it, and the phrase verifier's vectors met "ta" with a word of the other memory, so the consensus linked the
two. Only a difference that the lexicon verifier states vetoes the link, so the difference is read here.

The grammar that decides is the user's **own main verb** on both sides and a **role noun after "as"** on one:

* **The user's verb** (:func:`_en_user_verb`): "the user" opens the clause (after an opening phrase and its comma)
  and the next word is a predicate term of the memory, not an auxiliary, a copula, "have" or "do" (BE, HAVE, DO,
  MODALS: "the user is a TA", "has a job" say the relation without a verb of their own, and are not read).
* **The role** (:func:`_en_role`): later in the same clause, "as" then a determiner (its, the, a, an, their, his,
  her) or none, then a noun term. "as well", "as soon as" and "as of" have no noun term right there; "such as",
  "as well as", "so as to" and "the same as" link other words, no role (:data:`_AS_LINK`).

Two memories differ (:func:`role_verb_difference`) when one reads the user's verb and a role, the other the user's
verb and no role, the two verbs differ and neither aligns with any word of the other memory (the other does not
say the act, nor say the role by its verb: "teaches" / "as its teacher"), the role's noun aligns with nothing (the
other does not say it), and a noun that follows the verb on each side aligns with the other's (the act is on one
thing): the user does one act to the thing in one memory and holds a role at it, doing another, in the other.
A role on both sides, or a verb said on both sides, is one fact and is not read. English only: Japanese and
Chinese roles (TAをする, 当助教) are read by :mod:`memory.fact_served`, and no case here needs them against a verb.
"""

from __future__ import annotations

from collections.abc import Sequence

from .english_words import BE, DO, HAVE, MODALS
from .fact_lexicon import EN_CLAUSE_TOKEN, Units
from .fact_past_state import past_state_difference  # round 46a: was / is + one state
from .fact_perceive_act import perceive_act_difference  # round 46a: X の 踊り を 見る
from .fact_sequence import order_difference
from .fact_swap_active import swap_difference  # round 46a: subject and object traded

Aligned = Sequence[tuple[str, str, str]]

_DET = frozenset("its the a an their his her".split())
_NO_VERB = BE | HAVE | DO | MODALS | frozenset({"also", "often", "usually", "still", "now", "always", "never", "not"})
_AS_LINK = frozenset({"such", "well", "so", "same"})  # "such as", "as well as", "so as to", "the same as": no role
_CLAUSE_END = frozenset(";:!?.") | frozenset({"and", "but", "while", "when", "because", "who", "which", "that"})


def _en_user_verb(U: Units, toks: list[str]) -> int | None:
    """The token index of the user's main verb, or None."""
    preds = {t.surface for t in U.terms if t.pred}
    for i in range(len(toks) - 2):
        if toks[i] == "the" and toks[i + 1] == "user" and (i == 0 or toks[i - 1] == ","):
            v = toks[i + 2]
            return i + 2 if v in preds and v not in _NO_VERB else None
    return None


def _en_role(U: Units, toks: list[str], verb: int) -> tuple[str, ...]:
    """The nouns after "as" in the clause of the user's verb (a teaching assistant: teaching, assistant; the last
    is the head), or ()."""
    nouns = {t.surface for t in U.terms if not t.pred}
    for k in range(verb + 1, len(toks) - 1):
        if toks[k] in _CLAUSE_END:
            return ()
        if toks[k] == "as" and toks[k - 1] not in _AS_LINK:
            j = k + 2 if toks[k + 1] in _DET else k + 1
            end = j
            while end < len(toks) and toks[end] in nouns:
                end += 1
            return tuple(toks[j:end])
    return ()


def _reading(U: Units) -> tuple[str, tuple[str, ...], list[str]] | None:
    """(the user's verb, the role's nouns or (), the tokens after the verb)."""
    if U.lang != "en":
        return None
    toks = [t.casefold() for t in EN_CLAUSE_TOKEN.findall(U.text)]
    v = _en_user_verb(U, toks)
    return None if v is None else (toks[v], _en_role(U, toks, v), toks[v + 1 :])


def role_verb_difference(A: Units, B: Units, aligned: Aligned) -> tuple[list[str], list[str]] | None:
    """(a's reading, b's) when the user holds a role at a thing in one memory and does another act to it in the
    other (see the module docstring); else None."""
    ra, rb = _reading(A), _reading(B)
    if ra is None or rb is None or bool(ra[1]) == bool(rb[1]) or ra[0] == rb[0]:
        return None
    said = {x for x, _, _ in aligned} | {y for _, y, _ in aligned}
    if ra[0] in said or rb[0] in said or any(w in said for w in ra[1] + rb[1]):
        return None
    nouns_b = {t.surface for t in B.terms if not t.pred}
    if not any(x in ra[2] and y in rb[2] and y in nouns_b for x, y, _ in aligned if x and y):
        return None
    describe = [f"user {r[0]}" + (f" as {' '.join(r[1])}" if r[1] else "") for r in (ra, rb)]
    return [describe[0]], [describe[1]]


def act_differences(A: Units, B: Units, aligned: Aligned) -> list[tuple[str, list[str], list[str]]]:
    """Round 45b's readings, asked when nothing else kept the two memories apart: the order of an act and an event
    (:func:`memory.fact_sequence.order_difference`), a role against another act (:func:`role_verb_difference`);
    round 46a's, each only when none before it read anything: subject and object traded
    (:mod:`memory.fact_swap_active`), the user's act against another's watched act said as a Japanese noun
    (:mod:`memory.fact_perceive_act`), a past state against the same state now (:mod:`memory.fact_past_state`)."""
    out = [("order", *d) for d in (order_difference(A, B, aligned),) if d is not None]
    out += [("role", *d) for d in (role_verb_difference(A, B, aligned),) if d is not None]
    out = out or [("role", *d) for d in (swap_difference(A, B, aligned),) if d is not None]  # round 46a
    out = out or [("role", *d) for d in (perceive_act_difference(A, B, aligned),) if d is not None]  # round 46a
    return out or [("tense", *d) for d in (past_state_difference(A, B, aligned),) if d is not None]  # round 46a


__all__ = ["act_differences", "role_verb_difference"]

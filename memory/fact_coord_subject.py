"""Round 47a (set ak, issue 13): who does the second of two coordinated verbs.

"The landlord replaced the intercom and paid for it" and "The landlord replaced the intercom, and the user paid for
it" share every value and every verb; the fact is who paid. English says it by a closed rule of coordination: a
second verb right after "and" (no subject of its own) has the first clause's subject; a noun phrase between "and" and
the verb is a subject of its own. So the payer is the landlord on one side and the user on the other.

Read on English memories only, and only where it is plain: the first clause starts the sentence (no fronted clause
opened by a subordinator) with a determiner and a noun before its verb; the stated subject of the second clause is a
noun phrase of at most three words (a determiner, a possessive, a modifier and a head), never a pronoun (he / she /
they may well be the first clause's subject); the two second verbs are the same word or aligned. Two memories whose
second verbs are then done by two different heads state two facts; the same head stated again ("and the landlord
paid") stays the same fact.
"""

from __future__ import annotations

from collections.abc import Sequence

from .english_words import ARTICLES, POSSESSIVE_DETERMINERS
from .fact_lexicon import Units
from .fact_verbs import irregular_verb

_DET = ARTICLES | POSSESSIVE_DETERMINERS | {"this", "that"}
_PRONOUNS = frozenset("he she they it we i you who which that this there".split())
# what opens a fronted clause or ends a noun phrase (closed classes): no plain subject when one is met
_NOT_NP = frozenset("after before when whenever if since because while although though as once until till in on at "
                    "by from to for with of and but or so then not never also".split())  # fmt: skip


def _verb(U: Units, k: int) -> bool:
    w = U.words[k]
    t = next((u for u in U.terms if u.at == k), None)
    return irregular_verb(w) or (w.endswith("ed") and len(w) > 4) or (t is not None and t.pred)


def _subject(U: Units, a: int, b: int) -> str | None:
    """The head of the noun phrase ``U.words[a:b]`` when it is a plain one (a determiner first, no preposition, no
    pronoun, at most four words), else None."""
    np = list(U.words[a:b])
    if not 2 <= len(np) <= 4 or np[0] not in _DET | POSSESSIVE_DETERMINERS:
        return None
    if any(w in _NOT_NP or w in _PRONOUNS or not w.replace("'", "").isalpha() for w in np[1:]):
        return None
    return np[-1]


def _second_subjects(U: Units) -> list[tuple[str, str]]:
    """(second verb, its subject's head) for each "X verbs ... and (NP) verbs" of ``U``."""
    words = U.words
    first = next((k for k in range(len(words)) if _verb(U, k)), None)
    if first is None:
        return []
    head = _subject(U, 0, first)
    out: list[tuple[str, str]] = []
    for k in range(first + 1, len(words) - 1):
        if words[k] != "and":
            continue
        if _verb(U, k + 1):
            if head is not None:
                out.append((words[k + 1], head))
            continue
        m = next((j for j in range(k + 2, min(k + 6, len(words))) if _verb(U, j)), None)
        if m is not None and (subject := _subject(U, k + 1, m)) is not None:
            out.append((words[m], subject))
    return out


def coordinated_subject(A: Units, B: Units,
                        aligned: Sequence[tuple[str, str, str]]) -> tuple[list[str], list[str]] | None:  # fmt: skip
    """A's and B's readings when the same second verb has two different subjects, else None."""
    if not A.lang == B.lang == "en":
        return None
    sa, sb = _second_subjects(A), _second_subjects(B)
    if not sa or not sb:
        return None
    pairs = {(x, y) for x, y, _ in aligned}
    for va, ha in sa:
        for vb, hb in sb:
            if (va == vb or (va, vb) in pairs) and ha != hb:
                return [f"{ha} {va}"], [f"{hb} {vb}"]
    return None


__all__ = ["coordinated_subject"]

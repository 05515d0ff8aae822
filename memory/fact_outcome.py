"""An outcome and its opposite; a gloss that names another referent (issue 13, round 47b).

Two readings of what a CJK word's dictionary glosses say beyond the stem they share with the other memory.

1. The outcome. 落選 is glossed "election loss", 落选 "to fail to be chosen; to lose an election", 当選 "being
   elected": the stem ``elect`` is in all of them, so "was elected" met 落選 by its gloss and the two memories read as
   one fact (an outcome and its opposite). What decides is a closed class of English words that state that an
   attempt failed (fail, failure, lose, loss, lost, defeat): a word whose every gloss naming the stem carries one
   states the failure of what the stem names; a predicate whose glosses carry none, in a memory that states no
   failure, states its success. The failure is read only inside a CJK word (落選, 落选),
   never from a word near the stem: "lost camera" and "lost 5 kg" are no failed attempt. A memory that states a
   failure anywhere (an English failure word: "lost the election", "failed to be elected"; a CJK verb of its own,
   負けた "to lose") is never read as a success. A memory negated at its level (was not elected) is left to
   the polarity readers.
2. The referent. 副会長 is glossed "vice president": its gloss names the English stem with a word of round 40a's
   closed class before it (vice, semi, sub, ex, former: ``fact_prefix``), which names another person or thing than
   the stem. "president" met 副会長 by that gloss; English writing no such word before its noun names the president
   (``fact_prefix`` reads 副会長 / 会長 within one language, and "vice president" / "president" in English).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .fact_lexicon import Unit, Units, lexicon, stem
from .fact_prefix import en_other_referent

_FAIL = re.compile(r"\b(?:fail|fails|failed|failing|failure|lose|loses|lost|losing|loss|defeat|defeated)\b")
_WORD = re.compile(r"[a-z][a-z'-]*")
_FRAME = frozenset({"to", "be", "a", "an", "the"})
# function words of a gloss (a stem names content): "at a loss" (没法) shares nothing with "fly to" (飛ぶ)
_FUNCTION = _FRAME | frozenset({"at", "on", "in", "of", "for", "by", "with", "from", "up", "out", "off", "one", "s"})


def _glosses(u: Unit, lang: str) -> tuple[str, ...]:
    if lang == "en":
        return (u.surface.casefold(),)
    entry = (lexicon().ja if lang == "ja" else lexicon().zh).get(u.surface)
    return tuple(g.casefold() for g in entry[1]) if entry else ()


def _stems(gloss: str) -> set[str]:
    return {stem(w) for w in _WORD.findall(gloss) if w not in _FUNCTION and not _FAIL.fullmatch(w)}


def _outcomes(U: Units) -> tuple[set[str], set[str], bool]:
    """(stems whose failure a word of the memory states in its own glosses (CJK: 落選 "election loss"), stems whose
    success a predicate states, whether the memory states a failure anywhere: an English failure word (lost,
    failed), a CJK verb of failure (負けた "to lose") or a failed stem)."""
    failed: set[str] = set()
    won: set[str] = set()
    if U.lang == "en":
        fails = any(_FAIL.fullmatch(w) for w in U.words)
        won = {stem(u.surface.casefold()) for u in U.terms if u.kind == "term" and u.pred}
        return failed, won, fails
    lose_verb = False
    for u in U.terms:
        gl = _glosses(u, U.lang) if u.kind == "term" else ()
        head = [w for w in _WORD.findall(gl[0]) if w not in _FRAME] if gl else []
        if head and all(_FAIL.fullmatch(w) for w in head):
            lose_verb = True  # 負ける "to lose": a verb that is the failure itself
            continue
        by_stem: dict[str, list[bool]] = {}
        for g in gl:
            for s in _stems(g):
                by_stem.setdefault(s, []).append(bool(_FAIL.search(g)))
        for s, marks in by_stem.items():
            if all(marks):
                failed.add(s)
            elif u.pred and not any(marks):
                won.add(s)
    return failed, won, lose_verb or bool(failed)


def outcome_difference(A: Units, B: Units) -> tuple[list[str], list[str]] | None:
    """(["succeeded"], ["failed"]) or the converse where one memory states the success of what a CJK word of the
    other states the failure of (module docstring, 1), else None."""
    if A.negated or B.negated:
        return None
    fa, wa, xa = _outcomes(A)
    fb, wb, xb = _outcomes(B)
    if fb & wa and not xa:
        return ["succeeded"], ["failed"]
    if fa & wb and not xb:
        return ["failed"], ["succeeded"]
    return None


def referent_gloss_difference(
    A: Units, B: Units, aligned: Sequence[tuple[str, str, str]]
) -> tuple[list[str], list[str]] | None:
    """([a's word], [b's]) for an English noun met by a CJK word's gloss only with an other-referent word before
    the stem ("vice president" of 副会長 against "president"), where English writes no such word before the noun
    (module docstring, 2), else None."""
    if (A.lang == "en") == (B.lang == "en"):
        return None
    E, C, flip = (A, B, False) if A.lang == "en" else (B, A, True)
    by_surface = {u.surface: u for u in E.terms}
    for x, y, how in aligned:
        en, cj = (y, x) if flip else (x, y)
        u = by_surface.get(en)
        if how != "gloss" or u is None or u.at < 0:
            continue
        s = stem(en.casefold())
        named = [g for g in _glosses(Unit(cj, C.lang, "term", cj), C.lang) if s in _stems(g)]
        if not named or not all(_other_before(g, s) for g in named):
            continue
        if u.at > 0 and en_other_referent(E.words[u.at - 1].rstrip("-")):
            continue
        return ([cj], [en]) if flip else ([en], [cj])
    return None


def _other_before(gloss: str, s: str) -> bool:
    ws = _WORD.findall(gloss.replace("-", "- "))
    return any(stem(w) == s and k > 0 and en_other_referent(ws[k - 1].rstrip("-")) for k, w in enumerate(ws))


__all__ = ["outcome_difference", "referent_gloss_difference"]

"""Two values of one class, which the phrase verifier must never settle as one (issue 13, round 20b, set t).

Consensus settles a value the lexicon verifier left unmatched when USE-m3 aligns it with a term of the other memory
(``memory.facts.settle``). A vector alignment is evidence of closeness, and two values of one class are close:
娘 / 儿子 (daughter / son, 0.61), 西班牙语 / ポルトガル語 (Spanish / Portuguese language, 0.73), and a blood type in
Latin letters against anything (AB / 是, 0.60: a code has no meaning a vector can carry). A settlement must be
evidence of the SAME value (one gloss, one number, one name in two scripts); so the lexicon's knowledge that two
words are two members of one closed class bars the alignment. Three classes are read, each from the dictionary:

* **Two relation persons** (kin or a social relation, :func:`memory.fact_frames.relation_person`) that the lexicon
  knows and whose glosses share no stem: two different people (娘 "daughter; girl" / 儿子 "son"). An English
  in-law or step relation is compared by its base too ("mother-in-law" / 姑 "husband's mother").
* **Two kinds under one head**: a gloss of each word with the same head (its last word) and a modifier on each
  side that meets nothing of the other word's glosses ("spanish language" / "portuguese language"). One side's
  modifier alone is a more specific wording ("entrance examination" / "exam") and is not barred; round 18's
  :func:`memory.fact_settle._two_kinds` reads the same shape from a compound's written pieces.
* **A short code in Latin letters** (one or two letters: AB, O; ``facts._latin_code``) is the same value only as
  the same letters: it is settled with nothing that does not contain it (O / O型 may still meet).

A barred value stays unmatched, so the pair stays "unsure" (never "different"): the bar can only make consensus
more cautious, and the lexicon verifier alone (``--link-check single``) is not changed at all.
"""

from __future__ import annotations

import re

from .fact_lexicon import EN_STOP, Unit, lexicon, stem

_SHORT_CODE = re.compile(r"[A-Za-z]{1,2}")
_PAREN = re.compile(r"\([^)]*\)")


def _stems_match(x: str, y: str) -> bool:
    if x == y:
        return True
    short, long_ = sorted((x, y), key=len)
    return len(short) >= 5 and long_.startswith(short)


def _meet(xs: frozenset[str] | set[str], ys: frozenset[str] | set[str]) -> bool:
    return any(_stems_match(x, y) for x in xs for y in ys)


def _person_stems(u: Unit) -> set[str]:
    out = set(u.glosses)
    if u.lang == "en":
        base = u.surface.casefold().removesuffix("'s")
        kin = base.removesuffix("-in-law").removeprefix("step-").removeprefix("step")
        out |= {stem(base), stem(kin), kin}
    return out


def _two_persons(u: Unit, t: Unit) -> bool:
    from .fact_frames import relation_person

    if u.proper or t.proper or not u.known or not t.known or not u.glosses or not t.glosses:
        return False
    if not relation_person(u.surface, u.lang) or not relation_person(t.surface, t.lang):
        return False
    return not _meet(_person_stems(u), _person_stems(t))


def _gloss_parts(u: Unit) -> list[tuple[str, frozenset[str]]]:
    """(head stem, modifier stems) of each gloss of a CJK word with two or more content words."""
    if u.lang not in ("ja", "zh") or not u.known:
        return []
    entry = lexicon().table(u.lang).get(u.surface)
    if entry is None:
        return []
    out = []
    for g in entry[1][:6]:
        ws = [w for w in _PAREN.sub(" ", g).removeprefix("to ").replace("-", " ").split() if w not in EN_STOP]
        if len(ws) >= 2:
            out.append((stem(ws[-1]), frozenset(stem(w) for w in ws[:-1])))
    return out


def _two_kinds_glossed(u: Unit, t: Unit) -> bool:
    if u.proper or t.proper:
        return False
    for hu, mu in _gloss_parts(u):
        for ht, mt in _gloss_parts(t):
            if hu == ht and not _meet(mu, t.glosses) and not _meet(mt, u.glosses):
                return True
    return False


def _short_code(u: Unit, t: Unit) -> bool:
    for x, y in ((u, t), (t, u)):
        if _SHORT_CODE.fullmatch(x.surface) and (x.lang != "en" or not x.proper or len(x.surface) <= 2):
            if x.surface.casefold() not in y.surface.casefold():
                return True
    return False


def one_class_apart(u: Unit, t: Unit) -> bool:
    """``u`` and ``t`` are two values of one class the lexicon knows (module docstring): never settled as one."""
    return _short_code(u, t) or _two_persons(u, t) or _two_kinds_glossed(u, t)


__all__ = ["one_class_apart"]

"""Two values of one class, which the phrase verifier must never settle as one (issue 13, round 20b, set t).

Consensus settles a value the lexicon verifier left unmatched when USE-m3 aligns it with a term of the other memory
(``memory.fact_cover.settle``). A vector alignment is evidence of closeness, and two values of one class are close:
娘 / 儿子 (daughter / son, 0.61), 西班牙语 / ポルトガル語 (Spanish / Portuguese language, 0.73), and a blood type in
Latin letters against anything (AB / 是, 0.60: a code has no meaning a vector can carry). A settlement must be
evidence of the SAME value (one gloss, one number, one name in two scripts); so the lexicon's knowledge that two
words are two members of one closed class bars the alignment. Three classes are read, each from the dictionary:

* **Two relation persons** (kin or a social relation, :func:`memory.fact_frames.relation_person`) that the lexicon
  knows and whose glosses share no stem: two different people (娘 "daughter; girl" / 儿子 "son"). Two social
  relations of one role (:func:`memory.fact_frames.social_role`) are not barred (round 21, p33): "manager" / 上司
  ("superior; boss") is one person said two ways, and their glosses share no stem. An English
  in-law or step relation is compared by its base too ("mother-in-law" / 姑 "husband's mother").
* **Two kinds under one head**: every gloss of each word has one head (its last word), the same on both sides,
  and the modifiers of each meet nothing of the other word's glosses ("spanish language" / "portuguese
  language"). One side's modifier alone is a more specific wording ("entrance examination" / "exam") and is not
  barred; round 18's :func:`memory.fact_settle._two_kinds` reads the same shape from a compound's written pieces.
* **A short code in Latin letters** (one or two letters: AB) while the other memory states another code (O of
  O型): the code is settled with nothing that does not contain it. Where the other memory states the same code
  (AB型) or none, the vectors are asked as before.

A barred value stays unmatched, so the pair stays "unsure" (never "different"): the bar can only make consensus
more cautious, and the lexicon verifier alone (``--link-check single``) is not changed at all.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .fact_lexicon import EN_STOP, Unit, lexicon, stem, stem_variant

_SHORT_CODE = re.compile(r"[A-Za-z]{1,2}")
_PAREN = re.compile(r"\([^)]*\)")


def _meet(xs: frozenset[str] | set[str], ys: frozenset[str] | set[str]) -> bool:
    return any(stem_variant(x, y) for x in xs for y in ys)


def _person_stems(u: Unit) -> set[str]:
    out = set(u.glosses)
    if u.lang == "en":
        base = u.surface.casefold().removesuffix("'s")
        kin = base.removesuffix("-in-law").removeprefix("step-").removeprefix("step")
        out |= {stem(base), stem(kin), kin}
    return out


def _two_persons(u: Unit, t: Unit) -> bool:
    from .fact_frames import relation_person, social_role

    if u.proper or t.proper or not u.known or not t.known or not u.glosses or not t.glosses:
        return False
    if not relation_person(u.surface, u.lang) or not relation_person(t.surface, t.lang):
        return False
    # two social relations of one role are not barred (round 21): "manager" / 上司 ("superior; boss"), "coworker" /
    # "colleague" name one person two ways, and their glosses share no stem
    role = social_role(u.surface, u.lang)
    if role and role == social_role(t.surface, t.lang):
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
    """Every gloss of each word is a kind of one head, and the two share nothing but that head ("spanish
    language" / "portuguese language"). A word with a gloss outside the head (賃貸契約 "lease agreement; rental
    contract") or a second meaning in common (有効期限 / 有效期, both "validity") is not read: a dictionary's
    modifier is often only one sense of the word (合同 "business contract", said of a lease too)."""
    if u.proper or t.proper:
        return False
    pu, pt = _gloss_parts(u), _gloss_parts(t)
    if not pu or not pt or len(pu) != _glosses(u) or len(pt) != _glosses(t):
        return False
    heads = {h for h, _ in pu}
    if len(heads) != 1 or heads != {h for h, _ in pt}:
        return False
    mu = frozenset().union(*(m for _, m in pu))
    mt = frozenset().union(*(m for _, m in pt))
    return not _meet(mu, _pieces(t.glosses)) and not _meet(mt, _pieces(u.glosses))


def _pieces(glosses: frozenset[str]) -> set[str]:
    """Gloss stems with a hyphenated one also read by its pieces, as :func:`_gloss_parts` reads modifiers
    (剑 "double-edged sword": its modifier "doubl" must meet its own gloss "double-edg")."""
    return set(glosses) | {p for g in glosses if "-" in g for p in g.split("-") if p}


def _glosses(u: Unit) -> int:
    entry = lexicon().table(u.lang).get(u.surface)
    return len(entry[1][:6]) if entry is not None else 0


_CODE_IN = re.compile(r"(?<![A-Za-z])[A-Za-z]{1,2}(?![A-Za-z])")


def _codes(terms: Sequence[Unit]) -> set[str]:
    return {m.group(0).casefold() for t in terms for m in _CODE_IN.finditer(t.surface)}


def _short_code(u: Unit, t: Unit, others: Sequence[Unit]) -> bool:
    """A one- or two-letter code (AB) while the other memory states another code (O of O型): two values of one
    class, whatever the vectors say; a code is settled only with a term that contains it."""
    if not _SHORT_CODE.fullmatch(u.surface):
        return False
    code = u.surface.casefold()
    return code not in t.surface.casefold() and bool(_codes(others) - {code})


def one_class_apart(u: Unit, t: Unit, others: Sequence[Unit] = ()) -> bool:
    """``u`` and ``t`` are two values of one class the lexicon knows (module docstring): never settled as one.
    ``others``: every term of ``t``'s memory (the codes it states)."""
    return _short_code(u, t, others) or _two_persons(u, t) or _two_kinds_glossed(u, t)


__all__ = ["one_class_apart"]

"""Whose home: the user's own home against another person's home is a value (issue 13, round 22b).

Why: "用户要在家里办感恩节晚餐" (the user hosts at home) and "用户要作为八位客人之一，去朋友家参加感恩节晚餐" (the user
goes to a friend's home as a guest) were linked in consensus: 家 met 家里 by its gloss ("home"), the friend before
家 was read as no value of its own (a relation person in the place's possessor slot, not a participant), and the
phrase verifier settled the one value left (作为 "as"). The place of the event is the same word on both sides; what
differs is whose home it is. A relation word (kin or a social relation, :func:`memory.fact_frames.relation_person`)
as the possessor of a home word (朋友家, 友達の家, "a friend's house", "at her sister's") names another person's
home; 在家 / 家里 / 回家, 自宅, "at home", "the user's home" name the user's own. Two memories that each name one
kind, and no memory naming both, differ in the place. A memory naming neither (実家 "parents' home", a bare 家 in a
compound) is not read: only the two readings are compared, never one against silence.
"""

from __future__ import annotations

import re

from .fact_frames import relation_person
from .fact_lexicon import Units

# home words of each language (a closed class of place nouns for a dwelling)
_EN_HOME = r"(?:home|house|flat|apartment|place)"
_EN_OWN = re.compile(rf"\b(?:at|from) home\b|\buser'?s? (?:own )?{_EN_HOME}\b|\btheir (?:own )?{_EN_HOME}\b")
_EN_POSS = re.compile(rf"\b([a-z-]+)(?:'s|s') ({_EN_HOME})?")
_ZH_OWN = re.compile(r"在家|回家|家里|家中|自己家|自家")
_JA_OWN = re.compile(r"自宅|自分の家|家で|うちで")
_CJK_HOME = re.compile(r"家|宅")
_CJK_NOT_HOME = "庭人具乡族务长属电政用常"  # 家庭, 家人, 家具 ...: 家 as the first character of another word


def _cjk_other(text: str, lang: str) -> tuple[str, str]:
    """A relation person right before a home character (朋友家, 朋友的家, 友達の家, 友人宅): that person (its
    shortest reading), and the text with that possessed home taken out (朋友家里 is the friend's home, not the
    user's 家里); ("", text) when there is none."""
    for m in _CJK_HOME.finditer(text):
        i = m.start()
        if i + 1 < len(text) and text[i + 1] in _CJK_NOT_HOME:
            continue
        head = text[:i]
        head = head[:-1] if head.endswith(("的", "の")) else head
        for n in (2, 3, 4):
            piece = head[-n:]
            if len(piece) == n and relation_person(piece, lang):
                return piece, text[: len(head) - n] + text[i + 2 :]
    return "", text


def _en_other(text: str) -> str:
    """A relation word as the possessor of a home word ("a friend's house") or of an elided one ("at her sister's",
    "to a friend's for dinner"): that word, or ""."""
    for m in _EN_POSS.finditer(text):
        word = m.group(1)
        if word in ("user", "users") or not relation_person(word, "en"):
            continue
        before = text[: m.start()].split()[-3:]
        elided = m.group(2) is None and any(w in ("at", "to") for w in before)
        if m.group(2) is not None or elided:
            return word
    return ""


def home_owner(U: Units) -> tuple[str, str] | None:
    """("own", "home") or ("other", the possessor) when the memory names exactly one kind of home; else None."""
    lang = U.lang
    t = U.text.casefold() if lang == "en" else U.text
    if lang == "en":
        own, other = bool(_EN_OWN.search(t)), _en_other(t)
    else:
        other, rest = _cjk_other(t, lang)
        own = bool((_ZH_OWN if lang == "zh" else _JA_OWN).search(rest))
    if own and other:
        return None
    if own:
        return ("own", "home")
    if other:
        return ("other", other)
    return None


def home_difference(A: Units, B: Units) -> tuple[list[str], list[str]] | None:
    """The user's own home on one side and another person's home on the other: the two readings, or None."""
    ha, hb = home_owner(A), home_owner(B)
    if ha is None or hb is None or ha[0] == hb[0]:
        return None
    return [_named(ha)], [_named(hb)]


def _named(h: tuple[str, str]) -> str:
    return f"{h[1]}'s home" if h[0] == "other" else "own home"


__all__ = ["home_difference", "home_owner"]

"""Round 30 (set aa, issue 13): values that align word for word and still state another fact.

* **Two colours** (:func:`colour_difference`). "made a blue glass" / "made a green glass": the dictionary pivot of
  :func:`memory.fact_lexicon.en_synonyms` joins blue and green (青, 碧, 青い gloss both: Japanese and Chinese name
  one hue for both), so the two memories aligned as synonyms. A colour is a value: two aligned words that each
  name a colour (WordNet's hyponyms of chromatic / achromatic colour, ``memory/data/colours.txt.gz``, built by
  ``scripts/build_wordnet.py``) and share none are two values. A Japanese / Chinese word's colours are those of its
  glosses ("blue color" -> blue), so 青 ("blue; green") against "green" shares one and stays aligned.
* **An act undone** (:func:`undo_difference`). 登録をした / 登録を取り消した "registered" / "cancelled the
  registration": the same noun, and a verb that undoes the act on one side only. Read from a closed class of
  verbs per language, like the permission acts of :mod:`memory.fact_modality` (cancel, revoke, retract, rescind,
  annul, undo, call off, deregister, unsubscribe; 取り消 取消 撤回 解約 解除 抹消 キャンセル; 取消 撤销
  注销 撤回 退订 吊销 废除).
* **Two titles of one head** (:func:`title_difference`). 科长 "section chief" / 部長 "head of a department" aligned
  by their pieces (科 and 部 both gloss "section; department"). Two dictionary words in Chinese characters only
  that end in the same head character (长 / 長, 员 / 員 ...), differ in what comes before it and share no gloss
  (each in its own language's dictionary) are two titles, not one. And an English two-word title the dictionary
  gives to another word of the same head (:func:`title_phrase_difference`: "section manager" is 課長's gloss, not
  部長's) against that title, its first word aligned with the title and its second with nothing.
* **A Chinese plan against a done act** (:func:`zh_plan_difference`). 臼齿要装牙冠 "the molar is to get a crown" /
  臼齿已经装好了牙冠 "the molar has had its crown fitted": 要 before a verb, with no 了 / 过 / 已 and no repetition
  (每, 常), is not yet done; the aspect reader of :mod:`memory.fact_predicates` reads 要 as nothing, so the pair was
  unmarked / done, which that reader does not keep apart.

Each is asked only when nothing else has kept the two memories apart (through
:func:`memory.fact_modality.precision_differences`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from pathlib import Path

from .fact_lexicon import Units, lexicon, singular, zh_glossed_verb
from .fact_persons import load as load_word_table
from .fact_predicates import aspect
from .fact_readings import same_char

COLOURS_PATH = Path(__file__).resolve().parent / "data" / "colours.txt.gz"

Found = tuple[str, list[str], list[str]]


# ---- two colours --------------------------------------------------------------------------------------------------
def load_colours(path: Path = COLOURS_PATH) -> frozenset[str]:
    """Read the table: one lower-case noun a line ('#' lines are the notice), as the person-noun table."""
    return load_word_table(path, "colour")


@functools.cache
def colours() -> frozenset[str]:
    """The shipped table, loaded once per process."""
    return load_colours()


_COLOUR_GLOSS = re.compile(r"^([a-z]+)(?: colou?r)?$")


def _colours_of(surface: str, lang: str) -> frozenset[str]:
    """The colours a word names: an English colour noun / adjective itself, a CJK word's glosses that are colours."""
    table = colours()
    if lang == "en":
        w = singular(surface.casefold())
        return frozenset({w} & table)
    entry = lexicon().table(lang).get(surface)
    if not entry:
        return frozenset()
    out = set()
    for g in entry[1]:
        m = _COLOUR_GLOSS.match(g)
        if m and m.group(1) in table:
            out.add(m.group(1))
    return frozenset(out)


def _lang_of(surface: str, U: Units) -> str:
    return "en" if surface.isascii() else U.lang


def colour_difference(
    A: Units, B: Units, aligned: Sequence[tuple[str, str, str]]
) -> tuple[list[str], list[str]] | None:
    """Two aligned words (not one word) that both name colours, no colour in common."""
    for a, b, how in aligned:
        if not a or not b or how == "same" or a.casefold() == b.casefold():
            continue
        ca, cb = _colours_of(a, _lang_of(a, A)), _colours_of(b, _lang_of(b, B))
        if ca and cb and not ca & cb:
            return [a], [b]
    return None


# ---- an act undone ----------------------------------------------------------------------------------------------
_UNDO_EN = re.compile(
    r"\b(?:cancel(?:s|led|ed|ling|ing|lations?)?|revok(?:e|es|ed|ing)|revocations?|retract(?:s|ed|ing)?"
    r"|rescind(?:s|ed|ing)?|annul(?:s|led|ling)?|undo(?:es|ne)?|undid|call(?:s|ed|ing)?\s+off"
    r"|deregister(?:s|ed|ing)?|unsubscrib(?:e|es|ed|ing))\b"
)
_UNDO_JA = re.compile(r"取り消|取消|撤回|解約|解除|抹消|キャンセル")
_UNDO_ZH = re.compile(r"取消|撤销|撤銷|注销|註銷|撤回|退订|退訂|吊销|吊銷|废除|廢除")
_UNDO = {"en": _UNDO_EN, "ja": _UNDO_JA, "zh": _UNDO_ZH}


def undone(U: Units) -> bool:
    """Does the memory say that an act was cancelled, revoked or withdrawn (the closed classes above)?"""
    pattern = _UNDO.get(U.lang)
    return pattern is not None and bool(pattern.search(U.text.casefold() if U.lang == "en" else U.text))


def undo_difference(A: Units, B: Units) -> tuple[list[str], list[str]] | None:
    """One memory undoes an act, the other does not (neither negated: "did not cancel" is read elsewhere)."""
    ua, ub = undone(A), undone(B)
    if ua == ub or A.negated or B.negated:
        return None
    return (["undone"], ["done"]) if ua else (["done"], ["undone"])


# ---- two titles of one head -------------------------------------------------------------------------------------
def _glosses(word: str, lang: str) -> frozenset[str]:
    """The word's glosses in its own language's dictionary (the other one's may gloss the same characters as
    another title: CC-CEDICT's 部长 lists "section chief" beside "head of a department")."""
    entry = lexicon().table(lang).get(word)
    return frozenset(entry[1]) if entry else frozenset()


_HAN = re.compile(r"[\u4e00-\u9fff]{2,}")


def _han(word: str) -> bool:
    """A word written in Chinese characters only (a title is: 部長, 科长; 可燃ごみ is no title)."""
    return bool(_HAN.fullmatch(word))


def title_difference(A: Units, B: Units, aligned: Sequence[tuple[str, str, str]]) -> tuple[list[str], list[str]] | None:
    """Two CJK dictionary words aligned by their pieces, the same last character, another one before it, and no
    gloss in common: 科长 / 部長."""
    for a, b, how in aligned:
        if how != "pieces" or len(a) != 2 or len(b) != 2 or not _han(a) or not _han(b):
            continue
        if not same_char(a[-1], b[-1]) or same_char(a[0], b[0]):
            continue
        ga, gb = _glosses(a, A.lang), _glosses(b, B.lang)
        if ga and gb and not ga & gb:
            return [a], [b]
    return None


@functools.cache
def _gloss_words(lang: str) -> dict[str, tuple[str, ...]]:
    """gloss (two words) -> the dictionary words of ``lang`` that give it (built once, lazily)."""
    out: dict[str, list[str]] = {}
    for word, (_, glosses) in lexicon().table(lang).items():
        for g in glosses:
            if g.count(" ") == 1:
                out.setdefault(g, []).append(word)
    return {g: tuple(ws) for g, ws in out.items()}


def title_phrase_difference(
    A: Units, B: Units, aligned: Sequence[tuple[str, str, str]]
) -> tuple[list[str], list[str]] | None:
    """An English two-word title, its first word aligned with the other memory's title and its second aligned with
    nothing, that the dictionary gives to another word of the same head: "section manager" (課長's gloss, not
    部長's) / 部長, "section" aligned by a gloss of 部长, "manager" left over."""
    for E, C, flip in ((A, B, False), (B, A, True)):
        if E.lang != "en" or C.lang not in ("ja", "zh"):
            continue
        index = _gloss_words(C.lang)
        pairs = [(b, a) if flip else (a, b) for a, b, _ in aligned]  # (English side, CJK side)
        used = {e.casefold() for e, _ in pairs if e}
        for x, y in zip(E.words, E.words[1:], strict=False):
            if y in used:
                continue
            phrase = f"{x} {y}"
            for t in {c for e, c in pairs if e and c and e.casefold() == x and _han(c)}:
                for w in index.get(phrase, ()):
                    if w == t or not _han(w) or not same_char(w[-1], t[-1]) or same_char(w[0], t[0]):
                        continue
                    if phrase not in _glosses(t, C.lang):
                        return ([t], [phrase]) if flip else ([phrase], [t])
    return None


# ---- a Chinese plan against a done act ----------------------------------------------------------------------------
_ZH_NOT_PLAN = re.compile(r"了|过|過|已|曾|正在|每|常|总是|總是|一直|经常|經常|通常")


def _zh_verb(word: str) -> bool:
    """A CC-CEDICT verb: tagged v, or its first gloss "to ..." (:func:`memory.fact_lexicon.zh_glossed_verb`)."""
    entry = lexicon().zh.get(word)
    return entry is not None and (entry[0].startswith("v") or zh_glossed_verb(word))


def zh_plan(U: Units) -> bool:
    """要 before a verb (要装, 要去), no 了 / 过 / 已 and no repetition said: not yet done."""
    if U.lang != "zh" or _ZH_NOT_PLAN.search(U.text):
        return False
    import jieba  # already loaded by the Chinese reading of the text (fact_units)

    toks = jieba.lcut(U.text)
    zh = lexicon().zh
    for k, t in enumerate(toks):
        if t == "要" and k + 1 < len(toks) and _zh_verb(toks[k + 1]):
            return True
        if len(t) >= 2 and t[0] == "要" and t not in zh and _zh_verb(t[1:]):
            return True  # 要装: jieba glued 要 to its verb
    return False


def zh_plan_difference(A: Units, B: Units) -> tuple[list[str], list[str]] | None:
    if zh_plan(A) and aspect(B) == "done":
        return ["planned"], ["done"]
    if zh_plan(B) and aspect(A) == "done":
        return ["done"], ["planned"]
    return None


def value_differences(A: Units, B: Units, aligned: Sequence[tuple[str, str, str]]) -> list[Found]:
    """(kind, a, b) for each reading above that keeps the two memories apart."""
    out: list[Found] = []
    colour = colour_difference(A, B, aligned)
    if colour is not None:
        out.append(("value", *colour))
    title = title_difference(A, B, aligned) or title_phrase_difference(A, B, aligned)
    if title is not None:
        out.append(("value", *title))
    undo = undo_difference(A, B)
    if undo is not None:
        out.append(("aspect", *undo))
    plan = zh_plan_difference(A, B)
    if plan is not None:
        out.append(("aspect", *plan))
    return out


__all__ = [
    "COLOURS_PATH",
    "colour_difference",
    "colours",
    "load_colours",
    "title_difference",
    "title_phrase_difference",
    "undo_difference",
    "undone",
    "value_differences",
    "zh_plan",
    "zh_plan_difference",
]

"""Round 46a (set aj, issue 13): an English past state against the same state in the present.

"The user's cat Luna is diabetic and gets two units of insulin twice a day" / "The user's cat Luna was diabetic and
got two units of insulin twice a day"; ユーザーの猫のルナは糖尿病で、…打っている against the English past. Every value
aligns, and the two memories state two facts: the state holds now in one, and held then (and, said so of a pet,
no longer) in the other. Why tense did not differ: the status reader (:mod:`memory.fact_status`) calls the past
"done" and the present "plain", and leaves done against plain alone (a done event against a present memory of the
same values is a paraphrase as often as not: "booked a table" / "has a table booked"); round 15 read the one
state-against-state case it could tell apart, a Japanese past state (ていた) against a present one, and no reader
took its English counterpart, a past **copula**: "was diabetic" says a state, not an event, and a state said in
the past held then.

The grammar that decides, closed classes only (:func:`past_state_difference`):

* **The past state** (:func:`_en_copula`): the memory's first finite form of be, right after its subject (a noun
  phrase or "the user", no verb before it), is "was" / "were", and the word after it (an adverb skipped) is no
  participle or -ing form ("was invited", "was born", "was visiting": an event, a passive, a progressive; an
  adjective in -ed, "was tired", goes with them), no "to" and no preposition ("was in Kyoto": a place, often a
  dated visit): an adjective or a noun (after an article), a term of the memory. A memory with a date or a year, a
  time word of the past (ago, yesterday, last, then, when, until, before) or a "used to" / "no longer" is not read:
  a dated past state says nothing of now, and a former state is :func:`memory.fact_frames.former`'s.
* **The present state**: in English, the first finite be right after the subject is "is" / "are" / "am" and the
  word after it is the past side's word; in Japanese, the past side's word meets a term of the memory and its main
  clause ends in a present: ている / ています / でいる, だ / です / である, or a plain adjective or verb,
  never た / だった / でした / ていた (the status reader's "plain", no past state). Chinese marks no tense on a
  state (用户的猫有糖尿病 is either) and is not read.

Asked only when nothing else kept the two memories apart (:func:`memory.fact_user_verb.act_differences`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .english_words import ARTICLES, BE_FINITE, BE_PAST, BE_PRESENT
from .fact_lexicon import EN_CLAUSE_TOKEN, Units
from .fact_verbs import irregular_base, irregular_verb
from .fact_voice import _ADVERBS, _PREP

Aligned = Sequence[tuple[str, str, str]]
_YEAR = re.compile(r"1[89]\d\d|20\d\d")
_PAST_TIME = frozenset("ago yesterday last then when until before once formerly used longer previously".split())
_JA_PRESENT_END = re.compile(r"(?:[てで]い(?:る|ます)|だ|です|である|[いうくすつぬぶむる]|ます)[。.]?$")
_JA_BEFORE_NOW = re.compile(r"以前|昔|かつて|もう")
_JA_PAST = re.compile(r"(?:た|だった|でした|ました)[。.]?$")


def _en_copula(U: Units) -> tuple[str, str] | None:
    """("past" / "present", the word after the memory's first finite be), when that be is the main verb of a
    copula clause right after its subject; else None."""
    toks = [t.casefold().replace("’", "'") for t in EN_CLAUSE_TOKEN.findall(U.text)]
    terms = {t.surface for t in U.terms}
    preds = {t.surface for t in U.terms if t.pred}
    for k, w in enumerate(toks):  # noqa: B007 - k is read after the loop
        if w in BE_FINITE:
            break
        if w in preds or w in (",", ";", ":") or irregular_verb(w):
            return None  # a verb or a clause before the copula: it is no main clause's
    else:
        return None
    if k == 0:
        return None
    j = k + 1
    while j < len(toks) and toks[j] in _ADVERBS:
        j += 1
    if j < len(toks) and toks[j] in ARTICLES:
        j += 1
    if j >= len(toks):
        return None
    x = toks[j]
    if x in _PREP or x == "to" or x.endswith("ing") or (x.endswith("ed") and len(x) > 4):
        return None
    if irregular_verb(x) and irregular_base(x) != x:
        return None  # "was born", "was taken": a participle
    if x not in terms:
        return None
    tense = "past" if w in BE_PAST else "present" if w in BE_PRESENT else ""
    return (tense, x) if tense else None


def _undated_en(U: Units) -> bool:
    words = {t.casefold() for t in EN_CLAUSE_TOKEN.findall(U.text)}
    return not U.dates and not (words & _PAST_TIME) and not any(_YEAR.fullmatch(w) for w in words)


def _ja_present(U: Units) -> bool:
    text = U.text.strip()
    return (
        U.lang == "ja"
        and not U.dates
        and bool(_JA_PRESENT_END.search(text))
        and not _JA_PAST.search(text)
        and not _JA_BEFORE_NOW.search(text)
    )


def past_state_difference(A: Units, B: Units, aligned: Aligned) -> tuple[list[str], list[str]] | None:
    """(a's tense, b's) when one memory says a state with a past copula and the other the same state now."""
    for D, P in ((A, B), (B, A)):
        if D.lang != "en" or not _undated_en(D):
            continue
        past = _en_copula(D)
        if past is None or past[0] != "past":
            continue
        word = past[1]
        if P.lang == "en":
            now = _en_copula(P) if _undated_en(P) else None
            hit = now is not None and now[0] == "present" and now[1] == word
        else:
            met = {y if D is A else x for x, y, _ in aligned if (x if D is A else y) == word}
            hit = bool(met) and _ja_present(P)
        if hit:
            tag = [f"was {word}"], [f"is {word}"]
            return tag if D is A else (tag[1], tag[0])
    return None


__all__ = ["past_state_difference"]

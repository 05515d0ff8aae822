"""Round 47a (set ak, issue 13): the ends of a move or a switch said as whole noun phrases.

"Moved from their flat in Nakano to a flat in Kichijoji" and "from their flat in Kichijoji to a flat in Nakano" share
every value and every marker. The role reader (:mod:`memory.fact_roles`) reads the marker right before a noun, so it
gives both ends the same head noun ("flat" from, "flat" to) and leaves the places, which sit behind a second
preposition ("in"), unread; "from the day shift to the night shift" / "from the night shift to the day shift" is the
same with the ends told apart by a modifier of one head. The fact is which end each place or modifier belongs to.

An end is read as the whole noun phrase its closed marker opens or closes, in the three languages:

* English: ``from`` opens the source, which runs up to the goal's marker (to / into / towards); the goal runs from
  that marker up to the next preposition, conjunction or punctuation (the closed class that ends a noun phrase),
  letting through only "in" and "of", which keep the noun phrase going ("a flat in Kichijoji", "the flat of ...").
* Japanese: the noun phrase (content characters joined by の: 中野のアパート) right before から is the source, the
  one right before へ / まで, or に after a から, the goal.
* Chinese: the span after 从 / 自 up to 到 / 往 / 去 is the source, the span after that marker up to a break the goal.

A value (a term that is no predicate; a time word too, which here modifies the end's head: "the day shift") said in one
end only, on both sides, has a place; two aligned values that each take the other's end are two facts. Why a crossing
and never one value: a single value read at another end on one side is too often a misreading (a head noun said once, an
end left out), as round 39's rule for the object and the goal says; a value in both ends (the shared head "flat") and a
value outside both are left alone, so "moved to Kichijoji from Nakano" and 中野から吉祥寺へ stay the
fact of "from Nakano to Kichijoji".
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .fact_lexicon import Units
from .fact_roles import term_positions

_EN_FROM = frozenset({"from"})
_EN_TO = frozenset({"to", "into", "towards", "toward"})
# what ends an English noun phrase (prepositions, conjunctions, relatives: closed classes); "in" and "of" are let
# through inside an end ("a flat in Kichijoji")
_EN_STOP = frozenset("at on by from to for with into onto towards toward and but or nor because since while when "
                     "whenever which who whom whose where that so if after before then than as until till during "
                     "every each instead about per via through without within between among like unlike although "
                     "though once".split())  # fmt: skip
_EN_WORD = re.compile(r"[a-z][a-z'’-]*|[^\sa-z]")
_JA_CHAR = r"[\u30a0-\u30ff\u3005\u4e00-\u9fffA-Za-z0-9０-９Ａ-Ｚａ-ｚ・]"
_JA_NP = rf"(?:{_JA_CHAR}|の(?={_JA_CHAR}))+"
_JA_FROM = re.compile(rf"({_JA_NP})から")
_JA_TO = re.compile(rf"({_JA_NP})(?:へ|まで|に)")
_ZH_BREAK = "，。；！？、,.;!?：:（）()"
_ZH_ENDS = re.compile(rf"[从自](?P<x>[^{_ZH_BREAK}到往去]+)(?:到|往|去)(?P<y>[^{_ZH_BREAK}]+)")


def _en_spans(U: Units) -> tuple[set[int], set[int]]:
    """The word indices (as ``Unit.at``) of the source and the goal of an English "from X to Y"."""
    words = list(U.words)
    for i, w in enumerate(words):
        if w not in _EN_FROM:
            continue
        j = i + 1
        while j < len(words) and j < i + 10 and words[j] not in _EN_TO and words[j] not in _EN_STOP:
            if not _EN_WORD.fullmatch(words[j]) or not words[j][0].isalpha():
                break
            j += 1
        if j >= len(words) or words[j] not in _EN_TO or j == i + 1:
            continue
        k = j + 1
        while k < len(words) and k < j + 10 and words[k] not in _EN_STOP and words[k][0].isalpha():
            k += 1
        if k > j + 1:
            return set(range(i + 1, j)), set(range(j + 1, k))
    return set(), set()


def _ends(U: Units) -> dict[str, str]:
    """value -> "from" / "to" for the values said in exactly one end of ``U``'s move ({} when none is read)."""
    src: set[str] = set()
    dst: set[str] = set()
    if U.lang == "en":
        a, b = _en_spans(U)
        for t in U.terms:
            if not t.pred:
                (src if t.at in a else dst if t.at in b else set()).add(t.surface)
    else:
        spans: list[tuple[int, int, int, int]] = []
        if U.lang == "ja":
            fr = list(_JA_FROM.finditer(U.text))
            if len(fr) == 1:
                m = fr[0]
                to = next((n for n in _JA_TO.finditer(U.text, m.end()) if n.start() == m.end()), None)
                if to is not None:
                    spans.append((m.start(1), m.end(1), to.start(1), to.end(1)))
        else:
            zh = list(_ZH_ENDS.finditer(U.text))
            if len(zh) == 1:
                spans.append((zh[0].start("x"), zh[0].end("x"), zh[0].start("y"), zh[0].end("y")))
        for xa, xb, ya, yb in spans:
            for t, p in zip(U.terms, term_positions(U), strict=True):
                if p < 0 or t.pred:
                    continue
                if xa <= p and p + len(t.surface) <= xb:
                    src.add(t.surface)
                elif ya <= p and p + len(t.surface) <= yb:
                    dst.add(t.surface)
    return {**{v: "from" for v in src - dst}, **{v: "to" for v in dst - src}}


def np_ends_difference(A: Units, B: Units,
                       aligned: Sequence[tuple[str, str, str]]) -> tuple[list[str], list[str]] | None:  # fmt: skip
    """A's and B's readings when two aligned values each take the other's end of a move, else None."""
    ea, eb = _ends(A), _ends(B)
    if not ea or not eb:
        return None
    moved: dict[tuple[str, str], tuple[str, str]] = {}
    for x, y, _ in aligned:
        p, q = ea.get(x), eb.get(y)
        if p and q and p != q:
            moved.setdefault((p, q), (x, y))
    fwd, back = moved.get(("from", "to")), moved.get(("to", "from"))
    if fwd is None or back is None or fwd[0] == back[0] or fwd[1] == back[1]:
        return None
    return [f"{fwd[0]} (from)", f"{back[0]} (to)"], [f"{fwd[1]} (to)", f"{back[1]} (from)"]


__all__ = ["np_ends_difference"]

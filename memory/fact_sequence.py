"""Round 45b (set ai, issue 13): an act placed after an event against one placed before it.

"用户每周五下班后都去蒲田的一家桑拿" ("after leaving work") / "ユーザーは毎週金曜日の出勤前に蒲田のサウナに通っている"
("before going to work"): every value aligns (下班 / 出勤 even meet by a gloss, "work"), and the two memories
place the visit on opposite sides of the working day. Nothing read the order: 后 is no term, and 前 met 去 as a
gloss ("to go forward").

The grammar that decides is a closed class of **order markers** right after (CJK) or right before (English) the
event they place the act against:

* **Chinese**: 后 / 以后 / 之后 ("after"), 前 / 以前 / 之前 ("before"), each a token of its own (jieba) right after a
  term of the memory (下班后, 吃饭以前). A token that only holds the character (前年, 前天, 以前 after the subject,
  "formerly": 用户 is no term) is no marker.
* **Japanese**: 後 / あと ("after"), 前 ("before"), followed by a particle or a comma (に, で, は, の, から, 、), right
  after a term, or after the term and a closed link: の (食事の後に), a verb's plain ending (寝る前に), た / だ
  (帰宅した後に), する / した (出勤する前に). A marker inside a longer term (午前, 午後, 前回, 前年) is no marker.
* **English**: "after" / "before" followed by up to four words before a punctuation mark (the event: "after work",
  "before going to work"); not after a verb of the closed phrasal class ("look after", "named after", "take after",
  "ask after") nor in "after all".

Two memories differ (:func:`order_difference`) when each places the act against an event, one "after" and the
other "before", and a term of one event aligns with a term of the other (the alignment :mod:`memory.facts` made:
下班 / 出勤 meet by "work"). The event itself must align: "eats breakfast after jogging" / "jogs before breakfast"
say one order from its two ends, and their events (jogging / breakfast) do not meet, so they are not read. Asked
only when nothing else kept the two memories apart.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .fact_lexicon import EN_CLAUSE_TOKEN, Unit, Units

Aligned = Sequence[tuple[str, str, str]]

_ZH_MARK = {"后": "after", "以后": "after", "之后": "after", "前": "before", "以前": "before", "之前": "before"}
_JA_MARK = re.compile(r"(後|あと|前)(?=に|で|は|の|から|、|,)")
_JA_LINK = re.compile(r"^(?:の|する|した|して|[うくぐすつぬぶむる]|た|だ)?$")
_EN_MARK = frozenset({"after", "before"})
_EN_PHRASAL = frozenset("look looks looked looking name named names naming take takes took taken taking ask asks "
                        "asked asking".split())  # fmt: skip


def _positions(U: Units) -> list[tuple[Unit, int]]:
    """Each term with where its surface starts in the text (case-blind), in order; terms not found are left out."""
    text = U.text.casefold()
    out: list[tuple[Unit, int]] = []
    cur = 0
    for t in U.terms:
        p = text.find(t.surface.casefold(), cur)
        if p >= 0:
            out.append((t, p))
            cur = p + len(t.surface)
    return out


def _zh_orders(U: Units) -> list[tuple[str, frozenset[str]]]:
    import jieba  # already loaded by the Chinese reading of the text (fact_units)

    terms = {t.surface for t in U.terms}
    toks = [t for t in jieba.lcut(U.text) if t.strip()]
    return [(_ZH_MARK[t], frozenset({toks[k - 1]})) for k, t in enumerate(toks)
            if t in _ZH_MARK and k > 0 and toks[k - 1] in terms]  # fmt: skip


def _ja_orders(U: Units) -> list[tuple[str, frozenset[str]]]:
    pos = _positions(U)
    out: list[tuple[str, frozenset[str]]] = []
    for m in _JA_MARK.finditer(U.text):
        p = m.start()
        if any(q < p < q + len(t.surface) or (q == p and len(t.surface) > 1) for t, q in pos):
            continue  # 午前, 午後, 前回: the character is part of a longer word
        before = [(t, q) for t, q in pos if q + len(t.surface) <= p and t.surface != m.group(1)]
        if not before:
            continue
        t, q = before[-1]
        if _JA_LINK.match(U.text[q + len(t.surface) : p]):
            out.append(("after" if m.group(1) != "前" else "before", frozenset({t.surface})))
    return out


def _en_orders(U: Units) -> list[tuple[str, frozenset[str]]]:
    toks = [t.casefold() for t in EN_CLAUSE_TOKEN.findall(U.text)]
    terms = {t.surface.casefold() for t in U.terms}
    out: list[tuple[str, frozenset[str]]] = []
    for i, w in enumerate(toks):
        if w not in _EN_MARK or (i > 0 and toks[i - 1] in _EN_PHRASAL) or toks[i + 1 : i + 2] == ["all"]:
            continue
        event: list[str] = []
        for x in toks[i + 1 : i + 5]:
            if x in ",.;:!?":
                break
            event.append(x)
        words = frozenset(x for x in event if x in terms)
        if words:
            out.append((w, words))
    return out


def orders(U: Units) -> list[tuple[str, frozenset[str]]]:
    """(after / before, the terms of the event) for each order marker of the memory."""
    if U.lang == "zh":
        return _zh_orders(U)
    return _ja_orders(U) if U.lang == "ja" else _en_orders(U) if U.lang == "en" else []


def order_difference(A: Units, B: Units, aligned: Aligned) -> tuple[list[str], list[str]] | None:
    """(a's order, b's) when one memory places the act after an event and the other before it (the two events
    aligned); else None."""
    oa, ob = orders(A), orders(B)
    if not oa or not ob:
        return None
    met = {(x, y) for x, y, _ in aligned if x and y}
    for ra, ea in oa:
        for rb, eb in ob:
            if ra != rb and any((x, y) in met for x in ea for y in eb):
                return [f"{ra}:{', '.join(sorted(ea))}"], [f"{rb}:{', '.join(sorted(eb))}"]
    return None


__all__ = ["order_difference", "orders"]

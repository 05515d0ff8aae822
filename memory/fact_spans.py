"""A span of dates is two relations: "from 8 to 10 April" is after the 8th and before the 10th (round 22).

The relation reader (:data:`memory.fact_lexicon.REL_EN`, ``REL_CJK``) read a deadline's or a start's word
("by", "from", までに, から) as ``rel:before`` / ``rel:after``, but a span only where each end had its own word:
4月8日から10日まで gave both, "from 8 to 10 April" only ``rel:after`` ("to" was no relation), 4月8日至10日,
4月8日〜10日 and 二月到四月 none. So one fact said in two languages
was left with a relation on one side only, a value the alignment could never meet (s30, t5, u28, u40: set s, t,
u true pairs missed as "unmatched rel:after"). The span's joining word is read here as what it says, the two ends:
``rel:after`` and ``rel:before``, so both memories state the same relations and nothing is left over. Only
between dates (a CJK marker right after 日 / 月 / 年 and before a numeral; an English "to" / "through" after
"from" and before a number or month, in a memory that states a date), never a range of amounts.

Not read: zh 起 after a date alone (十二月八日起, "from 8 December"). It was, first: it made u28j / nu28c (出張 /
旅游, business trip / holiday, the dates now met) depend on the phrase verifier alone, which aligned 旅游 with 出張
by vectors (0.69) and linked the negative in consensus (set u's sweep). The relation stays unmatched there, as
before. Read since round 27: the circumfix 从 / 自 ... 起 around a date (从四月起, 从十月十二日起), the Chinese
"from ... on", which says the start as plainly as から and "from" do; the bare 起 stays unread.
"""

from __future__ import annotations

import re

from .fact_lexicon import MONTHS_EN, WEEKDAYS_EN

# 4月8日〜10日, 4月8日至10日, 二月到四月, 一月二十日至二十二日
_SPAN_CJK = re.compile(r"(?<=[日月年号號])(?:〜|～|~|至|到)(?=[0-9０-９〇零一二两三四五六七八九十])")
_EN_SPAN = frozenset({"to", "through"})
# 从四月起, 自十月十二日起: a start said by the circumfix around a date (round 27); 起 is blanked, 从 is no value
_FROM_ON_ZH = re.compile(r"(?:从|從|自)[^，。,;；、从從自起]{1,12}?[日月年号號](起)")
_EN_FROM_WINDOW = 4  # "from 8 to", "from the 15th to", "from February to"


def cjk_span_relations(text: str) -> tuple[list[str], list[tuple[int, int]]]:
    """The relations a CJK memory's span words state, and their character spans (to blank out)."""
    rel: list[str] = []
    spans: list[tuple[int, int]] = []
    for m in _SPAN_CJK.finditer(text):
        rel += ["rel:after", "rel:before"]
        spans.append(m.span())
    for m in _FROM_ON_ZH.finditer(text):
        rel.append("rel:after")
        spans.append(m.span(1))
    return rel, spans


def en_span_end(tokens: tuple[str, ...], k: int) -> bool:
    """Whether the English token at ``k`` ("to", "through") closes a span opened by "from" a few tokens before
    (the caller checks that a number or month follows, and that the memory states a date)."""
    return tokens[k] in _EN_SPAN and "from" in tokens[max(0, k - _EN_FROM_WINDOW) : k]


# a participle that says where a span starts when a date follows it ("starting 12 October")
_START_EN = frozenset({"starting", "beginning", "effective"})


def en_span_start(words: list[re.Match[str]], k: int) -> bool:
    """Whether the English token at ``k`` is a start word ("starting", "beginning") with a date right after it:
    a capitalised month name or weekday, or a day number before a month name."""

    def month(j: int) -> bool:
        raw = (words[j].group(2) or "") if j < len(words) else ""
        return raw.lower() in MONTHS_EN and raw[:1].isupper()

    if k + 1 >= len(words) or (words[k].group(2) or "").lower() not in _START_EN:
        return False
    raw = words[k + 1].group(2) or ""
    if month(k + 1) or (raw[:1].isupper() and raw.lower() in WEEKDAYS_EN):
        return True
    return bool(words[k + 1].group(1)) and month(k + 2)


__all__ = ["cjk_span_relations", "en_span_end", "en_span_start"]

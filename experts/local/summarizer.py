"""Extractive, salience-ranked summarizer (no model), in the language of its input.

It can only select, never paraphrase, so it is faithful by construction; what it can lose is coverage. Its
confidence is therefore the share of the input's salience it kept within the token budget. Salience rewards
what a running decision-focused summary must keep (seed 000 §6.7: goals, constraints, dates, numbers, names)
and centrality (content shared with other sentences), and leaves chit-chat out.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ..base import estimate_tokens
from ._text import content_units, detect_lang, split_sentences

_GOAL = re.compile(
    r"\b(?:need|want|would like|must|have to|plan|planning|deadline|by (?:monday|tuesday|wednesday|thursday|friday|"
    r"saturday|sunday|tomorrow|next)|book|reserve|looking for|allergic|budget|remind)\b|"
    r"たい|必要|予定|予約|締め切り|までに|アレルギー|予算|探して|ください|お願い|"
    r"想|需要|必须|计划|预约|预订|截止|之前|过敏|预算|找|请|帮我",
    re.I,
)
_FACTUAL = re.compile(r"\d|[¥$€円元]|[A-Z][a-z]+\s[A-Z]|[\u30a1-\u30fa]{3,}|「[^」]+」")
_CHITCHAT = re.compile(
    r"^\s*(?:thanks?|thank you|ok(?:ay)?|cool|great|nice|lol|haha|hi|hello|hey|bye|good (?:morning|night)|sure|"
    r"yes|no|ありがとう\S*|こんにちは|こんばんは|おはよう\S*|よろしく\S*|はい|いいえ|了解\S*|なるほど|"
    r"谢谢\S*|你好|好的|哈哈\S*|嗯|再见)[\s!.。！、,]*$",
    re.I,
)


@dataclass(frozen=True)
class Summary:
    text: str
    lang: str | None
    goals: list[str]
    sentence_ids: list[int]
    tokens: int
    coverage: float  # share of total salience kept

    def to_answer(self) -> dict[str, Any]:
        return {"summary": self.text, "goals": self.goals, "lang": self.lang or "en"}


def _as_sentences(turns: Iterable[Any]) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for t in turns:
        if isinstance(t, str):
            role, text = "user", t
        elif isinstance(t, Mapping):
            role, text = str(t.get("role") or t.get("speaker") or "user"), str(t.get("text") or t.get("content") or "")
        else:
            role, text = str(getattr(t, "role", "user")), str(getattr(t, "text", ""))
        out.extend((role, s) for s in split_sentences(text))
    return out


def salience(sentences: list[str], roles: list[str] | None = None) -> list[float]:
    units = [content_units(s) for s in sentences]
    df = Counter(u for us in units for u in set(us))
    n = len(sentences)
    scores: list[float] = []
    for i, (s, us) in enumerate(zip(sentences, units, strict=True)):
        if not us:
            scores.append(0.0)
            continue
        # centrality: content this sentence shares with the rest, normalised for length
        central = sum(math.log1p(df[u] - 1) for u in set(us)) / math.sqrt(len(set(us)))
        score = 0.5 + central
        score += 1.0 if _GOAL.search(s) else 0.0
        score += 0.5 if _FACTUAL.search(s) else 0.0
        if roles is not None and roles[i] != "user":
            score *= 0.8  # the assistant's words matter less than the user's own
        if _CHITCHAT.match(s) or len(us) < 2:
            scores.append(0.0)  # chit-chat never enters the summary (seed 000 §6.7)
            continue
        scores.append(score * (1.0 + 0.05 * i / max(1, n)))  # slight recency: later turns supersede
    return scores


def summarize(
    turns: Iterable[Any] | str,
    *,
    max_tokens: int = 120,
    previous_summary: str = "",
    lang: str | None = None,
) -> Summary:
    """Select the most salient sentences (kept in their original order) within ``max_tokens``."""
    items = _as_sentences([turns] if isinstance(turns, str) else turns)
    if previous_summary:
        items = [("summary", s) for s in split_sentences(previous_summary)] + items
    if not items:
        return Summary("", lang, [], [], 0, 1.0)
    roles = [r for r, _ in items]
    sents = [s for _, s in items]
    sal = salience(sents, roles)
    # the running summary already passed selection once: keep its claims unless newer ones outrank them
    sal = [x * 1.2 if r == "summary" else x for x, r in zip(sal, roles, strict=True)]
    order = sorted(range(len(sents)), key=lambda i: -sal[i])
    chosen: list[int] = []
    used = 0
    seen: set[str] = set()
    for i in order:
        if sal[i] <= 0:
            continue
        key = " ".join(sents[i].casefold().split())
        if key in seen:
            continue
        cost = estimate_tokens(sents[i])
        if used + cost > max_tokens:
            continue
        chosen.append(i)
        seen.add(key)
        used += cost
    chosen.sort()
    text_lang = lang or detect_lang(" ".join(sents[i] for i in chosen) or " ".join(sents))
    sep = "" if text_lang in ("ja", "zh") else " "
    text = sep.join(sents[i] for i in chosen)
    total = sum(sal) or 1.0
    coverage = sum(sal[i] for i in chosen) / total
    goals = [sents[i] for i in chosen if roles[i] in ("user", "summary") and _GOAL.search(sents[i])][:3]
    return Summary(text, text_lang, goals, chosen, used, coverage)

"""The offline answerer: an extractive reader over the injected context.

Without a main model (no key, no GPU) an evaluation still has to turn the context Kioku injected into an answer,
or memory quality could only be measured as retrieval recall. This reader picks the sentence of the injected
evidence that best matches the question and cuts the answer out of it by question type: a date for "when"
(resolved against the turn's own timestamp, in the style LoCoMo's annotators wrote: "7 May 2023", "the week
before 9 June 2023"), a number for "how many", a name for "who", otherwise the words of the sentence that the
question did not already contain. It never invents text: every answer is a span of the context, a date computed
from a span and its timestamp, or the abstention ``NOT_MENTIONED`` when the evidence is weak or is about someone
else than the person asked about (LoCoMo's adversarial questions swap the speaker).

It is deliberately simple and labelled "extractive" in every report: its numbers measure what the memory put in
front of the model, not what a language model would make of it.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from typing import Any

from .calendar_words import MONTH_NAMES, WEEKDAY_NAMES
from .metrics import NOT_MENTIONED
from .number_words import cardinal_alternatives, cardinals

_WEEKDAYS = WEEKDAY_NAMES
_WD_ABBR = {w[:3].lower(): w for w in _WEEKDAYS} | {"tues": "Tuesday", "thur": "Thursday", "thurs": "Thursday"}

# " [2023-05-07]", " [week of 2023-05-01]": the engine's date annotations for indexing, not what was said.
_ANNOTATION = re.compile(r" \[(?:(?:week|weekend) of )?\d{4}(?:-\d{2}){0,2}\]")
_PHOTO = re.compile(r"\s*\[shares a photo: ([^\]]*)\]")
_SENT_SPLIT = re.compile(r"(?<=[.!?。！？])\s+|\n+")
_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9'’\-]*|[\u3040-\u30ff\u3400-\u9fff]+")
_NUM_WORDS = {
    **cardinals(range(1, 13)),  # one .. twelve
    "a couple": 2,
    "couple": 2,
    "few": 3,
    "several": 3,
    "once": 1,
    "twice": 2,
}
_STOP = frozenset(
    """a an the and or but of to in on at for with from by about as into over after before than then so very
    really just also too is am are was were be been being do does did have has had having i me my mine we us our
    you your yours he him his she her hers they them their it its this that these those there here what which who
    whom whose when where why how would could should will can may might must shall not no yes if because while
    up down out off again still even more most much many some any all both each other such only own same s t
    oh hey hi wow yeah yes thanks thank like get got go going went gone lot lots thing things ve ll re d m""".split()
)
_NEGATION = re.compile(r"\b(?:not|never|no|n't|don't|didn't|doesn't|wasn't|isn't|can't|won't)\b", re.I)
_YESNO_START = re.compile(r"^(?:is|are|was|were|do|does|did|would|could|can|will|has|have|had|should|might)\b", re.I)
_PLURAL_CUES = re.compile(
    r"\b(?:what|which)\s+(?:\w+\s+){0,2}?(?:\w+s)\s+(?:has|have|did|does|do|are|were)\b|"
    r"\bwhat are\b|\bwhat were\b|\bboth\b|\bnames of\b|\bwhat kinds?\b|\bwhat types?\b|\bin what ways\b|"
    r"\bwhat (?:activities|things|hobbies|items|books|places|countries|cities|events|pets|games|sports)\b",
    re.I,
)


@dataclass(frozen=True)
class Passage:
    """One unit of injected context: what was said, by whom, when, and the turns it cites."""

    text: str
    speaker: str | None = None
    timestamp: datetime | None = None
    turn_ids: tuple[str, ...] = ()
    rank: int = 0  # 0 = the retriever's best


@dataclass
class ReaderAnswer:
    text: str
    qtype: str
    confidence: float
    abstained: bool
    support: list[str] = field(default_factory=list)  # turn ids the answer was read from


def clean_text(summary: str, speaker: str | None) -> str:
    """The words said: without the "Speaker: " prefix and the engine's date annotations."""
    text = _ANNOTATION.sub("", summary)
    if speaker and text.startswith(f"{speaker}: "):
        text = text[len(speaker) + 2 :]
    return text


def passages_from_hits(hits: Iterable[Any]) -> list[Passage]:
    """SearchHits (as injected, any order) -> Passages ranked by their retrieval score."""
    ranked = sorted(hits, key=lambda h: -float(h.score))
    out = []
    for r, h in enumerate(ranked):
        it = h.item
        out.append(Passage(clean_text(it.summary, it.speaker), it.speaker, it.timestamp, tuple(it.turn_ids), r))
    return out


def question_type(question: str) -> str:
    q = question.strip().lower()
    if re.match(
        r"^(?:when|what (?:date|day|year|month|time)|which (?:year|month|day|date)|in which (?:year|month))\b", q
    ):
        return "when"
    if re.search(r"\bhow long ago\b", q):
        return "when"
    if re.match(r"^how (?:many|much)\b", q):
        return "how_many"
    if re.match(r"^how (?:long|often)\b", q):
        return "how_long"
    if re.match(r"^(?:who|whom|whose)\b", q) or re.search(r"\bwho\b", q):
        return "who"
    if re.match(r"^where\b", q) or re.search(r"\b(?:which|what) (?:city|country|place|state|town|location)\b", q):
        return "where"
    if re.match(r"^why\b", q):
        return "why"
    if _YESNO_START.match(q) and " or " not in q:
        return "yesno"
    return "what"


def _split_sentences(text: str) -> list[str]:
    out: list[str] = []
    for m in _PHOTO.finditer(text):
        out.append(f"a photo of {m.group(1).strip()}" if not m.group(1).startswith("a photo") else m.group(1))
    body = _PHOTO.sub("", text)
    out = [s.strip() for s in _SENT_SPLIT.split(body) if s.strip()] + out
    return out


def _fmt(d: date) -> str:
    return f"{d.day} {MONTH_NAMES[d.month - 1]} {d.year}"


_EXPLICIT_DATE = re.compile(
    r"\b(?:(\d{1,2})(?:st|nd|rd|th)?\s+)?("
    + "|".join(MONTH_NAMES)
    + r")(?:\s+(\d{1,2})(?:st|nd|rd|th)?)?,?\s+(\d{4})\b|"
    r"\b(?:in|since|of)\s+((?:19|20)\d{2})\b",
    re.I,
)
_REL = [
    (re.compile(r"\byesterday\b", re.I), lambda d, m: _fmt(d - timedelta(days=1))),
    (re.compile(r"\btoday\b|\btonight\b|\bthis morning\b", re.I), lambda d, m: _fmt(d)),
    (re.compile(r"\btomorrow\b", re.I), lambda d, m: _fmt(d + timedelta(days=1))),
    (re.compile(r"\b(?:last|past) week\b|\ba week ago\b", re.I), lambda d, m: f"the week before {_fmt(d)}"),
    (re.compile(r"\bnext week\b", re.I), lambda d, m: f"the week after {_fmt(d)}"),
    (
        re.compile(r"\blast weekend\b|\bthe weekend\b|\bthis weekend\b", re.I),
        lambda d, m: f"the weekend before {_fmt(d)}",
    ),
    (
        re.compile(r"\blast (mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\b", re.I),
        lambda d, m: f"the {_WD_ABBR[m.group(1).lower()]} before {_fmt(d)}",
    ),
    (re.compile(r"\b(?:last|past) month\b|\ba month ago\b", re.I), lambda d, m: _month(d, -1)),
    (re.compile(r"\bthis month\b", re.I), lambda d, m: _month(d, 0)),
    (re.compile(r"\bnext month\b", re.I), lambda d, m: _month(d, 1)),
    (re.compile(r"\blast year\b|\ba year ago\b", re.I), lambda d, m: str(d.year - 1)),
    (re.compile(r"\bthis year\b", re.I), lambda d, m: str(d.year)),
    (re.compile(r"\bnext year\b", re.I), lambda d, m: str(d.year + 1)),
    (
        re.compile(
            r"\b(\d+|" + cardinal_alternatives(range(1, 11)) + r"|a few|a couple of) (day|week|month|year)s? ago\b",
            re.I,
        ),
        lambda d, m: _ago(d, m),
    ),
]


def _month(d: date, off: int) -> str:
    idx = d.year * 12 + d.month - 1 + off
    return f"{MONTH_NAMES[idx % 12]} {idx // 12}"


def _ago(d: date, m: re.Match[str]) -> str:
    raw = m.group(1).lower()
    n = int(raw) if raw.isdigit() else {"a few": 3, "a couple of": 2}.get(raw, _NUM_WORDS.get(raw, 1))
    unit = m.group(2).lower()
    if unit == "day":
        return _fmt(d - timedelta(days=n))
    if unit == "week":
        return f"{n} weeks before {_fmt(d)}" if n > 1 else f"the week before {_fmt(d)}"
    if unit == "month":
        return _month(d, -n)
    return str(d.year - n)


def date_answer(sentence: str, ts: datetime | None) -> str | None:
    """The date a sentence talks about, written the way LoCoMo's gold answers are."""
    m = _EXPLICIT_DATE.search(sentence)
    if m:
        if m.group(5):
            return m.group(5)
        day = m.group(1) or m.group(3)
        return f"{day + ' ' if day else ''}{m.group(2).capitalize()} {m.group(4)}"
    if ts is None:
        return None
    d = ts.date()
    for pat, fn in _REL:
        mm = pat.search(sentence)
        if mm:
            return fn(d, mm)
    return _fmt(d)


def _num_span(sentence: str) -> str | None:
    words = _WORD.findall(sentence)
    low = [w.lower() for w in words]
    for i, w in enumerate(low):
        if w.isdigit() or w in _NUM_WORDS:
            nxt = [x for x in words[i + 1 : i + 3] if x.lower() not in _STOP][:1]
            return " ".join([words[i], *nxt])
    return None


class ExtractiveReader:
    """Answers a question from ranked passages; see the module docstring for what it does and does not do."""

    def __init__(
        self,
        tokenizer: Any = None,
        *,
        min_overlap: float = 0.25,
        rank_weight: float = 0.15,
        speaker_weight: float = 0.15,
        max_span_words: int = 8,
        question_penalty: float = 0.3,
        novelty_weight: float = 0.2,
    ) -> None:
        if tokenizer is None:
            from .text import Tokenizer

            tokenizer = Tokenizer()
        self.tok = tokenizer
        self.min_overlap = min_overlap
        self.rank_weight = rank_weight
        self.speaker_weight = speaker_weight
        self.max_span_words = max_span_words
        self.question_penalty = question_penalty
        self.novelty_weight = novelty_weight

    # ---- question analysis

    @staticmethod
    def named_speakers(question: str, speakers: Iterable[str]) -> set[str]:
        """Speakers the question is about, by full name or a nickname prefix ("Mel" for Melanie)."""
        words = [w.removesuffix("'s").removesuffix("’s") for w in _WORD.findall(question)]
        cap = {w.lower() for w in words if w[:1].isupper()}
        named = set()
        for s in speakers:
            first = s.split()[0].lower()
            if first in cap or any(len(w) >= 3 and first.startswith(w) for w in cap):
                named.add(s)
        return named

    # ---- reading

    def answer(self, question: str, passages: Sequence[Passage], speakers: Iterable[str] = ()) -> ReaderAnswer:
        qtype = question_type(question)
        if not passages:
            return ReaderAnswer(NOT_MENTIONED, qtype, 0.0, True)
        all_speakers = {p.speaker for p in passages if p.speaker} | set(speakers)
        named = self.named_speakers(question, all_speakers)
        name_toks = {t for s in all_speakers for t in self.tok(s)}
        q_toks = [t for t in dict.fromkeys(self.tok(question)) if t not in name_toks]
        sents: list[tuple[Passage, str, set[str]]] = []
        for p in passages:
            for s in _split_sentences(p.text):
                sents.append((p, s, set(self.tok(s))))
        if not sents or not q_toks:
            return ReaderAnswer(NOT_MENTIONED, qtype, 0.0, True)
        n = len(sents)
        q_set = set(q_toks)
        df = {t: sum(1 for _, _, st in sents if t in st) for t in q_toks}
        idf = {t: math.log((n + 1) / (df[t] + 0.5)) + 0.1 for t in q_toks}
        total = sum(idf.values())
        scored = []
        for p, s, st in sents:
            overlap = sum(idf[t] for t in q_toks if t in st) / total
            score = overlap + self.rank_weight / (1 + p.rank)
            if named and p.speaker:
                if p.speaker in named:
                    score += self.speaker_weight
                elif not any(x.split()[0].lower() in s.lower() for x in named):
                    score -= self.speaker_weight
            score += self._type_bonus(qtype, s)
            if s.rstrip().endswith("?"):
                score -= self.question_penalty  # "what did you make?" asks; the answer is elsewhere
            new = len(st - q_set - name_toks)
            score += self.novelty_weight * min(1.0, new / 3)  # an answer adds words the question lacks
            scored.append((score, overlap, p, s))
        scored.sort(key=lambda x: -x[0])
        _, best_overlap, bp, bs = scored[0]
        about_other = bool(named) and bp.speaker is not None and bp.speaker not in named
        about_other = about_other and not any(x.split()[0].lower() in bs.lower() for x in named)
        if best_overlap < self.min_overlap or about_other:
            return ReaderAnswer(NOT_MENTIONED, qtype, best_overlap, True, list(bp.turn_ids))
        text = self._extract(qtype, question, q_toks, name_toks, scored)
        return ReaderAnswer(text, qtype, min(1.0, best_overlap), False, list(bp.turn_ids))

    @staticmethod
    def _type_bonus(qtype: str, s: str) -> float:
        if qtype == "when" and (_EXPLICIT_DATE.search(s) or any(p.search(s) for p, _ in _REL)):
            return 0.1
        if qtype in ("how_many", "how_long") and _num_span(s):
            return 0.1
        if qtype in ("who", "where") and re.search(r"(?<![.!?]\s)(?<!^)\b[A-Z][a-z]+", s):
            return 0.05
        return 0.0

    def _span(self, s: str, q_toks: set[str], name_toks: set[str]) -> str:
        words = _WORD.findall(s)
        keep = []
        for w in words:
            low = w.lower()
            toks = set(self.tok(w))
            if low in _STOP or not toks or toks & q_toks or toks & name_toks:
                continue
            keep.append(w)
        return " ".join(keep[: self.max_span_words]) if keep else s

    def _extract(
        self,
        qtype: str,
        question: str,
        q_toks: list[str],
        name_toks: set[str],
        scored: list[tuple[float, float, Passage, str]],
    ) -> str:
        qset = set(q_toks)
        _, _, bp, bs = scored[0]
        if qtype == "when":
            for _, _, p, s in scored[:3]:
                d = date_answer(s, p.timestamp)
                if d and (_EXPLICIT_DATE.search(s) or any(pat.search(s) for pat, _ in _REL)):
                    return d
            return date_answer(bs, bp.timestamp) or self._span(bs, qset, name_toks)
        if qtype in ("how_many", "how_long"):
            for _, _, _, s in scored[:3]:
                span = _num_span(s)
                if span:
                    return span
            return self._span(bs, qset, name_toks)
        if qtype == "yesno":
            return "Likely no" if _NEGATION.search(bs) else "Likely yes"
        if _PLURAL_CUES.search(question):
            parts: list[str] = []
            top = scored[0][1]
            for _, ov, _, s in scored[:4]:
                if ov < 0.5 * top:
                    continue
                span = self._span(s, qset, name_toks)
                if span and span not in parts:
                    parts.append(span)
            return ", ".join(parts[:3])
        return self._span(bs, qset, name_toks)


__all__ = [
    "ExtractiveReader",
    "Passage",
    "ReaderAnswer",
    "clean_text",
    "date_answer",
    "passages_from_hits",
    "question_type",
]

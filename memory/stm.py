"""Short-term memory: the last k turns, a bounded running summary and a goal stack (seed 000 §5.3, §5.8).

Every operation is a pure function from a ``ShortTermState`` to a new one, so the engine can load the state
from the store, apply a turn and write it back in one transaction, and a retried request cannot half-apply.

Two things keep the state bounded:

- the ring buffer: a turn that falls out of the last k is folded into the running summary, which never exceeds
  ``summary_max_tokens`` (a summarizer that returns more is truncated, and that is logged);
- goal -> summary replacement: when the whole state is over ``max_state_tokens``, the OLDEST open goal is
  popped and folded into the summary as a goal line. The newest goal (top of the stack, the one being worked
  on) is never folded: losing the active goal would derail the next reply, which is worse than a long prompt.

The default summarizer is extractive, not abstractive: it keeps the sentences of the dropped turns that carry
something a later turn may need (numbers, dates, proper nouns, goals/constraints, seed 000 §5.3 "salience
gate") and drops chit-chat. Sentences keep their original wording and language, so Japanese form names and
Chinese place names survive verbatim (seed 000 §5.3 "store original quotes"); only the role labels are
written in the user's language. An LLM summarizer can be passed in as ``summarize``.
"""

from __future__ import annotations

import logging
import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from memory.errors import InvalidInput
from memory.schemas import Lang, ShortTermState, StmTurn, utcnow
from memory.tokens import count_lines, fits

if TYPE_CHECKING:
    from memory.tokens import TokenCounter

log = logging.getLogger(__name__)

Summarize = Callable[[str, list[StmTurn], Lang], str]

GOAL_ROLE = "goal"

_ROLE_LABELS: dict[Lang, dict[str, str]] = {
    "en": {"user": "User", "assistant": "Assistant", GOAL_ROLE: "Goal"},
    "ja": {"user": "ユーザー", "assistant": "アシスタント", GOAL_ROLE: "目標"},
    "zh": {"user": "用户", "assistant": "助手", GOAL_ROLE: "目标"},
}
_LABEL_SEP: dict[Lang, str] = {"en": ": ", "ja": "：", "zh": "："}

# ---- salience ------------------------------------------------------------------------------------------------

_SENTENCE_RE = re.compile(r"(?<=[。！？!?])|(?<=[.!?])\s+|\n+")
_NUMBER_RE = re.compile(r"[0-9０-９]|[一二三四五六七八九十百千万两]+[円元人日月年時时分回個个件歳岁号號点點]")
_DATE_RE = re.compile(
    r"\d{4}[-/年]|\d{1,2}\s*[月日号號時时]|"
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d|"
    r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|yesterday|tonight|"
    r"next\s+(?:week|month|year)|last\s+(?:week|month|year)|deadline|due)\b|"
    r"[月火水木金土日]曜|今日|明日|昨日|明後日|来週|先週|来月|先月|今月|来年|去年|締め切り|締切|期限|"
    r"星期[一二三四五六日天]|周[一二三四五六日]|今天|明天|昨天|后天|下周|上周|下个月|上个月|明年|截止",
    re.IGNORECASE,
)
# Latin proper nouns: a capitalised word that does not start the sentence (the sentence is searched as is,
# so its first word has nothing before it for the lookbehind); "I'm" does not count.
_PROPER_RE = re.compile(
    r"(?<=[\s(\"'])[A-Z][a-z][A-Za-z'-]*|[A-Z]{2,}\b|[ァ-ヴ][ァ-ヴー・]{2,}|「[^」]+」|『[^』]+』|《[^》]+》"
)
_GOAL_RE = re.compile(
    r"\b(?:want|wants|need|needs|plan|plans|planning|going to|have to|has to|must|should|goal|trying to|"
    r"would like|hope|allergic|allergy|budget|prefer|prefers|can't|cannot|avoid|remind|appointment|"
    r"renew|apply|book|reserve|move|moving)\b|"
    r"したい|たい[。、]?$|予定|つもり|必要|なければ|ないと|目標|アレルギー|予算|予約|申請|更新|引っ越|苦手|避け|"
    r"想要|想|需要|打算|计划|計劃|必须|必須|得去|目标|过敏|過敏|预算|預算|预约|預約|申请|申請|更新|搬家|不能|避免",
    re.IGNORECASE,
)
_CHITCHAT_RE = re.compile(
    r"^\W*(?:hi|hello|hey|thanks?(?: so much| a lot)?|thank you(?: so much| very much)?|ok(?:ay)?|sure|"
    r"great|cool|nice|got it|i see|bye|good (?:morning|night)|"
    r"こんにちは|こんばんは|おはよう(?:ございます)?|ありがとう(?:ございます)?|はい|了解|どうも|"
    r"你好|谢谢|謝謝|好的|好|嗯|再见|再見)\W*$",
    re.IGNORECASE,
)
_KEEP_THRESHOLD = 1.5


def salience(sentence: str, role: str = "user") -> float:
    """How likely a sentence is to matter for a future action; 0 for chit-chat. Goals outrank everything."""
    s = sentence.strip()
    if not s or _CHITCHAT_RE.match(s):
        return 0.0
    score = 0.0
    if _GOAL_RE.search(s):
        score += 3.0
    if _DATE_RE.search(s):
        score += 2.0
    if _NUMBER_RE.search(s):
        score += 2.0
    if _PROPER_RE.search(s):
        score += 1.5
    if role == GOAL_ROLE:
        score += 5.0
    elif role == "user" and score > 0:
        score += 0.5  # what the user said about themselves outlives what the assistant suggested
    return score


def split_sentences(text: str) -> list[str]:
    return [p.strip() for p in _SENTENCE_RE.split(text) if p and p.strip()]


def _label(role: str, lang: Lang) -> str:
    return _ROLE_LABELS[lang].get(role.casefold(), role) + _LABEL_SEP[lang]


@dataclass(frozen=True)
class _Line:
    text: str
    score: float
    order: int  # position in time: higher is newer


def extractive_fold(
    summary: str,
    turns: Sequence[StmTurn],
    lang: Lang,
    counter: TokenCounter,
    max_tokens: int,
) -> str:
    """Fold dropped turns into the summary, keeping the most salient lines that fit ``max_tokens``.

    Old summary lines compete with the new ones on salience, newer winning ties, so the summary stays a
    bounded set of the facts that matter rather than a log that only ever grows or only ever forgets the past.
    """
    from memory.tokens import truncate_to_tokens

    lines: list[_Line] = []
    order = 0
    for old in summary.splitlines():
        old = old.strip()
        if old:
            # Old lines already passed the gate once; a floor keeps them above fresh low-salience lines.
            lines.append(_Line(old, max(salience(old), _KEEP_THRESHOLD), order))
            order += 1
    for turn in turns:
        kept = [s for s in split_sentences(turn.text) if salience(s, turn.role) >= _KEEP_THRESHOLD]
        if turn.role == GOAL_ROLE and turn.text.strip():
            kept = [" ".join(turn.text.split())]
        if kept:
            text = _label(turn.role, lang) + " ".join(" ".join(s.split()) for s in kept)
            lines.append(_Line(text, max(salience(s, turn.role) for s in kept), order))
            order += 1

    chosen: list[_Line] = []
    for line in sorted(lines, key=lambda x: (-x.score, -x.order)):
        trial = sorted([*chosen, line], key=lambda x: x.order)
        if fits(counter, "\n".join(x.text for x in trial), max_tokens):
            chosen = trial
        elif not chosen:
            # The single most salient line is longer than the whole budget: keep its beginning.
            chosen = [_Line(truncate_to_tokens(counter, line.text, max_tokens), line.score, line.order)]
    out = "\n".join(x.text for x in chosen)
    if not fits(counter, out, max_tokens):  # the truncator's own rounding; never hand back an over-budget summary
        out = truncate_to_tokens(counter, out, max_tokens)
    return out


# ---- the manager ---------------------------------------------------------------------------------------------


class ShortTermMemory:
    """Applies turns and goals to ``ShortTermState`` values; holds configuration, never state."""

    def __init__(
        self,
        k: int = 8,
        summary_max_tokens: int = 120,
        counter: TokenCounter | None = None,
        summarize: Summarize | None = None,
        *,
        max_state_tokens: int = 360,
        default_lang: Lang = "en",
    ) -> None:
        if k < 1:
            raise InvalidInput("k", f"must be >= 1, got {k}")
        if summary_max_tokens < 1:
            raise InvalidInput("summary_max_tokens", f"must be >= 1, got {summary_max_tokens}")
        if max_state_tokens < 1:
            raise InvalidInput("max_state_tokens", f"must be >= 1, got {max_state_tokens}")
        if counter is None:
            from memory.tokens import default_token_counter

            counter = default_token_counter()
        self.k = k
        self.summary_max_tokens = summary_max_tokens
        self.counter = counter
        self.summarize = summarize
        self.max_state_tokens = max_state_tokens
        self.default_lang: Lang = default_lang

    # ---- construction / accounting --------------------------------------------------------------------------

    def new_state(self, user_id: str, session_id: str) -> ShortTermState:
        return ShortTermState(user_id=user_id, session_id=session_id, k=self.k)

    @staticmethod
    def render(state: ShortTermState) -> str:
        """The state as text, the way its size is accounted (summary, goals, then turns)."""
        parts = [state.running_summary] if state.running_summary else []
        parts += [f"{GOAL_ROLE}: {g}" for g in state.goal_stack]
        parts += [f"{t.role}: {t.text}" for t in state.last_k_turns]
        return "\n".join(parts)

    def count_tokens(self, state: ShortTermState) -> int:
        """Tokens of :meth:`render`, line by line (memory.tokens.count_lines): an upper bound a budget may use,
        and the ring buffer's lines recur from turn to turn."""
        return count_lines(self.counter, self.render(state))

    def user_lang(self, turns: Sequence[StmTurn]) -> Lang:
        """The language the user mostly writes in (ties: the most recent); assistant turns only as fallback."""
        for pool in ([t for t in turns if t.role == "user"], list(turns)):
            langs = [t.lang for t in pool if t.lang is not None]
            if langs:
                counts = Counter(langs)
                top = max(counts.values())
                return next(lang for lang in reversed(langs) if counts[lang] == top)
        return self.default_lang

    # ---- folding --------------------------------------------------------------------------------------------

    def fold(self, summary: str, turns: list[StmTurn], lang: Lang) -> str:
        """Fold ``turns`` into ``summary`` with the configured summarizer, enforcing the token bound."""
        if self.summarize is None:
            return extractive_fold(summary, turns, lang, self.counter, self.summary_max_tokens)
        out = self.summarize(summary, turns, lang)
        n = self.counter.count(out)
        if n > self.summary_max_tokens:
            from memory.tokens import truncate_to_tokens

            log.warning("stm: summarizer returned %d tokens > %d; truncated", n, self.summary_max_tokens)
            out = truncate_to_tokens(self.counter, out, self.summary_max_tokens)
        return out

    def _finish(self, state: ShortTermState, lang: Lang) -> ShortTermState:
        """Goal -> summary replacement until the state fits (or only the active goal is left), then account."""
        summary, goals = state.running_summary, list(state.goal_stack)
        probe = state
        while len(goals) > 1 and self.count_tokens(probe) > self.max_state_tokens:
            oldest = goals.pop(0)
            summary = self.fold(summary, [StmTurn(role=GOAL_ROLE, text=oldest, lang=lang)], lang)
            probe = self._copy(state, running_summary=summary, goal_stack=goals)
        return self._copy(probe, tokens=self.count_tokens(probe))

    @staticmethod
    def _copy(state: ShortTermState, **changes: object) -> ShortTermState:
        return ShortTermState.model_validate({**state.model_dump(), **changes})

    # ---- operations -----------------------------------------------------------------------------------------

    def push(self, state: ShortTermState, turn: StmTurn, lang: Lang | None = None) -> ShortTermState:
        """Append a turn; turns beyond the last k are folded into the summary.

        ``lang`` is the user's language for the summary (e.g. the profile's reply language); by default the
        language the user mostly wrote in.
        """
        turns = [*state.last_k_turns, turn]
        dropped, kept = turns[: -self.k], turns[-self.k :]
        lang = lang or self.user_lang(turns)
        summary = self.fold(state.running_summary, dropped, lang) if dropped else state.running_summary
        new = self._copy(
            state,
            last_k_turns=[t.model_dump() for t in kept],
            running_summary=summary,
            k=self.k,
            updated_at=turn.timestamp or utcnow(),
        )
        return self._finish(new, lang)

    def push_goal(self, state: ShortTermState, goal: str, lang: Lang | None = None) -> ShortTermState:
        """Open a (sub)goal; it becomes the top of the stack."""
        goal = " ".join(goal.split())
        if not goal:
            raise InvalidInput("goal", "must not be empty")
        new = self._copy(state, goal_stack=[*state.goal_stack, goal], updated_at=utcnow())
        return self._finish(new, lang or self.user_lang(state.last_k_turns))

    def pop_goal(self, state: ShortTermState) -> tuple[ShortTermState, str | None]:
        """Close the top (most recent) goal; returns the new state and the goal, or None if there was none."""
        if not state.goal_stack:
            return state, None
        goals = list(state.goal_stack)
        top = goals.pop()
        new = self._copy(state, goal_stack=goals, updated_at=utcnow())
        return self._copy(new, tokens=self.count_tokens(new)), top

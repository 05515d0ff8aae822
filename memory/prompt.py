"""Prompt assembly under a token budget (seed 000 §4.4, §5.6).

The system prompt carries three memory sections, ``[PROFILE]``, ``[LONG_TERM_MEMORY]`` and
``[CONTEXT_SUMMARY]``, whose token budget B is split 2:5:3. Every section is measured with the same
``TokenCounter`` the caller gives us and is trimmed until it fits, so the budget is a guarantee, not an
estimate: a huge memory or a long Japanese paragraph is cut, never allowed to push the prompt over.

Budget that a section leaves unused flows forward, PROFILE -> LONG_TERM_MEMORY -> CONTEXT_SUMMARY (LTM is the
first recipient because retrieved evidence is what answers most questions; a short profile should buy more
evidence, not nothing). What CONTEXT_SUMMARY leaves unused is not given back: running a second LTM pass would
make the evidence set depend on the session length in a way that is hard to reason about in evaluations.

Decisions that the seed leaves open, made here:

- Profile facts with ``status="conflict"`` are shown, marked unconfirmed, after the confirmed ones, and an
  instruction asks the model to confirm them (seed 000 §4.5: a conflict needs confirmation in the next turn;
  hiding it would make the model repeat the stale value without asking). ``show_conflicts=False`` hides them.
- ``superseded`` facts and facts with ``sensitivity="high"`` are never rendered. High-sensitivity long-term
  items are skipped as well, and so are ``deleted`` ones, each skip logged.
- Evidence is selected best score first, then rendered oldest first with its date: the model reasons about
  "before/after" far better from a timeline than from a relevance-ranked list (seed 003, chronological
  evidence unfolding).
- The reply language comes from an explicit ``reply_lang`` (the caller decided, e.g. the user asked to switch
  for this turn), else the profile (``reply_language``, then ``language_order``, first element), else the
  language of the query. A query in another language than the reply language adds a note telling the model
  to keep the preferred language unless the user asked to switch.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal
from zoneinfo import ZoneInfo

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from memory.config import CONFIG_DIR
from memory.errors import InvalidInput
from memory.schemas import (
    BuiltContext,
    ContextSection,
    Lang,
    ProfileFact,
    SearchHit,
    StmTurn,
    as_utc,
)
from memory.tokens import over_budget

if TYPE_CHECKING:
    from memory.tokens import TokenCounter

log = logging.getLogger(__name__)

LANGS: tuple[Lang, ...] = ("ja", "en", "zh")
SectionName = Literal["PROFILE", "LONG_TERM_MEMORY", "CONTEXT_SUMMARY"]

DEFAULT_TEMPLATES_PATH = CONFIG_DIR / "templates.yaml"

_PLACEHOLDER_RE = re.compile(r"\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}")
_SYSTEM_SLOTS = ("profile", "long_term_memory", "context_summary", "instructions")


# --------------------------------------------------------------------------------------------------------------
# Templates
# --------------------------------------------------------------------------------------------------------------


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class SectionHeaders(_Strict):
    """Fixed strings: evaluation and the experts find the sections by these exact headers."""

    profile: Literal["[PROFILE]"] = "[PROFILE]"
    long_term_memory: Literal["[LONG_TERM_MEMORY]"] = "[LONG_TERM_MEMORY]"
    context_summary: Literal["[CONTEXT_SUMMARY]"] = "[CONTEXT_SUMMARY]"


class SectionPlaceholders(_Strict):
    profile: str = Field(min_length=1)
    long_term_memory: str = Field(min_length=1)
    context_summary: str = Field(min_length=1)


class SectionLabels(_Strict):
    summary: str = Field(min_length=1)
    goals: str = Field(min_length=1)
    recent_turns: str = Field(min_length=1)
    unconfirmed: str = Field(min_length=1)


class InstructionStrings(_Strict):
    faithfulness: str = Field(min_length=1)
    no_memory: str = Field(min_length=1)
    conflict: str = Field(min_length=1)


class LanguageStrings(_Strict):
    name: str = Field(min_length=1)
    names: dict[Lang, str]
    reply: str = Field(min_length=1)
    mismatch: str = Field(min_length=1)

    @field_validator("names")
    @classmethod
    def _all_names(cls, v: dict[Lang, str]) -> dict[Lang, str]:
        missing = [lang for lang in LANGS if lang not in v]
        if missing:
            raise ValueError(f"missing language name(s) {missing}")
        return v

    @field_validator("reply")
    @classmethod
    def _no_slots(cls, v: str) -> str:
        _check_slots(v, allowed=(), required=())
        return v

    @field_validator("mismatch")
    @classmethod
    def _query_slot(cls, v: str) -> str:
        _check_slots(v, allowed=("query_language",), required=())
        return v


class PromptTemplates(_Strict):
    """The validated content of configs/templates.yaml."""

    version: int = 1
    system_prompt: str = Field(min_length=1)
    headers: SectionHeaders = SectionHeaders()
    placeholders: SectionPlaceholders
    labels: SectionLabels
    instructions: InstructionStrings
    languages: dict[Lang, LanguageStrings]

    @field_validator("system_prompt")
    @classmethod
    def _slots(cls, v: str) -> str:
        _check_slots(v, allowed=_SYSTEM_SLOTS, required=_SYSTEM_SLOTS)
        return v

    @field_validator("languages")
    @classmethod
    def _all_languages(cls, v: dict[Lang, LanguageStrings]) -> dict[Lang, LanguageStrings]:
        missing = [lang for lang in LANGS if lang not in v]
        if missing:
            raise ValueError(f"missing language(s) {missing}")
        return v


def _check_slots(template: str, allowed: Sequence[str], required: Sequence[str]) -> None:
    found = _PLACEHOLDER_RE.findall(template)
    unknown = sorted(set(found) - set(allowed))
    if unknown:
        raise ValueError(f"unknown placeholder(s) {unknown}; allowed: {list(allowed)}")
    for slot in required:
        n = found.count(slot)
        if n != 1:
            raise ValueError(f"placeholder {{{{ {slot} }}}} must appear exactly once (found {n})")


def render_template(template: str, values: dict[str, str]) -> str:
    """One-pass substitution: memory text that itself contains ``{{ x }}`` is inserted verbatim."""
    return _PLACEHOLDER_RE.sub(lambda m: values[m.group(1)], template)


def load_templates(path: str | Path | None = None) -> PromptTemplates:
    """Read and validate the templates file (default: the repository's configs/templates.yaml)."""
    p = Path(path) if path is not None else DEFAULT_TEMPLATES_PATH
    try:
        raw = yaml.safe_load(p.read_text(encoding="utf-8"))
    except FileNotFoundError as e:
        raise InvalidInput("templates_path", f"no templates file at {p}") from e
    except (OSError, UnicodeDecodeError) as e:
        raise InvalidInput("templates_path", f"cannot read {p}: {e}") from e
    except yaml.YAMLError as e:
        raise InvalidInput("templates", f"{p} is not valid YAML: {e}") from e
    if not isinstance(raw, dict):
        raise InvalidInput("templates", f"{p} must hold a mapping, got {type(raw).__name__}")
    try:
        return PromptTemplates.model_validate(raw)
    except ValidationError as e:
        err = e.errors()[0]
        loc = ".".join(str(x) for x in err["loc"])
        field = f"templates.{loc}" if loc else "templates"
        raise InvalidInput(field, f"{err['msg']} (in {p}; {e.error_count()} error(s))") from e


# --------------------------------------------------------------------------------------------------------------
# Languages and profile rendering
# --------------------------------------------------------------------------------------------------------------

_LANG_ALIASES: dict[str, Lang] = {
    **dict.fromkeys(("ja", "jp", "jpn", "ja-jp", "japanese", "日本語", "にほんご", "日语", "日文", "日語"), "ja"),
    **dict.fromkeys(("en", "eng", "en-us", "en-gb", "english", "英語", "英语", "英文"), "en"),
    **dict.fromkeys(
        (
            "zh",
            "zho",
            "chi",
            "zh-cn",
            "zh-tw",
            "zh-hans",
            "zh-hant",
            "chinese",
            "mandarin",
            "中文",
            "中国語",
            "中国语",
            "汉语",
            "漢語",
            "普通话",
            "华语",
        ),
        "zh",
    ),
}
_LANG_SPLIT_RE = re.compile(r"\s*(?:>|,|，|、|/|;|；|\|)\s*|\s+")
_REPLY_LANG_KEYS = ("reply_language", "language_order", "preferred_language")


def parse_lang(value: Any) -> Lang | None:
    """A language code or name in any of the three languages -> Lang ("Japanese", "日本語", "JA" -> "ja")."""
    if not isinstance(value, str):
        return None
    return _LANG_ALIASES.get(value.strip().casefold().replace("_", "-"))


def parse_lang_list(value: Any) -> list[Lang]:
    """A preference order as a list or as text ("EN > JA > ZH", "ja, en") -> [Lang, ...], unknowns skipped."""
    parts: list[Any]
    if isinstance(value, list | tuple):
        parts = list(value)
    elif isinstance(value, str):
        parts = [p for p in _LANG_SPLIT_RE.split(value.strip()) if p]
    else:
        return []
    out: list[Lang] = []
    for part in parts:
        lang = parse_lang(part)
        if lang is not None and lang not in out:
            out.append(lang)
    return out


# Stable display order: how to talk to the user first (language, then politeness), then what must never be
# got wrong (allergies and other constraints), then everything else alphabetically. Matched as substrings of
# the casefolded key, so "allergies", "food_allergy" and "drug_allergy" all land in the same group.
_PROFILE_GROUPS: tuple[tuple[str, ...], ...] = (
    ("language", "lang"),
    ("polite", "honorific", "keigo", "formality", "address", "tone"),
    (
        "allerg",
        "constraint",
        "diet",
        "medical",
        "medication",
        "health",
        "disab",
        "religio",
        "halal",
        "vegan",
        "vegetarian",
        "budget",
        "アレルギー",
        "过敏",
    ),
)


def _profile_group(key: str) -> int:
    k = key.casefold()
    for i, needles in enumerate(_PROFILE_GROUPS):
        if any(n in k for n in needles):
            return i
    return len(_PROFILE_GROUPS)


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _display_key(key: str) -> str:
    k = _one_line(key.replace("_", " "))
    return k[:1].upper() + k[1:]


def _display_value(key: str, value: Any) -> str:
    if _profile_group(key) == 0:
        langs = parse_lang_list(value)
        if langs and ((isinstance(value, list | tuple) and len(langs) == len(value)) or isinstance(value, str)):
            return " > ".join(lang.upper() for lang in langs)
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list | tuple):
        return ", ".join(_one_line(str(v)) for v in value)
    if isinstance(value, dict):
        return "; ".join(f"{_one_line(str(k))}={_one_line(str(v))}" for k, v in value.items())
    return _one_line(str(value))


# --------------------------------------------------------------------------------------------------------------
# The builder
# --------------------------------------------------------------------------------------------------------------


def _evidence_text(hit: SearchHit) -> str:
    """The item's text without a leading "<speaker>: " (turn items are indexed that way; the prefix shows it)."""
    text = _one_line(hit.item.summary)
    sp = hit.item.speaker
    if sp and text.startswith(f"{sp}: "):
        text = text[len(sp) + 2 :]
    return text


class PromptBuilder:
    """Renders profile, evidence and short-term context into a budgeted system prompt.

    Budgets count the section text including its header line: that is what the model pays for.
    """

    def __init__(
        self,
        templates: PromptTemplates,
        counter: TokenCounter,
        budget: int = 1200,
        ratios: tuple[float, float, float] = (2, 5, 3),
        *,
        profile_max_lines: int = 20,
        profile_min_confidence: float = 0.7,
        profile_line_max_tokens: int = 48,
        show_conflicts: bool = True,
        ltm_max_items: int = 3,
        ltm_item_max_tokens: int = 80,
        ltm_item_min_tokens: int = 12,
        summary_max_tokens: int = 120,
        turn_max_tokens: int = 80,
        timezone: str | None = None,
        default_lang: Lang = "en",
    ) -> None:
        if budget <= 0:
            raise InvalidInput("budget", f"must be > 0, got {budget}")
        if len(ratios) != 3 or any(r < 0 for r in ratios) or sum(ratios) <= 0:
            raise InvalidInput("ratios", f"need three non-negative weights with a positive sum, got {ratios}")
        for name, v in (
            ("profile_max_lines", profile_max_lines),
            ("ltm_item_max_tokens", ltm_item_max_tokens),
            ("summary_max_tokens", summary_max_tokens),
            ("turn_max_tokens", turn_max_tokens),
            ("profile_line_max_tokens", profile_line_max_tokens),
        ):
            if v <= 0:
                raise InvalidInput(name, f"must be > 0, got {v}")
        if ltm_max_items < 0:
            raise InvalidInput("ltm_max_items", f"must be >= 0, got {ltm_max_items}")
        if not 0.0 <= profile_min_confidence <= 1.0:
            raise InvalidInput("profile_min_confidence", f"must be in [0, 1], got {profile_min_confidence}")
        if not 0 < ltm_item_min_tokens <= ltm_item_max_tokens:
            raise InvalidInput("ltm_item_min_tokens", "must be in (0, ltm_item_max_tokens]")
        self.templates = templates
        self.counter = counter
        self.budget = budget
        self.ratios = tuple(float(r) for r in ratios)
        self.profile_max_lines = profile_max_lines
        self.profile_min_confidence = profile_min_confidence
        self.profile_line_max_tokens = profile_line_max_tokens
        self.show_conflicts = show_conflicts
        self.ltm_max_items = ltm_max_items
        self.ltm_item_max_tokens = ltm_item_max_tokens
        self.ltm_item_min_tokens = ltm_item_min_tokens
        self.summary_max_tokens = summary_max_tokens
        self.turn_max_tokens = turn_max_tokens
        try:
            self.tz = ZoneInfo(timezone) if timezone else None
        except (KeyError, ValueError) as e:  # ZoneInfoNotFoundError is a KeyError
            raise InvalidInput("timezone", f"unknown time zone {timezone!r}") from e
        self.default_lang: Lang = default_lang
        self.base_budgets = self._split(budget)
        # A section must at least hold its header and placeholder, or "never over budget" is impossible.
        h, ph = templates.headers, templates.placeholders
        for name, header, placeholder, b in (
            ("PROFILE", h.profile, ph.profile, self.base_budgets[0]),
            ("LONG_TERM_MEMORY", h.long_term_memory, ph.long_term_memory, self.base_budgets[1]),
            ("CONTEXT_SUMMARY", h.context_summary, ph.context_summary, self.base_budgets[2]),
        ):
            need = counter.count(f"{header}\n{placeholder}")
            if need > b:
                raise InvalidInput("budget", f"{name} gets {b} tokens, less than its header + placeholder ({need})")

    # ---- budget ---------------------------------------------------------------------------------------------

    def _split(self, budget: int) -> tuple[int, int, int]:
        """Integer split by ratio; the rounding remainder goes to LTM so the parts sum to B exactly."""
        total = sum(self.ratios)
        p = int(budget * self.ratios[0] / total)
        s = int(budget * self.ratios[2] / total)
        return p, budget - p - s, s

    # ---- token helpers --------------------------------------------------------------------------------------

    def _truncate(self, text: str, max_tokens: int) -> str:
        from memory.tokens import truncate_to_tokens

        if max_tokens <= 0:
            return ""
        return truncate_to_tokens(self.counter, text, max_tokens)

    def _fit_line(
        self,
        lines: list[str] | Callable[[str], str],
        prefix: str,
        text: str,
        budget: int,
        cap: int,
        floor: int,
    ) -> str | None:
        """The line ``prefix + text`` with text cut to <= cap tokens and then, if needed, further so that the
        section fits ``budget``; None when less than ``floor`` tokens of text would fit. ``lines`` is the
        section so far (the line is appended) or a function placing the line where it will finally appear.

        Token counts are not additive across a join (subword merges, special tokens), so the final check is
        always on the whole section text and the room shrinks by the measured overshoot until it fits.
        """
        if callable(lines):
            assemble = lines
        else:
            head = "\n".join(lines)

            def assemble(line: str) -> str:
                return f"{head}\n{line}"

        t = self._truncate(text, cap) if self.counter.count(text) > cap else text
        room = cap
        while True:
            over = over_budget(self.counter, assemble(prefix + t), budget)
            if over <= 0:
                return prefix + t
            room = min(room, self.counter.count(t)) - max(over, 1)
            if room < floor:
                return None
            t = self._truncate(text, room)

    # ---- PROFILE --------------------------------------------------------------------------------------------

    def eligible_facts(self, profile: Sequence[ProfileFact]) -> list[ProfileFact]:
        """Facts allowed into the prompt, in display order: confident, not high-sensitivity, not superseded;
        one per key (an "ok" fact beats a conflicted one, then the newest)."""
        by_key: dict[str, ProfileFact] = {}
        for f in profile:
            if f.sensitivity == "high" or f.status == "superseded":
                continue
            if f.status == "conflict" and not self.show_conflicts:
                continue
            if f.confidence < self.profile_min_confidence:
                continue
            cur = by_key.get(f.key)
            if cur is None or (f.status == "ok", f.updated_at) > (cur.status == "ok", cur.updated_at):
                by_key[f.key] = f
        return sorted(by_key.values(), key=lambda f: (f.status != "ok", _profile_group(f.key), f.key.casefold()))

    def _profile_section(self, profile: Sequence[ProfileFact], budget: int) -> tuple[list[str], list[ProfileFact]]:
        lines = [self.templates.headers.profile]
        used: list[ProfileFact] = []
        for f in self.eligible_facts(profile):
            if len(used) >= self.profile_max_lines:
                break
            suffix = f" {self.templates.labels.unconfirmed}" if f.status == "conflict" else ""
            prefix = f"- {_display_key(f.key)}: "
            line = self._fit_line(
                lines, prefix, _display_value(f.key, f.value) + suffix, budget, self.profile_line_max_tokens, 1
            )
            if line is None:
                break  # display order is priority order: a later fact must not displace an earlier one
            lines.append(line)
            used.append(f)
        return lines, used

    # ---- LONG_TERM_MEMORY -----------------------------------------------------------------------------------

    def _date(self, ts: datetime) -> str:
        ts = as_utc(ts)
        return (ts.astimezone(self.tz) if self.tz else ts).strftime("%Y-%m-%d")

    def _evidence_prefix(self, hit: SearchHit) -> str:
        item = hit.item
        who = _one_line(item.speaker) if item.speaker else None
        return f"- ({self._date(item.timestamp)}, {who}) " if who else f"- ({self._date(item.timestamp)}) "

    @staticmethod
    def _chrono_key(hit: SearchHit) -> tuple[datetime, int, str]:
        item = hit.item
        return (as_utc(item.timestamp), item.dialogue_round or 0, item.memory_id)

    def _ltm_section(self, evidence: Sequence[SearchHit], budget: int) -> tuple[list[str], list[SearchHit]]:
        header = self.templates.headers.long_term_memory
        ranked = sorted(evidence, key=lambda h: -h.score)  # stable: equal scores keep the caller's order
        chosen: list[tuple[SearchHit, str]] = []
        skipped = 0
        for hit in ranked:
            if len(chosen) >= self.ltm_max_items:
                break
            if hit.item.sensitivity == "high" or hit.item.status == "deleted":
                skipped += 1
                continue
            # Fit against the lines already chosen, rendered in the order they will finally appear.
            chrono = sorted([*chosen], key=lambda c: self._chrono_key(c[0]))
            lines = [header, *(line for _, line in chrono)]
            line = self._fit_line(
                lines,
                self._evidence_prefix(hit),
                _evidence_text(hit),
                budget,
                self.ltm_item_max_tokens,
                self.ltm_item_min_tokens,
            )
            if line is None:
                break  # budget exhausted: lower-ranked items are not allowed to jump the queue
            chosen.append((hit, line))
            # Inserting a line in the middle can cost a token more than appending it; re-check and drop the
            # newest choice if the whole timeline no longer fits.
            final = [header, *(ln for _, ln in sorted(chosen, key=lambda c: self._chrono_key(c[0])))]
            if over_budget(self.counter, "\n".join(final), budget) > 0:
                chosen.pop()
                break
        if skipped:
            log.info("prompt: %d evidence item(s) skipped (high sensitivity or deleted)", skipped)
        if len(chosen) < min(len(evidence) - skipped, self.ltm_max_items):
            log.debug("prompt: %d of %d evidence item(s) fit the LTM budget", len(chosen), len(evidence))
        chosen.sort(key=lambda c: self._chrono_key(c[0]))
        return [header, *(line for _, line in chosen)], [hit for hit, _ in chosen]

    # ---- CONTEXT_SUMMARY ------------------------------------------------------------------------------------

    def _summary_section(self, summary: str, goals: Sequence[str], turns: Sequence[StmTurn], budget: int) -> list[str]:
        """Summary, open goals, then recent turns, in that display order, filled by priority.

        The newest turn is placed first (up to a third of the section): it is what the next reply answers,
        and a long running summary must not crowd it out. Then the summary (at most half the section while
        there are turns), the goals (a quarter), then older turns newest first until the budget is hit.
        """
        labels = self.templates.labels
        header = self.templates.headers.context_summary
        turns = [t for t in turns if t.text.strip()]
        summary_line: list[str] = []
        goals_line: list[str] = []
        kept: list[str] = []  # turn lines, oldest first

        def render(summary_part: list[str], goals_part: list[str], turn_part: list[str]) -> list[str]:
            out = [header, *summary_part, *goals_part]
            return [*out, labels.recent_turns, *turn_part] if turn_part else out

        def turn_line(turn: StmTurn, cap: int) -> str | None:
            return self._fit_line(
                lambda ln: "\n".join(render(summary_line, goals_line, [ln, *kept])),
                f"- {_one_line(turn.role)}: ",
                _one_line(turn.text),
                budget,
                cap,
                1,
            )

        if turns:
            first = turn_line(turns[-1], min(self.turn_max_tokens, max(budget // 3, 1)))
            if first is not None:
                kept.insert(0, first)
        summary_cap = min(self.summary_max_tokens, budget // 2) if turns else self.summary_max_tokens
        goals_cap = min(self.summary_max_tokens, budget // 4) if turns else self.summary_max_tokens
        if summary.strip():
            line = self._fit_line(
                lambda ln: "\n".join(render([ln], goals_line, kept)),
                f"{labels.summary} ",
                _one_line(summary),
                budget,
                summary_cap,
                1,
            )
            summary_line = [line] if line is not None else []
        goal_text = " > ".join(_one_line(g) for g in goals if g.strip())
        if goal_text:
            line = self._fit_line(
                lambda ln: "\n".join(render(summary_line, [ln], kept)),
                f"{labels.goals} ",
                goal_text,
                budget,
                goals_cap,
                1,
            )
            goals_line = [line] if line is not None else []
        if kept:
            # The newest turn may have been cut to a third of the section; give it back what is left now.
            rest = [*kept]
            kept.clear()
            full = turn_line(turns[-1], self.turn_max_tokens)
            kept.insert(0, full if full is not None else rest[0])
        for turn in reversed(turns[:-1] if kept else []):
            line = turn_line(turn, self.turn_max_tokens)
            if line is None:
                break
            kept.insert(0, line)
        return render(summary_line, goals_line, kept)

    # ---- languages and instructions -------------------------------------------------------------------------

    def preferred_lang(self, profile: Sequence[ProfileFact]) -> Lang | None:
        """The user's preferred reply language from eligible, confirmed profile facts, if any."""
        facts = {f.key.casefold(): f for f in self.eligible_facts(profile) if f.status == "ok"}
        for key in _REPLY_LANG_KEYS:
            f = facts.get(key)
            if f is not None:
                langs = parse_lang_list(f.value)
                if langs:
                    return langs[0]
        return None

    def _instructions(self, reply_lang: Lang, query_lang: Lang, has_evidence: bool, has_conflict: bool) -> str:
        t = self.templates
        lang = t.languages[reply_lang]
        items = [lang.reply]
        if query_lang != reply_lang:
            items.append(render_template(lang.mismatch, {"query_language": lang.names[query_lang]}))
        items.append(t.instructions.faithfulness)
        if not has_evidence:
            items.append(t.instructions.no_memory)
        if has_conflict:
            items.append(t.instructions.conflict)
        return "\n".join(f"- {_one_line(i)}" for i in items)

    # ---- build ----------------------------------------------------------------------------------------------

    def build(
        self,
        profile: Sequence[ProfileFact],
        evidence: Sequence[SearchHit],
        summary: str,
        recent_turns: Sequence[StmTurn],
        reply_lang: Lang | None = None,
        query_lang: Lang | None = None,
        *,
        goals: Sequence[str] = (),
    ) -> BuiltContext:
        """Assemble the system prompt. ``reply_lang=None`` lets the profile decide (see module docstring);
        ``query_lang`` is the language the user wrote this message in (defaults to the reply language)."""
        reply: Lang = reply_lang or self.preferred_lang(profile) or query_lang or self.default_lang
        query: Lang = query_lang or reply
        for name, v in (("reply_lang", reply), ("query_lang", query)):
            if v not in LANGS:
                raise InvalidInput(name, f"must be one of {LANGS}, got {v!r}")

        b_profile, b_ltm, b_summary = self.base_budgets
        ph = self.templates.placeholders

        p_lines, used_facts = self._profile_section(profile, b_profile)
        p_text = "\n".join(p_lines if used_facts else [p_lines[0], ph.profile])
        p_tokens = self.counter.count(p_text)

        b_ltm += b_profile - p_tokens
        l_lines, used_hits = self._ltm_section(evidence, b_ltm)
        l_text = "\n".join(l_lines if used_hits else [l_lines[0], ph.long_term_memory])
        l_tokens = self.counter.count(l_text)

        b_summary += b_ltm - l_tokens
        s_lines = self._summary_section(summary, goals, recent_turns, b_summary)
        s_text = "\n".join(s_lines if len(s_lines) > 1 else [s_lines[0], ph.context_summary])
        s_tokens = self.counter.count(s_text)

        sections = [
            ContextSection(name="PROFILE", text=p_text, tokens=p_tokens, budget=b_profile),
            ContextSection(name="LONG_TERM_MEMORY", text=l_text, tokens=l_tokens, budget=b_ltm),
            ContextSection(name="CONTEXT_SUMMARY", text=s_text, tokens=s_tokens, budget=b_summary),
        ]
        for sec in sections:  # a broken counter/truncator must fail loudly, not overflow the context window
            if sec.tokens > sec.budget:
                raise RuntimeError(f"{sec.name} rendered {sec.tokens} tokens over its budget {sec.budget}")

        instructions = self._instructions(
            reply, query, bool(used_hits), any(f.status == "conflict" for f in used_facts)
        )
        system_prompt = render_template(
            self.templates.system_prompt,
            {"profile": p_text, "long_term_memory": l_text, "context_summary": s_text, "instructions": instructions},
        )
        return BuiltContext(
            system_prompt=system_prompt,
            sections=sections,
            evidence=list(used_hits),
            profile=list(used_facts),
            reply_lang=reply,
            query_lang=query,
            total_tokens=p_tokens + l_tokens + s_tokens,
            budget=self.budget,
        )

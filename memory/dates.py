"""Conversation-relative dates in English, Japanese and Chinese: "last week", 先週, 上周 resolved against the
conversation's own date, never today's.

``resolve_relative_dates`` finds the mentions and their absolute periods; ``annotate_dates`` writes the date
next to each mention so that it is indexed with the text (a question about "May 2023" then finds a turn that said
"last month" in June 2023). ``parse_locomo_datetime`` / ``format_date`` read and write the benchmark's dates.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from typing import Literal

from memory.calendar_words import EN_MONTHS, MONTH_NAMES, WEEKDAY_NAMES
from memory.errors import InvalidInput
from memory.number_words import cardinals
from memory.schemas import Lang
from memory.text import check_lang

Granularity = Literal["day", "week", "weekend", "month", "year"]

_MONTHS = EN_MONTHS
_LOCOMO_RE = re.compile(
    r"^\s*(\d{1,2}):(\d{2})\s*([ap])\.?\s*m\.?\s+on\s+(\d{1,2})\s+([A-Za-z]+)\.?,?\s+(\d{4})\s*$", re.I
)


def parse_locomo_datetime(s: str) -> datetime:
    """'1:56 pm on 8 May, 2023' -> 2023-05-08 13:56 UTC (LoCoMo's session_N_date_time format).

    Tolerates case, a missing comma and month abbreviations (Jan, Sept); anything else raises
    ``InvalidInput("timestamp", ...)`` rather than guessing.
    """
    if not isinstance(s, str):
        raise InvalidInput("timestamp", f"expected a string like '1:56 pm on 8 May, 2023', got {type(s).__name__}")
    m = _LOCOMO_RE.match(s)
    if m is None:
        raise InvalidInput("timestamp", f"expected a time like '1:56 pm on 8 May, 2023', got {s!r}")
    hh, mm, ampm, day, month_name, year = m.groups()
    month = _MONTHS.get(month_name.lower())
    hour = int(hh)
    if month is None:
        raise InvalidInput("timestamp", f"unknown month {month_name!r} in {s!r}")
    if not 1 <= hour <= 12:
        raise InvalidInput("timestamp", f"hour must be 1-12 with am/pm, got {hh!r} in {s!r}")
    hour = hour % 12 + (12 if ampm.lower() == "p" else 0)
    try:
        return datetime(int(year), month, int(day), hour, int(mm), tzinfo=UTC)
    except ValueError as e:
        raise InvalidInput("timestamp", f"{e} in {s!r}") from e


def format_date(dt: date | datetime, style: Literal["locomo", "iso"] = "locomo") -> str:
    """'8 May 2023' (how LoCoMo's answers write dates) or ISO '2023-05-08'."""
    d = dt.date() if isinstance(dt, datetime) else dt
    if style == "iso":
        return d.isoformat()
    if style != "locomo":
        raise InvalidInput("style", f"must be 'locomo' or 'iso', got {style!r}")
    return f"{d.day} {MONTH_NAMES[d.month - 1]} {d.year}"


@dataclass(frozen=True, slots=True)
class DateMention:
    """A relative date expression in a text and the absolute date it stands for.

    ``resolved`` is the first day of the period: the day itself, the Monday of a week, the Saturday of a weekend,
    the 1st of a month, 1 January of a year. ``label`` is how ``annotate_dates`` writes it.
    """

    start: int
    end: int
    surface: str
    resolved: date
    granularity: Granularity

    @property
    def label(self) -> str:
        d = self.resolved
        if self.granularity == "day":
            return d.isoformat()
        if self.granularity == "week":
            return f"week of {d.isoformat()}"
        if self.granularity == "weekend":
            return f"weekend of {d.isoformat()}"
        if self.granularity == "month":
            return f"{d.year:04d}-{d.month:02d}"
        return f"{d.year:04d}"


def _add_months(d: date, n: int) -> date:
    idx = d.year * 12 + (d.month - 1) + n
    return date(idx // 12, idx % 12 + 1, 1)


def _monday(d: date) -> date:
    return d - timedelta(days=d.weekday())


def _period(ref: date, unit: str, offset: int, approx: bool = False) -> tuple[date, Granularity]:
    """The period ``offset`` units away from ``ref``; approximate counts ("a few days") get a coarser grain."""
    if unit == "day":
        d = ref + timedelta(days=offset)
        return (_monday(d), "week") if approx else (d, "day")
    if unit == "week":
        d = ref + timedelta(weeks=offset)
        return (d.replace(day=1), "month") if approx else (_monday(d), "week")
    if unit == "weekend":
        return _monday(ref) + timedelta(weeks=offset, days=5), "weekend"
    if unit == "month":
        return _add_months(ref, offset), "month"
    return date(ref.year + offset, 1, 1), "year"


_EN_NUM = {"a": 1, "an": 1, **cardinals((*range(1, 13), 15, 20, 30))}  # a, an, one .. twelve, fifteen, twenty, thirty
_EN_APPROX = {"a few": 3, "few": 3, "a couple of": 2, "a couple": 2, "couple of": 2, "several": 4}
_EN_WEEKDAYS = [w.lower() for w in WEEKDAY_NAMES]
_FUTURE_CUE = re.compile(
    r"\b(?:will|shall|gonna|going\s+to|plan(?:ning|s|ned)?\s+to|about\s+to|can't\s+wait|looking\s+forward|"
    r"next|tomorrow|upcoming)\b|'ll\b",
    re.I,
)
_SENTENCE_END = re.compile(r"[.!?\n。！？]")

_CJK_DIGITS = {
    "〇": 0,
    "零": 0,
    "一": 1,
    "二": 2,
    "两": 2,
    "兩": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
}
_CJK_NUM = r"[0-9０-９〇零一二两兩三四五六七八九十百]+"


def _cjk_int(s: str) -> int | None:
    """Arabic or CJK numerals below 1000: '3', '三', '十五', '二十', '两', '百二十'."""
    if s.isdigit():
        return int(s)
    total = 0
    cur = 0
    for ch in s:
        if ch in _CJK_DIGITS:
            cur = cur * 10 + _CJK_DIGITS[ch] if cur else _CJK_DIGITS[ch]
        elif ch == "十":
            total += (cur or 1) * 10
            cur = 0
        elif ch == "百":
            total += (cur or 1) * 100
            cur = 0
        elif ch.isdigit():
            cur = cur * 10 + int(ch)
        else:
            return None
    return total + cur


@dataclass(frozen=True, slots=True)
class _Rule:
    pattern: re.Pattern[str]
    langs: frozenset[str]
    resolve: Callable[[re.Match[str], date, str], tuple[date, Granularity] | None]
    explicit: bool = False  # only when the caller says the language (the words mean other things elsewhere)


_RULES: list[_Rule] = []
_Resolver = Callable[[re.Match[str], date, str], "tuple[date, Granularity] | None"]


def _rule(pattern: str, langs: str, flags: int = 0) -> Callable[[_Resolver], _Resolver]:
    def deco(fn: _Resolver) -> _Resolver:
        _RULES.append(_Rule(re.compile(pattern, flags), frozenset(langs.split()), fn))
        return fn

    return deco


def _fixed(pattern: str, langs: str, unit: str, offset: int, flags: int = 0, explicit: bool = False) -> None:
    def resolve(m: re.Match[str], ref: date, text: str) -> tuple[date, Granularity]:
        return _period(ref, unit, offset)

    _RULES.append(_Rule(re.compile(pattern, flags), frozenset(langs.split()), resolve, explicit))


_I = re.I
# English ------------------------------------------------------------------------------------------------------
_fixed(r"\bthe\s+day\s+before\s+yesterday\b", "en", "day", -2, _I)
_fixed(r"\bthe\s+day\s+after\s+tomorrow\b", "en", "day", 2, _I)
_fixed(r"\byesterday\b", "en", "day", -1, _I)
_fixed(r"\blast\s+night\b", "en", "day", -1, _I)
_fixed(r"\b(?:today|tonight)\b", "en", "day", 0, _I)
_fixed(r"\btomorrow\b", "en", "day", 1, _I)


@_rule(r"\b(last|past|this|next)\s+(week(?:end)?|month|year)\b", "en", _I)
def _en_last_next(m: re.Match[str], ref: date, text: str) -> tuple[date, Granularity] | None:
    which, unit = m.group(1).lower(), m.group(2).lower()
    if which == "past" and unit not in ("week", "weekend"):
        return None  # "the past year" is a span ending now, not a calendar year
    offset = {"last": -1, "past": -1, "this": 0, "next": 1}[which]
    return _period(ref, unit, offset)


@_rule(r"\b(last|this|next|on)\s+(" + "|".join(_EN_WEEKDAYS) + r")\b", "en", _I)
def _en_weekday(m: re.Match[str], ref: date, text: str) -> tuple[date, Granularity] | None:
    which, wd = m.group(1).lower(), _EN_WEEKDAYS.index(m.group(2).lower())
    if which == "this":
        return _monday(ref) + timedelta(days=wd), "day"
    if which == "on":
        # "on Friday" has no direction of its own: future when its sentence says so, otherwise past, which is
        # what people mostly do when they tell an assistant about their week.
        s = max((x.end() for x in _SENTENCE_END.finditer(text, 0, m.start())), default=0)
        e = _SENTENCE_END.search(text, m.end())
        sentence = text[s : e.start() if e else len(text)]
        which = "next" if _FUTURE_CUE.search(sentence) else "last"
    if which == "last":
        back = (ref.weekday() - wd) % 7 or 7
        return ref - timedelta(days=back), "day"
    ahead = (wd - ref.weekday()) % 7 or 7
    return ref + timedelta(days=ahead), "day"


_EN_COUNT = r"(\d+|" + "|".join(sorted(list(_EN_NUM) + list(_EN_APPROX), key=len, reverse=True)) + r")"


@_rule(r"\b" + _EN_COUNT + r"\s+(day|week|month|year)s?\s+ago\b", "en", _I)
def _en_ago(m: re.Match[str], ref: date, text: str) -> tuple[date, Granularity] | None:
    return _en_count(m, ref, -1)


@_rule(r"\bin\s+" + _EN_COUNT + r"\s+(day|week|month|year)s?\b(?!\s+ago)", "en", _I)
def _en_in(m: re.Match[str], ref: date, text: str) -> tuple[date, Granularity] | None:
    return _en_count(m, ref, 1)


def _en_count(m: re.Match[str], ref: date, sign: int) -> tuple[date, Granularity] | None:
    word, unit = " ".join(m.group(1).lower().split()), m.group(2).lower()
    approx = word in _EN_APPROX
    n = int(word) if word.isdigit() else (_EN_APPROX.get(word) or _EN_NUM.get(word))
    if n is None or n > 200:
        return None
    return _period(ref, unit, sign * n, approx)


# Japanese and Chinese ----------------------------------------------------------------------------------------
_CJK_WEEKDAY = {"月": 0, "火": 1, "水": 2, "木": 3, "金": 4, "土": 5, "日": 6}
_ZH_WEEKDAY = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6}

# Chinese 周 also starts 周围 (surroundings), 周到, 周期 ...; 上周一 also starts 上周一起 ("together last week").
_ZH_WEEK = r"(?:[周週](?![围圍边邊到期刊年全长長])|星期|[礼禮]拜)"
_fixed(r"一昨日|おととい", "ja", "day", -2)
_fixed(r"大前天", "zh", "day", -3)
_fixed(r"(?<!大)前天", "zh", "day", -2)
_fixed(r"(?<!一)昨日|きのう|昨夜|昨晩|昨天|昨晚", "ja zh", "day", -1)
_fixed(r"今日|今夜|今晩|今天|今晚", "ja zh", "day", 0)
_fixed(r"明後日|あさって|后天", "ja zh", "day", 2)
_fixed(r"後天", "zh", "day", 2, explicit=True)  # Japanese 後天的 = acquired
_fixed(r"明日(?!香)|あした|明天", "ja zh", "day", 1)
_fixed(r"先週末|上[个個]?[周週]末", "ja zh", "weekend", -1)
_fixed(r"今週末|[这這本][个個]?[周週]末", "ja zh", "weekend", 0)
_fixed(r"来週末|下[个個]?[周週]末", "ja zh", "weekend", 1)


@_rule(r"(先週|今週|来週)の?([月火水木金土日])曜日?", "ja")
def _ja_week_day(m: re.Match[str], ref: date, text: str) -> tuple[date, Granularity] | None:
    offset = {"先週": -1, "今週": 0, "来週": 1}[m.group(1)]
    return _monday(ref) + timedelta(weeks=offset, days=_CJK_WEEKDAY[m.group(2)]), "day"


@_rule(r"(上|[这這本]|下)[个個]?" + _ZH_WEEK + r"([一二三四五六日天])(?![起直样樣些定点點般切共])", "zh")
def _zh_week_day(m: re.Match[str], ref: date, text: str) -> tuple[date, Granularity] | None:
    offset = {"上": -1, "下": 1}.get(m.group(1), 0)
    return _monday(ref) + timedelta(weeks=offset, days=_ZH_WEEKDAY[m.group(2)]), "day"


_fixed(r"先々週|先先週|上上[个個]?" + _ZH_WEEK, "ja zh", "week", -2)
_fixed(r"再来週|下下[个個]?" + _ZH_WEEK, "ja zh", "week", 2)
_fixed(r"先週|上[个個]?" + _ZH_WEEK, "ja zh", "week", -1)
_fixed(r"今週|[这這本][个個]?" + _ZH_WEEK, "ja zh", "week", 0)
_fixed(r"来週|下[个個]?" + _ZH_WEEK, "ja zh", "week", 1)
_fixed(r"先々月|先先月|上上[个個]?月", "ja zh", "month", -2)
_fixed(r"再来月|下下[个個]?月", "ja zh", "month", 2)
_fixed(r"先月|上[个個]?月", "ja zh", "month", -1)
_fixed(r"今月|[这這本][个個]?月", "ja zh", "month", 0)
_fixed(r"来月|下[个個]?月", "ja zh", "month", 1)
_fixed(r"一昨年|おととし", "ja", "year", -2)
# Japanese 前年 is "the year before <something>" and 後年 "later years": read as offsets only for explicit zh.
_fixed(r"前年", "zh", "year", -2, explicit=True)
_fixed(r"去年|昨年", "ja zh", "year", -1)
_fixed(r"今年", "ja zh", "year", 0)
_fixed(r"来年|明年", "ja zh", "year", 1)
_fixed(r"再来年|后年", "ja zh", "year", 2)
_fixed(r"後年", "zh", "year", 2, explicit=True)

_CJK_UNIT = {
    "日": "day",
    "天": "day",
    "週間": "week",
    "週": "week",
    "周": "week",
    "个星期": "week",
    "個星期": "week",
    "星期": "week",
    "个礼拜": "week",
    "個禮拜": "week",
    "ヶ月": "month",
    "ヵ月": "month",
    "か月": "month",
    "カ月": "month",
    "ケ月": "month",
    "箇月": "month",
    "个月": "month",
    "個月": "month",
    "年": "year",
}
_CJK_UNIT_RE = "|".join(sorted((re.escape(u) for u in _CJK_UNIT), key=len, reverse=True))


# "3日前", "三天前", "两个月前", "数日前", "几年前", "5年後", "三天后". Not after 月 (5月10日前 is a date) and
# not "2020年前半" (the first half of 2020).
@_rule(
    r"(?<![月0-9０-９〇零一二两兩三四五六七八九十百])("
    + _CJK_NUM
    + r"|数|幾|几)("
    + _CJK_UNIT_RE
    + r")(?:以)?(前|後|后)(?!半)",
    "ja zh",
)
def _cjk_count(m: re.Match[str], ref: date, text: str) -> tuple[date, Granularity] | None:
    raw, unit_s, direction = m.groups()
    approx = raw in ("数", "幾", "几")
    n = 3 if approx else _cjk_int(raw)
    if n is None or n > 200:
        return None
    if unit_s == "日" and direction != "前":
        return None  # "5日後" is often a date (the 5th, afterwards); keep only the unambiguous "N日前"
    sign = -1 if direction == "前" else 1
    return _period(ref, _CJK_UNIT[unit_s], sign * n, approx)


def resolve_relative_dates(text: str, ref: datetime | date, lang: Lang | None = None) -> list[DateMention]:
    """Relative date expressions in ``text``, resolved against ``ref``, the date the text was SAID.

    ``ref`` is the conversation's (session's) time, never the wall clock: "last week" in a message from
    8 May 2023 is the week of 1 May 2023 however late the memory is read. An aware ``ref`` is used in its own
    time zone (the speaker's calendar day), not converted to UTC. Weeks start on Monday; a weekend is
    resolved to its Saturday.

    ``lang`` picks the rule set: English rules always run (they need Latin words), Japanese rules for "ja",
    Chinese for "zh", both for ``None``; 前年 / 後年 / 後天 are read as offsets only for an explicit "zh".
    Overlapping matches: the leftmost, then the longest wins. Not resolved (returned as nothing): vague words
    ("recently", "the other day"), seasons, bare weekdays in ja/zh (often habits: 水曜日に...).
    """
    if not isinstance(text, str):
        raise InvalidInput("text", f"must be a string, got {type(text).__name__}")
    if isinstance(ref, datetime):
        ref_day = ref.date()
    elif isinstance(ref, date):
        ref_day = ref
    else:
        raise InvalidInput("ref", f"must be a date or datetime, got {type(ref).__name__}")
    if lang is not None:
        check_lang(lang, "lang")
    active = {"en"} | ({"ja", "zh"} if lang is None else {lang})
    found: list[tuple[int, int, DateMention]] = []
    for rule in _RULES:
        if not (rule.langs & active):
            continue
        if rule.explicit and lang is None:
            continue
        for m in rule.pattern.finditer(text):
            res = rule.resolve(m, ref_day, text)
            if res is None:
                continue
            d, gran = res
            found.append((m.start(), -(m.end() - m.start()), DateMention(m.start(), m.end(), m.group(0), d, gran)))
    found.sort(key=lambda x: (x[0], x[1]))
    out: list[DateMention] = []
    last_end = -1
    for start, _, mention in found:
        if start >= last_end:
            out.append(mention)
            last_end = mention.end
    return out


def annotate_dates(text: str, ref: datetime | date, lang: Lang | None = None) -> str:
    """``text`` with the absolute date written after each relative mention, for indexing.

    Format (stable; BM25 and embeddings see it): one space and ``[label]`` right after the mention, where label is
      ``YYYY-MM-DD``                 a day         ("yesterday" -> "yesterday [2023-05-07]")
      ``week of YYYY-MM-DD``         a week, by its Monday   ("last week [week of 2023-05-01]")
      ``weekend of YYYY-MM-DD``      a weekend, by its Saturday ("先週末 [weekend of 2023-05-06]")
      ``YYYY-MM``                    a month       ("last month [2023-04]")
      ``YYYY``                       a year        ("去年 [2022]")
    Annotating twice changes nothing: a mention already followed by its annotation is skipped.
    """
    mentions = resolve_relative_dates(text, ref, lang)
    if not mentions:
        return text
    parts: list[str] = []
    pos = 0
    for mention in mentions:
        ann = f" [{mention.label}]"
        parts.append(text[pos : mention.end])
        if not text.startswith(ann, mention.end):
            parts.append(ann)
        pos = mention.end
    parts.append(text[pos:])
    return "".join(parts)


__all__ = [
    "MONTH_NAMES",
    "DateMention",
    "Granularity",
    "annotate_dates",
    "format_date",
    "parse_locomo_datetime",
    "resolve_relative_dates",
]

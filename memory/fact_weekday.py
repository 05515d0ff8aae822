"""A weekday said beside a full date is spent when the other memory states that date (issue 13, round 23, recall).

"on Tuesday, February 10, 2026" and 令和8年2月10日 state one day: the calendar gives a full date (year, month, day)
its weekday, so the weekday adds nothing the other memory has not said. The reader kept it as a date key
(``wd:tue``) that nothing on the other side could meet, and the pair stayed "unsure" (set w: w22p against w22, w22j;
w11p against w11, w11j, w11z). A weekday key of one memory is spent when:

* that memory states one month, one year (a four-digit number from 1900 to 2100) and a day number whose date in that
  year and month falls on that weekday (the weekday agrees with the date: one said, one implied);
* the other memory states no weekday, and the same month, the same year and that day number.

A weekday that does not agree with its date ("Wednesday, February 10, 2026": a Tuesday) stays a value, and so does
one beside a date without a year (the calendar cannot say its weekday).

**Lists of weekdays in Japanese and Chinese** (:func:`weekday_lists`). Japanese abbreviates a list of weekdays to
their first characters, 月・水・金 ("Mon / Wed / Fri"), 火・金, and Chinese says the weekday word once, 每周一、三、五
("every Monday, Wednesday and Friday"). The date reader (``memory.fact_lexicon.cjk_values``) read only a full
weekday (月曜日, 周一), so 月・金 gave no weekday at all and 、三、五 gave the numbers 3 and 5 (sets o, q, v: o6j2,
q22j2, v25j, v25z). Read: two or more weekday characters joined by ・ or 、 (nothing else between), not inside a
word (no ideograph or digit before the first, none but 曜 after the last: 3月・4月 is no list); in Chinese, 、 and a
weekday numeral right after a 周 / 星期 / 礼拜 weekday.
"""

from __future__ import annotations

import datetime as dt
import re

from .fact_lexicon import _JA_WD, _ZH_WD, Units

_WD = tuple(_JA_WD.values())  # Monday first, as date.weekday() counts


def _years(U: Units) -> list[int]:
    return [int(n) for n in U.nums if n.isdigit() and len(n) == 4 and 1900 <= int(n) <= 2100]


def _days(U: Units) -> set[int]:
    return {int(n) for n in U.nums if n.isdigit() and 1 <= int(n) <= 31}


def _months(U: Units) -> list[int]:
    return [int(d.split(":")[1]) for d in U.dates if d.startswith("month:") and d.split(":")[1].isdigit()]


def implied_weekdays(S: Units, T: Units) -> set[str]:
    """The ``wd:`` keys of ``S`` that its own full date implies and that ``T`` states the date of (module
    docstring)."""
    wds = [d for d in S.dates if d.startswith("wd:")]
    if len(wds) != 1 or any(d.startswith("wd:") for d in T.dates):
        return set()
    months, years = _months(S), _years(S)
    if len(months) != 1 or len(years) != 1 or _months(T) != months or _years(T) != years:
        return set()
    wd = wds[0].removeprefix("wd:")
    for day in _days(S) & _days(T):
        try:
            date = dt.date(years[0], months[0], day)
        except ValueError:
            continue
        if _WD[date.weekday()] == wd:
            return {wds[0]}
    return set()


_JA_LIST = re.compile(
    r"(?<![\u3400-\u9fff0-9０-９])[月火水木金土日](?:[・、][月火水木金土日])+(?=曜|[^\u3400-\u9fff]|$)"
)
# a numeral after 、 that counts or dates something (、三个, 、五月, 、二十) is no weekday
_ZH_CONT = re.compile(r"(?:、[一二三四五六日天](?![一二三四五六七八九十百千万月年日天个號号点點时時次位名岁歳]))+")
_ZH_HEAD = re.compile(r"(?:星期|礼拜|周|週)[一二三四五六日天]")


def weekday_lists(text: str, lang: str, taken: list[tuple[int, int]]) -> tuple[list[str], list[tuple[int, int]]]:
    """The weekdays of the lists in ``text`` that the full-weekday reader did not read (module docstring), and the
    spans they cover; ``taken``: the spans that reader already read (月・水・金曜日: 金曜日 is read there)."""
    keys: list[str] = []
    spans: list[tuple[int, int]] = []
    if lang == "ja":
        for m in _JA_LIST.finditer(text):
            for k, ch in enumerate(m.group(0)):
                at = m.start() + k
                if ch in _JA_WD and not any(a <= at < b for a, b in taken):
                    keys.append(f"wd:{_JA_WD[ch]}")
            spans.append(m.span())
    else:
        for h in _ZH_HEAD.finditer(text):
            m = _ZH_CONT.match(text, h.end())
            if m is None:
                continue
            keys += [f"wd:{_ZH_WD[ch]}" for ch in m.group(0) if ch in _ZH_WD]
            spans.append(m.span())
    return keys, spans


__all__ = ["implied_weekdays", "weekday_lists"]

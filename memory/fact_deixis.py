"""Times said relative to now must agree: "last month" is not "this month" (先月 / 这个月, 去年 / 今年).

Round 14 (set o, pairwise): 先月の電気代は1万2千円くらいだった / 用户这个月的电费大约一万二千日元 met as one fact,
and "last month" / "this month" met within English too: the date reader reads calendar dates, not times said
relative to the moment of speaking, and the month word met the month word. Each memory's deictic times are read
from a closed class (an offset word and a unit: last / this / next + day / week / month / year; 先 / 今 / 来 +
月 / 週, 去年 / 今年 / 来年, 昨日 / 今日 / 明日; 上个 / 这个 / 本 / 下个 + 月 / 周 / 星期, 去年 / 今年 / 明年,
昨天 / 今天 / 明天) as (unit, offset). Two memories that each name one offset for a unit, and not the same one,
differ. A unit said on one side only is left alone ("in March" / "last month" may be one month).

Stop 25 (found by the review tidy): 一昨日 "the day before yesterday" was read as 昨日 (-1), 明日香 (the name Asuka)
as 明日, and 这周围 "around here" as 这周 "this week"; the day two off (一昨日 / 明後日, 前天 / 后天) is read before the
day one off, 明日 before 香 is no time, and 周 before 围 / 边 ("around", "nearby") is no week.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .fact_lexicon import Units

_UNITS_EN = {"day": "day", "week": "week", "month": "month", "year": "year", "weekend": "week"}
_OFFSET_EN = {"last": -1, "previous": -1, "this": 0, "current": 0, "next": 1, "coming": 1}
_DAYS_EN = {"yesterday": -1, "today": 0, "tonight": 0, "tomorrow": 1}

_JA = (
    (re.compile(r"先々月"), "month", -2), (re.compile(r"再来月"), "month", 2),
    (re.compile(r"先月|前月"), "month", -1), (re.compile(r"今月"), "month", 0), (re.compile(r"来月|翌月"), "month", 1),
    (re.compile(r"先週"), "week", -1), (re.compile(r"今週"), "week", 0), (re.compile(r"来週|翌週"), "week", 1),
    (re.compile(r"一昨年|おととし"), "year", -2), (re.compile(r"去年|昨年"), "year", -1),
    (re.compile(r"今年"), "year", 0), (re.compile(r"来年|翌年"), "year", 1),
    (re.compile(r"一昨日|おととい"), "day", -2), (re.compile(r"明後日|あさって"), "day", 2),
    (re.compile(r"昨日"), "day", -1), (re.compile(r"今日"), "day", 0), (re.compile(r"明日(?!香)"), "day", 1),
)  # fmt: skip
_ZH = (
    (re.compile(r"上个?月|上個?月"), "month", -1), (re.compile(r"这个?月|這個?月|本月"), "month", 0),
    (re.compile(r"下个?月|下個?月"), "month", 1),
    (re.compile(r"上(?:周|週|个星期|個星期|星期|礼拜)(?![围圍边邊])"), "week", -1),
    (re.compile(r"(?:这|這|本)(?:周|週|个星期|個星期|星期)(?![围圍边邊])"), "week", 0),
    (re.compile(r"下(?:周|週|个星期|個星期|星期|礼拜)(?![围圍边邊])"), "week", 1),
    (re.compile(r"前年"), "year", -2), (re.compile(r"去年"), "year", -1), (re.compile(r"今年"), "year", 0),
    (re.compile(r"明年"), "year", 1), (re.compile(r"后年|後年"), "year", 2),
    (re.compile(r"前天"), "day", -2), (re.compile(r"后天|後天"), "day", 2),
    (re.compile(r"昨天"), "day", -1), (re.compile(r"今天"), "day", 0), (re.compile(r"明天"), "day", 1),
)  # fmt: skip


@lru_cache(maxsize=4096)
def deictic_times(U: Units) -> dict[str, frozenset[int]]:
    """unit -> the offsets from now the memory names for it ("last month" -> {"month": {-1}})."""
    out: dict[str, set[int]] = {}
    if U.lang == "en":
        w = U.words
        for k, x in enumerate(w):
            if x in _DAYS_EN:
                out.setdefault("day", set()).add(_DAYS_EN[x])
            elif x in _OFFSET_EN and k + 1 < len(w) and w[k + 1] in _UNITS_EN:
                if x == "last" and k > 0 and w[k - 1] in ("the", "its", "their"):
                    continue  # "the last week of March": the final one, not the one before now
                out.setdefault(_UNITS_EN[w[k + 1]], set()).add(_OFFSET_EN[x])
    else:
        text = U.text
        taken: set[int] = set()
        for rx, unit, off in _JA if U.lang == "ja" else _ZH:
            for m in rx.finditer(text):
                if taken & set(range(m.start(), m.end())):
                    continue
                taken |= set(range(m.start(), m.end()))
                out.setdefault(unit, set()).add(off)
    return {k: frozenset(v) for k, v in out.items()}


def deixis_difference(A: Units, B: Units) -> tuple[list[str], list[str]] | None:
    """(a's, b's) when both memories name one offset from now for the same unit and the offsets differ."""
    ta, tb = deictic_times(A), deictic_times(B)
    for unit in sorted(set(ta) & set(tb)):
        oa, ob = ta[unit], tb[unit]
        if len(oa) == 1 and len(ob) == 1 and oa != ob:
            (x,), (y,) = oa, ob
            return [f"{unit}{x:+d}"], [f"{unit}{y:+d}"]
    return None


__all__ = ["deictic_times", "deixis_difference"]

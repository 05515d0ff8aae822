"""Numbers with their units, one spelling across en / ja / zh: clock times, amounts of money, measures, how often.

"10 am", 午前10時, 上午10点 and "10:00" are one time; "1,200 yen", 1200円 and 一千二百日元 one amount; "twice a week",
週に2回 and 每周两次 one frequency; "50 mg" and 50毫克 one dose. Read word by word, these differ in words that carry
no value of their own (am, 午前, 円 against yen, 回, 毫克), and the link check, which needs every value-bearing word
of both memories to meet, was left unsure. This pass, run before the words are read, turns each such phrase into
a normalised quantity and blanks it from the text:

- clock time -> ``time:HH:MM`` (a date-like value: 3 pm = 15:00 = 午後3時 = 下午3点; a bare 10時 / 10:00 is read as
  written, on the 24-hour clock, so 午後10時 (22:00) and 10時 differ);
- an amount's currency or a measure's unit -> the number stays a number, the unit becomes ``unit:CLASS`` (jpy,
  cny, usd, eur, mg, kg, km, gb, ...): another currency or unit is a differing value, a unit on one side only is
  unmatched (unsure);
- a frequency (週に2回, 一周两次, "3 times a week") -> the period and the count, as "twice a week" already reads.

Different numbers or unit classes stay different: this gives values more ways to meet, it never excuses one.
Words that only name what a unit measures ("20 GB of data", 20GBのデータ) go with their unit.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from .fact_lexicon import cjk_number
from .number_words import EN_ORDINALS, cardinal_alternatives

_EN_NUM = r"\d+(?:[.,]\d+)*(?:\s+(?:thousand|million|billion))?"
_CJK_NUM = r"[0-9〇零一二两兩三四五六七八九十百千万萬億亿]+(?:[.,][0-9]+)?"
_FILL = {"en": " , ", "ja": "、", "zh": "，"}  # what a consumed phrase leaves: no word, no number

# ---------------------------------------------------------------------------------------------- clock times

_EN_TIME = re.compile(
    r"\b(?P<h>\d{1,2})(?::(?P<m>\d{2}))?\s*(?P<ap>a\.?m\b\.?|p\.?m\b\.?)"
    r"|\b(?P<h2>\d{1,2}):(?P<m2>\d{2})\b"
    r"|\b(?P<h3>\d{1,2})\s*o'clock\b",
    re.I,
)
# a clock written in digits inside Japanese or Chinese text (2026年2月10日13:00, 22:00到7:00): no word boundary
# separates it from the characters around it, so the English pattern's \b never meets it (round 29)
_CJK_DIGIT_CLOCK = re.compile(r"(?<![\d:.])(?P<h>\d{1,2}):(?P<m>\d{2})(?![\d:])")
_CJK_AM = ("午前", "朝", "上午", "早上", "早晨", "凌晨")
_CJK_PM = ("午後", "夜", "下午", "晚上", "傍晚", "夜の", "夕方")
_CJK_TIME = re.compile(
    r"(?P<ap>" + "|".join(_CJK_AM + _CJK_PM) + r")?\s*(?P<h>" + _CJK_NUM + r")\s*(?:点钟|點鐘|時(?!間)|时(?!间)|点|點)"
    r"\s*(?:(?P<half>半)|(?P<m>" + _CJK_NUM + r")\s*分(?!钟|間|间))?"
)


def _clock(h: int, m: int, ap: str | None) -> str | None:
    if ap is not None:
        if not 1 <= h <= 12:
            return None
        h = h % 12 + (12 if ap == "pm" else 0)
    if not (0 <= h <= 24 and 0 <= m < 60):
        return None
    return f"time:{h:02d}:{m:02d}"


# ---------------------------------------------------------------------------------------------- units

# currency and measure words right after (or, for symbols, before) a number -> unit class. "won" is left out (a verb
# as often as a currency); "pound" is a class of its own, weight or sterling, as ポンド is in Japanese.
_EN_UNITS: dict[str, str] = {
    "yen": "jpy", "jpy": "jpy", "yuan": "cny", "rmb": "cny", "cny": "cny", "renminbi": "cny",
    "dollar": "usd", "dollars": "usd", "usd": "usd", "euro": "eur", "euros": "eur", "eur": "eur",
    "pound": "pound", "pounds": "pound", "gbp": "pound", "lb": "pound", "lbs": "pound",
    "mg": "mg", "milligram": "mg", "milligrams": "mg", "gram": "g", "grams": "g",
    "kg": "kg", "kilogram": "kg", "kilograms": "kg", "kilo": "kg", "kilos": "kg",
    "km": "km", "kilometre": "km", "kilometres": "km", "kilometer": "km", "kilometers": "km",
    "cm": "cm", "centimetre": "cm", "centimetres": "cm", "centimeter": "cm", "centimeters": "cm",
    "ml": "ml", "millilitre": "ml", "millilitres": "ml", "milliliter": "ml", "milliliters": "ml",
    "gb": "gb", "gigabyte": "gb", "gigabytes": "gb", "gig": "gb", "gigs": "gb", "mb": "mb", "megabytes": "mb",
    "tb": "tb", "terabyte": "tb", "terabytes": "tb",
    "kw": "kw", "kilowatt": "kw", "kilowatts": "kw",
}  # fmt: skip
_EN_SYMBOLS = {"¥": "jpy", "￥": "jpy", "$": "usd", "€": "eur", "£": "pound"}
# longest first, so 日元 is read before 元 and 毫克 before 克
_CJK_UNITS: dict[str, str] = {
    "円": "jpy", "日元": "jpy", "日圓": "jpy", "日币": "jpy", "日幣": "jpy",
    "人民币": "cny", "人民幣": "cny", "块钱": "cny", "块": "cny", "元": "cny",
    "美元": "usd", "美金": "usd", "ドル": "usd", "欧元": "eur", "歐元": "eur", "ユーロ": "eur",
    "英镑": "pound", "英鎊": "pound", "ポンド": "pound",
    "毫克": "mg", "ミリグラム": "mg", "mg": "mg", "公斤": "kg", "千克": "kg", "キログラム": "kg",
    "kg": "kg", "克": "g", "グラム": "g", "公里": "km", "キロメートル": "km", "km": "km", "厘米": "cm",
    # キロ alone is kilometres or kilograms: left a word (the lexicon glosses both), so it never differs wrongly
    "センチ": "cm", "cm": "cm", "毫升": "ml", "ミリリットル": "ml", "ml": "ml",
    "GB": "gb", "ギガ": "gb", "MB": "mb", "メガ": "mb", "TB": "tb",
    "キロワット": "kw", "千瓦": "kw", "kW": "kw", "kw": "kw",
}  # fmt: skip
# a word that only names what its unit measures: said with the unit, it adds nothing ("of data" in English is in
# the pattern below)
_CJK_DIMENSION = {"gb": ("のデータ", "データ", "的数据", "数据", "流量"), "mb": ("のデータ", "数据", "流量"),
                  "tb": ("のデータ", "数据")}  # fmt: skip

_EN_UNIT_RE = re.compile(
    r"(?P<sym>[¥￥$€£])\s*(?P<n0>" + _EN_NUM + r")"
    r"|(?P<n>" + _EN_NUM + r")(?:\s*|-)(?P<u>" + "|".join(sorted(_EN_UNITS, key=len, reverse=True)) + r")\b"
    r"(?P<dim>\s+of\s+(?:mobile\s+)?data\b)?",
    re.I,
)
# 块 is a currency ("三块钱", "五十块", "三块五") or the classifier of a thing (一块墓地 "a plot", 一块蛋糕): the money
# only where no noun follows it (round 25)
KUAI_MONEY = "块(?![\u4e00-\u9fff])|块(?=[钱零一二两三四五六七八九半])"
_CJK_UNIT_RE = re.compile(
    r"(?P<n>"
    + _CJK_NUM
    + r")\s*(?P<u>"
    + "|".join(KUAI_MONEY if k == "块" else k for k in sorted(_CJK_UNITS, key=len, reverse=True))
    + r")"
)
_ENERGY_AFTER = re.compile(r"[-\s]*(?:h\b|hrs?\b|hours?\b|時|时)", re.I)  # kWh, キロワット時, 千瓦时: energy, no power

# ---------------------------------------------------------------------------------------------- frequency

_CJK_FREQ = re.compile(
    r"(?<![0-9〇零一二两兩三四五六七八九十])(?P<pre>毎|每|一|1)?(?:个|個|ヶ|か|カ)?"
    r"(?P<p>週|周|星期|月|年|日|天)\s*(?:に|で)?\s*(?P<n>" + _CJK_NUM + r")\s*(?:回|度|次)"
)
# the period, then a short verb, then the count (每天服用一次, 每周去两次, 毎日飲む2回 is not Japanese): the verb stays
# in the text; a clause break or a number between them is not crossed (round 12b)
_CJK_FREQ_SPLIT = re.compile(
    r"(?<![0-9〇零一二两兩三四五六七八九十])(?P<pre>毎|每|一)(?:个|個)?(?P<p>週|周|星期|月|天)"
    r"(?P<v>[\u3041-\u309f\u4e00-\u9fff]{1,4}?)(?P<n>[0-9〇零一二两兩三四五六七八九十]+)\s*(?:回|次)"
)
_NUMBER_CHARS = re.compile(r"[0-9〇零一二两兩三四五六七八九十百千万]")
_CJK_FREQ_VERB = re.compile(r"[\u4e00-\u9fff]{1,3}")  # Chinese: a verb of one to three characters, no kana
_P_UNIT = {"週": "week", "周": "week", "星期": "week", "月": "month", "年": "year", "日": "day", "天": "day"}
_EN_TIMES = re.compile(r"\b(?P<n>\d+|" + cardinal_alternatives(range(1, 11)) + r")\s+times\b", re.I)  # one .. ten


# ---------------------------------------------------------------------------------------------- school years

# One scale for a child's school year across the three systems people name it in: "fifth grade" / "a fifth
# grader" (US grades 1-12), 小学5年生 / 中学2年生 / 高校2年生 (Japanese school and year), 五年级 / 初二 / 高二 (Chinese,
# often abbreviated): grade K = elementary year K, junior high year N = grade 6 + N, senior high year N = grade 9 + N.
# University years are a scale of their own (大学2年生, 大二, "second-year university student").
_ORD = EN_ORDINALS  # first .. twelfth
_EN_ORD = r"(?:" + "|".join(_ORD) + r"|\d{1,2}(?:st|nd|rd|th)?)"
_LEVEL_OFFSET = {"elementary": 0, "primary": 0, "junior high": 6, "middle": 6, "high": 9, "senior high": 9,
                 "小学": 0, "小": 0, "中学": 6, "中": 6, "初中": 6, "初": 6, "高校": 9, "高等学校": 9, "高中": 9,
                 "高": 9}  # fmt: skip
_UNIVERSITY = ("university", "college", "大学", "大")
_EN_GRADE = re.compile(
    r"\b(?P<n>" + _EN_ORD + r")[ -]grade(?:rs?)?\b|\bgrade (?P<n2>\d{1,2})\b"
    r"|\b(?P<n3>" + _EN_ORD + r")[ -]year (?:(?P<lvl>elementary|primary|junior high|middle|senior high|high) school"
    r"|(?P<uni>university|college))(?: student)?",
    re.I,
)
_NAME_BEFORE = re.compile(r"\S\s+[A-Z][\w-]*\s+$")  # a capitalised word, not the first of the text, then "Grade N"
_CJK_YEAR_DIGIT = r"[1-6一二三四五六]"
_NOT_AFTER_ABBR = r"[0-9〇零一二两三四五六七八九十百千万年月日号時时点分]"  # 高二 is a year; 中2年 / 大三十 are not
_CJK_GRADE = re.compile(
    r"(?P<lvl>小学校?|中学校?|初中|高中|高等学校|高校|大学)\s*(?P<n>" + _CJK_YEAR_DIGIT + r")\s*(?:年生|年级|年級|年)"
    r"|(?P<n2>" + _CJK_YEAR_DIGIT + r")\s*(?:年生|年级|年級)"
    r"|(?<![月正])(?P<abbr>[小初中高大])(?P<n3>" + _CJK_YEAR_DIGIT + r")(?!" + _NOT_AFTER_ABBR + r")"
)


_ZH_ATTEND = frozenset("读讀念上")  # verbs of attending a school year (读三年级, 上初二): part of the grade (round 12b)


def _school_year(level: str | None, n: int, uni: bool = False) -> str | None:
    if uni:
        return f"uni:{n}" if 1 <= n <= 6 else None
    k = _LEVEL_OFFSET.get(level.lower() if level else "", 0) + n
    return f"grade:{k}" if 1 <= k <= 12 else None


def _ordinal(raw: str) -> int | None:
    low = raw.lower()
    if low in _ORD:
        return _ORD[low]
    digits = re.match(r"\d+", low)
    return int(digits.group(0)) if digits else None


@dataclass
class Quantities:
    """What the pass read, and the text left for the word reader."""

    text: str
    nums: list[str] = field(default_factory=list)
    dates: list[str] = field(default_factory=list)
    periods: list[str] = field(default_factory=list)
    units: list[str] = field(default_factory=list)


_SCALE = {"thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000}


def _num(raw: str, lang: str) -> int | float | None:
    s = raw.replace(",", "")
    parts = s.split()
    if len(parts) == 2 and parts[1].lower() in _SCALE:  # "4 million" (yen): one number, as 400万 is
        base = _num(parts[0], lang)
        return None if base is None else base * _SCALE[parts[1].lower()]
    if re.fullmatch(r"\d+(?:\.\d+)?", s):
        v = float(s)
        return int(v) if v == int(v) else v
    return cjk_number(s) if lang != "en" else None


def _key(v: int | float) -> str:
    return str(int(v)) if v == int(v) else str(v)


def _free(rx: re.Pattern[str], text: str, spans: list[tuple[int, int]]) -> Iterator[re.Match[str]]:
    """The matches of ``rx`` that start outside what an earlier reading took (a time's 10 is no amount)."""
    for m in rx.finditer(text):
        if not any(a <= m.start() < b for a, b in spans):
            yield m


_ISO_DATE = re.compile(r"\b(?P<y>(?:19|20)\d\d)-(?P<m>\d{1,2})-(?P<d>\d{1,2})\b")
_MONTH_NOT_AFTER = "0123456789〇零一二两兩三四五六七八九十毎每个個ヶか数何先今来本同当前上下"


def _per_month_before(text: str, start: int) -> bool:
    """An amount right after a bare 月 (月8万5千円, 月6万8千円): per month. Not a month of the year (3月), nor 毎月 /
    每个月 (already a period), nor 先月 / 今月 / 来月 (a particular month)."""
    return start >= 1 and text[start - 1] == "月" and (start < 2 or text[start - 2] not in _MONTH_NOT_AFTER)


# Japanese era names (元号) with the Gregorian year before each era's first: an era year N is base + N, 元年 is N = 1
_ERAS = {"明治": 1867, "大正": 1911, "昭和": 1925, "平成": 1988, "令和": 2018}
_ERA_YEAR = re.compile(r"(?P<era>" + "|".join(_ERAS) + r")\s*(?P<n>元|" + _CJK_NUM + r")\s*年")


def gregorian_eras(text: str) -> str:
    """An era year written with its era name (令和9年, 平成元年, 昭和六十年) as the Gregorian year (2027年, 1989年,
    1985年): the same date is then one number in every language ("2027-04-01", 2027年4月1日). A conversion, not a
    table of dates: the era's base year plus its year number. A number that is no year of that era (令和0年) is
    left as written."""

    def repl(m: re.Match[str]) -> str:
        n = 1 if m.group("n") == "元" else cjk_number(m.group("n").replace(",", ""))
        if n is None or not 1 <= n <= 99:
            return m.group(0)
        return f"{_ERAS[m.group('era')] + n}年"

    return _ERA_YEAR.sub(repl, text)


def normalise_quantities(text: str, lang: str) -> Quantities:
    """Read clock times, units and frequencies out of ``text`` (already NFKC-normalised); see the module doc."""
    if lang != "en":
        text = gregorian_eras(text)  # 令和9年 -> 2027年 (round 12b)
    q = Quantities(text)
    fill = _FILL.get(lang, " ")
    spans: list[tuple[int, int]] = []

    def take(m: re.Match[str]) -> None:
        spans.append(m.span())

    if lang == "en":
        for m in _ISO_DATE.finditer(text):  # 2027-03-31: the year, the month and the day, as 2027年3月31日 says them
            if 1 <= int(m.group("m")) <= 12 and 1 <= int(m.group("d")) <= 31:
                q.nums.append(str(int(m.group("d"))))  # the year stays in the text: "until 2027" is a deadline
                q.dates.append(f"month:{int(m.group('m'))}")
                spans.append((m.end("y"), m.end()))
        for m in _EN_GRADE.finditer(text):
            if m.group("n2") and _NAME_BEFORE.search(text, 0, m.start()):
                continue  # "Eiken Grade 2": a level of the named exam (英検2級), no school year (round 29)
            n = _ordinal(m.group("n") or m.group("n2") or m.group("n3"))
            key = _school_year(m.group("lvl"), n, bool(m.group("uni"))) if n is not None else None
            if key:
                q.nums.append(key)
                take(m)
        for m in _EN_TIME.finditer(text):
            if m.group("h") is not None:
                ap = "pm" if m.group("ap").lower().startswith("p") else "am"
                key = _clock(int(m.group("h")), int(m.group("m") or 0), ap)
            elif m.group("h2") is not None:
                key = _clock(int(m.group("h2")), int(m.group("m2")), None)
            else:
                key = _clock(int(m.group("h3")), 0, None)
            if key:
                q.dates.append(key)
                take(m)
        for m in _free(_EN_UNIT_RE, text, spans):
            unit = _EN_SYMBOLS[m.group("sym")] if m.group("sym") else _EN_UNITS[m.group("u").lower()]
            if unit == "kw" and _ENERGY_AFTER.match(text, m.end()):
                continue
            v = _num(m.group("n0") or m.group("n"), "en")
            if v is None:
                continue
            q.nums.append(_key(v))
            q.units.append(f"unit:{unit}")
            take(m)
        for m in _EN_TIMES.finditer(text):
            # "three times a week": the count stays (a number word or digits), "times" is only its counter
            spans.append((m.start("n") + len(m.group("n")), m.end()))
    else:
        for m in _CJK_GRADE.finditer(text):
            raw = m.group("n") or m.group("n2") or m.group("n3")
            n = cjk_number(raw)
            level = m.group("lvl") or m.group("abbr")
            uni = level in _UNIVERSITY
            key = _school_year(None if uni else level, n, uni) if n is not None else None
            if key:
                q.nums.append(key)
                start = m.start()
                if lang == "zh" and start >= 1 and text[start - 1] in _ZH_ATTEND:
                    start -= 1  # 在公立小学读三年级: "is in third grade"; the verb of attending says the grade
                spans.append((start, m.end()))
        for m in _free(_CJK_DIGIT_CLOCK, text, spans):
            key = _clock(int(m.group("h")), int(m.group("m")), None)
            if key:
                q.dates.append(key)
                take(m)
        for m in _free(_CJK_TIME, text, spans):
            h = _num(m.group("h"), lang)
            mm = 30 if m.group("half") else (_num(m.group("m"), lang) if m.group("m") else 0)
            if h is None or mm is None or not isinstance(h, int) or not isinstance(mm, int):
                continue
            ap = m.group("ap")
            if ap is None and m.group("h") == "一":
                continue  # 一点 "a little", 一時 "for a while": a clock time only with digits or a part of the day
            key = _clock(h, mm, None if ap is None else ("am" if ap in _CJK_AM else "pm"))
            if key:
                q.dates.append(key)
                take(m)
        for m in _free(_CJK_FREQ, text, spans):
            n = _num(m.group("n"), lang)
            if n is None:
                continue
            q.periods.append(f"per:{_P_UNIT[m.group('p')]}")
            q.nums.append(_key(n))
            take(m)
        for m in _free(_CJK_FREQ_SPLIT, text, spans):
            n = _num(m.group("n"), lang)
            if n is None or _NUMBER_CHARS.search(m.group("v")) or not _CJK_FREQ_VERB.fullmatch(m.group("v")):
                continue
            q.periods.append(f"per:{_P_UNIT[m.group('p')]}")
            q.nums.append(_key(n))
            spans.append((m.start(), m.start("v")))
            spans.append((m.start("n"), m.end()))
        for m in _free(_CJK_UNIT_RE, text, spans):
            u = m.group("u")
            if u == "元" and lang == "ja" and not re.search(r"\d|[万千百]", m.group("n")):
                continue  # 一元 "one origin"; 元 after a written amount is yuan in Japanese too
            n = _num(m.group("n"), lang)
            if n is None:
                continue
            unit = _CJK_UNITS[u]
            if unit == "kw" and _ENERGY_AFTER.match(text, m.end()):
                continue
            q.nums.append(_key(n))
            q.units.append(f"unit:{unit}")
            start, end = m.start(), m.end()
            if _per_month_before(text, start):
                q.periods.append("per:month")  # 家賃は月8万5千円: "85,000 yen a month" (round 11b)
                start -= 1
            for dim in _CJK_DIMENSION.get(unit, ()):
                if text.startswith(dim, end):
                    end += len(dim)
                    break
            spans.append((start, end))
    if spans:
        out = []
        last = 0
        for a, b in sorted(spans):
            if a < last:
                continue
            out.append(text[last:a])
            out.append(fill)
            last = b
        out.append(text[last:])
        q.text = "".join(out)
    return q


__all__ = ["Quantities", "normalise_quantities"]

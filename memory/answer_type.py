"""Answer types (classic QA question classification, Li & Roth 2002), in English, Japanese and Chinese.

Why: the two small encoders confuse two memories of one user that share a topic but answer different questions
("working hours" -> the hourly wage rather than the night shifts; "who is visiting" -> the appointment at the
immigration bureau rather than the visiting mother). Such a question says what KIND of value it wants (a person, a
place, a time, an amount of money, a count), and a memory either holds a value of that kind or not. Neither encoder
reads that; a bit per candidate does, and the learned ranker (memory.ranker) weighs it.

* :func:`question_types` reads the expected types from question words and the question's focus noun ("who", 誰,
  谁; "where", どこ, 哪里; "when", "what time", いつ, 什么时候; "how much", いくら, 多少钱; "how many", 何人, 几个),
  by closed word lists: cheap enough to run once per search.
* :func:`value_types` reads which kinds of value a memory holds, from the units issue 13's fact reader already
  extracts (:func:`memory.fact_units.extract`: dates, clock times, amounts with their currency, numbers, content
  terms with their English glosses), so one English word list serves all three languages (母 / 妈妈 -> mother,
  夜勤 -> night shift, 駅 / 站 -> station). It runs once per item when the item is indexed, never per search.

Both are bit masks over :data:`TYPES`; :func:`features` turns a question's mask and the items' masks into the
ranker's columns.
"""

from __future__ import annotations

import logging
import re
import unicodedata
from functools import lru_cache

import numpy as np

from .calendar_words import EN_MONTHS

_log = logging.getLogger(__name__)

PERSON, PLACE, TIME, MONEY, COUNT = 1, 2, 4, 8, 16
NAME = 32  # a proper name (a person or a place: the reader cannot tell which)
TYPES = {"person": PERSON, "place": PLACE, "time": TIME, "money": MONEY, "count": COUNT, "name": NAME}
TYPED = PERSON | PLACE | TIME | MONEY | COUNT

# ------------------------------------------------------------------------------------------------ questions

_EN_FOCUS = {
    PERSON: r"person|people|relative|family\s+member|friend|teacher|doctor",
    PLACE: r"city|town|village|station|country|prefecture|ward|area|neighbou?rhood|place|address|location|"
    r"hospital|clinic|office|airport",
    TIME: r"time|day|date|month|year|season|hours?|schedule|weekday|night|morning|evening",
    MONEY: r"price|cost|budget|rent|salary|wage|fee|fare",
    COUNT: r"number|age|floor|size|year|grade",  # "what year (of school)": a date or an ordinal
}
_AUX = r"(?:do|does|did|is|are|was|were|will|would|should|can|could|am|must|have|has)\b"
_EN_Q: list[tuple[int, re.Pattern[str]]] = [
    (PERSON, re.compile(r"\bwho(?:m|se)?\b", re.I)),
    # "where" / "when" as question words, not as conjunctions ("a problem where I live", "anxious when I call")
    (PLACE, re.compile(r"\bwhere\s+" + _AUX + r"|^\W*where\b", re.I)),
    (TIME, re.compile(r"\bwhen\s+" + _AUX + r"|^\W*when\b|\bwhat\s+time\b|\bhow\s+(?:early|late)\b", re.I)),
    (MONEY, re.compile(r"\bhow\s+much\b(?!\s+(?:time|longer))", re.I)),
    (COUNT, re.compile(r"\bhow\s+(?:many|old|tall|big|far)\b", re.I)),
]
# "what / which [kind of] [adjective] NOUN": the focus noun within three words of the question word
_EN_WH = (
    r"\b(?:what|which)(?:\s+(?:kind|sort|type)\s+of)?(?:\s+(?:is|are|was|were|'s)\s+(?:my|the|our|his|her))?"
    r"(?:\s+(?!(?:do|does|did|is|are|was|were|will|can|should|must|have|has|i|you|we|he|she|they|it)\b)\w+){0,2}?\s+"
)
for _t, _nouns in _EN_FOCUS.items():
    _EN_Q.append((_t, re.compile(_EN_WH + r"(?:" + _nouns + r")\b", re.I)))

_JA_Q: list[tuple[int, re.Pattern[str]]] = [
    (PERSON, re.compile(r"誰|だれ|どなた|どの人|どんな人")),
    (
        PLACE,
        re.compile(r"どこ(?!を)|どちらに|どちらへ|どの(?:都市|町|街|駅|国|県|区|市|辺|場所|病院)|何(?:県|区|市|駅)"),
    ),
    # 何日 asks for a day of the month; 何日間 for a number of days
    (TIME, re.compile(r"いつ|何時|何曜|何月|何日(?!間)|何年に|時間|時期|季節|曜日|日程|スケジュール")),
    (MONEY, re.compile(r"いくら|値段|料金|費用|予算|家賃|給料|時給|月給|代金|金額|会費")),
    (COUNT, re.compile(r"何人|何歳|いくつ|何個|何回|何階|何番|何本|何匹|何枚|何年生|何名|何日間")),
]
_ZH_Q: list[tuple[int, re.Pattern[str]]] = [
    (PERSON, re.compile(r"谁|誰|哪位|什么人")),
    (PLACE, re.compile(r"哪里|哪儿|哪裡|哪兒|什么地方|哪(?:个|座|家)?(?:城市|国家|國家|车站|車站|地方|区|省|医院)")),
    (
        TIME,
        re.compile(
            r"什么时候|甚麼時候|什麼時候|几点|幾點|哪天|哪一天|星期几|几月|几号|何时|时间|時間|季节|周几|礼拜几"
        ),
    ),
    (
        MONEY,
        re.compile(r"多少钱|多少錢|价格|价钱|價格|费用|費用|预算|預算|房租|租金|工资|薪水|时薪|月薪|会员费|费是多少"),
    ),
    (COUNT, re.compile(r"几(?:个|岁|口|位|次|楼|层|年级|只|本)|多少(?:个|人|次|岁)|多大")),
]


@lru_cache(maxsize=4096)
def question_types(query: str) -> int:
    """The answer types a question asks for (a mask over TYPES; 0: an untyped question, "what do I like?")."""
    q = unicodedata.normalize("NFKC", query)
    mask = 0
    rules = _JA_Q if re.search(r"[\u3040-\u30ff]", q) else _ZH_Q if re.search(r"[\u4e00-\u9fff]", q) else _EN_Q
    for t, rx in rules:
        if rx.search(q):
            mask |= t
    return mask


# ------------------------------------------------------------------------------------------------ memories

_PERSON_WORDS = (
    "mother father parent mom mum dad sister brother sibling wife husband spouse son daughter child children kid "
    "baby grandmother grandfather grandparent grandson granddaughter grandchild aunt uncle cousin nephew niece "
    "friend boyfriend girlfriend partner fiance fiancee colleague coworker boss manager teacher tutor doctor "
    "dentist nurse neighbour neighbor landlord landlady roommate classmate family relative mr ms mrs"
)
_PLACE_WORDS = (
    "station city town village country prefecture ward bureau office embassy consulate hospital clinic school "
    "university college airport port park shrine temple museum library store shop supermarket restaurant cafe "
    "gym bank post hall island mountain beach district"
)
_TIME_WORDS = (
    "spring summer autumn winter season morning afternoon evening night midnight noon dawn weekend tomorrow "
    "yesterday tonight today daily weekly monthly yearly annual annually everyday"
)
# a point in time said relatively ("next month"); a frequency ("every month", 毎月, 每月) is a rate, not a time
_REL_TIME = re.compile(
    r"\b(?:next|last|this)\s+(?:week|month|year|weekend)\b|来月|先月|今月|来週|先週|今週|来年|去年|今年|"
    r"下个?月|上个?月|这个?月|下周|上周|这周|下星期|上星期|明年",
    re.I,
)
# a written place name's head (新宿駅, 新宿站, 大阪市, 成田空港): the lexicon does not know every station
_CJK_PLACE_SUFFIXES = (
    "駅",
    "站",
    "市",
    "県",
    "省",
    "区",
    "町",
    "村",
    "空港",
    "机场",
    "機場",
    "病院",
    "医院",
    "大学",
    "学校",
    "公園",
    "公园",
    "役所",
    "事務所",
    "大使館",
    "大使馆",
    "銀行",
    "银行",
)
# A day of the month is a date, not a count: "on the 25th (of each month)", "by the 5th", 毎月25日, 月の5日, 20日に,
# 每月5号, 每个月15日, 25日发工资. The English ordinal stands alone or before "of <month>" ("the 3rd floor" and "my
# 2nd son" number things; "in the 4th" is a quarter or a grade); a Japanese 日 is a day when a month leads it or に
# follows it (25日間, 3日で, 3日後 and 2日に1回 "every other day" are numbers of days); a Chinese 号 / 日 is a day when
# a month leads it, or a bare 日 before a verb (3日游, 5日内: numbers of days; 25天, 5号楼, 3号线 are no days at all).
_EN_MONTH_WORDS = "|".join(sorted(EN_MONTHS, key=len, reverse=True))
_DAY_NUM = r"(3[01]|[12][0-9]|0?[1-9])"
_DAY_OF_MONTH: dict[str, tuple[re.Pattern[str], ...]] = {
    "en": (
        re.compile(
            r"(?<!\bin )\bthe\s+"
            + _DAY_NUM
            + r"(?:st|nd|rd|th)\b(?=\s+of\s+(?:(?:each|every|the|this|next|last|a|that)\s+"
            r"month|" + _EN_MONTH_WORDS + r")\b|\s*(?:[.,;:!?)]|$)|\s+(?:and|or|through|until|at|on|every|each|"
            r"when|but|so|because)\b)",
            re.I,
        ),
    ),
    "ja": (
        re.compile(r"(?:毎月|月)の?" + _DAY_NUM + r"日(?!間|後|前|目|以内|おき|ごと|分)"),
        re.compile(r"(?<![0-9月])" + _DAY_NUM + r"日(?=に(?![0-9一二三四五六七八九十何数]))"),
    ),
    "zh": (
        re.compile(
            r"(?:每个?月|每個月|月)的?" + _DAY_NUM + r"[日号號](?![0-9]|楼|樓|线|線|房|床|门|門|游|遊|内|內|后|後)"
        ),
        re.compile(
            r"(?<![0-9月])" + _DAY_NUM + r"日(?![0-9一二三四五六七八九十两兩]|游|遊|内|內|后|後|以内|之内|左右|间|間)"
            r"(?=[\u4e00-\u9fff])"
        ),
    ),
}


def _days_of_month(text: str, lang: str) -> list[str]:
    """The days of the month a text states, as the fact reader writes its numbers ("05" -> "5")."""
    t = unicodedata.normalize("NFKC", text)
    return [str(int(m.group(1))) for rx in _DAY_OF_MONTH.get(lang, ()) for m in rx.finditer(t)]


_CURRENCIES = frozenset({"unit:jpy", "unit:cny", "unit:usd", "unit:eur", "unit:pound"})


@lru_cache(maxsize=1)
def _stems() -> dict[str, int]:
    from .fact_lexicon import stem

    out: dict[str, int] = {}
    for words, t in ((_PERSON_WORDS, PERSON), (_PLACE_WORDS, PLACE), (_TIME_WORDS, TIME)):
        for w in words.split():
            out[stem(w)] = out.get(stem(w), 0) | t
    return out


def _reading_lang(text: str) -> str:
    """The language to read a memory in: kana -> ja; Han-dominant without kana -> zh unless its characters say ja
    (memory.text.detect_language answers the user's default for kanji-only text such as 我在便利店上夜班, which
    would then be read as English and hold nothing); else en."""
    from .text import detect_language

    if re.search(r"[\u3040-\u30ff]", text):
        return "ja"
    han = len(re.findall(r"[\u4e00-\u9fff]", text))
    if han and han * 2.5 >= len(re.findall(r"[A-Za-z]", text)):
        return detect_language(text, default="zh")
    return "en"


@lru_cache(maxsize=8192)
def value_types(text: str, lang: str | None = None) -> int:
    """The kinds of value a memory holds (a mask over TYPES), read from issue 13's units (module doc)."""
    from .fact_units import extract

    try:
        lang = lang or _reading_lang(text)
        u = extract(text, lang)
    except Exception:  # an unreadable text holds no typed value: a ranking hint must never fail a write
        _log.warning("answer types: could not read the values of a %d-character memory; it holds none", len(text))
        return 0
    mask = 0
    units = set(u.units)
    if units & _CURRENCIES:
        mask |= MONEY
    # a day of the month says when (beside money too: the day rent is paid), and its number counts nothing
    days = _days_of_month(text, lang)
    nums = list(u.nums)
    for d in days:
        if d in nums:
            nums.remove(d)
    # a schedule (every evening, 毎晩, 每周三) says when; a rate (yen per hour, 月8万円) is money, not a time
    if u.dates or days or (u.periods and not units & _CURRENCIES) or _REL_TIME.search(text):
        mask |= TIME
    if nums and not (units & _CURRENCIES) and not u.dates:
        mask |= COUNT
    stems = _stems()
    for term in u.terms:
        if term.lang != "en" and term.surface.endswith(_CJK_PLACE_SUFFIXES):
            mask |= PLACE  # before the predicates are skipped: jieba may read a lone 站 as "to stand"
        if term.pred or not term.known:
            continue  # a word the lexicon does not know has its characters' glosses (时 "season"): no type
        for s in term.glosses or {term.key}:
            mask |= stems.get(s, 0)
        if term.proper:
            mask |= NAME
    return mask


# ------------------------------------------------------------------------------------------------ features

FEATURE_NAMES = ("at_match", "at_miss", "at_name")


def features(qmask: int, vmasks: np.ndarray) -> dict[str, np.ndarray]:
    """The ranker's answer-type columns for one question over its candidates' value masks.

    ``at_match``: the item holds a value of an asked type; ``at_miss``: the question is typed and the item holds
    typed values, none of an asked type and no name that could be one (money for "what are my working hours");
    ``at_name``: a person or place is asked and the item holds a proper name. All 0 for an untyped question."""
    v = np.asarray(vmasks, dtype=np.int64)
    q = qmask & TYPED
    if not q:
        z = np.zeros(len(v))
        return {"at_match": z, "at_miss": z, "at_name": z}
    match = (v & q) != 0
    name = ((v & NAME) != 0) & bool(q & (PERSON | PLACE))
    # a proper name may be the person or place asked for: such an item is no miss
    miss = ~match & ~name & ((v & TYPED) != 0)
    return {k: c.astype(np.float64) for k, c in (("at_match", match), ("at_miss", miss), ("at_name", name))}


__all__ = ["COUNT", "FEATURE_NAMES", "MONEY", "NAME", "PERSON", "PLACE", "TIME", "TYPES", "features",
           "question_types", "value_types"]  # fmt: skip

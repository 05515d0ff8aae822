"""The vocabulary of fact alignment: the en/ja/zh lexicon (JMdict / CC-CEDICT glosses), English word classes and
stems, the unit types (:class:`Unit`, :class:`Units`) and numbers written in words or kanji.

Shared by :mod:`memory.fact_units` (which turns a text into units) and :mod:`memory.facts` (which aligns two
texts' units); neither imports the other's internals through here.
"""

from __future__ import annotations

import gzip
import re
import threading
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from .calendar_words import EN_MONTHS, WEEKDAY_NAMES
from .english_words import DO, MODALS, NEGATORS, NOT_CONTRACTED, NOT_NEVER
from .fact_synonyms import noun_synonyms
from .number_words import EN_CARDINALS, EN_ORDINALS

LEXICON_PATH = Path(__file__).resolve().parent / "data" / "lexicon.tsv.gz"
Kind = Literal["num", "date", "term"]


# ------------------------------------------------------------------------------------------------ lexicon


@dataclass
class Lexicon:
    ja: dict[str, tuple[str, tuple[str, ...]]] = field(default_factory=dict)  # form -> (pos, glosses)
    zh: dict[str, tuple[str, tuple[str, ...]]] = field(default_factory=dict)
    en_pos: dict[str, tuple[int, int, int]] = field(default_factory=dict)  # word -> (verb, noun, adj) counts
    en_vocab: set[str] = field(default_factory=set)  # every English word of a gloss: words the lexicon knows
    en_verbs: set[str] = field(default_factory=set)  # every X of a gloss "to X ...": words that can be verbs
    ja_max: int = 1
    zh_max: int = 1

    def table(self, lang: str) -> dict[str, tuple[str, tuple[str, ...]]]:
        """The ja table for ``lang == "ja"``, else the zh one: every reader that looks a CJK word up by its text's
        language says it here once (it was written out at ~18 places)."""
        return self.ja if lang == "ja" else self.zh


_LEX: Lexicon | None = None
_LEX_LOCK = threading.Lock()


def lexicon() -> Lexicon:
    """The shipped lexicon, loaded once per process (~0.3 s)."""
    global _LEX
    if _LEX is None:
        with _LEX_LOCK:
            if _LEX is None:
                lex = Lexicon()
                with gzip.open(LEXICON_PATH, "rt", encoding="utf-8") as f:
                    for line in f:
                        if line.startswith("#"):
                            continue
                        lang, word, pos, gl = line.rstrip("\n").split("\t")
                        if lang == "en":
                            v, n, a = (int(x) for x in pos.split(","))
                            lex.en_pos[word] = (v, n, a)
                            continue
                        table = lex.table(lang)
                        glosses = tuple(g for g in gl.split("|") if g)
                        for g in glosses:
                            ws = g.split()
                            lex.en_vocab.update(ws)
                            if len(ws) > 1 and ws[0] == "to":
                                lex.en_verbs.add(ws[1])
                        if word in table:  # homographs: glosses of every entry, first entry's pos
                            p0, g0 = table[word]
                            table[word] = (p0, tuple(dict.fromkeys(g0 + glosses)))
                        else:
                            table[word] = (pos, glosses)
                lex.ja_max = max((len(w) for w in lex.ja), default=1)
                lex.zh_max = max((len(w) for w in lex.zh), default=1)
                _LEX = lex
    return _LEX


def zh_glossed_verb(word: str) -> bool:
    """A Chinese word whose first gloss is "to ...": CC-CEDICT's only mark of a verb, which the readers of mood,
    status and agents use to tell 要付 (a modal before a verb) from 重要 (a word)."""
    entry = lexicon().zh.get(word)
    return entry is not None and bool(entry[1]) and entry[1][0].startswith("to ")


# English synonyms through the bilingual dictionary: two English words (or two-word phrases) are one value when
# several ja / zh entries gloss both ("cook" and "chef": コック, 料理人, 板前, 厨师 ...; "dad" and "father"; "policeman"
# and "police officer"), and these shared entries are a large share of the rarer word's entries. A word that only
# meets another in a few broad entries (husband / wife: 配偶者 "spouse; husband; wife"; mother / father:
# 垂乳根) is no synonym. Measured on the lexicon: cook / chef 13 of 20, doctor / physician 3 of 6, father / dad 9 of
# 15, police officer / policeman 5 of 12, teacher / instructor 4 of 17 (0.24: no), husband / wife 1 of 32.
_SYN_MIN_SHARED = 3
_SYN_MIN_SHARE = 0.4
_SYN_INDEX: dict[str, tuple[int, ...]] | None = None


def _synonym_index() -> dict[str, tuple[int, ...]]:
    """gloss (one or two words) -> ids of the ja / zh entries that give it; built once (~0.5 s)."""
    global _SYN_INDEX
    if _SYN_INDEX is None:
        lex = lexicon()  # outside the lock: lexicon() takes it too (a first call here used to deadlock)
        with _LEX_LOCK:
            if _SYN_INDEX is None:
                idx: dict[str, list[int]] = {}
                n = 0
                for table in (lex.ja, lex.zh):
                    for _, glosses in table.values():
                        n += 1
                        for g in glosses:
                            if g.count(" ") <= 1:
                                idx.setdefault(g, []).append(n)
                _SYN_INDEX = {g: tuple(v) for g, v in idx.items()}
    return _SYN_INDEX


@lru_cache(maxsize=65536)
def en_synonyms(x: str, y: str) -> bool:
    """Are the English words / phrases ``x`` and ``y`` one value by the dictionary pivot above?"""
    x, y = x.casefold(), y.casefold()
    if x == y:
        return True
    if noun_synonyms(x, y):
        return True  # autumn / fall, holiday / vacation: one WordNet synset, the first sense of both
    idx = _synonym_index()

    def entries(w: str) -> set[int]:
        return set(idx.get(w, ())) | set(idx.get(singular(w), ()))

    a, b = entries(x), entries(y)
    shared = len(a & b)
    return shared >= _SYN_MIN_SHARED and shared >= _SYN_MIN_SHARE * min(len(a), len(b))


# ------------------------------------------------------------------------------------------------ English


EN_STOP = frozenset(
    "a an the and or but if of to in on at for with by from as is are was were be been being am i me my we our you "
    "your he she it its they them their this that these those do does did have has had so very just can could "
    "would should will shall may might must about into over than then too also there here what which who whom when "
    "where why how all any each some such only own same other up down out off again once s t ll re ve m d "
    "user users user's person someone people thing things something get gets got "
    "every each one's her him his hers theirs mine yours mr mrs ms through via".split()
)
NEG_EN = NEGATORS | NOT_CONTRACTED | {"without"}
# verbs of ceasing: what follows no longer holds ("stopped being vegetarian" = "not vegetarian any more"; "quit the
# job at the bank" is no "works at the bank"); a closed grammatical class, like the negation words above
CEASE_EN = frozenset({"stop", "stops", "stopped", "quit", "quits", "cease", "ceases", "ceased"})
# verbs of abstaining: "avoids pork" states what "does not eat pork" states (避けている, 避免 in ja / zh)
ABSTAIN_EN = frozenset({"avoid", "avoids", "avoided", "avoiding", "abstain", "abstains", "abstained",
                         "refrain", "refrains", "refrained"})  # fmt: skip
# the second word of a negation phrase ("no longer", "not ... any more"): part of the negation, no value
NEG_TAIL_EN = {"longer": ("no", "any"), "more": ("any", "no")}

# Slot words that a predicate of the other memory says as well: "the cat's name is Mochi" / "the cat is called
# Mochi" / 猫の名前はモチ / 猫叫モチ; "the user's address is in Kitazawa" / "lives in Kitazawa" / 北沢に住んでいる.
# A one-sided slot noun is excused only when the other memory has a predicate of the same slot and nothing else
# is left over (the slot is said twice, once as a noun, once as a verb); it never excuses a differing value.
SLOT_PARAPHRASES: tuple[tuple[frozenset[str], frozenset[str]], ...] = (
    (frozenset({"name", "名前", "名", "名字", "名称", "名稱"}),
     frozenset({"call", "called", "name", "named", "叫", "名叫", "呼ば", "呼ぶ", "という", "いう"})),
    (frozenset({"address", "住所", "地址", "住址"}),
     frozenset({"live", "lives", "lived", "living", "reside", "resides", "住む", "住ん", "住", "住在", "居住",
                "住ま"})),
)  # fmt: skip
# Words of one status across languages that the glosses do not connect: a retired police officer is a former one
# (元警察官 "ex-police officer", 退休警察); each set is one value, met only by another member.
# A status word in a compound (元 of 元警察官) is never "covered" by the compound's other piece: it changes the fact.
STATUS_CLASSES: tuple[frozenset[str], ...] = (
    frozenset({"retired", "former", "ex", "元", "前", "退休", "退役", "退職", "引退"}),
)
# "valid until August" states the end of a validity, as "expires in August" / 8月に切れる / 8月到期 do: the
# "until" of a validity is no deadline of its own. Expiry words are matched by prefix (expire, expires, 切れる).
VALIDITY_WORDS = frozenset({"valid", "有効", "有效", "good"})
EXPIRY_PREFIXES = ("expir", "切れ", "到期", "过期", "過期", "満了", "失効", "期限", "有効期限", "有效期")
# the period a gloss adjective states: 月給 "monthly salary" is paid per month, as "a month" says
PERIOD_ADJECTIVES = {"month": "monthly", "week": "weekly", "day": "daily", "year": ("annual", "yearly")}
NUM_EN = {**EN_CARDINALS, "once": 1, "twice": 2, "dozen": 12, "single": 1, "double": 2, "both": 2, **EN_ORDINALS}
# "a month", "per week", "monthly", 每月, 毎週: how often or per what an amount or habit is
PERIOD_EN = {"monthly": "month", "weekly": "week", "daily": "day", "yearly": "year", "annually": "year",
              "nightly": "night", "hourly": "hour"}  # fmt: skip
PERIOD_NOUN_EN = {"month", "week", "day", "year", "night", "hour"}
PERIOD_PREV_EN = {"a", "an", "per", "each", "every"}
# 周 / 星期 before a weekday numeral is a weekday (每周四 "every Thursday"), unless a counter follows the numeral:
# 每周四个晚上 / 每周四天 "four evenings / days a week" (round 29); 周五天气 is Friday's weather. 週4日 / 週3晩 (ja,
# no に) is "four days a week" too
_WEEKDAY_AFTER = r"(?![一二三四五六日天](?![个個次回趟]|天(?!气)))"
PERIOD_CJK = re.compile(
    r"(?:每个?|毎|每|(?<![0-9〇零一二两兩三四五六七八九十毎每个個ヶか数何先今来本同当前上下再翌])"
    r"(?=(?:月|週|年)に(?:およそ|約|おおよそ)?[0-9一二三四五六七八九十]|週[0-9一二三四五六七]\s*(?:日|晩|夜)))(?P<u>月|周"
    + _WEEKDAY_AFTER
    + r"|星期"
    + _WEEKDAY_AFTER
    + r"|週(?!末)|天|日|年|晚|晩)|月々|月額|月に一"
)
PERIOD_CJK_UNIT = {"月": "month", "周": "week", "星期": "week", "週": "week", "天": "day", "日": "day", "年": "year",
                    "晚": "night", "晩": "night"}  # fmt: skip
# a deadline or a start: "before 15 April" / 4月15日までに / 4月15日之前
REL_EN = {"before": "before", "until": "before", "till": "before", "by": "before", "after": "after",
           "since": "after", "from": "after"}  # fmt: skip
REL_CJK = re.compile(r"(?P<b>までに|まで|之前|以前|前に)|(?P<a>以降|以後|之后|以后|から)")
MONTHS_EN = EN_MONTHS
WEEKDAYS_EN = {d: d[:3] for d in (w.lower() for w in WEEKDAY_NAMES)}
EN_NUM_COMPOUND = re.compile(
    r"(?i)\b(?:\d+|" + "|".join(sorted((w for w in NUM_EN if w.isalpha()), key=len, reverse=True)) + r")"
    r"-(?:year|month|week|day|night|hour|minute)s?(?:-old)?\b"
)  # a number and its time unit ("seven-year-old", "two-week"); "one-way" is not a quantity
EN_TOKEN = re.compile(r"(\d+(?:[.,]\d+)*)(?:st|nd|rd|th)?|([A-Za-z][A-Za-z'-]*)")
# a word (its apostrophes and hyphens kept), a number or a clause's punctuation mark: the English clause readers
# of rounds 44a / 45b (fact_perceive, fact_user_verb, fact_sequence) walk these
EN_CLAUSE_TOKEN = re.compile(r"[A-Za-z][\w'’-]*|\d+|[,.;:!?]")


@lru_cache(maxsize=1)
def _stemmer() -> Any:
    import Stemmer

    return Stemmer.Stemmer("english")


def singular(w: str) -> str:
    return w[:-1] if w.endswith("s") and not w.endswith("ss") and len(w) > 3 else w


def number_token(words: Sequence[str], k: int) -> bool:
    return 0 <= k < len(words) and (words[k][:1].isdigit() or words[k] in NUM_EN)


def stem(word: str) -> str:
    """The Snowball stem; "co-worker" and "coworker" are one spelling (CC-CEDICT writes 同事 "co-worker")."""
    w = word.lower()
    if w.startswith("co-") and w[3:].isalpha():
        w = "co" + w[3:]
    return str(_stemmer().stemWord(w))


def stem_variant(x: str, y: str, *, min_len: int = 5) -> bool:
    """One English stem, or one a derivation of the other (violin / violinist, allerg / allergi, depart /
    departur). The longer must be the shorter plus letters: a hyphenated or spaced continuation is a word of its own
    (father / father-in-law, step / step-mother), and a short stem (``min_len``) starts too many unrelated words."""
    if x == y:
        return True
    short, long_ = sorted((x, y), key=len)
    return len(short) >= min_len and long_.startswith(short) and long_[len(short) :].isalpha()


_DETERMINERS = frozenset(
    "a an the my your his her our their its this that these those some any no every each of to in on at for with "
    "from by two three four five several many few".split()
)


_PREPOSITIONS = frozenset("of to in on at for with from by about without before after like".split())
AUX = DO | NOT_NEVER | MODALS | {"to"}
_SUBJECTS = frozenset("user users user's who also still often usually always never sometimes he she it they".split())


def en_is_predicate(word: str, prev: str = "") -> bool:
    """A verb, adjective or adverb: the inflection in context first ("training", "renewed", "goes" after a noun),
    then the lexicon's English part-of-speech counts. Unknown words are values (the safe side: a value must be
    matched, a predicate need not)."""
    pos = lexicon().en_pos

    def verb_capable(base: str) -> bool:
        return pos.get(base, (0, 0, 0))[0] > 0 or base in lexicon().en_verbs

    if prev in _PREPOSITIONS and word.endswith("ing") and any(verb_capable(word[:-3] + r) for r in ("", "e")):
        return True  # a gerund after a preposition ("afraid of flying"): what is done, said any way

    if prev in AUX and any(verb_capable(c) for c in (word, word.removesuffix("s"))):
        if prev != "to" or pos.get(word, (0, 0, 0))[0] >= pos.get(word, (0, 0, 0))[1]:
            return True  # "does not eat", "wants to take" (but "goes to school": school is a noun)
    if prev not in _DETERMINERS and not prev.endswith("'s"):  # "the user's working visa": a modifier, a value
        for suf, reps in (("ing", ("", "e")), ("ed", ("", "e")), ("ied", ("y",))):
            if word.endswith(suf) and len(word) - len(suf) >= 2:
                if any(verb_capable(word[: len(word) - len(suf)] + r) for r in reps):
                    return True
        # a third-person verb right after its subject ("the user keeps", "the lease ends", "her son goes")
        # (a subject is a noun first: "raw" is as much an adjective, and "raw eggs" are no verb)
        v, n, a = pos.get(prev, (0, 0, 0))
        if prev in _SUBJECTS or (n >= v and n > a and prev not in _DETERMINERS):
            for suf, reps in (("ies", ("y",)), ("es", ("", "e")), ("s", ("",))):
                if word.endswith(suf) and not word.endswith("ss") and len(word) - len(suf) >= 2:
                    if any(verb_capable(word[: len(word) - len(suf)] + r) for r in reps):
                        return True
    cands = [word]
    for suf, rep in (("ies", "y"), ("ied", "y"), ("ing", ""), ("ing", "e"), ("ed", ""), ("ed", "e"), ("es", ""),
                     ("s", ""), ("d", ""), ("ly", "")):  # fmt: skip
        if word.endswith(suf) and len(word) - len(suf) >= 3:
            cands.append(word[: len(word) - len(suf)] + rep)
    best: tuple[int, int, int] | None = None
    for c in cands:
        if c in pos:
            best = pos[c]
            break
    if best is None:
        return word.endswith("ly")
    if prev in _DETERMINERS or prev.endswith("'s"):
        return False  # "a violinist", "the user's lease": the head of a noun phrase
    v, n, a = best
    return v + a > n


# ------------------------------------------------------------------------------------------------ units


@dataclass(frozen=True)
class Unit:
    """One comparable piece of a memory: a number, a date or a content term."""

    surface: str
    lang: str
    kind: Kind
    key: str  # canonical: the number, "month:3", "wd:mon", a stem, or a CJK word
    pred: bool = False  # a predicate: a paraphrase may say it differently
    glosses: frozenset[str] = frozenset()  # English stems it means (an English term: its own stem)
    known: bool = True  # in the lexicon (CJK) / an English word; False: only vectors can align it
    group: int = -1  # pieces of one written compound (賃貸契約, 过敏症) share a group
    at: int = -1  # English: token position, so a modifier right before its noun can be recognised
    proper: bool = False
    phrases: tuple[frozenset[str], ...] = ()  # the content stems of each gloss phrase ("lactose intolerance")
    reading: str = ""  # Japanese: the katakana reading of a name (新宿 -> シンジュク), for transliteration


@dataclass(frozen=True)
class Units:
    text: str
    lang: str
    nums: tuple[str, ...]
    dates: tuple[str, ...]
    negated: bool
    terms: tuple[Unit, ...]
    periods: tuple[str, ...] = ()  # "a month", 每月, 毎月 -> "per:month"
    relations: tuple[str, ...] = ()  # "before 15 April", 4月15日までに -> "rel:before"
    words: tuple[str, ...] = ()  # English: every token, lowercased (Unit.at indexes it)
    units: tuple[str, ...] = ()  # the unit classes of amounts and measures: "unit:jpy", "unit:mg" (fact_quantities)


def gloss_stems(glosses: Sequence[str]) -> frozenset[str]:
    out: set[str] = set()
    for ph in gloss_phrases(glosses):
        out |= ph
    return frozenset(out)


_NOTES = frozenset({"loanword"})  # a CC-CEDICT note on the word's origin ("guitar (loanword)"), no meaning


def gloss_phrases(glosses: Sequence[str]) -> tuple[frozenset[str], ...]:
    """Each gloss as the set of its content stems ("lactose intolerance" -> {lactos, intoler})."""
    out = []
    for g in glosses:
        ws = g.removeprefix("to ").split()
        # a negated gloss means the opposite of its words (未婚 "never married"): its stems are marked so that they
        # meet only another negated gloss, never the plain English word
        mark = "not:" if any(w in NEG_EN for w in ws) else ""
        ph = frozenset(mark + stem(w) for w in ws if w not in EN_STOP and w not in NEG_EN and w not in _NOTES)
        if ph:
            out.append(ph)
    return tuple(dict.fromkeys(out))


def cjk_unit(word: str, lang: str, entry: tuple[str, tuple[str, ...]] | None, pred: bool, group: int = -1,
              proper: bool = False, reading: str = "") -> Unit:  # fmt: skip
    if entry is None:
        return Unit(word, lang, "term", word, pred, frozenset(), known=False, group=group, proper=proper,
                    reading=reading)  # fmt: skip
    return Unit(word, lang, "term", word, pred, gloss_stems(entry[1]), group=group, proper=proper,
                phrases=gloss_phrases(entry[1]), reading=reading)  # fmt: skip


def gloss_is_predicate(pos: str, glosses: Sequence[str]) -> bool:
    if pos in ("v", "vn", "a", "d", "ad", "vd", "vi"):
        if not glosses:
            return True
        g0 = glosses[0]
        if g0.startswith("to "):
            return True
        head = g0.split()[-1]
        return en_is_predicate(head)
    return False


_CJK_DIGIT = {"〇": 0, "零": 0, "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
              "八": 8, "九": 9}  # fmt: skip
_CJK_UNIT = {"十": 10, "百": 100, "千": 1000, "万": 10_000, "萬": 10_000, "億": 10**8, "亿": 10**8}


def cjk_number(s: str) -> int | None:
    """'十二' -> 12, '二十五' -> 25, '三千' -> 3000, '5万' -> 50000; None when ``s`` is not a number."""
    if not s:
        return None
    total, section, cur = 0, 0, None
    for ch in s:
        if ch.isdigit():
            cur = (cur or 0) * 10 + int(unicodedata.digit(ch))
        elif ch in _CJK_DIGIT:
            cur = _CJK_DIGIT[ch] if cur is None else cur * 10 + _CJK_DIGIT[ch]  # 二〇二五: digit by digit
        elif ch in ("十", "百", "千"):
            section += (cur if cur is not None else 1) * _CJK_UNIT[ch]
            cur = None
        elif ch in ("万", "萬", "億", "亿"):
            total += (section + (cur or 0)) * _CJK_UNIT[ch]
            section, cur = 0, None
        else:
            return None
    return total + section + (cur or 0)


_NUM_RUN = re.compile(r"[0-9〇零一二两兩三四五六七八九十百千万萬億亿]+")
_CJK_DATE = re.compile(
    r"(?P<n>[0-9〇零一二两兩三四五六七八九十]+)\s*(?P<u>月(?!曜)|日(?!曜)|号|號|年(?![级級])|歳|岁|時|时|点|分)"
    r"|(?:星期|礼拜|周|週)(?P<zw>[一二三四五六日天])(?!曜)|(?P<jw>[月火水木金土日])曜日?|(?<=[(（])(?P<jp>[月火水木金土日])(?=[)）])"
)
_ZH_WD = {"一": "mon", "二": "tue", "三": "wed", "四": "thu", "五": "fri", "六": "sat", "日": "sun", "天": "sun"}
_COUNTERS_AFTER_WD = frozenset("个個次回趟天")
_EVERY_BEFORE = re.compile(r"[每毎](?:个|個)?$")
_JA_WD = {"月": "mon", "火": "tue", "水": "wed", "木": "thu", "金": "fri", "土": "sat", "日": "sun"}


# the counters of an age (三十四岁, 7歳): the unit of the number, not a value
_AGE_COUNTERS = frozenset({"歳", "岁"})


def cjk_values(text: str, names: Sequence[tuple[int, int]] = ()) -> tuple[list[str], list[str], str, list[str]]:
    """Numbers and dates of CJK text, the text with them blanked (so terms are not read from them), and the
    counters that gave a number its unit (岁 of 三十四岁). A numeral inside one of ``names`` (the spans of proper
    nouns: 健二, 四川省) is part of the name, no number."""
    nums: list[str] = []
    dates: list[str] = []
    counters: list[str] = []
    spans: list[tuple[int, int]] = []
    for m in _CJK_DATE.finditer(text):
        after = text[m.end() : m.end() + 1]
        counted = after in _COUNTERS_AFTER_WD and not text.startswith("天气", m.end())
        if m.group("zw") and counted and _EVERY_BEFORE.search(text, 0, m.start()):
            continue  # 每周四个晚上 "four nights a week", no Thursday: a counter follows the numeral (round 29)
        spans.append(m.span())
        if m.group("zw"):
            dates.append(f"wd:{_ZH_WD[m.group('zw')]}")
        elif m.group("jw") or m.group("jp"):  # 木曜日, 木曜, and（木）after a date
            dates.append(f"wd:{_JA_WD[m.group('jw') or m.group('jp')]}")
        else:
            n = cjk_number(m.group("n"))
            if n is None:
                continue
            u = m.group("u")
            if u == "月":
                dates.append(f"month:{n}")
            elif u in ("日", "号", "號"):
                nums.append(str(n))  # a day of the month: compared as a number, like "14 February"
            else:
                nums.append(str(n))
                if u in _AGE_COUNTERS:
                    counters.append(u)
    from .fact_weekday import weekday_lists  # 月・水・金, 周一、三、五 (round 23)

    listed, list_spans = weekday_lists(text, "ja" if re.search(r"[\u3040-\u30ff]", text) else "zh", spans)
    dates += listed
    blank = list(text)
    for a, b in spans + list_spans:
        for i in range(a, b):
            blank[i] = " "
    rest = "".join(blank)
    for m in _NUM_RUN.finditer(rest):
        run = m.group(0)
        if not any(c.isdigit() for c in run) and any(a <= m.start() and m.end() <= b for a, b in names):
            continue
        ordinal = run == "一" and rest[: m.start()].endswith("第")  # 第一 "the first" (第一个星期六), as 第1 (round 29)
        if any(c.isdigit() for c in run) or len(run) > 1 or run in "二两兩三四五六七八九十百千" or ordinal:
            n = cjk_number(run)
            # single 一 is mostly an article-like "a/one" (一个, 一緒): only counted with a classifier or digits
            if n is not None and not (run == "一" and not ordinal):
                nums.append(str(n))
                for i in range(*m.span()):
                    blank[i] = " "
    return nums, dates, "".join(blank), counters


_AGE_GLOSSES = ("old", "age")


def counter_unit(word: str, lang: str) -> Unit:
    """The counter of an age (岁, 歳) as the value it adds to the number: that the number is an age. It meets the
    English age word ("34 years old", "aged 34") and nothing else: not "years" alone, which is a duration ("worked
    for 30 years" is no age), and not the counters' other glosses ("year", "of crop harvests")."""
    return Unit(word, lang, "term", word, False, gloss_stems(_AGE_GLOSSES), phrases=gloss_phrases(_AGE_GLOSSES))

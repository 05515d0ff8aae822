"""What a memory states, as units: the lexicon, and the extraction of numbers, dates, polarity and content terms
(values and predicates) from en / ja / zh text. :mod:`memory.facts` aligns two memories' units and gives the verdict.

Kept apart from the alignment because it changes for other reasons: a new language, tokenizer or lexicon source
touches only this module; a new rule about when two facts are the same touches only :mod:`memory.facts`.
"""

from __future__ import annotations

import gzip
import re
import threading
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

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
                        table = lex.ja if lang == "ja" else lex.zh
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
        with _LEX_LOCK:
            if _SYN_INDEX is None:
                lex = lexicon()
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
    idx = _synonym_index()

    def entries(w: str) -> set[int]:
        return set(idx.get(w, ())) | set(idx.get(_singular(w), ()))

    a, b = entries(x), entries(y)
    shared = len(a & b)
    return shared >= _SYN_MIN_SHARED and shared >= _SYN_MIN_SHARE * min(len(a), len(b))


# ------------------------------------------------------------------------------------------------ English


_EN_STOP = frozenset(
    "a an the and or but if of to in on at for with by from as is are was were be been being am i me my we our you "
    "your he she it its they them their this that these those do does did have has had so very just can could "
    "would should will shall may might must about into over than then too also there here what which who whom when "
    "where why how all any each some such only own same other up down out off again once s t ll re ve m d "
    "user users user's person someone people thing things something get gets got "
    "every each one's her him his hers theirs mine yours".split()
)
_NEG_EN = frozenset({"not", "no", "never", "without", "none", "nor", "neither", "cannot", "n't"})
# verbs of ceasing: what follows no longer holds ("stopped being vegetarian" = "not vegetarian any more"; "quit the
# job at the bank" is no "works at the bank"); a closed grammatical class, like the negation words above
_CEASE_EN = frozenset({"stop", "stops", "stopped", "quit", "quits", "cease", "ceases", "ceased"})
_NUM_EN = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
    "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
    "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100, "thousand": 1000, "million": 10**6,
    "once": 1, "twice": 2, "dozen": 12, "single": 1, "double": 2, "both": 2, "first": 1, "second": 2, "third": 3,
    "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11,
    "twelfth": 12,
}  # fmt: skip
# "a month", "per week", "monthly", 每月, 毎週: how often or per what an amount or habit is
_PERIOD_EN = {"monthly": "month", "weekly": "week", "daily": "day", "yearly": "year", "annually": "year",
              "nightly": "night", "hourly": "hour"}  # fmt: skip
_PERIOD_NOUN_EN = {"month", "week", "day", "year", "night", "hour"}
_PERIOD_PREV_EN = {"a", "an", "per", "each", "every"}
_PERIOD_CJK = re.compile(
    r"(?:每个?|毎|每)(?P<u>月|周(?![一二三四五六日天])|星期(?![一二三四五六日天])|週(?!末)|天|日|年|晚|晩)|月々|月額|月に一"
)
_PERIOD_CJK_UNIT = {"月": "month", "周": "week", "星期": "week", "週": "week", "天": "day", "日": "day", "年": "year",
                    "晚": "night", "晩": "night"}  # fmt: skip
# a deadline or a start: "before 15 April" / 4月15日までに / 4月15日之前
_REL_EN = {"before": "before", "until": "before", "till": "before", "by": "before", "after": "after",
           "since": "after", "from": "after"}  # fmt: skip
_REL_CJK = re.compile(r"(?P<b>までに|まで|之前|以前|前に)|(?P<a>以降|以後|之后|以后|から)")
_MONTHS_EN = {
    m: i + 1
    for i, names in enumerate(
        [("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may",), ("june", "jun"),
         ("july", "jul"), ("august", "aug"), ("september", "sep", "sept"), ("october", "oct"),
         ("november", "nov"), ("december", "dec")]
    )
    for m in names
}  # fmt: skip
_WEEKDAYS_EN = {d: d[:3] for d in "monday tuesday wednesday thursday friday saturday sunday".split()}
_EN_NUM_COMPOUND = re.compile(
    r"(?i)\b(?:\d+|" + "|".join(sorted((w for w in _NUM_EN if w.isalpha()), key=len, reverse=True)) + r")"
    r"-(?:year|month|week|day|night|hour|minute)s?(?:-old)?\b"
)  # a number and its time unit ("seven-year-old", "two-week"); "one-way" is not a quantity
_EN_TOKEN = re.compile(r"(\d+(?:[.,]\d+)*)(?:st|nd|rd|th)?|([A-Za-z][A-Za-z'-]*)")


@lru_cache(maxsize=1)
def _stemmer() -> Any:
    import Stemmer

    return Stemmer.Stemmer("english")


def _singular(w: str) -> str:
    return w[:-1] if w.endswith("s") and not w.endswith("ss") and len(w) > 3 else w


def _number_token(words: Sequence[str], k: int) -> bool:
    return 0 <= k < len(words) and (words[k][:1].isdigit() or words[k] in _NUM_EN)


def stem(word: str) -> str:
    return str(_stemmer().stemWord(word.lower()))


_DETERMINERS = frozenset(
    "a an the my your his her our their its this that these those some any no every each of to in on at for with "
    "from by two three four five several many few".split()
)


_PREPOSITIONS = frozenset("of to in on at for with from by about without before after like".split())
_AUX = frozenset("to do does did not never will would can could should must may might".split())
_SUBJECTS = frozenset("user users user's who also still often usually always never sometimes he she it they".split())


def _en_is_predicate(word: str, prev: str = "") -> bool:
    """A verb, adjective or adverb: the inflection in context first ("training", "renewed", "goes" after a noun),
    then the lexicon's English part-of-speech counts. Unknown words are values (the safe side: a value must be
    matched, a predicate need not)."""
    pos = lexicon().en_pos

    def verb_capable(base: str) -> bool:
        return pos.get(base, (0, 0, 0))[0] > 0 or base in lexicon().en_verbs

    if prev in _PREPOSITIONS and word.endswith("ing") and any(verb_capable(word[:-3] + r) for r in ("", "e")):
        return True  # a gerund after a preposition ("afraid of flying"): what is done, said any way

    if prev in _AUX and any(verb_capable(c) for c in (word, word.removesuffix("s"))):
        if prev != "to" or pos.get(word, (0, 0, 0))[0] >= pos.get(word, (0, 0, 0))[1]:
            return True  # "does not eat", "wants to take" (but "goes to school": school is a noun)
    if prev not in _DETERMINERS:
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


def _gloss_stems(glosses: Sequence[str]) -> frozenset[str]:
    out: set[str] = set()
    for ph in _gloss_phrases(glosses):
        out |= ph
    return frozenset(out)


def _gloss_phrases(glosses: Sequence[str]) -> tuple[frozenset[str], ...]:
    """Each gloss as the set of its content stems ("lactose intolerance" -> {lactos, intoler})."""
    out = []
    for g in glosses:
        ph = frozenset(stem(w) for w in g.removeprefix("to ").split() if w not in _EN_STOP and w not in _NEG_EN)
        if ph:
            out.append(ph)
    return tuple(dict.fromkeys(out))


def _cjk_unit(word: str, lang: str, entry: tuple[str, tuple[str, ...]] | None, pred: bool, group: int = -1,
              proper: bool = False, reading: str = "") -> Unit:  # fmt: skip
    if entry is None:
        return Unit(word, lang, "term", word, pred, frozenset(), known=False, group=group, proper=proper,
                    reading=reading)  # fmt: skip
    return Unit(word, lang, "term", word, pred, _gloss_stems(entry[1]), group=group, proper=proper,
                phrases=_gloss_phrases(entry[1]), reading=reading)  # fmt: skip


def _gloss_is_predicate(pos: str, glosses: Sequence[str]) -> bool:
    if pos in ("v", "vn", "a", "d", "ad", "vd", "vi"):
        if not glosses:
            return True
        g0 = glosses[0]
        if g0.startswith("to "):
            return True
        head = g0.split()[-1]
        return _en_is_predicate(head)
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
    r"(?P<n>[0-9〇零一二两兩三四五六七八九十]+)\s*(?P<u>月(?!曜)|日|号|號|年(?![级級])|歳|岁|時|时|点|分)"
    r"|(?:星期|礼拜|周|週)(?P<zw>[一二三四五六日天])|(?P<jw>[月火水木金土日])曜"
)
_ZH_WD = {"一": "mon", "二": "tue", "三": "wed", "四": "thu", "五": "fri", "六": "sat", "日": "sun", "天": "sun"}
_JA_WD = {"月": "mon", "火": "tue", "水": "wed", "木": "thu", "金": "fri", "土": "sat", "日": "sun"}


# the counters of an age (三十四岁, 7歳): the unit of the number, not a value
_AGE_COUNTERS = frozenset({"歳", "岁"})


def _cjk_values(text: str) -> tuple[list[str], list[str], str, list[str]]:
    """Numbers and dates of CJK text, the text with them blanked (so terms are not read from them), and the
    counters that gave a number its unit (岁 of 三十四岁)."""
    nums: list[str] = []
    dates: list[str] = []
    counters: list[str] = []
    spans: list[tuple[int, int]] = []
    for m in _CJK_DATE.finditer(text):
        spans.append(m.span())
        if m.group("zw"):
            dates.append(f"wd:{_ZH_WD[m.group('zw')]}")
        elif m.group("jw"):
            dates.append(f"wd:{_JA_WD[m.group('jw')]}")
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
    blank = list(text)
    for a, b in spans:
        for i in range(a, b):
            blank[i] = " "
    rest = "".join(blank)
    for m in _NUM_RUN.finditer(rest):
        run = m.group(0)
        if any(c.isdigit() for c in run) or len(run) > 1 or run in "二两兩三四五六七八九十百千":
            n = cjk_number(run)
            # single 一 is mostly an article-like "a/one" (一个, 一緒): only counted with a classifier or digits
            if n is not None and not (run == "一"):
                nums.append(str(n))
                for i in range(*m.span()):
                    blank[i] = " "
    return nums, dates, "".join(blank), counters


_AGE_GLOSSES = ("old", "age")


def _counter_unit(word: str, lang: str) -> Unit:
    """The counter of an age (岁, 歳) as the value it adds to the number: that the number is an age. It meets the
    English age word ("34 years old", "aged 34") and nothing else: not "years" alone, which is a duration ("worked
    for 30 years" is no age), and not the counters' other glosses ("year", "of crop harvests")."""
    return Unit(word, lang, "term", word, False, _gloss_stems(_AGE_GLOSSES), phrases=_gloss_phrases(_AGE_GLOSSES))


# Japanese ---------------------------------------------------------------------------------------------------

_JA_FRAME = frozenset(
    {"ユーザー", "ユーザ", "私", "僕", "自分", "彼", "彼女", "方", "事", "物", "為", "様", "人", "毎"}
)
_JA_NEG = re.compile(
    r"(?<![少危汚幼切])(?:な(?:い|かった|く(?:て|な))|ません|ず(?:に|、|。|$)|ぬ(?:。|$))|無い|不要|禁止"
    r"|(?:やめ|辞め|止め)(?:た|て|ました)"  # ceasing, as in English
)
_KATA = re.compile(r"[\u30a0-\u30ff]+")
_KANJI = re.compile(r"[\u3005\u4e00-\u9fff]+")
_JA_PARTICLE_NEXT = set("はがをにへとでやのもかねよ、。")


def _ja_terms(text: str) -> list[Unit]:
    lex = lexicon()
    out: list[Unit] = []
    for g, m in enumerate(re.finditer(r"[\u30a0-\u30ff]+|[\u3005\u4e00-\u9fff]+", text)):
        run = m.group(0)
        nxt = text[m.end() : m.end() + 1]
        if _KATA.fullmatch(run):
            if run in _JA_FRAME or run == "ー":
                continue
            verbal = nxt in ("し", "す", "さ", "せ")  # ジョギングしている: a verbal noun used as a verb
            pieces = [run] if run in lex.ja else _greedy(run, lex.ja, lex.ja_max)
            if any(len(p) < 2 or p not in lex.ja for p in pieces):
                pieces = [run]  # an unknown loanword or name stays whole
            for k, piece in enumerate(pieces):
                entry = lex.ja.get(piece)
                last = k == len(pieces) - 1
                if piece in _JA_FRAME:
                    continue
                if entry is not None:
                    pred = (verbal and last) or entry[0] in ("v", "a")
                    out.append(Unit(piece, "ja", "term", piece, pred, _gloss_stems(entry[1]), group=g))
                else:
                    out.append(Unit(piece, "ja", "term", piece, verbal, frozenset(), known=False, group=g))
            continue
        # kanji run: greedy longest lexicon words; the last one before okurigana is a verb / adjective stem
        i = 0
        while i < len(run):
            j = min(len(run), i + lex.ja_max)
            while j > i + 1 and run[i:j] not in lex.ja:
                j -= 1
            word = run[i:j]
            last = j == len(run)
            okurigana = last and bool(nxt) and "\u3041" <= nxt <= "\u309f" and nxt not in _JA_PARTICLE_NEXT
            i = j
            if word in _JA_FRAME:
                continue
            entry = lex.ja.get(word)
            if okurigana:
                # the dictionary form of the verb/adjective (食べ -> 食べる) carries the glosses
                tail = text[m.end() : m.end() + 2]
                for cand in (word + tail[:1] + "る", word + "る", word + "う", word + "い", word + tail[:2]):
                    if cand in lex.ja:
                        entry = lex.ja[cand]
                        break
                out.append(Unit(word, "ja", "term", word, True, _gloss_stems(entry[1]) if entry else frozenset(),
                                known=entry is not None, group=g))  # fmt: skip
            elif entry is not None:
                pred = entry[0] in ("v", "a") or (entry[0] == "vn" and last and nxt in ("し", "す", "さ", "せ"))
                out.append(Unit(word, "ja", "term", word, pred, _gloss_stems(entry[1]), group=g))
            else:
                out.append(Unit(word, "ja", "term", word, False, frozenset(), known=False, group=g))
    return out


def _katakana_compound(w: str) -> tuple[str, str] | None:
    """A katakana word neither Sudachi nor the lexicon knows, read as a known value and a known head word
    (ゴマアレルギー -> ゴマ + アレルギー, ソバアレルギー): the longest known suffix of at least three characters (the
    head: アレルギー, カード, センター), after a known word of at least two. A loanword that is one word stays whole
    (ヴィーガン is not ヴィー + ガン: its only known suffix is two characters long); a name is never split."""
    lex = lexicon()
    if not _KATA.fullmatch(w) or w in lex.ja:
        return None
    for k in range(1, len(w) - 2):
        head, value = w[k:], w[:k]
        if head in lex.ja and len(value) >= 2 and value in lex.ja and value[0] not in "ーッャュョァィゥェォ":
            return value, head
    return None


_JA_SKIP_POS = frozenset({"助詞", "助動詞", "補助記号", "記号", "空白", "接続詞", "感動詞", "代名詞"})
_JA_PRED_POS = frozenset({"動詞", "形容詞", "副詞", "連体詞", "形状詞"})
_JA_NOUNISH = frozenset({"名詞", "接頭辞", "接尾辞"})


def _ja_terms_sudachi(text: str) -> list[Unit] | None:
    """Japanese terms from Sudachi's morphemes (None when Sudachi is not installed).

    Morphology decides what a word is: verbs, adjectives, adverbs and a verbal noun before する are predicates;
    neighbouring nouns, prefixes and suffixes form one compound, read as the longest words the lexicon knows
    (乳糖+不耐+症 -> 乳糖不耐症); a word the lexicon lacks is split finer (新宿駅 -> 新宿 + 駅); a proper noun keeps
    its reading (シンジュク) so that it can meet its English spelling. Pieces of one compound share a group."""
    try:
        from sudachipy import SplitMode

        from .text import _sudachi

        tok, _ = _sudachi("C")
    except Exception:  # SudachiPy is an optional extra: the lexicon-only reading below is used instead
        return None
    lex = lexicon()
    ms = list(tok.tokenize(text))
    out: list[Unit] = []
    run: list[Any] = []
    group = [0]

    def piece_unit(pc: list[Any], g: int, pred: bool) -> None:
        w = "".join(m.surface() for m in pc)
        if w in _JA_FRAME or not re.search(r"[\u3005\u3040-\u30ff\u4e00-\u9fff]", w):
            return
        entry = lex.ja.get(w)
        if entry is None and len(pc) == 1:
            subs = list(pc[0].split(SplitMode.A))
            if len(subs) > 1:
                for sub in subs:
                    piece_unit([sub], g, pred)
                return
            parts = _katakana_compound(w) if pc[0].part_of_speech()[1] != "固有名詞" else None
            if parts is not None:
                for x in parts:
                    out.append(_cjk_unit(x, "ja", lex.ja[x], pred, group=g))
                return
        proper = any(m.part_of_speech()[1] == "固有名詞" for m in pc)
        affix = all(m.part_of_speech()[0] in ("接尾辞", "接頭辞") for m in pc)
        reading = "".join(m.reading_form() for m in pc) if proper else ""
        out.append(_cjk_unit(w, "ja", entry, pred or affix, group=g, proper=proper, reading=reading))

    def flush(next_base: str) -> None:
        if not run:
            return
        group[0] += 1
        surf = [m.surface() for m in run]
        i = 0
        pieces: list[list[Any]] = []
        while i < len(run):
            j = len(run)
            while j > i + 1 and "".join(surf[i:j]) not in lex.ja:
                j -= 1
            pieces.append(run[i:j])
            i = j
        for k, pc in enumerate(pieces):
            last = k == len(pieces) - 1
            verbal = last and next_base == "する" and pc[-1].part_of_speech()[2] == "サ変可能"
            piece_unit(pc, group[0], verbal)
        run.clear()

    for m in ms:
        pos = m.part_of_speech()
        if pos[0] in _JA_NOUNISH and pos[1] != "数詞" and m.surface().strip():
            run.append(m)
            continue
        flush(m.dictionary_form())
        if pos[0] in _JA_SKIP_POS or not m.surface().strip() or pos[1] == "数詞":
            continue
        if pos[0] in _JA_PRED_POS:
            base = m.dictionary_form()
            if base in _JA_FRAME or base in ("する", "いる", "ある", "なる", "れる", "られる"):
                continue
            group[0] += 1
            out.append(_cjk_unit(m.surface(), "ja", lex.ja.get(base) or lex.ja.get(m.surface()), True, group[0]))
    flush("")
    return out


# Chinese ----------------------------------------------------------------------------------------------------

_ZH_FRAME = frozenset({"用户", "用戶", "我", "他", "她", "你", "您", "自己", "人", "东西"})
_ZH_NEG = frozenset(
    {"不", "没", "没有", "沒有", "别", "無", "无", "非", "未", "勿", "不要", "不能", "不会", "从不", "从来不"}
)
_ZH_CLASSIFIERS = frozenset("个只位条张本件台辆匹头次家双对些")
_ZH_DROP_FLAGS = ("p", "c", "u", "uj", "ul", "uz", "ug", "uv", "ud", "y", "e", "o", "r", "x", "w", "q", "f")


def _greedy(run: str, table: dict[str, Any], max_len: int) -> list[str]:
    """Longest lexicon words from the left (坐飞机 -> 坐 飞机, 賃貸契約 -> 賃貸 契約); neighbouring characters that
    start no known longer word stay together as one unknown word or name (马尼拉, 甲殻類, 房租)."""
    out: list[str] = []
    loose = False  # the last piece is single characters joined together
    i = 0
    while i < len(run):
        j = min(len(run), i + max_len)
        while j > i + 1 and run[i:j] not in table:
            j -= 1
        piece = run[i:j]
        if len(piece) == 1 and loose:
            out[-1] += piece
        else:
            out.append(piece)
            loose = len(piece) == 1
        i = j
    return out


def _zh_split(word: str) -> list[str]:
    """A jieba token the lexicon does not know, split into lexicon words."""
    lex = lexicon()
    return [word] if word in lex.zh else _greedy(word, lex.zh, lex.zh_max)


_jieba_lock = threading.Lock()


def _number_qualifier(word: str, flag: str, end: int, before_num: frozenset[int]) -> Unit | None:
    """The character that qualifies the number right after it: 高二 / 初二 (second year of senior / junior high)
    are read 高 + 二 and 上初 + 二 once the number is taken out; 高 / 初 are then the values that tell the two facts
    apart, not an adjective or part of a verb. A single-character adjective or noun, or the last character of a
    token the lexicon does not know; only a character whose glosses are no verb ("to ..."), so 上四年级 /
    交十二万 keep their verbs, and a lexicon word (驾照 before 2027) is never cut."""
    lex = lexicon()
    if end - 1 not in before_num or not word or (len(word) > 1 and word in lex.zh):
        return None
    if len(word) == 1 and flag[:1] not in ("a", "n", "b"):
        return None
    ch = word[-1]
    entry = lex.zh.get(ch)
    if entry is None or ch in _ZH_CLASSIFIERS or ch in _ZH_FRAME or any(g.startswith("to ") for g in entry[1]):
        return None
    return Unit(ch, "zh", "term", ch, False, _gloss_stems(entry[1]), phrases=_gloss_phrases(entry[1]))


_NOW_GLOSS = frozenset("now nowadays present currently current moment doing".split())


def _now_word(entry: tuple[str, tuple[str, ...]] | None) -> bool:
    """A time word that means "now" (or the progressive), or one the lexicon also reads as a verb (当 "to act
    as"): no value of its own."""
    if entry is None:
        return False
    return any(w in _NOW_GLOSS for g in entry[1] for w in g.split()) or any(g.startswith("to ") for g in entry[1])


def _zh_terms(text: str, before_num: frozenset[int] = frozenset()) -> tuple[list[Unit], bool]:
    import jieba
    import jieba.posseg as pseg

    lex = lexicon()
    with _jieba_lock:
        jieba.setLogLevel(60)
        pairs = [(p.word, p.flag) for p in pseg.lcut(text)]
    out: list[Unit] = []
    neg = False
    end = 0
    for g, (word, flag) in enumerate(pairs):
        end += len(word)
        qualifier = _number_qualifier(word.rstrip(), flag, end - (len(word) - len(word.rstrip())), before_num)
        if qualifier is not None:
            out.append(replace(qualifier, group=g))
            word = word.rstrip()[:-1]
            if not word.strip():
                continue
        word = word.strip()
        if not word or not re.search(r"[\u4e00-\u9fffA-Za-z]", word):
            continue
        if re.fullmatch(r"[A-Za-z][A-Za-z0-9-]*", word):  # Latin inside Chinese: a name or code (N2, JLPT)
            if not any(c.isdigit() for c in word):
                out.append(Unit(word, "zh", "term", stem(word), False, frozenset({stem(word)})))
            continue
        for neg_prefix in sorted(_ZH_NEG, key=len, reverse=True):
            if word.startswith(neg_prefix) and word not in lex.zh:
                neg = True
                word = word[len(neg_prefix) :]
                break
        if word in _ZH_NEG:
            neg = True
            continue
        if not word or word in _ZH_FRAME or flag in _ZH_DROP_FLAGS or word in _ZH_CLASSIFIERS:
            continue
        for w in _zh_split(word):
            if w in _ZH_FRAME:
                continue
            entry = lex.zh.get(w)
            # 更, 一直: how, not what; a time word is a value (when: 早上 / 晚上) unless it is the moment of speaking
            # or an aspect (现在, 目前, 正在 "doing sth"), which the bare present of the other memory says as well
            adverbial = flag[:1] == "d" or (flag[:1] == "t" and _now_word(entry))
            if entry is not None:
                pred = (
                    adverbial
                    or _gloss_is_predicate(entry[0] if entry[0] else flag, entry[1])
                    or (flag[:1] in ("v", "a") and len(w) == 1)
                )
                out.append(Unit(w, "zh", "term", w, pred, _gloss_stems(entry[1]), group=g,
                                phrases=_gloss_phrases(entry[1])))  # fmt: skip
            elif (flag.startswith("nr") or flag == "ns") and w in lex.ja and lex.ja[w][0] == "n":
                # a name the Chinese lexicon lacks, written with the same characters in Japanese (釜山 "Busan"):
                # the Japanese entry names it, and makes it a value the lexicon can judge
                out.append(_cjk_unit(w, "zh", lex.ja[w], False, group=g, proper=True))
            elif len(w) > 1 or flag.startswith("n"):
                pred = adverbial or flag[:1] in ("v", "a")
                # a word the lexicon lacks: its characters' glosses may still name it (房租: 房 room + 租 rent);
                # it stays "unknown", so the lexicon never calls it a differing value on that evidence alone
                chars = [lex.zh[c] for c in w if c in lex.zh] if len(w) > 1 else []
                phrases = tuple(dict.fromkeys(ph for e in chars for ph in _gloss_phrases(e[1])))
                out.append(
                    Unit(
                        w,
                        "zh",
                        "term",
                        w,
                        pred,
                        frozenset().union(*phrases) if phrases else frozenset(),
                        known=False,
                        group=g,
                        phrases=phrases,
                        proper=flag.startswith("nr") or flag == "ns",
                    )
                )
    return out, neg


# ------------------------------------------------------------------------------------------------ extraction


def _lang_of(text: str) -> str:
    if re.search(r"[\u3040-\u30ff]", text):
        return "ja"
    if re.search(r"[\u4e00-\u9fff]", text):
        han = re.findall(r"[\u4e00-\u9fff]", text)
        latin = re.findall(r"[A-Za-z]", text)
        if len(han) * 2.5 >= len(latin):
            from .text import detect_language

            return detect_language(text)
    return "en"


@lru_cache(maxsize=8192)
def extract(text: str, lang: str | None = None) -> Units:
    """The units of one memory text (cached: reflection compares every item with many others)."""
    t = unicodedata.normalize("NFKC", text)
    lang = lang if lang in ("en", "ja", "zh") else _lang_of(t)
    nums: list[str] = []
    dates: list[str] = []
    periods: list[str] = []
    relations: list[str] = []
    terms: list[Unit] = []
    tokens: tuple[str, ...] = ()
    negated = False
    if lang == "en":
        # "a seven-year-old son", "a 34-year-old": the words of a number compound, as "7 years old" says them
        t = _EN_NUM_COMPOUND.sub(lambda m: m.group(0).replace("-", " "), t)
        words = list(_EN_TOKEN.finditer(t))
        tokens = tuple(m.group(0).lower() for m in words)

        def quantity_next(k: int) -> bool:
            if k + 1 >= len(words):
                return False
            nxt = words[k + 1]
            low = (nxt.group(2) or "").lower()
            return bool(nxt.group(1)) or low in _MONTHS_EN or low in _NUM_EN or low in ("the", "end")

        for k, m in enumerate(words):
            if m.group(1):
                nums.append(_num_key(m.group(1)))
                continue
            raw = m.group(2)
            w = raw.lower().replace("’", "'")
            if w.endswith("n't"):
                negated = True
                continue
            w = w.removesuffix("'s").strip("'-")
            if not w:
                continue
            if w in _NEG_EN or w in _CEASE_EN:
                negated = True
                continue
            prev = words[k - 1].group(0).lower() if k > 0 else ""
            if w in _PERIOD_EN or (w in _PERIOD_NOUN_EN and prev in _PERIOD_PREV_EN):
                periods.append(f"per:{_PERIOD_EN.get(w, w)}")
                continue
            if w in _REL_EN and quantity_next(k):
                relations.append(f"rel:{_REL_EN[w]}")
                continue
            if w in _MONTHS_EN and (w != "may" or raw[0].isupper()) and (w != "march" or raw[0].isupper()):
                dates.append(f"month:{_MONTHS_EN[w]}")
                continue
            if w in _WEEKDAYS_EN or (w.endswith("s") and w[:-1] in _WEEKDAYS_EN):
                dates.append(f"wd:{_WEEKDAYS_EN[w.rstrip('s') if w not in _WEEKDAYS_EN else w]}")
                continue
            if (w in _NUM_EN and w not in ("second", "one")) or (w == "one" and k + 1 < len(words)):
                nums.append(str(_NUM_EN[w]))
                continue
            if w in _EN_STOP:
                continue
            acronym = len(raw) >= 2 and raw.isupper()  # JLPT: opaque to the lexicon, a name the vectors may know
            proper = raw[0].isupper() and k > 0 and not acronym
            s = stem(w)
            # a word right after a number is what is counted or its unit ("500 pounds"): a value, never a verb
            pred = False if proper or acronym or _number_token(tokens, k - 1) else _en_is_predicate(w, prev)
            nxt = words[k + 1].group(0).lower() if k + 1 < len(words) else ""
            if nxt == "old" and w in ("year", "years"):
                pred = True  # "34 years old": the unit of an age (岁, 歳) is said by "old"; "7 months old" is not
            terms.append(Unit(w, "en", "term", s, pred, frozenset({s}), at=k, proper=proper, known=not acronym))
        # Latin words and digits inside CJK text are handled by the CJK branches
    else:
        blank = list(t)
        for m in _PERIOD_CJK.finditer(t):
            periods.append(f"per:{_PERIOD_CJK_UNIT.get(m.group('u') or '月', 'month')}")
            blank[m.start() : m.end()] = " " * (m.end() - m.start())
        for m in _REL_CJK.finditer(t):
            before = t[m.start() - 1] if m.start() else ""
            if before in "日月年号號" or before.isdigit():
                relations.append("rel:before" if m.group("b") else "rel:after")
                blank[m.start() : m.end()] = " " * (m.end() - m.start())
        before = "".join(blank)
        cjk_nums, cjk_dates, rest, counters = _cjk_values(before)
        taken = [before[i] != " " and rest[i] == " " for i in range(len(rest))]
        before_num = frozenset(i - 1 for i in range(1, len(rest)) if taken[i] and not taken[i - 1])
        nums += cjk_nums
        dates += cjk_dates
        terms += [_counter_unit(c, lang) for c in counters]
        for m in re.finditer(r"[A-Za-z][A-Za-z'-]+", rest):  # Latin names inside ja text (N2 stays a number+N)
            if lang == "ja":
                terms.append(Unit(m.group(0), lang, "term", stem(m.group(0)), False, frozenset({stem(m.group(0))})))
        if lang == "ja":
            negated = bool(_JA_NEG.search(t))
            ja = _ja_terms_sudachi(rest)
            terms += ja if ja is not None else _ja_terms(rest)
        else:
            zt, negated = _zh_terms(rest, before_num)
            terms += zt
    return Units(text, lang, tuple(sorted(nums)), tuple(sorted(dates)), negated, tuple(terms),
                 tuple(sorted(periods)), tuple(sorted(relations)), tokens)  # fmt: skip


def _num_key(raw: str) -> str:
    s = raw.replace(",", "")
    try:
        v = float(s)
    except ValueError:
        return s
    return str(int(v)) if v == int(v) else str(v)


# ------------------------------------------------------------------------------------------------ transliteration

_KANA_ROMA = {
    "ア": "a", "イ": "i", "ウ": "u", "エ": "e", "オ": "o", "カ": "ka", "キ": "ki", "ク": "ku", "ケ": "ke", "コ": "ko",
    "サ": "sa", "シ": "shi", "ス": "su", "セ": "se", "ソ": "so", "タ": "ta", "チ": "chi", "ツ": "tsu", "テ": "te",
    "ト": "to", "ナ": "na", "ニ": "ni", "ヌ": "nu", "ネ": "ne", "ノ": "no", "ハ": "ha", "ヒ": "hi", "フ": "fu",
    "ヘ": "he", "ホ": "ho", "マ": "ma", "ミ": "mi", "ム": "mu", "メ": "me", "モ": "mo", "ヤ": "ya", "ユ": "yu",
    "ヨ": "yo", "ラ": "ra", "リ": "ri", "ル": "ru", "レ": "re", "ロ": "ro", "ワ": "wa", "ヲ": "o", "ン": "n",
    "ガ": "ga", "ギ": "gi", "グ": "gu", "ゲ": "ge", "ゴ": "go", "ザ": "za", "ジ": "ji", "ズ": "zu", "ゼ": "ze",
    "ゾ": "zo", "ダ": "da", "ヂ": "ji", "ヅ": "zu", "デ": "de", "ド": "do", "バ": "ba", "ビ": "bi", "ブ": "bu",
    "ベ": "be", "ボ": "bo", "パ": "pa", "ピ": "pi", "プ": "pu", "ペ": "pe", "ポ": "po", "ヴ": "vu", "ァ": "a",
    "ィ": "i", "ゥ": "u", "ェ": "e", "ォ": "o", "ャ": "ya", "ュ": "yu", "ョ": "yo", "ッ": "", "ー": "",
}  # fmt: skip


def _skeleton(s: str) -> str:
    """Consonant skeleton for loanword matching: vowels dropped, r/l, b/v, th/s merged, doubles collapsed."""
    s = s.lower().replace("th", "s").replace("ph", "f").replace("ck", "k").replace("c", "k").replace("l", "r")
    s = s.replace("v", "b").replace("shi", "s").replace("chi", "ch").replace("tsu", "ts").replace("fu", "f")
    s = re.sub(r"[aeiouy]", "", s)
    return re.sub(r"(.)\1+", r"\1", s)


def transliteration_match(kata: str, latin: str) -> bool:
    roma = "".join(_KANA_ROMA.get(c, "") for c in kata)
    a, b = _skeleton(roma), _skeleton(latin)
    if len(a) < 2 or len(b) < 2:
        return False
    from difflib import SequenceMatcher

    return SequenceMatcher(None, a, b).ratio() >= 0.8

"""Recall without losing precision, round 13b of issue 13 (set n): grammar that was read as a value, Latin letters
with diacritics, English hyphen compounds, and a time unit said by a word on one side and a counter on the other.

The link check (:mod:`memory.facts`) refuses a link when a value is left over. On set n (a development set since
its first measurement) much of what was left over is grammar, each word a member of a closed class that English
says with a stop word or not at all:

- **a subordinator of time or cause**: とき / 時 of 旅行に行くとき, 入居時 ("when"), ため of 高血圧のため ("for",
  "because of"; not after a verb: 勉強するため "in order to study" says a purpose), 时 / 时候 of 坐新干线时, 出于
  of 出于宗教原因 ("out of"), 所在 of 儿子所在小学 ("where ... is"). English says "when", "for": stop words. The
  clause's content words are still compared; only the grammar word goes. (相当于 "equivalent to" was tried and
  left out: with it gone, 要付…礼金 "has to pay" met 払った "paid", an obligation no reader reads in Chinese);
- **an approximator**: およそ, 約, ほど / くらい after a number, 大约, 约 / 大概 before and 左右 after a number,
  "roughly", "approximately" (English "about" is already a stop word);
- **a Japanese counter or its suffix** right after a numeral: 2個, 2匹 (as Chinese 一 + classifier, round 11b), 間
  of 14日間 / 30時間 ("for 14 days": the duration suffix), 分 of 2か月分 ("two months' worth"), 目 of 2回目 and 第
  of 第二 (ordinal markers: the number is compared, and English says the ordinal with the number itself, 2nd);
- **Latin letters with diacritics** (Nguyễn Thị Lan, João Pereira) are folded to their base letters before the
  English tokeniser, which reads ASCII only (it had cut Nguyễn into "nguy" + "n");
- **an English hyphen compound the lexicon does not know** (measles-rubella, night-shift, car-parts) is read as its
  words; an ordinal in one (second-dan) and an ordinal after a determiner (his second shot) as the number it is
  (2nd), as "2nd dan" already read;
- **a time unit after a number** ("20 minutes", "30 hours", "three nights", "two weeks") meets the other memory's
  counter of the same unit right after a numeral (20分, 30時間, 3泊, 三晚, 两个星期): the numbers are compared by
  the quantity reader; the unit class is a closed table of seven units.

Closed grammatical classes and conversions only; no word of any planted set is listed for its own sake. The tests
(``tests/test_facts_recall13.py``) hold pairs that now meet and hard negatives that still differ.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from .fact_lexicon import Unit, Units, stem

# --------------------------------------------------------------------------------------------- diacritics

_COMBINING = re.compile(r"[\u0300-\u036f]")
_EXTRA_FOLD = {"đ": "d", "Đ": "D", "ø": "o", "Ø": "O", "ł": "l", "Ł": "L", "ß": "ss", "æ": "ae", "Æ": "AE"}


def fold_latin(text: str) -> str:
    """Latin letters with diacritics as their base letters (ễ -> e, ã -> a, đ -> d); kana and Han untouched (a
    voiced kana mark is a combining mark too, so only a letter whose base is ASCII is folded)."""
    if text.isascii():
        return text
    out: list[str] = []
    for ch in text:
        if ch.isascii() or not ch.isalpha():
            out.append(ch)
            continue
        if ch in _EXTRA_FOLD:
            out.append(_EXTRA_FOLD[ch])
            continue
        base = _COMBINING.sub("", unicodedata.normalize("NFD", ch))
        out.append(base if base.isascii() and base.isalpha() else ch)
    return "".join(out)


# ------------------------------------------------------------------------------------- English compounds

_EN_ORD = {"first": "1st", "second": "2nd", "third": "3rd", "fourth": "4th", "fifth": "5th", "sixth": "6th",
           "seventh": "7th", "eighth": "8th", "ninth": "9th", "tenth": "10th"}  # fmt: skip
_HYPHENED = re.compile(r"(?<![A-Za-z'-])([A-Za-z]+(?:-[A-Za-z]+)+)(?![A-Za-z'-])")
_DET_ORD = re.compile(r"\b(the|his|her|their|its|my|our|your)\s+(second|third|fourth|fifth)\b(?=\s+[A-Za-z])",
                      re.IGNORECASE)  # fmt: skip


def split_compounds(text: str) -> str:
    """English hyphen compounds the lexicon does not know (not capitalised: a name), as their words
    (measles-rubella -> measles rubella); an ordinal in one, and an ordinal after a determiner, as the number
    (second-dan -> 2nd dan, his second shot -> his 2nd shot). "Second" alone stays unread as before (a unit of
    time: "30 seconds", "a second")."""
    if "-" in text:
        text = _HYPHENED.sub(_split_one, text)
    return _DET_ORD.sub(lambda m: f"{m.group(1)} {_EN_ORD[m.group(2).lower()]}", text)


def _split_one(m: re.Match[str]) -> str:
    from .fact_lexicon import lexicon

    word = m.group(1)
    low = word.lower()
    lex = lexicon()
    if word[0].isupper() and not all(len(p) >= 3 and p in lex.en_vocab for p in low.split("-")):
        return word  # a name (Mi-young, Jean-Luc, Shin-Okubo): its pieces are no words
    if low in lex.en_vocab or low in lex.en_pos or "-in-law" in low or low.startswith(("step-", "co-", "ex-")):
        return word  # a word of its own (father-in-law, co-worker, ex-wife)
    parts = word.split("-")
    if any(len(p) < 2 for p in parts):
        return word
    first = parts[0].lower()
    if first in _EN_ORD and len(parts) == 2:
        return f"{_EN_ORD[first]} {parts[1]}"
    return " ".join(parts)


# --------------------------------------------------------------------------------------------- grammar

_NUMERAL = "0-9〇零一二两兩三四五六七八九十百千万"
_JA_SUBORD = frozenset({"とき", "時", "ため", "為"})
_ZH_SUBORD = frozenset({"时", "时候", "時候", "出于", "所在"})
_JA_APPROX = frozenset({"およそ", "約", "おおよそ", "ほど", "くらい", "ぐらい"})
_ZH_APPROX = frozenset({"大约", "大概", "约", "左右"})
_EN_APPROX = frozenset({"roughly", "approximately"})
_JA_COUNTERS = frozenset("個匹台枚本冊羽頭杯軒着足")
_AFTER_NUM = ("ほど", "くらい", "ぐらい", "左右")  # approximators that follow their number


def _after_numeral(word: str, text: str, lead: str = "") -> bool:
    """``word`` is written right after a numeral (and ``lead``, a counter that Sudachi or the quantity reader took)
    somewhere in ``text``."""
    return bool(re.search(f"[{_NUMERAL}]{lead}{re.escape(word)}", text))


def _grammar(u: Unit, lang: str, text: str) -> bool:
    """A word of a closed grammatical class that carries no value here (see the module doc)."""
    s = u.surface
    if lang == "en":
        return s in _EN_APPROX
    if lang == "ja":
        if s == "とき":
            return True
        if s in ("ため", "為"):  # 健康のため "for health"; not 勉強するため "in order to study" (a purpose)
            return bool(re.search(f"の{s}", text))
        if s == "時":  # 入居時 (at the time of), 行く時; not 8時 (a clock time: read by the quantities)
            return not _after_numeral(s, text)
        if s in _JA_APPROX:
            return s not in _AFTER_NUM or _after_numeral(s, text, "[^、。,.\\s]{0,3}")
        if s in _JA_COUNTERS and len(s) == 1:
            return _after_numeral(s, text)
        if s == "間":  # 14日間, 30時間, 2週間, 3年間: the duration suffix
            return bool(re.search(f"[{_NUMERAL}](?:日|時|週|か月|ヶ月|ヵ月|カ月|年)間", text))
        if s == "分":  # 2か月分, 3日分: "worth"; not 20分 (minutes)
            return bool(re.search(f"[{_NUMERAL}](?:か月|ヶ月|ヵ月|カ月|日|年|週|人)分", text))
        if s == "ごと":  # 3か月ごと "every three months": English says "every" with a stop word
            return bool(re.search(f"[{_NUMERAL}](?:か月|ヶ月|ヵ月|カ月|日|週間|年|時間)ごと", text))
        if s in ("目", "回目", "番目"):
            return bool(re.search(f"[{_NUMERAL}](?:回|番|度)?目", text))
        return False
    if s in ("时", "时候", "時候"):  # 坐新干线时 "when riding": not 小时 (hours, one word) nor 8时 (a clock time)
        return not _after_numeral(s, text)
    if s == "钟":  # 二十分钟 cut 分 / 钟 (the quantity reader takes the numeral and 分): the tail of "minutes"
        return bool(re.search(f"[{_NUMERAL}]分钟", text))
    if s in ("出于", "所在"):
        return True
    if s in _ZH_APPROX:  # 约 / 大概 only before a numeral (约了牙医 "made an appointment", 大概 "probably")
        if s in ("约", "大概"):
            return bool(re.search(f"{s}[{_NUMERAL}]", text))
        return s != "左右" or _after_numeral(s, text, "[^，。,.\\s]{0,3}")
    if s == "第":
        return bool(re.search(f"第[{_NUMERAL}]", text))  # 第二针: the ordinal marker before its numeral
    return False


def drop_grammar(terms: Sequence[Unit], lang: str, text: str) -> list[Unit]:
    """The terms without the grammar words of the module doc. 回 before 目 goes with it (2回目 is "the second",
    not "twice")."""
    out: list[Unit] = []
    t = unicodedata.normalize("NFKC", text)
    from .fact_recall4 import grammar_word, nationality
    from .fact_recall5 import reread
    from .fact_recall6 import kana_noun

    for k, u in enumerate(terms):
        if _grammar(u, lang, t) or grammar_word(u, terms[k + 1] if k + 1 < len(terms) else None, lang, t):
            continue  # お of お正月, "date of" (round 14b)
        u = nationality(u, lang, t)  # 日本人の同僚: the country (round 14b)
        u = reread(u, lang, t)  # もらっ / 貰う, 年間 + number (round 18b)
        if lang == "ja" and not u.known and _HIRA.fullmatch(u.surface):
            u = _katakana_entry(u)
        if lang == "ja" and not u.known and (_HIRA.fullmatch(u.surface) or _KATA.fullmatch(u.surface)):
            u = kana_noun(u, t)  # ぜんそく -> 喘息 (round 20), キモノ -> 着物 (round 23b)
        if lang == "en" and u.surface in _EN_IRREGULAR_PLURAL:
            base = stem(_EN_IRREGULAR_PLURAL[u.surface])  # teeth -> tooth, as 歯 / 牙 gloss it
            u = replace(u, key=base, glosses=frozenset({base}))
        if lang == "ja" and u.surface in ("回", "番", "度") and k + 1 < len(terms) and terms[k + 1].surface == "目":
            if re.search(f"[{_NUMERAL}]{u.surface}目", t):
                continue
        out.append(u)
    return out


# English irregular plurals (a closed class of morphology: the stemmer keeps "teeth", glosses say "tooth")
_EN_IRREGULAR_PLURAL = {"teeth": "tooth", "feet": "foot", "geese": "goose", "mice": "mouse", "lice": "louse",
                        "children": "child", "men": "man", "women": "woman", "oxen": "ox"}  # fmt: skip
_HIRA = re.compile(r"[\u3041-\u3096ー]{2,}")
_KATA = re.compile(r"[\u30a1-\u30faー]{3,}")


def _katakana_entry(u: Unit) -> Unit:
    """A word in hiragana the lexicon lacks, read by its katakana form's entry (ごみ -> ゴミ "garbage"): one word in
    either kana, a conversion of the script, not a reading of a kanji (ひなた stays a name)."""
    from .fact_lexicon import cjk_unit, lexicon

    kata = "".join(chr(ord(c) + 0x60) if "\u3041" <= c <= "\u3096" else c for c in u.surface)
    entry = lexicon().ja.get(kata)
    return u if entry is None else cjk_unit(u.surface, "ja", entry, u.pred, group=u.group)


# ------------------------------------------------------------------------------------------ acronyms

_ACRONYM = re.compile(r"[A-Z]{2,5}")


_INNER = frozenset({"of", "and", "for"})


def _is_acronym(u: Unit, U: Units) -> bool:
    """Two to five capitals as written (an English unit is lower-cased: its text says how it was written)."""
    if u.lang != "en":
        return bool(_ACRONYM.fullmatch(u.surface))
    return not u.known and u.surface.isalpha() and re.search(rf"\b{u.surface.upper()}\b", U.text) is not None


def acronym_alignments(A: Units, B: Units, ta: Sequence[Unit], tb: Sequence[Unit], used_a: set[int],
                       used_b: set[int]) -> list[tuple[str, str, str]]:  # fmt: skip
    """An acronym (JR, MR, JLPT: two to five capitals) against the English words it abbreviates: a run of as many
    adjacent English tokens of the other memory whose initials spell it, every content word of the run unmatched
    (Japan Rail, measles-rubella, Japanese-Language Proficiency Test; "of" may be one of them: Bank of Japan,
    BOJ). The words may be aligned already when the acronym is a restatement in another language (MR after 麻疹
    风疹 against "measles-rubella"). The initials are a conversion of the words; nothing is listed."""
    out: list[tuple[str, str, str]] = []
    for S, Ot, side, other, used_s, used_o in ((A, B, ta, tb, used_a, used_b), (B, A, tb, ta, used_b, used_a)):
        if Ot.lang != "en":
            continue
        for i, u in enumerate(side):
            if i in used_s or not _is_acronym(u, S):
                continue
            n = len(u.surface)
            parts = [(t, p) for t, w in enumerate(Ot.words) for p in w.split("-") if p]  # japanese-language
            initials = "".join(p[:1] for _, p in parts)
            for start in range(len(parts) - n + 1):
                if initials[start : start + n] != u.surface.lower():
                    continue
                toks = sorted({t for t, _ in parts[start : start + n]})
                if parts[start][1] != Ot.words[toks[0]].split("-")[0]:
                    continue  # the run starts at the start of a word
                run = [k for k, t in enumerate(other) if t.at in toks]
                inner = [t for t in toks[1:-1] if Ot.words[t] in _INNER]
                if len(run) + len(inner) != len(toks):
                    continue  # every word of the run a content word but an inner "of" / "and"
                if all(k in used_o for k in run) and S.lang == "en":
                    continue  # English against English: an acronym whose words are said already is no restatement
                if any(other[k].pred for k in run):
                    continue
                used_s.add(i)
                used_o.update(run)
                for k in run:
                    pair = (u.surface, other[k].surface)
                    out.append((*(pair if S is A else pair[::-1]), "acronym"))
                break
    return out


# ------------------------------------------------------------------------------------------ time units

_EN_TIME_UNITS = {"minute": "min", "minutes": "min", "hour": "hour", "hours": "hour", "day": "day", "days": "day",
                  "week": "week", "weeks": "week", "month": "month", "months": "month", "year": "year",
                  "years": "year", "night": "night", "nights": "night"}  # fmt: skip
_CJK_TIME_UNITS = (
    ("min", r"分(?:钟|間)?"),
    ("hour", r"(?:个)?(?:小时|時間|钟头)"),
    ("day", r"(?:日間|日|天)"),
    ("week", r"(?:週間|週|周|个?星期|个?礼拜)"),
    ("month", r"(?:か月|ヶ月|ヵ月|カ月|个月|個月)"),
    ("year", r"(?:年間|年)"),
    ("night", r"(?:泊|晚|夜|晩)"),
)
_CJK_TIME_PATTERN = dict(_CJK_TIME_UNITS)
_NUM_WORD = re.compile(r"\d+(?:\.\d+)?$")


def time_unit_alignments(A: Units, B: Units, ta: Sequence[Unit], tb: Sequence[Unit], used_a: set[int],
                         used_b: set[int]) -> list[tuple[str, str, str]]:  # fmt: skip
    """An English time unit right after a number ("20 minutes", "three nights"), or a CJK one after a numeral
    (30个小时), unmatched, against a memory in Japanese or Chinese that writes a counter of that unit right after
    a numeral (20分, 3泊, 三晚). The two numbers are compared by the quantity reader (both memories read 20);
    this says only that they count the same unit.
    Marks the English word used; the aligned pair names the counter."""
    out: list[tuple[str, str, str]] = []
    for S, Ot, side, used_s in ((A, B, ta, used_a), (B, A, tb, used_b)):
        if Ot.lang == "en" or not S.nums or set(S.nums) != set(Ot.nums):
            continue
        text = unicodedata.normalize("NFKC", Ot.text)
        for i, u in enumerate(side):
            unit = _EN_TIME_UNITS.get(u.surface) if S.lang == "en" else _cjk_unit(u, S.text)
            if i in used_s or unit is None:
                continue
            if S.lang == "en":
                prev = S.words[u.at - 1] if 0 < u.at <= len(S.words) else ""
                if not (_NUM_WORD.match(prev) or prev in _NUM_WORDS):
                    continue
            pat = _CJK_TIME_PATTERN[unit]
            m = re.search(f"[{_NUMERAL}]+(?:个|個)?({pat})", text)
            if m is None or (unit == "day" and _is_date_day(text, m)):
                continue
            used_s.add(i)
            out.append((u.surface, m.group(1), "time unit") if S is A else (m.group(1), u.surface, "time unit"))
    return out


def _cjk_unit(u: Unit, text: str) -> str | None:
    """The time unit a CJK term is, when it is written right after a numeral (30个小时: 小时 is "hour")."""
    t = unicodedata.normalize("NFKC", text)
    for unit, pat in _CJK_TIME_UNITS:
        if re.fullmatch(pat, u.surface) and re.search(f"[{_NUMERAL}]+(?:个|個)?{re.escape(u.surface)}", t):
            return unit
    return None


_NUM_WORDS = frozenset("one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty "
                       "fifty sixty".split())  # fmt: skip


def _is_date_day(text: str, m: re.Match[str]) -> bool:
    """日 of 3月8日 is a day of the month, not a count of days."""
    return m.group(1) == "日" and bool(re.search(f"月[{_NUMERAL}]+$", text[: m.start(1)]))


# ----------------------------------------------------------------------------------------- converse verbs

_EN_OBJ_PRONOUNS = frozenset({"him", "her", "them"})


def _verb_terms(U: Units, side: Sequence[Unit]) -> list[int]:
    """The indices of the terms that are the memory's transfer verbs (by position: English token index, CJK
    character offset of the stem read by :mod:`memory.fact_transfer`)."""
    from .fact_transfer import en_transfers, ja_transfers, zh_transfers

    if U.lang == "en":
        ats = {at for _, at in en_transfers(U)[1]}
        return [i for i, u in enumerate(side) if u.at in ats]
    dirs = (ja_transfers(U) if U.lang == "ja" else zh_transfers(U))[1]
    out = []
    for _, at in dirs:
        for i, u in enumerate(side):
            s = U.text.find(u.surface, max(0, at - len(u.surface) + 1))
            if s != -1 and s <= at < s + len(u.surface) and i not in out:
                out.append(i)
                break
    return out


def _names_user_after(U: Units) -> bool:
    """The user is named after the subject (gave the user, ユーザーに, 向用户借), or in English an object pronoun
    follows the transfer verb ("learns Portuguese from him", "receive 50,000 yen from her")."""
    from .fact_transfer import en_transfers, user_after_subject

    if user_after_subject(U):
        return True
    if U.lang != "en":
        return False
    dirs = en_transfers(U)[1]
    return bool(dirs) and any(w in _EN_OBJ_PRONOUNS for w in U.words[dirs[0][1] + 1 :])


def converse(A: Units, B: Units, ta: Sequence[Unit], tb: Sequence[Unit], used_a: set[int],
             used_b: set[int]) -> tuple[list[int], list[int], str, str] | None:  # fmt: skip
    """One transfer said from both ends: the same kind (gift, loan, skill), opposite directions (send / receive,
    lend / borrow, teach / learn, 教える / 習う, 借给 / 向…借), the user the subject of one memory and another person
    of the other; that person named in the user's memory (aligned to one of its words), and the user named after
    the other memory's subject. "The user lent Wang 30,000 yen" / "Wang borrowed 30,000 yen from the user".
    Returns the two memories' verb terms and subjects, or None. The same direction with swapped subjects, and
    opposite directions with one subject, are :mod:`memory.fact_transfer`'s (differences); nothing here links them."""
    from .fact_transfer import is_user, transfer_reading

    ka, da, sa = transfer_reading(A)
    kb, db, sb = transfer_reading(B)
    if not da or not db or da == db or da.split(":")[0] != db.split(":")[0]:
        return None
    if not sa or not sb or is_user(sa) == is_user(sb):
        return None
    if ("loan" in ka) != ("loan" in kb):
        return None
    (Ou, other, o_side, o_used) = (A, sa, ta, used_a) if is_user(sb) else (B, sb, tb, used_b)
    named = [i for i, u in enumerate(o_side) if i in o_used and u.surface.casefold() in other.casefold()]
    if not named or not _names_user_after(Ou):
        return None
    va, vb = _verb_terms(A, ta), _verb_terms(B, tb)
    if not va or not vb:
        return None
    return va, vb, sa, sb


def converse_alignments(A: Units, B: Units, ta: Sequence[Unit], tb: Sequence[Unit], used_a: set[int],
                        used_b: set[int]) -> list[tuple[str, str, str]]:  # fmt: skip
    """The transfer verbs of a converse pair (:func:`converse`) meet as one event read from both ends."""
    got = converse(A, B, ta, tb, used_a, used_b)
    if got is None:
        return []
    va, vb, _, _ = got
    used_a.update(va)
    used_b.update(vb)
    return [(ta[va[0]].surface, tb[vb[0]].surface, "converse")]


def unswapped(A: Units, B: Units, aligned: Sequence[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """The aligned pairs less the persons of a converse transfer: the giver is the subject on one side and the
    source on the other, a swap of roles that says the same event; other roles are still compared."""
    if not any(how == "converse" for _, _, how in aligned):
        return list(aligned)
    from .fact_transfer import transfer_reading

    sa, sb = transfer_reading(A)[2].casefold(), transfer_reading(B)[2].casefold()
    return [(x, y, how) for x, y, how in aligned
            if how == "converse" or not ((x and x.casefold() in sa) or (y and y.casefold() in sb))]  # fmt: skip


def converse_contrast(A: Units, B: Units, ta: Sequence[Unit], tb: Sequence[Unit],
                      aligned: Sequence[tuple[str, str, str]], diffs: list[Any]) -> None:  # fmt: skip
    """The dictionaries set send / receive and lend / borrow against each other (``fact_verbs.contrast``), which
    is right for one subject and wrong for a converse pair (:func:`converse`): the contrast of the two converse
    verbs is taken out of ``diffs``; any other contrasting pair of the two memories is still reported."""
    conv = [(x, y) for x, y, how in aligned if how == "converse"]
    if not conv:
        return
    from .fact_predicates import contrasting

    x, y = conv[0]
    for k, d in enumerate(diffs):
        if getattr(d, "kind", "") == "predicate" and list(d.a) == [x] and list(d.b) == [y]:
            rest = contrasting([u for u in ta if u.surface != x], A, [u for u in tb if u.surface != y], B)
            if rest is None:
                del diffs[k]
            else:
                diffs[k] = replace(d, a=[rest[0]], b=[rest[1]])
            return


__all__ = [
    "acronym_alignments",
    "converse",
    "converse_alignments",
    "converse_contrast",
    "drop_grammar",
    "fold_latin",
    "split_compounds",
    "time_unit_alignments",
    "unswapped",
]

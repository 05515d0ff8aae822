"""Recall without losing precision (issue 13, round 11b): what two tokenisers cut differently, and grammar that
was read as a value.

The link check (:mod:`memory.facts`) refuses a link when a value is left over. On sets written blind most of what
was left over carried no value of its own:

- **a compound cut differently** by Sudachi (ja) and jieba (zh), or a compound against its parts: 国民年金 /
  国民 + 年 + 金, 結婚記念日 / 结婚 + 纪念日, 府中 / 府 (jieba drops 中), 日本語能力試験 / 日语 + 能力 + 考试.
  Two rules,
  both exact: (1) one memory's CJK word is written, character for character (simplified / traditional / Japanese
  variants allowed: 記 / 记, 沢 / 泽), in the other memory's text, and the other memory's words inside that span
  are all unmatched and lie wholly inside it (so 京都 never meets 东京都's 东京, and 母 never meets 祖母: a word of
  one character is never looked for); (2) a Japanese compound whose Sudachi short-unit pieces each meet, by the
  lexicon, one of a run of adjacent unmatched words of the other memory, every word of the run used once;
- **a numeral + classifier** in Chinese (一所, 一笔, 一个, 一间, 一家 before a noun: "a", an article), dropped;
- **an honorific title after a name** (さん, くん, 様, 先生 in 高橋先生; 先生, 女士, 小姐 in 高桥先生), dropped; a
  Chinese name jieba cut into single characters before the title (高 / 桥 / 先生) is joined again (高桥), so that
  its reading (Takahashi) and its Japanese form (高橋) can meet;
- **a habit said once or twice**: 毎週土曜日 (per:week + Saturday), 每周六 (每 + Saturday), "on Saturdays" and "every
  Saturday" are one frequency. A weekday already says the week and a month name the year, so ``per:week`` beside
  a weekday and ``per:year`` beside a month are implied, not compared, and the 每 of 每周六 is no value.

Closed grammatical classes only (classifiers, titles); no word of any planted set is listed here.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import lru_cache
from itertools import pairwise
from typing import Any

from .calendar_words import WEEKDAY_NAMES
from .fact_lexicon import Unit, Units
from .fact_readings import same_char
from .fact_recall5 import periods_of
from .fact_transfer import two_subjects_guard

# Chinese measure words (a closed class): after 一 they make an indefinite article, "a school", "a loan"
ZH_CLASSIFIERS = frozenset(
    "个個只位条條张張本件台辆輛匹头頭家双雙对對些所笔筆间間份座栋棟套把支架门門项項场場名片封篇首部颗顆棵"
)
_ZH_ARTICLE = re.compile(r"一[" + "".join(sorted(ZH_CLASSIFIERS)) + r"]")
# honorific titles after a personal name (closed classes)
JA_TITLES = frozenset({"さん", "くん", "君", "様", "さま", "ちゃん", "氏", "先生", "殿"})
ZH_TITLES = frozenset({"先生", "女士", "小姐"})  # not 太太 ("wife": 山田太太 / 他太太), not 老师 ("teacher")
_HAN = re.compile(r"[\u3005\u4e00-\u9fff]+")
_KATA = re.compile(r"[\u30a1-\u30fa\u30fc・]+")


def _article(u: Unit, text: str) -> bool:
    """一 + classifier before its noun: "a". 一家 is also "the (whole) family" (他们一家一起住, 一家人, 一家三口): an
    article only when no such word follows it."""
    if not _ZH_ARTICLE.fullmatch(u.surface):
        return False
    if u.surface != "一家":
        return True
    at = text.find(u.surface)
    nxt = text[at + 2 : at + 3] if at >= 0 else ""
    return bool(_HAN.fullmatch(nxt)) and nxt not in _FAMILY_NEXT


_FAMILY_NEXT = frozenset("人一二三四五六七八九十口都起")


def tidy_terms(terms: Sequence[Unit], lang: str, text: str = "") -> tuple[list[Unit], str]:
    """Drop Chinese articles (一 + classifier) and titles after a name; rejoin a Chinese name cut before its title.
    Also the text without those titles, so that what follows the name is read as its marker (田中さんから: 田中 is
    the source, as in 田中から; the role reader of :mod:`memory.fact_roles` looks right after the name)."""
    from .fact_recall3 import drop_grammar

    if lang == "en":
        return drop_grammar(terms, lang, text), text
    out: list[Unit] = []
    for u in terms:
        if lang == "zh" and _article(u, text):
            continue
        if _with_together(u, lang, text):
            continue
        if lang == "ja" and u.surface == "いう" and not u.known and "という" in text:
            u = _quotative(u)  # クロという柴犬 "a Shiba called Kuro": いう is 言う "to call" (round 12b)
        if lang == "zh" and out and _place_pieces(out[-1], u):
            name = out[-1].surface + u.surface  # 埼 / 玉 (jieba) is 埼玉, one Japanese place
            out[-1] = replace(out[-1], surface=name, key=name, pred=False, glosses=frozenset(), known=False,
                              proper=True, phrases=(), group=u.group)  # fmt: skip
            continue
        if out and u.surface in (JA_TITLES if lang == "ja" else ZH_TITLES) and _after_name(out, u, lang):
            if lang == "zh":
                _rejoin_name(out, u)
            name = out[-1].surface
            at = text.find(name + u.surface)
            if at >= 0:
                text = text[: at + len(name)] + text[at + len(name) + len(u.surface) :]
            continue
        out.append(u)
    return drop_grammar(out, lang, text), text  # とき, ため, 时, 2個, 14日間 (round 13b)


_ZH_WITH = re.compile(r"[和跟与與同][^，。、,.!?！？；;]{1,8}在?一起")


def _with_together(u: Unit, lang: str, text: str) -> bool:
    """一起 of 和 X 一起 (住在一起) and 一緒 of X と一緒に: the second half of "with X" (a circumposition, as
    English says it with one preposition), no value of its own (round 12b)."""
    if lang == "zh":
        return u.surface in ("一起", "在一起") and bool(_ZH_WITH.search(text))
    return lang == "ja" and u.surface == "一緒" and "と一緒" in text


def _quotative(u: Unit) -> Unit:
    """いう of という, read by its dictionary form 言う ("to say; to name; to call"), a known predicate: it meets
    "named" and 叫 as the naming verb it is (Sudachi writes it in kana, which the lexicon does not list)."""
    from .fact_lexicon import cjk_unit, lexicon

    entry = lexicon().ja.get("言う")
    return u if entry is None else cjk_unit(u.surface, "ja", entry, True, group=u.group)


def _place_pieces(a: Unit, b: Unit) -> bool:
    """Two neighbouring single characters, neither a predicate, that are one Japanese place name (固有名詞 地名)."""
    if len(a.surface) != 1 or len(b.surface) != 1 or b.group - a.group != 1:
        return False
    if not (_HAN.fullmatch(a.surface) and _HAN.fullmatch(b.surface)):
        return False
    from .fact_units import japanese_place

    return not a.pred and not b.pred and japanese_place(a.surface + b.surface)


def _after_name(prev: list[Unit], title: Unit, lang: str) -> bool:
    """Is the word before the title a name: in Japanese a proper noun, an unknown word or katakana of the same or
    the neighbouring compound (健二さん: Sudachi reads 二 as a numeral between them); in Chinese a Han word of at
    most three characters right before it (no 的: 她的先生 is her husband, and 用户太太 has no name before it)."""
    p = prev[-1]
    if lang == "ja":
        near = title.group - p.group in (0, 1)
        return not p.pred and near and (p.proper or not p.known or bool(_KATA.fullmatch(p.surface)))
    if title.group - p.group != 1 or not _HAN.fullmatch(p.surface):
        return False
    if len(p.surface) == 1:  # 高 / 桥: single characters right before the title, at least two of them
        q = prev[-2] if len(prev) >= 2 else None
        return q is not None and len(q.surface) == 1 and bool(_HAN.fullmatch(q.surface)) and p.group - q.group == 1
    return not p.pred and len(p.surface) <= 3


def _rejoin_name(out: list[Unit], title: Unit) -> None:
    """高 / 桥 before 先生: jieba's single characters before a title are one name (at most three characters)."""
    k = len(out)
    while (k > 0 and len(out[k - 1].surface) == 1 and _HAN.fullmatch(out[k - 1].surface)
           and out[k - 1].group == (out[k].group if k < len(out) else title.group) - 1
           and len("".join(u.surface for u in out[k - 1 :])) < 3):  # fmt: skip
        k -= 1
    if len(out) - k >= 2:
        name = "".join(u.surface for u in out[k:])
        first = out[k]
        out[k:] = [replace(first, surface=name, key=name, pred=False, glosses=frozenset(), known=False,
                           proper=True, phrases=(), group=out[-1].group)]  # fmt: skip
    elif not out[-1].proper:
        out[-1] = replace(out[-1], proper=True, pred=False)  # a name before a title, whatever else it glosses


def habitual(periods: list[str], dates: Sequence[str], terms: Sequence[Unit], lang: str,
             words: Sequence[str] = ()) -> tuple[list[str], list[Unit]]:  # fmt: skip
    """A weekday says the week and a month name the year: ``per:week`` beside a weekday and ``per:year`` beside a
    month are implied (毎週土曜日 / 每周六 / "on Saturdays" / "every Saturday"); the 每 of 每周六 goes with them.
    Every other period is a period too (round 12b): 隔週, 每隔一周 and "every other week" say ``per:week`` (what
    makes it every other one is compared as a frame, :func:`memory.fact_frames.alternate`); every morning (毎朝,
    每晚, "every evening") is daily, as 每天早上 says, the part of the day staying a word."""
    periods, terms = _alternate_periods(list(periods), terms, lang, words)
    if lang != "en" and "per:day" in periods and any(u.surface in _NIGHT_CJK for u in terms):
        periods = ["per:night" if p == "per:day" else p for p in periods]  # 每天晚上 = 每晚 (round 29)
        terms = [u for u in terms if u.surface not in _NIGHT_CJK]
    if lang == "en" and "per:month" not in periods and _ordinal_weekday(words):
        periods.append("per:month")  # "every first Saturday", "on second Tuesdays": one weekday of each month
    marks, terms = periods_of(terms)  # 年間 + number (round 18b)
    periods += marks
    wd = any(d.startswith("wd:") for d in dates)
    month = any(d.startswith("month:") for d in dates)
    periods = [p for p in periods if not ((p == "per:week" and wd) or (p == "per:year" and month))]
    kept = [u for u in terms if not (lang == "zh" and u.surface in ("每", "每个") and (wd or month))]
    return periods, kept


_WEEKDAYS_EN = tuple(w.lower() for w in WEEKDAY_NAMES)
_PLURAL_PARTS_OF_DAY = frozenset({"mornings", "afternoons", "evenings", "nights"})
_ORDINALS_OF_MONTH = frozenset({"first", "second", "third", "fourth", "fifth", "1st", "2nd", "3rd", "4th", "5th"})


def _ordinal_weekday(words: Sequence[str]) -> bool:
    """An ordinal right before a weekday that recurs, "every first Saturday" or "on first Saturdays": the Nth weekday
    of each month, as 毎月第1土曜日 / 每月第一个星期六 say it (round 29); so are "second Wednesday evenings" and "the
    first Saturday of the month". "The first Saturday of May" recurs not."""
    for k in range(1, len(words)):
        w = words[k].lower()
        if words[k - 1].lower() not in _ORDINALS_OF_MONTH or not w.startswith(_WEEKDAYS_EN):
            continue
        nxt = [x.lower() for x in words[k + 1 : k + 5]]
        if (w.endswith("s") or (k >= 2 and words[k - 2].lower() in ("every", "each"))
                or (nxt and nxt[0] in _PLURAL_PARTS_OF_DAY)
                or any(nxt[j : j + 3] in (["of", "the", "month"], ["of", "each", "month"], ["of", "every", "month"])
                       for j in range(2))):  # fmt: skip
            return True
    return False


_ALT_CJK = {"隔週": "week", "隔周": "week", "隔月": "month", "隔年": "year", "隔日": "day", "隔天": "day"}
_ONE_PERIOD_ZH = {"一周": "week", "一星期": "week", "一个星期": "week", "一个月": "month", "一年": "year",
                  "一天": "day"}  # fmt: skip
_PARTS_OF_DAY_EN = frozenset({"morning", "evening", "night", "afternoon"})
# every + part of the day, one word (毎晩 / 每晚 are read as per:night before the terms): the evening is the night's
_EVERY_PART_OF_DAY_CJK = {"毎朝": "per:day", "每早": "per:day", "毎夕": "per:night"}
_NIGHT_EN = frozenset({"evening", "night"})
# 每天晚上, 毎日夕方 "every evening": 每晚, 毎晩
_NIGHT_CJK = frozenset({"晚上", "夜里", "夜裡", "傍晚", "夜", "晩", "夕方"})
_EN_PERIOD_NOUN = {"day": "day", "week": "week", "month": "month", "year": "year"}


def _alternate_periods(periods: list[str], terms: Sequence[Unit], lang: str,
                       words: Sequence[str]) -> tuple[list[str], list[Unit]]:  # fmt: skip
    """隔週 / 隔月 (ja, zh), 每隔 + 一周 / 一个月 (zh: "every interval of one week") and "every other week" (en): the
    period, read out of the terms (each is said by its period and the alternate frame, no value of its own).
    每隔两周 is left as written: "every two weeks" or "every third week" is not clear."""
    out: list[Unit] = []
    skip = -1
    for k, u in enumerate(terms):
        if k == skip:
            continue
        if lang == "en" and u.surface in _PARTS_OF_DAY_EN and 1 <= u.at <= len(words) and words[u.at - 1] == "every":
            if u.surface in _NIGHT_EN:
                periods.append("per:night")  # "every evening" is 毎晩 / 每晚, as "every night" is (round 29)
                continue
            periods.append("per:day")  # "every morning": daily, in the morning (毎朝, 每天早上)
        elif u.surface in _EVERY_PART_OF_DAY_CJK:
            periods.append(_EVERY_PART_OF_DAY_CJK[u.surface])
            if _EVERY_PART_OF_DAY_CJK[u.surface] == "per:night":
                continue  # 毎夕 is 毎晩: the evening goes with the period; 毎朝 keeps its morning as a word
        if lang == "en":
            at = u.at
            if (u.surface in _EN_PERIOD_NOUN and 2 <= at <= len(words) and words[at - 1] in ("other", "second")
                    and words[at - 2] == "every"):  # fmt: skip
                periods.append(f"per:{_EN_PERIOD_NOUN[u.surface]}")
                continue
        elif u.surface in _ALT_CJK:
            periods.append(f"per:{_ALT_CJK[u.surface]}")
            continue
        elif lang == "zh" and u.surface == "每隔" and k + 1 < len(terms) and terms[k + 1].surface in _ONE_PERIOD_ZH:
            periods.append(f"per:{_ONE_PERIOD_ZH[terms[k + 1].surface]}")
            skip = k + 1
            continue
        out.append(u)
    return periods, out


_NUMERAL = re.compile(r"[〇零一二两兩三四五六七八九十百千万]")


def proper_spans(text: str, lang: str) -> list[tuple[int, int]]:
    """Where a place name with a kanji numeral in it is written (四川省, 九州, 三鷹: Sudachi's 固有名詞 地名, jieba's
    ns): that numeral is part of the name, no number (else 四川省 reads 4). Personal names (健二) are left as they
    were: reading 健二 whole on one side only unblocked set l's direction errors (lend / borrow, 向 X 借), which
    the role reader does not yet read in Chinese (round 11b, tried and reverted)."""
    if lang == "en" or not _NUMERAL.search(text):
        return []
    out: list[tuple[int, int]] = []
    at = 0
    try:
        if lang == "ja":
            from .text import sudachi_tokenizer

            tok = sudachi_tokenizer("C")
            if tok is None:  # no tokenizer: numerals are read as numbers, as before
                return []
            words = [(m.surface(), m.part_of_speech()[1:3] == ("固有名詞", "地名")) for m in tok.tokenize(text)]
        else:
            import jieba.posseg as pseg

            from .text import jieba_lock

            with jieba_lock:
                words = [(p.word, p.flag == "ns") for p in pseg.lcut(text)]  # jieba's nr is too loose (二丁 of 二丁目)
    except Exception:  # no tokenizer: numerals are read as numbers, as before
        return []
    for w, proper in words:
        if proper and _NUMERAL.search(w) and _HAN.fullmatch(w):
            out.append((at, at + len(w)))
        at += len(w)
    return out


# ------------------------------------------------------------------------------------------------ compounds


def _find(word: str, text: str) -> list[int]:
    """Start offsets where ``word`` is written in ``text``, character variants allowed (記 / 记)."""
    n = len(word)
    starts = range(len(text) - n + 1)
    return [s for s in starts if all(same_char(a, b) for a, b in zip(word, text[s : s + n], strict=True))]


def _spans(u: Unit, text: str) -> list[tuple[int, int]]:
    out, s = [], text.find(u.surface)
    while s >= 0 and u.surface:
        out.append((s, s + len(u.surface)))
        s = text.find(u.surface, s + 1)
    return out


def _own_spans(other: Sequence[Unit], text: str) -> list[list[tuple[int, int]]]:
    """Where each of the other memory's words is written. A word the text writes as often as the memory has units
    of it is read occurrence by occurrence, in text order (火灾保险 ... 地震保险: the second 保险 is the one inside
    地震保险); otherwise each unit may be any of its occurrences."""
    spans = [_spans(t, text) for t in other]
    seen: dict[str, int] = {}
    for k, t in enumerate(other):
        same = [j for j, o in enumerate(other) if o.surface == t.surface]
        r = seen.get(t.surface, 0)
        seen[t.surface] = r + 1
        if len(same) > 1 and len(spans[k]) == len(same):
            spans[k] = [spans[k][r]]
    return spans


def _written_in(y: Unit, Ot: Units, other: Sequence[Unit], used_o: set[int]) -> list[int] | None:
    """The other memory's words that spell ``y`` in its text: wholly inside the span, at least one unmatched value
    (an inside word another word already met may be met again: 柴犬 against 柴 + 犬, where 犬 met the first
    memory's 犬); None when no span of the other text writes ``y`` so."""
    text = Ot.text
    own = _own_spans(other, text)
    for s in _find(y.surface, text):
        e = s + len(y.surface)
        inside, ok = [], True
        for k, sp in enumerate(own):
            if any(a >= s and b <= e for a, b in sp):
                inside.append(k)
            elif any(a < e and b > s for a, b in sp):
                ok = False  # a word that runs across the span's edge: 京都 inside 东京都
                break
        covered = sum(len(other[k].surface) for k in inside)
        if (ok and inside and any(k not in used_o and not other[k].pred for k in inside)
                and covered >= len(y.surface) - 1):  # fmt: skip
            return inside  # at most one character left to a dropped word (府中 / 府 + 中)
    return None


def _pieces(y: Unit) -> list[Unit]:
    """Sudachi's short units of a Japanese compound, as units the lexicon can compare ([] when not a compound)."""
    if y.lang != "ja" or not _HAN.search(y.surface) or len(y.surface) < 3:
        return []
    from .text import sudachi_tokenizer

    tok = sudachi_tokenizer("C")
    if tok is None:  # no Sudachi: no pieces, no link
        return []
    from sudachipy import SplitMode

    from .fact_lexicon import lexicon
    from .fact_units import cjk_unit

    surf = [m.surface() for m in tok.tokenize(y.surface, SplitMode.A)]
    lex = lexicon()
    out, i = [], 0
    while i < len(surf):  # the longest runs of short units the lexicon knows (日本 + 語 -> 日本語)
        j = len(surf) - (i == 0)  # never the whole compound itself
        while j > i and "".join(surf[i:j]) not in lex.ja:
            j -= 1
        if j == i:
            return []
        w = "".join(surf[i:j])
        out.append(cjk_unit(w, "ja", lex.ja[w], False, group=y.group))
        i = j
    return out if len(out) >= 2 else []


def _pieces_meet(y: Unit, other: Sequence[Unit], used_o: set[int],
                 lexical: Callable[[Unit, Unit], str | None]) -> list[int] | None:  # fmt: skip
    """Each short-unit piece of ``y`` meets a distinct word of one run of adjacent unmatched words of the other
    memory, and every word of the run is met (日本語能力試験 / 日语 + 能力 + 考试)."""
    pieces = _pieces(y)
    if not pieces:
        return None
    free = [k for k in range(len(other)) if k not in used_o]
    for start in range(len(free)):
        run = free[start : start + len(pieces)]
        if len(run) != len(pieces) or run != list(range(run[0], run[0] + len(run))):
            continue
        if any(other[b].group - other[a].group > 1 for a, b in pairwise(run)):
            continue
        if all(lexical(p, other[k]) for p, k in zip(pieces, run, strict=True)):
            return run
    return None


def compound_alignments(A: Units, B: Units, ta: Sequence[Unit], tb: Sequence[Unit], used_a: set[int],
                        used_b: set[int],
                        lexical: Callable[[Unit, Unit], Any]) -> list[tuple[str, str, str]]:  # fmt: skip
    """Unmatched CJK words of one memory that the other memory writes with the same characters, or that meet the
    other memory's adjacent words piece by piece (see the module doc); marks ``used_a`` / ``used_b``. Kinship words
    composed into one relation (配偶的母亲 / 義母) and names in pieces (Zhang Wei / 张伟) meet first, in any language
    (round 12b: :mod:`memory.fact_recall2`)."""
    from .fact_club import club_alignments
    from .fact_compose import compose_alignments
    from .fact_names import name_span_alignments
    from .fact_recall2 import kin_alignments, name_alignments
    from .fact_recall3 import acronym_alignments, converse_alignments, time_unit_alignments
    from .fact_recall5 import same_language_glosses
    from .fact_recall6 import gloss_head_alignments, piece_alignments, same_word_alignments
    from .fact_romaji import romaji_alignments
    from .fact_transfer import agent_alignments

    out = kin_alignments(A, B, ta, tb, used_a, used_b) + name_alignments(A, B, ta, tb, used_a, used_b)
    out += name_span_alignments(A, B, ta, tb, used_a, used_b)  # 比卡什·古隆 / Bikash Gurung (round 14b)
    out += romaji_alignments(A, B, ta, tb, used_a, used_b, lexical)  # shaken / 車検, Toyota / 豊田市 (round 18b)
    out += same_language_glosses(A, B, ta, tb, used_a, used_b)  # 義母 / 姑 (round 18b)
    out += time_unit_alignments(A, B, ta, tb, used_a, used_b)  # "20 minutes" / 20分 (round 13b)
    out += converse_alignments(A, B, ta, tb, used_a, used_b)  # lent / borrowed from (round 13b)
    out += agent_alignments(A, B, ta, tb, used_a, used_b)  # given by / gave (round 20b)
    out += acronym_alignments(A, B, ta, tb, used_a, used_b)  # JR / Japan Rail (round 13b)
    out += club_alignments(A, B, ta, tb, used_a, used_b, lexical)  # "tennis circle" / 网球社团 (round 23b)
    if A.lang == "en" or B.lang == "en":
        return out + compose_alignments(A, B, ta, tb, used_a, used_b, lexical)  # 夕食後 / "after supper" (r33)
    for S, side, other, used_s, used_o, flip in ((A, ta, tb, used_a, used_b, False), (B, tb, ta, used_b, used_a, True)):
        Ot = B if S is A else A
        for i, y in enumerate(side):
            if i in used_s or y.pred or len(y.surface) < 2 or not _HAN.search(y.surface):
                continue
            got = _written_in(y, Ot, other, used_o)
            how = "characters"
            if got is None:
                got, how = _pieces_meet(y, other, used_o, lexical), "pieces"
            if not got:
                continue
            used_s.add(i)
            used_o.update(got)
            for k in got:
                out.append((other[k].surface, y.surface, how) if flip else (y.surface, other[k].surface, how))
    # last, on what is still free (round 20): compounds piece by piece, glosses that meet head to head
    out += same_word_alignments(A, B, ta, tb, used_a, used_b)  # 着物 / キモノ (round 23b)
    out += piece_alignments(A, B, ta, tb, used_a, used_b)  # 腰痛 / 腰疼
    out += gloss_head_alignments(A, B, ta, tb, used_a, used_b)  # 看護師 / 护士
    out += compose_alignments(A, B, ta, tb, used_a, used_b, lexical)  # 夏令营 / サマー + キャンプ (round 33)
    return out


__all__ = [
    "JA_TITLES",
    "ZH_CLASSIFIERS",
    "ZH_TITLES",
    "compound_alignments",
    "doing_verbs",
    "habitual",
    "proper_spans",
    "recall_guards",
    "tidy_terms",
]


# ------------------------------------------------------------------------------------------------ doing verbs

# a memory that says its action with a verb of doing (makes sushi, フットサルをしている, 做饭) names no other action:
# a content verb on the other side only must then be one of doing or playing, or the two actions are unread
_DOING_EN = frozenset({"make", "makes", "made", "making", "do", "does", "did", "doing"})
_DOING_ZH = frozenset({"做", "搞", "干", "弄"})
_DOING_JA = re.compile(r"を(?:し[てたま]|する|すれ|やっ|やる|やり|やら)")
_DOING_STEMS = frozenset({"play", "do", "practis", "practic", "make", "go", "join", "attend", "have", "take", "work"})
_DOING_CJK = frozenset({"打", "踢", "玩", "练", "练习", "做", "搞", "干", "弹", "参加", "やっ", "やる", "し", "する",
                        "練習"})  # fmt: skip


def _says_doing(U: Units) -> bool:
    if U.lang == "ja":
        return bool(_DOING_JA.search(U.text))
    words = _DOING_EN if U.lang == "en" else _DOING_ZH
    return any(t.surface.casefold() in words for t in U.terms)


def _doing(u: Unit) -> bool:
    return u.surface in _DOING_CJK if u.lang != "en" else bool(u.glosses & _DOING_STEMS) or u.key in _DOING_STEMS


def doing_verbs(A: Units, B: Units, ta: Sequence[Unit], tb: Sequence[Unit], used_a: set[int], used_b: set[int],
                una: list[str], unb: list[str]) -> None:  # fmt: skip
    """A content verb said on one side only ("watches futsal", 寿司の出前を頼んでいる) against a memory that says its
    action with a verb of doing (フットサルをしている, "makes sushi"): unread, not excused (a verb of doing or
    playing on the first side still meets: "plays futsal" / フットサルをしている, "works night shifts" /
    夜勤をしている). Across languages only. Appends to ``una`` / ``unb``."""
    from .fact_predicates import predicate_residue

    if A.lang == B.lang:
        return  # within one language "X をする" and a verb are a paraphrase (ジョギングをしている / 走っている)
    pa, pb = predicate_residue(ta, used_a), predicate_residue(tb, used_b)
    if bool(pa) == bool(pb):
        return
    side, res, Ot, out = (ta, pa, B, una) if pa else (tb, pb, A, unb)
    if not _says_doing(Ot):
        return
    said = set().union(*(t.glosses for t in (tb if side is ta else ta)))  # 爬 "to climb" / 登山 "mountain climbing"
    out += [f"verb:{side[i].surface}" for i in res
            if not _doing(side[i]) and not (side[i].glosses - {"not"}) & said]  # fmt: skip


def _partial_phrases(ta: Sequence[Unit], tb: Sequence[Unit], aligned: Sequence[tuple[str, str, str]]) -> list[str]:
    """A CJK word that met two or more English words by its glosses must mean them as one of its gloss phrases:
    "high school" against 初中 "junior high school" leaves "junior" unsaid (unread); "junior high school" /
    中学校 and "rice cooker" / 电饭煲 are whole phrases."""
    if (ta and ta[0].lang == "en") == (tb and tb[0].lang == "en") or not ta or not tb:
        return []
    en, cjk = (ta, tb) if ta[0].lang == "en" else (tb, ta)
    keys = {u.surface: u.key for u in en}
    out: list[str] = []
    for c in cjk:
        met = {keys[x if x in keys else y] for x, y, how in aligned
               if how == "gloss" and c.surface in (x, y) and (x in keys or y in keys)}  # fmt: skip
        if len(met) < 2 or not c.phrases:
            continue
        hit = [ph for ph in c.phrases if sum(1 for g in ph if any(k == g or g.startswith(k) for k in met)) >= 2]
        left = [{g for g in ph if not any(k == g or g.startswith(k) or k.startswith(g) for k in met)} for ph in hit]
        if left and all(rest & _RANKS() for rest in left):
            out.append(f"rank:{c.surface}")  # a rank or level left unsaid: junior high is no high school
    return out


@lru_cache(maxsize=1)
def _RANKS() -> frozenset[str]:
    """Modifiers that make another thing of the same kind (a closed class: school levels, ranks, step- and
    in-law-like relations, seniority); a gloss word outside it ("final income tax return" / "tax return",
    "fixed-term commuter pass" / "commuter pass") is detail, not another thing."""
    from .fact_lexicon import stem

    words = ("junior senior elementary primary middle secondary vice deputy assistant associate former ex step half "
             "grand great older younger elder part-time full-time")  # fmt: skip
    return frozenset(stem(w) for w in words.split())


def _teaching_one_side(A: Units, B: Units, aligned: Sequence[tuple[str, str, str]], una: list[str],
                       unb: list[str]) -> None:  # fmt: skip
    """Teaching read on one side only (教えている, teaches, 教) against a memory that reads no teaching or learning
    verb: unread (``verb:``). 上日语课 "attends a Japanese class" names a lesson, which is taken as often as given;
    a compound piece (课 of 日语课) is otherwise covered once its other piece meets, and nothing was left to
    keep "teaches Japanese" apart (found when round 12b read 每隔一周 as a period: the words had kept it apart).
    A teaching verb that met a word of the other memory ("teaches" / 当老师) is read, and left alone, and so is one
    against a memory that reads any transfer ("gives guitar lessons" / 教えている)."""
    from .fact_transfer import transfer_reading

    ka, da, _ = transfer_reading(A)
    kb, db, _ = transfer_reading(B)
    if (da == "skill:out") == (db == "skill:out") or (ka if db == "skill:out" else kb):
        return  # the other memory reads a transfer of its own ("gives guitar lessons", 学): the transfer checks
    U, pos = (A, 0) if da == "skill:out" else (B, 1)
    met = {p[pos] for p in aligned}
    if any("teach" in u.glosses and u.surface in met for u in U.terms):
        return
    (una if da == "skill:out" else unb).append("verb:teach")


def recall_guards(A: Units, B: Units, ta: Sequence[Unit], tb: Sequence[Unit], used_a: set[int], used_b: set[int],
                  aligned: Sequence[tuple[str, str, str]], una: list[str], unb: list[str],
                  diffs: list[Any]) -> None:  # fmt: skip
    """What this round's readings must not let through: a one-sided content verb against a verb of doing, and a
    CJK word that met an English phrase only in part. Appends ``verb:`` / ``rank:`` entries to ``una`` / ``unb``:
    like ``role:`` entries, no other verifier can settle them by vectors (the phrase verifier aligns 初中 with
    "high school")."""
    from .fact_recall2 import kin_guard
    from .fact_recall3 import converse_contrast

    doing_verbs(A, B, ta, tb, used_a, used_b, una, unb)
    converse_contrast(A, B, ta, tb, aligned, diffs)  # send / receive: one event, no contrast (round 13b)
    _teaching_one_side(A, B, aligned, una, unb)
    two_subjects_guard(A, B, aligned, una, unb)  # one transfer, two subjects (fact_transfer since round 13)
    ka, kb = kin_guard(A, B, ta, tb, aligned)  # 婆婆 / "own mother": met by a gloss, another relation (round 12b)
    una += ka
    unb += kb
    part = _partial_phrases(ta, tb, aligned)
    side = una if ta and ta[0].lang != "en" else unb
    side += [w for w in part if w not in side]
    if not diffs:  # two near-identical memories of one language; a person that met no person (round 19)
        from .fact_diff import near_identical, person_meets_person, two_places
        from .facts import Difference

        diffs += [Difference(kind, xa, xb) for kind, xa, xb in near_identical(A, B)]
        two = None if diffs else (person_meets_person(A, B, aligned, una, unb) or two_places(A, B, una, unb))
        if two is not None:
            diffs.append(Difference("value", *two))

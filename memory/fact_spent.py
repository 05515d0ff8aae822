"""Round 24 (recall): words of one memory that carry no value of their own once the other memory is read.

Japanese and Chinese write some words that English (or the other language) leaves implicit or says inside a word
already met. Each of these was left over on one side and made the link "unsure". They are spent here, each only in
one closed shape; a word that is a value (a number, a name, a place, an item) is never spent:

* **an age counter after a numeral** (65歳, 七岁, 7才): the number is compared by the quantity reader (both
  memories must read the same numbers); the counter says only that it is an age, which English says with "at 65",
  "seventh birthday" or nothing. Spent only against an English memory that states the same numbers and no span of
  time ("worked for 30 years", "7 months old" stay a difference against 30歳, 7歳).
* **a time counter that met an English time unit** ("three nights" / 3泊): ``fact_recall3.time_unit_alignments``
  marked the English word; the counter itself is a term of its memory too and is marked here.
* **a plural suffix** (友人たち, 学生達, 朋友们, 朋友們) written right after a word that met the other memory: the
  plural is no value (English marks it on the noun, Chinese and Japanese often not at all).
* **a name inside a met compound**: an English name-like word right before an English word that met a CJK
  compound, where the compound begins with characters whose reading is that name ("Uno Port" / 宇野港 met "port";
  宇野 reads "uno"). Another name (高松港) is no reading of it and stays a value.
* **"set for" before the same date** (定于 2026年3月5日 / "is on 5 March 2026"): spent only when both memories
  state the same dates (a weekday implied by its full date aside).
* **ほかの / 他の "other"** against an English memory that says "other(s)".
* **English function words**: "place" of "take place" (the place is said by "in Okinawa"), and "whenever"
  against a clause of time or condition in the other memory (と, たら, とき, 时, 的时候, "when", "if").

And one gloss through the other dictionary: a CJK word written with the same characters (or their variants) in
the other CJK language lends that entry's glosses, only where both entries share a gloss stem already (海岸: zh
"coastal; seacoast", ja "coast; beach", so "beach" meets a Chinese 海岸); a false friend shares none (丈夫
"husband" / "sturdy", 手纸 "toilet paper" / 手紙 "letter") and lends nothing.

Tried and dropped: 作为 "as" before a met word. It was the only word left between two memories whose roles are
swapped (the wife insured through the user's company / the user through the wife's): spending it admitted that
negative (set v), so it stays a leftover.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .fact_lexicon import Unit, Units

_NUMERAL = "0-9０-９〇零一二两兩三四五六七八九十百千万"
_AGE = frozenset({"歳", "岁", "歲", "才"})
# an English memory that counts time in another unit ("30 years", "7 months old") states no age to spend 歳 on
_EN_SPANS = frozenset("year years month months week weeks day days hour hours night nights".split())
_PLURAL = frozenset({"たち", "達", "们", "們"})
_SCHEDULED = frozenset({"定于", "定於"})  # "is set for": the date it introduces is read by the quantity reader
_OTHER = frozenset({"ほか", "他", "外"})  # ほかの / 他の: "other", which English says with a stop word


def _same_dates(S: Units, Ot: Units) -> bool:
    """The same dates on both sides, a weekday implied by its full date aside (fact_weekday, round 23)."""
    from .fact_weekday import implied_weekdays

    spent = implied_weekdays(S, Ot) | implied_weekdays(Ot, S)
    return {d for d in S.dates if d not in spent} == {d for d in Ot.dates if d not in spent}


def _after_numeral(word: str, text: str) -> bool:
    return bool(re.search(f"[{_NUMERAL}]{re.escape(word)}", text))


def spent_alignments(A: Units, B: Units, ta: Sequence[Unit], tb: Sequence[Unit], used_a: set[int], used_b: set[int],
                     aligned: Sequence[tuple[str, str, str]]) -> list[tuple[str, str, str]]:  # fmt: skip
    """Words that carry no value of their own (see the module doc); marks them used, returns the alignments."""
    out: list[tuple[str, str, str]] = []
    timed = {w for x, y, how in aligned if how == "time unit" for w in (x, y)}
    for S, Ot, side, other, used_s in ((A, B, ta, tb, used_a), (B, A, tb, ta, used_b)):
        on_a = S is A
        for i, u in enumerate(side):
            if i in used_s or u.lang == "en":
                continue
            how = None
            if u.surface in _AGE and S.nums and set(S.nums) == set(Ot.nums) and _after_numeral(u.surface, S.text):
                if Ot.lang == "en" and not _EN_SPANS & set(Ot.words):
                    how = "age counter"
            elif u.surface in timed and _after_numeral(u.surface, S.text):
                how = "time counter"
            elif u.surface in _PLURAL and i > 0 and i - 1 in used_s:
                if side[i - 1].surface + u.surface in S.text:
                    how = "plural"
            elif u.surface in _SCHEDULED and S.dates and _same_dates(S, Ot):
                how = "scheduled"
            elif u.surface in _OTHER and u.surface + "の" in S.text and Ot.lang == "en":
                if {"other", "others"} & set(Ot.words):
                    how = "other"
            if how is None:
                continue
            used_s.add(i)
            out.append((u.surface, "", how) if on_a else ("", u.surface, how))
        if S.lang == "en":
            out += _names_in_compounds(side, other, used_s, aligned, on_a)
            out += _english_function_words(S, Ot, side, used_s, on_a)
    return out


_TAKE = frozenset({"take", "takes", "took", "taking", "taken"})
# a clause of time or condition in the other memory: と / たら / とき / 時 / たびに, 时 / 的时候 / 每当 / 一...就
_WHEN_JA = re.compile(r"(?:[うくぐすつぬぶむるたいだ]と(?![いし思言])|たら|とき|時[、,は]?|たびに|度に)")
_WHEN_ZH = re.compile(r"(?:时|時|的时候|每当|每當|一旦)")
_WHEN_EN = frozenset({"when", "whenever", "if", "every time", "each time"})


def _english_function_words(S: Units, Ot: Units, side: Sequence[Unit], used_s: set[int],
                            on_a: bool) -> list[tuple[str, str, str]]:  # fmt: skip
    """ "place" of "take place" (an event happens: the place is said by "in Okinawa", not by this word), and
    "whenever" against a clause of time or condition in the other memory."""
    out: list[tuple[str, str, str]] = []
    words = S.words
    for i, u in enumerate(side):
        if i in used_s or not 0 <= u.at < len(words):
            continue
        how = None
        nxt = words[u.at + 1] if u.at + 1 < len(words) else ""
        if u.surface.casefold() == "place" and u.at > 0 and words[u.at - 1] in _TAKE and nxt != "of":
            how = "take place"
        elif u.surface.casefold() == "whenever" and _when_clause(Ot):
            how = "clause of time"
        if how is not None:
            used_s.add(i)
            out.append((u.surface, "", how) if on_a else ("", u.surface, how))
    return out


def _when_clause(U: Units) -> bool:
    if U.lang == "ja":
        return bool(_WHEN_JA.search(U.text))
    if U.lang == "zh":
        return bool(_WHEN_ZH.search(U.text))
    text = " " + " ".join(U.words) + " "
    return any(f" {w} " in text for w in _WHEN_EN)


def _names_in_compounds(en: Sequence[Unit], other: Sequence[Unit], used_e: set[int],
                        aligned: Sequence[tuple[str, str, str]], on_a: bool) -> list[tuple[str, str, str]]:  # fmt: skip
    from .fact_readings import reading_match
    from .facts import name_like

    out: list[tuple[str, str, str]] = []
    by_at = {u.at: u for u in en if u.at >= 0}
    cjk = {u.surface: u for u in other if u.lang != "en"}
    for i, u in enumerate(en):
        nxt = by_at.get(u.at + 1)
        if i in used_e or u.pred or nxt is None or not name_like(u):
            continue
        for x, y, _ in aligned:
            e, c = (x, y) if on_a else (y, x)
            if e != nxt.surface or c not in cjk:
                continue
            word = cjk[c]
            if any(reading_match(c[:k], word.lang, u.surface) for k in range(1, len(c))):
                used_e.add(i)
                out.append((u.surface, c, "name in compound") if on_a else (c, u.surface, "name in compound"))
                break
    return out


__all__ = ["spent_alignments"]


# ------------------------------------------------------------------------------------------------ other language


def other_language_glosses(word: str, lang: str, own: frozenset[str]) -> frozenset[str]:
    """The gloss stems of ``word`` in the other CJK dictionary (海岸 in a Chinese memory: the Japanese entry's
    "beach" beside CC-CEDICT's "coast"), written in the same characters or their variants, only where the two
    entries share a gloss stem already: a word that means another thing in the other language (丈夫 "husband" /
    "sturdy", 手紙 "letter" / 手纸 "toilet paper", 汽車 "train" / 汽车 "car") shares none, and lends nothing."""
    from itertools import product

    from .fact_lexicon import gloss_stems, lexicon, stem_variant
    from .fact_readings import char_variants

    if lang not in ("ja", "zh") or not own or not 2 <= len(word) <= 4:
        return frozenset()
    table = lexicon().table("zh" if lang == "ja" else "ja")
    out: set[str] = set()
    for form in list(product(*(sorted(char_variants(c)) for c in word)))[:32]:
        entry = table.get("".join(form))
        if entry is None:
            continue
        stems = gloss_stems(entry[1])
        if any(stem_variant(x, y) for x in stems for y in own):
            out |= stems
    return frozenset(out - own)

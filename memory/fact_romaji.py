"""Japanese words written in Latin letters in an English memory, round 18b of issue 13 (set q).

English memories about life in Japan keep Japanese words in romaji, alone or beside their English gloss: "shaken
inspection" (車検), "furusato nozei" (ふるさと納税), "a karate brown belt", "Toyota city" (豊田市), "Miyakonojo"
(都城市 in Chinese text). The lexicon verifier compares an English word with a Japanese one by the dictionary's
glosses, and by the word's reading only when the English word looks like a name (capitalised, or a word no gloss
uses): "shaken" is an English word (shake), so it stood as a value the other memory never said. Two readings are
added, both conversions of script:

- **a run of one to three adjacent English words whose letters spell the Sudachi reading of a Japanese word** of
  the other memory (a Chinese word by the reading of its Japanese form, as :func:`memory.fact_readings.latin_readings`
  does, and only for a capitalised English name), at least five letters after normalisation, as written:
  "furusato nozei" joined is ふるさと納税. The Japanese word is either unmatched, or already met by the English
  word right beside the run (車検 met "inspection", and "shaken" stands before it): the English memory wrote the
  word and its gloss.
- **a place name before its suffix** (豊田市, 都城市, 中野区, 品川駅): Sudachi reads the name as one word with the
  suffix (トヨタシ), and the name cut off alone differently (豊田 トヨダ, a surname's reading); the reading of the
  whole, less the suffix's kana, is also a reading of the name.

Exact after :func:`memory.fact_readings.normalise_romaji`, so that 北沢 (kitazawa) and 代沢 (daizawa) stay apart;
tests in ``tests/test_facts_recall18.py``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from .fact_lexicon import Unit, Units
from .fact_readings import japanese_form, kana_romaji, kanji_reading, latin_readings, normalise_romaji

# Japanese place suffixes and the kana they end a place name's reading with (a closed class)
_SUFFIX_KANA = {"市": ("シ",), "区": ("ク",), "町": ("マチ", "チョウ"), "村": ("ムラ", "ソン"), "県": ("ケン",),
                "駅": ("エキ",), "郡": ("グン",)}  # fmt: skip
_ZH_SUFFIX = {"县": "県", "站": "駅"}  # Chinese forms of two suffixes
_CJK = re.compile(r"[\u3005\u3041-\u3096\u30a1-\u30fa\u30fc\u4e00-\u9fff]+")
_MIN = 5


def _japanese_readings(u: Unit, text: str) -> frozenset[str]:
    """Normalised romaji of a Japanese word (a Chinese one by its Japanese form): its Sudachi reading, and the
    reading of the place name with the suffix that follows it in the text, less the suffix."""
    w = u.surface if u.lang == "ja" else japanese_form(u.surface)
    if not _CJK.fullmatch(w):
        return frozenset()
    out = {kana_romaji(kanji_reading(w))}
    if u.lang == "zh":
        out |= {r for r in latin_readings(u.surface, "zh")}
    at = text.find(u.surface)
    nxt = text[at + len(u.surface)] if at >= 0 and at + len(u.surface) < len(text) else ""
    suffix = _ZH_SUFFIX.get(nxt, nxt) if u.lang == "zh" else nxt
    for kana in _SUFFIX_KANA.get(suffix, ()):
        whole = kanji_reading(w + suffix)
        if whole.endswith(kana) and len(whole) > len(kana):
            out.add(kana_romaji(whole[: -len(kana)]))
    return frozenset(n for n in (normalise_romaji(r) for r in out if r) if len(n) >= 3)


def romaji_alignments(A: Units, B: Units, ta: Sequence[Unit], tb: Sequence[Unit], used_a: set[int], used_b: set[int],
                      lexical: Callable[[Unit, Unit], Any]) -> list[tuple[str, str, str]]:  # fmt: skip
    """English words that spell a Japanese word's reading (see the module doc); marks ``used_a`` / ``used_b``."""
    if (A.lang == "en") == (B.lang == "en"):
        return []
    flip = B.lang == "en"
    C, te, tc, used_e, used_c = (A, tb, ta, used_b, used_a) if flip else (B, ta, tb, used_a, used_b)
    by_at = {u.at: i for i, u in enumerate(te) if u.at >= 0}
    out: list[tuple[str, str, str]] = []
    for i, u in enumerate(te):
        if i in used_e or u.at < 0:
            continue
        for n in (3, 2, 1):
            run = [by_at.get(u.at + k) for k in range(n)]
            if any(r is None or r in used_e for r in run):
                continue
            spelled = normalise_romaji("".join(te[r].surface for r in run if r is not None))
            if len(spelled) < _MIN:
                continue
            j = _meets(spelled, u.at, u.at + n - 1, te, by_at, tc, used_c, C.text, lexical)
            if j is None:
                continue
            used_e.update(r for r in run if r is not None)
            used_c.add(j)
            for r in run:
                if r is not None:
                    pair = (tc[j].surface, te[r].surface) if flip else (te[r].surface, tc[j].surface)
                    out.append((*pair, "romaji"))
            break
    return out


def _meets(spelled: str, first: int, last: int, te: Sequence[Unit], by_at: dict[int, int], tc: Sequence[Unit],
           used_c: set[int], text: str, lexical: Callable[[Unit, Unit], Any]) -> int | None:  # fmt: skip
    """The index of the CJK word whose reading the run spells: unmatched, or met by the English word beside it."""
    beside = [te[by_at[k]] for k in (first - 1, last + 1) if k in by_at]
    proper = all(te[by_at[k]].proper for k in range(first, last + 1))
    for j, c in enumerate(tc):
        if c.pred or (c.lang == "zh" and not proper) or spelled not in _japanese_readings(c, text):
            continue  # a Chinese word only for a name: 旅馆 is read ryokan, but 日式 of 日式旅馆 is then left over
        if j not in used_c or any(lexical(b, c) for b in beside):
            return j
    return None


__all__ = ["romaji_alignments"]

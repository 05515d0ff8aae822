"""Names across scripts, round 14b of issue 13 (set o): a foreign name written in Chinese characters, a Japanese
name in kana against its kanji, and a piece of a name between pieces that already met.

A foreign resident's name or home town reaches the memories three ways: in Latin letters ("Bikash Gurung
from Pokhara"), in katakana (ビカシュ・グルン, ポカラ) and in a Chinese transliteration (比卡什·古隆, 博卡拉).
The lexicon has no glosses for these, jieba cuts the Chinese form into pieces (博 + 卡拉, 安东尼 + 奥), and the
readings of :mod:`memory.fact_readings` compare exactly, which a transliteration never is (安东尼奥 reads
an-dong-ni-ao for An-to-ni-o). What a transliteration keeps is the consonants, in order, with the distinctions
Chinese does not make folded (b / p, d / t, g / k / kh, r / l, the affricates) and a nasal coda that Chinese
may add or drop (东 dong for "to", 隆 long for "rung"). So:

- **A Chinese transliteration against a name in Latin letters or katakana**: a run of adjacent unmatched Han pieces
  of the Chinese memory (joined by nothing or by the middle dot) and a run of adjacent unmatched capitalised Latin
  words or katakana words (joined by a space or ・) meet when the consonant skeleton of the Latin / kana run is one
  the run's pinyin can spell (each character by any of its readings, each nasal coda kept or dropped). At least
  three consonants and two characters: "Lan" / 兰 is too short to tell from chance.
- **A Japanese word in kana against its kanji in Chinese text** (ひかり保育園 / 光保育园): the kana romanised is the
  Sudachi reading of the Chinese word's Japanese form (光 -> ヒカリ); three kana at least, so that a short homophone
  (かみ: 紙, 髪, 神) never meets by chance.
- **A piece of a name between pieces that met** (Nguyen Thi Lan / グエン・ティ・ラン: Nguyen and Lan met, Thi is left):
  two runs of one length whose other pieces met pairwise, and the left pieces' skeletons equal (th is t, as
  katakana writes Thi ティ and Thomas トーマス).

A different name still differs: the skeletons of Kathmandu and 博卡拉, of 王强 and Wang Lei, of 绿 (midori) and
ひかり differ, and nothing here aligns two values of one language. No name is listed: the rules are readings.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from .fact_lexicon import Unit, Units

_HAN = re.compile(r"[\u3005\u4e00-\u9fff]+")
_KATA = re.compile(r"[\u30a1-\u30fa\u30fc]+")
_KANA = re.compile(r"[\u3041-\u3096\u30a1-\u30fa\u30fc]+")
_LATIN = re.compile(r"[A-Za-z][A-Za-z'-]*")
_DOTS = ("", "·", "・", "•", "‧")  # what may stand between two pieces of one name

# consonant classes a transliteration keeps apart; everything else is folded (order matters: digraphs first)
_DIGRAPHS = (("tch", "C"), ("ch", "C"), ("zh", "C"), ("ts", "C"), ("tz", "C"), ("sh", "s"), ("ph", "f"),
             ("th", "t"), ("kh", "k"), ("gh", "k"), ("ck", "k"), ("ng", "n"))  # fmt: skip
_LETTERS = str.maketrans({"j": "C", "q": "C", "z": "C", "x": "s", "c": "k", "g": "k", "b": "p", "d": "t",
                          "v": "p", "r": "l", "h": None, "w": None, "y": None, "a": None, "e": None, "i": None,
                          "o": None, "u": None})  # fmt: skip


def skeleton(s: str, pinyin: bool = False) -> str:
    """The consonants of a romanised name in the classes a transliteration keeps (Costa kst, 科斯塔 ke-si-ta kst;
    Gurung kln, 古隆 gu-long kln). Pinyin c is the affricate ts, not k."""
    s = "".join(ch for ch in s.casefold() if "a" <= ch <= "z")
    if pinyin:
        s = s.replace("ch", "C").replace("c", "C")
    for a, b in _DIGRAPHS:
        s = s.replace(a, b)
    s = s.translate(_LETTERS)
    return re.sub(r"(.)\1+", r"\1", s)


@lru_cache(maxsize=8192)
def _char_skeletons(ch: str) -> tuple[str, ...]:
    """The skeletons one Chinese character may give in a transliteration: each toneless reading, with its nasal
    coda and without it (安 an: n or nothing; 东 dong: tn or t)."""
    try:
        from pypinyin import Style, pinyin
    except ImportError:
        return ()
    readings = {r for rs in pinyin(ch, heteronym=True, style=Style.NORMAL, errors="ignore") for r in rs}
    out: set[str] = set()
    for r in readings:
        out.add(skeleton(r, pinyin=True))
        if r.startswith("w"):
            out.add(skeleton("v" + r[1:], pinyin=True))  # 瓦 wa for "va" (Silva 席尔瓦)
        if r.startswith("r"):
            out.add(skeleton("j" + r[1:], pinyin=True))  # 若 ruo for "Jo" (João 若昂)
        for coda in ("ng", "n"):
            if r.endswith(coda) and len(r) > len(coda):
                out.add(skeleton(r[: -len(coda)], pinyin=True))
                break
    return tuple(sorted(out))


def han_spells(han: str, target: str) -> bool:
    """Can the characters of ``han``, each by one of its skeletons, spell the skeleton ``target`` (doubles
    collapsed across characters, as the target's are)?"""
    states: set[tuple[int, str]] = {(0, "")}
    for ch in han:
        pieces = _char_skeletons(ch)
        if not pieces:
            return False
        nxt: set[tuple[int, str]] = set()
        for pos, last in states:
            for p in pieces:
                q, lt, ok = pos, last, True
                for c in p:
                    if c == lt:
                        continue
                    if q < len(target) and target[q] == c:
                        q, lt = q + 1, c
                    else:
                        ok = False
                        break
                if ok:
                    nxt.add((q, lt))
        states = nxt
        if not states:
            return False
    return any(pos == len(target) for pos, _ in states)


def transliterates(han: str, romanised: str, latin: bool = True) -> bool:
    """Is ``han`` (two characters or more) a Chinese transliteration of the romanised name (three consonants or
    more)? 比卡什 / Bikash, 安东尼奥 / Antonio, 博卡拉 / Pokhara; not 博卡拉 / Kathmandu. A Latin name that ends in a
    vowel ends in that vowel in Chinese too (Antonio 奥 ao, not Antoine); a kana one may end in an added vowel."""
    target = skeleton(romanised)
    if len(han) < 2 or len(target) < 3 or not _HAN.fullmatch(han) or not han_spells(han, target):
        return False
    last = romanised.casefold()[-1:]
    if latin and last in "aeiou":
        from pypinyin import Style, pinyin

        finals = {r[-1:] for rs in pinyin(han[-1], heteronym=True, style=Style.NORMAL) for r in rs}
        return last in finals
    return True


def kana_reads_han(kana: str, han: str) -> bool:
    """Is the kana word (three kana or more) the Japanese reading of the Chinese word's Japanese form (ひかり /
    光, さくら / 桜)?"""
    from .fact_readings import japanese_form, kana_romaji, kanji_reading, normalise_romaji

    if len(kana) < 3 or not _KANA.fullmatch(kana) or not _HAN.fullmatch(han):
        return False
    a = normalise_romaji(kana_romaji(kana))
    b = normalise_romaji(kana_romaji(kanji_reading(japanese_form(han))))
    return len(a) >= 3 and a == b


NO_ROLE = " (no role)"  # an alignment whose role the role reader cannot read (:func:`memory.fact_recall2.untimed`)


def _marker(u: Unit) -> bool:
    """A one-character piece that jieba or the lexicon reads as a preposition (比 "than", 从, 向, 对, 给, 被, 把)."""
    from .fact_lexicon import lexicon

    entry = lexicon().zh.get(u.surface)
    return len(u.surface) == 1 and entry is not None and entry[0].startswith("p")


# ------------------------------------------------------------------------------------------------ runs


def _runs(U: Units, side: Sequence[Unit], used: set[int], kind: str) -> list[list[int]]:
    """Maximal runs of adjacent unmatched name pieces: ``latin`` (capitalised English words, adjacent tokens),
    ``kana`` (katakana words joined by nothing or ・), ``han`` (Han words joined by nothing or a middle dot)."""
    out: list[list[int]] = []
    cur: list[int] = []
    end = 0
    for i, u in enumerate(side):
        if kind == "latin":
            ok = i not in used and not u.pred and bool(_LATIN.fullmatch(u.surface))
            ok = ok and (u.proper or _opening(U, side, i))
            adj = bool(cur) and u.at == side[cur[-1]].at + 1
        else:
            pat = _KATA if kind == "kana" else _HAN
            ok = i not in used and not u.pred and bool(pat.fullmatch(u.surface))
            at = U.text.find(u.surface, end)
            adj = bool(cur) and at >= 0 and U.text[end:at] in _DOTS
            if at >= 0:
                end = at + len(u.surface)
        if ok and adj:
            cur.append(i)
            continue
        if cur:
            out.append(cur)
        cur = [i] if ok else []
    if cur:
        out.append(cur)
    return out


def _opening(U: Units, side: Sequence[Unit], i: int) -> bool:
    """The first word of an English memory, capitalised as every first word is, before a proper noun: the first
    piece of a name ("Ram Bahadur Gurung, the user's landlord, ..."), which the reader cannot tell from "Ram"."""
    u = side[i]
    if u.at != 0 or i + 1 >= len(side) or not U.text[:1].isupper():
        return False
    nxt = side[i + 1]
    return nxt.proper and nxt.at == 1


def _subruns(run: list[int]) -> list[list[int]]:
    return [run[s:e] for s in range(len(run)) for e in range(s + 1, len(run) + 1)]


def name_span_alignments(A: Units, B: Units, ta: Sequence[Unit], tb: Sequence[Unit], used_a: set[int],
                         used_b: set[int]) -> list[tuple[str, str, str]]:  # fmt: skip
    """The three readings of the module doc, between a Chinese memory and an English or Japanese one, and between
    an English and a Japanese one (a piece between met pieces). Marks ``used_a`` / ``used_b``."""
    out: list[tuple[str, str, str]] = []
    if {A.lang, B.lang} == {"en", "ja"}:
        return _middle_pieces(A, B, ta, tb, used_a, used_b)
    if "zh" not in (A.lang, B.lang) or A.lang == B.lang:
        return out
    flip = A.lang != "zh"
    Z, tz, used_z, Ot, to, used_o = (B, tb, used_b, A, ta, used_a) if flip else (A, ta, used_a, B, tb, used_b)

    def add(zs: list[int], os_: list[int], how: str) -> None:
        used_z.update(zs)
        used_o.update(os_)
        # a one-character piece of a longer name may be a marker's character too (比 of 比卡什 is "than" to the
        # role reader): the name's role is read on its longer pieces
        long_ = [k for k in zs if len(tz[k].surface) >= 2]
        if len(zs) > 1 and _marker(tz[zs[0]]):
            how += NO_ROLE  # 比 of 比卡什: the role reader reads a comparison into the name; its role is not read
        for k in long_ or zs:
            for i in os_:
                pair = (tz[k].surface, to[i].surface)
                out.append((*(pair[::-1] if flip else pair), how))

    kind = "latin" if Ot.lang == "en" else "kana"
    cands = [r for run in _runs(Ot, to, used_o, kind) for r in _subruns(run)]
    cands.sort(key=lambda r: -sum(len(to[i].surface) for i in r))
    for cand in cands:
        if any(i in used_o for i in cand):
            continue
        if kind == "latin":
            romanised = " ".join(to[i].surface for i in cand)
        else:
            from .fact_readings import kana_romaji

            romanised = "".join(kana_romaji(to[i].surface) for i in cand)
        zruns = [r for run in _runs(Z, tz, used_z, "han") for r in _subruns(run)]
        for zr in sorted(zruns, key=len, reverse=True):
            han = "".join(tz[k].surface for k in zr)
            if transliterates(han, romanised, latin=kind == "latin"):
                add(zr, cand, "transliteration")
                break
    if Ot.lang == "ja":  # ひかり / 光: a kana word and its kanji
        for i, u in enumerate(to):
            if i in used_o or u.pred or not _KANA.fullmatch(u.surface):
                continue
            for k, z in enumerate(tz):
                if k not in used_z and not z.pred and kana_reads_han(u.surface, z.surface):
                    add([k], [i], "reading")
                    break
    return out


def _middle_pieces(A: Units, B: Units, ta: Sequence[Unit], tb: Sequence[Unit], used_a: set[int],
                   used_b: set[int]) -> list[tuple[str, str, str]]:  # fmt: skip
    """Nguyen Thi Lan / グエン・ティ・ラン: runs of one length (proper Latin words, katakana joined by ・) whose
    pieces met pairwise in order but one; that one meets when its skeleton equals the other's (Thi / ティ: t)."""
    from .fact_readings import kana_romaji

    E, te, used_e, J, tj, used_j = (A, ta, used_a, B, tb, used_b) if A.lang == "en" else (B, tb, used_b, A, ta, used_a)
    runs_e = [r for r in _runs(E, te, set(), "latin") if len(r) >= 3]
    runs_j = [r for r in _runs(J, tj, set(), "kana") if len(r) >= 3]
    out: list[tuple[str, str, str]] = []
    for re_ in runs_e:
        for rj in runs_j:
            if len(re_) != len(rj):
                continue
            left = [(i, k) for i, k in zip(re_, rj, strict=True) if i not in used_e or k not in used_j]
            if len(left) != 1 or left[0][0] in used_e or left[0][1] in used_j:
                continue
            i, k = left[0]
            a, b = skeleton(te[i].surface), skeleton(kana_romaji(tj[k].surface))
            if a and a == b:
                used_e.add(i)
                used_j.add(k)
                pair = (te[i].surface, tj[k].surface)
                out.append((*(pair if E is A else pair[::-1]), "name piece"))
    return out


# how a CJK word meets an English word by what it means (its glosses) and by how it is spelt
_BY_MEANING = frozenset({"gloss", "other-language gloss", "gloss synonym"})
_BY_SPELLING = frozenset({"reading", "transliteration"})


def one_name_one_place(ta: Sequence[Unit], tb: Sequence[Unit],
                       found: Sequence[tuple[int, int, str]]) -> list[tuple[int, int, str]]:  # fmt: skip
    """Round 41b: the lexical alignments ``found`` (index in ``ta``, index in ``tb``, how), less those by which a
    CJK name the lexicon does not know meets, by the glosses of its characters, an English word away from the
    English name it spells. Such a name carries its characters' glosses (房租: 房 "room" + 租 "rent"; 西荻洼: 西
    "west; Spanish"), so that a name said in pieces may still meet ("Zhongshan Park" / 中山公园). Once the name has
    met its spelling (a reading or a transliteration: 西荻洼 / Nishi-Ogikubo), it is that name; a word its
    characters gloss is the name's only where it stands next to the spelling (the rest of the name: "Park"), and
    elsewhere another word of the sentence ("a Spanish-language book club ... in Nishi-Ogikubo": "Spanish" is no
    part of 西荻洼, and was the one value that told 英文 "English" from it)."""
    spelt: dict[tuple[int, bool], list[int]] = {}
    for i, j, how in found:
        x, y = ta[i], tb[j]
        if how in _BY_SPELLING and (x.lang == "en") != (y.lang == "en"):
            cjk, en, flip = (y, x, True) if x.lang == "en" else (x, y, False)
            if cjk.proper and not cjk.known and en.at >= 0:
                spelt.setdefault((j if flip else i, flip), []).append(en.at)
    if not spelt:
        return list(found)
    out = []
    for i, j, how in found:
        x, y = ta[i], tb[j]
        flip = x.lang == "en"
        at = spelt.get((j if flip else i, flip))
        en = x if flip else y
        if how in _BY_MEANING and at and en.at >= 0 and all(abs(en.at - p) > 1 for p in at):
            continue
        out.append((i, j, how))
    return out


__all__ = ["han_spells", "kana_reads_han", "name_span_alignments", "one_name_one_place", "skeleton",
           "transliterates"]  # fmt: skip

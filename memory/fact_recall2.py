"""Recall without losing precision, round 12b of issue 13 (set m): relations composed of relation words, names in
pieces, and time words that play no role.

- **Kinship is a path** of relation steps, each with a sex (and for siblings an age): 配偶的母亲 ("the spouse's
  mother") is spouse -> parent(f), and so are 義母, "mother-in-law" and 岳母 / 婆婆 (the spouse's sex named too),
  while 母 is parent(f) alone and 義父 spouse -> parent(m). A run of adjacent kinship words (joined by nothing, の,
  的 or the English possessive: "wife's mother", 妻の母, 妻子的母亲) is composed step by step, and two runs meet
  when their paths are the same, an unnamed sex or age meeting any (配偶 is spouse of either sex; "brother" is an
  elder or a younger one). A pair of parents (両親, 父母) is its own "both", never one of them. The words are a
  closed grammatical class (kin terms), each defined by its steps, not a list of values.
- **A name in pieces**: "Zhang Wei" (two English tokens) against 张伟 (one word) meets when the pieces joined spell
  a reading of the word (exact, as :func:`memory.fact_readings.reading_match` reads); リー・ナ against "Li Na" when
  both joined transliterate; a katakana name against Latin letters in Chinese text (クロ / Kuro).
- **A time word plays no role** (next month, 来月, 下个月): "moving to Osaka next month" read "next" as the goal of
  "to" and "Next month the user will relocate" read it as the subject; what the time says is compared by the
  dates and frames, not by roles, so time words are left out of the role comparison.

No word of any planted set is listed for its own sake; the tests (``tests/test_facts_recall12.py``) hold pairs that
now meet and hard negatives that still differ (義母 / 母, 義母 / 義父, 配偶的父母 / 義母, Liu Ming / 刘洋, 小李 / 小王).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .fact_lexicon import Unit, Units

# one step of a kinship path: (relation, sex, age); sex "f" / "m" / "" (unnamed) / "pl" (both parents), age
# "elder" / "younger" / ""
Step = tuple[str, str, str]
_P, _C, _S, _B = "parent", "child", "spouse", "sibling"


def _st(rel: str, sex: str = "", age: str = "") -> Step:
    return (rel, sex, age)


# kin words -> their paths (a closed class: each word defined by its steps). Ambiguous words are left out: 媳妇
# (wife or daughter-in-law), 嫁 (bride or daughter-in-law), 先生 / 太太 (titles as often as spouses), 义母 in
# Chinese (a godmother).
_KIN: dict[str, tuple[Step, ...]] = {}


def _add(words: str, *path: Step) -> None:
    for w in words.split():
        _KIN[w] = tuple(path)


# English (the token as read, lower case, possessive removed)
_add("mother mom mum", _st(_P, "f"))
_add("father dad", _st(_P, "m"))
_add("parents", _st(_P, "pl"))
_add("parent", _st(_P))
_add("son", _st(_C, "m"))
_add("daughter", _st(_C, "f"))
_add("child kid", _st(_C))
_add("wife", _st(_S, "f"))
_add("husband", _st(_S, "m"))
_add("spouse", _st(_S))
_add("brother", _st(_B, "m"))
_add("sister", _st(_B, "f"))
_add("sibling", _st(_B))
_add("grandmother grandma", _st(_P), _st(_P, "f"))
_add("grandfather grandpa", _st(_P), _st(_P, "m"))
_add("grandson", _st(_C), _st(_C, "m"))
_add("granddaughter", _st(_C), _st(_C, "f"))
_add("mother-in-law", _st(_S), _st(_P, "f"))
_add("father-in-law", _st(_S), _st(_P, "m"))
_add("parents-in-law in-laws", _st(_S), _st(_P, "pl"))
_add("son-in-law", _st(_C), _st(_S, "m"))
_add("daughter-in-law", _st(_C), _st(_S, "f"))
_add("grandchild grandkid", _st(_C), _st(_C))
_add("niece", _st(_B), _st(_C, "f"))
_add("nephew", _st(_B), _st(_C, "m"))
# Japanese
_add("母 母親 お母さん", _st(_P, "f"))
_add("父 父親 お父さん", _st(_P, "m"))
_add("両親 親", _st(_P, "pl"))
_add("息子", _st(_C, "m"))
_add("娘", _st(_C, "f"))
_add("子供 子ども 子", _st(_C))
_add("妻 奥さん", _st(_S, "f"))
_add("夫 旦那", _st(_S, "m"))
_add("配偶者", _st(_S))
_add("兄 お兄さん", _st(_B, "m", "elder"))
_add("弟", _st(_B, "m", "younger"))
_add("姉 お姉さん", _st(_B, "f", "elder"))
_add("妹", _st(_B, "f", "younger"))
_add("祖母 おばあさん", _st(_P), _st(_P, "f"))
_add("祖父 おじいさん", _st(_P), _st(_P, "m"))
_add("孫", _st(_C), _st(_C))
_add("義母 義理の母 姑", _st(_S), _st(_P, "f"))
_add("義父 義理の父 舅", _st(_S), _st(_P, "m"))
_add("義両親 義理の両親", _st(_S), _st(_P, "pl"))
_add("婿", _st(_C), _st(_S, "m"))
_add("孫娘", _st(_C), _st(_C, "f"))
_add("孫息子", _st(_C), _st(_C, "m"))
_add("姪", _st(_B), _st(_C, "f"))
_add("甥", _st(_B), _st(_C, "m"))
# Chinese
_add("母亲 妈妈 母親 媽媽", _st(_P, "f"))
_add("父亲 爸爸 父親", _st(_P, "m"))
_add("父母", _st(_P, "pl"))
_add("儿子 兒子", _st(_C, "m"))
_add("女儿 女兒", _st(_C, "f"))
_add("孩子", _st(_C))
_add("妻子 老婆", _st(_S, "f"))
_add("丈夫 老公", _st(_S, "m"))
_add("配偶 爱人 愛人", _st(_S))
_add("哥哥", _st(_B, "m", "elder"))
_add("弟弟", _st(_B, "m", "younger"))
_add("姐姐", _st(_B, "f", "elder"))
_add("妹妹", _st(_B, "f", "younger"))
_add("奶奶 祖母", _st(_P, "m"), _st(_P, "f"))
_add("爷爷 爺爺 祖父", _st(_P, "m"), _st(_P, "m"))
_add("外婆 姥姥 外祖母", _st(_P, "f"), _st(_P, "f"))
_add("外公 姥爷 外祖父", _st(_P, "f"), _st(_P, "m"))
_add("岳母 丈母娘", _st(_S, "f"), _st(_P, "f"))
_add("岳父 丈人", _st(_S, "f"), _st(_P, "m"))
_add("婆婆", _st(_S, "m"), _st(_P, "f"))
_add("公公", _st(_S, "m"), _st(_P, "m"))
_add("公婆", _st(_S, "m"), _st(_P, "pl"))
_add("岳父母", _st(_S, "f"), _st(_P, "pl"))
_add("女婿", _st(_C, "f"), _st(_S, "m"))
_add("儿媳 儿媳妇", _st(_C, "m"), _st(_S, "f"))
# round 41b: a grandchild is two steps down, the side named in Chinese (外 = through a daughter); CC-CEDICT glosses
# 外孙女 "daughter's daughter", whose stems are those of 女儿 "daughter", so the glosses alone joined the two
_add("孙子 孫子", _st(_C, "m"), _st(_C, "m"))
_add("孙女 孫女", _st(_C, "m"), _st(_C, "f"))
_add("外孙 外孫", _st(_C, "f"), _st(_C, "m"))
_add("外孙女 外孫女", _st(_C, "f"), _st(_C, "f"))
_add("侄子 姪子", _st(_B, "m"), _st(_C, "m"))
_add("侄女 姪女", _st(_B, "m"), _st(_C, "f"))
# 祖母 / 祖父 are Japanese and Chinese alike; in Japanese the grandparent's side is unnamed (the later _add wins
# for the shared characters, so the Japanese reading is set again here: either side)
_add("祖母", _st(_P), _st(_P, "f"))
_add("祖父", _st(_P), _st(_P, "m"))

_JOIN = re.compile(r"\s*(?:の|的|'s|’s)?\s*")


def _kin(u: Unit) -> tuple[Step, ...] | None:
    if u.pred:
        return None
    return _KIN.get(u.surface.casefold() if u.lang == "en" else u.surface)


def _step_meets(a: Step, b: Step) -> bool:
    if a[0] != b[0]:
        return False
    if a[1] != b[1] and (a[1] == "pl" or b[1] == "pl" or (a[1] and b[1])):
        return False  # both parents are never one of them; f is never m
    return not (a[2] and b[2] and a[2] != b[2])


def _paths_meet(a: Sequence[Step], b: Sequence[Step]) -> bool:
    return len(a) == len(b) and all(_step_meets(x, y) for x, y in zip(a, b, strict=True))


def _kin_runs(U: Units, side: Sequence[Unit], used: set[int]) -> list[tuple[list[int], tuple[Step, ...]]]:
    """Maximal runs of adjacent kin words of one memory, each with its composed path (matched words too: 父亲 of
    配偶的父亲 may have met 義父 by its gloss "father", leaving 配偶 alone). Adjacent: English
    tokens next to each other (the possessive 's is part of the token), CJK words joined by nothing, の or 的."""
    runs: list[tuple[list[int], tuple[Step, ...]]] = []
    cur: list[int] = []
    path: tuple[Step, ...] = ()
    end = 0  # CJK: where the previous kin word ended in the text
    for i, u in enumerate(side):
        p = _kin(u)
        at = -1
        if p is not None and U.lang != "en":
            at = U.text.find(u.surface, end if cur else 0)
        adjacent = bool(cur) and (
            (U.lang == "en" and u.at == side[cur[-1]].at + 1)
            or (U.lang != "en" and at >= 0 and _JOIN.fullmatch(U.text[end:at]) is not None)
        )
        if p is None:
            if cur:
                runs.append((cur, path))
            cur, path = [], ()
            continue
        if adjacent:
            cur.append(i)
            path += p
        else:
            if cur:
                runs.append((cur, path))
            cur, path = [i], p
        if U.lang != "en" and at >= 0:
            end = at + len(u.surface)
    if cur:
        runs.append((cur, path))
    return runs


def kin_alignments(A: Units, B: Units, ta: Sequence[Unit], tb: Sequence[Unit], used_a: set[int],
                   used_b: set[int]) -> list[tuple[str, str, str]]:  # fmt: skip
    """Unmatched kin words whose composed relations are one relation (配偶的母亲 / 義母 / "wife's mother"): aligned,
    marking ``used_a`` / ``used_b``. Only runs where one side composes (two or more words) are looked at: one word
    against one word is the lexicon's."""
    out: list[tuple[str, str, str]] = []
    runs_b = _kin_runs(B, tb, used_b)
    taken: set[int] = set()
    for ia, pa in _kin_runs(A, ta, used_a):
        for ib, pb in runs_b:
            if len(ia) + len(ib) < 3 or taken & set(ib) or not _paths_meet(pa, pb):
                continue
            if all(i in used_a for i in ia) and all(j in used_b for j in ib):
                continue  # all met already, word by word
            used_a.update(ia)
            used_b.update(ib)
            taken.update(ib)
            out += [(ta[i].surface, tb[j].surface, "kinship") for i in ia for j in ib]
            break
    return out


def kin_guard(A: Units, B: Units, ta: Sequence[Unit], tb: Sequence[Unit],
              aligned: Sequence[tuple[str, str, str]]) -> tuple[list[str], list[str]]:  # fmt: skip
    """Kin words that met by a gloss but whose composed relations differ (婆婆 "husband's mother", glossed
    "mother", against "own mother"; 夫の母 against "mother"): ``kin:`` entries, unread, which no vector settles.
    Once 一起 was read as grammar, nothing else had kept 婆婆 / "own mother" apart (l12z/nl12a)."""
    path_a = {ta[i].surface: p for run, p in _kin_runs(A, ta, set()) for i in run}
    path_b = {tb[j].surface: p for run, p in _kin_runs(B, tb, set()) for j in run}
    xa: list[str] = []
    xb: list[str] = []
    for x, y, _ in aligned:
        pa, pb = path_a.get(x), path_b.get(y)
        if pa is not None and pb is not None and not _paths_meet(pa, pb) and f"kin:{x}" not in xa:
            xa.append(f"kin:{x}")
            xb.append(f"kin:{y}")
    return xa, xb


# ------------------------------------------------------------------------------------------------ names in pieces


def _name_runs(U: Units, side: Sequence[Unit], used: set[int]) -> list[tuple[list[int], str]]:
    """Runs of two or more adjacent unmatched words of one name, joined: English capitalised tokens (Zhang Wei ->
    zhangwei), Japanese katakana joined by ・ (リー・ナ -> リーナ)."""
    out: list[tuple[list[int], str]] = []
    cur: list[int] = []

    def flush() -> None:
        if len(cur) >= 2:
            out.append((list(cur), "".join(side[i].surface for i in cur)))
        cur.clear()

    end = 0
    for i, u in enumerate(side):
        ok = i not in used and not u.pred
        if U.lang == "en":
            ok = ok and u.proper
            adj = bool(cur) and u.at == side[cur[-1]].at + 1
        else:
            ok = ok and bool(_KATA_ONLY.fullmatch(u.surface))
            at = U.text.find(u.surface, end)
            adj = bool(cur) and at >= 0 and U.text[end:at] == "・"
            if at >= 0:
                end = at + len(u.surface)
        if not ok:
            flush()
            continue
        if not adj:
            flush()
        cur.append(i)
    flush()
    return out


_LATIN = re.compile(r"[A-Za-z][A-Za-z'-]+")
_KATA_ONLY = re.compile(r"[\u30a1-\u30fa\u30fc]+")


def name_alignments(A: Units, B: Units, ta: Sequence[Unit], tb: Sequence[Unit], used_a: set[int],
                    used_b: set[int]) -> list[tuple[str, str, str]]:  # fmt: skip
    """A name written in pieces on one side (Zhang Wei, リー・ナ) against one word on the other (张伟, 李娜): the pieces
    joined must spell a reading of that word (exact, as :func:`memory.fact_readings.reading_match` reads), or
    transliterate it (katakana / Latin). Marks ``used_a`` / ``used_b``."""
    from .fact_readings import kana_pinyin_match, reading_match
    from .fact_units import transliteration_match

    out: list[tuple[str, str, str]] = []
    for S, side, other, used_s, used_o, flip in ((A, ta, tb, used_a, used_b, False), (B, tb, ta, used_b, used_a, True)):
        Ot = B if S is A else A
        for run, joined in _name_runs(S, side, used_s):
            if any(i in used_s for i in run):
                continue
            for k, y in enumerate(other):
                if k in used_o or y.pred:
                    continue
                if S.lang == "en" and Ot.lang != "en":
                    hit = reading_match(y.surface, Ot.lang, joined) or (
                        bool(_KATA_ONLY.fullmatch(y.surface)) and transliteration_match(y.surface, joined)
                    )
                elif S.lang == "ja" and Ot.lang == "zh":
                    hit = kana_pinyin_match(joined, y.surface)
                elif S.lang == "ja" and Ot.lang == "en":
                    hit = y.proper and transliteration_match(joined, y.surface)
                else:
                    hit = False
                if not hit:
                    continue
                used_s.update(run)
                used_o.add(k)
                for i in run:
                    out.append((y.surface, side[i].surface, "name") if flip else (side[i].surface, y.surface, "name"))
                break
    if {A.lang, B.lang} == {"ja", "zh"}:  # クロ / Kuro: katakana against Latin letters in Chinese text
        J, tj, used_j, _z, tz, used_z = (
            (A, ta, used_a, B, tb, used_b) if A.lang == "ja" else (B, tb, used_b, A, ta, used_a)
        )
        for k, z in enumerate(tz):
            if k in used_z or not _LATIN.fullmatch(z.surface):
                continue
            for i, y in enumerate(tj):
                if i in used_j or y.pred or not _KATA_ONLY.fullmatch(y.surface):
                    continue
                if transliteration_match(y.surface, z.surface):
                    used_j.add(i)
                    used_z.add(k)
                    out.append((y.surface, z.surface, "name") if J is A else (z.surface, y.surface, "name"))
                    break
    if {A.lang, B.lang} == {"en", "ja"}:  # Li Na / リー・ナ: both in pieces, joined on both sides
        E, te, used_e, J, tj, used_j = (
            (A, ta, used_a, B, tb, used_b) if A.lang == "en" else (B, tb, used_b, A, ta, used_a)
        )
        runs_j = _name_runs(J, tj, used_j)
        for run_e, joined_e in _name_runs(E, te, used_e):
            for run_j, joined_j in runs_j:
                if any(k in used_j for k in run_j) or not transliteration_match(joined_j, joined_e):
                    continue
                used_e.update(run_e)
                used_j.update(run_j)
                pairs = [(te[i].surface, tj[k].surface) for i in run_e for k in run_j]
                out += [(x, y, "name") if E is A else (y, x, "name") for x, y in pairs]
                break
    return out


# ------------------------------------------------------------------------------------------------ time words


def untimed(A: Units, B: Units, aligned: Sequence[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """The aligned pairs less those of time words on both sides (next / month, 来月, 下个月): a time is an adjunct
    whose value the dates and frames compare; its place in the sentence says no role."""
    from .fact_recall3 import unswapped
    from .fact_roles import time_word

    aligned = unswapped(A, B, aligned)  # the persons of one transfer said from both ends (round 13b)
    ta = {u.surface: u for u in A.terms}
    tb = {u.surface: u for u in B.terms}
    out = []
    for x, y, how in aligned:
        if how.endswith(" (no role)"):
            continue  # a name whose first piece the role reader takes for a marker (比卡什, round 14b)
        ux, uy = ta.get(x), tb.get(y)
        if ux is not None and uy is not None and time_word(ux) and time_word(uy):
            continue
        out.append((x, y, how))
    return out


__all__ = ["kin_alignments", "kin_guard", "name_alignments", "untimed"]

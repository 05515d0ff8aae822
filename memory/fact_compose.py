"""A compound against the words its parts mean, and a loanword the tokeniser cut (issue 13, round 33).

Three readings, each asked only on words nothing else aligned, each all-or-nothing (a part left over keeps the
pair apart or unsure):

* **A CJK compound against an English run, part by part.** The compound is cut into two or three dictionary words
  (夕食後 -> 夕食 "dinner" + 後 "after"); the English run has as many adjacent words ("after supper"), and each part
  meets its own word of the run (the lexicon's relation: a gloss, a gloss synonym). One English word of the run may
  already meet the compound itself (後 "after dinner" met "after"). 夕食前 ("before") never meets "after".
* **A hyphenated gloss written as one English word.** マクロ経済学 "macro-economics" / macroeconomics (the
  English pair clean-up / cleanup is round 26's).
* **A CJK word whose gloss phrase the other memory says in adjacent pieces.** 夏令营 "summer camp" / サマー +
  キャンプ (one katakana word the tokeniser cut), マクロ経済学 "macro-economics" / 宏观 "macro-" + 经济学: as many
  pieces as the phrase has content words, each piece glossing its own word.
* **Adjacent katakana pieces of one written word as one loanword.** アップ + ライト against "upright": the joined
  katakana transliterates the English word (:func:`memory.fact_units.transliteration_match`, with a silent "gh"
  and a "zi" spelt ジ read as katakana writes them).

Tests in ``tests/test_facts_round33.py``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from itertools import pairwise, permutations
from typing import Any

from .fact_lexicon import EN_STOP, Unit, Units, cjk_unit, lexicon, stem
from .fact_units import transliteration_match

_KATA = re.compile(r"[\u30a1-\u30fa\u30fc]{2,}")
_CJK_PART = re.compile(r"[\u3005\u4e00-\u9fff\u30a1-\u30fa\u30fc]+")  # a part is kanji or katakana, never kana
_MAX_PARTS = 3


def _cuts(word: str, lang: str) -> list[list[str]]:
    """Every way to write ``word`` as two or three dictionary words of kanji / katakana."""
    table = lexicon().table(lang)
    out: list[list[str]] = []

    def go(rest: str, parts: list[str]) -> None:
        if not rest:
            if len(parts) >= 2:
                out.append(parts)
            return
        if len(parts) == _MAX_PARTS:
            return
        for n in range(len(rest), 0, -1):
            head = rest[:n]
            if head != word and head in table and _CJK_PART.fullmatch(head):
                go(rest[n:], [*parts, head])

    if len(word) >= 2 and len(word) <= 12:
        go(word, [])
    return out


def _one_to_one(parts: Sequence[Any], words: Sequence[Any], meets: Callable[[Any, Any], bool]) -> bool:
    """Can each part be given its own word that it meets (as many parts as words)?"""
    if len(parts) != len(words):
        return False
    return any(all(meets(p, w) for p, w in zip(parts, order, strict=True)) for order in permutations(words))


def _en_runs(te: Sequence[Unit], ok: Callable[[int], bool]) -> list[list[int]]:
    """Runs of two or three English words at adjacent positions, each allowed by ``ok``."""
    by_at = {u.at: i for i, u in enumerate(te) if u.at >= 0}
    runs = []
    for u in te:
        if u.at < 0:
            continue
        for n in (2, 3):
            run = [by_at.get(u.at + m) for m in range(n)]
            if all(r is not None and ok(r) for r in run):
                runs.append([r for r in run if r is not None])
    return runs


def _parts(u: Unit) -> frozenset[str]:
    """The content stems of an English word written with a hyphen (tax-free -> tax, free); empty for any other."""
    ws = [w for w in u.surface.casefold().split("-") if w]
    if len(ws) < 2 or any(not w.isalpha() for w in ws):
        return frozenset()
    out = frozenset(stem(w) for w in ws if w not in EN_STOP)
    return out if len(out) >= 2 else frozenset()


def _latin_forms(w: str) -> tuple[str, ...]:
    """The English word, and as katakana would spell it: a silent "gh" (upright), "zi" as ジ (zirconia)."""
    forms = [w, w.replace("ght", "t"), w.replace("zi", "ji")]
    return tuple(dict.fromkeys(forms))


def _en_cjk(A: Units, B: Units, ta: Sequence[Unit], tb: Sequence[Unit], used_a: set[int], used_b: set[int],
            lexical: Callable[[Unit, Unit], Any]) -> list[tuple[str, str, str]]:  # fmt: skip
    flip = A.lang != "en"
    te, used_e, tc, used_c = (tb, used_b, ta, used_a) if flip else (ta, used_a, tb, used_b)
    lang = B.lang if not flip else A.lang
    out: list[tuple[str, str, str]] = []

    def add(e: int, c: int, how: str) -> None:
        used_e.add(e)
        used_c.add(c)
        out.append((tc[c].surface, te[e].surface, how) if flip else (te[e].surface, tc[c].surface, how))

    for k, y in enumerate(tc):
        if y.pred or y.proper or not y.known:
            continue
        entry = lexicon().table(lang).get(y.surface)
        # a hyphenated gloss written as one word: マクロ経済学 "macro-economics" / macroeconomics
        if k not in used_c and entry is not None:
            joined = {stem(g.replace("-", "")) for g in entry[1] if "-" in g.strip("-") and " " not in g}
            hit = next((i for i, u in enumerate(te) if i not in used_e and not u.pred and u.key in joined), None)
            if hit is not None:
                add(hit, k, "hyphenated gloss")
                continue
        # an English word written with a hyphen whose parts are one gloss: year-end / 年终 "end of the year" (r36)
        if k not in used_c:
            hit = next((i for i, u in enumerate(te) if i not in used_e and not u.pred and _parts(u) in y.phrases), None)
            if hit is not None:
                add(hit, k, "hyphenated word")
                continue
        # the compound's dictionary parts, one English word each; a word may already meet the compound itself
        cuts = _cuts(y.surface, lang)
        if not cuts:
            continue
        runs = _en_runs(te, lambda i, y=y: not te[i].pred and (i not in used_e or bool(lexical(te[i], y))))
        for run in runs:
            if all(i in used_e for i in run):
                continue
            words = [te[i] for i in run]
            if any(_one_to_one([cjk_unit(p, lang, lexicon().table(lang)[p], False) for p in cut], words,
                               lambda p, w: _whole(w.key, p) and bool(lexical(w, p))) for cut in cuts):  # fmt: skip
                for i in run:
                    if i not in used_e:
                        add(i, k, "compound parts")
                used_c.add(k)
                break
    if lang == "ja":
        out += _kata_runs(te, used_e, tc, used_c, flip)
    return out


def _kata_runs(te: Sequence[Unit], used_e: set[int], tc: Sequence[Unit], used_c: set[int],
               flip: bool) -> list[tuple[str, str, str]]:  # fmt: skip
    """Two or three adjacent katakana pieces of one written word, joined, transliterate an English word."""
    out: list[tuple[str, str, str]] = []
    for k in range(len(tc)):
        for n in (3, 2):
            run = list(range(k, k + n))
            if run[-1] >= len(tc) or any(r in used_c or not _KATA.fullmatch(tc[r].surface) for r in run):
                continue
            if len({tc[r].group for r in run}) != 1 or tc[k].group < 0:
                continue
            joined = "".join(tc[r].surface for r in run)
            hit = next((i for i, u in enumerate(te) if i not in used_e and not u.pred and not u.proper
                        and any(transliteration_match(joined, f) for f in _latin_forms(u.surface))), None)  # fmt: skip
            if hit is None:
                continue
            used_e.add(hit)
            used_c.update(run)
            out += [(tc[r].surface, te[hit].surface, "loan pieces") if flip else
                    (te[hit].surface, tc[r].surface, "loan pieces") for r in run]  # fmt: skip
            break
    return out


def _split(stems: frozenset[str]) -> list[str]:
    """A gloss phrase's content stems, a hyphenated one as its parts ("macro-econom" -> macro, econom)."""
    return [p for s in sorted(stems) for p in s.split("-") if p]


def _norm(stems: frozenset[str]) -> frozenset[str]:
    return frozenset(g.strip("-") for g in stems)


def _whole(key: str, part: Unit) -> bool:
    """A part means the whole English word, not a piece of a longer gloss: 食後 "after a meal" is no "meal" (夕 + 食後
    against "evening meal" would lose its "after"), 室 "work unit" no "unit". A word no gloss of the part holds
    (supper / 夕食 "dinner", a gloss synonym) is judged by the lexicon's relation alone."""
    held = [ph for ph in part.phrases if key in _norm(ph)]
    return not held or any(len(ph) == 1 for ph in held)


def _cjk_cjk(ta: Sequence[Unit], tb: Sequence[Unit], used_a: set[int], used_b: set[int]) -> list[tuple[str, str, str]]:
    out: list[tuple[str, str, str]] = []
    for side, other, used_s, used_o, flip in ((ta, tb, used_a, used_b, False), (tb, ta, used_b, used_a, True)):
        for k, y in enumerate(side):
            if k in used_s or y.pred or y.proper or not y.known:
                continue
            for ph in y.phrases:
                words = _split(ph)
                n = len(words)
                if not 2 <= n <= _MAX_PARTS or len(set(words)) != n:
                    continue
                hit = None
                for j in range(len(other) - n + 1):
                    run = list(range(j, j + n))
                    pieces = [other[r] for r in run]
                    if any(r in used_o or other[r].pred or other[r].proper or not other[r].known
                           or other[r].lang == "en" for r in run):  # fmt: skip
                        continue
                    if any(abs(b.group - a.group) > 1 or a.group < 0 for a, b in pairwise(pieces)):
                        continue
                    if _one_to_one(pieces, words, lambda p, w: frozenset({w}) in {_norm(ph) for ph in p.phrases}):
                        hit = run
                        break
                if hit is None:
                    continue
                used_s.add(k)
                used_o.update(hit)
                out += [(other[r].surface, y.surface, "gloss phrase in pieces") if flip else
                        (y.surface, other[r].surface, "gloss phrase in pieces") for r in hit]  # fmt: skip
                break
    return out


def compose_alignments(A: Units, B: Units, ta: Sequence[Unit], tb: Sequence[Unit], used_a: set[int], used_b: set[int],
                       lexical: Callable[[Unit, Unit], Any]) -> list[tuple[str, str, str]]:  # fmt: skip
    """Compounds met part by part and loanwords in pieces (module doc); marks ``used_a`` / ``used_b``."""
    if A.lang == B.lang == "en":
        return []
    if "en" in (A.lang, B.lang):
        return _en_cjk(A, B, ta, tb, used_a, used_b, lexical)
    return _cjk_cjk(ta, tb, used_a, used_b)


__all__ = ["compose_alignments"]

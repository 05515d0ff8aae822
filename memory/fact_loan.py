"""A katakana loan of an English phrase, against the phrase written as words (issue 13, round 25).

Japanese writes an English compound as one katakana word (ホットヨガ "hot yoga", ドッグカフェ "dog cafe"): the
lexicon compares word with word, and the single-word transliteration meets neither English word alone. Read here:
a katakana word nothing aligned, against two or three adjacent English words nothing aligned (the last no
predicate), whose letters joined it transliterates (:func:`memory.fact_units.transliteration_match`). All are
aligned, "loan phrase".
Tests in ``tests/test_facts_round25.py``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .fact_lexicon import Unit, Units
from .fact_units import transliteration_match

_KATA_WORD = re.compile(r"[\u30a1-\u30fa\u30fc]{3,}")


def loan_phrase_alignments(A: Units, B: Units, ta: Sequence[Unit], tb: Sequence[Unit], used_a: set[int],
                           used_b: set[int]) -> list[tuple[str, str, str]]:  # fmt: skip
    """Katakana loans of two or three adjacent English words (module doc); marks ``used_a`` / ``used_b``."""
    if {A.lang, B.lang} != {"en", "ja"}:
        return []
    flip = A.lang == "ja"
    te, used_e, tj, used_j = (tb, used_b, ta, used_a) if flip else (ta, used_a, tb, used_b)
    by_at = {u.at: i for i, u in enumerate(te) if u.at >= 0}
    out: list[tuple[str, str, str]] = []
    for k, y in enumerate(tj):
        if k in used_j or y.pred or not _KATA_WORD.fullmatch(y.surface):
            continue
        hit = None
        for i, u in enumerate(te):
            if u.at < 0 or i in used_e:
                continue
            for n in (3, 2):
                run = [r for r in (by_at.get(u.at + m) for m in range(n)) if r is not None and r not in used_e]
                if len(run) < n or te[run[-1]].pred:
                    continue  # a modifier may be read as a predicate ("hot"); the last word is the thing named
                if transliteration_match(y.surface, "".join(te[r].surface for r in run)):
                    hit = run
                    break
            if hit:
                break
        if not hit:
            continue
        used_j.add(k)
        used_e.update(hit)
        out += [(y.surface, te[r].surface, "loan phrase") if flip else (te[r].surface, y.surface, "loan phrase")
                for r in hit]  # fmt: skip
    return out


__all__ = ["loan_phrase_alignments"]

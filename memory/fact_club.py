"""Round 23b (recall): a club named by its activity, "tennis circle" / 网球社团, "badminton club" / 羽毛球部.

Japanese and Chinese name a school or a university club by the activity and a club suffix: 部 (バドミントン部,
羽毛球部, a Japanese usage Chinese memories copy), 社团, 俱乐部, クラブ, サークル, 同好会; English says "club" or
"circle". The dictionaries gloss 部 "department" in Chinese and 社团 "association; club" (not "circle"), so the
suffix stood as a value the English memory never said. Read here, between two words left unmatched, only in one
shape: the English club word right after a word that met the CJK word right before the suffix in its text
("tennis" / 网球 then "circle" / 社团). A club word elsewhere ("a circle of friends", 部 of 総務部 with nothing
met before it) is left as it was. The classes are closed: what a club is called, not a list of clubs.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .fact_lexicon import Unit, Units

_EN_CLUB = frozenset({"club", "circle"})
_CJK_CLUB = frozenset({"部", "社团", "社團", "俱乐部", "クラブ", "サークル", "同好会"})


def club_alignments(A: Units, B: Units, ta: Sequence[Unit], tb: Sequence[Unit], used_a: set[int], used_b: set[int],
                    lexical: Callable[[Unit, Unit], Any]) -> list[tuple[str, str, str]]:  # fmt: skip
    """An English club word and a CJK club suffix, each right after two words that the lexicon meets (see the
    module doc)."""
    if (A.lang == "en") == (B.lang == "en"):
        return []
    flip = B.lang == "en"
    te, tc, used_e, used_c, C = (tb, ta, used_b, used_a, A) if flip else (ta, tb, used_a, used_b, B)
    by_at = {u.at: u for u in te if u.at >= 0}
    out: list[tuple[str, str, str]] = []
    for i, e in enumerate(te):
        prev = by_at.get(e.at - 1)
        if i in used_e or e.pred or e.surface.casefold() not in _EN_CLUB or prev is None:
            continue
        for j, c in enumerate(tc):
            if j in used_c or c.surface not in _CJK_CLUB or j == 0:
                continue
            before = tc[j - 1]
            if lexical(prev, before) and before.surface + c.surface in C.text:
                used_e.add(i)
                used_c.add(j)
                out.append((c.surface, e.surface, "club") if flip else (e.surface, c.surface, "club"))
                break
    return out


__all__ = ["club_alignments"]

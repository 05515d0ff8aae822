"""A kin word's sex is part of the fact: 外甥女 (a niece) is no 外甥 (a nephew) (issue 13, round 46b).

Set aj (aj37z / naj37c): 用户的外甥女智友… / 用户的外甥智友… were linked as one fact: the lexicon met 外甥女 with
外甥 as a variant (the one word plus 女), and round 41b's ``fact_recall2.kin_guard``, which keeps apart kin words whose
composed relations differ, left 外甥 / 外甥女 out of its table: 外甥 is a sister's son (or a wife's sibling's son), so
the word has two paths. The path is ambiguous; the sex is not. Whatever the path, a man and a woman are two persons.

Read: each aligned pair of kin words (the closed class of ``fact_recall2``'s table, whose last step names the
person's sex, plus 外甥 "m" / 外甥女 "f", whose sex is all that is certain of them) whose sexes are stated on
both sides and differ: "value" (外甥 / 外甥女, niece / 甥, 孙子 / 孙女, son / 娘), when the two words are relations
of one length (a child against a child, a grandchild against a grandchild): "the father of the user's wife" / 岳父
aligns "wife" with 岳父 ("wife's father"), a one-step word inside a two-step one. A word that states no sex (child,
孩子, 孫, parents, 配偶) reads nothing, and neither does a pair that met as no kin word (a name). A kin word inside
a chain (夫の母 "husband's mother" against 婆婆: 夫 is a man, the person a woman) is no person of its own: words in
a chain, or aligned piece by piece as one composed relation, are left to ``fact_recall2``.
"""

from __future__ import annotations

from collections.abc import Sequence

from .fact_lexicon import Units
from .fact_recall2 import _KIN, _kin_runs

# kin words with two paths but one sex and one length (a sister's or a wife's sibling's child): their sex alone
_SEX_ONLY = {"外甥": (2, "m"), "外甥女": (2, "f"), "外甥兒": (2, "m")}


def kin_sex(word: str, lang: str) -> tuple[int, str] | None:
    """(steps, sex) of a kin word that states its person's sex ("m" / "f"), else None: 外甥女 (2, "f"), son (1, "m")."""
    w = word.casefold() if lang == "en" else word
    if w in _SEX_ONLY and lang != "en":
        return _SEX_ONLY[w]
    path = _KIN.get(w)
    if not path or path[-1][1] not in ("m", "f"):
        return None
    return len(path), path[-1][1]


def _alone(U: Units) -> set[str]:
    """The kin words of ``U`` that stand alone, in no chain of kin words (夫の母, "husband's mother", 配偶的父亲):
    in a chain only the last word names the person, and the chain's readers (``fact_recall2``) compare it."""
    chained = {U.terms[i].surface for run, _p in _kin_runs(U, U.terms, set()) if len(run) > 1 for i in run}
    return {u.surface for u in U.terms if u.surface not in chained}


def kin_sex_difference(A: Units, B: Units,
                       aligned: Sequence[tuple[str, str, str]]) -> tuple[list[str], list[str]] | None:  # fmt: skip
    """([a's kin word], [b's]) for the first aligned pair of kin words of stated, different sexes, each alone (no
    chain) and not aligned as pieces of one composed relation ("kinship"), else None."""
    alone_a = alone_b = None
    for x, y, how in aligned:
        sa, sb = kin_sex(x, A.lang), kin_sex(y, B.lang)
        if sa is None or sb is None or sa[0] != sb[0] or sa[1] == sb[1] or how == "kinship":
            continue  # one step against two ("wife" / 岳父 "wife's father") is a chain said in one word
        alone_a = _alone(A) if alone_a is None else alone_a
        alone_b = _alone(B) if alone_b is None else alone_b
        if x in alone_a and y in alone_b:
            return [x], [y]
    return None


__all__ = ["kin_sex", "kin_sex_difference"]

"""Collateral kin: an uncle is no cousin, an aunt no uncle (issue 13, round 47b).

Set ak (ak19 / nak19c): "with their uncle's family" / いとこの家族と were left "unsure" (uncle / いとこ, unmatched)
and the consensus's settling step let word vectors align two kin words, one generation apart. The kin words of
``fact_recall2`` (a closed class defined by their steps) hold the lineal kin and the siblings; the collateral kin
are a closed class of their own in all three languages: the parent's sibling (uncle, 叔父, おじ, 叔叔, 舅舅; aunt,
叔母, おば, 姑姑, 婶婶) and the cousin (cousin, いとこ, 従兄弟, 表哥, 堂妹). Their paths are ambiguous (an uncle may
be a parent's brother or an aunt's husband, 叔叔 is also any man of the parents' age, 阿姨 any woman, and is left
out), but their generation is not, nor the sex a parent's sibling is named with.

Read: one memory names a collateral kin word and the other, as its only kin word, another kin word (collateral, or
one of ``fact_recall2``'s) of another generation, or a parent's sibling of the other sex; neither aligned with
anything ("value"). A kin word that met the other memory's (by a gloss, 叔父 "uncle") is not read, and neither is a
memory with more than one kin word on the other side (a chain, "the brother of the user's mother", is an uncle).
"""

from __future__ import annotations

from collections.abc import Sequence

from .fact_lexicon import Units
from .fact_recall2 import _KIN

_CLASS: dict[str, tuple[str, str]] = {}
for _words, _cls in (
    ("uncle uncles 叔父 伯父 おじ おじさん 叔叔 伯伯 舅舅 舅 姑父 姨父", ("pibling", "m")),
    ("aunt aunts 叔母 伯母 おば おばさん 姑姑 姑妈 姨妈 婶婶 舅妈", ("pibling", "f")),
    ("cousin cousins いとこ 従兄弟 従姉妹 従兄 従弟 従姉 従妹 表哥 表姐 表弟 表妹", ("cousin", "")),
    ("堂兄 堂哥 堂姐 堂弟 堂妹 表兄弟 堂兄弟 表姐妹 堂姐妹 表亲", ("cousin", "")),
):  # fmt: skip
    for _w in _words.split():
        _CLASS[_w] = _cls


def _kin_class(word: str, lang: str) -> tuple[str, str] | None:
    w = word.casefold() if lang == "en" else word
    if w in _CLASS:
        return _CLASS[w]
    path = _KIN.get(w)
    return None if path is None else ("lineal", "".join(f"{r}{s}" for r, s, _ in path))


def _differ(a: tuple[str, str], b: tuple[str, str]) -> bool:
    if a[0] != b[0]:
        return True
    return a[0] == "pibling" and a[1] != b[1]


def collateral_difference(
    A: Units, B: Units, aligned: Sequence[tuple[str, str, str]]
) -> tuple[list[str], list[str]] | None:
    """([a's kin word], [b's]) for two unaligned kin words, one collateral, of another generation or a parent's
    sibling of another sex, each the only kin word of its memory (module docstring), else None."""
    met_a = {x for x, _, _ in aligned}
    met_b = {y for _, y, _ in aligned}
    ka = [(u.surface, c) for u in A.terms if (c := _kin_class(u.surface, A.lang)) is not None]
    kb = [(u.surface, c) for u in B.terms if (c := _kin_class(u.surface, B.lang)) is not None]
    if len(ka) != 1 or len(kb) != 1 or ka[0][0] in met_a or kb[0][0] in met_b:
        return None
    (x, ca), (y, cb) = ka[0], kb[0]
    if "lineal" in (ca[0], cb[0]) and ca[0] == cb[0]:
        return None  # two of fact_recall2's words: its own readers
    return ([x], [y]) if _differ(ca, cb) else None


__all__ = ["collateral_difference"]

"""A Chinese word the dictionary knows, cut apart by jieba after a word it does not know (issue 13, round 23).

jieba cut 乌冬面店 ("udon shop") as 乌冬 | 面店: neither piece is a CC-CEDICT word, though the dictionary has 乌冬面
("udon noodles") and 店 ("shop"). 乌冬 was then an unknown name (jieba tagged it a person's name) that the phrase
verifier settled with "soba" by vectors (0.61): two dishes taken for one (set w, nw1c against w1 / nw1a). Read with
the dictionary's own words, the memory says udon, a value the lexicon knows and can compare.

Re-cut: a token the dictionary does not know, followed by a token that starts with the rest of a dictionary word
(乌冬 + 面…), becomes that word, when what is left of the next token is itself a dictionary word or nothing
(乌冬面 + 店). A known first token, or a rest that is no word, keeps jieba's cut.
"""

from __future__ import annotations

import re

_HAN = re.compile(r"[\u3400-\u9fff]+")


def recut(pairs: list[tuple[str, str]], table: dict[str, tuple[str, tuple[str, ...]]]) -> list[tuple[str, str]]:
    """jieba's (word, flag) pairs, with an unknown word joined to the start of the next where that makes a
    dictionary word (module docstring)."""
    out = list(pairs)
    i = 0
    while i + 1 < len(out):
        w1, w2 = out[i][0], out[i + 1][0]
        if w1 in table or not _HAN.fullmatch(w1) or not _HAN.fullmatch(w2):
            i += 1
            continue
        for k in range(len(w2), 0, -1):
            rest = w2[k:]
            if w1 + w2[:k] in table and (not rest or rest in table):
                out[i] = (w1 + w2[:k], "n")
                if rest:
                    out[i + 1] = (rest, out[i + 1][1])
                else:
                    del out[i + 1]
                break
        i += 1
    return out


__all__ = ["recut"]

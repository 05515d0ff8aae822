"""A Chinese word the dictionary knows, cut apart by jieba after a word it does not know (issue 13, round 23).

jieba cut 乌冬面店 ("udon shop") as 乌冬 | 面店: neither piece is a CC-CEDICT word, though the dictionary has 乌冬面
("udon noodles") and 店 ("shop"). 乌冬 was then an unknown name (jieba tagged it a person's name) that the phrase
verifier settled with "soba" by vectors (0.61): two dishes taken for one (set w, nw1c against w1 / nw1a). Read with
the dictionary's own words, the memory says udon, a value the lexicon knows and can compare.

Re-cut: a token the dictionary does not know, followed by a token that starts with the rest of a dictionary word
(乌冬 + 面…), becomes that word, when what is left of the next token is itself a dictionary word or nothing
(乌冬面 + 店). A known first token, or a rest that is no word, keeps jieba's cut. A negator glued to a verb
(没收 | 到) is cut apart after (:mod:`memory.fact_zh_negator`, round 47b).
"""

from __future__ import annotations

import re

from .fact_zh_negator import negator_recut

_HAN = re.compile(r"[\u3400-\u9fff]+")
# A place follows these in Chinese (在 / 到 / 去 ...): where fact_units looks for an address and this module for a name
ZH_BEFORE_PLACE = frozenset("在到去自于从往住")


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
    return negator_recut(out, table)  # 还 | 没收 | 到 -> 还 | 没 | 收到 "not yet received" (round 47b)


Span = tuple[int, int, list[tuple[str, str]]]


def japanese_names(text: str, addresses: list[Span]) -> list[Span]:
    """The Japanese addresses found (``fact_units._japanese_addresses``) and, beside them, a single Japanese place
    name of three or more characters right after a locative (在 / 到 / 去 ...) that jieba does not keep as one word
    but that ends where a jieba word ends (在世田谷 -> 在世 / 田谷, 在隅田川 -> 隅 / 田川; not 神户上 of 神户 |
    上学): Sudachi reads the text in Japanese characters and the name is one of its 固有名詞 地名 morphemes, kept
    whole and read as a name (flag ``nsj``), as an address's name is (round 35)."""
    import jieba

    from .fact_readings import japanese_form
    from .text import sudachi_tokenizer

    tok = sudachi_tokenizer("A")
    if tok is None or ZH_BEFORE_PLACE.isdisjoint(text):  # SudachiPy is an optional extra; no locative, no name
        return addresses
    jp, spans, ends, at = japanese_form(text), set(), set(), 0
    for w in jieba.lcut(text):  # the caller holds memory.text.jieba_lock
        spans.add((at, at + len(w)))
        at += len(w)
        ends.add(at)
    out = list(addresses)
    for i in range(1, len(text)):
        if text[i - 1] not in ZH_BEFORE_PLACE or any(a <= i < b for a, b, _ in out):
            continue
        m = next(iter(tok.tokenize(jp[i:])), None)
        if m is None or m.part_of_speech()[1:3] != ("固有名詞", "地名") or len(m.surface()) < 3:
            continue
        b = i + len(m.surface())
        if (i, b) in spans or b not in ends or not _HAN.fullmatch(text[i:b]) or any(a < b and i < e for a, e, _ in out):
            continue  # one jieba word already, or a name that ends inside jieba's next word (神户上 of 神户 | 上学)
        out.append((i, b, [(text[i:b], "nsj")]))
    return sorted(out)


__all__ = ["ZH_BEFORE_PLACE", "japanese_names", "recut"]

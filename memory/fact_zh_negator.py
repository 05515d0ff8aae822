"""Chinese negators that jieba glues to a verb (issue 13, round 47b).

还没收到 "has not received yet" is cut 还 | 没收 | 到: 没收 "confiscate" is a dictionary word, so the negator vanishes
into it and the memory reads as affirmed. The grammar that decides is closed: a resultative or phase complement
(结果补语: 到, 完, 好, 过, 见, 住, 掉) closes the verb before it, and 没 is the negator of a completed event. A
two-character word 没X followed by such a complement, where X + complement is itself a verb word, is the negator
and that verb (没 | 收到), never X's compound with 没.
"""

from __future__ import annotations

# resultative and phase complements (结果补语): a verb + one of these is one verb word (收到 "receive", 做完, 看见)
_ZH_RESULT = frozenset("到完好过见住掉")


def negator_recut(pairs: list[tuple[str, str]], table: dict[str, tuple[str, tuple[str, ...]]]) -> list[tuple[str, str]]:
    """没 + verb + a resultative complement cut as a negator-initial word and the complement (没收 | 到, where
    没收 "confiscate" swallowed the negator of 没 | 收到 "did not receive"): a complement closes a verb, and
    没收 takes none, so the cut is the negator and the verb-complement word the dictionary knows."""
    out: list[tuple[str, str]] = []
    k = 0
    while k < len(pairs):
        word, flag = pairs[k]
        nxt = pairs[k + 1][0] if k + 1 < len(pairs) else ""
        if len(word) == 2 and word[0] in "没沒" and nxt in _ZH_RESULT and (verb := word[1] + nxt) in table:
            out += [(word[0], "d"), (verb, "v")]
            k += 2
            continue
        out.append((word, flag))
        k += 1
    return out


__all__ = ["negator_recut"]

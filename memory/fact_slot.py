"""A compound that modifies the same head as the English word its character met: two modifiers, two values
(issue 13, round 23, set w).

"a wedding ring" and 订婚戒指 ("an engagement ring") were linked by both judges. 订婚 ("to get engaged") met nothing
by its glosses, and the component reading (``memory.facts._component_alignments``: a one-sided English word that a
character of an unaligned CJK compound names, 帰 of 帰国便 for "flight home") met "wedding" with its character 婚
("marriage; wedding"). But there the compound is not an unread part of the fact: it stands where "wedding" stands,
right before the head both memories share ("ring" / 戒指). The two memories each say which kind of ring, and the
compound's own meaning is a known word that is not the English one. A character of a word is evidence of what the
word is about, not of what it means: 订婚 is about marriage and is no wedding.

Read: an English word met only by the component reading, right before an English noun (its head) that met a CJK
word; the compound it met stands right before that CJK word (directly, or with の / 的 between); the compound is a
dictionary word with its own glosses, no gloss stem of it meets the English word, and the character that met the
word says none of the compound's meaning (no gloss stem in common: 婚 "marriage; wedding" and 订婚 "to get
engaged"). Then the two modifiers are a value difference. Where the character is the compound's meaning (陶
"ceramics; pottery" of 陶芸 "ceramic art; ceramics"), the component reading is a synonym said by its character
("a pottery class" / 陶芸教室) and stands. "flight home" / 帰国便 is not read (the English word follows its head).
"""

from __future__ import annotations

from collections.abc import Sequence

from .fact_lexicon import Unit, stem, stem_variant

_OF = ("", "の", "的")


def _before(m: Unit, c: Unit, text: str) -> bool:
    return any(m.surface + of + c.surface in text for of in _OF)


def _character_is_meaning(word: str, m: Unit) -> bool:
    """A character of ``m`` that names ``word`` also says part of ``m``'s own meaning (陶 of 陶芸)."""
    from .facts import _char_glosses  # the component reading's own view of a character

    for ch in m.surface:
        phrases = _char_glosses(ch, m.lang)
        if any(stem_variant(stem(word), g) for ph in phrases for g in ph):
            if any(stem_variant(g, h) for ph in phrases for g in ph for h in m.glosses):
                return True
    return False


def component_in_slot(ta: Sequence[Unit], tb: Sequence[Unit], aligned: Sequence[tuple[str, str, str]],
                      text_a: str, text_b: str) -> tuple[list[str], list[str]] | None:  # fmt: skip
    """(a's value, b's value) when a component alignment met an English modifier with a CJK compound that
    modifies the same shared head (module docstring); None otherwise."""
    for x, y, how in aligned:
        if how != "component" or not x or not y:
            continue
        on_a = bool(ta) and ta[0].lang == "en"
        en, cjk, text, k = (ta, tb, text_b, 0) if on_a else (tb, ta, text_a, 1)
        word, comp = (x, y) if on_a else (y, x)
        i = next((i for i, u in enumerate(en) if u.surface == word), None)
        m = next((t for t in cjk if t.surface == comp), None)
        if i is None or m is None or i + 1 >= len(en) or en[i + 1].at != en[i].at + 1 or en[i + 1].pred:
            continue
        if not m.known or not m.glosses or any(stem_variant(stem(word), g) for g in m.glosses):
            continue
        if _character_is_meaning(word, m):
            continue
        head = en[i + 1].surface
        met = {p[1 - k] for p in aligned if p[k] == head and p[1 - k] and p[2] != "component"}
        if any(c.surface in met and _before(m, c, text) for c in cjk):
            return ([word], [comp]) if on_a else ([comp], [word])
    return None


__all__ = ["component_in_slot"]

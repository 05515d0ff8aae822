"""Japanese しか + a negated verb says "only", not "not": ハラールの肉しか食べない is "eats only halal meat".

The negation readers (``memory.fact_units``' whole-memory flag and ``memory.fact_polarity``'s clause scopes) took the
ない of this construction for a negation, so "only eats halal meat" / ハラールの肉しか食べない / 只吃清真肉 differed
by polarity on every planted set that says it (l16, p27, r2, r31). The construction is a closed grammatical class,
like the obligation double negative (しなければならない), and is masked the same way before the negators are read.
しかし ("however") is no しか.
"""

from __future__ import annotations

import re

_JA_EXCLUSIVE = re.compile(r"しか(?!し)[^、。]*?(?:な(?:い|かった|く)|ません|ず)")


def mask_exclusive(text: str) -> str:
    """``text`` with each しか ... ない span blanked (same length, so positions still match the text)."""
    return _JA_EXCLUSIVE.sub(lambda m: " " * len(m.group(0)), text)


__all__ = ["mask_exclusive"]

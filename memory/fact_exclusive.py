"""Japanese しか + a negated verb says "only", not "not": ハラールの肉しか食べない is "eats only halal meat".

The negation readers (``memory.fact_units``' whole-memory flag and ``memory.fact_polarity``'s clause scopes) took the
ない of this construction for a negation, so "only eats halal meat" / ハラールの肉しか食べない / 只吃清真肉 differed
by polarity on every planted set that says it (l16, p27, r2, r31). The construction is a closed grammatical class,
like the obligation double negative (しなければならない), and is masked the same way before the negators are read.
しかし ("however") is no しか.

Round 43a: the ない / ません of かもしれない / かもしれません ("may be", "might") is no negation either: かも + 知れる
negated is the fixed auxiliary of possibility (literally "one cannot know whether"), as "may" and 可能 / 也许 are in
the other languages, and :func:`memory.fact_direction.epistemic` reads it as possibility. The ending is masked
with the same blank; a verb negated before it keeps its own negator (来ないかもしれない "may not come").
"""

from __future__ import annotations

import re

_JA_EXCLUSIVE = re.compile(r"しか(?!し)[^、。]*?(?:な(?:い|かった|く)|ません|ず)")
_JA_POSSIBLE = re.compile(r"かも(?:しれ|知れ)(?:ない|なかった|ません|ず)")  # round 43a: possibility, not "not"


def mask_exclusive(text: str) -> str:
    """``text`` with each しか ... ない span and each かもしれない ending blanked (same length, so positions still
    match the text)."""
    text = _JA_POSSIBLE.sub(lambda m: " " * len(m.group(0)), text)
    return _JA_EXCLUSIVE.sub(lambda m: " " * len(m.group(0)), text)


__all__ = ["mask_exclusive"]

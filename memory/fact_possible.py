"""Round 43a (issue 13): possibility met across the three languages, and English "could" read only where it can be
nothing but possibility.

* **"could" of possibility** (:func:`could_possible`). "could" is the past of "can" (ability: "could swim", "could be
  reached by phone") as much as a modal of possibility ("the rash could be an allergy", "he could have caught it at
  school"). Only the constructions that past ability cannot take are read:
  - "could have" + a participle (a perfect: "could have caught", "could have been"). Ability in the past is said by
    "could" + the base form; "could have done" is never a fact stated as done, only as possible (or as not done,
    the counterfactual), so it is no plain statement either way.
  - "could be" + a determiner (an article or a possessive: "could be an allergy", "could be the cause") or an -ing
    form ("could be coming down with a cold"): a state or an event in progress said as possible. "could be" + a
    participle ("could be reached") is also a past passive of ability, and + an adjective ("could be stubborn",
    "could be boring": an -ing form the lexicon lists as an adjective, or does not list) also a past disposition:
    both are left unread (precision first).
  "could" before any other word is left as it was (ability, or a polite request).
* **The markers themselves are no values** (:func:`possibility_marker`). Each language says possibility with a closed
  class of its own: English "might", "may", "could", "perhaps", "maybe", "possibly"; Japanese かもしれない /
  かもしれません (かも + 知れる negated: its ない is no negation, :mod:`memory.fact_exclusive` masks it) and
  〜の可能性がある; Chinese 也许, 或许, 说不定 and 可能 (not 不可能 "impossible"). English modals are no terms, but
  the adverbs and the CJK markers were, and a marker met by nothing on the other side (しれ / 可能, 说不定 / "may")
  left the pair unsure. :func:`memory.fact_direction.epistemic` compares them instead, as modality: possibility
  meets possibility in any two languages, and differs from a plain statement.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .english_words import ARTICLES, IRREGULAR_VERBS, POSSESSIVE_DETERMINERS
from .fact_lexicon import Unit, lexicon

# the participles of the irregular table (its forms after the base; "has" is a present, not a participle)
_PARTICIPLES = frozenset(f for forms in IRREGULAR_VERBS.values() for f in forms.split()) - {"has"}
_DETERMINERS = ARTICLES | POSSESSIVE_DETERMINERS


def could_possible(words: Sequence[str]) -> bool:
    """Possibility said by "could": + "have" and a participle, + "be" and a determiner or an -ing form."""
    for k, w in enumerate(words[:-2]):
        if w != "could":
            continue
        aux, nxt = words[k + 1], words[k + 2]
        if aux == "have" and (nxt == "been" or nxt in _PARTICIPLES or (len(nxt) > 4 and nxt.endswith("ed"))):
            return True
        if aux == "be" and (nxt in _DETERMINERS or _progressive(nxt)):
            return True
    return False


def _progressive(w: str) -> bool:
    """An -ing form the lexicon lists and never as an adjective: "coming", not "boring" ("could be boring" is also a
    past disposition, as an adjective is)."""
    if len(w) <= 5 or not w.endswith("ing"):
        return False
    pos = lexicon().en_pos.get(w)
    return pos is not None and pos[2] == 0


_EN_ADVERBS = frozenset({"perhaps", "maybe", "possibly"})
_ZH_ADVERBS = frozenset({"也许", "也許", "或许", "或許", "说不定", "說不定"})
_JA_KAMO = re.compile(r"かも(?:しれ|知れ)")
_JA_LIKELY = re.compile(r"可能性(?:が|も|は)?(?:ある|あり)")
_ZH_POSSIBLE = re.compile(r"(?<![不尽盡])可能(?!性)")  # not 不可能 "impossible", 尽可能 "as ... as possible"


def possibility_marker(u: Unit, lang: str, text: str) -> bool:
    """Is ``u`` a marker of possibility (the module doc), which modality compares rather than the values?"""
    s = u.surface
    if lang == "en":
        return s.casefold() in _EN_ADVERBS
    if lang == "ja":
        kamo = s in ("しれ", "知れ") and bool(_JA_KAMO.search(text))
        return kamo or (s == "可能性" and bool(_JA_LIKELY.search(text)))
    if lang != "zh":
        return False
    if s in _ZH_ADVERBS:
        return True
    return s == "可能" and bool(_ZH_POSSIBLE.search(text))


__all__ = ["could_possible", "possibility_marker"]

"""Chinese function words, spelled once: the markers of a completed (done, past) event that the fact readers look for.

Three readers test for them, each with a slightly different set (as :mod:`memory.english_words` does for English),
built here from these named parts by union; each reader says where it is built why its set differs:

* :func:`memory.fact_predicates.aspect` ("done" against "planned"): a regex over the text, see ``_ZH_PAST``;
* :func:`memory.fact_status.status` ("done" among plan / considering / cancelled / former): a regex over the
  text, see ``_DONE_ZH``;
* :mod:`memory.fact_diff`'s Chinese tense (a completion marker plus a past time word): a set of jieba words, see
  ``_ZH_COMPLETION``.

Only word forms live here (and :func:`alternation`, which writes a set as a regex): no reading.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

# ---- completion markers (simplified spellings) ---------------------------------------------------------------
# the aspect particles after a verb: perfective 了 (搬了) and experiential 过 (去过)
ZH_ASPECT = frozenset({"了", "过"})
# "already" before a verb (已经搬到)
ZH_ALREADY = frozenset({"已经"})
# the one-character "already" (用户已预订): also a character of other words (而已 "only", 不得已, 已婚 "married", a
# state, 已故, 已知), so a regex reader must guard it and a reader of jieba words may take it as a word
ZH_ALREADY_BARE = frozenset({"已"})
# "once, formerly" before a verb (曾经去过); fact_frames reads the same words as a former state
ZH_ONCE = frozenset({"曾经", "曾"})
# the verb "to complete" (完成预订)
ZH_COMPLETE = frozenset({"完成"})

# ---- traditional spellings -----------------------------------------------------------------------------------
_TRADITIONAL = {"过": "過", "已经": "已經"}


def traditional(words: Iterable[str]) -> frozenset[str]:
    """The traditional spellings of ``words`` (过 -> 過, 已经 -> 已經); a word spelled alike in both is itself."""
    return frozenset(_TRADITIONAL.get(w, w) for w in words)


def alternation(words: Iterable[str]) -> str:
    """``words`` as a regex alternation, longest first and then in code-point order, so that the pattern is the same
    in every process (a set's order is not)."""
    return "|".join(re.escape(w) for w in sorted(words, key=lambda w: (-len(w), w)))


__all__ = ["ZH_ALREADY", "ZH_ALREADY_BARE", "ZH_ASPECT", "ZH_COMPLETE", "ZH_ONCE", "alternation", "traditional"]

"""An action noun aligned by its object alone: 解約 "cancellation of a contract" is not "contract".

Round 16, set p: ユーザーは…契約を解約した / "The user signed up for a … contract" was "same". JMdict glosses 解約
as "cancellation of a contract", the gloss stems (cancel, contract) met "contract", and the cancelling was lost:
the English "signed up" is a predicate left on one side, which is excused. WordNet records no antonym of cancel
or sign up (checked in round 16), so no contrast can be read; what can be read is that the word's own meaning is
the action, not the object: a Japanese / Chinese predicate whose first gloss is "<action noun> of <object>" says
the action, and the object alone is not its counterpart.

Read: a CJK predicate (verbal noun or verb) that the alignment used, whose first gloss is "N of [a / an / the]
X" with N a noun of action (its stem, or a derivation of it, is a verb of the dictionaries' "to ..." glosses:
cancellation -> cancel), where the other memory says X (a word's stem, or a CJK word's gloss stems) and says N
nowhere (no gloss stem, no verb that meets N's verb key). Such a word is unread (unmatched: unsure, never a
link). "cancelled the contract" / 解約した meet (cancel is said); "renewal of a contract" against "renewed" meets.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .fact_lexicon import Unit, Units, lexicon, stem
from .fact_verbs import derived_verb, keys_meet, verb_index, verb_keys

_ACTION_OF = re.compile(r"^([a-z]+) of (?:a |an |the |one's )?([a-z]+(?: [a-z]+){0,2})$")


def _action_of(u: Unit) -> tuple[str, str] | None:
    """(action key, object stem) of a CJK predicate glossed first as "N of X", N an action noun; else None."""
    if u.lang == "en" or not u.pred or not u.known:
        return None
    entry = lexicon().table(u.lang).get(u.surface)
    if not entry or not entry[1]:
        return None
    m = _ACTION_OF.match(entry[1][0])
    if m is None:
        return None
    n = stem(m.group(1))
    k = derived_verb(n)
    if k not in verb_index() or len(k) < 4:
        return None
    return k, stem(m.group(2).split()[-1])


def _says(other: Sequence[Unit], other_units: Units, k: str) -> bool:
    """Does the other memory say the action ``k`` (a gloss stem or a verb that meets it)?"""
    for t in other:
        if k in t.glosses or (t.lang == "en" and stem(t.surface) == k):
            return True
        kt = verb_keys(t, other_units)
        if kt and keys_meet(frozenset({k}), kt):
            return True
    return False


def _object_said(other: Sequence[Unit], x: str) -> bool:
    return any(x in t.glosses or (t.lang == "en" and stem(t.surface) == x) for t in other)


def unsaid_actions(ta: Sequence[Unit], tb: Sequence[Unit], used_a: set[int], used_b: set[int], A: Units,
                   B: Units) -> tuple[list[str], list[str]]:  # fmt: skip
    """Each memory's aligned action nouns whose object the other memory says and whose action it does not."""
    out: tuple[list[str], list[str]] = ([], [])
    for side, used, other, other_units, acc in ((ta, used_a, tb, B, out[0]), (tb, used_b, ta, A, out[1])):
        for i in sorted(used):
            got = _action_of(side[i])
            if got is None:
                continue
            k, x = got
            if _object_said(other, x) and not _says(other, other_units, k):
                acc.append(side[i].surface)
    return out


__all__ = ["unsaid_actions"]

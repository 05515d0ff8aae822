"""Round 45a (set ai, issue 13): a modal or a plan against a plain statement, where every value aligns.

* **"may" + a verb against a plain statement** (:func:`may_statement`). "may mail them a rakhi" / "mailed them a
  rakhi", "may need an ablation" / "had an ablation". Round 42a read "may be" and "may have" + a participle as
  possibility (:func:`memory.fact_direction.epistemic`) and left "may" before any other verb to
  :func:`memory.fact_predicates.deontic` as permission; deontic modality is compared only where BOTH memories mark
  one ("must" / "may"), so "may" + verb against a memory that marks none differed in nothing. Whichever "may" it
  is, possibility or permission, it states no event as having happened or as happening: against a memory that says
  the event with no modal at all (a plain past or present) the two are two facts. Read from closed classes only:
  the modal "may" is written lower case inside a sentence (the month is a capital "May", and a sentence that opens
  with "May" is a question or a wish); a subject pronoun right after it is an inversion ("may I", "may they": a
  polite request or a wish, no statement) and is not read. The other memory must mark no modality of any kind: no
  English modal (will, would, can, could, shall, should, must, may, might, ought) or semi-modal (has to, going to,
  able, allowed, a plan or a wish, :func:`memory.fact_predicates.aspect`), no Japanese or Chinese marker of
  possibility, obligation, permission, ability, conjecture, intention or future (かもしれ, なければ, てもいい, でき,
  だろう, はず, べき, つもり, 予定, たい; 可能, 必须, 可以, 能, 会, 要, 将, 应该, 打算). A marker read too widely there
  only leaves a pair unread.
* **A dated plan against a past, the verb folded into a verbal noun** (:func:`plan_past_met`). Round 34's
  :func:`memory.fact_plan.plan_past` reads a dated plan against its past only when both say the *same verb*: a stem
  in common between the plan's predicates and the past's verbs. A Japanese verbal noun + する names the event with
  its participant folded in (断水する "have the water cut off", glossed "water outage"), and the English memory says
  the same event with a verb and the participant apart ("the water was shut off"): no stem in common, so the
  Japanese plain non-past at a date (a scheduled event, :func:`memory.fact_plan._ja_nonpast_glosses`) was never
  read against the English past. Here the same event is read from the comparison itself: one memory English, the
  other Japanese or Chinese, at the same dates with no repetition; every predicate of the CJK memory met a term of
  the English memory, and the English verb read as planned or past (one verb only: one event) met nothing. The CJK
  predicate is then that verb with its participant, and the two memories state one event as scheduled and as done.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from .english_words import MODALS
from .fact_lexicon import Units, stem
from .fact_plan import _past, _plan, en_verb_stem
from .fact_predicates import aspect, deontic, modality

Found = tuple[str, list[str], list[str]]

# ---- "may" + a verb against a plain statement ------------------------------------------------------------------
# the modal written lower case, not followed by a subject pronoun (an inversion: "may I", a request or a wish)
_MAY = re.compile(r"(?<![A-Za-z'])may\s+(?!(?:i|we|you|he|she|they|it|one)\b)[a-z]")
_EN_MODALS = MODALS | {"shall", "'ll", "ought", "cannot", "can't", "won't", "wo", "ca"}
_JA_MODAL = re.compile(r"だろう|でしょう|はず|べき|ことがあ|場合があ|かも|予定|つもり|たい|よう|そう|まい|ましょう")
_ZH_MODAL = re.compile(r"会|會|要|将|將|应|應|该|該|得|大概|恐怕|打算|准备|準備|计划|計劃|想|许|許|能|可|或")


def _plain(U: Units) -> bool:
    """Whether the memory marks no modality, future, plan or wish at all (the module doc)."""
    from .fact_direction import epistemic  # here, not at the top: fact_direction imports this module (a cycle)

    if epistemic(U) or deontic(U) or modality(U) or aspect(U) == "planned":
        return False
    if U.lang == "en":
        w = U.words
        return not any(x in _EN_MODALS for x in w) and ("going", "to") not in itertools.pairwise(w)
    return not (_JA_MODAL if U.lang == "ja" else _ZH_MODAL).search(U.text)


def may_statement(A: Units, B: Units) -> tuple[list[str], list[str]] | None:
    """(["may"], ["-"]) or the reverse: an English "may" + verb against a memory that marks no modality."""
    for X, Y, flip in ((A, B, False), (B, A, True)):
        if X.lang == "en" and _MAY.search(X.text) and _plain(Y):
            return (["-"], ["may"]) if flip else (["may"], ["-"])
    return None


# ---- a dated plan against a past, the verb folded into a CJK verbal noun ------------------------------------------
def _en_verb_terms(E: Units, stems: set[str]) -> list[str]:
    """The surfaces of the English terms that say one of ``stems`` (the verb read as planned or past)."""
    keys = [(u.surface, u.surface.casefold()) for u in E.terms]
    return [s for s, k in keys if stem(k) in stems or en_verb_stem(k, past=True) in stems]


def plan_past_met(A: Units, B: Units, aligned: Sequence[tuple[str, str, str]]) -> tuple[list[str], list[str]] | None:
    """(["planned"], ["done"]) or the reverse, for the English / CJK pair of the module doc; else None."""
    if not A.dates or A.dates != B.dates or A.periods or B.periods or (A.lang == "en") == (B.lang == "en"):
        return None
    met_a = {x for x, y, _ in aligned if x and y}
    met_b = {y for x, y, _ in aligned if x and y}
    for P, D, flip in ((A, B, False), (B, A, True)):
        plan, past = _plan(P, D), _past(D)
        if not plan or not past or plan & past or _past(P) or _plan(D, P):
            continue
        E, C = (P, D) if P.lang == "en" else (D, P)
        stems = plan if E is P else past
        if len(stems) != 1:
            continue
        met_e, met_c = (met_a, met_b) if E is A else (met_b, met_a)
        verbs = _en_verb_terms(E, stems)
        preds = [u.surface for u in C.terms if u.pred]
        if verbs and preds and not set(verbs) & met_e and all(p in met_c for p in preds):
            return (["done"], ["planned"]) if flip else (["planned"], ["done"])
    return None


def statement_differences(A: Units, B: Units, aligned: Sequence[tuple[str, str, str]]) -> list[Found]:
    """(kind, a, b) for each reading above that keeps the two memories apart (asked when nothing else did)."""
    out: list[Found] = []
    if (got := may_statement(A, B)) is not None:
        out.append(("modality", *got))
    if (got := plan_past_met(A, B, aligned)) is not None:
        out.append(("aspect", *got))
    return out


__all__ = ["may_statement", "plan_past_met", "statement_differences"]

"""Two Chinese readings from closed classes of markers that a shared word had hidden (issue 13, round 46b).

* **A negator before the verb against none, when a word of both says 无 / 不 inside it** (:func:`free_negation`).
  Set aj (aj19z / naj19c): 用户的公司批准用户从7月起休三个月的无薪长假 / 用户的公司没有批准用户…: the memory-level
  reader (``fact_units._zh_terms``) takes a word that opens with a negating character and is no dictionary word
  (无薪 "unpaid", jieba's one token) for a negation of the memory, so both memories were "negated" and the plain
  没有 before 批准 changed nothing; "公司批准了用户的休假" / "公司没有批准用户的休假" differ on main only because
  neither has such a word. A free negator (a token of its own from the closed class 不 / 没 / 没有 / 未 / 别 / 不要 /
  不能 / 不会 / 从不 / 从没 / 从未 / 并没有 / 并不) negates the clause; a negating prefix inside a modifier (无薪长假
  "unpaid leave", 不锈钢) negates only that word. Different ("polarity") when one memory has a free negator and the
  other none, and every prefixed word of the one without is in the other memory too (the same word on both
  sides, so the memory-level flags agree for that word alone), and the one without negates nothing by a verb of
  refusing or ceasing (拒绝, 不再, 戒: ``fact_implicatives``, ``fact_units``). English and Japanese mark a clause's
  negation apart from a word's (not / ない against un- / 無-), so the memory-level reader already tells them apart.
* **Scheduled (定于, 将于, 预定, 预计) against done (已经 / 了 / 过)** (:func:`scheduled_done`). Set aj (aj1z / naj1c):
  莎拉定于1月9日…做计划剖腹产 / 莎拉已经于1月9日…做了计划剖腹产. Round 34's ``fact_plan.plan_past`` reads a Chinese
  plan marker (要, 将, 打算, 准备, 计划) against 了 / 过, but 计划 here is part of the thing ("a planned caesarean")
  on both sides, so the done side was a plan too and nothing was read; and 定于 "scheduled for" was no marker. Here
  the markers are compared as sets: the plan markers one memory has and the other lacks, and the completion
  markers (``fact_plan._ZH_DONE``: 了, 过, 已经; and 已) the other has and the first lacks. Read at the same dates (a
  dated event), with no repetition (每, a period), and a predicate in common (one act, said as planned and done).
  English and Japanese say the same by tense (``fact_plan``).
"""

from __future__ import annotations

import re
from functools import lru_cache

from .fact_implicatives import implicative_negation
from .fact_lexicon import Units
from .fact_plan import _ZH_DONE, _ZH_PLAN, _glosses

Found = tuple[str, list[str], list[str]]

_FREE_NEG = frozenset(
    "不 没 沒 没有 沒有 未 别 別 不要 不能 不会 不會 从不 從不 从没 從沒 从未 從未 并没有 並沒有 并不 並不".split()
)
_PREFIX = "不非无無未"
_HAN = re.compile(r"[\u4e00-\u9fff]")  # a negator is followed by what it negates (a verb), not by the end
_CEASE = re.compile(r"戒|停止|放弃|放棄|不再")


@lru_cache(maxsize=4096)
def _cut(text: str) -> tuple[str, ...]:
    import jieba

    from .text import jieba_lock

    with jieba_lock:  # memory.text.jieba_lock: says why
        return tuple(jieba.lcut(text))


def _negators(U: Units) -> tuple[list[str], list[str]]:
    """(free negators, words with a negating prefix) of a Chinese memory."""
    toks = _cut(U.text)
    free = [t for i, t in enumerate(toks) if t in _FREE_NEG and i + 1 < len(toks) and _HAN.match(toks[i + 1])]
    prefixed = [t for t in toks if len(t) >= 2 and t[0] in _PREFIX and t not in _FREE_NEG]
    return free, prefixed


def free_negation(A: Units, B: Units) -> tuple[list[str], list[str]] | None:
    """(a's free negators, b's; [] for none) when one Chinese memory negates its clause and the other only a word of
    both."""
    if A.lang != "zh" or B.lang != "zh" or A.negated != B.negated:
        return None
    (fa, pa), (fb, pb) = _negators(A), _negators(B)
    if bool(fa) == bool(fb):
        return None
    N, P, pn = (A, B, pb) if fa else (B, A, pa)
    if not pn or any(w not in N.text for w in pn):
        return None  # the plain side's flag comes from a word the negated side lacks: left to the flag
    if implicative_negation(P.text, "zh") or _CEASE.search(P.text):
        return None
    return (fa, []) if fa else ([], fb)


_ZH_SCHEDULE = re.compile(r"定于|定於|定在|将于|將於|预定|預定|预计|預計")
_ZH_DONE_ALSO = re.compile(r"已(?!经|經)")
_ZH_REPEAT = re.compile(r"每")


def _plan_marks(text: str) -> set[str]:
    return {m.group(0) for rx in (_ZH_PLAN, _ZH_SCHEDULE) for m in rx.finditer(text)}


def _done_marks(text: str) -> set[str]:
    return {m.group(0) for rx in (_ZH_DONE, _ZH_DONE_ALSO) for m in rx.finditer(text)}


def scheduled_done(A: Units, B: Units) -> tuple[list[str], list[str]] | None:
    """(["planned"], ["done"]) or the reverse for one dated Chinese act said as scheduled and as done."""
    if A.lang != "zh" or B.lang != "zh" or not A.dates or A.dates != B.dates or A.periods or B.periods:
        return None
    if _ZH_REPEAT.search(A.text) or _ZH_REPEAT.search(B.text) or not _glosses(A) & _glosses(B):
        return None
    pa, pb = _plan_marks(A.text), _plan_marks(B.text)
    da, db = _done_marks(A.text), _done_marks(B.text)
    for p_plan, d_plan, p_done, d_done, flip in ((pa, pb, da, db, False), (pb, pa, db, da, True)):
        if p_plan - d_plan and not d_plan - p_plan and d_done and not p_done:
            return (["done"], ["planned"]) if flip else (["planned"], ["done"])
    return None


def zh_marked_differences(A: Units, B: Units) -> list[Found]:
    """Both readings as (kind, a, b) for :func:`memory.fact_direction.direction_differences`."""
    out: list[Found] = []
    if (got := free_negation(A, B)) is not None:
        out.append(("polarity", *got))
    if (got := scheduled_done(A, B)) is not None:
        out.append(("aspect", *got))
    return out


__all__ = ["free_negation", "scheduled_done", "zh_marked_differences"]

"""Round 44a (set ah, issue 13): an obligation against an intention.

用户在5月20日之前必须在车上贴新手驾驶标志 / 用户打算在5月20日之前在车上贴…: every value aligns, and the two memories
state two facts: the user must do it (a rule the user is under) in one, the user means to do it (a plan of the
user's own) in the other. :func:`memory.fact_predicates.deontic` reads the obligation (must, has to; なければならない;
必须) and compares it only where BOTH memories mark a deontic modality (must / may); a plan marker is no deontic
modality, and :func:`memory.fact_predicates.aspect` reads 打算 as "planned" but draws only planned / done.

Read here, from closed classes of auxiliaries and markers (:func:`intention`):

* **English**: plan(s / ned / ning) to, intend(s / ed / ing) to, and be going to + a verb (a present intention).
  "will" is not read: it is also the future of an obligation said with a date ("will have to" aside, "the car will
  need ...").
* **Japanese**: つもり after a verb's plain non-past (行くつもり; 〜たつもり is "believed one had done", no plan), and
  予定 after a verb's non-past (する予定, 貼る予定).
* **Chinese**: 打算, and 准备 / 计划 before a verb or a coverb (准备在…贴; 准备材料 "prepares the materials" is a verb
  of its own). 要 is not read: it is also "will" and "want" (and 需要 / 一定要 are the obligation's own).

Two memories differ (:func:`obligation_difference`) when one marks an obligation and no intention, the other an
intention and no deontic modality at all, and the user is the subject of both ("the user" before the modal within
two words; ユーザーは / 用户 opening the memory): "staff must be working during core hours" is no obligation of the
user's, and a company's plan no intention of the user's. Asked only when nothing else kept the two memories apart.
"""

from __future__ import annotations

import re

from .fact_lexicon import Units, zh_glossed_verb
from .fact_predicates import deontic

_INTEND_EN = re.compile(r"\b(?:plan(?:s|ned|ning)?|intend(?:s|ed|ing)?)\s+to\b"
                        r"|\b(?:am|is|are|was|were|'s|'re)\s+going\s+to\s+[a-z]")  # fmt: skip
_INTEND_JA = re.compile(r"(?<=[うくぐすつぬぶむる])(?:つもり|予定)")  # a plain non-past before it: no 〜たつもり
_ZH_ALWAYS = ("打算",)
_ZH_BEFORE_VERB = ("准备", "计划", "準備", "計劃")
_ZH_COVERBS = frozenset("在 到 去 来 给 把 和 跟 从 于 为 向 对 用 先".split())


def _zh_intention(text: str) -> bool:
    import jieba  # already loaded by the Chinese reading of the text (fact_units)

    toks = jieba.lcut(text)
    for k, t in enumerate(toks):
        if t in _ZH_ALWAYS:
            return True
        if t in _ZH_BEFORE_VERB and k + 1 < len(toks):
            nxt = toks[k + 1]
            if nxt in _ZH_COVERBS or zh_glossed_verb(nxt):
                return True
    return False


def intention(U: Units) -> bool:
    """Does the memory say what the user means to do (a plan marker of the module docstring)?"""
    if U.lang == "en":
        return bool(_INTEND_EN.search(U.text.casefold()))
    if U.lang == "ja":
        return bool(_INTEND_JA.search(U.text))
    return _zh_intention(U.text)


# the user as the subject of the modal: "the user" and at most two words before it (an adverb, "also", "still")
_EN_USER_MODAL = re.compile(r"\bthe user\s+(?:[a-z]+\s+){0,2}?(?:must|has|have|had|needs?|is|are|was|plans?|planned"
                            r"|planning|intends?|intended|intending)\b")  # fmt: skip
_CJK_USER_SUBJECT = re.compile(r"^(?:[^。、，]*?[、，])?(?:ユーザー(?:は|が)|用户)")


def _user_modal(U: Units) -> bool:
    """Is the user the one under the obligation or with the intention (the memory's subject)? "staff must be
    working" is the staff's obligation, against "the company is going to introduce flextime": not read."""
    if U.lang == "en":
        return bool(_EN_USER_MODAL.search(U.text.casefold()))
    return bool(_CJK_USER_SUBJECT.match(U.text))


def obligation_difference(A: Units, B: Units) -> tuple[list[str], list[str]] | None:
    """(["must"], ["intention"]) or the reverse when one memory says an obligation and the other an intention, the
    user the subject of both."""
    if not (_user_modal(A) and _user_modal(B)):
        return None
    da, db = deontic(A), deontic(B)
    ia, ib = intention(A), intention(B)
    if da == "must" and not ia and ib and not db:
        return ["must"], ["intention"]
    if db == "must" and not ib and ia and not da:
        return ["intention"], ["must"]
    return None


__all__ = ["intention", "obligation_difference"]

"""A change of state: a memory that says a state has ended (removed, repaired, healed, finished) against one that
states it now (issue 13, round 18, set q).

黒カビはもう取れた "the black mould has come off" and 黒カビが生えている "there is black mould" share every value (the
mould, the closet) and their predicates are one-sided, so every verifier linked them; so did エアコンは修理が終わった
"the repair of the air conditioner is finished" and エアコンが壊れている "is broken". The first says the state the
second states is over. Round 17 left it: もう + past against ている is no difference in general (もう申し込んだ /
申し込んでいる: ている is resultative). What differs is the verb: an *ending* verb (a change that ends a state) in
a completed form.

* **Ending verbs** are read from the dictionary glosses, not listed per word: a predicate whose first three glosses
  include one headed by end / finish / complete, remove / eliminate / "come off" / "get rid of", fix / repair /
  mend, cure / heal / recover / "get well" / "get better", disappear / vanish / "go away", resolve / solve / "clear
  up" (取れる "to come off", 直る "to be repaired", 治る "to get well", 消える "to vanish", 修好 "to repair", 去掉 "to
  get rid of"). English: a past form of the same verbs ("was fixed", "has been removed", "recovered").
* **Completed**: ja the verb (or a verbal noun: 修理 + された / した / 済み) right before た / だ / ました; zh the verb
  before 了 (修好了, 去掉了) or after 已经; en an -ed form that is not after to / will / be going to ("will be
  fixed" is a plan).

``change_difference`` reads a memory with a completed ending verb against one with none whose status is plain (a
present state: ている, "there is", 有) and that is not negated ("no longer has mould" agrees). A pair where both say
the ending (治った / "has recovered", 治っている: a resultative of the ending verb) is not read.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .english_words import BE_CONTRACTED, BE_FINITE, HAVE, HAVE_CONTRACTED, MODALS
from .fact_lexicon import Unit, Units, lexicon

_HEADS = frozenset({
    "end", "finish", "complete", "remove", "eliminate", "fix", "repair", "mend", "cure", "heal", "recover",
    "disappear", "vanish", "resolve", "solve", "removed", "fixed", "repaired", "mended", "cured", "healed",
    "finished", "ended", "completed", "resolved", "solved", "eliminated",
})  # fmt: skip
_PHRASES = ("come off", "get rid of", "get well", "get better", "go away", "clear up", "come to an end",
            "get mended", "get fixed", "get repaired")  # fmt: skip
_EN_ENDED = re.compile(r"^(?:fix|repair|mend|remov|cur|heal|recover|disappear|vanish|resolv|solv|finish|"
                       r"complet|eliminat|clear)ed$")  # fmt: skip
_EN_NOT_DONE = MODALS | {"to", "be", "going"}
# the auxiliaries before a participle; no "be" (will / to be: _EN_NOT_DONE, read first) and no "being" ("is being
# fixed" has not ended)
_EN_AUX = BE_FINITE | BE_CONTRACTED | {"been", "got", "already"} | HAVE | HAVE_CONTRACTED
_EN_AFTER_VERB = frozenset({"from", "by", "last", "yesterday", "in", "on", "at", "up", "off", "away", "", "and"})


def _ending_gloss(glosses: tuple[str, ...]) -> bool:
    for g in glosses[:3]:
        g = g.casefold().removeprefix("to ").removeprefix("be ")
        if g.split(" ")[0] in _HEADS or g.startswith(_PHRASES):
            return True
    return False


@lru_cache(maxsize=8192)
def _ending_word(surface: str, lang: str) -> bool:
    """A ja / zh word (a verb stem as the units give it: 取れ, 終わっ, 修好) whose entry is an ending verb."""
    table = lexicon().table(lang)
    forms = [surface]
    if lang == "ja":
        stem = surface[:-1] if surface.endswith(("っ", "ん", "い")) else surface
        forms += [stem + k for k in ("る", "う", "つ", "む", "ぬ", "ぶ", "く", "す")] + [surface + "る"]
    return any(f in table and _ending_gloss(table[f][1]) for f in forms)


_JA_DONE_AFTER = re.compile(r"^(?:(?:た|だ)(?![らり])|ました|された(?![らり])|した(?![らり])|しました|済み)")


def _ja_completed(U: Units, u: Unit) -> bool:
    k = U.text.find(u.surface)
    return k >= 0 and bool(_JA_DONE_AFTER.match(U.text[k + len(u.surface) :]))


def _zh_completed(U: Units, u: Unit) -> bool:
    k = U.text.find(u.surface)
    if k < 0:
        return False
    return U.text[k + len(u.surface) :].startswith(("了", "好了", "完了", "掉了")) or "已经" + u.surface in U.text


@lru_cache(maxsize=4096)
def ended(U: Units) -> bool:
    """Whether the memory says a state ended: a completed ending verb (see the module docstring)."""
    if U.lang == "en":
        w = U.words
        for k, x in enumerate(w):
            if not _EN_ENDED.match(x) or (k > 0 and w[k - 1] in _EN_NOT_DONE):
                continue
            nxt = w[k + 1] if k + 1 < len(w) else ""
            if (k > 0 and w[k - 1] in _EN_AUX) or nxt in _EN_AFTER_VERB or not nxt.isalpha():
                return True  # a verb, not an attribute ("fixed overtime pay", "a finished basement")
        return False
    for u in U.terms:
        if not (u.pred or (U.lang == "ja" and u.kind == "term")):
            continue
        if U.lang == "ja" and _ending_word(u.surface, "ja") and _ja_completed(U, u):
            return True
        if U.lang == "zh" and _ending_word(u.surface, "zh") and _zh_completed(U, u):
            return True
    return False


def change_difference(D: Units, P: Units) -> bool:
    """``D`` says a state ended and ``P`` (plain status, not negated, no ending of its own) states it now."""
    return ended(D) and not ended(P) and not P.negated


# ---- what is left of a count against what was used of it (q23 / nq23b) ------------------------------------------
# "12 days of paid leave left" / 有給休暇を12日使った: "left" was aligned with 有給休暇 by its gloss "leave" and 使った
# is a one-sided predicate (excused), so the two met. What is left and what was used of one count are two numbers
# even when they are written alike. Closed words per language: remaining ("left" after a number and the counted
# noun, remaining, 残り / 残って / あと + number, 剩 / 还有) against a completed use (used / took / spent right
# before the number; 使った / 取った / 消化した; 用了 / 休了 / 花了 / 用掉 / 请了). Both memories must state a number.
_REMAIN_EN = re.compile(r"\b(?:remaining|left over|to spare)\b|"
                        r"\b(?:has|have|had|there (?:is|are))\b[^.]*\d[^.]*\bleft\b"
                        r"(?! (?:the|a|an|his|her|their|for|from|to|home|work|behind)\b)")  # fmt: skip
_USED_EN = re.compile(r"\b(?:used|took|spent|taken)(?: up)? (?:(?:all|only|just|about|over|off) )?\d")
_REMAIN_JA = re.compile(r"残り|残って|残る|残っ|(?<![のた後])あと\s*[0-9０-９一二三四五六七八九十]")
_USED_JA = re.compile(r"(?:使っ|取っ|消化し|取得し|使用し)(?:た|ちゃった|てしまった)|使いました|取りました")
_REMAIN_ZH = re.compile(r"剩|还有|還有")
_USED_ZH = re.compile(r"用了|休了|花了|用掉|(?<!申)请了|(?<!申)請了")


def _count_reading(U: Units) -> str:
    """``remaining``, ``used`` or "" for a memory that states a number."""
    if not U.nums:
        return ""
    text = U.text.casefold() if U.lang == "en" else U.text
    remain, used = {"en": (_REMAIN_EN, _USED_EN), "ja": (_REMAIN_JA, _USED_JA), "zh": (_REMAIN_ZH, _USED_ZH)}.get(
        U.lang, (None, None))  # fmt: skip
    if remain is None or used is None:
        return ""
    r, u = bool(remain.search(text)), bool(used.search(text))
    return "remaining" if r and not u else "used" if u and not r else ""


def count_difference(A: Units, B: Units) -> tuple[list[str], list[str]] | None:
    """(a's reading, b's reading) when one memory states what is left of a count and the other what was used."""
    ca, cb = _count_reading(A), _count_reading(B)
    return ([ca], [cb]) if ca and cb and ca != cb else None


__all__ = ["change_difference", "count_difference", "ended"]

"""Round 46a (set aj, issue 13): the user's own act in English against the user watching another's act, said in
Japanese as a noun.

"The user danced with a yosakoi team at the Harajuku Omotesando Genki Matsuri in August" /
ユーザーは8月、原宿表参道元氣祭でよさこいチームの踊りを見物した ("watched the yosakoi team's dance"). Every value aligns
(danced / 踊り by gloss, the team, the festival), and the two memories state two facts: the user dances in one and
watches the team dance in the other. Round 44a (:mod:`memory.fact_perceive`) reads a perceived act said as a clause
(踊るのを見る, "watch X dance"); Japanese says it as often with the act's **noun**, its doer before の: X の 踊り を
見る. Round 45b (:mod:`memory.fact_user_verb`) reads English forms only.

The grammar that decides, closed classes only (:func:`perceive_act_difference`):

* **Japanese** (:func:`_ja_watched`): ユーザーは opens the clause (after an opening phrase and its 、), and a noun
  phrase, の, a term, を, then a verb of perceiving (見 / 観 / 聞 / 眺, 見物 and 観覧 with them): the term is an act the
  の-phrase does, which the user perceives. The の-phrase is another's: not ユーザー nor 自分 (the user's own dance on
  a video), and the memory says no passive, causative or benefactive (:data:`memory.fact_voice._JA_NOT_READ`).
* **English**: the user's own act (:func:`memory.fact_actor.actor`, the user the subject), and no verb of perceiving
  anywhere in the memory (it may say both: "danced and watched").

Two memories differ when the English user's verb aligns, not as a converse, with the Japanese act noun: the user
does the act in one memory and watches another do it in the other. Chinese (观看…的舞蹈) is not read: no case pits
it against an English act here. Asked only when nothing else kept the two memories apart
(:func:`memory.fact_user_verb.act_differences`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .fact_actor import actor
from .fact_lexicon import Units
from .fact_perceive import _JA_USER_TOPIC, _perceives
from .fact_voice import _JA_NOT_READ

Aligned = Sequence[tuple[str, str, str]]
_JA_WATCH = r"を(?:見|観|聞|眺)"


def _ja_watched(U: Units, noun: str) -> bool:
    """Whether the Japanese memory says the user perceives ``noun``, an act another does (X の noun を 見る)."""
    text = U.text
    if U.lang != "ja" or not _JA_USER_TOPIC.match(text) or _JA_NOT_READ.search(text):
        return False
    for m in re.finditer(r"([^、。はがをにでと]+)の" + re.escape(noun) + _JA_WATCH, text):
        owner = m.group(1)
        if not owner.endswith(("ユーザー", "自分")):
            return True
    return False


def perceive_act_difference(A: Units, B: Units, aligned: Aligned) -> tuple[list[str], list[str]] | None:
    """(a's, b's) when the user does an act in an English memory and watches another's act of that name in a
    Japanese one; else None."""
    for E, J, flip in ((A, B, False), (B, A, True)):
        if E.lang != "en" or J.lang != "ja" or _perceives(E):
            continue
        r = actor(E)
        if r is None or r.kind != "user":
            continue
        for a, b, how in aligned:
            x, y = (b, a) if flip else (a, b)
            if x == r.verb and how != "converse" and _ja_watched(J, y):
                mine, theirs = [f"user:{r.verb}"], [f"user:見 other:{y}"]
                return (theirs, mine) if flip else (mine, theirs)
    return None


__all__ = ["perceive_act_difference"]

"""Round 43b (issue 13): the user in a role against the user served by one in that role, in Japanese and Chinese.

Round 42b read "the user worked as a guide" against "a guide showed the user around" / "the user was shown around
by a guide" in English only (:func:`memory.fact_actor.served_difference`): every value aligns, and the user is the
guide in one memory and the one guided in the other. Japanese and Chinese say both sides with closed markers, read
here the same way, so that a pair in any two of the three languages is read:

* **The user's role.** Japanese: the user is the subject (ユーザーは / ユーザーが) and a noun phrase stands before
  として ("as"), or before を + する / 務める ("does / serves as": ガイドをしている, 通訳を務めた). Chinese: 用户 is the
  subject and the noun phrase follows 作为 ("as"), 担任 / 充当 ("serve as") or 当 ("act as", a token of its own:
  当时 / 当地 are other words).
* **The user served.** Japanese: an active clause whose subject (X が) acts on the user (ユーザーを / ユーザーに, no
  passive after it: ガイドがユーザーを案内した), or the user's passive or benefactive with its agent X に / X によって
  (ユーザーはガイドに案内された, 案内してもらった). Chinese: the agent after 被 or 由 (用户被导游带着, 用户由导游带领),
  or a clause whose subject acts on 用户 right after its verb or a coverb of service (导游带用户参观, 导游为用户讲解).

The role's head is the last value of its noun phrase (山岳ガイド: ガイド; 登山向导: 向导), and so is the acting
phrase's. The two memories differ (:func:`served_difference`) when the role's head on one side is the served head
on the other (the same surface in one language, aligned values across two), and neither memory reads both (a guide
who guides the user is no role of the user). Role against role and served against served, in any two languages,
say one fact and are not read. A role with a copula (ユーザーは看護師だ, 用户是护士) is not read in Japanese or
Chinese: 是 / だ also say a trait or a place ("is from Osaka"), and no case here needs it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .fact_actor import en_role, en_served_by
from .fact_actor import served_difference as en_served_difference
from .fact_lexicon import Units
from .fact_roles import term_positions
from .fact_voice import _JA_PASSIVE

Aligned = Sequence[tuple[str, str, str]]

_JA_NP = r"((?:[\u30a0-\u30ff\u4e00-\u9fffー・A-Za-z0-9]+の)*[\u30a0-\u30ff\u4e00-\u9fffー・A-Za-z0-9]+)"
_JA_USER = r"^(?:[^。]*?、)?ユーザー(?:は|が)、?[^。]*?"
_JA_ROLE = re.compile(_JA_USER + _JA_NP + r"(?:として|を(?:し|す|務め|つとめ))")
_JA_ACTIVE = re.compile(_JA_NP + r"が、?[^。]*?ユーザー(?:を|に)")
_JA_AGENT = re.compile(_JA_USER + _JA_NP + r"(?:によって|に)")
_JA_BENEFACTIVE = re.compile(r"[てで]もら")


def _head(U: Units, a: int, b: int) -> str:
    """The last value (no predicate) whose surface lies in the text span [a, b)."""
    inside = [t for t, p in zip(U.terms, term_positions(U), strict=True) if a <= p and p + len(t.surface) <= b]
    nouns = [t.surface for t in inside if not t.pred]
    return nouns[-1] if nouns else ""


def _ja_reading(U: Units) -> tuple[str, str]:
    text = U.text
    if text.count("。") > 1:
        return "", ""
    role = served = ""
    m = _JA_ROLE.match(text)
    if m:
        role = _head(U, m.start(1), m.end(1))
    m = _JA_AGENT.match(text)
    if m and (_JA_PASSIVE.search(text, m.end()) or _JA_BENEFACTIVE.search(text, m.end())):
        served = _head(U, m.start(1), m.end(1))  # ユーザーはガイドに案内された / 案内してもらった
    m = _JA_ACTIVE.search(text)
    if not served and m and "ユーザー" not in m.group(1) and not _JA_PASSIVE.search(text, m.end()):
        served = _head(U, m.start(1), m.end(1))  # ガイドがユーザーを案内した
    return role, served


_ZH_ROLE = ("作为", "担任", "充当", "当")
_ZH_AGENT = ("被", "由")
_ZH_SERVE = ("给", "为", "帮", "替")  # a coverb of service before the user: 导游为用户讲解
_ZH_CUT = ("在", "于", "从", "和", "跟", "与", "同")  # a place or a companion before the verb ends the subject
_ZH_PUNCT = "，,。；;：:！!？?"


def _zh_tokens(text: str) -> list[tuple[str, int]]:
    import jieba  # already loaded by the Chinese reading of the text (fact_units)

    out: list[tuple[str, int]] = []
    cur = 0
    for t in jieba.lcut(text):
        cur = text.index(t, cur)
        out.append((t, cur))
        cur += len(t)
    return out


def _zh_np(U: Units, toks: list[tuple[str, int]], k: int) -> str:
    """The head of the noun phrase that starts at token k: up to a verb, a punctuation mark or a particle."""
    preds = {t.surface for t in U.terms if t.pred}
    end = k
    while end < len(toks) and toks[end][0] not in preds and toks[end][0] not in ("的", "了", "着", "用户"):
        if any(c in _ZH_PUNCT for c in toks[end][0]):
            break
        end += 1
    if end == k:
        return ""
    return _head(U, toks[k][1], toks[end - 1][1] + len(toks[end - 1][0]))


def _zh_reading(U: Units) -> tuple[str, str]:
    text = U.text
    toks = _zh_tokens(text)
    words = [t for t, _ in toks]
    if "用户" not in words:
        return "", ""
    u = words.index("用户")
    role = served = ""
    for k in range(u + 1, len(toks)):
        if any(c in _ZH_PUNCT for c in words[k]) or words[k] in _ZH_AGENT:
            break
        if words[k] in _ZH_ROLE:
            role = _zh_np(U, toks, k + 1)  # 用户作为导游 / 担任导游 / 当导游
            break
    if u + 1 < len(toks) and words[u + 1] in _ZH_AGENT:
        served = _zh_np(U, toks, u + 2)  # 用户被导游带着 / 用户由导游带领
    preds = {t.surface for t in U.terms if t.pred}
    if not served and u > 0 and (words[u - 1] in preds or words[u - 1] in _ZH_SERVE or words[u - 1] in ("了", "着")):
        start = max((i + 1 for i in range(u) if any(c in _ZH_PUNCT for c in words[i])), default=0)
        cut = preds.union(_ZH_SERVE, _ZH_CUT, _ZH_AGENT)  # where the acting subject ends
        end = next((i for i in range(start, u) if words[i] in cut), u)
        if start < end and "用户" not in words[start:end] and words[start] not in _ZH_AGENT:
            served = _head(U, toks[start][1], toks[end - 1][1] + len(words[end - 1]))  # 导游带用户参观
    return role, served


def reading(U: Units) -> tuple[str, str]:
    """(the head of the user's role, the head of the one who acts on the user); "" where none is read."""
    if U.lang == "en":
        return en_role(U), en_served_by(U)
    return _ja_reading(U) if U.lang == "ja" else _zh_reading(U)


def served_difference(A: Units, B: Units, aligned: Aligned) -> tuple[list[str], list[str]] | None:
    """(a's reading, b's) when the user has a role in one memory and is acted on by one in that role in the other."""
    if A.lang == "en" and B.lang == "en":
        return en_served_difference(A, B)  # round 42b, as it was
    ra, sa = reading(A)
    rb, sb = reading(B)
    met = {(x, y) for x, y, _ in aligned}

    def one(x: str, y: str) -> bool:
        return (x, y) in met or (A.lang == B.lang and x == y)

    if ra and not sa and sb and not rb and one(ra, sb):
        return [f"role:user is {ra}"], [f"role:{sb} acts on user"]
    if rb and not sb and sa and not ra and one(sa, rb):
        return [f"role:{sa} acts on user"], [f"role:user is {rb}"]
    return None


__all__ = ["reading", "served_difference"]

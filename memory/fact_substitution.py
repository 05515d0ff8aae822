"""Substitution: who stands in for whom ("Tanaka covered the user's shift" is no "the user covered Tanaka's shift").

Round 17 (set q, issue 13): 同事田中替用户上了周六的班 ("Tanaka worked the Saturday shift for the user") and "the
user covered their colleague Tanaka's Saturday shift" share every value (colleague, Tanaka, Saturday, shift) and
differ only in who took whose place. The transfer reader (:mod:`memory.fact_transfer`) reads who gives to whom;
a substitution is another closed frame with two parts, the substitute and the one substituted for, and each memory
is read for the part the user plays:

* **the user is substituted for** when the user (or the user's thing) follows a substitution marker: English
  "covered / filled in for / stood in for / took over / substituted for the user('s ...)", "in the user's place",
  "instead of the user", "on behalf of the user"; Chinese 替 / 代替 / 顶替 / 代 right before 用户; Japanese
  ユーザーの代わりに, ユーザーの〜を代わって (the user's shift, taken over), 〜を代わってくれた (くれる: done for the
  user).
* **the user substitutes** when the user is the subject (the memory opens with "the user" / 用户 / ユーザーは・が,
  not "the user's" / 用户的 / ユーザーの) and a marker is read without the user after it.

A passive ("is covered by the employer's insurance") is not read. Two memories read both ways differ; a memory
with no marker, or one whose reading is unclear, is left to the other checks. Only closed classes are read (the
substitution markers, the case particles and possessives).
"""

from __future__ import annotations

import re
from functools import lru_cache

from .fact_lexicon import Units

_EN_V = (
    r"(?:cover(?:s|ed|ing)?|fill(?:s|ed|ing)?\s+in|st(?:and|ands|ood|anding)\s+in|t(?:ake|akes|ook|aking)"
    r"\s+over|substitut(?:e|es|ed|ing)|swap(?:s|ped|ping)?\s+(?:shifts?\s+)?with)"
)
_EN_USER = r"(?:the\s+)?user(?:'s|’s)?\b"
_EN_SUBSTITUTED = re.compile(
    _EN_V
    + r"\s+(?:for\s+)?"
    + _EN_USER
    + r"|\bin\s+(?:the\s+)?user(?:'s|’s)\s+place\b|\binstead\s+of\s+"
    + _EN_USER
    + r"|\bon\s+behalf\s+of\s+"
    + _EN_USER,
    re.IGNORECASE,
)
_EN_MARK = re.compile(_EN_V + r"|\bin\s+\w+(?:'s|’s)\s+place\b|\binstead\s+of\b|\bon\s+behalf\s+of\b", re.IGNORECASE)
_EN_PASSIVE = re.compile(r"\b(?:is|are|was|were|be|been|being|get|gets|got)\s+" + _EN_V, re.IGNORECASE)
_EN_USER_SUBJECT = re.compile(r"^\s*(?:the\s+)?user\s+(?!'|’)", re.IGNORECASE)

_ZH_MARK = re.compile(r"(?<![交接更])替(?![换換代补補身])|代替|顶替|頂替")
_ZH_SUBSTITUTED = re.compile(r"(?:(?<![交接更])替(?![换換代补補身])|代替|顶替|頂替|(?<![时時一世现現年交])代)用户")
_ZH_USER_SUBJECT = re.compile(r"^用户(?!的)")

_JA_MARK = re.compile(r"代わり|代わっ|代わる|代わら|肩代わ")
_JA_SUBSTITUTED = re.compile(
    r"ユーザーの代わりに|ユーザーの[^。、はが]{0,15}?を(?:肩)?代わ|代わってくれ|代わってもら|代わりにやってくれ"
)
_JA_USER_SUBJECT = re.compile(r"^ユーザー(?:は|が)")


@lru_cache(maxsize=4096)
def substitution(U: Units) -> str | None:
    """``substituted`` (someone stands in for the user), ``substitute`` (the user stands in for someone), or None
    when the memory reads no substitution (see the module docstring)."""
    text = U.text
    if U.lang == "en" and _EN_PASSIVE.search(text):
        return None  # "is covered by the employer's insurance": a passive, no one stands in for anyone
    if U.lang == "en":
        mark, sub, subj = _EN_MARK, _EN_SUBSTITUTED, _EN_USER_SUBJECT
    elif U.lang == "ja":
        mark, sub, subj = _JA_MARK, _JA_SUBSTITUTED, _JA_USER_SUBJECT
    else:
        mark, sub, subj = _ZH_MARK, _ZH_SUBSTITUTED, _ZH_USER_SUBJECT
    if sub.search(text):
        return None if subj.search(text) and U.lang != "ja" else "substituted"
    if mark.search(text) and subj.search(text):
        return "substitute"
    return None


def substitution_difference(A: Units, B: Units) -> tuple[list[str], list[str]] | None:
    """(a's reading, b's reading) when one memory has the user stand in for someone and the other has someone
    stand in for the user."""
    sa, sb = substitution(A), substitution(B)
    if sa and sb and sa != sb:
        return [f"user:{sa}"], [f"user:{sb}"]
    return None


__all__ = ["substitution", "substitution_difference"]

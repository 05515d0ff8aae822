"""Negative implicatives and "no longer": words that negate what follows without a negator.

Round 17 (set q, issue 13): the memory-level polarity reader (``Units.negated``) knew the negators (not / 不 / ない),
the verbs of ceasing (stop, quit, やめた, 戒烟) and of abstaining (avoid, 避ける, 避免). Set q's wrong links showed two
more members of that closed grammatical class, read alike with their affirmed statements:

* **Negative implicative verbs.** "refused to become a PTA officer" entails "is not a PTA officer"; 拒绝替用户上班
  "refused to cover the user's shift" entails that the shift was not covered. A verb of refusing, declining, failing
  or forgetting followed by what it governs states that the governed event did not happen (English only with its
  "to": "refused to X", "failed to X", "forgot to X", not "declined sharply" or "failed the exam", whose own value
  already differs), and not before a verb of saying ("forgot to say: I'm allergic to eggs" states the allergy).
  Chinese 拒绝 / 拒絕 / 婉拒 / 不肯 / 不愿 and Japanese 断る / 拒否 / 拒む / 拒絶 are refusals in
  every form (断った, 断り, 拒否した, 拒んだ); 断 is read only as a word of its own, never inside 判断 / 診断 / 横断.
* **"No longer" in Chinese.** 不再 "no longer" is one dictionary word, so the negator prefix reader (which splits 不
  only from words the dictionary lacks) kept it whole and the memory read as affirmed: 不再领取补贴 "no longer
  receives the allowance" against 领取补贴 "receives it". It negates the present state, as English "no longer" and
  Japanese もう〜ない (both already negated) do.

Only these closed classes are read, on the memory's text; a memory read here is negated as a whole (the value
stays: "refused to become a PTA officer" still names the PTA officer, so a paraphrase "did not become a PTA officer"
stays the same fact).
"""

from __future__ import annotations

import re

# verbs of saying: "forgot to say: I'm allergic to eggs", "declined to comment", "keep forgetting to update people
# (that I moved)" negate the saying, never the fact said, which is what a memory states
_SAY = r"(?:say|mention|tell|add|update|let|ask|note|report|comment|explain|inform|answer|reply)\b"
_EN_IMPLICATIVE = re.compile(
    r"\b(?:refus(?:e|es|ed|ing)|declin(?:e|es|ed|ing)|fail(?:s|ed|ing)?|forg(?:et|ets|ot|otten|etting)"
    r"|neglect(?:s|ed|ing)?)\s+to\b(?!\s+" + _SAY + r")",
    re.IGNORECASE,
)
_ZH_IMPLICATIVE = re.compile(r"拒绝|拒絕|婉拒|不肯|不愿|不願|不再")
_JA_IMPLICATIVE = re.compile(r"(?<![\u3005\u4e00-\u9fff])断(?:っ|る|り|ら|れ|わ)|拒否|拒絶|拒(?:ん|む|ま|み|め)")


def implicative_negation(text: str, lang: str) -> bool:
    """Whether ``text`` negates its event by a negative implicative or 不再 (see the module docstring), so that
    :func:`memory.fact_units` marks the memory negated as a negator would."""
    if lang == "en":
        return bool(_EN_IMPLICATIVE.search(text))
    if lang == "zh":
        return bool(_ZH_IMPLICATIVE.search(text))
    if lang == "ja":
        return bool(_JA_IMPLICATIVE.search(text))
    return False


__all__ = ["implicative_negation"]

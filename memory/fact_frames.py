"""The frame around a fact must agree too: when it holds, how often, together or apart, and whose relative.

Round 10 (set k's held-out measurement) found five links whose values and verbs all met while the frame around them
differed. Each check here reads a closed grammatical class in en / ja / zh, never a list of a set's words:

* **former** (habitual past): used to, formerly, previously; かつて, 以前 (not 以前から "since long ago"), 昔; 以前,
  曾经, 曾, 从前, 过去 (as a time word). A former state against one that is not said in the past ("used to work" /
  "works") differs; against a plain past ("worked") it is left alone. A memory that also anchors the present (今は,
  现在, now, currently) is not read: it states both. "No longer" / 不再 / 已经不 are not read here: they state the
  present negated ("is no longer allergic" = "is not allergic"), which the polarity check already compares.
* **wish** (wants to, would like to, hopes to; 〜たい, 〜たがる, 希望; 想 / 想要 / 希望 before a verb) against a
  memory that states the thing as a fact (not a wish, not planned): "wants to work at Rakuten" is no "works at
  Rakuten". Round 8 left planned against unmarked alone (the present often speaks of the future); a wish is not a
  plan, and round 9 already kept a wish apart from a done event.
* **alternate frequency**: every other / every second / every two; biweekly, bimonthly, fortnightly; 隔週 / 隔月 /
  隔年 / 隔日, おきに; 每隔, 隔周, 隔天, 每两. Said on one side only, the two frequencies differ ("a month" /
  "every other month").
* **apart**: separately, apart; 別々, 別居, 離れて; 分开, 分居, 分别. Said on one side only, the memories differ
  ("lives separately from" / 同居している).
* **kinship chains**: a kin word possessed by a kin word ("husband's mother", 夫の母親, 丈夫的母亲) or marked as the
  user's own ("own mother", 実の母, 自己的母亲, 亲生母亲). When both memories name the same relative (head) with
  different possessors, counting "none" as one, they name different people.
"""

from __future__ import annotations

import itertools
import re

from .fact_lexicon import Units
from .fact_transfer import comparison_difference

# ---- former ------------------------------------------------------------------------------------------------
_FORMER_EN_WORDS = frozenset({"formerly", "previously"})  # not "once": "once a week" is a frequency
_NOT_USED_TO = frozenset({"is", "are", "was", "were", "be", "been", "get", "gets", "got", "getting", "am"})
# 以前 after a date is "before" (3月以前), 以前から / 昔から "since long ago" still hold
_BEFORE_DATE = r"(?<![0-9０-９一二三四五六七八九十月日年点時])"
_FORMER_JA = re.compile(_BEFORE_DATE + r"以前(?!から)|かつて|昔(?!から)")
_FORMER_ZH = re.compile(_BEFORE_DATE + r"以前|曾经|曾|从前|过去(?=[^了的]|$)")
_NOW_EN = frozenset({"now", "currently", "nowadays", "presently"})
_NOW_CJK = ("今は", "現在", "现在", "目前", "如今", "今では")


def former(U: Units) -> bool:
    """Whether the memory states a state that held before and no longer does (a closed class of markers)."""
    if U.lang == "en":
        w = U.words
        if any(x in _NOW_EN for x in w):
            return False
        if any(x in _FORMER_EN_WORDS for x in w):
            return True
        for k, (a, b) in enumerate(itertools.pairwise(w)):
            if (a, b) == ("used", "to") and (k == 0 or w[k - 1] not in _NOT_USED_TO):
                return True
        return False
    if any(m in U.text for m in _NOW_CJK):
        return False
    return bool((_FORMER_JA if U.lang == "ja" else _FORMER_ZH).search(U.text))


# ---- wish --------------------------------------------------------------------------------------------------
_WANT_EN = frozenset({"want", "wants", "wanted", "hope", "hopes", "hoped", "wish", "wishes", "wished"})
_WANT_JA = re.compile(r"たい(?:と|。|$|です|んだ|のだ|な)|たがっ|希望")
# 想 / 希望 before a preposition or a light verb (想在仙台学习 "wants to study in Sendai"), which _zh_wish does not read
_WANT_ZH_PREP = re.compile(r"(?:想要|想|希望)(?:在|去|到|跟|和|给|当|成为|把)")


def wish(U: Units) -> bool:
    """Whether the memory states a wish (wants / would like / hopes to; 〜たい; 想 before a verb)."""
    if U.lang == "en":
        w = U.words
        return any((a in _WANT_EN or (p == "would" and a in ("like", "love"))) and b == "to"
                   for p, a, b in zip(("", *w), w, w[1:], strict=False))  # fmt: skip
    if U.lang == "ja":
        return bool(_WANT_JA.search(U.text))
    from .fact_predicates import _zh_wish

    return _zh_wish(U.text) or bool(_WANT_ZH_PREP.search(U.text))


# ---- alternate frequency ------------------------------------------------------------------------------------
_ALT_EN_WORDS = frozenset({"biweekly", "bimonthly", "fortnightly", "fortnight", "biennially", "biennial"})
_ALT_EN_AFTER_EVERY = frozenset({"other", "second", "two", "2", "alternate"})
_ALT_CJK = re.compile(r"隔[週周月年日天]|おき|置き|每隔|隔一|每两|每2|两周一次|兩週")


def alternate(U: Units) -> bool:
    """Whether the memory says a frequency of every other period (every other month, 隔月, 每隔一个月)."""
    if U.lang == "en":
        w = U.words
        return any(x in _ALT_EN_WORDS for x in w) or any(
            a == "every" and b in _ALT_EN_AFTER_EVERY for a, b in itertools.pairwise(w))  # fmt: skip
    return bool(_ALT_CJK.search(U.text))


# ---- apart -------------------------------------------------------------------------------------------------
_APART_EN = frozenset({"apart", "separately", "separate", "separated"})
_APART_CJK = re.compile(r"別々|べつべつ|別居|離れて|分开|分居|分别住|分開")


def apart(U: Units) -> bool:
    """Whether the memory says two parties are apart (live separately, 別々に, 分开住)."""
    if U.lang == "en":
        return any(x in _APART_EN for x in U.words)
    return bool(_APART_CJK.search(U.text))


# ---- kinship chains ----------------------------------------------------------------------------------------
_KIN_EN = {
    "mother": "mother", "mom": "mother", "mum": "mother", "father": "father", "dad": "father",
    "husband": "husband", "wife": "wife", "son": "son", "daughter": "daughter", "brother": "brother",
    "sister": "sister", "parents": "parents", "parent": "parents", "grandmother": "grandmother",
    "grandfather": "grandfather", "child": "child", "children": "child", "kids": "child", "kid": "child",
    "partner": "partner", "spouse": "spouse",
}  # fmt: skip
# longest forms first; forms that are no kin word (母国 "home country", 夫婦 "the couple") map to ""
_KIN_JA = {
    "お母さん": "mother", "母親": "mother", "母国": "", "母語": "", "祖母": "grandmother", "祖父": "grandfather",
    "お父さん": "father", "父親": "father", "奥さん": "wife", "奥様": "wife", "家内": "wife", "ご主人": "husband",
    "お兄さん": "brother", "弟さん": "brother", "お姉さん": "sister", "妹さん": "sister", "娘さん": "daughter",
    "息子さん": "son", "おばあさん": "grandmother", "おじいさん": "grandfather",
    "父母": "parents", "両親": "parents", "夫婦": "", "夫妻": "",
    "旦那": "husband", "主人": "husband", "息子": "son", "兄弟": "siblings", "姉妹": "siblings", "子供": "child",
    "子ども": "child", "母": "mother", "父": "father", "夫": "husband", "妻": "wife", "娘": "daughter",
    "兄": "brother", "弟": "brother", "姉": "sister", "妹": "sister",
}  # fmt: skip
_KIN_ZH = {
    "母亲": "mother", "妈妈": "mother", "母親": "mother", "父亲": "father", "爸爸": "father", "父母": "parents",
    "丈夫": "husband", "老公": "husband", "妻子": "wife", "老婆": "wife", "太太": "wife", "儿子": "son",
    "女儿": "daughter", "哥哥": "brother", "弟弟": "brother", "姐姐": "sister", "妹妹": "sister",
    "奶奶": "grandmother", "外婆": "grandmother", "爷爷": "grandfather", "外公": "grandfather", "孩子": "child",
    "祖国": "", "母语": "", "夫妻": "",
}  # fmt: skip
_SELF_EN = frozenset({"own", "biological"})
_SELF_JA = ("実の", "自分の")
_SELF_ZH = ("自己的", "亲生", "自己")
_OF_CJK = {"ja": "の", "zh": "的"}


def _cjk_kin(text: str, table: dict[str, str]) -> list[tuple[int, int, str]]:
    """(start, end, canonical) of each kin word, longest match first, left to right."""
    forms = sorted(table, key=len, reverse=True)
    out: list[tuple[int, int, str]] = []
    p = 0
    while p < len(text):
        for f in forms:
            if text.startswith(f, p):
                out.append((p, p + len(f), table[f]))
                p += len(f)
                break
        else:
            p += 1
    return [x for x in out if x[2]]


def kin_chains(U: Units) -> dict[str, set[str]]:
    """Each relative named (canonical head) -> its possessors: another relative's canonical ("husband"), "self"
    (own, 実の, 自己的) or "" (none)."""
    out: dict[str, set[str]] = {}
    if U.lang == "en":
        w = list(U.words)
        for k, x in enumerate(w):
            head = _KIN_EN.get(x)
            if head is None:
                continue  # not a relative, or a possessor ("husband's")
            prev = w[k - 1] if k else ""
            owner = ""
            if prev in _SELF_EN:
                owner = "self"
            elif prev.endswith("'s") and prev.removesuffix("'s") in _KIN_EN:
                owner = _KIN_EN[prev.removesuffix("'s")]
            out.setdefault(head, set()).add(owner)
        return out
    table = _KIN_JA if U.lang == "ja" else _KIN_ZH
    of = _OF_CJK.get(U.lang, "の")
    selfs = _SELF_JA if U.lang == "ja" else _SELF_ZH
    found = _cjk_kin(U.text, table)
    for i, (s, _e, head) in enumerate(found):
        owner = ""
        if any(U.text[:s].endswith(m) for m in selfs):
            owner = "self"
        elif i and found[i - 1][1] in (s, s - len(of)) and U.text[found[i - 1][1] : s] in ("", of):
            owner = found[i - 1][2]
        if (
            i + 1 < len(found)
            and found[i + 1][0] in (found[i][1], found[i][1] + len(of))
            and U.text[found[i][1] : found[i + 1][0]] in ("", of)
            and U.lang == "ja"
            and not owner
        ):
            # 夫の母親: 夫 possesses the next relative; it is named, but as a possessor, not as a head
            continue
        if U.lang == "zh" and i + 1 < len(found) and U.text[found[i][1] : found[i + 1][0]] == of:
            continue
        out.setdefault(head, set()).add(owner)
    return out


def frame_differences(A: Units, B: Units, aspect_a: str, aspect_b: str) -> list[tuple[str, list[str], list[str]]]:
    """(kind, a's reading, b's reading) for each frame that differs; see the module docstring."""
    out: list[tuple[str, list[str], list[str]]] = []
    fa, fb = former(A), former(B)
    if fa != fb and (aspect_b if fa else aspect_a) != "done":
        out.append(("time", ["former" if fa else "present"], ["former" if fb else "present"]))
    wa, wb = wish(A), wish(B)
    if wa != wb and (aspect_b if wa else aspect_a) != "planned":
        out.append(("mood", ["wish" if wa else "fact"], ["wish" if wb else "fact"]))
    aa, ab = alternate(A), alternate(B)
    if aa != ab:
        out.append(("frequency", ["every other" if aa else "every"], ["every other" if ab else "every"]))
    pa, pb = apart(A), apart(B)
    if pa != pb:
        out.append(("together", ["apart" if pa else "together"], ["apart" if pb else "together"]))
    ka, kb = kin_chains(A), kin_chains(B)
    for head in sorted(set(ka) & set(kb)):
        oa, ob = ka[head], kb[head]
        if len(oa) == 1 and len(ob) == 1 and oa != ob:
            (x,), (y,) = oa, ob
            out.append(("kinship", [f"{x or '-'}'s {head}"], [f"{y or '-'}'s {head}"]))
    cmp = comparison_difference(A, B)  # a ranking against an equal footing (round 11a, fact_transfer)
    return out + ([("comparison", *cmp)] if cmp else [])


__all__ = ["alternate", "apart", "former", "frame_differences", "kin_chains", "wish"]

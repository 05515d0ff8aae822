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
* **holder** (round 12, set m): whose state it is, read where a memory opens with the user: the user ("the user
  has an account", ユーザーは, 用户在) or a person of the user's ("the user's son", ユーザーの息子は, 用户的儿子;
  kin words and a closed class of relations: manager, friend, 上司, 同事). The user against the user's son differs
  when the user's memory names no other person (were the son named there, or a spouse said by "married", the two
  may be one fact) and the two do not state one transfer from both ends. The status of the event (plan, done,
  cancelled ...) is :mod:`memory.fact_status`, called from ``frame_differences`` too, and so is round 13's
  :mod:`memory.fact_agents` (the user and another person swapped as holder / owner or agent / patient).
"""

from __future__ import annotations

import itertools
import re
from functools import lru_cache

from .english_words import BE, GET
from .fact_frequency import frequency_difference
from .fact_lexicon import Units, lexicon
from .fact_predicates import zh_wish
from .fact_transfer import comparison_difference, transfer_direction

# ---- former ------------------------------------------------------------------------------------------------
_FORMER_EN_WORDS = frozenset({"formerly", "previously"})  # not "once": "once a week" is a frequency
# "is used to", "got used to", "being used to": accustomed, not former
_NOT_USED_TO = BE | GET
# 以前 after a date is "before" (3月以前), 以前から / 昔から "since long ago" still hold. A date ends in a digit, a
# unit of time (月 日 年 点 時) or a numeral of two characters or more (二十以前, 一九九〇以前); one kanji numeral after
# a word that is no numeral is a character of that word or name (小八以前 "Hachi used to", 老三以前), and 以前 after it
# is the former time again (round 40a)
_KANJI_NUMERAL = "〇零一二两三四五六七八九十百千万"
_BEFORE_DATE = rf"(?<![0-9０-９月日年点時])(?<![0-9０-９{_KANJI_NUMERAL}][{_KANJI_NUMERAL}])"
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
# 想 / 希望 before a preposition or a light verb (想在仙台学习 "wants to study in Sendai"), which zh_wish does not read
_WANT_ZH_PREP = re.compile(r"(?:想要|想|希望)(?:在|去|到|跟|和|给|当|成为|把)")


def wish(U: Units) -> bool:
    """Whether the memory states a wish (wants / would like / hopes to; 〜たい; 想 before a verb)."""
    if U.lang == "en":
        w = U.words
        return any((a in _WANT_EN or (p == "would" and a in ("like", "love"))) and b == "to"
                   for p, a, b in zip(("", *w), w, w[1:], strict=False))  # fmt: skip
    if U.lang == "ja":
        return bool(_WANT_JA.search(U.text))
    return _zh_wish_text(U.text)


@lru_cache(maxsize=4096)
def _zh_wish_text(text: str) -> bool:
    """The three Chinese readings of a wish, once per text (a memory meets every other memory of a user, and two
    of the readings cut the text with jieba): 想 before a verb (:func:`memory.fact_predicates.zh_wish`, which its
    aspect reading shares), before a preposition or light verb, and before a coverb phrase and a verb."""
    return zh_wish(text) or bool(_WANT_ZH_PREP.search(text)) or zh_wish_coverb(text)


# coverbs (prepositions that open a verb phrase in Chinese): 想向物业投诉 "wants to complain to the management"
_COVERB_ZH = frozenset({"向", "对", "從", "从", "为", "為", "替", "与", "與", "同", "往", "朝", "跟", "和", "给", "給",
                        "把", "在", "到", "通过", "用", "帮", "幫"})  # fmt: skip
_WISH_ZH = frozenset({"想", "想要", "希望"})
_CLAUSE_END_ZH = frozenset({"。", "，", ",", "；", ";", "！", "？"})


def zh_wish_coverb(text: str) -> bool:
    """想 / 想要 / 希望 as a word of its own, then a coverb phrase (向 X, 对 X, 从 X ...) and a verb the lexicon
    glosses "to ..." in the same clause: a wish, not a done event (用户想向物业公司投诉 / 用户向物业公司投诉了).
    想 before a person or 是 (我想他 "I miss him", 我想是 "I think it is") opens no coverb and is not read; 想法,
    理想, 感想 are words of their own in jieba's cut."""
    import jieba  # already loaded by the Chinese reading of the text (fact_units)

    toks = jieba.lcut(text)
    for k, t in enumerate(toks[:-2]):
        if t not in _WISH_ZH or toks[k + 1] not in _COVERB_ZH:
            continue
        for u in toks[k + 2 :]:
            if u in _CLAUSE_END_ZH:
                break
            if _zh_any_verb_gloss(u):
                return True
    return False


def _zh_any_verb_gloss(word: str) -> bool:
    """A word with a gloss "to ..." anywhere in its entry (投诉 "complaint; to complain"): after 想 + a coverb
    phrase the verb is what the phrase leads to, and a noun-first entry is still that verb."""
    entry = lexicon().zh.get(word)
    return entry is not None and any(g.startswith("to ") for g in entry[1])


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


# ---- holder -------------------------------------------------------------------------------------------------
# people named by their relation to another person (a closed class beside the kin words): "the user's manager";
# a sister- or mother-in-law is read by relation_person from its kin word
# the social relations by the role they name, as the kin tables name the relative: one role said two ways across
# languages ("manager" / 上司 "superior; boss", "coworker" / "colleague") has glosses that share no stem
_ROLES = {
    "superior": "boss manager supervisor 上司 老板 经理",
    "colleague": "colleague colleagues coworker co-worker 同僚 同事",
    "friend": "friend friends 友達 友人 朋友",
    "neighbour": "neighbour neighbor 隣人 邻居",
    "roommate": "roommate flatmate ルームメイト 室友",
    "boyfriend": "boyfriend 彼氏 男朋友",
    "girlfriend": "girlfriend 女朋友",
    "fiance": "fiance fiancee fiancé fiancée 婚約者 未婚夫 未婚妻",
    "teacher": "teacher 先生 老师",
}  # fmt: skip
_ROLE_OF = {w: role for role, ws in _ROLES.items() for w in ws.split()}
# the English social relations are the English words of the roles, and in-laws (a person, no role of its own): one
# list, so that "is it a person?" (relation_person) and "which role?" (social_role) cannot drift apart (round 22)
SOCIAL_EN = frozenset({w for ws in _ROLES.values() for w in ws.split() if w[0].isascii()} | {"in-laws"})
_SOCIAL_CJK = re.compile(
    r"上司|同僚|友達|友人|彼氏|婚約者|先輩|後輩|義[母父兄弟姉妹]|隣人|ルームメイト|先生|"
    r"朋友|同事|老板|经理|邻居|室友|男朋友|女朋友|未婚[夫妻]|配偶|公公|婆婆|岳[父母]|老师|"
    r"[\u3041-\u30ff\u4e00-\u9fff](?:さん|くん|ちゃん|様)"
)
_USER_EN = ("user", "user's", "users'")


def relation_person(x: str, lang: str) -> bool:
    """A word (en) or text piece (ja / zh) that names a person by a relation: kin, a social relation, a name with
    an honorific (恵子さん)."""
    if lang == "en":  # an in-law or step relation is a person too (sister-in-law, stepfather)
        base = x.removesuffix("'s")
        kin = base.removesuffix("-in-law").removeprefix("step-").removeprefix("step")
        return base in _KIN_EN or kin in _KIN_EN or base in SOCIAL_EN
    return bool(_cjk_kin(x, _KIN_JA if lang == "ja" else _KIN_ZH) or _SOCIAL_CJK.search(x))


_ROLE_CJK = re.compile("|".join(sorted((w for w in _ROLE_OF if not w[0].isascii()), key=len, reverse=True)))


def social_role(x: str, lang: str) -> str:
    """The role a social relation names ("superior" for manager, boss, 上司, 经理), or "" when none is known."""
    if lang == "en":
        return _ROLE_OF.get(x.removesuffix("'s"), "")
    m = _ROLE_CJK.search(x)
    return _ROLE_OF[m.group(0)] if m else ""


def holder(U: Units) -> str | None:
    """Whose state the memory states, read only where it opens with the user: "user" ("The user has an
    account", ユーザーは, 用户在), a person possessed by the user ("the user's son has", ユーザーの息子は,
    用户的儿子在; also whose thing: 用户妻子的在留卡 -> the wife), or None (not read)."""
    if U.lang == "en":
        w = U.words
        k = 1 if w[:1] == ("the",) else 0
        if k >= len(w) or w[k] not in _USER_EN:
            return None
        if w[k] == "user":
            return "user"
        who = "user"
        for x in w[k + 1 : k + 4]:  # the user's (older) son, the user's wife's card
            if relation_person(x, "en"):
                who = x.removesuffix("'s")
            elif not x.endswith("'s") and lexicon().en_pos.get(x, (0, 1, 0))[0] > 0:
                break  # the verb: the subject ends here
        return who
    text = U.text
    user = "ユーザー" if U.lang == "ja" else "用户"
    if not text.startswith(user):
        return None
    of = _OF_CJK.get(U.lang, "の")
    rest, who = text[len(user) :], "user"
    while True:  # ユーザーの夫の母の, 用户配偶的母亲, 用户妻子的
        rest = rest.removeprefix(of)
        m = _cjk_kin(rest[:4], _KIN_JA if U.lang == "ja" else _KIN_ZH)
        s = _SOCIAL_CJK.match(rest)
        if m and m[0][0] == 0:
            who, rest = rest[: m[0][1]], rest[m[0][1] :]
        elif s:
            who, rest = s.group(0), rest[s.end() :]
        else:
            return who
        if U.lang == "ja":  # a name after the relation (義母の恵子さん, 上司の鈴木さん) is the same person
            rest = re.sub(r"^(?:の)?[\u30a0-\u30ff\u4e00-\u9fff]{1,6}(?:さん|くん|ちゃん|様)", "", rest)


_TITLES_EN = frozenset({"mr", "mrs", "ms", "miss", "dr", "mr.", "mrs.", "ms.", "dr."})
# marriage says a spouse without naming one ("is married to a pharmacist" / "the user's wife is a pharmacist")
_MARRIED = re.compile(r"\bmarr(?:y|ied|ies)\b|\bwed\b|\bengaged\b|結婚|既婚|嫁い|结婚|已婚|嫁给|娶")
_SPOUSES = frozenset({"husband", "wife", "spouse", "partner"})


def _names_person(U: Units, whom: str) -> bool:
    """Whether the memory names anyone other than the user (a relation, kin, a title: Mrs. Yamada), or, for a
    spouse, says a marriage."""
    text = U.text.casefold() if U.lang == "en" else U.text
    spouse = whom in _SPOUSES or _KIN_JA.get(whom) in _SPOUSES or _KIN_ZH.get(whom) in _SPOUSES or "配偶" in whom
    if spouse and _MARRIED.search(text):
        return True
    if U.lang == "en":
        return any(relation_person(x, "en") or x in _TITLES_EN for x in U.words)
    return relation_person(U.text.replace("ユーザー", "").replace("用户", ""), U.lang)


def holder_difference(A: Units, B: Units) -> tuple[list[str], list[str]] | None:
    """The user against a person of the user's as the holder ("the user's son has an account" / "the user has an
    account"), where the memory about the user names no other person at all: were the son named there
    (ユーザーは息子の口座を持っている), the two could be one fact said two ways, and that is left alone."""
    ha, hb = holder(A), holder(B)
    if ha is None or hb is None or ha == hb or "user" not in (ha, hb):
        return None
    if _names_person(A if ha == "user" else B, hb if ha == "user" else ha):
        return None
    da, db = transfer_direction(A), transfer_direction(B)
    if da and db and da != db:
        return None  # one transfer said from both ends ("the neighbour gave the user" / "the user received")
    return [f"holder:{ha}"], [f"holder:{hb}"]


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
    elif fq := frequency_difference(A, B):  # always / occasionally, 总是 / 偶尔 (round 21)
        out.append(("frequency", *fq))
    pa, pb = apart(A), apart(B)
    if pa != pb:
        out.append(("together", ["apart" if pa else "together"], ["apart" if pb else "together"]))
    ka, kb = kin_chains(A), kin_chains(B)
    for head in sorted(set(ka) & set(kb)):
        oa, ob = ka[head], kb[head]
        if len(oa) == 1 and len(ob) == 1 and oa != ob:
            (x,), (y,) = oa, ob
            out.append(("kinship", [f"{x or '-'}'s {head}"], [f"{y or '-'}'s {head}"]))
    # fact_status and fact_agents import from this module: call-time imports
    from .fact_agents import swapped_persons
    from .fact_deixis import deixis_difference
    from .fact_polarity import polarity_differences
    from .fact_status import status_difference

    for kind, got in (
        ("comparison", comparison_difference(A, B)),  # a ranking against an equal footing (round 11a)
        ("status", status_difference(A, B, aspect_a, aspect_b)),  # plan / considering / done ... (round 12)
        ("holder", holder_difference(A, B)),  # the user's son against the user (round 12)
        ("time", deixis_difference(A, B)),  # last month / this month (round 14)
    ):
        if got:
            out.append((kind, *got))
    sw = swapped_persons(A, B)  # the user and another person in swapped places (round 13)
    return out + ([sw] if sw else []) + polarity_differences(A, B)  # 不可燃 / 可燃, "not A but B" (round 14)


__all__ = [
    "SOCIAL_EN", "alternate", "apart", "former", "frame_differences", "holder", "holder_difference", "kin_chains",
    "relation_person", "social_role", "wish", "zh_wish_coverb",
]  # fmt: skip

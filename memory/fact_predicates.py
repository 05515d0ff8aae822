"""Predicates must meet too: two memories state one fact only when what they say ABOUT the values agrees.

Until round 8 a known predicate (verb, adjective, adverb) never had to meet anything: a paraphrase may say "goes to"
for "attends". That let through every pair that differs only in its predicate: "low" / "high blood pressure",
辛いもの / 甘いものが食べられない, 个人编号卡丢了 / 快到期了 ("lost" / "about to expire"), "is due to give birth" /
"gave birth". The rule here is the value rule applied to predicates, with the grammar that carries no fact taken out:

* Light predicates (copulas, possession and existence, light and motion verbs, modals, degree adverbs) state no
  value: "has", ある / いる / する, 很 / 能 / 弄 / 把. They are a closed grammatical class, like the negation words
  of :mod:`memory.fact_lexicon`, never a list of a set's words. A CJK word whose every gloss is a degree or
  frequency word (很 "quite; very") is one by its glosses.
* Aspect: a planned or imminent event (due, will, scheduled; 予定 / つもり; 将 / 快 / 预 and a gloss "expected")
  against a done one (English past forms, Japanese た, Chinese 了 / 过 / 已经 without a planned marker) is a
  differing value ("is due to give birth in July" / "gave birth in July"). Planned against unmarked is left alone:
  the present often speaks of the future ("moves to Osaka in April").
* Content predicates left over on BOTH sides after the alignment are compared once more by the dictionaries (a
  shared gloss stem, a WordNet-style synonym of ``en_synonyms``); those still apart are a differing value when
  the lexicon knows both (an antonym or another predicate: high / low, 丢 / 到期), unmatched (unsure, no link) when
  it does not. Since round 9 two verbs left over on both sides must meet too (:mod:`memory.fact_verbs`: a shared
  stem, a derivation, one dictionary entry glossing both), else they are unread (unsure); a contrast the
  dictionaries record (dislike / like, 売買 "buying and selling") differs. A predicate left over on one side only
  stays excused, it says how, not what ("goes fishing" / 釣りに行く, "has a latex allergy" / "is allergic to
  latex"), unless the other side keeps a compound piece nothing aligned ("loves eggs" / 卵アレルギー).
* Deontic modality (must / may) differs where both memories mark one; a wish (wants to, 〜たい, 想) is planned.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from .cjk_words import ZH_ALREADY, ZH_ASPECT, alternation, traditional
from .english_words import ARTICLES, BE_FINITE, BE_PRESENT, GET, IRREGULAR_VERBS, MODALS, POSSESSIVE_DETERMINERS
from .fact_actions import unsaid_actions
from .fact_lexicon import (
    EXPIRY_PREFIXES,
    SLOT_PARAPHRASES,
    VALIDITY_WORDS,
    Unit,
    Units,
    en_synonyms,
    lexicon,
    stem,
    zh_glossed_verb,
)
from .fact_verbs import contrast, verbs_meet

# light predicates: copulas, possession / existence, light and motion verbs, modals, degree adverbs
_LIGHT = frozenset(
    "go goes went going gone come comes came make makes made take takes took keep keeps kept really "
    "する し さ せ いる い ある あり なる なっ 行く 行っ 行き 来る 来 できる でき 出来る "
    "很 能 会 可以 能够 要 想 在 有 是 弄 把 给 去 来 做 搞 让 得 都 也 还 再 又 就 才 常 经常 大约 "
    "快要 将要 已经".split()
)
_DEGREE_GLOSSES = frozenset("very quite awfully really extremely rather fairly often usually always still already "
                            "also about approximately roughly almost".split())  # fmt: skip
# aspect markers (a grammatical class): planned / imminent ...
_PLANNED_EN = frozenset(
    "due will scheduled plan plans planning planned expected expecting expects intend intends".split()
)
_PLANNED_CJK = ("予定", "つもり", "見込み", "将", "快", "预", "預", "打算", "计划", "準備", "准备")
_PLANNED_GLOSS = frozenset({"expected", "expect", "scheduled", "planned", "plans", "plan", "due", "estimated"})
# ... and done: English past forms (regular -ed after the subject, or an irregular past), ja た, zh 了 / 过
# The simple pasts of english_words.IRREGULAR_VERBS but these 30: this reader (a5750e2) took the table's first
# verbs only. All the pasts is a change of behaviour, so left for a sweep: equiv.py moves set p's np15c / p15 ("flew":
# done) from a status to an aspect difference, same verdict; read, set, cut, hurt, cost and let are also presents.
_NOT_READ_PAST = frozenset(
    "ate bit blew built cost cut drank drew fed flew fought froze hid hung hurt let lit meant read rode rose sang sank "
    "sat set shot slept sought spoke swam".split()
)
_IRREGULAR_PAST = frozenset(forms.split()[0] for forms in IRREGULAR_VERBS.values()) - _NOT_READ_PAST
JA_PAST = re.compile(r"(?:[しっいきぎんえけせてべめれねび]た|でした|ました|だった)(?:[。、]|$)")
# 了 过 過 已经: no bare 已 (a character of 而已, 已婚: fact_status guards it with lookarounds, this reader never took
# it), no 已經 (not in its first list, a5750e2; fact_status has it), no 完成 (a verb of its own, read by fact_status)
# and no 曾经 (fact_frames reads "once" as a former state)
_ZH_PAST = re.compile(alternation(ZH_ASPECT | traditional(ZH_ASPECT) | ZH_ALREADY))


_WANT_EN = frozenset({"want", "wants", "wanted", "hope", "hopes", "wish", "wishes"})
_WANT_JA = re.compile(r"たい(?:と|。|$|です|んだ|のだ)|たがっ|希望")


def aspect(U: Units) -> str:
    """``planned`` (due, 予定, 快, 预产期; a wish: wants to, would like to, 〜たい, 想 before a verb), ``done`` (a past
    form) or ``""`` (unmarked): a wish is not yet done ("wants to move" / 已经搬到了)."""
    if U.lang == "en":
        w = U.words
        if any(x in _PLANNED_EN for x in w) or any((a in _WANT_EN or (p == "would" and a == "like")) and b == "to"
                                                   for p, a, b in zip(("", *w), w, w[1:], strict=False)):  # fmt: skip
            return "planned"
        return "done" if en_past(U.words) else ""
    for t in U.terms:
        if t.surface.startswith(_PLANNED_CJK) or t.surface in _PLANNED_CJK or _planned_gloss(t):
            return "planned"
    if any(m in U.text for m in ("予定", "つもり", "快要", "将要", "即将")):
        return "planned"
    if U.lang == "ja":
        if _WANT_JA.search(U.text):
            return "planned"
        return "done" if JA_PAST.search(U.text) else ""
    if zh_wish(U.text):
        return "planned"
    return "done" if _ZH_PAST.search(U.text) else ""


def zh_wish(text: str) -> bool:
    """想 / 希望 as a word of its own before a verb (想搬到 "wants to move"), not inside 想念 / 理想."""
    import jieba  # already loaded by the Chinese reading of the text (fact_units)

    toks = jieba.lcut(text)
    zh = lexicon().zh
    for k, t in enumerate(toks[:-1]):
        if t in ("想", "希望", "想要"):
            if zh_glossed_verb(toks[k + 1]) or toks[k + 1] not in zh:
                return True
    return False


_ABILITY_EN = frozenset({"can", "cannot", "can't", "able", "unable"})
_ABILITY_EN_PHRASE = (("know", "how"), ("knows", "how"), ("knew", "how"))  # "doesn't know how to drive"
_ABILITY_JA = re.compile(r"られ|でき|出来")
_ABILITY_ZH = ("能", "可以", "不了", "得了")


def modality(U: Units) -> str:
    """``ability`` when the memory says what the user can or cannot do (can, able; 食べられない, できる; 能, 可以,
    吃不了), else ``""``: "loves spicy food" is no "can eat spicy food well" (很能吃辣). A closed grammatical
    class; Japanese potential verbs without られ (話せる) are not read, so only an explicit marker counts."""
    if U.lang == "en":
        w = U.words
        phrase = any((a, b) in _ABILITY_EN_PHRASE for a, b in itertools.pairwise(w))
        return "ability" if phrase or any(x in _ABILITY_EN or x == "ca" for x in w) else ""
    if U.lang == "ja":
        return "ability" if _ABILITY_JA.search(U.text) else ""
    import jieba  # already loaded by the Chinese reading of the text (fact_units)

    # a marker inside a dictionary word is no modal (能力 "ability", a noun: 日语能力考试); jieba's own joins are
    # not dictionary words (很能 of 很能吃辣)
    zh = lexicon().zh
    toks = jieba.lcut(U.text)
    words = frozenset(_ABILITY_ZH) | {"能够", "不能", "不可以", "不会"}  # 不会开车 "cannot (never learned to) drive"
    return "ability" if any(t in words or (t not in zh and any(m in t for m in _ABILITY_ZH)) for t in toks) else ""


_MUST_EN = frozenset({"must", "required", "obliged"})
_MAY_EN = frozenset({"may", "allowed", "permitted"})
_MUST_JA = re.compile(r"な(?:ければ|くては|くちゃ|いと)(?:なら|いけ|だめ|ダメ)|必要がある|義務")
_MAY_JA = re.compile(r"ても(?:いい|よい|良い|構わない|かまわない)|許可")
_MUST_ZH = ("必须", "必需", "一定要", "得要", "需要")
_MAY_ZH = ("允许", "准许", "可以")


def deontic(U: Units) -> str:
    """``must`` (obligation: must, has to, need to; なければならない; 必须), ``may`` (permission: may, allowed;
    てもいい; 允许) or ``""``: "has to bring a lunch" is no "may bring a lunch". A closed grammatical class, as
    ``modality``; compared only where both memories mark one (a bare "brings a lunch" is left alone)."""
    w = U.words
    if U.lang == "en":
        if any(x in _MUST_EN for x in w) or any(a in ("has", "have", "had", "need", "needs") and b == "to"
                                                for a, b in itertools.pairwise(w)):  # fmt: skip
            return "must"
        return "may" if any(x in _MAY_EN for x in w) else ""
    if U.lang == "ja":
        return "must" if _MUST_JA.search(U.text) else ("may" if _MAY_JA.search(U.text) else "")
    if any(m in U.text for m in _MUST_ZH):
        return "must"
    return "may" if any(m in U.text for m in _MAY_ZH[:2]) else ""


def _planned_gloss(t: Unit) -> bool:
    if t.lang == "en" or not t.known:
        return False
    entry = lexicon().table(t.lang).get(t.surface)
    # a noun's gloss ("expected date of childbirth"), not a verb's ("to fall due": 到期 is the expiry itself)
    return bool(entry) and any(not g.startswith("to ") and set(g.split()) & _PLANNED_GLOSS for g in entry[1][:2])


# a past form after a modal or "to" is a base form ("could put", "to read"); after an article or a possessive
# determiner it opens a noun phrase, so it is an adjective or a participle, never the finite verb ("their left
# foot", "a lost wallet": round 40a, where "has a wart on their left foot frozen" was read as done)
_NOT_PAST_AFTER = MODALS | {"to"} | ARTICLES | POSSESSIVE_DETERMINERS
# the auxiliaries of a present passive ("is paid", "gets paid"): present be and the present forms of get
_PRESENT_PASSIVE = BE_PRESENT | (GET - {"got"})


# round 42a: the present causative "has it checked", "gets them cleaned": have / get in the present, an object
# pronoun, then the participle of what is done to it. The -ed form is no past: the object pronoun read as a subject
# took "wears a brace and has it checked every three months" for done, and "used to wear ... and had it checked" was
# then a former habit against a past, which the former frame leaves alone. "had it checked" stays past (had is)
_CAUSATIVE_PRESENT = frozenset({"has", "have", "get", "gets"})
_OBJECT_PRONOUNS = frozenset({"it", "them", "him", "her"})
# round 43a: the object a full noun phrase, "has the car washed", "gets her old bike repaired": present have / get, a
# determiner (an article or a possessive, which opens the noun phrase), at most three words, then the -ed form. A
# word that ends a noun phrase or opens a clause (a conjunction, a relative, be, have, a modal) stops the phrase:
# "has a dog and walked it" keeps its past. "had the car washed" stays past (had is)
_NP_BREAK = MODALS | BE_FINITE | {"and", "or", "but", "that", "which", "who", "whom", "whose", "when", "while",
                                  "because", "if", "so", "then", "to", "has", "have", "had", "get", "gets",
                                  "got"}  # fmt: skip


def _causative_object(words: Sequence[str], k: int) -> bool:
    """Is the -ed form at ``k`` the participle after a present causative's object (round 42a's pronoun, or a noun
    phrase opened by a determiner)?"""
    if k > 1 and words[k - 1] in _OBJECT_PRONOUNS and words[k - 2] in _CAUSATIVE_PRESENT:
        return True
    for j in range(k - 2, max(k - 5, 0), -1):  # the determiner, one to three words before the -ed form
        if words[j] in _NP_BREAK:
            return False
        if words[j] in ARTICLES or words[j] in POSSESSIVE_DETERMINERS:
            return words[j - 1] in _CAUSATIVE_PRESENT and not any(x in _NP_BREAK for x in words[j + 1 : k])
    return False


def en_past(words: Sequence[str]) -> bool:
    """The verb right after the subject ("the user lost", "wife gave") is a past form. Round 45a: a regular past
    adds -ed / -d to a base of two letters at least ("owed", "aged"), so a word of three letters in -ed is no regular
    past ("bed", "red"; the irregular "fed", "led" are the table's): "drops every night before bed" is a present."""
    for k, w in enumerate(words):
        if w in _IRREGULAR_PAST and k > 0 and words[k - 1] not in _NOT_PAST_AFTER:
            if words[k - 1] in _PRESENT_PASSIVE:
                continue  # "gets paid", "is paid": a present passive's participle (round 14), not a past
            return True
        if w.endswith("ed") and len(w) > 3 and k > 0 and _subject(words[k - 1]):
            if _causative_object(words, k):
                continue  # "has it checked", "has the car washed": a present causative's participle (42a, 43a)
            return True
    return False


def _subject(w: str) -> bool:
    """A word that can end a subject noun phrase ("the user", "her wife", "the lease"): a -ed form after it is the
    verb of the clause, not an attributive ("the user's married sister" has "'s" before, "is married" a copula)."""
    if w.endswith(("user", "users")):
        return True
    v, n, a = lexicon().en_pos.get(w, (0, 0, 0))
    return n > v and n > a


def light(u: Unit) -> bool:
    """A predicate that states no value (copula, light verb, modal, degree adverb), by the table or its glosses."""
    key = u.surface.casefold() if u.lang == "en" else u.surface
    if key in _LIGHT:
        return True
    if u.lang == "en" or not u.known:
        return False
    entry = lexicon().table(u.lang).get(u.surface)
    return bool(entry) and all(set(g.removeprefix("to ").split()) <= _DEGREE_GLOSSES for g in entry[1][:3])


def _key(u: Unit) -> str:
    return u.surface.casefold() if u.lang == "en" else u.surface


def _classes(u: Unit) -> set[int]:
    """The paraphrase classes of round 7 a predicate belongs to: a slot stated as a verb (called / named / 叫,
    live / 住む), and validity = expiry (valid / expires / 切れる / 到期)."""
    k = _key(u)
    out = {n for n, (_, preds) in enumerate(SLOT_PARAPHRASES) if k in preds or k.rstrip("るうた") in preds}
    if k in VALIDITY_WORDS or k.startswith(EXPIRY_PREFIXES):
        out.add(len(SLOT_PARAPHRASES))
    return out


def _adjectival(u: Unit) -> bool:
    """A predicate that states a quality (high / low, 辛い / 甘い, 辣 "hot spicy"), by the dictionaries' part of
    speech: two different qualities of one thing are two values. Verbs are paraphrased far more freely ("runs out"
    / "ends", "picks up" / 迎えに行く), so two unmet verbs are only unreadable, never a difference by themselves."""
    pos = lexicon().en_pos
    if u.lang == "en":
        v, n, a = pos.get(u.surface.casefold(), (0, 0, 0))
        return a > v and a >= n
    entry = lexicon().table(u.lang).get(u.surface)
    if entry is None:
        return False
    if entry[0] == "a":
        return True
    first = entry[1][0] if entry[1] else ""
    if first.startswith("to ") or not first:
        return False
    return _adjective_word(first.split()[-1])


def _meet(x: Unit, y: Unit) -> bool:
    """A second, looser dictionary look at two left-over predicates: a shared gloss stem, a paraphrase class, or
    English synonyms."""
    if x.glosses & y.glosses or _classes(x) & _classes(y):
        return True
    if x.lang == y.lang == "en":
        return en_synonyms(x.surface, y.surface)
    return False


def predicate_residue(terms: Sequence[Unit], used: set[int]) -> list[int]:
    """Content predicates of one memory that nothing aligned."""
    return [i for i, t in enumerate(terms)
            if i not in used and t.pred and not t.proper and not light(t) and not grammatical(t)]  # fmt: skip


def quality_in_compound(ta: Sequence[Unit], tb: Sequence[Unit], used_a: set[int],
                        used_b: set[int]) -> tuple[list[str], list[str]] | None:  # fmt: skip
    """A quality said as an adjective on one side and inside a dictionary word on the other: "low blood pressure"
    / 高血压 ("high blood pressure"), 血圧が高い / 低血圧. The CJK word's gloss phrase that names what the other
    side names keeps an adjective the other side's adjective does not meet: two qualities, a differing value."""
    for S, other, used_s in ((ta, tb, used_a), (tb, ta, used_b)):
        for i in predicate_residue(S, used_s):
            x = S[i]
            if not _adjectival(x):
                continue
            said = set().union(*(t.glosses for k, t in enumerate(S) if k != i))
            for t in other:
                table = lexicon().table(t.lang)
                entry = None if t.lang == "en" or not t.known else table.get(t.surface)
                for g in entry[1][:4] if entry else ():
                    words = g.removeprefix("to ").split()
                    if not any(stem(w) in said for w in words) or any(stem(w) in x.glosses for w in words):
                        continue
                    rest = [w for w in words if stem(w) not in said and _adjective_word(w)]
                    if rest:
                        pair = ([x.surface], [t.surface])
                        return pair if S is ta else (pair[1], pair[0])
    return None


def contrasting(ta: Sequence[Unit], A: Units, tb: Sequence[Unit], B: Units) -> tuple[str, str] | None:
    """A content word of each memory that the dictionaries set against each other (``fact_verbs.contrast``:
    like / dislike, 好き / 嫌い, buy / 売る): a positive difference, checked on every content word, aligned or not
    (好き / 嫌い are read as values, and word vectors would align them)."""
    xs = [t for t in ta if not t.proper and t.known and not light(t) and not _aspect_marker(t)]
    ys = [t for t in tb if not t.proper and t.known and not light(t) and not _aspect_marker(t)]
    for x in xs:
        for y in ys:
            if contrast(x, A, y, B):
                return x.surface, y.surface
    return None


def _adjective_word(w: str) -> bool:
    v, n, a = lexicon().en_pos.get(w, (0, 0, 0))
    return a > v and a >= n


def _aspect_marker(u: Unit) -> bool:
    """Aspect is compared on its own (``aspect``): its markers are no content predicate, and neither is a verb of
    ceasing, which the units read as a negation (やめた, as "quit")."""
    k = _key(u)
    return k in _PLANNED_EN or k in _PLANNED_CJK or k in _WANT_EN or (u.lang == "ja" and k in _JA_CEASE)


_JA_CEASE = frozenset({"やめ", "辞め", "止め", "やめる", "辞める", "止める"})
# comparison markers: the sides of a comparison are compared as roles (memory.fact_roles)
_COMPARISON = frozenset({"比起", "比", "ほう", "更"})  # 更喜欢 "prefers": the comparison, no content


def grammatical(u: Unit) -> bool:
    """A marker of aspect, ceasing or comparison: compared by ``aspect`` / polarity / roles, never as a value."""
    # 第 (第1土曜日, 第一个): the ordinal prefix, said by the number it leaves (round 29), no verb of its own
    return _aspect_marker(u) or (u.lang != "en" and (u.surface in _COMPARISON or u.surface == "第"))


def compare_predicates(ta: Sequence[Unit], tb: Sequence[Unit], used_a: set[int], used_b: set[int], A: Units,
                       B: Units) -> tuple[list[str], list[str], bool] | None:  # fmt: skip
    """Left-over content predicates of both memories that do not meet: (a's, b's, whether the lexicon knows all of
    them, so that they are a differing value rather than unreadable). None when they meet. A predicate left on
    one side only is excused (it says how: "goes fishing" / 釣りに行く) unless it is a quality no word of the
    other side's glosses states; then it is unread (unmatched), never excused. An action noun aligned by the
    object of its gloss alone (解約 "cancellation of a contract" met "contract") is unread too, when the action
    is said nowhere on the other side (:func:`memory.fact_actions.unsaid_actions`, round 16)."""
    got = _compare_predicates(ta, tb, used_a, used_b, A, B)
    if got is not None and got[2]:  # a known differing value already: the action nouns add nothing to it
        return got
    xa, xb = unsaid_actions(ta, tb, used_a, used_b, A, B)
    if not (xa or xb):
        return got
    pa, pb = got[:2] if got is not None else ([], [])
    return pa + [x for x in xa if x not in pa], pb + [x for x in xb if x not in pb], False


def _compare_predicates(ta: Sequence[Unit], tb: Sequence[Unit], used_a: set[int], used_b: set[int], A: Units,
                        B: Units) -> tuple[list[str], list[str], bool] | None:  # fmt: skip
    pa, pb = predicate_residue(ta, used_a), predicate_residue(tb, used_b)
    opposed = contrasting(ta, A, tb, B)
    if opposed is not None:
        return [opposed[0]], [opposed[1]], True
    if bool(pa) != bool(pb):
        # a quality said on one side only must be said somewhere on the other, in any word's glosses (辛いもの /
        # 吃辣 "eat; hot spicy"); otherwise it is unread (甘いもの / 吃辣): a quality is a value
        side, other, res = (ta, tb, pa) if pa else (tb, ta, pb)
        S, Ot = (A, B) if pa else (B, A)
        said = set().union(*(t.glosses for t in other))
        left = [side[i].surface for i in res if _adjectival(side[i]) and not side[i].glosses & said]
        # a verb said on one side only, while the other side keeps a piece of a compound that nothing aligned (only
        # covered by its aligned piece: アレルギー of 卵アレルギー against "loves eggs"): that piece is the verb's
        # counterpart and must meet it. A one-sided verb against a side with nothing left says how, not what
        # ("works as", "plays", "pays": requiring those to meet lost 31 true pairs of a..j)
        used_o = used_b if pa else used_a
        groups = {other[k].group for k in used_o if other[k].group >= 0}
        spare = [t for k, t in enumerate(other) if k not in used_o and not t.pred and t.known and not t.proper
                 and t.lang != "en" and t.group in groups]  # fmt: skip
        left += [side[i].surface for i in res if spare and not _adjectival(side[i]) and side[i].surface not in left
                 and not any(_meet(side[i], t) or verbs_meet(side[i], S, t, Ot) for t in spare)]  # fmt: skip
        if not left:
            return None
        return (left, [], False) if pa else ([], left, False)
    if not pa:
        return None
    left_a = [i for i in pa if not any(_meet(ta[i], tb[j]) or verbs_meet(ta[i], A, tb[j], B) for j in pb)]
    left_b = [j for j in pb if not any(_meet(ta[i], tb[j]) or verbs_meet(ta[i], A, tb[j], B) for i in pa)]
    if not left_a or not left_b:
        return None
    units = [ta[i] for i in left_a] + [tb[j] for j in left_b]
    if not any(_adjectival(u) for u in units):
        # two verbs that neither a shared stem, a derivation nor one dictionary entry connects (round 9): unread,
        # so no link (round 8 excused them and set j's held-out measurement linked "cooks" / "loves"-like pairs)
        return [ta[i].surface for i in left_a], [tb[j].surface for j in left_b], False
    known = all(u.known and (u.lang == "en" or bool(u.glosses)) and _adjectival(u) for u in units)
    return [ta[i].surface for i in left_a], [tb[j].surface for j in left_b], known


__all__ = [
    "JA_PAST",
    "aspect",
    "compare_predicates",
    "contrasting",
    "deontic",
    "en_past",
    "grammatical",
    "light",
    "modality",
    "predicate_residue",
    "quality_in_compound",
    "zh_wish",
]

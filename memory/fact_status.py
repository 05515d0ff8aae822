"""The status of an event must agree: a plan, a thing being considered, a thing done, a cancelled one and a former
state are not the plain present ("plans to move to Nakano" is no "lives in Nakano").

Round 12 (set m's held-out measurement, round-11 code): seven of its nine wrong links shared every value and verb
and differed only in the status of the event, which no module read in Japanese or Chinese (予定, つもり, 打算,
検討している, 済み, 被取消了, 以前…过). Each status is read from closed grammatical markers per language (aspect and
mood auxiliaries, a handful of status verbs), never from a list of a set's values:

* ``plan`` (intention): plans / intends to, is going to + verb, will + verb, is due / scheduled / set to; 予定,
  つもり, a volitional + と思う (引っ越そうと思っている), ことにした; 打算, 准备 / 计划 / 决定 before a verb, 将
  (将于, 将要, 即将).
* ``considering`` (undecided): is considering, is thinking about / of, is deciding whether, undecided; 検討, 迷っ,
  悩んで, か考え; 考虑, 犹豫, 要不要, 是否, 还没决定.
* ``cancelled``: cancel(led), called off; キャンセル, 取り消, 中止; 取消, 撤销.
* ``done``: a past or present-perfect form, already; 〜た, 済み; 已经, 了, 过 (the aspect reading of
  :mod:`memory.fact_predicates`, with 済み and "has applied" added).
* ``former``: :func:`memory.fact_frames.former` (round 10), reused, not repeated.
* ``obligation`` (round 13, set n): a deontic "must" (round 9's :func:`memory.fact_predicates.deontic`: must, has
  to, needs to; なければならない, 必要がある; 必须, 需要), and ja べき, zh 要 / 得 (děi) as a word of its own before a
  verb (要付 "has to / will pay"; not 重要, 需要, 主要, 只要, 不要, 想要, 快要, 将要). 要 + verb is an obligation or a
  plain future; either way no done event. A past obligation ("had to pay", 払わなければならなかった) says the thing
  was done, and is not read.

Round 13 also reads a bare 已 before a verb as done (用户已预订 "has booked"), not 已 inside a word (而已, 已婚
"married", 不得已, 已故, 已知).

Which pairs differ (``status_difference``); everything else is left to the other checks:

* considering against any other status, plain included ("is considering switching" / "switched" / "uses").
* a plan against the plain present, unless the plain memory is anchored in the future or at a date (next month,
  来月, 下个月, tomorrow, a date, after ...): "moves to Osaka next month" / "will move to Osaka" is one plan; and
  unless the plain memory states a wish (想, wants to). A plan against a done event (済み, "has applied") where the
  aspect check did not already say so.
* a plan against a wish (round 17, set q: 将从一月开始休 "will take leave from January" / 希望从一月开始休 "hopes to
  take ..."). Round 10's wish check sets a wish apart only from a memory that is not "planned", and its aspect
  reading counts a wish as planned (a wish is not yet done), so a plan and a wish met as one fact. A plan (will,
  plans to, 予定, つもり, 将, 打算, ことにした) is a decision; a wish (wants / hopes to, 〜たい, 希望, 想) is not.
  No planted pair of sets a..q pairs a wish with a plan in one group (checked over every pair before the change).
* an obligation against a done event ("has to pay" / "paid"; 要付 / 付了; 必须办理 / 办理了). Against the plain
  present (要付 / 付) or a plan it is left to the other checks: 要 is also "will".
* cancelled against the plain present (unless negated: "no longer has an appointment" agrees), a plan, or
  considering. Cancelled against done is left to the verbs (解約した / "cancelled the contract").
* former against a Chinese perfective 了 without 过 (以前养过一只狗 / 养了一只狗 "has a dog"): 了 marks current
  relevance, not the past that round 10's "former against a plain past is left alone" was written for.
"""

from __future__ import annotations

import itertools
import re
from functools import lru_cache

from .cjk_words import ZH_ALREADY, ZH_ALREADY_BARE, ZH_ASPECT, ZH_COMPLETE, alternation, traditional
from .english_words import BE_CONTRACTED, BE_FINITE, HAVE, HAVE_CONTRACTED
from .fact_change import change_difference, count_difference
from .fact_frames import former, wish
from .fact_lexicon import Units, lexicon, zh_glossed_verb
from .fact_predicates import JA_PAST, deontic, en_past
from .fact_tense import tense_difference
from .fact_verbs import irregular_verb

# ---- English ------------------------------------------------------------------------------------------------
_PLAN_EN_TO = frozenset({"plan", "plans", "planning", "intend", "intends", "intending", "due", "scheduled", "set"})
# finite be and its clitics ("it's set to", "we're going to")
_BE_EN = BE_FINITE | BE_CONTRACTED
_CONSIDER_EN = frozenset({"considering", "contemplating", "undecided", "weighing"})
_CANCEL_EN = re.compile(r"\bcancel(?:s|led|ed|ling|ing|lation)?\b|\bcalled off\b|\bcall(?:s|ing)? off\b")
_DONE_EN = frozenset({"already"})
_HAVE_EN = HAVE | HAVE_CONTRACTED


def _en_verb(w: str) -> bool:
    """A word the lexicon knows mainly as a verb (after "will" / "going to": "will relocate", not "going to Osaka")."""
    v, n, _a = lexicon().en_pos.get(w, (0, 0, 0))
    return v > 0 and 4 * v >= n


def _en_status(w: tuple[str, ...]) -> str:
    if any(x in _CONSIDER_EN for x in w) or any(
            (a in ("thinking", "deciding") and b in ("about", "of", "whether"))
            or (a == "consider" and b.endswith("ing")) for a, b in itertools.pairwise(w)):  # fmt: skip
        return "considering"
    for k, (a, b) in enumerate(itertools.pairwise(w)):
        nxt = w[k + 2] if k + 2 < len(w) else ""
        after_be = k > 0 and w[k - 1] in _BE_EN
        if b == "to" and a in _PLAN_EN_TO and (a not in ("set", "due") or (after_be and _en_verb(nxt))):
            return "plan"  # plans to, intends to, is set / due to + a verb (not "due to the rain", "set to a layout")
        if a in ("going", "about") and b == "to" and after_be and _en_verb(nxt):
            return "plan"  # is going / about to move (not "is going to Osaka")
        if a in ("decided", "decides") and b == "to" and _en_verb(nxt):
            return "plan"  # has decided to move: an intention, not yet done
        if (a == "will" and _en_verb(b)) or (a.endswith("'ll") and _en_verb(b)):
            return "plan"
    if _CANCEL_EN.search(" ".join(w)):
        return "cancelled"
    return "done" if any(x in _DONE_EN for x in w) or _en_perfect(w) or en_past(w) else ""


def _en_perfect(w: tuple[str, ...]) -> bool:
    """has / have + a participle ("has applied", "has received"): done, which the past reading does not see."""
    for a, b in itertools.pairwise(w):
        if a in _HAVE_EN and (irregular_verb(b) or _en_participle(b)):
            return True
    return False


def _en_participle(b: str) -> bool:
    """A regular -ed form of a verb the lexicon knows (applied, received, planned)."""
    if not b.endswith("ed"):
        return False
    stems = (b[:-1], b[:-2], b[:-3] + "y" if b.endswith("ied") else "", b[:-3] if b[-3:-2] == b[-4:-3] else "")
    return any(s and _en_verb(s) for s in stems)


# ---- Japanese -----------------------------------------------------------------------------------------------
# a volitional (-ou / -you) before と思う / と考える: an intention (引っ越そうと思っている, 乗り換えようと思う)
_VOLITIONAL_JA = r"[おこごそぞとどのぼぽもよろ]うと(?:思|考)"
_PLAN_JA = re.compile(r"予定|つもり|" + _VOLITIONAL_JA + r"|ことにし|計画し")
_CONSIDER_JA = re.compile(r"検討|迷っ|迷い|悩んで|悩み中|かどうか|か考え|考え中")
_CANCEL_JA = re.compile(r"キャンセル|取り消|取消|中止")
# 済み and the clause-final past forms that fact_predicates' JA_PAST does not list (落ちた, 借りた, 感じた, 見た)
_DONE_JA = re.compile(r"済み|済ませ|済んだ|すでに|既に|終わった|終えた|完了|"
                      r"(?:[ちりみにじ]|[\u4e00-\u9fff])た(?:[。、]|$)")  # fmt: skip

# ---- Chinese ------------------------------------------------------------------------------------------------
_PLAN_ZH = re.compile(r"打算|将于|将要|即将|将会|(?<![即])将(?=[在去到来从])")
_PLAN_ZH_BEFORE_VERB = ("准备", "计划", "决定", "準備", "計劃")
_CONSIDER_ZH = re.compile(r"考虑|考慮|犹豫|猶豫|要不要|是否|还没决定|还没有决定|拿不定")
_CANCEL_ZH = re.compile(r"取消|撤销|撤銷")
# a bare 已 before a verb is done (用户已预订, 已于三月搬家), not 已 in a word: 而已, 不得已, 已婚 (a state), 已故, 已知
# (the widest of the three completion sets (memory.cjk_words): both spellings, and the verb 完成; no 曾经 / 曾, which
# former() reads first as a former state)
_DONE_WORDS = ZH_ALREADY | ZH_ASPECT | ZH_COMPLETE
_BARE_ZH = "(?<![而自])(?<!不得)(?:" + alternation(ZH_ALREADY_BARE) + ")(?![婚故知久往然而])"
_DONE_ZH = re.compile(alternation(_DONE_WORDS | traditional(_DONE_WORDS)) + "|" + _BARE_ZH)
# 要 / 得 (děi) before a verb: an obligation or a future. 要 inside a word is no modal (重要, 需要, 主要, 只要, 不要,
# 想要, 快要, 将要, 摘要, 要求, 要是, 要么, 要不要); 得 after a verb is a complement (跑得快), read by jieba's tokens
_MODAL_ZH = re.compile(r"(?<![重需主只不想快将首必紧摘纲概总简提还])要(?![求是么素点闻不领害务命紧好塞员价])")
_OBLIGE_JA = re.compile(r"べき")


def _zh_before_verb(text: str) -> bool:
    """准备 / 计划 / 决定 as a word of its own before a verb (准备参加 "is going to take part"), not 做准备 / 的计划."""
    import jieba  # already loaded by the Chinese reading of the text (fact_units)

    toks = jieba.lcut(text)
    for k, t in enumerate(toks[:-1]):
        if t in _PLAN_ZH_BEFORE_VERB and not (k and toks[k - 1] in ("做", "的", "有")):
            if zh_glossed_verb(toks[k + 1]) or toks[k + 1] in ("在", "去", "到", "从"):
                return True
    return False


def _zh_verb_next(rest: str) -> bool:
    """Whether ``rest`` opens with a verb: its first jieba word, or that word's first character, glossed "to ..."
    (交税 is no entry, 交 is)."""
    import jieba  # already loaded by the Chinese reading of the text (fact_units)

    toks = jieba.lcut(rest[:8])
    if not toks:
        return False
    zh = lexicon().zh
    for w in (toks[0], toks[0][:1]):
        if w in zh:
            return zh_glossed_verb(w)
    return False


def _zh_modal(text: str) -> bool:
    """要 or 得 (děi) as a modal before a verb (要付, 还得交): not inside a word, not a complement 得 (跑得快)."""
    if any(_zh_verb_next(text[m.end() :]) for m in _MODAL_ZH.finditer(text)):
        return True
    import jieba

    toks = jieba.lcut(text)
    zh = lexicon().zh
    for k, t in enumerate(toks[1:-1], 1):
        if zh_glossed_verb(toks[k - 1]):
            continue  # after a verb 得 is a complement (跑得快)
        if t in ("得", "还得", "也得", "都得") and _zh_verb_next("".join(toks[k + 1 :])):
            return True
        if t.startswith("得") and t not in zh and _zh_verb_next("".join([t[1:], *toks[k + 1 :]])):
            return True  # jieba's own join, no word (得交 of 用户得交停车费)
    return False


def obligation(U: Units) -> bool:
    """Whether the memory states an obligation not yet met (must, has to, なければならない, べき, 必须, 要 + verb);
    a past obligation ("had to pay", 〜なければならなかった) says the thing was done, and is not one."""
    if U.lang == "en":
        w = U.words
        if any(a == "had" and b == "to" for a, b in itertools.pairwise(w)):
            return False
        return deontic(U) == "must"
    if U.lang == "ja":
        if re.search(r"な(?:ければ|くては)(?:なら|いけ)なかった|必要があった", U.text):
            return False
        return deontic(U) == "must" or bool(_OBLIGE_JA.search(U.text))
    return deontic(U) == "must" or _zh_modal(U.text)


@lru_cache(maxsize=4096)
def status(U: Units) -> str:
    """``considering``, ``plan``, ``obligation``, ``cancelled``, ``former``, ``done`` or ``""`` (plain), in that
    order of precedence: the mood first ("plans to cancel" is a plan, "is considering cancelling" is considering,
    "has to cancel" an obligation), then what happened to the event (cancelled), then when it held (former, done)."""
    if U.lang == "en":
        st = _en_status(U.words)
        if st in ("considering", "plan"):
            return st
        if obligation(U):
            return "obligation"
        if st == "cancelled":
            return st
        return "former" if former(U) else st
    text = U.text
    if U.lang == "ja":
        if _PLAN_JA.search(text) and not _CONSIDER_JA.search(text):
            return "plan"
        if _CONSIDER_JA.search(text):
            return "considering"
        if obligation(U):
            return "obligation"
        if _CANCEL_JA.search(text):
            return "cancelled"
        if former(U):
            return "former"
        return "done" if _DONE_JA.search(text) or JA_PAST.search(text) else ""
    if _CONSIDER_ZH.search(text):
        return "considering"
    if _PLAN_ZH.search(text) or _zh_before_verb(text):
        return "plan"
    if obligation(U):
        return "obligation"
    if _CANCEL_ZH.search(text):
        return "cancelled"
    if former(U):
        return "former"
    return "done" if _DONE_ZH.search(text) else ""


# a plain memory anchored in the future or at a date may state a plan without a plan marker ("moves next month")
_FUTURE_EN = frozenset({"next", "tomorrow", "soon", "upcoming", "coming", "later", "after", "until"})
_FUTURE_CJK = re.compile(
    r"来[月年週春夏秋冬]|明日|明後日|あした|今度|再来|後に|以降|までに|"
    # 近く is "soon" only as an adverb of its own: 自宅近く, 駅の近く, 近くの, 近くに住む are "near" (round 21, u18j)
    r"(?<![\u3400-\u9fff\u30a0-\u30ffの])近く(?![のにでへ])|"
    r"下个|下個|下周|下週|下星期|明年|明天|后天|後天|将来|以后|之后|以後|之後|后[，,]?|不久"
)


def _anchored(U: Units) -> bool:
    """Round 41a: a clock time with no day is no anchor. It recurs every day (core hours from 11 am to 3 pm, opening
    hours, "takes the pill at 8 pm") and places no single event in the future, so "has flextime with core hours from
    11 am to 3 pm" is the plain present, not the plan "is going to introduce flextime"; a day, month, weekday or
    year still anchors ("plays a gig on 25 July at 7:30 pm")."""
    if any(not d.startswith("time:") for d in U.dates):
        return True
    if U.lang == "en":
        return any(x in _FUTURE_EN for x in U.words)
    return bool(_FUTURE_CJK.search(U.text))


def _perfective_only(U: Units) -> bool:
    """A Chinese 了 / 已经 without 过 or a past time word: current relevance (养了一只狗 "has a dog"). 过 is the
    experiential marker only as a word of its own or joined to a verb the lexicon lacks (加入过), not inside a word
    (通过 "through", 经过, 超过, 过去: round 14, 通过公司加入了 was read as an experience)."""
    return U.lang == "zh" and not re.search(r"去年|以前|当时|那时|小时候", U.text) and not _zh_experiential(U.text)


def _zh_experiential(text: str) -> bool:
    """Whether 过 / 過 marks an experience (去过, 加入过) rather than standing inside a word (通过, 不过, 过去)."""
    import jieba  # already loaded by the Chinese reading of the text (fact_units)

    zh = lexicon().zh
    return any(t in ("过", "過") or (len(t) > 1 and t[-1] in "过過" and t not in zh) for t in jieba.lcut(text))


# ---- round 15 (set p): a Japanese past state (ていた) against a present one ----------------------------------
# ている / でいる (a state now) against ていた / でいた / ていました (a state that held then): "shares a flat" is no
# "was sharing a flat". Only at the end of the main clause: 住んでいた家 (a relative clause), 住んでいたとき / が、
# (a subordinate clause) are not read.
_JA_PAST_STATE = re.compile(r"[てで]い(?:た|ました)(?:。|$)")


def _ja_past_state(U: Units) -> bool:
    """A Japanese memory whose main clause ends in a past state (ルームシェアしていた, 住んでいました); a passive
    resultative (届けられていた "had been handed in") reports a done event and is not read."""
    return U.lang == "ja" and bool(_JA_PAST_STATE.search(U.text)) and not re.search(r"られ[てで]い", U.text)


def _changed(A: Units, B: Units, sa: str, sb: str) -> tuple[list[str], list[str]] | None:
    """Round 18: a state that ended (黒カビはもう取れた, "was fixed") against the state now (生えている, "there is",
    坏了: a Chinese 了 of current relevance is a state now too); see :mod:`memory.fact_change`."""
    for D, P, sp in ((A, B, sb), (B, A, sa)):
        if (sp == "" or (sp == "done" and _perfective_only(P))) and change_difference(D, P):
            return ["ended" if D is A else "present"], ["ended" if D is B else "present"]
    if {sa, sb} == {"done", ""}:
        tense = tense_difference(A, B)  # "came in April" / 4月に来日する
        if tense:
            return tense
    return count_difference(A, B)  # "12 days left" / 12日使った


def status_difference(A: Units, B: Units, aspect_a: str, aspect_b: str) -> tuple[list[str], list[str]] | None:
    """(a's status, b's status) when the two memories state their event with statuses that cannot both hold; the
    aspect readings of :mod:`memory.fact_predicates` are passed so that a pair they already set apart (planned /
    done) is not reported twice."""
    sa, sb = status(A), status(B)
    changed = _changed(A, B, sa, sb)
    if changed:
        return changed
    if sa == sb:
        return None
    out = ([sa or "plain"], [sb or "plain"])
    pair = {sa, sb}
    if "considering" in pair:
        return out
    if "cancelled" in pair:
        other, rest = (sb, B) if sa == "cancelled" else (sa, A)
        if other == "plan" or (other == "" and not rest.negated):
            return out
        return None
    if pair == {"plan", ""}:
        plain, planned = (B, A) if sa == "plan" else (A, B)
        if wish(plain) and not wish(planned):  # round 17: a decided plan is no wish (将休 / 希望休)
            return (["plan"], ["wish"]) if planned is A else (["wish"], ["plan"])
        return None if _anchored(plain) or wish(plain) else out
    if pair == {"plan", "done"}:
        return None if {aspect_a, aspect_b} == {"planned", "done"} else out
    if pair == {"obligation", "done"}:
        return out  # "has to pay" / "paid": an obligation is not yet met (round 13)
    if pair == {"former", "done"}:
        D = B if sa == "former" else A
        return out if _perfective_only(D) else None
    if pair == {"done", ""}:
        D, P = (A, B) if sa == "done" else (B, A)
        if _ja_past_state(D) and not _anchored(P) and not wish(P):
            return ["former" if D is A else "present"], ["former" if D is B else "present"]
    return None


__all__ = ["obligation", "status", "status_difference"]

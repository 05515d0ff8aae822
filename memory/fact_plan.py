"""Round 34 (set ac, issue 13): a plan against its past, an attempt against its completion, entering against the
outcome, in memories that otherwise align word for word.

* **A dated plan against the same verb's past** (:func:`plan_past`). "will be baptised on 6 April" / "was baptised
  on 6 April", "plays Banquo; the performance is on 22 November" / "played ...", 4月3日に旅館に1泊する / "stayed
  one night at a ryokan on 3 April", 2月8日要带孩子们去 / "took the children on 8 February". One memory says the
  verb as a plan or a future (will / is going to / plans to, a present progressive ("is playing a gig on 25 July"),
  or the simple present right after "user"; a Japanese
  plain non-past ending the sentence (する / 行く。, 予定, つもり); a Chinese 要 / 将 / 会 / 打算 / 准备 before a verb),
  the other says the *same verb* (the same stem, or a gloss of the CJK predicate) in a simple past (right after its
  subject, or was / were + participle), a Japanese 〜た ending, a Chinese 了 / 过; both at the same dates and no
  repetition said. A dated event said in the present or the future is scheduled; in the past it is done. A verb that
  differs (booked a flight / flies on 3 May) is not read: the date may be the other verb's.
* **An attempt in progress against its completion** (:func:`attempt_done`). 正在考驾照 / 考取了驾照, "is studying
  for the exam" / "passed the exam", 受験勉強中 / 合格した: one memory says the act in progress (zh 正在 before a
  verb, en be + -ing right after "user", ja 〜中 / ているところ ending the clause), the other a result: a Chinese
  resultative compound of the same first character (考 -> 考取 / 考上 / 考到 + 了), an English past of a verb of
  achievement (passed, got, obtained, earned, acquired, won) right after "user", a Japanese 取得 / 合格 / 取っ /
  受かっ + た.
* **Entering against the outcome** (:func:`outcome_entry`). "has entered the lottery" / "lost the lottery",
  申し込んだ / 外れた, 报名了 / 落选了: two closed classes per language: taking part in a draw or a selection
  (enter, apply, sign up; 申し込, 応募, 申込; 报名, 申请, 参加抽签) and its outcome (won, lost; 当選, 落選, 当た,
  外れ; 中签, 抽中, 当选, 落选, 没抽中). One memory reads only the one class, the other only the other.

Round 41a (set af) widened the first two readings, each from closed classes: the copula is the verb be ("will be a
principal sponsor on 27 December" / "was a principal sponsor ...", a Japanese final だ / です against だった / でした);
a Chinese verb at one day with no aspect marker is scheduled against a Chinese memory of the same verb with 了 / 过
(4月22日来家访 / 来过家访了); 在 before a verb is a progressive as 正在 is (在找 / 找到了), and finding is the result of
a search (found, 見つけた).

Each is asked only when nothing else has kept the two memories apart (the hook at the end of
:func:`memory.fact_direction.direction_differences`).
"""

from __future__ import annotations

import re

from .english_words import ARTICLES, POSSESSIVE_DETERMINERS
from .fact_lexicon import Units, lexicon, stem
from .fact_tense import NOT_PAST_BEFORE
from .fact_verbs import irregular_base, irregular_verb


# ---- the verbs of one memory said as past, and as plan ---------------------------------------------------------
def _verb_base(bases: tuple[str, ...]) -> str:
    """The stem of the first candidate base the lexicon knows mainly as a verb (a noun sense under 4x); ""."""
    lex = lexicon()
    for base in bases:
        v, n, _a = lex.en_pos.get(base, (0, 0, 0))
        if len(base) > 1 and v > 0 and 4 * v >= n:
            return stem(base)
    return ""


def en_verb_stem(w: str, *, past: bool) -> str:
    """The stem of an English verb form: an irregular past / participle, a regular -ed form (past) or a 3sg -s
    present (not past) of a word the lexicon knows mainly as a verb; "" otherwise."""
    if past and irregular_verb(w):
        return stem(irregular_base(w))
    bases = (w[:-2], w[:-1], w[:-3]) if past and w.endswith("ed") else ()
    if not past and w.endswith("s") and not w.endswith("ss"):
        bases = (w[:-1], w[:-2]) if w.endswith("es") else (w[:-1],)
    return _verb_base(bases)


def _participle(w: str) -> str:
    """The stem of a participle after be ("was baptised"): any -ed word, an irregular participle."""
    if w.endswith("ed") and len(w) > 4:
        return en_verb_stem(w, past=True) or stem(w)
    return en_verb_stem(w, past=True)


# round 41a: the copula is a verb too. "will be a principal sponsor on 27 December" / "was a principal sponsor on
# 27 December" say the same verb, be, as a plan and as done. Read only where a noun phrase or a place follows (an
# article, a possessive determiner, at / in / on / with): a participle after be is the verb itself ("will be
# baptised", "was baptised"; "was born", a participle the irregular table lacks, would otherwise read as the copula,
# and a Japanese 生まれです / 生年月日は…です is no plan), an adjective is left unread
BE = "be"
_AFTER_COPULA = ARTICLES | POSSESSIVE_DETERMINERS | {"at", "in", "on", "with", "among"}


def _copula(w: tuple[str, ...], k: int) -> bool:
    """Whether the form of be at ``k`` is the copula before a noun phrase or a place."""
    return k + 1 < len(w) and w[k + 1] in _AFTER_COPULA


def _en_past(U: Units) -> set[str]:
    out: set[str] = set()
    w = U.words
    for k, x in enumerate(w):
        if k and x in ("was", "were") and k + 1 < len(w):  # a past passive: "was baptised", "were given"
            s = _participle(w[k + 1]) or (BE if _copula(w, k) else "")
            if s:
                out.add(s)
        elif k and w[k - 1] not in NOT_PAST_BEFORE and (irregular_verb(x) or (x.endswith("ed") and len(x) > 4)):
            s = en_verb_stem(x, past=True)
            if s and x not in ("was", "were"):
                out.add(s)
    return out


_EN_FUTURE_LEAD = {"will", "'ll", "shall"}


def _en_plan(U: Units) -> set[str]:
    """Stems of the verbs after will / going to / plans to (be + participle included), and of a 3sg present right
    after "user" (the schedule of a dated event)."""
    w = U.words
    out: set[str] = set()
    for k, x in enumerate(w):
        lead = x in _EN_FUTURE_LEAD or (x == "to" and k and w[k - 1] in ("going", "plans", "planning", "intends"))
        if lead and k + 1 < len(w):
            nxt = w[k + 2] if w[k + 1] == "be" and k + 2 < len(w) else w[k + 1]
            s = _participle(nxt) if w[k + 1] == "be" else stem(nxt)
            if w[k + 1] == "be" and not s and _copula(w, k + 1):
                s = BE  # "will be a sponsor", "is going to be in Cebu" (round 41a)
            if s:
                out.add(s)
        if k and w[k - 1] == "user":
            s = en_verb_stem(x, past=False)
            if s:
                out.add(s)
        if k and w[k - 1] in _EN_BE_PRESENT:  # a dated present progressive is an arrangement: "is playing on 25 July"
            s = _en_ing_stem(x)
            if s:
                out.add(s)
    return out


_EN_BE_PRESENT = {"is", "are", "am", "'s", "'re"}


def _en_ing_stem(w: str) -> str:
    """The stem of an -ing form of a word the lexicon knows mainly as a verb (playing, making, running); ""."""
    if not w.endswith("ing") or len(w) < 6:
        return ""
    base = w[:-3]
    doubled = base[:-1] if len(base) > 2 and base[-1] == base[-2] else ""
    return _verb_base((base, base + "e", doubled))


def _glosses(U: Units, *, pred_only: bool = True) -> set[str]:
    return {g for u in U.terms if u.known and (u.pred or not pred_only) for g in u.glosses}


_JA_NONPAST_END = re.compile(r"(?<!て)(?<!で)(?:する|します|[うくすつぬぶむるぐ]|ます)[。.]?$")
_JA_PLAN = re.compile(r"予定|つもり")
_JA_PAST_END = re.compile(r"(?<![てで]い)(?:[しっいきぎんえけせべめれねび]た|ました)[。.]?$")
_ZH_PLAN = re.compile(r"(?<![重需主只不想快首必紧还])要(?=[\u4e00-\u9fff])|将(?=[\u4e00-\u9fff])|打算|准备|计划"
                      r"|(?<![不社机体学])会(?=[去来在到带])")  # fmt: skip
_ZH_DONE = re.compile(r"(?<![为除])了(?!解)|过(?![年节去来])|已经")


# round 41a: the Japanese copula ending the sentence, non-past (だ, です, である) and past (だった, でした, であった),
# is the verb be of the English reading: 6月14日の結婚式で司会だ / 司会だった / "will be the MC". Only after a noun
# (a kanji or katakana word) that is no time word: a date or a time as the complement identifies a date
# (生年月日は2021年5月12日です, 10時からだ), a kana ending is a verb's stem (生まれです, 休みだ) or an explanation,
# hearsay or likeness (のだ, そうだ, ようだ)
_JA_COPULA_AFTER = r"(?<=[\u4e00-\u9fff\u30a0-\u30ff])(?<![日月年時分半頃])"
_JA_COPULA_NONPAST = re.compile(_JA_COPULA_AFTER + r"(?:だ|です|である)[。.]?$")
_JA_COPULA_PAST = re.compile(_JA_COPULA_AFTER + r"(?:だった|でした|であった)[。.]?$")


def _ja_nonpast_glosses(U: Units) -> set[str]:
    """Glosses of a Japanese memory whose sentence ends in a plain non-past (an event not yet done) or says 予定 /
    つもり: its predicates, and a verbal noun right before a final する (1泊する: 泊); be for a final copula."""
    text = U.text.strip()
    if _JA_PLAN.search(text):
        return _glosses(U)
    if _JA_COPULA_NONPAST.search(text):
        return {BE}
    if not _JA_NONPAST_END.search(text) or text.endswith(("ある。", "いる。", "ある", "いる")):
        return set()
    out = _glosses(U)
    m = re.search(r"(?:する|します)[。.]?$", text)
    if m:
        for u in U.terms:
            if u.known and text.endswith(u.surface + text[m.start() :]):
                out |= set(u.glosses)
    return out


# round 41a: a Chinese verb at one day with no aspect marker, against a Chinese memory of the same verb marked 了 /
# 过: 4月22日来家访 / 4月22日来过家访了. Chinese has no tense; one language's writer who marks completion on one side
# and not on the other states a scheduled event against a done one. Read only between two Chinese memories: against
# an English or Japanese past the bare verb is as often the same past event told without 了 (三月三日在马尼拉出生 /
# 3月3日に生まれた; over the planted sets 3 true pairs against 7 negatives would be read); and only at a day (a
# numbered day, a weekday), with none of the frames that say a past, a state or no event without 了: a past time
# word (去年, 上周, 以前, 当时, 曾), a bare 已 (已预订), 是…的 (是他七月抓的), verb + 于 (出生于), a start (从4月起担任,
# 开始, 以来), a habit (每), a durative 着, a wish (想, 希望).
_ZH_DAY = re.compile(r"[0-9０-９一二三四五六七八九十廿卅]\s*[日号號]|星期[一二三四五六日天]"
                     r"|(?<![每上下])周[一二三四五六日天]")  # fmt: skip
_ZH_NOT_SCHEDULED = re.compile(r"去年|前年|上周|上週|上星期|上个|上個|昨天|前天|以前|当时|當時|那时|那時|小时候"
                               r"|刚才|刚刚|曾|的[。．.，,！]?$|[\u4e00-\u9fff]于|(?<!一)起|开始|開始|以来|以來"
                               r"|每|着|著|已|想|希望")  # fmt: skip


def _zh_scheduled(U: Units) -> set[str]:
    """Glosses of the predicates of a Chinese memory that states an event at a day with no aspect marker."""
    text = U.text.strip()
    if U.lang != "zh" or not _ZH_DAY.search(text):
        return set()
    if _ZH_DONE.search(text) or _ZH_PLAN.search(text) or _ZH_NOT_SCHEDULED.search(text):
        return set()
    return _glosses(U)


def _plan(U: Units, other: Units | None = None) -> set[str]:
    if U.lang == "en":
        return _en_plan(U)
    if U.lang == "ja":
        return _ja_nonpast_glosses(U)
    if _ZH_PLAN.search(U.text) and not _ZH_DONE.search(U.text):
        return _glosses(U)
    return _zh_scheduled(U) if other is not None and other.lang == "zh" else set()


def _past(U: Units) -> set[str]:
    if U.lang == "en":
        return set() if any(x in _EN_FUTURE_LEAD for x in U.words) else _en_past(U)
    if U.lang == "ja":
        if _JA_COPULA_PAST.search(U.text.strip()):
            return {BE}
        return _glosses(U, pred_only=False) if _JA_PAST_END.search(U.text.strip()) else set()
    if _ZH_PLAN.search(U.text) or not _ZH_DONE.search(U.text):
        return set()
    return _glosses(U)


def plan_past(A: Units, B: Units) -> tuple[list[str], list[str]] | None:
    if not A.dates or A.dates != B.dates or A.periods or B.periods:
        return None
    for P, D, flip in ((A, B, False), (B, A, True)):
        plan = _plan(P, D)
        if plan and _past(D) & plan and not _past(P) & plan and not _plan(D, P) & plan:
            return (["done"], ["planned"]) if flip else (["planned"], ["done"])
    return None


# ---- an attempt in progress against its completion ------------------------------------------------------------
_ZH_PROGRESSIVE = re.compile(r"正在([\u4e00-\u9fff])")
_ZH_RESULT = "取上到完好成会过"
# round 41a: a search and its outcome are an attempt and its result too: "is looking for a flat" / "has found a
# flat", 在找 / 找到了, 探し中 / 見つけた
_EN_ACHIEVED = frozenset({"passed", "got", "obtained", "earned", "acquired", "won", "gained", "found"})
_JA_PROGRESSIVE = re.compile(r"中[。.]?$|中で|ているところ")
_JA_ACHIEVED = re.compile(r"(?:取得|合格|取っ|受かっ|獲得|見つけ|見つかっ)(?:し)?た")
# 在 before a verb is the progressive as 正在 is (用户在找房子 "is looking for a flat"); before a noun it is the
# preposition "at / in" (在东京找到了, 在家), and 在 + verb + 中 / 上 / 时 ... is "during / in doing" (在考试中)
_ZH_FRAME_AFTER = ("中", "上", "里", "时", "期间", "方面", "之中", "后", "前", "之前", "之后", "以后", "以前")


def _zh_verb_gloss(word: str) -> bool:
    """One of the first two CC-CEDICT glosses of the word is "to ..." (学 "to learn", 准备 "preparation; to
    prepare"); the units' own predicate flag misses a verb said alone before its object (在学日语)."""
    entry = lexicon().zh.get(word)
    return entry is not None and any(g.startswith("to ") for g in entry[1][:2])


def _zh_progressive_zai(U: Units) -> str:
    """The first character of a verb right after 在 as a word of its own (jieba's cut: not 现在, 存在, 在于); "".
    The word after 在 is the memory's own term there (the longest one), which joins what jieba cuts (在练马区: 练 /
    马区, a place, not 练 "to practise")."""
    import jieba  # already loaded by the Chinese reading of the text (fact_units)

    text = U.text
    for t, _start, end in jieba.tokenize(text):
        if t != "在":
            continue
        here = [u for u in U.terms if u.surface and text.startswith(u.surface, end)]
        if not here:
            continue
        word = max(here, key=lambda u: len(u.surface))
        after = text[end + len(word.surface) :]
        if word.known and _zh_verb_gloss(word.surface) and not after.startswith(_ZH_FRAME_AFTER):
            return word.surface[0]
    return ""


def _in_progress(U: Units) -> str:
    """The first character of the verb said in progress (zh), "+" for an English / Japanese progressive; ""."""
    if U.lang == "zh":
        m = _ZH_PROGRESSIVE.search(U.text)
        return m.group(1) if m else _zh_progressive_zai(U)
    if U.lang == "en":
        w = U.words
        prog = any(
            w[k - 2] == "user" and w[k - 1] in ("is", "'s") and x.endswith("ing") for k, x in enumerate(w) if k > 1
        )
        return "+" if prog else ""
    return "+" if _JA_PROGRESSIVE.search(U.text) and not _JA_ACHIEVED.search(U.text) else ""


def _achieved(U: Units, verb: str) -> bool:
    if U.lang == "zh":
        head = re.escape(verb) if verb != "+" else "[\u4e00-\u9fff]"
        return "正在" not in U.text and bool(re.search(rf"{head}[{_ZH_RESULT}]了", U.text))
    if U.lang == "en":
        w = U.words
        return any(w[k - 1] in ("user", "has", "had") and x in _EN_ACHIEVED for k, x in enumerate(w) if k)
    return bool(_JA_ACHIEVED.search(U.text))


def attempt_done(A: Units, B: Units) -> tuple[list[str], list[str]] | None:
    for P, D, flip in ((A, B, False), (B, A, True)):
        verb = _in_progress(P)
        if verb and not _in_progress(D) and _achieved(D, verb if P.lang == D.lang == "zh" else "+"):
            return (["done"], ["in progress"]) if flip else (["in progress"], ["done"])
    return None


# ---- entering against the outcome ------------------------------------------------------------------------------
_DRAW_EN = r"(?:lottery|lotteries|ballot|draw|raffle)"
_ENTER_EN = re.compile(rf"\b(?:entered|enters|enter|entering|applied|applies|apply|applying|signed up|signs up)\b"
                       rf"(?:\s\S+){{0,3}}\s(?:for\s|in\s|to\s)?(?:\S+\s)?{_DRAW_EN}\b")  # fmt: skip
_OUTCOME_EN = re.compile(rf"\b(?:won|wins|win|lost|loses|lose)\b(?:\s\S+){{0,2}}\s{_DRAW_EN}\b")
_ENTER = {"ja": re.compile(r"申し込|申込|応募|エントリー"), "zh": re.compile(r"报名|報名|申请|申請|参加抽签|參加抽簽")}
_OUTCOME = {
    "ja": re.compile(r"当選|落選|当た[っり]|外れ"),
    "zh": re.compile(r"中签|中簽|抽中|当选|當選|落选|落選|没抽中"),
}


def _draw(U: Units) -> str:
    if U.lang == "en":
        text = " ".join(U.words)
        enter, outcome = _ENTER_EN.search(text), _OUTCOME_EN.search(text)
    else:
        enter, outcome = _ENTER[U.lang].search(U.text), _OUTCOME[U.lang].search(U.text)
    return "" if bool(enter) == bool(outcome) else ("entered" if enter else "outcome")


def outcome_entry(A: Units, B: Units) -> tuple[list[str], list[str]] | None:
    da, db = _draw(A), _draw(B)
    return ([da], [db]) if da and db and da != db else None


def plan_differences(A: Units, B: Units) -> list[tuple[str, list[str], list[str]]]:
    """(kind, a, b) for each reading above that keeps the two memories apart."""
    return [("aspect", *got) for got in (plan_past(A, B), attempt_done(A, B), outcome_entry(A, B)) if got is not None]


__all__ = ["attempt_done", "en_verb_stem", "outcome_entry", "plan_differences", "plan_past"]

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

Each is asked only when nothing else has kept the two memories apart (the hook at the end of
:func:`memory.fact_direction.direction_differences`).
"""

from __future__ import annotations

import re

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


def _en_past(U: Units) -> set[str]:
    out: set[str] = set()
    w = U.words
    for k, x in enumerate(w):
        if k and x in ("was", "were") and k + 1 < len(w):  # a past passive: "was baptised", "were given"
            s = _participle(w[k + 1])
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


def _ja_nonpast_glosses(U: Units) -> set[str]:
    """Glosses of a Japanese memory whose sentence ends in a plain non-past (an event not yet done) or says 予定 /
    つもり: its predicates, and a verbal noun right before a final する (1泊する: 泊)."""
    text = U.text.strip()
    if _JA_PLAN.search(text):
        return _glosses(U)
    if not _JA_NONPAST_END.search(text) or text.endswith(("ある。", "いる。", "ある", "いる")):
        return set()
    out = _glosses(U)
    m = re.search(r"(?:する|します)[。.]?$", text)
    if m:
        for u in U.terms:
            if u.known and text.endswith(u.surface + text[m.start() :]):
                out |= set(u.glosses)
    return out


def _plan(U: Units) -> set[str]:
    if U.lang == "en":
        return _en_plan(U)
    if U.lang == "ja":
        return _ja_nonpast_glosses(U)
    return _glosses(U) if _ZH_PLAN.search(U.text) and not _ZH_DONE.search(U.text) else set()


def _past(U: Units) -> set[str]:
    if U.lang == "en":
        return set() if any(x in _EN_FUTURE_LEAD for x in U.words) else _en_past(U)
    if U.lang == "ja":
        return _glosses(U, pred_only=False) if _JA_PAST_END.search(U.text.strip()) else set()
    if _ZH_PLAN.search(U.text) or not _ZH_DONE.search(U.text):
        return set()
    return _glosses(U)


def plan_past(A: Units, B: Units) -> tuple[list[str], list[str]] | None:
    if not A.dates or A.dates != B.dates or A.periods or B.periods:
        return None
    for P, D, flip in ((A, B, False), (B, A, True)):
        plan = _plan(P)
        if plan and _past(D) & plan and not _past(P) & plan and not _plan(D) & plan:
            return (["done"], ["planned"]) if flip else (["planned"], ["done"])
    return None


# ---- an attempt in progress against its completion ------------------------------------------------------------
_ZH_PROGRESSIVE = re.compile(r"正在([\u4e00-\u9fff])")
_ZH_RESULT = "取上到完好成会过"
_EN_ACHIEVED = frozenset({"passed", "got", "obtained", "earned", "acquired", "won", "gained"})
_JA_PROGRESSIVE = re.compile(r"中[。.]?$|中で|ているところ")
_JA_ACHIEVED = re.compile(r"(?:取得|合格|取っ|受かっ|獲得)(?:し)?た")


def _in_progress(U: Units) -> str:
    """The first character of the verb said in progress (zh), "+" for an English / Japanese progressive; ""."""
    if U.lang == "zh":
        m = _ZH_PROGRESSIVE.search(U.text)
        return m.group(1) if m else ""
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

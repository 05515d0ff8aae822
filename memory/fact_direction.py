"""Round 31 (set ab, issue 13): who does what to whom, and what is only possible, in memories that align word for word.

* **A word and its negation** (:func:`negated_prefix`). 合格 / 不合格 aligned as variants of one word: a CJK word
  that is another word behind a negating prefix (不 未 無 无 非) is that word's opposite, never a variant.
* **Possible against stated** (:func:`epistemic`). "might go" / "goes", 可能会去 / 要去, かもしれない: a closed class
  of markers of possibility per language (might, maybe, perhaps, possibly; かもしれ, 可能性; 可能, 也许, 或许, 说不定);
  a memory that says one against a memory that says none states a fact as only possible. Round 42a: "may" before
  "be" or a perfect "have" ("may be prescribed", "may have lost") too; "may" before any other verb is permission.
  Round 43a: "could have" + a participle and "could be" + a determiner or -ing (:mod:`memory.fact_possible`); the
  ない of かもしれない is no negation (:mod:`memory.fact_exclusive`), and the markers are no values.
* **X and Y against X only** (:func:`only_difference`). "a front-and-rear dashcam" / "a front-only dashcam": the
  English modifier rule took "rear" for a refinement, but the other memory says its aligned word is the only one.
* **Another person as the subject** (:func:`person_subject`). "the user gave" / "the user's mother gave": a person
  noun after a possessive and before a verb is the one who acts, not a modifier of anything.
* **Active against passive** (:func:`direction_difference`). "The user mentors X" / "The user is mentored by X": the
  agent of a passive is after "by", its subject is the patient; agent and patient swapped between the user and
  another person are two facts.
* **A simple present of a dated event against its past** (:func:`dated_tense`). "has a meeting on 8 July" / "had a
  meeting on 8 July": the present of one dated event (the same dates on both sides, no repetition said), right
  after "user", is scheduled, the past is done. Irregular verbs and be only.
* **Who runs it and who goes to it** (:func:`role_difference`): a closed class of verbs per language for taking part
  (goes to, attends, joins; 通う, 参加, 出席; 参加, 出席, 参与) and one for running (runs, organises, hosts, leads,
  chairs; 主催, 運営, 主宰; 主办, 举办, 主持, 运营). Round 47a: the passive with the user as agent ("run by the
  user") runs it, "is a guest of / at" goes to it, and Chinese 招待 (never 被 / 受到招待) is the host's verb.
* **Who teaches and who learns** (:func:`lesson_difference`): teaches / gives X lessons against takes lessons from X,
  learns from X, is taught by X; 教える against 習う, 教わる, レッスンを受ける.
* **Who acts on whom, and whose thing, between any two values** (round 40b): :func:`memory.fact_voice.
  voice_difference` (an aligned value the agent of one clause and the object of the other, the verbs aligned; the
  passive with "by" / 被 / に…られる and "gets X from") and :func:`memory.fact_owner.owner_difference` (an aligned
  noun the user's on one side, another person's on the other).
* **The user acts in one memory, another person in the other** (round 41b): :func:`memory.fact_actor.
  actor_difference` ("the user walks Mr Kobayashi's dog" / "Mr Kobayashi walks the user's dog", "the user is visiting
  the home of Ms Ishikawa" / 石川先生が家庭訪問に来る): the person is what the user acts on, or its owner.
* **Two modifiers of one head in one language** (:func:`slot_difference`). 拳击馆 / 泰拳馆: in one Chinese or
  Japanese pair, the head aligned and the words right before it left unaligned on both sides, one a dictionary word:
  two kinds of one thing (vectors would join them across the pair).

* **A modal or a plan against a plain statement** (round 45a, :mod:`memory.fact_statement`, asked last, when none
  of the above read anything): "may" + a verb against a memory that marks no modality; a CJK verbal noun's dated
  plan (断水する, 入院する) against an English past whose verb met nothing.
* **A kin word's sex; a Chinese clause negator; Chinese scheduled against done** (round 46b,
  :mod:`memory.fact_kin_sex`, :mod:`memory.fact_zh_marked`): 外甥 / 外甥女; 没有批准 against 批准 beside a shared 无薪;
  定于 against 已经…了.

Each is asked only when nothing else has kept the two memories apart (the hook at the end of
:func:`memory.fact_modality.precision_differences`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .english_words import IRREGULAR_VERBS, POSSESSIVE_DETERMINERS
from .fact_actor import actor_difference  # round 41b: who acts
from .fact_benefactive import benefactive_actor
from .fact_coord_subject import coordinated_subject  # round 47a: who does the second of two coordinated verbs
from .fact_kin_collateral import collateral_difference  # round 47b: an uncle is no cousin
from .fact_kin_sex import kin_sex_difference  # round 46b: 外甥 / 外甥女, a kin word's sex
from .fact_lexicon import Units
from .fact_np_ends import np_ends_difference  # round 47a: the ends of a move said as noun phrases
from .fact_outcome import outcome_difference, referent_gloss_difference  # round 47b: 当選 / 落選; 副会長
from .fact_owner import owner_difference  # round 40b: whose thing, for any aligned value
from .fact_plan import plan_differences  # round 34: a dated plan / its past, an attempt / its result, a draw
from .fact_possible import could_possible  # round 43a: "could have" + participle, "could be" + a determiner
from .fact_served import served_difference  # rounds 42b, 43b: the user a guide / guided by one, any language
from .fact_statement import statement_differences  # round 45a: a modal or a plan against a plain statement
from .fact_voice import voice_difference  # round 40b: who acts on whom, between any two values
from .fact_zh_marked import zh_marked_differences  # round 46b: 没有 against 无薪 only; 定于 against 已经…了

Found = tuple[str, list[str], list[str]]
_CJK = re.compile(r"^[\u3040-\u30ff\u3400-\u9fff]+$")
_HAN = re.compile(r"^[\u3400-\u9fff]+$")


# ---- a word and its negation ---------------------------------------------------------------------------------------
def negated_prefix(aligned: Sequence[tuple[str, str, str]]) -> tuple[list[str], list[str]] | None:
    for x, y, _ in aligned:
        if x and y and x != y and _CJK.match(x) and _CJK.match(y):
            for p, q in ((x, y), (y, x)):
                if len(p) >= 2 and q == p[1:] and p[0] in "不未無无非":
                    return [x], [y]
    return None


# ---- possible against stated ---------------------------------------------------------------------------------------
_POSSIBLE_EN = frozenset({"might", "maybe", "perhaps", "possibly"})
_POSSIBLE_JA = re.compile(r"かもしれ|かも知れ|可能性")
_POSSIBLE_ZH = re.compile(r"(?<![不尽盡])可能|也许|也許|或许|或許|说不定|說不定")


# round 42a: "may" before "be" or a perfect "have" and a participle ("may be prescribed", "may be allergic", "may
# have lost") is possibility: permission is given for what one does ("may bring a lunch", "may park"), not for a
# state or a passive one is put in, nor for a past. A bare "may" + verb stays the permission that deontic() reads
_MAY_STATE = frozenset({"be", "have"})


def _may_possible(words: Sequence[str]) -> bool:
    for k, w in enumerate(words[:-2]):
        if w != "may" or words[k + 1] not in _MAY_STATE:
            continue
        nxt = words[k + 2]
        if words[k + 1] == "be" or nxt == "been" or nxt.endswith("ed") or nxt in _PASTS:
            return True
    return False


def epistemic(U: Units) -> bool:
    if U.lang == "en":
        return any(w in _POSSIBLE_EN for w in U.words) or _may_possible(U.words) or could_possible(U.words)
    return bool((_POSSIBLE_JA if U.lang == "ja" else _POSSIBLE_ZH).search(U.text))


# ---- X and Y against X only ----------------------------------------------------------------------------------------
def _only_next_to(words: Sequence[str], w: str) -> bool:
    return any(x == w and ((k + 1 < len(words) and words[k + 1] == "only") or (k > 0 and words[k - 1] == "only"))
               for k, x in enumerate(words))  # fmt: skip


def _coordinated(words: Sequence[str], m: str, w: str) -> bool:
    return any(words[k + 1] == "and" and {words[k], words[k + 2]} == {m, w} for k in range(len(words) - 2))


def only_difference(A: Units, B: Units, aligned: Sequence[tuple[str, str, str]]) -> tuple[list[str], list[str]] | None:
    if not A.lang == B.lang == "en":
        return None
    for m_a, m_b, how in aligned:
        if how != "modifier":
            continue
        X, Y, m, flip = (A, B, m_a, False) if m_a else (B, A, m_b, True)
        for x, y, h in aligned:
            w, v = (y, x) if flip else (x, y)
            if h != "modifier" and w and v and _coordinated(X.words, m, w) and _only_next_to(Y.words, v):
                got = ([f"{w} and {m}"], [f"{v} only"])
                return got[::-1] if flip else got
    return None


# ---- another person as the subject ---------------------------------------------------------------------------------
_PASTS = frozenset(f for forms in IRREGULAR_VERBS.values() for f in forms.split()) | {"is", "was", "has", "had"}


def _verb_form(w: str) -> bool:
    return w in _PASTS or (len(w) > 4 and w.endswith("ed"))


def person_subject(A: Units, B: Units, aligned: Sequence[tuple[str, str, str]]) -> tuple[list[str], list[str]] | None:
    from .fact_frames import relation_person
    from .fact_persons import person_noun

    for x, y, how in aligned:
        if how != "modifier":
            continue
        U, p = (A, x) if x else (B, y)
        if U.lang != "en" or not (relation_person(p, "en") or person_noun(p, "en")):
            continue
        w = U.words
        for k in range(1, len(w) - 1):
            poss = w[k - 1].endswith("'s") or w[k - 1] in POSSESSIVE_DETERMINERS
            if w[k] == p and poss and _verb_form(w[k + 1]):
                return ([p], ["-"]) if x else (["-"], [p])
    return None


# ---- active against passive ----------------------------------------------------------------------------------------
_BE = frozenset({"is", "was", "are", "were", "be", "been", "being"})


def _who(tokens: Sequence[str], first: bool) -> str:
    """'user' or 'other' for the noun phrase the tokens start (first) or end with, else ''."""
    if not tokens:
        return ""
    if first:
        head = tokens[:2]
        return "user" if head[-1:] == ["user"] or list(head) == ["the", "user"] else "other"
    return "user" if "user" in tokens else "other"


def _agent_patient(U: Units, verb: str) -> tuple[str, str] | None:
    w = list(U.words)
    for k, x in enumerate(w):
        if x != verb:
            continue
        if k >= 2 and w[k - 1] in _BE and k + 1 < len(w) and w[k + 1] == "by":
            return _who(w[k + 2 : k + 4], True), _who(w[: k - 1], False)
        if k >= 1 and w[k - 1] not in _BE:
            return _who(w[:k], False), _who(w[k + 1 : k + 3], True)
    return None


def _passive_at(U: Units, verb: str) -> bool:
    w = U.words
    return any(t == verb and 0 < k < len(w) - 1 and w[k - 1] in _BE and w[k + 1] == "by" for k, t in enumerate(w))


def direction_difference(A: Units, B: Units,
                         aligned: Sequence[tuple[str, str, str]]) -> tuple[list[str], list[str]] | None:  # fmt: skip
    if not A.lang == B.lang == "en":
        return None
    for x, y, how in aligned:
        if not x or not y or how == "modifier":
            continue
        if not any(_passive_at(U, v) for U, v in ((A, x), (B, y))):
            continue
        ra, rb = _agent_patient(A, x), _agent_patient(B, y)
        if ra and rb and all(ra + rb) and ra[0] != ra[1] and ra == rb[::-1]:
            return [f"agent:{ra[0]}>{ra[1]}"], [f"agent:{rb[0]}>{rb[1]}"]
    return None


# ---- a simple present of a dated event against its past --------------------------------------------------------
def _forms(w: str) -> tuple[str, str] | None:
    """(present 3sg, past) of the verb a word is a form of: the irregular table (has / had, goes / went) and is / was
    only; regular verbs (visits / visited) are not read yet."""
    for base, forms in IRREGULAR_VERBS.items():
        past = forms.split()[0]
        pres = "has" if base == "have" else ("goes" if base == "go" else base + "s")
        if w in (pres, past):
            return pres, past
    if w in ("is", "was"):
        return "is", "was"
    return None


def dated_tense(A: Units, B: Units) -> tuple[list[str], list[str]] | None:
    if not A.lang == B.lang == "en" or not A.dates or A.dates != B.dates or A.periods or B.periods:
        return None
    for X, Y, flip in ((A, B, False), (B, A, True)):
        for k, w in enumerate(X.words):
            got = _forms(w) if k and X.words[k - 1] == "user" else None
            if not got or w != got[0] or got[1] in X.words:
                continue
            ys = Y.words
            if any(ys[j] == got[1] and ys[j - 1] == "user" for j in range(1, len(ys))) and got[0] not in ys:
                out = (["planned"], ["done"])
                return out[::-1] if flip else out
    return None


# ---- who runs it and who goes to it -----------------------------------------------------------------------------
_ATTEND_EN = re.compile(r"\b(?:go(?:es)?|went|going) to\b|\battend(?:s|ed|ing)?\b|\btak(?:es|e|ing) part\b"
                        r"|\btook part\b|\bparticipat(?:es|e|ed|ing)\b"
                        # round 47a: a guest of / at is there by another's invitation, as one who goes to it
                        r"|\b(?:is|was|are|were|be|been|being) (?:a |the )?guests? (?:of|at)\b")  # fmt: skip
_RUN_EN = re.compile(r"\b(?:runs|ran|running|run) (?:a|an|the|their|his|her|its)\b|\borgani[sz](?:es|e|ed|ing)\b"
                     r"|\bhost(?:s|ed|ing)?\b|\bchair(?:s|ed|ing)?\b"
                     r"|\b(?:run|organi[sz]ed|led|chaired) by the user\b")  # fmt: skip
_ATTEND = {"ja": re.compile(r"通っ|通う|通い|参加|出席"), "zh": re.compile(r"参加|參加|出席|参与|參與")}
_RUN = {"ja": re.compile(r"主催|運営|主宰"), "zh": re.compile(r"主办|主辦|举办|舉辦|主持|运营|運營|(?<![被受到])招待")}


def _role(U: Units) -> str:
    text = " ".join(U.words) if U.lang == "en" else U.text
    att = (_ATTEND_EN if U.lang == "en" else _ATTEND[U.lang]).search(text)
    run = (_RUN_EN if U.lang == "en" else _RUN[U.lang]).search(text)
    return "" if bool(att) == bool(run) else ("attends" if att else "runs")


def role_difference(A: Units, B: Units) -> tuple[list[str], list[str]] | None:
    ra, rb = _role(A), _role(B)
    return ([ra], [rb]) if ra and rb and ra != rb else None


# ---- who teaches and who learns -----------------------------------------------------------------------------------
_LESSON = r"(?:lessons?|class(?:es)?|tutoring)"
_LEARN_EN = re.compile(rf"\b(?:takes?|took|taking|has|had|gets?|got|receives?|received)\b(?:\s\S+){{0,3}}\s{_LESSON}"
                       r"\s(?:\S+\s){0,3}?from\b|\blearn(?:s|ed|t|ing)?\b.*\bfrom\b"
                       r"|\b(?:is|was|are|were|being|been) (?:taught|tutored|coached)\b"
                       # taking or attending a class is a learner's (round 32: "takes a pottery class in X" had no
                       # "from", and only an unread name kept it apart from 教室で教えている "teaches at the class")
                       r"|\b(?:takes?|took|taking|attends?|attended|attending)\b"
                       rf"(?:\s\S+){{0,4}}\s{_LESSON}\b(?!\sto\b)")  # fmt: skip
_TEACH_EN = re.compile(rf"\b(?:teach(?:es)?|taught|tutors?|tutored|coach(?:es|ed)?)\b(?! by)"
                       rf"|\b(?:gives?|gave|giving)\b(?:\s\S+){{0,4}}\s{_LESSON}\b(?!\s(?:\S+\s)?from)")  # fmt: skip
_LEARN_JA = re.compile(r"習[っうい]|教わ|レッスンを受け|教えてもら")
_TEACH_JA = re.compile(r"教え(?!てもら)")


def _lesson(U: Units) -> str:
    """The user's role, read only where the user is the subject: "the user" right before the verb (English), a
    memory that opens with ユーザーは / ユーザーが (Japanese); "the user's daughter teaches" is not read."""
    if U.lang == "en":
        text = " ".join(U.words)
        learn, teach = _LEARN_EN.search(text), _TEACH_EN.search(text)
        m = learn or teach
        before = text[: m.start()].strip() if m else ""
        if not (before == "user" or before.endswith(" user")):
            return ""
    elif U.lang == "ja" and U.text.startswith(("ユーザーは", "ユーザーが")):
        learn, teach = _LEARN_JA.search(U.text), _TEACH_JA.search(U.text)
    else:
        return ""
    return "" if bool(learn) == bool(teach) else ("learner" if learn else "teacher")


def lesson_difference(A: Units, B: Units) -> tuple[list[str], list[str]] | None:
    la, lb = _lesson(A), _lesson(B)
    return ([la], [lb]) if la and lb and la != lb else None


# ---- two modifiers of one head in one language --------------------------------------------------------------------
def slot_difference(A: Units, B: Units, aligned: Sequence[tuple[str, str, str]]) -> tuple[list[str], list[str]] | None:
    if not A.lang == B.lang == "zh":
        return None
    met_a, met_b = {x for x, _, _ in aligned}, {y for _, y, _ in aligned}
    ta, tb = A.terms, B.terms
    for i in range(1, len(ta)):
        for j in range(1, len(tb)):
            h, g, u, v = ta[i], tb[j], ta[i - 1], tb[j - 1]
            if h.pred or g.pred or len(h.surface) != 1 or (h.surface, g.surface, "same") not in aligned:
                continue
            if u.surface in met_a or v.surface in met_b or u.surface == v.surface:
                continue
            if u.surface + h.surface not in A.text or v.surface + g.surface not in B.text:
                continue
            if min(len(u.surface), len(v.surface)) >= 2 and _HAN.match(u.surface + v.surface) and (u.known or v.known):
                return [u.surface], [v.surface]
    return None


def direction_differences(A: Units, B: Units, aligned: Sequence[tuple[str, str, str]]) -> list[Found]:
    """(kind, a, b) for each reading above that keeps the two memories apart."""
    out: list[Found] = []
    neg = negated_prefix(aligned)
    if neg is not None:
        out.append(("polarity", *neg))
    ea, eb = epistemic(A), epistemic(B)
    if ea != eb:
        out.append(("modality", ["possible" if ea else "-"], ["possible" if eb else "-"]))
    for kind, got in (("value", only_difference(A, B, aligned)), ("person", person_subject(A, B, aligned)),
                      ("role", direction_difference(A, B, aligned)), ("aspect", dated_tense(A, B)),
                      ("role", role_difference(A, B)), ("role", lesson_difference(A, B)),
                      ("value", slot_difference(A, B, aligned)), ("role", np_ends_difference(A, B, aligned)),
                      ("person", coordinated_subject(A, B, aligned))):  # fmt: skip
        if got is not None:
            out.append((kind, *got))
    for got in (voice_difference(A, B, aligned), owner_difference(A, B, aligned)):  # round 40b: any two values
        if got is not None:
            out.append(("role", *got))
    if (got := kin_sex_difference(A, B, aligned)) is not None:  # round 46b: a niece is no nephew
        out.append(("value", *got))
    out += [d for d in zh_marked_differences(A, B) if d not in out]  # round 46b
    got47 = (outcome_difference(A, B), referent_gloss_difference(A, B, aligned), collateral_difference(A, B, aligned))
    for got in got47:
        if got is not None:  # round 47b: 当選 / 落選, 副会長 / "president", uncle / いとこ
            out.append(("value", *got))
    if not out and (got := actor_difference(A, B, aligned)) is not None:  # round 41b: the user or the other acts
        out.append(("role", *got))
    if not out and (got := served_difference(A, B, aligned)) is not None:  # rounds 42b, 43b: the user a guide / guided
        out.append(("role", *got))
    found = benefactive_actor(A, B)  # round 38: a verb done for the user against the user doing it
    plans = [d for d in plan_differences(A, B) if d not in out]  # a dated "is" read above too (round 41a)
    out += plans + ([("role", *found)] if found else [])
    return out or statement_differences(A, B, aligned)  # round 45a: "may" + verb / a plain one; 断水する / "was shut"


__all__ = [
    "dated_tense",
    "direction_difference",
    "direction_differences",
    "epistemic",
    "lesson_difference",
    "negated_prefix",
    "only_difference",
    "person_subject",
    "role_difference",
    "slot_difference",
]

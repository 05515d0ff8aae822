"""Round 28 (set z, issue 13): four readings that keep apart memories whose every value aligns.

Set z's false "same" were pairs that align word for word and still state another fact:

* **A permission granted, refused or asked for** (:func:`permission_act`). "The landlord gave permission to X" /
  "refused permission to X" / "the user asked the landlord for permission to X": the values are one (landlord,
  permission, X); what differs is the act. A request is no grant (a speech act, not its outcome), and a refusal
  is the grant's opposite, though no negator is written ("refused permission" takes a noun, which the negative
  implicatives of :mod:`memory.fact_implicatives` do not read: they read "refused to"). Read only in a memory that
  speaks of a permission (the closed class of permission words: permission / allow / permit / approve / consent /
  let; 許可 承諾 了承 認め 許し; 同意 允许 准许 批准 许可 答应), each act a closed class of verbs per language; a
  negated grant ("did not allow", 不同意, 許可しなかった) is a refusal. A memory that reads a request and an outcome
  together ("asked and got permission") is not read.
* **A future against a past of the same verb** (:func:`tense_difference`). The aspect reader of
  :mod:`memory.fact_predicates` leaves thirty irregular pasts unread (``_NOT_READ_PAST``: some are presents too,
  and reading them all would move other sets' reasons). One of them that is only a past ("sat", not "set" / "read"),
  against a memory that says the same verb's base after a marker of the future ("will sit" / "sat"), is the planned /
  done contrast the aspect reader draws for every other verb. And a Chinese duration complement without 了 / 过
  (去温哥华留学一年 "goes to study in Vancouver for a year": a done stay is 留学了一年), with no past time, 已 / 曾 or
  repetition said, is not yet done: against an English past ("studied ... for one year") it is planned / done.
* **Whose thing** (:func:`possessor_difference`). The English modifier rule of :mod:`memory.facts` takes a word
  right before an aligned noun as a modifier (the same thing described in more detail). A person noun in the
  possessive ("the user's wife's bootcamp fee" / "the user's bootcamp fee") is no modifier: it names another owner.
* **Agent and beneficiary, persons read widely in Chinese** (:func:`beneficiary_swap`). Round 26's beneficiary
  reader (:func:`memory.fact_agents.beneficiaries`) knows a person by a relation word; a counted person
  (二十个人 "twenty people") or a noun whose first gloss is a WordNet person noun (:mod:`memory.fact_persons`) is
  a person too: 用户要为…二十个人做宴席 / …二十个人要为用户做宴席 swap who cooks and who is cooked for.

Each is asked only when nothing else has kept the two memories apart (:func:`precision_differences`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .english_words import IRREGULAR_VERBS
from .fact_agents import _chain_reading, _kind_cjk, beneficiaries, zh_for_split
from .fact_lexicon import Units, zh_glossed_verb

# ---- a permission: granted, refused, requested -------------------------------------------------------------------
_PERMIT_EN = re.compile(r"\b(?:permission|allow(?:s|ed|ing)?|permit(?:s|ted|ting)?|approv(?:e|es|ed|ing|al)"
                        r"|consent(?:s|ed)?|let)\b")  # fmt: skip
_PERMIT_JA = re.compile(r"許可|承諾|了承|認め|許し|許さ|許す")
_PERMIT_ZH = re.compile(r"同意|允许|允許|准许|准許|批准|许可|許可|答应|答應")
_REFUSE_EN = re.compile(r"\b(?:refus(?:e|es|ed|ing)|den(?:y|ies|ied|ying)|declin(?:e|es|ed|ing)|reject(?:s|ed|ing)?"
                        r"|turn(?:s|ed|ing)?\s+down|withh(?:o|e)ld(?:s|ing)?|forb(?:id|ids|ade|idden)"
                        r"|prohibit(?:s|ed|ing)?|veto(?:es|ed)?)\b")  # fmt: skip
_REFUSE_JA = re.compile(r"(?<![\u3005\u4e00-\u9fff])断(?:っ|る|り|ら|れ|わ)|拒否|拒絶|拒(?:ん|む|ま|み|め)|却下|禁止")
_REFUSE_ZH = re.compile(r"拒绝|拒絕|婉拒|驳回|駁回|禁止|不准")
_REQUEST_EN = re.compile(r"\b(?:ask(?:s|ed|ing)?|request(?:ed|ing)|appl(?:y|ies|ied|ying)\s+for|seek(?:s|ing)?"
                         r"|sought)\b")  # fmt: skip
_REQUEST_JA = re.compile(r"求め|申請|頼ん|頼み|頼む|お願い|依頼")
_REQUEST_ZH = re.compile(r"请求|請求|申请|申請|征求|要求|请示|請示")
# an outcome said beside a request ("asked for and got permission"): such a memory is not read
_OUTCOME_EN = re.compile(r"\b(?:got|get|gets|received|obtained|gave|given|granted|allowed|permitted|approved)\b")
_OUTCOME_JA = re.compile(r"もら|得|下り|出た|出し|くれ|され")
_OUTCOME_ZH = re.compile(r"同意了|批准了|得到|获得|獲得|获准|獲准|拿到")

_TABLES = {
    "en": (_PERMIT_EN, _REFUSE_EN, _REQUEST_EN, _OUTCOME_EN),
    "ja": (_PERMIT_JA, _REFUSE_JA, _REQUEST_JA, _OUTCOME_JA),
    "zh": (_PERMIT_ZH, _REFUSE_ZH, _REQUEST_ZH, _OUTCOME_ZH),
}


def permission_act(U: Units) -> str:
    """``granted`` / ``refused`` / ``requested`` for a memory that speaks of a permission, else ``""``."""
    tables = _TABLES.get(U.lang)
    if tables is None:
        return ""
    permit, refuse, request, outcome = tables
    text = U.text.casefold() if U.lang == "en" else U.text
    if not permit.search(text):
        return ""
    if refuse.search(text):
        return "refused"
    if request.search(text):
        return "" if outcome.search(text) or U.negated else "requested"
    return "refused" if U.negated else "granted"


# ---- a future against a past of the same verb ----------------------------------------------------------------
_FUTURE_EN = frozenset({"will", "shall", "'ll"})
# the pasts that are only pasts: a past form no verb of the table has as its base or its participle's spelling
_BASES = frozenset(IRREGULAR_VERBS)
_ONLY_PAST = {
    forms.split()[0]: base for base, forms in IRREGULAR_VERBS.items() if forms.split()[0] not in _BASES | {base}
}


def _future_base(words: Sequence[str], base: str) -> bool:
    """``base`` said after a marker of the future, up to two words between ("will sit", "will not sit",
    "is going to sit")."""
    for k, w in enumerate(words):
        if w != base:
            continue
        before = words[max(0, k - 3) : k]
        if any(x in _FUTURE_EN for x in before) or (len(before) >= 2 and before[-2:] == ("going", "to")):
            return True
    return False


# a Chinese duration complement right after its verb (留学一年, 住三个月): a done stay takes 了 / 过 (留学了一年)
_ZH_DURATION = re.compile(
    r"^(?:[0-9０-９]{1,2}|[一二两三四五六七八九十半几]{1,3})(?:个月|个)?(?:年|周|星期|礼拜|天|小时|钟头|分钟)?$"
)
# what marks a done, past or repeated event without 了 / 过: such a memory is not read
_ZH_NOT_PROSPECTIVE = re.compile(
    r"了|过|過|已|曾|正在|去年|前年|上个|上周|上星期|上月|以前|之前|年前|当时|那年|小时候|每|常|总是|一直"
)


def zh_duration_prospective(U: Units) -> bool:
    """A Chinese memory whose verb takes a duration complement without 了 / 过 (去温哥华留学一年 "goes to study in
    Vancouver for a year"): the stay is not yet done (a done one is 留学了一年), unless a past time, a repetition
    (每, 常) or 已 / 曾 is said."""
    if U.lang != "zh" or _ZH_NOT_PROSPECTIVE.search(U.text):
        return False
    import jieba  # already loaded by the Chinese reading of the text (fact_units)

    toks = [t for t in jieba.lcut(U.text) if t.strip()]
    return any(
        _unit_duration(t) and 0 < k < len(toks) - 1 and toks[k + 1] in "。，,；;" and zh_glossed_verb(toks[k - 1])
        for k, t in enumerate(toks)
    )


def _unit_duration(t: str) -> bool:
    """一年, 两个月, 三周, 半年: a number and a unit of time; a month needs 个 (三月 is March)."""
    m = _ZH_DURATION.match(t)
    return bool(m) and t.endswith(("年", "个月", "周", "星期", "礼拜", "天", "小时", "钟头", "分钟"))


def tense_difference(A: Units, B: Units) -> tuple[list[str], list[str]] | None:
    """(["planned"], ["done"]) or the reverse, when one English memory says a verb's base after will / going to and
    the other that verb's past form, a form that is only a past; or when a Chinese memory's duration is not yet
    done (:func:`zh_duration_prospective`) and the other, English, memory's event is done (the aspect reader; a
    Japanese た may be a decision, ことになった, not the event); else None."""
    from .fact_predicates import aspect

    for X, Y, flip in ((A, B, False), (B, A, True)):
        if zh_duration_prospective(X) and Y.lang == "en" and aspect(Y) == "done":
            got = (["planned"], ["done"])
            return got[::-1] if flip else got
    if not A.lang == B.lang == "en":
        return None
    for X, Y, flip in ((A, B, False), (B, A, True)):
        for w in Y.words:
            base = _ONLY_PAST.get(w)
            if base and base not in Y.words and _future_base(tuple(X.words), base):
                got = (["planned"], ["done"])
                return got[::-1] if flip else got
    return None


# ---- whose thing: a person in the possessive is no modifier ---------------------------------------------------
def _possessive_person(U: Units, surface: str) -> bool:
    from .fact_frames import relation_person
    from .fact_persons import person_noun

    w = U.words
    for k, x in enumerate(w):
        base = x.removesuffix("'s")
        if base != surface.casefold():
            continue
        poss = x.endswith("'s") or (k + 1 < len(w) and w[k + 1] in ("'s", "s'"))
        if poss and (relation_person(base, "en") or person_noun(base, "en")):
            return True
    return False


def possessor_difference(A: Units, B: Units,
                         aligned: Sequence[tuple[str, str, str]]) -> tuple[list[str], list[str]] | None:  # fmt: skip
    """(a's extra owner, b's) when the English modifier rule took a possessive person noun for a modifier."""
    for x, y, how in aligned:
        if how != "modifier":
            continue
        if x and _possessive_person(A, x):
            return [x], ["-"]
        if y and _possessive_person(B, y):
            return ["-"], [y]
    return None


# ---- agent and beneficiary, Chinese persons read widely -------------------------------------------------------
_COUNTED = re.compile(r"^[0-9０-９一二两三四五六七八九十百千几多]+[个位名]?")


def _kind_zh_wide(piece: str) -> str:
    from .fact_persons import person_noun

    k = _kind_cjk(piece, "zh")
    if k:
        return k
    head = _COUNTED.sub("", piece)
    return "other" if head and (_kind_cjk(head, "zh") or person_noun(head, "zh")) else ""


def _zh_chain_head(phrase: str) -> str:
    pieces = [p for p in phrase.split("的") if p]
    return _kind_zh_wide(pieces[-1]) if pieces else ""


def _counted_person(toks: list[str], i: int) -> bool:
    """A numeral that counts a person (二十个 | 人): the subject goes on past it."""
    return bool(_COUNTED.match(toks[i])) and i + 1 < len(toks) and _kind_zh_wide(toks[i] + toks[i + 1]) == "other"


def _beneficiary_zh_wide(U: Units) -> tuple[str, str] | None:
    split = zh_for_split(U, _counted_person)
    if split is None:
        return None
    lead, np = split
    subj = _chain_reading([_zh_chain_head("".join(lead))])[0] if lead else "thing"
    k = _zh_chain_head("".join(np)) if np else ""
    got = (subj, k) if subj != "thing" and k else None
    return got if got and set(got) == {"user", "other"} else None


def beneficiary_swap(A: Units, B: Units) -> tuple[list[str], list[str]] | None:
    """The agent and the beneficiary swapped between the user and another person, a Chinese memory's persons read
    widely (a counted 人, a WordNet person noun); the other memory read by round 26's reader or this one."""
    if "zh" not in (A.lang, B.lang):
        return None
    ra = _beneficiary_zh_wide(A) if A.lang == "zh" else beneficiaries(A)
    rb = _beneficiary_zh_wide(B) if B.lang == "zh" else beneficiaries(B)
    if ra and rb and ra == rb[::-1]:
        return [f"beneficiary:{ra[0]}>{ra[1]}"], [f"beneficiary:{rb[0]}>{rb[1]}"]
    return None


Found = tuple[str, list[str], list[str]]


def precision_differences(A: Units, B: Units, aligned: Sequence[tuple[str, str, str]]) -> list[Found]:
    """(kind, a, b) for each of the four readings above that keeps the two memories apart (the hook in
    :func:`memory.facts.compare`, asked when nothing else differed)."""
    out: list[Found] = []
    pa, pb = permission_act(A), permission_act(B)
    if pa and pb and pa != pb:
        out.append(("modality", [pa], [pb]))
    tense = tense_difference(A, B)
    if tense is not None:
        out.append(("aspect", *tense))
    owner = possessor_difference(A, B, aligned)
    if owner is not None:
        out.append(("person", *owner))
    swap = beneficiary_swap(A, B)
    if swap is not None:
        out.append(("role", *swap))
    from .fact_direction import direction_differences  # round 31: negation, possibility, roles, direction, tense
    from .fact_values import value_differences  # round 30: colours, an act undone, titles, a Chinese plan

    return out + value_differences(A, B, aligned) + direction_differences(A, B, aligned)


__all__ = ["beneficiary_swap", "permission_act", "possessor_difference", "precision_differences", "tense_difference"]

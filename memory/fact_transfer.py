"""Transfers and comparisons: who gives to whom, for how long, and whether one thing is ranked over another.

Round 11a (set l, set k): four wrong links that every verifier let through, because each pair shares all its values
and differs only in a closed grammatical class that the alignment does not read:

* **Loan or gift.** 貸した / あげた, "lent" / "gave", 借 / あげた: both verbs move money from one person to another,
  and the phrase verifier aligns them by vectors. A transfer verb is read from a closed table per language as
  ``(kind, direction)``: kind ``loan`` (lend, borrow, loan; 貸す, 借りる; 借, 借给, 贷) or ``gift`` (give, send,
  receive, pay; あげる, くれる, もらう, 送る, 受ける; 给, 送, 寄, 收到) or ``skill`` (teach / learn; 教える / 習う,
  学ぶ, 教わる; 教 / 学). A loan against a gift is a difference (a loan is given back); a memory whose verbs say a
  loan is a loan whatever auxiliary follows (貸してあげた "lent as a favour").
* **Direction.** The same transfer seen from the giver (out: give, send, lend, teach) or from the receiver (in:
  receive, borrow, learn; もらう, 受ける, 借りる, 習う; 收到, 借, 学). Two memories whose subjects are the same
  person and whose transfer verbs point opposite ways state opposite facts ("the parents send the user money" /
  両親はユーザーから仕送りを受けている; 三味線を習い始めた / 开始教三味线). The subject is read from the grammar
  (the English noun before the verb, the Japanese は / が phrase, the Chinese noun before the verb or preposition);
  when the subjects differ ("Kenji lent the user" / ユーザーは健二から借りた) the two may be one fact said from
  both ends, and nothing is decided here. A passive (was given, 被, られ) or a Japanese てもらう turns the
  direction round. An English passive whose subject is a thing and that names its giver after "by" ("a bonsai was
  given to the user by their father-in-law") is read as its active sentence: the agent is the subject (round 20b).
* **Comparison.** A ranking ("prefers X to Y", "more than", より, ほうが, 比, 比起, 更) against an equal footing
  ("equally", "as much as", 同じくらい, 同様, X も Y も, 一样, 都) is a difference: "prefers sushi to ramen" is no
  "likes sushi and ramen the same".

Only closed classes are read (transfer verbs, case particles, comparative markers); a memory where none is read is
left to the other checks. A transfer word inside a noun is no verb: an uninflected English "loan" / "gift" ("a car
loan" says the kind, not who lends), a one-kanji Japanese stem without its kana ending or after another kanji (大学,
賃貸, 放送), a Chinese 教 / 学 / 借 in a noun (教育, 学生, 借口), and 给 before another transfer verb (a preposition).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from .english_words import BE, GET, NOT_CONTRACTED, NOT_NEVER
from .fact_lexicon import AUX, EN_NUM_COMPOUND, EN_TOKEN, Unit, Units
from .fact_substitution import substitution_difference
from .fact_verbs import irregular_base

# English verb base -> (kind, direction); the subject is the giver for "out", the receiver for "in"
_EN_VERBS = {
    "lend": ("loan", "out"), "loan": ("loan", "out"), "borrow": ("loan", "in"),
    "give": ("gift", "out"), "send": ("gift", "out"), "donate": ("gift", "out"), "gift": ("gift", "out"),
    "receive": ("gift", "in"), "accept": ("gift", "in"), "inherit": ("gift", "in"),
    "teach": ("skill", "out"), "learn": ("skill", "in"), "study": ("skill", "in"),
}  # fmt: skip
_EN_REGULAR = {"lends": "lend", "lending": "lend", "loans": "loan", "loaned": "loan", "borrows": "borrow",
               "borrowed": "borrow", "borrowing": "borrow", "gives": "give", "giving": "give", "sends": "send",
               "sending": "send", "donates": "donate", "donated": "donate", "gifted": "gift", "receives": "receive",
               "received": "receive", "receiving": "receive", "accepts": "accept", "accepted": "accept",
               "inherited": "inherit", "inherits": "inherit", "teaches": "teach", "teaching": "teach",
               "learns": "learn", "learned": "learn", "learnt": "learn", "learning": "learn", "studies": "study",
               "studied": "study", "studying": "study"}  # fmt: skip
# the be / get passive auxiliaries ("was given", "gets taught"; the same set as fact_roles._BE)
_EN_BE = BE | GET
# words between a passive auxiliary and its participle ("was not given", "is also taught")
_EN_BETWEEN = NOT_NEVER | NOT_CONTRACTED | {"also", "still", "already"}
_EN_PREPS = frozenset("in at from to of on with for by near".split())
# the words that open an adverbial before the subject (fact_voice._INTRO, not imported: a cycle)
_EN_OPENERS = _EN_PREPS | frozenset("every each during after before since last this next until".split())
# Japanese verb stems (kana / kanji as written); longest first. て-form auxiliaries are excluded where they follow
# a verb (貸してあげた): the main verb says the transfer
JA_VERBS = (
    ("教わ", ("skill", "in")), ("教え", ("skill", "out")), ("習", ("skill", "in")), ("学", ("skill", "in")),
    ("貸", ("loan", "out")), ("借り", ("loan", "in")), ("借金", ("loan", "in")),
    ("あげ", ("gift", "out")), ("上げ", ("gift", "out")), ("くれ", ("gift", "out")), ("与え", ("gift", "out")),
    ("贈", ("gift", "out")), ("送", ("gift", "out")), ("仕送", ("gift", "out")), ("譲", ("gift", "out")),
    ("もら", ("gift", "in")), ("貰", ("gift", "in")), ("受け", ("gift", "in")), ("受取", ("gift", "in")),
    ("受け取", ("gift", "in")), ("いただ", ("gift", "in")), ("頂", ("gift", "in")),
)  # fmt: skip
_ZH_VERBS = (
    ("借给", ("loan", "out")), ("借出", ("loan", "out")), ("贷给", ("loan", "out")), ("借钱给", ("loan", "out")),
    ("借", ("loan", "in")), ("贷款", ("loan", "in")),
    ("教", ("skill", "out")), ("学", ("skill", "in")),
    ("收到", ("gift", "in")), ("得到", ("gift", "in")), ("接受", ("gift", "in")),
    ("赠", ("gift", "out")), ("送", ("gift", "out")), ("寄", ("gift", "out")), ("汇", ("gift", "out")),
    ("给", ("gift", "out")),
)  # fmt: skip
_ZH_RECEIVE_PREP = ("向", "从", "跟")  # 向 X 借 / 从 X 学: X is the source, the subject receives
_ZH_STOP = re.compile(r"向|给|从|跟|和|对|在|把|被|比|每|去年|今年|明年|[0-9０-９]")
_USER = ("user", "ユーザー", "用户", "用戶")


def en_transfers(U: Units) -> tuple[set[str], list[tuple[str, int]]]:
    kinds: set[str] = set()
    dirs: list[tuple[str, int]] = []
    for k, w in enumerate(U.words):
        base = _EN_REGULAR.get(w, irregular_base(w))
        hit = _EN_VERBS.get(base)
        if hit is None or (base in ("loan", "gift", "study") and w == base):
            if hit is not None:
                kinds.add(hit[0])  # "a car loan", "a gift": a noun, the kind without a direction
            continue
        kind, d = hit
        kinds.add(kind)
        j = k - 1
        while j >= 0 and U.words[j] in _EN_BETWEEN:
            j -= 1
        if j >= 0 and U.words[j] in _EN_BE and w != base and not w.endswith("ing"):
            # "was given", "is taught": the subject receives; "is learning", "is giving" is a progressive (round 14)
            d = "in" if d == "out" else "out"
        dirs.append((f"{kind}:{d}", k))
    return kinds, dirs


def _en_passive(U: Units, k: int) -> bool:
    """The transfer verb at ``k`` is a passive participle after be / get ("was given", "is not taught")."""
    w = U.words[k]
    j = k - 1
    while j >= 0 and U.words[j] in _EN_BETWEEN:
        j -= 1
    return j >= 0 and U.words[j] in _EN_BE and not w.endswith("ing") and _EN_REGULAR.get(w, irregular_base(w)) != w


_NOT_SUBJECT = frozenset(
    {"the", "a", "an", "also", "now", "still", "never", "not", "every", "month", "year", "week", "day", "often",
     "usually"}
)  # fmt: skip


def _en_opening(U: Units, verb_at: int) -> int:
    """The words of an opening adverbial before the verb: a phrase that starts with a preposition and ends at a
    comma ("For their 40th wedding anniversary, the user gave ..."; round 42b, set ag). Its noun is no subject;
    without this the subject stopped at the preposition and read nothing, so a reversed giver went unread."""
    if not U.words or U.words[0] not in _EN_OPENERS or "," not in U.text:
        return 0
    head = EN_NUM_COMPOUND.sub(lambda m: m.group(0).replace("-", " "), U.text[: U.text.index(",")])
    toks = [m.group(0).lower() for m in EN_TOKEN.finditer(head)]
    # a phrase that names the user is a clause of its own ("At a studio the user blew a glass, which ..."), not read
    return len(toks) if len(toks) < verb_at and not {"user", "user's"} & set(toks) else 0


def _en_subject(U: Units, verb_at: int) -> str:
    """The head noun before the verb: "the user's parents in Vietnam send" -> parents."""
    head = ""
    start = _en_opening(U, verb_at)
    for k, w in enumerate(U.words[start:verb_at], start):
        if w == "going" and U.words[k + 1 : k + 2] == ("to",):
            break  # "is going to give": a future, no noun (round 42b)
        if w in _EN_PREPS:
            break
        if w in _EN_BE or w in AUX:
            continue  # "is learning": the auxiliary is no subject (round 14 reads be + -ing as a progressive)
        # a hyphenated noun is a noun ("the user's father-in-law gave": round 20b, set t)
        if w.replace("-", "").isalpha() and w not in _NOT_SUBJECT:
            head = w
        elif w.endswith("'s"):
            head = w[:-2]
    return head


_BY_SKIP = frozenset({"the", "a", "an", "their", "his", "her", "its", "our", "my", "your", "user's"})


def _en_by_agent(U: Units, verb_at: int) -> str:
    """The person after "by" in a passive transfer ("was given to the user by their father-in-law" ->
    father-in-law): the giver of the active sentence (round 20b, set t). Only a person counts (the user, a kin or
    social relation, a name): "by March" is a deadline, "by bank transfer" a means."""
    w = U.words
    try:
        k = w.index("by", verb_at + 1)
    except ValueError:
        return ""
    j = k + 1
    while j < len(w) and w[j] in _BY_SKIP:
        j += 1
    if j >= len(w):
        return ""
    x = w[j].removesuffix("'s")
    return x if _en_person(U, x, j) else ""


def _en_person(U: Units, x: str, at: int = -1) -> bool:
    """The user, a kin or social relation, or (at a known position) a name."""
    from .fact_frames import relation_person

    if not x:
        return False
    if is_user(x) or relation_person(x, "en"):
        return True
    return any(t.proper and (t.at == at or (at < 0 and t.surface.casefold() == x)) for t in U.terms)


def agent_alignments(A: Units, B: Units, ta: Sequence[Unit], tb: Sequence[Unit], used_a: set[int],
                     used_b: set[int]) -> list[tuple[str, str, str]]:  # fmt: skip
    """The transfer verbs of two memories that read one transfer (one kind, one direction, one named subject)
    where one memory says it in the passive with its giver after "by" ("a bonsai was given to the user by their
    father-in-law" / "the father-in-law gave the user a bonsai"): one event, its verbs meet. The converse reading
    (:func:`memory.fact_recall3.converse`) matched them when the passive was read from its grammatical subject."""
    if A.lang != "en" and B.lang != "en":
        return []
    from .fact_recall3 import _verb_terms

    _ka, da, sa = transfer_reading(A)
    _kb, db, sb = transfer_reading(B)
    if not da or da != db or not sa or sa.casefold() != sb.casefold() or is_user(sa):
        return []
    if not any(U.lang == "en" and _by_read(U) for U in (A, B)):
        return []
    va = [i for i in _verb_terms(A, ta) if i not in used_a]
    vb = [i for i in _verb_terms(B, tb) if i not in used_b]
    if not va or not vb:
        return []
    used_a.add(va[0])
    used_b.add(vb[0])
    return [(ta[va[0]].surface, tb[vb[0]].surface, "same")]


def _by_read(U: Units) -> bool:
    dirs = en_transfers(U)[1]
    if not dirs or not _en_passive(U, dirs[0][1]):
        return False
    return bool(_en_by_agent(U, dirs[0][1])) and not _en_person(U, _en_subject(U, dirs[0][1]))


def _cjk_hits(text: str, table: Sequence[tuple[str, tuple[str, str]]]) -> list[tuple[int, int, tuple[str, str]]]:
    out: list[tuple[int, int, tuple[str, str]]] = []
    taken: set[int] = set()
    for stem, val in sorted(table, key=lambda x: -len(x[0])):
        for m in re.finditer(re.escape(stem), text):
            if taken & set(range(m.start(), m.end())):
                continue
            taken |= set(range(m.start(), m.end()))
            out.append((m.start(), m.end(), val))
    return sorted(out)


# a one-kanji stem is a verb only with its kana ending (習う, 学んだ, 貸した, 送った): 大学, 賃貸, 放送 are nouns
_JA_KANA_AFTER = re.compile(r"[\u3041-\u309f]")
_KANJI = re.compile(r"[\u3005\u4e00-\u9fff]")
# a Chinese 教 / 学 / 借 inside a noun (教育, 教室, 宗教, 大学, 学生, 同学, 借口) is no transfer
_ZH_NOUN = re.compile(r"教[育授室会堂练师材学]|宗教|请教|学[校生院期费位历者会科术]|[大小中同]学|借口|送[货达]")


def _verb_at(text: str, s: int, e: int) -> bool:
    """A one-kanji stem with a kana ending and no kanji before it (大学で, 賃貸に: the tail of a noun)."""
    if e - s > 1:
        return True
    return e < len(text) and bool(_JA_KANA_AFTER.match(text[e])) and not (s > 0 and _KANJI.match(text[s - 1]))


def ja_transfers(U: Units) -> tuple[set[str], list[tuple[str, int]]]:
    text = U.text
    hits = [h for h in _cjk_hits(text, JA_VERBS)
            if not (h[0] > 0 and text[h[0] - 1] in "てで") and _verb_at(text, h[0], h[1])]  # fmt: skip
    kinds = {v[0] for _, _, v in hits}
    if not hits:
        return kinds, []
    s, e, (kind, d) = hits[-1]  # verb-final: the last transfer verb governs (仕送りを受けている)
    rest = text[e : e + 8]
    if re.match(r"[^。、]{0,3}?(?:て|で)(?:もら|貰|いただ|頂)", rest) or re.match(r"[わえ]?(?:られ|され)", rest):
        d = "in" if d == "out" else "out"  # 教えてもらう, 与えられた: the subject receives
    return kinds, [(f"{kind}:{d}", s)]


def _ja_subject(U: Units) -> str:
    m = re.search(r"^(.*?)(?:は|が)", U.text)
    if not m:
        return ""
    return re.split(r"[のにで、]", m.group(1))[-1].strip()


def zh_transfers(U: Units) -> tuple[set[str], list[tuple[str, int]]]:
    text = U.text
    nouns = {i for m in _ZH_NOUN.finditer(text) for i in range(m.start(), m.end())}
    hits = [h for h in _cjk_hits(text, _ZH_VERBS) if h[0] not in nouns]
    if any(v[0] != "gift" or text[s:e] != "给" for s, e, v in hits):  # 给 as a preposition before the verb
        hits = [h for h in hits if text[h[0] : h[1]] != "给" or h[1] >= len(text) or text[h[1] : h[1] + 1] in "了过"]
    kinds = {v[0] for _, _, v in hits}
    dirs: list[tuple[str, int]] = []
    for s, _, (kind, d) in hits:
        before = text[max(0, s - 12) : s]
        if "被" in before:
            d = "in" if d == "out" else "out"
        dirs.append((f"{kind}:{d}", s))
    return kinds, dirs


def _zh_subject(U: Units, verb_at: int) -> str:
    prefix = U.text[:verb_at]
    m = _ZH_STOP.search(prefix)
    if m:
        prefix = prefix[: m.start()]
    # an opening phrase before a comma (生日那天，用户送给…) is no subject: the last piece with words (round 42b)
    prefix = next((p for p in reversed(re.split(r"[，,。]", prefix)) if p.strip()), "")
    return re.split(r"的", prefix)[-1].strip()


@lru_cache(maxsize=4096)
def transfer_reading(U: Units) -> tuple[frozenset[str], str | None, str]:
    """(kinds read, the one direction "kind:out|in" or None when unread or mixed, the subject). Cached: one
    comparison asks it of each memory up to four times (transfer, holder, teaching and two-subject guards)."""
    if U.lang == "en":
        kinds, dirs = en_transfers(U)
    elif U.lang == "ja":
        kinds, dirs = ja_transfers(U)
    else:
        kinds, dirs = zh_transfers(U)
    if not dirs or len({d for d, _ in dirs}) != 1:
        return frozenset(kinds), None, ""
    d, at = dirs[0]
    if U.lang == "en":
        subj = _en_subject(U, at)
        agent = _en_by_agent(U, at) if _en_passive(U, at) and not _en_person(U, subj) else ""
        if agent:  # "A was given to X by Y" = "Y gave X A": the agent is the subject of the active direction
            kind, way = d.split(":")
            d, subj = f"{kind}:{'in' if way == 'out' else 'out'}", agent
        elif _en_passive(U, at) and not _en_person(U, subj):
            subj = ""  # "blessings were given to the user": a thing given is no giver or receiver (round 42b)
    elif U.lang == "ja":
        subj = _ja_subject(U)
    else:
        subj = _zh_subject(U, at)
    return frozenset(kinds), d, subj


def transfer_direction(U: Units) -> str | None:
    """The one transfer direction a memory reads ("gift:out", "skill:in"), None when unread or mixed."""
    return transfer_reading(U)[1]


def is_user(s: str) -> bool:
    return s.casefold() in _USER or (s.endswith(("ユーザー", "用户")) and len(s) <= 5)


def _same_subject(sa: str, sb: str, aligned: Sequence[tuple[str, str, str]]) -> bool:
    if not sa or not sb:
        return False
    if is_user(sa) or is_user(sb):
        return is_user(sa) and is_user(sb)
    if sa.casefold() == sb.casefold():
        return True
    return any(x and y and x.casefold() in sa.casefold() and y.casefold() in sb.casefold() for x, y, _ in aligned)


def transfer_difference(A: Units, B: Units,
                        aligned: Sequence[tuple[str, str, str]]) -> tuple[list[str], list[str]] | None:  # fmt: skip
    """(a's reading, b's reading) when the two memories' transfers differ in kind or, with one subject, in direction."""
    if sub := substitution_difference(A, B):  # who stands in for whom (round 17, memory.fact_substitution)
        return sub
    ka, da, sa = transfer_reading(A)
    kb, db, sb = transfer_reading(B)
    if ("loan" in ka and "gift" in kb and "loan" not in kb) or ("loan" in kb and "gift" in ka and "loan" not in ka):
        return [f"transfer:{'loan' if 'loan' in ka else 'gift'}"], [f"transfer:{'loan' if 'loan' in kb else 'gift'}"]
    if da and db and da.split(":")[0] == db.split(":")[0] and da != db and _same_subject(sa, sb, aligned):
        return [f"{sa} {da}"], [f"{sb} {db}"]
    if two_subjects(A, B, aligned) == "different":
        return [f"{sa} {da}"], [f"{sb} {db}"]
    return hand_back_difference(A, B, aligned)


# ---- handing back against getting (round 26, set y) ----------------------------------------------------------
# "got a number plate" / ナンバープレートを返納した: one thing moved between the same two parties, the opposite way.
# A return verb hands a thing back (return + its object, give / hand ... back; 返す with を, 返却, 返納, 返還, 返品;
# 归还, 退还, 交还, 返还, 还给, 退回); a getting verb takes it (get + its object, receive, obtain, acquire, be
# issued; もらう, 受け取る, 取得, 入手; 领取, 收到, 得到, 获得, 取得, 拿到). A passive or a benefactive (返して
# もらう, 被退回, "was returned to") turns a return into a getting. Read only from these closed verb classes.
_EN_OBJ_START = frozenset({"the", "a", "an", "his", "her", "their", "its", "my", "our", "your", "this", "that",
                           "these", "those", "some", "all", "both"})  # fmt: skip
_EN_RETURN = frozenset({"return", "returns", "returned", "returning"})
_EN_BACK_VERBS = frozenset({"give", "gives", "gave", "given", "giving", "hand", "hands", "handed", "handing"})
_EN_GET_OBJ = frozenset({"get", "gets", "got", "gotten", "getting"})
_EN_TAKE = frozenset({"receive", "receives", "received", "receiving", "obtain", "obtains", "obtained", "obtaining",
                      "acquire", "acquires", "acquired", "acquiring"})  # fmt: skip
_JA_RETURN = re.compile(r"返却|返納|返還|返品|を返[しすさせ]")
_JA_TAKE = re.compile(r"(?<![てで])(?:もら|貰)|受け取|受取|取得|入手|手に入れ")
_ZH_RETURN = re.compile(r"归还|退还|交还|返还|还给|退回")
_ZH_TAKE = re.compile(r"领取|收到|得到|获得|取得|拿到|申领")


def _en_hand_back(U: Units) -> list[tuple[str, int]]:
    w = U.words
    out: list[tuple[str, int]] = []
    for k, x in enumerate(w):
        nxt = w[k + 1] if k + 1 < len(w) else ""
        way = ""
        if x in _EN_RETURN and (nxt in _EN_OBJ_START or nxt[:1].isdigit()):
            way = "return"
        elif x in _EN_BACK_VERBS and "back" in w[k + 1 : k + 5]:
            way = "return"
        elif (x in _EN_GET_OBJ and (nxt in _EN_OBJ_START or nxt[:1].isdigit())) or x in _EN_TAKE:
            way = "take"
        elif x in ("issued", "granted") and k > 0 and w[k - 1] in _EN_BE:
            way = "take"  # "was issued a plate": the subject gets it
        if way == "return" and _en_passive(U, k):
            way = "take"
        if way:
            out.append((way, k))
    return out


def hand_back_reading(U: Units) -> tuple[str, str] | None:
    """("return" | "take", the subject) when a memory reads one way of handing a thing over; None otherwise."""
    if U.lang == "en":
        hits = _en_hand_back(U)
        ways = {h for h, _ in hits}
        return (ways.pop(), _en_subject(U, hits[0][1])) if len(ways) == 1 else None
    text = U.text
    rx_ret, rx_take = (_JA_RETURN, _JA_TAKE) if U.lang == "ja" else (_ZH_RETURN, _ZH_TAKE)
    r, t = rx_ret.search(text), rx_take.search(text)
    if bool(r) == bool(t):
        return None
    m = r or t
    assert m is not None
    way = "return" if r else "take"
    if r and (
        re.match(r"(?:し|さ)?(?:て|で)(?:もら|貰|いただ|頂|くれ)|[さ]?れ", text[m.end() :]) or "被" in text[: m.start()]
    ):
        way = "take"  # 返却してもらった, 返還された, 被退回: the subject gets it back
    subj = _ja_subject(U) if U.lang == "ja" else _zh_subject(U, m.start())
    return way, subj


def hand_back_difference(A: Units, B: Units,
                         aligned: Sequence[tuple[str, str, str]]) -> tuple[list[str], list[str]] | None:  # fmt: skip
    """(a's reading, b's reading) when one memory hands a thing back and the other, with the same subject, gets it."""
    ra, rb = hand_back_reading(A), hand_back_reading(B)
    if not ra or not rb or ra[0] == rb[0] or not _same_subject(ra[1], rb[1], aligned):
        return None
    return [f"{ra[1]} {ra[0]}"], [f"{rb[1]} {rb[0]}"]


def two_subjects(A: Units, B: Units, aligned: Sequence[tuple[str, str, str]]) -> str | None:
    """One transfer direction read on both sides, by the user on one and by another person on the other (round 12,
    rounds 12b; one function since round 13). ``different`` when each memory names the other's subject (the user
    after the other's subject, the other person in the user's memory): "the manager gave the user a pen" / "the
    user gave the manager a pen". ``unread`` otherwise: 小王向用户借了 ("Wang borrowed from the user") / "the user
    borrowed from Wang" may be the converse events, or two memories about different people; no vector settles it.
    None when this is not the case (a lent / borrowed pair, opposite directions, is one loan said from both ends)."""
    _ka, da, sa = transfer_reading(A)
    _kb, db, sb = transfer_reading(B)
    if da is None or da != db or not sa or not sb or is_user(sa) == is_user(sb):
        return None
    (U, other), (Uu, _) = ((A, sa), (B, sb)) if is_user(sb) else ((B, sb), (A, sa))
    named = other.casefold() in Uu.text.casefold() or any(
        x and y and (x.casefold() in other.casefold() if Uu is B else y.casefold() in other.casefold())
        for x, y, _ in aligned)  # fmt: skip
    return "different" if named and user_after_subject(U) else "unread"


def two_subjects_guard(A: Units, B: Units, aligned: Sequence[tuple[str, str, str]], una: list[str],
                       unb: list[str]) -> None:  # fmt: skip
    """``role:`` entries (unread; no vector settles them) for a pair that ``two_subjects`` reads at all: the
    consequence for :mod:`memory.fact_recall` (a "different" one is also reported by ``transfer_difference``)."""
    if two_subjects(A, B, aligned) is None:
        return
    _ka, da, sa = transfer_reading(A)
    _kb, db, sb = transfer_reading(B)
    una.append(f"role:{sa}:{da}")
    unb.append(f"role:{sb}:{db}")


def user_after_subject(U: Units) -> bool:
    """The user named after the subject phrase (as the receiver or the giver: "gave the user", ユーザーに, 给用户)."""
    if U.lang == "en":
        dirs = en_transfers(U)[1]
        return bool(dirs) and any(w in ("user", "user's") for w in U.words[dirs[0][1] + 1 :])
    if U.lang == "ja":
        m = re.search(r"(?:は|が)", U.text)
        return bool(m) and "ユーザー" in U.text[m.end() :]
    dirs = zh_transfers(U)[1]
    if not dirs:
        return False
    m = _ZH_STOP.search(U.text[: dirs[0][1]])
    return "用户" in U.text[m.start() if m else dirs[0][1] :]


_RANK_EN = re.compile(
    r"\bprefer(?:s|red|ring)?\b[^.]*\b(?:to|over)\b|\bmore than\b|\brather than\b|\bbetter than\b|"
    r"\bthan\b"
)
_EQUAL_EN = re.compile(r"\bequally\b|\bas much as\b|\bthe same\b|\bjust as\b|\bboth\b")
_RANK_JA = re.compile(r"より|ほうが|方が")
_EQUAL_JA = re.compile(
    r"同じくらい|同じぐらい|同じように|同様|どちらも|"
    r"(?:^|[^もの])[^も。、]{1,12}も[^も。、]{1,12}も"
)  # X も Y も: both alike
_RANK_ZH = re.compile(r"比|更喜欢|胜过|而不是")
_EQUAL_ZH = re.compile(r"一样|同样|差不多|都(?:很|非常|同样)?(?:喜欢|爱)")


def comparison(U: Units) -> str:
    """ "ranked" (one side over the other), "equal" (both alike), or "" when the memory compares nothing."""
    text = U.text.casefold() if U.lang == "en" else U.text
    rank, equal = {"en": (_RANK_EN, _EQUAL_EN), "ja": (_RANK_JA, _EQUAL_JA)}.get(U.lang, (_RANK_ZH, _EQUAL_ZH))
    if rank.search(text):
        return "ranked"
    return "equal" if equal.search(text) else ""


def comparison_difference(A: Units, B: Units) -> tuple[list[str], list[str]] | None:
    ca, cb = comparison(A), comparison(B)
    if {ca, cb} == {"ranked", "equal"}:
        return [ca], [cb]
    return None


__all__ = ["JA_VERBS", "comparison", "comparison_difference", "en_transfers", "hand_back_difference",
           "hand_back_reading", "is_user", "ja_transfers",
           "transfer_difference", "transfer_direction", "transfer_reading", "two_subjects", "two_subjects_guard",
           "user_after_subject", "zh_transfers"]  # fmt: skip

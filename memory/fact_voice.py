"""Round 40b (set ae, issue 13): who acts on whom, read from the clause, between any two values.

"Tokyo Wind beat Yokohama Tide" / "Yokohama Tide beat Tokyo Wind", "Amelia tutors her classmate Yuto" / "Amelia is
tutored in maths by her classmate Yuto": every value and the verb align, and the two memories state two facts. The
readers before this one saw neither. :mod:`memory.fact_roles` reads a subject and an object by word position, and
takes a predicate right before a noun for a modifier ("hot water"), so "beat Yokohama Tide" was a noun phrase, and
"tutors" (a plural noun to the lexicon) no verb; it reads no passive agent. :func:`memory.fact_direction.
direction_difference` reads active against passive only between the user and another person, and
:func:`memory.fact_agents.agents` only the user against another person. Here the clause is read for any two values:

* **English.** An opening phrase before a comma is skipped ("Every Tuesday after school, ..."); the subject is the
  noun phrase that opens the clause, with an apposition between commas ("Yuto, a classmate of ..., gets") and
  without what follows "of" (a classmate *of Amelia* is not Amelia) or a possessive (*Amelia's* classmate is not
  Amelia). The verb is the first word after it that can only be one: a form of be / get / have, a modal, a word the
  extraction read as a predicate or an irregular past after a noun (not after a determiner: "the old router"), a
  -s / -ed form of a verb before a noun phrase ("Amelia tutors her classmate"). Then the closed classes decide:
  an active verb's subject is the ``agent`` and the noun phrase right after it (apposition included) the ``object``;
  a be / get passive with "by" turns them round (the subject is the ``object``, the phrase after "by" the
  ``agent``); a verb of receiving (get / receive / take / have) with an action noun and "from" does too ("Yuto gets
  maths tutoring from Amelia": Yuto is tutored, Amelia tutors), the action noun standing for the verb. A pronoun
  ("tutors her") names no value and reads nothing.
* **Chinese.** The subject before the first verb (a verb followed by 的 modifies a noun: 用户养的刺猬; a coverb
  ends the subject: 在 / 给 / 通过 ...) is the ``agent`` and the noun phrase after the verb, or after 把, the
  ``object``; 被 turns them round: the noun phrase before 被 is the ``object``, the one between 被 and the verb the
  ``agent``. A phrase's head follows its last 的 (把她的旧电饭煲: the rice cooker, not 她).
* **Japanese.** は / が marks the ``agent`` and を the ``object`` (not を of a compound particle: 会社を通じて
  "through the company"); a passive (れる / られる after the a-row stem: 叱られる, 批判される) turns は / が into the
  ``object`` and marks the ``agent`` with に. A benefactive (もらう / くれる) or a causative reads nothing.

A clause is read only where both its parts are said (subject and object, or subject and agent): a subject alone is
neither the one who acts nor the one acted on for certain ("the card got lost" / 卡丢了, エアコンが壊れている, "the
daughter was enrolled" with no "by"). The one exception is "gets X from her": "from" marks the voice even where the
agent is a pronoun. Time words (先週, "last week") play no part, and a value said twice ("Tokyo Gas ... the gas")
is left out.

Two memories differ (:func:`voice_difference`) when their verbs align and an aligned value, aligned with nothing
else, is the agent on one side and the object on the other. One value is enough: with the same verb, the one who
acts cannot be the one acted on in the same fact (round 10 reads the same for a subject against an object). The
verbs must align, and not as converses (the alignment's "converse": "learning" / 教): a converse verb says the same
fact with the parts turned round ("Yokohama Tide lost to Tokyo Wind"), and a verb of another stem is left to the
verb checks. Reciprocal verbs (meet, marry, play, face: said the same from either end) and a memory with a
relative or subordinate clause or a coordination (who, which, that, because, and ...) are not read. Asked only
when nothing else kept the two memories apart (:func:`memory.fact_direction.direction_differences`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from .english_words import (
    ARTICLES,
    BE,
    BE_FINITE,
    DEMONSTRATIVES,
    DO,
    GET,
    HAVE,
    MODALS,
    NOT_NEVER,
    POSSESSIVE_DETERMINERS,
    TITLES,
)
from .fact_agents import _name
from .fact_frames import relation_person
from .fact_lexicon import Unit, Units, lexicon, zh_glossed_verb
from .fact_roles import term_positions, time_word
from .fact_verbs import irregular_verb

Aligned = Sequence[tuple[str, str, str]]


@dataclass(frozen=True)
class Voice:
    """The verbs of a clause (surfaces of its terms) and the part each value plays: agent / object."""

    verbs: frozenset[str]
    parts: tuple[tuple[str, str], ...]


# ---- English ---------------------------------------------------------------------------------------------------
_TOKEN = re.compile(r"[A-Za-z][A-Za-z'’]*|\d+(?:[.,:]\d+)*|[,;:()]")
_DET = ARTICLES | POSSESSIVE_DETERMINERS | DEMONSTRATIVES | TITLES | {"some", "any"}
_PREP = frozenset("in at on for with from to by as into onto about over under after before during since until "
                  "through across toward towards between among near behind around against without within per via "
                  "than like up off out".split())  # fmt: skip
# a clause inside the clause: its subject or object is another verb's, so the memory is not read
_CLAUSE = frozenset("who whom whose which that because although though while whereas if unless when where "
                    "and but or so".split())  # fmt: skip
_INTRO = frozenset("every each on in at during after before since last this next from until".split())
_ADVERBS = frozenset("also often usually always sometimes regularly still now normally occasionally already "
                     "just".split())  # fmt: skip
_PARTICLES = frozenset("up off out back down over away".split())
# verbs of receiving: with an action noun and "from", the subject undergoes the action ("gets tutoring from X")
_RECEIVE = GET | HAVE | frozenset("receive receives received receiving take takes took taken taking".split())
# said the same from either end: fact_agents._RECIPROCAL_EN, and the verbs of a match between two sides
_RECIPROCAL = frozenset("meet meets met meeting marry marries married marrying date dates dated dating divorce "
                        "divorces divorced know knows knew resemble resembles resembled befriend befriends "
                        "befriended see sees saw seeing wed weds play plays played playing face faces faced "
                        "facing".split())  # fmt: skip
# quantifiers of time end a noun phrase ("her classmate Yuto every Tuesday")
_STOP = frozenset({"every", "each"})
_FINITE = BE_FINITE | GET | HAVE | MODALS | DO
_CLOSED = BE | GET | HAVE | MODALS | DO | _RECEIVE | _PREP | _DET | _CLAUSE | NOT_NEVER | _STOP


def _tokens(U: Units) -> list[tuple[str, bool]]:
    """(lower-case token, capitalised) of the text, commas kept (the units' words lose them)."""
    return [(m.group(0).replace("’", "'").lower(), m.group(0)[:1].isupper()) for m in _TOKEN.finditer(U.text)]


def _bind(toks: Sequence[tuple[str, bool]], terms: Sequence[Unit]) -> list[Unit | None]:
    """The term each token is, matched in order (a term is its word with "'s" removed)."""
    out: list[Unit | None] = []
    j = 0
    for w, _ in toks:
        base = w.removesuffix("'s").removesuffix("'")
        hit = next((q for q in range(j, min(j + 3, len(terms))) if terms[q].surface.casefold() == base), None)
        if hit is None:
            out.append(None)
        else:
            out.append(terms[hit])
            j = hit + 1
    return out


def _verb_capable(w: str) -> bool:
    pos = lexicon().en_pos
    return pos.get(w, (0, 0, 0))[0] > 0 or w in lexicon().en_verbs


class _Clause:
    """One English clause, read left to right over the tokens of its text."""

    def __init__(self, U: Units) -> None:
        terms = sorted(U.terms, key=lambda t: t.at)
        self.toks = _tokens(U)
        self.w = [w for w, _ in self.toks]
        self.term = _bind(self.toks, terms)

    def _word(self, k: int) -> bool:
        return 0 <= k < len(self.w) and self.w[k][:1].isalpha()

    def _nounish(self, k: int) -> bool:
        """A word that may stand in a noun phrase: no closed-class word, no predicate the extraction read."""
        if not self._word(k) or self.w[k] in _CLOSED:
            return False
        t = self.term[k]
        return t is None or not t.pred or self._modifier(k)

    def _modifier(self, k: int) -> bool:
        """A predicate after a determiner or possessive and before a noun ("the user's old router")."""
        prev = self.w[k - 1] if k > 0 else ""
        nxt = self.term[k + 1] if k + 1 < len(self.w) else None
        return (prev in _DET or prev.endswith("'s")) and nxt is not None and not nxt.pred

    def np_start(self, k: int) -> bool:
        """A determiner, a possessive, or a capitalised word that is no verb: a noun phrase begins."""
        if not self._word(k):
            return False
        w, cap = self.toks[k]
        return w in _DET or w.endswith("'s") or (cap and w not in _CLOSED and not self.verb(k))

    def verb(self, k: int) -> bool:
        """The finite verb after a noun: see the module docstring."""
        if not self._word(k) or k == 0:
            return False
        w, prev = self.w[k], self.w[k - 1]
        if w in BE_FINITE | GET | HAVE | MODALS | DO | _RECEIVE:
            return True
        # after a determiner, a possessive or a preposition a word is in a noun phrase; after a comma only where
        # an apposition closes ("the team, Tokyo Wind, beat")
        if prev in _DET or prev.endswith("'s") or prev in _PREP or not (prev[:1].isalpha() or prev == ","):
            return False
        if any(x in _FINITE for x in self.w[k + 1 :]):
            return False  # a finite be / have / do / modal later is the verb ("the marathon finish time was")
        t = self.term[k]
        if (t is not None and t.pred and not w.endswith("ing")) or irregular_verb(w):
            return True
        if w.endswith("ed") and not w.endswith("eed") and (_verb_capable(w[:-2]) or _verb_capable(w[:-1])):
            return True
        if w.endswith("s") and not w.endswith("ss") and self.np_start(k + 1) and not self.verb(k + 1):
            return _verb_capable(w[:-1]) or (w.endswith("es") and _verb_capable(w[:-2]))
        return False

    def np(self, k: int, subject: bool = False) -> tuple[int, list[str]]:
        """(end, head surfaces) of the noun phrase at ``k``: the terms after its last possessive, an apposition
        between commas included, an "of" phrase and a possessor left out."""
        heads: list[str] = []
        start = k
        while k < len(self.w):
            w = self.w[k]
            if w == "of" and k > start:
                k, _ = self.np(k + 1)  # the classmate of Amelia: not Amelia
                continue
            if w == "," and k > start:
                end, more = self.np(k + 1, subject)
                if more and end < len(self.w) and self.w[end] == ",":
                    heads += more  # "the team, Tokyo Wind, ...": one referent
                    k = end + 1
                    continue
                break
            if not (w in _DET or self._nounish(k)) or (subject and k > start and self.verb(k)):
                break
            if w in _DET and k > start and self.w[k - 1] not in _DET and w not in TITLES:
                break  # a second noun phrase ("gave the user her old rice cooker"); a title after a noun opens
                # its name, one referent ("the user's neighbour Mr Kobayashi", round 41b)
            if w.endswith("'s") or w in POSSESSIVE_DETERMINERS:
                heads = []  # Amelia's classmate: the classmate
            elif self.term[k] is not None:
                heads.append(self.term[k].surface)  # type: ignore[union-attr]
            k += 1
        return k, heads

    def read(self) -> Voice | None:
        w = self.w
        if not w or any(x in _CLAUSE for x in w):
            return None
        k = 0
        if w[0] in _INTRO:
            if "," not in w:
                return None
            k = w.index(",") + 1
        k, subj = self.np(k, subject=True)
        if not subj or k >= len(w) or not self.verb(k):
            return None
        while k < len(w) and (w[k] in MODALS | DO | _ADVERBS | NOT_NEVER):
            k += 1
        if k >= len(w):
            return None
        if w[k] in BE | GET and k + 1 < len(w) and w[k + 1] not in _DET:
            v = k + 1
            while v < len(w) and w[v] in _ADVERBS:
                v += 1
            t = self.term[v] if v < len(w) else None
            if t is not None and t.pred and not w[v].endswith("ing"):
                return self._passive(v, subj, t)
            if w[k] in BE:
                return self._active(v, subj) if t is not None and w[v].endswith("ing") else None
        if w[k] in _RECEIVE:
            return self._receive(k, subj)
        return self._active(k, subj)

    def _until_cut(self, k: int, word: str) -> int | None:
        """Where ``word`` is, after ``k`` and before the next comma or the end of the clause."""
        for j in range(k, len(self.w)):
            if self.w[j] in (",", ";", ":"):
                return None
            if self.w[j] == word:
                return j
        return None

    def _passive(self, v: int, subj: list[str], t: Unit) -> Voice | None:
        by = self._until_cut(v + 1, "by")
        if by is None:
            return None  # no agent said ("the daughter was enrolled"): often an intransitive paraphrase
        _, agent = self.np(by + 1)
        return _voice([t.surface], subj, "object", agent, "agent", both=True)

    def _receive(self, k: int, subj: list[str]) -> Voice | None:
        """A verb of receiving, a noun phrase and "from": the noun phrase's last term (an action noun, which the
        extraction may read as a predicate: "tutoring") stands for the verb."""
        fr = self._until_cut(k + 1, "from")
        if fr is None or any(not self._word(j) or (self.w[j] in _CLOSED and self.w[j] not in _DET)
                             for j in range(k + 1, fr)):  # fmt: skip
            return None
        noun = [t.surface for t in self.term[k + 1 : fr] if t is not None]
        if not noun:
            return None
        _, agent = self.np(fr + 1)
        return _voice([noun[-1]], subj, "object", agent, "agent")

    def _active(self, k: int, subj: list[str]) -> Voice | None:
        t = self.term[k]
        if t is None or self.w[k] in _RECIPROCAL | BE | HAVE:
            return None
        j = k + 1
        while j < len(self.w) and self.w[j] in _PARTICLES:
            j += 1
        obj: list[str] = []
        if j < len(self.w) and self.w[j] != "her" and (self.w[j] in _DET or self._nounish(j)):
            _, obj = self.np(j)
        elif j + 1 < len(self.w) and self.w[j] == "her" and self._nounish(j + 1):
            _, obj = self.np(j)  # "her classmate": a determiner, not the pronoun
        return _voice([t.surface], subj, "agent", obj, "object", both=True)


def _voice(verbs: list[str], first: list[str], p: str, second: list[str], q: str, both: bool = False) -> Voice | None:
    """The reading of a clause; with ``both``, only where both parts are said: a subject with no object is no agent
    (用户的个人编号卡丢了 "the card got lost", エアコンが壊れている), a subject with no agent no patient."""
    if both and not (first and second):
        return None
    parts: dict[str, str] = {}
    clash: set[str] = set()
    for heads, part in ((first, p), (second, q)):
        for h in heads:
            if parts.get(h, part) != part:
                clash.add(h)
            parts[h] = part
    got = tuple((h, r) for h, r in parts.items() if h not in clash)
    return Voice(frozenset(verbs), got) if got else None


# ---- Chinese and Japanese --------------------------------------------------------------------------------------
_ZH_COVERB = frozenset("在 给 跟 和 与 同 对 为 从 向 用 通过 作为".split())
_ZH_TIME = re.compile(
    r"^(?:[0-9０-９一二三四五六七八九十两]+|每.*|星期.*|周.*|.*[年月日号点]|上午|下午|晚上|早上|今天|昨天|明天"
    r"|[上下本这今去明前后]个?(?:周|星期|月|年|天))$"
)
_ZH_ASPECT = frozenset("了 过 着".split())


def _zh_voice(U: Units) -> Voice | None:
    """The subject before the first verb (a verb followed by 的 modifies a noun: 用户养的刺猬), its object after
    it; 把 X before the verb marks the object, 被 X the agent (the subject is then the object). A noun phrase's
    head is what follows its last 的 (她的旧电饭煲: the rice cooker)."""
    import jieba  # already loaded by the Chinese reading of the text (fact_units)

    text = U.text
    if any(c in text for c in "，,；;：:"):
        return None
    toks = [t for t in jieba.lcut(text) if t.strip()]
    at, cur = [], 0
    for t in toks:
        cur = text.index(t, cur)
        at.append(cur)
        cur += len(t)

    def verb(i: int) -> bool:
        t = toks[i]
        return zh_glossed_verb(t) and t not in ("的", "是", "在", "和", "有") and toks[i + 1 : i + 2] != ["的"]

    first = next((i for i, t in enumerate(toks) if t in ("把", "被") or verb(i)), None)
    if first is None or first == 0 or toks[first] in _ZH_COVERB:
        return None
    pos = term_positions(U)
    terms = list(zip(U.terms, pos, strict=True))

    def heads(i: int, j: int) -> list[str]:
        if i >= j:
            return []
        span = text[at[i] : at[j - 1] + len(toks[j - 1])]
        a = at[i] + span.rfind("的") + 1
        return [u.surface for u, p in terms if a <= p < at[j - 1] + len(toks[j - 1]) and p >= at[i] and not u.pred]

    lead = [i for i in range(first) if not _ZH_TIME.match(toks[i])]
    cut = next((i for i in lead if toks[i] in _ZH_COVERB), None)
    subj = heads(lead[0], cut if cut is not None else lead[-1] + 1) if lead and lead[0] == 0 else []
    verbs = [u.surface for u, _ in terms if zh_glossed_verb(u.surface) or u.pred]
    if toks[first] in ("把", "被"):
        v = next((i for i in range(first + 1, len(toks)) if verb(i)), None)
        if v is None or cut is not None:
            return None
        np = heads(first + 1, v)
        if not np:
            return None  # 被 right before a verb: no agent said (作为被扶养人 "as a dependant")
        if toks[first] == "被":
            return _voice(verbs, subj, "object", np, "agent", both=True)
        return _voice(verbs, subj, "agent", np, "object", both=True)
    j = first + 1
    while j < len(toks) and toks[j] in _ZH_ASPECT:
        j += 1
    k = j
    while k < len(toks) and not verb(k) and toks[k] not in _ZH_COVERB and toks[k] not in "。！？":
        k += 1
    return _voice(verbs, subj, "agent", heads(j, k), "object", both=True)


_JA_NP = r"((?:[\u30a0-\u30ff\u4e00-\u9fffー・A-Za-z0-9]+の)*[\u30a0-\u30ff\u4e00-\u9fffー・A-Za-z0-9]+)"
_JA_SUBJECT = re.compile(r"^(?:[^。、]*?、)?" + _JA_NP + r"(?:は|が)、?")
# the passive れる / られる after the a-row stem of a verb (叱られる, 書かれる, 誘われる, される): 壊れる, 生まれる and
# 忘れる end in れ as verbs of their own; 生まれる (ま) is read only with an agent に-phrase, which it never has
_JA_PASSIVE = re.compile(r"(?:[かさたなまらわがばぱ]れ|られ)(?:る|た|て|ます|まし)")
# を as the first part of a compound particle marks no object: 会社を通じて "through the company"
_JA_COMPOUND = r"通じ|通し|介し|経て|めぐ|巡|除い|除き|問わ|中心|はじめ|始め|含め|もと|基に"
_JA_NOT_READ = re.compile(r"させ|てもら|でもら|てくれ|でくれ|ていただ|てあげ")


def _ja_voice(U: Units) -> Voice | None:
    text = U.text
    m = _JA_SUBJECT.match(text)
    if not m or _JA_NOT_READ.search(text) or text.count("。") > 1:
        return None
    pos = term_positions(U)
    verbs = [t.surface for t in U.terms if t.pred]

    def inside(a: int, b: int) -> list[str]:
        """The head of the noun phrase text[a:b]: the terms after its last の, with the relation before a name
        (娘のアメリア: the daughter, named); a possessor (妻の携帯) is no part."""
        pieces = text[a:b].split("の")
        if len(pieces) >= 2 and relation_person(pieces[-2], "ja") and _name(pieces[-1]):
            a = b - len(pieces[-1]) - len(pieces[-2]) - 1
        else:
            a = b - len(pieces[-1])
        return [t.surface for t, p in zip(U.terms, pos, strict=True) if a <= p < b and not t.pred]

    subj = inside(m.start(1), m.end(1))
    rest = m.end()
    if _JA_PASSIVE.search(text, rest):
        n = re.compile(_JA_NP + "に").search(text, rest)
        return _voice(verbs, subj, "object", inside(n.start(1), n.end(1)) if n else [], "agent", both=True)
    o = re.compile(_JA_NP + "を(?!" + _JA_COMPOUND + ")").search(text, rest)
    return _voice(verbs, subj, "agent", inside(o.start(1), o.end(1)) if o else [], "object", both=True)


@lru_cache(maxsize=4096)
def voice(U: Units) -> Voice | None:
    """The verbs and the agent / object values of a one-clause memory; None when not read. A value said twice
    ("Tokyo Gas ... the gas") may name two things and is left out."""
    got = _Clause(U).read() if U.lang == "en" else _zh_voice(U) if U.lang == "zh" else _ja_voice(U)
    if got is None:
        return None
    said = [t.surface for t in U.terms]
    timed = {t.surface for t in U.terms if time_word(t)}  # 先週, "last week": an adjunct, never a part
    parts = tuple((h, r) for h, r in got.parts if said.count(h) == 1 and h not in timed)
    return Voice(got.verbs, parts) if parts else None


def one_to_one(aligned: Aligned) -> list[tuple[str, str, str]]:
    """The aligned pairs whose two values meet nothing else (プラン meets "line" by its sound and "plan" by its
    gloss: neither is read)."""
    pairs = [(x, y, how) for x, y, how in aligned if x and y and how != "modifier"]
    xs = [x for x, _, _ in pairs]
    ys = [y for _, y, _ in pairs]
    return [(x, y, how) for x, y, how in pairs if xs.count(x) == 1 and ys.count(y) == 1]


def voice_difference(A: Units, B: Units, aligned: Aligned) -> tuple[list[str], list[str]] | None:
    """(a's value with its part, b's) when an aligned value acts on one side and is acted on on the other, the
    verbs of the two clauses aligned (not as converses: "learning" / 教); else None."""
    va, vb = voice(A), voice(B)
    if va is None or vb is None:
        return None
    if not any(x in va.verbs and y in vb.verbs and how != "converse" for x, y, how in aligned):
        return None
    pairs = [(x, y) for x, y, _ in one_to_one(aligned)]
    pa, pb = dict(va.parts), dict(vb.parts)
    for x, y in pairs:
        p, q = pa.get(x), pb.get(y)
        if p and q and p != q:
            return [f"{x} ({p})"], [f"{y} ({q})"]
    return None


__all__ = ["Voice", "one_to_one", "voice", "voice_difference"]

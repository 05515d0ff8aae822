"""Round 41b (set af, issue 13): who does it, when the one who does it in one memory is acted on in the other.

"The user walks their neighbour Mr Kobayashi's Akita" / "The user's neighbour Mr Kobayashi walks the user's Akita";
"Ms Ishikawa, the homeroom teacher, is coming for the home visit" (石川先生が家庭訪問に来る) / "The user is visiting
the home of Ms Ishikawa". Every value and the verb align, and the two memories state two facts: the one who acts is
the user in one and the other person in the other. The readers before this one miss it for one reason each.
:func:`memory.fact_agents.agents` reads the user against another person only where the other is the OBJECT (the
person right after the verb: "drives her colleague"), not the owner of the object ("walks the neighbour's dog",
"visits the home of Ms Ishikawa"); :func:`memory.fact_voice.voice_difference` compares values, and the user is no
value (no term), so "the user walks ..." has no agent there; :func:`memory.fact_agents.possessor_reading` reads the
subject against the owner of what it acts on in Japanese only, and needs an owner on both sides ("coming for the
home visit" names none).

Here each memory is read for its **actor**: the subject of one active clause, the user or another person, its
verb, and the values the verb acts on (its ``scope``: the object or goal with their possessors and appositions).

* **English.** An opening phrase before a comma is skipped; the subject is "the user" or a noun phrase headed by a
  person (a kin or social relation, a name after a title, with its apposition: "the user's neighbour Mr
  Kobayashi", "the homeroom teacher of ..., Ms Ishikawa,"); the verb follows (a modal, do or an adverb skipped; a
  form of be only before an -ing form, "is visiting", or "is going to" + a verb). The scope is every term after
  the verb up to a comitative (with, together, along). Not read: a passive or a copula (be before anything but
  an -ing form), a verb of having, getting or receiving (has X cut, gets a visit from X: the subject undergoes
  it), a reciprocal verb (meet, marry, play ...), a memory with a relative or subordinate clause or a
  coordination (who, that, because, and ...).
* **Japanese.** The subject is the noun phrase before the first は / が (after an opening phrase and its 、), the
  last piece of its の chain its head (ユーザーの息子オリバーくんの担任の石川先生: 石川先生, a person by its title);
  the verb is the last predicate; the scope, the noun phrases before を, に and へ. A second が-phrase (then は
  marked a topic), a passive, a causative or a benefactive (れる / られる, させ, てもらう, てくれる) is not read.
* **Chinese.** The subject is what precedes the first verb up to a time word, its head after the last 的
  (用户儿子奥利弗的班主任石川老师: 班主任石川老师); the scope, what follows the verb up to a comitative (和, 跟, 与, 同,
  一起). 被, 把, the causatives (让, 叫, 使, 令) and a coverb before the verb (在, 给, 为, 帮 ...: a second participant
  whose part this reading does not place) are not read, nor a memory of two clauses (a comma).

A CJK verb whose dictionary glosses say receiving or undergoing (受ける "to receive", 習う "to be taught; to learn",
借 "to lend; to borrow") is not read either: its subject is the other end of the act, as "gets X from" is.

Two memories differ (:func:`actor_difference`) when one actor is the user and the other another person, that
person (a value aligned with nothing else) stands in the user's scope on the user's side, and the verb of one
clause aligns, not as a converse, with a word of the other memory (visiting / "the home visit", 家庭訪問). A person
said only beside the user ("walks the dog with her son") is not in the scope, and a person the user's memory does
not name at all is left to :func:`memory.fact_frames.holder_difference`. Asked only when nothing else kept the two
apart (:func:`memory.fact_direction.direction_differences`).

Round 42b (set ag): **the user in a role, against the user served by someone in that role.** "The user worked as a
volunteer guide, showing visitors around" / "A volunteer guide showed the user around" (or "the user was shown
around by a volunteer guide"): every value aligns, and the user is the guide in one memory and the one guided in
the other. Read in English from closed markers only: the user's role is the noun phrase after "as" (a verb of the
user before it: "works as", "volunteered as") or after a copula and an article ("the user is a nurse"); the user is
served when the noun phrase right before an active verb whose object is the user ("a guide showed the user") or
the phrase after the agent's "by" of a passive whose subject is the user names the one who acts. The two differ
(:func:`served_difference`) when the role's head noun is the acting phrase's head noun on the other side, and
neither memory reads both ways (a guide who guides the user is no role of the user). Japanese (として, に…られる)
and Chinese (作为, 由 / 被) say it too: read by :mod:`memory.fact_served` (round 43b), which calls this reading for
two English memories and its own for any pair with a Japanese or Chinese side.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from .english_words import BE, DO, GET, HAVE, MODALS, NOT_NEVER, TITLES
from .fact_agents import _person_name, _reciprocal
from .fact_frames import relation_person
from .fact_lexicon import Unit, Units, stem, zh_glossed_verb
from .fact_roles import term_positions
from .fact_verbs import irregular_base, irregular_verb
from .fact_voice import (
    _ADVERBS,
    _CLAUSE,
    _INTRO,
    _JA_NOT_READ,
    _JA_PASSIVE,
    _RECEIVE,
    _RECIPROCAL,
    Aligned,
    _Clause,
    one_to_one,
)


@dataclass(frozen=True)
class Actor:
    """Who acts in a one-clause memory: ``user`` / ``other``, the subject's head terms (other), the verb's term,
    and the terms the verb acts on (its object or goal, their possessors and appositions)."""

    kind: str
    subject: frozenset[str]
    verb: str
    scope: frozenset[str]


# ---- English ---------------------------------------------------------------------------------------------------
_COMITATIVE_EN = frozenset({"with", "together", "alongside", "along"})


def _en_person(c: _Clause, start: int, end: int, heads: Sequence[str]) -> bool:
    """A subject phrase headed by a person: a relation among its heads, or a title before a head."""
    if any(relation_person(h, "en") for h in heads):
        return True
    return any(c.w[q] in TITLES and c.term[q + 1] is not None and c.term[q + 1].surface in heads  # type: ignore[union-attr]
               for q in range(start, min(end, len(c.w) - 1)))  # fmt: skip


def _en_actor(U: Units) -> Actor | None:
    c = _Clause(U)
    w = c.w
    if not w or any(x in _CLAUSE for x in w):
        return None
    k = 0
    if w[0] in _INTRO:
        if "," not in w:
            return None
        k = w.index(",") + 1
    first = k + 1 if w[k : k + 1] == ["the"] else k
    if w[first : first + 1] == ["user"]:
        kind, heads, k = "user", [], first + 1
    else:
        start = k
        k, heads = c.np(k, subject=True)
        if not heads or not _en_person(c, start, k, heads):
            return None
        kind = "other"
    if k >= len(w) or not c.verb(k):
        return None
    while k < len(w) and w[k] in MODALS | DO | _ADVERBS | NOT_NEVER:
        k += 1
    if k >= len(w):
        return None
    v = k
    if w[k] in BE:
        v = k + 1
        while v < len(w) and w[v] in _ADVERBS:
            v += 1
        if w[v : v + 2] == ["going", "to"]:
            v += 2  # "is going to visit": the plan's verb
        elif v >= len(w) or not w[v].endswith("ing"):
            return None  # a passive or a copula
    elif w[k] in _RECEIVE | HAVE | GET:
        return None  # "has her hair cut by", "gets a visit from": the subject undergoes the act
    t = c.term[v] if v < len(w) else None
    if t is None or w[v] in _RECIPROCAL:
        return None
    scope: list[str] = []
    for q in range(v + 1, len(w)):
        if w[q] in _COMITATIVE_EN:
            break
        if c.term[q] is not None:
            scope.append(c.term[q].surface)  # type: ignore[union-attr]
    return Actor(kind, frozenset(heads), t.surface, frozenset(scope))


# ---- Japanese --------------------------------------------------------------------------------------------------
_HONORIFIC = r"(?:さん|くん|ちゃん|様)?"
_JA_PIECE = r"[\u30a0-\u30ff\u4e00-\u9fffー・A-Za-z0-9]+" + _HONORIFIC
_JA_NP = r"((?:" + _JA_PIECE + r"の)*" + _JA_PIECE + r")"
_JA_SUBJECT = re.compile(r"^(?:[^。、]*?、)?" + _JA_NP + r"(?:は|が)、?")
_JA_SECOND = re.compile(_JA_NP + r"が")
_JA_SCOPE = re.compile(_JA_NP + r"(?:を|に|へ)")


def _cjk_kind(piece: str, lang: str) -> str:
    if piece == ("ユーザー" if lang == "ja" else "用户"):
        return "user"
    bare = re.sub(_HONORIFIC + "$", "", piece) if lang == "ja" else piece
    return "other" if relation_person(piece, lang) or _person_name(bare, lang) else ""


def _terms_in(U: Units, a: int, b: int) -> list[Unit]:
    return [t for t, p in zip(U.terms, term_positions(U), strict=True) if a <= p < b]


_UNDERGO = frozenset(stem(w) for w in "receive get learn borrow accept obtain undergo".split())


def _undergoes(t: Unit) -> bool:
    """A CJK verb glossed as receiving, learning or borrowing, or by a participle alone (習う "to be taught", the
    "be" dropped by the lexicon: "taught"): its subject is the other end of the act."""
    return any(ph & _UNDERGO or (len(ph) == 1 and irregular_verb(w := next(iter(ph))) and irregular_base(w) != w)
               for ph in t.phrases)  # fmt: skip


def _ja_actor(U: Units) -> Actor | None:
    text = U.text
    m = _JA_SUBJECT.match(text)
    if not m or text.count("。") > 1 or _JA_NOT_READ.search(text) or _JA_PASSIVE.search(text, m.end()):
        return None
    if _JA_SECOND.search(text, m.end()) or re.search("[はが]", text[: m.start(1)]):
        return None  # X は Y が …: the は-phrase is a topic, or the subject follows one
    piece = m.group(1).split("の")[-1]
    kind = _cjk_kind(piece, "ja")
    if not kind:
        return None
    heads = [t.surface for t in _terms_in(U, m.end(1) - len(piece), m.end(1)) if not t.pred]
    preds = [t for t, p in sorted(zip(U.terms, term_positions(U), strict=True), key=lambda x: x[1]) if t.pred]
    if not preds or _undergoes(preds[-1]):
        return None
    scope = [t.surface for s in _JA_SCOPE.finditer(text, m.end()) for t in _terms_in(U, s.start(1), s.end(1))]
    return Actor(kind, frozenset(heads), preds[-1].surface, frozenset(scope))


# ---- Chinese ---------------------------------------------------------------------------------------------------
_ZH_CUT = ("在", "给", "跟", "和", "与", "同", "对", "为", "从", "向", "用", "通过", "作为", "帮")
_ZH_NOT_READ = ("被", "让", "叫", "使", "令")
_ZH_COMITATIVE = ("和", "跟", "与", "同", "一起")
_ZH_TIME = re.compile(
    r"^(?:[0-9０-９一二三四五六七八九十两]+|每.*|星期.*|周.*|.*[年月日号点刻]|上午|下午|晚上|早上|今天|明天|昨天)$"
)


def _zh_actor(U: Units) -> Actor | None:
    import jieba  # already loaded by the Chinese reading of the text (fact_units)

    text = U.text
    if any(c in text for c in "，,；;：:"):
        return None
    toks = [t for t in jieba.lcut(text) if t.strip()]
    if any(t in _ZH_NOT_READ for t in toks):
        return None

    def verb(i: int) -> bool:
        t = toks[i]
        return zh_glossed_verb(t) and t not in ("的", "是", "在", "和", "有") and toks[i + 1 : i + 2] != ["的"]

    first = next((i for i, t in enumerate(toks) if t in _ZH_CUT or verb(i)), None)
    if not first or toks[first] in _ZH_CUT or toks[first] == "把":
        return None
    stop = next((i for i in range(first) if _ZH_TIME.match(toks[i])), first)  # the subject ends at a time word
    piece = "".join(toks[:stop]).split("的")[-1]
    kind = _cjk_kind(piece, "zh")
    if not kind:
        return None
    at, cur = [], 0
    for t in toks:
        cur = text.index(t, cur)
        at.append(cur)
        cur += len(t)
    v = [t for t in _terms_in(U, at[first], at[first] + len(toks[first]))]
    if not v or _undergoes(v[0]):
        return None
    end = next((i for i in range(first + 1, len(toks)) if toks[i] in _ZH_COMITATIVE), len(toks))
    subj_at = at[stop - 1] + len(toks[stop - 1]) - len(piece) if stop else -1
    heads = [t.surface for t in _terms_in(U, subj_at, subj_at + len(piece)) if not t.pred] if subj_at >= 0 else []
    scope = [t.surface for t in _terms_in(U, at[first] + len(toks[first]), at[end] if end < len(toks) else len(text))]
    return Actor(kind, frozenset(heads), v[0].surface, frozenset(scope))


@lru_cache(maxsize=4096)
def actor(U: Units) -> Actor | None:
    """Who acts in a one-clause memory (see the module docstring); None when not read."""
    if U.lang != "en" and _reciprocal(U):
        return None
    return _en_actor(U) if U.lang == "en" else _ja_actor(U) if U.lang == "ja" else _zh_actor(U)


def actor_difference(A: Units, B: Units, aligned: Aligned) -> tuple[list[str], list[str]] | None:
    """(a's actor, b's) when the user acts in one memory and another person in the other, that person is what the
    user acts on (or its owner) in the user's memory, and the verb of one clause meets a word of the other; else
    None."""
    ra, rb = actor(A), actor(B)
    if ra is None or rb is None or {ra.kind, rb.kind} != {"user", "other"}:
        return None
    event = [how for x, y, how in aligned if x and y and (x == ra.verb or y == rb.verb)]
    if not event or "converse" in event:
        return None  # no verb met, or one met as a converse ("teaches" / 習う): the act is said from its other end
    for x, y, _ in one_to_one(aligned):
        if (ra.kind == "other" and x in ra.subject and y in rb.scope) or (
            rb.kind == "other" and y in rb.subject and x in ra.scope
        ):
            return [f"actor:{ra.kind}"], [f"actor:{rb.kind}"]
    return None


# ---- the user in a role against the user served by one in that role (round 42b) ----------------------------------
_NP = r"((?:[a-z][a-z-]*\s+){0,3}?[a-z][a-z-]*)"
_ROLE_EN = re.compile(r"\bthe user\s+(?:[a-z]+\s+){0,2}?(?:as|(?:is|was|were|are)\s+an?)\s+(?:an?\s+|the\s+)?" + _NP
                      + r"(?=\s*(?:[,.;]|$)|\s+(?:at|in|on|for|from|with|to|and|who|that|of)\b)")  # fmt: skip
_SERVED_ACTIVE = re.compile(r"(?:^|[,;]\s*|\b(?:an?|the|their|his|her)\s+)" + _NP + r"\s+([a-z]+)\s+the user\b(?!')")
_SERVED_PASSIVE = re.compile(r"\bthe user\s+(?:was|is|were|are|got|gets|has been|had been)\s+[a-z]+\b.*?\bby\s+"
                             r"(?:an?\s+|the\s+|their\s+|his\s+|her\s+)?" + _NP
                             + r"(?=\s*(?:[,.;]|$)|\s+(?:at|in|on|for|from|with|to|and)\b)")  # fmt: skip
_NOT_NP = (
    BE
    | HAVE
    | DO
    | MODALS
    | NOT_NEVER
    | frozenset("user the a an and or but who that which at in on for from with to by as of".split())
)


def _head(np: str) -> str:
    words = np.split()
    while words and words[0] in ("a", "an", "the", "their", "his", "her"):
        words = words[1:]
    return "" if not words or any(w in _NOT_NP for w in words) else words[-1]


def en_role(U: Units) -> str:
    """The head noun of the user's role ("works as a volunteer guide" -> guide), "" when none is read."""
    m = _ROLE_EN.search(U.text.casefold()) if U.lang == "en" else None
    return _head(m.group(1)) if m else ""


def en_served_by(U: Units) -> str:
    """The head noun of the one who acts on the user ("a guide showed the user", "the user was shown around by a
    guide" -> guide), "" when none is read."""
    if U.lang != "en":
        return ""
    text = U.text.casefold()
    m = _SERVED_PASSIVE.search(text)
    if m:
        return _head(m.group(1))
    m = _SERVED_ACTIVE.search(text)
    if not m or m.group(2) in _NOT_NP:
        return ""
    return _head(m.group(1))


def served_difference(A: Units, B: Units) -> tuple[list[str], list[str]] | None:
    """(a's reading, b's) when the user has a role in one memory and is acted on by one in that role in the other."""
    ra, rb, sa, sb = en_role(A), en_role(B), en_served_by(A), en_served_by(B)
    if ra and not sa and sb and not rb and ra == sb:
        return [f"role:user is {ra}"], [f"role:{sb} acts on user"]
    if rb and not sb and sa and not ra and rb == sa:
        return [f"role:{sa} acts on user"], [f"role:user is {rb}"]
    return None


__all__ = ["Actor", "actor", "actor_difference", "en_role", "en_served_by", "served_difference"]

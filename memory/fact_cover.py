"""The phrase verifier's settle: another verifier's unmatched values, aligned by USE-m3 word vectors.

Consensus asks this when the lexicon verifier (:func:`memory.facts.compare`) leaves values unmatched: a value that
USE-m3 aligns with a term of the other memory, above a floor, ahead of the next candidate and as that term's own
best partner, is settled as the same value. It lives apart from ``memory.facts`` because only the consensus path
calls it (the lexicon verifier alone never settles), and it needs the word-vector cache, which the compare path
takes only as an argument. What it must never align (two values of one class, two verbs the lexicon judged) is
read by :mod:`memory.fact_settle` and :mod:`memory.fact_settle_class`.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Sequence
from typing import Any

import numpy as np

from .fact_lexicon import Unit, Units, lexicon
from .fact_settle import settle_barred
from .fact_units import extract
from .fact_verbs import verbs_judged
from .facts import AlignConfig, WordVectors, compare, latin_code, lexical_relation, name_like


def term_forms(u: Unit) -> list[str]:
    """What a term can be compared as: its surface, and for a ja / zh word its English glosses."""
    out = [u.surface]
    if u.lang != "en":
        entry = lexicon().table(u.lang).get(u.surface)
        if entry is not None:
            out += [g.removeprefix("to ") for g in entry[1][:4]]
    return out


def settle(a_text: str, b_text: str, unmatched_a: Sequence[str], unmatched_b: Sequence[str],
           word_vectors: WordVectors, cfg: AlignConfig | None = None, a_lang: str | None = None,
           b_lang: str | None = None) -> tuple[list[tuple[str, str, float]], list[str], list[str]]:  # fmt: skip
    """The phrase verifier's knowledge: which of another verifier's unmatched values USE-m3 positively aligns.

    A value meets every term of the other memory, each compared by its surface and (ja / zh) its English glosses
    ("office" / 職場 = "workplace"); it is aligned with the best one when that one is above ``vector_min``, ahead
    of the next by ``vector_margin``, and has the value as its own best partner. Within one language a value is
    only covered by a predicate of the other memory ("birthday" / "was born"): two different nouns of one
    language are two values. When only one memory has unmatched values, a generic place of the role both state
    ("teaches at a school" / "teacher") is covered by that role (``_setting``). Numbers, dates and periods are
    never settled here. Returns (aligned pairs, values left on a, values left on b)."""
    cfg = cfg or AlignConfig()
    A, B = extract(a_text, a_lang), extract(b_text, b_lang)
    settled: list[tuple[str, str, float]] = []
    left: tuple[list[str], list[str]] = ([], [])
    # the lexicon's own alignments are only read for a value written in ideographs (``_spent``): compare once, then
    aligned = (
        compare(a_text, b_text, a_lang=a_lang, b_lang=b_lang).aligned
        if any(_runs(v) for v in (*unmatched_a, *unmatched_b))
        else []
    )
    for k, (vals, S, Ot) in enumerate(((unmatched_a, A, B), (unmatched_b, B, A))):
        one_sided = not (unmatched_b if k == 0 else unmatched_a)
        met = [(x, y) if k == 0 else (y, x) for x, y, _how in aligned if x and y]  # (own word, other word)
        for v in vals:
            u = next((t for t in S.terms if t.surface == v), None)
            spent = _spent(v, met, Ot)
            hit = _cover(u, S, Ot, word_vectors, cfg, spent) if u is not None else None
            if hit is None and u is not None and one_sided:
                hit = _setting(u, S, Ot, word_vectors, cfg)
            if hit is None:
                left[k].append(v)
                continue
            pair = (v, hit[0], round(hit[1], 4)) if k == 0 else (hit[0], v, round(hit[1], 4))
            if pair not in settled:
                settled.append(pair)
    return settled, left[0], left[1]


_RUN = 2  # characters a value must share with the word that spent its partner
_IDEOGRAPHS = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]+")


def _runs(v: str) -> set[str]:
    return {v[i : i + _RUN] for i in range(len(v) - _RUN + 1) if _IDEOGRAPHS.fullmatch(v[i : i + _RUN])}


def _spent(v: str, met: Sequence[tuple[str, str]], Ot: Units) -> frozenset[str]:
    """The other memory's words that the lexicon already met with another word of this memory that shares the
    value's characters, said once there (round 21, s1j / ns1c: 介護保険 met 护理 by its pieces, and 要介護 must not
    meet 护理 again by vectors: ja says 介護 twice, zh 护理 once, so the second 介護 has no partner there)."""
    runs = _runs(v)
    if not runs:  # kana (しい of やさしい / 欲しい) and Latin letters share runs by accident: only ideographs are read
        return frozenset()
    return frozenset(y for x, y in met if x != v and any(r in x for r in runs) and Ot.text.count(y) == 1)


def _cover(u: Unit, S: Units, Ot: Units, word_vectors: WordVectors, cfg: AlignConfig,
           spent: frozenset[str] = frozenset()) -> tuple[str, float] | None:  # fmt: skip
    """The term of the other memory that USE-m3 aligns with ``u`` (see ``settle``), with its cosine; ``spent``:
    words of the other memory that are no candidates (:func:`_spent`)."""
    cands = [t for t in Ot.terms if t.surface not in spent and (t.lang != u.lang or t.pred)
             and not (latin_code(t) and latin_code(u))
             and not _gloss_judged(u, t) and not _gloss_judged(t, u) and not verbs_judged(u, S, t, Ot)
             and not settle_barred(u, t, S.words, Ot.words, Ot.terms)]  # fmt: skip
    if not cands:
        return None
    forms_c = [term_forms(c) for c in cands]
    forms_s = [term_forms(t) for t in S.terms]
    flat = list(dict.fromkeys([f for fs in forms_c + forms_s for f in fs]))
    vec = dict(zip(flat, np.asarray(word_vectors(flat)), strict=True))

    def score(x: list[str], y: list[str]) -> float:
        return max(float(vec[p] @ vec[q]) for p in x for q in y)

    fu = term_forms(u)
    sc = [score(fu, fc) for fc in forms_c]
    best = int(np.argmax(sc))
    second = max((x for i, x in enumerate(sc) if i != best), default=0.0)
    rivals = [score(fs, forms_c[best]) for t, fs in zip(S.terms, forms_s, strict=True) if t is not u and not t.pred]
    need = cfg.vector_min if cands[best].lang != u.lang else cfg.cover_min
    if sc[best] >= need and sc[best] - second >= cfg.vector_margin and all(r < sc[best] for r in rivals):
        return cands[best].surface, sc[best]
    return None


_SETTING_PREP = frozenset({"at", "in"})


def _setting(u: Unit, S: Units, Ot: Units, word_vectors: WordVectors, cfg: AlignConfig) -> tuple[str, float] | None:
    """A one-sided English value that only names the usual place of a role both memories state: "teaches at a
    school" / "is a teacher" (教師), "a cook at a restaurant" / "a cook". Its shape says it is generic (an
    indefinite, unmodified noun after at / in, right after the word that states the role); the role word meets
    a noun of the other memory in the lexicon (the role is stated there as a value, not only as an activity);
    and USE-m3 puts the place near that role (school / teacher 0.57, restaurant / cook 0.58; university /
    teacher 0.41, school / nurse 0.40 stay unmatched: a school nurse is a fact of its own). Only asked when the
    other memory has no unmatched value, so no counterpart of the place can hide there. Returns (the role word
    of the other memory, cosine)."""
    k = u.at
    if S.lang != "en" or u.proper or not u.known or k < 3 or len(S.words) <= k:
        return None
    if S.words[k - 1] not in ("a", "an") or S.words[k - 2] not in _SETTING_PREP:
        return None
    role = next((t for t in S.terms if t.at == k - 3), None)
    if role is None:
        return None
    nouns = [q for q in Ot.terms if not q.pred and q.kind == "term" and lexical_relation(role, q)]
    if not nouns:
        return None
    best: tuple[str, float] | None = None
    for q in nouns:
        forms = [*term_forms(q), role.surface]
        vec = np.asarray(word_vectors([u.surface, *forms]))
        sc = float(max(vec[0] @ vec[i] for i in range(1, len(forms) + 1)))
        if sc >= cfg.setting_min and (best is None or sc > best[1]):
            best = (q.surface, sc)
    return best


def _gloss_judged(en: Unit, cjk: Unit) -> bool:
    """An English word no gloss of the lexicon uses (futsal) against a CJK word the lexicon glosses (足球 "soccer;
    football"): the CJK word's meaning is known in English words, and the English word is none of them nor a
    synonym of one; vectors that put the two near (sports, both) must not overrule that."""
    if en.lang != "en" or cjk.lang == "en" or en.proper or not en.known or not cjk.known or cjk.proper:
        return False
    return name_like(en) and bool(cjk.glosses)


class UsemWordVectors:
    """Word vectors from any passage embedder (USE-m3 here), cached per word: the same words recur all night."""

    def __init__(self, embedder: Any, max_cache: int = 50_000) -> None:
        self.embedder = embedder
        self.cache: dict[str, np.ndarray] = {}
        self.max_cache = max_cache
        self._lock = threading.Lock()

    def __call__(self, words: list[str]) -> np.ndarray:
        with self._lock:
            missing = list(dict.fromkeys(w for w in words if w not in self.cache))
        if missing:
            vecs = np.asarray(self.embedder.embed_passages(missing), dtype=np.float32)
            with self._lock:
                if len(self.cache) + len(missing) > self.max_cache:
                    self.cache.clear()
                self.cache.update(zip(missing, vecs, strict=True))
        with self._lock:
            return np.stack([self.cache[w] for w in words])


__all__ = ["UsemWordVectors", "settle", "term_forms"]

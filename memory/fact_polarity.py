"""Polarity below the sentence: a negation inside a word, and a negation's scope over coordinated values.

Round 14 (set o, measured blind): the memory-level polarity reader (``Units.negated``) says whether a memory is
negated at all. Two wrong links of set o were negated and affirmed memories that it read alike:

* **A negation inside a word.** 收不可燃垃圾 / 收可燃垃圾: 不可燃 is 不 + 可燃 ("non-burnable"), one word, so the
  memory is not negated and the rest, 可燃, meets the other side's 可燃. A word that is a negating prefix (zh 不 /
  非 / 无 / 未; ja 不 / 非 / 無 / 未; en non- / un- / in- / im- / il- / ir- / dis-) plus a word the other memory has,
  where the other memory lacks the prefixed word, states the opposite polarity of that value. Many words begin
  with such a character without negating the rest (非常 "very", 不过 "but", 无论, 未来 "future", 不動産 "real
  estate", 無料 "free"; "income", "discount", "understand"): when the whole word is in the bundled lexicon, its
  gloss must negate the rest's gloss (a gloss "non-X", "not X", "unX", "inX", "disX" whose X meets a gloss of the
  rest); when the whole is no word of the lexicon (不可燃, "non-smoking"), it is a productive negation, read only
  with a rest of two characters or more (zh / ja) or four letters or more (en). English words are held to their
  parts of speech besides: "un" / "non" words whose part of speech the lexicon shares with the rest (unmarried /
  married), or that the lexicon lacks; "in" / "im" / "il" / "ir" / "dis" only between two adjectives (invalid /
  valid, not income / come, discount / count).
* **A negation's scope over coordination.** "doesn't eat meat but does eat fish" / "doesn't eat meat or fish":
  both negated memories, one fact apart. Each value gets its own polarity: a value after the negation in its
  clause is negated ("not A or B", "neither A nor B", 不吃肉也不吃鱼; in Japanese the whole clause before ない:
  肉も魚も食べない); a value in a clause without negation that stands beside a negated clause (after but /
  while / although; が、/ けど; 但 / 但是 / 可是 / 却 / a comma) is affirmed ("not A but B", 肉は食べないが魚は食べる,
  不吃肉但吃鱼). Two memories that give one value (met by its key or its English gloss stems) a negated and an
  affirmed polarity differ. A value before the negation in its clause (the subject, a time: "on Sundays the user
  does not ...") is not read, nor is anything in a memory with no negated clause (its whole polarity is the
  memory-level reader's).

Only closed classes are read: negating prefixes, negators, clause conjunctions. Kind ``negation`` (the
memory-level reader's kind, ``polarity``, describes itself as negated / affirmed).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from .english_words import NOT_NEVER
from .fact_exclusive import mask_exclusive
from .fact_lexicon import NEG_EN, Unit, Units, lexicon, stem

# ---- a negation inside a word -------------------------------------------------------------------------------
_NEG_PREFIX_CJK = {"zh": "不非无未無", "ja": "不非無未"}
_NEG_PREFIX_EN = ("non-", "non", "un", "in", "im", "il", "ir", "dis")
_NEG_GLOSS_WORDS = NOT_NEVER | {"no", "non", "without"}
_GLOSS_PREFIXES = ("non-", "non", "un", "in", "im", "il", "ir", "dis")


def _gloss_stems(glosses: tuple[str, ...]) -> set[str]:
    return {stem(w) for g in glosses for w in g.removeprefix("to ").split() if len(w) > 2}


def _negates(whole: tuple[str, ...], rest: tuple[str, ...]) -> bool:
    """Whether a gloss of the whole word is a negation of a gloss of the rest ("non-burnable" / "burnable";
    "unmarried", "not yet married" / "married"): not 非常 "very" / 常 "often", 未来 "future" / 来 "to come"."""
    targets = _gloss_stems(rest)
    for g in whole:
        ws = g.split()
        if not ws:
            continue
        if ws[0] in _NEG_GLOSS_WORDS:
            if {stem(w) for w in ws[1:] if len(w) > 2} & targets:
                return True
            continue
        for p in _GLOSS_PREFIXES:
            if ws[0].startswith(p) and len(ws[0]) > len(p) + 3 and stem(ws[0][len(p) :].lstrip("-")) in targets:
                return True
    return False


def _cjk_negated_words(T: Units, S: Units) -> Iterator[tuple[str, str]]:
    """(prefixed word, rest) in ``T`` whose rest ``S`` has and whose negated form ``S`` lacks."""
    table = lexicon().table(T.lang)
    text, other = T.text, S.text
    for i, c in enumerate(text):
        if c not in _NEG_PREFIX_CJK.get(T.lang, ""):
            continue
        for n in range(min(6, len(text) - i - 1), 0, -1):
            rest = text[i + 1 : i + 1 + n]
            if rest not in table or rest not in other:
                continue
            whole = c + rest
            if whole in other or any(x + rest in other for x in _NEG_PREFIX_CJK[T.lang]):
                break  # the other memory negates it too
            entry = table.get(whole)
            if entry is not None:
                if _negates(entry[1], table[rest][1]):
                    yield whole, rest
            elif n >= 2 and (i == 0 or table.get(text[i - 1] + c) is None):
                yield whole, rest  # 不可燃: a productive negation (not the end of a word 毫不 / 并非 ...)
            break


def _en_pos_share(a: str, b: str) -> bool:
    pa, pb = lexicon().en_pos.get(a), lexicon().en_pos.get(b)
    if pa is None:
        return True  # a derivation the lexicon lacks (uninsured, non-smoking)
    return pb is not None and any(x > 0 and y > 0 for x, y in zip(pa, pb, strict=True))


def _en_negated_words(T: Units, S: Units) -> Iterator[tuple[str, str]]:
    others = set(S.words)
    vocab = lexicon().en_vocab
    for w in T.words:
        if w in others:
            continue
        for p in _NEG_PREFIX_EN:
            rest = w[len(p) :].lstrip("-")
            if not w.startswith(p) or len(rest) < 4 or rest not in others or rest in T.words:
                continue
            if rest not in vocab and not w.startswith("non-"):  # non-refundable: hyphenated, plainly a negation
                continue
            if any(q + rest in others or q + "-" + rest in others for q in _NEG_PREFIX_EN):
                break
            if p in ("non-", "non", "un"):
                ok = _en_pos_share(w, rest)
            else:  # in- / dis-: only between two adjectives (invalid / valid; not income, discount)
                pw, pr = lexicon().en_pos.get(w), lexicon().en_pos.get(rest)
                ok = pw is not None and pr is not None and pw[2] > 0 and pr[2] > 0
            if ok:
                yield w, rest
            break


def prefix_negation(A: Units, B: Units) -> tuple[list[str], list[str]] | None:
    """(a's side, b's side) of a value one memory negates inside a word and the other states plainly; read within
    one language, and only where the memory-level polarity agrees (else that reader has already said it)."""
    if A.lang != B.lang or A.negated != B.negated:
        return None
    read = _en_negated_words if A.lang == "en" else _cjk_negated_words
    for T, S, flip in ((A, B, False), (B, A, True)):
        for whole, rest in read(T, S):
            return ([rest], [whole]) if flip else ([whole], [rest])
    return None


# ---- a negation's scope over coordination -------------------------------------------------------------------
# fact_lexicon.NEG_EN (a word ending in "n't" is also tested below)
_EN_NEG = NEG_EN
_EN_CONTRAST = frozenset({"but", "while", "whereas", "although", "though", "yet", "however"})
_JA_SPLIT = re.compile(r"(?<=[いるたすだ])が、?|けれども|けれど|けど|のに|。|；")
_JA_NEG = re.compile(r"(?<![少危汚])な(?:い|かっ|く(?:て|、))|ません|(?<=[かさたなまらわがばぁ])ず(?:に|、|。|$)")
_ZH_SPLIT = re.compile(r"但是|但|可是|不过|然而|却|而是|，|,|；|;|。")
_ZH_NEG = re.compile(r"不|没|沒|別|别|未|无|無|非")
_USER = ("user", "ユーザー", "用户")


def _content(u: Unit) -> bool:
    return u.kind == "term" and not u.pred and u.surface not in _USER and u.key not in _USER


def _keys(u: Unit) -> frozenset[str]:
    return frozenset({u.key, *u.glosses})


@lru_cache(maxsize=4096)
def value_polarities(U: Units) -> tuple[tuple[frozenset[str], bool], ...]:
    """(keys, negated) for each content value whose polarity the memory states on its own: after a negation in its
    clause (negated), or in a clause without one beside a negated clause (affirmed). Empty without a negated
    clause."""
    if U.lang == "en":
        return _en_polarities(U)
    return _cjk_polarities(U)


def _en_polarities(U: Units) -> tuple[tuple[frozenset[str], bool], ...]:
    w = U.words
    clauses: list[tuple[int, int]] = []
    start = 0
    for k, x in enumerate(w):
        if x in _EN_CONTRAST:
            clauses.append((start, k))
            start = k + 1
    clauses.append((start, len(w)))
    negs = [next((k for k in range(s, e) if w[k] in _EN_NEG or w[k].endswith("n't")), None) for s, e in clauses]
    if all(n is None for n in negs) or len(clauses) < 1:
        return ()
    out: list[tuple[frozenset[str], bool]] = []
    for u in U.terms:
        if not _content(u) or u.at < 0:
            continue
        for (s, e), n in zip(clauses, negs, strict=True):
            if s <= u.at < e:
                if n is None:
                    out.append((_keys(u), False))
                elif u.at > n:
                    out.append((_keys(u), True))
    return tuple(out)


def _cjk_polarities(U: Units) -> tuple[tuple[frozenset[str], bool], ...]:
    text = U.text
    split, neg = (_JA_SPLIT, _JA_NEG) if U.lang == "ja" else (_ZH_SPLIT, _ZH_NEG)
    scan = mask_exclusive(text) if U.lang == "ja" else text  # しか…ない says "only" (fact_exclusive)
    bounds: list[tuple[int, int]] = []
    start = 0
    for m in split.finditer(text):
        bounds.append((start, m.start()))
        start = m.end()
    bounds.append((start, len(text)))
    firsts: list[int | None] = []
    for s, e in bounds:
        m = neg.search(scan, s, e)
        # Japanese negates the whole clause before it (肉も魚も食べない); Chinese what follows the negator
        firsts.append(None if m is None else (s - 1 if U.lang == "ja" else m.start()))
    if all(f is None for f in firsts):
        return ()
    out: list[tuple[frozenset[str], bool]] = []
    pos = 0
    for u in U.terms:
        at = text.find(u.surface, pos)
        if at < 0:
            continue
        pos = at + len(u.surface)
        if not _content(u):
            continue
        for (s, e), f in zip(bounds, firsts, strict=True):
            if s <= at < e:
                if f is None:
                    out.append((_keys(u), False))
                elif at > f:
                    out.append((_keys(u), True))
    return tuple(out)


def scope_difference(A: Units, B: Units) -> tuple[list[str], list[str]] | None:
    """A value negated in one memory and affirmed in the other, each read in its own clause; at least one memory
    must state both polarities (a contrast: "not A but B"), so that a plain negation is left to the memory-level
    reader."""
    pa, pb = value_polarities(A), value_polarities(B)
    if not pa or not pb:
        return None
    if len({n for _k, n in pa}) < 2 and len({n for _k, n in pb}) < 2:
        return None
    for ka, na in pa:
        for kb, nb in pb:
            if na != nb and ka & kb:
                shared = sorted(ka & kb)[0]
                return ([f"not {shared}" if na else shared], [f"not {shared}" if nb else shared])
    return None


def polarity_differences(A: Units, B: Units) -> list[tuple[str, list[str], list[str]]]:
    """Both readings as (kind, a, b) for :func:`memory.fact_frames.frame_differences`."""
    out = []
    for got in (prefix_negation(A, B), scope_difference(A, B)):
        if got:
            out.append(("negation", *got))
    return out


__all__ = ["polarity_differences", "prefix_negation", "scope_difference", "value_polarities"]

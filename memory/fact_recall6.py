"""Round 20 (recall): a Japanese word and a Chinese word that the dictionaries gloss alike but not identically.

The lexicon aligns a Japanese and a Chinese word when one whole gloss phrase is in both entries (妻 / 妻子 "wife").
Over the true pairs of the planted sets that the lexicon verifier refused, the commonest CJK-against-CJK misses
were of two shapes, both read here only between two words left unmatched, one in each memory:

* **one gloss is the head of the other's** (``gloss_head_alignments``): 护士 "nurse" / 看護師 "hospital nurse",
  口座 "account" / 账户 "bank account", 软件 "computer software" / ソフトウェア "software", 祖母 "grandmother" /
  奶奶 "paternal grandmother". One dictionary names the thing, the other the same thing with a modifier. The
  shorter gloss must be the *whole end* of the longer one (its last content stems, in order; of "X of Y" only X
  counts), the longer adds at most two stems before it; the shorter gloss is its word's first, the longer one of
  the first three of its entry (the words' own senses, not a rare or general one). Read only where it leaves
  no value free on either side: the modifier the longer gloss adds ("night" of "night shift") must not be what
  a word left over on the other side says otherwise (朝 "morning"). Kin and social relations are the kin
  table's. Two kinds of one thing keep apart: "grandmother" is no end of "paternal grandfather",
  "care" no end of "support", "left hand" no end of "right hand".
* **a compound whose every piece meets** (``piece_alignments``): 電気代 = 電気 + 代 / 电费 = 电 + 费, 腰痛 / 腰疼.
  Both words split into the same number of dictionary pieces (:func:`memory.fact_settle.pieces`, or one piece
  for a one-character word), and piece by piece, in order, each pair is written alike (the same characters or a
  character variant, 気 / 气) or shares a whole gloss phrase. A single differing piece with nothing in common
  keeps the words apart (左手 / 右手, 祖母 / 祖父, 当選 / 落選, 需护理 / 需支援).

Both readings align only; they never make a difference, so a pair they do not reach is left as before.

A reading of segmentation (a CJK value written verbatim in the other memory, where the other's segmenter cut
across it: 出入国 / 出入 + 国在) was tried and removed: in the m..p link sweep it let the phrase verifier link a
negative (成田 / 羽田, n4z / nn4b), whose 羽田 is no term of its memory (bench/NOTES.md, round 20; code in 3b74f7d).

A third reading is of script (``kana_noun``): a common noun written in hiragana that the lexicon lacks, read by
Sudachi's normalised form where that form is a dictionary word (ぜんそく -> 喘息 "asthma", かかりつけ -> 掛かり付け,
きなこ -> 黄な粉), as round 18b read kana verbs (もらっ -> 貰う). The normalised form is Sudachi's spelling of
that very word in its context, not a guess among the kanji a reading could have. Only plain common nouns
(not a formal noun such as ため), and not a word before a name suffix (ひなたちゃん) or alone in corner brackets
(「きなこ」という猫): those name someone. A kana word Sudachi does not normalise (そば) is left as it was. A
katakana common noun of three morae or more is read so too where its normalised form is written in kanji (キモノ ->
着物, round 23b), so that it meets "kimono" and 和服 by the dictionary word's glosses.

A fourth reading (round 23b) is of **one word written two ways** in two Japanese memories
(``same_word_alignments``): 着物 / キモノ, 煙草 / タバコ, iDeCo / イデコ. Two free words meet when Sudachi gives
them, each in its own text, the same normalised form *and* the same reading of at least three morae: its
dictionary says the two spellings are one word. A reading alone never meets (紙 / 神 / 髪 are all カミ, and カミ
normalises to かみ, none of them), nor does a kana word Sudachi normalises to itself against a kanji word of its
reading.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from .fact_frames import relation_person
from .fact_lexicon import EN_STOP, NEG_EN, Unit, Units, gloss_phrases, lexicon, stem
from .fact_readings import same_characters
from .fact_settle import pieces

_HIRA = re.compile(r"[\u3041-\u3096]+")
_KATA = re.compile(r"[\u30a1-\u30faー]+")
_HAN = re.compile(r"[\u3400-\u9fff]")
_FIRST = 3  # glosses read per entry: the word's own senses, not its rare ones
_MAX_EXTRA = 2  # stems the longer gloss may add before the shorter one


def _entry(word: str, lang: str) -> tuple[str, ...]:
    table = lexicon().table(lang)
    e = table.get(word)
    return tuple(e[1]) if e is not None else ()


def _gloss_stems(g: str) -> tuple[str, ...]:
    """The content stems of one gloss in the order written ("bank account" -> (bank, account)); of "X of Y" only X,
    its head ("expected date of childbirth" -> (expect, date)); () for a negated gloss (its words mean the
    opposite)."""
    ws = g.removeprefix("to ").split(" of ")[0].split()
    if any(w in NEG_EN for w in ws):
        return ()
    return tuple(stem(w) for w in ws if w not in EN_STOP)


@functools.lru_cache(maxsize=8192)
def _ordered_stems(word: str, lang: str) -> tuple[tuple[str, ...], ...]:
    """The stems of each of the first glosses of the word."""
    return tuple(st for g in _entry(word, lang)[:_FIRST] if (st := _gloss_stems(g)))


def _head_of(short: tuple[str, ...], long_: tuple[str, ...]) -> bool:
    extra = len(long_) - len(short)
    return 1 <= extra <= _MAX_EXTRA and long_[extra:] == short


def gloss_head(x: str, x_lang: str, y: str, y_lang: str) -> bool:
    """The first gloss of one word is the whole end of one of the first glosses of the other: the shorter gloss
    must be the word's first, its own sense, not a general one further down ("leave" is 有給休暇's second gloss,
    after "paid vacation", and is no end of 病假 "sick leave"; "high school" is 高校's second)."""
    gx, gy = _ordered_stems(x, x_lang), _ordered_stems(y, y_lang)
    return any(_head_of(gx[0], b) for b in gy if gx) or any(_head_of(gy[0], a) for a in gx if gy)


def _candidate(u: Unit) -> bool:
    """A known common noun; not a kin or social relation (the kin table reads those: 義父 "adoptive father" is no
    父亲 "father")."""
    return (u.lang in ("ja", "zh") and not u.pred and u.known and not u.proper and bool(u.glosses)
            and not relation_person(u.surface, u.lang))  # fmt: skip


def _mutual(ta: Sequence[Unit], tb: Sequence[Unit], used_a: set[int], used_b: set[int],
            meets: Callable[[Unit, Unit], bool], how: str,
            last: bool = False) -> list[tuple[str, str, str]]:  # fmt: skip
    """Align each free word of one side with the one free word of the other side it meets, when that word
    meets it alone too (a one-to-one reading: two candidates on either side say nothing). ``last``: only when
    these alignments leave no free value on either side, so that nothing left over can be the modifier that
    the longer gloss adds said otherwise (シフト "shift" / 夜班 "night shift" beside 朝 "morning")."""
    out: list[tuple[str, str, str]] = []
    fa = [i for i in range(len(ta)) if i not in used_a]
    fb = [j for j in range(len(tb)) if j not in used_b]
    hits = {(i, j) for i in fa for j in fb if meets(ta[i], tb[j])}
    one = sorted((i, j) for i, j in hits
                 if sum(1 for a, _ in hits if a == i) == 1 and sum(1 for _, b in hits if b == j) == 1)  # fmt: skip
    if last:
        ia, jb = {i for i, _ in one}, {j for _, j in one}
        if any(not ta[i].pred for i in fa if i not in ia) or any(not tb[j].pred for j in fb if j not in jb):
            return out
    for i, j in one:
        used_a.add(i)
        used_b.add(j)
        out.append((ta[i].surface, tb[j].surface, how))
    return out


def _heads_meet(x: Unit, y: Unit) -> bool:
    return (
        _candidate(x)
        and _candidate(y)
        and x.lang != y.lang
        and x.surface != y.surface
        and gloss_head(x.surface, x.lang, y.surface, y.lang)
    )


def gloss_head_alignments(A: Units, B: Units, ta: Sequence[Unit], tb: Sequence[Unit], used_a: set[int],
                          used_b: set[int]) -> list[tuple[str, str, str]]:  # fmt: skip
    """A Japanese word and a Chinese word left unmatched whose glosses meet head to head (看護師 / 护士)."""
    if {A.lang, B.lang} != {"ja", "zh"}:
        return []
    return _mutual(ta, tb, used_a, used_b, _heads_meet, "gloss head", last=True)


@functools.lru_cache(maxsize=8192)
def _phrases(word: str, lang: str) -> frozenset[frozenset[str]]:
    return frozenset(gloss_phrases(list(_entry(word, lang))))


def _piece_meets(p: str, p_lang: str, q: str, q_lang: str) -> bool:
    if p == q or same_characters(p, q):
        return True
    if len(p) == len(q) == 1 and same_characters(p + p, q + q):
        return True  # one character in two forms (気 / 气); same_characters wants two
    return bool(_phrases(p, p_lang) & _phrases(q, q_lang))


def _split(word: str, lang: str) -> tuple[str, ...]:
    return pieces(word, lang) or ((word,) if len(word) == 1 else ())


def compound_pieces_meet(x: str, x_lang: str, y: str, y_lang: str) -> bool:
    """Two CJK compounds of as many pieces, each pair of pieces, in order, one word (電気代 / 电费)."""
    px, py = _split(x, x_lang), _split(y, y_lang)
    if len(px) < 2 or len(px) != len(py):
        return False
    return all(_piece_meets(p, x_lang, q, y_lang) for p, q in zip(px, py, strict=True))


def _pieces_of_both(x: Unit, y: Unit) -> bool:
    return (
        x.lang in ("ja", "zh")
        and y.lang in ("ja", "zh")
        and x.lang != y.lang
        and not x.pred
        and not y.pred
        and not x.proper
        and not y.proper
        and x.surface != y.surface
        and compound_pieces_meet(x.surface, x.lang, y.surface, y.lang)
    )


def piece_alignments(A: Units, B: Units, ta: Sequence[Unit], tb: Sequence[Unit], used_a: set[int],
                     used_b: set[int]) -> list[tuple[str, str, str]]:  # fmt: skip
    """A Japanese compound and a Chinese compound left unmatched that meet piece by piece (電気代 / 电费)."""
    if {A.lang, B.lang} != {"ja", "zh"}:
        return []
    return _mutual(ta, tb, used_a, used_b, _pieces_of_both, "pieces")


@functools.lru_cache(maxsize=4096)
def _kana_nouns(text: str) -> dict[str, str]:
    """Hiragana words of a Japanese text that Sudachi reads as plain common nouns (名詞, 普通名詞, 一般) and
    spells otherwise in its normalised form: surface -> normalised form. Left out: a formal noun (ため, 副詞可能),
    a word before a name suffix (ひなた before ちゃん) or alone in corner brackets (「きなこ」という猫), which name
    someone; a word Sudachi normalises two ways in one text."""
    from .text import sudachi_tokenizer

    tok = sudachi_tokenizer("C")
    if tok is None:  # SudachiPy is optional: nothing is re-read without it
        return {}
    ms = list(tok.tokenize(text))
    out: dict[str, str] = {}
    seen: set[str] = set()
    for k, m in enumerate(ms):
        sf, norm = m.surface(), m.normalized_form()
        if norm == sf or tuple(m.part_of_speech()[:3]) != ("名詞", "普通名詞", "一般"):
            continue
        if not _HIRA.fullmatch(sf) and not (_KATA.fullmatch(sf) and _morae(sf) >= _MIN_MORAE and _HAN.search(norm)):
            continue  # a katakana word only by a kanji spelling of it (キモノ -> 着物), three morae or more
        prev = ms[k - 1].surface() if k else ""
        nxt = ms[k + 1] if k + 1 < len(ms) else None
        if nxt is not None and (nxt.part_of_speech()[0] == "接尾辞" or (prev == "「" and nxt.surface() == "」")):
            continue
        if sf in seen and out.get(sf) != norm:
            out.pop(sf, None)
            continue
        seen.add(sf)
        out[sf] = norm
    return out


def kana_noun(u: Unit, text: str) -> Unit:
    """A Japanese kana common noun the lexicon lacks, by Sudachi's normalised form (ぜんそく -> 喘息): the unit
    keeps its surface and takes the key and glosses of the dictionary word, so it meets 喘息 as the same word and
    "asthma" by its gloss. Anything else as it is."""
    from .fact_lexicon import cjk_unit

    if u.lang != "ja" or u.known or u.pred:
        return u
    norm = _kana_nouns(text).get(u.surface)
    entry = lexicon().ja.get(norm) if norm else None
    if norm is None or entry is None or not entry[1]:
        return u
    return replace(cjk_unit(norm, "ja", entry, u.pred, group=u.group), surface=u.surface)


_SMALL_KANA = frozenset("ャュョァィゥェォヮ")
_MIN_MORAE = 3


@functools.lru_cache(maxsize=4096)
def _sudachi_forms(text: str) -> dict[str, tuple[str, str]]:
    """Words of a Japanese text as Sudachi cuts it: surface -> (normalised form, reading); a surface read two ways
    in one text is left out."""
    from .text import sudachi_tokenizer

    tok = sudachi_tokenizer("C")
    if tok is None:  # SudachiPy is optional: nothing is read without it
        return {}
    out: dict[str, tuple[str, str]] = {}
    bad: set[str] = set()
    for m in tok.tokenize(text):
        sf, got = m.surface(), (m.normalized_form(), m.reading_form())
        if sf in out and out[sf] != got:
            bad.add(sf)
        out[sf] = got
    return {k: v for k, v in out.items() if k not in bad}


def _morae(kana: str) -> int:
    return sum(1 for c in kana if c not in _SMALL_KANA)


def one_word(x: str, x_text: str, y: str, y_text: str) -> bool:
    """Two Japanese spellings Sudachi gives one normalised form and one reading of three morae or more (着物 /
    キモノ, iDeCo / イデコ); a shared reading alone is no meeting (紙 / 神)."""
    fx, fy = _sudachi_forms(x_text).get(x), _sudachi_forms(y_text).get(y)
    if fx is None or fy is None or x == y:
        return False
    return fx == fy and _morae(fx[1]) >= _MIN_MORAE


def same_word_alignments(A: Units, B: Units, ta: Sequence[Unit], tb: Sequence[Unit], used_a: set[int],
                         used_b: set[int]) -> list[tuple[str, str, str]]:  # fmt: skip
    """Two Japanese words left unmatched, one in each memory, that are one word written two ways (着物 / キモノ)."""
    if not (A.lang == B.lang == "ja"):
        return []

    def meets(x: Unit, y: Unit) -> bool:
        return x.lang == y.lang == "ja" and not x.pred and not y.pred and one_word(x.surface, A.text, y.surface, B.text)

    return _mutual(ta, tb, used_a, used_b, meets, "one word")


__all__ = [
    "compound_pieces_meet",
    "gloss_head",
    "gloss_head_alignments",
    "kana_noun",
    "one_word",
    "piece_alignments",
    "same_word_alignments",
]

"""Two memories of one language that are one sentence but for a short span (issue 13, round 19, set s).

用户的母亲……被认定为需护理二级 / ……需支援二级, 左手腕骨折 / 右手腕骨折, 抽選に当選した / 落選した, 在宅勤務を
している / 出社している: each pair is one sentence with one word swapped. The term alignment of
:mod:`memory.facts` met every other word, and the swapped word was lost on the way (a repeated word met its twin
elsewhere in the other sentence; a one-character word is no term; a predicate left on one side is not asked), so
the verdict was "same" or an unsure that the phrase verifier settled. A careful reader compares exactly the spans
that differ, and that is what this module does, for two memories of ONE language only:

* the two texts are aligned by characters (:mod:`difflib`), and they must be near-identical (a SequenceMatcher
  ratio of ``_NEAR``, at most ``_MAX_OPS`` differing spans): two paraphrases are not read here;
* every differing span is widened to the words it cuts (jieba for Chinese, Sudachi for Japanese), and only
  content words count (nouns, verbs, adjectives, locatives; not particles, auxiliaries, light verbs, adverbs,
  numbers: numbers and dates are the quantity verifier's);
* a content word swapped for another content word that is not the same word (one lemma: 行っ / 行き; one written
  form; one word inside the other: バイト / アルバイト) and not a dictionary synonym (one full gloss in common:
  祖母 / おばあさん "grandmother") is a ``value`` difference. A word the dictionary does not know is compared by the
  characters that differ (左手腕 / 右手腕 -> 左 / 右) when those are dictionary words; otherwise nothing is said;
* a word added or dropped on one side only is a more specific wording, never a difference here;
* English is not read: over the true pairs of sets a..s, four English paraphrases are near-identical token
  strings with one verb or noun swapped for a related one that no dictionary calls a synonym ("goes" / "attends",
  "born" / "birthday", "teacher" / "school", "training" / "preparing to run"), all lost when English was read;
* Chinese tense: one side adds a completion marker (已经, 曾经, 了, 过) and a past time word (上 + a time word,
  昨天, 去年 ...) that the other does not say, while the other has no completion marker at all: ``tense``
  (星期六有灭虫公司来 / 上星期六灭虫公司已经来……消灭了).

Also here, two readings of one slot on each side. A known place name left unmatched on each side of a CJK pair
(:func:`two_places`: 東京 / 大阪, left unsure because the compound beside them was cut differently) is two places.
And one reading of persons: :func:`person_meets_person`. A kin or social relation left unmatched on one side
("grandmother") while the other side's relation (祖父 "grandfather; old man") met only a word that names no
person ("old", read from "turns 88") is two persons: a person value must meet a person.
"""

from __future__ import annotations

import difflib
import functools
import re
from collections.abc import Sequence

from .cjk_words import ZH_ALREADY, ZH_ALREADY_BARE, ZH_ASPECT, ZH_ONCE
from .fact_lexicon import Unit, Units, gloss_phrases, lexicon
from .fact_persons import person_noun
from .fact_readings import same_characters

_NEAR = 0.7  # SequenceMatcher ratio: the two memories share this much of their text
_MAX_OPS = 4  # at most this many differing spans (one swap, or a tense said with up to four markers)
_PUNCT = re.compile(r"[\s。、，,.!?！？：:；;「」『』（）()\"']+")

# jieba tags that name no value: pronouns, adverbs, classifiers, interjections, onomatopoeia, a numeral tag on a
# word without a numeral character (weight 1: a value only as a whole word swapped for a whole word, since jieba
# tags 左 of 左脚踝 a numeral); particles, prepositions, conjunctions, modal particles, punctuation, numbers
# (weight 0: grammar, or the quantity verifier's). A locative is a value (左 / 右, 上 / 下).
_ZH_FUNCTION = ("r", "d", "q", "e", "o", "m")
_ZH_NUMERAL = re.compile(r"[0-9０-９一二三四五六七八九十百千万亿两半几零〇]")
_ZH_GRAMMAR = ("u", "p", "c", "y", "x", "w")  # never a value, not even as a whole swapped word
_ZH_LIGHT = frozenset("有 是 在 为 做 会 要 能 让 给 被 把 来 去".split())  # light and modal verbs: grammar here
# Sudachi parts of speech that carry a value (a dependent verb or adjective: する / いる / ない is grammar)
_JA_CONTENT = ("名詞", "動詞", "形容詞", "形状詞")

# jieba words, so the bare 已 needs no guard (jieba keeps 而已, 已婚 whole); with 曾经 / 曾, since a past time word must
# come with it; simplified spellings only, as _ZH_PAST_TIME is; no 完成 (a verb: a differing span, not a tense)
_ZH_COMPLETION = ZH_ALREADY | ZH_ALREADY_BARE | ZH_ONCE | ZH_ASPECT
_ZH_PAST_TIME = re.compile(r"上(?:个)?(?:星期|周|礼拜|月|次|回)|昨天|前天|去年|前年|上午")

# a wish or plan modal before a verb (想 预约 "wants to book"); by lemma: jieba words, Sudachi dictionary forms
_WISH = {"zh": frozenset({"想", "想要", "打算", "要", "准备", "计划", "希望"}),
         "ja": frozenset({"たい", "つもり", "予定", "希望"})}  # fmt: skip
# a completion marker: Chinese aspect / "already" words, the Japanese past auxiliary た
_DONE = {"zh": _ZH_COMPLETION, "ja": frozenset({"た"})}

Word = tuple[int, int, str, str, int]  # start, end, surface, lemma, weight (2 content, 1 weak, 0 grammar)


def _zh_words(text: str) -> list[Word]:
    import jieba.posseg as pseg

    from .text import jieba_lock

    with jieba_lock:
        cut = [(w.word, w.flag) for w in pseg.cut(text)]
    out: list[Word] = []
    at = 0
    for w, flag in cut:
        if flag.startswith(_ZH_GRAMMAR) or _ZH_NUMERAL.search(w):
            weight = 0
        elif flag.startswith(_ZH_FUNCTION) or w in _ZH_LIGHT:
            weight = 1
        else:
            weight = 2
        out.append((at, at + len(w), w, w, weight))
        at += len(w)
    return out


def _ja_words(text: str) -> list[Word] | None:
    from .text import sudachi_tokenizer

    tok = sudachi_tokenizer("C")
    if tok is None:  # SudachiPy is an optional extra: without it nothing is read
        return None
    out: list[Word] = []
    for m in tok.tokenize(text):
        pos = m.part_of_speech()
        content = pos[0] in _JA_CONTENT and pos[1] not in ("非自立可能", "数詞")
        out.append((m.begin(), m.end(), m.surface(), m.dictionary_form(), 2 if content else 0))
    return out


@functools.lru_cache(maxsize=4096)
def _words(text: str, lang: str) -> tuple[Word, ...] | None:
    if lang == "zh":
        return tuple(_zh_words(text))
    if lang == "ja":
        got = _ja_words(text)
        return tuple(got) if got is not None else None
    return None


def _entry(word: str, lang: str) -> tuple[str, tuple[str, ...]] | None:
    table = lexicon().table(lang)
    entry = table.get(word)
    return entry if entry is not None and entry[1] else None


def _cjk_same(x: str, y: str, lang: str) -> bool | None:
    """One word (True), two words (False), or unknown to the dictionary (None)."""
    if x == y or same_characters(x, y):
        return True
    if min(len(x), len(y)) >= 2 and (x in y or y in x):
        return True  # バイト / アルバイト, 東京 / 東京都: one word, one written longer
    ex, ey = _entry(x, lang), _entry(y, lang)
    if ex is None or ey is None:
        return None
    return bool(set(gloss_phrases(ex[1])) & set(gloss_phrases(ey[1])))  # 祖母 / おばあさん: "grandmother"


def _cjk_swap(wa: list[Word], wb: list[Word], da: str, db: str, lang: str) -> tuple[list[str], list[str]] | None:
    """The content words of two differing spans when they name two values, else None."""
    if len(wa) == 1 and len(wb) == 1 and wa[0][2] == da and wb[0][2] == db and min(wa[0][4], wb[0][4]) >= 1:
        wa, wb = [(*wa[0][:4], 2)], [(*wb[0][:4], 2)]  # one whole word for another: 左 (m) / 右 (f)
    ca = [w for w in wa if w[4] == 2]
    cb = [w for w in wb if w[4] == 2]
    la, lb = {w[3] for w in ca}, {w[3] for w in cb}
    ca = [w for w in ca if w[3] not in lb]
    cb = [w for w in cb if w[3] not in la]
    if not ca or not cb:
        return None  # only one side says a value here: a more specific wording, or grammar
    verdicts = [_cjk_same(x[3], y[3], lang) for x in ca for y in cb]
    if any(v is True for v in verdicts):
        return None
    if all(v is False for v in verdicts):
        return [w[2] for w in ca], [w[2] for w in cb]
    # a word the dictionary lacks (左手腕): the characters that differ, when both are dictionary words
    da, db = da.strip(), db.strip()
    if da and db and not da.isdigit() and not db.isdigit() and _cjk_same(da, db, lang) is False:
        return [da], [db]
    return None


def _widen(words: Sequence[Word], i1: int, i2: int) -> list[Word]:
    """The words that the span [i1, i2) cuts; an empty span (an insertion point) cuts none."""
    if i1 == i2:
        return []
    return [w for w in words if w[0] < i2 and w[1] > i1]


def _zh_tense(added: Sequence[str], marks: Sequence[Word], other: str, other_words: Sequence[Word]) -> bool:
    """One side adds a completion marker and a past time word; the other says neither anywhere."""
    return (any(w[2] in _ZH_COMPLETION for w in marks) and any(_ZH_PAST_TIME.search(x) for x in added)
            and not any(w[2] in _ZH_COMPLETION for w in other_words) and not _ZH_PAST_TIME.search(other))  # fmt: skip


def _wish_against_done(marks_a: Sequence[Word], marks_b: Sequence[Word], wa: Sequence[Word], wb: Sequence[Word],
                       lang: str) -> tuple[list[str], list[str]] | None:  # fmt: skip
    """One side adds a wish or plan modal (想, 打算, たい, つもり) in a differing span, which the other does not say
    anywhere, while the other says a completion marker (了, 已经, た) that the wish side does not: "booked" against
    "wants to book" (round 20b, t25z: 预约了 / 想…预约). A modal alone is not read: a plan said bare (下个月去) and
    said with 打算 may be one fact."""
    wish, done = _WISH.get(lang, frozenset()), _DONE.get(lang, frozenset())

    def says(ws: Sequence[Word], table: frozenset[str]) -> bool:
        return any(w[3] in table or w[2] in table for w in ws)

    for m_w, all_w, all_o, first in ((marks_a, wa, wb, True), (marks_b, wb, wa, False)):
        if says(m_w, wish) and not says(all_o, wish) and says(all_o, done) and not says(all_w, done):
            return (["wish"], ["done"]) if first else (["done"], ["wish"])
    return None


def _strip(text: str) -> str:
    return _PUNCT.sub("", text)


def _cjk_differences(A: Units, B: Units) -> list[tuple[str, list[str], list[str]]]:
    a, b = _strip(A.text), _strip(B.text)
    wa, wb = _words(a, A.lang), _words(b, B.lang)
    if not a or not b or wa is None or wb is None:
        return []
    sm = difflib.SequenceMatcher(None, a, b, autojunk=False)
    ops = [op for op in sm.get_opcodes() if op[0] != "equal"]
    if not ops or len(ops) > _MAX_OPS or sm.ratio() < _NEAR:
        return []
    out: list[tuple[str, list[str], list[str]]] = []
    added_a: list[str] = []
    added_b: list[str] = []
    marks_a: list[Word] = []
    marks_b: list[Word] = []
    for _tag, i1, i2, j1, j2 in ops:
        xa, xb = _widen(wa, i1, i2), _widen(wb, j1, j2)
        if i2 > i1:  # what one side adds, with the characters around it (上 + 星期六: the time word follows)
            added_a.append(a[max(0, i1 - 1) : i2 + 2])
        if j2 > j1:
            added_b.append(b[max(0, j1 - 1) : j2 + 2])
        marks_a += xa
        marks_b += xb
        got = _cjk_swap(xa, xb, a[i1:i2], b[j1:j2], A.lang)
        if got is not None:
            out.append(("value", *got))
    if not out and (got := _wish_against_done(marks_a, marks_b, wa, wb, A.lang)) is not None:
        out.append(("modality", *got))
    if A.lang == "zh" and not out:
        if _zh_tense(added_a, marks_a, b, wb):
            out.append(("tense", ["past"], ["-"]))
        elif _zh_tense(added_b, marks_b, a, wa):
            out.append(("tense", ["-"], ["past"]))
    return out


def near_identical(A: Units, B: Units) -> list[tuple[str, list[str], list[str]]]:
    """The differences of two near-identical memories of one CJK language: (kind, a values, b values), [] when
    the memories are not near-identical or differ only in grammar, a one-sided word or synonyms (module
    docstring). English is not read (see below)."""
    if A.lang != B.lang or A.lang not in ("ja", "zh"):
        return []
    return _cjk_differences(A, B)


def person_meets_person(A: Units, B: Units, aligned: Sequence[tuple[str, str, str]], una: Sequence[str],
                        unb: Sequence[str]) -> tuple[list[str], list[str]] | None:  # fmt: skip
    """A relation person (kin, a social relation: :func:`memory.fact_frames.relation_person`) unmatched on one
    side against a relation person of the other side that met only words naming no such person (r36:
    "grandmother" / 祖父, which met "old" by its gloss "old man"): (a values, b values), else None. WordNet's
    person nouns (``fact_persons``) are too wide here: over sets a..s they lost nine true pairs whose person value
    was said as a role on the other side (cook / 同事, visitor / 父母, wife / 委员)."""
    from .fact_frames import relation_person

    for un, S, Ot, on_a in ((una, A, B, True), (unb, B, A, False)):
        lost = [w for w in un if relation_person(w, S.lang)]
        if not lost:
            continue
        partners: dict[str, list[str]] = {}
        for x, y, _how in aligned:
            own, other = (y, x) if on_a else (x, y)
            if own:
                partners.setdefault(own, []).append(other)
        for t in Ot.terms:
            ps = partners.get(t.surface)
            if not ps or not relation_person(t.surface, Ot.lang):
                continue
            if any(p and (relation_person(p, S.lang) or person_noun(p, S.lang)) for p in ps):
                continue  # it met a person: the alignment already compared persons
            pair = (lost, [t.surface])
            return pair if on_a else (pair[1], pair[0])
    return None


def _place(u: Unit) -> bool:
    from .fact_units import japanese_place

    return u.known and len(u.surface) >= 2 and japanese_place(u.surface)


def two_places(A: Units, B: Units, una: Sequence[str], unb: Sequence[str]) -> tuple[list[str], list[str]] | None:
    """A known place name left unmatched on each side of a Chinese / Japanese pair (東京 / 大阪 in 東京出入国在留管理局
    / 大阪出入国在留管理局): two dictionary names of one slot, a place, that no reading made one, are two values.
    The unmatched list was unsure only because a compound beside them was cut differently (出入国 / 出入 + 国在);
    a place name the dictionaries know is judged by its own entry (:func:`memory.fact_units.japanese_place`)."""
    if A.lang not in ("ja", "zh") or B.lang not in ("ja", "zh"):
        return None
    pa = [u.surface for u in A.terms if u.surface in una and _place(u)]
    pb = [u.surface for u in B.terms if u.surface in unb and _place(u)]
    if not pa or not pb or any(same_characters(x, y) or x == y for x in pa for y in pb):
        return None
    return pa, pb


__all__ = ["near_identical", "person_meets_person", "two_places"]

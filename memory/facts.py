"""Fact alignment: do two memories state the same fact, the same slots with the same values, in en / ja / zh?

Nightly reflection links two memories (MERGE or ALIAS) when their embeddings are close. Embeddings are close for
two different facts of one template too ("allergic to pollen" / "allergic to penicillin", "passport must be renewed
in October" / a Chinese "visa must be renewed in October"), so a proposed link is checked here, value by value:

1. Each text becomes units: numbers (digits, English number words, kanji numerals, normalised), dates (months,
   weekdays), polarity (a negation), and content terms. A term is a *value* (a noun or a name: allergen, document,
   relative, place, food, ...) or a *predicate* (a verb, adjective or adverb: what a paraphrase may say
   differently, "goes to" / "attends", ジョギングしている / 走っている).
2. Terms are aligned across the two texts: the same stem, a morphological variant (violin / violinist,
   过敏 / 过敏症), a shared English gloss in the lexicon (``memory/data/lexicon.tsv.gz``, derived from JMdict and
   CC-CEDICT: 花粉 -> pollen, 签证 -> visa, 护照 -> passport), a katakana transliteration (ヴィーガン ~ vegan), and,
   only for a word the lexicon does not know (names: 新宿 ~ Shinjuku), the USE-multilingual word vectors as a
   mutual best match with a margin.
3. The verdict: the same fact only when numbers, dates and polarity are equal and every value of each side is
   aligned with the other side. A value left on BOTH sides is a differing value (pollen vs penicillin); a value
   left on one side is unmatched, unless a predicate of the other side that nothing else took covers it
   ("birthday" / "was born", "wife" / "married"), judged by the word vectors. Everything else is refused and
   reported with the values that differed: when unsure, no link.

Step 1 is :mod:`memory.fact_lexicon` (the lexicon, word classes, unit types), :mod:`memory.fact_quantities`
(clock times, currencies, measures, frequencies, school years, normalised before the words are read) and
:mod:`memory.fact_units` (text to units); :mod:`memory.fact_readings` lets a name meet its spelling in another
script (a reading: Kitazawa / 北沢 / 北泽, never 代沢). Predicates must meet too (:mod:`memory.fact_predicates`,
:mod:`memory.fact_verbs`: verbs meet through the dictionaries or the link is unsure; contrasts differ), and so must
the roles of the values (:mod:`memory.fact_roles`: from / to / than, subject / object) and the frame around the fact
(:mod:`memory.fact_frames`: a former state, a wish, every other period, apart, whose relative). The alignment and the
verdict are here.

The lexicon is authoritative where it knows both words: two words with glosses that share nothing are different
values, however close their vectors (passport / 签证 sit at 0.71, passport / 护照 at 0.76 under USE-m3).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

import numpy as np

from .fact_benefactive import as_grammar
from .fact_frames import frame_differences
from .fact_frequency import frequency_alignments
from .fact_home import home_difference
from .fact_lexicon import (
    EXPIRY_PREFIXES,
    PERIOD_ADJECTIVES,
    SLOT_PARAPHRASES,
    STATUS_CLASSES,
    VALIDITY_WORDS,
    Unit,
    Units,
    cjk_number,
    en_synonyms,
    gloss_phrases,
    gloss_stems,
    lexicon,
    number_token,
    singular,
    stem,
    stem_variant,
)
from .fact_loan import loan_phrase_alignments
from .fact_modality import precision_differences
from .fact_modifier import opposite_modifier
from .fact_names import one_name_one_place
from .fact_obligation import obligation_difference  # round 44a
from .fact_perceive import perceive_difference  # round 44a
from .fact_phrasal import phrasal_contrast
from .fact_predicates import aspect, compare_predicates, deontic, grammatical, modality, quality_in_compound
from .fact_prefix import en_other_referent, prefixed
from .fact_readings import kana_pinyin_match, latin_readings, reading_match, same_characters
from .fact_recall import compound_alignments, recall_guards
from .fact_recall2 import untimed
from .fact_roles import compare_roles
from .fact_slot import component_in_slot
from .fact_spent import other_language_glosses, spent_alignments
from .fact_trade import traded_places
from .fact_units import KATA, clipped_loan, extract, transliteration_match
from .fact_user_verb import act_differences  # round 45b
from .fact_verbs import (
    cjk_support_verbs,
    idiom_objects,
    irregular_base,
    irregular_verb,
    positive,
    support_verbs,
)
from .fact_week import week_difference
from .fact_weekday import implied_weekdays

WordVectors = Callable[[list[str]], np.ndarray]  # L2-normalised vectors of single words (USE-m3)

# ------------------------------------------------------------------------------------------------ alignment


@dataclass
class Difference:
    """Why two memories are not one fact: what differed, with the values on each side."""

    kind: str  # "number" | "date" | "polarity" | "value" | "unmatched"
    a: list[str]
    b: list[str]

    def describe(self) -> str:
        if self.kind == "unmatched":
            side = self.a or self.b
            return f"unmatched value: {', '.join(side)}"
        if self.kind == "polarity":
            return f"polarity differs: {'negated' if self.a else 'affirmed'} vs {'negated' if self.b else 'affirmed'}"
        return f"{self.kind} differs: {', '.join(self.a) or '-'} vs {', '.join(self.b) or '-'}"

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "a": self.a, "b": self.b, "text": self.describe()}


Verdict = Literal["same", "different", "unsure"]


@dataclass
class FactCheck:
    """The verdict on one proposed link: ``same``; ``different`` (a value, number, date or polarity differs:
    ``differences`` says which); ``unsure`` (values that nothing aligned: ``unmatched_a`` / ``unmatched_b``)."""

    verdict: Verdict
    differences: list[Difference]
    aligned: list[tuple[str, str, str]]  # (a term, b term, how)
    more_specific: str | None = None  # "a" / "b": that side adds a modifier the other lacks (keep its text)
    unmatched_a: list[str] = field(default_factory=list)
    unmatched_b: list[str] = field(default_factory=list)

    @property
    def same(self) -> bool:
        return self.verdict == "same"

    @property
    def reason(self) -> str:
        return "; ".join(d.describe() for d in self.differences) if self.differences else "same values"

    def to_dict(self) -> dict[str, Any]:
        return {
            "verdict": self.verdict,
            "same": self.same,
            "differences": [d.to_dict() for d in self.differences],
            "unmatched": {"a": self.unmatched_a, "b": self.unmatched_b},
            "aligned": [list(x) for x in self.aligned],
            "more_specific": self.more_specific,
        }


Thesaurus = dict[str, str]  # surface (casefolded) -> canonical value name, e.g. 甲殻類 -> shellfish


def _en_in_glosses(en: Unit, cjk: Unit) -> bool:
    keys = {en.key, stem(positive(en.surface))}  # bigger: big
    keys |= {stem(irregular_base(en.surface))} if irregular_verb(en.surface) else set()  # bought: buy
    return any(stem_variant(k, g) for k in keys for g in cjk.glosses)


def _en_in_other_glosses(en: Unit, cjk: Unit) -> bool:
    other = other_language_glosses(cjk.surface, cjk.lang, cjk.glosses)
    return bool(other) and any(stem_variant(en.key, g) for g in other)


def lexical_relation(a: Unit, b: Unit, thesaurus: Thesaurus | None = None) -> str | None:
    """How two terms are the same word by the lexicon (no vectors); None when nothing says so."""
    ka, kb = _surface_key(a), _surface_key(b)
    if ka != kb and any(ka in c and kb in c for c in STATUS_CLASSES):
        return "status"  # retired / 元 (元警察官 "ex-police officer") / 退休
    if a.lang == b.lang:
        if a.key == b.key:
            return "same"
        if a.lang == "en":
            if "-" in a.key + b.key and a.key.replace("-", "") == b.key.replace("-", ""):
                return "variant"  # one word written with and without its hyphen: clean-up / cleanup (round 26)
            if stem_variant(a.key, b.key, min_len=4):
                return "variant"  # violin / violinist, allerg / allergi (not father / father-in-law)
            if (
                not a.proper
                and not b.proper
                and (en_synonyms(a.surface, b.surface) or en_synonyms(positive(a.surface), positive(b.surface)))
            ):
                return "synonym"  # cook / chef, dad / father (the dictionary pivot); bigger / larger
        elif len(a.key) >= 2 and len(b.key) >= 2 and (a.key in b.key or b.key in a.key):
            # only between words the lexicon knows: a name one character longer is another place (中野 / 東中野)
            if abs(len(a.key) - len(b.key)) <= 1 and a.known and b.known and not (a.proper or b.proper):
                # 过敏 / 过敏症, 花粉 / 花粉症 (one character more; not ソバアレルギー, nor 準決勝 / 決勝: round 40a)
                return None if prefixed(a.surface, b.surface) else "variant"
        return None
    if thesaurus:
        ca, cb = thesaurus.get(singular(a.surface.casefold())), thesaurus.get(singular(b.surface.casefold()))
        if ca is not None and ca == cb and ca in (singular(a.surface.casefold()), singular(b.surface.casefold())):
            return "thesaurus"  # shellfish / 甲殻類 (the canonical name and one of its labels)
    if a.lang == "en" or b.lang == "en":
        en, cjk = (a, b) if a.lang == "en" else (b, a)
        if _en_in_glosses(en, cjk):
            return "gloss"  # 花粉 / pollen, 日元 / yen
        if en.surface in lexicon().en_vocab and _en_in_other_glosses(en, cjk):
            return "other-language gloss"  # beach / 海岸 (zh "coast", ja "coast; beach"), round 24
        if not en.proper and not en.pred and _gloss_synonym(en, cjk):
            return "gloss synonym"  # physician / 医生 ("doctor"): the dictionary pivot of cook / chef
        if cjk.lang == "ja":
            # a kanji word's reading only against a name: 広尾 (hiroo) is no spelling of "halal" (round 25)
            kata = cjk.surface if KATA.fullmatch(cjk.surface) else (cjk.reading if name_like(en) else "")
            if kata and transliteration_match(kata, en.surface):
                return "transliteration"  # ヴィーガン / vegan, 新宿 (シンジュク) / Shinjuku
        if name_like(en) and reading_match(cjk.surface, cjk.lang, en.surface):
            return "reading"  # Kitazawa / 北沢, Rakuten / 楽天, Mizuho / 瑞穗, docomo / ドコモ (not 代沢 daizawa)
        return None
    # Japanese / Chinese
    if a.surface == b.surface:
        return "same"  # one written form (大阪 / 大阪, 花粉 / 花粉)
    if same_characters(a.surface, b.surface):
        return "variant form"  # one word in simplified / traditional / Japanese characters (北泽 / 北沢, 瑞穗 / 瑞穂)
    if kana_pinyin_match(a.surface, b.surface) or kana_pinyin_match(b.surface, a.surface):
        return "reading"  # マニラ / 马尼拉 (round 11b)
    if a.phrases and b.phrases and set(a.phrases) & set(b.phrases):
        return "gloss"  # one gloss in both dictionaries (妻 / 妻子: "wife")
    return None


def _gloss_synonym(en: Unit, cjk: Unit) -> bool:
    """An English word that is a dictionary synonym (``en_synonyms``) of a one- or two-word gloss of the CJK word."""
    if not cjk.known or cjk.proper:
        return False
    entry = lexicon().table(cjk.lang).get(cjk.surface)
    if entry is None or cjk.glosses != gloss_stems(entry[1]):
        return False  # a unit that does not mean its dictionary entry (歳 as an age counter: "old" only)
    return any(g.count(" ") <= 1 and not g.startswith("to ") and en_synonyms(en.surface, g) for g in entry[1][:6])


def name_like(en: Unit) -> bool:
    """An English word that may be a romanised name: capitalised, or a word no gloss of the lexicon uses
    ("docomo", "chome"). A common English word is compared by meaning only: "pan" is no spelling of パン (bread)."""
    if en.proper:
        return True
    lex = lexicon()
    return en.surface not in lex.en_vocab and en.surface not in lex.en_pos and singular(en.surface) not in lex.en_vocab


_LATIN = re.compile(r"[A-Za-z][A-Za-z0-9'-]*")
_HAN_WORD = re.compile(r"[\u3005\u4e00-\u9fff]+")
_KATA_WORD = re.compile(r"[\u30a1-\u30fa\u30fc]{2,}")


def latin_code(u: Unit) -> bool:
    """A word in Latin letters that the lexicon cannot read: an acronym or a code (AB, O of O型, JLPT)."""
    return bool(_LATIN.fullmatch(u.surface)) and (u.lang != "en" or not u.known or len(u.surface) <= 2)


def _judged_by_form(u: Unit, others: Sequence[Unit]) -> bool:
    """Left over against values whose form says they differ, though the lexicon knows neither: two Latin codes
    (blood type O / AB), or a Japanese name in kanji against a romanised name that is not its reading (代沢, read
    daizawa, against Kitazawa). A Japanese kanji name is read reliably by Sudachi; a Chinese one may be a
    transliteration of a foreign name (多伦多 / Toronto) that no reading reaches, so it is not judged this way."""
    if latin_code(u):
        return any(latin_code(o) for o in others)
    if u.lang == "ja" and _HAN_WORD.fullmatch(u.surface) and latin_readings(u.surface, "ja"):
        return any(o.lang == "en" and o.proper for o in others)
    if u.lang == "en" and u.proper:
        return any(o.lang == "ja" and _HAN_WORD.fullmatch(o.surface) and latin_readings(o.surface, "ja")
                   for o in others)  # fmt: skip
    if u.lang == "ja" and not u.known and _KATA_WORD.fullmatch(u.surface):
        # a katakana loan the dictionaries lack is the spelling of a foreign word: against common English words
        # none of which it spells, it names another thing (コーシャ "kosher" / halal, round 25)
        # (one to three of the English words in a row may spell it: ホットヨガ / "hot yoga")
        spelt = ["".join(o.surface for o in others[i : i + n]) for n in (1, 2, 3) for i in range(len(others) - n + 1)]
        return (
            bool(others)
            and all(o.lang == "en" and not o.proper and not o.pred and _judgeable(o) for o in others)
            and not any(transliteration_match(u.surface, w) or clipped_loan(u.surface, w) for w in spelt)
        )
    return False


def _judgeable(u: Unit) -> bool:
    """Does the lexicon know what this value means, so that a mismatch is a difference and not ignorance?"""
    if u.lang == "en":
        lex = lexicon()
        return u.known and (u.proper or u.surface in lex.en_pos or u.surface in lex.en_vocab
                            or singular(u.surface) in lex.en_vocab)  # fmt: skip
    return u.known and bool(u.glosses)


@dataclass(frozen=True)
class AlignConfig:
    vector_min: float = 0.6  # word / phrase cosine (USE-m3) for an alignment across languages ...
    vector_margin: float = 0.05  # ... by this much above the next candidate on either side
    cover_min: float = 0.6  # a one-sided value covered by a free predicate of the other side ("birthday" / "born")
    setting_min: float = 0.5  # a one-sided generic place typical of the role both sides state ("at a school" / teacher)


_QUANTITIES = (
    ("number", "nums"),
    ("date", "dates"),
    ("period", "periods"),
    ("relation", "relations"),
    ("unit", "units"),
)


_ONCE = re.compile(r"\bonce\b|[1１一][回度次]")


def _once_implied(U: Units, other: Units, left: Sequence[str]) -> bool:
    """The one number only ``U`` states is the 1 of "once" (1回, 一次) in a frequency ("once a day", 1日1回, 每天一
    次), and both memories state that frequency's period: the other memory's bare period ("daily", 毎日) says one
    time (round 26)."""
    if list(left) != ["1"] or not _ONCE.search(U.text):
        return False
    per = {p for p in U.periods if p.startswith("per:")}
    return bool(per) and per <= set(other.periods)


def compare_quantities(A: Units, B: Units) -> tuple[list[Difference], list[str], list[str]]:
    """Numbers, dates, periods and deadline relations: differing ones, and those only one side states."""
    diffs: list[Difference] = []
    una: list[str] = []
    unb: list[str] = []
    spent = implied_weekdays(A, B) | implied_weekdays(B, A)  # "Tuesday, 10 February 2026" / 2026年2月10日 (r23)
    for kind, attr in _QUANTITIES:
        xa, xb = getattr(A, attr), getattr(B, attr)
        if attr == "dates" and spent:
            xa, xb = tuple(x for x in xa if x not in spent), tuple(x for x in xb if x not in spent)
        if xa == xb:
            continue
        da, db = _minus(xa, xb), _minus(xb, xa)
        if attr == "nums" and bool(da) != bool(db) and _once_implied(A if da else B, B if da else A, da or db):
            continue  # "once a day" / "daily", 1日1回 / 毎日: a frequency's one time is said by the bare period
        if da and db:
            diffs.append(Difference(kind, da, db))
        else:
            una += da
            unb += db
    if A.negated != B.negated:
        diffs.append(Difference("polarity", ["not"] if A.negated else [], ["not"] if B.negated else []))
    return diffs, una, unb


def compare(a_text: str, b_text: str, word_vectors: WordVectors | None = None, cfg: AlignConfig | None = None,
            a_lang: str | None = None, b_lang: str | None = None,
            thesaurus: Thesaurus | None = None) -> FactCheck:  # fmt: skip
    """Do the two texts state the same fact? Three-valued; see the module docstring for the rules.

    ``word_vectors`` (optional) lets names and words the lexicon lacks align across languages by vectors; the
    link consensus keeps it out of the lexicon verifier and gives it to the phrase verifier instead."""
    if " ".join(a_text.split()).casefold() == " ".join(b_text.split()).casefold():  # one statement twice is one
        return FactCheck("same", [], [])  # fact, whatever a reader makes of its parts (135 items were not, stop 39)
    cfg = cfg or AlignConfig()
    A, B = extract(a_text, a_lang), extract(b_text, b_lang)
    check = _compare(A, B, word_vectors, cfg, thesaurus)
    if check.verdict == "same":
        return check
    ga, gb = as_grammar(A), as_grammar(B)
    if ga is None and gb is None:
        return check
    # a Japanese benefactive auxiliary as grammar, only where that completes the match (round 38)
    alt = _compare(ga or A, gb or B, word_vectors, cfg, thesaurus)
    return alt if alt.verdict == "same" else check


def _compare(A: Units, B: Units, word_vectors: WordVectors | None, cfg: AlignConfig,
             thesaurus: Thesaurus | None) -> FactCheck:  # fmt: skip
    """:func:`compare` on the units of the two texts."""
    diffs, una, unb = compare_quantities(A, B)
    una, unb = _said_by_words(una, A, B), _said_by_words(unb, B, A)
    ta, tb = list(A.terms), list(B.terms)
    aligned: list[tuple[str, str, str]] = []
    used_a: set[int] = set()
    used_b: set[int] = set()
    found = [
        (i, j, how) for i, x in enumerate(ta) for j, y in enumerate(tb) if (how := lexical_relation(x, y, thesaurus))
    ]
    for i, j, how in one_name_one_place(ta, tb, found):  # a name that met its spelling is no gloss elsewhere (41b)
        aligned.append((ta[i].surface, tb[j].surface, how))
        used_a.add(i)
        used_b.add(j)
    aligned += frequency_alignments(A, B, used_a, used_b)  # one frequency class on both sides is spent (round 22)
    aligned += compound_alignments(A, B, ta, tb, used_a, used_b, lambda x, y: lexical_relation(x, y, thesaurus))
    aligned += spent_alignments(A, B, ta, tb, used_a, used_b, aligned)  # 65歳 / "at 65", 友人たち (round 24)
    aligned += loan_phrase_alignments(A, B, ta, tb, used_a, used_b)  # ホットヨガ / "hot yoga" (round 25)
    if A.lang == B.lang == "en":
        aligned += _phrase_synonyms(ta, tb, used_a, used_b)
    if word_vectors is not None:
        for i, j, sc in vector_alignments(ta, tb, used_a, used_b, word_vectors, cfg):
            aligned.append((ta[i].surface, tb[j].surface, f"vectors {sc:.2f}"))
            used_a.add(i)
            used_b.add(j)
    res_a, cov_a = _residual(ta, used_a)
    res_b, cov_b = _residual(tb, used_b)
    if bool(res_a) != bool(res_b):  # a slot said as a noun on one side, as a verb on the other ("name" / "called")
        for res, side, other in ((res_a, ta, tb), (res_b, tb, ta)):
            for i in [i for i in res if _slot_said(side[i], other)]:
                res.remove(i)
                aligned.append((side[i].surface, "", "slot") if side is ta else ("", side[i].surface, "slot"))
    more: str | None = None
    if (res_a or res_b) and not (res_a and res_b) and A.lang == B.lang == "en":
        # an English modifier right before an aligned noun ("a local community orchestra" / "a community
        # orchestra"): the same thing described in more detail; the link keeps the more specific text
        # (a word right after a number is what is counted or its unit, never a modifier: "7 months old")
        side, used_s, res = (ta, used_a, res_a) if res_a else (tb, used_b, res_b)
        toks = A.words if res_a else B.words
        refined = [i for i in res if not side[i].proper and i + 1 < len(side) and i + 1 in used_s
                   and side[i + 1].at == side[i].at + 1 and not side[i + 1].pred
                   and not number_token(toks, side[i].at - 1)]  # fmt: skip
        other = [i for i in refined if en_other_referent(side[i].surface)]  # "vice president", "former boss": no
        refined = [i for i in refined if i not in other]  # detail; before the head noun a difference (round 40a)
        other = [i for i in other if not any(t.at == side[i].at + 2 and not t.pred for t in side)]
        if other:
            d = ([f"{side[i].surface} {side[i + 1].surface}" for i in other], [side[i + 1].surface for i in other])
            diffs.append(Difference("value", *(d if res_a else d[::-1])))
        elif refined and len(refined) == len(res):
            more = "a" if res_a else "b"
            for i in refined:
                aligned.append((side[i].surface, "", "modifier") if res_a else ("", side[i].surface, "modifier"))
            res_a, res_b = ([], res_b) if res_a else (res_a, [])
    if bool(res_a) != bool(res_b):
        # one side's extra English word that a character of the other side's unaligned compound says
        # ("flight home" / 帰国便: 帰 as in 帰る "to go home")
        on_a = bool(res_a)
        side, other, res, used_o = (ta, tb, res_a, used_b) if on_a else (tb, ta, res_b, used_a)
        for i, k in _component_alignments(side, res, other, used_o):
            res.remove(i)
            for cov in (cov_b if on_a else cov_a,):
                if k in cov:
                    cov.remove(k)
            pair = (side[i].surface, other[k].surface)
            aligned.append((*(pair if on_a else pair[::-1]), "component"))
    # a covered compound piece stays covered only while the other memory has nothing left to be its counterpart
    left_a, left_b = bool(res_a or cov_a), bool(res_b or cov_b)
    if cov_a and left_b:
        res_a = sorted(res_a + cov_a)
    if cov_b and left_a:
        res_b = sorted(res_b + cov_b)
    if res_a and res_b:
        va, vb = [ta[i] for i in res_a], [tb[j] for j in res_b]
        if all(_judgeable(u) or _judged_by_form(u, vb if u in va else va) for u in va + vb):
            diffs.append(Difference("value", [u.surface for u in va], [u.surface for u in vb]))
        else:
            una += [u.surface for u in va]
            unb += [u.surface for u in vb]
    elif res_a or res_b:
        # one side names a value the other does not; a known one may still differ from what the other side's
        # aligned compound leaves unsaid ("gluten intolerant" / 乳糖不耐症 = "lactose intolerance")
        side, other, res, used_o = (ta, tb, res_a, used_b) if res_a else (tb, ta, res_b, used_a)
        vals = [side[i] for i in res]
        # only where the value modifies the English word that the compound met ("gluten intolerant")
        heads = {side[i + 1].surface for i in res
                 if side[i].lang == "en" and i + 1 < len(side) and side[i + 1].at == side[i].at + 1}  # fmt: skip
        # ... or where its own modifier met that word ("older sister" / 兄 "older brother")
        heads |= {side[i - 1].surface for i in res if side[i].lang == "en" and i > 0
                  and side[i - 1].at == side[i].at - 1 and not side[i].pred and not side[i - 1].pred}  # fmt: skip
        met = {x for x, y, _ in aligned} | {y for x, y, _ in aligned}
        leftover = [other[k] for k in used_o if _gloss_leftover(other[k], side) and other[k].surface in met
                    and any((other[k].surface, h) in _pairs(aligned) for h in heads)]  # fmt: skip
        spelt = any(len(u.key) >= 5 and g.startswith(u.key[:4]) for u in vals for t in leftover for g in t.glosses)
        if leftover and all(_judgeable(u) for u in vals) and not spelt:  # licence / 驾照 "license": a spelling
            d = ([u.surface for u in vals], [u.surface for u in leftover])
            diffs.append(Difference("value", *(d if res_a else d[::-1])))
        elif res_a:
            una += [u.surface for u in vals]
        else:
            unb += [u.surface for u in vals]
    head = _zh_head_difference(A, B, ta, tb, used_a, used_b, res_a, res_b)  # 加班费 / 工资 (round 25)
    if head is not None:
        diffs.append(Difference("value", *head))
        una[:] = [x for x in una if x not in head[0]]
        unb[:] = [x for x in unb if x not in head[1]]
    _predicate_differences(A, B, ta, tb, used_a, used_b, diffs, una, unb)
    recall_guards(A, B, ta, tb, used_a, used_b, aligned, una, unb, diffs)  # をしている (11b), converse (13b)
    _role_differences(A, B, aligned, diffs, una, unb)
    opposite = opposite_modifier(ta, tb, aligned, una, unb)  # "right eye" / 左眼 "left" + "eye" (round 22b)
    if opposite is not None:
        diffs.append(Difference("value", *opposite))
    slot = component_in_slot(ta, tb, aligned, A.text, B.text)  # "wedding ring" / 订婚戒指 (round 23)
    if slot is not None:
        diffs.append(Difference("value", *slot))
    if not diffs:  # a permission's act, a future / past, whose thing, a Chinese beneficiary (round 28)
        diffs += [Difference(*d) for d in precision_differences(A, B, aligned)]
    if not diffs:  # round 44a: must / plans to; the user marches / watches another march
        diffs += [Difference("modality", *d) for d in (obligation_difference(A, B),) if d is not None]
        diffs += [Difference("role", *d) for d in (perceive_difference(A, B, aligned),) if d is not None]
        diffs += [Difference(*d) for d in ([] if diffs else act_differences(A, B, aligned))]  # round 45b
    verdict: Verdict = "different" if diffs else ("unsure" if una or unb else "same")
    if verdict == "unsure":
        diffs = [Difference("unmatched", una, unb)]
    return FactCheck(verdict, diffs, aligned, more if verdict == "same" else None, una, unb)


def _zh_head_difference(A: Units, B: Units, ta: Sequence[Unit], tb: Sequence[Unit], used_a: set[int], used_b: set[int],
                        res_a: Sequence[int], res_b: Sequence[int]) -> tuple[list[str], list[str]] | None:  # fmt: skip
    """Two Chinese memories, one with values left, the other with none but the head of a noun the dictionary lacks:
    its last character, cut off by the split (加班费 -> 加班 + 费, "fee" though tagged "to spend"), unaligned. In one
    language an unaligned word is another word: 费 / 工资 differ. (Across languages a paraphrase 修理代 / 维修费 may
    still be settled by vectors, so this is read within Chinese only.)"""
    if not (A.lang == B.lang == "zh") or bool(res_a) == bool(res_b):
        return None
    flip = bool(res_b)
    side, used, res_o, other = (ta, used_a, res_b, tb) if flip else (tb, used_b, res_a, ta)
    vals = [other[i] for i in res_o]
    if not all(_judgeable(u) for u in vals):
        return None
    table = lexicon().zh
    heads = [u for k, u in enumerate(side) if k not in used and k > 0 and len(u.surface) == 1 and u.pred
             and u.group >= 0 and side[k - 1].group == u.group and u.surface in table
             and any(not g.startswith("to ") for g in table[u.surface][1])
             and (k + 1 == len(side) or side[k + 1].group != u.group)]  # fmt: skip
    if not heads:
        return None
    h, v = [u.surface for u in heads], [u.surface for u in vals]
    return (h, v) if flip else (v, h)


def _predicate_differences(A: Units, B: Units, ta: Sequence[Unit], tb: Sequence[Unit], used_a: set[int],
                           used_b: set[int], diffs: list[Difference], una: list[str],
                           unb: list[str]) -> None:  # fmt: skip
    """The predicates must meet as the values do (:mod:`memory.fact_predicates`): a planned event against a done
    one, or content predicates left on both sides that the dictionaries keep apart, differ; unreadable ones are
    unmatched. Appends to ``diffs`` / ``una`` / ``unb``."""
    asp_a, asp_b = aspect(A), aspect(B)
    if {asp_a, asp_b} == {"planned", "done"}:
        diffs.append(Difference("aspect", [asp_a], [asp_b]))
    diffs += [Difference(*d) for d in frame_differences(A, B, asp_a, asp_b)]  # when, how often, whose (round 10)
    turned = phrasal_contrast(ta, A, tb, B)  # put on / taken off: the particle carries the action (round 22b)
    if turned is not None:
        diffs.append(Difference("predicate", [turned[0]], [turned[1]]))
    homes = home_difference(A, B)  # at home / at a friend's home: whose home is a value (round 22b)
    if homes is not None:
        diffs.append(Difference("place", *homes))
    week = week_difference(A, B)  # weekend / weekday: two parts of the week (round 23)
    if week is not None:
        diffs.append(Difference("date", *week))
    mod_a, mod_b = modality(A), modality(B)
    if mod_a != mod_b:
        diffs.append(Difference("modality", [mod_a or "-"], [mod_b or "-"]))
    deo_a, deo_b = deontic(A), deontic(B)
    if deo_a and deo_b and deo_a != deo_b:
        diffs.append(Difference("modality", [deo_a], [deo_b]))  # must / may
    quality = quality_in_compound(ta, tb, used_a, used_b)
    if quality is not None:
        diffs.append(Difference("predicate", *quality))
        return
    # a support verb goes with its object ("follows a vegan diet"): when the object is itself unmatched, the object
    # is what must meet (another verifier may settle it: diet / eat), and the verb is not asked on its own
    sup_a, sup_b = support_verbs(ta, una), support_verbs(tb, unb)
    sup_a |= cjk_support_verbs(ta, A, used_a, una, B, used_b)
    sup_b |= cjk_support_verbs(tb, B, used_b, unb, A, used_a)
    used_a, used_b = used_a | sup_a, used_b | sup_b
    for X, una_x, Y, flip in ((ta, una, tb, False), (tb, unb, ta, True)):  # "take part" / joins (round 27)
        got_x, got_y = idiom_objects(X, B if flip else A, una_x, Y, A if flip else B)
        said = {X[i].surface for i in got_x}
        una_x[:] = [x for x in una_x if x not in said]
        used_a, used_b = (used_a | got_y, used_b | got_x) if flip else (used_a | got_x, used_b | got_y)
    una[:] = [x for x in una if x not in {ta[i].surface for i in sup_a}]
    unb[:] = [x for x in unb if x not in {tb[i].surface for i in sup_b}]
    left = compare_predicates(ta, tb, used_a, used_b, A, B)
    if left is None:
        return
    pa, pb, known = left
    if known:
        diffs.append(Difference("predicate", pa, pb))
    else:
        una += pa
        unb += pb


def _role_differences(A: Units, B: Units, aligned: Sequence[tuple[str, str, str]], diffs: list[Difference],
                      una: list[str], unb: list[str]) -> None:  # fmt: skip
    """Aligned values must play the same part (:mod:`memory.fact_roles`): from / to / than read on both sides and
    different is a difference; a source or lesser side read on one side only is unread (``role:`` entries, which
    no other verifier can settle by vectors)."""
    kept = untimed(A, B, aligned)  # a time word plays no role (round 12b)
    # two values that trade the slots of a replacement, an order or a share (round 40c)
    got = compare_roles(A, B, kept)
    got = got if got is not None and got[0] == "different" else traded_places(A, B, kept) or got
    if got is None:
        return
    kind, xa, xb = got
    if kind == "different":
        diffs.append(Difference("role", xa, xb))
    else:
        una += xa
        unb += xb


def _surface_key(u: Unit) -> str:
    """What the closed word tables are keyed by: the English word casefolded, a CJK word as written."""
    return u.surface.casefold() if u.lang == "en" else u.surface


def _slot_said(u: Unit, other: Sequence[Unit]) -> bool:
    """A slot noun ("name", 名前, "address", 住所) whose slot a predicate of the other memory states."""
    key = _surface_key(u)
    for nouns, preds in SLOT_PARAPHRASES:
        if key in nouns or singular(key) in nouns:
            return any(t.pred and (_surface_key(t) in preds or t.surface.rstrip("るうた") in preds) for t in other)
    return False


def _said_by_words(unmatched: list[str], S: Units, other: Units) -> list[str]:
    """Quantities one memory states in a word of the other: a period in a gloss adjective (月給 "monthly salary"
    / "salary ... a month"), and the "until" of a validity that the other memory states as an expiry ("valid until
    August 2027" / "expires in August 2027" / 8月に切れる)."""
    out = []
    for q in unmatched:
        if q.startswith("per:") and _period_in_glosses(q[4:], other):
            continue
        if q == "rel:before" and _states(S, VALIDITY_WORDS, ()) and _states(other, frozenset(), EXPIRY_PREFIXES):
            continue
        out.append(q)
    return out


def _period_in_glosses(period: str, U: Units) -> bool:
    """Does a CJK word of ``U`` have a gloss with the period's adjective (月給 "monthly salary" for per:month)?"""
    adj = PERIOD_ADJECTIVES.get(period, ())
    words = (adj,) if isinstance(adj, str) else adj
    for t in U.terms:
        if t.lang == "en" or not t.known:
            continue
        entry = lexicon().table(t.lang).get(t.surface)
        if entry and any(w in g.split() for g in entry[1][:4] for w in words):
            return True
    return False


def _states(U: Units, words: frozenset[str], prefixes: tuple[str, ...]) -> bool:
    """Does a term of ``U`` say one of ``words`` or start with one of ``prefixes`` (expire, expires, 切れる)?"""
    return any(_surface_key(t) in words or (prefixes and _surface_key(t).startswith(prefixes)) for t in U.terms)


def _status(u: Unit) -> bool:
    """A status word (retired, 元, 退休): it changes the fact it qualifies, so it always has to meet."""
    return any(_surface_key(u) in c for c in STATUS_CLASSES)


def _phrase_synonyms(ta: Sequence[Unit], tb: Sequence[Unit], used_a: set[int],
                     used_b: set[int]) -> list[tuple[str, str, str]]:  # fmt: skip
    """A word of one memory that is a dictionary synonym of two adjacent words of the other ("policeman" /
    "police officer"): all three are aligned (marks ``used_a`` / ``used_b``)."""
    out: list[tuple[str, str, str]] = []
    for X, Y, ux, uy, flip in ((ta, tb, used_a, used_b, False), (tb, ta, used_b, used_a, True)):
        for j in range(len(Y) - 1):
            y0, y1 = Y[j], Y[j + 1]
            if y1.at != y0.at + 1 or y0.proper or y1.proper or (j in uy and j + 1 in uy):
                continue
            phrase = f"{y0.surface} {y1.surface}"
            for i, x in enumerate(X):
                if x.pred or x.proper or not en_synonyms(x.surface, phrase):
                    continue
                ux.add(i)
                uy.update((j, j + 1))
                out.append((phrase, x.surface, "synonym") if flip else (x.surface, phrase, "synonym"))
                break
    return out


_JA_OKURIGANA = ("る", "う", "く", "す", "つ", "む", "ぶ", "ぬ", "ぐ", "い")


def _char_glosses(ch: str, lang: str) -> tuple[frozenset[str], ...]:
    """What one character of a compound means on its own: its lexicon entry, and in Japanese the verbs and
    adjectives it writes (帰 -> 帰る "to go home")."""
    table = lexicon().table(lang)
    forms = [ch] + ([ch + k for k in _JA_OKURIGANA] if lang == "ja" else [])
    return tuple(ph for f in forms if f in table for ph in gloss_phrases(table[f][1]))


def _component_alignments(side: Sequence[Unit], res: Sequence[int], other: Sequence[Unit],
                          used_o: set[int]) -> list[tuple[int, int]]:  # fmt: skip
    """One-sided English values that a character of a CJK compound on the other side names, when that compound
    met nothing itself (帰国 of 帰国便 is only covered by 便 = "flight"): the compound says the word, in one of its
    characters. Each compound gives one word; a word met by two compounds is ambiguous and stays unmatched."""
    if not side or side[0].lang != "en" or not other or other[0].lang == "en":
        return []
    free = [k for k, t in enumerate(other) if k not in used_o and t.known and not t.proper and len(t.surface) >= 2]
    hits: dict[int, list[int]] = {}
    for i in res:
        u = side[i]
        if u.proper or not u.known:
            continue
        for k in free:
            t = other[k]
            if any(stem_variant(u.key, g) for ch in t.surface for ph in _char_glosses(ch, t.lang) for g in ph):
                hits.setdefault(i, []).append(k)
    out: list[tuple[int, int]] = []
    taken: set[int] = set()
    for i, ks in hits.items():
        if len(ks) == 1 and ks[0] not in taken:
            out.append((i, ks[0]))
            taken.add(ks[0])
    return out


def _pairs(aligned: Sequence[tuple[str, str, str]]) -> set[tuple[str, str]]:
    return {(x, y) for x, y, _ in aligned} | {(y, x) for x, y, _ in aligned}


def _residual(terms: Sequence[Unit], used: set[int]) -> tuple[list[int], list[int]]:
    """Values nothing aligned, and the covered ones: a known common-noun piece of a compound whose other piece
    aligned (賃貸契約 / "lease"; a name never is: 新宿 of 新宿駅 must meet "Shinjuku" itself). The caller keeps a
    covered piece covered only while the other memory has nothing left that could be its counterpart: in
    キウイアレルギー / メロンアレルギー both allergens are covered by アレルギー, and they are two values."""
    groups = {terms[k].group for k in used if terms[k].group >= 0}
    out: list[int] = []
    covered: list[int] = []
    for i, x in enumerate(terms):
        if i in used or (x.pred and x.known and not x.proper) or grammatical(x):
            continue  # a known predicate may be said otherwise; an unknown word may carry a value, so it must meet;
            # aspect and comparison markers (予定, つもり, 比起, のほう) are compared as aspect and roles
        if x.group in groups and x.lang != "en" and x.known and x.glosses and not x.proper and not _status(x):
            covered.append(i)
            continue
        out.append(i)
    return out, covered


# heads of descriptive glosses that name a kind, not a value ("place of work", "type of bread")
_GENERIC = frozenset(stem(w) for w in "place thing person people way kind type sort part time area matter".split())


def _gloss_leftover(cjk: Unit, en_side: Sequence[Unit]) -> bool:
    """An aligned CJK word whose best-covered gloss phrase keeps content the English side never says."""
    if cjk.lang == "en" or not cjk.phrases or not en_side or en_side[0].lang != "en":
        return False
    keys = [u.key for u in en_side]
    best: tuple[int, int] | None = None
    for ph in cjk.phrases:
        ph = frozenset(g for g in ph if g not in _GENERIC)  # "place of work": an office is a place
        hit = sum(1 for g in ph if any(stem_variant(k, g) for k in keys))
        if hit and (best is None or (hit, -len(ph)) > best):
            best = (hit, -len(ph))
    return best is not None and best[0] < -best[1]


def vector_alignments(ta: Sequence[Unit], tb: Sequence[Unit], used_a: set[int], used_b: set[int],
                      word_vectors: WordVectors, cfg: AlignConfig) -> list[tuple[int, int, float]]:  # fmt: skip
    """Across languages, names and words the lexicon cannot judge: mutual best match, above ``vector_min`` and by
    ``vector_margin`` over the next candidate on either side. Never within one language (two different words of
    one language are two values) and never between two words whose glosses the lexicon knows."""
    cand_a = [i for i in range(len(ta)) if i not in used_a]
    cand_b = [j for j in range(len(tb)) if j not in used_b]
    if not cand_a or not cand_b:
        return []
    sim = (
        np.asarray(word_vectors([ta[i].surface for i in cand_a]))
        @ np.asarray(word_vectors([tb[j].surface for j in cand_b])).T
    )
    out = []
    for ii, i in enumerate(cand_a):
        jj = int(np.argmax(sim[ii]))
        j, sc = cand_b[jj], float(sim[ii, jj])
        if not _vector_ok(ta[i], tb[j]) or sc < cfg.vector_min or int(np.argmax(sim[:, jj])) != ii:
            continue
        others = [float(x) for k, x in enumerate(sim[ii]) if k != jj]
        others += [float(x) for k, x in enumerate(sim[:, jj]) if k != ii]
        if sc - max(others, default=0.0) >= cfg.vector_margin:
            out.append((i, j, sc))
    return out


def _vector_ok(a: Unit, b: Unit) -> bool:
    if a.lang == b.lang or (latin_code(a) and latin_code(b)):
        return False  # two codes in Latin letters (AB / O) are the same string or two values
    return not (_judgeable(a) and _judgeable(b))


def _minus(a: Sequence[str], b: Sequence[str]) -> list[str]:
    rest = list(b)
    out = []
    for x in a:
        if x in rest:
            rest.remove(x)
        else:
            out.append(x)
    return out


__all__ = [
    "AlignConfig",
    "Difference",
    "FactCheck",
    "Thesaurus",
    "Unit",
    "Units",
    "Verdict",
    "cjk_number",
    "compare",
    "compare_quantities",
    "extract",
    "latin_code",
    "lexical_relation",
    "lexicon",
    "name_like",
    "transliteration_match",
]

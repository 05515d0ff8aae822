"""A second local profile extractor, by another method: a vocabulary scan with cue words per clause.

``experts.local.profile`` reads a turn through sentence templates ("I'm allergic to X", "私はXアレルギー",
"我对X过敏"): a value is what a template's slot captured. This extractor does not parse templates. It scans each
clause for the longest known surface form of a value (allergen, diet, occupation) and asserts it only when a cue
of that value's slot stands in the same clause (allergy / アレルギー / 过敏; work / 働 / 工作 / a first-person
copula), the clause is the user's (no third party named before the value), and it is neither negated nor hedged
(a hedge states no fact; the template extractor keeps hedged facts at a lower confidence). It knows fewer
slots, and where it knows nothing (no value word in the turn) it abstains (a failed candidate: the consensus
weighs only the voices that answered), so it votes only on turns inside its vocabulary.

Why a second voice: with one expert per role the write-path consensus and the single-expert baseline are the same
thing. Two extractors that read a turn differently agree on plain statements, and where one of them reads a
value the other does not (a template slot that swallowed a word: 我对花生过敏 -> "peanut", "生"), the consensus
rule that already exists decides (soft vote, majority, or defer with a confirmation question).
"""

from __future__ import annotations

import re
from typing import Any

from ._text import detect_lang, nfkc, split_sentences
from .profile_vocab import ALLERGENS, HEDGE, OCCUPATIONS, SENSITIVITY, THIRD_PERSON, Fact

DIET_WORDS: dict[str, tuple[str, ...]] = {
    "vegan": ("vegan", "ヴィーガン", "ビーガン", "纯素"),
    "vegetarian": ("vegetarian", "ベジタリアン", "菜食主義", "素食", "吃素"),
    "halal": ("halal", "ハラール", "ハラル", "清真"),
    "kosher": ("kosher", "コーシャ", "犹太洁食"),
    "gluten free": ("gluten-free", "gluten free", "グルテンフリー", "无麸质"),
}

# cue words of a slot, per language; a value is asserted only with its slot's cue in the clause
_CUES: dict[str, dict[str, re.Pattern[str]]] = {
    "allergies": {
        "en": re.compile(r"\ballerg(?:y|ies|ic)\b", re.I),
        "ja": re.compile(r"アレルギー|アレルギ"),
        "zh": re.compile(r"过敏|過敏"),
    },
    "occupation": {
        "en": re.compile(r"\b(?:i am|i'm|i work|work(?:ing)? as|my job|my profession)\b", re.I),
        "ja": re.compile(r"私は|僕は|俺は|わたしは|として働|の仕事|をしています|をしている|です"),
        "zh": re.compile(r"我是|我当|我做|我的工作|我在.{0,12}(?:当|做|工作)"),
    },
    "diet": {  # the diet word is its own cue, with a first-person subject or none
        "en": re.compile(r"\b(?:i am|i'm|i eat|i follow|i keep|my diet)\b", re.I),
        "ja": re.compile(r"私|僕|俺|わたし|です|だ|食"),
        "zh": re.compile(r"我"),
    },
}
_NEG: dict[str, re.Pattern[str]] = {
    "en": re.compile(r"\b(?:not|no|never|no longer|nor|neither)\b|n't\b|\b(?:stopped|quit|used to)\b", re.I),
    "ja": re.compile(r"(?<!しれ)ない|(?<!しれ)ません|じゃ|ではな|やめ|辞め|以前は|昔は"),
    "zh": re.compile(r"不|没|以前|曾经"),
}
# a known value with its slot's cue in one clause, but no parse of how they relate: a little below the template
# extractor's explicit patterns (0.9), above its unknown surface forms (0.6)
CONFIDENCE = 0.85
_SHIKA = re.compile(r"しか")  # しか ... ない / ません is "only", not a negation


def _negated(clause: str, lang: str) -> bool:
    if lang == "ja" and _SHIKA.search(clause):
        return bool(re.search(r"じゃな|ではな|やめ|辞め|以前は|昔は", clause))
    return bool(_NEG.get(lang, _NEG["en"]).search(clause))


_CLAUSE = re.compile(r"[,;，；、]|\bbut\b|\band\b(?=\s+(?:i|my)\b)", re.I)
_WORD_EDGE = re.compile(r"[A-Za-z]")


def _surface_table() -> list[tuple[str, str, str]]:
    """(surface form, slot, canonical value), longest form first so 'tree nuts' wins over 'nuts'."""
    rows: list[tuple[str, str, str]] = []
    for slot, lex in (("allergies", ALLERGENS), ("occupation", OCCUPATIONS), ("diet", DIET_WORDS)):
        for canon, forms in lex.items():
            rows.extend((nfkc(f).casefold(), slot, canon) for f in forms)
    return sorted(rows, key=lambda r: -len(r[0]))


_TABLE = _surface_table()


def _scan(clause: str) -> list[tuple[int, int, str, str]]:
    """Non-overlapping longest matches (start, end, slot, canonical); Latin forms must stand as whole words."""
    low = clause.casefold()
    taken = [False] * len(low)
    hits: list[tuple[int, int, str, str]] = []
    for form, slot, canon in _TABLE:
        start = 0
        while (i := low.find(form, start)) >= 0:
            j = i + len(form)
            start = i + 1
            if any(taken[i:j]):
                continue
            if _WORD_EDGE.match(form[0]) and i > 0 and _WORD_EDGE.match(low[i - 1]):
                continue
            if _WORD_EDGE.match(form[-1]) and j < len(low) and _WORD_EDGE.match(low[j]):
                # an English plural / -ic ending is the same word ("peanuts" is listed; "eggs" too)
                continue
            for k in range(i, j):
                taken[k] = True
            hits.append((i, j, slot, canon))
    return sorted(hits)


def extract_profile_lexicon(text: str, lang: str | None = None) -> list[Fact] | None:
    """The facts this extractor reads, or None when the turn holds no word of its vocabulary (abstain)."""
    text = nfkc(text)
    lang = lang or detect_lang(text)
    found: dict[str, dict[str, Any]] = {}
    saw_vocabulary = False
    for sent in split_sentences(text):
        slang = detect_lang(sent) or lang
        hedged = bool(HEDGE.get(slang, HEDGE["en"]).search(sent))
        for clause in _CLAUSE.split(sent):
            hits = [
                h for h in _scan(clause) if h[2] == "diet" or _CUES[h[2]].get(slang, _CUES[h[2]]["en"]).search(clause)
            ]
            if not hits:
                continue  # a value word without its slot's cue ("I have a dog") is outside this reading
            saw_vocabulary = True
            if hedged or _negated(clause, slang):
                continue  # a hedge or a negation states no fact of the user
            third = THIRD_PERSON.get(slang, THIRD_PERSON["en"]).search(clause)
            for i, _, slot, canon in hits:
                if third is not None and (third.start() < i or slot == "diet"):
                    continue  # "my son is allergic to eggs": someone else's fact
                entry = found.setdefault(slot, {"values": [], "evidence": sent.strip(), "lang": slang})
                if canon not in entry["values"]:
                    entry["values"].append(canon)
    if not saw_vocabulary:
        return None
    facts: list[Fact] = []
    for slot, e in found.items():
        value: Any = e["values"] if slot in ("allergies", "diet") else e["values"][-1]
        facts.append(Fact(slot, value, CONFIDENCE, SENSITIVITY[slot], e["evidence"], e["lang"]))
    return facts

"""Recall without losing precision, round 18b of issue 13 (set q): grammar read as a value, and kana verbs.

The link check refuses a link when a value is left over on one side. Among set q's missed pairs several values
are grammar, each a member of a closed class that the other language says with a stop word, a period or nothing:

- **an aspect auxiliary after て / で** (忘れてしまった, 予約しておく): しまう, おく in Sudachi's 非自立 use. They
  say how the event was done (completely, in advance), never a value of the fact. Benefactives (くれる, もらう,
  あげる) were read so too and reverted: they carry who acts for whom.
- **a verb written in kana whose dictionary entry is in kanji** (もらう / 貰う "to receive"): Sudachi's normalised
  form is the dictionary's spelling; reading the word by it is a conversion of script, as round 13's katakana
  entry is for nouns (ごみ / ゴミ).
- **年間 / 月間 right before a number** (年間6万2千円, 授業料は年間53万円): "annual", the period of the amount,
  as 毎年 / 每年 / "a year" say it (``per:year``); not 3年間 (a duration: the suffix after a number, round 13b).
- **あと right before a number** (あと12日残っている "12 days left"): "more, remaining", said in English by
  "left" and in Chinese by 还; the number and the thing counted are compared.
- **the slot of a name** ("the user's name is Priya", ユーザーの氏名は…です, 用户的名字叫…): "name" before is /
  was, 名前 / 氏名 before は・が, 名字 / 姓名 before 叫・是; the name itself is the value and is compared. A full name
  (full name, フルネーム, 全名) is left as it was, and Japanese 名字 ("surname") stays a word.
- **English "during"** (during Ramadan / ラマダン中 / 斋月期间): a preposition of time whose Japanese and Chinese
  postpositions (中, 期间) are no values either; the noun after it is compared.

Each is a closed grammatical class or a conversion of script; no word of a set is listed for its own sake.
Tests: ``tests/test_facts_recall18.py``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from .fact_lexicon import Unit, Units
from .fact_possible import possibility_marker

_NUMERAL = "0-9〇零一二两兩三四五六七八九十百千万"
# aspect auxiliaries only: a benefactive (くれる, もらう, あげる, いただく, くださる) says who acts for whom, and where
# the role readers miss that direction it is the only trace of it (n39j / nn39a: 送ってくれる against "the user
# drives her colleague" was linked by the vectors once くれる was dropped; reverted)
_AUXILIARIES = frozenset({"しまう", "おく"})
_PERIOD_PREFIX = {"年間": "per:year", "月間": "per:month"}
_HIRA = re.compile(r"[\u3041-\u3096]+")
# the slot of a name ("the user's name is ...", 名前は, 名字叫): the name after it is the value
_EN_NAME_SLOT = re.compile(r"(?<!full )\bname (?:is|was)\b", re.IGNORECASE)
_NAME_SLOT = {"ja": frozenset({"名前", "氏名"}), "zh": frozenset({"名字", "姓名"})}
_NAME_SLOT_NEXT = {"ja": "[はが]", "zh": "(?:叫|是|为|為)"}


@lru_cache(maxsize=4096)
def _morphemes(text: str) -> tuple[tuple[str, str, str, str, str], ...]:
    """Sudachi's morphemes of a Japanese text: (surface, dictionary form, normalised form, pos, previous surface);
    empty when Sudachi is not installed."""
    from .text import sudachi_tokenizer

    tok = sudachi_tokenizer("C")
    if tok is None:  # SudachiPy is optional: nothing is re-read without it
        return ()
    out = []
    prev = ""
    for m in tok.tokenize(text):
        out.append((m.surface(), m.dictionary_form(), m.normalized_form(), ",".join(m.part_of_speech()[:2]), prev))
        prev = m.surface()
    return tuple(out)


def grammar_word(u: Unit, lang: str, text: str) -> bool:
    """Is ``u`` a grammar word of the module doc (an auxiliary after て, あと before a number, "during")?"""
    s = u.surface
    if possibility_marker(u, lang, text):
        return True  # かもしれない, 也许, "perhaps": compared as modality (round 43a, fact_possible)
    if lang == "en":
        return s == "during" or (s == "name" and bool(_EN_NAME_SLOT.search(text)))
    if lang in _NAME_SLOT and _name_slot(s, lang, text):
        return True
    if lang != "ja":
        return False
    if s in ("あと", "後") and re.search(f"{s}[{_NUMERAL}]", text):
        return True
    if u.known or not _HIRA.fullmatch(s):
        return False
    return any(m[0] == s and m[1] in _AUXILIARIES and m[4] in ("て", "で") and m[3].startswith("動詞")
               for m in _morphemes(text))  # fmt: skip


def _name_slot(s: str, lang: str, text: str) -> bool:
    """The slot word itself before its topic marker or copula. A full name (full name, フルネーム, 全名) is left as it
    was: "full" is a qualifier each language says, and jieba joins 全名是 into one word."""
    return s in _NAME_SLOT[lang] and bool(re.search(f"{s}{_NAME_SLOT_NEXT[lang]}", text))


def reread(u: Unit, lang: str, text: str) -> Unit:
    """A kana verb by its dictionary spelling (もらっ -> 貰う); 年間 before a number as a period marker (its key is
    the period: :func:`periods_of` takes it out of the terms); any other unit as it is."""
    if lang != "ja":
        return u
    s = u.surface
    if s in _PERIOD_PREFIX and re.search(f"{s}[{_NUMERAL}]", text):
        return Unit(s, lang, "term", _PERIOD_PREFIX[s], False, frozenset(), known=False, group=u.group)
    if u.known or not u.pred or not _HIRA.fullmatch(s):
        return u
    from .fact_lexicon import cjk_unit, lexicon

    for m in _morphemes(text):
        if m[0] == s and m[4] in ("て", "で") and m[3] == "動詞,非自立可能":
            return u  # an auxiliary after て (送ってもらった): left as it was, unread (see _AUXILIARIES)
        if m[0] == s and m[3].startswith(("動詞", "形容詞")) and m[2] != m[1]:
            entry = lexicon().ja.get(m[2])
            if entry is not None:
                return cjk_unit(s, lang, entry, u.pred, group=u.group)
    return u


def periods_of(terms: list[Unit]) -> tuple[list[str], list[Unit]]:
    """The period markers :func:`reread` left among the terms, and the terms without them."""
    marks = [u.key for u in terms if u.lang == "ja" and u.key.startswith("per:") and u.surface in _PERIOD_PREFIX]
    return marks, [u for u in terms if not (u.lang == "ja" and u.surface in _PERIOD_PREFIX and u.key in marks)]


def same_language_glosses(A: Units, B: Units, ta: Sequence[Unit], tb: Sequence[Unit], used_a: set[int],
                          used_b: set[int]) -> list[tuple[str, str, str]]:  # fmt: skip
    """Two unmatched words of one CJK language whose first dictionary gloss is one (義母 / 姑 "mother-in-law", 夕食 /
    晩ご飯 "dinner"): aligned, as a Japanese and a Chinese word with one gloss already are. The lexicon compares
    two words of one language by their written form only, so a second Japanese wording of a fact (お姑さん, 旦那さん)
    stood as a differing value."""
    out: list[tuple[str, str, str]] = []
    if A.lang != B.lang or A.lang == "en":
        return out
    for i, x in enumerate(ta):
        if i in used_a or x.pred or not x.known or x.proper or not x.phrases:
            continue
        for j, y in enumerate(tb):
            if j in used_b or y.pred or not y.known or y.proper or y.phrases[:1] != x.phrases[:1]:
                continue  # the first gloss, as written: 山田 / 山本 share only "Japanese surname"
            used_a.add(i)
            used_b.add(j)
            out.append((x.surface, y.surface, "gloss"))
            break
    return out


__all__ = ["grammar_word", "periods_of", "reread", "same_language_glosses"]

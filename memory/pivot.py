"""Dictionary-pivot terms: a Japanese or Chinese text as the English stems of its words' dictionary glosses.

Why: BM25 sees nothing across scripts (旅券 and "passport" share no token), and the dense channels (e5, USE) carry
cross-lingual meaning but miss exact terms: on unseen fact sets the shipped ranker's cross-lingual misses include
旅券 / passport, 定期券 / season ticket, 確定申告 / tax filing, 発薪 / salary. Classic dictionary-based cross-language
retrieval maps every ja / zh word to the English glosses the shipped JMdict + CC-CEDICT lexicon gives it
(:func:`memory.fact_lexicon.lexicon`) and English text to its BM25 stems, so one BM25 over these "pivot" bags
compares texts of any two languages (bench/NOTES.md, issue 11, stop 32).

How:

* English: the BM25 tokens of the project's own :class:`memory.text.Tokenizer` (Snowball stems, stopwords dropped),
  each with weight 1: an English memory's pivot is its BM25 document.
* Japanese: words from Sudachi (split mode C, normalised forms, so 学ん -> 学ぶ) when SudachiPy is installed; without
  it, jieba's words for Chinese runs and bigrams for Japanese ones (the Tokenizer's own fall-back modes). Chinese:
  jieba's search-mode words.
* Each ja / zh word found in its language's lexicon table becomes the distinct English stems of its first
  ``GLOSSES`` glosses (stemmed by the same Tokenizer, so 'passports' and 'passport' meet), each weighted
  1 / sqrt(number of stems): one word with many glosses (a verb with ten senses) weighs about as much as a word
  with one, and does not swamp the bag. A word the lexicon does not know (a name, a number, a Latin word) stays
  itself with weight 1, so shared kanji and numbers still meet across ja and zh.

Nothing here imports Ray; the lexicon and the tokenizers load lazily, once per process.
"""

from __future__ import annotations

import math
import re
import threading
from collections.abc import Callable
from functools import lru_cache

from .text import _EN_STOP, Tokenizer, detect_language

# The first glosses are a word's main senses (JMdict and CC-CEDICT order them so); later ones add noise.
GLOSSES = 3
# Words of glosses that carry no meaning of their own ("to do sth for sb", "one's own") besides the stopwords the
# Tokenizer already drops.
_GLOSS_STOP = frozenset("one's someone someone's something sb sth etc eg ie oneself kind type".split())
_PAREN = re.compile(r"\((?:loanword|abbr\.?|lit\.|fig\.|coll\.)[^)]*\)")

_lock = threading.Lock()
_tok: dict[str, Tokenizer] = {}


def _tokenizer(kind: str) -> Tokenizer:
    """The ``kind`` tokenizer: "en" the default BM25 one (English stems), "cjk" Sudachi mode C + jieba, or its
    fall-backs (jieba + Japanese bigrams, then bigrams) when those packages are missing."""
    t = _tok.get(kind)
    if t is not None:
        return t
    with _lock:
        if kind not in _tok:
            if kind == "en":
                _tok[kind] = Tokenizer("bigram", stem=True, stopwords=True)
            else:
                for cjk in ("sudachi", "jieba", "bigram"):
                    try:
                        _tok[kind] = Tokenizer(cjk, stem=True, stopwords=True, sudachi_mode="C")  # type: ignore[arg-type]
                        break
                    except Exception:  # BackendUnavailable: the next mode needs fewer packages
                        continue
        return _tok[kind]


# Chinese function words by their CC-CEDICT / jieba tag (particles, prepositions, conjunctions, interjections):
# their glosses ("of", "really and truly") would match everything.
_ZH_FUNCTION = frozenset("u uj ul uz ug uv ud p c y e o".split())
_KANA_ONLY = re.compile(r"[\u3041-\u30ff]+")


def _function_word(lang: str, word: str, pos: str) -> bool:
    """A grammatical word whose glosses are no content: a kana-only Japanese entry the lexicon tags 'x' (ない
    "not; emphatic suffix", もの "indicates reason", さん "politeness marker"), or a Chinese particle."""
    if lang == "ja":
        return pos == "x" and _KANA_ONLY.fullmatch(word) is not None
    return pos in _ZH_FUNCTION


@lru_cache(maxsize=65536)
def _gloss_stems(lang: str, word: str) -> tuple[str, ...] | None:
    """The distinct English stems of ``word``'s first glosses; None when the lexicon does not know the word, () when
    it is a function word or its glosses hold only stopwords ("to be", "i"): such a word is left out of the bag."""
    from .fact_lexicon import lexicon

    entry = lexicon().table(lang).get(word)
    if not entry:
        return None
    if _function_word(lang, word, entry[0]):
        return ()
    en = _tokenizer("en")
    stems: list[str] = []
    for g in entry[1][:GLOSSES]:
        g = _PAREN.sub(" ", g.casefold())
        # stopwords dropped here: a gloss made only of them ("to be", "i") would come back whole from the Tokenizer
        words = [w for w in re.split(r"[^\w']+", g) if w and w not in _GLOSS_STOP and w not in _EN_STOP]
        if not words:
            continue
        stems += [s for s in en(" ".join(words)) if s.isalpha()]
    return tuple(dict.fromkeys(stems))


def pivot_bag(
    text: str, lang: str | None = None, tokenize: Callable[[str], list[str]] | None = None
) -> dict[str, float]:
    """``text`` as weighted pivot terms (English stems, see the module docstring). ``lang``: the text's language
    (detected when None); ``tokenize``: the BM25 tokenizer for English text (default: the default Tokenizer)."""
    if lang not in ("en", "ja", "zh"):
        lang = detect_language(text)
    bag: dict[str, float] = {}
    if lang == "en":
        for t in (tokenize or _tokenizer("en"))(text):
            bag[t] = bag.get(t, 0.0) + 1.0
        return bag
    for t in _tokenizer("cjk")(text, lang):  # type: ignore[arg-type]
        stems = _gloss_stems(lang, t)
        if stems is None:
            bag[t] = bag.get(t, 0.0) + 1.0
            continue
        if not stems:
            continue
        w = 1.0 / math.sqrt(len(stems))
        for s in stems:
            bag[s] = bag.get(s, 0.0) + w
    return bag


def pivot_tokens(text: str, lang: str | None = None) -> list[str]:
    """The pivot terms of ``text``, without weights, in first-seen order (for tests and inspection)."""
    return list(pivot_bag(text, lang))


__all__ = ["GLOSSES", "pivot_bag", "pivot_tokens"]

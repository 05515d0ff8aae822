"""A prefix that makes a word name another thing: 準決勝 is no 決勝, 副社長 no 社長, "vice president" no president.

Round 40a (set ae, ae18j / nae18b: 関東リーグ決勝 / 関東リーグ準決勝 linked as one fact). Two words of one CJK
language were one value when one is the other with one character more and the lexicon knows both (过敏 / 过敏症,
花粉 / 花粉症: ``memory.facts.lexical_relation``, "variant"). That is right for a character added at the END: a
Sino-Japanese or Chinese compound is right-headed, and a head added after a word names what the word is about (the
allergy, the hay fever of the pollen). A character added at the FRONT is a modifier of the word, and most of them
keep its kind (大地震 is an earthquake, 新校舎 a school building, 再検査 an examination again); a closed class of
them does not, and the dictionaries say which: the prefixes JMdict and CC-CEDICT gloss with an English prefix
that names a referent beside or below the stem (semi-, quasi-, vice-, sub-, pseudo-: 準, 准, 半, 副, 次, 亜) or one
before it (ex-, former: 前, 旧, 故), and the status words the lexicon already keeps as a class (``STATUS_CLASSES``:
元, 前, "former", "ex"). The negative prefixes (non-, un-, anti-: 非, 不, 無, 未, 反) are not read here: the word
and its negation must stay aligned, so that :mod:`memory.fact_polarity` reads them as a negation (無農薬 / 農薬,
不合格 / 合格: a first version lost that reason on set ab's nab19b). 大 ("big"), 新 ("new", "neo-"),
再 ("re-"), 超 ("super-"), 全 ("pan-"), 総, 各 and the honorific 御 are not in it: the word they make is still a
kind of the stem. A prefix character is read with its glosses in both CJK dictionaries (the lexicon keeps only the
first senses of a character, and 准 of 准决赛 is "semi-" in the Japanese entry, "to allow" in the Chinese one).

English writes most of these prefixes on the word (semifinal, vice-president, ex-wife: one word against another,
already a value difference), and some as a word of their own before the noun: "vice president", "former boss".
The English modifier rule of ``memory.facts`` took such a word for detail ("a local orchestra" / "an orchestra":
the more specific text is kept); a word of this class before the head noun is no detail, it names another person
or thing (:func:`en_other_referent`). Before a noun that modifies another ("ex-army officer") it is no detail
either, but what it changes is harder to say: the link is left unsure. (A first version had the negative prefixes
in the English class too, and set "anti-pigeon netting" apart from "pigeon netting", set y's true pair y22 / y22p.)
"""

from __future__ import annotations

from .fact_lexicon import STATUS_CLASSES, lexicon

# the English prefixes (as the dictionaries gloss a CJK prefix) that name another referent than the stem
_OTHER_REFERENT_GLOSSES = frozenset({"semi-", "quasi-", "vice-", "sub-", "pseudo-", "ex-", "former"})
# the same class written as an English word of its own before the noun ("vice president", "former boss")
_OTHER_REFERENT_EN = frozenset({"semi", "quasi", "vice", "sub", "pseudo", "ex", "former"})
_STATUS = frozenset().union(*STATUS_CLASSES)


def other_referent_prefix(ch: str) -> bool:
    """Whether one CJK character, put before a word, makes it name another thing (準, 副, 元, 非; not 大, 新, 再)."""
    if ch in _STATUS:
        return True
    lex = lexicon()
    return any(g in _OTHER_REFERENT_GLOSSES for t in (lex.ja, lex.zh) if ch in t for g in t[ch][1])


def prefixed(a: str, b: str) -> bool:
    """Whether one of two CJK words is the other with a prefix of that class before it (準決勝 / 決勝)."""
    long, short = (a, b) if len(a) > len(b) else (b, a)
    return len(long) == len(short) + 1 and long.endswith(short) and other_referent_prefix(long[0])


def en_other_referent(word: str) -> bool:
    """Whether an English word before a noun names another referent than the noun ("vice", "former", "ex")."""
    w = word.casefold()
    return w in _OTHER_REFERENT_EN or w in _STATUS


__all__ = ["en_other_referent", "other_referent_prefix", "prefixed"]

"""One event verb, said as past on one side and as a Japanese plain non-past on the other (issue 13, round 18).

ユーザーの両親は4月に来日する "the parents come (will come) to Japan in April" and "the parents came to Japan in
April" share every value; the status reader calls the first plain and the second done, and round 17 showed why a
done event against a plain, dated memory cannot differ in general: 41 of 42 such pairs in sets a..q are planted
pairs, because the two sides state *different* verbs (p4p "has invited the user to an interview on December 3" /
12月3日に面接を受ける; 约了牙医 / "has a dentist appointment"). The narrower reading here needs the **same verb** on
both sides: an English simple past (came, moved, started: the word right after its subject, not after has / will
/ to) whose base is a gloss of the Japanese predicate that ends the main clause in its plain non-past (する / る /
う ... + 。, not ている, not た). A Japanese non-past of an event verb at the end of a sentence is a future or a
habit, never a past.
"""

from __future__ import annotations

import re

from .english_words import BE, DO, HAVE, MODALS
from .fact_lexicon import Units, lexicon, stem
from .fact_verbs import irregular_base, irregular_verb

# the words after which a verb form is no simple past (an auxiliary, "to")
NOT_PAST_BEFORE = MODALS | HAVE | BE | DO | {"to", "'s"}
_JA_NONPAST_END = re.compile(r"(?:する|します|[うくすつぬぶむるぐ]|ます)[。.]?$")


def _en_past_bases(U: Units) -> set[str]:
    """Stems of the English verbs said in the simple past (not a participle after an auxiliary)."""
    lex = lexicon()
    out: set[str] = set()
    w = U.words
    for k, x in enumerate(w):
        if k == 0 or w[k - 1] in NOT_PAST_BEFORE:
            continue
        if irregular_verb(x):
            out.add(stem(irregular_base(x)))
        elif x.endswith("ed") and len(x) > 4:
            for base in (x[:-2], x[:-1], x[:-3]):
                v, n, _a = lex.en_pos.get(base, (0, 0, 0))
                if v > 0 and v >= n:
                    out.add(stem(base))
                    break
    return out


def _ja_nonpast_verb(U: Units) -> frozenset[str]:
    """Gloss stems of the Japanese predicate that ends the main clause in the plain non-past; empty otherwise."""
    text = U.text.strip()
    if U.lang != "ja" or not _JA_NONPAST_END.search(text):
        return frozenset()
    last = None
    for u in U.terms:
        if u.pred and u.known and text.rfind(u.surface) >= 0:
            if last is None or text.rfind(u.surface) > text.rfind(last.surface):
                last = u
    if last is None:
        return frozenset()
    tail = text[text.rfind(last.surface) + len(last.surface) :]
    if not re.fullmatch(r"(?:する|します|[うくすつぬぶむるぐ]|ます|り?ます)?[。.]?", tail):
        return frozenset()  # ている, ことにする, 予定 ...: not this verb's own non-past
    return frozenset(last.glosses)


def _zh_done_verbs(U: Units) -> set[str]:
    """Gloss stems of the Chinese predicates of a memory marked done (了 / 过 / 已经, no plan or wish: the aspect
    reader's "done"); empty otherwise (round 22b: 去京都…回来了 against ja 京都へ行く)."""
    from .fact_predicates import aspect
    from .fact_status import _FUTURE_CJK

    # 了 after a future time word is a new situation, not a past (下个月就去大阪了 "goes to Osaka next month")
    if U.lang != "zh" or aspect(U) != "done" or _FUTURE_CJK.search(U.text):
        return set()
    return {g for u in U.terms if u.pred and u.known for g in u.glosses}


def tense_difference(A: Units, B: Units) -> tuple[list[str], list[str]] | None:
    """(a's tense, b's tense) when one memory says a verb in the English past (or in a Chinese memory marked done)
    and the other says the same verb in the Japanese plain non-past."""
    for P, N in ((A, B), (B, A)):
        if P.lang not in ("en", "zh") or N.lang != "ja":
            continue
        hit = (_en_past_bases(P) if P.lang == "en" else _zh_done_verbs(P)) & _ja_nonpast_verb(N)
        if hit:
            return (["past"], ["non-past"]) if P is A else (["non-past"], ["past"])
    return None


__all__ = ["NOT_PAST_BEFORE", "tense_difference"]

"""How often: a frequency adverb is a value (issue 13, round 21, set u).

u15z / nu15c (用户**总是**在车站前的药店拿处方药 / 用户**偶尔**在……) were one sentence but for the adverb, and the
checker called them the same fact: jieba tags 总是 a conjunction and 偶尔 an adverb, so neither was a term, and round
19's near-identical reading (:mod:`memory.fact_diff`) counts neither as a value. A frequency adverb says how often
the thing holds, and "always" is no "occasionally", in one language or across two.

The adverbs are read as ordered classes of a closed grammatical set, in en / ja / zh (never a set's words):

====  ===========  ==========================================================================================
rank  class        words
====  ===========  ==========================================================================================
5     always       always, constantly, invariably, every time; いつも, 常に, 毎回; 总是, 總是, 老是, 每次都
4     usually      usually, normally, generally, typically, mostly; 普段, ふだん, たいてい, 大抵, 通常; 通常, 往往
3     often        often, frequently; よく, しばしば, 頻繁, たびたび, 度々, しょっちゅう; 经常, 經常, 常常, 时常
2     sometimes    sometimes, occasionally, now and then, from time to time, once in a while, at times; 時々,
                   ときどき, 時折, ときおり, たまに, 時たま; 有时, 有时候, 偶尔, 偶爾, 时不时
1     rarely       rarely, seldom, hardly ever; めったに, 滅多に; 很少, 极少, 难得
0     never        never; 決して; 从不, 从来不, 从没, 从来没, 从未
====  ===========  ==========================================================================================

Two memories that each state one class differ when the classes are two or more ranks apart (always / often,
always / occasionally, usually / sometimes): neighbours (always / usually, usually / often, sometimes /
occasionally / rarely) are left alone, since a translator renders one adverb by its neighbour (いつも is "always"
and "usually", よく "often" and "a lot"). An adverb said on one side only is no difference by itself (the other
memory may simply not say how often), unless the other states a contrary frequency: a regular period ("every
Sunday", 毎週, 每个星期天: rank 5) against sometimes / rarely / never. A memory that states two classes ("usually
..., but sometimes ...") is not read.
"""

from __future__ import annotations

import re

from .fact_lexicon import Units

_EN: dict[str, int] = {
    "always": 5, "constantly": 5, "invariably": 5,
    "usually": 4, "normally": 4, "generally": 4, "typically": 4, "mostly": 4,
    "often": 3, "frequently": 3,
    "sometimes": 2, "occasionally": 2,
    "rarely": 1, "seldom": 1,
    "never": 0,
}  # fmt: skip
_EN_PHRASES: tuple[tuple[re.Pattern[str], int], ...] = (
    (re.compile(r"\bevery time\b"), 5),
    (re.compile(r"\b(?:now and then|from time to time|once in a while|at times)\b"), 2),
    (re.compile(r"\b(?:hardly|barely|scarcely) ever\b"), 1),
)
# "every Sunday", "every week", "each morning" (not "every other week": an alternate period, fact_frames)
_EN_PERIOD = re.compile(r"\b(?:every|each) (?!other\b|second\b|two\b|time\b)\w+|\b(?:daily|weekly|nightly)\b")

_JA: tuple[tuple[re.Pattern[str], int], ...] = (
    (re.compile(r"いつも|常に|毎回"), 5),
    (re.compile(r"普段|ふだん|たいてい|大抵|通常"), 4),
    # よく before a verb of knowing or ability is "well" (よく知っている, よくできる), not "often"
    (re.compile(r"(?<![仲])よく(?![知わ分出でな])|しばしば|頻繁|たびたび|度々|しょっちゅう"), 3),
    (re.compile(r"時々|ときどき|時折|ときおり|たまに|時たま"), 2),
    (re.compile(r"めったに|滅多に"), 1),
    (re.compile(r"決して"), 0),
)
_JA_PERIOD = re.compile(r"毎[日週月年朝晩夜]|毎(?:週|月)?[月火水木金土日]曜")

_ZH: tuple[tuple[re.Pattern[str], int], ...] = (
    (re.compile(r"总是|總是|老是|每次都"), 5),
    (re.compile(r"通常|往往"), 4),
    (re.compile(r"经常|經常|常常|时常|時常"), 3),
    (re.compile(r"(?<![没沒])有时(?!间)|(?<![没沒])有時(?!間)|偶尔|偶爾|时不时|時不時"), 2),
    (re.compile(r"很少|极少|極少|难得|難得"), 1),
    (re.compile(r"从不|從不|从来不|從來不|从没|從沒|从来没|從來沒|从未|從未"), 0),
)
_ZH_PERIOD = re.compile(r"每(?!隔)(?:个|個)?[天日周週晚早年月]|每(?:个|個)?(?:星期|礼拜|禮拜)")

_REGULAR = 5  # a regular period ("every Sunday") stands with "always"
_APART = 2  # ranks this far apart are two frequencies


def adverb_ranks(U: Units) -> frozenset[int]:
    """The frequency classes (ranks, table above) that the memory's adverbs state."""
    if U.lang == "en":
        text = " ".join(U.words)
        got = {_EN[w] for w in U.words if w in _EN}
        got |= {r for p, r in _EN_PHRASES if p.search(text)}
        return frozenset(got)
    table = _JA if U.lang == "ja" else _ZH
    return frozenset(r for p, r in table if p.search(U.text))


def regular(U: Units) -> bool:
    """Whether the memory states a regular period ("every Sunday", 毎週, 每个星期天)."""
    if U.lang == "en":
        return bool(_EN_PERIOD.search(" ".join(U.words)))
    return bool((_JA_PERIOD if U.lang == "ja" else _ZH_PERIOD).search(U.text))


_NAMES = {5: "always", 4: "usually", 3: "often", 2: "sometimes", 1: "rarely", 0: "never"}


def frequency_difference(A: Units, B: Units) -> tuple[list[str], list[str]] | None:
    """(a's frequency, b's frequency) when the two memories state frequencies two or more classes apart, or one
    states sometimes / rarely / never against the other's regular period; else None (module docstring)."""
    ra, rb = adverb_ranks(A), adverb_ranks(B)
    if len(ra) > 1 or len(rb) > 1 or (not ra and not rb):
        return None
    if ra and rb:
        (x,), (y,) = ra, rb
        return ([_NAMES[x]], [_NAMES[y]]) if abs(x - y) >= _APART else None
    said, other = (ra, B) if ra else (rb, A)
    (x,) = said
    if x <= _REGULAR - 3 and regular(other) and not adverb_ranks(other):
        return ([_NAMES[x]], ["every"]) if ra else (["every"], [_NAMES[x]])
    return None


def _adverb_terms(U: Units, rank: int) -> list[int]:
    """Indices of the memory's terms that are its frequency adverb of ``rank`` (a whole word of the table: the
    English word or a word of a phrase, いつも, 总是), and nothing else."""
    out: list[int] = []
    if U.lang == "en":
        text = " ".join(U.words)
        spans: set[int] = set()
        for p, r in _EN_PHRASES:
            if r != rank:
                continue
            for m in p.finditer(text):  # token positions the phrase covers
                first = text[: m.start()].count(" ")
                spans |= set(range(first, first + m.group(0).count(" ") + 1))
        for i, t in enumerate(U.terms):
            if (t.at >= 0 and t.at < len(U.words) and _EN.get(U.words[t.at]) == rank) or t.at in spans:
                out.append(i)
        return out
    table = _JA if U.lang == "ja" else _ZH
    pats = [p for p, r in table if r == rank]
    return [i for i, t in enumerate(U.terms) if any(p.fullmatch(t.surface) for p in pats)]


def frequency_alignments(A: Units, B: Units, used_a: set[int], used_b: set[int]) -> list[tuple[str, str, str]]:
    """The frequency adverbs both memories state, spent (round 22): when each memory states one frequency class
    and it is the SAME class (always / いつも / 总是), that value is met, so its words are no terms left for the
    alignment to meet ("always" against 总是, which jieba does not even make a term). Marks them used in place and
    returns the alignments. Classes that differ are left to :func:`frequency_difference` (two ranks apart) or
    stay unmatched words (neighbours: a translator's choice, but not the same word), so nothing that differed
    before can become the same."""
    ra, rb = adverb_ranks(A), adverb_ranks(B)
    if len(ra) != 1 or ra != rb:
        return []
    (rank,) = ra
    ia = [i for i in _adverb_terms(A, rank) if i not in used_a]
    ib = [j for j in _adverb_terms(B, rank) if j not in used_b]
    used_a.update(ia)
    used_b.update(ib)
    sa, sb = [A.terms[i].surface for i in ia], [B.terms[j].surface for j in ib]
    name = f"frequency {_NAMES[rank]}"
    return [(x, sb[0] if sb else "", name) for x in sa] + [("", y, name) for y in sb[1 if sa else 0 :]]


__all__ = ["adverb_ranks", "frequency_alignments", "frequency_difference", "regular"]

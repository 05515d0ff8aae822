"""Who "my son" is: the user's people by relation, read from what the user's memories say (issue 11, stop 32).

Why: a question names a family member by relation ("What date is my little boy's birthday?", 下の子, 我闺女) while
the fact that answers it names them ("Bao was born on 5 June."), and another memory of the same user says who is
who ("My son Bao is 3 ..."). Neither dense channel nor BM25 can join the two: the join is in the user's own
memory, so it is the memory system's job. This module reads, from the user's live items, a map relation -> names
(and, where ages are said, which child is the youngest / eldest), and reads the relations a question names; the
engine adds the names to the question's lexical (BM25) query (:class:`LexicalExpansion`).

The map is derived state: built from the live items on demand and dropped whenever they change (the engine
invalidates it where its index changes), so a forgotten item or user takes its names with it; it is never stored.

Relations are read generally, not from a list of question phrasings: the project's kin vocabulary
(:mod:`memory.fact_frames` kin tables) and the bilingual lexicon's glosses (男の子 "boy; son", 下の子 "younger
child", 老二 "second-eldest child in a family", 婆婆 "husband's mother") read through one English reader
(:func:`read_gloss`), with hypernyms (children / 子ども / 孩子 -> every child, spouse -> husband or wife) and order
words (youngest / little / 下の / 小 -> the youngest by age). Names stay in the script the memories use: the map
holds what the memories say, so an English question about a Japanese user's 息子のバオ gets バオ.
"""

from __future__ import annotations

import functools
import re
import threading
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .calendar_words import EN_MONTHS, WEEKDAY_NAMES
from .fact_frames import _KIN_EN, _KIN_JA, _KIN_ZH
from .fact_lexicon import lexicon

# ---- relations ------------------------------------------------------------------------------------------------
# English head words beyond the kin table that name a relative when the user possesses them ("my boy", "our girl")
_EN_HEADS = {
    **_KIN_EN,
    "boy": "son", "boys": "son", "girl": "daughter", "girls": "daughter", "sons": "son", "daughters": "daughter",
    "hubby": "husband", "brothers": "brother", "sisters": "sister", "siblings": "sibling", "sibling": "sibling",
    "grandchild": "grandchild", "grandson": "grandchild", "granddaughter": "grandchild", "grandma": "grandmother",
    "grandpa": "grandfather", "mommy": "mother", "daddy": "father", "papa": "father", "mama": "mother",
    "ma": "mother", "pa": "father", "one": "child", "ones": "child", "baby": "child",
}  # fmt: skip
# heads that only name a relative after a possessive or an order word ("my boy", "the little one"; not "a boy")
_EN_WEAK = frozenset({"boy", "boys", "girl", "girls", "one", "ones", "baby", "ma", "pa", "partner"})
_ORDER_EN = {
    "youngest": "youngest", "younger": "youngest", "little": "youngest", "littlest": "youngest",
    "small": "youngest", "smaller": "youngest", "baby": "youngest",
    "eldest": "eldest", "oldest": "eldest", "older": "eldest", "elder": "eldest", "big": "eldest",
    "first-born": "eldest", "firstborn": "eldest", "second": "second", "second-eldest": "second",
}  # fmt: skip
# an order word standing for a child ("my youngest", "our eldest"): superlatives only ("our little pet" is no child)
_ORDER_HEADS = frozenset({"youngest", "eldest", "oldest", "littlest"})
_POSSESSIVE = frozenset({"my", "our", "the", "user's", "users'"})
_SPOUSE = frozenset({"husband", "wife", "spouse", "partner"})
_IN_LAW = {"mother": "mother-in-law", "father": "father-in-law", "parents": "parents-in-law"}
# a question's relation -> the relations whose names answer it (a hypernym names every member)
_MEMBERS = {
    "child": ("son", "daughter", "child"),
    "spouse": ("husband", "wife", "spouse", "partner"),
    "partner": ("husband", "wife", "spouse", "partner"),
    "parents": ("mother", "father", "parents"),
    "sibling": ("brother", "sister", "sibling"),
    "siblings": ("brother", "sister", "sibling"),
    "parents-in-law": ("mother-in-law", "father-in-law", "parents-in-law"),
}
# ... and the more general relation whose names stand in when the specific one has none ("my kid Sam" for "son")
_FALLBACK = {"son": "child", "daughter": "child", "husband": "spouse", "wife": "spouse"}
_CHILDREN = frozenset({"son", "daughter", "child"})


@dataclass(frozen=True)
class Relation:
    """A relation read in a text: its canonical name, an order among siblings ("youngest", "eldest", "second" or
    ""), and where it was read (character offsets)."""

    rel: str
    order: str = ""
    start: int = 0
    end: int = 0


def _en_rel(word: str) -> str:
    """The canonical relation of an English word, in-law and step forms included ("mother-in-law"), or ""."""
    w = word.removesuffix("'s").removesuffix("'")
    if w.endswith("-in-law"):
        base = _KIN_EN.get(w.removesuffix("-in-law"), "")
        return _IN_LAW.get(base, f"{base}-in-law" if base else "")
    return _EN_HEADS.get(w, "")


def read_gloss(gloss: str) -> Relation | None:
    """A dictionary gloss read as a relation: "son", "younger child", "eldest son", "second-eldest child in a
    family", "husband's mother" (-> mother-in-law), "mother-in-law"; None for anything else (a gloss with words
    that are neither an order word nor a kin head: "unmarried woman", "home country")."""
    g = re.split(r"\s(?:in|of)\s", gloss.casefold().strip())[0]
    words = g.split()
    if not words or len(words) > 3:
        return None
    if len(words) == 2 and words[0] in ("husband's", "wife's", "spouse's") and _en_rel(words[1]) in _IN_LAW:
        return Relation(_IN_LAW[_en_rel(words[1])])
    head = _en_rel(words[-1])
    if not head or words[-1] in ("one", "ones", "ma", "pa"):
        return None
    orders = [_ORDER_EN.get(w) for w in words[:-1]]
    if any(o is None for o in orders):
        return None
    order = next((o for o in orders if o), "")
    if head in ("brother", "sister") and order:  # "younger brother" is a brother, not the youngest of the children
        order = ""
    return Relation(head, order if head in _CHILDREN else "")


def _cjk_entry(word: str, lang: str) -> Relation | None:
    """A Japanese / Chinese word read as a relation: the project's kin table first (主人 -> husband), then the
    first three glosses of the lexicon (闺女 "maiden; unmarried woman; daughter")."""
    kin = (_KIN_JA if lang == "ja" else _KIN_ZH).get(word)
    if kin:
        return Relation(kin)
    if kin == "":  # 母国 "home country", 夫婦 "the couple": a kin character, no relative
        return None
    entry = lexicon().table(lang).get(word)
    if not entry:
        return None
    for g in entry[1][:3]:
        ws = g.split()
        if len(ws) <= 7 and any(w in _EN_HEADS or w.endswith(("-in-law", "'s")) for w in ws):  # cheap test first
            r = read_gloss(g)
            if r is not None:
                return r
    return None


_CJK_PUNCT = "、。，！？?!,.「」『』（）() 　：:；;"
# zh order prefixes before a child word (小儿子 "youngest son", 大女儿 "eldest daughter") and whole phrases
_ZH_ORDER = {"小": "youngest", "大": "eldest", "最小的": "youngest", "最大的": "eldest", "老": ""}
_ZH_PHRASES = {"小的那个": Relation("child", "youngest"), "大的那个": Relation("child", "eldest")}
_JA_ORDER = {"下の": "youngest", "上の": "eldest", "一番下の": "youngest", "一番上の": "eldest", "末の": "youngest"}


_SCAN_MAX = 8  # the longest word the scan looks up (kin words are short; compounds that hide one are too)


@functools.cache
def _kin_words(lang: str) -> dict[str, Relation]:
    """Every word of the lexicon and the kin table that reads as a relation (built once per process): the scan
    tests a position against this table first, and a text with none of its first characters is skipped."""
    out: dict[str, Relation] = {}
    for w in (*lexicon().table(lang), *(_KIN_JA if lang == "ja" else _KIN_ZH)):
        if len(w) <= _SCAN_MAX and (r := _cjk_entry(w, lang)) is not None:
            out[w] = r
    return out


@functools.cache
def _kin_first(lang: str) -> frozenset[str]:
    return frozenset(w[0] for w in _kin_words(lang))


def _cjk_relations(text: str, lang: str) -> list[Relation]:
    """Relations named in a Japanese / Chinese text, by a greedy longest-match scan over the lexicon and the kin
    table. A word that reads as no relation is stepped over whole (母国 "home country" hides no mother), unless a
    kin word starts inside it and runs past its end (小女|儿 in 小女儿: the scan steps one character and finds
    女儿). A one-character kin word (父, 娘, 爸) counts only at a boundary (start, punctuation, の / 的 / 我 / 家)
    so that a character inside an unknown compound is not read as a relative."""
    first = _kin_first(lang)
    if not any(c in first for c in text):
        return []
    lex = lexicon().table(lang)
    kin = _kin_words(lang)
    out: list[Relation] = []
    p = 0
    while p < len(text):
        phrase = next((ph for ph in _ZH_PHRASES if text.startswith(ph, p)), None) if lang == "zh" else None
        if phrase is not None:
            r = _ZH_PHRASES[phrase]
            out.append(Relation(r.rel, r.order, p, p + len(phrase)))
            p += len(phrase)
            continue
        n = next(
            (
                n
                for n in range(min(_SCAN_MAX, len(text) - p), 0, -1)
                if text[p : p + n] in lex or text[p : p + n] in kin
            ),
            0,
        )
        if n == 0:
            p += 1
            continue
        r = kin.get(text[p : p + n])
        if r is None:
            hidden = any(
                text[q : q + m] in kin
                for q in range(p + 1, p + n)
                for m in range(p + n - q + 1, min(_SCAN_MAX, len(text) - q) + 1)
            )
            p += 1 if hidden else n
            continue
        if n > 1 or p == 0 or text[p - 1] in _CJK_PUNCT + "の的我家爸妈":
            out.append(Relation(r.rel, r.order or _order_before(text, p, lang, r.rel), p, p + n))
        p += n
    return _chains(text, out)


def _chains(text: str, found: list[Relation]) -> list[Relation]:
    """A relative possessed by another relative (夫のお母さん, 我老公的妈妈): a spouse's parent is the user's
    parent-in-law (one relation in place of the two); any other relative's relative (弟の娘) is not the user's
    and is dropped, the possessor kept."""
    out: list[Relation] = []
    for r in found:
        prev = out[-1] if out else None
        if prev is not None and text[prev.end : r.start] in ("", "の", "的"):
            if prev.rel in _SPOUSE and r.rel in _IN_LAW:
                out[-1] = Relation(_IN_LAW[r.rel], "", prev.start, r.end)
            continue
        out.append(r)
    return out


def _order_before(text: str, p: int, lang: str, rel: str) -> str:
    """An order word right before a child word: 下の娘, 一番上の息子, 小儿子, 大女儿, 最小的孩子."""
    if rel not in _CHILDREN:
        return ""
    table = _JA_ORDER if lang == "ja" else _ZH_ORDER
    for prefix, order in sorted(table.items(), key=lambda kv: -len(kv[0])):
        if text[:p].endswith(prefix):
            return order
    return ""


_EN_TOKEN = re.compile(r"[a-z]+(?:-[a-z]+)*(?:'s|')?")


def _en_relations(text: str) -> list[Relation]:
    """Relations named in an English text, each possessed by the user or by no one ("my little boy", "the little
    one", "Dad", "my youngest", "my husband's mother" -> mother-in-law); a relative of someone named ("Arjun's
    mother") is not the user's and is skipped."""
    toks = [(m.group(0), m.start(), m.end()) for m in _EN_TOKEN.finditer(text.casefold())]
    out: list[Relation] = []
    for k, (w, s, e) in enumerate(toks):
        rel = _en_rel(w)
        order_head = not rel and w in _ORDER_HEADS
        if not rel and not order_head:
            continue
        if w.endswith("'s") and k + 1 < len(toks) and _en_rel(toks[k + 1][0]):
            continue  # a possessor ("husband's mother"): read with the relative it possesses
        j, orders = k - 1, []
        while j >= 0 and toks[j][0] in _ORDER_EN and not _en_rel(toks[j][0]):
            orders.append(_ORDER_EN[toks[j][0]])
            j -= 1
        before = toks[j][0] if j >= 0 else ""
        mine = before in _POSSESSIVE
        if order_head:  # "my youngest", "our eldest": an order word standing for a child
            nxt = toks[k + 1][0] if k + 1 < len(toks) else ""
            pos = lexicon().en_pos.get(nxt.removesuffix("'s"), (0, 0, 0))
            if mine and not _en_rel(nxt) and nxt not in _ORDER_EN and not pos[1] > max(pos[0], pos[2]):
                out.append(Relation("child", _ORDER_EN[w], s, e))
            continue
        if not mine and (before.endswith("'s") or before.endswith("s'")):
            owner = _en_rel(before)
            if owner in _SPOUSE and rel in _IN_LAW:
                out.append(Relation(_IN_LAW[rel], "", toks[j][1], e))
            continue  # someone else's relative
        if w.removesuffix("'s") in _EN_WEAK and not mine:
            continue
        order = next((o for o in orders if o), "")
        out.append(Relation(rel, order if rel in _CHILDREN else "", s, e))
    return out


def relations(text: str, lang: str) -> list[Relation]:
    """Every relation ``text`` names (en / ja / zh)."""
    return _en_relations(text) if lang == "en" else _cjk_relations(text, lang)


# ---- who is who: statements in the user's memories ---------------------------------------------------------------
_NOT_NAMES = frozenset({*EN_MONTHS, *(d.casefold() for d in WEEKDAY_NAMES), "i", "and", "is", "was", "who"})
_EN_NAME = r"(?-i:[A-Z][a-z]+(?:-[A-Z][a-z]+)?)"
_EN_AFTER = re.compile(rf"^,?\s({_EN_NAME})(?:'s?)?\b")  # "my son Bao", "my husband, Minh,", "Meera's"
_EN_NAMED = re.compile(rf"^(?:'s name is|,? (?:is )?(?:called|named))\s({_EN_NAME})\b")
_EN_BEFORE = re.compile(rf"\b({_EN_NAME}),? is (?:my|our) (?:[a-z-]+ )?$")  # "Bao is my son"
_JA_NAME = re.compile(
    r"^(?:の名前は|の|、)「?([\u30a1-\u30fa\u30fc・]{2,12}|[A-Za-z]{2,20}|"
    r"[\u3041-\u3096\u4e00-\u9fff]{1,4}(?=さん|ちゃん|くん|君))」?(?=[はがをにともの、。（(」0-9０-９]|さん|ちゃん|くん|君|$)"
)
_JA_MINE = ("私の", "わたしの", "僕の", "俺の", "うちの", "ユーザーの", "自分の")
_ZH_BOUNDARY = set("在是对今也和跟的，,。.、要有已住做当去会叫从每上说还才都就被把给让用能可得，；;：:（(")
_ZH_MINE = re.compile(r"(?:我|我们家|我家|用户)的?$")
# A second name for the same person right after the first: "my sister Nattaya (Mint)", "my son Robert, known as
# Bob", 妹のナッタヤー（ミント）, 我妹妹纳塔雅（小名Mint）. The user's other memories may use either.
_EN_ALIAS = re.compile(
    rf"^\s*(?:\(\s*[\"'“‘]?({_EN_NAME})[\"'”’]?\s*\)|,?\s+(?:known as|nicknamed|who goes by)\s+[\"'“‘]?({_EN_NAME}))"
)
_JA_ALIAS = re.compile(
    r"^」?[（(]「?(?:通称|愛称|あだ名|呼び名)?[:：]?([\u30a1-\u30fa\u30fc・]{2,12}|[A-Za-z]{2,20}|[\u4e00-\u9fff]{1,4})」?[）)]"
)
_ZH_ALIAS = re.compile(r"^[（(](?:小名|昵称|外号|英文名|又名|叫)?[:：]?([A-Za-z]{2,20}|[\u4e00-\u9fff]{2,4})[）)]")


def alias(after: str, lang: str) -> str:
    """The second name ``after`` gives right at its start for the person just named ("" when none): in
    parentheses in every language, or after "known as" / "nicknamed" / "who goes by" in English. A Han dictionary
    word in parentheses (娘の花子（小学生）, 我丈夫健二（公务员）) is a description, not a name."""
    if lang == "en":
        m = _EN_ALIAS.match(after)
        name = (m.group(1) or m.group(2)) if m else ""
        return name if name and name.casefold() not in _NOT_NAMES else ""
    m = (_JA_ALIAS if lang == "ja" else _ZH_ALIAS).match(after)
    if not m:
        return ""
    name = m.group(1)
    if name.isascii():
        return name if name.casefold() not in _NOT_NAMES else ""
    if lang == "ja":  # a kana name may also be a word (ミント, mint): in parentheses after a name it is a name
        return "" if re.fullmatch(r"[\u4e00-\u9fff]+", name) and name in lexicon().ja else name
    entry = lexicon().zh.get(name)
    return name if entry is None or entry[0].startswith("nr") else ""


def _zh_name(rest: str) -> str:
    """The name right after a Chinese relation word (我儿子小宝3岁, 我丈夫阿明在, 我女儿叫小安): the shortest run
    of 2-4 characters that a boundary follows (a digit, punctuation, a function character: 在 / 是 / 对 ...),
    itself neither a boundary character at its start nor a dictionary word (我儿子上小学 names no one)."""
    rest = re.sub(r"^(?:叫|名叫|名字叫)", "", rest)
    m = re.match(r"[A-Za-z]{2,20}", rest)
    if m:
        return m.group(0)
    if not rest or rest[0] in _ZH_BOUNDARY:
        return ""
    lex = lexicon().zh
    for n in (2, 3, 4):
        cand = rest[:n]
        if len(cand) < n or not all("\u4e00" <= c <= "\u9fff" for c in cand):
            return ""
        after = rest[n : n + 1]
        if not after or after in _ZH_BOUNDARY or after.isdigit() or after.isascii():
            entry = lex.get(cand)
            return cand if entry is None or entry[0].startswith("nr") else ""
    return ""


def statements(text: str, lang: str) -> list[tuple[str, str, str]]:
    """(relation, order, name) for each first-person statement of who is who in ``text``: "my son Bao",
    "our daughter An", "Bao is my son", "my husband, Minh,", "the user's son Bao", 息子のバオ, 娘のアン, 夫のミン
    (at the start of a clause or after 私の / うちの), 我儿子小宝, 我女儿叫小安, 我丈夫阿明."""
    out: list[tuple[str, str, str]] = []
    for r in relations(text, lang):
        if lang == "en":
            head = text[r.start : r.end]
            before = text[: r.start].casefold().rstrip()
            mine = re.search(r"\b(?:my|our|the user's)(?:\s+[a-z-]+){0,2}$", before)
            name = other = ""
            if mine:
                m = _EN_AFTER.match(text[r.end :]) or _EN_NAMED.match(text[r.end :])
                name = m.group(1) if m else ""
                if m:
                    other = alias(text[r.end + m.end(1) :], lang)
                b = _EN_BEFORE.search(text[: r.start])
                if not name and b and not head.endswith("'s"):
                    name = b.group(1)
            if name and name.casefold() not in _NOT_NAMES:
                out.append((r.rel, r.order, name))
                if other:
                    out.append((r.rel, r.order, other))
            continue
        before = text[: r.start]
        if lang == "ja":
            if before and before[-1] not in _CJK_PUNCT and not before.endswith(_JA_MINE):
                continue  # 彼女の息子: someone else's
            m = _JA_NAME.match(text[r.end :])
            if m and m.group(1) not in lexicon().ja:  # 息子のサッカー: a word, not a name
                out.append((r.rel, r.order, m.group(1)))
                other = alias(text[r.end + m.end(1) :], lang)
                if other:
                    out.append((r.rel, r.order, other))
        elif _ZH_MINE.search(before):
            name = _zh_name(text[r.end :])
            if name:
                out.append((r.rel, r.order, name))
                end = text.find(name, r.end) + len(name)
                other = alias(text[end:], lang)
                if other:
                    out.append((r.rel, r.order, other))
    return out


def _ages(text: str, lang: str, name: str) -> list[int]:
    """Ages said of ``name`` in ``text``: "Bao is 3", "Meera, 5,", "Bao (3)", バオは3歳, 小宝3岁, 小宝今年3岁."""
    n = re.escape(name)
    if lang == "en":
        pat = (
            rf"\b{n}(?:'s)?(?:,| is| was| turned| turns|, who is| \(|, aged| aged)\s*(\d{{1,2}})\b"
            r"(?!\s*(?:a\.?m|p\.?m|:|%|st|nd|rd|th|kg|g|cm|yen|min|minutes|hours?|days?|weeks?|months?)\b)"
        )
    else:
        pat = rf"{n}(?:は|が|今年|（|\()?(\d{{1,2}})(?:歳|才|岁|周岁)"
    return [int(a) for a in re.findall(pat, text)]


@dataclass
class PeopleMap:
    """The user's people: relation -> names, each name's age where the memories say one, and an explicit order
    ("my eldest son Rohan", 長男) where they say that."""

    names: dict[str, set[str]] = field(default_factory=dict)
    ages: dict[str, int] = field(default_factory=dict)
    orders: dict[str, str] = field(default_factory=dict)

    def __bool__(self) -> bool:
        return any(self.names.values())

    def resolve(self, rel: str, order: str = "") -> list[str]:
        """The names a relation (and an order among children) points at; [] when the memories say no one."""
        members = _MEMBERS.get(rel, (rel,))
        found = {n for m in members for n in self.names.get(m, ())}
        if not found and rel in _FALLBACK:
            found = set(self.names.get(_FALLBACK[rel], ()))
        if order and len(found) > 1:
            found = self._ordered(found, order)
        return sorted(found)

    def _ordered(self, names: set[str], order: str) -> set[str]:
        """The youngest / eldest / second-eldest of ``names``: by an explicit order word where one was said, else
        by age (aliases of one person, Bao and バオ, share their age and go together); all of them when neither
        tells (the relation still narrows the question to these people)."""
        said = {n for n in names if self.orders.get(n) == order}
        if said:
            return said
        aged = {n: self.ages[n] for n in names if n in self.ages}
        distinct = sorted(set(aged.values()), reverse=True)  # eldest first
        if len(distinct) < 2:
            return names
        pick = {"eldest": distinct[0], "youngest": distinct[-1], "second": distinct[1]}.get(order)
        return {n for n, a in aged.items() if a == pick} if pick is not None else names

    def expansion(self, query: str, lang: str) -> list[str]:
        """The names of the people ``query`` names by relation and not by name, in first-seen order.

        The children as a group (kids, 子ども, 孩子 with no order word) add no names: a memory about the group names
        the group ("The children see Dr. Kimura"), and every child's name only lifted each child's own memories
        over it (extra6 j08 lost its top-1 in six of nine pairs)."""
        out: dict[str, None] = {}
        folded = query.casefold()
        for r in relations(query, lang):
            if r.rel == "child" and not r.order:
                continue
            for n in self.resolve(r.rel, r.order):
                said = re.search(rf"\b{re.escape(n.casefold())}\b", folded) if n.isascii() else n in query
                if not said:
                    out.setdefault(n, None)
        return list(out)


def script_lang(text: str) -> str:
    """en / ja / zh by script: kana is Japanese, other Han text Chinese (enough to pick a reader; the items'
    stored language is used where it is known)."""
    if re.search(r"[\u3041-\u30ff]", text):
        return "ja"
    return "zh" if re.search(r"[\u4e00-\u9fff]", text) else "en"


def speaks_for_user(item: Any) -> bool:
    """Whether an item's words are the user's own: a fact / episodic / summary item, or a turn the user said
    (a LoCoMo-style history's turns are two named speakers' words, whose "my son" is not the user's)."""
    if item.source_type in ("fact", "episodic", "summary"):
        return True
    return item.source_type == "turn" and item.speaker == "user"


def build(items: Iterable[Any]) -> PeopleMap:
    """The people map of a user's live items (objects with ``summary``, ``lang``, ``source_type``, ``speaker``)."""
    return assemble([_parsed(i) for i in items if speaks_for_user(i)])


# One item's contribution: its text, language and the (relation, order, name) statements read from it.
_Parsed = tuple[str, str, list[tuple[str, str, str]]]


def _parsed(item: Any) -> _Parsed:
    lang = item.lang or script_lang(item.summary)
    return item.summary, lang, statements(item.summary, lang)


def assemble(parsed: Iterable[_Parsed]) -> PeopleMap:
    """The map from items already read: names by relation, then the ages any item gives a known name."""
    parsed = list(parsed)
    pm = PeopleMap()
    for _, _, stmts in parsed:
        for rel, order, name in stmts:
            pm.names.setdefault(rel, set()).add(name)
            if order:
                pm.orders[name] = order
    known = {n for names in pm.names.values() for n in names}
    for text, lang, _ in parsed:
        for n in known:
            if n in text:
                ages = _ages(text, lang, n)
                if ages:
                    pm.ages[n] = max(pm.ages.get(n, 0), *ages)
    return pm


class PeopleCache:
    """One user's people map, reassembled on the first search after the live items changed in a way that can
    change it (the engine calls :meth:`added` and :meth:`dropped` where its index changes, :meth:`invalidate`
    where the index is rebuilt).

    Each item is read once and its statements kept by memory id (with its text, so an edited item is read again):
    rebuilding from scratch re-read every item the user ever said after each write, ~80 ms per 180 facts, a cost
    every search after a turn would pay on a long history. Reassembling from the kept statements is a set union.
    A write that states no one and mentions no known name leaves the map as it is (the common write: reassembling
    scanned every live item for a map that could not change)."""

    def __init__(self) -> None:
        self._map: PeopleMap | None = None
        self._read: dict[str, _Parsed] = {}
        self._lock = threading.Lock()

    def invalidate(self) -> None:
        with self._lock:
            self._map = None

    def _moves(self, parsed: _Parsed) -> bool:
        """Whether an item read as ``parsed`` counts in the map: it states who is who, or its text holds a known
        name (where an age of that person may be said). One that does neither adds nothing and takes nothing."""
        assert self._map is not None
        return bool(parsed[2]) or any(n in parsed[0] for names in self._map.names.values() for n in names)

    def added(self, items: Iterable[Any], replaced: Iterable[Any] = ()) -> None:
        """Items joined the live set (``replaced``: the earlier versions of those whose memory id was live)."""
        with self._lock:
            if self._map is None:
                return  # reassembled on the next read anyway
            if any(speaks_for_user(o) for o in replaced):
                self._map = None
                return
            for i in items:
                if speaks_for_user(i):
                    r = _parsed(i)
                    self._read[i.memory_id] = r
                    if self._moves(r):
                        self._map = None
                        return

    def dropped(self, items: Iterable[Any]) -> None:
        """Items left the live set."""
        with self._lock:
            if self._map is None:
                return
            for o in items:
                if speaks_for_user(o):
                    r = self._read.pop(o.memory_id, None)
                    if r is None or r[0] != o.summary or self._moves(r):
                        self._map = None
                        return

    def get(self, items: Mapping[str, Any]) -> PeopleMap:
        with self._lock:
            if self._map is None:
                live = {mid: i for mid, i in items.items() if speaks_for_user(i)}
                self._read = {
                    mid: r if (r := self._read.get(mid)) is not None and r[0] == i.summary else _parsed(i)
                    for mid, i in live.items()
                }
                self._map = assemble(self._read.values())
            return self._map


class LexicalExpansion:
    """A user's index seen with a longer lexical query: BM25 scores the question plus the names of the people it
    names by relation; every other score (dense, cross-lingual, hubness) is the index's own, untouched.

    A view rather than a new argument through the ranking code: the learned ranker's BM25 feature, the kappa
    gate's lexical test and the reported bm25 component then all see the same expanded score."""

    def __init__(self, index: Any, names: list[str]) -> None:
        self._index = index
        self.names = names

    def bm25_scores(self, query: str, fids: np.ndarray) -> np.ndarray:
        return self._index.bm25_scores(" ".join([query, *self.names]), fids)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._index, name)

    def __len__(self) -> int:
        return len(self._index)


__all__ = [
    "LexicalExpansion",
    "PeopleCache",
    "PeopleMap",
    "Relation",
    "assemble",
    "build",
    "read_gloss",
    "relations",
    "speaks_for_user",
    "statements",
]

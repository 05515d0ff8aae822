"""Rule-based multilingual (JA/EN/ZH) profile extractor: stable user traits from what the user said.

A rule fires only on a first-person statement: "my son is allergic to eggs" is not the user's allergy, a
negated statement ("I'm not allergic ...", "アレルギーはありません") asserts nothing, and a hedge ("maybe",
"かも", "可能") lowers the confidence. Values are canonical where a small multilingual lexicon knows the
thing (えび / 虾 / prawns -> "shrimp"), so a fact stated in Japanese and restated in English agree; an
unknown surface form is kept verbatim at a lower confidence. Confidences are the rule's certainty, not a
model probability: explicit patterns ("my name is", "reply in Japanese") 0.85-0.9, indirect ones lower.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from ._text import detect_lang, nfkc, split_sentences
from .profile_vocab import (
    ALLERGENS,
    DIETS,
    FAMILY,
    HEDGE,
    LANG_NAMES,
    NEG_AFTER_JA,
    NEG_BEFORE,
    NEG_INSIDE,
    OCCUPATIONS,
    PETS,
    SENSITIVITY,
    THIRD_PERSON,
    VISAS,
    Fact,
    lexicon_hits,
    named_items,
)

# --------------------------------------------------------------------------------------------------------
# rules

Extract = Callable[[re.Match[str], str, str], list[tuple[Any, float]]]


@dataclass(frozen=True)
class Rule:
    key: str
    lang: str
    pattern: re.Pattern[str]
    extract: Extract  # (match, sentence, lang) -> [(value, confidence)]
    negatable: bool = True
    first_person: bool = True  # skip when the sentence is about someone else


def _group_value(conf: float, group: int = 1, fn: Callable[[str], Any] | None = None) -> Extract:
    def ex(m: re.Match[str], s: str, lang: str) -> list[tuple[Any, float]]:
        g = m.group(group)
        if not g:
            return []
        g = g.strip(" ,.!?、。，！？「」\"'")
        v = fn(g) if fn else g
        return [] if v in (None, "") else [(v, conf)]

    return ex


def _allergy(conf_known: float, conf_unknown: float) -> Extract:
    def ex(m: re.Match[str], s: str, lang: str) -> list[tuple[Any, float]]:
        items = named_items(m.group(1), ALLERGENS, lang)
        if not items:
            return []
        vals = [i for i, _ in items]
        conf = conf_known if all(k for _, k in items) else conf_unknown
        return [(vals, conf)]

    return ex


def _languages(conf: float) -> Extract:
    def ex(m: re.Match[str], s: str, lang: str) -> list[tuple[Any, float]]:
        seg = s[m.start() :]
        found = lexicon_hits(
            seg, {code: tuple(n for n, c in LANG_NAMES.items() if c == code) for code in "ja en zh".split()}
        )
        order = [c for _, c in found]
        # "English over Japanese" / "rather than" / "instead of": the first one is preferred
        return [(order, conf)] if order else []

    return ex


def _age(conf: float) -> Extract:
    def ex(m: re.Match[str], s: str, lang: str) -> list[tuple[Any, float]]:
        a = int(m.group(1))
        return [(a, conf)] if 1 <= a <= 120 else []

    return ex


_MULT = {"万": 10_000, "千": 1_000, "k": 1_000, "man": 10_000}
_CURRENCY = {
    "¥": "JPY",
    "円": "JPY",
    "yen": "JPY",
    "jpy": "JPY",
    "日元": "JPY",
    "日币": "JPY",
    "$": "USD",
    "usd": "USD",
    "dollar": "USD",
    "dollars": "USD",
    "美元": "USD",
    "ドル": "USD",
    "元": "CNY",
    "块": "CNY",
    "人民币": "CNY",
    "rmb": "CNY",
    "cny": "CNY",
    "yuan": "CNY",
    "€": "EUR",
    "euro": "EUR",
    "euros": "EUR",
    "ユーロ": "EUR",
    "欧元": "EUR",
}
_PERIOD = [
    (re.compile(r"night|泊|晚", re.I), "night"),
    (re.compile(r"month|月", re.I), "month"),
    (re.compile(r"week|週|周", re.I), "week"),
    (re.compile(r"\bday\b|日(?!本|元)|天", re.I), "day"),
    (re.compile(r"meal|食|餐|顿", re.I), "meal"),
    (re.compile(r"person|人", re.I), "person"),
    (re.compile(r"year|年", re.I), "year"),
]


def _budget(conf: float) -> Extract:
    def ex(m: re.Match[str], s: str, lang: str) -> list[tuple[Any, float]]:
        d = m.groupdict()
        try:
            amount = float(d["amount"].replace(",", ""))
        except (TypeError, ValueError):
            return []
        mult = (d.get("mult") or "").casefold()
        amount *= _MULT.get(mult, 1)
        cur = None
        for tok in (d.get("pre"), d.get("cur")):
            if tok and tok.strip().casefold() in _CURRENCY:
                cur = _CURRENCY[tok.strip().casefold()]
        # the period may be named inside the match (1泊), right after it (每月) or just before it
        places = [d.get("per"), d.get("lead"), s[m.end() : m.end() + 12], s[max(0, m.start() - 8) : m.start()]]
        period = next((p for where in places if where for rx, p in _PERIOD if rx.search(where)), None)
        value = {"amount": int(amount) if amount.is_integer() else amount, "currency": cur, "period": period}
        return [(value, conf if cur else conf - 0.1)]

    return ex


def _lexicon_value(lexicon: dict[str, tuple[str, ...]], conf: float, unknown_conf: float | None = None) -> Extract:
    def ex(m: re.Match[str], s: str, lang: str) -> list[tuple[Any, float]]:
        hits = lexicon_hits(m.group(1), lexicon)
        if hits:
            return [(hits[0][1], conf)]
        if unknown_conf is None:
            return []
        g = m.group(1).strip(" ,.、。")
        return [(g, unknown_conf)] if 0 < len(g) <= 40 else []

    return ex


def _pet(conf_named: float, conf_unnamed: float) -> Extract:
    def ex(m: re.Match[str], s: str, lang: str) -> list[tuple[Any, float]]:
        hits = lexicon_hits(m.group("kind"), PETS)
        if not hits:
            return []
        name = (m.groupdict().get("name") or "").strip(" 「」“”\"'") or None
        if name and name.casefold() in {"is", "was", "and", "who", "that"}:
            name = None
        return [([{"kind": hits[0][1], "name": name}], conf_named if name else conf_unnamed)]

    return ex


def _family(conf: float) -> Extract:
    def ex(m: re.Match[str], s: str, lang: str) -> list[tuple[Any, float]]:
        hits = lexicon_hits(m.group("rel"), FAMILY)
        if not hits:
            return []
        name = (m.groupdict().get("name") or "").strip() or None
        entries: list[dict[str, Any]] = [{"relation": canon} for _, canon in hits]
        if name and len(entries) == 1:
            entries[0]["name"] = name
        return [(entries, conf)]

    return ex


_MONTHS = {
    m: i + 1
    for i, m in enumerate(
        "january february march april may june july august september october november december".split()
    )
}


def parse_date(text: str) -> str | None:
    """ISO date (or year-month) from EN/JA/ZH date expressions; None when there is no full year."""
    t = nfkc(text)
    if m := re.search(r"(\d{4})\s*[-/年.]\s*(\d{1,2})\s*(?:[-/月.]\s*(\d{1,2})\s*日?)?", t):
        y, mo, d = int(m.group(1)), int(m.group(2)), m.group(3)
        if 1 <= mo <= 12:
            return f"{y:04d}-{mo:02d}" + (f"-{int(d):02d}" if d else "")
    mn = "|".join(_MONTHS) + "|" + "|".join(k[:3] for k in _MONTHS)
    if m := re.search(rf"\b({mn})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+(\d{{4}})", t, re.I):
        mo = _MONTHS.get(m.group(1).casefold()) or next(
            v for k, v in _MONTHS.items() if k.startswith(m.group(1).casefold()[:3])
        )
        return f"{int(m.group(3)):04d}-{mo:02d}-{int(m.group(2)):02d}"
    if m := re.search(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+({mn})\.?,?\s+(\d{{4}})", t, re.I):
        mo = _MONTHS.get(m.group(2).casefold()) or next(
            v for k, v in _MONTHS.items() if k.startswith(m.group(2).casefold()[:3])
        )
        return f"{int(m.group(3)):04d}-{mo:02d}-{int(m.group(1)):02d}"
    if m := re.search(rf"\b({mn})\.?\s+(\d{{4}})", t, re.I):
        mo = _MONTHS.get(m.group(1).casefold()) or next(
            v for k, v in _MONTHS.items() if k.startswith(m.group(1).casefold()[:3])
        )
        return f"{int(m.group(2)):04d}-{mo:02d}"
    return None


def _date(conf: float) -> Extract:
    def ex(m: re.Match[str], s: str, lang: str) -> list[tuple[Any, float]]:
        d = parse_date(m.group(1))
        return [(d, conf)] if d else []

    return ex


def _const(value: Any, conf: float) -> Extract:
    return lambda m, s, lang: [(value, conf)]


def _r(p: str, flags: int = 0) -> re.Pattern[str]:
    return re.compile(p, flags)


_CJK_NAME = r"[\u4e00-\u9fff\u30a0-\u30ffA-Za-z·ー々]"
_PLACE = r"[\u4e00-\u9fff々\u30a1-\u30faーA-Za-z]"
_PET_KINDS_EN = "puppy|dog|kitten|cat|bunny|rabbit|hamster|parrot|parakeet|bird|goldfish|fish|turtle|tortoise"
_PET_KINDS_JA = "犬|いぬ|イヌ|猫|ねこ|ネコ|うさぎ|ウサギ|ハムスター|インコ|金魚|カメ|亀"
_PET_KINDS_ZH = "小狗|狗|小猫|猫|兔子|仓鼠|鹦鹉|金鱼|乌龟"
_EN_NAME_STOP = {
    "japanese",
    "english",
    "chinese",
    "fine",
    "good",
    "sorry",
    "here",
    "back",
    "ok",
    "okay",
    "new",
    "not",
    "from",
    "in",
    "at",
    "allergic",
    "vegan",
    "vegetarian",
    "married",
    "single",
    "tired",
    "busy",
    "happy",
}


def _en_name(g: str) -> str | None:
    return None if g.split()[0].casefold() in _EN_NAME_STOP else g


RULES: list[Rule] = [
    # ---- preferred language (order matters: the first named is preferred) ----
    Rule(
        "preferred_language",
        "en",
        _r(
            r"\b(?:reply|respond|answer|talk|speak|write|explain)(?: to me)?(?: only)? in (?:japanese|english|"
            r"chinese|mandarin)\b",
            re.I,
        ),
        _languages(0.9),
        negatable=True,
    ),
    Rule(
        "preferred_language",
        "en",
        _r(
            r"\bI(?:'d| would)? (?:prefer|rather use|like to use|like to speak) (?:japanese|english|chinese|"
            r"mandarin)\b",
            re.I,
        ),
        _languages(0.8),
    ),
    Rule(
        "preferred_language",
        "en",
        _r(
            r"\b(?:japanese|english|chinese|mandarin),? please\b|\bin (?:japanese|english|chinese|mandarin),? please\b",
            re.I,
        ),
        _languages(0.85),
    ),
    Rule(
        "preferred_language",
        "ja",
        _r(r"(?:日本語|英語|中国語)で(?:話して|答えて|返事|返信|お願い|書いて|説明|対応|教えて|やり取り)"),
        _languages(0.9),
    ),
    Rule(
        "preferred_language",
        "ja",
        _r(r"(?:日本語|英語|中国語)(?:の方|のほう)?(?:が|を)(?:いい|良い|楽|得意|希望|優先)"),
        _languages(0.8),
    ),
    Rule(
        "preferred_language",
        "zh",
        _r(r"用(?:中文|英文|英语|日语|日文|汉语|普通话)(?:来)?(?:回答|回复|说|跟我说|和我说|交流|写|聊)"),
        _languages(0.9),
    ),
    Rule(
        "preferred_language",
        "zh",
        _r(r"我(?:更)?(?:喜欢|习惯|偏好|希望)(?:用|说)?(?:中文|英文|英语|日语|日文|汉语|普通话)"),
        _languages(0.8),
    ),
    # ---- politeness ----
    Rule(
        "politeness",
        "en",
        _r(
            r"\bno need to be (?:so )?formal\b|\b(?:be|keep it|talk|speak|be more) (?:more )?(?:casual|informal)\b|"
            r"\bdon't be so formal\b",
            re.I,
        ),
        _const("casual", 0.85),
        negatable=False,
    ),
    Rule(
        "politeness",
        "en",
        _r(r"\b(?:be|use|speak|keep it|be more) (?:more )?(?:formal|polite)\b|\buse (?:keigo|honorifics)\b", re.I),
        _const("formal", 0.85),
    ),
    Rule(
        "politeness",
        "ja",
        _r(r"タメ口|ため口|敬語(?:は|じゃなくて|なしで|を使わなくて|は使わなくて|はいらない|いらない)|カジュアルに"),
        _const("casual", 0.85),
        negatable=False,
    ),
    Rule("politeness", "ja", _r(r"敬語で|丁寧(?:な言葉|語)?で(?:話して|お願い)|丁寧に話して"), _const("formal", 0.85)),
    Rule(
        "politeness",
        "zh",
        _r(r"随意一点|随便一点|不用(?:那么|太)?客气|轻松一点|口语(?:化|一点)"),
        _const("casual", 0.8),
        negatable=False,
    ),
    Rule("politeness", "zh", _r(r"用敬语|正式一点|正式的语气|礼貌一点"), _const("formal", 0.8)),
    # ---- allergies ----
    Rule(
        "allergies",
        "en",
        _r(r"\ballergic to ([^.;!?]+?)(?=\s+(?:but|because|so|which|and I|and my)\b|[.;!?]|$)", re.I),
        _allergy(0.9, 0.65),
    ),
    Rule("allergies", "en", _r(r"\b(?:have|got) an? ([\w -]{2,30}?) allergy\b", re.I), _allergy(0.85, 0.6)),
    Rule("allergies", "en", _r(r"\bmy ([\w -]{2,30}?) allergy\b", re.I), _allergy(0.8, 0.6)),
    Rule("allergies", "ja", _r(r"([^\s、。,]{1,16}?)(?:の|に)?アレルギー"), _allergy(0.9, 0.6)),
    Rule("allergies", "zh", _r(r"对([^。，！？,\s]{1,16}?)过敏"), _allergy(0.9, 0.6)),
    Rule("allergies", "zh", _r(r"(?<!对)([^。，！？,\s对]{1,6}?)过敏"), _allergy(0.8, 0.55)),
    # ---- name ----
    Rule("name", "en", _r(r"\bmy name is ([A-Z][\w'-]+(?: [A-Z][\w'-]+){0,2})"), _group_value(0.9, fn=_en_name)),
    Rule("name", "en", _r(r"\b(?:call me|I go by) ([A-Z][\w'-]+)"), _group_value(0.85, fn=_en_name)),
    Rule(
        "name",
        "en",
        _r(r"^(?:hi|hello|hey)[,!]?\s+I(?:'m| am) ([A-Z][a-z]+)(?=[\s,.!]|$)", re.I),
        _group_value(0.7, fn=_en_name),
    ),
    Rule(
        "name",
        "ja",
        _r(
            rf"(?:^|私の|わたしの|僕の|俺の|[、\s])名前は「?({_CJK_NAME}[\u3040-\u309f{_CJK_NAME[1:-1]}]{{0,11}}?)」?(?:です|だ|と申します|"
            rf"といいます|。|$)"
        ),
        _group_value(0.9),
    ),
    Rule("name", "ja", _r(rf"(?:私は|わたしは|僕は)?({_CJK_NAME}{{1,12}})と申します"), _group_value(0.9)),
    Rule("name", "ja", _r(rf"(?:私は|わたしは|僕は)({_CJK_NAME}{{1,12}})といいます"), _group_value(0.85)),
    Rule("name", "zh", _r(rf"我(?:的名字)?叫({_CJK_NAME}{{1,10}}?)(?=[，。,.!！\s]|$)"), _group_value(0.9)),
    Rule("name", "zh", _r(rf"我的名字是({_CJK_NAME}{{1,10}}?)(?=[，。,.!！\s]|$)"), _group_value(0.9)),
    # ---- age ----
    Rule("age", "en", _r(r"\bI(?:'m| am) (\d{1,3})(?: years? old|\s?y/?o)\b", re.I), _age(0.9)),
    Rule("age", "en", _r(r"\bmy age is (\d{1,3})\b", re.I), _age(0.9)),
    Rule("age", "en", _r(r"\bI (?:just )?turned (\d{1,3})\b", re.I), _age(0.85)),
    Rule("age", "en", _r(r"^(?:and )?I(?:'m| am) (\d{1,3})(?=\s*[,.!]|$)", re.I), _age(0.6)),
    Rule("age", "ja", _r(r"(?<!\d)(\d{1,3})歳(?:です|だ|になりました|になった|になります|。|$)"), _age(0.85)),
    Rule("age", "zh", _r(r"我(?:今年|已经)?(\d{1,3})岁"), _age(0.9)),
    Rule("age", "zh", _r(r"我今年(\d{1,3})(?![\d年])"), _age(0.75)),
    Rule("age", "zh", _r(r"(?:^|[，,])今年(\d{1,3})岁"), _age(0.8)),
    # ---- location / origin ----
    Rule(
        "location",
        "en",
        _r(
            r"\bI (?:currently |now )?(?:live|am living|'m living|"
            r"reside) in ((?:[A-Z][\w'-]*)(?:[ ,]+(?:[A-Z][\w'-]*)){0,3})"
        ),
        _group_value(0.85),
    ),
    Rule(
        "location",
        "en",
        _r(r"\bI(?:'m| am) (?:currently )?based in ((?:[A-Z][\w'-]*)(?:[ ,]+(?:[A-Z][\w'-]*)){0,3})"),
        _group_value(0.85),
    ),
    Rule(
        "location",
        "en",
        _r(r"\bI (?:just |recently )?moved to ((?:[A-Z][\w'-]*)(?:[ ,]+(?:[A-Z][\w'-]*)){0,3})"),
        _group_value(0.75),
    ),
    Rule(
        "origin",
        "en",
        _r(r"\bI(?:'m| am) (?:originally )?from ((?:[A-Z][\w'-]*)(?:[ ,]+(?:[A-Z][\w'-]*)){0,2})"),
        _group_value(0.8),
    ),
    Rule(
        "location", "ja", _r(rf"({_PLACE}{{2,12}}?)(?:に|で)(?:住んで|暮らして)(?!いました|いた)"), _group_value(0.85)
    ),
    Rule("location", "ja", _r(rf"({_PLACE}{{2,12}}?)在住"), _group_value(0.85)),
    Rule("location", "ja", _r(rf"({_PLACE}{{2,12}}?)に引っ越(?:し|した|しました)"), _group_value(0.75)),
    Rule("origin", "ja", _r(rf"({_PLACE}{{2,12}}?)(?:の)?出身"), _group_value(0.8)),
    Rule("location", "zh", _r(rf"我(?:现在|目前)?住在({_PLACE}{{2,12}}?)(?=[，。,.!！的]|$)"), _group_value(0.85)),
    Rule(
        "location", "zh", _r(rf"(?:^|[，,])(?:现在|目前)?住在({_PLACE}{{2,12}}?)(?=[，。,.!！的]|$)"), _group_value(0.8)
    ),
    Rule("location", "zh", _r(rf"我(?:现在|目前)?在({_PLACE}{{2,8}}?)(?:生活|居住)"), _group_value(0.8)),
    Rule("location", "zh", _r(rf"我(?:刚|最近)?搬到(?:了)?({_PLACE}{{2,12}}?)(?=[，。,.!！的]|$)"), _group_value(0.75)),
    Rule("origin", "zh", _r(rf"我(?:是)?来自({_PLACE}{{2,12}}?)(?=[，。,.!！的]|$)"), _group_value(0.8)),
    # ---- diet ----
    *[
        Rule("diet", lang, _r(p, re.I), _const([canon], 0.85), negatable=False)
        for canon, pats in DIETS.items()
        for lang, p in zip(("en", "ja", "zh"), pats, strict=True)
    ],
    # ---- budget ----
    Rule(
        "budget",
        "en",
        _r(
            r"\bbudget(?: is| of| around| about| under| up to| max(?:imum)?| roughly| approximately| is about|"
            r" is around)*\s*(?P<pre>[$¥€]|usd|jpy|rmb|cny)?\s?(?P<amount>\d[\d,]*(?:\.\d+)?)\s?(?P<mult>k|"
            r"man)?\b\s?(?P<cur>yen|jpy|usd|dollars?|rmb|yuan|cny|euros?)?(?:\s*(?:per|a|an|/|each)\s*(?P<per>night|"
            r"month|day|meal|person|week|year))?",
            re.I,
        ),
        _budget(0.85),
    ),
    Rule(
        "budget",
        "ja",
        _r(
            r"予算(?:は|が)?(?P<lead>(?:[^\d。]|\d+(?:泊|人|日|ヶ月|か月|食)){0,8}?)(?P<amount>\d[\d,]*(?:\.\d+)?)(?!\d|泊|人|日|ヶ月|"
            r"か月|食)\s?(?P<mult>万|千)?\s?(?P<cur>円|ドル|元|ユーロ)?"
        ),
        _budget(0.85),
    ),
    Rule(
        "budget",
        "zh",
        _r(
            r"预算(?:是|在|大概|大约|为|有|不超过)*(?P<lead>[^\d。]{0,4}?)(?P<amount>\d[\d,]*(?:\.\d+)?)\s?(?P<mult>万|"
            r"千)?\s?(?P<cur>日元|元|块|人民币|美元|欧元)?"
        ),
        _budget(0.85),
    ),
    # ---- family ----
    Rule(
        "family",
        "en",
        _r(
            r"\bmy (?P<rel>wife|husband|spouse|partner|boyfriend|girlfriend|son|daughter|kids|kid|children|child|"
            r"mother|father|mom|mum|dad|parents|brother|sister)\b(?:,?\s(?P<name>(?-i:[A-Z][a-z]+))\b)?",
            re.I,
        ),
        _family(0.75),
        first_person=False,
    ),
    Rule(
        "family", "en", _r(r"\bI(?:'m| am) married\b", re.I), _const([{"relation": "spouse"}], 0.85), first_person=False
    ),
    Rule(
        "family",
        "en",
        _r(
            r"\bI have (?:a |an |one |two |three |\d )?(?P<rel>sons?|daughters?|kids?|children|child|brothers?|"
            r"sisters?|wife|husband)\b",
            re.I,
        ),
        _family(0.8),
        first_person=False,
    ),
    Rule(
        "family",
        "ja",
        _r(r"(?:私の|わたしの|僕の|うちの)(?P<rel>妻|夫|主人|嫁|息子|娘|子供|子ども|母|父|両親|兄|姉|弟|妹)"),
        _family(0.75),
        first_person=False,
    ),
    Rule(
        "family",
        "ja",
        _r(
            r"(?P<rel>(?:妻|夫|息子|娘|子供|子ども|兄|姉|弟|妹)(?:と(?:妻|夫|息子|娘|子供|子ども|兄|姉|弟|妹))*)が(?:\d+人|一人|二人|三人)?(?:います|いる)"
        ),
        _family(0.8),
        first_person=False,
    ),
    Rule("family", "ja", _r(r"結婚して(?:います|いる|る)"), _const([{"relation": "spouse"}], 0.85), first_person=False),
    Rule(
        "family",
        "zh",
        _r(r"我(?:的)?(?P<rel>老婆|妻子|太太|丈夫|老公|儿子|女儿|孩子|妈妈|母亲|爸爸|父亲|父母|哥哥|姐姐|弟弟|妹妹)"),
        _family(0.75),
        first_person=False,
    ),
    Rule(
        "family",
        "zh",
        _r(r"我有(?:一个|两个|三个|[一二三四\d]个)?(?P<rel>儿子|女儿|孩子)"),
        _family(0.8),
        first_person=False,
    ),
    Rule("family", "zh", _r(r"我结婚了|我已婚"), _const([{"relation": "spouse"}], 0.85), first_person=False),
    # ---- pets ----
    Rule(
        "pets",
        "en",
        _r(
            rf"\bmy (?P<kind>{_PET_KINDS_EN})(?:,?\s(?:is\s)?(?:named|called)\s|'s name is\s|"
            rf"\s)(?P<name>(?-i:[A-Z][\w-]+))",
            re.I,
        ),
        _pet(0.9, 0.75),
        first_person=True,
    ),
    Rule(
        "pets",
        "en",
        _r(
            rf"\bI (?:also |now |still )?have an? (?P<kind>{_PET_KINDS_EN})(?:,?\s(?:named|"
            rf"called)\s(?P<name>(?-i:[A-Z][\w-]+)))?",
            re.I,
        ),
        _pet(0.9, 0.8),
    ),
    Rule(
        "pets",
        "ja",
        _r(rf"(?P<kind>{_PET_KINDS_JA})の名前は「?(?P<name>[^\s、。」]{{1,10}}?)」?(?:です|だ|。|$)"),
        _pet(0.9, 0.8),
    ),
    Rule(
        "pets",
        "ja",
        _r(
            rf"「?(?P<name>[\u30a1-\u30faーA-Za-z\u3041-\u3096]{{1,10}})」?(?:という|っていう)(?:名前の)?(?P<kind>{_PET_KINDS_JA})"
        ),
        _pet(0.9, 0.8),
    ),
    Rule(
        "pets",
        "ja",
        _r(
            rf"(?P<kind>{_PET_KINDS_JA})(?:を|も)?(?:\d+匹|一匹|二匹)?飼って(?:いて|おり|る|います)?[、,]?\s*(?:名前は|その子は|"
            rf"名前が)「?(?P<name>[^\s、。」]{{1,10}}?)」?(?:です|だ|。|$)"
        ),
        _pet(0.9, 0.8),
    ),
    Rule("pets", "ja", _r(rf"(?P<kind>{_PET_KINDS_JA})(?:を|も)?(?:\d+匹|一匹|二匹)?飼って"), _pet(0.9, 0.8)),
    Rule(
        "pets",
        "zh",
        _r(
            rf"(?P<kind>{_PET_KINDS_ZH})(?:的名字)?叫(?:做)?[“「\"]?(?P<name>[\u4e00-\u9fffA-Za-z]{{1,8}}?)[”」\"]?(?=[，。,.!！\s]|"
            rf"$)"
        ),
        _pet(0.9, 0.8),
    ),
    Rule(
        "pets",
        "zh",
        _r(
            rf"我(?:家)?(?:养|有)了?(?:一|两|\d)?(?:只|条|个)?(?P<kind>{_PET_KINDS_ZH})[，,]?\s*(?:它|牠|他|"
            rf"她)(?:的名字)?叫[“「\"]?(?P<name>[\u4e00-\u9fffA-Za-z]{{1,8}}?)[”」\"]?(?=[，。,.!！\s]|$)"
        ),
        _pet(0.9, 0.8),
    ),
    Rule(
        "pets", "zh", _r(rf"我(?:家)?(?:养|有)了?(?:一|两|\d)?(?:只|条|个)?(?P<kind>{_PET_KINDS_ZH})"), _pet(0.9, 0.8)
    ),
    # ---- occupation ----
    Rule(
        "occupation",
        "en",
        _r(r"\bI(?:'m| am) (?:a|an) ((?:[\w-]+ ){0,2}[\w-]+)", re.I),
        _lexicon_value(OCCUPATIONS, 0.85),
    ),
    Rule(
        "occupation",
        "en",
        _r(r"\bI work as (?:a|an) ([\w -]{2,40}?)(?=[.,!]|\s(?:at|in|for)\b|$)", re.I),
        _lexicon_value(OCCUPATIONS, 0.9, 0.65),
    ),
    Rule(
        "occupation",
        "en",
        _r(r"\bmy (?:job|occupation|profession) is (?:a |an )?([\w -]{2,40}?)(?=[.,!]|$)", re.I),
        _lexicon_value(OCCUPATIONS, 0.9, 0.65),
    ),
    Rule(
        "occupation",
        "ja",
        _r(
            r"(?:私は|わたしは|僕は)?([^\s、。はが]{1,14}?)(?:です|をしています|をやっています|として働いて|として勤めて|として勤務|をしてる)"
        ),
        _lexicon_value(OCCUPATIONS, 0.8),
    ),
    Rule(
        "occupation",
        "zh",
        _r(r"我(?:是|当|做)(?:一名|一个|一位)?([\u4e00-\u9fffA-Za-z]{1,8})"),
        _lexicon_value(OCCUPATIONS, 0.85),
    ),
    # ---- visa / residence ----
    Rule(
        "visa_status",
        "en",
        _r(
            r"\b(?:I(?:'m| am) on|I have|I hold|I got|I'm holding|my visa is) (?:an? |the |"
            r"my )?([\w /-]{2,40}?) visa\b",
            re.I,
        ),
        _lexicon_value(VISAS, 0.9, 0.6),
    ),
    Rule("visa_status", "en", _r(r"\bon an? ([\w /-]{2,40}?) visa\b", re.I), _lexicon_value(VISAS, 0.85, 0.6)),
    Rule(
        "visa_status",
        "en",
        _r(r"\bI(?:'m| am) (?:a )?(permanent resident)\b|\bI have (permanent residen(?:cy|ce))\b", re.I),
        _const("permanent resident", 0.9),
    ),
    Rule("visa_status", "ja", _r(r"([^\s、。はがの]{1,16}?)(?:ビザ|の在留資格)"), _lexicon_value(VISAS, 0.9, 0.6)),
    Rule(
        "visa_status",
        "ja",
        _r(r"在留資格(?:は|が)「?([^\s、。」]{1,16}?)」?(?:です|だ|。|$)"),
        _lexicon_value(VISAS, 0.9, 0.65),
    ),
    Rule("visa_status", "ja", _r(r"(永住者|永住権|永住ビザ)(?:です|を持って|があり|を取)"), _lexicon_value(VISAS, 0.9)),
    Rule("visa_status", "zh", _r(r"([\u4e00-\u9fff]{1,8}?)签证"), _lexicon_value(VISAS, 0.85, 0.55)),
    Rule("visa_status", "zh", _r(r"我(?:有|是|拿到了)(?:日本的)?(永住权|永住|永久居留)"), _lexicon_value(VISAS, 0.9)),
    Rule(
        "visa_expiry",
        "en",
        _r(
            r"\b(?:visa|residence card|status of residence|residence permit)\b[\w ]{0,20}?\b(?:expires|expiring|"
            r"runs out|is valid until|valid until|ends)(?: on| in)? ([^.!?;]+)",
            re.I,
        ),
        _date(0.85),
    ),
    Rule(
        "visa_expiry",
        "ja",
        _r(
            r"(?:ビザ|在留カード|在留期間|在留期限)[^。]{0,12}?(\d{4}年\d{1,2}月(?:\d{1,2}日)?)(?:まで|に切れ|で切れ|が期限|に満了|で満了)"
        ),
        _date(0.85),
    ),
    Rule(
        "visa_expiry",
        "zh",
        _r(r"(?:签证|在留卡|居留卡)[^。]{0,12}?(\d{4}年\d{1,2}月(?:\d{1,2}日)?)(?:到期|过期|截止)"),
        _date(0.85),
    ),
]

_LIST_KEYS = {"allergies", "diet", "family", "pets"}


def _negated(lang: str, sentence: str, m: re.Match[str]) -> bool:
    before, inside, after = sentence[: m.start()], m.group(0), sentence[m.end() :]
    if lang == "ja":
        return bool(NEG_AFTER_JA.match(after) or NEG_INSIDE["ja"].search(inside))
    if lang == "zh":
        return bool(NEG_BEFORE["zh"].search(before) or NEG_INSIDE["zh"].search(inside))
    return bool(NEG_BEFORE["en"].search(before) or NEG_INSIDE["en"].search(inside))


def _merge(facts: list[Fact]) -> list[Fact]:
    """One fact per key: list-valued keys are unioned (in order), scalars keep the most certain (then the last)."""
    by_key: dict[str, Fact] = {}
    for f in facts:
        old = by_key.get(f.key)
        if old is None:
            by_key[f.key] = f
        elif f.key in _LIST_KEYS and isinstance(old.value, list):
            merged = list(old.value)
            for v in f.value:
                if f.key == "pets" and v.get("name"):  # a named pet replaces the unnamed one of its kind
                    merged = [x for x in merged if not (x["kind"] == v["kind"] and not x.get("name"))]
                elif f.key == "pets" and any(x["kind"] == v["kind"] for x in merged):
                    continue
                if v not in merged:
                    merged.append(v)
            ev = old.evidence if f.evidence in old.evidence else f"{old.evidence} {f.evidence}"
            by_key[f.key] = Fact(f.key, merged, max(old.confidence, f.confidence), old.sensitivity, ev, old.lang)
        elif f.confidence >= old.confidence:  # on a tie the later statement wins: it supersedes
            by_key[f.key] = f
    return list(by_key.values())


def extract_profile(text: str, lang: str | None = None) -> list[Fact]:
    """Facts the user states about themselves in ``text`` (one per key)."""
    facts: list[Fact] = []
    for sent in split_sentences(nfkc(text)):
        slang = detect_lang(sent, lang) or lang or "en"
        hedged = bool(HEDGE[slang].search(sent))
        for rule in RULES:
            if rule.lang != slang:
                continue
            for m in rule.pattern.finditer(sent):
                if rule.negatable and _negated(slang, sent, m):
                    continue
                # Japanese puts the subject inside the captured window (息子は卵アレルギー), so look up to the end.
                scope = sent[: m.end()] if slang == "ja" else sent[: m.start()]
                if rule.first_person and THIRD_PERSON[slang].search(scope):
                    continue
                if rule.key == "name" and lexicon_hits(sent[: m.start()], {**PETS, **FAMILY}):
                    continue  # "my dog ... its name is X": the name is not the user's
                for value, conf in rule.extract(m, sent, slang):
                    c = conf * (0.7 if hedged else 1.0)
                    facts.append(Fact(rule.key, value, c, SENSITIVITY.get(rule.key, "low"), sent, slang))
    return _merge(facts)


def profile_keys() -> Iterable[str]:
    return sorted({r.key for r in RULES})

"""What the local profile extractors know: canonical values with their surface forms in EN / JA / ZH, the
sensitivity of each profile key, the sentence-level qualifiers (hedges, third persons, negations), and ``Fact``.

Shared by the two local extractors (:mod:`experts.local.profile`, sentence templates, and
:mod:`experts.local.profile_lexicon`, a vocabulary scan with slot cues) so that both map えび / 虾 / prawns to
the same "shrimp" and agree on what a negation or a hedge is.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

# --------------------------------------------------------------------------------------------------------
# lexicons (canonical value -> surface forms in EN / JA / ZH)

LANG_NAMES: dict[str, str] = {
    "japanese": "ja",
    "english": "en",
    "chinese": "zh",
    "mandarin": "zh",
    "日本語": "ja",
    "英語": "en",
    "中国語": "zh",
    "中文": "zh",
    "日语": "ja",
    "日文": "ja",
    "英语": "en",
    "英文": "en",
    "汉语": "zh",
    "普通话": "zh",
}

ALLERGENS: dict[str, tuple[str, ...]] = {
    "shrimp": ("shrimps", "shrimp", "prawns", "prawn", "えび", "エビ", "海老", "虾子", "虾"),
    "crab": ("crabs", "crab", "かに", "カニ", "螃蟹", "蟹"),
    "shellfish": ("shellfish", "甲殻類", "贝类", "貝類", "甲壳类"),
    "seafood": ("seafood", "海鮮", "海鲜"),
    "peanut": ("peanuts", "peanut", "ピーナッツ", "落花生", "花生"),
    "tree nuts": (
        "tree nuts",
        "walnuts",
        "walnut",
        "almonds",
        "almond",
        "nuts",
        "ナッツ",
        "くるみ",
        "クルミ",
        "アーモンド",
        "坚果",
        "核桃",
        "杏仁",
    ),
    "egg": ("eggs", "egg", "たまご", "タマゴ", "鶏卵", "卵", "鸡蛋", "蛋类"),
    "milk": ("dairy", "lactose", "milk", "乳製品", "牛乳", "乳制品", "牛奶"),
    "buckwheat": ("buckwheat", "soba", "そば", "ソバ", "蕎麦", "荞麦"),
    "wheat": ("gluten", "wheat", "グルテン", "小麦", "麸质"),
    "soy": ("soybeans", "soybean", "soy", "大豆", "黄豆"),
    "sesame": ("sesame", "ごま", "ゴマ", "胡麻", "芝麻"),
    "fish": ("fish", "魚", "鱼"),
    "pollen": ("pollen", "hay fever", "花粉"),
    "cat": ("cats", "cat", "猫毛", "猫"),
    "dog": ("dogs", "dog", "犬", "狗"),
    "penicillin": ("penicillin", "ペニシリン", "青霉素"),
    "latex": ("latex", "ラテックス", "乳胶"),
}

DIETS: dict[str, tuple[str, ...]] = {
    "vegan": (r"\bvegan\b", r"ヴィーガン|ビーガン", r"纯素"),
    "vegetarian": (r"\bvegetarian\b", r"ベジタリアン|菜食主義", r"素食|吃素"),
    "halal": (r"\bhalal\b", r"ハラール|ハラル", r"清真"),
    "kosher": (r"\bkosher\b", r"コーシャ", r"犹太洁食"),
    "gluten free": (r"\bgluten[- ]free\b", r"グルテンフリー", r"无麸质"),
    "no pork": (
        r"\b(?:don't|do not|can't|cannot|never|won't) eat pork\b|\bno pork\b",
        r"豚肉?(?:は|を|が)?(?:食べ(?:ない|られない|ません|られません)|ダメ|だめ|NG)",
        r"不(?:能)?吃猪肉",
    ),
    "no beef": (
        r"\b(?:don't|do not|can't|cannot|never|won't) eat beef\b|\bno beef\b",
        r"牛肉(?:は|を|が)?(?:食べ(?:ない|られない|ません|られません)|ダメ|だめ)",
        r"不(?:能)?吃牛肉",
    ),
    "no meat": (
        r"\b(?:don't|do not|can't|cannot|never) eat (?:any )?meat\b",
        r"(?<![豚牛鶏])肉(?:は|を|が)?(?:食べ(?:ない|られない|ません|られません))",
        r"不(?:能)?吃肉",
    ),
    "no alcohol": (
        r"\b(?:don't|do not|can't|cannot|never) drink(?: alcohol)?\b|\bno alcohol\b",
        r"(?:お酒|酒|アルコール)(?:は|を|が)?(?:飲(?:まない|めない|みません|めません)|ダメ|だめ)",
        r"不(?:能)?(?:喝|饮)酒",
    ),
    "no raw fish": (
        r"\b(?:don't|do not|can't|cannot) eat (?:raw fish|sashimi)\b",
        r"(?:生魚|刺身|お刺身)(?:は|を|が)?(?:食べ(?:ない|られない|ません|られません)|苦手|ダメ)",
        r"不(?:能)?吃生鱼",
    ),
}

OCCUPATIONS: dict[str, tuple[str, ...]] = {
    "software engineer": (
        "software engineer",
        "software developer",
        "programmer",
        "developer",
        "プログラマー",
        "プログラマ",
        "ソフトウェアエンジニア",
        "程序员",
        "软件工程师",
        "开发者",
    ),
    "engineer": ("engineer", "エンジニア", "技術者", "工程师"),
    "student": ("graduate student", "student", "留学生", "大学院生", "大学生", "学生"),
    "teacher": ("teacher", "professor", "教師", "教員", "先生", "教授", "老师", "教师"),
    "doctor": ("doctor", "physician", "医者", "医師", "医生", "大夫"),
    "nurse": ("nurse", "看護師", "护士"),
    "designer": ("designer", "デザイナー", "设计师"),
    "researcher": ("researcher", "scientist", "研究者", "研究员"),
    "chef": ("chef", "cook", "シェフ", "料理人", "调理師", "厨师"),
    "lawyer": ("lawyer", "attorney", "弁護士", "律师"),
    "office worker": ("office worker", "salaryman", "会社員", "サラリーマン", "上班族", "白领"),
    "translator": ("translator", "interpreter", "翻訳者", "翻訳家", "通訳", "翻译"),
    "caregiver": ("caregiver", "care worker", "介護士", "介護職", "护工"),
    "freelancer": ("freelancer", "self-employed", "フリーランス", "自営業", "自由职业"),
    "sales": ("salesperson", "sales rep", "営業", "销售"),
}

VISAS: dict[str, tuple[str, ...]] = {
    "permanent resident": (
        "permanent residency",
        "permanent resident",
        "permanent residence",
        "永住者",
        "永住権",
        "永住ビザ",
        "永住",
        "永住权",
        "永久居留",
    ),
    "engineer/specialist in humanities/international services": (
        "engineer/specialist in humanities",
        "specialist in humanities",
        "技術・人文知識・国際業務",
        "技人国",
    ),
    "highly skilled professional": ("highly skilled professional", "highly skilled", "高度専門職", "高度人才"),
    "specified skilled worker": ("specified skilled worker", "特定技能"),
    "working holiday": ("working holiday", "ワーキングホリデー", "ワーホリ", "打工度假"),
    "student": ("student", "留学", "学生"),
    "spouse": ("spouse", "配偶者", "配偶"),
    "dependent": ("dependent", "dependant", "family stay", "家族滞在", "家属"),
    "tourist": ("tourist", "visitor", "短期滞在", "观光", "旅游"),
    "work": ("work", "working", "employment", "就労", "工作"),
}

PETS: dict[str, tuple[str, ...]] = {
    "dog": ("puppy", "dog", "いぬ", "イヌ", "犬", "小狗", "狗"),
    "cat": ("kitten", "cat", "ねこ", "ネコ", "猫", "小猫"),
    "rabbit": ("bunny", "rabbit", "うさぎ", "ウサギ", "兔子"),
    "hamster": ("hamster", "ハムスター", "仓鼠"),
    "bird": ("parrot", "parakeet", "bird", "インコ", "鳥", "鹦鹉"),
    "fish": ("goldfish", "fish", "金魚", "金鱼"),
    "turtle": ("turtle", "tortoise", "カメ", "亀", "乌龟"),
}

FAMILY: dict[str, tuple[str, ...]] = {
    "spouse": ("wife", "husband", "spouse", "妻", "夫", "主人", "嫁", "老婆", "妻子", "太太", "丈夫", "老公"),
    "partner": ("partner", "boyfriend", "girlfriend", "彼氏", "彼女", "パートナー", "男朋友", "女朋友"),
    "son": ("son", "息子", "儿子"),
    "daughter": ("daughter", "娘", "女儿"),
    "child": ("kids", "kid", "children", "child", "子供", "子ども", "こども", "孩子"),
    "mother": ("mother", "mom", "mum", "母", "母親", "妈妈", "母亲"),
    "father": ("father", "dad", "父", "父親", "爸爸", "父亲"),
    "parents": ("parents", "両親", "父母"),
    "brother": ("brother", "兄", "弟", "哥哥", "弟弟"),
    "sister": ("sister", "姉", "妹", "姐姐", "妹妹"),
}

# What a fact is, for the privacy layer: health and legal status are sensitive, names are identifiers.
SENSITIVITY: dict[str, str] = {
    "allergies": "med",
    "diet": "low",
    "name": "med",
    "age": "low",
    "location": "low",
    "origin": "low",
    "family": "low",
    "pets": "low",
    "occupation": "low",
    "visa_status": "med",
    "visa_expiry": "med",
    "budget": "low",
    "preferred_language": "low",
    "politeness": "low",
}

# --------------------------------------------------------------------------------------------------------
# sentence-level qualifiers

HEDGE = {
    "en": re.compile(r"\b(?:i think|maybe|perhaps|probably|might|not sure|i guess)\b", re.I),
    "ja": re.compile(r"かもしれ|かも|たぶん|多分|と思う|と思います|気がする"),
    "zh": re.compile(r"可能|也许|好像|大概|不确定"),
}
THIRD_PERSON = {
    "en": re.compile(
        r"\b(?:my|our|his|her|their)\s+(?:wife|husband|son|daughter|kids?|child(?:ren)?|friend|mother|father|"
        r"mom|dad|brother|sister|boss|colleague|partner)(?:'s)?\b|\b(?:he|she|they)\b",
        re.I,
    ),
    "ja": re.compile(
        r"(?:妻|夫|主人|息子|娘|子供|子ども|母|父|兄|姉|弟|妹|友達|友人|彼|彼女|同僚|上司)(?:は|が|も|の)"
    ),
    "zh": re.compile(r"老婆|妻子|丈夫|老公|儿子|女儿|孩子|妈妈|爸爸|哥哥|姐姐|弟弟|妹妹|朋友|同事|他|她"),
}
NEG_BEFORE = {
    "en": re.compile(r"\b(?:not|n't|no|never|no longer|nor)\b[^.,;]{0,25}$", re.I),
    "zh": re.compile(r"(?:不|没有|没)[^，。]{0,2}$"),
}
NEG_AFTER_JA = re.compile(r"^(?:は|が|も)?(?:ない|ありません|ありませ|いません|いない|じゃない|ではない|なし|無い)")
NEG_INSIDE = {
    "en": re.compile(r"\b(?:not|n't|no longer|never)\b", re.I),
    "ja": re.compile(r"(?:ない|ありません|いません)"),
    "zh": re.compile(r"(?:不|没)"),
}


@dataclass(frozen=True)
class Fact:
    key: str
    value: Any
    confidence: float
    sensitivity: str
    evidence: str
    lang: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "value": self.value,
            "confidence": round(self.confidence, 3),
            "sensitivity": self.sensitivity,
            "evidence": self.evidence,
            "lang": self.lang,
        }


def lexicon_hits(text: str, lexicon: dict[str, tuple[str, ...]]) -> list[tuple[int, str]]:
    """(position, canonical) for lexicon hits, longest surface first so 蕎麦 is not also 麦."""
    forms = sorted(((f, canon) for canon, fs in lexicon.items() for f in fs), key=lambda x: -len(x[0]))
    taken = [False] * len(text)
    hits: list[tuple[int, str]] = []
    low = text.casefold()
    for form, canon in forms:
        f = form.casefold()
        ascii_form = f.isascii()
        start = 0
        while (i := low.find(f, start)) >= 0:
            start = i + 1
            j = i + len(f)
            if ascii_form and ((i > 0 and low[i - 1].isalnum()) or (j < len(low) and low[j].isalnum())):
                continue
            if any(taken[i:j]):
                continue
            for p in range(i, j):
                taken[p] = True
            hits.append((i, canon))
    hits.sort()
    out: list[tuple[int, str]] = []
    for pos, canon in hits:
        if canon not in {c for _, c in out}:
            out.append((pos, canon))
    return out


_EN_LIST_SPLIT = re.compile(r",|/|\band\b|\bor\b|&", re.I)
_CJK_LIST_SPLIT = re.compile(r"[、,，/・]|と|や|和|及|以及|或")
_EN_FILLER = re.compile(r"^(?:a|an|the|some|all|any|certain|most)\s+", re.I)


def named_items(window: str, lexicon: dict[str, tuple[str, ...]], lang: str) -> list[tuple[str, bool]]:
    """Items named in ``window``: (canonical or verbatim surface, known?)."""
    known = [c for _, c in lexicon_hits(window, lexicon)]
    if known:
        return [(c, True) for c in known]
    out: list[tuple[str, bool]] = []
    splitter = _EN_LIST_SPLIT if lang == "en" else _CJK_LIST_SPLIT
    for part in splitter.split(window):
        p = _EN_FILLER.sub("", part.strip(" .!?。！？\"'「」"))
        if lang == "ja":
            p = re.sub(r"^.*(?:は|が|を|も|に)", "", p)  # keep what follows the last particle
        if p and len(p.split()) <= 3 and len(p) <= 24:
            out.append((p.casefold() if lang == "en" else p, False))
    return out


__all__ = [
    "ALLERGENS",
    "DIETS",
    "FAMILY",
    "HEDGE",
    "LANG_NAMES",
    "NEG_AFTER_JA",
    "NEG_BEFORE",
    "NEG_INSIDE",
    "OCCUPATIONS",
    "PETS",
    "SENSITIVITY",
    "THIRD_PERSON",
    "VISAS",
    "Fact",
    "lexicon_hits",
    "named_items",
]

"""The write-path dialogues of ``bench.correctness``: what users say, and what a correct memory holds afterwards.

Two parts. ``HANDWRITTEN``: the nine dialogues of the first round. ``generated()``: 72 more (24 per language),
drawn with a fixed seed from scenes written as users speak (several wordings per scene and language, including
wordings no extractor rule was written for), each dialogue a few profile statements, one twist and some chit-chat:

* a move or an explicit correction ("Sorry, I meant ...", 訂正します, 更正一下): the new value is stored, the old
  one is not, and no question is due;
* a genuine contradiction with no sign of a change (vegetarian, later "I'm vegan"; two different names or
  ages): the first value stays and a confirmation question is due;
* someone else's fact ("my son is allergic to eggs", "my friend lives in Nagoya"): not the user's;
* a hedge ("I might be allergic to ..."): not stored as a fact;
* identifiers (passport, My Number, card): never stored in clear;
* an added item ("I'm also allergic to ..."): stored with the first.

The expectations say what a careful assistant should remember, not what any writer does: they were written before
the second round's write-path experts were built and were not changed after their results were seen.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field


@dataclass
class Dialogue:
    """A user's conversation and what a correct memory holds afterwards.

    ``facts``: (profile key, value atom) that must be stored; ``absent``: (key, atom) that must not be (someone
    else's fact, a hedge, a question, a retracted value); ``conflicts``: keys where the user contradicted
    themselves without saying it was a change, so a confirmation question is due; ``pii``: identifiers that must
    not be stored in clear anywhere.
    """

    name: str
    lang: str
    turns: list[str]
    facts: list[tuple[str, str]] = field(default_factory=list)
    absent: list[tuple[str, str]] = field(default_factory=list)
    conflicts: list[str] = field(default_factory=list)
    pii: list[str] = field(default_factory=list)


HANDWRITTEN: list[Dialogue] = [
    Dialogue(
        "en_allergy_family",
        "en",
        [
            "Hi! Quick thing first: I'm allergic to peanuts, so please keep that in mind for restaurants.",
            "My son is allergic to eggs though, not me.",
            "Can you find a ramen place near Shibuya for tonight?",
            "Oh and I'm also allergic to shellfish.",
            "Please always reply in English.",
        ],
        facts=[("allergies", "peanut"), ("allergies", "shellfish"), ("preferred_language", "en"), ("family", "son")],
        absent=[("allergies", "egg")],
    ),
    Dialogue(
        "en_move_and_budget",
        "en",
        [
            "I live in Osaka at the moment.",
            "My budget for the hotel is 50,000 yen.",
            "Actually I moved to Kobe last month, I keep forgetting to update people.",
            "Sorry, I meant my budget is 80,000 yen, not 50,000.",
            "My My Number is 123456789018, do I need it for the city office?",
        ],
        facts=[("location", "kobe"), ("budget", "80000")],
        absent=[("location", "osaka"), ("budget", "50000")],
        pii=["123456789018"],
    ),
    Dialogue(
        "en_diet_contradiction",
        "en",
        [
            "I'm vegetarian, so no meat please.",
            "I think I might be allergic to shrimp, not sure yet.",
            "Am I allergic to anything, by the way?",
            "I'm vegan.",
            "My name is Ana.",
        ],
        facts=[("diet", "vegetarian"), ("name", "ana")],
        absent=[("allergies", "shrimp")],
        conflicts=["diet"],
    ),
    Dialogue(
        "ja_allergy_passport",
        "ja",
        [
            "私はえびアレルギーです。",
            "日本語で返事してください。",
            "息子は卵アレルギーです。",
            "パスポート番号はTK1234567です。控えておいてもらえますか。",
        ],
        facts=[("allergies", "shrimp"), ("preferred_language", "ja"), ("family", "son")],
        absent=[("allergies", "egg")],
        pii=["TK1234567"],
    ),
    Dialogue(
        "ja_move_card",
        "ja",
        [
            "大阪に住んでいます。",
            "予算は5万円です。",
            "先月、神戸に引っ越しました。",
            "カード番号は4111 1111 1111 1111です。",
        ],
        facts=[("location", "神戸"), ("budget", "50000")],
        absent=[("location", "大阪")],
        pii=["4111 1111 1111 1111"],
    ),
    Dialogue(
        "ja_diet_hedge",
        "ja",
        ["ベジタリアンです。", "ピーナッツアレルギーかもしれません。", "実はヴィーガンです。", "犬を飼っています。"],
        facts=[("diet", "vegan"), ("pets", "dog")],
        absent=[("allergies", "peanut")],
    ),
    Dialogue(
        "zh_allergy_passport",
        "zh",
        ["我对花粉过敏。", "请用中文回复。", "我女儿对牛奶过敏。", "我的护照号码是E12345678。"],
        facts=[("allergies", "pollen"), ("preferred_language", "zh"), ("family", "daughter")],
        absent=[("allergies", "milk")],
        pii=["E12345678"],
    ),
    Dialogue(
        "zh_move_budget",
        "zh",
        ["我住在东京。", "我的预算是十万日元。", "我上个月搬到了横滨。", "我的名字是李明。"],
        facts=[("location", "横滨"), ("budget", "100000"), ("name", "李明")],
        absent=[("location", "东京")],
    ),
    Dialogue(
        "zh_allergy_contradiction",
        "zh",
        ["我对虾过敏。", "我不吃猪肉。", "我对芝麻过敏。", "我养了一只猫。"],
        facts=[("allergies", "shrimp"), ("diet", "pork"), ("pets", "cat")],
        conflicts=["allergies"],
    ),
]

# ------------------------------------------------------------------------------------------------ value pools

# canonical allergen -> (en plural / mass form, en form before "allergy", ja, zh)
_ALLERGENS: dict[str, tuple[str, str, str, str]] = {
    "peanut": ("peanuts", "peanut", "ピーナッツ", "花生"),
    "shrimp": ("shrimp", "shrimp", "えび", "虾"),
    "egg": ("eggs", "egg", "卵", "鸡蛋"),
    "milk": ("milk", "milk", "牛乳", "牛奶"),
    "buckwheat": ("buckwheat", "buckwheat", "そば", "荞麦"),
    "sesame": ("sesame", "sesame", "ごま", "芝麻"),
    "crab": ("crab", "crab", "カニ", "螃蟹"),
    "wheat": ("wheat", "wheat", "小麦", "小麦"),
    "soy": ("soy", "soy", "大豆", "黄豆"),
    "penicillin": ("penicillin", "penicillin", "ペニシリン", "青霉素"),
    "pollen": ("pollen", "pollen", "花粉", "花粉"),
    "kiwi": ("kiwi", "kiwi", "キウイ", "猕猴桃"),
}
# the atom a correct memory holds for an allergen stated in a language (unknown ones are kept verbatim)
_ALLERGEN_ATOM = {("kiwi", "ja"): "キウイ", ("kiwi", "zh"): "猕猴桃"}

_PLACES = [  # (en, ja, zh)
    ("Osaka", "大阪", "大阪"), ("Kobe", "神戸", "神户"), ("Kyoto", "京都", "京都"), ("Sapporo", "札幌", "札幌"),
    ("Fukuoka", "福岡", "福冈"), ("Nagoya", "名古屋", "名古屋"), ("Yokohama", "横浜", "横滨"),
    ("Sendai", "仙台", "仙台"), ("Hiroshima", "広島", "广岛"), ("Nara", "奈良", "奈良"),
]  # fmt: skip
_NAMES = {
    "en": ["Ana", "Tom", "Priya", "Lukas", "Maria", "Sam", "Olivia", "Diego"],
    "ja": ["田中", "佐藤", "鈴木", "高橋", "山本", "中村"],
    "zh": ["王芳", "李明", "张伟", "刘洋", "陈静", "杨帆"],
}
_RELS = {  # canonical relation -> (en, ja, zh, en pronoun)
    "son": ("son", "息子", "儿子", "he"),
    "daughter": ("daughter", "娘", "女儿", "she"),
    "spouse": ("wife", "妻", "妻子", "she"),
    "mother": ("mother", "母", "妈妈", "she"),
}
_DIETS = {  # canonical atom -> (en, ja, zh)
    "vegetarian": ("I'm vegetarian.", "ベジタリアンです。", "我吃素。"),
    "halal": ("I only eat halal food.", "ハラールの食事しか食べません。", "我只吃清真食品。"),
    "pork": ("I don't eat pork.", "豚肉は食べられません。", "我不吃猪肉。"),
    "alcohol": ("I don't drink alcohol.", "お酒は飲めません。", "我不喝酒。"),
}
_JOBS = {  # canonical -> (en, ja, zh)
    "nurse": ("I work as a nurse.", "看護師として働いています。", "我是一名护士。"),
    "engineer": ("I'm a software engineer.", "エンジニアをしています。", "我是软件工程师。"),
    "teacher": ("I'm an English teacher.", "英語の教師をしています。", "我是老师。"),
    "student": ("I'm a graduate student.", "大学院生です。", "我是留学生。"),
}
_PETS = {  # canonical -> (en, ja, zh)
    "cat": ("I have a cat named {n}.", "{n}という名前の猫を飼っています。", "我养了一只猫，它叫{n}。"),
    "dog": ("I have a dog.", "犬を飼っています。", "我家有一只狗。"),
    "rabbit": ("I have a rabbit called {n}.", "うさぎを飼っています。", "我养了一只兔子。"),
}
_PET_NAMES = ["Momo", "Kuro", "Leo", "Mochi", "Sora"]
_LANG_REQ = {  # (asked language, message language) -> text
    ("en", "en"): ["Please always reply in English.", "Could you answer in English from now on?"],
    ("ja", "en"): ["Can you reply in Japanese? I want to practise.", "Please respond in Japanese from now on."],
    ("ja", "ja"): ["日本語で返事してください。", "これからは日本語で答えてください。"],
    ("en", "ja"): ["英語で答えてください。", "英語で説明してもらえますか。"],
    ("zh", "zh"): ["请用中文回复。", "以后请用中文回答我。"],
    ("ja", "zh"): ["请用日语回答。", "以后用日语跟我说吧。"],
}
_CHITCHAT = {
    "en": [
        "Can you recommend a ramen place near Shibuya?",
        "What's the weather going to be like this weekend?",
        "Thanks, that's really helpful!",
        "How do I get to Narita airport from Shinjuku?",
        "Is it rude to tip in Japan?",
        "lol ok",
        "Which onsen towns are close to Tokyo?",
    ],
    "ja": [
        "渋谷でおすすめのラーメン屋はありますか？",
        "ありがとうございます！助かりました。",
        "週末の天気はどうですか？",
        "成田空港まではどうやって行けばいいですか？",
        "区役所は何時まで開いていますか？",
        "なるほど、了解です。",
    ],
    "zh": [
        "能推荐一下涩谷附近的拉面店吗？",
        "谢谢，太有帮助了！",
        "这个周末天气怎么样？",
        "从新宿怎么去成田机场？",
        "在日本给小费是不是不礼貌？",
        "好的，明白了。",
    ],
}


def _luhn_complete(body: str) -> str:
    total = 0
    for i, c in enumerate(reversed(body)):
        d = int(c)
        if i % 2 == 0:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return body + str((10 - total % 10) % 10)


def _my_number(rng: random.Random) -> str:
    body = "".join(str(rng.randrange(10)) for _ in range(11))
    rev = [int(c) for c in body][::-1]
    s = sum(p * (n + 1 if n <= 6 else n - 5) for n, p in enumerate(rev, start=1))
    r = s % 11
    return body + str(0 if r <= 1 else 11 - r)


# ------------------------------------------------------------------------------------------------ scenes


@dataclass
class _Scene:
    turns: list[str]
    facts: list[tuple[str, str]] = field(default_factory=list)
    absent: list[tuple[str, str]] = field(default_factory=list)
    conflicts: list[str] = field(default_factory=list)
    pii: list[str] = field(default_factory=list)


def _atom(canon: str, lang: str) -> str:
    return _ALLERGEN_ATOM.get((canon, lang), canon)


def _allergy(rng: random.Random, lang: str, canon: str) -> _Scene:
    en, en1, ja, zh = _ALLERGENS[canon]
    forms = {
        "en": [
            f"I'm allergic to {en}.",
            f"Just so you know, I have a {en1} allergy.",
            f"Please remember that I'm allergic to {en}, it's pretty serious.",
            f"I have a severe allergy to {en}, so restaurants need to know.",
            f"Heads up: {en1} allergy here.",
        ],
        "ja": [
            f"{ja}アレルギーがあります。",
            f"私は{ja}アレルギーです。",
            f"{ja}にアレルギーがあるので気をつけてください。",
            f"ちなみに{ja}アレルギー持ちです。",
        ],
        "zh": [f"我对{zh}过敏。", f"提醒一下，我对{zh}过敏。", f"我有{zh}过敏，吃了会很难受。", f"我{zh}过敏。"],
    }
    return _Scene([rng.choice(forms[lang])], facts=[("allergies", _atom(canon, lang))])


def _also_allergy(rng: random.Random, lang: str, canon: str) -> _Scene:
    en, _, ja, zh = _ALLERGENS[canon]
    forms = {
        "en": [f"Oh, and I'm also allergic to {en}.", f"I forgot to say: I'm allergic to {en} as well."],
        "ja": [f"{ja}にもアレルギーがあります。", f"あと、{ja}もアレルギーです。"],
        "zh": [f"我也对{zh}过敏。", f"另外，我对{zh}也过敏。"],
    }
    return _Scene([rng.choice(forms[lang])], facts=[("allergies", _atom(canon, lang))])


def _other_allergy(rng: random.Random, lang: str, canon: str, rel: str) -> _Scene:
    en, _, ja, zh = _ALLERGENS[canon]
    r_en, r_ja, r_zh, pron = _RELS[rel]
    forms = {
        "en": [
            f"My {r_en} is allergic to {en}, not me.",
            f"My {r_en} can't have {en}, {pron}'s allergic.",
            f"Can you find a restaurant without {en}? My {r_en} is allergic.",
        ],
        "ja": [f"{r_ja}は{ja}アレルギーです。", f"{r_ja}が{ja}アレルギーなので、{ja}抜きのお店を探しています。"],
        "zh": [f"我{r_zh}对{zh}过敏。", f"我{r_zh}{zh}过敏，不是我。"],
    }
    return _Scene([rng.choice(forms[lang])], facts=[("family", rel)], absent=[("allergies", _atom(canon, lang))])


def _hedged_allergy(rng: random.Random, lang: str, canon: str) -> _Scene:
    en, _, ja, zh = _ALLERGENS[canon]
    forms = {
        "en": [
            f"I think I might be allergic to {en}, not sure yet.",
            f"Maybe I'm allergic to {en}? I got a rash once.",
            f"Not sure, but I might have a {en} allergy.",
        ],
        "ja": [f"{ja}アレルギーかもしれません。", f"たぶん{ja}アレルギーだと思いますが、まだ検査していません。"],
        "zh": [f"我可能对{zh}过敏，不太确定。", f"我好像对{zh}过敏，还没去检查。"],
    }
    return _Scene([rng.choice(forms[lang])], absent=[("allergies", _atom(canon, lang))])


def _place(i: int, lang: str) -> str:
    en, ja, zh = _PLACES[i]
    return {"en": en, "ja": ja, "zh": zh}[lang]


def _place_atom(i: int, lang: str) -> str:
    return _place(i, lang).casefold()


def _live(rng: random.Random, lang: str, i: int) -> _Scene:
    p = _place(i, lang)
    forms = {
        "en": [f"I live in {p}.", f"I'm based in {p} these days.", f"I live in {p} with my family."],
        "ja": [f"{p}に住んでいます。", f"{p}在住です。", f"今は{p}で暮らしています。"],
        "zh": [f"我住在{p}。", f"我现在在{p}生活。", f"我目前住在{p}。"],
    }
    return _Scene([rng.choice(forms[lang])], facts=[("location", _place_atom(i, lang))])


def _move(rng: random.Random, lang: str, i: int, j: int) -> _Scene:
    p, q = _place(i, lang), _place(j, lang)
    forms = {
        "en": [
            f"I moved to {q} last month.",
            f"Actually, I just moved to {q}, so I don't live in {p} anymore.",
            f"Update: I moved to {q} last week.",
        ],
        "ja": [f"先月{q}に引っ越しました。", f"実は{q}に引っ越したので、もう{p}には住んでいません。"],
        "zh": [f"我上个月搬到了{q}。", f"其实我最近搬到{q}了，不住在{p}了。"],
    }
    return _Scene(
        [rng.choice(forms[lang])],
        facts=[("location", _place_atom(j, lang))],
        absent=[("location", _place_atom(i, lang))],
    )


def _yen(n: int, lang: str, rng: random.Random) -> str:
    if lang == "en":
        return rng.choice([f"{n:,} yen", f"¥{n:,}"])
    if lang == "ja":
        return rng.choice([f"{n // 10000}万円" if n % 10000 == 0 else f"{n:,}円", f"{n}円"])
    return rng.choice([f"{n}日元", f"{n // 10000}万日元" if n % 10000 == 0 else f"{n}日元"])


def _budget(rng: random.Random, lang: str, n: int) -> _Scene:
    y = _yen(n, lang, rng)
    forms = {
        "en": [f"My budget for the hotel is {y}.", f"My budget is about {y} per night.", f"Budget is {y} max."],
        "ja": [f"予算は{y}です。", f"ホテルの予算は一泊{y}くらいです。"],
        "zh": [f"我的预算是{y}。", f"酒店预算大概每晚{y}。"],
    }
    return _Scene([rng.choice(forms[lang])], facts=[("budget", str(n))])


def _budget_fix(rng: random.Random, lang: str, old: int, new: int) -> _Scene:
    y, yo = _yen(new, lang, rng), _yen(old, lang, rng)
    forms = {
        "en": [f"Sorry, I meant my budget is {y}, not {yo}.", f"Correction: my budget is actually {y}."],
        "ja": [f"訂正します。予算は{y}です。", f"すみません、間違えました。予算は{y}です。"],
        "zh": [f"更正一下，我的预算是{y}。", f"我搞错了，预算其实是{y}。"],
    }
    return _Scene([rng.choice(forms[lang])], facts=[("budget", str(new))], absent=[("budget", str(old))])


def _diet(rng: random.Random, lang: str, canon: str) -> _Scene:
    return _Scene([_DIETS[canon][("en", "ja", "zh").index(lang)]], facts=[("diet", canon)])


def _vegan_contradiction(rng: random.Random, lang: str) -> _Scene:
    forms = {"en": ["I'm vegan.", "I'm a vegan, by the way."], "ja": ["ヴィーガンです。"], "zh": ["我是纯素食者。"]}
    return _Scene([rng.choice(forms[lang])], conflicts=["diet"])


def _name(rng: random.Random, lang: str, n: str) -> _Scene:
    forms = {
        "en": [f"My name is {n}.", f"Hi, I'm {n}.", f"You can call me {n}."],
        "ja": [f"私の名前は{n}です。", f"{n}と申します。"],
        "zh": [f"我叫{n}。", f"我的名字是{n}。"],
    }
    return _Scene([rng.choice(forms[lang])], facts=[("name", n.casefold())])


def _name_again(rng: random.Random, lang: str, n: str) -> _Scene:
    forms = {"en": [f"My name is {n}."], "ja": [f"私の名前は{n}です。"], "zh": [f"我叫{n}。"]}
    return _Scene([rng.choice(forms[lang])], conflicts=["name"])


def _age(rng: random.Random, lang: str, a: int) -> _Scene:
    forms = {
        "en": [f"I'm {a} years old.", f"I'm {a}, if that matters."],
        "ja": [f"{a}歳です。"],
        "zh": [f"我今年{a}岁。", f"我{a}岁。"],
    }
    return _Scene([rng.choice(forms[lang])], facts=[("age", str(a))])


def _age_again(rng: random.Random, lang: str, a: int) -> _Scene:
    forms = {"en": [f"I'm {a} years old."], "ja": [f"{a}歳です。"], "zh": [f"我今年{a}岁。"]}
    return _Scene([rng.choice(forms[lang])], conflicts=["age"])


def _pet(rng: random.Random, lang: str, canon: str) -> _Scene:
    t = _PETS[canon][("en", "ja", "zh").index(lang)].format(n=rng.choice(_PET_NAMES))
    return _Scene([t], facts=[("pets", canon)])


def _job(rng: random.Random, lang: str, canon: str) -> _Scene:
    return _Scene([_JOBS[canon][("en", "ja", "zh").index(lang)]], facts=[("occupation", canon)])


def _lang_pref(rng: random.Random, lang: str) -> _Scene:
    options = [k for k in _LANG_REQ if k[1] == lang]
    asked, _ = options[rng.randrange(len(options))]
    return _Scene([rng.choice(_LANG_REQ[(asked, lang)])], facts=[("preferred_language", asked)])


def _pii(rng: random.Random, lang: str) -> _Scene:
    kind = rng.choice(["passport", "card", "mynumber"])
    if kind == "passport":
        v = "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2)) + str(rng.randrange(10**6, 10**7))
        forms = {
            "en": [f"My passport number is {v}, can you note it for the hotel form?", f"passport no. {v}"],
            "ja": [f"パスポート番号は{v}です。控えておいてください。"],
            "zh": [f"我的护照号码是{v}。", f"护照号是{v}，帮我记一下。"],
        }
    elif kind == "card":
        v = _luhn_complete("4" + "".join(str(rng.randrange(10)) for _ in range(14)))
        v = " ".join(v[k : k + 4] for k in range(0, 16, 4)) if rng.random() < 0.5 else v
        forms = {
            "en": [f"Can you book it with my card? The number is {v}."],
            "ja": [f"カード番号は{v}です。予約に使ってください。"],
            "zh": [f"我的信用卡号是{v}，帮我订一下。"],
        }
    else:
        v = _my_number(rng)
        forms = {
            "en": [f"My My Number is {v}, do I need it at the city office?"],
            "ja": [f"マイナンバーは{v}です。区役所で必要ですか？"],
            "zh": [f"我的个人编号（My Number）是{v}，去区役所要带吗？"],
        }
    return _Scene([rng.choice(forms[lang])], pii=[v])


def _friend_lives(rng: random.Random, lang: str, i: int) -> _Scene:
    p = _place(i, lang)
    forms = {
        "en": [f"My friend lives in {p}, I'll visit her next week.", f"My colleague just moved to {p}."],
        "ja": [f"友達が{p}に住んでいるので、来週会いに行きます。", f"同僚は{p}に住んでいます。"],
        "zh": [f"我朋友住在{p}，下周去看她。", f"我同事刚搬到{p}。"],
    }
    return _Scene([rng.choice(forms[lang])], absent=[("location", _place_atom(i, lang))])


TWISTS = ("move", "budget_fix", "vegan", "name_again", "age_again", "other_allergy", "hedge", "pii", "friend",
          "also_allergy", "pii", "move")  # fmt: skip


def _dialogue(rng: random.Random, lang: str, twist: str, k: int) -> Dialogue:
    allergens = list(_ALLERGENS)
    rng.shuffle(allergens)
    places = list(range(len(_PLACES)))
    rng.shuffle(places)
    scenes: list[_Scene] = []
    tail: list[_Scene] = []
    # base statements, then the twist (after what it refers to), chit-chat in between
    if twist == "move":
        scenes.append(_live(rng, lang, places[0]))
        tail.append(_move(rng, lang, places[0], places[1]))
    elif twist == "budget_fix":
        old = rng.choice([30000, 50000, 80000, 120000])
        new = rng.choice([x for x in (40000, 60000, 100000, 150000) if x != old])
        scenes.append(_budget(rng, lang, old))
        tail.append(_budget_fix(rng, lang, old, new))
    elif twist == "vegan":
        scenes.append(_diet(rng, lang, "vegetarian"))
        tail.append(_vegan_contradiction(rng, lang))
    elif twist == "name_again":
        n1, n2 = rng.sample(_NAMES[lang], 2)
        scenes.append(_name(rng, lang, n1))
        tail.append(_name_again(rng, lang, n2))
    elif twist == "age_again":
        a = rng.randrange(22, 60)
        scenes.append(_age(rng, lang, a))
        tail.append(_age_again(rng, lang, a + rng.choice([2, 3, 5, 10])))
    elif twist == "other_allergy":
        tail.append(_other_allergy(rng, lang, allergens[3], rng.choice(list(_RELS))))
    elif twist == "hedge":
        tail.append(_hedged_allergy(rng, lang, allergens[3]))
    elif twist == "pii":
        tail.append(_pii(rng, lang))
    elif twist == "friend":
        scenes.append(_live(rng, lang, places[0]))
        tail.append(_friend_lives(rng, lang, places[2]))
    elif twist == "also_allergy":
        scenes.append(_allergy(rng, lang, allergens[0]))
        tail.append(_also_allergy(rng, lang, allergens[1]))
    # one to three more profile statements of other kinds
    extra = [
        lambda: _allergy(rng, lang, allergens[0]),
        lambda: _pet(rng, lang, rng.choice(list(_PETS))),
        lambda: _job(rng, lang, rng.choice(list(_JOBS))),
        lambda: _lang_pref(rng, lang),
        lambda: _diet(rng, lang, rng.choice(["halal", "pork", "alcohol"])),
        lambda: _budget(rng, lang, rng.choice([20000, 45000, 90000])),
        lambda: _name(rng, lang, rng.choice(_NAMES[lang])),
    ]
    used = {k for s in scenes + tail for k, _ in s.facts + s.absent} | {c for s in scenes + tail for c in s.conflicts}
    if twist in ("other_allergy", "hedge"):
        used.discard("allergies")  # a user allergy next to someone else's / a hedged one is the interesting case
    order = list(range(len(extra)))
    rng.shuffle(order)
    want = rng.choice([1, 2, 3])
    picked = 0
    for o in order:
        s = extra[o]()
        keys = {k for k, _ in s.facts}
        if keys & used:
            continue
        if twist in ("other_allergy", "hedge") and "allergies" in keys:
            used.add("allergies")
        scenes.append(s)
        used |= keys
        picked += 1
        if picked == want:
            break
    chat = rng.sample(_CHITCHAT[lang], 2)
    turns_sc = scenes[:]
    rng.shuffle(turns_sc)
    ordered = [*turns_sc[:1], _Scene([chat[0]]), *turns_sc[1:], *tail, _Scene([chat[1]])]
    d = Dialogue(f"gen_{lang}_{k:02d}_{twist}", lang, [])
    for s in ordered:
        d.turns += s.turns
        d.facts += s.facts
        d.absent += s.absent
        d.conflicts += s.conflicts
        d.pii += s.pii
    # a fact later retracted (moved away, corrected) is not expected any more
    d.facts = [f for f in d.facts if f not in d.absent]
    return d


def generated(seed: int = 2026, per_lang: int = 24) -> list[Dialogue]:
    """``per_lang`` dialogues per language, every twist about equally often, deterministic for a seed."""
    rng = random.Random(seed)
    out: list[Dialogue] = []
    for lang in ("en", "ja", "zh"):
        for k in range(per_lang):
            out.append(_dialogue(rng, lang, TWISTS[k % len(TWISTS)], k))
    return out


def all_dialogues() -> list[Dialogue]:
    return [*HANDWRITTEN, *generated()]


__all__ = ["HANDWRITTEN", "Dialogue", "all_dialogues", "generated"]

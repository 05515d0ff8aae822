"""The words of the write path: values as stable strings, redaction, the user's yes / no / forget intents, and
the one-line questions and notices in the user's language.

Kept apart from :mod:`memory.write` because these are pure functions of text that the policy, the conflict
functions (:mod:`memory.write_admin`), the turn writer and the experts' consensus all read; none of them needs a
store or a model.
"""

from __future__ import annotations

import json
import math
import re
import unicodedata
from collections.abc import Collection, Mapping, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    pass

LANGS = ("ja", "en", "zh")


def known_lang(lang: str | None) -> str:
    return lang if lang in LANGS else "en"


def lang_of(text: str, default: str) -> str | None:
    from .text import detect_language

    try:
        return detect_language(text, default=known_lang(default))  # type: ignore[arg-type]
    except Exception:  # a language tag is metadata; never fail a write on it
        return default if default in LANGS else None


# ---------------------------------------------------------------------------------------------------------
# text helpers


def norm_text(s: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", s).casefold().split())


def canonical(value: Any, ordered: bool = False) -> str:
    """A stable string for "the same value": NFKC/casefold strings, sorted keys, lists as sets (except ordered)."""

    def norm(v: Any, keep_order: bool = False) -> Any:
        if isinstance(v, Mapping):
            return {str(k): norm(x) for k, x in sorted(v.items(), key=lambda kv: str(kv[0])) if x is not None}
        if isinstance(v, list | tuple):
            items = [norm(x) for x in v]
            return items if keep_order else sorted(items, key=lambda x: json.dumps(x, sort_keys=True))
        if isinstance(v, str):
            return norm_text(v)
        if isinstance(v, float) and v.is_integer():
            return int(v)
        return v

    return json.dumps(norm(value, ordered), sort_keys=True, ensure_ascii=False)


def _strings(v: Any) -> list[str]:
    if isinstance(v, str):
        return [v]
    if isinstance(v, Mapping):
        return [s for x in v.values() for s in _strings(x)]
    if isinstance(v, list | tuple):
        return [s for x in v for s in _strings(x)]
    if isinstance(v, int | float) and not isinstance(v, bool):
        return [str(v)]
    return []


def render_value(value: Any, lang: str = "en", ignore: Collection[str] = ()) -> str:
    """A value as one short line (questions, LTM glosses). ``ignore`` drops bookkeeping keys (an expert's
    confidence or rationale) that would otherwise be read out to the user."""
    sep = "、" if lang in ("ja", "zh") else ", "
    if isinstance(value, list):
        return sep.join(render_value(v, lang, ignore) for v in value)
    if isinstance(value, Mapping):
        if "amount" in value:
            s = f"{value.get('amount')} {value.get('currency') or ''}".strip()
            return s + (f"/{value['period']}" if value.get("period") else "")
        if value.get("name") and (value.get("kind") or value.get("relation")):
            return f"{value['name']} ({value.get('kind') or value.get('relation')})"
        return " ".join(str(x) for k, x in value.items() if x not in (None, "") and k not in ignore)
    return str(value)


def redact_text(text: str, typed: Sequence[tuple[str, str]]) -> str:
    """Replace each clear string with its [TYPE] tag (longest first, case-insensitive, NFKC-tolerant)."""
    out = text
    for s, kind in sorted(typed, key=lambda p: -len(p[0])):
        tag = f"[{kind.upper()}]"
        for form in {s, unicodedata.normalize("NFKC", s)}:
            out = re.sub(re.escape(form), tag, out, flags=re.IGNORECASE)
    if unicodedata.normalize("NFKC", out) != out:  # a full-width form of the string may still hide inside
        norm = unicodedata.normalize("NFKC", out)
        if any(norm_text(s) in norm_text(norm) for s, _ in typed):
            out = redact_text(norm, typed)
    return out


def redact_json(value: Any, typed: Sequence[tuple[str, str]]) -> Any:
    if not typed:
        return value
    if isinstance(value, str):
        return redact_text(value, typed)
    if isinstance(value, Mapping):
        return {str(k): redact_json(v, typed) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [redact_json(v, typed) for v in value]
    return value


def contains_any(value: Any, strings: Sequence[str]) -> bool:
    hay = [norm_text(s) for s in _strings(value)]
    return any(norm_text(n) in h for n in strings for h in hay)


def json_safe(value: Any) -> Any:
    """What the audit log can hold exactly: tuples as lists, non-finite floats as None, str keys."""

    def fix(v: Any) -> Any:
        if isinstance(v, float) and not math.isfinite(v):
            return None
        if isinstance(v, Mapping):
            return {str(k): fix(x) for k, x in v.items()}
        if isinstance(v, list | tuple | set | frozenset):
            return [fix(x) for x in v]
        if isinstance(v, str | int | float | bool) or v is None:
            return v
        return str(v)

    return json.loads(json.dumps(fix(value), ensure_ascii=False))


_LATIN = re.compile(r"[A-Za-z]{2,}")


def has_latin(text: str) -> bool:
    """A Latin word in the text: an English gloss the grounding check can pivot on."""
    return bool(_LATIN.search(text))


_QUESTION_END = re.compile(r"[?？]\s*$|(?:吗|嗎|呢)[。.]?\s*$|(?:ですか|ますか|でしょうか|かな)[。.]?\s*$")


def is_question(sentence: str) -> bool:
    """A question asserts nothing: facts are never taken from one ("Is my dog Pochi?")."""
    return bool(_QUESTION_END.search(sentence.strip()))


# A user's statement about themselves: "I work night shifts at a convenience store", 我在便利店上夜班,
# 私はコンビニで夜勤をしています, or in Japanese with the subject left out, 毎年春になると花粉症になります. It is what a
# personal memory exists to keep, yet it often holds none of the cues the salience gate counts (a number, a date, a
# goal word, a capitalised name: Chinese and Japanese have no capitals), so it scored 0 and was never distilled; said
# in chat, it then lost every later question to the facts that were (issue 11, bench/NOTES.md, stop 28). Closed-class
# words only: the first person of each language, and the polite declarative ending of Japanese, whose subject, when
# left out in a user's statement, is the user.
_SELF_EN = re.compile(r"\bI\b|\b[Mm]y\b|\bmine\b|\bmyself\b")  # "I" only as a capital: not the letter in "i.e."
_SELF_JA = re.compile(r"(?:私|わたし|わたくし|僕|ぼく|俺|おれ|あたし|自分)(?:は|が|の|も|に|で|、)|うちの")
_SELF_ZH = re.compile(r"我")
_KANA = re.compile(r"[\u3041-\u3096\u30a1-\u30fa]")
_JA_DECL = re.compile(r"(?:です|ます|ません|ました|でした|ている|ていた)[。．.!！]?\s*$")
# Reactions in the first person assert nothing about the user ("I see", "me too", 我也是).
_REACTION = re.compile(
    r"^\W*(?:(?:I (?:see|agree|know|guess|understand|think so|hope so|mean)|me too|my (?:bad|pleasure)|"
    r"I'm (?:fine|good|ok(?:ay)?|sorry|not sure))\b|私も|我(?:知道|明白|同意|也是))",
    re.IGNORECASE,
)


def is_self_statement(sentence: str) -> bool:
    """The sentence states something about its speaker (first person, or a Japanese polite declarative without
    a stated subject); a question or a first-person reaction does not."""
    s = unicodedata.normalize("NFKC", sentence).strip()
    if not s or is_question(s) or _REACTION.search(s):
        return False
    if _SELF_EN.search(s) or _SELF_ZH.search(s) or _SELF_JA.search(s):
        return True
    return bool(_KANA.search(s) and _JA_DECL.search(s))


# ---------------------------------------------------------------------------------------------------------
# multilingual intents: yes/no answers, corrections and additions, forget requests

_YES = re.compile(
    r"^(?:yes|yeah|yep|yup|correct|right|that's right|that is right|exactly|sure|"
    r"はい|ええ|うん|そうです|そう|合って|正しい|その通り|"
    r"是的|是|对的|对|没错|正确|嗯)",
)
_NO = re.compile(
    r"^(?:no\b|nope|nah|wrong|incorrect|not (?:really|correct|right)|"
    r"いいえ|いや|違います|違う|ちがう|ちがいます|間違|"
    r"不是|不对|不|否|错)",
)


def parse_yes_no(message: str) -> bool | None:
    """The answer to a yes/no confirmation, or None when the message is not one (short replies only)."""
    m = norm_text(message).strip(" .!。！、,")
    if not m or len(m) > 40:
        return None
    if _NO.match(m):
        return False
    if _YES.match(m):
        return True
    return None


_CORRECTION = re.compile(
    r"\b(?:actually|correction|i meant|i mean|rather than|instead|not anymore|no longer)\b|"
    r"実は|じゃなくて|ではなく|訂正|間違(?:い|え)|"
    r"其实|更正|纠正|搞错|而是",
    re.IGNORECASE,
)
_ADDITIVE = re.compile(
    r"\b(?:also|too|as well|another|in addition|additionally|second)\b|"
    r"(?:にも|も)(?:アレルギー|飼って|います|あります|食べ)|もう一|"
    r"也|还有|另外|又",
    re.IGNORECASE,
)


def restatement_kind(text: str) -> tuple[bool, bool]:
    """(additive, correction): does a restated list value add to what is known ("also"), or correct it ("actually")."""
    return bool(_ADDITIVE.search(text)), bool(_CORRECTION.search(text))


FORGET_TARGETS: dict[str, tuple[str, ...]] = {
    "address": ("home address", "address", "住所", "住址", "地址"),
    "allergies": ("allergies", "allergy", "アレルギー", "过敏", "過敏"),
    "age": ("age", "年齢", "年龄"),
    "name": ("name", "名前", "氏名", "名字", "姓名"),
    "pets": ("pets", "pet", "dog", "cat", "ペット", "犬", "猫", "宠物", "狗"),
    "phone": ("phone number", "phone", "電話番号", "電話", "电话号码", "电话", "手机号"),
    "email": ("email address", "e-mail", "email", "メールアドレス", "メール", "邮箱", "电子邮件"),
    "occupation": ("occupation", "job", "仕事", "職業", "职业", "工作"),
    "location": ("location", "where i live", "居住地", "住んでいる場所", "住的地方"),
    "visa_status": ("visa", "ビザ", "在留資格", "签证"),
    "budget": ("budget", "予算", "预算"),
    "diet": ("diet", "食事制限", "饮食"),
    "family": ("family", "家族", "家人"),
    "preferred_language": ("language preference", "preferred language", "言語設定", "语言偏好"),
}
_SURFACE = sorted(((s, k) for k, ss in FORGET_TARGETS.items() for s in ss), key=lambda p: -len(p[0]))
_ALT = "|".join(re.escape(s) for s, _ in _SURFACE)
_FORGET_RX = (
    re.compile(rf"\b(?:forget|delete|erase|remove|wipe)\s+(?:about\s+)?(?:my|the)\s+({_ALT})\b", re.IGNORECASE),
    re.compile(rf"({_ALT})(?:のこと|の情報|のデータ)?(?:は|を)?(?:忘れて|削除して|消して|消去して)"),
    re.compile(rf"(?:忘记|忘掉|删除|删掉|清除|抹掉)(?:掉)?(?:我的)?({_ALT})"),
)


def parse_forget_request(message: str) -> list[str] | None:
    """Profile keys the user asks to forget ("forget my address", 住所を忘れて, 忘记我的地址); None if none."""
    text = unicodedata.normalize("NFKC", message)
    keys: list[str] = []
    for rx in _FORGET_RX:
        for m in rx.finditer(text):
            surface = m.group(1).casefold()
            key = next(k for s, k in _SURFACE if s.casefold() == surface)
            if key not in keys:
                keys.append(key)
    return keys or None


# ---------------------------------------------------------------------------------------------------------
# questions and notices in the user's language (one line each, seed 000 §6.6)

LABELS: dict[str, dict[str, str]] = {
    "en": {
        "allergies": "allergies",
        "diet": "diet",
        "name": "name",
        "age": "age",
        "location": "place of residence",
        "address": "address",
        "origin": "home country",
        "family": "family",
        "pets": "pets",
        "occupation": "occupation",
        "visa_status": "visa status",
        "visa_expiry": "visa expiry date",
        "budget": "budget",
        "preferred_language": "preferred language",
        "politeness": "preferred tone",
        "phone": "phone number",
        "email": "e-mail address",
    },
    "ja": {
        "allergies": "アレルギー",
        "diet": "食事制限",
        "name": "お名前",
        "age": "年齢",
        "location": "お住まい",
        "address": "ご住所",
        "origin": "出身",
        "family": "ご家族",
        "pets": "ペット",
        "occupation": "ご職業",
        "visa_status": "在留資格",
        "visa_expiry": "在留期限",
        "budget": "ご予算",
        "preferred_language": "希望言語",
        "politeness": "話し方",
        "phone": "電話番号",
        "email": "メールアドレス",
    },
    "zh": {
        "allergies": "过敏",
        "diet": "饮食限制",
        "name": "名字",
        "age": "年龄",
        "location": "居住地",
        "address": "地址",
        "origin": "家乡",
        "family": "家人",
        "pets": "宠物",
        "occupation": "职业",
        "visa_status": "签证类型",
        "visa_expiry": "签证到期日",
        "budget": "预算",
        "preferred_language": "偏好语言",
        "politeness": "语气",
        "phone": "电话号码",
        "email": "邮箱",
    },
}


def conflict_question(key: str, old: Any, new: Any, lang: str | None) -> str:
    lang = lang if lang in LANGS else "en"
    label = LABELS[lang].get(key, key.replace("_", " "))
    o, n = render_value(old, lang), render_value(new, lang)
    return {
        "en": f"Earlier you told me your {label}: {o}; now you said {n}. Should I update it to {n}? (yes/no)",
        "ja": f"以前は{label}が「{o}」と伺いましたが、「{n}」に更新してよろしいですか？（はい／いいえ）",
        "zh": f"您之前说{label}是“{o}”，现在是“{n}”。要更新为“{n}”吗？（是/否）",
    }[lang]


CONSENT_REMINDER = {
    "en": "I did not store that in clear because it contains sensitive personal data; tell me if I may keep it "
    "and what for.",
    "ja": "機微な個人情報を含むため、そのままでは保存していません。保存してよい場合は、その旨と目的を教えてください。",
    "zh": "其中包含敏感个人信息，因此没有以明文保存。如需保存，请告诉我并说明用途。",
}

# ---------------------------------------------------------------------------------------------------------


__all__ = [
    "CONSENT_REMINDER",
    "LABELS",
    "LANGS",
    "canonical",
    "conflict_question",
    "contains_any",
    "has_latin",
    "is_question",
    "is_self_statement",
    "json_safe",
    "known_lang",
    "lang_of",
    "norm_text",
    "parse_forget_request",
    "parse_yes_no",
    "redact_json",
    "redact_text",
    "render_value",
    "restatement_kind",
]

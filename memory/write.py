"""The write path: what is remembered after a turn, and how (seed 000 §3.2, §5.2, §5.7, §6.6, §6.9; seed 004 Mem0).

The policy lives here, in plain Python; the experts that propose candidates are passed in through the small
``WriteExperts`` protocol, so everything that decides what is remembered runs without a model and without
importing ``experts/``.

Why it is built this way:

* Utility gate. Every candidate z (profile delta, episodic item, summary delta) is scored
  ``phi(z) = alpha U + beta V + gamma S - eta R + xi L`` and written only when ``phi >= tau`` (0.6) and the
  per-user quota allows (UP <= 300 facts, LTM <= 5k writer-made entries). Low-value candidates are rejected with
  an audit event, never silently dropped.
* Mem0's ADD / UPDATE / DELETE / NOOP, non-destructive. UPDATE needs the information-content check (the
  candidate must say strictly more than the memory it replaces) and supersedes: the old item's validity window
  is closed and it stays in history. DELETE soft-deletes (status + valid_to) and history keeps every version.
* A contradiction of a profile fact is never resolved by the writer: the fact is marked ``conflict``, the LTM
  write is blocked, and a one-line yes/no question in the user's language goes to the next turn;
  ``resolve_conflict`` applies the answer.
* Privacy: sensitivity low/med/high. High needs the user's consent AND a purpose tag; otherwise the clear
  strings are scrubbed from everything already stored and only a redacted placeholder is written.
* Concurrency: every check-then-write runs under the engine's per-user lock, so concurrent writers of one fact
  end with one live memory, and every attempt leaves exactly one decision event (ADD once, NOOP for the rest).
* Recalled memories are never stored again: a candidate that matches a memory retrieved for this turn is NOOP.
"""

from __future__ import annotations

import json
import logging
import math
import re
import threading
import unicodedata
import uuid
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any, Protocol

from .errors import Conflict, InvalidInput, NotFound
from .schemas import (
    AuditEvent,
    MemoryItem,
    ProfileFact,
    SearchFilters,
    SearchHit,
    ShortTermState,
    content_hash,
    utcnow,
)

if TYPE_CHECKING:
    from .engine import MemoryEngine, WriteReport

log = logging.getLogger("kioku.write")

ADD, UPDATE, DELETE, NOOP = "ADD", "UPDATE", "DELETE", "NOOP"
CONFLICT, RESOLVE, BLOCK, REDACT, DEFER, FAIL, FORGET, SUMMARY = (
    "CONFLICT",
    "RESOLVE",
    "BLOCK",
    "REDACT",
    "DEFER",
    "FAIL",
    "FORGET",
    "SUMMARY",
)
LANGS = ("ja", "en", "zh")
WRITER_SOURCES = ("episodic", "fact", "summary")  # what the writer makes; raw turns/segments are the engine's
CONSENT_KEY = "privacy"  # profile fact {"consent": bool, "purpose": str | None} (seed 000 §5.1 "privacy")

# ---------------------------------------------------------------------------------------------------------
# priors of profile keys (usefulness: does it change a future decision; stability: will it still hold)

KEY_USEFULNESS: dict[str, float] = {
    "allergies": 1.0,
    "diet": 0.9,
    "preferred_language": 0.9,
    "visa_expiry": 0.9,
    "name": 0.8,
    "budget": 0.8,
    "visa_status": 0.8,
    "address": 0.7,
    "politeness": 0.7,
    "location": 0.7,
    "phone": 0.6,
    "email": 0.6,
    "family": 0.6,
    "pets": 0.6,
    "occupation": 0.6,
    "age": 0.6,
    "origin": 0.5,
}
KEY_STABILITY: dict[str, float] = {
    "allergies": 1.0,
    "name": 1.0,
    "origin": 1.0,
    "diet": 0.9,
    "family": 0.9,
    "preferred_language": 0.8,
    "pets": 0.8,
    "age": 0.8,
    "address": 0.8,
    "phone": 0.8,
    "email": 0.8,
    "politeness": 0.7,
    "occupation": 0.7,
    "visa_status": 0.7,
    "visa_expiry": 0.7,
    "location": 0.6,
    "budget": 0.5,
}
# A newer statement of a changeable preference supersedes the old one without asking: a new budget or a
# "reply in English" is an instruction, not a contradiction.
VOLATILE_KEYS = frozenset({"budget", "preferred_language", "politeness", "location"})
# List keys where a restatement that shares nothing with what is known is ambiguous (added? corrected?) and
# getting it wrong is dangerous: ask instead of guessing.
CRITICAL_KEYS = frozenset({"allergies", "diet"})
# Items of list keys are identified by this field: a second value with the same identity clashes.
ITEM_IDENTITY = {"pets": "kind", "family": "relation"}
ORDERED_KEYS = frozenset({"preferred_language"})
SENSITIVITY_RISK = {"low": 0.0, "med": 0.3, "high": 1.0}
_RANK = {"low": 0, "med": 1, "high": 2}

# ---------------------------------------------------------------------------------------------------------
# configuration and utility


@dataclass(frozen=True)
class UtilityWeights:
    """Weights of phi. Positive weights sum to 1, so phi <= 1 and tau = 0.6 means "clearly worth keeping"."""

    alpha: float = 0.4  # usefulness U
    beta: float = 0.2  # verifiability V
    gamma: float = 0.2  # stability S
    eta: float = 0.5  # privacy risk R (penalty)
    xi: float = 0.2  # cross-lingual coverage L


@dataclass(frozen=True)
class Utility:
    U: float
    V: float
    S: float
    R: float
    L: float

    def phi(self, w: UtilityWeights) -> float:
        return w.alpha * self.U + w.beta * self.V + w.gamma * self.S - w.eta * self.R + w.xi * self.L

    def to_dict(self) -> dict[str, float]:
        return {k: round(v, 6) for k, v in asdict(self).items()}


@dataclass(frozen=True)
class WritePolicyConfig:
    tau: float = 0.6
    weights: UtilityWeights = field(default_factory=UtilityWeights)
    profile_capacity: int = 300  # UP facts per user
    ltm_capacity: int = 5000  # writer-made LTM entries per user (episodic / fact / summary)
    similar_k: int = 10  # Mem0's top-s similar memories compared with a candidate
    noop_coverage: float = 0.9  # share of the candidate's units already in a memory -> nothing new (NOOP)
    update_coverage: float = 0.9  # share of a memory's units inside the candidate -> candidate says more (UPDATE)
    recall_overlap: float = 0.8  # share of the candidate's units inside a retrieved hit -> recalled (NOOP)
    summary_max_tokens: int = 120
    summary_input_turns: int = 64  # dropped turns a from-scratch summary reads (older ones: logged)

    def __post_init__(self) -> None:
        if not 0.0 <= self.tau <= 1.0:
            raise InvalidInput("tau", "must be in [0, 1]")
        if self.profile_capacity < 1 or self.ltm_capacity < 1:
            raise InvalidInput("capacity", "quotas must be >= 1")

    @classmethod
    def from_engine(cls, engine: MemoryEngine, **overrides: Any) -> WritePolicyConfig:
        c = engine.config
        kw: dict[str, Any] = {
            "tau": c.tau,
            "profile_capacity": c.profile_capacity,
            "ltm_capacity": c.ltm_capacity,
            "summary_max_tokens": c.stm_summary_max_tokens,
        }
        kw.update(overrides)
        return cls(**kw)


# ---------------------------------------------------------------------------------------------------------
# what experts hand in


@dataclass
class Proposal:
    """One junction's outcome from the experts, with the consensus record that goes into the audit.

    ``decision`` is the consensus outcome: commit | defer (disagreement, low faithfulness or conflict) |
    block (privacy veto) | fail (no valid candidate).
    """

    role: str
    decision: str
    value: Any
    record: dict[str, Any] = field(default_factory=dict)
    reason: str = ""
    confirmation: str | None = None


@dataclass
class PrivacyVerdict:
    sensitivity: str  # low | med | high
    findings: list[dict[str, Any]]  # [{"type", "text", "sensitivity"}]
    redacted: str
    record: dict[str, Any] = field(default_factory=dict)
    ok: bool = True  # False: the privacy filter gave no answer, so nothing derived from the turn may be written

    def strings(self, levels: Iterable[str] = ("high",)) -> list[str]:
        keep = set(levels)
        return sorted(
            {str(f["text"]) for f in self.findings if f.get("sensitivity") in keep and str(f.get("text", "")).strip()},
            key=len,
            reverse=True,
        )

    def typed(self, levels: Iterable[str] = ("high",)) -> list[tuple[str, str]]:
        keep = set(levels)
        out = {(str(f["text"]), str(f.get("type", "pii"))) for f in self.findings if f.get("sensitivity") in keep}
        return sorted((p for p in out if p[0].strip()), key=lambda p: -len(p[0]))


@dataclass
class ProfileDelta:
    key: str
    value: Any
    confidence: float
    sensitivity: str = "low"
    evidence: str = ""
    lang: str | None = None


class WriteExperts(Protocol):
    """The experts the write path consults; experts/writer.py implements it with consensus or one expert."""

    def extract_profile(
        self,
        message: str,
        summary: str,
        existing: Mapping[str, Any],
        lang: str,
        consent: bool = False,
        purpose: str | None = None,
    ) -> Proposal:
        """value: {"facts": [{"key", "value", "confidence", "sensitivity"?, "evidence"?, "lang"?}]}"""
        ...

    def classify_privacy(self, text: str, consent: bool, purpose: str | None) -> PrivacyVerdict: ...

    def distill(self, message: str, lang: str, consent: bool = False, purpose: str | None = None) -> Proposal:
        """value: {"summary": str}: what of the turn is worth an episodic memory ("" when nothing)."""
        ...

    def summarize(
        self,
        previous: str,
        turns: Sequence[Mapping[str, str]],
        lang: str,
        max_tokens: int,
        consent: bool = False,
        purpose: str | None = None,
    ) -> Proposal:
        """value: {"summary": str, ...}: the running STM summary."""
        ...

    def classify_update(self, text: str, similar: Sequence[Mapping[str, str]]) -> Proposal | None:
        """Optional LLM CLASSIFYOPERATION (value {"action", "target_id", "merged"}); None when no expert serves it."""
        ...

    def contact_facts(self, message: str, verdict: PrivacyVerdict) -> list[ProfileDelta]:
        """Contact data (address, phone, email) the user states as their own, from the privacy findings."""
        ...


# ---------------------------------------------------------------------------------------------------------
# text helpers


def _norm(s: str) -> str:
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
            return _norm(v)
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
        if any(_norm(s) in _norm(norm) for s, _ in typed):
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
    hay = [_norm(s) for s in _strings(value)]
    return any(_norm(n) in h for n in strings for h in hay)


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
_QUESTION_END = re.compile(r"[?？]\s*$|(?:吗|嗎|呢)[。.]?\s*$|(?:ですか|ますか|でしょうか|かな)[。.]?\s*$")


def is_question(sentence: str) -> bool:
    """A question asserts nothing: facts are never taken from one ("Is my dog Pochi?")."""
    return bool(_QUESTION_END.search(sentence.strip()))


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
    m = _norm(message).strip(" .!。！、,")
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
# decisions (pure)


@dataclass(frozen=True)
class Decision:
    action: str  # ADD | UPDATE | DELETE | NOOP | CONFLICT
    value: Any = None  # the value / text to write
    reason: str = ""
    target: str | None = None  # memory_id for item decisions


def _item_id(key: str, item: Any) -> Any:
    ident = ITEM_IDENTITY.get(key)
    if ident and isinstance(item, Mapping):
        return item.get(ident)
    return None


def _refines(old: Any, new: Any) -> bool:
    """``new`` says everything ``old`` says and more (a dict with extra non-null fields, a longer string)."""
    if isinstance(old, Mapping) and isinstance(new, Mapping):
        shared = all(canonical(new.get(k)) == canonical(v) for k, v in old.items() if v is not None)
        extra = any(v is not None and old.get(k) is None for k, v in new.items())
        return shared and extra
    if isinstance(old, str) and isinstance(new, str):
        o, n = _norm(old), _norm(new)
        return o != n and o in n
    return False


def decide_fact(
    existing: ProfileFact | None,
    key: str,
    new: Any,
    *,
    additive: bool = False,
    correction: bool = False,
) -> Decision:
    """Mem0's CLASSIFYOPERATION for a profile delta, by a normaliser and a rule set (seed 000 §5.7).

    The information-content check: UPDATE only when the delta carries strictly more than the fact (new list
    items, a refined dict, a longer string containing the old one); a delta that says less or the same is NOOP.
    Incompatible values are a CONFLICT (never an overwrite), except for changeable preferences (VOLATILE_KEYS),
    where the newer statement supersedes.
    """
    if existing is None:
        return Decision(ADD, new, "new key")
    old = existing.value
    ordered = key in ORDERED_KEYS
    if canonical(old, ordered) == canonical(new, ordered):
        return Decision(NOOP, old, "same value")
    if key in VOLATILE_KEYS:
        if _refines(new, old):
            return Decision(NOOP, old, "says less than the stored value")
        return Decision(UPDATE, new, "newer statement of a changeable preference")
    if isinstance(old, list) and isinstance(new, list):
        return _decide_list(key, old, new, additive=additive, correction=correction)
    if _refines(old, new):
        return Decision(UPDATE, new, "more information than the stored value")
    if _refines(new, old):
        return Decision(NOOP, old, "says less than the stored value")
    return Decision(CONFLICT, new, "contradicts the stored value")


def _decide_list(key: str, old: list[Any], new: list[Any], *, additive: bool, correction: bool) -> Decision:
    known = {canonical(x) for x in old}
    merged = list(old)
    added: list[Any] = []
    clashes: list[Any] = []
    for item in new:
        c = canonical(item)
        if c in known:
            continue
        ref = next((i for i, o in enumerate(merged) if _refines(o, item)), None)
        if ref is not None:  # {dog} -> {dog, Pochi}: the same item, better described
            merged[ref] = item
            added.append(item)
            continue
        if any(_refines(item, o) for o in merged):
            continue  # says less about an item already known
        ident = _item_id(key, item)
        if ident is not None and not additive and any(_item_id(key, o) == ident for o in merged):
            clashes.append(item)
            continue
        merged.append(item)
        added.append(item)
    if clashes:
        out = [o for o in merged if _item_id(key, o) not in {_item_id(key, c) for c in clashes}] + clashes
        return Decision(CONFLICT, out, f"{len(clashes)} item(s) contradict the stored ones")
    if not added:
        return Decision(NOOP, old, "no new information")
    if correction:
        return Decision(CONFLICT, list(new), "the user corrects the stored value")
    overlap = any(canonical(x) in known for x in new)
    if key in CRITICAL_KEYS and not overlap and not additive:
        return Decision(CONFLICT, list(new), "restated differently (added or corrected?)")
    return Decision(UPDATE, merged, f"adds {len(added)} item(s)")


def info_units(text: str, tokenize: Callable[[str], list[str]]) -> set[str]:
    return {t for t in tokenize(text) if t.strip()}


def decide_item(
    text: str,
    similar: Sequence[MemoryItem],
    tokenize: Callable[[str], list[str]],
    cfg: WritePolicyConfig,
    source_type: str = "episodic",
) -> Decision:
    """Mem0's CLASSIFYOPERATION for an LTM candidate against its top-s similar memories, by content units.

    NOOP when a memory already holds (almost) all of the candidate's units; UPDATE (supersede) when the
    candidate holds all of a memory's units and more (the information-content check); otherwise ADD.
    Contradictions between free texts need a model: the optional ``classify_update`` expert decides those.
    """
    h = content_hash(source_type, text)
    cu = info_units(text, tokenize)
    for m in similar:
        if m.hash == h:
            return Decision(NOOP, text, "same content", m.memory_id)
    if not cu:
        return Decision(NOOP, text, "no content units")
    best_update: tuple[float, str] | None = None
    for m in similar:
        mu = info_units(m.summary, tokenize)
        if not mu:
            continue
        covered = len(cu & mu) / len(cu)
        if covered >= cfg.noop_coverage:
            return Decision(NOOP, text, f"already remembered ({covered:.2f} of its units)", m.memory_id)
        inside = len(cu & mu) / len(mu)
        if inside >= cfg.update_coverage and cu - mu and (best_update is None or inside > best_update[0]):
            best_update = (inside, m.memory_id)
    if best_update is not None:
        return Decision(UPDATE, text, "says strictly more than an existing memory", best_update[1])
    return Decision(ADD, text, "no equivalent memory")


# ---------------------------------------------------------------------------------------------------------
# outcomes and per-write context


@dataclass
class WriteContext:
    """Where a candidate comes from; one per write attempt (``write_id`` ties the attempt to its audit event)."""

    user_id: str
    session_id: str | None
    timestamp: datetime
    message: str  # the user's words (already redacted when sensitive)
    lang: str  # language of the message
    reply_lang: str  # the user's language for questions
    turn_ids: list[str] = field(default_factory=list)
    consent: bool = False
    purpose: str | None = None
    redact: list[tuple[str, str]] = field(default_factory=list)  # (clear string, type) never to be stored
    write_id: str = field(default_factory=lambda: uuid.uuid4().hex)

    @property
    def evidence_ptr(self) -> list[str]:
        if not self.session_id:
            return []
        if not self.turn_ids:
            return [f"conv://{self.session_id}"]
        span = self.turn_ids[0] if len(self.turn_ids) == 1 else f"{self.turn_ids[0]}..{self.turn_ids[-1]}"
        return [f"conv://{self.session_id}#{span}"]

    def fork(self) -> WriteContext:
        """The same turn, a new write attempt."""
        return WriteContext(**{**self.__dict__, "write_id": uuid.uuid4().hex})


@dataclass
class Outcome:
    kind: str  # profile | episodic | placeholder | summary
    action: str
    target: str
    reason: str
    phi: float | None = None
    fact: ProfileFact | None = None
    item: MemoryItem | None = None
    confirmation: str | None = None
    write_id: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "action": self.action,
            "target": self.target,
            "reason": self.reason,
            "phi": None if self.phi is None else round(self.phi, 6),
            "write_id": self.write_id,
            "memory_id": self.item.memory_id if self.item else None,
        }


# ---------------------------------------------------------------------------------------------------------
# the policy


class WritePolicy:
    """Scores, decides and commits candidates for one engine; thread-safe through the engine's user lock."""

    def __init__(self, config: WritePolicyConfig | None = None) -> None:
        self.config = config or WritePolicyConfig()

    # ---- utility ---------------------------------------------------------------------------------------

    @staticmethod
    def _grounding(evidence: str, message: str, tokenize: Callable[[str], list[str]]) -> float:
        if not evidence.strip():
            return 0.0
        if _norm(evidence) in _norm(message):
            return 1.0
        eu = info_units(evidence, tokenize)
        return len(eu & info_units(message, tokenize)) / len(eu) if eu else 0.0

    @staticmethod
    def coverage(text: str, original: str, lang: str | None) -> float:
        """L: half for keeping the user's own wording (no "Chinese stored in English"), half for a pivot
        (English) rendering that makes the memory reachable from the other languages."""
        if not text.strip():
            return 0.0
        keeps = 0.5 if (not original.strip() or _norm(original) in _norm(text)) else 0.0
        pivot = 0.5 if (lang == "en" or _LATIN.search(text)) else 0.0
        return keeps + pivot

    def risk(self, sensitivity: str, ctx: WriteContext) -> float:
        if ctx.consent and ctx.purpose:
            return 0.0
        return SENSITIVITY_RISK.get(sensitivity, 0.0)

    def utility_profile(
        self, delta: ProfileDelta, text: str, ctx: WriteContext, tokenize: Callable[[str], list[str]]
    ) -> Utility:
        ground = self._grounding(delta.evidence, ctx.message, tokenize)
        V = 0.4 * bool(ctx.evidence_ptr) + 0.3 * ground + 0.3 * max(0.0, min(1.0, delta.confidence))
        return Utility(
            U=KEY_USEFULNESS.get(delta.key, 0.5),
            V=V,
            S=KEY_STABILITY.get(delta.key, 0.5),
            R=self.risk(delta.sensitivity, ctx),
            L=self.coverage(text, delta.evidence, delta.lang or ctx.lang),
        )

    def utility_episodic(
        self,
        text: str,
        ctx: WriteContext,
        tokenize: Callable[[str], list[str]],
        *,
        confidence: float,
        sensitivity: str,
    ) -> Utility:
        from .stm import salience, split_sentences

        sal = max((salience(s, "user") for s in split_sentences(text)), default=0.0)
        ground = self._grounding(text, ctx.message, tokenize)
        V = 0.4 * bool(ctx.evidence_ptr) + 0.3 * ground + 0.3 * max(0.0, min(1.0, confidence))
        # events are transient next to traits; a stated goal or constraint outlives small talk
        return Utility(
            U=min(1.0, sal / 5.0),
            V=V,
            S=0.4,
            R=self.risk(sensitivity, ctx),
            L=self.coverage(text, text, ctx.lang),
        )

    # ---- audit -----------------------------------------------------------------------------------------

    @staticmethod
    def _event(ctx: WriteContext, action: str, target: str, **detail: Any) -> AuditEvent:
        d = {"write_id": ctx.write_id, "session_id": ctx.session_id, "turn_ids": ctx.turn_ids, **detail}
        return AuditEvent(
            event_id=uuid.uuid4().hex,
            user_id=ctx.user_id,
            action=action,
            target=target,
            detail=json_safe(redact_json(d, ctx.redact)),
        )

    def _audit(self, engine: MemoryEngine, ctx: WriteContext, action: str, target: str, **detail: Any) -> None:
        engine.store.append_audit([self._event(ctx, action, target, **detail)])

    def _detail(self, util: Utility | None, phi: float | None, record: Mapping[str, Any] | None) -> dict[str, Any]:
        return {
            "utility": util.to_dict() if util else None,
            "phi": None if phi is None else round(phi, 6),
            "tau": self.config.tau,
            "consensus": dict(record or {}),
        }

    # ---- store helpers ---------------------------------------------------------------------------------

    @staticmethod
    def _lock(engine: MemoryEngine, user_id: str) -> threading.RLock:
        return engine._state(user_id).lock

    @staticmethod
    def _vectors(engine: MemoryEngine, items: Sequence[MemoryItem]) -> dict[str, Any]:
        """Every index channel's vectors of ``items`` (store.add_items / supersede_item keyword arguments)."""
        return engine._embed_items(items)

    def _new_item(
        self,
        ctx: WriteContext,
        text: str,
        *,
        source_type: str,
        tags: Sequence[str],
        confidence: float,
        sensitivity: str,
        lang: str | None,
    ) -> MemoryItem:
        return MemoryItem(
            memory_id=f"m_{uuid.uuid4().hex[:16]}",
            user_id=ctx.user_id,
            timestamp=ctx.timestamp,
            lang=lang if lang in LANGS else None,
            title=text[:80],
            summary=text,
            evidence_ptr=ctx.evidence_ptr,
            turn_ids=list(ctx.turn_ids),
            tags=list(tags),
            confidence=max(0.0, min(1.0, confidence)),
            hash=content_hash(source_type, text),
            session_id=ctx.session_id,
            source_type=source_type,  # type: ignore[arg-type]
            valid_from=ctx.timestamp,
            sensitivity=sensitivity,  # type: ignore[arg-type]
        )

    def _add_item(self, engine: MemoryEngine, item: MemoryItem, event: AuditEvent) -> MemoryItem | None:
        kw = self._vectors(engine, [item])
        added = engine.store.add_items([item], **kw, audit=[event])
        engine._index_put(item.user_id, added, kw)
        return added[0] if added else None

    def _supersede(self, engine: MemoryEngine, old_id: str, item: MemoryItem, event: AuditEvent) -> MemoryItem:
        # Every channel's vector goes in with the successor, so it enters the live index in place; with the
        # primary vector alone the next index build would have to embed the others.
        kw = self._vectors(engine, [item])
        vecs = {kw["model"]: kw["vectors"], **(kw.get("extra_vectors") or {})}
        new = engine.store.supersede_item(
            item.user_id,
            old_id,
            item,
            vector=kw["vectors"][item.memory_id],
            model=kw["model"],
            audit=event,
            extra_vectors={m: v[item.memory_id] for m, v in vecs.items() if m != kw["model"]},
        )
        engine._index_drop(item.user_id, [old_id])
        engine._index_put(item.user_id, [new], kw)
        return new

    @staticmethod
    def _fact_item(engine: MemoryEngine, user_id: str, key: str) -> MemoryItem | None:
        tag = f"profile:{key}"
        items = [i for i in engine.store.list_items(user_id, source_types=["fact"]) if tag in i.tags]
        return max(items, key=lambda i: i.updated_at) if items else None

    def _ltm_count(self, engine: MemoryEngine, user_id: str) -> int:
        return engine.store.count_items(user_id, source_types=list(WRITER_SOURCES))  # counted, not loaded

    @staticmethod
    def fact_text(key: str, value: Any, evidence: str) -> str:
        """The LTM form of a profile fact: the user's own words plus an English key/value gloss."""
        gloss = f"[{key.replace('_', ' ')}: {render_value(value)}]"
        ev = " ".join(evidence.split())
        return f"{ev} {gloss}" if ev else gloss

    # ---- profile facts ---------------------------------------------------------------------------------

    def write_fact(
        self,
        engine: MemoryEngine,
        delta: ProfileDelta,
        ctx: WriteContext,
        *,
        record: Mapping[str, Any] | None = None,
    ) -> Outcome:
        """Decide and commit one profile delta; exactly one decision event is audited per call."""
        target = f"profile:{delta.key}"
        evidence = redact_text(delta.evidence or ctx.message, ctx.redact) if ctx.redact else delta.evidence
        text = self.fact_text(delta.key, delta.value, evidence or ctx.message)
        tok = engine.tokenizer
        util = self.utility_profile(delta, text, ctx, tok)
        phi = util.phi(self.config.weights)
        base = self._detail(util, phi, record)
        src = delta.evidence or ctx.message
        additive, correction = bool(_ADDITIVE.search(src)), bool(_CORRECTION.search(src))

        def out(action: str, reason: str, **kw: Any) -> Outcome:
            return Outcome("profile", action, target, reason, phi, write_id=ctx.write_id, **kw)

        if ctx.redact and contains_any(delta.value, [s for s, _ in ctx.redact]):
            self._audit(engine, ctx, BLOCK, target, reason="privacy: value is sensitive without consent", **base)
            return out(BLOCK, "privacy", confirmation=CONSENT_REMINDER[_lang(ctx.reply_lang)])
        if delta.evidence and is_question(delta.evidence):
            self._audit(engine, ctx, NOOP, target, reason="a question asserts nothing", value=delta.value, **base)
            return out(NOOP, "question")

        with self._lock(engine, ctx.user_id):
            existing = engine.store.get_fact(ctx.user_id, delta.key)
            if existing is not None and existing.status == "conflict":
                return self._pending(engine, existing, delta, ctx, base, out)
            dec = decide_fact(existing, delta.key, delta.value, additive=additive, correction=correction)
            if dec.action == NOOP:
                self._audit(engine, ctx, NOOP, target, reason=dec.reason, value=delta.value, **base)
                return out(NOOP, dec.reason, fact=existing)
            if phi < self.config.tau:
                self._audit(engine, ctx, NOOP, target, reason=f"phi {phi:.3f} < tau", value=delta.value, **base)
                return out(NOOP, "below tau")
            if existing is None and self._profile_count(engine, ctx.user_id) >= self.config.profile_capacity:
                self._audit(engine, ctx, NOOP, target, reason="profile quota reached", value=delta.value, **base)
                log.warning("write: profile quota %d reached for %s", self.config.profile_capacity, ctx.user_id)
                return out(NOOP, "capacity")
            new_text = self.fact_text(delta.key, dec.value, evidence or ctx.message)
            if dec.action == CONFLICT:
                assert existing is not None
                q = conflict_question(delta.key, existing.value, dec.value, ctx.reply_lang)
                marked = existing.model_copy(update={"status": "conflict", "updated_at": ctx.timestamp})
                fact = engine.set_fact(
                    marked,
                    action=CONFLICT,
                    **self._event(
                        ctx,
                        CONFLICT,
                        target,
                        reason=dec.reason,
                        proposed=dec.value,
                        proposed_confidence=delta.confidence,
                        proposed_sensitivity=delta.sensitivity,
                        proposed_lang=delta.lang,
                        proposed_text=new_text,
                        evidence_ptr=ctx.evidence_ptr,
                        question=q,
                        **base,
                    ).detail,
                )
                return out(CONFLICT, dec.reason, fact=fact, confirmation=q)
            fact = self._commit_value(engine, delta, dec.value, ctx, existing, dec.action, dec.reason, base)
            item = self._commit_fact_item(engine, delta.key, new_text, delta, ctx, dec.action, base)
            return out(dec.action, dec.reason, fact=fact, item=item)

    def _profile_count(self, engine: MemoryEngine, user_id: str) -> int:
        return sum(1 for f in engine.store.get_profile(user_id) if f.key != CONSENT_KEY)

    def _commit_value(
        self,
        engine: MemoryEngine,
        delta: ProfileDelta,
        value: Any,
        ctx: WriteContext,
        existing: ProfileFact | None,
        action: str,
        reason: str,
        base: Mapping[str, Any],
    ) -> ProfileFact:
        sens = max(delta.sensitivity, existing.sensitivity if existing else "low", key=lambda s: _RANK.get(s, 0))
        fact = ProfileFact(
            user_id=ctx.user_id,
            key=delta.key,
            value=value,
            confidence=max(0.0, min(1.0, delta.confidence)),
            source=ctx.evidence_ptr[0] if ctx.evidence_ptr else "chat",
            updated_at=ctx.timestamp,
            status="ok",
            sensitivity=sens,  # type: ignore[arg-type]
            lang=delta.lang if delta.lang in LANGS else None,  # type: ignore[arg-type]
            consent=ctx.consent,
            purpose=ctx.purpose,
        )
        detail = self._event(ctx, action, f"profile:{delta.key}", reason=reason, **base).detail
        return engine.set_fact(fact, action=action, **detail)

    def _commit_fact_item(
        self,
        engine: MemoryEngine,
        key: str,
        text: str,
        delta: ProfileDelta,
        ctx: WriteContext,
        action: str,
        base: Mapping[str, Any],
    ) -> MemoryItem | None:
        """The LTM side of a fact: ADD a fact item, or supersede the key's current one (validity window)."""
        if key == CONSENT_KEY:
            return None
        sens = delta.sensitivity
        kept = sens == "high" and ctx.consent and ctx.purpose
        tags = [f"profile:{key}"] + ([f"purpose:{ctx.purpose}"] if kept else [])
        item = self._new_item(
            ctx, text, source_type="fact", tags=tags, confidence=delta.confidence, sensitivity=sens, lang=delta.lang
        )
        old = self._fact_item(engine, ctx.user_id, key)
        if old is not None and old.hash == item.hash:
            return old
        if old is not None:
            ev = self._event(ctx, UPDATE, item.memory_id, via=f"profile:{key}", supersedes=old.memory_id, **base)
            return self._supersede(engine, old.memory_id, item, ev)
        ev = self._event(ctx, ADD, item.memory_id, via=f"profile:{key}", text=text, **base)
        return self._add_item(engine, item, ev)

    def _pending(
        self,
        engine: MemoryEngine,
        existing: ProfileFact,
        delta: ProfileDelta,
        ctx: WriteContext,
        base: Mapping[str, Any],
        out: Callable[..., Outcome],
    ) -> Outcome:
        """A new statement about a key whose conflict is still open: restating either side answers the question."""
        target = f"profile:{delta.key}"
        pend = pending_conflict(engine, ctx.user_id, delta.key)
        proposed = pend.detail.get("proposed") if pend else None
        ordered = delta.key in ORDERED_KEYS
        if pend is not None and canonical(delta.value, ordered) == canonical(proposed, ordered):
            fact = resolve_conflict(engine, ctx.user_id, delta.key, True, policy=self, ctx=ctx, how="restated")
            return out(RESOLVE, "restated the proposed value: accepted", fact=fact)
        if canonical(delta.value, ordered) == canonical(existing.value, ordered):
            fact = resolve_conflict(engine, ctx.user_id, delta.key, False, policy=self, ctx=ctx, how="restated")
            return out(RESOLVE, "restated the stored value: rejected the proposal", fact=fact)
        q = conflict_question(delta.key, existing.value, delta.value, ctx.reply_lang)
        text = self.fact_text(delta.key, delta.value, delta.evidence or ctx.message)
        fact = engine.set_fact(
            existing.model_copy(update={"updated_at": ctx.timestamp}),
            action=CONFLICT,
            **self._event(
                ctx,
                CONFLICT,
                target,
                reason="another value while a conflict is open",
                proposed=delta.value,
                proposed_confidence=delta.confidence,
                proposed_sensitivity=delta.sensitivity,
                proposed_lang=delta.lang,
                proposed_text=text,
                evidence_ptr=ctx.evidence_ptr,
                question=q,
                **base,
            ).detail,
        )
        return out(CONFLICT, "another value while a conflict is open", fact=fact, confirmation=q)

    # ---- episodic items --------------------------------------------------------------------------------

    def write_item(
        self,
        engine: MemoryEngine,
        text: str,
        ctx: WriteContext,
        *,
        hits: Sequence[SearchHit] = (),
        confidence: float = 0.8,
        sensitivity: str = "low",
        record: Mapping[str, Any] | None = None,
        experts: WriteExperts | None = None,
        tags: Sequence[str] = (),
    ) -> Outcome:
        """Mem0's update phase for one episodic candidate: top-s similar memories, then ADD/UPDATE/DELETE/NOOP."""
        tok = engine.tokenizer
        util = self.utility_episodic(text, ctx, tok, confidence=confidence, sensitivity=sensitivity)
        phi = util.phi(self.config.weights)
        base = self._detail(util, phi, record)
        cu = info_units(text, tok)

        def out(action: str, target: str, reason: str, item: MemoryItem | None = None) -> Outcome:
            return Outcome("episodic", action, target, reason, phi, item=item, write_id=ctx.write_id)

        for h in hits:
            hu = info_units(h.item.summary, tok)
            if cu and len(cu & hu) / len(cu) >= self.config.recall_overlap:
                self._audit(engine, ctx, NOOP, h.item.memory_id, reason="recalled memory", text=text, **base)
                return out(NOOP, h.item.memory_id, "recalled memory")
        if phi < self.config.tau:
            self._audit(engine, ctx, NOOP, "ltm", reason=f"phi {phi:.3f} < tau", text=text, **base)
            return out(NOOP, "ltm", "below tau")
        kept = sensitivity == "high" and ctx.consent and ctx.purpose  # sensitive, kept by consent for a purpose
        all_tags = list(tags) + ([f"purpose:{ctx.purpose}"] if kept else [])
        item = self._new_item(
            ctx, text, source_type="episodic", tags=all_tags, confidence=confidence, sensitivity=sensitivity, lang=None
        )
        # The message itself (a one-sentence turn distils to its own words): its language is the turn's, detected
        # once by the engine; detecting the same text again with the turn's language as default gives the same.
        lang = _lang(ctx.lang) if text == ctx.message else _lang_of(engine, text, ctx.lang)
        item = item.model_copy(update={"lang": lang})
        with self._lock(engine, ctx.user_id):
            similar = engine.search(
                ctx.user_id,
                text,
                k=self.config.similar_k,
                filters=SearchFilters(source_types=list(WRITER_SOURCES)),
                now=ctx.timestamp,
                lang=item.lang,
            )
            sim_items = [h.item for h in similar]
            dec = decide_item(text, sim_items, tok, self.config)
            if dec.action == ADD and experts is not None and sim_items:
                dec = self._expert_op(experts, text, sim_items, dec)
            if dec.action == NOOP:
                self._audit(engine, ctx, NOOP, dec.target or "ltm", reason=dec.reason, text=text, **base)
                return out(NOOP, dec.target or "ltm", dec.reason)
            if dec.action in (ADD, DELETE) and self._ltm_count(engine, ctx.user_id) >= self.config.ltm_capacity:
                self._audit(engine, ctx, NOOP, "ltm", reason="LTM quota reached", text=text, **base)
                log.warning("write: LTM quota %d reached for %s", self.config.ltm_capacity, ctx.user_id)
                return out(NOOP, "ltm", "capacity")
            if dec.action == UPDATE and dec.target:
                merged = str(dec.value or text)
                if merged != text:
                    item = item.model_copy(
                        update={"summary": merged, "title": merged[:80], "hash": content_hash("episodic", merged)}
                    )
                ev = self._event(ctx, UPDATE, item.memory_id, supersedes=dec.target, reason=dec.reason, **base)
                try:
                    new = self._supersede(engine, dec.target, item, ev)
                except Conflict as e:  # the target changed under us (another writer): record, do not lose
                    self._audit(engine, ctx, NOOP, dec.target, reason=f"supersede refused: {e}", text=text, **base)
                    return out(NOOP, dec.target, "stale target")
                return out(UPDATE, new.memory_id, dec.reason, new)
            if dec.action == DELETE and dec.target:
                engine.store.delete_item(
                    ctx.user_id,
                    dec.target,
                    audit=self._event(ctx, DELETE, dec.target, reason=dec.reason, replaced_by=item.memory_id, **base),
                )
                engine._index_drop(ctx.user_id, [dec.target])
            ev = self._event(ctx, ADD, item.memory_id, reason=dec.reason, text=text, **base)
            added = self._add_item(engine, item, ev)
            if added is None:  # same content live under another id: the store's key caught it
                self._audit(engine, ctx, NOOP, "ltm", reason="same content already live", text=text, **base)
                return out(NOOP, "ltm", "duplicate")
            return out(dec.action if dec.action == DELETE else ADD, added.memory_id, dec.reason, added)

    @staticmethod
    def _expert_op(experts: WriteExperts, text: str, similar: Sequence[MemoryItem], rule: Decision) -> Decision:
        """Let a configured memory_update expert find what rules cannot (contradictions, paraphrased merges)."""
        prop = experts.classify_update(text, [{"id": m.memory_id, "text": m.summary} for m in similar])
        if prop is None or prop.decision != "commit" or not isinstance(prop.value, Mapping):
            return rule
        action = str(prop.value.get("action", "")).upper()
        target = prop.value.get("target_id")
        ids = {m.memory_id for m in similar}
        why = f"memory_update expert: {prop.value.get('reason') or action}"
        if action == NOOP:
            return Decision(NOOP, text, why, target if target in ids else None)
        if action in (UPDATE, DELETE) and target in ids:
            merged = prop.value.get("merged") if action == UPDATE else None
            return Decision(action, merged or text, why, target)
        return rule

    def write_placeholder(
        self, engine: MemoryEngine, redacted: str, kinds: Sequence[str], ctx: WriteContext, record: Mapping[str, Any]
    ) -> Outcome:
        """Privacy veto (seed 000 §6.9): the turn is kept only as a redacted placeholder with a consent reminder."""
        tags = ["redacted", "consent_needed", *[f"pii:{k}" for k in sorted(set(kinds))]]
        item = self._new_item(
            ctx, redacted, source_type="episodic", tags=tags, confidence=1.0, sensitivity="low", lang=ctx.lang
        )
        reminder = CONSENT_REMINDER[_lang(ctx.reply_lang)]
        with self._lock(engine, ctx.user_id):
            ev = self._event(ctx, REDACT, item.memory_id, text=redacted, pii_types=sorted(set(kinds)), consensus=record)
            added = self._add_item(engine, item, ev)
            if added is None:
                self._audit(engine, ctx, NOOP, "ltm", reason="same placeholder already live", text=redacted)
                return Outcome("placeholder", NOOP, "ltm", "duplicate", confirmation=reminder, write_id=ctx.write_id)
        return Outcome(
            "placeholder",
            REDACT,
            added.memory_id,
            "privacy veto",
            item=added,
            confirmation=reminder,
            write_id=ctx.write_id,
        )


def _lang(lang: str | None) -> str:
    return lang if lang in LANGS else "en"


def _lang_of(engine: MemoryEngine, text: str, default: str) -> str | None:
    from .text import detect_language

    try:
        return detect_language(text, default=_lang(default))  # type: ignore[arg-type]
    except Exception:  # a language tag is metadata; never fail a write on it
        return default if default in LANGS else None


# ---------------------------------------------------------------------------------------------------------
# conflicts, consent, scrubbing (engine-facing functions)


def pending_conflict(engine: MemoryEngine, user_id: str, key: str) -> AuditEvent | None:
    """The latest CONFLICT event of a key: it carries the proposed value the question asks about."""
    target = f"profile:{key}"
    limit = 256
    while True:
        events = engine.store.list_audit(user_id, limit=limit)
        for ev in reversed(events):
            if ev.target == target and ev.action == CONFLICT:
                return ev
            if ev.target == target and ev.action == RESOLVE:
                return None
        if len(events) < limit:
            return None
        limit *= 4


def resolve_conflict(
    engine: MemoryEngine,
    user_id: str,
    key: str,
    accept: bool,
    *,
    policy: WritePolicy | None = None,
    ctx: WriteContext | None = None,
    how: str = "answer",
) -> ProfileFact:
    """Apply the user's answer to an open conflict.

    accept: the proposed value becomes the fact (a new version; the old one stays in history) and the blocked
    LTM write happens now, superseding the key's old fact item (its validity window closes). reject: the
    stored value is confirmed (status back to ok), and the proposal stays only in the audit log.
    """
    policy = policy or WritePolicy(WritePolicyConfig.from_engine(engine))
    with policy._lock(engine, user_id):
        fact = engine.store.get_fact(user_id, key)
        if fact is None:
            raise NotFound("profile", key)
        if fact.status != "conflict":
            raise Conflict(f"profile:{key} has no open conflict")
        pend = pending_conflict(engine, user_id, key)
        if pend is None:
            raise Conflict(f"profile:{key} is marked conflict but no proposal is on record")
        d = pend.detail
        now = utcnow()
        c = ctx or WriteContext(
            user_id=user_id,
            session_id=d.get("session_id"),
            timestamp=now,
            message="",
            lang=_lang(d.get("proposed_lang")),
            reply_lang=_lang(d.get("proposed_lang")),
            turn_ids=list(d.get("turn_ids") or []),
        )
        base = {"resolution": "accepted" if accept else "rejected", "how": how, "conflict_event": pend.event_id}
        if not accept:
            restored = fact.model_copy(update={"status": "ok", "updated_at": c.timestamp})
            return engine.set_fact(
                restored, action=RESOLVE, **policy._event(c, RESOLVE, f"profile:{key}", **base).detail
            )
        delta = ProfileDelta(
            key=key,
            value=d.get("proposed"),
            confidence=float(d.get("proposed_confidence") or fact.confidence),
            sensitivity=str(d.get("proposed_sensitivity") or fact.sensitivity),
            evidence="",
            lang=d.get("proposed_lang"),
        )
        consent, purpose = consent_of(engine, user_id)
        c = WriteContext(**{**c.__dict__, "consent": consent, "purpose": purpose})
        new = ProfileFact(
            user_id=user_id,
            key=key,
            value=delta.value,
            confidence=max(0.0, min(1.0, delta.confidence)),
            source=(d.get("evidence_ptr") or ["chat"])[0],
            updated_at=c.timestamp,
            status="ok",
            sensitivity=delta.sensitivity,  # type: ignore[arg-type]
            lang=delta.lang if delta.lang in LANGS else None,  # type: ignore[arg-type]
            consent=consent,
            purpose=purpose,
        )
        fact = engine.set_fact(new, action=RESOLVE, **policy._event(c, RESOLVE, f"profile:{key}", **base).detail)
        text = str(d.get("proposed_text") or WritePolicy.fact_text(key, delta.value, ""))
        c2 = WriteContext(
            **{**c.__dict__, "turn_ids": list(d.get("turn_ids") or []), "session_id": d.get("session_id")}
        )
        policy._commit_fact_item(engine, key, text, delta, c2, UPDATE, base)
        return fact


def consent_of(
    engine: MemoryEngine, user_id: str, profile: Sequence[ProfileFact] | None = None
) -> tuple[bool, str | None]:
    """The user's consent to keep sensitive data and its purpose (from ``profile`` when already loaded)."""
    if profile is not None:
        f = next((x for x in profile if x.key == CONSENT_KEY), None)
    else:
        f = engine.store.get_fact(user_id, CONSENT_KEY)
    if f is None or f.status != "ok" or not isinstance(f.value, Mapping):
        return False, None
    purpose = f.value.get("purpose")
    return bool(f.value.get("consent")), (str(purpose) if purpose else None)


def set_consent(engine: MemoryEngine, user_id: str, consent: bool, purpose: str | None = None) -> ProfileFact:
    """Record (or withdraw) the user's consent to keep sensitive data, with its purpose tag (seed 000 §4.5).

    Stored as a ``high`` sensitivity fact so it never enters a prompt; it is a setting, not a memory.
    """
    if consent and not (purpose and purpose.strip()):
        raise InvalidInput("purpose", "consent to keep sensitive data needs a purpose")
    fact = ProfileFact(
        user_id=user_id,
        key=CONSENT_KEY,
        value={"consent": bool(consent), "purpose": purpose if consent else None},
        confidence=1.0,
        source="user",
        sensitivity="high",
        consent=bool(consent),
        purpose=purpose if consent else None,
    )
    return engine.set_fact(fact, action=UPDATE if consent else DELETE, setting="consent")


def scrub_strings(engine: MemoryEngine, user_id: str, strings: Sequence[str]) -> dict[str, int]:
    """Remove clear strings from everything stored for the user: turns, short-term state, audit text, and every
    item (any version, with its vectors) that mentions them.

    The engine stores a turn before the writer sees it, so a turn with sensitive data the user did not consent
    to keep is already on disk in clear. Forgetting is the store's one operation that scrubs all of those
    tables in one transaction (and compacts the file), so the strings are recorded as a transient profile key
    and that key is forgotten. A ``before_store`` redaction hook in the engine would make this unnecessary.
    """
    needles = sorted({s.strip() for s in strings if s and len(s.strip()) >= 2})
    if not needles:
        return {}
    key = f"_scrub_{uuid.uuid4().hex[:12]}"
    with engine._state(user_id).lock:
        engine.store.upsert_fact(
            ProfileFact(user_id=user_id, key=key, value=needles, sensitivity="high", source="privacy-scrub")
        )
        return engine.forget(user_id, key)


# ---------------------------------------------------------------------------------------------------------
# the turn writer (the orchestration; experts come in through WriteExperts)


class PolicyWriter:
    """Implements the engine's ``TurnWriter``: candidates after each turn -> scored, decided, committed.

    Order within a turn: (1) an answer to an open confirmation question resolves it; (2) a forget request is
    executed; (3) privacy: sensitive data without consent is scrubbed and only a placeholder written; (4) profile
    deltas; (5) the episodic candidate; (6) the running STM summary through the summarizer.
    """

    def __init__(self, experts: WriteExperts, policy: WritePolicy | None = None) -> None:
        self.experts = experts
        self.policy = policy
        self._summaries: dict[tuple[str, str], tuple[int, str]] = {}  # (user, session) -> (turns covered, text)
        self._lock = threading.Lock()
        self._tls = threading.local()
        self.counters: dict[str, int] = {}

    def _count(self, name: str) -> None:
        with self._lock:
            self.counters[name] = self.counters.get(name, 0) + 1

    def _policy(self, engine: MemoryEngine) -> WritePolicy:
        if self.policy is None:
            self.policy = WritePolicy(WritePolicyConfig.from_engine(engine))
        return self.policy

    # ---- the STM summarizer hook (ShortTermMemory's ``summarize`` callable) ---------------------------

    def summarize(self, summary: str, turns: list[Any], lang: str) -> str:
        """stm.Summarize: fold turns into the running summary with the summarizer role."""
        self._tls.summarized = True
        rows = [{"role": str(t.role), "text": str(t.text)} for t in turns]
        max_tokens = self.policy.config.summary_max_tokens if self.policy else 120
        prop = self.experts.summarize(summary, rows, _lang(lang), max_tokens)
        if prop.decision != "commit" or not isinstance(prop.value, Mapping):
            self._count("summary_fallback")
            from .stm import extractive_fold
            from .tokens import default_token_counter

            log.warning("write: summarizer %s (%s); extractive fold used", prop.decision, prop.reason)
            return extractive_fold(summary, turns, _lang(lang), default_token_counter(), max_tokens)  # type: ignore[arg-type]
        return str(prop.value.get("summary", ""))

    # ---- the TurnWriter protocol ------------------------------------------------------------------------

    def after_turn(
        self,
        engine: MemoryEngine,
        user_id: str,
        session_id: str,
        message: str,
        reply: str | None,
        hits: list[SearchHit],
        lang: str,
        timestamp: datetime,
    ) -> WriteReport:
        from .engine import WriteReport

        policy = self._policy(engine)
        report = WriteReport()
        try:
            profile = engine.store.get_profile(user_id)
            reply_lang = _lang(engine.builder.preferred_lang(profile) or lang)
            consent, purpose = consent_of(engine, user_id, profile)
            turn_ids = self._turn_ids(engine, user_id, session_id, message, timestamp)
            state = engine.stm(user_id, session_id)
            ctx = WriteContext(
                user_id=user_id,
                session_id=session_id,
                timestamp=timestamp,
                message=message,
                lang=_lang(lang),
                reply_lang=reply_lang,
                turn_ids=turn_ids,
                consent=consent,
                purpose=purpose,
            )
            if self._answer_confirmation(engine, profile, ctx, report):
                return report
            if self._forget(engine, ctx, report):
                return report
            self._write_candidates(engine, policy, profile, ctx, state.running_summary, hits, report)
            if ctx.redact:  # the scrub rewrote the short-term state
                state = engine.stm(user_id, session_id)
            self._refresh_summary(engine, state, reply, reply_lang, (consent, purpose), report)
            return report
        finally:
            self._tls.summarized = False

    @staticmethod
    def _turn_ids(engine: MemoryEngine, user_id: str, session_id: str, message: str, ts: datetime) -> list[str]:
        """The stored user turn this message became (it may have been stored redacted: then the latest one)."""
        # The engine stored it moments ago and remembers what it stored; a store query only when another write to
        # the session came in between.
        for t in reversed(engine.recent_turns(user_id, session_id)):
            if t.speaker == "user" and t.text == message:
                return [t.turn_id]
        # The turn was stored moments ago: it is among the session's last few (message, reply), not further back.
        recent = engine.store.get_turns(user_id, session_id=session_id, offset=-8)
        turns = [t for t in recent if t.speaker == "user"]
        for t in reversed(turns):
            if t.text == message:
                return [t.turn_id]
        return [turns[-1].turn_id] if turns and turns[-1].timestamp == ts else []

    def before_store(self, engine: MemoryEngine, user_id: str, message: str, lang: str) -> str:
        """Engine hook: the form of a user message that may be stored (turn row, STM, turn item).

        High-sensitivity data without consent and purpose is redacted before anything reaches disk; with the
        hook in place ``after_turn`` finds nothing to scrub and only writes the placeholder and the reminder.
        """
        consent, purpose = consent_of(engine, user_id)
        if consent and purpose:
            return message
        verdict = self.experts.classify_privacy(message, consent, purpose)
        high = verdict.typed(("high",))
        return redact_text(message, high) if high else message

    @staticmethod
    def _add(report: WriteReport, o: Outcome) -> None:
        report.decisions.append(o.to_dict())
        if o.fact is not None and o.action in (ADD, UPDATE, RESOLVE):
            report.facts.append(o.fact)
        if o.item is not None and o.action in (ADD, UPDATE, DELETE, REDACT):
            report.items.append(o.item)
        if o.action == CONFLICT and o.fact is not None:
            report.conflicts.append(o.fact)
        if o.confirmation and report.confirmation is None:
            report.confirmation = o.confirmation

    def _answer_confirmation(
        self, engine: MemoryEngine, profile: list[ProfileFact], ctx: WriteContext, report: WriteReport
    ) -> bool:
        open_ = [f for f in profile if f.status == "conflict"]
        if not open_:
            return False
        ans = parse_yes_no(ctx.message)
        if ans is None:
            return False
        f = max(open_, key=lambda x: x.updated_at)
        fact = resolve_conflict(engine, ctx.user_id, f.key, ans, policy=self._policy(engine), ctx=ctx)
        self._add(
            report,
            Outcome("profile", RESOLVE, f"profile:{f.key}", "accepted" if ans else "rejected", fact=fact),
        )
        return True

    def _forget(self, engine: MemoryEngine, ctx: WriteContext, report: WriteReport) -> bool:
        keys = parse_forget_request(ctx.message)
        if keys is None:
            return False
        for key in keys:
            target = f"profile:{key}"
            if engine.store.get_fact(ctx.user_id, key) is None:
                self._policy(engine)._audit(engine, ctx, FORGET, target, reason="nothing stored under this key")
                self._add(report, Outcome("profile", NOOP, target, "nothing to forget", write_id=ctx.write_id))
                continue
            counts = engine.forget(ctx.user_id, key)
            # the event names the key and the counts only: the forgotten values must not come back through it
            self._policy(engine)._audit(engine, ctx, FORGET, target, counts=counts)
            self._add(report, Outcome("profile", FORGET, target, "forgotten on request", write_id=ctx.write_id))
        return True

    def _write_candidates(
        self,
        engine: MemoryEngine,
        policy: WritePolicy,
        profile: list[ProfileFact],
        ctx: WriteContext,
        summary: str,
        hits: Sequence[SearchHit],
        report: WriteReport,
    ) -> None:
        verdict = self.experts.classify_privacy(ctx.message, ctx.consent, ctx.purpose)
        if not verdict.ok:
            # Without a privacy verdict nothing derived from the turn is written (STM only); the audit says why.
            self._count("privacy_fail")
            policy._audit(engine, ctx.fork(), FAIL, "privacy", reason="privacy filter failed: LTM write deferred")
            report.decisions.append({"kind": "privacy", "action": FAIL, "reason": "privacy filter failed"})
            return
        high = verdict.typed(("high",))
        sensitive = bool(high) and not (ctx.consent and ctx.purpose)
        clear = ctx.message
        if sensitive:
            ctx.redact = list(high)
            stored = (
                [t.text for t in engine.store.get_turns(ctx.user_id, turn_ids=ctx.turn_ids)] if ctx.turn_ids else []
            )
            on_disk = [s for s, _ in high if not stored or any(_norm(s) in _norm(t) for t in stored)]
            if on_disk:  # stored before the writer saw it (no before_store hook in the engine): scrub it
                scrub_strings(engine, ctx.user_id, on_disk)
                self._count("scrubbed_turns")
            ctx.message = redact_text(clear, high)
            # the turn's raw item was erased by the scrub; it lives on as the placeholder only
            self._add(
                report,
                policy.write_placeholder(engine, ctx.message, [k for _, k in high], ctx.fork(), verdict.record),
            )
        existing = {f.key: f.value for f in profile if f.status == "ok" and f.key != CONSENT_KEY}
        prop = self.experts.extract_profile(ctx.message, summary, existing, ctx.lang, ctx.consent, ctx.purpose)
        deltas = self._deltas(prop)
        deltas += self.experts.contact_facts(clear, verdict) if not sensitive else []
        if high and not sensitive:  # consented: kept in clear, but labelled for what it is
            for d in deltas:
                if contains_any([d.evidence, d.value], [s for s, _ in high]):
                    d.sensitivity = "high"
        covered: list[str] = []
        if prop.decision == "fail":
            self._count("profile_fail")
            policy._audit(engine, ctx.fork(), FAIL, "profile", reason=prop.reason, consensus=prop.record)
            report.decisions.append({"kind": "profile", "action": FAIL, "reason": prop.reason})
        elif prop.decision == "defer" and not prop.reason.startswith("conflict"):
            # high disagreement / low faithfulness: STM only, no LTM write, a yes/no question (seed 000 §6.9)
            self._count("profile_defer")
            policy._audit(engine, ctx.fork(), DEFER, "profile", reason=prop.reason, consensus=prop.record)
            report.decisions.append({"kind": "profile", "action": DEFER, "reason": prop.reason})
            report.confirmation = report.confirmation or prop.confirmation
            deltas = [d for d in deltas if d.key in ("address", "phone", "email")]
        elif prop.decision == "block":
            self._count("profile_block")
            policy._audit(engine, ctx.fork(), BLOCK, "profile", reason=prop.reason, consensus=prop.record)
            report.decisions.append({"kind": "profile", "action": BLOCK, "reason": prop.reason})
            report.confirmation = report.confirmation or CONSENT_REMINDER[_lang(ctx.reply_lang)]
            deltas = []
        for d in deltas:
            o = policy.write_fact(engine, d, ctx.fork(), record=prop.record)
            self._add(report, o)
            if d.evidence:
                covered.append(d.evidence)
        if sensitive:
            return
        dist = self.experts.distill(ctx.message, ctx.lang, ctx.consent, ctx.purpose)
        text = str(dist.value.get("summary", "")).strip() if isinstance(dist.value, Mapping) else ""
        if dist.decision != "commit" or not text:
            return
        from .stm import split_sentences

        if all(is_question(x) for x in split_sentences(text)):
            return  # a question is asked, not remembered (its raw turn stays retrievable)
        if any(_norm(text) in _norm(ev) or _norm(ev) in _norm(text) for ev in covered if ev):
            return  # the turn's content went into a profile fact (whose item keeps its words)
        conf = float((dist.record.get("s") or {}).get(dist.record.get("chosen") or "", 0.8) or 0.8)
        sens = verdict.sensitivity if verdict.sensitivity in ("low", "med", "high") else "low"
        o = policy.write_item(
            engine,
            text,
            ctx.fork(),
            hits=hits,
            confidence=conf,
            sensitivity=sens,
            record=dist.record,
            experts=self.experts,
        )
        o.kind = "episodic"
        self._add(report, o)

    @staticmethod
    def _deltas(prop: Proposal) -> list[ProfileDelta]:
        if not isinstance(prop.value, Mapping):
            return []
        out = []
        for f in prop.value.get("facts") or []:
            if not isinstance(f, Mapping) or not f.get("key") or f.get("value") in (None, "", []):
                continue
            sens = f.get("sensitivity") if f.get("sensitivity") in ("low", "med", "high") else "low"
            out.append(
                ProfileDelta(
                    key=str(f["key"]),
                    value=f["value"],
                    confidence=float(f.get("confidence", 0.5)),
                    sensitivity=str(sens),
                    evidence=str(f.get("evidence") or ""),
                    lang=f.get("lang") if f.get("lang") in LANGS else None,
                )
            )
        return out

    def _refresh_summary(
        self,
        engine: MemoryEngine,
        state: ShortTermState,
        reply: str | None,
        lang: str,
        consent: tuple[bool, str | None],
        report: WriteReport,
    ) -> None:
        """Keep the running summary with the summarizer role (seed 000 §5.3).

        When the engine folds dropped turns through ``self.summarize`` nothing is left to do. Otherwise the
        engine's extractive fold is replaced: the turns outside the STM window are folded incrementally
        (previous summarizer output + the newly dropped turns), or from scratch after a restart.
        """
        if getattr(self._tls, "summarized", False):
            return
        policy = self._policy(engine)
        user_id, session_id = state.user_id, state.session_id
        if len(state.last_k_turns) < state.k and not state.running_summary:
            return  # the window has never overflowed: nothing was dropped yet
        # Counted, and only the turns the summary still has to take in are loaded: a long session (the chat
        # endpoint's default one) would otherwise be read whole after every turn. A summary that already covers
        # the first turns gets the count and the turns after them in one statement.
        key = (user_id, session_id)
        with self._lock:
            cached = self._summaries.get(key)
        tail: list[Any] | None = None
        if cached is not None and cached[0] > 0:
            total, tail = engine.store.session_tail(user_id, session_id, cached[0])
        else:
            total = engine.store.count_turns(user_id, session_id=session_id)
        end = total - (1 if reply else 0)  # reply: not in STM yet
        n_dropped = max(0, end - len(state.last_k_turns))
        if not n_dropped:
            return
        if cached is not None and cached[0] == n_dropped:
            text = cached[1]
        else:
            if cached is not None and 0 < cached[0] < n_dropped:
                prev, first = cached[1], cached[0]  # fold in only what was dropped since
            else:
                k = policy.config.summary_input_turns
                if n_dropped > k:
                    log.warning("write: summary rebuilt from the last %d of %d dropped turns", k, n_dropped)
                prev, first = "", max(0, n_dropped - k)
            if tail is not None and cached is not None and first == cached[0]:
                new = tail[: n_dropped - first]
            else:
                new = engine.store.get_turns(user_id, session_id=session_id, offset=first, limit=n_dropped - first)
            rows = [{"role": t.speaker, "text": t.text} for t in new]
            prop = self.experts.summarize(prev, rows, lang, policy.config.summary_max_tokens, *consent)
            if prop.decision != "commit" or not isinstance(prop.value, Mapping):
                self._count("summary_fallback")
                report.decisions.append({"kind": "summary", "action": FAIL, "reason": prop.reason})
                return
            text = str(prop.value.get("summary", ""))
            with self._lock:
                self._summaries[key] = (n_dropped, text)
            ctx = WriteContext(
                user_id=user_id, session_id=session_id, timestamp=utcnow(), message="", lang=lang, reply_lang=lang
            )
            policy._audit(engine, ctx, SUMMARY, f"stm:{session_id}", covers_turns=n_dropped, consensus=prop.record)
            report.decisions.append({"kind": "summary", "action": SUMMARY, "target": f"stm:{session_id}"})
        if text and text != state.running_summary:
            engine.put_stm(state.model_copy(update={"running_summary": text}))


__all__ = [
    "ADD",
    "CONFLICT",
    "DELETE",
    "NOOP",
    "UPDATE",
    "Decision",
    "Outcome",
    "PolicyWriter",
    "PrivacyVerdict",
    "ProfileDelta",
    "Proposal",
    "Utility",
    "UtilityWeights",
    "WriteContext",
    "WriteExperts",
    "WritePolicy",
    "WritePolicyConfig",
    "canonical",
    "conflict_question",
    "consent_of",
    "decide_fact",
    "decide_item",
    "parse_forget_request",
    "parse_yes_no",
    "pending_conflict",
    "redact_text",
    "resolve_conflict",
    "scrub_strings",
    "set_consent",
]

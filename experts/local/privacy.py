"""PII / sensitivity classifier with redaction (JA/EN/ZH), no model.

Identifiers that are structurally checkable are validated, not just pattern-matched: a My Number is 12 digits
whose last digit is the official check digit, a card number passes Luhn. That is what makes their confidence
high; keyword-anchored or heuristic findings (addresses, health terms) carry lower confidences.

Sensitivity follows what a leak would cost: government IDs, card/bank numbers and health conditions are
``high`` (consent + purpose needed to keep them), contact data and addresses ``med``. Allergies are
reported (``med``) but not redacted: the user states them so the assistant acts on them.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field
from typing import Any

from ._text import detect_lang, nfkc

_RANK = {"low": 0, "med": 1, "high": 2}


@dataclass(frozen=True)
class Finding:
    type: str
    text: str
    start: int
    end: int
    sensitivity: str
    confidence: float
    redact: bool = True


@dataclass
class PiiReport:
    sensitivity: str
    findings: list[Finding]
    redacted: str
    allowed: bool  # may the text be stored in clear (nothing to redact, or consent + purpose)
    confidence: float
    meta: dict[str, Any] = field(default_factory=dict)

    def to_answer(self) -> dict[str, Any]:
        """The privacy_filter role's JSON answer."""
        return {
            "sensitivity": self.sensitivity,
            "findings": [
                {"type": f.type, "text": f.text, "sensitivity": f.sensitivity, "confidence": round(f.confidence, 3)}
                for f in self.findings
            ],
            "redacted": self.redacted,
            "allowed": self.allowed,
        }

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["findings"] = [asdict(f) for f in self.findings]
        return d


def my_number_valid(digits: str) -> bool:
    """Check digit of the Japanese individual number (マイナンバー), per the official formula."""
    if len(digits) != 12 or not digits.isdigit():
        return False
    body = [int(c) for c in digits[:11]][::-1]  # P_1 is the digit just left of the check digit
    s = sum(p * (n + 1 if n <= 6 else n - 5) for n, p in enumerate(body, start=1))
    r = s % 11
    return int(digits[11]) == (0 if r <= 1 else 11 - r)


def luhn_valid(digits: str) -> bool:
    if not 13 <= len(digits) <= 19 or not digits.isdigit():
        return False
    total = 0
    for i, c in enumerate(reversed(digits)):
        d = int(c)
        if i % 2 == 1:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def _digits(s: str) -> str:
    return re.sub(r"\D", "", s)


_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_PHONE = re.compile(
    r"(?<![0-9A-Za-z+])(?:"
    r"\+\d{1,3}[-\s]?\(?\d{1,4}\)?(?:[-\s]?\d{2,4}){2,3}"  # international
    r"|0\d{1,4}[-\s]?\d{1,4}[-\s]?\d{3,4}"  # Japanese domestic: leading 0
    r"|1[3-9]\d[-\s]?\d{4}[-\s]?\d{4}"  # Chinese mobile
    r"|\(\d{3}\)\s?\d{3}-\d{4}|\d{3}-\d{3}-\d{4}"  # North American
    r")(?![0-9A-Za-z-])"
)
_DIGIT_RUN = re.compile(r"(?<![\d-])\d{4}[-\s]?\d{4}[-\s]?\d{4}(?:[-\s]?\d{1,7})?(?![\d-])")
_MY_NUMBER_KW = re.compile(r"マイナンバー|個人番号|my ?number|individual number|个人编号", re.I)
_RESIDENCE_CARD = re.compile(r"(?<![A-Za-z0-9])[A-Z]{2}\d{8}[A-Z]{2}(?![A-Za-z0-9])")
_PASSPORT_KW = re.compile(r"passport|パスポート|旅券|护照", re.I)
_PASSPORT = re.compile(r"(?<![A-Za-z0-9])[A-Z]{1,2}\d{7,8}(?![A-Za-z0-9])")
_BANK = re.compile(r"(?:口座番号|account number|账号|银行卡号|帳號)\D{0,6}(\d[\d\s-]{6,22}\d)", re.I)
_BIRTH = re.compile(
    r"(?:born on|date of birth|birthday is|生年月日(?:は)?|誕生日(?:は)?|出生日期(?:是)?|生日(?:是)?)\s*[:：]?\s*"
    r"(\d{4}[-/年.]\d{1,2}[-/月.]\d{1,2}日?|[A-Z][a-z]+ \d{1,2},? \d{4}|\d{1,2}月\d{1,2}日)",
    re.I,
)
_POSTAL_JP = re.compile(r"〒\s?\d{3}-?\d{4}|(?<!\d)\d{3}-\d{4}(?=\s*(?:東京都|北海道|京都府|大阪府|\S{2,3}県))")
_ADDR_JP = re.compile(
    r"(?:東京都|北海道|京都府|大阪府|[\u4e00-\u9fff]{2,3}県)?[\u4e00-\u9fff\u30a0-\u30ff]{1,12}?[市区町村]"
    r"[\u4e00-\u9fff\u30a0-\u30ff\u3040-\u309f]{0,12}?\d+(?:丁目|番地?|号)?(?:[-－]?\d+(?:丁目|番地?|号)?){0,3}"
)
_ADDR_EN = re.compile(
    r"\b\d{1,5}\s+(?:[A-Z][\w.'-]*\s+){1,4}(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Way|"
    r"Court|Ct|Place|Pl)\b\.?(?:,\s*(?:Apt|Suite|Unit)\.?\s*\w+)?"
)
_ADDR_ZH = re.compile(
    r"(?:(?![是在的我家地址为住])[\u4e00-\u9fff]){2,8}?(?:省|市)[\u4e00-\u9fff]{1,10}(?:区|县|市)[\u4e00-\u9fff\d]{1,20}?(?:路|街|道|巷)\d+号"
    r"(?:\d+(?:室|楼|栋))*"
)
_ADDR_KW = re.compile(
    r"(?:my address is|住所は|地址是)\s*[:：]?\s*([^。.!?！？\n]{4,60}?)(?=です|でした|$|[。.!?！？\n])", re.I
)
_HEALTH = re.compile(
    r"diagnosed with [\w -]{2,30}|\b(?:depression|anxiety disorder|cancer|HIV|diabetes|pregnan(?:t|cy)|"
    r"antidepressants?|chemotherapy|bipolar|schizophrenia|epilepsy|dementia|mental illness)\b|"
    r"うつ病|鬱病|がん(?:を患|と診断)|癌|HIV|糖尿病|妊娠|持病|抗うつ剤|精神科|てんかん|認知症|と診断され|"
    r"抑郁症|癌症|糖尿病|怀孕|艾滋病|病史|精神病|癫痫|确诊",
    re.I,
)
_ALLERGY = re.compile(r"allerg\w*|アレルギー|过敏", re.I)


def classify_pii(text: str, *, consent: bool = False, purpose: str | None = None) -> PiiReport:
    """Findings, overall sensitivity and the redacted text for ``text``.

    With ``consent`` and a ``purpose`` the findings are still reported (the audit needs them) but the text
    may be stored in clear (``allowed``), as seed 000 §6.6 requires.
    """
    t = nfkc(text or "")
    found: list[Finding] = []

    def add(kind: str, m: re.Match[str], sens: str, conf: float, group: int = 0, redact: bool = True) -> None:
        found.append(Finding(kind, m.group(group), m.start(group), m.end(group), sens, conf, redact))

    for m in _EMAIL.finditer(t):
        add("email", m, "med", 0.95)
    for m in _DIGIT_RUN.finditer(t):
        d = _digits(m.group(0))
        if len(d) == 12 and my_number_valid(d):
            add("my_number", m, "high", 0.95)
        elif len(d) == 12 and _MY_NUMBER_KW.search(t):
            add("my_number", m, "high", 0.7)
        elif luhn_valid(d):
            add("card_number", m, "high", 0.95)
    for m in _RESIDENCE_CARD.finditer(t):
        add("residence_card", m, "high", 0.9)
    if _PASSPORT_KW.search(t):
        for m in _PASSPORT.finditer(t):
            add("passport", m, "high", 0.85)
    for m in _BANK.finditer(t):
        add("bank_account", m, "high", 0.8, group=1)
    for m in _BIRTH.finditer(t):
        add("birth_date", m, "med", 0.85, group=1)
    # Japanese and Chinese addresses share their script; use the pattern of the text's language only
    lang = detect_lang(t)
    addr = [(_POSTAL_JP, 0.9), (_ADDR_EN, 0.8)]
    addr += [(_ADDR_ZH, 0.85)] if lang == "zh" else [(_ADDR_JP, 0.85)]
    for rx, conf in addr:
        for m in rx.finditer(t):
            add("address", m, "med", conf)
    for m in _ADDR_KW.finditer(t):
        add("address", m, "med", 0.7, group=1)
    for m in _PHONE.finditer(t):
        n = len(_digits(m.group(0)))
        if 10 <= n <= 13:
            add("phone", m, "med", 0.9 if n in (10, 11) else 0.75)
    for m in _HEALTH.finditer(t):
        add("health", m, "high", 0.7)
    for m in _ALLERGY.finditer(t):
        add("allergy", m, "med", 0.8, redact=False)

    # overlapping spans: keep the more sensitive, then the more certain (precise patterns), then the longer
    found.sort(key=lambda f: (-_RANK[f.sensitivity], -f.confidence, -(f.end - f.start), f.start))
    kept: list[Finding] = []
    for f in found:
        if all(f.end <= k.start or f.start >= k.end for k in kept):
            kept.append(f)
    kept.sort(key=lambda f: f.start)

    sensitivity = max((f.sensitivity for f in kept), key=_RANK.__getitem__, default="low")
    allowed = (consent and bool(purpose)) or not any(f.redact for f in kept)
    redacted = t
    if not (consent and purpose):
        for f in sorted(kept, key=lambda f: -f.start):
            if f.redact:
                redacted = redacted[: f.start] + f"[{f.type.upper()}]" + redacted[f.end :]
    conf = sum(f.confidence for f in kept) / len(kept) if kept else 0.7  # rules can miss free-form PII
    return PiiReport(sensitivity, kept, redacted, allowed, conf, {"consent": consent, "purpose": purpose})


def redact_value(value: Any, *, consent: bool = False, purpose: str | None = None) -> Any:
    """The same JSON structure with every string redacted (the privacy-veto placeholder)."""
    if isinstance(value, str):
        return classify_pii(value, consent=consent, purpose=purpose).redacted
    if isinstance(value, dict):
        return {k: redact_value(v, consent=consent, purpose=purpose) for k, v in value.items()}
    if isinstance(value, list):
        return [redact_value(v, consent=consent, purpose=purpose) for v in value]
    return value


def value_sensitivity(value: Any, *, consent: bool = False, purpose: str | None = None) -> PiiReport:
    """Classify all the text inside a JSON value at once."""
    return classify_pii("\n".join(_strings(value)), consent=consent, purpose=purpose)


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    if isinstance(value, int | float) and not isinstance(value, bool):
        return [str(value)]
    return []

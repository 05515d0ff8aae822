"""Local link verifiers: three experts for the ``link_verifier`` role, each with knowledge the others lack.

* ``LocalFactVerifier``: the lexicon (JMdict / CC-CEDICT glosses, Sudachi morphology, transliteration, the
  profile extractor's allergen labels) and the quantities; judges the whole pair: same / different / unsure.
* ``LocalPhraseVerifier``: USE-multilingual word and gloss-phrase vectors. Vectors cannot see a swapped value
  (husband / wife sit at 0.74), so it never judges a pair on its own; it only aligns values another verifier
  left unmatched ("office" / 職場 through the gloss "workplace", "flying" / 飞机).
* ``LocalQuantityVerifier``: numbers, dates, periods, deadlines and currency units with its own normalisation;
  vetoes a pair whose quantities differ and aligns unmatched unit words (yen / 円 / 日元, monthly / 每月).

All answer in the JSON an LLM verifier gives (configs/prompts/link_verifier.yaml), so the link consensus
(experts/links.py) weighs them with API or vLLM verifiers when those are configured.
"""

from __future__ import annotations

import re
from typing import Any

from memory.fact_cover import UsemWordVectors, settle
from memory.fact_quantities import KUAI_MONEY
from memory.facts import Thesaurus, compare, compare_quantities, extract

from ..base import ExpertTask
from . import LocalExpert
from .profile_vocab import ALLERGENS
from .verifier import PassageEmbedder


def _lang(v: Any) -> str | None:
    return v if v in ("ja", "en", "zh") else None


def allergen_thesaurus() -> Thesaurus:
    """The profile extractor's multilingual allergen labels (甲殻類 / shellfish, そば / buckwheat) as a thesaurus:
    a label aligns with its canonical name only, so two labels of one coarse class (walnut / almond) never do."""
    out: Thesaurus = {}
    for canon, forms in ALLERGENS.items():
        out[canon] = canon
        for f in forms:
            low = f.casefold()
            low = low[:-1] if low.isascii() and low.endswith("s") and not low.endswith("ss") and len(low) > 3 else low
            out.setdefault(low, canon)
    return out


def _values(inp: dict[str, Any], key: str) -> list[str]:
    v = inp.get(key) or []
    return [str(x) for x in v] if isinstance(v, list) else []


class LocalFactVerifier(LocalExpert):
    """The lexicon verifier: value by value, three-valued (memory.facts.compare without vectors). A rule, so its
    confidence is high when a value visibly differs and moderate otherwise (a lexicon can miss a difference)."""

    role = "link_verifier"
    required_inputs = ("a", "b")

    def __init__(self, name: str = "local/fact_verifier", *, reliability: float = 0.8) -> None:
        super().__init__(name, reliability=reliability)
        self.thesaurus = allergen_thesaurus()

    def _answer(self, task: ExpertTask) -> tuple[Any, float, dict[str, Any]]:
        inp = task.inputs
        fc = compare(str(inp["a"]), str(inp["b"]), None, a_lang=_lang(inp.get("lang_a")),
                     b_lang=_lang(inp.get("lang_b")), thesaurus=self.thesaurus)  # fmt: skip
        if _values(inp, "unmatched_a") or _values(inp, "unmatched_b"):
            # asked to settle another verifier's unmatched values: the lexicon's own alignments answer it
            met = {x for x, _, _ in fc.aligned}, {y for _, y, _ in fc.aligned}
            return _settle_answer(inp, [(x, y) for x, y, _ in fc.aligned], met, "fact"), 0.8, {"reason": fc.reason}
        diffs = [{"a": ", ".join(d.a), "b": ", ".join(d.b), "kind": d.kind} for d in fc.differences]
        conf = {"same": 0.75, "different": 0.95, "unsure": 0.6}[fc.verdict]
        answer: dict[str, Any] = {
            "verdict": fc.verdict,
            "same": fc.same,
            "scope": "fact",
            "differences": diffs if fc.verdict == "different" else [],
            "unmatched": {"a": fc.unmatched_a, "b": fc.unmatched_b},
            "confidence": conf,
        }
        if fc.more_specific:
            answer["more_specific"] = fc.more_specific  # that memory adds a detail: the merge keeps its text
        return answer, conf, {"aligned": [list(x) for x in fc.aligned], "reason": fc.reason}


def _settle_answer(inp: dict[str, Any], pairs: list[tuple[str, str]], met: tuple[set[str], set[str]],
                   scope: str) -> dict[str, Any]:  # fmt: skip
    ua, ub = _values(inp, "unmatched_a"), _values(inp, "unmatched_b")
    la = [v for v in ua if v not in met[0]]
    lb = [v for v in ub if v not in met[1]]
    aligned = [{"a": x, "b": y} for x, y in pairs if x in ua or y in ub]
    return {
        "verdict": "same" if not la and not lb else "unsure",
        "same": not la and not lb,
        "scope": scope,
        "aligned": aligned,
        "unmatched": {"a": la, "b": lb},
        "differences": [],
    }


class LocalPhraseVerifier(LocalExpert):
    """USE-m3 alignment of the values another verifier left unmatched (memory.fact_cover.settle)."""

    role = "link_verifier"
    required_inputs = ("a", "b")

    def __init__(
        self, embedder: PassageEmbedder, name: str = "local/phrase_verifier", *, reliability: float = 0.6
    ) -> None:
        super().__init__(name, reliability=reliability)
        self.words = UsemWordVectors(embedder)

    def _answer(self, task: ExpertTask) -> tuple[Any, float, dict[str, Any]]:
        inp = task.inputs
        ua, ub = _values(inp, "unmatched_a"), _values(inp, "unmatched_b")
        if not ua and not ub:
            # asked for a whole verdict: vectors cannot see a swapped value, so this verifier does not give one
            return {"verdict": "unsure", "same": False, "scope": "values", "unmatched": {"a": [], "b": []},
                    "differences": []}, 0.5, {"reason": "aligns values only when asked"}  # fmt: skip
        pairs, _, _ = settle(str(inp["a"]), str(inp["b"]), ua, ub, self.words, a_lang=_lang(inp.get("lang_a")),
                               b_lang=_lang(inp.get("lang_b")))  # fmt: skip
        met = {x for x, _, _ in pairs}, {y for _, y, _ in pairs}
        ans = _settle_answer(inp, [(x, y) for x, y, _ in pairs], met, "values")
        conf = min((sc for *_, sc in pairs), default=0.5)
        ans["confidence"] = round(conf, 4)
        return ans, conf, {"cosines": [list(p) for p in pairs]}


# currency and period words, normalised across scripts (a closed class: units, not values)
_UNITS: dict[str, str] = {
    **dict.fromkeys(("yen", "jpy", "円", "日元", "日圆", "日币", "¥"), "cur:JPY"),
    **dict.fromkeys(("dollar", "dollars", "usd", "ドル", "美元", "$"), "cur:USD"),
    **dict.fromkeys(("yuan", "rmb", "cny", "元", "人民币", "块", "人民元"), "cur:CNY"),
    **dict.fromkeys(("euro", "euros", "eur", "ユーロ", "欧元", "€"), "cur:EUR"),
    **dict.fromkeys(("month", "monthly", "月", "月額", "每月", "毎月"), "per:month"),
    **dict.fromkeys(("week", "weekly", "週", "每周", "毎週"), "per:week"),
    **dict.fromkeys(("year", "yearly", "annual", "annually", "年", "每年", "毎年"), "per:year"),
}
_UNIT_RE = re.compile(
    "|".join(
        [
            *sorted((re.escape(k) for k in _UNITS if not k.isascii() and k != "块"), key=len, reverse=True),
            KUAI_MONEY,  # 块 as money, not the classifier of 一块墓地 "a plot" (round 25)
        ]
    )
)
_UNIT_WORD = re.compile(r"[A-Za-z$¥€]+")


def _units_of(text: str) -> list[str]:
    out = [_UNITS[w.casefold()] for w in _UNIT_WORD.findall(text) if w.casefold() in _UNITS]
    out += [_UNITS[m.group(0)] for m in _UNIT_RE.finditer(text)]
    return sorted(u for u in set(out) if u.startswith("cur:"))


class LocalQuantityVerifier(LocalExpert):
    """Numbers, dates, periods, deadlines (memory.facts) and currencies (its own table): a quantity that
    differs vetoes the link; asked to settle, it aligns unmatched unit words the other memory also states."""

    role = "link_verifier"
    required_inputs = ("a", "b")

    def __init__(self, name: str = "local/quantity_verifier", *, reliability: float = 0.8) -> None:
        super().__init__(name, reliability=reliability)

    def _answer(self, task: ExpertTask) -> tuple[Any, float, dict[str, Any]]:
        inp = task.inputs
        a, b = str(inp["a"]), str(inp["b"])
        ua, ub = _values(inp, "unmatched_a"), _values(inp, "unmatched_b")
        if ua or ub:
            ca, cb = _units_of(a), _units_of(b)
            pairs = []
            for v in ua:
                u = _UNITS.get(v.casefold())
                if u is not None and (u in cb or u in _quantities(b, inp.get("lang_b"))):
                    pairs.append((v, u))
            for v in ub:
                u = _UNITS.get(v.casefold())
                if u is not None and (u in ca or u in _quantities(a, inp.get("lang_a"))):
                    pairs.append((u, v))
            met = {x for x, _ in pairs}, {y for _, y in pairs}
            return _settle_answer(inp, pairs, met, "quantities") | {"confidence": 0.9}, 0.9, {}
        A, B = extract(a, _lang(inp.get("lang_a"))), extract(b, _lang(inp.get("lang_b")))
        diffs, _, _ = compare_quantities(A, B)
        ca, cb = _units_of(a), _units_of(b)
        if ca and cb and ca != cb:
            diffs.append(_Diff("currency", ca, cb))
        out = [{"a": ", ".join(d.a), "b": ", ".join(d.b), "kind": d.kind} for d in diffs]
        verdict = "different" if out else "same"
        return {"verdict": verdict, "same": not out, "scope": "quantities", "differences": out,
                "unmatched": {"a": [], "b": []}, "confidence": 0.9}, 0.9, {}  # fmt: skip


class _Diff:
    def __init__(self, kind: str, a: list[str], b: list[str]) -> None:
        self.kind, self.a, self.b = kind, a, b


def _quantities(text: str, lang: Any) -> set[str]:
    u = extract(text, _lang(lang))
    return set(u.periods)


__all__ = ["LocalFactVerifier", "LocalPhraseVerifier", "LocalQuantityVerifier", "allergen_thesaurus"]

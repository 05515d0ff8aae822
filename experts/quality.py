"""The quality axes of one expert's candidate: faithfulness F, consistency C, usefulness U, stability S, language
fit L and privacy risk R, each in [0, 1] (seed 000 §6.3).

The consensus (:mod:`experts.consensus`) weighs candidates by these axes; they are computed here, apart from the
voting arithmetic, because they read the task's evidence (turns, the stored value, the user's languages) with
the local text tools and the cross-lingual verifier, while the arithmetic reads only numbers.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from memory.write_rules import KEY_STABILITY, KEY_USEFULNESS

from .base import ExpertTask, canonical
from .local._text import content_units, detect_lang, languages_in
from .local.privacy import value_sensitivity
from .local.verifier import CrossLingualVerifier

if TYPE_CHECKING:
    from .consensus import QualityWeights


@dataclass(frozen=True)
class QualityAxes:
    F: float
    C: float
    U: float
    S: float
    L: float
    R: float

    def phi(self, w: QualityWeights) -> float:
        return w.F * self.F + w.C * self.C + w.U * self.U + w.S * self.S + w.L * self.L - w.R * self.R


@dataclass
class ScoringContext:
    """What a candidate is judged against."""

    source: str = ""  # the evidence it must be grounded in
    existing: Mapping[str, Any] = field(default_factory=dict)  # current profile: key -> value
    candidate_ids: set[str] | None = None  # memory selector: ids that exist
    candidate_scores: Mapping[str, float] = field(default_factory=dict)
    consent: bool = False
    purpose: str | None = None
    target_lang: str | None = None

    @classmethod
    def from_task(cls, task: ExpertTask) -> ScoringContext:
        inp = task.inputs
        parts: list[str] = []
        for key in ("source", "turn", "text", "summary", "previous_summary", "query", "fact"):
            v = inp.get(key)
            if isinstance(v, str) and v:
                parts.append(v)
        turns = inp.get("turns")
        if isinstance(turns, str):
            parts.append(turns)
        elif isinstance(turns, list):
            for t in turns:
                parts.append(str(t.get("text") or t.get("content") or "") if isinstance(t, Mapping) else str(t))
        cands = inp.get("candidates")
        ids: set[str] | None = None
        scores: dict[str, float] = {}
        if isinstance(cands, list):
            ids = {str(c.get("id")) for c in cands if isinstance(c, Mapping)}
            scores = {str(c.get("id")): float(c.get("score", 0.0)) for c in cands if isinstance(c, Mapping)}
            parts.extend(str(c.get("text", "")) for c in cands if isinstance(c, Mapping))
        existing = inp.get("existing") if isinstance(inp.get("existing"), Mapping) else {}
        return cls(
            source="\n".join(p for p in parts if p),
            existing=existing or {},
            candidate_ids=ids,
            candidate_scores=scores,
            consent=bool(inp.get("consent", False)),
            purpose=inp.get("purpose") or None,
            target_lang=task.lang,
        )


class QualityScorer(Protocol):
    def score(self, task: ExpertTask, value: Any, ctx: ScoringContext) -> QualityAxes: ...


# The usefulness / stability priors of profile keys are the write path's (memory.write_rules), so that the
# experts' quality score and the write decision never disagree about a key. Keys whose values accumulate: a
# second value is news, not a change of the first.
_LIST_KEYS = {"allergies", "diet", "family", "pets", "preferred_language"}


def _strings(v: Any, skip: frozenset[str] = frozenset()) -> list[str]:
    if isinstance(v, str):
        return [v]
    if isinstance(v, Mapping):
        return [s for k, x in v.items() if k not in skip for s in _strings(x, skip)]
    if isinstance(v, list | tuple):
        return [s for x in v for s in _strings(x, skip)]
    if isinstance(v, int | float) and not isinstance(v, bool):
        return [str(v)]
    return []


def _norm(s: str) -> str:
    return "".join(unicodedata.normalize("NFKC", s).casefold().split())


class HeuristicScorer:
    """Rule-based axes; with a multilingual embedder, faithfulness also holds across languages.

    F is lexical grounding (share of the candidate's content units found in the source); when a verifier is
    given, a cross-lingual paraphrase can lift it (cosine mapped linearly from ``sim_lo``..``sim_hi`` to 0..1),
    because a correct English summary of a Japanese turn shares no words with it.
    """

    def __init__(self, verifier: CrossLingualVerifier | None = None, sim_lo: float = 0.25, sim_hi: float = 0.65):
        self.verifier = verifier
        self.sim_lo = sim_lo
        self.sim_hi = sim_hi

    # -- helpers --
    def grounding(self, text: str, source: str) -> float:
        units = content_units(text)
        if not units:
            return 1.0
        src = set(content_units(source))
        lexical = sum(1 for u in units if u in src) / len(units)
        if self.verifier is None or lexical >= 0.999 or not source.strip():
            return lexical
        sim = self.verifier.similarity(source, text)
        semantic = min(1.0, max(0.0, (sim - self.sim_lo) / (self.sim_hi - self.sim_lo)))
        return max(lexical, semantic)

    def _coverage(self, text: str, ctx: ScoringContext) -> float:
        src = languages_in(ctx.source) if ctx.source else set()
        if not src or not text.strip():
            return 1.0
        return len(languages_in(text) & src) / len(src)

    def _risk(self, value: Any, ctx: ScoringContext, text: str | None = None) -> float:
        rep = value_sensitivity(value if text is None else text, consent=ctx.consent, purpose=ctx.purpose)
        if rep.allowed and ctx.consent and ctx.purpose:
            return 0.0
        risk = 0.0
        for f in rep.findings:
            r = (1.0 if f.sensitivity == "high" else 0.5 if f.sensitivity == "med" else 0.0) * (
                1.0 if f.redact else 0.4
            )
            risk = max(risk, r)
        return risk

    # -- per role --
    def score(self, task: ExpertTask, value: Any, ctx: ScoringContext) -> QualityAxes:
        role = task.role
        if role == "profile_extractor" and isinstance(value, Mapping):
            return self._profile(value, ctx)
        if role == "memory_selector" and isinstance(value, Mapping):
            return self._selection(value, ctx)
        if role == "summarizer" and isinstance(value, Mapping):
            text = str(value.get("summary", ""))
            F = self.grounding(text, ctx.source)
            key_units = {u for u in content_units(ctx.source) if any(ch.isdigit() for ch in u)}
            got = set(content_units(text))
            U = (len(key_units & got) / len(key_units) if key_units else 1.0) if text.strip() else 0.0
            target = ctx.target_lang or detect_lang(ctx.source)
            L = 1.0 if (not text.strip() or target is None or detect_lang(text, target) == target) else 0.3
            return QualityAxes(F, 1.0, U, 0.5, L, self._risk(value, ctx))
        if role == "privacy_filter" and isinstance(value, Mapping):
            red = str(value.get("redacted", ""))
            F = self.grounding(re.sub(r"\[[A-Z_]+\]", " ", red), ctx.source)
            return QualityAxes(F, 1.0, 1.0, 0.5, self._coverage(red, ctx), self._risk(None, ctx, text=red))
        # other roles (verifier verdicts, update decisions) are judgements, not claims about the source
        return QualityAxes(1.0, 1.0, 1.0, 0.5, 1.0, self._risk(value, ctx))

    def _profile(self, value: Mapping[str, Any], ctx: ScoringContext) -> QualityAxes:
        facts = [f for f in value.get("facts", []) if isinstance(f, Mapping)]
        risk = self._risk(value, ctx)
        if not facts:
            return QualityAxes(1.0, 1.0, 0.0, 0.0, 1.0, risk)
        src = _norm(ctx.source)
        Fs, Cs, Us, Ss = [], [], [], []
        texts: list[str] = []
        for f in facts:
            key = str(f.get("key", ""))
            ev = str(f.get("evidence") or "")
            if ev and _norm(ev) and _norm(ev) in src:
                Fs.append(1.0)  # quoted evidence found verbatim in the turn
            else:
                Fs.append(self.grounding(" ".join(_strings(f.get("value"))) + " " + ev, ctx.source))
            if key in ctx.existing and key not in _LIST_KEYS:
                Cs.append(1.0 if canonical(ctx.existing[key]) == canonical(f.get("value")) else 0.0)
            else:
                Cs.append(1.0)  # new key, or a list key where a new item adds rather than contradicts
            Us.append(KEY_USEFULNESS.get(key, 0.5))
            Ss.append(KEY_STABILITY.get(key, 0.5))
            texts.append(ev or " ".join(_strings(f.get("value"))))
        n = len(facts)
        L = self._coverage(" ".join(texts), ctx)
        return QualityAxes(sum(Fs) / n, sum(Cs) / n, sum(Us) / n, sum(Ss) / n, L, risk)

    def _selection(self, value: Mapping[str, Any], ctx: ScoringContext) -> QualityAxes:
        ids = [str(s.get("id")) for s in value.get("selected", []) if isinstance(s, Mapping)]
        if not ids:
            return QualityAxes(1.0, 1.0, 0.0, 0.5, 1.0, 0.0)
        known = ctx.candidate_ids
        F = sum(1 for i in ids if known is None or i in known) / len(ids)  # invented ids are unfaithful
        top = max(ctx.candidate_scores.values(), default=0.0)
        U = (sum(ctx.candidate_scores.get(i, 0.0) for i in ids) / len(ids) / top) if top > 0 else 0.5
        dup = 1.0 if len(set(ids)) == len(ids) else 0.5
        return QualityAxes(F, dup, min(1.0, U), 0.5, 1.0, 0.0)


__all__ = ["HeuristicScorer", "QualityAxes", "QualityScorer", "ScoringContext"]

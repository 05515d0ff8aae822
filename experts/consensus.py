"""Mixture-of-experts consensus at the memory-critical junctions (seed 000 §3.4, §6.2-§6.9).

The arithmetic, exactly as implemented (all knobs in ``ConsensusConfig``):

* routing: eligible experts (``task.tag in expert.tags``) ranked by ``λ_r·r_k − λ_c·ĉ_k`` where ĉ_k is the
  expected cost in ``cost_unit_usd`` units; the first ``max_experts`` that fit ``budget_usd`` are taken in that
  order. If even the first stage does not fit, the budget is exhausted: the cheapest experts whose
  faithfulness prior is at least ``high_f_reliability`` are taken instead (seed §6.9).
* per candidate: axes F, C, U, S, L, R in [0, 1] (``QualityScorer``) and
  ``φ_k = w_F·F + w_C·C + w_U·U + w_S·S + w_L·L − w_R·R``.
* soft voting: ``g_k = softmax_k(β·s_k − α·c_k)`` over the valid candidates, ``c_k = cost_usd / cost_unit_usd``;
  candidates are grouped by equal canonical value and ``score(z) = Σ_{k: ẑ_k = z} g_k·φ_k``;
  ``z* = argmax score`` with exact ties broken by higher F, then higher L, then lower cost.
* early exit after a stage (more experts left): ``F(z*) ≥ τ_F`` and ``C(z*) ≥ τ_C`` and
  ``margin = score(z*) − max_{z≠z*} score(z) ≥ Δ`` (margin = score(z*) when it is alone).
* fallback: when the margin is below ``ε`` the group with most experts wins (majority vote); if that is tied
  too, the experts disagree: decision ``defer`` (STM only, no LTM write) with a yes/no confirmation question.
* privacy veto: ``R(z*) ≥ privacy_veto_R`` without consent+purpose gives ``block`` and a redacted placeholder.
* thresholds: a chosen value below τ_F or τ_C is deferred for confirmation, never committed.

Group axes (F, C, L, R) are the g-weighted means of the members' axes; group cost is the cheapest member's.
"""

from __future__ import annotations

import asyncio
import logging
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, field, replace
from typing import Any

import numpy as np

from memory.errors import InvalidInput
from memory.write_text import CONSENT_REMINDER, LABELS, render_value

from .base import VOLATILE_KEYS, Candidate, Expert, ExpertTask, canonical, run_sync
from .local._text import detect_lang
from .local.privacy import redact_value
from .quality import HeuristicScorer, QualityAxes, QualityScorer, ScoringContext

log = logging.getLogger("kioku.consensus")

Decision = str  # "commit" | "defer" | "block" | "fail"


# ---------------------------------------------------------------------------------------------------------
# configuration


@dataclass(frozen=True)
class QualityWeights:
    F: float = 0.35  # faithfulness
    C: float = 0.20  # consistency with existing memory
    U: float = 0.15  # usefulness
    S: float = 0.10  # stability
    L: float = 0.10  # cross-lingual coverage
    R: float = 0.10  # privacy risk (penalty)


@dataclass(frozen=True)
class ConsensusConfig:
    weights: QualityWeights = field(default_factory=QualityWeights)
    beta: float = 4.0  # β on confidence s_k
    alpha: float = 1.0  # α on normalised cost c_k
    cost_unit_usd: float = 0.001  # c_k = cost_usd / cost_unit_usd
    tau_F: float = 0.7
    tau_C: float = 0.7
    delta: float = 0.15  # Δ, early-exit margin
    epsilon: float = 0.02  # ε, "scores are close" -> majority vote
    initial_k: int = 2  # experts in the first stage (seed §6.7: K <= 2 for most turns)
    expand_k: int = 1  # experts added per later stage
    max_experts: int = 3
    budget_usd: float = 0.01  # per consensus call
    lambda_r: float = 4.0  # λ_r, routing weight of the reliability prior
    lambda_c: float = 1.0  # λ_c, routing weight of expected cost (in cost units)
    high_f_reliability: float = 0.6  # "high-F" experts under budget exhaustion
    privacy_veto_R: float = 1.0
    self_consistency_n: int = 1  # N samples inside each expert (seed §6.2)
    self_consistency_temperature: float = 0.7
    expected_prompt_tokens: int = 600  # for routing cost estimates
    ignore_keys: frozenset[str] = VOLATILE_KEYS

    def __post_init__(self) -> None:
        if self.initial_k < 1 or self.expand_k < 1 or self.max_experts < 1:
            raise InvalidInput("config", "initial_k, expand_k and max_experts must be >= 1")
        if self.cost_unit_usd <= 0:
            raise InvalidInput("cost_unit_usd", "must be > 0")


# ---------------------------------------------------------------------------------------------------------
# the arithmetic


def soft_weights(s: Sequence[float], c: Sequence[float], beta: float, alpha: float) -> list[float]:
    """g_k = exp(β s_k − α c_k) / Σ_j exp(β s_j − α c_j), computed stably."""
    if not s:
        return []
    z = np.asarray([beta * si - alpha * ci for si, ci in zip(s, c, strict=True)], dtype=np.float64)
    e = np.exp(z - z.max())
    return (e / e.sum()).tolist()


@dataclass
class Group:
    key: str
    value: Any
    members: list[int]  # indices into the candidate list
    score: float
    F: float
    C: float
    L: float
    R: float
    cost: float


@dataclass
class Aggregation:
    g: list[float]  # aligned with candidates; 0 for failed ones
    phi: list[float | None]
    c: list[float]
    s: list[float]
    groups: list[Group]  # best first
    margin: float

    @property
    def best(self) -> Group | None:
        return self.groups[0] if self.groups else None


def aggregate(
    cands: Sequence[Candidate],
    axes: Sequence[QualityAxes | None],
    cfg: ConsensusConfig,
    s_override: Sequence[float] | None = None,
) -> Aggregation:
    s = [float(x) for x in (s_override if s_override is not None else [c.confidence for c in cands])]
    c = [cd.cost_usd / cfg.cost_unit_usd for cd in cands]
    valid = [i for i, cd in enumerate(cands) if cd.ok and axes[i] is not None]
    g = [0.0] * len(cands)
    for i, w in zip(
        valid, soft_weights([s[i] for i in valid], [c[i] for i in valid], cfg.beta, cfg.alpha), strict=True
    ):
        g[i] = w
    phi: list[float | None] = [ax.phi(cfg.weights) if ax is not None else None for ax in axes]
    by_key: dict[str, list[int]] = {}
    for i in valid:
        by_key.setdefault(canonical(cands[i].value, cfg.ignore_keys), []).append(i)
    groups: list[Group] = []
    for key, members in by_key.items():
        gw = sum(g[i] for i in members)

        def wmean(attr: str, members: list[int] = members, gw: float = gw) -> float:
            if gw <= 0:
                return sum(getattr(axes[i], attr) for i in members) / len(members)
            return sum(g[i] * getattr(axes[i], attr) for i in members) / gw

        groups.append(
            Group(
                key=key,
                value=cands[members[0]].value,
                members=members,
                score=sum(g[i] * phi[i] for i in members),  # type: ignore[operator]
                F=wmean("F"),
                C=wmean("C"),
                L=wmean("L"),
                R=wmean("R"),
                cost=min(c[i] for i in members),
            )
        )
    groups.sort(key=lambda gr: (-round(gr.score, 12), -gr.F, -gr.L, gr.cost))
    margin = (groups[0].score - groups[1].score) if len(groups) > 1 else (groups[0].score if groups else 0.0)
    return Aggregation(g, phi, c, s, groups, margin)


def early_exit_ok(agg: Aggregation, cfg: ConsensusConfig) -> bool:
    b = agg.best
    return b is not None and b.F >= cfg.tau_F and b.C >= cfg.tau_C and agg.margin >= cfg.delta


# ---------------------------------------------------------------------------------------------------------
# routing


@dataclass
class Route:
    experts: list[Expert]
    mode: str  # "normal" | "budget"
    estimated_usd: dict[str, float]
    scores: dict[str, float]


def _faithfulness_prior(e: Expert) -> float:
    return float(getattr(e, "faithfulness", e.reliability))


def route(pool: Sequence[Expert], task: ExpertTask, cfg: ConsensusConfig, n_samples: int = 1) -> Route:
    eligible = [e for e in pool if task.tag in e.tags]
    if not eligible:
        raise InvalidInput("tag", f"no expert in the pool serves {task.tag!r}")
    est = {
        e.name: e.cost_per_1k * (cfg.expected_prompt_tokens + task.budget_tokens) * n_samples / 1000.0 for e in eligible
    }
    score = {e.name: cfg.lambda_r * e.reliability - cfg.lambda_c * est[e.name] / cfg.cost_unit_usd for e in eligible}
    ranked = sorted(eligible, key=lambda e: (-score[e.name], est[e.name], e.name))
    first = ranked[: cfg.initial_k]
    if sum(est[e.name] for e in first) <= cfg.budget_usd:
        chosen: list[Expert] = []
        total = 0.0
        for e in ranked:
            if len(chosen) >= cfg.max_experts:
                break
            if total + est[e.name] <= cfg.budget_usd:
                chosen.append(e)
                total += est[e.name]
        return Route(chosen, "normal", est, score)
    # budget exhaustion (seed §6.9): prefer high-faithfulness, low-cost experts
    reliable = [e for e in eligible if _faithfulness_prior(e) >= cfg.high_f_reliability] or eligible
    by_cost = sorted(reliable, key=lambda e: (est[e.name], -_faithfulness_prior(e), e.name))
    chosen, total = [], 0.0
    for e in by_cost:
        if len(chosen) >= cfg.max_experts:
            break
        if total + est[e.name] <= cfg.budget_usd:
            chosen.append(e)
            total += est[e.name]
    if not chosen:
        chosen = by_cost[:1]  # nothing fits: one cheapest reliable expert, flagged by mode
    return Route(chosen, "budget", est, score)


# ---------------------------------------------------------------------------------------------------------
# result


@dataclass
class ExpertRecord:
    expert: str
    ok: bool
    error: str | None
    value: Any
    s: float  # confidence used for weighting (calibrated when a calibrator exists)
    s_raw: float
    c: float  # normalised cost
    cost_usd: float
    cost_tokens: int
    latency_ms: float
    axes: dict[str, float] | None
    phi: float | None
    g: float
    group: int | None  # index into ConsensusResult.groups
    stage: int


@dataclass
class ConsensusResult:
    role: str
    tag: str
    decision: Decision  # commit | defer | block | fail
    value: Any  # z* (the redacted placeholder when blocked)
    reason: str
    chosen: int | None  # index of the chosen group's first member in ``records``
    records: list[ExpertRecord]
    groups: list[dict[str, Any]]  # [{"value", "members", "score", "F", "C", "L", "R"}], best first
    margin: float
    early_exit: bool
    stages: int
    route_mode: str
    total_cost_usd: float
    total_tokens: int
    confirmation: str | None = None  # yes/no question for the next turn (defer / block)
    stm_only: bool = False  # write to STM only, defer the LTM write

    @property
    def chosen_expert(self) -> str | None:
        return self.records[self.chosen].expert if self.chosen is not None else None

    def to_audit(self) -> dict[str, Any]:
        """⟨z, {s_k}, {φ_k}, {g_k}⟩ plus the action, keyed by expert name (seed 000 §6.6)."""
        return {
            "z": self.value,
            "s": {r.expert: r.s for r in self.records},
            "phi": {r.expert: r.phi for r in self.records},
            "g": {r.expert: r.g for r in self.records},
            "decision": self.decision,
            "reason": self.reason,
            "chosen": self.chosen_expert,
            "margin": self.margin,
            "failed": {r.expert: r.error for r in self.records if not r.ok},
            "cost_usd": self.total_cost_usd,
            "tokens": self.total_tokens,
            "role": self.role,
        }

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["chosen_expert"] = self.chosen_expert
        return d


# ---------------------------------------------------------------------------------------------------------
# confirmation questions (seed §6.6: one line, yes/no, in the user's language)


def _render(v: Any, lang: str) -> str:
    return render_value(v, lang, ignore=VOLATILE_KEYS)


def confirmation_question(role: str, value: Any, lang: str | None, existing: Mapping[str, Any] | None = None) -> str:
    lang = lang if lang in ("ja", "en", "zh") else "en"
    existing = existing or {}
    if role == "profile_extractor" and isinstance(value, Mapping) and value.get("facts"):
        facts = [f for f in value["facts"] if isinstance(f, Mapping)]
        conflict = next(
            (
                f
                for f in facts
                if f.get("key") in existing and canonical(existing[f["key"]]) != canonical(f.get("value"))
            ),
            None,
        )
        f = conflict or facts[0]
        key = str(f.get("key"))
        label = LABELS[lang].get(key, key)
        new = _render(f.get("value"), lang)
        if conflict is not None:
            old = _render(existing[key], lang)
            return {
                "en": f"Earlier you told me your {label} was {old}, now {new}. Is {new} correct? (yes/no)",
                "ja": f"以前は{label}が「{old}」と伺いましたが、「{new}」で正しいですか？（はい／いいえ）",
                "zh": f"您之前说{label}是“{old}”，现在是“{new}”，对吗？（是/否）",
            }[lang]
        return {
            "en": f"Just to confirm, your {label}: {new}. Is that right? (yes/no)",
            "ja": f"確認させてください。{label}は「{new}」で合っていますか？（はい／いいえ）",
            "zh": f"想确认一下：您的{label}是“{new}”吗？（是/否）",
        }[lang]
    text = _render(value.get("summary", value) if isinstance(value, Mapping) else value, lang)
    text = text if len(text) <= 80 else text[:79] + "…"
    return {
        "en": f"Did I get this right: {text}? (yes/no)",
        "ja": f"この理解で合っていますか：「{text}」（はい／いいえ）",
        "zh": f"我理解得对吗：“{text}”？（是/否）",
    }[lang]


# ---------------------------------------------------------------------------------------------------------
# the orchestrator


class Consensus:
    """Route, run in stages with early exit, score, vote, and decide (commit / defer / block / fail)."""

    def __init__(
        self,
        pool: Sequence[Expert],
        config: ConsensusConfig | None = None,
        scorer: QualityScorer | None = None,
        calibrators: Mapping[str, Callable[[float], float]] | None = None,
    ) -> None:
        names = [e.name for e in pool]
        dup = {n for n in names if names.count(n) > 1}
        if dup:
            raise InvalidInput("pool", f"expert names must be unique (audit keys): {sorted(dup)}")
        self.pool = list(pool)
        self.config = config or ConsensusConfig()
        self.scorer: QualityScorer = scorer or HeuristicScorer()
        self.calibrators = dict(calibrators or {})
        # decisions and expert failures over this object's lifetime, for metrics and the nightly job
        self.counters: Counter[str] = Counter()

    def route(self, task: ExpertTask, config: ConsensusConfig | None = None) -> Route:
        cfg = config or self.config
        return route(self.pool, task, cfg, max(task.n_samples, cfg.self_consistency_n))

    async def _run_one(self, expert: Expert, task: ExpertTask) -> Candidate:
        try:
            cand = await expert.run(task)
        except Exception as e:
            log.exception("expert %s raised", expert.name)
            return Candidate(expert.name, None, 0.0, 0, 0.0, 0.0, False, f"{type(e).__name__}: {e}", {})
        if cand.expert != expert.name:
            cand.expert = expert.name
        return cand

    def _s(self, cand: Candidate) -> float:
        cal = self.calibrators.get(cand.expert)
        return float(cal(cand.confidence)) if cal is not None and cand.ok else cand.confidence

    async def arun(
        self, task: ExpertTask, context: ScoringContext | None = None, *, budget_usd: float | None = None
    ) -> ConsensusResult:
        """``budget_usd`` overrides the configured budget for this call (e.g. what is left of a turn's)."""
        cfg = self.config if budget_usd is None else replace(self.config, budget_usd=budget_usd)
        ctx = context or ScoringContext.from_task(task)
        if cfg.self_consistency_n > 1 and task.n_samples == 1:
            task = task.with_(
                n_samples=cfg.self_consistency_n,
                temperature=max(task.temperature, cfg.self_consistency_temperature),
            )
        rt = self.route(task, cfg)
        experts = rt.experts
        cands: list[Candidate] = []
        axes: list[QualityAxes | None] = []
        stage_of: list[int] = []
        spent = 0.0
        done = 0
        stage = 0
        early = False
        budget_stop = False
        agg: Aggregation | None = None
        while done < len(experts):
            size = cfg.initial_k if stage == 0 else cfg.expand_k
            batch = experts[done : done + size]
            if stage > 0 and spent + sum(rt.estimated_usd[e.name] for e in batch) > cfg.budget_usd:
                budget_stop = True
                break
            results = await asyncio.gather(*(self._run_one(e, task) for e in batch))
            for cand in results:
                cands.append(cand)
                stage_of.append(stage)
                spent += cand.cost_usd
                axes.append(self.scorer.score(task, cand.value, ctx) if cand.ok else None)
            done += len(batch)
            stage += 1
            agg = aggregate(cands, axes, cfg, [self._s(c) for c in cands])
            if done < len(experts) and early_exit_ok(agg, cfg):
                early = True
                break
        assert agg is not None
        result = self._decide(cfg, task, ctx, rt, cands, axes, stage_of, agg, stage, early, budget_stop)
        self.counters[f"decision:{result.decision}"] += 1
        for r in result.records:
            if not r.ok:
                self.counters[f"failed:{r.expert}"] += 1
        return result

    def run(
        self, task: ExpertTask, context: ScoringContext | None = None, *, budget_usd: float | None = None
    ) -> ConsensusResult:
        return run_sync(self.arun(task, context, budget_usd=budget_usd))

    def _decide(
        self,
        cfg: ConsensusConfig,
        task: ExpertTask,
        ctx: ScoringContext,
        rt: Route,
        cands: list[Candidate],
        axes: list[QualityAxes | None],
        stage_of: list[int],
        agg: Aggregation,
        stages: int,
        early: bool,
        budget_stop: bool,
    ) -> ConsensusResult:
        group_of = {i: gi for gi, gr in enumerate(agg.groups) for i in gr.members}
        records = [
            ExpertRecord(
                expert=c.expert,
                ok=c.ok,
                error=c.error,
                value=c.value,
                s=agg.s[i],
                s_raw=c.confidence,
                c=agg.c[i],
                cost_usd=c.cost_usd,
                cost_tokens=c.cost_tokens,
                latency_ms=c.latency_ms,
                axes=asdict(axes[i]) if axes[i] is not None else None,  # type: ignore[arg-type]
                phi=agg.phi[i],
                g=agg.g[i],
                group=group_of.get(i),
                stage=stage_of[i],
            )
            for i, c in enumerate(cands)
        ]
        groups = [
            {
                "value": g.value,
                "members": [cands[i].expert for i in g.members],
                "score": g.score,
                "F": g.F,
                "C": g.C,
                "L": g.L,
                "R": g.R,
                "cost": g.cost,
            }
            for g in agg.groups
        ]
        base = dict(
            role=task.role,
            tag=task.tag,
            records=records,
            groups=groups,
            margin=agg.margin,
            early_exit=early,
            stages=stages,
            route_mode=rt.mode,
            total_cost_usd=sum(c.cost_usd for c in cands),
            total_tokens=sum(c.cost_tokens for c in cands),
        )
        suffix = " (budget exhausted)" if (budget_stop or rt.mode == "budget") else ""
        if agg.best is None:
            return ConsensusResult(
                decision="fail", value=None, reason="no_valid_candidate" + suffix, chosen=None, **base
            )

        chosen = agg.best
        reason = "early_exit" if early else "soft_vote"
        disputed = False
        if len(agg.groups) > 1 and agg.margin < cfg.epsilon:
            counts = sorted((len(g.members) for g in agg.groups), reverse=True)
            if counts[0] > counts[1]:
                chosen = max(agg.groups, key=lambda g: len(g.members))
                reason = "majority_vote"
            else:
                disputed = True
        idx = chosen.members[0]
        value = chosen.value
        lang = task.lang or detect_lang(ctx.source)

        if chosen.R >= cfg.privacy_veto_R and not (ctx.consent and ctx.purpose):
            return ConsensusResult(
                decision="block",
                value=redact_value(value),
                reason="privacy_veto" + suffix,
                chosen=idx,
                confirmation=CONSENT_REMINDER.get(lang or "en", CONSENT_REMINDER["en"]),
                stm_only=True,
                **base,
            )
        if disputed:
            return ConsensusResult(
                decision="defer",
                value=value,
                reason="disagreement" + suffix,
                chosen=idx,
                confirmation=confirmation_question(task.role, value, lang, ctx.existing),
                stm_only=True,
                **base,
            )
        low = [n for n, v, t in (("F", chosen.F, cfg.tau_F), ("C", chosen.C, cfg.tau_C)) if v < t]
        if low:
            why = "conflict" if "C" in low else "low_faithfulness"
            return ConsensusResult(
                decision="defer",
                value=value,
                reason=f"{why}: " + ", ".join(f"{n}={getattr(chosen, n):.3f}" for n in low) + suffix,
                chosen=idx,
                confirmation=confirmation_question(task.role, value, lang, ctx.existing),
                stm_only=True,
                **base,
            )
        return ConsensusResult(decision="commit", value=value, reason=reason + suffix, chosen=idx, **base)


# ---------------------------------------------------------------------------------------------------------
# calibration (seed §6.8)


def calibrate_isotonic(
    confidences: Sequence[float], outcomes: Sequence[float], weights: Sequence[float] | None = None
) -> Callable[[float | np.ndarray], float | np.ndarray]:
    """Monotone map from raw confidence to observed success rate, by pool-adjacent-violators.

    Equal confidences are pooled first; the fitted step values are joined by linear interpolation and
    clipped at the ends (the behaviour of sklearn's IsotonicRegression with out_of_bounds="clip").
    """
    x = np.asarray(confidences, dtype=np.float64)
    y = np.asarray(outcomes, dtype=np.float64)
    w = np.ones_like(x) if weights is None else np.asarray(weights, dtype=np.float64)
    if x.shape != y.shape or x.shape != w.shape or x.ndim != 1 or x.size == 0:
        raise InvalidInput("confidences", "confidences, outcomes (and weights) must be equal-length, non-empty 1-D")
    if not (np.all(np.isfinite(x)) and np.all(np.isfinite(y))):
        raise InvalidInput("confidences", "values must be finite")
    ux, inv = np.unique(x, return_inverse=True)
    wsum = np.bincount(inv, weights=w)
    ymean = np.bincount(inv, weights=w * y) / wsum
    # PAV over the unique x's: blocks of (value, weight, count)
    vals: list[float] = []
    wts: list[float] = []
    cnt: list[int] = []
    for v, wt in zip(ymean.tolist(), wsum.tolist(), strict=True):
        vals.append(v)
        wts.append(wt)
        cnt.append(1)
        while len(vals) > 1 and vals[-2] > vals[-1]:
            v2, w2, c2 = vals.pop(), wts.pop(), cnt.pop()
            tot = wts[-1] + w2
            vals[-1] = (vals[-1] * wts[-1] + v2 * w2) / tot
            wts[-1] = tot
            cnt[-1] += c2
    fitted = np.repeat(np.asarray(vals), np.asarray(cnt))

    def calibrated(s: float | np.ndarray) -> float | np.ndarray:
        out = np.interp(np.asarray(s, dtype=np.float64), ux, fitted)
        return float(out) if np.ndim(out) == 0 else out

    calibrated.thresholds = ux  # type: ignore[attr-defined]
    calibrated.values = fitted  # type: ignore[attr-defined]
    return calibrated


def expected_calibration_error(confidences: Sequence[float], outcomes: Sequence[float], bins: int = 10) -> float:
    """ECE with equal-width bins: how far stated confidence is from observed accuracy."""
    x = np.asarray(confidences, dtype=np.float64)
    y = np.asarray(outcomes, dtype=np.float64)
    idx = np.minimum((x * bins).astype(int), bins - 1)
    ece = 0.0
    for b in range(bins):
        m = idx == b
        if m.any():
            ece += m.mean() * abs(x[m].mean() - y[m].mean())
    return float(ece)


__all__ = [
    "Aggregation",
    "Consensus",
    "ConsensusConfig",
    "ConsensusResult",
    "ExpertRecord",
    "Group",
    "HeuristicScorer",
    "QualityAxes",
    "QualityScorer",
    "QualityWeights",
    "Route",
    "ScoringContext",
    "aggregate",
    "calibrate_isotonic",
    "confirmation_question",
    "early_exit_ok",
    "expected_calibration_error",
    "route",
    "soft_weights",
]

"""Consensus arithmetic pinned against hand-computed values (seed 000 §3.4, §6.2-§6.9).

The experts here return fixed answers and the scorer returns fixed axes, so every g_k, φ_k and group score
can be worked out on paper; the derivations are in the comments. Default weights: φ = .35F + .2C + .15U +
.1S + .1L − .1R; β = 4, α = 1, cost unit $0.001.
"""

from __future__ import annotations

import json
import math
from typing import Any

import pytest

from experts import (
    Candidate,
    Consensus,
    ConsensusConfig,
    ExpertTask,
    QualityAxes,
    QualityWeights,
    aggregate,
    build_task,
    calibrate_isotonic,
    local_pool,
    route,
    soft_weights,
)
from experts.base import canonical
from experts.consensus import ScoringContext, confirmation_question, expected_calibration_error
from memory.errors import InvalidInput

X = {"answer": "X"}
Y = {"answer": "Y"}
GOOD = QualityAxes(F=1, C=1, U=1, S=1, L=1, R=0)  # φ = .35+.2+.15+.1+.1 = 0.90
WEAKER = QualityAxes(F=0.5, C=1, U=1, S=1, L=1, R=0)  # φ = .175+.2+.15+.1+.1 = 0.725

TASK = ExpertTask(role="t", messages=[{"role": "user", "content": "q"}], schema={"type": "object"})


class FixedExpert:
    """An expert with a fixed answer; counts how often it was asked."""

    def __init__(
        self,
        name: str,
        value: Any,
        s: float,
        *,
        reliability: float = 0.7,
        cost_usd: float = 0.0,
        cost_per_1k: float = 0.0,
        ok: bool = True,
        raises: bool = False,
        tags: tuple[str, ...] = ("t",),
    ):
        self.name, self.value, self.s = name, value, s
        self.reliability, self.cost_per_1k, self.tags = reliability, cost_per_1k, set(tags)
        self.cost_usd, self.ok, self.raises = cost_usd, ok, raises
        self.calls = 0

    async def run(self, task: ExpertTask) -> Candidate:
        self.calls += 1
        if self.raises:
            raise RuntimeError("boom")
        if not self.ok:
            return Candidate(self.name, None, 0.0, 0, 0.0, 1.0, False, "malformed answer after 3 tries", {})
        return Candidate(self.name, self.value, self.s, 10, self.cost_usd, 1.0, True, None, {})


class FixedScorer:
    def __init__(self, table: dict[str, QualityAxes]):
        self.table = {canonical(json.loads(k)): v for k, v in table.items()}

    def score(self, task: ExpertTask, value: Any, ctx: ScoringContext) -> QualityAxes:
        return self.table[canonical(value)]


def scorer(**axes: QualityAxes) -> FixedScorer:
    return FixedScorer({json.dumps({"answer": k}): v for k, v in axes.items()})


def test_soft_weights_and_phi_by_hand() -> None:
    # β s − α c: 4*.9 − 2 = 1.6 and 4*.6 − 0 = 2.4 -> g = [1, e^.8] / (1 + e^.8) = [0.3100255, 0.6899745]
    g = soft_weights([0.9, 0.6], [2.0, 0.0], beta=4.0, alpha=1.0)
    assert g == pytest.approx([0.3100255, 0.6899745], abs=1e-7)
    assert sum(g) == pytest.approx(1.0)
    w = QualityWeights()
    assert GOOD.phi(w) == pytest.approx(0.90)
    assert WEAKER.phi(w) == pytest.approx(0.725)
    # .35 + .2 + .15*.8 + .1*.6 + .1 − .1*.5 = 0.78
    assert QualityAxes(F=1, C=1, U=0.8, S=0.6, L=1, R=0.5).phi(w) == pytest.approx(0.78)


def test_early_exit_after_first_stage() -> None:
    a = FixedExpert("a", X, 0.9, reliability=0.9)
    b = FixedExpert("b", Y, 0.6, reliability=0.8)
    c = FixedExpert("c", X, 0.3, reliability=0.7)
    res = Consensus([c, b, a], ConsensusConfig(), scorer(X=GOOD, Y=WEAKER)).run(TASK)
    # routing by reliability: a, b in stage 1. g = softmax(3.6, 2.4) = [0.7685248, 0.2314752]
    # score(X) = .7685248*.9 = 0.6916723, score(Y) = .2314752*.725 = 0.1678195, margin 0.5238528 >= Δ=.15,
    # F(X) = 1 >= τ_F, C(X) = 1 >= τ_C -> stop; c is never asked.
    assert res.decision == "commit" and res.reason == "early_exit" and res.early_exit
    assert res.value == X and res.chosen_expert == "a"
    assert c.calls == 0 and [r.expert for r in res.records] == ["a", "b"]
    assert [r.g for r in res.records] == pytest.approx([0.7685248, 0.2314752], abs=1e-7)
    assert [r.phi for r in res.records] == pytest.approx([0.9, 0.725])
    assert [g["score"] for g in res.groups] == pytest.approx([0.6916723, 0.1678195], abs=1e-7)
    assert res.margin == pytest.approx(0.5238528, abs=1e-7)


def test_expansion_when_margin_too_small_then_soft_vote() -> None:
    a = FixedExpert("a", X, 0.9, reliability=0.9)
    b = FixedExpert("b", Y, 0.6, reliability=0.8)
    c = FixedExpert("c", X, 0.3, reliability=0.7)
    cfg = ConsensusConfig(delta=0.6)  # stage-1 margin .5238528 < .6: ask the third expert
    res = Consensus([a, b, c], cfg, scorer(X=GOOD, Y=WEAKER)).run(TASK)
    # g = softmax(3.6, 2.4, 1.2) = [1, e^-1.2, e^-2.4]/1.3919122 = [0.7184361, 0.2163888, 0.0651751]
    # score(X) = (.7184361 + .0651751)*.9 = 0.7052501; score(Y) = .2163888*.725 = 0.1568819
    assert c.calls == 1 and not res.early_exit and res.stages == 2
    assert [r.g for r in res.records] == pytest.approx([0.7184361, 0.2163888, 0.0651751], abs=1e-7)
    assert res.groups[0]["members"] == ["a", "c"]
    assert [g["score"] for g in res.groups] == pytest.approx([0.7052501, 0.1568819], abs=1e-7)
    assert res.margin == pytest.approx(0.5483682, abs=1e-7)
    assert res.decision == "commit" and res.reason == "soft_vote" and res.value == X


def test_cost_term_moves_the_vote_to_the_cheap_expert() -> None:
    pricey = FixedExpert("pricey", X, 0.8, reliability=0.9, cost_usd=0.002)
    cheap = FixedExpert("cheap", Y, 0.8, reliability=0.8, cost_usd=0.0)
    res = Consensus([pricey, cheap], ConsensusConfig(), scorer(X=GOOD, Y=GOOD)).run(TASK)
    # c = [2, 0]; logits 3.2−2 = 1.2 and 3.2 -> g = [1, e^2]/(1+e^2) = [0.1192029, 0.8807971]
    # equal φ = .9 -> scores .1072826 vs .7927174: the cheaper answer wins by 0.6854348
    assert [r.c for r in res.records] == pytest.approx([2.0, 0.0])
    assert [r.g for r in res.records] == pytest.approx([0.1192029, 0.8807971], abs=1e-7)
    assert res.value == Y and res.margin == pytest.approx(0.6854348, abs=1e-7)


def test_majority_vote_when_scores_are_close() -> None:
    a = FixedExpert("a", X, 0.8, reliability=0.9)
    b = FixedExpert("b", Y, 0.6, reliability=0.8)
    c = FixedExpert("c", Y, 0.6, reliability=0.7)
    cfg = ConsensusConfig(initial_k=3, epsilon=0.05)
    res = Consensus([a, b, c], cfg, scorer(X=GOOD, Y=GOOD)).run(TASK)
    # logits 3.2, 2.4, 2.4 -> g = [1, e^-.8, e^-.8]/1.8986579 = [0.5266878, 0.2366561, 0.2366561]
    # soft vote: X = .9*.5266878 = 0.4740190 > Y = .9*.4733122 = 0.4259810, but the margin 0.0480381 < ε = .05:
    # majority vote, Y has two experts against one.
    assert [r.g for r in res.records] == pytest.approx([0.5266878, 0.2366561, 0.2366561], abs=1e-7)
    assert res.groups[0]["value"] == X and res.margin == pytest.approx(0.0480381, abs=1e-7)
    assert res.decision == "commit" and res.reason == "majority_vote" and res.value == Y


def test_disagreement_defers_with_a_confirmation_question() -> None:
    shrimp = {"facts": [{"key": "allergies", "value": ["shrimp"], "confidence": 0.8}]}
    crab = {"facts": [{"key": "allergies", "value": ["crab"], "confidence": 0.8}]}
    a = FixedExpert("a", shrimp, 0.8, reliability=0.9, tags=("profile_extractor",))
    b = FixedExpert("b", crab, 0.8, reliability=0.8, tags=("profile_extractor",))
    sc = FixedScorer({json.dumps(shrimp): GOOD, json.dumps(crab): GOOD})
    task = build_task("profile_extractor", {"turn": "えびかかにのアレルギーがあります", "lang": "ja"})
    res = Consensus([a, b], ConsensusConfig(), sc).run(task)
    # equal s, cost and φ: g = [.5, .5], both groups score .45, margin 0 < ε and the vote is 1:1
    assert [r.g for r in res.records] == pytest.approx([0.5, 0.5])
    assert res.margin == pytest.approx(0.0)
    assert res.decision == "defer" and res.reason == "disagreement" and res.stm_only
    assert res.value == shrimp  # the proposal to confirm: first in the (stable) tie-broken order
    assert res.confirmation == "確認させてください。アレルギーは「shrimp」で合っていますか？（はい／いいえ）"


def _cand(name: str, value: Any, s: float = 0.5, cost: float = 0.0) -> Candidate:
    return Candidate(name, value, s, 0, cost, 0.0, True, None, {})


def test_tie_breaks_faithfulness_then_coverage_then_cost() -> None:
    # F tie-break: weights F=.5, L=.5; X: F=1, L=0 and Y: F=0, L=1 both give φ = .5 exactly
    cfg = ConsensusConfig(weights=QualityWeights(F=0.5, C=0, U=0, S=0, L=0.5, R=0))
    ax_x, ax_y = QualityAxes(1, 0, 0, 0, 0, 0), QualityAxes(0, 0, 0, 0, 1, 0)
    agg = aggregate([_cand("y", Y), _cand("x", X)], [ax_y, ax_x], cfg)
    assert [g.score for g in agg.groups] == [0.25, 0.25]
    assert [g.value for g in agg.groups] == [X, Y]  # higher F first
    # L tie-break: equal F and score (weights F=.5, U=.5, L=0), X covers the languages, Y does not
    cfg = ConsensusConfig(weights=QualityWeights(F=0.5, C=0, U=0.5, S=0, L=0, R=0))
    ax_x, ax_y = QualityAxes(0.5, 0, 0.5, 0, 1, 0), QualityAxes(0.5, 0, 0.5, 0, 0, 0)
    agg = aggregate([_cand("y", Y), _cand("x", X)], [ax_y, ax_x], cfg)
    assert [g.value for g in agg.groups] == [X, Y]
    # cost tie-break: α = 0 keeps g equal, everything else equal, X is cheaper
    cfg = ConsensusConfig(alpha=0.0)
    agg = aggregate([_cand("y", Y, cost=0.003), _cand("x", X, cost=0.001)], [GOOD, GOOD], cfg)
    assert [g.score for g in agg.groups] == pytest.approx([0.45, 0.45])
    assert [g.value for g in agg.groups] == [X, Y] and [g.cost for g in agg.groups] == pytest.approx([1.0, 3.0])


def test_group_axes_are_g_weighted_means() -> None:
    cfg = ConsensusConfig()
    # s = .75 and .5: logits 3 and 2 -> g = [0.7310586, 0.2689414]; same value, F = 1 and .5
    agg = aggregate([_cand("a", X, 0.75), _cand("b", X, 0.5)], [GOOD, WEAKER], cfg)
    (grp,) = agg.groups
    assert grp.F == pytest.approx(0.7310586 * 1 + 0.2689414 * 0.5, abs=1e-7)  # 0.8655293
    assert grp.score == pytest.approx(0.7310586 * 0.9 + 0.2689414 * 0.725, abs=1e-7)  # 0.8529353
    assert agg.margin == pytest.approx(grp.score)  # a lone group's margin is its score


def test_order_matters_only_for_ordered_facts() -> None:
    def fact(key: str, value: Any) -> dict[str, Any]:
        return {"facts": [{"key": key, "value": value, "confidence": 0.9}]}

    assert canonical(fact("allergies", ["shrimp", "egg"])) == canonical(fact("allergies", ["egg", "shrimp"]))
    assert canonical(fact("preferred_language", ["en", "ja"])) != canonical(fact("preferred_language", ["ja", "en"]))


def test_values_differing_only_in_volatile_fields_are_one_group() -> None:
    a = {"facts": [{"key": "pets", "value": [{"kind": "dog", "name": "Max"}], "confidence": 0.9, "evidence": "x"}]}
    b = {"facts": [{"key": "pets", "value": [{"kind": "Dog", "name": "max"}], "confidence": 0.6}]}
    assert canonical(a) == canonical(b)
    agg = aggregate([_cand("a", a), _cand("b", b)], [GOOD, GOOD], ConsensusConfig())
    assert len(agg.groups) == 1 and agg.groups[0].members == [0, 1]


def test_low_faithfulness_defers_instead_of_committing() -> None:
    a = FixedExpert("a", X, 0.9)
    shaky = QualityAxes(F=0.5, C=1, U=1, S=1, L=1, R=0)
    res = Consensus([a], ConsensusConfig(), scorer(X=shaky)).run(TASK)
    assert res.decision == "defer" and res.reason == "low_faithfulness: F=0.500" and res.stm_only
    assert res.confirmation and res.confirmation.endswith("(yes/no)")


def test_profile_conflict_defers_with_localised_question() -> None:
    c = Consensus(local_pool())
    for turn, lang, q in [
        ("I'm 31 years old.", "en", "Earlier you told me your age was 30, now 31. Is 31 correct? (yes/no)"),
        ("31歳です。", "ja", "以前は年齢が「30」と伺いましたが、「31」で正しいですか？（はい／いいえ）"),
        ("我今年31岁。", "zh", "您之前说年龄是“30”，现在是“31”，对吗？（是/否）"),
    ]:
        res = c.run(build_task("profile_extractor", {"turn": turn, "existing": {"age": 30}, "lang": lang}))
        assert res.decision == "defer" and res.reason == "conflict: C=0.000"
        assert res.value["facts"][0]["value"] == 31
        assert res.confirmation == q


def test_privacy_veto_blocks_and_stores_a_redacted_placeholder() -> None:
    leaky = {"summary": "User's My Number is 1234 5678 9018; wants to renew the residence card."}
    a = FixedExpert("a", leaky, 0.9, tags=("summarizer",))
    task = build_task("summarizer", {"turns": [{"role": "user", "text": leaky["summary"]}]})
    res = Consensus([a]).run(task)  # default HeuristicScorer: a valid My Number is high risk, R = 1
    assert res.records[0].axes["R"] == 1.0
    assert res.decision == "block" and res.reason == "privacy_veto" and res.stm_only
    assert res.value == {"summary": "User's My Number is [MY_NUMBER]; wants to renew the residence card."}
    assert res.confirmation and "sensitive" in res.confirmation
    # with consent and a purpose the same value is kept in clear
    ctx = ScoringContext.from_task(task)
    ctx.consent, ctx.purpose = True, "residence-card renewal"
    res2 = Consensus([a]).run(task, ctx)
    assert res2.decision == "commit" and res2.value == leaky and res2.records[0].axes["R"] == 0.0


def test_routing_by_reliability_and_cost_under_budget() -> None:
    big = FixedExpert("big", X, 0.9, reliability=0.9, cost_per_1k=0.01)
    mid = FixedExpert("mid", X, 0.9, reliability=0.8, cost_per_1k=0.002)
    loc = FixedExpert("local", X, 0.9, reliability=0.6, cost_per_1k=0.0)
    task = TASK.with_(budget_tokens=400)  # expected 600 prompt + 400 answer tokens
    rt = route([big, mid, loc], task, ConsensusConfig())
    # est = [.01, .002, 0]; score = 4r − est/.001 = [3.6−10, 3.2−2, 2.4] = [−6.4, 1.2, 2.4]
    assert rt.estimated_usd == pytest.approx({"big": 0.01, "mid": 0.002, "local": 0.0})
    assert rt.scores == pytest.approx({"big": -6.4, "mid": 1.2, "local": 2.4})
    # greedy within $0.01: local (0) + mid (.002); big would make .012
    assert rt.mode == "normal" and [e.name for e in rt.experts] == ["local", "mid"]


def test_budget_exhaustion_prefers_cheapest_high_faithfulness_experts() -> None:
    big = FixedExpert("big", X, 0.9, reliability=0.9, cost_per_1k=0.01)
    mid = FixedExpert("mid", X, 0.9, reliability=0.8, cost_per_1k=0.002)
    cheap = FixedExpert("cheap", X, 0.9, reliability=0.5, cost_per_1k=0.0005)
    task = TASK.with_(budget_tokens=400)
    # ranked: cheap (2−.5 = 1.5), mid (1.2), big; stage 1 = cheap + mid = $.0025 > budget $.0024
    cfg = ConsensusConfig(budget_usd=0.0024)
    rt = route([big, mid, cheap], task, cfg)
    # budget mode: only r >= .6 qualify (mid, big), cheapest first; mid ($.002) fits, big does not.
    # cheap fits too but is not "high-F": it is not taken.
    assert rt.mode == "budget" and [e.name for e in rt.experts] == ["mid"]
    # nothing fits at all: still one cheapest reliable expert, and the result says so
    rt = route([big, mid, cheap], task, ConsensusConfig(budget_usd=0.0001))
    assert rt.mode == "budget" and [e.name for e in rt.experts] == ["mid"]
    res = Consensus([big, mid, cheap], ConsensusConfig(budget_usd=0.0001), scorer(X=GOOD)).run(task)
    assert res.route_mode == "budget" and res.reason == "soft_vote (budget exhausted)"


def test_budget_can_be_set_per_call_and_decisions_are_counted() -> None:
    mid = FixedExpert("mid", X, 0.9, reliability=0.8, cost_per_1k=0.002)
    loc = FixedExpert("local", X, 0.9, reliability=0.6)
    c = Consensus([mid, loc], ConsensusConfig(initial_k=2), scorer(X=GOOD))
    task = TASK.with_(budget_tokens=400)
    assert c.run(task).route_mode == "normal" and mid.calls == 1
    res = c.run(task, budget_usd=0.001)  # what is left of the turn's budget: mid ($.002) no longer fits
    # budget mode: reliable (r >= .6) experts by cost -> local ($0) fits, mid does not
    assert res.route_mode == "budget" and [r.expert for r in res.records] == ["local"] and mid.calls == 1
    assert c.config.budget_usd == 0.01  # the configured budget is unchanged
    assert c.counters["decision:commit"] == 2


def test_actual_spend_stops_expansion() -> None:
    a = FixedExpert("a", X, 0.6, reliability=0.9, cost_per_1k=0.0, cost_usd=0.0095)  # reports far above estimate
    b = FixedExpert("b", Y, 0.6, reliability=0.8, cost_per_1k=0.001)  # est $.001
    cfg = ConsensusConfig(initial_k=1, delta=0.95)
    res = Consensus([a, b], cfg, scorer(X=GOOD, Y=GOOD)).run(TASK.with_(budget_tokens=400))
    # stage 1 spent $.0095; adding b (est $.001) would pass the $.01 budget -> stop after a
    assert b.calls == 0 and res.stages == 1
    assert res.decision == "commit" and res.reason.endswith("(budget exhausted)")


def test_failures_are_recorded_never_dropped() -> None:
    good = FixedExpert("good", X, 0.7, reliability=0.9)
    bad = FixedExpert("bad", None, 0.0, reliability=0.8, ok=False)
    crash = FixedExpert("crash", None, 0.0, reliability=0.7, raises=True)
    res = Consensus([good, bad, crash], ConsensusConfig(initial_k=3), scorer(X=GOOD)).run(TASK)
    assert [r.expert for r in res.records] == ["good", "bad", "crash"]
    assert [r.ok for r in res.records] == [True, False, False]
    assert res.records[2].error == "RuntimeError: boom"
    assert [r.g for r in res.records] == [1.0, 0.0, 0.0] and res.records[1].phi is None
    assert res.to_audit()["failed"] == {"bad": "malformed answer after 3 tries", "crash": "RuntimeError: boom"}
    assert res.decision == "commit"
    res = Consensus([bad, crash], ConsensusConfig(), scorer(X=GOOD)).run(TASK)
    assert res.decision == "fail" and res.value is None and res.reason == "no_valid_candidate"


def test_calibrators_change_the_weights() -> None:
    a = FixedExpert("a", X, 0.9, reliability=0.9)
    b = FixedExpert("b", Y, 0.6, reliability=0.8)
    res = Consensus([a, b], ConsensusConfig(), scorer(X=GOOD, Y=GOOD), calibrators={"a": lambda s: 0.3}).run(TASK)
    # a's stated .9 is calibrated down to .3: logits 1.2 vs 2.4 -> g = [0.2314752, 0.7685248]
    assert res.records[0].s_raw == 0.9 and res.records[0].s == 0.3
    assert [r.g for r in res.records] == pytest.approx([0.2314752, 0.7685248], abs=1e-7)
    assert res.value == Y


def test_audit_record_is_json_serialisable() -> None:
    a = FixedExpert("a", X, 0.9, reliability=0.9)
    b = FixedExpert("b", Y, 0.6, reliability=0.8)
    res = Consensus([a, b], ConsensusConfig(), scorer(X=GOOD, Y=WEAKER)).run(TASK)
    audit = json.loads(json.dumps(res.to_audit()))
    assert audit["z"] == X and audit["decision"] == "commit" and audit["chosen"] == "a"
    assert set(audit["s"]) == set(audit["phi"]) == set(audit["g"]) == {"a", "b"}
    assert audit["g"]["a"] == pytest.approx(0.7685248, abs=1e-7)
    full = json.loads(json.dumps(res.to_dict()))
    assert full["records"][1]["axes"]["F"] == 0.5 and full["chosen_expert"] == "a"


def test_pool_and_tag_validation() -> None:
    with pytest.raises(InvalidInput):
        Consensus([FixedExpert("a", X, 0.5), FixedExpert("a", Y, 0.5)])
    with pytest.raises(InvalidInput):
        Consensus([FixedExpert("a", X, 0.5)]).run(TASK.with_(tag="nobody"))


def test_isotonic_calibration_by_hand() -> None:
    f = calibrate_isotonic([0.1, 0.2, 0.3, 0.4], [0, 1, 0, 1])
    # PAV: [0, 1, 0, 1] -> the violator pair (1, 0) pools to .5 -> [0, .5, .5, 1]
    assert list(f.values) == [0.0, 0.5, 0.5, 1.0]  # type: ignore[attr-defined]
    assert f(0.15) == pytest.approx(0.25)  # halfway between 0 and .5
    assert f(0.35) == pytest.approx(0.75)
    assert f(0.05) == 0.0 and f(0.9) == 1.0  # clipped outside the data
    assert list(f([0.2, 0.25])) == pytest.approx([0.5, 0.5])
    # ties are pooled first: x = .5 twice with outcomes 1, 0 -> .5; then (.9 -> 1)
    g = calibrate_isotonic([0.5, 0.9, 0.5], [1, 1, 0])
    assert g(0.7) == pytest.approx(0.75)
    # decreasing evidence is flattened to its weighted mean: (2*1 + 1*0)/3
    h = calibrate_isotonic([0.1, 0.9], [1, 0], weights=[2, 1])
    assert h(0.1) == pytest.approx(2 / 3) and h(0.9) == pytest.approx(2 / 3)
    # calibration lowers the calibration error of an over-confident expert
    conf = [0.9] * 10 + [0.6] * 10
    out = [*[1, 0, 1, 0, 1, 0, 1, 0, 1, 1], *[0, 0, 1, 0, 0, 0, 1, 0, 0, 0]]
    cal = calibrate_isotonic(conf, out)
    assert expected_calibration_error(conf, out) == pytest.approx(0.5 * 0.3 + 0.5 * 0.4)
    assert expected_calibration_error([cal(c) for c in conf], out) == pytest.approx(0.0, abs=1e-12)
    with pytest.raises(InvalidInput):
        calibrate_isotonic([0.1], [1, 0])


def test_confirmation_questions_render_values() -> None:
    v = {"facts": [{"key": "budget", "value": {"amount": 15000, "currency": "JPY", "period": "night"}}]}
    assert confirmation_question("profile_extractor", v, "en") == (
        "Just to confirm, your budget: 15000 JPY/night. Is that right? (yes/no)"
    )
    v = {"facts": [{"key": "pets", "value": [{"kind": "cat", "name": "咪咪", "confidence": 0.9}]}]}
    # The pet read the way the write path's questions read it (name, then kind); bookkeeping keys are not read out.
    assert confirmation_question("profile_extractor", v, "zh") == "想确认一下：您的宠物是“咪咪 (cat)”吗？（是/否）"
    v = {"facts": [{"key": "diet", "value": {"type": "halal", "confidence": 0.8, "rationale": "said so"}}]}
    assert confirmation_question("profile_extractor", v, "en") == (
        "Just to confirm, your diet: halal. Is that right? (yes/no)"
    )
    assert confirmation_question("summarizer", {"summary": "京都のホテルを予約"}, "ja") == (
        "この理解で合っていますか：「京都のホテルを予約」（はい／いいえ）"
    )


def test_self_consistency_setting_reaches_the_experts() -> None:
    seen: list[ExpertTask] = []

    class Spy(FixedExpert):
        async def run(self, task: ExpertTask) -> Candidate:
            seen.append(task)
            return await super().run(task)

    Consensus([Spy("a", X, 0.9)], ConsensusConfig(self_consistency_n=5), scorer(X=GOOD)).run(TASK)
    assert seen[0].n_samples == 5 and seen[0].temperature == 0.7
    assert math.isclose(TASK.temperature, 0.0)  # the caller's task is not mutated

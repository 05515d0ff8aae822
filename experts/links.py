"""Consensus at the consolidation junction: may two memories be linked (MERGE / ALIAS)?

A proposed link goes to every expert of the pool that serves ``link_verifier`` through the same ``Consensus``
machinery as the write path (routing, the experts' candidates with their confidences, the soft vote, and the
audit record ⟨z, {s_k}, {φ_k}, {g_k}⟩). Each verifier answers three-valued: ``same``, ``different`` (with the
values that differ) or ``unsure`` (with the values it could not match). The decision is stricter than the vote:

1. a single verifier answering ``different`` blocks the link (the veto: a link claims two facts are one);
2. the link is made when every verifier that judges whole facts (scope ``fact``: the lexicon verifier, LLM
   verifiers) answers ``same``;
3. an ``unsure`` is settled only when the OTHER verifiers of the pool positively align every value it left
   unmatched (a second round: they are asked about exactly those values); otherwise there is no link and the
   pair is a contradiction risk, reported with its unmatched values. A pool that gives no valid answer links
   nothing either: when unsure, do not link.

With a one-verifier pool (``--link-check single``) step 3 can never settle anything, which is what the
benchmark's single-vs-consensus comparison measures.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from memory.reflection import LinkVerdict

from .base import Expert
from .consensus import Consensus, ConsensusConfig
from .local.facts import LocalFactVerifier, LocalPhraseVerifier, LocalQuantityVerifier
from .local.verifier import PassageEmbedder
from .prompts import build_task

ROLE = "link_verifier"


def link_pool(embedder: PassageEmbedder | None = None, extra: Sequence[Expert] = ()) -> list[Expert]:
    """The local verifiers (the phrase verifier needs the multilingual embedder) plus configured ones."""
    pool: list[Expert] = [LocalFactVerifier(), LocalQuantityVerifier()]
    if embedder is not None:
        pool.append(LocalPhraseVerifier(embedder))
    return [*pool, *(e for e in extra if ROLE in e.tags)]


def _verdict(v: Mapping[str, Any]) -> str:
    out = v.get("verdict")
    if out in ("same", "different", "unsure"):
        return str(out)
    return "same" if v.get("same") is True else "different"  # a two-valued answer (older prompt): same / not


def _listed(v: Mapping[str, Any], side: str) -> list[str]:
    u = v.get("unmatched")
    vals = u.get(side) if isinstance(u, Mapping) else None
    return [str(x) for x in vals] if isinstance(vals, list) else []


class LinkConsensus:
    """A ``memory.reflection.LinkJudge`` answered by the expert pool: single veto, settled unsure."""

    def __init__(self, pool: Sequence[Expert], config: ConsensusConfig | None = None) -> None:
        eligible = [e for e in pool if ROLE in e.tags]
        if not eligible:
            raise ValueError(f"no expert in the pool serves {ROLE!r}")
        base = config or ConsensusConfig()
        # every verifier is asked (no early exit): a veto can only come from an expert that was asked
        n = len(eligible)
        self.config = replace(base, initial_k=n, max_experts=n)
        self.consensus = Consensus(eligible, self.config)
        self.counters: dict[str, int] = {"asked": 0, "linked": 0, "vetoed": 0, "settled": 0, "unsure": 0,
                                         "failed": 0}  # fmt: skip

    @property
    def experts(self) -> list[str]:
        return [e.name for e in self.consensus.pool]

    def __call__(self, a: str, lang_a: str | None, b: str, lang_b: str | None) -> LinkVerdict:
        inputs = {"a": a, "b": b, "lang_a": lang_a or "", "lang_b": lang_b or ""}
        res = self.consensus.run(build_task(ROLE, inputs))
        self.counters["asked"] += 1
        record = res.to_audit()
        answers = [(r.expert, r.value) for r in res.records if r.ok and isinstance(r.value, Mapping)]
        verdicts = {name: _verdict(v) for name, v in answers}
        record["verdicts"] = verdicts
        record["vetoed_by"] = [name for name, x in verdicts.items() if x == "different"]
        if not answers:
            self.counters["failed"] += 1
            return LinkVerdict(False, "no verifier answered: not linked", [], record)
        if record["vetoed_by"]:
            self.counters["vetoed"] += 1
            diffs = [dict(d, by=name) for name, v in answers if verdicts[name] == "different"
                     for d in v.get("differences") or [] if isinstance(d, Mapping)]  # fmt: skip
            reason = "; ".join(_describe(d) for d in diffs) or f"vetoed by {', '.join(record['vetoed_by'])}"
            return LinkVerdict(False, reason, diffs, record, verdict="different")
        judges = [name for name, v in answers if v.get("scope", "fact") == "fact"]
        more = next((v.get("more_specific") for _, v in answers if v.get("more_specific") in ("a", "b")), None)
        if judges and all(verdicts[n] == "same" for n in judges):
            self.counters["linked"] += 1
            return LinkVerdict(True, "all verifiers agree", [], record, more, verdict="same")
        unsure = [(n, v) for n, v in answers if n in judges and verdicts[n] == "unsure"]
        ua = list(dict.fromkeys(x for _, v in unsure for x in _listed(v, "a")))
        ub = list(dict.fromkeys(x for _, v in unsure for x in _listed(v, "b")))
        askers = {n for n, _ in unsure}
        others = [e for e in self.consensus.pool if e.name not in askers]
        settled_a: set[str] = set()
        settled_b: set[str] = set()
        if others and (ua or ub):
            second = Consensus(others, replace(self.config, initial_k=len(others), max_experts=len(others)))
            res2 = second.run(build_task(ROLE, {**inputs, "unmatched_a": ua, "unmatched_b": ub}))
            record["settle"] = res2.to_audit() | {"unmatched": {"a": ua, "b": ub}}
            for r in res2.records:
                if not r.ok or not isinstance(r.value, Mapping) or not isinstance(r.value.get("aligned"), list):
                    continue
                for pair in r.value["aligned"]:  # only a positive alignment settles a value
                    if isinstance(pair, Mapping):
                        settled_a |= {str(pair.get("a"))} & set(ua)
                        settled_b |= {str(pair.get("b"))} & set(ub)
        left_a = [v for v in ua if v not in settled_a]
        left_b = [v for v in ub if v not in settled_b]
        if (ua or ub) and not left_a and not left_b:
            self.counters["settled"] += 1
            return LinkVerdict(True, "unsure values aligned by the other verifiers", [], record, more,
                               verdict="same")  # fmt: skip
        self.counters["unsure"] += 1
        diff = {"kind": "unmatched", "a": ", ".join(left_a), "b": ", ".join(left_b)}
        reason = f"unsure: unmatched values {', '.join(left_a) or '-'} / {', '.join(left_b) or '-'}"
        return LinkVerdict(False, reason, [diff], record, verdict="unsure")


def _describe(d: Mapping[str, Any]) -> str:
    kind = d.get("kind") or "value"
    if kind == "unmatched":
        return f"unmatched value: {d.get('a') or d.get('b')} ({d.get('by')})"
    return f"{kind} differs: {d.get('a') or '-'} vs {d.get('b') or '-'} ({d.get('by')})"


__all__ = ["ROLE", "LinkConsensus", "link_pool"]

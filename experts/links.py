"""Consensus at the consolidation junction: may two memories be linked (MERGE / ALIAS)?

A proposed link goes to every expert of the pool that serves ``link_verifier`` (the local fact verifier and the
paraphrase verifier, plus API / vLLM verifiers when configured) through the same ``Consensus`` machinery as the
write path: routing, the experts' candidates with their confidences, the soft vote, and the audit record
⟨z, {s_k}, {φ_k}, {g_k}⟩. One rule is stricter than the vote: a link is a claim that two facts are one, and a
single verifier that finds a differing value is enough to block it (a veto). A pool that gives no valid answer
blocks the link too: when unsure, do not link.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from memory.reflection import LinkVerdict

from .base import Expert
from .consensus import Consensus, ConsensusConfig
from .local.facts import LocalFactVerifier, LocalParaphraseVerifier
from .local.verifier import PassageEmbedder
from .prompts import build_task

ROLE = "link_verifier"


def link_pool(embedder: PassageEmbedder | None = None, extra: Sequence[Expert] = ()) -> list[Expert]:
    """The local verifiers (the paraphrase verifier needs the multilingual embedder) plus configured ones."""
    pool: list[Expert] = [LocalFactVerifier(embedder)]
    if embedder is not None:
        pool.append(LocalParaphraseVerifier(embedder))
    return [*pool, *(e for e in extra if ROLE in e.tags)]


class LinkConsensus:
    """A ``memory.reflection.LinkJudge`` answered by the expert pool, with a single-veto rule."""

    def __init__(self, pool: Sequence[Expert], config: ConsensusConfig | None = None) -> None:
        eligible = [e for e in pool if ROLE in e.tags]
        if not eligible:
            raise ValueError(f"no expert in the pool serves {ROLE!r}")
        base = config or ConsensusConfig()
        # every verifier is asked (no early exit): a veto can only come from an expert that was asked
        n = len(eligible)
        self.consensus = Consensus(eligible, replace(base, initial_k=n, max_experts=n))
        self.counters: dict[str, int] = {"asked": 0, "linked": 0, "vetoed": 0, "failed": 0}

    @property
    def experts(self) -> list[str]:
        return [e.name for e in self.consensus.pool]

    def __call__(self, a: str, lang_a: str | None, b: str, lang_b: str | None) -> LinkVerdict:
        inputs = {"a": a, "b": b, "lang_a": lang_a or "", "lang_b": lang_b or ""}
        res = self.consensus.run(build_task(ROLE, inputs))
        self.counters["asked"] += 1
        record = res.to_audit()
        answers = [(r.expert, r.value) for r in res.records if r.ok and isinstance(r.value, Mapping)]
        vetoes = [(name, v) for name, v in answers if v.get("same") is False]
        record["vetoed_by"] = [name for name, _ in vetoes]
        if not answers:
            self.counters["failed"] += 1
            return LinkVerdict(False, "no verifier answered: not linked", [], record)
        if vetoes:
            self.counters["vetoed"] += 1
            diffs = [
                dict(d, by=name) for name, v in vetoes for d in v.get("differences") or [] if isinstance(d, Mapping)
            ]
            reason = "; ".join(_describe(d) for d in diffs) or f"vetoed by {', '.join(record['vetoed_by'])}"
            return LinkVerdict(False, reason, diffs, record)
        self.counters["linked"] += 1
        more = next((v.get("more_specific") for _, v in answers if v.get("more_specific") in ("a", "b")), None)
        return LinkVerdict(True, "all verifiers agree", [], record, more)


def _describe(d: Mapping[str, Any]) -> str:
    kind = d.get("kind") or "value"
    if kind == "unmatched":
        return f"unmatched value: {d.get('a') or d.get('b')} ({d.get('by')})"
    return f"{kind} differs: {d.get('a') or '-'} vs {d.get('b') or '-'} ({d.get('by')})"


__all__ = ["ROLE", "LinkConsensus", "link_pool"]

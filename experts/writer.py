"""The write path's experts: consensus (or one expert) at the memory-critical junctions, policy in memory/.

``ConsensusWriter`` is the engine's ``TurnWriter``: after each turn it asks the experts (profile consolidation,
privacy, the episodic distillate, the running summary, and an optional LLM update classifier) and hands their
decisions with the consensus records to :mod:`memory.write`, which scores, decides and commits. The same policy
with one expert per role and no aggregation is ``SingleExpertWriter`` (baseline B2 of seed 000 §7.3), so an
evaluation compares the consensus itself, not two different write policies.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from memory.turn_writer import PolicyWriter
from memory.write import WritePolicy
from memory.write_experts import PrivacyVerdict, ProfileDelta, Proposal

from .base import Candidate, Expert, run_sync
from .consensus import Consensus, ConsensusConfig, ConsensusResult, HeuristicScorer, ScoringContext
from .local import local_pool
from .local.verifier import CrossLingualVerifier, PassageEmbedder
from .prompts import build_task

# Contact data the user states as their own ("my address is", 住所は, 我的地址是): only then is a privacy
# finding a profile fact; an address of a hotel or a shop is not the user's.
_OWN_CONTACT: dict[str, re.Pattern[str]] = {
    "address": re.compile(
        r"\bmy (?:home )?address\b|\bI live at\b|(?:私の|僕の|うちの)?(?:住所|自宅)(?:は|：|:)|"
        r"我的?(?:地址|住址)|我家(?:地址|住址)?(?:是|在)",
        re.I,
    ),
    "phone": re.compile(
        r"\bmy (?:phone|mobile|cell)(?: number)?\b|\b(?:call|reach) me (?:at|on)\b|"
        r"(?:私の)?(?:電話番号|携帯番号?)(?:は|：|:)|"
        r"我的(?:电话|手机)(?:号码|号)?",
        re.I,
    ),
    "email": re.compile(
        r"\bmy e-?mail(?: address)?\b|\b(?:e-?mail|write to) me at\b|"
        r"(?:私の)?メール(?:アドレス)?(?:は|：|:)|我的(?:邮箱|电子邮件)",
        re.I,
    ),
}


def own_contact_facts(message: str, verdict: PrivacyVerdict) -> list[ProfileDelta]:
    """Address / phone / e-mail findings of the privacy expert that the user states as their own."""
    text = unicodedata.normalize("NFKC", message)
    out: list[ProfileDelta] = []
    for f in verdict.findings:
        key = {"address": "address", "phone": "phone", "email": "email"}.get(str(f.get("type")))
        value = str(f.get("text") or "").strip()
        if key is None or not value or not _OWN_CONTACT[key].search(text):
            continue
        if any(d.key == key for d in out):
            continue
        sentence = next((s for s in re.split(r"(?<=[。.!?！？])\s*", text) if value in s), text)
        out.append(
            ProfileDelta(
                key=key,
                value=value,
                confidence=float(f.get("confidence", 0.8)),
                sensitivity=str(f.get("sensitivity") or "med"),
                evidence=sentence.strip(),
                lang=None,
            )
        )
    return out


def _proposal(role: str, res: ConsensusResult) -> Proposal:
    return Proposal(
        role=role,
        decision=res.decision,
        value=res.value,
        record=res.to_audit(),
        reason=res.reason,
        confirmation=res.confirmation,
    )


def _verdict(prop: Proposal, text: str) -> PrivacyVerdict:
    v = prop.value if isinstance(prop.value, Mapping) else {}
    if prop.decision == "fail" or not v:
        # The privacy filter guards every write: without its answer the writer defers (ok=False), never guesses.
        return PrivacyVerdict("high", [], "", prop.record, ok=False)
    return PrivacyVerdict(
        sensitivity=str(v.get("sensitivity", "low")),
        findings=[dict(f) for f in v.get("findings") or [] if isinstance(f, Mapping)],
        redacted=str(v.get("redacted", text)),
        record=prop.record,
    )


class ConsensusExperts:
    """``memory.write_experts.WriteExperts`` answered by the mixture-of-experts consensus, one task per junction."""

    def __init__(self, consensus: Consensus) -> None:
        self.consensus = consensus

    def serves(self, tag: str) -> bool:
        return any(tag in e.tags for e in self.consensus.pool)

    def _run(
        self, role: str, inputs: Mapping[str, Any], lang: str | None, ctx: ScoringContext | None = None
    ) -> Proposal:
        task = build_task(role, inputs, lang=lang if lang in ("ja", "en", "zh") else None)
        return _proposal(role, self.consensus.run(task, ctx or ScoringContext.from_task(task)))

    def extract_profile(
        self,
        message: str,
        summary: str,
        existing: Mapping[str, Any],
        lang: str,
        consent: bool = False,
        purpose: str | None = None,
    ) -> Proposal:
        inputs = {"turn": message, "summary": summary, "existing": dict(existing), "lang": lang}
        return self._consented("profile_extractor", inputs, lang, consent, purpose)

    def classify_privacy(self, text: str, consent: bool, purpose: str | None) -> PrivacyVerdict:
        inputs = {"text": text, "consent": consent, "purpose": purpose or ""}
        task = build_task("privacy_filter", inputs)
        ctx = replace(ScoringContext.from_task(task), consent=consent, purpose=purpose)
        return _verdict(_proposal("privacy_filter", self.consensus.run(task, ctx)), text)

    def _consented(
        self, role: str, inputs: Mapping[str, Any], lang: str, consent: bool, purpose: str | None
    ) -> Proposal:
        """Consent is the user's, not the task's: the privacy axis of the scoring must see it."""
        task = build_task(role, inputs, lang=lang if lang in ("ja", "en", "zh") else None)
        ctx = replace(ScoringContext.from_task(task), consent=consent, purpose=purpose)
        return self._run(role, inputs, lang, ctx)

    def distill(self, message: str, lang: str, consent: bool = False, purpose: str | None = None) -> Proposal:
        inputs = {"turns": [{"role": "user", "text": message}], "max_tokens": 80, "lang": lang}
        return self._consented("summarizer", inputs, lang, consent, purpose)

    def summarize(
        self,
        previous: str,
        turns: Sequence[Mapping[str, str]],
        lang: str,
        max_tokens: int,
        consent: bool = False,
        purpose: str | None = None,
    ) -> Proposal:
        inputs = {
            "turns": [dict(t) for t in turns],
            "previous_summary": previous,
            "max_tokens": max_tokens,
            "lang": lang,
        }
        return self._consented("summarizer", inputs, lang, consent, purpose)

    def classify_update(self, text: str, similar: Sequence[Mapping[str, str]]) -> Proposal | None:
        if not self.serves("memory_update"):
            return None
        return self._run("memory_update", {"fact": text, "similar": [dict(s) for s in similar]}, None)

    def contact_facts(self, message: str, verdict: PrivacyVerdict) -> list[ProfileDelta]:
        return own_contact_facts(message, verdict)


class SingleExpertExperts(ConsensusExperts):
    """One expert per role, its answer taken as is: no routing, no voting, no thresholds (baseline B2).

    The privacy veto and every write rule still apply: they belong to the policy, not to the consensus.
    """

    def __init__(self, pool: Sequence[Expert]) -> None:
        self.pool = list(pool)
        self.by_tag: dict[str, Expert] = {}
        for e in self.pool:  # the first expert serving a tag answers it
            for t in sorted(e.tags):
                self.by_tag.setdefault(t, e)

    def serves(self, tag: str) -> bool:
        return tag in self.by_tag

    def _run(
        self, role: str, inputs: Mapping[str, Any], lang: str | None, ctx: ScoringContext | None = None
    ) -> Proposal:
        task = build_task(role, inputs, lang=lang if lang in ("ja", "en", "zh") else None)
        expert = self.by_tag.get(task.tag)
        if expert is None:
            return Proposal(role, "fail", None, {"role": role, "decision": "fail"}, f"no expert serves {task.tag!r}")
        try:
            cand: Candidate = run_sync(expert.run(task))
        except Exception as e:  # a raising expert is a failed candidate, recorded like one
            cand = Candidate(expert.name, None, 0.0, ok=False, error=f"{type(e).__name__}: {e}")
        record = {
            "z": cand.value,
            "s": {cand.expert: cand.confidence},
            "phi": {cand.expert: None},
            "g": {cand.expert: 1.0 if cand.ok else 0.0},
            "decision": "commit" if cand.ok else "fail",
            "reason": "single_expert" if cand.ok else (cand.error or "failed"),
            "chosen": cand.expert if cand.ok else None,
            "failed": {} if cand.ok else {cand.expert: cand.error},
            "cost_usd": cand.cost_usd,
            "tokens": cand.cost_tokens,
            "role": role,
        }
        return Proposal(role, record["decision"], cand.value, record, record["reason"])

    def classify_privacy(self, text: str, consent: bool, purpose: str | None) -> PrivacyVerdict:
        return _verdict(
            self._run("privacy_filter", {"text": text, "consent": consent, "purpose": purpose or ""}, None), text
        )


class ConsensusWriter(PolicyWriter):
    """The engine's TurnWriter with the MoE consensus at every memory-critical junction.

    ``summarize`` (inherited) is the ``stm.Summarize`` callable that keeps the running summary with the
    summarizer role; the engine can pass it to ``ShortTermMemory`` so folding happens there.
    """

    def __init__(self, consensus: Consensus | Sequence[Expert], policy: WritePolicy | None = None) -> None:
        cons = consensus if isinstance(consensus, Consensus) else Consensus(list(consensus))
        super().__init__(ConsensusExperts(cons), policy)
        self.consensus = cons

    @classmethod
    def local(
        cls,
        embedder: PassageEmbedder | None = None,
        *,
        extra: Sequence[Expert] = (),
        policy: WritePolicy | None = None,
        config: ConsensusConfig | None = None,
    ) -> ConsensusWriter:
        """The local experts (offline, always there), plus ``extra`` ones (API or vLLM experts) when configured;
        with a multilingual embedder the verifier joins the pool and lifts faithfulness of cross-lingual
        candidates."""
        scorer = HeuristicScorer(CrossLingualVerifier(embedder) if embedder is not None else None)
        return cls(Consensus([*local_pool(embedder), *extra], config, scorer), policy)


class SingleExpertWriter(PolicyWriter):
    """Baseline B2: the same write policy with one expert per role."""

    def __init__(self, pool: Sequence[Expert], policy: WritePolicy | None = None) -> None:
        super().__init__(SingleExpertExperts(pool), policy)

    @classmethod
    def local(cls, *, policy: WritePolicy | None = None) -> SingleExpertWriter:
        return cls(local_pool(), policy)


__all__ = [
    "ConsensusExperts",
    "ConsensusWriter",
    "SingleExpertExperts",
    "SingleExpertWriter",
    "own_contact_facts",
]

"""What the experts hand the write path: proposals, privacy verdicts, profile deltas, and the protocol they answer.

A contract, kept in its own module so that both sides read it without importing each other: :mod:`memory.write`
(the policy, which must run without a model) and ``experts/`` (which answers ``WriteExperts`` with local rules or
a consensus of LLM experts).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol


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


__all__ = ["PrivacyVerdict", "ProfileDelta", "Proposal", "WriteExperts"]

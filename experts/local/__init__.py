"""Local experts: rule-based, no model, no network; real members of the expert pool.

They read the structured ``task.inputs`` the prompt was rendered from (not the rendered prompt), answer in the
same JSON schema as the LLM experts of their role, and are validated against it the same way, so consensus
can weigh them against remote models. Their confidences are rule certainties (see each module).
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from typing import Any

from ..base import Candidate, ExpertStats, ExpertTask
from ..validation import AnswerError, validate
from .privacy import PiiReport, classify_pii, redact_value, value_sensitivity
from .profile import extract_profile
from .profile_lexicon import extract_profile_lexicon
from .profile_vocab import Fact
from .selector import Selection, select_memories
from .summarizer import Summary, summarize
from .verifier import CrossLingualVerifier, PassageEmbedder, Verdict

__all__ = [
    "CrossLingualVerifier",
    "Fact",
    "LocalExpert",
    "LocalLexiconProfileExtractor",
    "LocalMemorySelector",
    "LocalPrivacyFilter",
    "LocalProfileExtractor",
    "LocalSummarizer",
    "LocalXLVerifier",
    "PassageEmbedder",
    "PiiReport",
    "Selection",
    "Summary",
    "Verdict",
    "classify_pii",
    "extract_profile",
    "extract_profile_lexicon",
    "local_pool",
    "redact_value",
    "select_memories",
    "summarize",
    "value_sensitivity",
]


def _lang(task: ExpertTask) -> str | None:
    """The task's language hint; "auto" (or anything unknown) means: detect it from the text."""
    v = task.inputs.get("lang") or task.lang
    return v if v in ("ja", "en", "zh") else None


class LocalExpert:
    """Shared run(): timing, schema validation, failure accounting. Deterministic, so n_samples is moot."""

    role = ""
    required_inputs: tuple[str, ...] = ()

    def __init__(self, name: str, *, reliability: float, tags: Iterable[str] | None = None) -> None:
        self.name = name
        self.reliability = reliability
        self.cost_per_1k = 0.0
        self.tags = set(tags) if tags is not None else {self.role}
        self.stats = ExpertStats()

    def _answer(self, task: ExpertTask) -> tuple[Any, float, dict[str, Any]]:
        raise NotImplementedError

    async def run(self, task: ExpertTask) -> Candidate:
        t0 = time.perf_counter()
        self.stats.calls += 1
        missing = [k for k in self.required_inputs if k not in task.inputs]
        try:
            if missing:
                raise AnswerError(f"task.inputs lacks {missing} (local experts read structured inputs)")
            value, conf, diag = self._answer(task)
            validate(value, task.schema)
        except (AnswerError, ValueError, TypeError, KeyError) as e:
            self.stats.failures += 1
            self.stats.failure_kinds[type(e).__name__] += 1
            ms = (time.perf_counter() - t0) * 1000
            return Candidate(self.name, None, 0.0, 0, 0.0, ms, False, f"{type(e).__name__}: {e}", {})
        diag.setdefault("confidence_source", "rule")
        ms = (time.perf_counter() - t0) * 1000
        return Candidate(self.name, value, round(conf, 6), 0, 0.0, ms, True, None, diag)


class LocalProfileExtractor(LocalExpert):
    """Profile facts by sentence templates (``extract_profile``): the first profile voice, and the single
    expert's."""

    role = "profile_extractor"
    required_inputs = ("turn",)
    extract: Any = staticmethod(extract_profile)

    def __init__(self, name: str = "local/profile", *, reliability: float = 0.6, **kw: Any) -> None:
        super().__init__(name, reliability=reliability, **kw)

    def _answer(self, task: ExpertTask) -> tuple[Any, float, dict[str, Any]]:
        facts = self.extract(str(task.inputs["turn"]), lang=_lang(task))
        if facts is None:  # an extractor that cannot read the turn abstains: a failed candidate is not weighed
            raise AnswerError("abstain: no word of this extractor's vocabulary in the turn")
        conf = sum(f.confidence for f in facts) / len(facts) if facts else 0.6  # "nothing here" is a guess too
        return {"facts": [f.to_dict() for f in facts]}, conf, {"n_facts": len(facts)}


class LocalLexiconProfileExtractor(LocalProfileExtractor):
    """The second profile voice (``profile_lexicon``): a vocabulary scan with slot cues, not sentence templates.

    It abstains on a turn with no word of its vocabulary, so it votes only where it can read the turn.
    """

    extract: Any = staticmethod(extract_profile_lexicon)

    def __init__(self, name: str = "local/profile_lexicon", *, reliability: float = 0.55, **kw: Any) -> None:
        super().__init__(name, reliability=reliability, **kw)


class LocalSummarizer(LocalExpert):
    role = "summarizer"
    required_inputs = ("turns",)

    def __init__(self, name: str = "local/summarizer", *, reliability: float = 0.55, **kw: Any) -> None:
        super().__init__(name, reliability=reliability, **kw)

    def _answer(self, task: ExpertTask) -> tuple[Any, float, dict[str, Any]]:
        s = summarize(
            task.inputs["turns"],
            max_tokens=int(task.inputs.get("max_tokens", 120)),
            previous_summary=str(task.inputs.get("previous_summary") or ""),
            lang=_lang(task),
        )
        # extractive text is faithful by construction; what is uncertain is what it left out
        return s.to_answer(), 0.95 * s.coverage, {"tokens": s.tokens, "sentences": s.sentence_ids}


class LocalMemorySelector(LocalExpert):
    role = "memory_selector"
    required_inputs = ("candidates",)

    def __init__(self, name: str = "local/selector", *, reliability: float = 0.65, **kw: Any) -> None:
        super().__init__(name, reliability=reliability, **kw)

    def _answer(self, task: ExpertTask) -> tuple[Any, float, dict[str, Any]]:
        sel = select_memories(
            task.inputs["candidates"],
            k=int(task.inputs.get("k", 3)),
            token_quota=int(task.inputs.get("token_quota", 200)),
        )
        return sel.to_answer(), sel.confidence, {"dropped_duplicates": sel.dropped_duplicates}


class LocalPrivacyFilter(LocalExpert):
    role = "privacy_filter"
    required_inputs = ("text",)

    def __init__(self, name: str = "local/privacy", *, reliability: float = 0.7, **kw: Any) -> None:
        super().__init__(name, reliability=reliability, **kw)

    def _answer(self, task: ExpertTask) -> tuple[Any, float, dict[str, Any]]:
        r = classify_pii(
            str(task.inputs["text"]),
            consent=bool(task.inputs.get("consent", False)),
            purpose=task.inputs.get("purpose"),
        )
        return r.to_answer(), r.confidence, {"n_findings": len(r.findings)}


class LocalXLVerifier(LocalExpert):
    role = "xl_verifier"
    required_inputs = ("source", "candidate")

    def __init__(
        self,
        embedder: PassageEmbedder,
        name: str = "local/xl_verifier",
        *,
        reliability: float = 0.65,
        threshold: float = 0.5,
        **kw: Any,
    ) -> None:
        super().__init__(name, reliability=reliability, **kw)
        self.verifier = CrossLingualVerifier(embedder, threshold)

    def _answer(self, task: ExpertTask) -> tuple[Any, float, dict[str, Any]]:
        v = self.verifier.verify(str(task.inputs["source"]), str(task.inputs["candidate"]))
        return v.to_answer(), v.confidence, {}


def local_pool(embedder: PassageEmbedder | None = None) -> list[LocalExpert]:
    """The local experts: two profile extractors (templates, then a vocabulary scan: the first one answers for a
    single-expert writer), one expert for every other role (the verifier only when an embedder is given)."""
    pool: list[LocalExpert] = [
        LocalProfileExtractor(),
        LocalLexiconProfileExtractor(),
        LocalSummarizer(),
        LocalMemorySelector(),
        LocalPrivacyFilter(),
    ]
    if embedder is not None:
        pool.append(LocalXLVerifier(embedder))
    return pool

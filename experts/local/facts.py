"""Local link verifiers: the value-by-value fact check (memory.facts) and the sentence paraphrase check, as experts.

Both answer the ``link_verifier`` role in the same JSON as an LLM verifier would, so the link consensus
(experts/links.py) weighs them with API or vLLM verifiers when those are configured.
"""

from __future__ import annotations

from typing import Any

from memory.facts import UsemWordVectors, compare

from ..base import ExpertTask
from . import LocalExpert
from .verifier import CrossLingualVerifier, PassageEmbedder


def _lang(v: Any) -> str | None:
    return v if v in ("ja", "en", "zh") else None


class LocalFactVerifier(LocalExpert):
    """Aligns the two memories' numbers, dates, polarity and values (memory.facts); a rule, so its confidence is
    high when a value visibly differs and moderate when it says "same" (a rule can miss a difference)."""

    role = "link_verifier"
    required_inputs = ("a", "b")

    def __init__(
        self, embedder: PassageEmbedder | None = None, name: str = "local/fact_verifier", *, reliability: float = 0.8
    ) -> None:
        super().__init__(name, reliability=reliability)
        self.words = UsemWordVectors(embedder) if embedder is not None else None

    def _answer(self, task: ExpertTask) -> tuple[Any, float, dict[str, Any]]:
        inp = task.inputs
        fc = compare(str(inp["a"]), str(inp["b"]), self.words, a_lang=_lang(inp.get("lang_a")),
                     b_lang=_lang(inp.get("lang_b")))  # fmt: skip
        diffs = [{"a": ", ".join(d.a), "b": ", ".join(d.b), "kind": d.kind} for d in fc.differences]
        conf = 0.75 if fc.same else 0.95
        answer: dict[str, Any] = {"same": fc.same, "differences": diffs, "confidence": conf}
        if fc.more_specific:
            answer["more_specific"] = fc.more_specific  # that memory adds a detail: the merge keeps its text
        return answer, conf, {"aligned": [list(x) for x in fc.aligned], "reason": fc.reason}


class LocalParaphraseVerifier(LocalExpert):
    """The cross-lingual verifier (seed 000 §6.1, E_xl) on a link: do the two sentences say the same thing at all?
    It cannot see a swapped value (its cosine is high for those), but it vetoes links between sentences that are
    not paraphrases or translations of each other."""

    role = "link_verifier"
    required_inputs = ("a", "b")

    def __init__(
        self,
        embedder: PassageEmbedder,
        name: str = "local/paraphrase_verifier",
        *,
        reliability: float = 0.6,
        threshold: float = 0.5,
    ) -> None:
        super().__init__(name, reliability=reliability)
        self.verifier = CrossLingualVerifier(embedder, threshold)

    def _answer(self, task: ExpertTask) -> tuple[Any, float, dict[str, Any]]:
        v = self.verifier.verify(str(task.inputs["a"]), str(task.inputs["b"]))
        diffs = [] if v.agree else [{"a": str(task.inputs["a"]), "b": str(task.inputs["b"]), "kind": "paraphrase"}]
        return {"same": v.agree, "differences": diffs, "confidence": round(v.confidence, 4)}, v.confidence, {
            "cosine": round(v.score, 4)
        }

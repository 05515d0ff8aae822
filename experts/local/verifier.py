"""Cross-lingual verifier: does a candidate say what its source says, in whatever language?

Agreement is the cosine of the two texts under a multilingual paraphrase embedder passed in (any object with
``embed_passages(texts) -> L2-normalised np.ndarray``). With USE-multilingual-v3, translations of one sentence
score ~0.65-0.75 across JA/EN/ZH and unrelated sentences ~0.05-0.25, hence the 0.5 default threshold.
Confidence grows with the distance from that threshold: a cosine near it is an honest "unsure".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np

from ._text import detect_lang, split_sentences


class PassageEmbedder(Protocol):
    def embed_passages(self, texts: list[str]) -> np.ndarray: ...


@dataclass(frozen=True)
class Verdict:
    agree: bool
    score: float
    confidence: float
    source_lang: str | None
    candidate_lang: str | None

    def to_answer(self) -> dict[str, Any]:
        return {
            "agree": self.agree,
            "score": round(self.score, 4),
            "source_lang": self.source_lang,
            "candidate_lang": self.candidate_lang,
        }


class CrossLingualVerifier:
    def __init__(self, embedder: PassageEmbedder, threshold: float = 0.5) -> None:
        self.embedder = embedder
        self.threshold = threshold

    def similarity(self, source: str, candidate: str) -> float:
        """Best match of the candidate against the whole source and each of its sentences.

        A one-sentence claim is usually grounded in one sentence of a longer source; comparing only with the
        whole text would dilute it.
        """
        parts = [source, *split_sentences(source)]
        vecs = np.asarray(self.embedder.embed_passages([candidate, *parts]), dtype=np.float32)
        return float(np.clip(vecs[1:] @ vecs[0], -1.0, 1.0).max())

    def verify(self, source: str, candidate: str) -> Verdict:
        s = self.similarity(source, candidate)
        agree = s >= self.threshold
        span = (1.0 - self.threshold) if agree else (self.threshold + 1.0)
        conf = 0.5 + 0.5 * min(1.0, abs(s - self.threshold) / max(span * 0.5, 1e-6))
        return Verdict(agree, s, conf, detect_lang(source), detect_lang(candidate))

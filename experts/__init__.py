"""LLM experts and their consensus (seed 000 §6).

One small provider interface (``Expert.run(ExpertTask) -> Candidate``), providers for OpenAI / any
OpenAI-compatible server, Anthropic, in-process vLLM and rule-based local experts, prompt templates per role,
and the cost-aware mixture-of-experts consensus. ``memory/`` never imports this package: experts are passed
into the engine as objects.
"""

from .anthropic_expert import AnthropicExpert
from .base import Candidate, Expert, ExpertStats, ExpertTask, LLMExpert, canonical, run_sync
from .consensus import (
    Consensus,
    ConsensusConfig,
    ConsensusResult,
    HeuristicScorer,
    QualityAxes,
    QualityWeights,
    ScoringContext,
    aggregate,
    calibrate_isotonic,
    confirmation_question,
    route,
    soft_weights,
)
from .factory import build_expert, build_pool
from .local import local_pool
from .openai_expert import OpenAIExpert
from .prompts import PromptTemplate, build_task, get_prompt, load_prompts
from .validation import VALIDATOR, AnswerError
from .vllm_expert import VLLMExpert

__all__ = [
    "VALIDATOR",
    "AnswerError",
    "AnthropicExpert",
    "Candidate",
    "Consensus",
    "ConsensusConfig",
    "ConsensusResult",
    "Expert",
    "ExpertStats",
    "ExpertTask",
    "HeuristicScorer",
    "LLMExpert",
    "OpenAIExpert",
    "PromptTemplate",
    "QualityAxes",
    "QualityWeights",
    "ScoringContext",
    "VLLMExpert",
    "aggregate",
    "build_expert",
    "build_pool",
    "build_task",
    "calibrate_isotonic",
    "canonical",
    "confirmation_question",
    "get_prompt",
    "load_prompts",
    "local_pool",
    "route",
    "run_sync",
    "soft_weights",
]

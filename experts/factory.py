"""Build experts from declarative specs (YAML/JSON), importing each optional backend only when asked for.

    {"provider": "openai", "model": "gpt-4o-mini"}
    {"provider": "openai", "model": "Qwen/Qwen2.5-7B-Instruct", "base_url": "http://gpu:8000/v1"}
    {"provider": "anthropic", "model": "claude-3-5-haiku-latest"}
    {"provider": "vllm", "model": "Qwen/Qwen2.5-7B-Instruct"}
    {"provider": "local", "role": "profile_extractor"}

A missing package raises ``BackendUnavailable`` naming the extra to install; a missing key raises
``InvalidInput('api_key')`` only for the provider that needs it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from memory.errors import InvalidInput

from .base import Expert
from .local import (
    LocalMemorySelector,
    LocalPrivacyFilter,
    LocalProfileExtractor,
    LocalSummarizer,
    LocalXLVerifier,
    PassageEmbedder,
)

_LOCAL = {
    "profile_extractor": LocalProfileExtractor,
    "summarizer": LocalSummarizer,
    "memory_selector": LocalMemorySelector,
    "privacy_filter": LocalPrivacyFilter,
}


def build_expert(spec: Mapping[str, Any], *, embedder: PassageEmbedder | None = None) -> Expert:
    kw = dict(spec)
    provider = kw.pop("provider", None)
    if provider == "openai":
        from .openai_expert import OpenAIExpert

        return OpenAIExpert(**kw)
    if provider == "anthropic":
        from .anthropic_expert import AnthropicExpert

        return AnthropicExpert(**kw)
    if provider == "vllm":
        from .vllm_expert import VLLMExpert

        return VLLMExpert(**kw)
    if provider == "local":
        role = kw.pop("role", None)
        if role == "xl_verifier":
            if embedder is None:
                raise InvalidInput("embedder", "the local xl_verifier needs a multilingual embedder")
            return LocalXLVerifier(embedder, **kw)
        if role not in _LOCAL:
            raise InvalidInput("role", f"no local expert for role {role!r}; known: {sorted(_LOCAL)} + xl_verifier")
        return _LOCAL[role](**kw)
    raise InvalidInput("provider", f"unknown provider {provider!r} (openai, anthropic, vllm, local)")


def build_pool(specs: Iterable[Mapping[str, Any]], *, embedder: PassageEmbedder | None = None) -> list[Expert]:
    return [build_expert(s, embedder=embedder) for s in specs]

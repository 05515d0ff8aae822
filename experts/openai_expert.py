"""OpenAI and every OpenAI-compatible server (vLLM's, llama.cpp's, a local one) through the official client.

The key is resolved when the expert is built and is required only for OpenAI itself: a compatible server
reached by ``base_url`` gets a placeholder key, and nothing here is touched when another provider is used.
Structured output is tried as ``json_schema``, then ``json_object``, then plain prompting; the first mode the
server accepts is remembered (servers differ, and a 400 per call would double every request).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from memory.errors import BackendUnavailable

from .base import Completion, ExpertTask, LLMExpert, estimate_tokens
from .sdk_client import LoopClient, resolve_api_key, transport_error


def _import_openai() -> Any:
    try:
        import openai
    except ImportError as e:  # pragma: no cover - installed in this venv
        raise BackendUnavailable("the openai expert needs the openai package: pip install 'openai>=1.40'") from e
    return openai


class OpenAIExpert(LLMExpert):
    MODES = ("json_schema", "json_object", "prompt")

    def __init__(
        self,
        model: str,
        base_url: str | None = None,
        api_key: str | None = None,
        *,
        name: str | None = None,
        timeout_s: float = 30.0,
        max_retries: int = 3,
        reliability: float = 0.75,
        cost_per_1k: float = 0.0006,
        tags: Iterable[str] = ("summarizer", "profile_extractor", "memory_selector", "xl_verifier"),
        strict_schema: bool = False,
        logprobs: bool = False,
        max_tokens_param: str | None = None,
        **kw: Any,
    ) -> None:
        self._openai = _import_openai()
        key = resolve_api_key(api_key, base_url, "OPENAI_API_KEY", "OpenAI")
        super().__init__(
            name or f"openai/{model}",
            reliability=reliability,
            cost_per_1k=cost_per_1k,
            tags=tags,
            timeout_s=timeout_s,
            max_retries=max_retries,
            **kw,
        )
        self.model = model
        self.base_url = base_url
        self._api_key = key
        self.strict_schema = strict_schema
        self.logprobs = logprobs
        # OpenAI's own newer models take max_completion_tokens; compatible servers the classic max_tokens.
        self.max_tokens_param = max_tokens_param or ("max_completion_tokens" if base_url is None else "max_tokens")
        self._clients = LoopClient()

    def _client(self) -> Any:
        return self._clients.get(
            lambda: self._openai.AsyncOpenAI(
                api_key=self._api_key, base_url=self.base_url, timeout=self.timeout_s, max_retries=0
            )
        )

    async def _complete(self, messages: list[dict[str, Any]], task: ExpertTask, mode: str) -> Completion:
        kwargs: dict[str, Any] = {
            "model": self.model,
            "messages": messages,
            "temperature": task.temperature,
            self.max_tokens_param: task.budget_tokens,
        }
        if mode == "json_schema":
            kwargs["response_format"] = {
                "type": "json_schema",
                "json_schema": {
                    "name": re.sub(r"[^A-Za-z0-9_-]", "_", task.role)[:64],
                    "schema": task.schema,
                    "strict": self.strict_schema,
                },
            }
        elif mode == "json_object":
            kwargs["response_format"] = {"type": "json_object"}
        if self.logprobs:
            kwargs["logprobs"] = True
        resp = await self._client().chat.completions.create(**kwargs)
        choice = resp.choices[0]
        text = choice.message.content or ""
        usage = resp.usage
        pt = usage.prompt_tokens if usage else estimate_tokens(" ".join(str(m["content"]) for m in messages))
        ct = usage.completion_tokens if usage else estimate_tokens(text)
        mean_lp = None
        lp = getattr(choice, "logprobs", None)
        if lp is not None and getattr(lp, "content", None):
            vals = [t.logprob for t in lp.content]
            mean_lp = sum(vals) / len(vals)
        return Completion(text, int(pt), int(ct), mean_lp)

    def _classify(self, exc: BaseException) -> tuple[Any, float | None]:
        kind = transport_error(self._openai, exc)
        return (kind, None) if kind else super()._classify(exc)

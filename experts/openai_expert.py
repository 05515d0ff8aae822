"""OpenAI and every OpenAI-compatible server (vLLM's, llama.cpp's, a local one) through the official client.

The key is resolved when the expert is built and is required only for OpenAI itself: a compatible server
reached by ``base_url`` gets a placeholder key, and nothing here is touched when another provider is used.
Structured output is tried as ``json_schema``, then ``json_object``, then plain prompting; the first mode the
server accepts is remembered (servers differ, and a 400 per call would double every request).
"""

from __future__ import annotations

import asyncio
import os
import re
from collections.abc import Iterable
from typing import Any

from memory.errors import BackendUnavailable, InvalidInput

from .base import Completion, ExpertTask, LLMExpert, estimate_tokens


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
        key = api_key or os.environ.get("OPENAI_API_KEY")
        if not key:
            if base_url is None:
                raise InvalidInput("api_key", "OpenAI needs an API key (pass api_key or set OPENAI_API_KEY)")
            key = "EMPTY"  # OpenAI-compatible servers usually accept any key
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
        self._client_obj: Any = None
        self._client_loop: asyncio.AbstractEventLoop | None = None

    def _client(self) -> Any:
        # An httpx connection pool belongs to the loop it was created on; run_sync creates fresh loops.
        loop = asyncio.get_running_loop()
        if self._client_obj is None or self._client_loop is not loop:
            self._client_obj = self._openai.AsyncOpenAI(
                api_key=self._api_key, base_url=self.base_url, timeout=self.timeout_s, max_retries=0
            )
            self._client_loop = loop
        return self._client_obj

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
        o = self._openai
        if isinstance(exc, o.APITimeoutError):
            return "timeout", None
        if isinstance(exc, o.APIConnectionError):
            return "connection", None
        return super()._classify(exc)

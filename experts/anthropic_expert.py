"""Anthropic models through the official ``anthropic`` client (the optional ``anthropic`` extra).

Structured output uses ``output_config.format`` (JSON schema) and falls back to plain prompting when the
endpoint rejects it (older models, proxies); the working mode is remembered per expert. The installed SDK has
no ``temperature`` argument, so it is sent (as an extra body field) only when ``send_temperature`` is set;
otherwise self-consistency samples at the model's default temperature.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Iterable
from typing import Any

from memory.errors import BackendUnavailable, InvalidInput

from .base import Completion, ExpertTask, LLMExpert


def _import_anthropic() -> Any:
    try:
        import anthropic
    except ImportError as e:
        raise BackendUnavailable(
            "the anthropic expert needs the anthropic package: pip install 'kioku[anthropic]'"
        ) from e
    return anthropic


class AnthropicExpert(LLMExpert):
    MODES = ("json_schema", "prompt")

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
        cost_per_1k: float = 0.001,
        tags: Iterable[str] = ("summarizer", "profile_extractor", "memory_selector", "xl_verifier"),
        send_temperature: bool = False,
        **kw: Any,
    ) -> None:
        self._anthropic = _import_anthropic()
        self.send_temperature = send_temperature
        key = api_key or os.environ.get("ANTHROPIC_API_KEY")
        if not key:
            if base_url is None:
                raise InvalidInput("api_key", "Anthropic needs an API key (pass api_key or set ANTHROPIC_API_KEY)")
            key = "EMPTY"
        super().__init__(
            name or f"anthropic/{model}",
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
        self._client_obj: Any = None
        self._client_loop: asyncio.AbstractEventLoop | None = None

    def _client(self) -> Any:
        loop = asyncio.get_running_loop()
        if self._client_obj is None or self._client_loop is not loop:
            self._client_obj = self._anthropic.AsyncAnthropic(
                api_key=self._api_key, base_url=self.base_url, timeout=self.timeout_s, max_retries=0
            )
            self._client_loop = loop
        return self._client_obj

    async def _complete(self, messages: list[dict[str, Any]], task: ExpertTask, mode: str) -> Completion:
        # The Messages API takes the system prompt separately and only user/assistant turns in the list.
        system = "\n\n".join(str(m["content"]) for m in messages if m["role"] == "system")
        turns = [{"role": m["role"], "content": m["content"]} for m in messages if m["role"] != "system"]
        kwargs: dict[str, Any] = {
            "model": self.model,
            "max_tokens": task.budget_tokens,
            "messages": turns,
        }
        if self.send_temperature:
            # Current SDKs no longer take a temperature argument; older endpoints and proxies still do.
            kwargs["extra_body"] = {"temperature": task.temperature}
        if system:
            kwargs["system"] = system
        if mode == "json_schema":
            kwargs["output_config"] = {"format": {"type": "json_schema", "schema": task.schema}}
        resp = await self._client().messages.create(**kwargs)
        text = "".join(getattr(b, "text", "") for b in resp.content if getattr(b, "type", "") == "text")
        return Completion(text, int(resp.usage.input_tokens), int(resp.usage.output_tokens))

    def _classify(self, exc: BaseException) -> tuple[Any, float | None]:
        a = self._anthropic
        if isinstance(exc, a.APITimeoutError):
            return "timeout", None
        if isinstance(exc, a.APIConnectionError):
            return "connection", None
        return super()._classify(exc)

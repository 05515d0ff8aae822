"""Anthropic models through the official ``anthropic`` client (the optional ``anthropic`` extra).

Structured output uses ``output_config.format`` (JSON schema) and falls back to plain prompting when the
endpoint rejects it (older models, proxies); the working mode is remembered per expert. The installed SDK has
no ``temperature`` argument, so it is sent (as an extra body field) only when ``send_temperature`` is set;
otherwise self-consistency samples at the model's default temperature.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from memory.errors import BackendUnavailable

from .base import Completion, ExpertTask, LLMExpert
from .sdk_client import LoopClient, resolve_api_key, transport_error


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
        key = resolve_api_key(api_key, base_url, "ANTHROPIC_API_KEY", "Anthropic")
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
        self._clients = LoopClient()

    def _client(self) -> Any:
        return self._clients.get(
            lambda: self._anthropic.AsyncAnthropic(
                api_key=self._api_key, base_url=self.base_url, timeout=self.timeout_s, max_retries=0
            )
        )

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
        kind = transport_error(self._anthropic, exc)
        return (kind, None) if kind else super()._classify(exc)

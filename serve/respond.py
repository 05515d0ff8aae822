"""The main model behind ``/v1/turns`` and ``/v1/chat/completions``.

Two kinds, one shape (``messages in -> text out``, optionally streamed):

* :class:`ExtractiveResponder`, the default with no key and no GPU. It is not a language model: the reply quotes
  the best evidence the memory put into the prompt, with its date, and starts with a label saying it is
  extractive, so nobody mistakes a retrieval result for generated text.
* :class:`ChatModel`: OpenAI, any OpenAI-compatible server (``base_url``) or Anthropic through the official
  clients, imported only when configured (an Anthropic user never needs an OpenAI key and vice versa), or an
  in-process vLLM engine on a GPU.

The memory-built system prompt always goes first; the caller's own system messages follow it, so a client that
sets its persona keeps it while the memory sections stay where the templates put them.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import AsyncIterator, Sequence
from typing import Any

from memory.errors import BackendUnavailable, InvalidInput
from memory.schemas import BuiltContext, normalize_text

from .config import GeneratorConfig

_LABEL = {
    "en": "[extractive reply: quoted from memory, no language model]",
    "ja": "[抽出型の応答: 記憶からの引用で、言語モデルは使っていません]",
    "zh": "[抽取式回复: 引自记忆, 未使用语言模型]",
}
_NOTHING = {
    "en": "I have nothing in memory about that yet.",
    "ja": "それについてはまだ何も記憶していません。",
    "zh": "关于这个, 我还没有任何记忆。",
}
_INTRO = {"en": "From memory", "ja": "記憶より", "zh": "来自记忆"}


class ExtractiveResponder:
    """Builds a short reply from the context's top evidence (best score first), clearly labelled."""

    name = "extractive"
    quotes_memory = True  # its replies are stored memories quoted back: remembered as turns, not indexed again

    def __init__(self, max_items: int = 2, max_chars: int = 240) -> None:
        self.max_items = max_items
        self.max_chars = max_chars

    def __call__(self, context: BuiltContext, message: str) -> str:
        lang = context.reply_lang
        said = normalize_text(message).casefold()
        # Earlier assistant turns are skipped: quoting a quote would re-store recalled memories as new ones,
        # and so is the user's own identical message from an earlier turn (it answers nothing).
        useful = [
            h
            for h in context.evidence
            if h.item.speaker != "assistant" and _body(h.item.summary, h.item.speaker).casefold() != said
        ]
        hits = sorted(useful, key=lambda h: -h.score)[: self.max_items]
        if not hits:
            return f"{_LABEL[lang]}\n{_NOTHING[lang]}"
        lines = [_LABEL[lang]]
        for h in hits:
            text = normalize_text(h.item.summary)
            if len(text) > self.max_chars:
                text = text[: self.max_chars - 1] + "…"
            lines.append(f"{_INTRO[lang]} ({h.item.timestamp.date().isoformat()}): {text}")
        return "\n".join(lines)


def _body(summary: str, speaker: str | None) -> str:
    """A turn item's text without the ``speaker: `` prefix the engine indexes it with."""
    text = normalize_text(summary)
    if speaker and text.startswith(f"{speaker}: "):
        return text[len(speaker) + 2 :]
    return text


def citation_request(context: BuiltContext) -> str:
    """Asks the model to cite the memories it uses by id: the citations are the ranker's feedback
    (memory.feedback, seed 002's retrospective reflection), so a later query of the user ranks them higher."""
    if not context.evidence:
        return ""
    refs = "; ".join(
        f"[{h.item.memory_id}] {' '.join(_body(h.item.summary, h.item.speaker).split()[:6])}" for h in context.evidence
    )
    return f"When you use a LONG_TERM_MEMORY line, cite its id in square brackets. Ids: {refs}"


def chat_messages(
    context: BuiltContext,
    message: str,
    history: Sequence[dict[str, str]] = (),
    after: Sequence[dict[str, str]] = (),
) -> list[dict[str, str]]:
    """The model's input: memory system prompt (with the citation request), then the caller's system messages and
    history, then the turn, then what the caller put after it (an assistant prefix the model continues)."""
    system = [context.system_prompt, citation_request(context)] + [
        m["content"] for m in (*history, *after) if m["role"] in ("system", "developer")
    ]
    convo = [m for m in history if m["role"] in ("user", "assistant")]
    return [
        {"role": "system", "content": "\n\n".join(s for s in system if s)},
        *convo,
        {"role": "user", "content": message},
        *(m for m in after if m["role"] == "assistant"),
    ]


class ChatModel:
    """One chat model behind the official client of its provider (lazily imported)."""

    def __init__(self, cfg: GeneratorConfig) -> None:
        if cfg.provider == "extractive" or not cfg.model:
            raise InvalidInput("generator.provider", "ChatModel needs a model provider, not 'extractive'")
        self.cfg = cfg
        self.name = f"{cfg.provider}/{cfg.model}"
        self._client: Any = None
        self._engine: Any = None
        if cfg.provider in ("openai", "anthropic"):
            default_env = "OPENAI_API_KEY" if cfg.provider == "openai" else "ANTHROPIC_API_KEY"
            env = cfg.api_key_env or default_env
            key = os.environ.get(env, "")
            if not key and cfg.base_url is None:
                raise InvalidInput("generator.api_key_env", f"{cfg.provider} needs an API key in ${env}")
            self._key = key or "EMPTY"  # OpenAI-compatible servers accept any key
        if cfg.provider == "vllm":
            try:
                import vllm  # noqa: F401
            except ImportError as exc:
                raise BackendUnavailable(
                    "generator provider 'vllm' needs the vllm extra on a CUDA machine: pip install 'kioku[vllm]' "
                    "(or run `vllm serve` and use provider 'openai' with its base_url)"
                ) from exc

    def client(self) -> Any:
        if self._client is None:
            if self.cfg.provider == "openai":
                import openai

                self._client = openai.AsyncOpenAI(
                    api_key=self._key, base_url=self.cfg.base_url, timeout=self.cfg.timeout_s, max_retries=2
                )
            elif self.cfg.provider == "anthropic":
                try:
                    import anthropic
                except ImportError as exc:
                    raise BackendUnavailable("provider 'anthropic' needs: pip install 'kioku[anthropic]'") from exc
                self._client = anthropic.AsyncAnthropic(
                    api_key=self._key, base_url=self.cfg.base_url, timeout=self.cfg.timeout_s, max_retries=2
                )
        return self._client

    async def _vllm(self) -> Any:
        if self._engine is None:  # loading weights takes the whole GPU and minutes: only on first use
            from vllm.engine.arg_utils import AsyncEngineArgs
            from vllm.engine.async_llm_engine import AsyncLLMEngine

            self._engine = AsyncLLMEngine.from_engine_args(
                AsyncEngineArgs(model=self.cfg.model, **self.cfg.engine_kwargs)
            )
            self._tokenizer = await self._engine.get_tokenizer()
        return self._engine

    async def stream(
        self, messages: list[dict[str, str]], max_tokens: int | None = None, temperature: float | None = None
    ) -> AsyncIterator[str]:
        """Text deltas as the model produces them."""
        mt = max_tokens or self.cfg.max_tokens
        temp = self.cfg.temperature if temperature is None else temperature
        if self.cfg.provider == "openai":
            resp = await self.client().chat.completions.create(
                model=self.cfg.model, messages=messages, stream=True, max_tokens=mt, temperature=temp
            )
            async for chunk in resp:
                if chunk.choices and chunk.choices[0].delta.content:
                    yield chunk.choices[0].delta.content
        elif self.cfg.provider == "anthropic":
            system = "\n\n".join(m["content"] for m in messages if m["role"] == "system")
            turns = [m for m in messages if m["role"] != "system"]
            async with self.client().messages.stream(
                model=self.cfg.model, system=system, messages=turns, max_tokens=mt
            ) as s:
                async for text in s.text_stream:
                    yield text
        else:
            import vllm

            engine = await self._vllm()
            prompt = self._tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
            params = vllm.SamplingParams(temperature=temp, max_tokens=mt)
            sent = 0
            async for out in engine.generate(prompt, params, request_id=uuid.uuid4().hex):
                text = out.outputs[0].text
                if len(text) > sent:
                    yield text[sent:]
                    sent = len(text)

    async def generate(
        self, messages: list[dict[str, str]], max_tokens: int | None = None, temperature: float | None = None
    ) -> str:
        return "".join([d async for d in self.stream(messages, max_tokens, temperature)])

"""An in-process vLLM engine as an expert (the ``vllm`` extra, GPU machines only).

Same interface and the same retry/validation/self-consistency logic as the HTTP providers; the only thing
that differs is ``_complete``. JSON-schema decoding uses ``StructuredOutputsParams`` (vLLM >= 0.12) or the
older ``GuidedDecodingParams``; without either, the schema goes into the prompt and validation still holds.
To use a vLLM *server* instead, point ``OpenAIExpert`` at its ``/v1`` base URL.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable
from typing import Any

from memory.errors import BackendUnavailable

from .base import Completion, ExpertTask, LLMExpert


def _import_vllm() -> Any:
    try:
        import vllm
    except ImportError as e:
        raise BackendUnavailable(
            "the in-process vLLM expert needs the vllm extra on a CUDA machine: pip install 'kioku[vllm]' "
            "(or serve the model with `vllm serve` and use OpenAIExpert(base_url=...))"
        ) from e
    return vllm


def _structured_kwargs(vllm: Any, schema: dict[str, Any]) -> dict[str, Any]:
    sp = vllm.sampling_params
    if hasattr(sp, "StructuredOutputsParams"):
        return {"structured_outputs": sp.StructuredOutputsParams(json=schema)}
    if hasattr(sp, "GuidedDecodingParams"):  # vLLM 0.6.3 - 0.11
        return {"guided_decoding": sp.GuidedDecodingParams(json=schema)}
    return {}


class VLLMExpert(LLMExpert):
    def __init__(
        self,
        model: str,
        *,
        name: str | None = None,
        reliability: float = 0.6,
        cost_per_1k: float = 0.0,
        tags: Iterable[str] = ("summarizer", "profile_extractor", "memory_selector", "xl_verifier"),
        engine_kwargs: dict[str, Any] | None = None,
        timeout_s: float = 120.0,
        **kw: Any,
    ) -> None:
        self._vllm = _import_vllm()
        super().__init__(
            name or f"vllm/{model}",
            reliability=reliability,
            cost_per_1k=cost_per_1k,
            tags=tags,
            timeout_s=timeout_s,
            **kw,
        )
        self.model = model
        self.engine_kwargs = dict(engine_kwargs or {})
        self._engine: Any = None
        self._tokenizer: Any = None
        if not _structured_kwargs(self._vllm, {"type": "object"}):
            self._mode_index = self.MODES.index("prompt")  # no constrained decoding: schema goes in the prompt

    async def _get_engine(self) -> Any:
        if self._engine is None:  # built lazily: loading weights takes minutes and the whole GPU
            from vllm.engine.arg_utils import AsyncEngineArgs
            from vllm.engine.async_llm_engine import AsyncLLMEngine

            args = AsyncEngineArgs(model=self.model, **self.engine_kwargs)
            self._engine = AsyncLLMEngine.from_engine_args(args)
            self._tokenizer = await self._engine.get_tokenizer()
        return self._engine

    async def _complete(self, messages: list[dict[str, Any]], task: ExpertTask, mode: str) -> Completion:
        engine = await self._get_engine()
        prompt = self._tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
        extra = _structured_kwargs(self._vllm, task.schema) if mode == "json_schema" else {}
        params = self._vllm.SamplingParams(temperature=task.temperature, max_tokens=task.budget_tokens, **extra)
        final = None
        async for out in engine.generate(prompt, params, request_id=uuid.uuid4().hex):
            final = out
        if final is None:
            raise RuntimeError("vLLM returned no output")
        o = final.outputs[0]
        return Completion(o.text, len(final.prompt_token_ids or []), len(o.token_ids))

    def _classify(self, exc: BaseException) -> tuple[Any, float | None]:
        # In-process: nothing is transient except a timeout (handled by the base class); OOM etc. are fatal.
        return "fatal", None

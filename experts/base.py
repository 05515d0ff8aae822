"""The one provider interface: a task goes in, a candidate comes out.

Everything is async at the core; ``run_sync`` is the single thin wrapper for synchronous callers, so there is
no second copy of the retry, validation or self-consistency logic. ``LLMExpert`` holds that logic once for
every remote or in-process model; a provider only implements ``_complete`` (one raw model call) and tells
which of its exceptions are transient.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import email.utils
import json
import logging
import math
import random
import threading
import time
import unicodedata
from collections import Counter
from collections.abc import Awaitable, Callable, Coroutine, Iterable, Mapping
from dataclasses import asdict, dataclass, field
from typing import Any, Literal, Protocol, TypeVar, runtime_checkable

from memory.errors import InvalidInput

from .validation import AnswerError, extract_json, validate

log = logging.getLogger("kioku.experts")

T = TypeVar("T")
LANGS = ("ja", "en", "zh")

# Fields that carry an expert's own bookkeeping rather than the claim itself: two experts that state the same
# fact with different confidences or quotes agree, so these are ignored when values are compared.
VOLATILE_KEYS = frozenset({"confidence", "evidence", "rationale", "reason", "source", "gloss", "notes"})


@dataclass(frozen=True)
class ExpertTask:
    """One question for an expert.

    ``messages`` are what an LLM sees (rendered from a prompt template); ``inputs`` are the structured
    variables they were rendered from, which rule-based local experts read directly instead of re-parsing
    the prompt.
    """

    role: str
    messages: list[dict[str, Any]]
    schema: dict[str, Any]
    budget_tokens: int = 512
    tag: str = ""  # routing tag; defaults to the role
    temperature: float = 0.0
    n_samples: int = 1
    lang: str | None = None
    inputs: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.role:
            raise InvalidInput("role", "must be non-empty")
        if not self.tag:
            object.__setattr__(self, "tag", self.role)
        if self.budget_tokens <= 0:
            raise InvalidInput("budget_tokens", "must be > 0")
        if self.n_samples < 1:
            raise InvalidInput("n_samples", "must be >= 1")
        if self.temperature < 0:
            raise InvalidInput("temperature", "must be >= 0")
        if self.lang is not None and self.lang not in LANGS:
            raise InvalidInput("lang", f"must be one of {LANGS} or None")
        if not isinstance(self.schema, dict):
            raise InvalidInput("schema", "must be a JSON schema object")

    def with_(self, **changes: Any) -> ExpertTask:
        d = {k: getattr(self, k) for k in self.__dataclass_fields__}
        d.update(changes)
        return ExpertTask(**d)


@dataclass
class Candidate:
    """An expert's answer with what consensus needs to weigh it: confidence s_k and cost c_k."""

    expert: str
    value: Any  # validated JSON, or None when ok is False
    confidence: float  # s_k in [0, 1]
    cost_tokens: int = 0
    cost_usd: float = 0.0
    latency_ms: float = 0.0
    ok: bool = True
    error: str | None = None
    diagnostics: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@runtime_checkable
class Expert(Protocol):
    name: str
    reliability: float  # prior r_k in [0, 1], calibrated from logs
    cost_per_1k: float  # USD per 1k tokens (0 for local experts)
    tags: set[str]  # task tags (roles) it can answer

    async def run(self, task: ExpertTask) -> Candidate: ...


_THREAD_LOOP = threading.local()


def _run_on_thread_loop(coro: Coroutine[Any, Any, T] | Awaitable[T]) -> T:
    """``asyncio.run`` without creating and tearing down an event loop per call: each thread keeps one.

    A turn runs four consensus rounds; a new loop each time (signal handlers installed and restored, the default
    executor shut down) cost more than the local experts it ran. As in ``asyncio.run``, tasks a coroutine leaves
    behind are cancelled and awaited before the call returns, so nothing leaks into the next call.
    """
    loop = getattr(_THREAD_LOOP, "loop", None)
    if loop is None or loop.is_closed():
        loop = _THREAD_LOOP.loop = asyncio.new_event_loop()
    try:
        return loop.run_until_complete(coro)
    finally:
        left = [t for t in asyncio.all_tasks(loop) if not t.done()]
        for t in left:
            t.cancel()
        if left:
            loop.run_until_complete(asyncio.gather(*left, return_exceptions=True))


def run_sync(coro: Coroutine[Any, Any, T] | Awaitable[T]) -> T:
    """Run a coroutine from synchronous code.

    Without a running loop it runs on this thread's own event loop (see :func:`_run_on_thread_loop`). Inside a
    running loop (a notebook, an async server calling sync library code) blocking that loop would deadlock, so
    the coroutine runs on a fresh loop in a worker thread and this call waits for it.
    """
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return _run_on_thread_loop(coro)
    with concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="kioku-run-sync") as ex:
        return ex.submit(asyncio.run, coro).result()  # type: ignore[arg-type]


# ---------------------------------------------------------------------------------------------------------
# value normalisation (shared by self-consistency and consensus grouping)


# Lists whose order is part of the claim ("Japanese first, then English"); every other list is a set.
ORDERED_KEYS = frozenset({"preferred_language"})


def canonical(value: Any, ignore: Iterable[str] = VOLATILE_KEYS) -> str:
    """A stable string for "the same answer": NFKC/casefolded strings, sorted keys, unordered lists.

    Lists are compared as multisets because experts enumerate facts or ids in arbitrary order (except the
    value of an ``ORDERED_KEYS`` fact, where order is the meaning); numbers are rounded so 0.3 and 0.30000001
    agree.
    """
    ign = frozenset(ignore)

    def norm(v: Any, ordered: bool = False) -> Any:
        if isinstance(v, dict):
            # a fact {"key": "preferred_language", "value": [...]} keeps the order of its value
            keep = v.get("key") in ORDERED_KEYS
            return {
                str(k): norm(x, ordered=(k in ORDERED_KEYS) or (keep and k == "value"))
                for k, x in sorted(v.items())
                if k not in ign
            }
        if isinstance(v, list | tuple):
            items = [norm(x) for x in v]
            if ordered:
                return items
            return sorted(items, key=lambda x: json.dumps(x, sort_keys=True, ensure_ascii=False))
        if isinstance(v, str):
            return " ".join(unicodedata.normalize("NFKC", v).casefold().split())
        if isinstance(v, bool) or v is None:
            return v
        if isinstance(v, int | float):
            return round(float(v), 6)
        return str(v)

    return json.dumps(norm(value), sort_keys=True, ensure_ascii=False)


def self_reported_confidence(value: Any) -> float | None:
    """A top-level ``confidence``, else the mean of per-item confidences (profile facts), else None."""
    if isinstance(value, dict):
        c = value.get("confidence")
        if isinstance(c, int | float) and not isinstance(c, bool):
            return min(1.0, max(0.0, float(c)))
        for v in value.values():
            if isinstance(v, list) and v and all(isinstance(x, dict) for x in v):
                cs = [x.get("confidence") for x in v]
                if all(isinstance(c, int | float) and not isinstance(c, bool) for c in cs):
                    return min(1.0, max(0.0, sum(cs) / len(cs)))  # type: ignore[arg-type]
    return None


# ---------------------------------------------------------------------------------------------------------
# the shared LLM logic


@dataclass
class ExpertStats:
    """Counters per expert; failures are counted here, never dropped."""

    calls: int = 0
    attempts: int = 0  # raw model calls, retries included
    retries: int = 0
    rate_limited: int = 0
    server_errors: int = 0
    timeouts: int = 0
    connection_errors: int = 0
    malformed: int = 0  # answers that failed parsing/validation
    reasks: int = 0
    format_downgrades: int = 0
    failures: int = 0  # candidates returned with ok=False
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float = 0.0
    failure_kinds: Counter[str] = field(default_factory=Counter)


@dataclass
class Completion:
    """One raw model call's result."""

    text: str
    prompt_tokens: int
    completion_tokens: int
    mean_logprob: float | None = None  # over answer tokens, when the server returned logprobs


ErrorKind = Literal["rate_limit", "server", "timeout", "connection", "format_rejected", "fatal"]
TRANSIENT: frozenset[str] = frozenset({"rate_limit", "server", "timeout", "connection"})


class ExpertCallError(Exception):
    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


def retry_after_seconds(headers: Mapping[str, str] | None) -> float | None:
    """Retry-After as seconds: ``retry-after-ms``, a number of seconds, or an HTTP date."""
    if not headers:
        return None
    ms = headers.get("retry-after-ms")
    if ms:
        try:
            return max(0.0, float(ms) / 1000.0)
        except ValueError:
            pass
    ra = headers.get("retry-after")
    if not ra:
        return None
    try:
        return max(0.0, float(ra))
    except ValueError:
        pass
    try:
        dt = email.utils.parsedate_to_datetime(ra)
    except (TypeError, ValueError):
        return None
    return max(0.0, dt.timestamp() - time.time())


def estimate_tokens(text: str) -> int:
    """Rough token count when a server reports no usage: ~1 per CJK char, ~4/3 per other word."""
    cjk = sum(1 for ch in text if "\u3040" <= ch <= "\u30ff" or "\u3400" <= ch <= "\u9fff")
    words = len("".join(" " if "\u3040" <= ch <= "\u9fff" else ch for ch in text).split())
    return cjk + (words * 4 + 2) // 3


def schema_instruction(schema: dict[str, Any]) -> str:
    return (
        "Reply with ONLY one JSON object (no prose, no code fences) that validates against this JSON schema:\n"
        + json.dumps(schema, ensure_ascii=False)
    )


class LLMExpert:
    """Retries, validation, re-asking and self-consistency for every model-backed provider.

    Transient failures (429, 5xx, timeouts, connection errors) are retried with exponential backoff and full
    jitter, honouring Retry-After, at most ``max_retries`` times per answer. An answer that is not valid JSON
    for the schema is sent back with the validation error, at most ``max_reasks`` times; after that the
    candidate is returned with ``ok=False`` and counted in ``stats``. Structured-output modes are tried from
    strongest to weakest and the first one the server accepts is remembered for this expert.
    """

    MODES: tuple[str, ...] = ("json_schema", "prompt")

    def __init__(
        self,
        name: str,
        *,
        reliability: float = 0.7,
        cost_per_1k: float = 0.0,
        tags: Iterable[str] = (),
        timeout_s: float = 30.0,
        max_retries: int = 3,
        max_reasks: int = 2,
        backoff_base_s: float = 0.5,
        backoff_max_s: float = 8.0,
        max_retry_after_s: float = 30.0,
        rng: random.Random | None = None,
    ) -> None:
        if not 0.0 <= reliability <= 1.0:
            raise InvalidInput("reliability", "must be in [0, 1]")
        if cost_per_1k < 0:
            raise InvalidInput("cost_per_1k", "must be >= 0")
        self.name = name
        self.reliability = reliability
        self.cost_per_1k = cost_per_1k
        self.tags = set(tags)
        self.timeout_s = timeout_s
        self.max_retries = max_retries
        self.max_reasks = max_reasks
        self.backoff_base_s = backoff_base_s
        self.backoff_max_s = backoff_max_s
        self.max_retry_after_s = max_retry_after_s
        self.stats = ExpertStats()
        self._mode_index = 0
        self._rng = rng or random.Random()
        self._sleep: Callable[[float], Awaitable[None]] = asyncio.sleep

    # -- to implement per provider ------------------------------------------------------------------------
    async def _complete(self, messages: list[dict[str, Any]], task: ExpertTask, mode: str) -> Completion:
        raise NotImplementedError

    def _classify(self, exc: BaseException) -> tuple[ErrorKind, float | None]:
        """Map a provider exception to (kind, retry_after_s)."""
        return classify_http_error(exc)

    # -- shared logic -------------------------------------------------------------------------------------
    @property
    def structured_mode(self) -> str:
        return self.MODES[self._mode_index]

    def _messages_for(self, messages: list[dict[str, Any]], task: ExpertTask, mode: str) -> list[dict[str, Any]]:
        if mode == "json_schema":
            return messages
        # weaker modes need the schema in the prompt itself
        return [{"role": "system", "content": schema_instruction(task.schema)}, *messages]

    def _backoff(self, attempt: int, retry_after: float | None) -> float:
        if retry_after is not None:
            return retry_after
        cap = min(self.backoff_max_s, self.backoff_base_s * (2**attempt))
        return cap / 2 + self._rng.uniform(0, cap / 2)  # "equal jitter": never zero, never in lockstep

    async def _call(self, messages: list[dict[str, Any]], task: ExpertTask, diag: dict[str, Any]) -> Completion:
        retry = 0
        while True:
            mode = self.structured_mode
            self.stats.attempts += 1
            diag["attempts"] += 1
            try:
                return await asyncio.wait_for(
                    self._complete(self._messages_for(messages, task, mode), task, mode),
                    timeout=self.timeout_s + 1.0,  # the client's own timeout should fire first
                )
            except (asyncio.CancelledError, KeyboardInterrupt):
                raise
            except Exception as exc:
                if isinstance(exc, TimeoutError):
                    kind, ra = "timeout", None
                else:
                    kind, ra = self._classify(exc)
                diag["errors"].append(f"{kind}: {type(exc).__name__}: {str(exc)[:200]}")
                if kind == "format_rejected" and self._mode_index < len(self.MODES) - 1:
                    self._mode_index += 1
                    self.stats.format_downgrades += 1
                    log.info("%s: server rejected %s output, using %s", self.name, mode, self.structured_mode)
                    continue
                if kind not in TRANSIENT:
                    raise ExpertCallError("fatal", f"{type(exc).__name__}: {exc}") from exc
                setattr(self.stats, _STAT_FOR[kind], getattr(self.stats, _STAT_FOR[kind]) + 1)
                if retry >= self.max_retries:
                    raise ExpertCallError(kind, f"{kind} after {retry + 1} attempts: {exc}") from exc
                if ra is not None and ra > self.max_retry_after_s:
                    raise ExpertCallError(kind, f"{kind}: server asks to wait {ra:.0f}s (> limit)") from exc
                wait = self._backoff(retry, ra)
                diag["waits_s"].append(round(wait, 4))
                retry += 1
                self.stats.retries += 1
                await self._sleep(wait)

    async def _sample(self, task: ExpertTask, diag: dict[str, Any]) -> tuple[Any, Completion | None, str | None]:
        """One validated answer (re-asking on malformed output), or (None, last, error)."""
        messages = list(task.messages)
        last: Completion | None = None
        for ask in range(self.max_reasks + 1):
            comp = await self._call(messages, task, diag)
            last = comp
            diag["prompt_tokens"] += comp.prompt_tokens
            diag["completion_tokens"] += comp.completion_tokens
            try:
                value = extract_json(comp.text)
                validate(value, task.schema)
            except AnswerError as e:
                self.stats.malformed += 1
                diag["malformed"].append(str(e)[:300])
                if ask == self.max_reasks:
                    return None, last, f"malformed answer after {ask + 1} tries: {e}"
                self.stats.reasks += 1
                diag["reasks"] += 1
                messages = [
                    *messages,
                    {"role": "assistant", "content": comp.text},
                    {
                        "role": "user",
                        "content": f"That answer is invalid ({e}). Reply again with only the JSON object.",
                    },
                ]
                continue
            return value, comp, None
        return None, last, "unreachable"  # pragma: no cover

    async def run(self, task: ExpertTask) -> Candidate:
        t0 = time.perf_counter()
        self.stats.calls += 1
        diag: dict[str, Any] = {
            "attempts": 0,
            "reasks": 0,
            "waits_s": [],
            "errors": [],
            "malformed": [],
            "prompt_tokens": 0,
            "completion_tokens": 0,
        }
        # self-consistency samples are independent: ask concurrently, keep every outcome
        outcomes = await asyncio.gather(
            *(self._sample(task, diag) for _ in range(task.n_samples)), return_exceptions=True
        )
        values: list[Any] = []
        comps: list[Completion] = []
        errors: list[str] = []
        for out in outcomes:
            if isinstance(out, ExpertCallError):
                errors.append(str(out))
                self.stats.failure_kinds[out.kind] += 1
            elif isinstance(out, BaseException):
                raise out
            elif out[2] is not None:
                errors.append(out[2])
                self.stats.failure_kinds["malformed"] += 1
            else:
                values.append(out[0])
                comps.append(out[1])  # type: ignore[arg-type]
        if errors:
            diag["failed_samples"] = errors
        error = errors[0] if errors and not values else None
        tokens = diag["prompt_tokens"] + diag["completion_tokens"]
        cost = tokens / 1000.0 * self.cost_per_1k
        self.stats.prompt_tokens += diag["prompt_tokens"]
        self.stats.completion_tokens += diag["completion_tokens"]
        self.stats.cost_usd += cost
        diag["structured_mode"] = self.structured_mode
        diag["samples"] = len(values)
        latency = (time.perf_counter() - t0) * 1000.0
        if error is not None or not values:
            self.stats.failures += 1
            log.warning("%s failed on %s: %s", self.name, task.role, error)
            return Candidate(self.name, None, 0.0, tokens, cost, latency, False, error or "no answer", diag)
        value, conf, source = self._aggregate_samples(values, comps, task.n_samples)
        diag["confidence_source"] = source
        return Candidate(self.name, value, conf, tokens, cost, latency, True, None, diag)

    def _aggregate_samples(self, values: list[Any], comps: list[Completion], asked: int) -> tuple[Any, float, str]:
        """Intra-expert self-consistency (seed 000 §6.2): majority value, agreement share as confidence.

        The share is over the samples *asked for*: a sample that failed is a vote for nothing, not abstention.
        """
        if asked > 1:
            keys = [canonical(v) for v in values]
            top, n = Counter(keys).most_common(1)[0]
            return values[keys.index(top)], n / asked, "self_consistency"
        lp = comps[0].mean_logprob
        if lp is not None:
            return values[0], math.exp(lp), "logprob"
        c = self_reported_confidence(values[0])
        if c is not None:
            return values[0], c, "self_reported"
        return values[0], self.reliability, "prior"


_STAT_FOR = {
    "rate_limit": "rate_limited",
    "server": "server_errors",
    "timeout": "timeouts",
    "connection": "connection_errors",
}


_FORMAT_WORDS = ("response_format", "json_schema", "json_object", "output_config", "schema", "structured")


def _mentions_format(exc: BaseException) -> bool:
    """Only a 400 that is about the output format downgrades the mode; a bad model name stays fatal."""
    text = f"{exc} {getattr(exc, 'body', '')}".lower()
    return any(w in text for w in _FORMAT_WORDS)


def classify_http_error(exc: BaseException) -> tuple[ErrorKind, float | None]:
    """Classify the openai/anthropic SDK exceptions (same shape: status_code, response.headers)."""
    name = type(exc).__name__
    if "Timeout" in name:
        return "timeout", None
    status = getattr(exc, "status_code", None)
    if isinstance(status, int):
        resp = getattr(exc, "response", None)
        headers = getattr(resp, "headers", None)
        ra = retry_after_seconds(headers) if headers is not None else None
        if status == 429:
            return "rate_limit", ra
        if status >= 500 or status in (408, 409, 529):
            return "server", ra
        if status in (400, 422) and _mentions_format(exc):
            return "format_rejected", None
        return "fatal", None
    if "Connection" in name:
        return "connection", None
    return "fatal", None

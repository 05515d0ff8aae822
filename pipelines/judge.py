"""LLM-judged LoCoMo accuracy ("J"), the figure memory systems publish for LoCoMo.

For every question of categories 1-4 and every system, an *answerer* LLM answers from the memory context the
system built (the prompt of ``configs/eval_prompts/locomo_answer.yaml``), and a *judge* LLM labels the answer
CORRECT or WRONG against the gold one (``locomo_judge.yaml``: binary, temperature 0, lenient on wording, strict on
the fact). J is the share of CORRECT answers, overall and per category; category 5 (adversarial) is not judged,
as in the published protocol.

Both models are experts (``experts.factory``): OpenAI, Anthropic, any OpenAI-compatible URL (a vLLM server, a
local llama.cpp), or in-process vLLM, with the providers' retries on 429/5xx/timeouts (exponential backoff,
Retry-After honoured). Every answer and judgement goes to an on-disk cache keyed by the exact request (model,
messages, schema, temperature, budget), so an interrupted run resumes where it stopped and a re-run spends
nothing. ``max_cost`` is a budget in USD: a call is made only if the spent cost plus a pessimistic estimate of the
call stays within it; once a call would not fit, nothing more is sent and the report says how far it got.

Cost is tokens (as the server reports them) times the spec's ``cost_per_1k`` (USD per 1,000 tokens, prompt and
completion alike; the provider's default unless the spec sets it), so set ``cost_per_1k`` to your model's price.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import os
import statistics
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from memory.config import CONFIG_DIR
from memory.errors import InvalidInput
from memory.metrics import CATEGORY_NAMES, score_answer

from .progress import progress

log = logging.getLogger("kioku.pipelines.judge")

PROMPTS_DIR = CONFIG_DIR / "eval_prompts"
JUDGED_CATEGORIES = (1, 2, 3, 4)
DEFAULT_LLM_CACHE = Path(os.environ.get("KIOKU_CACHE_DIR", Path.home() / ".cache" / "kioku")) / "llm_cache.jsonl"


# ------------------------------------------------------------------------------------------------ specs


def parse_spec(text: str | dict[str, Any]) -> dict[str, Any]:
    """An expert spec from the command line.

    ``openai:gpt-4o-mini``, ``anthropic:claude-3-5-haiku-latest``, ``openai:Qwen/Qwen2.5-7B-Instruct@http://gpu:8000/v1``
    (any OpenAI-compatible server), ``vllm:MODEL`` (in-process, GPU), a JSON object (``{"provider": ..., "model":
    ..., "cost_per_1k": ...}``) or the path of a YAML/JSON file holding one.
    """
    if isinstance(text, dict):
        spec = dict(text)
    else:
        raw = text.strip()
        path = Path(raw)
        if raw.startswith("{"):
            try:
                spec = json.loads(raw)
            except json.JSONDecodeError as exc:
                raise InvalidInput("spec", f"not valid JSON: {exc}") from exc
        elif path.suffix in (".yaml", ".yml", ".json") and path.is_file():
            spec = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        else:
            provider, sep, rest = raw.partition(":")
            if not sep or not rest:
                raise InvalidInput("spec", f"expected PROVIDER:MODEL[@BASE_URL], a JSON object or a file: {raw!r}")
            model, _, base_url = rest.partition("@")
            spec = {"provider": provider, "model": model}
            if base_url:
                spec["base_url"] = base_url
    if not isinstance(spec, dict) or spec.get("provider") not in ("openai", "anthropic", "vllm"):
        raise InvalidInput("spec.provider", f"one of openai, anthropic, vllm: {spec!r}")
    if not spec.get("model"):
        raise InvalidInput("spec.model", f"a model name is required: {spec!r}")
    if spec["provider"] == "anthropic":
        spec.setdefault("send_temperature", True)  # the protocol's temperature 0 must reach the model
    return spec


def spec_label(spec: dict[str, Any]) -> str:
    where = f"@{spec['base_url']}" if spec.get("base_url") else ""
    return f"{spec['provider']}:{spec['model']}{where}"


# ------------------------------------------------------------------------------------------------ cache, budget


class LLMCache:
    """Answers and judgements on disk, one JSON line per request, appended and flushed as they come (an
    interrupted run loses at most the line being written; a torn last line is ignored on load)."""

    def __init__(self, path: str | Path | None) -> None:
        self.path = Path(path) if path else None
        self.entries: dict[str, dict[str, Any]] = {}
        if self.path is not None and self.path.exists():
            with self.path.open(encoding="utf-8") as f:
                for line in f:
                    try:
                        row = json.loads(line)
                        self.entries[row["key"]] = row["value"]
                    except (json.JSONDecodeError, KeyError, TypeError):
                        continue
        self._fh: Any = None

    def get(self, key: str) -> dict[str, Any] | None:
        return self.entries.get(key)

    def put(self, key: str, value: dict[str, Any]) -> None:
        self.entries[key] = value
        if self.path is None:
            return
        if self._fh is None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._fh = self.path.open("a", encoding="utf-8")
        self._fh.write(json.dumps({"key": key, "value": value}, ensure_ascii=False) + "\n")
        self._fh.flush()

    def close(self) -> None:
        if self._fh is not None:
            self._fh.close()
            self._fh = None


class BudgetExhausted(Exception):
    pass


@dataclass
class CostGuard:
    """``max_cost`` in USD (None: no limit). A call reserves a pessimistic estimate before it is sent."""

    max_cost: float | None
    spent: float = 0.0
    reserved: float = 0.0
    refused: int = 0

    def reserve(self, estimate: float) -> None:
        if self.max_cost is not None and self.spent + self.reserved + estimate > self.max_cost:
            self.refused += 1
            raise BudgetExhausted(f"the next call (up to ${estimate:.4f}) would exceed --max-cost ${self.max_cost}")
        self.reserved += estimate

    def settle(self, estimate: float, actual: float) -> None:
        self.reserved -= estimate
        self.spent += actual

    @property
    def stopped(self) -> bool:
        return self.refused > 0


@dataclass
class RoleStats:
    calls: int = 0  # requests answered by the model (cache misses)
    cached: int = 0
    failed: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float = 0.0

    def add(self, value: dict[str, Any]) -> None:
        self.prompt_tokens += int(value.get("prompt_tokens", 0))
        self.completion_tokens += int(value.get("completion_tokens", 0))
        self.cost_usd += float(value.get("cost_usd", 0.0))


class LLMRole:
    """One model in one role (answerer or judge): its expert, its prompt, the cache and the budget."""

    def __init__(self, name: str, spec: dict[str, Any], cache: LLMCache, guard: CostGuard) -> None:
        from experts.factory import build_expert
        from experts.prompts import get_prompt

        self.name = name
        self.spec = spec
        self.label = spec_label(spec)
        self.prompt = get_prompt(f"locomo_{name}", PROMPTS_DIR)
        kw = dict(spec)
        kw.setdefault("max_reasks", 1)
        self.expert = build_expert(kw)
        self.cache = cache
        self.guard = guard
        self.stats = RoleStats()
        # One total per distinct request, whichever system asked for it (systems often share a context).
        self.by_system: dict[str, RoleStats] = defaultdict(RoleStats)

    def _key(self, task: Any) -> str:
        blob = {
            "model": {k: self.spec.get(k) for k in ("provider", "model", "base_url")},
            "prompt": [self.prompt.role, self.prompt.version],
            "messages": task.messages,
            "schema": task.schema,
            "temperature": task.temperature,
            "budget": task.budget_tokens,
        }
        return hashlib.sha256(json.dumps(blob, sort_keys=True, ensure_ascii=False).encode()).hexdigest()

    def _estimate(self, task: Any) -> float:
        from experts.base import estimate_tokens

        prompt = sum(estimate_tokens(str(m["content"])) for m in task.messages)
        # Pessimistic: a rough token count doubled, the whole completion budget, and every allowed re-ask.
        tokens = (2 * prompt + task.budget_tokens) * (1 + self.expert.max_reasks)
        return tokens / 1000.0 * float(self.expert.cost_per_1k)

    async def ask(self, inputs: dict[str, Any], system: str) -> dict[str, Any]:
        """The validated answer (cached, or asked for within the budget); raises BudgetExhausted."""
        task = self.prompt.build_task(inputs)
        key = self._key(task)
        hit = self.cache.get(key)
        if hit is not None:
            self.stats.cached += 1
            self.by_system[system].add(hit)
            return hit
        estimate = self._estimate(task)
        self.guard.reserve(estimate)
        try:
            cand = await self.expert.run(task)
        except BaseException:
            self.guard.settle(estimate, 0.0)
            raise
        diag = cand.diagnostics
        value = {
            "value": cand.value,
            "ok": cand.ok,
            "error": cand.error,
            "prompt_tokens": int(diag.get("prompt_tokens", 0)),
            "completion_tokens": int(diag.get("completion_tokens", 0)),
            "cost_usd": float(cand.cost_usd),
        }
        self.guard.settle(estimate, value["cost_usd"])
        self.stats.calls += 1
        self.stats.add(value)
        self.by_system[system].add(value)
        if cand.ok:
            self.cache.put(key, value)
        else:
            self.stats.failed += 1
        return value


# ------------------------------------------------------------------------------------------------ the J stage


@dataclass
class JResult:
    answerer: str
    judge: str
    per_system: dict[str, dict[str, Any]]
    usage: dict[str, Any]
    budget: dict[str, Any]
    records: list[dict[str, Any]] = field(default_factory=list)


async def _judge_one(rec: dict[str, Any], answerer: LLMRole, judge: LLMRole) -> None:
    out: dict[str, Any] = {"answer": None, "label": None, "j": None, "status": "not run"}
    rec["llm"] = out
    a = await answerer.ask({"context": rec["context"], "question": rec["question"]}, rec["system"])
    if not a["ok"]:
        out["status"] = f"answerer failed: {a['error']}"
        return
    answer = str(a["value"]["answer"])
    out["answer"] = answer
    sc = score_answer(answer, rec["gold"], rec["category"])
    out["f1"], out["em"], out["bleu1"] = sc.f1, sc.em, sc.bleu1
    j = await judge.ask({"question": rec["question"], "gold": str(rec["gold"]), "answer": answer}, rec["system"])
    if not j["ok"]:
        out["status"] = f"judge failed: {j['error']}"
        return
    out["label"] = j["value"]["label"]
    out["reasoning"] = j["value"].get("reasoning", "")
    out["j"] = 1 if out["label"] == "CORRECT" else 0
    out["status"] = "judged"


async def _run_all(records: list[dict[str, Any]], answerer: LLMRole, judge: LLMRole, concurrency: int) -> None:
    sem = asyncio.Semaphore(max(1, concurrency))
    stop = asyncio.Event()
    bar = progress(len(records), "evaluate J", unit="answer")

    async def one(rec: dict[str, Any]) -> None:
        async with sem:
            if stop.is_set():
                rec["llm"] = {"answer": None, "label": None, "j": None, "status": "not run: --max-cost reached"}
                return
            try:
                await _judge_one(rec, answerer, judge)
            except BudgetExhausted as exc:
                stop.set()
                rec["llm"]["status"] = f"not run: {exc}"
                bar.note(f"stopping: {exc}")
            bar.update(1, spent=f"${answerer.guard.spent:.4f}")

    try:
        await asyncio.gather(*(one(r) for r in records))
    finally:
        bar.close()


def _pct(xs: Iterable[float]) -> float:
    xs = list(xs)
    return round(100.0 * statistics.fmean(xs), 2) if xs else 0.0


def summarize_j(records: Sequence[dict[str, Any]], systems: Sequence[str]) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for name in systems:
        rs = [r for r in records if r["system"] == name]
        judged = [r for r in rs if r["llm"]["j"] is not None]
        block: dict[str, Any] = {
            "J": _pct(r["llm"]["j"] for r in judged),
            "f1": _pct(r["llm"]["f1"] for r in judged),
            "bleu1": _pct(r["llm"]["bleu1"] for r in judged),
            "judged": len(judged),
            "questions": len(rs),
            "not_judged": {},
            "by_category": {},
        }
        for r in rs:
            if r["llm"]["j"] is None:
                key = r["llm"]["status"].split(":")[0]
                block["not_judged"][key] = block["not_judged"].get(key, 0) + 1
        for c in JUDGED_CATEGORIES:
            cj = [r for r in judged if r["category"] == c]
            if cj or any(r["category"] == c for r in rs):
                block["by_category"][str(c)] = {
                    "name": CATEGORY_NAMES[c],
                    "J": _pct(r["llm"]["j"] for r in cj),
                    "n": len(cj),
                }
        out[name] = block
    return out


def check_models(answerer_spec: str | dict[str, Any], judge_spec: str | dict[str, Any]) -> None:
    """Build both experts once: a bad spec, a missing key or package is an error before any evaluation work."""
    from experts.factory import build_expert

    for spec in (answerer_spec, judge_spec):
        build_expert(parse_spec(spec))


def run_j(
    records: Sequence[dict[str, Any]],
    answerer_spec: str | dict[str, Any],
    judge_spec: str | dict[str, Any],
    *,
    cache_path: str | Path | None = DEFAULT_LLM_CACHE,
    max_cost: float | None = None,
    concurrency: int = 8,
) -> JResult:
    """Answer and judge every category 1-4 record (``system``, ``question``, ``gold``, ``category``, ``context``);
    each record gets an ``llm`` entry; returns the per-system J, usage and budget."""
    if max_cost is not None and max_cost < 0:
        raise InvalidInput("max_cost", "must be >= 0")
    cache = LLMCache(cache_path)
    guard = CostGuard(max_cost)
    answerer = LLMRole("answer", parse_spec(answerer_spec), cache, guard)
    judge = LLMRole("judge", parse_spec(judge_spec), cache, guard)
    todo = [r for r in records if r["category"] in JUDGED_CATEGORIES]
    missing = [r for r in todo if "context" not in r]
    if missing:
        raise InvalidInput("records", f"{len(missing)} records carry no 'context' (the memory prompt) to answer from")
    try:
        asyncio.run(_run_all(todo, answerer, judge, concurrency))
    finally:
        cache.close()
    systems = list(dict.fromkeys(r["system"] for r in todo))
    usage: dict[str, Any] = {}
    for role in (answerer, judge):
        s = role.stats
        usage[role.name] = {
            "model": role.label,
            "prompt": f"{PROMPTS_DIR.name}/{role.prompt.role}.yaml v{role.prompt.version}",
            "temperature": role.prompt.temperature,
            "calls": s.calls,
            "cached": s.cached,
            "failed": s.failed,
            "prompt_tokens": s.prompt_tokens,
            "completion_tokens": s.completion_tokens,
            "cost_usd": round(s.cost_usd, 6),
            "cost_per_1k": role.expert.cost_per_1k,
            "rate_limited": role.expert.stats.rate_limited,
            "server_errors": role.expert.stats.server_errors,
            "retries": role.expert.stats.retries,
        }
    per_system = summarize_j(todo, systems)
    for name in systems:
        a, j = answerer.by_system[name], judge.by_system[name]
        per_system[name]["tokens"] = {
            "answer_prompt": a.prompt_tokens,
            "answer_completion": a.completion_tokens,
            "judge_prompt": j.prompt_tokens,
            "judge_completion": j.completion_tokens,
        }
        per_system[name]["cost_usd"] = round(a.cost_usd + j.cost_usd, 6)
    budget = {
        "max_cost_usd": max_cost,
        "spent_usd": round(guard.spent, 6),
        "stopped_by_max_cost": guard.stopped,
        "cache": str(cache_path) if cache_path else None,
    }
    return JResult(answerer.label, judge.label, per_system, usage, budget, list(todo))


def render_j_markdown(j: dict[str, Any] | None, reason: str | None = None) -> list[str]:
    """The report's J section; without a J run it says plainly that J was not run and why."""
    lines = ["", "## LLM-judged accuracy (J)", ""]
    if not j:
        lines.append(
            f"**J was not run**: {reason or 'no --answerer/--judge model was given'}. The scores above are lexical "
            "(F1, EM, BLEU-1 of the offline extractive reader's answers) and are not comparable with the J accuracy "
            "that memory systems publish for LoCoMo. Run with `--answerer SPEC --judge SPEC` to measure J."
        )
        return lines
    cats = [str(c) for c in JUDGED_CATEGORIES]
    u, b = j["usage"], j["budget"]
    lines += [
        f"- answerer: **{j['answerer']}** ({u['answer']['prompt']}, temperature {u['answer']['temperature']}); "
        f"judge: **{j['judge']}** ({u['judge']['prompt']}, temperature {u['judge']['temperature']})",
        "- protocol: categories 1-4; one answer per question from the context the system built; the judge labels "
        "it CORRECT or WRONG against the gold answer; J = share CORRECT (%). F1/BLEU-1 here are of the LLM answers.",
        f"- calls: answerer {u['answer']['calls']} (+{u['answer']['cached']} from cache, {u['answer']['failed']} "
        f"failed), judge {u['judge']['calls']} (+{u['judge']['cached']} from cache, {u['judge']['failed']} failed); "
        f"retries {u['answer']['retries'] + u['judge']['retries']} (429: "
        f"{u['answer']['rate_limited'] + u['judge']['rate_limited']}, 5xx: "
        f"{u['answer']['server_errors'] + u['judge']['server_errors']})",
        f"- cost: ${b['spent_usd']:.4f} spent this run (tokens x cost_per_1k: answerer "
        f"{u['answer']['cost_per_1k']}, judge {u['judge']['cost_per_1k']} USD/1k); max cost "
        f"{'none' if b['max_cost_usd'] is None else '$' + str(b['max_cost_usd'])}; cache `{b['cache']}`",
    ]
    if b["stopped_by_max_cost"]:
        lines.append(
            "- **stopped by --max-cost before every answer was judged**: J below covers only the judged answers "
            "(see `judged` / `not judged`) and is not comparable with a complete run; re-run with a higher "
            "--max-cost to finish (the cache keeps what was paid for)."
        )
    lines += [
        "",
        "| system | J | " + " | ".join(f"J {c} {CATEGORY_NAMES[int(c)]} (n)" for c in cats)
        + " | F1 | BLEU-1 | judged | not judged | tokens (answer in/out, judge in/out) | cost USD (its requests) |",
        "|---|---|" + "---|" * len(cats) + "---|---|---|---|---|---|",
    ]
    for name, s in j["per_system"].items():
        cells = [
            f"{s['by_category'][c]['J']} ({s['by_category'][c]['n']})" if c in s["by_category"] else "-" for c in cats
        ]
        t = s["tokens"]
        nj = ", ".join(f"{k}: {v}" for k, v in s["not_judged"].items()) or "0"
        lines.append(
            f"| {name} | **{s['J']}** | " + " | ".join(cells) + f" | {s['f1']} | {s['bleu1']} | {s['judged']}/"
            f"{s['questions']} | {nj} | {t['answer_prompt']}/{t['answer_completion']}, {t['judge_prompt']}/"
            f"{t['judge_completion']} | {s['cost_usd']:.4f} |"
        )
    return lines


__all__ = [
    "DEFAULT_LLM_CACHE",
    "BudgetExhausted",
    "CostGuard",
    "JResult",
    "LLMCache",
    "check_models",
    "parse_spec",
    "render_j_markdown",
    "run_j",
    "spec_label",
]

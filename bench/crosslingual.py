"""Cross-lingual retrieval benchmark, isolated or among long histories.

``python -m bench.crosslingual --data XL_JSONL [--history LOCOMO_JSON [--conversations conv-26,...]
[--facts-as items|turns]] [--json OUT] [--preset NAME] [--cache EMB.duckdb]``

Isolated (no ``--history``): for each stored language S, one fresh user remembers all facts written in S; every
question is then asked in each language Q. A hit is the item's own fact among the top-k.

Mixed (``--history``): the situation of a real user, whose profile facts sit among hundreds of chit-chat turns.
For each conversation and each stored language S, a fresh user first remembers the LoCoMo conversation
(``add_messages``, session by session, with its timestamps), then the facts in S:

* ``--facts-as items``: each fact through ``add_item`` (source type ``fact``, what ``POST /v1/memories`` does);
* ``--facts-as turns``: each fact said by the user as a message (``engine.turn`` with the local consensus writer)
  at a seeded position inside a seeded session of the history, so the write path decides what to keep; a hit is
  the turn itself or any memory made from it (an item whose ``turn_ids`` name the turn).

Every question is asked in en, ja and zh. Reports recall@1/@3 for the 9 (S, Q) pairs, their mean and the parity
gap (best pair r@1 minus worst pair r@1), per conversation and overall (fractions in 0..1).
"""

from __future__ import annotations

import argparse
import json
import random
import tempfile
from collections.abc import Callable, Sequence
from datetime import timedelta
from pathlib import Path
from typing import Any

from bench.reports import save_report
from memory.config import load_config
from memory.engine import MemoryEngine
from pipelines.progress import Progress

LANGS = ("en", "ja", "zh")
K = 3


def load_facts(path: str | Path) -> list[dict[str, Any]]:
    rows = [json.loads(line) for line in Path(path).read_text(encoding="utf-8").splitlines() if line.strip()]
    for r in rows:
        for part in ("fact", "query"):
            missing = [lang for lang in LANGS if not str(r.get(part, {}).get(lang, "")).strip()]
            if missing:
                raise SystemExit(f"{path}: {r.get('id')}: {part} lacks {missing}")
    ids = [r["id"] for r in rows]
    if len(set(ids)) != len(ids):
        raise SystemExit(f"{path}: duplicate fact ids")
    return rows


def make_engine(cfg: Any, data_dir: str | Path, cache: str | None, cache_queries: bool = False) -> MemoryEngine:
    """An engine on a fresh store; with ``cache`` a persistent embedding cache shared by runs (passages only,
    unless ``cache_queries``: a benchmark that times searches must embed every query)."""
    embedder = None
    if cache:
        from memory.embcache import CachedEmbedder, EmbeddingCache
        from memory.embeddings import make_embedder

        embedder = CachedEmbedder(make_embedder(cfg.embedder), EmbeddingCache(cache), cache_queries=cache_queries)
    return MemoryEngine(cfg, data_dir=data_dir, embedder=embedder)


def _pairs(hits: dict[str, list[tuple[bool, bool]]]) -> dict[str, Any]:
    pairs = {
        p: {"r1": round(sum(a for a, _ in v) / len(v), 4), "r3": round(sum(b for _, b in v) / len(v), 4), "n": len(v)}
        for p, v in hits.items()
    }
    r1 = [v["r1"] for v in pairs.values()]
    worst = min(pairs, key=lambda p: pairs[p]["r1"])
    return {
        "pairs": pairs,
        "mean_r1": round(sum(r1) / len(r1), 4),
        "mean_r3": round(sum(v["r3"] for v in pairs.values()) / len(pairs), 4),
        "parity_gap_r1": round(max(r1) - min(r1), 4),
        "worst_pair": worst,
    }


def _ask(
    eng: MemoryEngine,
    user: str,
    rows: Sequence[dict[str, Any]],
    stored: str,
    is_hit: Callable[[Any, str], bool],
    preset: str | None,
    out: dict[str, list[tuple[bool, bool]]],
    misses: list[dict[str, Any]],
    now: Any = None,
) -> None:
    for q in LANGS:
        for r in rows:
            hits = eng.search(user, r["query"][q], k=K, preset=preset, now=now)
            ok = [is_hit(h.item, r["id"]) for h in hits]
            top1 = bool(ok[:1] and ok[0])
            out.setdefault(f"{stored}>{q}", []).append((top1, any(ok)))
            if not top1:
                misses.append(
                    {"pair": f"{stored}>{q}", "id": r["id"], "query": r["query"][q], "got": hits[0].item.summary[:120]}
                    if hits
                    else {"pair": f"{stored}>{q}", "id": r["id"], "query": r["query"][q], "got": None}
                )


def run_isolated(rows: list[dict[str, Any]], cfg: Any, preset: str | None, cache: str | None) -> dict[str, Any]:
    hits: dict[str, list[tuple[bool, bool]]] = {}
    misses: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="kioku-xl-") as tmp:
        eng = make_engine(cfg, tmp, cache)
        for s in LANGS:
            user = f"xl-{s}"
            ids = {}
            for r in rows:
                item = eng.add_item(user, r["fact"][s], source_type="fact")
                if item is None:
                    raise SystemExit(f"duplicate fact: {r['id']}")
                ids[item.memory_id] = r["id"]
            _ask(eng, user, rows, s, lambda it, rid, ids=ids: ids.get(it.memory_id) == rid, preset, hits, misses)
        eng.close()
    return {**_pairs(hits), "misses": misses}


def fact_positions(conv: Any, rows: Sequence[dict[str, Any]], seed: int) -> dict[str, tuple[int, int]]:
    """fact id -> (session index, position inside it): where the user says the fact (``--facts-as turns``).

    Seeded per conversation so that every stored language puts each fact at the same place."""
    rng = random.Random(f"{seed}:{conv.sample_id}")
    out = {}
    for r in rows:
        s = rng.randrange(len(conv.sessions))
        out[r["id"]] = (s, rng.randrange(len(conv.sessions[s].messages) + 1))
    return out


def remember_mixed(
    eng: MemoryEngine,
    user: str,
    conv: Any,
    rows: Sequence[dict[str, Any]],
    lang: str,
    facts_as: str,
    seed: int = 0,
    writer: Any = None,
) -> tuple[Callable[[Any, str], bool], Any]:
    """The user remembers the conversation, then (or amid it) the facts in ``lang``; returns the hit test
    (item, fact id) -> bool and the time to ask at (the end of the history)."""
    where = fact_positions(conv, rows, seed) if facts_as == "turns" else {}
    by_session: dict[int, list[tuple[int, dict[str, Any]]]] = {}
    for r in rows:
        if r["id"] in where:
            s, pos = where[r["id"]]
            by_session.setdefault(s, []).append((pos, r))
    target: dict[str, str] = {}  # memory_id (items) or turn_id (turns) -> fact id
    for si, s in enumerate(conv.sessions):
        msgs = s.messages
        cuts = sorted(by_session.get(si, []), key=lambda x: x[0])
        start = 0
        for pos, r in cuts:
            if pos > start:
                eng.add_messages(user, s.session_id, msgs[start:pos], timestamp=s.timestamp)
            start = max(start, pos)
            ts = (msgs[pos - 1]["timestamp"] if pos else s.timestamp) + timedelta(seconds=10)
            eng.turn(user, s.session_id, r["fact"][lang], timestamp=ts, writer=writer)
            last = eng.store.get_turns(user, session_id=s.session_id, offset=-2)
            tid = next((t.turn_id for t in reversed(last) if t.speaker == "user"), None)
            if tid is None:
                raise RuntimeError(f"fact turn {r['id']} was not stored")
            target[tid] = r["id"]
        if start < len(msgs):
            eng.add_messages(user, s.session_id, msgs[start:], timestamp=s.timestamp)
    eng.close_session(user, conv.sessions[-1].session_id)
    end = max(s.timestamp for s in conv.sessions) + timedelta(days=1)
    if facts_as == "items":
        for r in rows:
            item = eng.add_item(user, r["fact"][lang], source_type="fact", timestamp=end)
            if item is None:
                raise SystemExit(f"duplicate fact: {r['id']}")
            target[item.memory_id] = r["id"]

        def is_hit(item: Any, rid: str) -> bool:
            return target.get(item.memory_id) == rid
    else:

        def is_hit(item: Any, rid: str) -> bool:
            return any(target.get(t) == rid for t in item.turn_ids)

    return is_hit, end


def run_mixed(
    rows: list[dict[str, Any]],
    history: str,
    conversations: list[str] | None,
    facts_as: str,
    cfg: Any,
    preset: str | None,
    cache: str | None,
    seed: int = 0,
) -> dict[str, Any]:
    from bench import locomo

    convs = locomo.load(history)
    if conversations:
        known = {c.sample_id for c in convs}
        unknown = sorted(set(conversations) - known)
        if unknown:
            raise SystemExit(f"--conversations: {unknown} not in {history} (has {sorted(known)})")
        convs = [c for c in convs if c.sample_id in conversations]
    per_conv: dict[str, Any] = {}
    overall: dict[str, list[tuple[bool, bool]]] = {}
    misses: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="kioku-xlmix-") as tmp:
        eng = make_engine(cfg, tmp, cache)
        writer = None
        if facts_as == "turns":
            from experts.writer import ConsensusWriter

            writer = ConsensusWriter.local(eng.xl_embedder)
        for conv in Progress.wrap(convs, "bench.crosslingual conversations", unit="conversation"):
            hits: dict[str, list[tuple[bool, bool]]] = {}
            for s in LANGS:
                user = f"mix-{conv.sample_id}-{s}"
                is_hit, now = remember_mixed(eng, user, conv, rows, s, facts_as, seed, writer)
                conv_misses: list[dict[str, Any]] = []
                _ask(eng, user, rows, s, is_hit, preset, hits, conv_misses, now=now)
                misses += [{"conversation": conv.sample_id, **m} for m in conv_misses]
            per_conv[conv.sample_id] = {**_pairs(hits), "turns": conv.n_turns}
            for p, v in hits.items():
                overall.setdefault(p, []).extend(v)
        eng.close()
    return {**_pairs(overall), "conversations": per_conv, "misses": misses}


def run(
    data: str,
    preset: str | None = None,
    config: str | None = None,
    history: str | None = None,
    conversations: list[str] | None = None,
    facts_as: str = "items",
    cache: str | None = None,
    seed: int = 0,
) -> dict[str, Any]:
    if facts_as not in ("items", "turns"):
        raise SystemExit(f"--facts-as must be items or turns, got {facts_as!r}")
    rows = load_facts(data)
    cfg = load_config(config)
    cfg.preset(preset)
    head = {"dataset": str(data), "items": len(rows), "preset": preset or cfg.default_preset, "k": K}
    if history is None:
        return {**head, "setting": "isolated", **run_isolated(rows, cfg, preset, cache)}
    res = run_mixed(rows, history, conversations, facts_as, cfg, preset, cache, seed)
    return {**head, "setting": "mixed", "history": str(history), "facts_as": facts_as, "seed": seed, **res}


def _table(res: dict[str, Any]) -> list[str]:
    lines = ["| pair | r@1 | r@3 |", "|---|---|---|"]
    lines += [f"| {k} | {v['r1']:.2f} | {v['r3']:.2f} |" for k, v in res["pairs"].items()]
    lines += [
        f"| **mean** | **{res['mean_r1']:.3f}** | **{res['mean_r3']:.3f}** |",
        "",
        f"parity gap (r@1, best - worst pair): {res['parity_gap_r1']:.2f} (worst: {res['worst_pair']})",
    ]
    return lines


def markdown(res: dict[str, Any]) -> str:
    if res.get("setting") == "mixed":
        title = (
            f"Cross-lingual recall among histories: {res['items']} facts as {res['facts_as']} in each conversation of "
            f"`{res['history']}`, preset `{res['preset']}` (stored > query)"
        )
    else:
        title = f"Cross-lingual recall, {res['items']} facts, preset `{res['preset']}` (stored > query)"
    lines = [title, "", *_table(res)]
    if res.get("conversations"):
        lines += ["", "| conversation | turns | mean r@1 | mean r@3 | gap | worst pair |", "|---|---|---|---|---|---|"]
        for c, v in res["conversations"].items():
            lines.append(
                f"| {c} | {v['turns']} | {v['mean_r1']:.3f} | {v['mean_r3']:.3f} | {v['parity_gap_r1']:.2f} |"
                f" {v['worst_pair']} {v['pairs'][v['worst_pair']]['r1']:.2f} |"
            )
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", required=True, help="xl jsonl (e.g. ../shared/data/xl/xl_dev.jsonl)")
    ap.add_argument("--history", help="LoCoMo-format JSON: the facts are remembered among these conversations")
    ap.add_argument("--conversations", help="comma-separated sample ids of --history (default: all)")
    ap.add_argument("--facts-as", default="items", choices=("items", "turns"), help="how the facts are remembered")
    ap.add_argument("--seed", type=int, default=0, help="where the facts are said (--facts-as turns)")
    ap.add_argument("--json", help="write results JSON here (Markdown beside it)")
    ap.add_argument("--preset", help="retrieval preset (default: the config's default)")
    ap.add_argument("--config", help="config YAML (default configs/default.yaml)")
    ap.add_argument("--cache", help="persistent embedding cache file (DuckDB) to reuse across runs")
    args = ap.parse_args(argv)
    if args.conversations and not args.history:
        ap.error("--conversations needs --history")
    convs = [c.strip() for c in args.conversations.split(",") if c.strip()] if args.conversations else None
    res = run(args.data, args.preset, args.config, args.history, convs, args.facts_as, args.cache, args.seed)
    md = markdown(res)
    print(md)
    if args.json:
        save_report(args.json, res, md)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

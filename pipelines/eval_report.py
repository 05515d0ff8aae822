"""The LoCoMo evaluation's figures and files: per-system summaries, paired bootstrap against the baseline,
throughput, and ``report.json`` / ``report.md`` / ``questions.jsonl`` / PNG plots.

Apart from :mod:`pipelines.evaluate` (which runs the conversations on Ray Data) because it works on records alone:
a report can be re-scored or re-rendered without Ray, engines or models.
"""

from __future__ import annotations

import json
import statistics
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from memory.metrics import CATEGORY_NAMES

# ------------------------------------------------------------------------------------------------ aggregation


def _pct(x: float) -> float:
    return round(100.0 * x, 2)


def _percentile(xs: Sequence[float], p: float) -> float:
    return round(float(np.percentile(np.asarray(xs, dtype=float), p)), 2) if xs else 0.0


def summarize(records: Sequence[dict[str, Any]], ks: Sequence[int]) -> dict[str, Any]:
    """The report.json entry of one system. f1/em/bleu1 are over categories 1-4 (category 5 is adversarial and
    reported in by_category["5"]); evidence recall is the official rule over all questions."""
    main = [r for r in records if r["category"] != 5]

    def block(rs: Sequence[dict[str, Any]]) -> dict[str, Any]:
        return {
            "f1": _pct(statistics.fmean(r["f1"] for r in rs)) if rs else 0.0,
            "em": _pct(statistics.fmean(r["em"] for r in rs)) if rs else 0.0,
            "bleu1": _pct(statistics.fmean(r["bleu1"] for r in rs)) if rs else 0.0,
            "evidence_recall": {
                str(k): _pct(statistics.fmean(r["recall"][str(k)] for r in rs)) if rs else 0.0 for k in ks
            },
            "n": len(rs),
        }

    top = block(main)
    out = {
        "f1": top["f1"],
        "em": top["em"],
        "bleu1": top["bleu1"],
        "evidence_recall": {str(k): _pct(statistics.fmean(r["recall"][str(k)] for r in records)) for k in ks},
        "tokens": round(statistics.fmean(r["tokens"] for r in records), 1),
        "latency_ms": {
            "p50": _percentile([r["latency_ms"] for r in records], 50),
            "p95": _percentile([r["latency_ms"] for r in records], 95),
        },
        "by_category": {},
    }
    for c in sorted({r["category"] for r in records}):
        b = block([r for r in records if r["category"] == c])
        b["name"] = CATEGORY_NAMES[c]
        if c == 5:
            b["adversarial_accuracy"] = b["f1"]
        out["by_category"][str(c)] = b
    return out


def paired_bootstrap(a: np.ndarray, b: np.ndarray, resamples: int, seed: int) -> dict[str, float]:
    """Mean of (a - b) over questions with a 95% percentile interval from resampling questions in pairs."""
    rng = np.random.default_rng(seed)
    d = np.asarray(a, float) - np.asarray(b, float)
    n = len(d)
    if n == 0:
        return {"diff": 0.0, "ci_low": 0.0, "ci_high": 0.0, "p_value": 1.0, "n": 0}
    idx = rng.integers(0, n, size=(resamples, n))
    means = d[idx].mean(axis=1)
    lo, hi = np.percentile(means, [2.5, 97.5])
    p = 2 * min((means <= 0).mean(), (means >= 0).mean())
    return {
        "diff": _pct(d.mean()),
        "ci_low": _pct(lo),
        "ci_high": _pct(hi),
        "p_value": round(float(min(1.0, p)), 4),
        "n": n,
    }


def bootstrap_all(
    by_system: dict[str, list[dict[str, Any]]], baseline: str, ks: Sequence[int], resamples: int, seed: int
) -> dict[str, Any]:
    if baseline not in by_system:
        return {}
    base = {r["qid"]: r for r in by_system[baseline]}
    out: dict[str, Any] = {"baseline": baseline, "resamples": resamples, "interval": "95% percentile", "vs": {}}
    for name, rs in by_system.items():
        if name == baseline:
            continue
        pairs = [(r, base[r["qid"]]) for r in rs if r["qid"] in base]
        main = [(x, y) for x, y in pairs if x["category"] != 5]
        adv = [(x, y) for x, y in pairs if x["category"] == 5]
        res = {}
        for metric in ("f1", "em", "bleu1"):
            res[metric] = paired_bootstrap(
                np.array([x[metric] for x, _ in main]), np.array([y[metric] for _, y in main]), resamples, seed
            )
        for k in ks:
            res[f"evidence_recall@{k}"] = paired_bootstrap(
                np.array([x["recall"][str(k)] for x, _ in pairs]),
                np.array([y["recall"][str(k)] for _, y in pairs]),
                resamples,
                seed,
            )
        res["adversarial"] = paired_bootstrap(
            np.array([x["f1"] for x, _ in adv]), np.array([y["f1"] for _, y in adv]), resamples, seed
        )
        out["vs"][name] = res
    return out


def throughput(rows: Sequence[dict[str, Any]], wall_s: float, replicate: int) -> dict[str, Any]:
    timings = [r["timing"] for r in rows]
    tot: dict[str, float] = defaultdict(float)
    for t in timings:
        for k, v in t.items():
            if k != "pid":
                tot[k] += float(v)
    turns, qs, answers = tot["turns"], tot["questions"], tot["answers"]
    busy = tot["wall_s"]
    stages = {
        "embedding (ingest, cache misses)": tot["ingest_embed_s"],
        "writes (ingest minus embedding)": tot["ingest_s"] - tot["ingest_embed_s"],
        "query embedding": tot["query_embed_s"],
        "search (minus query embedding)": tot["search_s"] - tot["query_embed_s"],
        "context building": tot["build_s"],
        "answering (reader)": tot["read_s"],
    }
    return {
        "replicate": replicate,
        "users": len(rows),
        "workers": len({t.get("pid") for t in timings}),
        "wall_s": round(wall_s, 2),
        "ingested_turns": int(turns),
        "answered_questions": int(answers),
        "distinct_questions": int(qs),
        "ingested_turns_per_s": round(turns / wall_s, 2) if wall_s else 0.0,
        "answered_questions_per_s": round(answers / wall_s, 2) if wall_s else 0.0,
        "worker_busy_s": round(busy, 2),
        "ingest_turns_per_busy_s": round(turns / tot["ingest_s"], 2) if tot["ingest_s"] else 0.0,
        "stage_seconds": {k: round(v, 2) for k, v in stages.items()},
        # In completion order; "nth" counts the users a worker had already served (its store holds them all),
        # so per-user cost against nth shows whether a growing store slows ingestion down.
        "per_user": _per_user(rows),
        "stage_share": {k: round(v / busy, 3) if busy else 0.0 for k, v in stages.items()},
    }


def _per_user(rows: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    seen: dict[Any, int] = defaultdict(int)
    out = []
    for r in rows:
        t = r["timing"]
        pid = t.get("pid")
        out.append(
            {
                "sample_id": r["sample_id"],
                "replica": r["replica"],
                "worker": pid,
                "nth": seen[pid],
                "turns": int(t.get("turns", 0)),
                "ingest_ms_per_turn": round(1000 * t.get("ingest_s", 0.0) / max(1.0, t.get("turns", 0.0)), 2),
                "answer_ms": round(
                    1000
                    * (t.get("search_s", 0.0) + t.get("build_s", 0.0) + t.get("read_s", 0.0))
                    / max(1.0, t.get("answers", 0.0)),
                    2,
                ),
                "wall_s": round(t.get("wall_s", 0.0), 2),
            }
        )
        seen[pid] += 1
    return out


# ------------------------------------------------------------------------------------------------ report files


def write_report(out: Path, report: dict[str, Any], records: Sequence[dict[str, Any]]) -> None:
    out.mkdir(parents=True, exist_ok=True)
    (out / "report.json").write_text(json.dumps(report, indent=2, ensure_ascii=False), encoding="utf-8")
    with (out / "questions.jsonl").open("w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    (out / "report.md").write_text(render_markdown(report), encoding="utf-8")
    plot(out, report)


def render_markdown(report: dict[str, Any]) -> str:
    meta = report["meta"]
    ks = [str(k) for k in meta["k_recall"]]
    lines = [
        "# LoCoMo evaluation",
        "",
        f"- data: `{meta['data']}` ({meta['conversations']} conversations, {meta['questions']} questions per system"
        f"{', replica 0 only for quality' if meta['replicate'] > 1 else ''})",
        f"- reader of the lexical scores (F1 / EM / BLEU-1): **{report['answerer']}**"
        + (
            " (offline extractive reader over the injected context, memory/answer.py; not an LLM)"
            if report["answerer"] == "extractive"
            else ""
        ),
        "- categories: "
        + ", ".join(f"{c} = {n}" for c, n in CATEGORY_NAMES.items())
        + " (LoCoMo ids, official task_eval mapping)",
        "- F1 / EM / BLEU-1: categories 1-4 with LoCoMo's normalisation (category 1 sub-answer F1, category 3 gold "
        "before ';'); category 5 is adversarial: 1 when the answer says 'not mentioned', reported separately.",
        "- evidence recall@k: official LoCoMo rule over all questions (empty evidence = 1), ranked turns cut at k.",
        "",
        "| system | F1 | EM | BLEU-1 | "
        + " | ".join(f"recall@{k}" for k in ks)
        + " | adversarial | tokens | p50 ms | p95 ms |",
        "|---|---|---|---|" + "---|" * len(ks) + "---|---|---|---|",
    ]
    for name, s in report["systems"].items():
        adv = s["by_category"].get("5", {}).get("adversarial_accuracy", "-")
        lines.append(
            f"| {name} | {s['f1']} | {s['em']} | {s['bleu1']} | "
            + " | ".join(str(s["evidence_recall"][k]) for k in ks)
            + f" | {adv} | {s['tokens']} | {s['latency_ms']['p50']} | {s['latency_ms']['p95']} |"
        )
    lines += ["", "## By category (F1; category 5: adversarial accuracy)", ""]
    cats = sorted({c for s in report["systems"].values() for c in s["by_category"]})
    lines.append("| system | " + " | ".join(f"{c} {CATEGORY_NAMES[int(c)]} (n)" for c in cats) + " |")
    lines.append("|---|" + "---|" * len(cats))
    for name, s in report["systems"].items():
        cells = [
            f"{s['by_category'][c]['f1']} ({s['by_category'][c]['n']})" if c in s["by_category"] else "-" for c in cats
        ]
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    bs = report.get("bootstrap") or {}
    if bs:
        lines += [
            "",
            f"## Paired bootstrap against `{bs['baseline']}` ({bs['resamples']} resamples, {bs['interval']})",
            "",
            "Difference = system minus baseline, in points; a CI that excludes 0 is a significant difference.",
            "",
            "| system | ΔF1 [95% CI] | Δrecall@" + ks[0] + " [95% CI] | Δadversarial [95% CI] |",
            "|---|---|---|---|",
        ]
        for name, r in bs["vs"].items():
            f, rc, ad = r["f1"], r[f"evidence_recall@{ks[0]}"], r["adversarial"]
            lines.append(
                f"| {name} | {f['diff']} [{f['ci_low']}, {f['ci_high']}] "
                f"| {rc['diff']} [{rc['ci_low']}, {rc['ci_high']}] "
                f"| {ad['diff']} [{ad['ci_low']}, {ad['ci_high']}] |"
            )
    lines += ["", "## What each system ran", ""]
    for name, info in report["systems_info"].items():
        lines.append(
            f"- **{name}**: {info['description']} (memory={info['memory']}, preset={info['preset']}, "
            f"writer requested={info['writer']}, writer ran={info['writer_ran']})"
        )
    from .judge import render_j_markdown

    lines += render_j_markdown(report.get("j"), report.get("j_not_run"))
    tp = report.get("throughput")
    if tp:
        lines += [
            "",
            "## Throughput",
            "",
            f"- replicate {tp['replicate']}: {tp['users']} users on {tp['workers']} workers, wall {tp['wall_s']} s",
            f"- ingested turns/s: {tp['ingested_turns_per_s']} ({tp['ingested_turns']} turns); answered questions/s: "
            f"{tp['answered_questions_per_s']} ({tp['answered_questions']} answers = {tp['distinct_questions']} "
            "questions x systems)",
            "- where worker time goes: "
            + ", ".join(f"{k} {v} s ({round(100 * tp['stage_share'][k], 1)}%)" for k, v in tp["stage_seconds"].items()),
        ]
    return "\n".join(lines) + "\n"


def plot(out: Path, report: dict[str, Any]) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    names = list(report["systems"])
    ks = [str(k) for k in report["meta"]["k_recall"]]
    bs = (report.get("bootstrap") or {}).get("vs", {})
    fig, axes = plt.subplots(1, 2, figsize=(11, 4))
    for ax, metric, label in ((axes[0], "f1", "F1 (cat 1-4, %)"), (axes[1], "recall", f"evidence recall@{ks[0]} (%)")):
        vals = [
            report["systems"][n]["f1"] if metric == "f1" else report["systems"][n]["evidence_recall"][ks[0]]
            for n in names
        ]
        errs = []
        for n in names:
            key = "f1" if metric == "f1" else f"evidence_recall@{ks[0]}"
            if n in bs:
                b = bs[n][key]
                errs.append([b["diff"] - b["ci_low"], b["ci_high"] - b["diff"]])
            else:
                errs.append([0.0, 0.0])
        ax.bar(names, vals, yerr=np.array(errs).T, capsize=4, color="#4C72B0")
        ax.set_title(label + "\n(error bars: bootstrap CI of the paired difference)", fontsize=9)
        ax.tick_params(axis="x", rotation=30)
    fig.tight_layout()
    fig.savefig(out / "scores.png", dpi=110)
    plt.close(fig)

    cats = sorted({c for s in report["systems"].values() for c in s["by_category"]})
    fig, ax = plt.subplots(figsize=(11, 4))
    w = 0.8 / max(1, len(names))
    for i, n in enumerate(names):
        vals = [report["systems"][n]["by_category"].get(c, {}).get("f1", 0.0) for c in cats]
        ax.bar(np.arange(len(cats)) + i * w, vals, w, label=n)
    ax.set_xticks(np.arange(len(cats)) + w * (len(names) - 1) / 2)
    ax.set_xticklabels([f"{c} {CATEGORY_NAMES[int(c)]}" for c in cats])
    ax.set_ylabel("F1 / adversarial accuracy (%)")
    ax.legend(fontsize=8)
    fig.tight_layout()
    fig.savefig(out / "by_category.png", dpi=110)
    plt.close(fig)

    tp = report.get("throughput")
    if tp:
        fig, (ax, ax2) = plt.subplots(1, 2, figsize=(13, 3.8))
        st = tp["stage_seconds"]
        ax.barh(list(st), list(st.values()), color="#55A868")
        ax.set_xlabel("worker seconds")
        ax.set_title(f"where the time goes (replicate {tp['replicate']}, {tp['users']} users)", fontsize=9)
        pu = tp.get("per_user", [])
        ax2.plot([u["nth"] for u in pu], [u["ingest_ms_per_turn"] for u in pu], "o", label="ingest ms/turn")
        ax2.plot([u["nth"] for u in pu], [u["answer_ms"] for u in pu], "s", label="answer ms/answer")
        ax2.set_xlabel("users already in the worker's store")
        ax2.set_title("per-user cost as a worker's store grows", fontsize=9)
        ax2.legend(fontsize=8)
        fig.tight_layout()
        fig.savefig(out / "time.png", dpi=110)
        plt.close(fig)

"""LoCoMo evidence recall with the query adapter AND the learned ranker held out together (issue 11, stop 31).

``python -m bench.heldout_adapter_ranker --out-dir DIR [--mode fold|off|shipped] [--features DUMP.npz]
[--dump-per-fold | --dump-cross-fit] [--adapter-cache C1] [--dump-cache C2] [--cache C3] [--json REPORT]``

Why: the ranker's own cross-validation (``bench.train_ranker``) holds a conversation out of the ranker's fit but
not out of the adapter's, which saw every dev conversation; its leave-one-conversation-out figure is therefore
optimistic. Here each dev conversation ``k`` is a fold:

* ``adapter_k``: ``bench.train_adapter``'s fit with the shipped setting (r8, seed 0, the facts groups of
  ``ADAPTER_FACTS``) on every conversation but ``k`` (what ``python -m bench.train_adapter --settings r8 --no-cv --out A
  --exclude-conversations k`` saves; the texts are embedded once for all folds);
* ``ranker_k``: ``bench.train_ranker``'s fit (same l2, clip, features) on a feature dump without any query of
  conversation ``k`` (neither its LoCoMo questions nor the fact questions asked among its turns): either the
  shared dump (``--features``) with those queries masked out, or, with ``--dump-per-fold``, a dump made with
  ``adapter_k`` in the engine over the other conversations only (about 5 min quiet per fold), or, with
  ``--dump-cross-fit``, the cross-fitted dump (stacking) minus conversation ``k``: each conversation ``j``'s features
  made with ``adapter_j`` (the adapter that never saw ``j``), so the ranker learns how the adapter behaves on a
  conversation it was not fitted on; the isolated-facts stores' features come from the first conversation's adapter
  (they are facts, which every adapter saw);
* the figures: ``bench.retrieval.run`` (the benchmark's own code, preset ``kioku``) on conversation ``k`` alone,
  with a config naming ``adapter_k`` (``query_adapter``) and ``ranker_k`` (``presets.kioku.ranker``).

``--mode off`` is the same scheme without an adapter (``query_adapter: null``; the dump must be unadapted too);
``--mode shipped`` measures each conversation with the shipped adapter and ranker (in sample; the per-conversation
split of ``bench.retrieval``'s figure). The report pools the folds the way ``bench.retrieval`` averages: over
questions.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import yaml

from bench import locomo, retrieval, train_adapter, train_ranker
from bench.reports import save_report
from bench.train_ranker import concat_dumps
from memory.config import DEFAULT_CONFIG, read_yaml_mapping
from memory.ranker import FEATURES, LinearRanker, save_ranker

ROOT = Path(__file__).resolve().parent.parent
# The shipped adapter's facts groups (memory/models/query_adapter.npz, meta "facts"; extra4 joined them in stop 31,
# after the figures in bench/results/s31_heldout_adapter_ranker.json, which were made with the first four; extra5 and
# extra6 in stop 33, after bench/results/s31_ship_heldout_xfit5.json, made with the first five; extra7, extra8 and
# extra9 in stop 35, after bench/results/s34_at_heldout.json, made with the first seven; extra10 in stop 36, after
# bench/results/s35_refit_heldout_xfit10.json, made with the first ten; extra11 in stop 37, after
# bench/results/s36_refit_heldout_xfit11.json, made with the first eleven; extra12 in stop 38, after
# bench/results/s37_refit_heldout_xfit12.json, made with the first twelve).
ADAPTER_FACTS = [
    str(ROOT.parent / "shared/data/xl/xl_dev.jsonl"),
    *(str(ROOT / f"bench/data/xl_dev_{g}.jsonl") for g in ("extra", *(f"extra{i}" for i in range(2, 13)))),
]
KS = [5, 10, 25, 50]


@dataclass(frozen=True)
class Fold:
    """One held-out conversation and the conversations its adapter and ranker may be fitted on."""

    held: str
    train: tuple[str, ...]


def plan(conv_ids: list[str]) -> list[Fold]:
    """Leave one conversation out: fold ``k`` trains on every other conversation."""
    if len(set(conv_ids)) != len(conv_ids):
        raise SystemExit(f"conversation ids repeat: {conv_ids}")
    return [Fold(c, tuple(o for o in conv_ids if o != c)) for c in conv_ids]


def subset_locomo(src: str | Path, ids: list[str] | tuple[str, ...], dst: Path) -> Path:
    """A LoCoMo-format file holding only the conversations ``ids`` (in the source's order)."""
    data = json.loads(Path(src).read_text(encoding="utf-8"))
    keep = [s for s in data if s["sample_id"] in set(ids)]
    missing = set(ids) - {s["sample_id"] for s in keep}
    if missing:
        raise SystemExit(f"{sorted(missing)} not in {src}")
    dst.parent.mkdir(parents=True, exist_ok=True)
    dst.write_text(json.dumps(keep, ensure_ascii=False), encoding="utf-8")
    return dst


# ----------------------------------------------------------------------------------------------- adapters


def adapter_training_convs(convs: list[train_adapter.Conv], fold: Fold) -> list[train_adapter.Conv]:
    """The conversations handed to fold ``fold``'s adapter fit: its training ones, never the held-out one."""
    out = [c for c in convs if c.sample_id in fold.train and c.sample_id != fold.held]
    assert fold.held not in {c.sample_id for c in out}
    return out


def _adapter_matches(out_dir: Path, fold: Fold, facts: list[str], seed: int) -> bool:
    """An adapter file already in ``out_dir`` was fitted for this fold with these facts groups (r8, same seed)."""
    path = out_dir / f"adapter_{fold.held}.npz"
    if not path.exists():
        return False
    meta = json.loads(str(np.load(path)["meta"]))
    return (
        meta.get("conversations_left_out") == [fold.held]
        and fold.held not in meta.get("conversations_trained_on", [fold.held])
        and meta.get("facts") == [Path(f).stem for f in facts]
        and meta.get("setting", {}).get("name") == "r8"
        and meta.get("seed", 0) == seed
    )


def fit_adapters(
    folds: list[Fold], facts: list[str], locomo_path: str, cache: str | None, out_dir: Path, seed: int = 0
) -> dict[str, Path]:
    """``adapter_k`` for every fold (the shipped setting r8), saved as ``out_dir/adapter_<k>.npz``."""
    import torch

    torch.set_num_threads(1)
    st = train_adapter.SETTINGS["r8"]
    reuse = {f.held: out_dir / f"adapter_{f.held}.npz" for f in folds if _adapter_matches(out_dir, f, facts, seed)}
    if len(reuse) == len(folds):
        for k, path in reuse.items():
            print(f"adapter without {k}: {path} (reused: same facts, seed and left-out conversation)", file=sys.stderr)
        return reuse
    t0 = time.perf_counter()
    groups, convs, model = train_adapter.embed_data(facts, locomo_path, cache)
    print(f"adapter data embedded in {time.perf_counter() - t0:.0f} s", file=sys.stderr, flush=True)
    out: dict[str, Path] = {}
    for f in folds:
        train = adapter_training_convs(convs, f)
        u, v = train_adapter.fit(groups, train, st, seed)
        path = out_dir / f"adapter_{f.held}.npz"
        meta = {
            "setting": st.__dict__,
            "tau": train_adapter.TAU,
            "facts": [g.name for g in groups],
            "locomo": Path(locomo_path).name,
            "conversations_left_out": [f.held],
            "conversations_trained_on": [c.sample_id for c in train],
            "trained_by": "python -m bench.heldout_adapter_ranker",
        }
        train_adapter.save_adapter(path, u, v, model, meta)
        out[f.held] = path
        print(f"adapter without {f.held}: {path}", file=sys.stderr, flush=True)
    return out


# ----------------------------------------------------------------------------------------------- cross-fit dump


@dataclass(frozen=True)
class DumpPart:
    """One piece of the cross-fitted dump: conversation ``conv``'s stores, featured with fold ``adapter_of``'s
    adapter (the fold that holds ``conv`` out), plus the isolated-facts stores where ``iso``."""

    conv: str
    adapter_of: Fold
    iso: bool


def cross_fit_plan(folds: list[Fold]) -> list[DumpPart]:
    """Each conversation's features from the adapter fitted without it; the isolated facts once (first part)."""
    parts = []
    for i, f in enumerate(folds):
        parts.append(DumpPart(f.held, f, iso=i == 0))
        assert f.held not in f.train
    assert sorted(p.conv for p in parts) == sorted({f.held for f in folds})
    return parts


def cross_fit_dump(
    parts: list[DumpPart], adapters: dict[str, Path], locomo_path: str, facts: list[str], cache: str | None, sub: Path
) -> Path:
    """The cross-fitted dump: per part a dump of its conversation alone with its adapter (reused if present), then
    concatenated into ``sub/features_crossfit.npz``."""
    files = []
    for p in parts:
        adapter = adapters[p.adapter_of.held]
        assert p.conv == p.adapter_of.held and p.conv not in p.adapter_of.train
        feats = sub / f"features_xfit_{p.conv}{'_iso' if p.iso else ''}.npz"
        if not feats.exists():
            cfg = fold_config(sub / f"dump_xfit_{p.conv}.yaml", str(adapter), None)
            only = subset_locomo(locomo_path, [p.conv], sub / f"locomo_{p.conv}.json")
            t0 = time.perf_counter()
            train_ranker.dump(str(only), facts, feats, cache, None, config=str(cfg), iso=p.iso)
            print(f"cross-fit dump of {p.conv} with {adapter.name}: {time.perf_counter() - t0:.0f} s",
                  file=sys.stderr, flush=True)  # fmt: skip
        files.append(feats)
    return concat_dumps(files, sub / "features_crossfit.npz")


# ----------------------------------------------------------------------------------------------- rankers


def ranker_mask(d: Any, fold: Fold) -> np.ndarray:
    """The dump's queries fold ``fold``'s ranker may learn from: the isolated facts (no conversation) and every query
    asked in a training conversation's store; none asked in the held-out one (its questions, or facts among its
    turns)."""
    conv = np.asarray(d.conv)
    mask = (conv == "") | np.isin(conv, list(fold.train))
    mask &= conv != fold.held
    return mask


def fit_ranker(d: Any, mask: np.ndarray, out: Path, meta: dict[str, Any], l2: float, clip: float) -> Path:
    """``bench.train_ranker``'s fit on the queries of ``mask``, saved where a config can name it."""
    w = train_ranker.fit(d, mask, l2=l2)
    ranker = LinearRanker(
        {f: float(v) for f, v in zip(FEATURES, w, strict=True)},
        clip=clip,
        meta={"trained_by": "python -m bench.heldout_adapter_ranker", "queries": int(mask.sum()), "l2": l2,
              "clip": clip, **meta},
    )  # fmt: skip
    save_ranker(ranker, out)
    return out


# ----------------------------------------------------------------------------------------------- configs and runs


def fold_config(out: Path, adapter: str | None, ranker: str | Path | None, base: str | Path | None = None) -> Path:
    """configs/default.yaml with ``query_adapter`` and the ``kioku`` preset's ranker replaced (None: keep the
    base's ranker; ``adapter`` "auto" keeps the shipped adapter, None turns it off)."""
    raw = read_yaml_mapping(Path(base) if base else DEFAULT_CONFIG)
    raw["query_adapter"] = adapter
    if ranker is not None:
        raw["presets"]["kioku"]["ranker"] = str(Path(ranker).resolve())
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(yaml.safe_dump(raw, sort_keys=False, allow_unicode=True), encoding="utf-8")
    return out


def evaluate(fold: Fold, locomo_path: str, config: Path, cache: str | None, work: Path) -> dict[str, Any]:
    """``bench.retrieval``'s figures for the held-out conversation alone (preset kioku)."""
    data = subset_locomo(locomo_path, [fold.held], work / f"locomo_{fold.held}.json")
    res = retrieval.run(str(data), KS, ["kioku"], str(config), cache)
    m = res["methods"]["kioku"]
    return {
        "conversation": fold.held,
        "questions": res["questions"],
        "recall": m["recall"],
        "recall_cat1_4": m["recall_cat1_4"],
        "tokens": m["tokens"],
        "latency_ms": m["latency_ms"],
    }


def pooled(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Means over questions (``bench.retrieval`` averages each question once), from the per-fold means."""
    n = sum(r["questions"] for r in rows)

    def mean(key: str, k: int) -> float:
        return round(sum(r[key][str(k)] * r["questions"] for r in rows) / n, 2)

    return {
        "questions": n,
        "recall": {str(k): mean("recall", k) for k in KS},
        "tokens": {str(k): mean("tokens", k) for k in KS},
    }


def markdown(report: dict[str, Any]) -> str:
    lines = [
        f"mode `{report['mode']}`, ranker features: {report['ranker_features']}",
        "",
        "| held-out conversation | questions | R@5 | R@10 | R@25 | tokens@10 |",
        "|---|---|---|---|---|---|",
    ]
    for r in report["folds"]:
        lines.append(
            f"| {r['conversation']} | {r['questions']} | {r['recall']['5']:.2f} | {r['recall']['10']:.2f} |"
            f" {r['recall']['25']:.2f} | {r['tokens']['10']:.1f} |"
        )
    p = report["pooled"]
    lines.append(
        f"| **pooled** | {p['questions']} | **{p['recall']['5']:.2f}** | **{p['recall']['10']:.2f}** |"
        f" {p['recall']['25']:.2f} | {p['tokens']['10']:.1f} |"
    )
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--locomo", default=str(ROOT.parent / "shared/data/locomo/locomo_dev.json"))
    ap.add_argument(
        "--mode",
        choices=["fold", "off", "shipped"],
        default="fold",
        help="fold: adapter_k + ranker_k; off: no adapter, ranker_k; shipped: the shipped pair (in sample)",
    )
    ap.add_argument("--adapter-facts", nargs="+", default=ADAPTER_FACTS, help="facts groups of the adapter fits")
    ap.add_argument("--ranker-facts", nargs="+", default=train_ranker.DEFAULT_FACTS, help="facts of the dumps")
    ap.add_argument(
        "--features",
        help="shared feature dump for the ranker fits (made if missing, with the mode's adapter: the shipped one for "
        "fold, none for off)",
    )
    ap.add_argument(
        "--dump-per-fold",
        action="store_true",
        help="dump features per fold with adapter_k over the training conversations (reused if present)",
    )
    ap.add_argument(
        "--dump-cross-fit",
        action="store_true",
        help="rankers on the cross-fitted dump: conversation j's features made with adapter_j (fold mode)",
    )
    ap.add_argument("--adapter-cache", help="embedding cache of the adapter fits (DuckDB)")
    ap.add_argument("--dump-cache", help="embedding cache of the feature dumps (DuckDB)")
    ap.add_argument("--cache", help="embedding cache of the retrieval runs (DuckDB; passages only)")
    ap.add_argument("--conversations", help="comma-separated: only these folds (default all)")
    ap.add_argument("--out-dir", required=True, help="adapters, rankers, configs, dumps go here")
    ap.add_argument("--json", help="report (Markdown beside it)")
    ap.add_argument("--l2", type=float, default=1e-3)
    ap.add_argument("--clip", type=float, default=train_ranker.CLIP)
    args = ap.parse_args(argv)
    out_dir = Path(args.out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    ids = [c.sample_id for c in locomo.load(args.locomo)]
    folds = plan(ids)
    if args.conversations:
        want = set(args.conversations.split(","))
        folds = [f for f in folds if f.held in want]
    t0 = time.perf_counter()
    adapters: dict[str, Path] = {}
    if args.dump_cross_fit and (args.mode != "fold" or args.dump_per_fold or args.features):
        ap.error("--dump-cross-fit goes with --mode fold alone (no --dump-per-fold, no --features)")
    if args.mode == "fold":
        # the cross-fitted dump needs every conversation's own adapter, whichever folds are measured
        need = plan(ids) if args.dump_cross_fit else folds
        adapters = fit_adapters(need, args.adapter_facts, args.locomo, args.adapter_cache, out_dir / "fold")
    shared = None
    parts: list[DumpPart] = []
    if args.dump_cross_fit:
        parts = cross_fit_plan(plan(ids))
        xfit = cross_fit_dump(parts, adapters, args.locomo, args.ranker_facts, args.dump_cache, out_dir / "fold")
        args.features = str(xfit)
        shared = train_ranker.Data(xfit, args.clip)
    elif args.mode != "shipped" and not args.dump_per_fold:
        if not args.features:
            ap.error("--features (or --dump-per-fold) is needed outside --mode shipped")
        feats = Path(args.features)
        if not feats.exists():
            cfg = fold_config(out_dir / f"dump_{args.mode}.yaml", "auto" if args.mode == "fold" else None, None)
            train_ranker.dump(args.locomo, args.ranker_facts, feats, args.dump_cache, None, config=str(cfg))
        shared = train_ranker.Data(feats, args.clip)
    rows = []
    for f in folds:
        sub = out_dir / args.mode
        adapter: str | None = {"fold": str(adapters.get(f.held)), "off": None, "shipped": "auto"}[args.mode]
        ranker = None
        if args.mode != "shipped":
            if args.dump_per_fold:
                feats = sub / f"features_{f.held}.npz"
                if not feats.exists():
                    cfg = fold_config(sub / f"dump_{f.held}.yaml", adapter, None)
                    train = subset_locomo(args.locomo, f.train, sub / f"locomo_without_{f.held}.json")
                    train_ranker.dump(str(train), args.ranker_facts, feats, args.dump_cache, None, config=str(cfg))
                d = train_ranker.Data(feats, args.clip)
                source = str(feats)
            else:
                d = shared
                source = str(args.features)
            mask = ranker_mask(d, f)
            assert f.held not in set(np.asarray(d.conv)[mask].tolist())
            meta = {"features": source, "conversations_left_out": [f.held], "adapter": adapter}
            ranker = fit_ranker(d, mask, sub / f"ranker_{f.held}.json", meta, args.l2, args.clip)
        cfg = fold_config(sub / f"eval_{f.held}.yaml", adapter, ranker)
        row = evaluate(f, args.locomo, cfg, args.cache, sub)
        row.update({"adapter": adapter, "ranker": str(ranker) if ranker else "shipped"})
        rows.append(row)
        print(f"{f.held}: R@10 {row['recall']['10']} R@5 {row['recall']['5']} tokens@10 {row['tokens']['10']}"
              f" ({time.perf_counter() - t0:.0f} s)", file=sys.stderr, flush=True)  # fmt: skip
    report = {
        "mode": args.mode,
        "ranker_features": "per fold, made with adapter_k over the training conversations"
        if args.dump_per_fold
        else (
            "shipped pair"
            if args.mode == "shipped"
            else f"{'cross-fitted' if args.dump_cross_fit else 'shared'} dump {args.features}, held-out queries masked"
        ),
        "cross_fit": [
            {"conversation": p.conv, "adapter": str(adapters[p.adapter_of.held]), "isolated_facts": p.iso}
            for p in parts
        ]
        or None,
        "locomo": args.locomo,
        "adapter_facts": [Path(p).stem for p in args.adapter_facts] if args.mode == "fold" else None,
        "folds": rows,
        "pooled": pooled(rows),
        "seconds": round(time.perf_counter() - t0),
    }
    md = markdown(report)
    print(md)
    if args.json:
        save_report(args.json, report, md, indent=1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

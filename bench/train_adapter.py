"""Fit a residual query-side adapter for the e5 channel (seed 002, RMM) and cross-validate it on held-out facts.

``python -m bench.train_adapter --facts XL_JSONL ... --locomo LOCOMO_JSON --cache EMB.duckdb
[--report bench/results/s30_adapter_cv.json] [--settings r8,r32,full] [--out ADAPTER.npz]``

Why: the issue-11 misses out of sample are fact-vs-fact confusions the two small encoders make ("What sport is my
boy learning?" finds the son's sports day, not his swimming lessons), and the linear ranker over channel scores
cannot undo them (bench/NOTES.md, stop 26). RMM (arXiv 2503.08026, seed 002) adapts the embeddings themselves
with residual linear maps. This tool tries the query side only, ``q' = normalize(q + A q)``: stored vectors and
FAISS indexes stay valid and nothing is re-embedded. ``A`` is low rank (``U V^T``, rank r) or full with weight
decay, fitted by softmax cross-entropy (InfoNCE):

* each training fact question in en/ja/zh against all training facts in each stored language (the 9 pairs), the
  question's own fact the positive;
* each LoCoMo question against all turns of its conversation (as the engine indexes them: ``speaker: text``, the
  photo caption, the date annotations), its evidence turns the positives;

the two kinds weighted alike. Cross-validation leaves one facts group out and, with it, one or two LoCoMo
conversations (the 7 conversations are spread over the 4 folds, so each is held out once), and reports dense-only
figures, base vs adapted, on the held-out data only: the group's mean R@1 over the 9 pairs with (a) the group's
facts alone as the store and (b) all facts of every group as the store, and the held-out conversations' evidence
R@10 over their turns. ``--out`` fits one adapter on everything and saves it (``.npz``).
"""

from __future__ import annotations

import argparse
import json
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from bench import locomo
from bench.crosslingual import LANGS, load_facts
from memory.config import load_config

TAU = 0.02  # softmax temperature of the fit (e5 cosines sit in a narrow band; e5 itself was trained at 0.01)


@dataclass
class Group:
    """One facts file: per language, the facts as passages and the questions as queries (rows aligned)."""

    name: str
    ids: list[str]
    facts: dict[str, np.ndarray]  # lang -> (n, d)
    queries: dict[str, np.ndarray]  # lang -> (n, d)


@dataclass
class Conv:
    """One LoCoMo conversation: its turns as the engine indexes them and its questions with evidence."""

    sample_id: str
    turn_ids: list[str]
    turns: np.ndarray  # (m, d)
    questions: np.ndarray  # (n, d)
    evidence: list[list[int]]  # per question, indices into turn_ids
    qs: list[locomo.Question] = field(default_factory=list)


@dataclass(frozen=True)
class Setting:
    """One adapter shape and fit: ``rank`` 0 is a full matrix."""

    name: str
    rank: int
    weight_decay: float
    steps: int
    lr: float = 1e-3
    # Mixed stores in the loss: a fact question also competes with every training turn, a LoCoMo question with
    # every training fact (in all three languages), as in the engine, where a user's facts sit among their chat.
    mixed: bool = False


SETTINGS = {
    "r8": Setting("r8", 8, 0.0, 200),
    "r32": Setting("r32", 32, 0.0, 200),
    "full": Setting("full", 0, 0.1, 200),
    "r32long": Setting("r32long", 32, 0.0, 600),
    "r8mix": Setting("r8mix", 8, 0.0, 200, mixed=True),
}


def turn_text(msg: dict[str, Any], default_lang: str, annotate: bool) -> str:
    """The text the engine indexes for one LoCoMo message, made by the engine's own helpers."""
    from memory.engine_types import indexed_turn_text, with_photo
    from memory.text import detect_language

    text = with_photo(msg["content"], msg.get("image_caption"))
    lang = detect_language(text, default=default_lang)  # type: ignore[arg-type]
    return indexed_turn_text(msg["speaker"], text, msg["timestamp"], lang, annotate)


def embed_data(facts: list[str], locomo_path: str, cache: str | None) -> tuple[list[Group], list[Conv], str]:
    """Embed (through the cache) every fact and question of ``facts`` and every turn and evidenced question of the
    LoCoMo file with the configured dense embedder; returns the groups, the conversations and the model name."""
    from memory.embcache import CachedEmbedder, EmbeddingCache
    from memory.embeddings import make_embedder

    cfg = load_config(None)
    inner = make_embedder(cfg.embedder)
    emb = CachedEmbedder(inner, EmbeddingCache(cache) if cache else None, cache_queries=True)
    groups = []
    for path in facts:
        rows = load_facts(path)
        groups.append(
            Group(
                Path(path).stem,
                [r["id"] for r in rows],
                {s: emb.embed_passages([r["fact"][s] for r in rows]) for s in LANGS},
                {q: emb.embed_queries([r["query"][q] for r in rows]) for q in LANGS},
            )
        )
    convs = []
    for c in locomo.load(locomo_path):
        msgs = [m for s in c.sessions for m in s.messages]
        tids = [m["turn_id"] for m in msgs]
        pos = {t: i for i, t in enumerate(tids)}
        texts = [turn_text(m, cfg.default_lang, cfg.index_date_annotations) for m in msgs]
        qs = [q for q in c.questions if q.evidence]
        convs.append(
            Conv(
                c.sample_id,
                tids,
                emb.embed_passages(texts),
                emb.embed_queries([q.question for q in qs]),
                [[pos[e] for e in q.evidence] for q in qs],
                qs,
            )
        )
    return groups, convs, emb.name


# ---------------------------------------------------------------------------------------------- the adapter


def apply_adapter(q: np.ndarray, u: np.ndarray | None, v: np.ndarray | None) -> np.ndarray:
    """``normalize(q + q V U^T)`` row-wise (``A = U V^T``; a full ``A`` is stored as ``U = A``, ``V = I``)."""
    if u is None or v is None:
        return q
    out = q + (q @ v) @ u.T
    return (out / np.maximum(np.linalg.norm(out, axis=1, keepdims=True), 1e-12)).astype(np.float32)


def fit(groups: list[Group], convs: list[Conv], st: Setting, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    """Fit ``A`` on the training groups and conversations; returns ``(U, V)`` with ``A = U V^T``."""
    import torch

    torch.manual_seed(seed)
    d = groups[0].facts["en"].shape[1] if groups else convs[0].turns.shape[1]
    qx = {q: torch.from_numpy(np.concatenate([g.queries[q] for g in groups])) for q in LANGS} if groups else {}
    px = {s: torch.from_numpy(np.concatenate([g.facts[s] for g in groups])) for s in LANGS} if groups else {}
    n_x = len(next(iter(qx.values()))) if qx else 0
    cq = [torch.from_numpy(c.questions) for c in convs]
    ct = [torch.from_numpy(c.turns) for c in convs]
    cmask = []
    for c in convs:
        m = torch.zeros(len(c.evidence), len(c.turn_ids), dtype=torch.bool)
        for i, ev in enumerate(c.evidence):
            m[i, ev] = True
        cmask.append(m)
    n_c = sum(len(c.evidence) for c in convs)
    if st.rank:
        u = torch.zeros(d, st.rank, requires_grad=True)
        v = (torch.randn(d, st.rank) / d**0.5).requires_grad_(True)
        params = [u, v]
    else:
        a = torch.zeros(d, d, requires_grad=True)
        params = [a]
    opt = torch.optim.AdamW(params, lr=st.lr, weight_decay=st.weight_decay)

    def adapt(q: Any) -> Any:
        delta = (q @ v) @ u.T if st.rank else q @ a.T
        return torch.nn.functional.normalize(q + delta, dim=1)

    target = torch.arange(n_x)
    # the other kind's passages, appended after each store as negatives only (st.mixed)
    turns_all = torch.cat(ct) if st.mixed and ct else torch.zeros(0, d)
    facts_all = torch.cat(list(px.values())) if st.mixed and px else torch.zeros(0, d)
    for _ in range(st.steps):
        opt.zero_grad()
        loss = torch.zeros(())
        if n_x:
            lx = torch.zeros(())
            for ql in LANGS:
                qa = adapt(qx[ql])
                lt = qa @ turns_all.T  # the same turns for every stored language
                for sl in LANGS:
                    logits = torch.cat([qa @ px[sl].T, lt], 1) / TAU
                    lx = lx + torch.nn.functional.cross_entropy(logits, target)
            loss = loss + lx / 9
        if n_c:
            lc = torch.zeros(())
            for q, t, m in zip(cq, ct, cmask, strict=True):
                logits = adapt(q) @ torch.cat([t, facts_all]).T / TAU
                m = torch.cat([m, torch.zeros(len(m), len(facts_all), dtype=torch.bool)], 1)
                lc = lc + (torch.logsumexp(logits, 1) - torch.logsumexp(logits.masked_fill(~m, -1e9), 1)).sum()
            loss = loss + lc / n_c
        loss.backward()
        opt.step()
    if st.rank:
        return u.detach().numpy().astype(np.float32), v.detach().numpy().astype(np.float32)
    return a.detach().numpy().astype(np.float32), np.eye(d, dtype=np.float32)


# ---------------------------------------------------------------------------------------------- evaluation


def facts_r1(
    group: Group, store: list[Group], u: np.ndarray | None, v: np.ndarray | None, offset: int
) -> dict[str, float]:
    """R@1 per pair ``S>Q`` of ``group``'s questions against the facts of ``store`` (``group`` sits at ``offset``)."""
    out = {}
    for s in LANGS:
        p = np.concatenate([g.facts[s] for g in store])
        for q in LANGS:
            top = np.argmax(apply_adapter(group.queries[q], u, v) @ p.T, axis=1)
            out[f"{s}>{q}"] = float(np.mean(top == offset + np.arange(len(group.ids))))
    return out


def mixed_r1(
    group: Group, store: list[Group], convs: list[Conv], u: np.ndarray | None, v: np.ndarray | None, offset: int
) -> float:
    """Mean R@1 over the 9 pairs of ``group``'s questions against the facts of ``store`` among the turns of
    ``convs`` (each conversation its own store, as a user's facts sit among their own chat)."""
    out = []
    for c in convs:
        for s in LANGS:
            p = np.concatenate([*[g.facts[s] for g in store], c.turns])
            for q in LANGS:
                top = np.argmax(apply_adapter(group.queries[q], u, v) @ p.T, axis=1)
                out.append(float(np.mean(top == offset + np.arange(len(group.ids)))))
    return float(np.mean(out))


def conv_recall(c: Conv, u: np.ndarray | None, v: np.ndarray | None, k: int = 10) -> list[float]:
    """Dense-only LoCoMo evidence recall@k of each question of ``c`` over its turns."""
    scores = apply_adapter(c.questions, u, v) @ c.turns.T
    out = []
    for i, q in enumerate(c.qs):
        top = np.argsort(-scores[i], kind="stable")[:k]
        out.append(locomo.evidence_recall([c.turn_ids[j] for j in top], q, k))
    return out


def evaluate(
    held: Group, groups: list[Group], convs: list[Conv], u: np.ndarray | None, v: np.ndarray | None
) -> dict[str, Any]:
    """The held-out figures: the group alone, the group among all groups' facts, the conversations' R@10."""
    off = sum(len(g.ids) for g in groups[: groups.index(held)])
    alone = facts_r1(held, [held], u, v, 0)
    among = facts_r1(held, groups, u, v, off)
    rec = [r for c in convs for r in conv_recall(c, u, v)]
    mixed = mixed_r1(held, [held], convs, u, v, 0) if convs else None
    return {
        "mixed_r1": round(mixed, 4) if mixed is not None else None,
        "alone_r1": round(float(np.mean(list(alone.values()))), 4),
        "among_r1": round(float(np.mean(list(among.values()))), 4),
        "alone_pairs": {k: round(x, 4) for k, x in alone.items()},
        "locomo_r10": round(100.0 * float(np.mean(rec)), 2) if rec else None,
        "locomo_n": len(rec),
    }


def folds(groups: list[Group], convs: list[Conv]) -> list[tuple[Group, list[Conv]]]:
    """Fold i holds out group i and conversations i, i + n_groups, ... (each conversation held out once)."""
    n = len(groups)
    return [(g, [c for j, c in enumerate(convs) if j % n == i]) for i, g in enumerate(groups)]


def cross_validate(groups: list[Group], convs: list[Conv], settings: list[Setting], seed: int = 0) -> dict[str, Any]:
    rows: dict[str, Any] = {}
    for held, held_convs in folds(groups, convs):
        train_g = [g for g in groups if g is not held]
        train_c = [c for c in convs if c not in held_convs]
        fold = {
            "conversations": [c.sample_id for c in held_convs],
            "base": evaluate(held, groups, held_convs, None, None),
        }
        for st in settings:
            t0 = time.perf_counter()
            u, v = fit(train_g, train_c, st, seed)
            fold[st.name] = {**evaluate(held, groups, held_convs, u, v), "fit_s": round(time.perf_counter() - t0, 1)}
            # in-sample, for contrast: the training groups alone
            fold[st.name]["train_alone_r1"] = round(
                float(np.mean([evaluate(g, groups, [], u, v)["alone_r1"] for g in train_g])), 4
            )
        fold["base"]["train_alone_r1"] = round(
            float(np.mean([evaluate(g, groups, [], None, None)["alone_r1"] for g in train_g])), 4
        )
        rows[held.name] = fold
        print(f"fold {held.name}: done", flush=True)
    summary = {}
    for name in ["base", *[s.name for s in settings]]:
        per = [rows[g][name] for g in rows]
        summary[name] = {
            key: round(float(np.mean([p[key] for p in per])), 4)
            for key in ("alone_r1", "among_r1", "mixed_r1", "train_alone_r1")
        }
        # LoCoMo pooled over the held-out questions of every fold (each conversation once)
        n = sum(p["locomo_n"] for p in per)
        summary[name]["locomo_r10"] = round(sum(p["locomo_r10"] * p["locomo_n"] for p in per) / n, 2)
    return {"folds": rows, "summary": summary}


def decide(cv: dict[str, Any], name: str) -> dict[str, Any]:
    """The brief's bar: mean held-out R@1 (alone) +0.03, no group worse by > 0.01, LoCoMo R@10 down <= 0.5."""
    s, b = cv["summary"][name], cv["summary"]["base"]
    worst = min(f[name]["alone_r1"] - f["base"]["alone_r1"] for f in cv["folds"].values())
    gain = s["alone_r1"] - b["alone_r1"]
    dl = s["locomo_r10"] - b["locomo_r10"]
    return {
        "gain_alone": round(gain, 4),
        "worst_group_delta": round(worst, 4),
        "locomo_delta": round(dl, 2),
        "pays": bool(gain >= 0.03 and worst >= -0.01 and dl >= -0.5),
    }


def table(cv: dict[str, Any], settings: list[Setting]) -> str:
    lines = [
        "| setting | group | convs | R@1 alone | R@1 among all | R@1 among turns | LoCoMo R@10 |"
        " train groups R@1 (in sample) |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for name in ["base", *[s.name for s in settings]]:
        for g, f in cv["folds"].items():
            r = f[name]
            lines.append(
                f"| {name} | {g} | {','.join(f['conversations'])} | {r['alone_r1']:.3f} | {r['among_r1']:.3f} |"
                f" {r['mixed_r1']:.3f} | {r['locomo_r10']:.2f} | {r['train_alone_r1']:.3f} |"
            )
        s = cv["summary"][name]
        lines.append(
            f"| **{name}** | **mean** | | **{s['alone_r1']:.3f}** | **{s['among_r1']:.3f}** |"
            f" **{s['mixed_r1']:.3f}** | **{s['locomo_r10']:.2f}** | {s['train_alone_r1']:.3f} |"
        )
    return "\n".join(lines)


def save_adapter(path: str | Path, u: np.ndarray, v: np.ndarray, model: str, meta: dict[str, Any]) -> None:
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    np.savez(path, u=u, v=v, model=np.array(model), meta=np.array(json.dumps(meta)))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--facts", nargs="+", required=True, help="xl jsonl files, one facts group each")
    ap.add_argument("--locomo", required=True, help="LoCoMo-format JSON (dev)")
    ap.add_argument("--cache", help="persistent embedding cache (DuckDB)")
    ap.add_argument("--settings", default="r8,r32,full", help=f"comma-separated, of {sorted(SETTINGS)}")
    ap.add_argument("--report", help="write the cross-validation JSON here")
    ap.add_argument("--out", help="fit the first setting on everything and save the adapter here (.npz)")
    ap.add_argument("--seed", type=int, default=0, help="seed of the low-rank factor's random start")
    ap.add_argument("--exclude-conversations", default="", help="comma-separated LoCoMo sample ids left out of --out")
    ap.add_argument("--no-cv", action="store_true", help="skip the cross-validation (with --out)")
    args = ap.parse_args(argv)
    unknown = [s for s in args.settings.split(",") if s not in SETTINGS]
    if unknown:
        ap.error(f"unknown settings {unknown}; known {sorted(SETTINGS)}")
    settings = [SETTINGS[s] for s in args.settings.split(",")]
    import torch

    torch.set_num_threads(1)
    t0 = time.perf_counter()
    groups, convs, model = embed_data(args.facts, args.locomo, args.cache)
    print(f"embedded in {time.perf_counter() - t0:.0f}s", flush=True)
    if not args.no_cv:
        cv = cross_validate(groups, convs, settings, args.seed)
        cv["decision"] = {s.name: decide(cv, s.name) for s in settings}
        cv["settings"] = {s.name: s.__dict__ for s in settings}
        cv["tau"] = TAU
        cv["seed"] = args.seed
        cv["model"] = model
        print(table(cv, settings))
        print(json.dumps(cv["decision"], indent=1))
        if args.report:
            Path(args.report).parent.mkdir(parents=True, exist_ok=True)
            Path(args.report).write_text(json.dumps(cv, indent=2))
    if args.out:
        st = settings[0]
        left_out = {c for c in args.exclude_conversations.split(",") if c}
        unknown_c = left_out - {c.sample_id for c in convs}
        if unknown_c:
            ap.error(f"--exclude-conversations: {sorted(unknown_c)} not in {args.locomo}")
        u, v = fit(groups, [c for c in convs if c.sample_id not in left_out], st, args.seed)
        meta = {
            "setting": st.__dict__,
            "tau": TAU,
            "facts": [g.name for g in groups],
            "locomo": Path(args.locomo).name,
            "conversations_left_out": sorted(left_out),
            "trained_by": "python -m bench.train_adapter",
        }
        save_adapter(args.out, u, v, model, meta)
        print(f"saved {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

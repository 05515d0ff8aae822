"""Change a data dir's shard count: ``python -m pipelines.reshard --data-dir DIR --to N [--dry-run]``.

Moves every user to the shard :func:`memory.shards.shard_of` gives them among N, with their whole history: turns,
items and every past version, vectors, profile facts and their history, short-term state, the audit log, their
registered exports, and the embedding-cache entries of their texts. It also migrates the layout before sharding
(``DIR/kioku.duckdb``) into ``DIR/shard-<i>/``.

How it stays safe (a crash or a kill at any point loses and duplicates nothing; re-running finishes the job):

1. It takes the data dir's maintenance lock (refused while any server replica serves the dir, and no replica
   starts while it is held) and opens every source store (DuckDB's own lock: refused while any other process has
   one open).
2. ``copying``: a journal (``DIR/.reshard/journal.json``) records the plan. Each user is exported with
   ``Store.export_user`` (Parquet + sha256 manifest), and each new shard is built as a fresh DuckDB file under
   ``DIR/.reshard/new/`` with ``Store.import_user`` (checksums verified on the way in). The old layout is not
   touched; a crash here leaves it authoritative, and a re-run discards the half-built copy and starts again.
3. Verification, before anything is switched: every new shard holds exactly the users the map gives it, each
   user's rows re-exported from the new file hash to the same content (table by table) as the export of the old
   one, and the row totals of every table agree.
4. The switch: the journal is rewritten (one atomic rename) as ``committed``. From here on the move only rolls
   forward, idempotently: old shard dirs (or the legacy files) go to ``.reshard/old``, the new shards into
   place, ``shards.json`` is rewritten with the new count and generation, and the old copies are deleted (they
   hold user data, and forgetting a user must not leave a copy behind). A crash here is finished by a re-run.
   While the journal exists no server starts on the dir (it names the command to finish).

All shards of the dir must be on this machine (on a multi-node cluster, gather the shard dirs first).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pyarrow.parquet as pq

from memory.errors import Conflict, InvalidInput, KiokuError
from memory.schemas import utcnow
from memory.shards import (
    ENGINE_DIRS,
    ENGINE_FILES,
    JOURNAL,
    RESHARD_DIR,
    STORE_FILE,
    ShardMap,
    layout,
    maintenance_lock,
    read_identity,
    read_map,
    shard_dir,
    shard_dirs,
    shard_name,
    shard_of,
    write_identity,
    write_json_atomic,
    write_map,
)
from memory.store import SNAPSHOT_TABLES, Store

from .progress import Progress
from .snapshot import build_store, read_manifest, user_dir, write_manifest

FORMAT = "kioku-reshard/1"
CACHE_FILE = "embcache.duckdb"
REGISTRY = "snapshots.json"
CRASH_EXIT = 75  # exit status of an injected crash (tests)


@dataclass(frozen=True)
class Source:
    """One store of the current layout: the legacy top-level store (name "legacy") or a shard dir."""

    name: str
    dir: Path


class _Crash:
    """Test hook: ``--crash-at STAGE:N`` ends the process abruptly (no cleanup, like a kill) at that point."""

    def __init__(self, spec: str | None) -> None:
        self.stage, self.n = (None, -1)
        if spec:
            stage, _, n = spec.partition(":")
            self.stage, self.n = stage, int(n or 0)

    def __call__(self, stage: str, i: int) -> None:
        if stage == self.stage and i == self.n:
            print(f"injected crash at {stage}:{i}", file=sys.stderr, flush=True)
            os._exit(CRASH_EXIT)


def table_digest(path: Path) -> str:
    """Content hash of one exported table: its rows in the export's order, not the Parquet bytes."""
    rows = pq.read_table(path).to_pylist()
    blob = json.dumps(rows, sort_keys=True, ensure_ascii=False, default=str, separators=(",", ":"))
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()


def user_digests(export_dir: Path) -> dict[str, dict[str, Any]]:
    m = json.loads((export_dir / "manifest.json").read_text(encoding="utf-8"))
    return {
        t: {"rows": int(m["tables"][t]["rows"]), "digest": table_digest(export_dir / f"{t}.parquet")}
        for t in SNAPSHOT_TABLES
    }


# ---------------------------------------------------------------------------------------------- state


def _work(root: Path) -> Path:
    return root / RESHARD_DIR


def read_journal(root: Path) -> dict[str, Any] | None:
    p = _work(root) / JOURNAL
    if not p.exists():
        return None
    j = json.loads(p.read_text(encoding="utf-8"))
    if j.get("format") != FORMAT or j.get("state") not in ("copying", "committed"):
        raise InvalidInput("journal", f"{p} is not a {FORMAT} journal")
    return j


def _write_journal(root: Path, j: dict[str, Any]) -> None:
    write_json_atomic(_work(root) / JOURNAL, j)


def current_sources(root: Path) -> tuple[str, ShardMap | None, list[Source]]:
    kind = layout(root)
    if kind == "legacy":
        return kind, None, [Source("legacy", root)]
    if kind == "sharded":
        m = read_map(root)
        assert m is not None
        return kind, m, [Source(shard_name(i), shard_dir(root, i)) for i in range(m.count)]
    return kind, None, []


# ---------------------------------------------------------------------------------------------- the copy


def _copy_cache(sources: Sequence[Source], target: Path, keys: set[str]) -> int:
    """The embedding-cache rows of these texts (sha256 keys), from every source cache into a new one: a shard's
    cache holds only its own users' texts, so forgetting a user there forgets the cached vectors too."""
    import duckdb

    from memory.embcache import EmbeddingCache

    EmbeddingCache(target).close()  # the table, as the engine creates it
    con = duckdb.connect(str(target))
    try:
        con.execute("CREATE TEMP TABLE wanted (h VARCHAR PRIMARY KEY)")
        if keys:
            con.executemany("INSERT INTO wanted VALUES (?)", [[k] for k in sorted(keys)])
        for i, s in enumerate(sources):
            src = s.dir / CACHE_FILE
            if not src.exists():
                continue
            quoted = str(src).replace("'", "''")
            con.execute(f"ATTACH '{quoted}' AS src{i}")
            try:
                con.execute(
                    f"INSERT OR IGNORE INTO embedding_cache SELECT c.model, c.kind, c.text_sha256, c.vec "
                    f"FROM src{i}.embedding_cache c JOIN wanted w ON c.text_sha256 = w.h"
                )
            finally:
                con.execute(f"DETACH src{i}")
        n = int(con.execute("SELECT count(*) FROM embedding_cache").fetchone()[0])  # type: ignore[index]
        con.execute("CHECKPOINT")
    finally:
        con.close()
    return n


def _texts_of(export_dir: Path) -> set[str]:
    """sha256 keys of every text of a user that an embedder may have cached (what forgetting deletes)."""
    from memory.embcache import text_key

    texts: set[str] = set()
    for table, col in (("memory_items", "summary"), ("item_versions", "summary"), ("turns", "text")):
        texts.update(pq.read_table(export_dir / f"{table}.parquet", columns=[col]).column(col).to_pylist())
    return {text_key(t) for t in texts if t}


def _registry(d: Path) -> dict[str, list[str]]:
    p = d / REGISTRY
    return json.loads(p.read_text(encoding="utf-8")) if p.exists() else {}


def _carry_exports(user: str, src: Source, new_dir: Path, final_dir: Path) -> tuple[list[str], int]:
    """A user's registered exports (engine.export) inside the old store dir are copied into the new shard dir
    (and the old copy goes with the old dir); exports the user made elsewhere stay where they are."""
    out, copied = [], 0
    for p in _registry(src.dir).get(user, []):
        path = Path(p)
        try:
            rel = path.resolve().relative_to(src.dir.resolve())
        except ValueError:
            out.append(p)
            continue
        if path.exists():
            shutil.copytree(path, new_dir / rel, dirs_exist_ok=True)
            copied += 1
        out.append(str(final_dir / rel))
    return out, copied


def _copy(root: Path, to: int, gen: int, sources: list[Source], crash: _Crash, progress: bool) -> dict[str, Any]:
    """Steps 2 and 3: build and verify the new shards under .reshard/new; returns what the journal records."""
    work = _work(root)
    export, new, verify = work / "export", work / "new", work / "verify"
    # sources are held open throughout: no other process can write to them meanwhile
    stores: dict[str, Store] = {}
    try:
        for s in sources:
            path = s.dir / STORE_FILE
            if not path.exists():
                continue
            try:
                stores[s.name] = Store(path)
            except Exception as e:  # duckdb.IOException: another process holds the file
                raise Conflict(f"{path} is open in another process ({e}); stop it before resharding") from e
        owner: dict[str, Source] = {}
        for s in sources:
            if s.name in stores:
                for u in stores[s.name].users():
                    if u in owner:
                        raise Conflict(f"user {u!r} is in both {owner[u].name} and {s.name}: the data dir is damaged")
                    owner[u] = s
        bar = Progress(len(owner), "reshard: export", unit="user", mode=None if progress else "off")
        done = 0
        for s in sources:
            if s.name not in stores:
                continue
            mine = sorted(u for u, o in owner.items() if o == s)
            for u in mine:
                stores[s.name].export_user(u, user_dir(export / s.name, u))
                done += 1
                bar.update(1)
                crash("export", done)
            write_manifest(export / s.name, mine, source=stores[s.name].path)
        bar.close()
        source_digests: dict[str, dict[str, Any]] = {}
        for u, s in owner.items():
            source_digests[u] = user_digests(user_dir(export / s.name, u))
        totals = {t: 0 for t in SNAPSHOT_TABLES}
        for s in sources:
            if (export / s.name / "manifest.json").exists():
                for t, n in read_manifest(export / s.name)["totals"].items():
                    totals[t] += n
        plan = {u: shard_of(u, to) for u in owner}
        m = ShardMap(count=to, generation=gen)
        built = 0
        cache_rows: dict[str, int] = {}
        carried = 0
        bar = Progress(len(owner), "reshard: build", unit="user", mode=None if progress else "off")
        for i in range(to):
            d = new / shard_name(i)
            d.mkdir(parents=True, exist_ok=True)
            users = sorted(u for u, t in plan.items() if t == i)

            def on_user(_: int, __: str) -> None:
                nonlocal built
                built += 1
                bar.update(1)
                crash("build", built)

            build_store(d / STORE_FILE, {u: user_dir(export / owner[u].name, u) for u in users}, on_user)
            keys: set[str] = set()
            registry: dict[str, list[str]] = {}
            for u in users:
                keys |= _texts_of(user_dir(export / owner[u].name, u))
                paths, n = _carry_exports(u, owner[u], d, shard_dir(root, i))
                carried += n
                if paths:
                    registry[u] = paths
            if registry:
                (d / REGISTRY).write_text(json.dumps(registry, indent=1), encoding="utf-8")
            cache_rows[shard_name(i)] = _copy_cache(sources, d / CACHE_FILE, keys)
            write_identity(d, i, m)
        bar.close()
        per_shard = _verify(new, verify, to, plan, source_digests, totals, progress)
    finally:
        for st in stores.values():
            st.close()
    shutil.rmtree(export, ignore_errors=True)
    shutil.rmtree(verify, ignore_errors=True)
    moved = sum(1 for u, s in owner.items() if s.name != shard_name(plan[u]))
    return {
        "users": len(owner),
        "moved": moved,
        "totals": totals,
        "per_shard": per_shard,
        "cache_rows": cache_rows,
        "exports_carried": carried,
    }


def _verify(
    new: Path,
    verify: Path,
    to: int,
    plan: dict[str, int],
    source: dict[str, dict[str, Any]],
    totals: dict[str, int],
    progress: bool,
) -> dict[str, Any]:
    """Step 3: every new shard holds exactly its users, with the same content, and nothing else."""
    per_shard: dict[str, Any] = {}
    got_totals = {t: 0 for t in SNAPSHOT_TABLES}
    bar = Progress(len(plan), "reshard: verify", unit="user", mode=None if progress else "off")
    for i in range(to):
        want = sorted(u for u, t in plan.items() if t == i)
        with Store(new / shard_name(i) / STORE_FILE) as st:
            have = st.users()
            if have != want:
                extra, missing = sorted(set(have) - set(want)), sorted(set(want) - set(have))
                raise Conflict(f"verification: shard {i} holds {extra[:3]} it should not, lacks {missing[:3]}")
            rows = {t: 0 for t in SNAPSHOT_TABLES}
            for u in want:
                out = verify / shard_name(i) / hashlib.sha1(u.encode("utf-8")).hexdigest()
                st.export_user(u, out)
                got = user_digests(out)
                shutil.rmtree(out, ignore_errors=True)
                for t in SNAPSHOT_TABLES:
                    if got[t] != source[u][t]:
                        raise Conflict(
                            f"verification: user {u!r} table {t} differs after the copy "
                            f"({source[u][t]['rows']} -> {got[t]['rows']} rows); the old layout is unchanged"
                        )
                    rows[t] += got[t]["rows"]
                bar.update(1)
        for t, n in rows.items():
            got_totals[t] += n
        per_shard[shard_name(i)] = {"users": len(want), "rows": rows}
    bar.close()
    if got_totals != totals:
        raise Conflict(f"verification: row totals differ: before {totals}, after {got_totals}")
    return per_shard


# ---------------------------------------------------------------------------------------------- the switch


def _finish(root: Path, j: dict[str, Any], crash: _Crash) -> None:
    """Step 4, after the commit record: idempotent, so a re-run after a crash anywhere in here completes it."""
    work = _work(root)
    old, new = work / "old", work / "new"
    old.mkdir(parents=True, exist_ok=True)
    gen, n = j["to"]["generation"], j["to"]["count"]
    step = 0

    def moved() -> None:
        nonlocal step
        step += 1
        crash("switch", step)

    if j["from"]["layout"] == "legacy":
        (old / "legacy").mkdir(exist_ok=True)
        leftovers = [p.name for p in root.glob("kioku-export-*")]  # an export's temporary copy (crashed mid-call)
        for name in (*ENGINE_FILES, *ENGINE_DIRS, *leftovers):
            if (root / name).exists():
                os.replace(root / name, old / "legacy" / name)
                moved()
    for d in shard_dirs(root):
        ident = read_identity(d)
        if ident is None or ident.get("generation") != gen:
            os.replace(d, old / d.name)
            moved()
    for i in range(n):
        src, dst = new / shard_name(i), shard_dir(root, i)
        if src.exists():
            os.replace(src, dst)
            moved()
        elif not dst.exists():
            raise Conflict(f"{dst} is missing and {src} is gone: the reshard cannot be finished")
    write_map(root, ShardMap(count=n, generation=gen))
    moved()
    for p in (old, new, work / "export", work / "verify"):
        shutil.rmtree(p, ignore_errors=True)
    (work / JOURNAL).unlink(missing_ok=True)
    shutil.rmtree(work, ignore_errors=True)


# ---------------------------------------------------------------------------------------------- the job


def reshard(
    data_dir: str | os.PathLike[str],
    to: int,
    *,
    dry_run: bool = False,
    crash_at: str | None = None,
    progress: bool = False,
) -> dict[str, Any]:
    """Move the users of ``data_dir`` to ``to`` shards (see the module doc); returns a report of counts."""
    if not isinstance(to, int) or not 1 <= to <= 4096:
        raise InvalidInput("to", "the shard count must be from 1 to 4096")
    root = Path(data_dir).expanduser().resolve()
    if not root.is_dir():
        raise InvalidInput("data_dir", f"{root} is not a directory")
    crash = _Crash(crash_at)
    t0 = time.perf_counter()
    report: dict[str, Any] = {"data_dir": str(root), "to": to, "dry_run": dry_run}
    with maintenance_lock(root, "pipelines.reshard"):
        j = read_journal(root)
        if j is not None and j["state"] == "committed":
            if dry_run:
                raise Conflict(f"a reshard to {j['to']['count']} was committed but not finished; run without --dry-run")
            _finish(root, j, crash)
            report["finished_earlier_run"] = {"to": j["to"]["count"], "generation": j["to"]["generation"]}
        elif j is not None:
            report["restarted_earlier_run"] = {"to": j["to"]["count"]}  # stopped before its switch: start again
            if not dry_run:
                for p in ("export", "new", "verify"):
                    shutil.rmtree(_work(root) / p, ignore_errors=True)
                (_work(root) / JOURNAL).unlink()
        kind, m, sources = current_sources(root)
        report["from"] = {"layout": kind, "count": m.count if m else (1 if kind == "legacy" else 0)}
        if kind == "empty":
            report["result"] = "no store in the data dir; nothing to move (a server records its count on start)"
            return report
        if kind == "sharded" and m is not None and m.count == to:
            report["result"] = f"already {to} shard(s); nothing to do"
            return report
        gen = (m.generation if m else 0) + 1
        if dry_run:
            users = {}
            for s in sources:
                if (s.dir / STORE_FILE).exists():
                    with Store(s.dir / STORE_FILE) as st:
                        users.update({u: s.name for u in st.users()})
            report["users"] = len(users)
            report["moved"] = sum(1 for u, s in users.items() if s != shard_name(shard_of(u, to)))
            report["per_shard"] = {shard_name(i): sum(1 for u in users if shard_of(u, to) == i) for i in range(to)}
            report["result"] = "dry run: nothing written"
            return report
        journal = {
            "format": FORMAT,
            "state": "copying",
            "from": {"layout": kind, "count": report["from"]["count"], "generation": gen - 1},
            "to": {"count": to, "generation": gen},
            "started_at": utcnow().isoformat(),
        }
        _write_journal(root, journal)
        try:
            copied = _copy(root, to, gen, sources, crash, progress)
        except BaseException:
            shutil.rmtree(_work(root), ignore_errors=True)  # nothing was switched: the old layout stays as it was
            raise
        journal.update(state="committed", committed_at=utcnow().isoformat(), verified=copied["totals"])
        _write_journal(root, journal)  # the switch: from here on the new layout is the truth
        crash("commit", 0)
        _finish(root, journal, crash)
        report.update(copied)
        report["generation"] = gen
        report["result"] = f"{copied['users']} user(s) in {to} shard(s), verified; {copied['moved']} moved"
    report["seconds"] = round(time.perf_counter() - t0, 2)
    return report


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m pipelines.reshard", description=__doc__.split("\n")[0])
    ap.add_argument("--data-dir", required=True, help="the server's data dir (all of its shards on this machine)")
    ap.add_argument("--to", type=int, required=True, help="the new shard count (store_shards)")
    ap.add_argument("--dry-run", action="store_true", help="say how many users would move; write nothing")
    ap.add_argument("--json", default=None, help="also write the report (counts only, no user ids) here")
    ap.add_argument("--crash-at", default=None, help=argparse.SUPPRESS)  # tests: STAGE:N ends the process there
    a = ap.parse_args(argv)
    try:
        report = reshard(a.data_dir, a.to, dry_run=a.dry_run, crash_at=a.crash_at, progress=True)
    except KiokuError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(json.dumps(report, indent=2))
    if a.json:
        Path(a.json).parent.mkdir(parents=True, exist_ok=True)
        Path(a.json).write_text(json.dumps(report, indent=2), encoding="utf-8")
    if "generation" in report:
        print(
            f"the data dir now has {a.to} shard(s): set store_shards: {a.to} (or auto) before starting the server",
            file=sys.stderr,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())

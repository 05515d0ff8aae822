"""Whole-store snapshots on Parquet, and the atomic swap that lets a batch job replace the live store.

Layout (Hive-style, one partition per user, so Ray Data or DuckDB can read one table across users)::

    <snapshot>/manifest.json                       schema version, users, row counts and sha256 per file
    <snapshot>/user=<quoted id>/<table>.parquet     Store.export_user's files
    <snapshot>/user=<quoted id>/manifest.json       Store.export_user's own manifest

The top manifest is written last, through a temporary file and ``os.replace``: a snapshot without it is
unfinished and is refused on import. A batch job never edits the live DuckDB file. It builds a complete new
file next to it, flushes it to disk, and swaps it in with ``os.replace`` (atomic on POSIX); a crash at any point
before the swap leaves the live store exactly as it was, and one after it leaves the new store whole.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any
from urllib.parse import quote, unquote

from memory.errors import Conflict, InvalidInput
from memory.schemas import utcnow
from memory.shards import fsync_dir, write_json_atomic
from memory.store import SCHEMA_VERSION, SNAPSHOT_TABLES, Store
from memory.store_checks import sha256_file

FORMAT = "kioku-snapshot/1"


def user_dir(snapshot: str | Path, user_id: str) -> Path:
    return Path(snapshot) / f"user={quote(user_id, safe='')}"


def _fsync_file(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def write_manifest(snapshot: str | Path, users: Iterable[str], source: str | None = None) -> Path:
    """The top manifest over per-user exports already in ``snapshot``; written last."""
    snap = Path(snapshot)
    entries: dict[str, Any] = {}
    totals = dict.fromkeys(SNAPSHOT_TABLES, 0)
    for u in users:
        d = user_dir(snap, u)
        m = json.loads((d / "manifest.json").read_text(encoding="utf-8"))
        rows = {t: int(m["tables"][t]["rows"]) for t in SNAPSHOT_TABLES}
        for t, n in rows.items():
            totals[t] += n
        entries[u] = {
            "dir": d.name,
            "rows": rows,
            "sha256": {t: m["tables"][t]["sha256"] for t in SNAPSHOT_TABLES},
            "manifest_sha256": sha256_file(d / "manifest.json"),
        }
    manifest = {
        "format": FORMAT,
        "schema_version": SCHEMA_VERSION,
        "created_at": utcnow().isoformat(),
        "source": source,
        "users": entries,
        "totals": totals,
    }
    path = snap / "manifest.json"
    write_json_atomic(path, manifest)
    return path


def export_snapshot(store: Store, out_dir: str | Path, users: Iterable[str] | None = None) -> Path:
    """Every user (or the given ones) of ``store`` to ``out_dir``; returns the top manifest's path."""
    out = Path(out_dir)
    if (out / "manifest.json").exists():
        raise Conflict(f"snapshot {out} already exists")
    out.mkdir(parents=True, exist_ok=True)
    chosen = sorted(store.users() if users is None else users)
    for u in chosen:
        store.export_user(u, user_dir(out, u))
    return write_manifest(out, chosen, source=store.path)


def read_manifest(snapshot: str | Path) -> dict[str, Any]:
    """The verified top manifest: format, schema version, and every user's own manifest unchanged."""
    snap = Path(snapshot)
    path = snap / "manifest.json"
    if not path.is_file():
        raise InvalidInput("snapshot", f"{snap} has no manifest.json (unfinished or not a snapshot)")
    m = json.loads(path.read_text(encoding="utf-8"))
    if m.get("format") != FORMAT or m.get("schema_version") != SCHEMA_VERSION:
        raise InvalidInput("snapshot.schema_version", f"expected {FORMAT} v{SCHEMA_VERSION}")
    for u, e in m["users"].items():
        d = snap / e["dir"]
        if unquote(e["dir"].removeprefix("user=")) != u:
            raise InvalidInput("snapshot.users", f"directory {e['dir']} does not belong to {u!r}")
        if sha256_file(d / "manifest.json") != e["manifest_sha256"]:
            raise InvalidInput(f"snapshot.users.{u}", "per-user manifest changed since the snapshot was taken")
    return m


def import_snapshot(snapshot: str | Path, store: Store, replace: bool = False) -> dict[str, dict[str, int]]:
    """Load every user of a snapshot into ``store`` (Store.import_user verifies each file's checksum)."""
    m = read_manifest(snapshot)
    return {u: store.import_user(Path(snapshot) / e["dir"], replace=replace) for u, e in m["users"].items()}


def build_store(
    target: str | Path,
    user_dirs: Mapping[str, str | Path],
    on_user: Callable[[int, str], None] | None = None,
) -> Path:
    """A fresh DuckDB file holding exactly these per-user exports, flushed to disk; the caller swaps it in.

    ``on_user(i, user)`` runs after each user is imported (progress, or the crash tests' injected failure).
    """
    path = Path(target)
    for p in (path, Path(f"{path}.wal")):
        if p.exists():
            p.unlink()
    store = Store(path)
    try:
        for i, (u, d) in enumerate(sorted(user_dirs.items())):
            store.import_user(d, user_id=u)
            if on_user is not None:
                on_user(i + 1, u)
    finally:
        store.close()  # DuckDB checkpoints on close: everything is in the main file, no WAL left behind
    if Path(f"{path}.wal").exists():
        raise RuntimeError(f"{path}.wal left after close: the new store is not self-contained")
    _fsync_file(path)
    return path


def atomic_swap(new_path: str | Path, live_path: str | Path) -> None:
    """Replace the live store by a finished new file in one rename.

    A live write-ahead log would be replayed onto the NEW file on the next open, so its presence means someone
    wrote to the live store after it was snapshotted: the swap is refused and the live store stays.
    """
    new, live = Path(new_path), Path(live_path)
    if not new.is_file():
        raise InvalidInput("new_path", f"{new} does not exist")
    if Path(f"{live}.wal").exists():
        raise Conflict(f"{live}.wal exists: the live store has unflushed writes; not swapping")
    _fsync_file(new)
    os.replace(new, live)
    fsync_dir(live.parent)


__all__ = [
    "FORMAT",
    "atomic_swap",
    "build_store",
    "export_snapshot",
    "import_snapshot",
    "read_manifest",
    "user_dir",
    "write_manifest",
]

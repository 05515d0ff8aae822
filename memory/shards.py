"""User shards: which shard holds a user, and the on-disk record that keeps that answer stable.

DuckDB allows one writer process per file and every Kioku call belongs to one user, so the unit of scale is a
user shard: one directory, one DuckDB file, one embedding cache and one engine per shard. This module is the ONE
place that decides where a user lives (:func:`shard_of`); the serving layer routes with it, the resharding and
consolidation jobs move and visit users with it, and the benchmarks split their users with it. It imports no Ray.

Layout of a sharded data dir::

    <data_dir>/shards.json            the shard map: count, hash, generation (written atomically)
    <data_dir>/.kioku.lock            shared by every serving replica, exclusive for maintenance jobs
    <data_dir>/shard-<i>/shard.json   the shard's identity (index, count, generation): a copy of a shard dir
                                      put in the wrong place or kept from another layout is refused
    <data_dir>/shard-<i>/.lock        exclusive while one process serves the shard (one writer per shard)
    <data_dir>/shard-<i>/kioku.duckdb, embcache.duckdb, snapshots.json   the engine's files, as before
    <data_dir>/.reshard/              only while ``pipelines.reshard`` runs (or after it crashed: re-run it)

The layout before sharding (``<data_dir>/kioku.duckdb`` at the top, what :class:`memory.engine.MemoryEngine`
writes for library use) is "legacy" here: a server refuses to start on it and ``pipelines.reshard`` migrates it.

Why a hash split into equal ranges (and not ``hash % n``): the map is a pure function of the user id and the
count, identical in every process and on every node, with no table to keep in sync; and with ranges, doubling
the count splits every shard in two (a user of shard i moves to 2i or 2i+1), so a reshard from n to 2n only
ever moves users between a shard and its two halves.
"""

from __future__ import annotations

import errno
import fcntl
import hashlib
import json
import math
import os
import uuid
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Literal

from .errors import Conflict, InvalidInput

FORMAT = "kioku-shards/1"
HASH = "blake2b-64-range"  # blake2b (8-byte digest) of the UTF-8 user id, split into `count` equal ranges
MAP_FILE = "shards.json"
IDENTITY_FILE = "shard.json"
DIR_LOCK = ".kioku.lock"
SHARD_LOCK = ".lock"
RESHARD_DIR = ".reshard"
JOURNAL = "journal.json"
STORE_FILE = "kioku.duckdb"
MAX_SHARDS = 4096
# What the engine keeps in its data dir: at the top of a legacy dir, inside each shard dir of a sharded one.
ENGINE_FILES = ("kioku.duckdb", "kioku.duckdb.wal", "embcache.duckdb", "embcache.duckdb.wal", "snapshots.json")
ENGINE_DIRS = ("snapshots",)

Layout = Literal["empty", "legacy", "sharded", "resharding"]


def shard_of(user_id: str, count: int) -> int:
    """The shard (0 .. count-1) that holds ``user_id``: its 64-bit blake2b hash's range among ``count`` equal
    ranges. Stable across processes, nodes, Python versions and runs (no ``hash()`` salt)."""
    if not isinstance(user_id, str) or not user_id:
        raise InvalidInput("user_id", "must be a non-empty string")
    if not isinstance(count, int) or not 1 <= count <= MAX_SHARDS:
        raise InvalidInput("store_shards", f"must be an integer from 1 to {MAX_SHARDS}, got {count!r}")
    h = int.from_bytes(hashlib.blake2b(user_id.encode("utf-8"), digest_size=8).digest(), "big")
    return (h * count) >> 64


def shard_name(index: int) -> str:
    return f"shard-{index}"


def shard_dir(root: str | os.PathLike[str], index: int) -> Path:
    return Path(root) / shard_name(index)


def auto_count(cpus: float, memory_bytes: float | None = None, per_shard_bytes: float = 1.5 * 2**30) -> int:
    """``store_shards: auto``: one shard per core the stores can use, three quarters of the CPUs rounded up.

    A shard is one process that keeps about one core busy under load (the GIL; its OpenMP pools have one
    thread in a Ray worker). The proxy and the orchestrator replicas need the rest: about a quarter of the cores
    (the serving path costs ~15 ms of a ~115 ms request's CPU, bench/NOTES.md). Rounded up, because on 2 cores two
    shards served more than one (bench/NOTES.md, "Scale-out"). Memory bounds it too: a shard with its models
    loaded holds up to ~1.5 GiB.
    """
    n = max(1, math.ceil(cpus * 0.75))
    if memory_bytes:
        n = min(n, max(1, int(memory_bytes // per_shard_bytes)))
    return min(n, MAX_SHARDS)


# ---------------------------------------------------------------------------------------------- the map


@dataclass(frozen=True)
class ShardMap:
    """What ``<data_dir>/shards.json`` records: how many shards, by which hash, and which generation of the
    layout (each reshard makes a new one; a shard dir of another generation is refused)."""

    count: int
    generation: int = 1
    hash: str = HASH

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, **asdict(self)}


def fsync_dir(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def write_json_atomic(path: Path, data: Mapping[str, Any], exclusive: bool = False) -> bool:
    """Write through a temporary file, fsync, and rename into place; with ``exclusive`` only when ``path`` does
    not exist yet (a hard link cannot replace: two processes creating the same file cannot both win).
    Returns False when ``exclusive`` and the file was already there."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{uuid.uuid4().hex}.tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(data, f, indent=2, ensure_ascii=False)
        f.flush()
        os.fsync(f.fileno())
    try:
        if exclusive:
            try:
                os.link(tmp, path)
            except FileExistsError:
                return False
        else:
            os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)
    fsync_dir(path.parent)
    return True


def _read_json(path: Path, what: str) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise InvalidInput(what, f"cannot read {path}: {e}") from e
    if not isinstance(data, dict):
        raise InvalidInput(what, f"{path} must hold a JSON object")
    return data


def read_map(root: str | os.PathLike[str]) -> ShardMap | None:
    """The recorded shard map, or None when the data dir has none."""
    path = Path(root) / MAP_FILE
    if not path.exists():
        return None
    d = _read_json(path, "shards.json")
    if d.get("format") != FORMAT or d.get("hash") != HASH:
        raise InvalidInput("shards.json", f"{path}: expected format {FORMAT} with hash {HASH}, got {d}")
    count, gen = d.get("count"), d.get("generation")
    if not isinstance(count, int) or not 1 <= count <= MAX_SHARDS or not isinstance(gen, int) or gen < 1:
        raise InvalidInput("shards.json", f"{path}: bad count or generation: {d}")
    return ShardMap(count=count, generation=gen)


def write_map(root: str | os.PathLike[str], m: ShardMap) -> None:
    write_json_atomic(Path(root) / MAP_FILE, m.to_json())


def read_identity(directory: str | os.PathLike[str]) -> dict[str, Any] | None:
    path = Path(directory) / IDENTITY_FILE
    return _read_json(path, "shard.json") if path.exists() else None


def write_identity(directory: str | os.PathLike[str], index: int, m: ShardMap) -> None:
    data = {"format": FORMAT, "index": index, "count": m.count, "generation": m.generation, "hash": m.hash}
    write_json_atomic(Path(directory) / IDENTITY_FILE, data)


def shard_dirs(root: str | os.PathLike[str]) -> list[Path]:
    """The ``shard-<i>`` directories present under ``root`` (whatever the map says), by index."""
    found = []
    for p in Path(root).glob("shard-*"):
        tail = p.name.removeprefix("shard-")
        if p.is_dir() and tail.isdigit():
            found.append((int(tail), p))
    return [p for _, p in sorted(found)]


def layout(root: str | os.PathLike[str]) -> Layout:
    """What a data dir holds: nothing yet, the pre-sharding single store, a sharded store, or an unfinished
    reshard (which wins over everything else: until it is finished, nothing may serve the dir)."""
    r = Path(root)
    if (r / RESHARD_DIR / JOURNAL).exists():
        return "resharding"
    if (r / MAP_FILE).exists():
        return "sharded"
    if (r / STORE_FILE).exists():
        return "legacy"
    if shard_dirs(r):
        raise InvalidInput(
            "data_dir", f"{r} has shard directories but no {MAP_FILE}: the shard map was lost or deleted"
        )
    return "empty"


def reshard_command(root: str | os.PathLike[str], count: int | str) -> str:
    return f"python -m pipelines.reshard --data-dir {root} --to {count}"


def check_serving(root: str | os.PathLike[str], count: int) -> ShardMap | None:
    """Refuse, with the command that fixes it, to serve a data dir laid out for another shard count, one still
    in the pre-sharding layout, or one in the middle of a reshard. Returns the recorded map (None if empty)."""
    r = Path(root)
    kind = layout(r)
    if kind == "resharding":
        raise InvalidInput(
            "data_dir",
            f"{r} has an unfinished reshard ({RESHARD_DIR}/{JOURNAL}); finish it first: "
            f"{reshard_command(r, '<N>')} (re-running it completes or restarts the move)",
        )
    if kind == "legacy":
        raise InvalidInput(
            "data_dir",
            f"{r} holds an un-sharded store ({STORE_FILE} at the top, the layout before store sharding); "
            f"migrate it first: {reshard_command(r, count)}",
        )
    m = read_map(r)
    if m is not None and m.count != count:
        raise InvalidInput(
            "store_shards",
            f"{r} holds {m.count} shard(s) but the server is configured for {count}; users would be routed to the "
            f"wrong shard. Either set store_shards: {m.count}, or move the users first: {reshard_command(r, count)}",
        )
    return m


# ---------------------------------------------------------------------------------------------- locks


class DirLock:
    """A non-blocking ``flock`` on a file: shared (many holders) or exclusive (one). Released when closed or
    when the holding process dies, so a killed server never leaves a stale lock behind. Local disks only (flock
    is not reliable on every network file system; DuckDB needs a local disk anyway)."""

    def __init__(self, path: str | os.PathLike[str], *, exclusive: bool, busy: str) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._fd: int | None = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(self._fd, (fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH) | fcntl.LOCK_NB)
        except OSError as e:
            os.close(self._fd)
            self._fd = None
            if e.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
                raise Conflict(busy) from e
            raise

    def close(self) -> None:
        if self._fd is not None:
            os.close(self._fd)  # closing the descriptor releases the flock
            self._fd = None

    def __enter__(self) -> DirLock:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def maintenance_lock(root: str | os.PathLike[str], job: str) -> DirLock:
    """Held by a job that rewrites stores (reshard, consolidation): refused while any server replica serves the
    data dir, and no replica starts while it is held. A context manager, or ``close()`` it."""
    r = Path(root)
    return DirLock(
        r / DIR_LOCK,
        exclusive=True,
        busy=f"{r} is in use by a running Kioku server (or another maintenance job); stop it before running {job}",
    )


@dataclass
class ShardClaim:
    """What a serving replica holds for its shard's lifetime: the data-dir lock (shared) and the shard's own
    lock (exclusive). ``path`` is the engine's data dir."""

    path: Path
    index: int
    shard_map: ShardMap
    locks: tuple[DirLock, ...]

    def close(self) -> None:
        for lk in reversed(self.locks):
            lk.close()


def claim_shard(root: str | os.PathLike[str], index: int, count: int) -> ShardClaim:
    """Take shard ``index`` of ``count`` under ``root`` for serving: checks the layout, records the map on the
    first start (this node's data dir), and checks or writes the shard's identity file."""
    if not 0 <= index < count:
        raise InvalidInput("shard", f"shard {index} does not exist among {count}")
    r = Path(root).expanduser().resolve()
    r.mkdir(parents=True, exist_ok=True)
    held: list[DirLock] = []
    try:
        held.append(
            DirLock(
                r / DIR_LOCK,
                exclusive=False,
                busy=f"{r} is locked by a maintenance job (pipelines.reshard or pipelines.consolidate); "
                "the shard starts once it has finished",
            )
        )
        m = check_serving(r, count)
        if m is None:
            m = ShardMap(count=count)
            if not write_json_atomic(r / MAP_FILE, m.to_json(), exclusive=True):
                m = check_serving(r, count)  # another replica recorded the map first: it must agree
                assert m is not None
        d = shard_dir(r, index)
        d.mkdir(exist_ok=True)
        held.append(
            DirLock(
                d / SHARD_LOCK,
                exclusive=True,
                busy=f"shard {index} ({d}) is already served by another process (one writer per shard)",
            )
        )
        ident = read_identity(d)
        if ident is None:
            if any(d.joinpath(f).exists() for f in ENGINE_FILES):
                raise InvalidInput("data_dir", f"{d} holds store files but no {IDENTITY_FILE}; it is not a Kioku shard")
            write_identity(d, index, m)
        elif (ident.get("index"), ident.get("count"), ident.get("generation")) != (index, m.count, m.generation):
            raise InvalidInput(
                "data_dir",
                f"{d} is shard {ident.get('index')} of {ident.get('count')} (generation {ident.get('generation')}), "
                f"but the map says shard {index} of {m.count} (generation {m.generation}); it was copied or left "
                "from another layout",
            )
        return ShardClaim(path=d, index=index, shard_map=m, locks=tuple(held))
    except BaseException:
        for lk in reversed(held):
            lk.close()
        raise


def store_dirs(root: str | os.PathLike[str]) -> list[Path]:
    """The engine data dirs a batch job visits: every shard of a sharded dir, or the dir itself for a single
    store (a legacy server dir, or a library user's engine dir)."""
    r = Path(root)
    kind = layout(r)
    if kind == "resharding":
        check_serving(r, 1)  # raises the "finish the reshard" error
    if kind == "sharded":
        m = read_map(r)
        assert m is not None
        return [shard_dir(r, i) for i in range(m.count)]
    return [r]


__all__ = [
    "DIR_LOCK",
    "ENGINE_DIRS",
    "ENGINE_FILES",
    "HASH",
    "IDENTITY_FILE",
    "JOURNAL",
    "MAP_FILE",
    "RESHARD_DIR",
    "STORE_FILE",
    "DirLock",
    "ShardClaim",
    "ShardMap",
    "auto_count",
    "check_serving",
    "claim_shard",
    "fsync_dir",
    "layout",
    "maintenance_lock",
    "read_identity",
    "read_map",
    "reshard_command",
    "shard_dir",
    "shard_dirs",
    "shard_name",
    "shard_of",
    "store_dirs",
    "write_identity",
    "write_json_atomic",
    "write_map",
]

"""pipelines.reshard on real DuckDB files: the pre-sharding layout migrated, counts changed both ways, a crash
(a killed process) at every stage and a re-run, refusal while a server holds the dir, and forgetting after a move
leaving nothing behind."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import duckdb
import pyarrow.parquet as pq
import pytest

from memory.config import load_config
from memory.embcache import CachedEmbedder, EmbeddingCache, text_key
from memory.engine import MemoryEngine
from memory.errors import Conflict, InvalidInput
from memory.schemas import ProfileFact
from memory.shards import check_serving, claim_shard, layout, read_map, shard_dir, shard_of, store_dirs
from memory.store import SNAPSHOT_TABLES, Store
from pipelines.reshard import CRASH_EXIT, reshard

ROOT = Path(__file__).resolve().parents[1]
SECRET = "My locker code at Shinjuku station is 4471-KX."
USERS = [f"user-{i:02d}" for i in range(10)] + ["ユーザー", "用户"]


def _engine(d: Path, e5) -> MemoryEngine:
    cfg = load_config().model_copy(update={"xl_embedder": None})
    cache = EmbeddingCache(d / "embcache.duckdb")
    return MemoryEngine(cfg, data_dir=d, embedder=CachedEmbedder(e5, cache, cache_queries=False))


def _fill(eng: MemoryEngine) -> None:
    for n, u in enumerate(USERS):
        for s in range(2):
            eng.add_messages(
                u,
                f"s{s}",
                [
                    {"role": "user", "content": f"{u} says: I will visit Kyoto on day {s}.", "turn_id": f"t{s}a"},
                    {"role": "assistant", "content": f"Noted, {u}. Kyoto on day {s}.", "turn_id": f"t{s}b"},
                ],
                timestamp=f"2025-0{s + 1}-0{n % 9 + 1}T10:00:00+00:00",
            )
        item = eng.add_item(u, f"{u} is allergic to peanuts ({n}).")
        assert item is not None
        eng.update(u, item.memory_id, f"{u} is allergic to peanuts and shrimp ({n}).")
        eng.set_fact(ProfileFact(user_id=u, key="home", value=f"Osaka {n}", source="test"))
        eng.set_fact(ProfileFact(user_id=u, key="home", value=f"Kobe {n}", source="test"))
        if n % 3 == 0:
            eng.export(u)  # a registered export inside the data dir: it must move with the user
    eng.add_item(USERS[0], SECRET)
    eng.forget(USERS[1], "home")  # scrubbed audit text must stay scrubbed


def dump_all(root: Path, tmp: Path) -> dict[str, dict[str, list]]:
    """Every user's rows, table by table, wherever they live; fails if a user is in two stores."""
    out: dict[str, dict[str, list]] = {}
    for d in store_dirs(root):
        with Store(d / "kioku.duckdb") as st:
            for u in st.users():
                assert u not in out, f"{u} is in two shards"
                where = tmp / f"dump-{len(out)}-{time.monotonic_ns()}"
                st.export_user(u, where)
                out[u] = {t: pq.read_table(where / f"{t}.parquet").to_pylist() for t in SNAPSHOT_TABLES}
    return out


def where_users_are(root: Path) -> dict[str, int]:
    m = read_map(root)
    assert m is not None
    found = {}
    for i in range(m.count):
        with Store(shard_dir(root, i) / "kioku.duckdb") as st:
            for u in st.users():
                found[u] = i
    return found


@pytest.fixture(scope="module")
def template(tmp_path_factory, e5_embedder):
    """A pre-sharding data dir (what the server wrote before sharding, or an engine's dir), built once."""
    d = tmp_path_factory.mktemp("template") / "data"
    eng = _engine(d, e5_embedder)
    _fill(eng)
    eng.close()
    return d, dump_all(d, tmp_path_factory.mktemp("before"))


@pytest.fixture()
def legacy(template, tmp_path):
    d = tmp_path / "data"
    shutil.copytree(template[0], d)
    # registered exports name absolute paths: point them at the copy, as if it had been written here
    reg = d / "snapshots.json"
    reg.write_text(reg.read_text().replace(str(template[0]), str(d)))
    return d, template[1]


def _cli(d: Path, to: int, *extra: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "pipelines.reshard", "--data-dir", str(d), "--to", str(to), *extra],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


def _check_layout(d: Path, n: int, before: dict, tmp: Path) -> None:
    assert layout(d) == "sharded" and read_map(d).count == n and check_serving(d, n) is not None
    assert not (d / ".reshard").exists() and not (d / "kioku.duckdb").exists() and not (d / "snapshots").exists()
    assert sorted(p.name for p in d.iterdir() if p.name.startswith("shard-")) == sorted(f"shard-{i}" for i in range(n))
    placed = where_users_are(d)
    assert placed == {u: shard_of(u, n) for u in USERS}  # every user once, in the shard the map gives it
    assert dump_all(d, tmp) == before  # full history, vectors, facts, STM and audit, unchanged
    regs: set[str] = set()
    for i in range(n):
        sd = shard_dir(d, i)
        mine = {u for u, s in placed.items() if s == i}
        keys = cache_keys(sd)
        theirs = {
            text_key(f"{u} is allergic to peanuts and shrimp ({USERS.index(u)}).") for u in USERS if u not in mine
        }
        assert keys and not keys & theirs  # a shard's cache holds its own users' texts only
        reg = json.loads((sd / "snapshots.json").read_text()) if (sd / "snapshots.json").exists() else {}
        assert set(reg) <= mine
        regs |= set(reg)
        for paths in reg.values():  # registered exports moved with their users (forget deletes them there)
            assert all(Path(p).is_dir() and Path(p).resolve().is_relative_to(sd.resolve()) for p in paths)
    assert regs == {u for u in USERS if USERS.index(u) % 3 == 0}


def cache_keys(shard: Path) -> set[str]:
    con = duckdb.connect(str(shard / "embcache.duckdb"), read_only=True)
    try:
        return {r[0] for r in con.execute("SELECT text_sha256 FROM embedding_cache").fetchall()}
    finally:
        con.close()


def test_legacy_dir_is_refused_then_migrated_and_counts_change_both_ways(legacy, tmp_path):
    d, before = legacy
    with pytest.raises(InvalidInput, match="un-sharded"):
        check_serving(d, 2)
    dry = reshard(d, 2, dry_run=True)
    assert dry["users"] == len(USERS) and dry["moved"] == len(USERS) and layout(d) == "legacy"
    r = reshard(d, 2)
    assert r["users"] == len(USERS) and r["totals"]["turns"] == 4 * len(USERS)
    _check_layout(d, 2, before, tmp_path / "a")
    r = reshard(d, 3)  # a split that is not a doubling: users move between unrelated shards
    assert 0 < r["moved"] < len(USERS)
    _check_layout(d, 3, before, tmp_path / "b")
    assert reshard(d, 3)["result"].startswith("already 3")
    reshard(d, 1)
    _check_layout(d, 1, before, tmp_path / "c")
    with pytest.raises(InvalidInput, match="configured for 2"):
        check_serving(d, 2)


@pytest.mark.parametrize("crash", ["build:7", "commit:0", "switch:3"])  # copying; committed; half moved
def test_a_crash_midway_then_a_rerun_loses_and_duplicates_nothing(legacy, tmp_path, crash):
    d, before = legacy
    reshard(d, 2)
    killed = _cli(d, 3, "--crash-at", crash)
    assert killed.returncode == CRASH_EXIT, killed.stderr[-2000:]
    assert layout(d) == "resharding"
    with pytest.raises(InvalidInput, match="unfinished reshard"):
        check_serving(d, 3)  # no server starts on a half-moved dir
    with pytest.raises(InvalidInput, match="unfinished reshard"):
        claim_shard(d, 0, 3)
    again = _cli(d, 3)
    assert again.returncode == 0, again.stderr[-2000:]
    _check_layout(d, 3, before, tmp_path / "after")


def test_refused_while_a_server_holds_the_dir_or_a_store_is_open(legacy, tmp_path):
    d, before = legacy
    reshard(d, 2)
    claim = claim_shard(d, 1, 2)  # what a serving Store replica holds
    try:
        with pytest.raises(Conflict, match="in use by a running Kioku server"):
            reshard(d, 3)
        cli = _cli(d, 3)
        assert cli.returncode == 2 and "stop it before running pipelines.reshard" in cli.stderr
    finally:
        claim.close()
    # a process that has a shard's DuckDB file open (not a server: no lock of ours) is refused by DuckDB's lock
    holder = subprocess.Popen(
        [sys.executable, "-c", f"import duckdb,sys,time; c=duckdb.connect({str(shard_dir(d, 0) / 'kioku.duckdb')!r});"
         "print('ready', flush=True); time.sleep(120)"],
        stdout=subprocess.PIPE,
        text=True,
    )  # fmt: skip
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "ready"
        with pytest.raises(Conflict, match="open in another process"):
            reshard(d, 3)
    finally:
        holder.kill()
        holder.wait()
    assert layout(d) == "sharded" and read_map(d).count == 2  # refused runs changed nothing
    _check_layout(d, 2, before, tmp_path / "after")


def test_forgetting_after_a_reshard_leaves_no_copy_anywhere(legacy, e5_embedder):
    d, _ = legacy
    reshard(d, 2)
    user = USERS[0]
    sd = shard_dir(d, shard_of(user, 2))
    eng = _engine(sd, e5_embedder)
    assert any(SECRET in i.summary for i in eng.list(user))
    eng.forget(user)
    eng.close()
    leaked = [p for p in d.rglob("*") if p.is_file() and SECRET.encode() in p.read_bytes()]
    assert leaked == []
    assert user not in where_users_are(d) and len(where_users_are(d)) == len(USERS) - 1
    assert text_key(SECRET) not in cache_keys(sd)


def test_bad_arguments(tmp_path):
    with pytest.raises(InvalidInput):
        reshard(tmp_path, 0)
    with pytest.raises(InvalidInput):
        reshard(tmp_path / "missing", 2)
    assert reshard(tmp_path, 2)["result"].startswith("no store")

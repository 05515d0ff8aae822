"""The user-to-shard map and the on-disk shard layout (memory.shards), and the serve settings built on them:
no cluster needed."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from memory.errors import Conflict, InvalidInput
from memory.shards import (
    MAP_FILE,
    ShardMap,
    auto_count,
    check_serving,
    claim_shard,
    layout,
    maintenance_lock,
    read_identity,
    read_map,
    shard_dir,
    shard_of,
    store_dirs,
    write_map,
)


def test_shard_of_is_a_stable_equal_range_split():
    # Fixed values: the map must never change between versions, processes or nodes (users would be lost).
    assert [shard_of(u, 4) for u in ("alice", "bob", "carol", "dave", "ユーザー", "用户")] == [
        shard_of(u, 4) for u in ("alice", "bob", "carol", "dave", "ユーザー", "用户")
    ]
    golden = {u: shard_of(u, 16) for u in ("alice", "bob", "carol")}
    assert golden == {"alice": 4, "bob": 7, "carol": 10}
    assert all(shard_of(f"u{i}", 1) == 0 for i in range(100))
    users = [f"user-{i}" for i in range(20_000)]
    for n in (2, 3, 7):
        counts = Counter(shard_of(u, n) for u in users)
        assert set(counts) == set(range(n))
        assert max(counts.values()) / min(counts.values()) < 1.1  # equal ranges of a uniform hash
    # ranges: doubling the count splits each shard in two, so a user of shard i goes to 2i or 2i+1
    assert all(shard_of(u, 8) // 2 == shard_of(u, 4) for u in users[:2000])
    for bad in ("", None, 5):
        with pytest.raises(InvalidInput):
            shard_of(bad, 2)  # type: ignore[arg-type]
    for bad_n in (0, -1, 5000, 2.0):
        with pytest.raises(InvalidInput) as e:
            shard_of("u", bad_n)  # type: ignore[arg-type]
        assert e.value.field == "store_shards"


def test_auto_count_leaves_cores_to_the_serving_path_and_fits_memory():
    assert auto_count(1) == 1 and auto_count(2) == 2 and auto_count(4) == 3 and auto_count(16) == 12
    assert auto_count(16, memory_bytes=6 * 2**30) == 4  # 1.5 GiB per shard


def test_layouts_and_what_a_server_refuses(tmp_path):
    assert layout(tmp_path) == "empty" and check_serving(tmp_path, 3) is None
    legacy = tmp_path / "legacy"
    legacy.mkdir()
    (legacy / "kioku.duckdb").write_bytes(b"")
    assert layout(legacy) == "legacy"
    with pytest.raises(InvalidInput) as e:
        check_serving(legacy, 2)
    assert "un-sharded" in e.value.message and f"python -m pipelines.reshard --data-dir {legacy} --to 2" in str(e.value)
    assert store_dirs(legacy) == [legacy]

    sharded = tmp_path / "sharded"
    write_map(sharded, ShardMap(count=2))
    assert layout(sharded) == "sharded" and read_map(sharded) == ShardMap(2)
    assert store_dirs(sharded) == [shard_dir(sharded, 0), shard_dir(sharded, 1)]
    with pytest.raises(InvalidInput) as e:
        check_serving(sharded, 3)
    assert e.value.field == "store_shards" and "holds 2 shard(s)" in e.value.message and "--to 3" in e.value.message

    (sharded / ".reshard").mkdir()
    (sharded / ".reshard" / "journal.json").write_text("{}")
    assert layout(sharded) == "resharding"
    with pytest.raises(InvalidInput, match="unfinished reshard"):
        check_serving(sharded, 2)
    with pytest.raises(InvalidInput, match="unfinished reshard"):
        store_dirs(sharded)

    lost = tmp_path / "lost"
    (lost / "shard-0").mkdir(parents=True)
    with pytest.raises(InvalidInput, match=r"no shards\.json"):
        layout(lost)
    (tmp_path / "bad" / MAP_FILE).parent.mkdir()
    (tmp_path / "bad" / MAP_FILE).write_text(json.dumps({"format": "x", "count": 2}))
    with pytest.raises(InvalidInput):
        read_map(tmp_path / "bad")


def test_claim_shard_records_the_map_and_keeps_one_writer_per_shard(tmp_path):
    a = claim_shard(tmp_path, 0, 2)
    assert a.path == shard_dir(tmp_path, 0).resolve() and read_map(tmp_path) == ShardMap(2)
    assert read_identity(a.path) == {"format": "kioku-shards/1", "index": 0, "count": 2, "generation": 1,
                                     "hash": "blake2b-64-range"}  # fmt: skip
    with pytest.raises(Conflict, match="already served by another process"):
        claim_shard(tmp_path, 0, 2)  # a second replica of the same shard
    b = claim_shard(tmp_path, 1, 2)  # the other shard is free
    with pytest.raises(Conflict, match="in use by a running Kioku server"), maintenance_lock(tmp_path, "the test"):
        pass
    with pytest.raises(InvalidInput, match="configured for 3"):
        claim_shard(tmp_path, 2, 3)
    a.close()
    b.close()
    with maintenance_lock(tmp_path, "the test"), pytest.raises(Conflict, match="maintenance job"):
        claim_shard(tmp_path, 0, 2)  # no replica starts while a reshard or consolidation runs
    again = claim_shard(tmp_path, 0, 2)  # released by close (or by the holder's death)
    again.close()
    # a shard dir that belongs to another layout (copied, or left over) is refused
    (shard_dir(tmp_path, 1) / "shard.json").write_text(
        json.dumps({"format": "kioku-shards/1", "index": 0, "count": 2, "generation": 1})
    )
    with pytest.raises(InvalidInput, match="copied or left"):
        claim_shard(tmp_path, 1, 2)
    with pytest.raises(InvalidInput):
        claim_shard(tmp_path, 2, 2)


def test_serve_args_for_shards_and_autoscaling():
    from serve.config import ServeArgs, parse_args
    from serve.shards import orchestrator_options, store_options

    a = ServeArgs(store_shards=2, shard_resources=["kioku_a", None], orchestrator_replicas=3)
    assert store_options(a, 0)["ray_actor_options"] == {"num_cpus": 0, "resources": {"kioku_a": 0.001}}
    assert store_options(a, 1) == {"name": "Store_1", "num_replicas": 1, "ray_actor_options": {"num_cpus": 0}}
    assert orchestrator_options(a, 16) == {"num_replicas": 3}
    auto = orchestrator_options(ServeArgs(), 16)
    assert auto["num_replicas"] == "auto" and auto["autoscaling_config"]["max_replicas"] == 4
    assert orchestrator_options(ServeArgs(), 2)["autoscaling_config"]["max_replicas"] == 1
    for bad, field in (
        ({"store_shards": "auto", "shard_resources": ["a"]}, "args.shard_resources"),
        ({"store_shards": 2, "shard_resources": ["a"]}, "args.shard_resources"),
        ({"orchestrator_replicas": 0}, "args.orchestrator_replicas"),
        ({"store_shards": 0}, "args.store_shards"),
        ({"orchestrator_autoscaling": {"min_replicas": 3, "max_replicas": 2}}, "args.orchestrator_autoscaling"),
    ):
        with pytest.raises(InvalidInput) as e:
            parse_args(bad)
        assert e.value.field.startswith(field), (bad, e.value.field)


def test_resolve_shards_honours_the_recorded_count_and_refuses_a_mismatch(tmp_path):
    from serve.config import ServeArgs
    from serve.shards import resolve_shards

    assert resolve_shards(ServeArgs(data_dir=str(tmp_path / "new")), cpus=16) == 12  # auto on a fresh dir
    write_map(tmp_path, ShardMap(count=3))
    assert resolve_shards(ServeArgs(data_dir=str(tmp_path)), cpus=16) == 3  # auto keeps what is recorded
    assert resolve_shards(ServeArgs(data_dir=str(tmp_path), store_shards=3), cpus=2) == 3
    with pytest.raises(InvalidInput, match=r"pipelines\.reshard"):
        resolve_shards(ServeArgs(data_dir=str(tmp_path), store_shards=4), cpus=2)


def test_benchmarks_split_users_with_the_servers_map():
    from bench.partition import balanced_ids
    from bench.serve_load import Workload, shard_shares, spread_ids

    ids = balanced_ids(8, 4)
    assert [shard_of(u, 4) for u in ids] == [0, 1, 2, 3] * 2
    assert Counter(shard_of(u, 2) for u in ids) == {0: 4, 1: 4}  # even for every divisor of the count too
    loads = spread_ids([Workload(f"load-x-{i}", [], ["q"], ["n"]) for i in range(6)], 3)
    assert [shard_of(w.user_id, 3) for w in loads] == [0, 1, 2] * 2
    before = [{"shard": 0, "requests": 10, "replica": "a"}, {"shard": 1, "requests": 5, "replica": "b"}]
    after = [{"shard": 0, "requests": 70, "replica": "a", "users": 4}, {"shard": 1, "requests": 45, "replica": "c"}]
    got = shard_shares(before, after)
    assert got["served"] == {"0": 60, "1": 40} and got["share"] == {"0": 0.6, "1": 0.4}
    assert got["replica_restarted"] == [1]

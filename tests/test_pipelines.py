"""Ray Data pipelines end to end: snapshots, consolidation (crash safety, planted duplicates, idempotency) and a
small LoCoMo evaluation on a slice of the dev split. One Ray instance for the module (or the session's, if one
is already running)."""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, datetime
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from memory.errors import InvalidInput
from memory.store import SNAPSHOT_TABLES, Store
from pipelines import planted
from pipelines.consolidate import consolidate
from pipelines.snapshot import export_snapshot, import_snapshot, read_manifest, user_dir

LOCOMO = Path(__file__).resolve().parents[2] / "shared" / "data" / "locomo" / "locomo_dev.json"


@pytest.fixture(scope="module")
def ray_cluster():
    import ray

    if ray.is_initialized():  # a session-wide cluster (tests/conftest.py) is reused, not restarted
        yield ray
        return
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, configure_logging=False)
    try:
        yield ray
    finally:
        ray.shutdown()


@pytest.fixture(scope="module")
def planted_dir(tmp_path_factory):
    d = tmp_path_factory.mktemp("planted")
    truth = planted.build(d)
    return d, truth


def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def dump(store: Store, user: str, where: Path) -> dict[str, list[dict]]:
    """A user's rows per table, in the snapshot's order (exported_at and audit seq are not compared)."""
    store.export_user(user, where)
    return {t: pq.read_table(where / f"{t}.parquet").to_pylist() for t in SNAPSHOT_TABLES}


# ----------------------------------------------------------------------------------------------- snapshots


def test_snapshot_round_trip(planted_dir, tmp_path):
    d, _ = planted_dir
    src = Store(d / "kioku.duckdb")
    try:
        manifest = export_snapshot(src, tmp_path / "snap")
        m = read_manifest(tmp_path / "snap")
        assert m["schema_version"] == 1 and set(m["users"]) == {planted.USER, planted.OTHER_USER}
        assert m["totals"]["memory_items"] == sum(u["rows"]["memory_items"] for u in m["users"].values()) > 0
        assert json.loads(manifest.read_text())["users"][planted.USER]["sha256"]["memory_items"]
        dst = Store(tmp_path / "copy.duckdb")
        counts = import_snapshot(tmp_path / "snap", dst)
        assert counts[planted.USER]["memory_items"] == m["users"][planted.USER]["rows"]["memory_items"]
        for u in m["users"]:
            a, b = dump(src, u, tmp_path / f"a-{u}"), dump(dst, u, tmp_path / f"b-{u}")
            assert a == b
        dst.close()
    finally:
        src.close()
    # a changed file is refused, and so is an unfinished snapshot (no top manifest)
    f = user_dir(tmp_path / "snap", planted.USER) / "memory_items.parquet"
    f.write_bytes(f.read_bytes()[:-10] + b"0123456789")
    with pytest.raises(InvalidInput, match="checksum"):
        import_snapshot(tmp_path / "snap", Store(":memory:"))
    (tmp_path / "snap" / "manifest.json").unlink()
    with pytest.raises(InvalidInput, match="unfinished"):
        read_manifest(tmp_path / "snap")


# ----------------------------------------------------------------------------------------------- consolidation


def test_consolidation_crash_safety_planted_duplicates_and_idempotency(ray_cluster, planted_dir):
    d, truth = planted_dir
    live = d / "kioku.duckdb"
    now = datetime.fromisoformat(truth["now"])
    before = sha(live)
    with pytest.raises(Exception, match="injected failure after 1 of 2 users"):
        consolidate(d, now=now, fail_after_users=1, pool_size=1)  # crash halfway through the write-back
    assert sha(live) == before  # the live store is byte for byte what it was
    assert not list(d.glob(".kioku.duckdb.*"))  # and the half-built file is gone

    report = consolidate(d, now=now)
    assert report["written_back"] and report["totals"]["MERGE"] > 0
    s = planted.score(truth, report)
    # issue 13: every link is fact-checked by the link consensus; no wrong link, recall 11/12 (JLPT / 日语能力考试:
    # an acronym nothing aligns, so the pair stays apart as "unsure")
    assert report["link_check"] == "consensus"
    assert s["precision"] == 1.0 and s["recall"] >= 0.9, s
    assert s["non_duplicates_touched"] == []
    md = (Path(report["report_dir"]) / "report.md").read_text()
    refused = [ln for ln in md.splitlines() if ln.startswith("- refused ")]
    assert len(refused) == report["totals"]["contradictions"] > 0  # every refused link is listed ...
    assert any("differs" in ln for ln in refused)  # ... with the value that differed
    with Store(live) as store:
        for pid, mid in truth["ids"].items():
            it = store.get_item(planted.USER, mid)  # nothing was hard-deleted
            if truth["groups"][pid] is None:
                assert it.status == "active" and it.alias_of is None, pid  # no non-duplicate lost or linked
        merged = [d for d in report["per_user"][planted.USER]["decisions"] if d["action"] == "MERGE"]
        audit = {(e.action, e.target) for e in store.list_audit(planted.USER)}
        assert all(("MERGE", m["memory_id"]) in audit for m in merged)  # every change is audited
        loser = store.history(planted.USER, merged[0]["memory_id"])
        assert [v.status for v in loser][-2:] == ["active", "superseded"]
        turns = store.list_items(planted.USER, source_types=["turn"])
        assert len(turns) == 2  # two near-identical raw turns: evidence, never merged

    after = sha(live)
    again = consolidate(d, now=now, pool_size=1)
    assert again["changes"] == 0 and not again["written_back"]
    assert sha(live) == after
    assert (Path(again["report_dir"]) / "report.md").read_text().startswith("# Consolidation report")


def test_consolidation_decays_and_retires_over_time(ray_cluster, tmp_path, capfd):
    from memory.engine import MemoryEngine

    eng = MemoryEngine(data_dir=tmp_path)
    old = eng.add_item("u", "The user used to live in Sapporo.", timestamp="2024-01-01T00:00:00+00:00", confidence=0.35)
    eng.close()
    dry = consolidate(tmp_path, now=datetime(2024, 3, 5, tzinfo=UTC), dry_run=True)
    assert dry["totals"]["DECAY"] == 1 and not dry["written_back"]
    r = consolidate(tmp_path, now=datetime(2024, 6, 1, tzinfo=UTC))  # 152 days: 4 months, 0.35*0.95^4 = 0.285
    (dec,) = r["per_user"]["u"]["decisions"]
    assert dec["action"] == "RETIRE" and dec["detail"]["confidence"] == pytest.approx(0.285077, abs=1e-6)
    with Store(tmp_path / "kioku.duckdb") as store:
        assert store.get_item("u", old.memory_id).status == "deleted"  # soft: history stays
    err = capfd.readouterr().err  # progress in a log: plain lines, and not Ray Data's "bars disabled" notice
    assert "[consolidate] 1/1 users (100%)" in err and "Progress bars disabled" not in err


def test_consolidation_runs_over_every_shard_of_a_sharded_dir(ray_cluster, tmp_path):
    """A server's sharded data dir: all shards' users in one Ray Data job, each shard's file rebuilt and swapped on
    its own, users staying in their shards; refused while a server replica holds the dir."""
    from memory.errors import Conflict
    from memory.shards import claim_shard, shard_dir, shard_of
    from pipelines.reshard import reshard

    d = tmp_path / "sharded"
    truth = planted.build(d)
    reshard(d, 5)  # the planted users land in shards 0 and 1; shards 2-4 hold no user
    homes = {u: shard_of(u, 5) for u in (planted.USER, planted.OTHER_USER)}
    assert sorted(homes.values()) == [0, 1]
    before = {i: sha(shard_dir(d, i) / "kioku.duckdb") for i in range(5)}
    claim = claim_shard(d, 3, 5)  # a running server
    with pytest.raises(Conflict, match="in use by a running Kioku server"):
        consolidate(d, now=datetime.fromisoformat(truth["now"]))
    claim.close()
    report = consolidate(d, now=datetime.fromisoformat(truth["now"]))
    assert report["users"] == 2 and report["written_back"]
    assert report["shards"][f"shard-{homes[planted.USER]}"] == {"users": 1, "written_back": True}
    assert {k: v["users"] for k, v in report["shards"].items()} == {
        f"shard-{i}": int(i in homes.values()) for i in range(5)
    }
    s = planted.score(truth, report)
    assert s["precision"] >= 0.9 and s["recall"] >= 0.9 and s["non_duplicates_touched"] == []
    after = {i: sha(shard_dir(d, i) / "kioku.duckdb") for i in range(5)}
    assert after[homes[planted.USER]] != before[homes[planted.USER]]
    assert all(after[i] == before[i] for i in range(5) if i not in homes.values())  # empty shards untouched
    for u, i in homes.items():
        with Store(shard_dir(d, i) / "kioku.duckdb") as st:
            assert st.users() == [u]
    again = consolidate(d, now=datetime.fromisoformat(truth["now"]))
    assert again["changes"] == 0 and not again["written_back"]


# ----------------------------------------------------------------------------------------------- evaluation


@pytest.mark.skipif(not LOCOMO.exists(), reason="LoCoMo dev split not present")
def test_small_locomo_evaluation_end_to_end(ray_cluster, tmp_path):
    from pipelines.evaluate import run_evaluation

    report = run_evaluation(
        LOCOMO,
        ["b0", "b1", "b2", "kioku"],
        tmp_path / "out",
        cache_path=None,
        conversations=["conv-26", "conv-30"],
        max_sessions=2,
        max_questions=5,
    )
    assert report["answerer"] == "extractive"
    assert set(report["systems"]) == {"b0", "b1", "b2", "kioku"}
    k = report["systems"]["kioku"]
    assert set(k) == {"f1", "em", "bleu1", "evidence_recall", "tokens", "latency_ms", "by_category"}
    assert set(k["latency_ms"]) == {"p50", "p95"} and "10" in k["evidence_recall"]
    assert report["systems"]["b0"]["evidence_recall"]["10"] == 0.0
    assert k["evidence_recall"]["10"] > 50.0 and k["f1"] > report["systems"]["b0"]["f1"]
    assert set(report["bootstrap"]["vs"]) == {"b0", "b1", "b2"}
    lines = (tmp_path / "out" / "questions.jsonl").read_text().splitlines()
    assert len(lines) == 4 * report["meta"]["questions"] == 4 * 10
    for f in ("report.json", "report.md", "scores.png", "by_category.png", "time.png"):
        assert (tmp_path / "out" / f).stat().st_size > 0
    tp = report["throughput"]
    assert tp["ingested_turns"] > 0 and tp["answered_questions_per_s"] > 0
    md = (tmp_path / "out" / "report.md").read_text()
    assert "extractive" in md and "1 = multi-hop" in md
    assert report["j"] is None and "**J was not run**: no --answerer/--judge model was given" in md


@pytest.mark.skipif(not LOCOMO.exists(), reason="LoCoMo dev split not present")
def test_llm_judged_evaluation_end_to_end_on_a_loopback_server(ray_cluster, tmp_path, capfd):
    """python -m pipelines.evaluate --answerer --judge against a scripted OpenAI-compatible server (the official
    openai client over a real socket): the right answer scores 1, a wrong one 0, a 429 is retried, the report
    has J per system and category with tokens and cost, and a re-run sends nothing."""
    from llm_loopback import ScriptedLLM

    from bench import locomo
    from memory.metrics import CATEGORY_NAMES
    from pipelines.evaluate import main, slice_conversation

    conv = slice_conversation(next(c for c in locomo.load(LOCOMO) if c.sample_id == "conv-26"), 2, 4)
    qs = [q for q in conv.questions if q.category != 5]
    assert len(qs) >= 2
    script = {qs[0].question: str(qs[0].answer), qs[1].question: "something else entirely"}
    llm = ScriptedLLM(script, default="I do not know", fail_first=1)
    spec = json.dumps({"provider": "openai", "model": "scripted", "base_url": llm.url, "cost_per_1k": 0.01})
    args = ["--data", str(LOCOMO), "--systems", "b0", "--ablations", "no-writer", "--conversations", "conv-26"]
    args += ["--max-sessions", "2", "--max-questions", "4", "--cache", "", "--llm-cache", str(tmp_path / "llm.jsonl")]
    args += ["--answerer", spec, "--judge", spec, "--max-cost", "5", "--pool-size", "1"]
    try:
        assert main([*args, "--out", str(tmp_path / "a")]) == 0
        report = json.loads((tmp_path / "a" / "report.json").read_text())
        j = report["j"]
        assert j["answerer"].startswith("openai:scripted@http://127.0.0.1")
        for name in ("b0", "no-writer"):
            s = j["per_system"][name]
            assert s["judged"] == s["questions"] == len(qs)
            assert s["J"] == round(100.0 / len(qs), 2)  # only the scripted right answer is CORRECT
            assert sum(b["n"] for b in s["by_category"].values()) == len(qs)
            assert s["tokens"]["answer_prompt"] > 0 and s["cost_usd"] > 0
        assert j["usage"]["answer"]["rate_limited"] + j["usage"]["judge"]["rate_limited"] == 1
        rows = [json.loads(x) for x in (tmp_path / "a" / "questions.jsonl").read_text().splitlines()]
        by_q = {(r["system"], r["question"]): r for r in rows}
        right, wrong = by_q[("no-writer", qs[0].question)], by_q[("no-writer", qs[1].question)]
        assert (right["llm"]["label"], right["llm"]["j"]) == ("CORRECT", 1)
        assert (wrong["llm"]["label"], wrong["llm"]["j"]) == ("WRONG", 0)
        assert wrong["llm"]["answer"] == script[qs[1].question]
        assert "[LONG_TERM_MEMORY]" in right["context"]  # what the answerer was shown
        md = (tmp_path / "a" / "report.md").read_text()
        assert "## LLM-judged accuracy (J)" in md and "J was not run" not in md
        assert f"J {qs[0].category} {CATEGORY_NAMES[qs[0].category]}" in md
        assert "[evaluate J]" in capfd.readouterr().err  # progress of the J stage in the log

        sent = len(llm.requests)
        assert main([*args, "--out", str(tmp_path / "b")]) == 0  # the re-run: everything from the cache
        assert len(llm.requests) == sent
        again = json.loads((tmp_path / "b" / "report.json").read_text())["j"]
        assert again["per_system"] == j["per_system"] and again["budget"]["spent_usd"] == 0.0
    finally:
        llm.close()

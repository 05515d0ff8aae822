"""Concurrent writers for one user: no duplicate, no lost write, one audit event per attempt (real threads,
real DuckDB file)."""

from __future__ import annotations

import threading
from collections import Counter
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from memory.config import load_config
from memory.engine import MemoryEngine
from memory.write import WriteContext, WritePolicy
from memory.write_experts import ProfileDelta
from memory.write_rules import ADD, NOOP

T0 = datetime(2024, 4, 1, 9, 0, tzinfo=UTC)


@pytest.fixture()
def engine(tmp_path: Path, e5_embedder) -> MemoryEngine:
    eng = MemoryEngine(load_config().model_copy(update={"xl_embedder": None}), data_dir=tmp_path, embedder=e5_embedder)
    yield eng
    eng.close()


def _hammer(n_threads: int, per_thread: int, fn) -> list[BaseException]:
    errors: list[BaseException] = []
    barrier = threading.Barrier(n_threads)

    def work(w: int) -> None:
        try:
            barrier.wait()
            for n in range(per_thread):
                fn(w, n)
        except BaseException as e:  # surfaced by the assertion below
            errors.append(e)

    threads = [threading.Thread(target=work, args=(w,)) for w in range(n_threads)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return errors


def _ctx(w: int, n: int, message: str) -> WriteContext:
    return WriteContext(
        user_id="u1",
        session_id=f"w{w}",
        timestamp=T0 + timedelta(seconds=w * 1000 + n),
        message=message,
        lang="en",
        reply_lang="en",
        turn_ids=[f"w{w}:{n}"],
    )


def test_8_writers_x_100_same_fact_one_memory_all_writes_audited(engine: MemoryEngine):
    policy = WritePolicy()
    msg = "My dog is named Pochi."
    d = ProfileDelta("pets", [{"kind": "dog", "name": "Pochi"}], 0.9, "low", msg, "en")
    ids: list[str] = []
    lock = threading.Lock()

    def write(w: int, n: int) -> None:
        c = _ctx(w, n, msg)
        with lock:
            ids.append(c.write_id)
        policy.write_fact(engine, d, c, record={"z": None, "s": {}, "phi": {}, "g": {}})

    assert not _hammer(8, 100, write)
    assert len(ids) == 800
    assert len(engine.store.get_profile("u1")) == 1
    assert len(engine.store.fact_history("u1", "pets")) == 1  # one version: no duplicate write
    live = [i for i in engine.store.list_items("u1") if "profile:pets" in i.tags]
    assert len(live) == 1  # exactly one live memory
    events = [e for e in engine.store.list_audit("u1") if e.target == "profile:pets"]
    assert sorted(e.detail["write_id"] for e in events) == sorted(ids)  # every attempt accounted for
    assert Counter(e.action for e in events) == Counter({ADD: 1, NOOP: 799})


def test_8_writers_same_episodic_memory_one_live_item(engine: MemoryEngine):
    policy = WritePolicy()
    text = "I have a dentist appointment on Friday at 3pm."
    ids: list[str] = []
    lock = threading.Lock()

    def write(w: int, n: int) -> None:
        c = _ctx(w, n, text)
        with lock:
            ids.append(c.write_id)
        policy.write_item(engine, text, c)

    assert not _hammer(8, 10, write)
    live = engine.store.list_items("u1", source_types=["episodic"])
    assert [i.summary for i in live] == [text]
    by_id = Counter(e.detail.get("write_id") for e in engine.store.list_audit("u1"))
    assert all(by_id[i] == 1 for i in ids) and len(ids) == 80  # one decision event per attempt
    acts = Counter(e.action for e in engine.store.list_audit("u1") if e.detail.get("write_id") in set(ids))
    assert acts == Counter({ADD: 1, NOOP: 79})


def test_concurrent_different_facts_lose_nothing(engine: MemoryEngine):
    policy = WritePolicy()
    keys = ["name", "age", "occupation", "origin", "pets", "allergies", "diet", "visa_status"]
    values = ["Alice", 34, "nurse", "Brazil", [{"kind": "cat", "name": "Tama"}], ["shrimp"], ["halal"], "student"]

    def write(w: int, n: int) -> None:
        msg = f"fact {keys[w]}"
        policy.write_fact(engine, ProfileDelta(keys[w], values[w], 0.9, "low", msg, "en"), _ctx(w, n, msg))

    assert not _hammer(8, 10, write)
    prof = {f.key: f.value for f in engine.store.get_profile("u1")}
    assert prof == dict(zip(keys, values, strict=True))
    assert all(len(engine.store.fact_history("u1", k)) == 1 for k in keys)
    assert len(engine.store.list_items("u1", source_types=["fact"])) == 8

"""The DuckDB store against real database files: round trips, atomicity, uniqueness under threads,
non-destructive updates and user isolation (forgetting and snapshots: tests/test_store_forget.py)."""

from __future__ import annotations

import random
import threading
from datetime import UTC, datetime, timedelta
from pathlib import Path

import duckdb
import numpy as np
import pytest
from store_helpers import JST, T0, assert_consistent, item, turn

from memory.errors import Conflict, InvalidInput, NotFound
from memory.schemas import (
    AuditEvent,
    MemoryItem,
    ProfileFact,
    ShortTermState,
    StmTurn,
    Turn,
    content_hash,
)
from memory.store import Store

# ------------------------------------------------------------------------------------------ round trips


def test_every_model_round_trips_and_survives_reopen(db_path: Path) -> None:
    full_item = MemoryItem(
        memory_id="m1",
        user_id="u1",
        timestamp=datetime(2024, 5, 1, 18, 30, 15, 654321, tzinfo=JST),  # converted to UTC by the model
        domain="housing",
        locale="ja-JP",
        lang="ja",
        title="引っ越し",
        summary="ユーザーは5月に大阪へ引っ越した",
        evidence_ptr=["conv://s1#t3..t7"],
        turn_ids=["s1:3", "s1:4"],
        tags=["profile:home_city", "move"],
        confidence=0.93,
        session_id="s1",
        dialogue_round=3,
        speaker="user",
        source_type="episodic",
        valid_from=T0,
        sensitivity="med",
        alias_of=None,
        use_count=2,
        last_used_at=T0 + timedelta(days=1),
        created_at=T0,
        updated_at=T0,
    )
    t = Turn(
        turn_id="s1:3",
        user_id="u1",
        session_id="s1",
        speaker="Caroline",
        text="我搬到大阪了",
        timestamp=T0,
        lang="zh",
        dialogue_round=3,
        seq=7,
    )
    fact = ProfileFact(
        user_id="u1",
        key="diet",
        value={"avoid": ["pork", "alcohol"], "strict": True, "level": 2.5, "note": None},
        confidence=0.9,
        source="chat",
        updated_at=T0,
        status="conflict",
        sensitivity="high",
        lang="en",
        consent=True,
        purpose="meal suggestions",
    )
    stm = ShortTermState(
        user_id="u1",
        session_id="s1",
        last_k_turns=[
            StmTurn(role="user", text="こんにちは", lang="ja", timestamp=T0),
            StmTurn(role="assistant", text="hi"),
        ],
        running_summary="greeting",
        goal_stack=["find halal food", "book hotel"],
        k=4,
        tokens=123,
        updated_at=T0,
    )
    ev = AuditEvent(
        event_id="e1",
        user_id="u1",
        ts=T0,
        action="ADD",
        target="m1",
        detail={"experts": [{"name": "a", "p": 0.7}, {"name": "b", "p": 0.4}], "decision": "ADD", "n": 3},
    )
    vec = np.arange(8, dtype=np.float32) / 7

    s = Store(db_path)
    assert s.add_turns([t]) == 1
    [stored] = s.add_items([full_item], vectors={"m1": vec}, model="e5", audit=[ev])
    stored_fact = s.upsert_fact(fact)
    s.put_stm(stm)
    s.close()

    s = Store(db_path)
    try:
        assert s.get_turns("u1") == [t]
        got = s.get_item("u1", "m1")
        assert got == stored == full_item.model_copy(update={"hash": content_hash("episodic", full_item.summary)})
        assert got.timestamp.tzinfo is not None and got.timestamp.utcoffset() == timedelta(0)
        assert got.timestamp == datetime(2024, 5, 1, 9, 30, 15, 654321, tzinfo=UTC)
        assert s.get_fact("u1", "diet") == stored_fact == fact.model_copy(update={"version": 1})
        assert s.get_stm("u1", "s1") == stm
        assert s.list_audit("u1") == [ev]
        ids, mat = s.get_vectors("u1", "e5")
        assert ids == ["m1"] and mat.dtype == np.float32 and mat.shape == (1, 8)
        np.testing.assert_array_equal(mat[0], vec)
        assert s.users() == ["u1"]
        assert s.next_seq("u1") == 8
    finally:
        s.close()


def test_bulk_batches_round_trip_like_single_rows(store: Store) -> None:
    """Large batches go through Arrow, small ones through parameterised INSERTs: both must be exact."""
    items = [
        item(
            f"m{i:02d}",
            f"bulk memory {i}",
            timestamp=T0 + timedelta(seconds=i),
            tags=[f"t{i}", "共通"],
            turn_ids=[f"s1:{i}"],
            valid_from=T0,
            last_used_at=T0,
            dialogue_round=i,
            lang="zh",
            title=f"标题{i}",
        )
        for i in range(20)
    ]
    vecs = {it.memory_id: np.linspace(0, 1, 16, dtype=np.float32) * (i + 1) for i, it in enumerate(items)}
    store.add_items(items, vectors=vecs, model="e5")
    store.add_items(
        [item("single", "single row", tags=["共通"], timestamp=T0 + timedelta(days=1))],
        vectors={"single": vecs["m00"]},
        model="e5",
    )
    got = store.list_items("u1")
    assert got[:20] == [it.model_copy(update={"hash": content_hash("turn", it.summary)}) for it in items]
    ids, mat = store.get_vectors("u1", "e5")
    assert ids == [*vecs, "single"]
    np.testing.assert_array_equal(mat, np.stack([*vecs.values(), vecs["m00"]]))
    with pytest.raises(InvalidInput):
        store.add_items([item("big", "too big", use_count=2**70)])
    with pytest.raises(InvalidInput):
        store.add_items([item(f"b{i}", f"b{i}", use_count=2**70 if i == 15 else 0) for i in range(20)])
    assert store.count_items("u1") == 21
    assert store.count_items("u1", source_types=["turn"]) == len(store.list_items("u1", source_types=["turn"]))
    with pytest.raises(InvalidInput):
        store.count_items("u1", source_types=["nope"])


def test_items_by_turn_ids_are_selected_in_the_store(store: Store) -> None:
    """The write path asks which live items were made from a statement's turns; the answer must match a scan."""
    store.add_items(
        [
            item("e1", "kept words", turn_ids=["s1:1", "s1:2"], source_type="episodic"),
            item("e2", "other words", turn_ids=["s1:3"], source_type="episodic"),
            item("f1", "a fact", turn_ids=["s1:1"], source_type="fact"),
        ]
    )
    store.add_items([item("x1", "another user", user="u2", turn_ids=["s1:1"], source_type="episodic")])
    got = store.list_items("u1", source_types=["episodic"], turn_ids=["s1:2", "s9:9"])
    assert [i.memory_id for i in got] == ["e1"]
    assert {i.memory_id for i in store.list_items("u1", turn_ids=["s1:1"])} == {"e1", "f1"}
    assert store.list_items("u1", turn_ids=[]) == []
    store.delete_item("u1", "e1")
    assert store.list_items("u1", source_types=["episodic"], turn_ids=["s1:2"]) == []
    with pytest.raises(InvalidInput, match="turn_ids"):
        store.list_items("u1", turn_ids="s1:1")  # type: ignore[arg-type]


def test_turns_are_idempotent_and_ordered(store: Store) -> None:
    turns = [turn(f"t{i}", f"text {i}", seq=10 - i, session="s1" if i < 2 else "s2") for i in range(4)]
    assert store.add_turns([*turns, turns[0]]) == 4
    assert store.add_turns(turns) == 0
    assert [t.turn_id for t in store.get_turns("u1")] == ["t3", "t2", "t1", "t0"]
    assert [t.turn_id for t in store.get_turns("u1", turn_ids=["t0", "t2", "nope"])] == ["t2", "t0"]
    assert [t.turn_id for t in store.get_turns("u1", session_id="s1")] == ["t1", "t0"]
    assert store.get_turns("u2") == [] and store.next_seq("u2") == 0
    assert (store.count_turns("u1"), store.count_turns("u1", "s1"), store.count_turns("u1", "s9")) == (4, 2, 0)
    assert store.count_turns("u2") == 0
    assert store.turn_stats("u1", "s1") == (store.next_seq("u1"), 2, store.last_session("u1"))
    assert store.turn_stats("u2", "s1") == (0, 0, None)
    ids = lambda ts: [t.turn_id for t in ts]  # noqa: E731
    n, tail = store.session_tail("u1", "s2", 1)
    assert n == 2 and ids(tail) == ids(store.get_turns("u1", session_id="s2", offset=1))
    assert store.session_tail("u1", "s2", 5) == (2, []) and store.session_tail("u1", "s9", 0) == (0, [])
    assert ids(store.get_turns("u1", offset=1, limit=2)) == ["t2", "t1"]
    assert ids(store.get_turns("u1", offset=-2)) == ["t1", "t0"] and ids(store.get_turns("u1", offset=-9)) == ids(
        turns[::-1]
    )
    assert ids(store.get_turns("u1", session_id="s2", offset=-1)) == ["t2"]
    with pytest.raises(InvalidInput):
        store.get_turns("u1", limit=-1)


def test_non_json_values_are_refused_not_altered(store: Store) -> None:
    with pytest.raises(InvalidInput) as e:
        store.upsert_fact(ProfileFact(user_id="u1", key="k", value=(1, 2)))  # a tuple would come back a list
    assert e.value.field == "value"
    with pytest.raises(InvalidInput):
        store.append_audit([AuditEvent(event_id="e", user_id="u1", action="X", target="t", detail={"t": T0})])
    assert store.users() == []


# ------------------------------------------------------------------------------------------ atomicity


def test_invalid_item_in_batch_writes_nothing(store: Store) -> None:
    bad = MemoryItem.model_construct(**{**item("m2", "b").model_dump(), "user_id": ""})
    with pytest.raises(InvalidInput) as e:
        store.add_items([item("m1", "a"), bad])
    assert "user_id" in e.value.field
    with pytest.raises(InvalidInput) as e:
        store.add_items([item("m1", "a"), {"memory_id": "m2"}])  # type: ignore[list-item]
    assert e.value.field == "items[1]"
    with pytest.raises(InvalidInput) as e:
        store.add_items([item("m1", "a")], vectors={"m1": np.array([np.nan, 1.0])}, model="e5")
    assert store.users() == [] and store.count_items("u1") == 0


def test_failure_midway_through_a_transaction_rolls_everything_back(store: Store, monkeypatch) -> None:
    store.append_audit([AuditEvent(event_id="dup", user_id="u1", action="NOOP", target="x")])
    # The duplicate audit id is only caught by the primary key, after items, versions and vectors were
    # inserted in the same transaction.
    with pytest.raises(Conflict):
        store.add_items(
            [item("m1", "a"), item("m2", "b")],
            vectors={"m1": np.ones(3), "m2": np.ones(3)},
            model="e5",
            audit=[AuditEvent(event_id="dup", user_id="u1", action="ADD", target="m1")],
        )
    assert store.count_items("u1", ("active", "superseded", "deleted")) == 0
    assert store.get_vectors("u1", "e5")[0] == []
    assert len(store.list_audit("u1")) == 1
    assert_consistent(store)

    real_insert = Store._insert

    def failing_insert(self, con, table, rows):
        if table == "item_versions":
            raise RuntimeError("disk full")
        return real_insert(self, con, table, rows)

    monkeypatch.setattr(Store, "_insert", failing_insert)
    with pytest.raises(RuntimeError):
        store.add_items([item("m1", "a")])
    monkeypatch.undo()
    assert store.count_items("u1", ("active", "superseded", "deleted")) == 0
    assert_consistent(store)
    # the store is usable after the rollback
    assert len(store.add_items([item("m1", "a")])) == 1


def test_keys_make_duplicates_impossible_even_bypassing_the_api(store: Store) -> None:
    store.add_turns([turn("t1", "x")])
    store.add_items([item("m1", "a")])
    with store._lock:
        for sql in (
            "INSERT INTO turns SELECT * FROM turns",
            "INSERT INTO memory_items SELECT * FROM memory_items",
            "INSERT INTO live_hashes SELECT user_id, hash, 'other' FROM live_hashes",
        ):
            with pytest.raises(duckdb.ConstraintException):
                store._con.execute(sql)


# ------------------------------------------------------------------------------------------ concurrency


def test_eight_threads_writing_the_same_item_leave_exactly_one_row(store: Store) -> None:
    errors: list[BaseException] = []
    inserted: list[MemoryItem] = []
    barrier = threading.Barrier(8)

    def worker(tid: int) -> None:
        barrier.wait()
        try:
            for i in range(50):
                # half the writes reuse one id, half use fresh ids for the same content
                mid = "same" if i % 2 else f"m-{tid}-{i}"
                inserted.extend(store.add_items([item(mid, "User lives in  Osaka")]))
        except BaseException as e:
            errors.append(e)

    threads = [threading.Thread(target=worker, args=(t,)) for t in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert len(inserted) == 1
    assert store.count_items("u1", ("active", "superseded", "deleted")) == 1
    assert_consistent(store)


def test_mixed_concurrent_writers_only_raise_typed_conflicts(store: Store) -> None:
    shared = "the shared summary"
    store.add_items([item(f"own-{t}", f"private {t}") for t in range(8)])
    unexpected: list[BaseException] = []
    conflicts = [0]
    lock = threading.Lock()

    def worker(tid: int) -> None:
        rng = random.Random(tid)
        for i in range(50):
            try:
                op = rng.randrange(4)
                if op == 0:
                    store.add_items([item(f"new-{tid}-{i}", shared)])
                elif op == 1:
                    store.update_item("u1", f"own-{tid}", {"summary": rng.choice([shared, f"private {tid} {i}"])})
                elif op == 2:
                    live = [it for it in store.list_items("u1") if it.summary == shared]
                    if live:
                        store.delete_item("u1", live[0].memory_id)
                else:
                    store.touch_items("u1", [f"own-{tid}"], T0)
            except Conflict:
                with lock:
                    conflicts[0] += 1
            except BaseException as e:
                unexpected.append(e)

    threads = [threading.Thread(target=worker, args=(t,)) for t in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert unexpected == []
    assert conflicts[0] > 0  # the race was real: writers did collide on the live hash
    assert len([it for it in store.list_items("u1") if it.summary == shared]) <= 1
    assert_consistent(store)


def test_two_store_objects_on_one_file_share_the_lock(db_path: Path) -> None:
    a, b = Store(db_path), Store(db_path)
    errors: list[BaseException] = []

    def worker(s: Store, name: str) -> None:
        try:
            for i in range(30):
                s.add_items([item(f"{name}-{i}", "same content")])
                s.upsert_fact(ProfileFact(user_id="u1", key="k", value=i))
        except BaseException as e:
            errors.append(e)

    ts = [threading.Thread(target=worker, args=(s, n)) for s, n in ((a, "a"), (b, "b"))]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    assert errors == []
    assert a.count_items("u1") == 1 and len(b.fact_history("u1", "k")) == 60
    assert a.compact() is False  # b still has the file open: no swap under its feet
    b.close()
    assert a.compact() is True
    assert a.count_items("u1") == 1
    a.close()


def test_audit_seqs_keep_rising_across_stores_and_reopens(db_path: Path) -> None:
    """Audit seqs come from a counter seeded with max(seq): unique and rising whichever Store object on the file
    writes, after a failed write, and after the file is reopened."""

    def seqs(s: Store) -> list[int]:
        return [r[0] for r in s._con.execute("SELECT seq FROM audit ORDER BY seq").fetchall()]

    ev = lambda i: AuditEvent(event_id=f"e{i}", user_id="u1", ts=T0, action="ADD", target="t")  # noqa: E731
    a, b = Store(db_path), Store(db_path)
    a.append_audit([ev(0), ev(1)])
    b.append_audit([ev(2)])
    with pytest.raises(Conflict):
        a.append_audit([ev(3), ev(0)])  # duplicate id: nothing written, seqs reserved
    a.append_audit([ev(4)])
    got = seqs(a)
    assert got == sorted(set(got)) and len(got) == 4
    a.close()
    b.close()
    c = Store(db_path)
    c.append_audit([ev(5)])
    assert seqs(c)[-1] > got[-1] and [e.event_id for e in c.list_audit("u1")][-1] == "e5"
    c.close()


def test_cached_profile_and_stm_follow_every_write(db_path: Path) -> None:
    """get_profile / get_stm answer from a cache after the first read; every write path keeps it equal to the
    table, whichever Store object on the file wrote, and callers cannot change the cached copy."""
    a, b = Store(db_path), Store(db_path)
    assert a.get_profile("u1") == [] and a.get_stm("u1", "s1") is None  # cached misses
    b.upsert_fact(ProfileFact(user_id="u1", key="lang", value="en"))
    b.put_stm(ShortTermState(user_id="u1", session_id="s1", running_summary="one"))
    assert [(f.key, f.value) for f in a.get_profile("u1")] == [("lang", "en")]
    st = a.get_stm("u1", "s1")
    assert st is not None and st.running_summary == "one"
    st.running_summary = "changed by a caller"
    a.get_profile("u1")[0].value = "changed by a caller"
    assert a.get_stm("u1", "s1").running_summary == "one"  # type: ignore[union-attr]
    assert a.get_profile("u1")[0].value == "en"
    a.forget_key("u1", "lang")
    assert b.get_profile("u1") == []
    b.forget_user("u1")
    assert a.get_stm("u1", "s1") is None
    a.upsert_fact(ProfileFact(user_id="u1", key="lang", value="en"))
    assert a.get_profile("u1")[0].value == "en"
    b.close()
    a.close()
    # A reopened file starts cold: another process may have written it while nobody here had it open.
    con = duckdb.connect(str(db_path))
    con.execute("""UPDATE profile_facts SET value = '"ja"' WHERE user_id = 'u1'""")
    con.close()
    c = Store(db_path)
    assert c.get_profile("u1")[0].value == "ja"
    c.close()


# ------------------------------------------------------------------------------------------ versions


def test_update_is_non_destructive_and_checked(store: Store) -> None:
    store.add_items([item("m1", "likes tea"), item("m2", "likes coffee")], {"m1": np.ones(4)}, "e5")
    v2 = store.update_item("u1", "m1", {"confidence": 0.5, "tags": ["drink"]}, expected_version=1)
    assert v2.version == 2 and v2.hash == content_hash("turn", "likes tea")
    assert store.get_vectors("u1", "e5")[0] == ["m1"]  # text unchanged: vector kept
    v3 = store.update_item("u1", "m1", {"summary": "likes green tea"}, vector=np.zeros(4), model="e5b")
    assert v3.version == 3 and v3.hash == content_hash("turn", "likes green tea") and v3.updated_at >= v2.updated_at
    assert store.get_vectors("u1", "e5")[0] == []  # the e5 vector described the old text
    assert store.get_vectors("u1", "e5b")[0] == ["m1"]
    hist = store.history("u1", "m1")
    assert [h.version for h in hist] == [1, 2, 3]
    assert [h.summary for h in hist] == ["likes tea", "likes tea", "likes green tea"]
    assert hist[0].confidence == 0.8 and hist[-1] == store.get_item("u1", "m1")

    with pytest.raises(Conflict):
        store.update_item("u1", "m1", {"title": "x"}, expected_version=1)
    with pytest.raises(Conflict):  # the new text is already live as m2
        store.update_item("u1", "m1", {"summary": "likes  coffee"})
    for field in ("memory_id", "user_id", "version", "hash"):
        with pytest.raises(InvalidInput) as e:
            store.update_item("u1", "m1", {field: "x"})
        assert e.value.field == field
    with pytest.raises(InvalidInput) as e:
        store.update_item("u1", "m1", {"confidence": 3.0})
    assert e.value.field == "confidence"
    with pytest.raises(InvalidInput) as e:
        store.update_item("u1", "m1", {"colour": "red"})
    assert e.value.field == "colour"
    assert store.get_item("u1", "m1") == v3 and len(store.history("u1", "m1")) == 3
    assert_consistent(store)


def test_supersede_closes_the_window_and_adds_the_successor(store: Store) -> None:
    store.add_items([item("m1", "lives in Tokyo")])
    new = store.supersede_item("u1", "m1", item("m2", "lives in Osaka"), vector=np.ones(3), model="e5")
    old = store.get_item("u1", "m1")
    assert old.status == "superseded" and old.valid_to is not None and old.version == 2
    assert new.valid_from == old.valid_to and new.status == "active"
    assert [i.memory_id for i in store.list_items("u1")] == ["m2"]
    assert store.count_items("u1", ("superseded",)) == 1
    assert [h.status for h in store.history("u1", "m1")] == ["active", "superseded"]
    with pytest.raises(Conflict):
        store.supersede_item("u1", "m1", item("m3", "lives in Kyoto"))
    store.add_items([item("m5", "works in Nara")])
    with pytest.raises(Conflict):  # the successor's content is already live as m5
        store.supersede_item("u1", "m2", item("m3", "works in  nara"))
    assert store.get_item("u1", "m2").status == "active"  # the failed supersede changed nothing
    # the old text is free again: the user can move back
    assert len(store.add_items([item("m4", "lives in Tokyo")])) == 1
    # superseding with the same text (e.g. a corrected date) is allowed: the old copy is no longer live
    again = store.supersede_item("u1", "m2", item("m6", "lives in Osaka", timestamp=T0 + timedelta(days=1)))
    assert again.hash == new.hash and store.get_item("u1", "m2").status == "superseded"
    assert_consistent(store)


def test_soft_delete_frees_the_hash_and_keeps_history(store: Store) -> None:
    store.add_items([item("m1", "allergic to peanuts")])
    assert store.add_items([item("m9", "Allergic to  peanuts")]) == []  # same normalised content: skipped
    gone = store.delete_item("u1", "m1", audit=AuditEvent(event_id="d1", user_id="u1", action="DELETE", target="m1"))
    assert gone.status == "deleted" and gone.valid_to is not None
    assert store.list_items("u1") == [] and store.count_items("u1", ("deleted",)) == 1
    assert [h.status for h in store.history("u1", "m1")] == ["active", "deleted"]
    assert len(store.add_items([item("m9", "allergic to peanuts")])) == 1
    with pytest.raises(Conflict):
        store.delete_item("u1", "m1")
    with pytest.raises(Conflict):
        store.update_item("u1", "m1", {"title": "x"})
    assert [e.action for e in store.list_audit("u1")] == ["DELETE"]
    assert_consistent(store)


def test_same_id_with_other_content_is_a_conflict(store: Store) -> None:
    store.add_items([item("m1", "a")])
    assert store.add_items([item("m1", "a")]) == []
    with pytest.raises(Conflict):
        store.add_items([item("m1", "b")])
    with pytest.raises(Conflict):
        store.add_items([item("m2", "c"), item("m2", "d")])
    assert [i.summary for i in store.list_items("u1")] == ["a"]


def test_list_count_touch_and_vectors(store: Store) -> None:
    items = [
        item(f"m{i}", f"memory {i}", timestamp=T0 + timedelta(hours=5 - i), source_type="turn" if i % 2 else "episodic")
        for i in range(5)
    ]
    store.add_items(items, vectors={f"m{i}": np.full(4, i, np.float32) for i in range(5)}, model="e5")
    assert [i.memory_id for i in store.list_items("u1")] == ["m4", "m3", "m2", "m1", "m0"]
    assert [i.memory_id for i in store.list_items("u1", source_types=["episodic"])] == ["m4", "m2", "m0"]
    assert [i.memory_id for i in store.list_items("u1", limit=2, offset=1)] == ["m3", "m2"]
    assert store.count_items("u1") == 5
    ids, mat = store.get_vectors("u1", "e5")
    assert ids == ["m4", "m3", "m2", "m1", "m0"] and mat[:, 0].tolist() == [4, 3, 2, 1, 0]
    ids, mat = store.get_vectors("u1", "e5", ["m1", "nope", "m3"])
    assert ids == ["m1", "m3"] and mat.shape == (2, 4) and mat[:, 0].tolist() == [1, 3]
    ids, mat = store.get_vectors("u1", "other")
    assert ids == [] and mat.shape == (0, 0) and mat.dtype == np.float32
    with pytest.raises(InvalidInput):  # all vectors of one (user, model) share a dimension
        store.add_items([item("m7", "seven")], vectors={"m7": np.ones(5)}, model="e5")
    with pytest.raises(InvalidInput):
        store.list_items("u1", statuses=("alive",))

    store.touch_items("u1", ["m1", "m2"], T0 + timedelta(days=2))
    store.touch_items("u1", ["m1"], T0)  # older: counted, but last_used_at does not go back
    m1 = store.get_item("u1", "m1")
    assert m1.use_count == 2 and m1.last_used_at == T0 + timedelta(days=2) and m1.version == 1
    with pytest.raises(NotFound):
        store.touch_items("u1", ["m1", "ghost"], T0)
    assert store.get_item("u1", "m1").use_count == 2


# ------------------------------------------------------------------------------------------ profile, stm, audit


def test_profile_versions_and_history(store: Store) -> None:
    a = store.upsert_fact(ProfileFact(user_id="u1", key="lang", value="en", updated_at=T0))
    b = store.upsert_fact(ProfileFact(user_id="u1", key="lang", value="ja", updated_at=T0 + timedelta(days=1)))
    store.upsert_fact(ProfileFact(user_id="u1", key="city", value="Osaka"))
    assert (a.version, b.version) == (1, 2)
    assert store.get_fact("u1", "lang") == b
    assert [f.key for f in store.get_profile("u1")] == ["city", "lang"]
    assert [f.value for f in store.fact_history("u1", "lang")] == ["en", "ja"]
    assert store.get_fact("u1", "nope") is None and store.get_fact("u2", "lang") is None


def test_stm_upsert_and_audit_order(store: Store) -> None:
    assert store.get_stm("u1", "s1") is None
    store.put_stm(ShortTermState(user_id="u1", session_id="s1", running_summary="one"))
    store.put_stm(ShortTermState(user_id="u1", session_id="s1", running_summary="two"))
    assert store.get_stm("u1", "s1").running_summary == "two"  # type: ignore[union-attr]
    evs = [AuditEvent(event_id=f"e{i}", user_id="u1", ts=T0, action="ADD", target=f"m{i}") for i in range(5)]
    store.append_audit(evs)
    assert [e.event_id for e in store.list_audit("u1")] == ["e0", "e1", "e2", "e3", "e4"]
    assert [e.event_id for e in store.list_audit("u1", limit=2)] == ["e3", "e4"]
    with pytest.raises(Conflict):
        store.append_audit([AuditEvent(event_id="e5", user_id="u1", action="X", target="t"), evs[0]])
    assert len(store.list_audit("u1")) == 5


# ------------------------------------------------------------------------------------------ isolation, input


def test_users_are_isolated(store: Store) -> None:
    store.add_items([item("m1", "u1's memory")], vectors={"m1": np.ones(2)}, model="e5")
    store.add_items([item("m1", "u2's memory", user="u2")])
    store.upsert_fact(ProfileFact(user_id="u1", key="k", value="v1"))
    assert store.get_item("u2", "m1").summary == "u2's memory"
    store.add_items([item("only-u1", "x")])
    for call in (
        lambda: store.get_item("u2", "only-u1"),
        lambda: store.update_item("u2", "only-u1", {"title": "t"}),
        lambda: store.delete_item("u2", "only-u1"),
        lambda: store.history("u2", "only-u1"),
        lambda: store.forget_item("u2", "only-u1"),
        lambda: store.touch_items("u2", ["only-u1"], T0),
        lambda: store.forget_key("u2", "k"),
    ):
        with pytest.raises(NotFound):
            call()
    assert store.get_vectors("u2", "e5")[0] == []
    assert store.get_item("u1", "only-u1").version == 1
    assert store.users() == ["u1", "u2"]
    with pytest.raises(NotFound):
        store.export_user("u3", "/tmp/never-written")


@pytest.mark.parametrize(
    "call",
    [
        lambda s: s.get_item("", "m1"),
        lambda s: s.list_items(""),
        lambda s: s.count_items(None),
        lambda s: s.get_turns(""),
        lambda s: s.next_seq(""),
        lambda s: s.get_profile(""),
        lambda s: s.forget_user(""),
        lambda s: s.export_user("", "/tmp/never"),
        lambda s: s.update_item("", "m1", {"title": "x"}),
        lambda s: s.touch_items("", ["m1"], T0),
        lambda s: s.get_vectors(3, "e5"),
    ],
)
def test_empty_or_wrong_user_id_is_invalid_input(store: Store, call) -> None:
    with pytest.raises(InvalidInput) as e:
        call(store)
    assert e.value.field == "user_id"


def test_wrong_types_name_the_field_and_write_nothing(store: Store) -> None:
    cases = {
        "turns": lambda: store.add_turns("not a list"),  # type: ignore[arg-type]
        "ts": lambda: store.touch_items("u1", [], "yesterday"),  # type: ignore[arg-type]
        "model": lambda: store.add_items([item("m1", "a")], vectors={"m1": np.ones(2)}),
        "vectors": lambda: store.add_items([item("m1", "a")], vectors={"zz": np.ones(2)}, model="e5"),
        "fact": lambda: store.upsert_fact({"user_id": "u1"}),  # type: ignore[arg-type]
        "audit[0].user_id": lambda: store.add_items(
            [item("m1", "a")], audit=[AuditEvent(event_id="e", user_id="", action="A", target="m1")]
        ),
        "new_item.user_id": lambda: store.supersede_item("u1", "m0", item("m2", "b", user="u2")),
    }
    for field, call in cases.items():
        with pytest.raises(InvalidInput) as e:
            call()
        assert e.value.field == field
    assert store.users() == []

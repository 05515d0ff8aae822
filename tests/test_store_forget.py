"""Forgetting a key, an item or a user leaves no trace (in any table, in the audit text and in the file's bytes),
and snapshots round-trip, rename and refuse tampering; against real DuckDB files. Split from tests/test_store.py for
length."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from store_helpers import all_rows_text, assert_consistent, file_bytes, item, turn

from memory.errors import Conflict, InvalidInput, NotFound
from memory.schemas import AuditEvent, ProfileFact, ShortTermState, StmTurn
from memory.store import FORGOTTEN, Store

# ------------------------------------------------------------------------------------------ forgetting


SECRET = "Nakazakicho-3-chome-17"


def seed_secret(s: Store) -> None:
    s.add_turns(
        [turn("t1", f"I live at {SECRET} now", seq=0), turn("t2", "the weather is nice", seq=1)]
        + [turn(f"f{i}", f"filler turn {i}", seq=2 + i) for i in range(50)]
    )
    s.upsert_fact(ProfileFact(user_id="u1", key="address", value="Umeda 1-1"))
    s.upsert_fact(
        ProfileFact(user_id="u1", key="address", value=SECRET),
        audit=AuditEvent(
            event_id="f1", user_id="u1", action="UPDATE", target="profile:address", detail={"value": SECRET}
        ),
    )
    s.upsert_fact(ProfileFact(user_id="u1", key="lang", value="en"))
    s.upsert_fact(ProfileFact(user_id="u1", key="address_verified", value=True))
    s.add_items(
        [
            item("m1", f"User's address is {SECRET}", tags=["profile:address"]),
            item("m2", f"Package delivered to {SECRET.lower()}"),  # mentions it without the tag
            item("m3", "User went to an English class"),  # 'en' of another key must not matter
        ],
        vectors={f"m{i}": np.ones(4) for i in (1, 2, 3)},
        model="e5",
        audit=[
            AuditEvent(event_id="a1", user_id="u1", action="ADD", target="m1", detail={"summary": "...", "ok": True}),
            AuditEvent(
                event_id="a2",
                user_id="u1",
                action="NOOP",
                target="m3",
                detail={"candidates": [f"maybe {SECRET}", "Umeda 1-1", "keep me"], "score": 0.3, "ok": True},
            ),
        ],
    )
    s.update_item("u1", "m1", {"title": f"home {SECRET}"})
    s.put_stm(
        ShortTermState(
            user_id="u1",
            session_id="s1",
            running_summary=f"user moved to {SECRET}",
            last_k_turns=[StmTurn(role="user", text=f"I live at {SECRET} now")],
        )
    )
    s.add_turns([turn("x1", f"other user also at {SECRET}", user="u2")])


def test_forget_key_leaves_no_trace_in_any_table_nor_the_file(store: Store, db_path: Path) -> None:
    seed_secret(store)
    with store._lock:
        store._con.execute("CHECKPOINT")
    assert SECRET.encode() in file_bytes(db_path)  # so the byte check below means something
    counts = store.forget_key("u1", "address")
    assert counts["facts"] == 1 and counts["fact_versions"] == 2
    assert counts["items"] == 2 and counts["items_mentioning"] == 1 and counts["vectors"] == 2
    assert counts["audit_dropped"] == 2 and counts["audit_scrubbed"] == 1
    assert counts["turns_scrubbed"] == 1 and counts["stm_scrubbed"] == 1 and counts["compacted"] == 1

    text = all_rows_text(store).replace("other user also at " + SECRET, "")  # u2 is not touched
    assert SECRET.lower() not in text.lower() and "Umeda 1-1" not in text
    assert store.get_fact("u1", "address") is None and store.fact_history("u1", "address") == []
    assert [i.memory_id for i in store.list_items("u1")] == ["m3"]
    assert store.get_fact("u1", "lang") is not None
    assert store.get_turns("u1", ["t1"])[0].text == f"I live at {FORGOTTEN} now"
    assert store.get_turns("u2")[0].text == f"other user also at {SECRET}"
    [a2] = store.list_audit("u1")
    assert a2.detail == {"candidates": [f"maybe {FORGOTTEN}", FORGOTTEN, "keep me"], "score": 0.3, "ok": True}
    assert_consistent(store)
    with pytest.raises(NotFound):
        store.forget_key("u1", "address")
    store.forget_user("u2")
    store.close()
    assert SECRET.lower().encode() not in file_bytes(db_path).lower()


def test_forget_item_erases_item_versions_vectors_and_audit_text(store: Store, db_path: Path) -> None:
    store.add_items(
        [item("m1", "secret diagnosis: gout"), item("m2", "likes jazz")],
        vectors={"m1": np.ones(3), "m2": np.ones(3)},
        model="e5",
        audit=[
            AuditEvent(event_id="a1", user_id="u1", action="ADD", target="m1", detail={"s": "secret diagnosis: gout"}),
            AuditEvent(
                event_id="a2", user_id="u1", action="NOOP", target="m2", detail={"near": "Secret diagnosis: gout (dup)"}
            ),
        ],
    )
    store.update_item("u1", "m1", {"summary": "secret diagnosis: gout, improving"})
    store.update_item("u1", "m2", {"alias_of": "m1"})
    counts = store.forget_item("u1", "m1")
    assert counts == {
        "items": 1,
        "item_versions": 2,
        "vectors": 0,
        "audit_dropped": 1,
        "audit_scrubbed": 1,
        "compacted": 1,
    }
    assert "gout" not in all_rows_text(store)
    assert store.get_item("u1", "m2").alias_of is None
    with pytest.raises(NotFound):
        store.get_item("u1", "m1")
    with pytest.raises(NotFound):
        store.history("u1", "m1")
    assert store.list_audit("u1")[0].detail == {"near": f"{FORGOTTEN} (dup)"}
    assert len(store.add_items([item("m5", "secret diagnosis: gout")])) == 1  # hash freed too
    store.forget_item("u1", "m5")
    assert_consistent(store)
    store.close()
    assert b"gout" not in file_bytes(db_path)


def test_forget_user_removes_every_row(store: Store, db_path: Path) -> None:
    seed_secret(store)
    store.put_stm(ShortTermState(user_id="u2", session_id="s9"))
    counts = store.forget_user("u1")
    assert counts["turns"] == 52 and counts["memory_items"] == 3 and counts["compacted"] == 1
    assert store.users() == ["u2"]
    with store._lock:
        for t in [r[0] for r in store._con.execute("SELECT table_name FROM duckdb_tables()").fetchall()]:
            if t != "meta":
                n = store._con.execute(f"SELECT count(*) FROM {t} WHERE user_id = 'u1'").fetchall()[0][0]
                assert n == 0, t
    with pytest.raises(NotFound):
        store.forget_user("u1")
    store.forget_user("u2")
    store.close()
    assert SECRET.encode() not in file_bytes(db_path)


# ------------------------------------------------------------------------------------------ snapshots


def user_state(s: Store, user: str) -> dict[str, Any]:
    def strip(models: list[Any]) -> list[dict[str, Any]]:
        return [{k: v for k, v in m.model_dump().items() if k != "user_id"} for m in models]

    items = s.list_items(user, ("active", "superseded", "deleted"))
    return {
        "turns": strip(s.get_turns(user)),
        "items": strip(items),
        "history": [strip(s.history(user, i.memory_id)) for i in items],
        "profile": strip(s.get_profile(user)),
        "fact_history": [strip(s.fact_history(user, f.key)) for f in s.get_profile(user)],
        "stm": strip([x for x in [s.get_stm(user, "s1")] if x is not None]),
        "audit": strip(s.list_audit(user)),
        "vectors": (lambda r: (r[0], r[1].tolist()))(s.get_vectors(user, "e5")),
    }


def test_export_import_round_trip_rename_and_tamper(store: Store, tmp_path: Path) -> None:
    seed_secret(store)
    store.supersede_item("u1", "m3", item("m4", "User teaches an English class"), vector=np.ones(4), model="e5")
    store.delete_item("u1", "m2")
    before = user_state(store, "u1")
    manifest_path = store.export_user("u1", tmp_path / "snap")
    manifest = json.loads(manifest_path.read_text())
    assert manifest["user_id"] == "u1" and manifest["tables"]["turns"]["rows"] == 52
    assert {p.name for p in (tmp_path / "snap").iterdir()} == {f"{t}.parquet" for t in manifest["tables"]} | {
        "manifest.json"
    }

    # into a fresh file, same user
    other = Store(tmp_path / "other.duckdb")
    counts = other.import_user(tmp_path / "snap")
    assert counts["turns"] == 52 and counts["live_hashes"] == store.count_items("u1")
    assert user_state(other, "u1") == before
    assert_consistent(other)
    with pytest.raises(Conflict):
        other.import_user(tmp_path / "snap")
    other.upsert_fact(ProfileFact(user_id="u1", key="junk", value=1))
    other.import_user(tmp_path / "snap", replace=True)
    assert user_state(other, "u1") == before
    other.close()

    # renamed, next to the original
    store.import_user(tmp_path / "snap", user_id="u9")
    assert user_state(store, "u9") == before
    assert store.get_item("u9", "m1").user_id == "u9"
    assert_consistent(store)

    # tampering: change a row and rewrite the Parquet file -> checksum mismatch, nothing imported
    import pyarrow as pa
    import pyarrow.parquet as pq

    path = tmp_path / "snap" / "profile_facts.parquet"
    tbl = pq.read_table(path)
    pq.write_table(tbl.set_column(1, "key", pa.array(["hacked"] * tbl.num_rows)), path)
    with pytest.raises(InvalidInput) as e:
        store.import_user(tmp_path / "snap", user_id="u10")
    assert e.value.field == "manifest.tables.profile_facts.sha256"
    (tmp_path / "snap" / "audit.parquet").unlink()
    with pytest.raises(InvalidInput):
        store.import_user(tmp_path / "snap", user_id="u10")
    assert "u10" not in store.users()

"""What the store tests share (tests/test_store.py, tests/test_store_forget.py): item and turn builders, and the
forensic reads (every row as text, the file's bytes) that forgetting is checked against."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from memory.schemas import MemoryItem, Turn
from memory.store import Store

T0 = datetime(2024, 5, 1, 9, 30, 15, 123456, tzinfo=UTC)
JST = timezone(timedelta(hours=9))


def item(mid: str, summary: str, user: str = "u1", **kw: Any) -> MemoryItem:
    return MemoryItem(memory_id=mid, user_id=user, timestamp=kw.pop("timestamp", T0), summary=summary, **kw)


def turn(tid: str, text: str, user: str = "u1", seq: int = 0, session: str = "s1") -> Turn:
    return Turn(turn_id=tid, user_id=user, session_id=session, speaker="user", text=text, timestamp=T0, seq=seq)


def all_rows_text(s: Store) -> str:
    """Every row of every table in the file, as text: what a forensic look at the database would see."""
    with s._lock:
        tables = [r[0] for r in s._con.execute("SELECT table_name FROM duckdb_tables()").fetchall()]
        assert {"turns", "memory_items", "item_versions", "item_vectors", "audit", "profile_history"} <= set(tables)
        return "\n".join(f"{t}: {s._con.sql(f'SELECT * FROM {t}').to_arrow_table().to_pylist()}" for t in tables)


def file_bytes(path: Path) -> bytes:
    wal = Path(f"{path}.wal")
    return path.read_bytes() + (wal.read_bytes() if wal.exists() else b"")


def assert_consistent(s: Store) -> None:
    """live_hashes is exactly the set of active items' hashes, and every item's current row is in history."""
    with s._lock:
        live = set(s._con.execute("SELECT user_id, hash, memory_id FROM live_hashes").fetchall())
        active = set(
            s._con.execute("SELECT user_id, hash, memory_id FROM memory_items WHERE status = 'active'").fetchall()
        )
        missing_versions = s._con.execute(
            "SELECT count(*) FROM memory_items i ANTI JOIN item_versions v "
            "ON i.user_id = v.user_id AND i.memory_id = v.memory_id AND i.version = v.version"
        ).fetchall()[0][0]
    assert live == active
    assert missing_versions == 0

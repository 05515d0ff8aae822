"""The part of :class:`memory.store.Store` every other part stands on: the file registry and its lock, the
connection and its transactions, compaction, generic row I/O, the conversions between rows and the pydantic models,
the audit sequence and the per-file cache of hot rows.

Kept apart so that the parts that only use these (forgetting in :mod:`memory.store_forget`, snapshots in
:mod:`memory.store_port`, the data methods in :mod:`memory.store`) read as what they do, each in a file of its own
size. The store's design (one lock per file, one transaction per public method, keys as the guarantee against
duplicates) is described in :mod:`memory.store`.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Self

import duckdb
import numpy as np
import pyarrow as pa

from memory.errors import Conflict, InvalidInput, KiokuError, NotFound
from memory.schemas import (
    AuditEvent,
    MemoryItem,
    ProfileFact,
    ShortTermState,
)
from memory.store_checks import (
    check_str,
    check_user,
    json_exact,
    revalidate,
)
from memory.store_tables import TABLES

SCHEMA_VERSION = 1
PARAM_INSERT_MAX = 8  # batches up to this size are inserted row by row, larger ones through Arrow


# Two Store objects on one file must not run transactions concurrently: DuckDB shares the database between
# connections of one process, and overlapping writers would fail with "Conflict on update". The registry
# also counts open stores per file, because compaction swaps the file and must be the only user of it.
@dataclass
class _FileState:
    lock: threading.RLock
    open_count: int = 0
    hot: dict[tuple[str, ...], Any] = field(default_factory=dict)  # see Store._hot
    audit_seq: int | None = None  # the last audit seq handed out (None: read max(seq) first)


_FILES: dict[str, _FileState] = {}
_FILES_GUARD = threading.Lock()


def _file_state(path: str) -> _FileState:
    if path == ":memory:":
        return _FileState(threading.RLock())
    key = os.path.realpath(path)
    with _FILES_GUARD:
        return _FILES.setdefault(key, _FileState(threading.RLock()))


class StoreBase:
    """The connection, transactions, row I/O and caches the parts of the store share."""

    def __init__(self, path: str | os.PathLike[str] = ":memory:") -> None:
        self.path: str = os.fspath(path)
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        self._file = _file_state(self.path)
        self._lock = self._file.lock
        self._closed = False
        # Rows every turn reads several times (the profile, the session's short-term state), kept as models
        # after their first read: ("profile", user) / ("stm", user, session). Only this object writes them and
        # every write path below updates or drops its entry under the file's lock, so the cache never answers
        # differently from the table; a hit saves a statement round trip (~1-2 ms) on the serving hot path.
        # It belongs to the file, not to this object: other Stores on the same file write through it too.
        self._hot: dict[tuple[str, ...], Any] = self._file.hot
        with self._lock:
            self._con = self._connect()
            if self._file.open_count == 0:
                # another process may have written the file since this one last had it open
                self._file.hot.clear()
                self._file.audit_seq = None
            self._file.open_count += 1
            try:
                self._create_schema()
            except BaseException:
                self.close()
                raise

    def _create_schema(self) -> None:
        with self._tx() as con:
            for t in TABLES.values():
                con.execute(t.ddl())
            con.execute("CREATE TABLE IF NOT EXISTS meta (key VARCHAR PRIMARY KEY, value VARCHAR NOT NULL)")
            rows = con.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchall()
            if not rows:
                con.execute("INSERT INTO meta VALUES ('schema_version', ?)", [str(SCHEMA_VERSION)])
            elif int(rows[0][0]) != SCHEMA_VERSION:
                raise InvalidInput("path", f"store schema version {rows[0][0]}, this code reads {SCHEMA_VERSION}")

    # ---- lifecycle

    def _connect(self) -> duckdb.DuckDBPyConnection:
        con = duckdb.connect(self.path)
        con.execute("SET TimeZone = 'UTC'")
        return con

    def close(self) -> None:
        with self._lock:
            if not self._closed:
                self._closed = True
                self._file.open_count -= 1
                self._con.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _tx(self) -> Iterator[duckdb.DuckDBPyConnection]:
        """One public call = one transaction. DuckDB constraint violations surface as Conflict: the keys are
        the last line of defence against duplicates, and a caller should see a 409, not a driver error."""
        with self._lock:
            if self._closed:
                raise KiokuError("store is closed")
            con = self._con
            con.execute("BEGIN TRANSACTION")
            try:
                yield con
                con.execute("COMMIT")
            except BaseException as e:
                try:
                    con.execute("ROLLBACK")
                except duckdb.Error:
                    pass  # a failed COMMIT has already rolled back
                if isinstance(e, duckdb.ConstraintException):
                    raise Conflict(str(e)) from e
                if isinstance(e, duckdb.TransactionException):
                    raise Conflict(f"concurrent write: {e}") from e
                raise

    @contextmanager
    def _read(self) -> Iterator[duckdb.DuckDBPyConnection]:
        """For a read that is ONE statement: it is its own (auto-committed) transaction, so the BEGIN and COMMIT
        round trips of :meth:`_tx` are saved; those matter on the serving hot path, where each statement means
        winning the GIL back while the store lock is held."""
        with self._lock:
            if self._closed:
                raise KiokuError("store is closed")
            yield self._con

    @contextmanager
    def _write1(self) -> Iterator[duckdb.DuckDBPyConnection]:
        """For a write that is ONE statement (one INSERT of any number of rows): DuckDB runs it as its own
        transaction, atomically, so :meth:`_tx`'s BEGIN and COMMIT (two more statements) are saved. Errors map as
        in :meth:`_tx`."""
        with self._lock:
            if self._closed:
                raise KiokuError("store is closed")
            try:
                yield self._con
            except duckdb.ConstraintException as e:
                raise Conflict(str(e)) from e
            except duckdb.TransactionException as e:
                raise Conflict(f"concurrent write: {e}") from e

    def compact(self) -> bool:
        """Rewrite the database file so that deleted rows are physically gone.

        DuckDB neither zeroes freed blocks nor rewrites a row group for a few deleted rows, so after a hard
        delete the forgotten text is still readable in the file's bytes. Copying the live data into a fresh
        file and swapping it in is the only way to really forget. Returns False (and changes nothing) when
        another Store in this process has the same file open, since the swap would pull the file from under
        it; the forget_* counts report this as ``compacted: 0``.
        """
        if self.path == ":memory:":
            return True
        with self._lock:
            if self._closed:
                raise KiokuError("store is closed")
            if self._file.open_count != 1:
                return False
            tmp = f"{self.path}.compact"
            for f in (tmp, f"{tmp}.wal"):
                if os.path.exists(f):
                    os.remove(f)
            con = self._con
            db = con.execute("SELECT current_database()").fetchall()[0][0]
            quoted = tmp.replace("'", "''")
            con.execute(f"ATTACH '{quoted}' AS kioku_compact")
            try:
                con.execute(f'COPY FROM DATABASE "{db}" TO kioku_compact')
                con.execute("CHECKPOINT kioku_compact")
            finally:
                con.execute("DETACH kioku_compact")
            con.execute("CHECKPOINT")
            con.close()
            try:
                os.replace(tmp, self.path)
                if os.path.exists(f"{self.path}.wal"):
                    os.remove(f"{self.path}.wal")
            finally:
                self._con = self._connect()
            return True

    # ---- generic row I/O

    def _insert(
        self, con: duckdb.DuckDBPyConnection, table: str, rows: list[dict[str, Any]], replace: bool = False
    ) -> None:
        """Rows into ``table``; ``replace`` upserts on the primary key (INSERT OR REPLACE)."""
        if not rows:
            return
        spec = TABLES[table]
        verb = "INSERT OR REPLACE" if replace else "INSERT"
        if len(rows) <= PARAM_INSERT_MAX:
            # A parameterised INSERT costs ~0.6-1 ms a statement, registering an Arrow table ~2 ms a call: a small
            # batch is one statement with one VALUES tuple per row (it was one statement per row).
            cols = ", ".join(f'"{c.name}"' for c in spec.cols)
            one = f"({', '.join('?' * len(spec.cols))})"
            sql = f"{verb} INTO {table} ({cols}) VALUES {', '.join([one] * len(rows))}"
            params = [r[c.name].tolist() if c.kind == "vec" else r[c.name] for r in rows for c in spec.cols]
            try:
                con.execute(sql, params)
            except (duckdb.ConversionException, duckdb.InvalidInputException, OverflowError) as e:
                raise InvalidInput(table, f"row cannot be stored: {e}") from e
            return
        arrays = []
        for c in spec.cols:
            vals = [r[c.name] for r in rows]
            try:
                if c.kind == "vec":
                    flat = np.concatenate(vals).astype(np.float32, copy=False)
                    offsets = np.concatenate([[0], np.cumsum([len(v) for v in vals])]).astype(np.int32)
                    arrays.append(pa.ListArray.from_arrays(pa.array(offsets), pa.array(flat)))
                else:
                    arrays.append(pa.array(vals, type=c.arrow_type))
            except (pa.ArrowInvalid, pa.ArrowTypeError, OverflowError) as e:
                raise InvalidInput(c.name, f"cannot be stored: {e}") from e
        self._insert_arrow(con, table, pa.Table.from_arrays(arrays, schema=spec.arrow_schema), verb)

    def _insert_arrow(self, con: duckdb.DuckDBPyConnection, table: str, tbl: pa.Table, verb: str = "INSERT") -> None:
        name = f"_kioku_in_{table}"
        con.register(name, tbl)
        try:
            con.execute(f"{verb} INTO {table} BY NAME SELECT * FROM {name}")
        finally:
            con.unregister(name)

    def _select(
        self,
        con: duckdb.DuckDBPyConnection,
        table: str,
        where: str,
        params: list[Any],
        order: str | None = None,
        limit: int | None = None,
        offset: int = 0,
    ) -> list[dict[str, Any]]:
        spec = TABLES[table]
        cols = ", ".join(f'"{c.name}"' for c in spec.cols)
        sql = f"SELECT {cols} FROM {table} WHERE {where} ORDER BY {order or spec.order}"
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        if offset:
            sql += f" OFFSET {int(offset)}"
        return con.sql(sql, params=params).to_arrow_table().to_pylist()

    @staticmethod
    def _scalar(con: duckdb.DuckDBPyConnection, sql: str, params: list[Any]) -> Any:
        # fetchall, not fetchone: DuckDB 2.0 refuses further work on a connection with a half-read result
        rows = con.execute(sql, params).fetchall()
        return rows[0][0] if rows else None

    # ---- model <-> row

    @staticmethod
    def _item_row(item: MemoryItem) -> dict[str, Any]:
        return item.model_dump()

    @staticmethod
    def _item(row: dict[str, Any]) -> MemoryItem:
        return MemoryItem.model_validate(row)

    @staticmethod
    def _fact_row(fact: ProfileFact) -> dict[str, Any]:
        row = fact.model_dump()
        row["value"] = json_exact(fact.value, "value")
        return row

    @staticmethod
    def _fact(row: dict[str, Any]) -> ProfileFact:
        return ProfileFact.model_validate({**row, "value": json.loads(row["value"])})

    @staticmethod
    def _audit_row(ev: AuditEvent, seq: int) -> dict[str, Any]:
        row = ev.model_dump()
        row["detail"] = json_exact(ev.detail, "detail")
        row["seq"] = seq
        return row

    @staticmethod
    def _audit(row: dict[str, Any]) -> AuditEvent:
        row = {k: v for k, v in row.items() if k != "seq"}
        return AuditEvent.model_validate({**row, "detail": json.loads(row["detail"])})

    @staticmethod
    def _stm_row(st: ShortTermState) -> dict[str, Any]:
        row = st.model_dump()
        row["last_k_turns"] = json.dumps([t.model_dump(mode="json") for t in st.last_k_turns], ensure_ascii=False)
        return row

    @staticmethod
    def _stm(row: dict[str, Any]) -> ShortTermState:
        return ShortTermState.model_validate({**row, "last_k_turns": json.loads(row["last_k_turns"])})

    def _check_audit(self, events: Any, field: str = "audit") -> list[AuditEvent]:
        if events is None:
            return []
        if isinstance(events, AuditEvent):
            events = [events]
        if not isinstance(events, list):
            raise InvalidInput(field, "must be a list of AuditEvent")
        out = []
        for i, ev in enumerate(events):
            ev = revalidate(ev, AuditEvent, f"{field}[{i}]")
            check_str(ev.event_id, f"{field}[{i}].event_id")
            check_user(ev.user_id, f"{field}[{i}].user_id")
            json_exact(ev.detail, f"{field}[{i}].detail")
            out.append(ev)
        return out

    def _audit_seqs(self, con: duckdb.DuckDBPyConnection, n: int) -> int:
        """Reserve ``n`` audit seqs; returns the one before the first. A counter, not ``max(seq)`` per write: that
        aggregate scans the whole audit table, the store's fastest-growing one. A rolled-back write leaves a gap,
        which ordering does not mind. Called with the store lock held."""
        if self._file.audit_seq is None:
            self._file.audit_seq = int(self._scalar(con, "SELECT coalesce(max(seq), 0) FROM audit", []))
        base = self._file.audit_seq
        self._file.audit_seq = base + n
        return base

    def _write_audit(self, con: duckdb.DuckDBPyConnection, events: list[AuditEvent]) -> None:
        if not events:
            return
        base = self._audit_seqs(con, len(events))
        self._insert(con, "audit", [self._audit_row(ev, base + i + 1) for i, ev in enumerate(events)])

    def _load_item(self, con: duckdb.DuckDBPyConnection, user_id: str, memory_id: str) -> MemoryItem:
        rows = self._select(con, "memory_items", "user_id = ? AND memory_id = ?", [user_id, memory_id])
        if not rows:
            raise NotFound("memory", memory_id)
        return self._item(rows[0])

    @staticmethod
    def _live_ids(con: duckdb.DuckDBPyConnection, user_id: str, ids: list[str]) -> set[str]:
        """Which of ``ids`` are items of the user (any status)."""
        rows = con.execute(
            "SELECT memory_id FROM memory_items WHERE user_id = ? AND memory_id IN (SELECT unnest(?::VARCHAR[]))",
            [user_id, ids],
        ).fetchall()
        return {r[0] for r in rows}

    def _drop_hot(self, user_id: str, kind: str | None = None) -> None:
        """Forget the user's cached rows (of one kind: "profile", "stm", "dim"; or all)."""
        for k in [k for k in self._hot if k[1] == user_id and kind in (None, k[0])]:
            del self._hot[k]

    def _delete_user_rows(self, con: duckdb.DuckDBPyConnection, user_id: str) -> dict[str, int]:
        self._drop_hot(user_id)
        counts = {}
        for t in TABLES:
            counts[t] = int(self._scalar(con, f"SELECT count(*) FROM {t} WHERE user_id = ?", [user_id]))
            con.execute(f"DELETE FROM {t} WHERE user_id = ?", [user_id])
        return counts


__all__ = ["PARAM_INSERT_MAX", "SCHEMA_VERSION", "StoreBase"]

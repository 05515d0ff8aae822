"""The DuckDB store: one file holds turns, long-term items (with every past version), vectors, profile
facts (with history), short-term state and the audit log of one deployment.

Why it looks like this:

* One connection guarded by one re-entrant lock per database file, and every public method is exactly one
  transaction (BEGIN ... COMMIT, ROLLBACK on any exception). DuckDB's optimistic concurrency would otherwise
  turn two writers into "Conflict on update" errors; serialising them in-process makes writes atomic and
  boring. Two ``Store`` objects on the same file share the lock.
* Duplicates are made impossible by primary keys, not by check-then-insert: (user_id, turn_id) on turns,
  (user_id, memory_id) on items and (user_id, hash) on ``live_hashes``, a side table holding the hash of
  every *active* item. DuckDB cannot express a partial UNIQUE index ("unique among active rows") and its
  UNIQUE indexes misbehave when indexed columns are UPDATEd, so the live set is its own table, maintained in
  the same transaction (delete before insert). The Python-side checks only decide *skip* versus *Conflict*;
  the keys are the guarantee.
* Updates never destroy: each write appends the full row to ``item_versions`` / ``profile_history``.
* Forgetting is a hard delete across every table, including history, vectors, short-term state, the text
  inside audit details, and a CHECKPOINT so the write-ahead log does not keep what was forgotten.
* Rows cross the boundary only as the pydantic models of :mod:`memory.schemas`; reads go through Arrow
  (DuckDB 2.0 needs ``pytz`` to fetch TIMESTAMPTZ as Python objects, Arrow does not).

The table declarations live in :mod:`memory.store_tables`, the input checks in :mod:`memory.store_checks` and
the text scrubbing of forgetting in :mod:`memory.store_scrub`; this module is the ``Store`` class itself.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

import duckdb
import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
from pydantic import ValidationError

from memory.errors import Conflict, InvalidInput, KiokuError, NotFound
from memory.schemas import (
    AuditEvent,
    MemoryItem,
    ProfileFact,
    ShortTermState,
    Turn,
    content_hash,
    utcnow,
)
from memory.store_checks import (
    check_ids,
    check_str,
    check_ts,
    check_user,
    check_vector,
    from_validation,
    json_exact,
    revalidate,
    sha256_file,
)
from memory.store_scrub import FORGOTTEN, Scrub, needle_regex, value_needles
from memory.store_tables import OPTIONAL_SNAPSHOT_TABLES, SNAPSHOT_TABLES, TABLES

SCHEMA_VERSION = 1
_PARAM_INSERT_MAX = 8  # batches up to this size are inserted row by row, larger ones through Arrow
_ITEM_STATUSES = ("active", "superseded", "deleted")
_SOURCE_TYPES = ("turn", "segment", "episodic", "fact", "summary")


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
_MISSING = object()  # a cache miss, where None is a cached "no row"
_FILES_GUARD = threading.Lock()


def _file_state(path: str) -> _FileState:
    if path == ":memory:":
        return _FileState(threading.RLock())
    key = os.path.realpath(path)
    with _FILES_GUARD:
        return _FILES.setdefault(key, _FileState(threading.RLock()))


# --------------------------------------------------------------------------------------------- the store


class Store:
    """Kioku's persistent memory in one DuckDB file (``":memory:"`` for tests)."""

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

    def __enter__(self) -> Store:
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
        if len(rows) <= _PARAM_INSERT_MAX:
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

    # ================================================================================= turns

    def add_turns(self, turns: list[Turn]) -> int:
        """Insert turns not yet stored; a (user_id, turn_id) already present (or repeated in the batch) is
        skipped, so re-ingesting a conversation is idempotent."""
        checked = self._check_turns(turns)
        if not checked:
            return 0
        with self._tx() as con:
            return len(self._insert_new_turns(con, checked))

    @staticmethod
    def _check_turns(turns: Any) -> list[Turn]:
        if not isinstance(turns, list):
            raise InvalidInput("turns", "must be a list of Turn")
        return [revalidate(t, Turn, f"turns[{i}]") for i, t in enumerate(turns)]

    def _insert_new_turns(self, con: duckdb.DuckDBPyConnection, checked: list[Turn]) -> list[Turn]:
        new: list[Turn] = []
        if checked:
            seen: set[tuple[str, str]] = set()
            by_user: dict[str, list[str]] = {}
            for t in checked:
                by_user.setdefault(t.user_id, []).append(t.turn_id)
            existing: set[tuple[str, str]] = set()
            for uid, ids in by_user.items():
                rows = con.execute(
                    "SELECT turn_id FROM turns WHERE user_id = ? AND turn_id IN (SELECT unnest(?::VARCHAR[]))",
                    [uid, ids],
                ).fetchall()
                existing.update((uid, r[0]) for r in rows)
            for t in checked:
                key = (t.user_id, t.turn_id)
                if key in existing or key in seen:
                    continue
                seen.add(key)
                new.append(t)
            self._insert(con, "turns", [t.model_dump() for t in new])
        return new

    def get_turns(
        self,
        user_id: str,
        turn_ids: list[str] | None = None,
        session_id: str | None = None,
        offset: int = 0,
        limit: int | None = None,
    ) -> list[Turn]:
        """Turns of a user ordered by seq; ids that do not exist are simply absent from the result. ``offset`` /
        ``limit`` take a slice of that order (``offset < 0`` counts from the end: -4 is the last four), so a
        caller that needs a few turns of a long session does not load it all."""
        check_user(user_id)
        if not isinstance(offset, int) or isinstance(offset, bool):
            raise InvalidInput("offset", "must be an int")
        if limit is not None and (not isinstance(limit, int) or isinstance(limit, bool) or limit < 0):
            raise InvalidInput("limit", "must be a non-negative int or None")
        where, params = "user_id = ?", [user_id]
        if turn_ids is not None:
            where += " AND turn_id IN (SELECT unnest(?::VARCHAR[]))"
            params.append(check_ids(turn_ids, "turn_ids"))
        if session_id is not None:
            where += " AND session_id = ?"
            params.append(check_str(session_id, "session_id"))
        if offset < 0:  # the last -offset turns, still oldest first
            with self._read() as con:
                rows = self._select(con, "turns", where, params, order="seq DESC", limit=-offset)
            return [Turn.model_validate(r) for r in reversed(rows)][:limit]
        with self._read() as con:
            rows = self._select(con, "turns", where, params, limit=limit, offset=offset)
        return [Turn.model_validate(r) for r in rows]  # validated after the store lock is released

    def session_tail(self, user_id: str, session_id: str, offset: int) -> tuple[int, list[Turn]]:
        """(how many turns the session has, its turns from position ``offset`` on, in order), in one statement:
        what a running summary that already covers ``offset`` turns needs after every turn."""
        check_user(user_id)
        check_str(session_id, "session_id")
        if not isinstance(offset, int) or isinstance(offset, bool) or offset < 0:
            raise InvalidInput("offset", "must be a non-negative int")
        spec = TABLES["turns"]
        cols = ", ".join(f'"{c.name}"' for c in spec.cols)
        with self._read() as con:
            rows = (
                con.sql(
                    f"SELECT {cols}, count(*) OVER () AS _n FROM turns WHERE user_id = ? AND session_id = ? "
                    f"ORDER BY {spec.order} OFFSET {int(offset)}",
                    params=[user_id, session_id],
                )
                .to_arrow_table()
                .to_pylist()
            )
        if not rows:
            return self.count_turns(user_id, session_id), []
        n = int(rows[0].pop("_n"))
        for r in rows[1:]:
            r.pop("_n")
        return n, [Turn.model_validate(r) for r in rows]

    def count_turns(self, user_id: str, session_id: str | None = None) -> int:
        """How many turns the user (or one session of theirs) has, without loading them."""
        check_user(user_id)
        where, params = "user_id = ?", [user_id]
        if session_id is not None:
            where += " AND session_id = ?"
            params.append(check_str(session_id, "session_id"))
        with self._read() as con:
            return int(self._scalar(con, f"SELECT count(*) FROM turns WHERE {where}", params))

    def last_session(self, user_id: str) -> str | None:
        """The session of the user's latest turn (by seq), None for a new user."""
        check_str(user_id, "user_id")
        with self._tx() as con:
            return self._scalar(
                con, "SELECT session_id FROM turns WHERE user_id = ? ORDER BY seq DESC LIMIT 1", [user_id]
            )

    def turn_stats(self, user_id: str, session_id: str) -> tuple[int, int, str | None]:
        """What a write needs before it numbers new turns, in one statement: the user's next seq, how many
        turns the session has, and the session of the user's latest turn (None for a new user)."""
        check_user(user_id)
        check_str(session_id, "session_id")
        with self._read() as con:
            row = con.execute(
                "SELECT coalesce(max(seq) + 1, 0), count(*) FILTER (WHERE session_id = ?), arg_max(session_id, seq) "
                "FROM turns WHERE user_id = ?",
                [session_id, user_id],
            ).fetchall()[0]
            return int(row[0]), int(row[1]), row[2]

    def next_seq(self, user_id: str) -> int:
        check_user(user_id)
        with self._tx() as con:
            return int(self._scalar(con, "SELECT coalesce(max(seq) + 1, 0) FROM turns WHERE user_id = ?", [user_id]))

    # ================================================================================= items

    def _check_vectors(
        self, con: duckdb.DuckDBPyConnection, user_id: str, model: str, vecs: dict[str, np.ndarray]
    ) -> None:
        """All vectors of one (user, model) share a dimension, or a later index build would fail."""
        dims = {v.shape[0] for v in vecs.values()}
        key = ("dim", user_id, model)  # remembered once seen: every later write checks against it
        stored = self._hot.get(key)
        if stored is None:
            stored = self._scalar(
                con, "SELECT len(vec) FROM item_vectors WHERE user_id = ? AND model = ? LIMIT 1", [user_id, model]
            )
        if stored is not None:
            dims.add(int(stored))
        if len(dims) > 1:
            raise InvalidInput("vectors", f"dimension mismatch for model {model!r}: {sorted(dims)}")
        self._hot[key] = dims.pop()

    def _put_vectors(
        self,
        con: duckdb.DuckDBPyConnection,
        user_id: str,
        model: str,
        vecs: dict[str, np.ndarray],
        fresh: bool = False,
    ) -> None:
        """``fresh``: the ids are items this transaction inserts, so no older vector can exist to be replaced."""
        self._put_model_vectors(con, user_id, {model: vecs}, fresh)

    def _put_model_vectors(
        self, con: duckdb.DuckDBPyConnection, user_id: str, by_model: dict[str, dict[str, np.ndarray]], fresh: bool
    ) -> None:
        """Every channel's vectors of a write in one INSERT (one statement per model before)."""
        rows = []
        for model, vecs in by_model.items():
            if not vecs:
                continue
            self._check_vectors(con, user_id, model, vecs)
            if not fresh:
                con.execute(
                    "DELETE FROM item_vectors WHERE user_id = ? AND model = ? "
                    "AND memory_id IN (SELECT unnest(?::VARCHAR[]))",
                    [user_id, model, list(vecs)],
                )
            rows += [{"user_id": user_id, "memory_id": m, "model": model, "vec": v} for m, v in vecs.items()]
        self._insert(con, "item_vectors", rows)

    def _live_owner(self, con: duckdb.DuckDBPyConnection, user_id: str, hash_: str) -> str | None:
        return self._scalar(con, "SELECT memory_id FROM live_hashes WHERE user_id = ? AND hash = ?", [user_id, hash_])

    def _load_item(self, con: duckdb.DuckDBPyConnection, user_id: str, memory_id: str) -> MemoryItem:
        rows = self._select(con, "memory_items", "user_id = ? AND memory_id = ?", [user_id, memory_id])
        if not rows:
            raise NotFound("memory", memory_id)
        return self._item(rows[0])

    def _store_version(self, con: duckdb.DuckDBPyConnection, old: MemoryItem, new: MemoryItem) -> None:
        """Replace the current row and append the new version; keep live_hashes in step. The old hash is
        released before the new one is claimed so that a status/summary change within one item never trips
        the key, while a hash owned by another live item is a Conflict."""
        if old.status == "active":
            con.execute(
                "DELETE FROM live_hashes WHERE user_id = ? AND hash = ? AND memory_id = ?",
                [old.user_id, old.hash, old.memory_id],
            )
        if new.status == "active":
            owner = self._live_owner(con, new.user_id, new.hash)
            if owner is not None:
                raise Conflict(f"content hash already live for memory {owner}")
            self._insert(con, "live_hashes", [{"user_id": new.user_id, "hash": new.hash, "memory_id": new.memory_id}])
        con.execute("DELETE FROM memory_items WHERE user_id = ? AND memory_id = ?", [old.user_id, old.memory_id])
        self._insert(con, "memory_items", [self._item_row(new)])
        self._insert(con, "item_versions", [self._item_row(new)])

    def _prepare_new_item(self, item: Any, field: str) -> MemoryItem:
        item = revalidate(item, MemoryItem, field)
        if not item.hash:
            item = item.model_copy(update={"hash": content_hash(item.source_type, item.summary)})
        return item

    def _check_vec_args(self, vectors: Any, model: Any, ids: set[str]) -> tuple[dict[str, np.ndarray], str | None]:
        if vectors is None:
            return {}, None
        if not isinstance(vectors, dict):
            raise InvalidInput("vectors", "must be a dict memory_id -> vector")
        model = check_str(model, "model") if vectors else model
        out = {}
        for mid, v in vectors.items():
            if mid not in ids:
                raise InvalidInput("vectors", f"vector for unknown memory_id {mid!r}")
            out[mid] = check_vector(v, f"vectors[{mid}]")
        return out, model

    def add_items(
        self,
        items: list[MemoryItem],
        vectors: dict[str, np.ndarray] | None = None,
        model: str | None = None,
        audit: list[AuditEvent] | None = None,
        extra_vectors: dict[str, dict[str, np.ndarray]] | None = None,
    ) -> list[MemoryItem]:
        """Insert items atomically; see :meth:`add_turns_and_items` (the same, with no turns)."""
        return self.add_turns_and_items([], items, vectors, model, audit, extra_vectors)[1]

    def add_turns_and_items(
        self,
        turns: list[Turn],
        items: list[MemoryItem],
        vectors: dict[str, np.ndarray] | None = None,
        model: str | None = None,
        audit: list[AuditEvent] | None = None,
        extra_vectors: dict[str, dict[str, np.ndarray]] | None = None,
    ) -> tuple[int, list[MemoryItem]]:
        """:meth:`add_new_turns_and_items`, returning how many turns were stored and the items."""
        stored, added = self.add_new_turns_and_items(turns, items, vectors, model, audit, extra_vectors)
        return len(stored), added

    def add_new_turns_and_items(
        self,
        turns: list[Turn],
        items: list[MemoryItem],
        vectors: dict[str, np.ndarray] | None = None,
        model: str | None = None,
        audit: list[AuditEvent] | None = None,
        extra_vectors: dict[str, dict[str, np.ndarray]] | None = None,
    ) -> tuple[list[Turn], list[MemoryItem]]:
        """Insert items atomically (``extra_vectors``: model -> {memory_id: vector} for further embedding
        channels, written in the same transaction), together with the turns they were made from (as
        :meth:`add_turns`). One transaction for both: a turn stored without its item would be skipped as known when
        the message is delivered again, and so would never become retrievable; likewise an item made from a turn
        of this call that was already stored is skipped with its turn (and its audit event), so a caller need not
        look its turns up first. Returns (the turns stored, the items stored).

        An active item whose content hash is already live for the user (in the
        store or earlier in the batch) is skipped, not an error: concurrent writers of the same memory end up
        with exactly one row. A memory_id that exists with other content is a Conflict. Vectors of skipped items
        are dropped with them."""
        checked_turns = self._check_turns(turns)
        if not isinstance(items, list):
            raise InvalidInput("items", "must be a list of MemoryItem")
        prepared = [self._prepare_new_item(it, f"items[{i}]") for i, it in enumerate(items)]
        users = {it.user_id for it in prepared}
        if len(users) > 1:
            raise InvalidInput("items", "all items of one call must belong to one user (vectors are keyed by id)")
        vecs, model = self._check_vec_args(vectors, model, {it.memory_id for it in prepared})
        extra = {
            m: self._check_vec_args(v, m, {it.memory_id for it in prepared})[0]
            for m, v in (extra_vectors or {}).items()
        }
        events = self._check_audit(audit)
        if not prepared:
            with self._tx() as con:
                stored = self._insert_new_turns(con, checked_turns)
                self._write_audit(con, events)
            return stored, []
        user_id = prepared[0].user_id
        with self._tx() as con:
            stored = self._insert_new_turns(con, checked_turns)
            known = {t.turn_id for t in checked_turns} - {t.turn_id for t in stored}
            if known:  # items of turns that were stored before go with them
                dropped = {it.memory_id for it in prepared if it.turn_ids and it.turn_ids[0] in known}
                prepared = [it for it in prepared if it.memory_id not in dropped]
                events = [e for e in events if e.target not in dropped]
                if not prepared:
                    self._write_audit(con, events)
                    return stored, []
            ids = [it.memory_id for it in prepared]
            # Ids already taken and content hashes already live, in one statement.
            found = con.execute(
                "SELECT true, memory_id, hash, status FROM memory_items "
                "WHERE user_id = ? AND memory_id IN (SELECT unnest(?::VARCHAR[])) "
                "UNION ALL SELECT false, memory_id, hash, NULL FROM live_hashes "
                "WHERE user_id = ? AND hash IN (SELECT unnest(?::VARCHAR[]))",
                [user_id, ids, user_id, [it.hash for it in prepared]],
            ).fetchall()
            existing = {r[1]: (r[2], r[3]) for r in found if r[0]}
            live = {r[2] for r in found if not r[0]}
            inserted: list[MemoryItem] = []
            batch: dict[str, tuple[str, str]] = {}  # memory_id -> (hash, status) of what this call inserts
            for it in prepared:
                if it.memory_id in existing or it.memory_id in batch:
                    if existing.get(it.memory_id, batch.get(it.memory_id)) == (it.hash, it.status):
                        continue  # the same memory written again
                    raise Conflict(f"memory {it.memory_id} already exists with other content")
                if it.status == "active":
                    if it.hash in live:
                        continue  # same content under another id: one live copy only
                    live.add(it.hash)
                batch[it.memory_id] = (it.hash, it.status)
                inserted.append(it)
            rows = [self._item_row(it) for it in inserted]
            self._insert(con, "memory_items", rows)
            self._insert(con, "item_versions", rows)
            self._insert(
                con,
                "live_hashes",
                [
                    {"user_id": it.user_id, "hash": it.hash, "memory_id": it.memory_id}
                    for it in inserted
                    if it.status == "active"
                ],
            )
            by_model = {m: {i: v for i, v in ev.items() if i in batch} for m, ev in extra.items()}
            if model is not None:
                by_model = {model: {m: v for m, v in vecs.items() if m in batch}, **by_model}
            self._put_model_vectors(con, user_id, by_model, fresh=True)
            self._write_audit(con, events)
            return stored, inserted

    @staticmethod
    def _live_ids(con: duckdb.DuckDBPyConnection, user_id: str, ids: list[str]) -> set[str]:
        """Which of ``ids`` are items of the user (any status)."""
        rows = con.execute(
            "SELECT memory_id FROM memory_items WHERE user_id = ? AND memory_id IN (SELECT unnest(?::VARCHAR[]))",
            [user_id, ids],
        ).fetchall()
        return {r[0] for r in rows}

    def put_vectors(self, user_id: str, model: str, vectors: dict[str, np.ndarray]) -> int:
        """Attach (or replace) one model's vectors of existing items: backfills a newly configured channel
        without re-writing the items. Unknown or other users' ids are NotFound; nothing is written then."""
        check_str(user_id, "user_id")
        vecs, model = self._check_vec_args(vectors, model, set(vectors) if isinstance(vectors, dict) else set())
        if not vecs or model is None:
            return 0
        with self._tx() as con:
            found = self._live_ids(con, user_id, list(vecs))
            missing = sorted(set(vecs) - found)
            if missing:
                raise NotFound("memory", missing[0])
            self._put_vectors(con, user_id, model, vecs)
        return len(vecs)

    def get_item(self, user_id: str, memory_id: str) -> MemoryItem:
        check_user(user_id)
        check_str(memory_id, "memory_id")
        with self._tx() as con:
            return self._load_item(con, user_id, memory_id)

    @staticmethod
    def _status_filter(statuses: Any) -> list[str]:
        if isinstance(statuses, str) or not isinstance(statuses, tuple | list) or not statuses:
            raise InvalidInput("statuses", "must be a non-empty tuple of statuses")
        bad = [s for s in statuses if s not in _ITEM_STATUSES]
        if bad:
            raise InvalidInput("statuses", f"unknown status {bad[0]!r}")
        return list(statuses)

    def list_items(
        self,
        user_id: str,
        statuses: tuple[str, ...] = ("active",),
        source_types: list[str] | None = None,
        limit: int | None = None,
        offset: int = 0,
    ) -> list[MemoryItem]:
        check_user(user_id)
        where = "user_id = ? AND status IN (SELECT unnest(?::VARCHAR[]))"
        params: list[Any] = [user_id, self._status_filter(statuses)]
        if source_types is not None:
            if not isinstance(source_types, list | tuple) or any(s not in _SOURCE_TYPES for s in source_types):
                raise InvalidInput("source_types", f"must be a list of {_SOURCE_TYPES}")
            where += " AND source_type IN (SELECT unnest(?::VARCHAR[]))"
            params.append(list(source_types))
        if limit is not None and (not isinstance(limit, int) or limit < 0):
            raise InvalidInput("limit", "must be a non-negative int")
        if not isinstance(offset, int) or offset < 0:
            raise InvalidInput("offset", "must be a non-negative int")
        with self._tx() as con:
            rows = self._select(con, "memory_items", where, params, limit=limit, offset=offset)
            return [self._item(r) for r in rows]

    def count_items(
        self, user_id: str, statuses: tuple[str, ...] = ("active",), source_types: list[str] | None = None
    ) -> int:
        check_user(user_id)
        where = "user_id = ? AND status IN (SELECT unnest(?::VARCHAR[]))"
        params: list[Any] = [user_id, self._status_filter(statuses)]
        if source_types is not None:
            if not isinstance(source_types, list | tuple) or any(s not in _SOURCE_TYPES for s in source_types):
                raise InvalidInput("source_types", f"must be a list of {_SOURCE_TYPES}")
            where += " AND source_type IN (SELECT unnest(?::VARCHAR[]))"
            params.append(list(source_types))
        with self._read() as con:
            return int(self._scalar(con, f"SELECT count(*) FROM memory_items WHERE {where}", params))

    def get_vectors(
        self, user_id: str, model: str, memory_ids: list[str] | None = None
    ) -> tuple[list[str], np.ndarray]:
        """Vectors as a float32 (n, d) matrix. Without memory_ids: the active items' vectors in list_items
        order (what an index is built from). With memory_ids: those ids in the given order, whatever their
        status; ids without a vector for this model are absent from the returned id list."""
        check_user(user_id)
        check_str(model, "model")
        with self._tx() as con:
            if memory_ids is None:
                tbl = con.sql(
                    "SELECT v.memory_id, v.vec FROM item_vectors v JOIN memory_items i "
                    "ON i.user_id = v.user_id AND i.memory_id = v.memory_id "
                    "WHERE v.user_id = ? AND v.model = ? AND i.status = 'active' ORDER BY i.timestamp, i.memory_id",
                    params=[user_id, model],
                ).to_arrow_table()
            else:
                ids = check_ids(memory_ids, "memory_ids")
                tbl = con.sql(
                    "SELECT memory_id, vec FROM item_vectors "
                    "WHERE user_id = ? AND model = ? AND memory_id IN (SELECT unnest(?::VARCHAR[]))",
                    params=[user_id, model, ids],
                ).to_arrow_table()
                pos = {m: i for i, m in enumerate(tbl.column("memory_id").to_pylist())}
                take = [pos[m] for m in ids if m in pos]
                tbl = tbl.take(pa.array(take, pa.int64()))
        out_ids = tbl.column("memory_id").to_pylist()
        if not out_ids:
            return [], np.zeros((0, 0), dtype=np.float32)
        col = tbl.column("vec").combine_chunks()
        flat = col.flatten().to_numpy(zero_copy_only=False).astype(np.float32, copy=False)
        return out_ids, flat.reshape(len(out_ids), -1).copy()

    def update_item(
        self,
        user_id: str,
        memory_id: str,
        changes: dict[str, Any],
        vector: np.ndarray | None = None,
        model: str | None = None,
        audit: AuditEvent | None = None,
        expected_version: int | None = None,
    ) -> MemoryItem:
        """New version of an item; the old one stays in item_versions. When summary or source_type changes
        the hash is recomputed, and vectors of other models are dropped because they describe text that is
        gone (the next index build then notices instead of ranking by a stale embedding)."""
        check_user(user_id)
        check_str(memory_id, "memory_id")
        if not isinstance(changes, dict) or not all(isinstance(k, str) for k in changes):
            raise InvalidInput("changes", "must be a dict of field -> value")
        for f in ("memory_id", "user_id", "version", "hash", "created_at", "updated_at"):
            if f in changes:
                raise InvalidInput(f, "is managed by the store and cannot be changed")
        if not changes and vector is None:
            raise InvalidInput("changes", "nothing to change")
        vec = check_vector(vector, "vector") if vector is not None else None
        if vec is not None:
            check_str(model, "model")
        events = self._check_audit(audit)
        if expected_version is not None and not isinstance(expected_version, int):
            raise InvalidInput("expected_version", "must be an int")
        with self._tx() as con:
            old = self._load_item(con, user_id, memory_id)
            if expected_version is not None and old.version != expected_version:
                raise Conflict(f"memory {memory_id} is at version {old.version}, expected {expected_version}")
            if old.status == "deleted":
                raise Conflict(f"memory {memory_id} is deleted")
            new = old
            if changes:
                data = {**old.model_dump(), **changes, "version": old.version + 1, "updated_at": utcnow()}
                try:
                    new = MemoryItem.model_validate(data)
                except ValidationError as e:
                    raise from_validation(e, "") from e
                text_changed = new.summary != old.summary or new.source_type != old.source_type
                if text_changed:
                    new = new.model_copy(update={"hash": content_hash(new.source_type, new.summary)})
                    keep = [model] if vec is not None else []
                    con.execute(
                        "DELETE FROM item_vectors WHERE user_id = ? AND memory_id = ? "
                        "AND model NOT IN (SELECT unnest(?::VARCHAR[]))",
                        [user_id, memory_id, keep],
                    )
                self._store_version(con, old, new)
            if vec is not None:
                assert model is not None
                self._put_vectors(con, user_id, model, {memory_id: vec})
            self._write_audit(con, events)
            return new

    def supersede_item(
        self,
        user_id: str,
        memory_id: str,
        new_item: MemoryItem,
        vector: np.ndarray | None = None,
        model: str | None = None,
        audit: AuditEvent | None = None,
        extra_vectors: dict[str, np.ndarray] | None = None,
    ) -> MemoryItem:
        """Close the old item's validity window and add its successor in one transaction. The successor's
        valid_from defaults to the same instant, so the two windows meet exactly. ``extra_vectors``: model ->
        the successor's vector of a further embedding channel, written in the same transaction."""
        check_user(user_id)
        check_str(memory_id, "memory_id")
        new = self._prepare_new_item(new_item, "new_item")
        if new.user_id != user_id:
            raise InvalidInput("new_item.user_id", "must equal user_id")
        if new.memory_id == memory_id:
            raise InvalidInput("new_item.memory_id", "must differ from the superseded memory_id")
        if new.status != "active":
            raise InvalidInput("new_item.status", "a successor must be active")
        vec = check_vector(vector, "vector") if vector is not None else None
        if vec is not None:
            check_str(model, "model")
        if extra_vectors is not None and not isinstance(extra_vectors, dict):
            raise InvalidInput("extra_vectors", "must be a dict model -> vector")
        extra = {
            check_str(m, "extra_vectors"): check_vector(v, f"extra_vectors[{m}]")
            for m, v in (extra_vectors or {}).items()
        }
        events = self._check_audit(audit)
        with self._tx() as con:
            old = self._load_item(con, user_id, memory_id)
            if old.status != "active":
                raise Conflict(f"memory {memory_id} is {old.status}, only active items can be superseded")
            if self._scalar(
                con, "SELECT count(*) FROM memory_items WHERE user_id = ? AND memory_id = ?", [user_id, new.memory_id]
            ):
                raise Conflict(f"memory {new.memory_id} already exists")
            now = utcnow()
            closed = old.model_copy(
                update={"status": "superseded", "valid_to": now, "version": old.version + 1, "updated_at": now}
            )
            self._store_version(con, old, closed)
            if new.valid_from is None:
                new = new.model_copy(update={"valid_from": now})
            owner = self._live_owner(con, user_id, new.hash)
            if owner is not None:
                raise Conflict(f"content hash already live for memory {owner}")
            row = self._item_row(new)
            self._insert(con, "memory_items", [row])
            self._insert(con, "item_versions", [row])
            self._insert(con, "live_hashes", [{"user_id": user_id, "hash": new.hash, "memory_id": new.memory_id}])
            by_model = {m: {new.memory_id: v} for m, v in extra.items()}
            if vec is not None:
                assert model is not None
                by_model = {model: {new.memory_id: vec}, **by_model}
            self._put_model_vectors(con, user_id, by_model, fresh=True)
            self._write_audit(con, events)
            return new

    def delete_item(self, user_id: str, memory_id: str, audit: AuditEvent | None = None) -> MemoryItem:
        """Soft delete: a new version with status 'deleted', the hash freed so the content can be learned
        again; history stays visible to the user. Use forget_item to erase."""
        check_user(user_id)
        check_str(memory_id, "memory_id")
        events = self._check_audit(audit)
        with self._tx() as con:
            old = self._load_item(con, user_id, memory_id)
            if old.status == "deleted":
                raise Conflict(f"memory {memory_id} is already deleted")
            now = utcnow()
            new = old.model_copy(
                update={
                    "status": "deleted",
                    "valid_to": old.valid_to or now,
                    "version": old.version + 1,
                    "updated_at": now,
                }
            )
            self._store_version(con, old, new)
            self._write_audit(con, events)
            return new

    def history(self, user_id: str, memory_id: str) -> list[MemoryItem]:
        """All versions, oldest first. The last one is the current row, so usage counters are current."""
        check_user(user_id)
        check_str(memory_id, "memory_id")
        with self._tx() as con:
            current = self._load_item(con, user_id, memory_id)
            rows = self._select(con, "item_versions", "user_id = ? AND memory_id = ?", [user_id, memory_id])
            out = [self._item(r) for r in rows if r["version"] != current.version]
            return [*out, current]

    def touch_items(self, user_id: str, memory_ids: list[str], ts: datetime) -> None:
        """Usage statistics, not content: no new version. last_used_at only moves forward, so late-arriving
        touches cannot rewind it. An unknown id is NotFound and nothing is counted."""
        check_user(user_id)
        ids = sorted(set(check_ids(memory_ids, "memory_ids")))
        when = check_ts(ts, "ts")
        if not ids:
            return
        with self._tx() as con:
            found = {
                r[0]
                for r in con.execute(
                    "SELECT memory_id FROM memory_items "
                    "WHERE user_id = ? AND memory_id IN (SELECT unnest(?::VARCHAR[]))",
                    [user_id, ids],
                ).fetchall()
            }
            missing = [i for i in ids if i not in found]
            if missing:
                raise NotFound("memory", missing[0])
            con.execute(
                "UPDATE memory_items SET use_count = use_count + 1, "
                "last_used_at = CASE WHEN last_used_at IS NULL OR last_used_at < ? THEN ? ELSE last_used_at END "
                "WHERE user_id = ? AND memory_id IN (SELECT unnest(?::VARCHAR[]))",
                [when, when, user_id, ids],
            )

    # ================================================================================= ranker feedback

    def feedback(self, user_id: str, memory_ids: list[str] | None = None) -> dict[str, dict[str, Any]]:
        """The user's citation-feedback rows (memory.feedback), by memory id; all of them or those asked for."""
        check_user(user_id)
        with self._read() as con:
            if memory_ids is None:
                rows = self._select(con, "ranker_feedback", "user_id = ?", [user_id])
            else:
                ids = check_ids(memory_ids, "memory_ids")
                rows = self._select(
                    con, "ranker_feedback", "user_id = ? AND memory_id IN (SELECT unnest(?::VARCHAR[]))", [user_id, ids]
                )
        return {r["memory_id"]: r for r in rows}

    def put_feedback(self, user_id: str, rows: list[dict[str, Any]]) -> None:
        """Upsert feedback rows of live items (rows of items that are gone are dropped, not stored)."""
        check_user(user_id)
        if not rows:
            return
        for r in rows:
            if r.get("user_id") != user_id:
                raise InvalidInput("rows", "every feedback row must belong to user_id")
            for f in ("adjust", "session_move"):
                if not np.isfinite(r.get(f, np.nan)):
                    raise InvalidInput(f"rows.{f}", "must be a finite number")
        with self._tx() as con:
            live = self._live_ids(con, user_id, [r["memory_id"] for r in rows])
            self._insert(con, "ranker_feedback", [r for r in rows if r["memory_id"] in live], replace=True)

    # ================================================================================= profile

    def upsert_fact(self, fact: ProfileFact, audit: AuditEvent | None = None) -> ProfileFact:
        """Write the current value of a key; every version (this one included) is appended to
        profile_history, so fact_history shows the whole story. The caller's updated_at is kept (it may be
        the conversation's date); the version is assigned here."""
        fact = revalidate(fact, ProfileFact, "fact")
        self._fact_row(fact)  # JSON check before any write
        events = self._check_audit(audit)
        with self._tx() as con:
            prev = self._scalar(
                con, "SELECT version FROM profile_facts WHERE user_id = ? AND key = ?", [fact.user_id, fact.key]
            )
            hist_max = self._scalar(
                con, "SELECT max(version) FROM profile_history WHERE user_id = ? AND key = ?", [fact.user_id, fact.key]
            )
            version = max(int(prev or 0), int(hist_max or 0)) + 1
            new = fact.model_copy(update={"version": version})
            self._hot.pop(("profile", fact.user_id), None)
            con.execute("DELETE FROM profile_facts WHERE user_id = ? AND key = ?", [fact.user_id, fact.key])
            row = self._fact_row(new)
            self._insert(con, "profile_facts", [row])
            self._insert(con, "profile_history", [row])
            self._write_audit(con, events)
            return new

    def get_fact(self, user_id: str, key: str) -> ProfileFact | None:
        check_user(user_id)
        check_str(key, "key")
        with self._tx() as con:
            rows = self._select(con, "profile_facts", "user_id = ? AND key = ?", [user_id, key])
            return self._fact(rows[0]) if rows else None

    def get_profile(self, user_id: str) -> list[ProfileFact]:
        check_user(user_id)
        key = ("profile", user_id)
        facts = self._hot.get(key)  # a hit takes no lock: writers replace entries, never change them
        if facts is None:
            with self._lock:  # filled under the lock, so a concurrent write cannot be overtaken by a stale read
                facts = self._hot.get(key)
                if facts is None:
                    with self._read() as con:
                        facts = [self._fact(r) for r in self._select(con, "profile_facts", "user_id = ?", [user_id])]
                    self._hot[key] = facts
        return [f.model_copy() for f in facts]  # callers may change their copy; the cached one stays

    def fact_history(self, user_id: str, key: str) -> list[ProfileFact]:
        """Every version of a key, oldest first (the current one last)."""
        check_user(user_id)
        check_str(key, "key")
        with self._tx() as con:
            rows = self._select(con, "profile_history", "user_id = ? AND key = ?", [user_id, key])
            return [self._fact(r) for r in rows]

    # ================================================================================= short-term state

    def get_stm(self, user_id: str, session_id: str) -> ShortTermState | None:
        check_user(user_id)
        check_str(session_id, "session_id")
        key = ("stm", user_id, session_id)
        st = self._hot.get(key, _MISSING)  # lock-free hit, as in get_profile
        if st is _MISSING:
            with self._lock:
                st = self._hot.get(key, _MISSING)
                if st is _MISSING:
                    with self._read() as con:
                        rows = self._select(con, "stm_state", "user_id = ? AND session_id = ?", [user_id, session_id])
                    st = self._hot[key] = self._stm(rows[0]) if rows else None
        return st.model_copy(deep=True) if st is not None else None

    def put_stm(self, state: ShortTermState) -> None:
        state = revalidate(state, ShortTermState, "state")
        key = ("stm", state.user_id, state.session_id)
        with self._lock:
            self._hot.pop(key, None)
            row = self._stm_row(state)
            with self._write1() as con:
                # An UPDATE of the session's row (~0.5 ms) instead of INSERT OR REPLACE (~2.5 ms: a delete and an
                # insert through the primary key); a new session's first state is inserted. Each statement is
                # atomic and the store lock keeps another writer of this file from coming between the two.
                spec = TABLES["stm_state"]
                cols = [c.name for c in spec.cols if c.name not in spec.pk]
                sets = ", ".join(f'"{c}" = ?' for c in cols)
                n = con.execute(
                    f"UPDATE stm_state SET {sets} WHERE user_id = ? AND session_id = ?",
                    [row[c] for c in cols] + [state.user_id, state.session_id],
                ).fetchall()[0][0]
                if not n:
                    self._insert(con, "stm_state", [row])
            self._hot[key] = state.model_copy(deep=True)  # committed: the next read needs no statement

    # ================================================================================= audit

    def append_audit(self, events: list[AuditEvent]) -> None:
        """Duplicate (user_id, event_id) is a Conflict and nothing of the batch is written."""
        if not isinstance(events, list):
            raise InvalidInput("events", "must be a list of AuditEvent")
        checked = self._check_audit(events, "events")
        if len(checked) <= _PARAM_INSERT_MAX:
            with self._write1() as con:  # one INSERT statement: atomic on its own
                self._write_audit(con, checked)
            return
        with self._tx() as con:
            self._write_audit(con, checked)

    def list_audit(self, user_id: str, limit: int | None = None) -> list[AuditEvent]:
        """Chronological (oldest first); with limit, the most recent `limit` events, still in order."""
        check_user(user_id)
        if limit is not None and (not isinstance(limit, int) or limit < 0):
            raise InvalidInput("limit", "must be a non-negative int")
        with self._tx() as con:
            rows = self._select(con, "audit", "user_id = ?", [user_id], order="ts DESC, seq DESC", limit=limit)
        return [self._audit(r) for r in reversed(rows)]

    # ================================================================================= forgetting

    def _erase_items(self, con: duckdb.DuckDBPyConnection, user_id: str, ids: list[str]) -> dict[str, int]:
        if not ids:
            return {"items": 0, "item_versions": 0, "vectors": 0}
        self._drop_hot(user_id, "dim")  # these may have been the last vectors of a model
        q = "user_id = ? AND memory_id IN (SELECT unnest(?::VARCHAR[]))"
        p = [user_id, ids]
        counts = {
            "items": int(self._scalar(con, f"SELECT count(*) FROM memory_items WHERE {q}", p)),
            "item_versions": int(self._scalar(con, f"SELECT count(*) FROM item_versions WHERE {q}", p)),
            "vectors": int(self._scalar(con, f"SELECT count(*) FROM item_vectors WHERE {q}", p)),
        }
        for t in ("live_hashes", "item_vectors", "item_versions", "memory_items", "ranker_feedback"):
            con.execute(f"DELETE FROM {t} WHERE {q}", p)
        # other items may name the forgotten ones as their cross-lingual alias; the id must not survive either
        for t in ("memory_items", "item_versions"):
            con.execute(
                f"UPDATE {t} SET alias_of = NULL WHERE user_id = ? AND alias_of IN (SELECT unnest(?::VARCHAR[]))", p
            )
        return counts

    def _item_texts(self, con: duckdb.DuckDBPyConnection, user_id: str, ids: list[str]) -> set[str]:
        if not ids:
            return set()
        rows = con.execute(
            "SELECT DISTINCT summary, title FROM item_versions "
            "WHERE user_id = ? AND memory_id IN (SELECT unnest(?::VARCHAR[]))",
            [user_id, ids],
        ).fetchall()
        return {s.strip() for r in rows for s in r if s and len(s.strip()) >= 2}

    def _scrub_audit(
        self, con: duckdb.DuckDBPyConnection, user_id: str, drop_targets: set[str], forget: Scrub
    ) -> tuple[int, int]:
        rows = con.execute("SELECT event_id, target, detail FROM audit WHERE user_id = ?", [user_id]).fetchall()
        dropped = [eid for eid, target, _ in rows if target in drop_targets]
        if dropped:
            con.execute(
                "DELETE FROM audit WHERE user_id = ? AND event_id IN (SELECT unnest(?::VARCHAR[]))", [user_id, dropped]
            )
        scrubbed = 0
        for eid, target, detail in rows:
            if target in drop_targets:
                continue
            new = json.dumps(forget.value(json.loads(detail)), ensure_ascii=False)
            if new != detail:
                con.execute("UPDATE audit SET detail = ? WHERE user_id = ? AND event_id = ?", [new, user_id, eid])
                scrubbed += 1
        return len(dropped), scrubbed

    def _scrub_turns_stm(self, con: duckdb.DuckDBPyConnection, user_id: str, forget: Scrub) -> tuple[int, int]:
        self._drop_hot(user_id)
        turns = 0
        for tid, text in con.execute("SELECT turn_id, text FROM turns WHERE user_id = ?", [user_id]).fetchall():
            new = forget.text(text)
            if new != text:
                con.execute("UPDATE turns SET text = ? WHERE user_id = ? AND turn_id = ?", [new, user_id, tid])
                turns += 1
        stm = 0
        for row in self._select(con, "stm_state", "user_id = ?", [user_id]):
            st = self._stm(row)
            new_st = st.model_copy(
                update={
                    "running_summary": forget.text(st.running_summary),
                    "goal_stack": [forget.text(g) for g in st.goal_stack],
                    "last_k_turns": [t.model_copy(update={"text": forget.text(t.text)}) for t in st.last_k_turns],
                }
            )
            if new_st != st:
                con.execute("DELETE FROM stm_state WHERE user_id = ? AND session_id = ?", [user_id, st.session_id])
                self._insert(con, "stm_state", [self._stm_row(new_st)])
                stm += 1
        return turns, stm

    def forget_key(self, user_id: str, key: str) -> dict[str, int]:
        """Forget a profile key everywhere: the fact and all its versions; items tagged ``profile:<key>``
        and any other item (any version) whose text mentions one of the key's values, with their versions
        and vectors (an edited summary would leave its embedding behind, so they are erased, not edited);
        the values inside turns, short-term state and audit details become "[forgotten]"; audit events
        that targeted the key or an erased item are dropped."""
        check_user(user_id)
        check_str(key, "key")
        with self._tx() as con:
            versions = [
                self._fact(r)
                for r in self._select(con, "profile_history", "user_id = ? AND key = ?", [user_id, key])
                + self._select(con, "profile_facts", "user_id = ? AND key = ?", [user_id, key])
            ]
            if not versions:
                raise NotFound("profile", key)
            strings: set[str] = set()
            exact: list[Any] = []
            for f in versions:
                value_needles(f.value, strings, exact)
            value_forget = Scrub(needle_regex(strings), exact)
            tagged = {
                r[0]
                for r in con.execute(
                    "SELECT DISTINCT memory_id FROM item_versions WHERE user_id = ? AND list_contains(tags, ?)",
                    [user_id, f"profile:{key}"],
                ).fetchall()
            }
            mentioning = {
                mid
                for mid, summary, title in con.execute(
                    "SELECT memory_id, summary, title FROM item_versions WHERE user_id = ?", [user_id]
                ).fetchall()
                if mid not in tagged and (value_forget.mentions(summary) or value_forget.mentions(title))
            }
            erase = sorted(tagged | mentioning)
            audit_forget = Scrub(needle_regex(strings | self._item_texts(con, user_id, erase)), exact)
            counts = {
                "facts": int(
                    self._scalar(
                        con, "SELECT count(*) FROM profile_facts WHERE user_id = ? AND key = ?", [user_id, key]
                    )
                ),
                "fact_versions": int(
                    self._scalar(
                        con, "SELECT count(*) FROM profile_history WHERE user_id = ? AND key = ?", [user_id, key]
                    )
                ),
            }
            self._hot.pop(("profile", user_id), None)
            con.execute("DELETE FROM profile_facts WHERE user_id = ? AND key = ?", [user_id, key])
            con.execute("DELETE FROM profile_history WHERE user_id = ? AND key = ?", [user_id, key])
            counts.update(self._erase_items(con, user_id, erase))
            counts["items_mentioning"] = len(mentioning)
            dropped, scrubbed = self._scrub_audit(con, user_id, {f"profile:{key}", *erase}, audit_forget)
            counts["audit_dropped"], counts["audit_scrubbed"] = dropped, scrubbed
            counts["turns_scrubbed"], counts["stm_scrubbed"] = self._scrub_turns_stm(con, user_id, value_forget)
        counts["compacted"] = int(self.compact())
        return counts

    def forget_item(self, user_id: str, memory_id: str) -> dict[str, int]:
        """Erase an item: current row, every version, vectors, its live hash; audit events that targeted it
        are dropped and its text (any version's summary or title) is scrubbed from the rest of the audit.
        Turns are raw evidence of what was said and stay; forget_key/forget_user erase those."""
        check_user(user_id)
        check_str(memory_id, "memory_id")
        with self._tx() as con:
            self._load_item(con, user_id, memory_id)
            forget = Scrub(needle_regex(self._item_texts(con, user_id, [memory_id])), [])
            counts = self._erase_items(con, user_id, [memory_id])
            counts["audit_dropped"], counts["audit_scrubbed"] = self._scrub_audit(con, user_id, {memory_id}, forget)
        counts["compacted"] = int(self.compact())
        return counts

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

    def forget_user(self, user_id: str) -> dict[str, int]:
        """Every row of the user in every table; NotFound if the store holds nothing of them."""
        check_user(user_id)
        with self._tx() as con:
            counts = self._delete_user_rows(con, user_id)
            if not any(counts.values()):
                raise NotFound("user", user_id)
        counts["compacted"] = int(self.compact())
        return counts

    def users(self) -> list[str]:
        union = " UNION ".join(f"SELECT DISTINCT user_id FROM {t}" for t in TABLES)
        with self._tx() as con:
            return sorted(r[0] for r in con.execute(union).fetchall())

    # ================================================================================= snapshots

    def export_user(self, user_id: str, out_dir: str | os.PathLike[str]) -> Path:
        """One Parquet file per table with the user's rows (read in one transaction, so the files are a
        consistent cut) and a manifest with row counts and sha256 of each file, written last."""
        check_user(user_id)
        out = Path(out_dir)
        with self._tx() as con:
            if not any(self._scalar(con, f"SELECT count(*) FROM {t} WHERE user_id = ?", [user_id]) for t in TABLES):
                raise NotFound("user", user_id)
            tables = {}
            for name in SNAPSHOT_TABLES:
                spec = TABLES[name]
                cols = ", ".join(f'"{c.name}"' for c in spec.public_cols)
                tables[name] = (
                    con.sql(f"SELECT {cols} FROM {name} WHERE user_id = ? ORDER BY {spec.order}", params=[user_id])
                    .to_arrow_table()
                    .cast(pa.schema([spec.arrow_schema.field(c.name) for c in spec.public_cols]))
                )
        out.mkdir(parents=True, exist_ok=True)
        manifest: dict[str, Any] = {
            "schema_version": SCHEMA_VERSION,
            "user_id": user_id,
            "tables": {},
            "exported_at": utcnow().isoformat(),
        }
        for name, tbl in tables.items():
            path = out / f"{name}.parquet"
            pq.write_table(tbl, path)
            manifest["tables"][name] = {"rows": tbl.num_rows, "sha256": sha256_file(path)}
        mpath = out / "manifest.json"
        mpath.write_text(json.dumps(manifest, indent=2, ensure_ascii=False), encoding="utf-8")
        return mpath

    def _read_snapshot(self, in_dir: Path) -> tuple[str, dict[str, pa.Table]]:
        mpath = in_dir / "manifest.json"
        try:
            manifest = json.loads(mpath.read_text(encoding="utf-8"))
        except (OSError, ValueError) as e:
            raise InvalidInput("manifest", f"cannot read {mpath}: {e}") from e
        if not isinstance(manifest, dict) or manifest.get("schema_version") != SCHEMA_VERSION:
            raise InvalidInput("manifest.schema_version", f"expected {SCHEMA_VERSION}")
        src_user = check_user(manifest.get("user_id"), "manifest.user_id")
        listed = manifest.get("tables")
        required = set(SNAPSHOT_TABLES) - OPTIONAL_SNAPSHOT_TABLES
        if not isinstance(listed, dict) or not required <= set(listed) or not set(listed) <= set(SNAPSHOT_TABLES):
            raise InvalidInput("manifest.tables", f"must list exactly {sorted(SNAPSHOT_TABLES)}")
        tables = {}
        for name in SNAPSHOT_TABLES:
            if name not in listed:  # an optional table the exporting version did not have yet
                spec = TABLES[name]
                tables[name] = pa.schema([spec.arrow_schema.field(c.name) for c in spec.public_cols]).empty_table()
                continue
            path = in_dir / f"{name}.parquet"
            meta = listed[name]
            if not path.is_file():
                raise InvalidInput(f"manifest.tables.{name}", f"missing file {path.name}")
            if not isinstance(meta, dict) or sha256_file(path) != meta.get("sha256"):
                raise InvalidInput(f"manifest.tables.{name}.sha256", "checksum mismatch: file changed or corrupt")
            spec = TABLES[name]
            schema = pa.schema([spec.arrow_schema.field(c.name) for c in spec.public_cols])
            try:
                tbl = pq.read_table(path).select(schema.names).cast(schema)
            except (pa.ArrowInvalid, pa.ArrowTypeError, KeyError, ValueError) as e:
                raise InvalidInput(f"manifest.tables.{name}", f"unexpected columns: {e}") from e
            for c in spec.public_cols:
                if not c.kind.endswith("?") and tbl.column(c.name).null_count:
                    raise InvalidInput(f"manifest.tables.{name}", f"null in non-null column {c.name}")
            if tbl.num_rows != meta.get("rows"):
                raise InvalidInput(f"manifest.tables.{name}.rows", "row count mismatch")
            if tbl.num_rows and set(tbl.column("user_id").to_pylist()) != {src_user}:
                raise InvalidInput(f"manifest.tables.{name}", "rows of another user in the snapshot")
            tables[name] = tbl
        return src_user, tables

    def import_user(
        self, in_dir: str | os.PathLike[str], user_id: str | None = None, replace: bool = False
    ) -> dict[str, int]:
        """Load a snapshot in one transaction: checksums and row counts verified, every row validated into
        its model before anything is written, user renamed if asked, live hashes rebuilt. An existing user
        is a Conflict unless replace=True, which forgets them first in the same transaction."""
        src_user, tables = self._read_snapshot(Path(in_dir))
        target = src_user if user_id is None else check_user(user_id)
        decoders: dict[str, Callable[[dict[str, Any]], Any]] = {
            "turns": Turn.model_validate,
            "memory_items": self._item,
            "item_versions": self._item,
            "profile_facts": self._fact,
            "profile_history": self._fact,
            "stm_state": self._stm,
            "audit": lambda r: self._audit({**r, "seq": 0}),
        }
        for name, tbl in list(tables.items()):
            if target != src_user:
                idx = tbl.schema.get_field_index("user_id")
                tbl = tables[name] = tbl.set_column(
                    idx, tbl.schema.field(idx), pa.array([target] * tbl.num_rows, pa.string())
                )
            dec = decoders.get(name)
            if dec is not None:
                for i, row in enumerate(tbl.to_pylist()):
                    try:
                        dec(row)
                    except (ValidationError, ValueError) as e:
                        raise InvalidInput(f"{name}[{i}]", f"invalid row: {e}") from e
        with self._tx() as con:
            exists = any(self._scalar(con, f"SELECT count(*) FROM {t} WHERE user_id = ?", [target]) for t in TABLES)
            if exists and not replace:
                raise Conflict(f"user {target} already exists (use replace=True)")
            self._drop_hot(target)
            if exists:
                self._delete_user_rows(con, target)
            counts = {}
            for name, tbl in tables.items():
                if name == "audit":
                    base = self._audit_seqs(con, tbl.num_rows)
                    tbl = tbl.append_column("seq", pa.array(range(base + 1, base + 1 + tbl.num_rows), pa.int64()))
                if tbl.num_rows:
                    self._insert_arrow(con, name, tbl)
                counts[name] = tbl.num_rows
            con.execute(
                "INSERT INTO live_hashes SELECT user_id, hash, memory_id FROM memory_items "
                "WHERE user_id = ? AND status = 'active'",
                [target],
            )
            counts["live_hashes"] = int(
                self._scalar(con, "SELECT count(*) FROM live_hashes WHERE user_id = ?", [target])
            )
        if exists:
            counts["compacted"] = int(self.compact())  # the replaced rows must not linger in the file
        return counts


__all__ = ["FORGOTTEN", "OPTIONAL_SNAPSHOT_TABLES", "SCHEMA_VERSION", "SNAPSHOT_TABLES", "TABLES", "Store"]

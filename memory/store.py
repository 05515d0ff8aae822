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

``Store`` is assembled from parts, one file each, all on :class:`memory.store_base.StoreBase` (the file lock,
connection, transactions, row I/O and the cache of hot rows): this module holds turns, items, vectors and the
audit log; :mod:`memory.store_state` the profile, short-term state and ranker feedback; :mod:`memory.store_forget`
forgetting (with the text scrubbing of :mod:`memory.store_scrub`); :mod:`memory.store_port` Parquet snapshots. The
table declarations live in :mod:`memory.store_tables` and the input checks in :mod:`memory.store_checks`.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

import duckdb
import numpy as np
import pyarrow as pa
from pydantic import ValidationError

from memory.errors import Conflict, InvalidInput, NotFound
from memory.schemas import (
    AuditEvent,
    MemoryItem,
    Turn,
    content_hash,
    utcnow,
)
from memory.store_base import PARAM_INSERT_MAX, SCHEMA_VERSION, StoreBase
from memory.store_checks import (
    check_ids,
    check_str,
    check_ts,
    check_user,
    check_vector,
    from_validation,
    revalidate,
)
from memory.store_forget import StoreForgetting
from memory.store_port import StorePort
from memory.store_scrub import FORGOTTEN
from memory.store_state import StoreState
from memory.store_tables import OPTIONAL_SNAPSHOT_TABLES, SNAPSHOT_TABLES, TABLES

_ITEM_STATUSES = ("active", "superseded", "deleted")
_SOURCE_TYPES = ("turn", "segment", "episodic", "fact", "summary")


class Store(StoreForgetting, StorePort, StoreState, StoreBase):
    """Kioku's persistent memory in one DuckDB file (``":memory:"`` for tests)."""

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

    def _item_filter(
        self,
        user_id: str,
        statuses: tuple[str, ...],
        source_types: list[str] | None,
        turn_ids: list[str] | None = None,
    ) -> tuple[str, list[Any]]:
        """The WHERE clause shared by listing and counting, so the two never disagree on what a filter means."""
        check_user(user_id)
        where = "user_id = ? AND status IN (SELECT unnest(?::VARCHAR[]))"
        params: list[Any] = [user_id, self._status_filter(statuses)]
        if source_types is not None:
            if not isinstance(source_types, list | tuple) or any(s not in _SOURCE_TYPES for s in source_types):
                raise InvalidInput("source_types", f"must be a list of {_SOURCE_TYPES}")
            where += " AND source_type IN (SELECT unnest(?::VARCHAR[]))"
            params.append(list(source_types))
        if turn_ids is not None:
            if not isinstance(turn_ids, list | tuple) or not all(isinstance(t, str) for t in turn_ids):
                raise InvalidInput("turn_ids", "must be a list of turn ids")
            where += " AND list_has_any(turn_ids, ?::VARCHAR[])"
            params.append(list(turn_ids))
        return where, params

    def list_items(
        self,
        user_id: str,
        statuses: tuple[str, ...] = ("active",),
        source_types: list[str] | None = None,
        limit: int | None = None,
        offset: int = 0,
        turn_ids: list[str] | None = None,
    ) -> list[MemoryItem]:
        """Items of a user, oldest first; ``turn_ids`` keeps those made from any of these turns (a query, not a
        scan of the user's items in Python: the write path asks it per statement)."""
        where, params = self._item_filter(user_id, statuses, source_types, turn_ids)
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
        where, params = self._item_filter(user_id, statuses, source_types)
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

    # ================================================================================= audit

    def append_audit(self, events: list[AuditEvent]) -> None:
        """Duplicate (user_id, event_id) is a Conflict and nothing of the batch is written."""
        if not isinstance(events, list):
            raise InvalidInput("events", "must be a list of AuditEvent")
        checked = self._check_audit(events, "events")
        if len(checked) <= PARAM_INSERT_MAX:
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

    def users(self) -> list[str]:
        union = " UNION ".join(f"SELECT DISTINCT user_id FROM {t}" for t in TABLES)
        with self._tx() as con:
            return sorted(r[0] for r in con.execute(union).fetchall())


__all__ = ["FORGOTTEN", "OPTIONAL_SNAPSHOT_TABLES", "SCHEMA_VERSION", "SNAPSHOT_TABLES", "TABLES", "Store"]

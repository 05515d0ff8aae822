"""The small per-user state of :class:`memory.store.Store`: profile facts (with their history), each session's
short-term state, and the ranker's per-user feedback (seed 002's online half).

The profile and the short-term state are read several times per turn, so they go through the per-file cache of hot
rows (``StoreBase._hot``): a hit is a dictionary read without the lock; every write here updates or drops the entry
under the file's lock in the same transaction, so the cache never answers differently from the table.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from memory.errors import InvalidInput
from memory.schemas import (
    AuditEvent,
    ProfileFact,
    ShortTermState,
)
from memory.store_base import StoreBase
from memory.store_checks import (
    check_ids,
    check_str,
    check_user,
    revalidate,
)
from memory.store_tables import TABLES

_MISSING = object()  # a cache miss, where None is a cached "no row"


class StoreState(StoreBase):
    """Profile facts, short-term state and ranker feedback of one user."""

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


__all__ = ["StoreState"]

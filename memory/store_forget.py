"""Forgetting, the part of :class:`memory.store.Store` that must leave nothing behind.

Forgetting a user, an item or a profile key is a hard delete across every table (history, vectors, feedback,
aliases), the text of the forgotten values scrubbed from audit details, turns and short-term state
(:mod:`memory.store_scrub`), and a compaction so the write-ahead log and the file's free blocks do not keep it.
"""

from __future__ import annotations

import json
from typing import Any

import duckdb

from memory.errors import NotFound
from memory.store_base import StoreBase
from memory.store_checks import (
    check_str,
    check_user,
)
from memory.store_scrub import Scrub, needle_regex, value_needles


class StoreForgetting(StoreBase):
    """forget_user / forget_item / forget_key and the scrubbing they share."""

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

    def forget_user(self, user_id: str) -> dict[str, int]:
        """Every row of the user in every table; NotFound if the store holds nothing of them."""
        check_user(user_id)
        with self._tx() as con:
            counts = self._delete_user_rows(con, user_id)
            if not any(counts.values()):
                raise NotFound("user", user_id)
        counts["compacted"] = int(self.compact())
        return counts


__all__ = ["StoreForgetting"]

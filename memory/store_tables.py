"""The store's tables, declared once: every column's SQL and Arrow type, primary keys and read order.

One declaration drives the DDL, the Arrow schemas of reads and snapshots, and the row <-> model conversion, so a
new column is added in one place. Columns marked ``!`` are internal (never part of a model or a snapshot row).
"""

from __future__ import annotations

from dataclasses import dataclass

import pyarrow as pa


@dataclass(frozen=True)
class Column:
    name: str
    kind: str  # str, str?, ts, ts?, int, int?, float, bool, strlist, json, vec
    internal: bool = False  # not part of the model nor of snapshots

    @property
    def sql_type(self) -> str:
        base = {
            "str": "VARCHAR",
            "ts": "TIMESTAMPTZ",
            "int": "BIGINT",
            "float": "DOUBLE",
            "bool": "BOOLEAN",
            "strlist": "VARCHAR[]",
            "json": "VARCHAR",
            "vec": "FLOAT[]",
        }[self.kind.rstrip("?")]
        return base if self.kind.endswith("?") else f"{base} NOT NULL"

    @property
    def arrow_type(self) -> pa.DataType:
        return {
            "str": pa.string(),
            "ts": pa.timestamp("us", tz="UTC"),
            "int": pa.int64(),
            "float": pa.float64(),
            "bool": pa.bool_(),
            "strlist": pa.list_(pa.string()),
            "json": pa.string(),
            "vec": pa.list_(pa.float32()),
        }[self.kind.rstrip("?")]


@dataclass(frozen=True)
class TableSpec:
    name: str
    cols: tuple[Column, ...]
    pk: tuple[str, ...]
    order: str  # ORDER BY clause used for reads and snapshots

    @property
    def public_cols(self) -> tuple[Column, ...]:
        return tuple(c for c in self.cols if not c.internal)

    @property
    def arrow_schema(self) -> pa.Schema:
        return pa.schema([pa.field(c.name, c.arrow_type, nullable=c.kind.endswith("?")) for c in self.cols])

    def ddl(self) -> str:
        cols = ", ".join(f'"{c.name}" {c.sql_type}' for c in self.cols)
        return f"CREATE TABLE IF NOT EXISTS {self.name} ({cols}, PRIMARY KEY ({', '.join(self.pk)}))"


def columns(spec: str) -> tuple[Column, ...]:
    out = []
    for part in spec.split():
        name, kind = part.split(":")
        internal = kind.startswith("!")
        out.append(Column(name, kind.lstrip("!"), internal))
    return tuple(out)


ITEM_COLUMNS = columns(
    "memory_id:str user_id:str timestamp:ts domain:str? locale:str? lang:str? title:str summary:str "
    "evidence_ptr:strlist turn_ids:strlist tags:strlist confidence:float hash:str session_id:str? "
    "dialogue_round:int? speaker:str? source_type:str valid_from:ts? valid_to:ts? status:str sensitivity:str "
    "alias_of:str? use_count:int last_used_at:ts? version:int created_at:ts updated_at:ts"
)
FACT_COLUMNS = columns(
    "user_id:str key:str value:json confidence:float source:str updated_at:ts status:str sensitivity:str "
    "lang:str? consent:bool purpose:str? version:int"
)

TABLES: dict[str, TableSpec] = {
    t.name: t
    for t in (
        TableSpec(
            "turns",
            columns(
                "turn_id:str user_id:str session_id:str speaker:str text:str timestamp:ts lang:str? "
                "dialogue_round:int seq:int"
            ),
            ("user_id", "turn_id"),
            "seq, turn_id",
        ),
        TableSpec("memory_items", ITEM_COLUMNS, ("user_id", "memory_id"), '"timestamp", memory_id'),
        TableSpec("item_versions", ITEM_COLUMNS, ("user_id", "memory_id", "version"), "memory_id, version"),
        TableSpec(
            "item_vectors",
            columns("user_id:str memory_id:str model:str vec:vec"),
            ("user_id", "memory_id", "model"),
            "memory_id, model",
        ),
        TableSpec("live_hashes", columns("user_id:str hash:str memory_id:str"), ("user_id", "hash"), "hash"),
        TableSpec("profile_facts", FACT_COLUMNS, ("user_id", "key"), "key"),
        TableSpec("profile_history", FACT_COLUMNS, ("user_id", "key", "version"), "key, version"),
        TableSpec(
            "stm_state",
            columns(
                "user_id:str session_id:str last_k_turns:json running_summary:str goal_stack:strlist k:int "
                "tokens:int updated_at:ts"
            ),
            ("user_id", "session_id"),
            "session_id",
        ),
        TableSpec(
            "audit",
            columns("event_id:str user_id:str ts:ts action:str target:str detail:json seq:!int"),
            ("user_id", "event_id"),
            "ts, seq",
        ),
        # Citation feedback of the learned ranker (memory.feedback): one bounded score offset per memory.
        TableSpec(
            "ranker_feedback",
            columns(
                "user_id:str memory_id:str adjust:float cited:int shown:int session_id:str? session_move:float "
                "updated_at:ts"
            ),
            ("user_id", "memory_id"),
            "memory_id",
        ),
    )
}
# live_hashes is derived from memory_items: it is rebuilt on import instead of being shipped in snapshots.
SNAPSHOT_TABLES = tuple(n for n in TABLES if n != "live_hashes")
# Tables added after snapshots already existed: a snapshot without them imports with none of their rows.
OPTIONAL_SNAPSHOT_TABLES = frozenset({"ranker_feedback"})


__all__ = [
    "FACT_COLUMNS",
    "ITEM_COLUMNS",
    "OPTIONAL_SNAPSHOT_TABLES",
    "SNAPSHOT_TABLES",
    "TABLES",
    "Column",
    "TableSpec",
]

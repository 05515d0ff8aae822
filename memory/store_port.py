"""Snapshots, the part of :class:`memory.store.Store` that moves one user's rows in and out as Parquet.

An export is one consistent cut (one transaction) with a manifest written last (row counts, sha256 per file); an
import checks the manifest and every row before it replaces anything, so a corrupt snapshot writes nothing.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq
from pydantic import ValidationError

from memory.errors import Conflict, InvalidInput, NotFound
from memory.schemas import (
    Turn,
    utcnow,
)
from memory.store_base import SCHEMA_VERSION, StoreBase
from memory.store_checks import (
    check_user,
    sha256_file,
)
from memory.store_tables import OPTIONAL_SNAPSHOT_TABLES, SNAPSHOT_TABLES, TABLES


class StorePort(StoreBase):
    """export_user / import_user: one user's rows as a Parquet snapshot with a manifest."""

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


__all__ = ["StorePort"]

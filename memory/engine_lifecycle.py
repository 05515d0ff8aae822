"""Forgetting and snapshots: a mixin of :class:`memory.engine.MemoryEngine`.

Forgetting reaches everything a memory left behind (store rows, history, vectors and audit text via the store;
the in-memory index, embedding-cache entries, the vectors of a turn in flight and every snapshot this engine
exported), which is why export and import live next to it: a snapshot is one more copy to forget.
"""

from __future__ import annotations

import json
import shutil
import threading
from pathlib import Path
from typing import Any

from .engine_types import _PENDING_STM, _check_str, _UserState, check_user
from .errors import NotFound
from .schemas import utcnow


class EngineLifecycle:
    """The forgetting / export half of the engine; every attribute below is set by ``MemoryEngine.__init__``."""

    store: Any
    cache: Any
    data_dir: Path
    _users_lock: threading.Lock
    _users: dict[str, Any]

    def _state(self, user_id: str) -> _UserState:
        raise NotImplementedError

    def _refresh_index(self, user_id: str) -> None:
        raise NotImplementedError

    def forget(self, user_id: str, key: str | None = None) -> dict[str, int]:
        """Forget a profile key or a memory id, or (key None) the whole user, everywhere.

        Store rows, history, vectors and audit text go via the store; the in-memory index, the embedding cache
        entries of the forgotten texts and any snapshot this engine exported for the user go here.
        """
        from .embcache import forget_in_request

        check_user(user_id)
        pending = _PENDING_STM.get()
        for held in [k for k in pending or () if k[0] == user_id]:  # a turn in flight: its STM is scrubbed too
            self.store.put_stm(pending.pop(held))
        with self._state(user_id).lock:
            if key is None:
                texts = [
                    i.summary for i in self.store.list_items(user_id, statuses=("active", "superseded", "deleted"))
                ]
                texts += [t.text for t in self.store.get_turns(user_id)]
                counts = self.store.forget_user(user_id)
                counts["snapshots"] = self._drop_snapshots(user_id)
            else:
                _check_str("key", key)
                try:
                    item = self.store.get_item(user_id, key)
                except NotFound:
                    item = None
                if item is not None:
                    texts = [v.summary for v in self.store.history(user_id, key)]
                    counts = self.store.forget_item(user_id, key)
                else:
                    fact_values = [
                        json.dumps(f.value, ensure_ascii=False) for f in self.store.fact_history(user_id, key)
                    ]
                    tagged = self.store.list_items(user_id, statuses=("active", "superseded", "deleted"))
                    texts = fact_values + [i.summary for i in tagged if f"profile:{key}" in i.tags]
                    counts = self.store.forget_key(user_id, key)
                counts["snapshots"] = self._drop_snapshots(user_id) if counts else 0
            if self.cache is not None and texts:
                counts["cache"] = self.cache.delete_texts(texts)
            forget_in_request(texts)  # a turn that forgets mid-way holds no vector of what it forgot
            self._state(user_id).recent.clear()  # nor the turns it stored (they may hold the scrubbed text)
            self._refresh_index(user_id)
        if key is None:
            with self._users_lock:
                self._users.pop(user_id, None)
        return counts

    def _snapshot_registry(self) -> Path:
        return self.data_dir / "snapshots.json"

    def _drop_snapshots(self, user_id: str) -> int:
        """Snapshots hold the forgotten data too; they are deleted (a new export can be made after)."""
        reg = self._load_registry()
        paths = reg.pop(user_id, [])
        for p in paths:
            shutil.rmtree(p, ignore_errors=True)
        self._snapshot_registry().write_text(json.dumps(reg, indent=1))
        return len(paths)

    def _load_registry(self) -> dict[str, list[str]]:
        p = self._snapshot_registry()
        return json.loads(p.read_text()) if p.exists() else {}

    def export(self, user_id: str, out_dir: str | Path | None = None) -> Path:
        """Export the user's whole memory as Parquet + manifest; returns the manifest path."""
        check_user(user_id)
        if not self.store.users() or user_id not in self.store.users():
            raise NotFound("user", user_id)
        out = Path(out_dir) if out_dir else self.data_dir / "snapshots" / user_id / utcnow().strftime("%Y%m%dT%H%M%S%f")
        manifest = self.store.export_user(user_id, out)
        reg = self._load_registry()
        reg.setdefault(user_id, []).append(str(out.resolve()))
        self._snapshot_registry().write_text(json.dumps(reg, indent=1))
        return manifest

    def import_user(self, in_dir: str | Path, user_id: str | None = None, replace: bool = False) -> dict[str, int]:
        counts = self.store.import_user(in_dir, user_id=user_id, replace=replace)
        if user_id:
            self._refresh_index(user_id)
        else:
            with self._users_lock:
                self._users.clear()
        return counts

"""The store's input checks: everything that reaches the DuckDB file is validated here first.

Every check raises :class:`memory.errors.InvalidInput` naming the field, so a bad call writes nothing and the
HTTP layer can answer 4xx with that name; a model built around validation (``model_construct``) is validated
again before it is stored.
"""

from __future__ import annotations

import hashlib
import json
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar

import numpy as np
from pydantic import BaseModel, ValidationError

from memory.errors import InvalidInput
from memory.schemas import as_utc

M = TypeVar("M", bound=BaseModel)


def json_exact(value: Any, field: str) -> str:
    """JSON text that decodes back to an equal value; anything lossy (tuples, NaN, non-str keys, objects)
    is refused instead of being silently changed on the way through the file."""
    try:
        text = json.dumps(value, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError) as e:
        raise InvalidInput(field, f"must be JSON-serialisable: {e}") from e
    if json.loads(text) != value:
        raise InvalidInput(field, "does not survive a JSON round trip (tuple, non-string key?)")
    return text


def check_user(user_id: Any, field: str = "user_id") -> str:
    if not isinstance(user_id, str) or not user_id:
        raise InvalidInput(field, "must be a non-empty string")
    return user_id


def check_str(value: Any, field: str) -> str:
    if not isinstance(value, str) or not value:
        raise InvalidInput(field, "must be a non-empty string")
    return value


def check_ids(ids: Any, field: str) -> list[str]:
    if not isinstance(ids, list | tuple) or not all(isinstance(i, str) and i for i in ids):
        raise InvalidInput(field, "must be a list of non-empty strings")
    return list(ids)


def revalidate(obj: Any, cls: type[M], field: str) -> M:
    """Re-run validation: a model built with model_construct (or mutated around validation) must not
    reach the file unchecked."""
    if not isinstance(obj, cls):
        raise InvalidInput(field, f"expected {cls.__name__}, got {type(obj).__name__}")
    try:
        return cls.model_validate(obj.model_dump())
    except ValidationError as e:
        raise from_validation(e, field) from e


def from_validation(e: ValidationError, prefix: str) -> InvalidInput:
    err = e.errors()[0]
    loc = ".".join(str(p) for p in err["loc"])
    return InvalidInput(f"{prefix}.{loc}" if prefix and loc else (prefix or loc), err["msg"])


def check_vector(v: Any, field: str) -> np.ndarray:
    try:
        arr = np.asarray(v, dtype=np.float32)
    except (TypeError, ValueError) as e:
        raise InvalidInput(field, f"not a numeric vector: {e}") from e
    if arr.ndim != 1 or arr.size == 0:
        raise InvalidInput(field, f"must be a non-empty 1-D vector, got shape {arr.shape}")
    if not np.all(np.isfinite(arr)):
        raise InvalidInput(field, "contains NaN or inf")
    return arr


def check_ts(value: Any, field: str) -> datetime:
    if not isinstance(value, datetime):
        raise InvalidInput(field, "must be a datetime")
    return as_utc(value)


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


__all__ = [
    "check_ids",
    "check_str",
    "check_ts",
    "check_user",
    "check_vector",
    "from_validation",
    "json_exact",
    "revalidate",
    "sha256_file",
]

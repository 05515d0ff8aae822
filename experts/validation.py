"""Parsing and JSON-schema validation of expert answers.

LLMs wrap JSON in prose or code fences, and local models emit truncated or invalid JSON. Peers drop such
answers silently; here every answer is parsed and validated, and a failure produces an error message that
is specific enough to be sent back to the model as a correction.

``jsonschema`` is used when it is installed (``VALIDATOR == "jsonschema"``); otherwise a small validator
covers the subset of JSON Schema that the prompt schemas in ``configs/prompts`` use
(``VALIDATOR == "builtin"``). Both report the path of the first error.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any

try:  # optional: the full validator when present
    import jsonschema as _jsonschema

    VALIDATOR = "jsonschema"
except ImportError:  # pragma: no cover - jsonschema is installed in this venv
    _jsonschema = None
    VALIDATOR = "builtin"

# Keywords the builtin validator understands; a schema that needs more must run with jsonschema installed.
BUILTIN_KEYWORDS = frozenset(
    {
        "type",
        "properties",
        "required",
        "additionalProperties",
        "items",
        "enum",
        "const",
        "minimum",
        "maximum",
        "minItems",
        "maxItems",
        "minLength",
        "maxLength",
        "anyOf",
        "description",
        "title",
        "default",
        "$schema",
    }
)


class AnswerError(ValueError):
    """An expert answer that is not JSON or does not match the task's schema."""


_FENCE = re.compile(r"```(?:json)?\s*(.*?)```", re.S | re.I)


def extract_json(text: str) -> Any:
    """Parse the JSON value in a model answer, tolerating code fences and surrounding prose.

    Only the first complete top-level object/array is taken: a model that appends an explanation after the
    JSON still gives a usable answer, but a truncated object is an error (never a guess).
    """
    if text is None or not str(text).strip():
        raise AnswerError("empty answer")
    s = str(text).strip()
    m = _FENCE.search(s)
    if m:
        s = m.group(1).strip()
    try:
        return json.loads(s)
    except json.JSONDecodeError:
        pass
    starts = [i for i in (s.find("{"), s.find("[")) if i >= 0]
    if not starts:
        raise AnswerError("answer contains no JSON object")
    dec = json.JSONDecoder()
    try:
        value, _ = dec.raw_decode(s[min(starts) :])
    except json.JSONDecodeError as e:
        raise AnswerError(f"invalid JSON: {e.msg} at char {e.pos}") from None
    return value


def _path(parts: list[Any]) -> str:
    return "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in parts)


_TYPES: dict[str, Any] = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    "number": lambda v: isinstance(v, int | float) and not isinstance(v, bool) and math.isfinite(v),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
}


def _builtin_errors(value: Any, schema: dict[str, Any], path: list[Any]) -> str | None:
    unknown = set(schema) - BUILTIN_KEYWORDS
    if unknown:
        raise ValueError(f"builtin validator does not support {sorted(unknown)}; install jsonschema")
    if "anyOf" in schema:
        if all(_builtin_errors(value, sub, path) for sub in schema["anyOf"]):
            return f"{_path(path)}: matches none of anyOf"
    t = schema.get("type")
    if t is not None:
        types = t if isinstance(t, list) else [t]
        if not any(_TYPES[x](value) for x in types):
            return f"{_path(path)}: expected {'/'.join(types)}, got {type(value).__name__}"
    if "enum" in schema and value not in schema["enum"]:
        return f"{_path(path)}: {value!r} is not one of {schema['enum']}"
    if "const" in schema and value != schema["const"]:
        return f"{_path(path)}: expected {schema['const']!r}"
    if _TYPES["number"](value):
        if "minimum" in schema and value < schema["minimum"]:
            return f"{_path(path)}: {value} < minimum {schema['minimum']}"
        if "maximum" in schema and value > schema["maximum"]:
            return f"{_path(path)}: {value} > maximum {schema['maximum']}"
    if isinstance(value, str):
        if "minLength" in schema and len(value) < schema["minLength"]:
            return f"{_path(path)}: shorter than {schema['minLength']}"
        if "maxLength" in schema and len(value) > schema["maxLength"]:
            return f"{_path(path)}: longer than {schema['maxLength']}"
    if isinstance(value, list):
        if "minItems" in schema and len(value) < schema["minItems"]:
            return f"{_path(path)}: fewer than {schema['minItems']} items"
        if "maxItems" in schema and len(value) > schema["maxItems"]:
            return f"{_path(path)}: more than {schema['maxItems']} items"
        if isinstance(schema.get("items"), dict):
            for i, item in enumerate(value):
                err = _builtin_errors(item, schema["items"], [*path, i])
                if err:
                    return err
    if isinstance(value, dict):
        for req in schema.get("required", []):
            if req not in value:
                return f"{_path(path)}: missing required property {req!r}"
        props = schema.get("properties", {})
        addl = schema.get("additionalProperties", True)
        for k, v in value.items():
            if k in props:
                err = _builtin_errors(v, props[k], [*path, k])
                if err:
                    return err
            elif addl is False:
                return f"{_path(path)}: unexpected property {k!r}"
            elif isinstance(addl, dict):
                err = _builtin_errors(v, addl, [*path, k])
                if err:
                    return err
    return None


def validate(value: Any, schema: dict[str, Any], *, backend: str | None = None) -> None:
    """Raise AnswerError naming the first violation; ``backend`` forces "builtin" or "jsonschema"."""
    use = backend or VALIDATOR
    if use == "jsonschema":
        if _jsonschema is None:  # pragma: no cover
            raise ValueError("jsonschema is not installed")
        cls = _jsonschema.validators.validator_for(schema)
        errors = sorted(cls(schema).iter_errors(value), key=lambda e: list(e.absolute_path))
        if errors:
            e = errors[0]
            raise AnswerError(f"{_path(list(e.absolute_path))}: {e.message}")
        return
    err = _builtin_errors(value, schema, [])
    if err:
        raise AnswerError(err)


def check_schema(schema: dict[str, Any]) -> None:
    """Reject a malformed schema at load time rather than on the first expert answer."""
    if not isinstance(schema, dict) or schema.get("type") != "object":
        raise ValueError("an answer schema must be a JSON object schema (type: object)")
    if _jsonschema is not None:
        try:
            _jsonschema.validators.validator_for(schema).check_schema(schema)
        except _jsonschema.exceptions.SchemaError as e:
            raise ValueError(f"invalid JSON schema at {list(e.absolute_path)}: {e.message}") from None
    _check_builtin_subset(schema)


def _check_builtin_subset(schema: dict[str, Any]) -> None:
    """Prompt schemas stay inside the builtin subset so validation does not depend on an optional package."""
    unknown = set(schema) - BUILTIN_KEYWORDS
    if unknown:
        raise ValueError(f"schema keywords outside the supported subset: {sorted(unknown)}")
    t = schema.get("type")
    for name in t if isinstance(t, list) else [t] if t is not None else []:
        if name not in _TYPES:
            raise ValueError(f"unknown type {name!r}")
    for sub in schema.get("properties", {}).values():
        _check_builtin_subset(sub)
    for key in ("items", "additionalProperties"):
        if isinstance(schema.get(key), dict):
            _check_builtin_subset(schema[key])
    for sub in schema.get("anyOf", []):
        _check_builtin_subset(sub)


def parse_answer(text: str, schema: dict[str, Any]) -> Any:
    """Text -> validated JSON value, or AnswerError."""
    value = extract_json(text)
    validate(value, schema)
    return value

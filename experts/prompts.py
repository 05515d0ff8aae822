"""Expert prompts as YAML templates (``configs/prompts/<role>.yaml``), validated with pydantic.

A template declares its inputs, its system/user text (``${name}`` placeholders, so JSON braces in the text
need no escaping) and the JSON schema of the answer. Loading checks the schema and that the placeholders and
declared inputs match exactly, so a typo fails at start-up instead of producing a prompt with a hole in it.
``build_task`` renders the messages and keeps the structured inputs on the task for the local experts.
"""

from __future__ import annotations

import json
import os
import string
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from memory.config import CONFIG_DIR
from memory.errors import InvalidInput

from .base import ExpertTask
from .validation import check_schema

PROMPTS_DIR = Path(os.environ.get("KIOKU_PROMPTS_DIR", CONFIG_DIR / "prompts"))

InputType = Literal["string", "integer", "number", "boolean", "array", "object", "any"]
_PY_TYPES: dict[str, tuple[type, ...]] = {
    "string": (str,),
    "integer": (int,),
    "number": (int, float),
    "boolean": (bool,),
    "array": (list, tuple),
    "object": (dict, Mapping),
}


class InputSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")

    type: InputType = "string"
    description: str = ""
    default: Any = None

    @property
    def required(self) -> bool:
        return "default" not in self.model_fields_set


class PromptTemplate(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    role: str = Field(min_length=1, pattern=r"^[a-z][a-z0-9_]*$")
    version: int = Field(default=1, ge=1)
    description: str
    tag: str | None = None
    budget_tokens: int = Field(default=512, gt=0)
    temperature: float = Field(default=0.0, ge=0.0, le=2.0)
    inputs: dict[str, InputSpec]
    system: str = Field(min_length=1)
    user: str = Field(min_length=1)
    answer_schema: dict[str, Any] = Field(alias="schema")

    @field_validator("answer_schema")
    @classmethod
    def _schema_ok(cls, v: dict[str, Any]) -> dict[str, Any]:
        check_schema(v)
        return v

    @model_validator(mode="after")
    def _placeholders_match(self) -> PromptTemplate:
        used: set[str] = set()
        for text in (self.system, self.user):
            for _, named, braced, _ in string.Template.pattern.findall(text):
                if named or braced:
                    used.add(named or braced)
        undeclared = used - set(self.inputs)
        unused = set(self.inputs) - used
        if undeclared:
            raise ValueError(f"placeholders without a declared input: {sorted(undeclared)}")
        if unused:
            raise ValueError(f"declared inputs never used in the templates: {sorted(unused)}")
        return self

    def resolve_inputs(self, inputs: Mapping[str, Any]) -> dict[str, Any]:
        """Defaults filled in, types checked; unknown inputs are an error (a typo, not a feature)."""
        extra = set(inputs) - set(self.inputs)
        if extra:
            raise InvalidInput("inputs", f"unknown inputs for {self.role}: {sorted(extra)}")
        out: dict[str, Any] = {}
        for name, spec in self.inputs.items():
            if name in inputs:
                v = inputs[name]
            elif spec.required:
                raise InvalidInput(f"inputs.{name}", f"required by the {self.role} prompt")
            else:
                v = spec.default
            if spec.type != "any" and v is not None:
                ok = isinstance(v, _PY_TYPES[spec.type]) and not (
                    spec.type in ("integer", "number") and isinstance(v, bool)
                )
                if not ok:
                    raise InvalidInput(f"inputs.{name}", f"expected {spec.type}, got {type(v).__name__}")
            out[name] = v
        return out

    def render(self, inputs: Mapping[str, Any]) -> list[dict[str, str]]:
        values = {k: _as_text(v) for k, v in self.resolve_inputs(inputs).items()}
        return [
            {"role": "system", "content": string.Template(self.system).substitute(values).strip()},
            {"role": "user", "content": string.Template(self.user).substitute(values).strip()},
        ]

    def build_task(self, inputs: Mapping[str, Any], *, lang: str | None = None, **overrides: Any) -> ExpertTask:
        resolved = self.resolve_inputs(inputs)
        if lang is None and isinstance(resolved.get("lang"), str) and resolved["lang"] in ("ja", "en", "zh"):
            lang = resolved["lang"]
        fields: dict[str, Any] = {
            "role": self.role,
            "messages": self.render(resolved),
            "schema": self.answer_schema,
            "budget_tokens": self.budget_tokens,
            "tag": self.tag or self.role,
            "temperature": self.temperature,
            "lang": lang,
            "inputs": resolved,
        }
        fields.update(overrides)
        return ExpertTask(**fields)


def _as_text(v: Any) -> str:
    if isinstance(v, str):
        return v
    if isinstance(v, bool):
        return "true" if v else "false"
    return json.dumps(v, ensure_ascii=False, default=str)


def load_prompt(path: str | Path) -> PromptTemplate:
    p = Path(path)
    try:
        data = yaml.safe_load(p.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as e:
        raise InvalidInput(str(p), f"cannot read prompt: {e}") from e
    try:
        tpl = PromptTemplate.model_validate(data)
    except ValidationError as e:
        raise InvalidInput(str(p), str(e)) from e
    if tpl.role != p.stem:
        raise InvalidInput(str(p), f"role {tpl.role!r} must match the file name")
    return tpl


@lru_cache(maxsize=8)
def _load_dir(directory: str) -> dict[str, PromptTemplate]:
    files = sorted(Path(directory).glob("*.yaml"))
    if not files:
        raise InvalidInput("prompts_dir", f"no prompt templates in {directory}")
    return {f.stem: load_prompt(f) for f in files}


def load_prompts(directory: str | Path | None = None) -> dict[str, PromptTemplate]:
    """All templates of a directory, by role (cached; validated once)."""
    return dict(_load_dir(str(Path(directory or PROMPTS_DIR).resolve())))


def get_prompt(role: str, directory: str | Path | None = None) -> PromptTemplate:
    prompts = load_prompts(directory)
    if role not in prompts:
        raise InvalidInput("role", f"no prompt for role {role!r}; known: {sorted(prompts)}")
    return prompts[role]


def build_task(role: str, inputs: Mapping[str, Any], *, lang: str | None = None, **overrides: Any) -> ExpertTask:
    """The usual entry point: ``build_task("profile_extractor", {"turn": text})``."""
    return get_prompt(role).build_task(inputs, lang=lang, **overrides)

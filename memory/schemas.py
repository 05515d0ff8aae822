"""Pydantic models at the memory core's boundaries (seed 000 §4.3, §5.1).

These are the shapes that cross the store, the engine's API, the HTTP layer and Parquet snapshots.
Timestamps are timezone-aware UTC; a naive datetime given by a caller is taken as UTC.
"""

from __future__ import annotations

import hashlib
import unicodedata
from datetime import UTC, datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

Lang = Literal["ja", "en", "zh"]
Sensitivity = Literal["low", "med", "high"]
FactStatus = Literal["ok", "conflict", "superseded"]
ItemStatus = Literal["active", "superseded", "deleted"]
# What a long-term item was made from: a single turn, a topic segment of turns, an episodic entry
# distilled by the writer, a profile-like fact, or a session summary.
SourceType = Literal["turn", "segment", "episodic", "fact", "summary"]


def utcnow() -> datetime:
    return datetime.now(UTC)


def as_utc(ts: datetime) -> datetime:
    """Naive datetimes are taken as UTC; aware ones are converted."""
    return ts.replace(tzinfo=UTC) if ts.tzinfo is None else ts.astimezone(UTC)


def normalize_text(text: str) -> str:
    """NFKC + collapsed whitespace: the form that hashing and dedup compare."""
    return " ".join(unicodedata.normalize("NFKC", text).split())


def content_hash(*parts: str) -> str:
    """sha256 over normalised parts; the store's uniqueness key for items."""
    h = hashlib.sha256()
    for p in parts:
        h.update(normalize_text(p).casefold().encode("utf-8"))
        h.update(b"\x1f")
    return "sha256:" + h.hexdigest()


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    @field_validator("*", mode="after")
    @classmethod
    def _utc(cls, v: Any) -> Any:
        return as_utc(v) if isinstance(v, datetime) else v


class Turn(_Model):
    """One utterance as it was said, with its absolute time. Turns are the evidence everything cites."""

    turn_id: str = Field(min_length=1)  # unique per user, e.g. "D3:7" for LoCoMo or "s1:12"
    user_id: str = Field(min_length=1)
    session_id: str = Field(min_length=1)
    speaker: str = Field(min_length=1)  # "user" / "assistant" or a participant's name
    text: str
    timestamp: datetime
    lang: Lang | None = None
    dialogue_round: int = 0  # 0-based position of the turn within its session
    seq: int = 0  # global order of the turn for this user (monotone over sessions)


class ProfileFact(_Model):
    """A stable trait or constraint (seed 000 §5.1 UP). One live fact per (user, key)."""

    user_id: str = Field(min_length=1)
    key: str = Field(min_length=1)
    value: Any
    confidence: float = Field(default=0.8, ge=0.0, le=1.0)
    source: str = "chat"
    updated_at: datetime = Field(default_factory=utcnow)
    status: FactStatus = "ok"
    sensitivity: Sensitivity = "low"
    lang: Lang | None = None
    consent: bool = False
    purpose: str | None = None
    version: int = 1


class StmTurn(_Model):
    role: str
    text: str
    lang: Lang | None = None
    timestamp: datetime | None = None


class ShortTermState(_Model):
    """Per-session working memory (seed 000 §5.3): last k turns, running summary, goal stack."""

    user_id: str = Field(min_length=1)
    session_id: str = Field(min_length=1)
    last_k_turns: list[StmTurn] = Field(default_factory=list)
    running_summary: str = ""
    goal_stack: list[str] = Field(default_factory=list)
    k: int = 8
    tokens: int = 0
    updated_at: datetime = Field(default_factory=utcnow)


class MemoryItem(_Model):
    """A long-term memory entry (seed 000 §5.1 LTM) plus the fields retrieval and governance need."""

    memory_id: str = Field(min_length=1)
    user_id: str = Field(min_length=1)
    timestamp: datetime  # when the remembered thing happened / was said
    domain: str | None = None
    locale: str | None = None
    lang: Lang | None = None
    title: str = ""
    summary: str  # the text that is indexed and injected
    evidence_ptr: list[str] = Field(default_factory=list)  # e.g. "conv://s_1#t3..t7"
    turn_ids: list[str] = Field(default_factory=list)  # the turns it covers, in order
    tags: list[str] = Field(default_factory=list)
    confidence: float = Field(default=0.8, ge=0.0, le=1.0)
    hash: str = ""  # content hash; UNIQUE per user among live items
    session_id: str | None = None
    dialogue_round: int | None = None
    speaker: str | None = None
    source_type: SourceType = "turn"
    valid_from: datetime | None = None
    valid_to: datetime | None = None  # set when superseded: the validity window closes
    status: ItemStatus = "active"
    sensitivity: Sensitivity = "low"
    alias_of: str | None = None  # same memory in another language (reflection links these)
    use_count: int = 0
    last_used_at: datetime | None = None
    version: int = 1
    created_at: datetime = Field(default_factory=utcnow)
    updated_at: datetime = Field(default_factory=utcnow)


class AuditEvent(_Model):
    """One committed change: who/when/what, with the experts' evidence when consensus decided it."""

    event_id: str
    user_id: str
    ts: datetime = Field(default_factory=utcnow)
    action: str  # ADD / UPDATE / DELETE / NOOP / FORGET / CONFLICT / ...
    target: str  # memory_id, "profile:<key>", "user"
    detail: dict[str, Any] = Field(default_factory=dict)


class SearchFilters(_Model):
    """Metadata filters applied before ranking."""

    session_ids: list[str] | None = None
    speakers: list[str] | None = None
    source_types: list[SourceType] | None = None
    langs: list[Lang] | None = None
    tags: list[str] | None = None
    since: datetime | None = None
    until: datetime | None = None


class SearchHit(_Model):
    item: MemoryItem
    score: float
    components: dict[str, float] = Field(default_factory=dict)  # dense, bm25, recency, type, rerank...


class ContextSection(_Model):
    name: Literal["PROFILE", "LONG_TERM_MEMORY", "CONTEXT_SUMMARY"]
    text: str
    tokens: int
    budget: int


class BuiltContext(_Model):
    """What build_context returns: the sections, the rendered system prompt and the evidence used."""

    system_prompt: str
    sections: list[ContextSection]
    evidence: list[SearchHit]
    profile: list[ProfileFact]
    reply_lang: Lang
    query_lang: Lang
    total_tokens: int
    budget: int

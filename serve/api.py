"""The HTTP contract: request and response models of every endpoint.

Requests forbid unknown fields (a misspelt ``user_id`` must be a 422 naming it, not an anonymous write) and
bound every string, so oversize input is refused before it reaches the engine. Responses reuse the core's
schemas (``memory.schemas``) so the HTTP shapes cannot drift from what the store keeps.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from memory.schemas import AuditEvent, ContextSection, Lang, MemoryItem, ProfileFact, SearchFilters, SourceType

MAX_TEXT = 32_000  # characters in one message: the engine's limit, checked here first
MAX_ID = 256


class Req(BaseModel):
    model_config = ConfigDict(extra="forbid")


UserId = Field(min_length=1, max_length=MAX_ID, pattern=r"\S")
SessionId = Field(min_length=1, max_length=MAX_ID, pattern=r"\S")


# ---------------------------------------------------------------------------------------------- turns


class TurnRequest(Req):
    user_id: str = UserId
    session_id: str = SessionId
    message: str = Field(min_length=1, max_length=MAX_TEXT, pattern=r"\S")
    timestamp: datetime | None = None
    k: int | None = Field(default=None, ge=1, le=100)
    preset: str | None = Field(default=None, max_length=64)


class ContextRequest(TurnRequest):
    """The inputs of a turn; nothing is written (a caller with its own model posts the exchange to
    ``/v1/memories`` afterwards)."""


class EvidenceOut(BaseModel):
    """A memory that went into the prompt, with pointers back to the turns it came from."""

    memory_id: str
    text: str
    score: float
    source_type: SourceType
    timestamp: datetime
    session_id: str | None
    speaker: str | None
    turn_ids: list[str]
    evidence_ptr: list[str]

    @classmethod
    def of(cls, hit: Any) -> EvidenceOut:
        it: MemoryItem = hit.item
        return cls(
            memory_id=it.memory_id,
            text=it.summary,
            score=float(hit.score),
            source_type=it.source_type,
            timestamp=it.timestamp,
            session_id=it.session_id,
            speaker=it.speaker,
            turn_ids=list(it.turn_ids),
            evidence_ptr=list(it.evidence_ptr) or [f"memory://{it.memory_id}"],
        )


class TurnResponse(BaseModel):
    trace_id: str
    reply: str | None
    generator: str  # "extractive" or "<provider>/<model>": says what produced the reply
    lang: Lang
    reply_lang: Lang
    memories: list[EvidenceOut]
    profile: list[ProfileFact]
    confirmation: str | None


class ContextResponse(BaseModel):
    system_prompt: str
    sections: list[ContextSection]
    evidence: list[EvidenceOut]
    profile: list[ProfileFact]
    reply_lang: Lang
    query_lang: Lang
    total_tokens: int
    budget: int


# ---------------------------------------------------------------------------------------------- memories


class MessageIn(Req):
    role: str = Field(default="user", min_length=1, max_length=MAX_ID)
    content: str = Field(min_length=1, max_length=MAX_TEXT, pattern=r"\S")
    timestamp: datetime | None = None
    turn_id: str | None = Field(default=None, min_length=1, max_length=MAX_ID)
    image_caption: str | None = Field(default=None, max_length=MAX_TEXT)


class FactIn(Req):
    text: str = Field(min_length=1, max_length=MAX_TEXT, pattern=r"\S")
    tags: list[str] = Field(default_factory=list, max_length=64)
    timestamp: datetime | None = None
    confidence: float = Field(default=0.9, ge=0.0, le=1.0)
    sensitivity: Literal["low", "med", "high"] = "low"


class MemoriesRequest(Req):
    """Either the messages of a conversation (stored as turns, one engine write) or explicit facts, not both.
    Every part is validated before the first write, so bad input writes nothing."""

    user_id: str = UserId
    session_id: str | None = Field(default=None, min_length=1, max_length=MAX_ID)
    messages: list[MessageIn] | None = Field(default=None, min_length=1, max_length=1000)
    facts: list[FactIn] | None = Field(default=None, min_length=1, max_length=100)
    timestamp: datetime | None = None

    @model_validator(mode="after")
    def _one_kind(self) -> MemoriesRequest:
        if (self.messages is None) == (self.facts is None):
            raise ValueError("give exactly one of 'messages' or 'facts'")
        if self.messages is not None and self.session_id is None:
            raise ValueError("'session_id' is required with 'messages'")
        return self


class MemoriesResponse(BaseModel):
    memories: list[MemoryItem]
    turns: int = 0
    skipped: int = 0  # turns already stored (re-delivery is idempotent)
    duplicates: int = 0  # facts already remembered


class MemoryList(BaseModel):
    memories: list[MemoryItem]


class UpdateMemoryRequest(Req):
    user_id: str = UserId
    text: str | None = Field(default=None, min_length=1, max_length=MAX_TEXT, pattern=r"\S")
    tags: list[str] | None = Field(default=None, max_length=64)
    confidence: float | None = Field(default=None, ge=0.0, le=1.0)
    sensitivity: Literal["low", "med", "high"] | None = None

    def changes(self) -> dict[str, Any]:
        return {k: v for k, v in self.model_dump(exclude={"user_id", "text"}).items() if v is not None}


class SearchRequest(Req):
    user_id: str = UserId
    query: str = Field(min_length=1, max_length=MAX_TEXT, pattern=r"\S")
    k: int = Field(default=10, ge=1, le=100)
    filters: SearchFilters | None = None
    preset: str | None = Field(default=None, max_length=64)


class SearchHitOut(BaseModel):
    memory: MemoryItem
    score: float
    components: dict[str, float]


class SearchResponse(BaseModel):
    hits: list[SearchHitOut]


# ---------------------------------------------------------------------------------------------- users


class FactPatch(Req):
    key: str = Field(min_length=1, max_length=MAX_ID, pattern=r"\S")
    value: Any
    confidence: float = Field(default=0.95, ge=0.0, le=1.0)
    sensitivity: Literal["low", "med", "high"] = "low"
    consent: bool = False
    purpose: str | None = Field(default=None, max_length=MAX_ID)
    lang: Lang | None = None


class ProfilePatch(Req):
    facts: list[FactPatch] = Field(min_length=1, max_length=100)


class ProfileResponse(BaseModel):
    user_id: str
    facts: list[ProfileFact]


class ConflictOut(BaseModel):
    key: str
    current: ProfileFact
    previous: list[ProfileFact]  # earlier versions of the key, newest first


class ConflictsResponse(BaseModel):
    user_id: str
    conflicts: list[ConflictOut]


class ConfirmRequest(Req):
    """Resolve a conflict: keep the pending value (``value`` omitted) or set the one the user confirms."""

    value: Any = None
    keep_pending: bool = True


class ForgetRequest(Req):
    key: str = Field(min_length=1, max_length=MAX_ID, pattern=r"\S")


class ForgetResponse(BaseModel):
    user_id: str
    key: str | None
    removed: dict[str, int]


class AuditResponse(BaseModel):
    user_id: str
    events: list[AuditEvent]


class ExportResponse(BaseModel):
    user_id: str
    manifest: dict[str, Any]
    tables: dict[str, list[dict[str, Any]]]


# ---------------------------------------------------------------------------------------------- OpenAI


class ContentPart(Req):
    type: Literal["text"]
    text: str = Field(max_length=MAX_TEXT)


class ChatMessage(Req):
    role: Literal["system", "developer", "user", "assistant", "tool"]
    content: str | list[ContentPart] | None = None
    name: str | None = Field(default=None, max_length=MAX_ID)
    tool_call_id: str | None = None

    def text(self) -> str:
        if self.content is None:
            return ""
        if isinstance(self.content, str):
            return self.content
        return "\n".join(p.text for p in self.content)


class StreamOptions(Req):
    include_usage: bool = False
    include_obfuscation: bool | None = None


class ChatCompletionRequest(Req):
    """The subset of OpenAI's chat-completions request that a memory-augmented completion can honour;
    anything else (tools, n > 1, logprobs) is refused by name instead of being ignored."""

    model: str = Field(min_length=1, max_length=MAX_ID)
    messages: list[ChatMessage] = Field(min_length=1, max_length=200)
    stream: bool = False
    stream_options: StreamOptions | None = None
    user: str | None = Field(default=None, min_length=1, max_length=MAX_ID)
    temperature: float | None = Field(default=None, ge=0.0, le=2.0)
    top_p: float | None = Field(default=None, ge=0.0, le=1.0)
    max_tokens: int | None = Field(default=None, gt=0)
    max_completion_tokens: int | None = Field(default=None, gt=0)
    n: int | None = Field(default=None, ge=1, le=1)
    stop: str | list[str] | None = None
    seed: int | None = None
    presence_penalty: float | None = None
    frequency_penalty: float | None = None
    metadata: dict[str, str] | None = None

    @model_validator(mode="after")
    def _last_is_user(self) -> ChatCompletionRequest:
        if self.messages[-1].role != "user" or not self.messages[-1].text().strip():
            raise ValueError("the last message must be a non-empty user message")
        if len(self.messages[-1].text()) > MAX_TEXT:
            raise ValueError(f"the last message must be at most {MAX_TEXT} characters")
        return self


class ShardHealth(BaseModel):
    """One user shard's Store deployment as seen by the orchestrator (serve.shards)."""

    shard: int
    deployment: str
    status: Literal["ok", "unavailable"]
    error: str | None = None
    replica: str | None = None  # the shard's store owner actor (changes when Serve restarts it)
    node_id: str | None = None  # the Ray node it runs on (its data dir is on that node)
    users: int | None = None
    requests: int | None = None  # operations its current replica has served

    @classmethod
    def of(cls, s: dict[str, Any]) -> ShardHealth:
        ops = s.get("ops")
        return cls(
            shard=s["shard"],
            deployment=s["deployment"],
            status=s["status"],
            error=s.get("error"),
            replica=s.get("replica"),
            node_id=s.get("node_id"),
            users=s.get("users"),
            requests=sum(ops.values()) if isinstance(ops, dict) else None,
        )


class HealthResponse(BaseModel):
    status: Literal["ok", "degraded"]
    store: str
    users: int | None = None
    generator: str
    embedder: str
    replica: str | None = None  # this orchestrator replica's actor name
    store_replica: str | None = None  # shard 0's store owner actor name (changes when Serve restarts it)
    shards: list[ShardHealth] = Field(default_factory=list)  # every user shard, by index


class ErrorBody(BaseModel):
    field: str
    message: str
    type: str | None = None


class ErrorResponse(BaseModel):
    error: ErrorBody

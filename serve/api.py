"""The HTTP contract: request and response models of every endpoint.

The OpenAPI document generated from these models is the contract (``/openapi.json``): every constraint the API
enforces is stated in it, so a client generated from the document, or a schema-driven fuzzer, never meets a
rule it could not have known. That is why:

* requests forbid unknown fields (a misspelt ``user_id`` is a 422 naming it, not an anonymous write) and are
  strict: ``"consent": 0`` is not a boolean, ``"k": "10"`` is not an integer, a timestamp is an RFC 3339 string
  with its UTC offset, not a number of seconds;
* "not blank" is one explicit character class (:data:`NON_BLANK`), the characters ``str.strip()`` removes, so
  the JSON Schema pattern (ECMA-262), pydantic's (Rust regex) and the engine's own check agree on every string;
* rules across fields ("exactly one of messages or facts", "at least one field to change") are written into the
  schema next to the validator that enforces them (:func:`one_of`, :func:`any_of`);
* every bound the store needs is a schema bound (an ``offset`` beyond 64 bits was a 500 from DuckDB).

Responses reuse the core's schemas (``memory.schemas``) so the HTTP shapes cannot drift from what the store keeps.
"""

from __future__ import annotations

import json
import re
from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    Strict,
    StrictBool,
    StrictFloat,
    field_validator,
    model_validator,
)

from memory.schemas import (
    AuditEvent,
    ContextSection,
    Lang,
    MemoryItem,
    ProfileFact,
    SearchFilters,
    Sensitivity,
    SourceType,
)

MAX_TEXT = 32_000  # characters in one message: the engine's limit, checked here first
MAX_ID = 256
MAX_OFFSET = 1_000_000_000  # listing offsets; DuckDB's OFFSET is a 64-bit integer, and nobody pages this far
MAX_TOKENS = 1_000_000

# The characters str.strip() removes (str.isspace), spelled out as code points: "\S" differs between ECMA-262
# (the schema), Rust regex (pydantic) and Python (the engine) on U+001C-U+001F, U+0085 and U+FEFF.
_BLANKS = [c for c in range(0x3001) if chr(c).isspace()]  # none above U+3000
NON_BLANK = "[^" + "".join(f"\\u{c:04x}" for c in _BLANKS) + "]"

# RFC 3339 date-time (the schema's "format: date-time"): a full date and time with its offset. Python's own
# parsers also take dates alone, offsets without a colon or plain numbers of seconds; none of them is in the
# contract, so none is accepted.
_RFC3339 = re.compile(
    r"^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([Zz]|[+-]\d{2}:\d{2})$", re.ASCII
)


def _rfc3339(value: Any) -> Any:
    if isinstance(value, datetime):  # Python callers of the models
        return value
    if not isinstance(value, str) or not _RFC3339.match(value):
        raise ValueError("must be an RFC 3339 date-time with its UTC offset, e.g. 2025-05-08T13:56:00Z")
    try:
        return datetime.fromisoformat(value.upper().replace("Z", "+00:00"))
    except ValueError as exc:  # e.g. month 13: well-formed, but no such date
        raise ValueError(f"not a valid date-time: {exc}") from exc


Timestamp = Annotated[datetime, BeforeValidator(_rfc3339)]


def _json_int(value: Any) -> Any:
    """JSON Schema's integer: 14.0 is one (a whole number), True and "14" are not."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def json_int(**bounds: int) -> Any:
    """An integer request field with these bounds (the validator goes last, or pydantic drops the bounds from
    the schema)."""
    return Annotated[int, Strict(), Field(**bounds), BeforeValidator(_json_int)]


TopK = json_int(ge=1, le=100)
TokenCount = json_int(gt=0, le=MAX_TOKENS)
Seed = json_int()
Text = Annotated[str, Field(min_length=1, max_length=MAX_TEXT, pattern=NON_BLANK)]
Ident = Annotated[str, Field(min_length=1, max_length=MAX_ID, pattern=NON_BLANK)]
UserId = Ident
SessionId = Ident


def one_of(*fields: tuple[str, str]) -> dict[str, Any]:
    """JSON Schema for "exactly one of these fields, given and not null" (``(name, json type)`` pairs)."""
    return {"oneOf": [{"required": [f], "properties": {f: {"type": t}}} for f, t in fields]}


def any_of(*fields: tuple[str, str]) -> dict[str, Any]:
    """JSON Schema for "at least one of these fields, given and not null"."""
    return {"anyOf": [{"required": [f], "properties": {f: {"type": t}}} for f, t in fields]}


class Req(BaseModel):
    """A request body: unknown fields are refused, and values must already have their schema type."""

    model_config = ConfigDict(extra="forbid", strict=True)


# ---------------------------------------------------------------------------------------------- turns

SESSION_DOC = (
    "the conversation this turn belongs to; omitted: the server's default session (`default_session` in "
    "configs/serve.yaml, `chat` unless changed), the same one /v1/chat/completions uses"
)


class TurnRequest(Req):
    user_id: UserId
    session_id: SessionId | None = Field(default=None, description=SESSION_DOC)
    message: Text
    timestamp: Timestamp | None = None
    k: TopK | None = None
    preset: str | None = Field(default=None, max_length=64, description="a retrieval preset of the server's config")


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
    session_id: str  # the session the turn was written to (the default one when none was given)


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
    role: Ident = "user"
    content: Text
    timestamp: Timestamp | None = None
    turn_id: Ident | None = Field(
        default=None, description="idempotency key: a turn id already stored, or repeated in the request, is skipped"
    )
    image_caption: Text | None = None


class FactIn(Req):
    text: Text
    tags: list[Annotated[str, Field(max_length=MAX_ID)]] = Field(default_factory=list, max_length=64)
    timestamp: Timestamp | None = None
    confidence: StrictFloat = Field(default=0.9, ge=0.0, le=1.0)
    sensitivity: Sensitivity = "low"


class MemoriesRequest(Req):
    """Either the messages of a conversation (stored as turns, one engine write) or explicit facts, not both.
    Every part is validated before the first write, so bad input writes nothing."""

    model_config = ConfigDict(json_schema_extra=one_of(("messages", "array"), ("facts", "array")))

    user_id: UserId
    session_id: SessionId | None = Field(default=None, description=SESSION_DOC + " (messages; facts keep none)")
    messages: list[MessageIn] | None = Field(default=None, min_length=1, max_length=1000)
    facts: list[FactIn] | None = Field(default=None, min_length=1, max_length=100)
    timestamp: Timestamp | None = None

    @model_validator(mode="after")
    def _one_kind(self) -> MemoriesRequest:
        if (self.messages is None) == (self.facts is None):
            raise ValueError("give exactly one of 'messages' or 'facts'")
        return self

    def unique_messages(self) -> tuple[list[dict[str, Any]], int]:
        """The messages as the engine takes them, each explicit turn id once (a repeat in the same request is a
        re-delivery, skipped like one of a turn already stored), and how many were skipped."""
        seen: set[str] = set()
        out: list[dict[str, Any]] = []
        for m in self.messages or []:
            if m.turn_id is not None:
                if m.turn_id in seen:
                    continue
                seen.add(m.turn_id)
            out.append(m.model_dump(exclude_none=True))
        return out, len(self.messages or []) - len(out)


class MemoriesResponse(BaseModel):
    memories: list[MemoryItem]
    turns: int = 0
    skipped: int = 0  # turns already stored (re-delivery is idempotent)
    duplicates: int = 0  # facts already remembered
    session_id: str | None = None  # where the messages went (the default session when none was given)


class MemoryList(BaseModel):
    memories: list[MemoryItem]


class UpdateMemoryRequest(Req):
    model_config = ConfigDict(
        json_schema_extra=any_of(
            ("text", "string"), ("tags", "array"), ("confidence", "number"), ("sensitivity", "string")
        )
    )

    user_id: UserId
    text: Text | None = None
    tags: list[Annotated[str, Field(max_length=MAX_ID)]] | None = Field(default=None, max_length=64)
    confidence: StrictFloat | None = Field(default=None, ge=0.0, le=1.0)
    sensitivity: Sensitivity | None = None

    @model_validator(mode="after")
    def _something(self) -> UpdateMemoryRequest:
        if self.text is None and not self.changes():
            raise ValueError("nothing to update: give text, tags, confidence or sensitivity")
        return self

    def changes(self) -> dict[str, Any]:
        return {k: v for k, v in self.model_dump(exclude={"user_id", "text"}).items() if v is not None}


class SearchFiltersIn(SearchFilters):
    """:class:`memory.schemas.SearchFilters` as a strict request part (timestamps as RFC 3339 strings)."""

    model_config = ConfigDict(strict=True, extra="forbid")

    since: Timestamp | None = None
    until: Timestamp | None = None


class SearchRequest(Req):
    user_id: UserId
    query: Text
    k: TopK = 10
    filters: SearchFiltersIn | None = None
    preset: str | None = Field(default=None, max_length=64, description="a retrieval preset of the server's config")


class SearchHitOut(BaseModel):
    memory: MemoryItem
    score: float
    components: dict[str, float]


class SearchResponse(BaseModel):
    hits: list[SearchHitOut]


# ---------------------------------------------------------------------------------------------- users


def _json_value(value: Any) -> Any:
    """A profile value is stored as JSON text: it must be encodable (no lone surrogates, no NaN)."""
    try:
        json.dumps(value, allow_nan=False, ensure_ascii=False).encode("utf-8")
    except (TypeError, ValueError, UnicodeEncodeError) as exc:
        raise ValueError(f"must be storable as JSON text: {exc}") from exc
    return value


JsonValue = Annotated[Any, AfterValidator(_json_value)]


class FactPatch(Req):
    key: Ident
    value: JsonValue
    confidence: StrictFloat = Field(default=0.95, ge=0.0, le=1.0)
    sensitivity: Sensitivity = "low"
    consent: StrictBool = False
    purpose: str | None = Field(default=None, max_length=MAX_ID)
    lang: Lang | None = None


class ProfilePatch(Req):
    facts: list[FactPatch] = Field(
        min_length=1, max_length=100, description="applied in order: a key given twice ends with its last value"
    )

    def last_per_key(self) -> list[FactPatch]:
        """Each key once, with the value given last (the order a client sends is the order it means)."""
        last = {f.key: f for f in self.facts}
        return list(last.values())


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
    """Resolve a conflict: keep the pending value (``value`` omitted) or set the one the user confirms.
    ``keep_pending: false`` needs the value to keep instead."""

    model_config = ConfigDict(
        json_schema_extra={
            "anyOf": [
                {"not": {"required": ["keep_pending"]}},
                {"properties": {"keep_pending": {"const": True}}},
                {"required": ["value"], "properties": {"value": {"not": {"type": "null"}}}},
            ]
        }
    )

    value: JsonValue = None
    keep_pending: StrictBool = True

    @model_validator(mode="after")
    def _value_when_not_pending(self) -> ConfirmRequest:
        if not self.keep_pending and self.value is None:
            raise ValueError("give the value to keep when keep_pending is false")
        return self


class ForgetRequest(Req):
    key: Ident


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

# A question's parts are joined with newlines; 8 parts of 3,999 characters stay within the engine's MAX_TEXT.
MAX_PARTS = 8
PartText = Annotated[str, Field(max_length=MAX_TEXT // MAX_PARTS - 1)]


class ContentPart(Req):
    type: Literal["text"]
    text: PartText


class UserContentPart(Req):
    type: Literal["text"]
    text: Annotated[str, Field(min_length=1, max_length=MAX_TEXT // MAX_PARTS - 1, pattern=NON_BLANK)]


class _Message(Req):
    name: str | None = Field(default=None, max_length=MAX_ID)

    def text(self) -> str:
        content = getattr(self, "content", None)
        if content is None:
            return ""
        if isinstance(content, str):
            return content
        return "\n".join(p.text for p in content)


class UserMessage(_Message):
    """What the user said: the question a memory-augmented completion answers (the last user message)."""

    role: Literal["user"]
    content: Text | Annotated[list[UserContentPart], Field(min_length=1, max_length=MAX_PARTS)]


class OtherMessage(_Message):
    """System, developer, assistant and tool messages: context passed to the model as they are."""

    role: Literal["system", "developer", "assistant", "tool"]
    content: Annotated[str, Field(max_length=MAX_TEXT)] | list[ContentPart] | None = None
    tool_call_id: str | None = Field(default=None, max_length=MAX_ID)


ChatMessage = Annotated[UserMessage | OtherMessage, Field(discriminator="role")]


class StreamOptions(Req):
    include_usage: StrictBool = False
    include_obfuscation: StrictBool | None = None


class ChatCompletionRequest(Req):
    """The subset of OpenAI's chat-completions request that a memory-augmented completion can honour;
    anything else (tools, n > 1, logprobs) is refused by name instead of being ignored.

    The last user message is the question (memory is searched for it, and it is what is remembered with the
    reply); the messages before it are the conversation so far, and messages after it (an assistant prefix,
    tool results) follow it to the model.
    """

    model: str = Field(min_length=1, max_length=MAX_ID)
    messages: list[ChatMessage] = Field(
        min_length=1,
        max_length=200,
        json_schema_extra={
            "contains": {"type": "object", "required": ["role"], "properties": {"role": {"const": "user"}}}
        },
        description="at least one user message",
    )
    stream: StrictBool = False
    stream_options: StreamOptions | None = None
    user: Ident | None = None
    temperature: StrictFloat | None = Field(default=None, ge=0.0, le=2.0)
    top_p: StrictFloat | None = Field(default=None, ge=0.0, le=1.0)
    max_tokens: TokenCount | None = None
    max_completion_tokens: TokenCount | None = None
    n: json_int(ge=1, le=1) | None = Field(default=None, description="only 1 is supported")
    stop: Annotated[str, Field(max_length=MAX_ID)] | Annotated[list[str], Field(max_length=4)] | None = None
    seed: Seed | None = None
    presence_penalty: StrictFloat | None = Field(default=None, ge=-2.0, le=2.0)
    frequency_penalty: StrictFloat | None = Field(default=None, ge=-2.0, le=2.0)
    metadata: dict[str, Annotated[str, Field(max_length=512)]] | None = None

    @field_validator("messages")
    @classmethod
    def _has_question(cls, messages: list[Any]) -> list[Any]:
        if not any(m.role == "user" for m in messages):
            raise ValueError("give at least one user message: the last one is the question")
        return messages

    def split(self) -> tuple[list[dict[str, str]], str, list[dict[str, str]]]:
        """(the messages before the question, the question, the messages after it)."""
        i = max(n for n, m in enumerate(self.messages) if m.role == "user")
        plain = [{"role": m.role, "content": m.text()} for m in self.messages]
        return plain[:i], plain[i]["content"], plain[i + 1 :]


class AssistantMessage(BaseModel):
    role: Literal["assistant"]
    content: str


class Choice(BaseModel):
    index: int
    message: AssistantMessage
    finish_reason: Literal["stop", "length"]
    logprobs: None = None


class Usage(BaseModel):
    prompt_tokens: int
    completion_tokens: int
    total_tokens: int


class KiokuChatInfo(BaseModel):
    """What memory did for this completion (Kioku's extension of the OpenAI response)."""

    trace_id: str
    generator: str
    user: str
    session: str
    memories: list[EvidenceOut]
    confirmation: str | None


class ChatCompletionResponse(BaseModel):
    id: str
    object: Literal["chat.completion"]
    created: int
    model: str
    choices: list[Choice]
    usage: Usage
    kioku: KiokuChatInfo


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
    warm_up_s: float | None = None  # seconds its replica spent on one-time loads before serving (0: turned off)

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
            warm_up_s=s.get("warm_up_s"),
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


class ErrorDetail(BaseModel):
    field: str
    message: str


class ErrorBody(BaseModel):
    field: str = Field(description="what was wrong: a body field (dotted path), a parameter, a header, 'body', ...")
    message: str
    type: str | None = None
    errors: list[ErrorDetail] | None = Field(default=None, description="every validation error, first 20")


class ErrorResponse(BaseModel):
    error: ErrorBody

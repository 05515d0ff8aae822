"""The engine's value types (what a call returns, what a turn's writer and generator look like) and its input
checks, shared by :mod:`memory.engine` and :mod:`memory.engine_search`.

They live apart from the engine so that the engine's modules can import them without importing each other.
"""

from __future__ import annotations

import contextvars
import threading
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any, Protocol

from .errors import InvalidInput
from .index import UserIndex
from .people import PeopleCache
from .schemas import (
    BuiltContext,
    MemoryItem,
    ProfileFact,
    SearchHit,
    ShortTermState,
    Turn,
    as_utc,
)

if TYPE_CHECKING:
    from .engine import MemoryEngine

_MAX_TEXT = 32_000  # characters in one message; longer input is a client error, not a memory

# Short-term states written during the turn in flight (MemoryEngine.put_stm), keyed (user, session).
_PENDING_STM: contextvars.ContextVar[dict[tuple[str, str], ShortTermState] | None] = contextvars.ContextVar(
    "kioku_pending_stm", default=None
)


@dataclass
class AddResult:
    """What add_messages wrote: the stored turns and the memory items made from them."""

    turns: list[Turn]
    items: list[MemoryItem]
    skipped: int = 0  # turns already stored (idempotent re-delivery)
    segments: int = 0
    lang: str | None = None


@dataclass
class WriteReport:
    """What a writer decided after a turn (issue 3's write path fills it; the engine only carries it)."""

    facts: list[ProfileFact] = field(default_factory=list)
    items: list[MemoryItem] = field(default_factory=list)
    conflicts: list[ProfileFact] = field(default_factory=list)
    confirmation: str | None = None
    decisions: list[dict[str, Any]] = field(default_factory=list)


class TurnWriter(Protocol):
    """Decides what to remember after a turn. Passed in: memory/ never imports experts/."""

    def after_turn(
        self,
        engine: MemoryEngine,
        user_id: str,
        session_id: str,
        message: str,
        reply: str | None,
        hits: list[SearchHit],
        lang: str,
        timestamp: datetime,
    ) -> WriteReport: ...


class Generator(Protocol):
    """The main model: answers the user's message given the memory-built context.

    A generator whose replies only quote stored memories (``quotes_memory = True``, the extractive responder)
    gets its replies remembered as turns but not as retrievable items: an item would be a second copy of the
    memories it quotes, crowding them in later top-k, and embedding it is a turn's most expensive step.
    """

    def __call__(self, context: BuiltContext, message: str) -> str: ...


@dataclass
class TurnResult:
    trace_id: str
    reply: str | None
    lang: str
    reply_lang: str
    context: BuiltContext
    hits: list[SearchHit]
    profile: list[ProfileFact]
    confirmation: str | None
    write: WriteReport


@dataclass
class _UserState:
    lock: threading.RLock = field(default_factory=threading.RLock)
    index: UserIndex | None = None
    items: dict[str, MemoryItem] = field(default_factory=dict)  # live items behind the index (no DB hit per hit)
    recent: dict[str, list[Turn]] = field(default_factory=dict)  # session -> turns its last write stored
    feedback: dict[str, float] | None = None  # memory_id -> citation-feedback offset (memory.feedback)
    people: PeopleCache = field(default_factory=PeopleCache)  # who "my son" is (memory.people), derived from items


def with_photo(text: str, caption: str | None) -> str:
    """A message's text with its photo caption, so that what the photo shows can be found (LoCoMo's captions)."""
    return f"{text} [shares a photo: {caption}]" if caption is not None else text


def indexed_turn_text(speaker: str, text: str, timestamp: datetime, lang: str, annotate: bool) -> str:
    """The text a turn is indexed under: the speaker, who is part of what is asked ("what did Caroline say"), and,
    when ``annotate``, relative dates resolved against the turn's own time. Shared with ``bench.train_adapter``,
    which must fit the query adapter on the very text the engine indexes."""
    from .dates import annotate_dates

    out = f"{speaker}: {text}"
    return annotate_dates(out, timestamp, lang) if annotate else out  # type: ignore[arg-type]


def check_user(user_id: Any) -> str:
    if not isinstance(user_id, str) or not user_id.strip():
        raise InvalidInput("user_id", "must be a non-empty string")
    if len(user_id) > 256:
        raise InvalidInput("user_id", "must be at most 256 characters")
    return user_id


def _check_str(name: str, value: Any, allow_empty: bool = False) -> str:
    if not isinstance(value, str):
        raise InvalidInput(name, f"must be a string, got {type(value).__name__}")
    if not allow_empty and not value.strip():
        raise InvalidInput(name, "must not be empty")
    if len(value) > _MAX_TEXT:
        raise InvalidInput(name, f"must be at most {_MAX_TEXT} characters")
    return value


def _check_ts(name: str, value: Any) -> datetime:
    if isinstance(value, datetime):
        return as_utc(value)
    if isinstance(value, str):
        try:
            return as_utc(datetime.fromisoformat(value))
        except ValueError as exc:
            raise InvalidInput(name, f"not an ISO 8601 timestamp: {value!r}") from exc
    raise InvalidInput(name, f"must be a datetime or ISO 8601 string, got {type(value).__name__}")

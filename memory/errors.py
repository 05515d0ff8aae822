"""Typed errors of the memory core.

Every error a caller can act on names the offending field, so the HTTP layer can turn it into a 4xx
without parsing messages. Nothing raises these after a partial write: validation happens first.
"""

from __future__ import annotations


class KiokuError(Exception):
    """Base class of all Kioku errors."""


class InvalidInput(KiokuError, ValueError):
    """Bad input from a caller; ``field`` names what was wrong (HTTP 422)."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message


class NotFound(KiokuError, KeyError):
    """An id that does not exist for this user (HTTP 404). Other users' ids are also 'not found'."""

    def __init__(self, kind: str, ident: str) -> None:
        super().__init__(f"{kind} not found: {ident}")
        self.kind = kind
        self.ident = ident

    def __str__(self) -> str:  # KeyError would repr() the message
        return f"{self.kind} not found: {self.ident}"


class Conflict(KiokuError):
    """A write that would break an invariant (duplicate, stale version) (HTTP 409)."""


class BackendUnavailable(KiokuError, RuntimeError):
    """An optional backend (faiss-gpu, vllm, anthropic, a model) was asked for but is not installed."""

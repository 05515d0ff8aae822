"""Whose memory a request acts on, when the caller can say it in two places.

The OpenAI-compatible endpoint takes the user from the body's ``user`` field or the ``X-Kioku-User`` header; an MCP
tool from its ``user_id`` argument or the same header (set once in a desktop assistant's connector, so the model
never has to name the user). One rule for both: either place, or both when they agree; a request that names two
different users, or none, is refused (403): acting for a guessed or mixed identity would read or write another
user's memory.
"""

from __future__ import annotations

USER_HEADER = "X-Kioku-User"
SESSION_HEADER = "X-Kioku-Session"


class IdentityError(Exception):
    """No user, or two different ones (HTTP 403; an MCP tool error)."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field
        self.message = message


def resolve_user(given: str | None, header: str | None, *, given_name: str = "user") -> str:
    """The one user a request acts for (``given``: the body field or tool argument; ``header``: X-Kioku-User)."""
    given = given if given and given.strip() else None
    header = header if header and header.strip() else None
    if given is not None and header is not None and given != header:
        raise IdentityError(given_name, f"'{given_name}' and the {USER_HEADER} header name different users")
    user = given or header
    if user is None:
        raise IdentityError(given_name, f"name the user with '{given_name}' or the {USER_HEADER} header")
    return user


__all__ = ["SESSION_HEADER", "USER_HEADER", "IdentityError", "resolve_user"]

"""What the experts behind an official async SDK (``openai``, ``anthropic``) do alike: the API key, one client per
event loop, and the SDK's own transport errors. The two SDKs share these shapes (``AsyncOpenAI`` /
``AsyncAnthropic`` take the same keywords; both raise ``APITimeoutError`` and ``APIConnectionError``), so the
code lives here once and each expert keeps only its wire format.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Callable
from typing import Any

from memory.errors import InvalidInput


def resolve_api_key(api_key: str | None, base_url: str | None, env: str, provider: str) -> str:
    """The key given, else ``$env``. It is required only for the provider itself: a compatible server reached by
    ``base_url`` gets the placeholder "EMPTY" (such servers usually accept any key)."""
    key = api_key or os.environ.get(env)
    if not key:
        if base_url is None:
            raise InvalidInput("api_key", f"{provider} needs an API key (pass api_key or set {env})")
        key = "EMPTY"
    return key


class LoopClient:
    """An SDK client made once per event loop: an httpx connection pool belongs to the loop it was created on, and
    ``run_sync`` creates fresh loops. It holds only the client and its loop (no factory: an expert stays as
    plain to copy or pickle as it was)."""

    def __init__(self) -> None:
        self._obj: Any = None
        self._loop: asyncio.AbstractEventLoop | None = None

    def get(self, make: Callable[[], Any]) -> Any:
        """The client of the running loop, made by ``make`` when there is none yet for this loop."""
        loop = asyncio.get_running_loop()
        if self._obj is None or self._loop is not loop:
            self._obj = make()
            self._loop = loop
        return self._obj


def transport_error(sdk: Any, exc: BaseException) -> str | None:
    """"timeout" / "connection" for the SDK module's own transport errors, None for anything else (left to
    :func:`experts.base.classify_http_error`)."""
    if isinstance(exc, sdk.APITimeoutError):
        return "timeout"
    if isinstance(exc, sdk.APIConnectionError):
        return "connection"
    return None


__all__ = ["LoopClient", "resolve_api_key", "transport_error"]

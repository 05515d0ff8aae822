"""What forgetting removes from free text and JSON: the forgotten strings and values, found and replaced.

Forgetting a key or an item must also remove its text from turns, short-term state and audit details, where it
sits inside other text; this module builds the needles (every string inside a fact's value) and the matcher.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

FORGOTTEN = "[forgotten]"


# Scrubbing for forget_*: the needles are the forgotten strings, matched case-insensitively. A needle that
# starts/ends with an ASCII letter or digit must stand alone at that end (so forgetting "en" does not eat
# "went"); CJK needles match anywhere, since those scripts have no word boundaries.
def needle_regex(needles: set[str]) -> re.Pattern[str] | None:
    parts = []
    for n in sorted(needles, key=len, reverse=True):
        if not n:
            continue
        left = r"(?<![A-Za-z0-9])" if n[0].isascii() and n[0].isalnum() else ""
        right = r"(?![A-Za-z0-9])" if n[-1].isascii() and n[-1].isalnum() else ""
        parts.append(f"{left}{re.escape(n)}{right}")
    return re.compile("|".join(parts), re.IGNORECASE) if parts else None


@dataclass
class Scrub:
    """What to remove from free text and JSON: substrings (regex) and whole JSON values (exact)."""

    regex: re.Pattern[str] | None
    exact: list[Any]

    def text(self, s: str) -> str:
        return self.regex.sub(FORGOTTEN, s) if self.regex is not None else s

    def mentions(self, s: str) -> bool:
        return self.regex is not None and self.regex.search(s) is not None

    def value(self, v: Any) -> Any:
        for e in self.exact:
            if type(v) is type(e) and v == e:
                return FORGOTTEN
        if isinstance(v, str):
            return self.text(v)
        if isinstance(v, list):
            return [self.value(x) for x in v]
        if isinstance(v, dict):
            return {self.text(k): self.value(x) for k, x in v.items()}
        return v


def value_needles(value: Any, strings: set[str], exact: list[Any]) -> None:
    """Every string inside a fact's value is a needle (shorter than 2 chars only as an exact JSON value);
    non-string scalars and whole containers are removed where they appear as a JSON value."""
    if isinstance(value, str):
        if len(value.strip()) >= 2:
            strings.add(value.strip())
        exact.append(value)
    elif isinstance(value, list):
        exact.append(value)
        for x in value:
            value_needles(x, strings, exact)
    elif isinstance(value, dict):
        exact.append(value)
        for x in value.values():
            value_needles(x, strings, exact)
    elif value is not None and not isinstance(value, bool):
        # booleans carry nothing once the key is gone, and scrubbing every `true` would wreck the audit log
        exact.append(value)


__all__ = ["FORGOTTEN", "Scrub", "needle_regex", "value_needles"]

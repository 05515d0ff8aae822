"""Where a benchmark's figures go: the JSON and, beside it, the same figures as the markdown table it printed.

One helper so that every benchmark writes the pair the same way (folder made, UTF-8, the ``.md`` next to the
``.json``): NOTES and closing notes quote the ``.md`` and scripts read the ``.json``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any


def save_report(path: str | Path, data: Any, md: str, indent: int = 2) -> Path:
    """Write ``data`` as JSON to ``path`` and ``md`` to the same path with ``.md``; returns the JSON's path."""
    out = Path(path)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(data, indent=indent, ensure_ascii=False), encoding="utf-8")
    out.with_suffix(".md").write_text(md, encoding="utf-8")
    return out

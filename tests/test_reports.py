"""bench.reports.save_report: the JSON and its markdown twin, as every benchmark writes them."""

from __future__ import annotations

import json
from pathlib import Path

from bench.reports import save_report


def test_the_json_and_its_markdown_land_side_by_side_in_a_new_folder(tmp_path: Path) -> None:
    target = tmp_path / "new" / "deeper" / "run.json"
    out = save_report(target, {"pair": "ja>en", "query": "薬は何ですか"}, "| pair |\n|---|\n| ja>en |\n", indent=1)
    assert out == target
    assert json.loads(target.read_text(encoding="utf-8")) == {"pair": "ja>en", "query": "薬は何ですか"}
    assert "薬は何ですか" in target.read_text(encoding="utf-8")  # readable, not \\u escapes
    assert (tmp_path / "new" / "deeper" / "run.md").read_text(encoding="utf-8").startswith("| pair |")

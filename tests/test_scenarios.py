"""The scenario suite (python -m bench.scenarios) passes offline with the local experts, in three languages."""

from __future__ import annotations

import json

from bench import scenarios


def test_scenario_suite_passes(tmp_path):
    out = tmp_path / "scenarios.json"
    rc = scenarios.main(["--json", str(out)])
    report = json.loads(out.read_text(encoding="utf-8"))
    failed = {k: v["detail"] for k, v in report["scenarios"].items() if not v["passed"]}
    assert rc == 0 and not failed, failed
    assert report["total"] >= 12 and report["passed"] == report["total"]
    assert {name.rsplit("_", 1)[1] for name in report["scenarios"]} == {"en", "ja", "zh"}
    assert all(set(v) == {"passed", "detail"} for v in report["scenarios"].values())

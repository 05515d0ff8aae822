"""A store with planted duplicates, and the scorer of what consolidation did with them.

``python -m pipelines.planted --data-dir DIR`` writes ``DIR/kioku.duckdb`` (through the real engine, so items
carry real e5 vectors) and ``DIR/planted.json`` (the truth); ``python -m pipelines.consolidate --data-dir DIR``
then runs on it, and ``python -m pipelines.planted --data-dir DIR --score REPORT`` prints merge precision and
recall. The set: base facts, each with a same-language rewording and/or a translation (ja / zh), hard
negatives that share the template but not the fact ("allergic to peanuts" / "allergic to shellfish"), and
unrelated facts. None of these sentences were used to choose the thresholds (bench material was).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from .planted_sets import SETS

USER = "planted-user"
OTHER_USER = "bystander"
NOW = datetime(2025, 6, 1, tzinfo=UTC)


def build(data_dir: str | Path, which: str = "a") -> dict[str, Any]:
    """Create the store; returns the truth (memory ids by planted id, groups)."""
    planted = SETS[which]
    from memory.engine import MemoryEngine

    ddir = Path(data_dir)
    eng = MemoryEngine(data_dir=ddir)
    ids: dict[str, str] = {}
    try:
        for n, (pid, text, _) in enumerate(planted):
            item = eng.add_item(
                USER,
                text,
                timestamp=NOW - timedelta(days=10 - n * 0.1),
                source_type="fact",
                confidence=0.9 if pid.endswith(("p", "j", "z", "b")) else 0.8,
            )
            assert item is not None
            ids[pid] = item.memory_id
        eng.add_messages(USER, "s1", [{"role": "user", "content": "I am vegan, no eggs or dairy for me."}], NOW)
        eng.add_messages(USER, "s1", [{"role": "user", "content": "I follow a vegan diet: no dairy, no eggs."}], NOW)
        eng.add_item(OTHER_USER, "The user is vegan and does not eat eggs or dairy.", timestamp=NOW, source_type="fact")
        eng.add_item(
            OTHER_USER, "The user follows a vegan diet with no dairy or eggs.", timestamp=NOW, source_type="fact"
        )
    finally:
        eng.close()
    truth = {
        "user": USER,
        "now": NOW.isoformat(),
        "ids": ids,
        "groups": {pid: g for pid, _, g in planted},
        "set": which,
    }
    (ddir / "planted.json").write_text(json.dumps(truth, indent=2, ensure_ascii=False), encoding="utf-8")
    return truth


def score(truth: dict[str, Any], report: dict[str, Any]) -> dict[str, Any]:
    """Pair-level merge precision/recall: a MERGE or ALIAS link is right when both items are the same memory."""
    pid_of = {mid: pid for pid, mid in truth["ids"].items()}
    groups = truth["groups"]
    plan = report["per_user"].get(truth["user"], {"decisions": []})
    links: list[tuple[str, str, str]] = []
    for d in plan["decisions"]:
        if d["action"] == "MERGE":
            links.append(("MERGE", d["memory_id"], d["detail"]["into"]))
        elif d["action"] == "ALIAS":
            links.append(("ALIAS", d["memory_id"], d["detail"]["canonical"]))
    correct = [lk for lk in links if _same(groups, pid_of.get(lk[1]), pid_of.get(lk[2]))]
    # recall: planted pairs whose items end up connected through the predicted links
    parent = {pid: pid for pid in groups}

    def find(x: str) -> str:
        while parent[x] != x:
            x = parent[x]
        return x

    for _, a, b in links:
        pa, pb = pid_of.get(a), pid_of.get(b)
        if pa and pb:
            parent[find(pa)] = find(pb)
    pairs = [(a, b) for a in groups for b in groups if a < b and groups[a] and groups[a] == groups[b]]
    found = [p for p in pairs if find(p[0]) == find(p[1])]
    touched = {pid_of.get(d["memory_id"]) for d in plan["decisions"] if d["action"] in ("MERGE", "ALIAS", "RETIRE")}
    wrongly_touched = sorted(p for p in touched if p and groups.get(p) is None)
    return {
        "links": len(links),
        "correct_links": len(correct),
        "precision": round(len(correct) / len(links), 4) if links else 1.0,
        "planted_pairs": len(pairs),
        "found_pairs": len(found),
        "recall": round(len(found) / len(pairs), 4) if pairs else 1.0,
        "non_duplicates_touched": wrongly_touched,
        "missed": [p for p in pairs if p not in found],
        "wrong": [(k, pid_of.get(a), pid_of.get(b)) for k, a, b in links if (k, a, b) not in correct],
    }


def _same(groups: dict[str, str | None], a: str | None, b: str | None) -> bool:
    return a is not None and b is not None and groups.get(a) is not None and groups.get(a) == groups.get(b)


def main(argv: Iterable[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m pipelines.planted")
    ap.add_argument("--data-dir", required=True)
    ap.add_argument("--score", default=None, help="a consolidation report.json to score against planted.json")
    ap.add_argument("--set", default="a", choices=sorted(SETS), help="which planted set to build")
    a = ap.parse_args(list(argv) if argv is not None else None)
    if a.score:
        truth = json.loads((Path(a.data_dir) / "planted.json").read_text(encoding="utf-8"))
        print(json.dumps(score(truth, json.loads(Path(a.score).read_text(encoding="utf-8"))), indent=2))
    else:
        build(a.data_dir, a.set)
        print(f"planted store in {a.data_dir}/kioku.duckdb (now = {NOW.isoformat()})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

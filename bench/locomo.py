"""LoCoMo reader shared by the benchmarks and the evaluation pipeline.

Reads any file in the upstream ``locomo10.json`` format (the dev split here, or the full file). Never copies the
data: LoCoMo is CC BY-NC 4.0 and stays where the user keeps it.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from memory.dates import parse_locomo_datetime

_EVID = re.compile(r"^D:?(\d+):0*(\d+)$")


@dataclass
class Session:
    session_id: str  # "session_3"
    number: int
    timestamp: datetime
    messages: list[dict[str, Any]]  # engine.add_messages format, with turn_id = dia_id


@dataclass
class Question:
    qid: str
    question: str
    answer: str
    category: int
    evidence: list[str]  # normalised dia ids that resolve to a turn
    raw_evidence: list[str] = field(default_factory=list)
    adversarial_answer: str | None = None


@dataclass
class Conversation:
    sample_id: str
    speakers: tuple[str, str]
    sessions: list[Session]
    questions: list[Question]

    @property
    def n_turns(self) -> int:
        return sum(len(s.messages) for s in self.sessions)


def parse_evidence(raw: list[str], known: set[str]) -> list[str]:
    """Split "D8:6; D9:17"-style strings, normalise "D:11:26" and "D30:05", keep only ids that resolve."""
    out: list[str] = []
    for e in raw:
        for part in re.split(r"[;,\s]+", str(e)):
            m = _EVID.match(part.strip())
            if m:
                did = f"D{int(m[1])}:{int(m[2])}"
                if did in known and did not in out:
                    out.append(did)
    return out


def load(path: str | Path, limit: int | None = None) -> list[Conversation]:
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    convs = []
    for sample in data[:limit]:
        c = sample["conversation"]
        sessions: list[Session] = []
        n = 1
        while f"session_{n}" in c:  # iterate over session lists, not date keys (conv-26 has extra dates)
            ts = parse_locomo_datetime(c[f"session_{n}_date_time"])
            msgs = []
            for i, t in enumerate(c[f"session_{n}"]):
                m: dict[str, Any] = {
                    "speaker": t["speaker"],
                    "content": t["text"] or "…",
                    "turn_id": t["dia_id"],
                    "timestamp": ts + timedelta(seconds=30 * i),
                }
                if t.get("blip_caption"):
                    m["image_caption"] = t["blip_caption"]
                msgs.append(m)
            sessions.append(Session(f"session_{n}", n, ts, msgs))
            n += 1
        known = {m["turn_id"] for s in sessions for m in s.messages}
        qs = []
        for j, q in enumerate(sample["qa"]):
            raw = [str(x) for x in q.get("evidence", [])]
            ans = q.get("answer", q.get("adversarial_answer", ""))
            qs.append(
                Question(
                    qid=f"{sample['sample_id']}#{j}",
                    question=q["question"],
                    answer=str(ans),
                    category=int(q["category"]),
                    evidence=parse_evidence(raw, known),
                    raw_evidence=raw,
                    adversarial_answer=q.get("adversarial_answer"),
                )
            )
        convs.append(Conversation(sample["sample_id"], (c["speaker_a"], c["speaker_b"]), sessions, qs))
    return convs


def evidence_recall(ranked_turns: list[str], q: Question, k: int) -> float:
    """Official LoCoMo RAG recall: fraction of gold evidence ids among the first k retrieved turn ids.

    Questions without (resolvable) evidence count as 1, as in task_eval/evaluation.py.
    """
    if not q.evidence:
        return 1.0
    top = set(ranked_turns[:k])
    return sum(e in top for e in q.evidence) / len(q.evidence)

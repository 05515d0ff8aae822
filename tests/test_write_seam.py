"""Several facts said in chat about one profile key are each kept as a memory (issue 11, the second seam of the
write path; bench/notes_seam.md): the default engine and the local consensus writer, end to end.

Two ways a fact said in chat used to end as a raw turn only: (1) the profile write for a key the user already has
was a NOOP (nothing new for the key), yet the turn writer skipped the episodic candidate as if a fact item kept the
words; (2) a later statement that adds to a list key superseded the fact item, and the earlier statement's words
left the store with it. And what must not change: a sentence a fact item keeps is not written again as an episode.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

T0 = datetime(2024, 4, 1, 9, 0, tzinfo=UTC)

CHAT = [
    "Hey, how was your weekend?",
    "My wife is a nurse.",  # family: [spouse], ADD
    "The weather has been so nice lately.",
    "My wife loves jazz.",  # family: [spouse] again, a NOOP for the profile
    "We should try that new ramen place.",
    "I live in Osaka.",  # location, ADD: the fact item keeps the sentence
    "My cousin sent me photos from her trip.",
    "I live in Osaka.",  # the same sentence again: a NOOP whose words the fact item keeps
    "My son is in first grade.",  # family: [spouse, son], a list UPDATE
]
QUESTIONS = {  # asked weeks later, in other languages than the statements'
    "My wife loves jazz.": ("妻はどんな音楽が好きですか？", "我妻子喜欢什么音乐？"),
    "My wife is a nurse.": ("妻の仕事は何ですか？", "我妻子做什么工作？"),
}


@dataclass
class Run:
    turn_of: dict[str, list[str]] = field(default_factory=dict)  # message -> its stored turn ids
    decisions: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    live: list[Any] = field(default_factory=list)  # live fact and episodic items at the end
    top: dict[str, Any] = field(default_factory=dict)  # question -> its top hit's item


@pytest.fixture(scope="module")
def run() -> Iterator[Run]:
    pytest.importorskip("duckdb")
    from experts.writer import ConsensusWriter
    from memory.config import load_config
    from memory.engine import MemoryEngine

    out = Run()
    with tempfile.TemporaryDirectory() as tmp:
        eng = MemoryEngine(load_config(), data_dir=tmp)
        writer = ConsensusWriter.local(eng.xl_embedder)
        ts = T0
        for msg in CHAT:
            ts += timedelta(minutes=3)
            r = eng.turn("u1", "s1", msg, timestamp=ts, writer=writer)
            turns = [t.turn_id for t in eng.store.get_turns("u1", session_id="s1") if t.text == msg]
            out.turn_of[msg] = turns
            out.decisions.setdefault(msg, []).extend(r.write.decisions)
        out.live = eng.store.list_items("u1", statuses=("active",), source_types=["fact", "episodic"])
        now = ts + timedelta(days=21)
        for qs in QUESTIONS.values():
            for q in qs:
                hits = eng.search("u1", q, k=3, now=now)
                out.top[q] = hits[0].item if hits else None
        eng.close()
    yield out


def holding(run: Run, msg: str) -> list[Any]:
    """The live memories (fact or episodic items) that hold one of the message's turns."""
    ids = set(run.turn_of[msg])
    return [i for i in run.live if ids & set(i.turn_ids)]


def test_a_second_fact_about_a_held_key_is_kept_and_found_from_another_language(run: Run):
    msg = "My wife loves jazz."
    assert any(d.get("kind") == "profile" and d.get("action") == "NOOP" for d in run.decisions[msg]), run.decisions
    kept = holding(run, msg)
    assert [i.source_type for i in kept] == ["episodic"], [(i.source_type, i.summary) for i in run.live]
    for q in QUESTIONS[msg]:
        top = run.top[q]
        assert top is not None and set(run.turn_of[msg]) & set(top.turn_ids), (q, top and top.summary)


def test_an_earlier_statement_outlives_the_list_update_that_supersedes_its_fact_item(run: Run):
    msg = "My wife is a nurse."
    kept = holding(run, msg)
    assert len(kept) == 1 and kept[0].source_type == "episodic", [(i.source_type, i.summary) for i in run.live]
    assert "nurse" in kept[0].summary and "[family" not in kept[0].summary
    fact = [i for i in run.live if "profile:family" in i.tags]
    assert len(fact) == 1 and "first grade" in fact[0].summary  # the key keeps one fact item, the latest words
    assert "nurse" not in fact[0].summary
    for q in QUESTIONS[msg]:
        top = run.top[q]
        assert top is not None and set(run.turn_of[msg]) & set(top.turn_ids), (q, top and top.summary)


def test_each_statement_is_kept_by_exactly_one_memory(run: Run):
    """No duplicate: a sentence a fact item keeps (said once or twice) is not written again as an episode."""
    for msg in ("My wife is a nurse.", "My wife loves jazz.", "I live in Osaka.", "My son is in first grade."):
        kept = holding(run, msg)
        assert len(kept) == 1, (msg, [(i.source_type, i.summary) for i in kept])
    osaka = holding(run, "I live in Osaka.")[0]
    assert osaka.source_type == "fact" and "profile:location" in osaka.tags
    summaries = [i.summary for i in run.live]
    assert len(summaries) == len(set(summaries))
    assert not any(i.source_type == "episodic" and "Osaka" in i.summary for i in run.live)

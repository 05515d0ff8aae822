"""The engine's Python API: ingestion, search, isolation, bad input, CRUD with history, forgetting, export."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from memory.config import load_config
from memory.engine import MemoryEngine
from memory.errors import InvalidInput, NotFound

T0 = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)

SESSION_1 = [
    ("Caroline", "I went to the LGBTQ support group yesterday and it was so powerful."),
    ("Melanie", "That sounds amazing! What happened there?"),
    ("Caroline", "People shared their transgender stories; I felt accepted."),
    ("Melanie", "I painted a lake sunrise last week, it calms me down."),
    ("Caroline", "I'm researching adoption agencies because I want to build a family."),
    ("Melanie", "My kids love pottery, we made bowls together."),
]
SESSION_2 = [
    ("Melanie", "We went camping at the beach with the kids."),
    ("Caroline", "My dog Biscuit loves the beach too!"),
]


def msgs(rows, session: str, t0: datetime):
    return [
        {"speaker": s, "content": t, "turn_id": f"{session}:{i + 1}", "timestamp": t0 + timedelta(minutes=i)}
        for i, (s, t) in enumerate(rows)
    ]


@pytest.fixture()
def engine(tmp_path: Path, e5_embedder) -> MemoryEngine:
    eng = MemoryEngine(load_config(), data_dir=tmp_path, embedder=e5_embedder)
    yield eng
    eng.close()


@pytest.fixture()
def filled(engine: MemoryEngine) -> MemoryEngine:
    engine.add_messages("alice", "S1", msgs(SESSION_1, "S1", T0), timestamp=T0)
    engine.add_messages("alice", "S2", msgs(SESSION_2, "S2", T0 + timedelta(days=30)))
    return engine


def test_ingest_search_evidence_pointers(filled: MemoryEngine):
    hits = filled.search("alice", "What is Caroline researching?", k=3)
    assert hits, "a direct question about a remembered fact must retrieve something"
    assert "S1:5" in [t for h in hits for t in h.item.turn_ids]
    top = hits[0]
    assert top.item.turn_ids and top.item.evidence_ptr and {"dense", "bm25", "fused"} <= set(top.components)
    # relative dates are resolved against the conversation date, not today
    yday = next(i for i in filled.list("alice", source_types=["turn"]) if "yesterday" in i.summary)
    assert "[2023-05-07]" in yday.summary


def test_a_photo_caption_is_indexed_and_the_adapter_trains_on_the_same_text(engine: MemoryEngine):
    # bench.train_adapter fits the query adapter on the text the engine indexes; the two are made by one helper.
    from bench.train_adapter import turn_text

    msg = {
        "speaker": "Melanie",
        "content": "Look what we made yesterday!",
        "image_caption": "a photo of two clay bowls on a table",
        "turn_id": "S9:1",
        "timestamp": T0,
    }
    engine.add_messages("alice", "S9", [msg], timestamp=T0)
    (item,) = engine.list("alice", source_types=["turn"])
    assert item.summary.startswith("Melanie: Look what we made")
    assert "[shares a photo: a photo of two clay bowls on a table]" in item.summary and "[2023-05-07]" in item.summary
    assert item.summary == turn_text(msg, engine.config.default_lang, engine.config.index_date_annotations)
    assert "S9:1" in [t for h in engine.search("alice", "Did we make clay bowls?", k=3) for t in h.item.turn_ids]


def test_segments_cover_session(filled: MemoryEngine):
    segs = filled.list("alice", source_types=["segment"])
    covered = sorted(t for s in segs if s.session_id == "S1" for t in s.turn_ids)
    assert covered == sorted(f"S1:{i}" for i in range(1, 7))


def _index_view(eng: MemoryEngine, user: str) -> dict[str, tuple]:
    _, metas = eng._index(user).snapshot()
    return {m.memory_id: (m.source_type, m.segment_id, m.seq, m.session_id, m.vtypes, m.question) for m in metas}


def test_closed_sessions_are_resegmented_in_the_live_index_like_a_rebuild(
    engine: MemoryEngine, tmp_path: Path, e5_embedder
):
    """Writes keep a user's index live from the first one on (no read needed), and a closed session's segments
    are replaced in it in place (old ones out, new ones in, its turns relinked): index and ranking equal an
    index rebuilt from the store, as when the index was dropped and rebuilt after every session switch."""
    engine.add_messages("alice", "S1", msgs(SESSION_1, "S1", T0), timestamp=T0)
    st = engine._state("alice")
    first = st.index
    assert first is not None and len(first) == len(SESSION_1)  # built by the write, not left to the first read
    engine.add_messages("alice", "S2", msgs(SESSION_2, "S2", T0 + timedelta(days=30)))  # closes S1
    assert st.index is first  # updated in place, never dropped
    segs_s1 = {s.memory_id for s in engine.list("alice", source_types=["segment"]) if s.session_id == "S1"}
    assert segs_s1 and segs_s1 <= set(_index_view(engine, "alice"))
    # S1 again, with more turns (this write closes S2), then S1 closed once more: its segments change
    more = [("Caroline", "The adoption agency called back about the home study."), ("Melanie", "Good luck!")]
    later = [
        {"speaker": s, "content": t, "turn_id": f"S1:{7 + i}", "timestamp": T0 + timedelta(minutes=10 + i)}
        for i, (s, t) in enumerate(more)
    ]
    engine.add_messages("alice", "S1", later)
    engine.close_session("alice", "S1")
    assert st.index is first
    segs_now = {s.memory_id for s in engine.list("alice", source_types=["segment"]) if s.session_id == "S1"}
    assert segs_now != segs_s1  # some segment of S1 was replaced
    live_view = _index_view(engine, "alice")
    assert not (segs_s1 - segs_now) & set(live_view)  # the replaced ones left the index
    assert {v[1] for k, v in live_view.items() if v[0] == "turn" and v[3] == "S1"} <= segs_now
    qs = ["What is Caroline researching?", "Who called about the home study?", "beach with the kids"]
    live = [[(h.item.memory_id, h.score) for h in engine.search("alice", q, k=8)] for q in qs]
    engine.close()
    again = MemoryEngine(load_config(), data_dir=tmp_path, embedder=e5_embedder)
    try:
        assert _index_view(again, "alice") == live_view
        rebuilt = [[(h.item.memory_id, h.score) for h in again.search("alice", q, k=8)] for q in qs]
    finally:
        again.close()
    for a, b in zip(live, rebuilt, strict=True):
        assert [m for m, _ in a] == [m for m, _ in b]
        assert [s for _, s in a] == pytest.approx([s for _, s in b], abs=1e-4)


def test_ingestion_is_idempotent(filled: MemoryEngine):
    before = len(filled.list("alice"))
    again = filled.add_messages("alice", "S1", msgs(SESSION_1, "S1", T0), timestamp=T0)
    assert again.skipped == len(SESSION_1) and not again.items
    assert len(filled.list("alice")) == before


def test_a_made_turn_id_that_meets_a_stored_one_is_skipped_with_its_item(engine: MemoryEngine):
    """Ids the engine makes are not looked up first; one that equals an id a client stored earlier is caught by
    the write itself: the turn is skipped with its item and its audit event, nothing half-written."""
    engine.add_messages("u1", "s1", [{"role": "user", "content": "first", "turn_id": "s1:2"}], timestamp=T0)
    r = engine.add_messages("u1", "s1", [{"role": "user", "content": "second"}], timestamp=T0)  # made: "s1:2"
    assert r.skipped == 1 and not r.turns and not r.items
    assert [t.text for t in engine.store.get_turns("u1")] == ["first"]
    assert len(engine.list("u1", source_types=["turn"])) == 1
    assert sum(e.action == "ADD" for e in engine.store.list_audit("u1")) == 1


class _Renamed:
    """The same vectors under another model name: what a changed embedding model looks like to the store."""

    def __init__(self, inner, name: str) -> None:
        self.inner, self.name, self.dim = inner, name, inner.dim

    def embed_queries(self, texts):
        return self.inner.embed_queries(texts)

    def embed_passages(self, texts):
        return self.inner.embed_passages(texts)


def test_a_changed_embedding_model_re_embeds_loudly_once(filled: MemoryEngine, tmp_path: Path, e5_embedder, caplog):
    n = len(filled.list("alice"))
    filled.close()
    other = MemoryEngine(load_config(), data_dir=tmp_path, embedder=_Renamed(e5_embedder, "other-model"))
    try:
        with caplog.at_level("WARNING", logger="kioku.engine"):
            assert other.search("alice", "What is Caroline researching?", k=3)
        assert any(
            "no 'other-model' vectors" in r.getMessage() and f"{n} of {n}" in r.getMessage() for r in caplog.records
        )
        ids, _ = other.store.get_vectors("alice", "other-model")
        assert len(ids) == n  # stored under the new name: the next index build embeds nothing
        caplog.clear()
        other._refresh_index("alice")
        other.search("alice", "beach", k=3)
        assert not [r for r in caplog.records if "vectors" in r.getMessage()]
    finally:
        other.close()


def test_users_are_isolated(filled: MemoryEngine):
    filled.add_messages("bob", "B1", [{"role": "user", "content": "My cat is called Mochi."}], timestamp=T0)
    assert all(h.item.user_id == "bob" for h in filled.search("bob", "Who loves the beach?", k=10))
    assert all(h.item.user_id == "alice" for h in filled.search("alice", "What is the cat called?", k=10))
    alice_item = filled.list("alice")[0]
    with pytest.raises(NotFound):
        filled.get("bob", alice_item.memory_id)
    with pytest.raises(NotFound):
        filled.delete("bob", alice_item.memory_id)


@pytest.mark.parametrize(
    ("call", "field"),
    [
        (lambda e: e.add_messages("", "s", [{"content": "x"}]), "user_id"),
        (lambda e: e.add_messages("u", "s", [{"content": 42}]), "messages[0].content"),
        (lambda e: e.add_messages("u", "s", [{"content": "ok"}, {"content": ""}]), "messages[1].content"),
        (lambda e: e.add_messages("u", "s", []), "messages"),
        (lambda e: e.add_messages("u", "s", "hello"), "messages"),
        (lambda e: e.add_messages("u", "s", [{"content": "x", "timestamp": "yesterday"}]), "messages[0].timestamp"),
        (lambda e: e.search("u", "", k=3), "query"),
        (lambda e: e.search("u", "q", k=0), "k"),
        (lambda e: e.search("u", "q", k=3, preset="nope"), "preset"),
        (lambda e: e.search("u", "q", k=3, filters={"bogus": 1}), "filters"),
        (lambda e: e.add_item(None, "fact"), "user_id"),  # type: ignore[arg-type]
    ],
)
def test_bad_input_is_typed_and_writes_nothing(engine: MemoryEngine, call, field):
    with pytest.raises(InvalidInput) as e:
        call(engine)
    assert e.value.field == field
    assert engine.users() == []


def test_unknown_item(engine: MemoryEngine):
    with pytest.raises(NotFound):
        engine.get("u", "m_missing")


def test_update_keeps_history_and_reindexes(filled: MemoryEngine):
    item = filled.add_item("alice", "Caroline's favourite food is ramen.", timestamp=T0)
    assert item is not None
    assert filled.add_item("alice", "Caroline's favourite food is ramen.") is None  # duplicate: not stored twice
    upd = filled.update("alice", item.memory_id, "Caroline's favourite food is sushi.")
    assert upd.version == 2
    hist = filled.history("alice", item.memory_id)
    assert [h.summary for h in hist][:2] == [
        "Caroline's favourite food is ramen.",
        "Caroline's favourite food is sushi.",
    ]
    hits = filled.search("alice", "favourite food sushi", k=3)
    assert any(h.item.memory_id == item.memory_id and "sushi" in h.item.summary for h in hits)
    filled.delete("alice", item.memory_id)
    assert all(h.item.memory_id != item.memory_id for h in filled.search("alice", "favourite food sushi", k=10))


def _file_text(path: Path) -> str:
    return path.read_bytes().decode("latin-1")


def test_forget_user_leaves_nothing(filled: MemoryEngine, tmp_path: Path):
    manifest = filled.export("alice")
    assert manifest.exists()
    counts = filled.forget("alice")
    assert counts["snapshots"] == 1 and not manifest.exists()
    assert filled.search("alice", "adoption agencies", k=5) == []
    assert "alice" not in filled.users()
    for table in filled.store._con.execute("SELECT table_name FROM information_schema.tables").fetchall():
        rows = filled.store._con.execute(f'SELECT * FROM "{table[0]}"').fetchall()
        assert "adoption" not in json.dumps(rows, default=str), table
    assert "adoption agencies" not in _file_text(Path(filled.store.path))


def test_forget_one_item(filled: MemoryEngine):
    item = filled.add_item("alice", "My passport number is TK1234567.")
    assert item is not None
    filled.forget("alice", item.memory_id)
    with pytest.raises(NotFound):
        filled.get("alice", item.memory_id)
    assert all("TK1234567" not in h.item.summary for h in filled.search("alice", "passport number", k=20))
    assert "TK1234567" not in json.dumps([a.model_dump(mode="json") for a in filled.store.list_audit("alice")])


def test_export_import_round_trip(filled: MemoryEngine, tmp_path: Path):
    manifest = filled.export("alice", tmp_path / "snap")
    filled.import_user(manifest.parent, user_id="alice2")
    a = sorted(i.summary for i in filled.list("alice"))
    b = sorted(i.summary for i in filled.list("alice2"))
    assert a == b
    assert filled.search("alice2", "What is Caroline researching?", k=3)


def test_build_context_sections_and_budget(filled: MemoryEngine):
    ctx = filled.build_context("alice", "S3", "What does Caroline's dog love?", k=5)
    names = [s.name for s in ctx.sections]
    assert names == ["PROFILE", "LONG_TERM_MEMORY", "CONTEXT_SUMMARY"]
    assert ctx.total_tokens <= ctx.budget
    assert all(s.tokens <= s.budget for s in ctx.sections)
    assert "[LONG_TERM_MEMORY]" in ctx.system_prompt and ctx.evidence
    dates = [h.item.timestamp for h in ctx.evidence]
    assert dates == sorted(dates)  # evidence in chronological order


def test_turn_dataflow_remembers_and_builds_context(engine: MemoryEngine):
    r1 = engine.turn("u1", "s1", "I am allergic to shrimp and crab.", timestamp=T0)
    assert r1.lang == "en" and r1.reply is None
    r2 = engine.turn(
        "u1",
        "s2",
        "What seafood must I avoid?",
        timestamp=T0 + timedelta(days=1),
        generate=lambda ctx, m: "Avoid shrimp and crab.",
    )
    assert r2.reply == "Avoid shrimp and crab."
    assert any("shrimp" in h.item.summary for h in r2.hits)
    st = engine.stm("u1", "s2")
    assert [t.role for t in st.last_k_turns] == ["user", "assistant"]


def test_a_failed_write_leaves_no_turn_without_its_item(engine: MemoryEngine, monkeypatch):
    """Turns and their items commit together: had the turn been stored alone, the re-delivered message would be
    skipped as known and never become searchable."""
    msg = [{"role": "user", "content": "We moved to Sapporo in March.", "turn_id": "s1:1"}]

    def boom(*a: Any, **k: Any) -> None:
        raise RuntimeError("disk full")

    monkeypatch.setattr(engine.store, "_write_audit", boom)
    with pytest.raises(RuntimeError):
        engine.add_messages("u1", "s1", msg, timestamp=T0)
    monkeypatch.undo()
    assert engine.store.get_turns("u1") == [] and engine.list("u1") == []
    again = engine.add_messages("u1", "s1", msg, timestamp=T0)
    assert len(again.turns) == 1 and len(again.items) == 1
    assert [h.item.turn_ids for h in engine.search("u1", "Where did we move?", k=1)] == [["s1:1"]]


def test_replies_that_only_quote_memory_are_turns_not_items(engine: MemoryEngine):
    """A generator marked ``quotes_memory`` (the extractive responder) has its reply stored as a turn (history,
    export) but not as a retrievable item; any other generator's reply is both."""

    class Quoting:
        quotes_memory = True

        def __call__(self, ctx: Any, message: str) -> str:
            return "From memory: I am allergic to shrimp."

    engine.turn("u1", "s1", "I am allergic to shrimp.", timestamp=T0)
    engine.turn("u1", "s1", "What am I allergic to?", timestamp=T0 + timedelta(minutes=1), generate=Quoting())
    turns = engine.store.get_turns("u1")
    assert [t.speaker for t in turns] == ["user", "user", "assistant"]
    items = engine.list("u1", source_types=["turn"])
    assert sorted(i.speaker or "" for i in items) == ["user", "user"]
    engine.turn("u1", "s1", "Thanks!", timestamp=T0 + timedelta(minutes=2), generate=lambda c, m: "You are welcome.")
    assert any(i.speaker == "assistant" for i in engine.list("u1", source_types=["turn"]))
    with pytest.raises(InvalidInput) as e:
        engine.add_messages("u1", "s1", [{"role": "user", "content": "x", "index": "no"}])
    assert e.value.field == "messages[0].index"


def test_writes_update_the_live_index_like_a_rebuild(filled: MemoryEngine, tmp_path: Path, e5_embedder):
    """New turns go into the live index in place; what it ranks must equal an index rebuilt from the store."""
    q = "What does Caroline's dog like?"
    assert filled.search("alice", q, k=3)  # the index is live now
    filled.add_messages(
        "alice",
        "S2",
        [{"speaker": "Caroline", "content": "Biscuit also loves chasing the frisbee at the park.", "turn_id": "S2:3"}],
        timestamp=T0 + timedelta(days=30, minutes=5),
    )
    live = [(h.item.memory_id, h.score) for h in filled.search("alice", q, k=8)]
    assert any(h.item.turn_ids == ["S2:3"] for h in filled.search("alice", "frisbee park", k=3))
    filled.close()
    rebuilt_engine = MemoryEngine(load_config(), data_dir=tmp_path, embedder=e5_embedder)
    try:
        rebuilt = [(h.item.memory_id, h.score) for h in rebuilt_engine.search("alice", q, k=8)]
    finally:
        rebuilt_engine.close()
    # same memories in the same order; scores equal up to float summation order (rounding them to 5 places
    # failed once on a boundary: 1.28147 / 1.28148)
    assert [m for m, _ in live] == [m for m, _ in rebuilt]
    assert [s for _, s in live] == pytest.approx([s for _, s in rebuilt], abs=1e-4)


def test_warm_up_pays_the_one_time_loads_and_touches_no_user(engine: MemoryEngine):
    assert engine.users() == []
    seconds = engine.warm_up()
    assert seconds > 0
    assert engine.users() == [] and engine._users == {}  # nothing stored, no user state made
    banks = {lang for (_, lang) in engine._banks}
    assert banks == {"en", "ja", "zh"}  # the hub banks of every query language are embedded already
    engine.add_item("bob", "I am allergic to penicillin.", source_type="fact")
    assert engine.search("bob", "Which medicine am I allergic to?", k=1)[0].item.summary.startswith("I am allergic")

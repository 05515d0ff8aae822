"""The learned ranker's weights file, citation feedback (RMM's online half) and the mixed-memory benchmark."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import pytest

from memory.config import load_config
from memory.engine import MemoryEngine
from memory.feedback import cited_memories, reinforce_gradient, updated_rows
from memory.ranker import FEATURES, MODELS_DIR, LinearRanker, RankerFileError, load_ranker, save_ranker
from memory.schemas import MemoryItem, SearchHit

T0 = datetime(2024, 4, 1, 9, 0, tzinfo=UTC)
FACTS = [
    "I am allergic to penicillin.",
    "My daughter is allergic to eggs.",
    "I take blood pressure medicine every morning.",
    "I live in Osaka near Namba station.",
    "My health checkup is scheduled for October 12.",
    "I work night shifts at a convenience store.",
]


@pytest.fixture()
def engine(tmp_path: Path, e5_embedder) -> MemoryEngine:
    eng = MemoryEngine(load_config(), data_dir=tmp_path, embedder=e5_embedder)
    yield eng
    eng.close()


def _with_ranker(spec: str):
    cfg = load_config()
    cfg.presets["kioku"] = cfg.presets["kioku"].model_copy(update={"ranker": spec})
    return cfg


# ---------------------------------------------------------------------------------------------- weights file


def test_default_preset_loads_the_shipped_ranker():
    p = load_config().preset(None)
    assert p.ranker, "the default preset ranks with the learned model"
    r = load_ranker(p.ranker)
    assert Path(r.path).parent == MODELS_DIR and Path(r.path).is_file()
    assert set(r.weights) <= set(FEATURES) and r.clip > 0
    assert r.meta.get("trained_by") == "python -m bench.train_ranker"


@pytest.mark.parametrize(
    ("content", "why"),
    [
        (None, "cannot be read"),
        ("{not json", "not a valid ranker JSON"),
        (json.dumps({"format": "other", "version": 1, "weights": {"t_zd": 1}}), "not a kioku-linear-ranker"),
        (json.dumps({"format": "kioku-linear-ranker", "version": 2, "weights": {"t_zd": 1}}), "unsupported version"),
        (json.dumps({"format": "kioku-linear-ranker", "version": 1, "weights": {"nope": 1}}), "unknown feature"),
        (json.dumps({"format": "kioku-linear-ranker", "version": 1, "weights": {"t_zd": "x"}}), "finite number"),
        ('{"format": "kioku-linear-ranker", "version": 1, "weights": {"t_zd": NaN}}', "finite number"),
    ],
)
def test_missing_or_corrupt_ranker_stops_the_engine_naming_the_file(tmp_path: Path, e5_embedder, content, why):
    path = tmp_path / "weights" / "ranker.json"
    if content is not None:
        path.parent.mkdir()
        path.write_text(content)
    with pytest.raises(RankerFileError) as e:
        MemoryEngine(_with_ranker(str(path)), data_dir=tmp_path / "d", embedder=e5_embedder)
    assert str(path) in str(e.value) and why in str(e.value)
    assert e.value.field == "ranker"


def test_ranker_file_round_trip(tmp_path: Path):
    r = LinearRanker({"t_zd": 1.5, "s_zd": -0.25, "nb_prev": 0.5}, clip=4.0, meta={"x": 1})
    p = save_ranker(r, tmp_path / "r.json")
    back = load_ranker(str(p))
    assert back.weights["t_zd"] == 1.5 and back.clip == 4.0 and back.meta == {"x": 1}
    x = np.zeros((2, len(FEATURES)))
    x[0, FEATURES.index("t_zd")] = 2.0
    x[1, FEATURES.index("nb_prev")] = 2.0
    np.testing.assert_allclose(back.score(x), [3.0, 1.0])


# ---------------------------------------------------------------------------------------------- feedback units


def _hit(mid: str, text: str, score: float, speaker: str | None = None) -> SearchHit:
    item = MemoryItem(memory_id=mid, user_id="u", timestamp=T0, summary=text, speaker=speaker)
    return SearchHit(item=item, score=score)


def test_citations_by_quote_and_by_id():
    ev = [
        _hit("m_aaaaaaaaaaaaaaaa", "I am allergic to penicillin.", 2.0),
        _hit("t_bbbbbbbbbbbbbbbb", "Caroline: I went to the LGBTQ support group yesterday.", 1.0, "Caroline"),
        _hit("m_cccccccccccccccc", "My rent is 65,000 yen a month.", 0.5),
    ]
    reply = "[extractive reply]\nFrom memory (2024-04-01): I went to the LGBTQ support group yesterday."
    assert cited_memories(reply, ev) == ["t_bbbbbbbbbbbbbbbb"]
    assert cited_memories("Avoid penicillin [m_aaaaaaaaaaaaaaaa].", ev) == ["m_aaaaaaaaaaaaaaaa"]
    assert cited_memories("Nothing relevant.", ev) == [] and cited_memories(None, ev) == []


def test_reinforce_gradient_and_bounds():
    g = reinforce_gradient({"a": 2.0, "b": 1.0, "c": 0.0}, {"b"})
    assert g["b"] > 0 > g["a"] and g["c"] < 0
    # the top-ranked memory, not cited, among many uncited ones: it must lose (with a zero baseline it gained)
    many = {"top": 6.0, "cited": 5.0, **{f"x{i}": 0.0 for i in range(5)}}
    g = reinforce_gradient(many, {"cited"})
    assert g["cited"] > 0 and all(v < 0 for k, v in g.items() if k != "cited")
    assert reinforce_gradient(many, {"cited"}, baseline=0.0)["top"] > 0  # the flaw the mean baseline removes
    # a single update moves by at most `step`; a session by at most `session_cap`; never beyond `cap`
    rows: dict[str, dict] = {}
    for n in range(20):
        new = updated_rows("u", "s1", rows, {"b": 5.0}, {"b"}, step=0.2, cap=1.0, session_cap=0.4, now=T0)
        rows = {r["memory_id"]: r for r in new}
        if n == 0:
            assert rows["b"]["adjust"] == pytest.approx(0.2)
    assert rows["b"]["adjust"] == pytest.approx(0.4) and rows["b"]["shown"] == 20 and rows["b"]["cited"] == 20
    for s in range(10):
        rows = {r["memory_id"]: r for r in updated_rows("u", f"s{s + 2}", rows, {"b": 5.0}, {"b"}, step=0.2,
                                                         cap=1.0, session_cap=0.4, now=T0)}  # fmt: skip
    assert rows["b"]["adjust"] == pytest.approx(1.0)


# ---------------------------------------------------------------------------------------------- feedback, end to end


class Quote:
    """A generator that quotes one chosen memory of the evidence (like the extractive responder does)."""

    quotes_memory = True

    def __init__(self, text: str) -> None:
        self.text = text

    def __call__(self, context, message: str) -> str:
        assert any(h.item.summary == self.text for h in context.evidence), "the quoted memory was in the prompt"
        return f"From memory: {self.text}"


ONLY_FACTS = {"source_types": ["fact"]}  # the asked questions are remembered as turns too; compare the facts


def _rank(engine: MemoryEngine, user: str, query: str, text: str) -> tuple[int, float]:
    hits = engine.search(user, query, k=len(FACTS), filters=ONLY_FACTS)
    pos = [h.item.summary for h in hits].index(text)
    return pos, hits[pos].score


def test_citation_feedback_lifts_the_cited_memory_for_that_user_only(tmp_path: Path, e5_embedder):
    cfg = load_config()
    cfg.feedback = cfg.feedback.model_copy(update={"step": 0.5, "session_cap": 1.0, "cap": 3.0})
    engine = MemoryEngine(cfg, data_dir=tmp_path / "d", embedder=e5_embedder)
    for u in ("alice", "bob"):
        for f in FACTS:
            engine.add_item(u, f, timestamp=T0)
    q = "Which medicine should the doctor avoid giving me?"
    hits = engine.search("alice", q, k=3, filters=ONLY_FACTS)
    target = hits[1].item.summary  # a relevant memory that is not first: the user keeps citing it
    before_a = _rank(engine, "alice", q, target)
    before_b = engine.search("bob", q, k=len(FACTS), filters=ONLY_FACTS)
    for n in range(3):  # three replies in one session move it by session_cap at most
        engine.turn("alice", "day0", q, timestamp=T0 + timedelta(hours=n + 1), generate=Quote(target))
    assert _rank(engine, "alice", q, target)[1] == pytest.approx(before_a[1] + 1.0)
    for day in range(1, 6):  # five more sessions: up to cap, never beyond
        engine.turn("alice", f"day{day}", q, timestamp=T0 + timedelta(days=day), generate=Quote(target))
    after_a = _rank(engine, "alice", q, target)
    assert after_a[1] == pytest.approx(before_a[1] + 3.0)
    assert after_a[0] < before_a[0]
    # a later, different query of the same user: the cited memory is lifted there too
    hits2 = engine.search("alice", "Are there drugs I react badly to?", k=len(FACTS), filters=ONLY_FACTS)
    lifted = next(h for h in hits2 if h.item.summary == target)
    assert lifted.components["feedback"] > 0
    # bob's memory is untouched: same scores, same order
    after_b = engine.search("bob", q, k=len(FACTS), filters=ONLY_FACTS)
    assert [(h.item.memory_id, h.score) for h in after_b] == [(h.item.memory_id, h.score) for h in before_b]
    assert engine.store.feedback("bob") == {}
    fb = engine.store.feedback("alice")
    tid = next(h.item.memory_id for h in hits2 if h.item.summary == target)
    assert 0 < fb[tid]["adjust"] <= engine.config.feedback.cap and fb[tid]["cited"] >= 4
    # export / import keeps the feedback; forgetting the user removes it
    manifest = engine.export("alice", tmp_path / "snap")
    assert json.loads(manifest.read_text())["tables"]["ranker_feedback"]["rows"] == len(fb)
    engine.import_user(tmp_path / "snap", user_id="carol")
    assert {m: r["adjust"] for m, r in engine.store.feedback("carol").items()} == {
        m: r["adjust"] for m, r in fb.items()
    }
    engine.forget("alice")
    assert engine.store.feedback("alice") == {}
    n = engine.store._con.execute("SELECT count(*) FROM ranker_feedback WHERE user_id = 'alice'").fetchall()[0][0]
    assert n == 0
    engine.close()


def test_feedback_rejects_citations_of_memories_not_retrieved(engine: MemoryEngine):
    from memory.errors import InvalidInput

    engine.add_item("alice", FACTS[0], timestamp=T0)
    hits = engine.search("alice", "allergy", k=1)
    with pytest.raises(InvalidInput):
        engine.feedback("alice", "s1", hits, ["m_not_retrieved"])
    assert engine.store.feedback("alice") == {}


def test_snapshot_without_feedback_table_still_imports(engine: MemoryEngine, tmp_path: Path):
    engine.add_item("alice", FACTS[0], timestamp=T0)
    m = engine.export("alice", tmp_path / "snap")
    man = json.loads(m.read_text())
    del man["tables"]["ranker_feedback"]  # written by a version before the table existed
    (tmp_path / "snap" / "ranker_feedback.parquet").unlink()
    m.write_text(json.dumps(man))
    counts = engine.import_user(tmp_path / "snap", user_id="dave")
    assert counts["ranker_feedback"] == 0 and counts["memory_items"] == 1


# ---------------------------------------------------------------------------------------------- mixed benchmark


def _tiny_locomo(path: Path) -> None:
    turns = [
        ("Ann", "Hey Bob, how was the weekend?"),
        ("Bob", "Great, I went hiking in the mountains with my brother."),
        ("Ann", "Nice! I painted a sunset over the lake."),
        ("Bob", "No problem, glad the tips helped."),
    ]
    conv = {"speaker_a": "Ann", "speaker_b": "Bob"}
    for s in (1, 2):
        conv[f"session_{s}_date_time"] = f"1:56 pm on {s} May, 2023"
        conv[f"session_{s}"] = [{"speaker": a, "dia_id": f"D{s}:{i + 1}", "text": t} for i, (a, t) in enumerate(turns)]
    path.write_text(json.dumps([{"sample_id": "conv-x", "conversation": conv, "qa": []}]))


def _facts(path: Path) -> None:
    rows = [
        {"id": "f1", "fact": {"en": "I am allergic to penicillin.", "ja": "ペニシリンにアレルギーがあります。",
                              "zh": "我对青霉素过敏。"},
         "query": {"en": "Which medicine must the doctor avoid?", "ja": "医者が避けるべき薬は何ですか？",
                   "zh": "医生应该避免给我用什么药？"}},
        {"id": "f2", "fact": {"en": "I live in Osaka near Namba station.", "ja": "大阪の難波駅の近くに住んでいます。",
                              "zh": "我住在大阪难波站附近。"},
         "query": {"en": "Which city do I live in?", "ja": "私はどの都市に住んでいますか？", "zh": "我住在哪个城市？"}},
    ]  # fmt: skip
    path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n")


@pytest.mark.parametrize("facts_as", ["items", "turns"])
def test_mixed_benchmark_runs_both_modes(tmp_path: Path, facts_as: str):
    from bench import crosslingual

    _tiny_locomo(tmp_path / "h.json")
    _facts(tmp_path / "f.jsonl")
    res = crosslingual.run(str(tmp_path / "f.jsonl"), history=str(tmp_path / "h.json"), facts_as=facts_as)
    assert res["setting"] == "mixed" and res["facts_as"] == facts_as
    assert set(res["pairs"]) == {f"{s}>{q}" for s in "en ja zh".split() for q in "en ja zh".split()}
    assert all(v["n"] == 2 for v in res["pairs"].values())
    assert res["conversations"]["conv-x"]["turns"] == 8
    assert res["mean_r3"] >= 0.5  # two facts among eight turns: the facts must be found
    md = crosslingual.markdown(res)
    assert "conv-x" in md and "parity gap" in md
    with pytest.raises(SystemExit):
        crosslingual.run(str(tmp_path / "f.jsonl"), history=str(tmp_path / "h.json"), conversations=["conv-404"])

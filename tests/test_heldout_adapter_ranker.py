"""bench.heldout_adapter_ranker's fold plan (issue 11, stop 31): a conversation's own questions and turns never reach
the fits of the adapter and the ranker that measure it. A tiny 2-conversation LoCoMo-format fixture; the fits, the
dumps and the retrieval run are replaced by recorders, so no model is loaded."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest

from bench import heldout_adapter_ranker as har
from bench import locomo, train_adapter, train_ranker
from memory.ranker import FEATURES

TURNS = {
    "conv-a": [("Ann", "I adopted a grey cat named Miso."), ("Bob", "Lovely! I started pottery classes.")],
    "conv-b": [("Cid", "My sister moved to Sapporo last week."), ("Dee", "I ran my first half marathon.")],
}
QUESTIONS = {"conv-a": "What is the name of Ann's cat?", "conv-b": "Where did Cid's sister move?"}
FIRST = {"conv-a": 1, "conv-b": 3}  # turn ids D1:1-2 and D1:3-4: no id is shared, so a leak shows


def _ids(sid: str) -> list[str]:
    return [f"D1:{FIRST[sid] + i}" for i in range(len(TURNS[sid]))]


def _fixture(path: Path) -> Path:
    data = []
    for sid, turns in TURNS.items():
        conv = {"speaker_a": turns[0][0], "speaker_b": turns[1][0], "session_1_date_time": "1:56 pm on 2 May, 2023"}
        conv["session_1"] = [{"speaker": s, "dia_id": d, "text": t} for d, (s, t) in zip(_ids(sid), turns, strict=True)]
        qa = [{"question": QUESTIONS[sid], "answer": "x", "evidence": [_ids(sid)[0]], "category": 1}]
        data.append({"sample_id": sid, "conversation": conv, "qa": qa})
    path.write_text(json.dumps(data))
    return path


def _own(sid: str) -> set[str]:
    """Everything of conversation ``sid`` that must not reach another fold's fits: turn ids, turn texts, questions."""
    return set(_ids(sid)) | {t for _, t in TURNS[sid]} | {QUESTIONS[sid]}


def test_the_plan_leaves_each_conversation_out_of_its_own_fold():
    folds = har.plan(["conv-a", "conv-b"])
    assert [(f.held, f.train) for f in folds] == [("conv-a", ("conv-b",)), ("conv-b", ("conv-a",))]
    with pytest.raises(SystemExit):
        har.plan(["conv-a", "conv-a"])


def test_the_training_file_of_a_fold_holds_none_of_the_held_out_conversation(tmp_path: Path):
    src = _fixture(tmp_path / "l.json")
    for f in har.plan(["conv-a", "conv-b"]):
        text = har.subset_locomo(src, f.train, tmp_path / f"without_{f.held}.json").read_text()
        assert not any(x in text for x in _own(f.held))
        assert all(x in text for t in f.train for x in _own(t))
        only = har.subset_locomo(src, [f.held], tmp_path / f"only_{f.held}.json")
        assert [c.sample_id for c in locomo.load(only)] == [f.held]


def test_the_ranker_mask_drops_every_query_asked_in_the_held_out_conversation():
    # isolated facts (no conversation), then per conversation its LoCoMo questions and the facts asked among its turns
    d = SimpleNamespace(conv=np.array(["", "", "conv-a", "conv-a", "conv-b", "conv-b", "conv-c"]))
    f = har.Fold("conv-a", ("conv-b",))
    m = har.ranker_mask(d, f)
    assert m.tolist() == [True, True, False, False, True, True, False]  # conv-c: in no training list, left out too


def _run_main(tmp_path: Path, monkeypatch, extra: list[str], features: bool = True) -> dict:
    """``main`` with every fit, dump and run replaced by a recorder of what it was handed."""
    src = _fixture(tmp_path / "l.json")
    seen: dict = {"adapter_fit": [], "dump": {}, "dump_args": {}, "concat": {}, "ranker_fit": [], "eval": []}

    def fake_embed(facts, path, cache):
        convs = []
        for c in locomo.load(path):
            msgs = [m for s in c.sessions for m in s.messages]
            qs = [q for q in c.questions if q.evidence]
            conv = train_adapter.Conv(c.sample_id, [m["turn_id"] for m in msgs], np.ones((len(msgs), 4), np.float32),
                                      np.ones((len(qs), 4), np.float32), [[0] for _ in qs], qs)  # fmt: skip
            conv.texts = [m["content"] for m in msgs]  # what the vectors stand for, so the recorder can see them
            convs.append(conv)
        return [], convs, "fake-4"

    def fake_adapter_fit(groups, convs, st, seed=0):
        seen["adapter_fit"].append(
            {x for c in convs for x in [c.sample_id, *c.turn_ids, *c.texts, *(q.question for q in c.qs)]}
        )
        return np.zeros((4, 8), np.float32), np.zeros((4, 8), np.float32)

    def fake_dump(locomo_path, facts, out, cache, limit, config=None, iso=True):
        import yaml

        seen["dump"][str(out)] = Path(locomo_path).read_text()
        seen["dump_args"][str(out)] = {"adapter": yaml.safe_load(Path(config).read_text())["query_adapter"], "iso": iso}
        Path(out).write_bytes(b"")

    def fake_concat(paths, out):
        seen["concat"][str(out)] = [str(p) for p in paths]
        Path(out).write_bytes(b"")
        return out

    class FakeData:
        def __init__(self, path, clip):
            if str(path) in seen["concat"]:
                ids = [s["sample_id"] for p in seen["concat"][str(path)] for s in json.loads(seen["dump"][p])]
            elif str(path) in seen["dump"]:
                ids = [s["sample_id"] for s in json.loads(seen["dump"][str(path)])]
            else:  # the shared dump: every conversation
                ids = list(TURNS)
            self.conv = np.array(["", *[c for c in ids for _ in range(3)]])

    def fake_ranker_fit(d, mask, l2=1e-3):
        seen["ranker_fit"].append(set(np.asarray(d.conv)[mask].tolist()))
        return np.zeros(len(FEATURES))

    def fake_eval(fold, locomo_path, config, cache, work):
        import yaml

        cfg = yaml.safe_load(Path(config).read_text())
        seen["eval"].append((fold.held, cfg["query_adapter"], cfg["presets"]["kioku"]["ranker"]))
        return {"conversation": fold.held, "questions": 1, "recall": {str(k): 50.0 for k in har.KS},
                "tokens": {str(k): 10.0 for k in har.KS}}  # fmt: skip

    monkeypatch.setattr(train_adapter, "embed_data", fake_embed)
    monkeypatch.setattr(train_adapter, "fit", fake_adapter_fit)
    monkeypatch.setattr(train_ranker, "dump", fake_dump)
    monkeypatch.setattr(train_ranker, "Data", FakeData)
    monkeypatch.setattr(train_ranker, "fit", fake_ranker_fit)
    monkeypatch.setattr(har, "evaluate", fake_eval)
    monkeypatch.setattr(har, "concat_dumps", fake_concat)
    shared = tmp_path / "shared.npz"
    shared.write_bytes(b"")
    args = ["--locomo", str(src), "--out-dir", str(tmp_path / "o"), *extra]
    if features:
        args += ["--features", str(shared)]
    assert har.main(args) == 0
    return seen


@pytest.mark.parametrize("per_fold", [False, True])
def test_no_fit_of_a_fold_sees_the_held_out_conversation(tmp_path: Path, monkeypatch, per_fold: bool):
    seen = _run_main(tmp_path, monkeypatch, ["--mode", "fold", *(["--dump-per-fold"] if per_fold else [])])
    held = [h for h, _, _ in seen["eval"]]
    assert held == ["conv-a", "conv-b"]
    for h, fitted in zip(held, seen["adapter_fit"], strict=True):
        assert not fitted & _own(h) and h not in fitted
        other = next(c for c in TURNS if c != h)
        assert _own(other) <= fitted  # the training conversation is used
    for h, convs in zip(held, seen["ranker_fit"], strict=True):
        assert h not in convs and convs  # the isolated facts ("") and the other conversation
    if per_fold:
        assert len(seen["dump"]) == 2
        for path, text in seen["dump"].items():
            h = next(c for c in TURNS if path.endswith(f"features_{c}.npz"))
            assert not any(x in text for x in _own(h))
    # each conversation is measured with its own fold's adapter and ranker, never the shipped ones
    for h, adapter, ranker in seen["eval"]:
        assert adapter.endswith(f"adapter_{h}.npz") and ranker.endswith(f"ranker_{h}.json")
        meta = json.loads(Path(ranker).read_text())["meta"]
        assert meta["conversations_left_out"] == [h]


def test_off_mode_measures_without_an_adapter(tmp_path: Path, monkeypatch):
    seen = _run_main(tmp_path, monkeypatch, ["--mode", "off"])
    assert not seen["adapter_fit"]
    assert [a for _, a, _ in seen["eval"]] == [None, None]
    assert [h not in c for (h, _, _), c in zip(seen["eval"], seen["ranker_fit"], strict=True)] == [True, True]


def test_the_cross_fit_plan_never_features_a_conversation_with_an_adapter_that_saw_it():
    ids = ["conv-a", "conv-b", "conv-c"]
    parts = har.cross_fit_plan(har.plan(ids))
    assert [p.conv for p in parts] == ids  # every conversation once
    for p in parts:
        assert p.adapter_of.held == p.conv and p.conv not in p.adapter_of.train
        assert set(p.adapter_of.train) == set(ids) - {p.conv}
    assert [p.iso for p in parts] == [True, False, False]  # the isolated facts once, with conv-a's adapter


def test_the_cross_fit_dump_hands_each_conversation_only_its_own_held_out_adapter(tmp_path: Path, monkeypatch):
    seen = _run_main(tmp_path, monkeypatch, ["--mode", "fold", "--dump-cross-fit"], features=False)
    fitted = dict(zip(TURNS, seen["adapter_fit"], strict=True))  # adapters fitted in the plan's order
    assert len(seen["dump"]) == 2 and len(seen["concat"]) == 1
    (parts,) = seen["concat"].values()
    assert sorted(parts) == sorted(seen["dump"])
    for path, text in seen["dump"].items():
        (conv,) = [s["sample_id"] for s in json.loads(text)]  # one conversation per dump
        adapter = seen["dump_args"][path]["adapter"]
        assert adapter.endswith(f"adapter_{conv}.npz")  # its own fold's adapter ...
        assert conv not in fitted[conv] and not fitted[conv] & _own(conv)  # ... which never saw it
        assert not any(x in text for c in TURNS if c != conv for x in _own(c))
    assert sorted(a["iso"] for a in seen["dump_args"].values()) == [False, True]
    for (h, adapter, ranker), convs in zip(seen["eval"], seen["ranker_fit"], strict=True):
        assert h not in convs and convs == {"", *(c for c in TURNS if c != h)}
        assert adapter.endswith(f"adapter_{h}.npz") and ranker.endswith(f"ranker_{h}.json")
    (tmp_path / "x").mkdir()
    with pytest.raises(SystemExit):  # the cross-fitted dump replaces --features
        _run_main(tmp_path / "x", monkeypatch, ["--mode", "fold", "--dump-cross-fit"])


def test_concat_dumps_keeps_each_query_and_its_candidate_texts(tmp_path: Path):
    def one(path, texts, tid, conv):
        n = len(tid)
        info = {"kind": ["locomo"], "conv": [conv], "query": [f"q {conv}"]}
        np.savez_compressed(path, x=np.arange(n * 2, dtype=np.float32).reshape(n, 2), offsets=np.array([0, n]),
                            pos=np.array([True] + [False] * (n - 1)), turn=np.array(["D1:1"] * n),
                            features=np.array(["a", "b"]), tid=np.array(tid, np.int32),
                            texts=np.array(texts), info=np.array(json.dumps(info)))  # fmt: skip
        return path

    a = one(tmp_path / "a.npz", ["cat", "dog"], [1, 0], "conv-a")
    b = one(tmp_path / "b.npz", ["dog", "sun", "sea"], [2, 0, 1], "conv-b")
    z = np.load(har.concat_dumps([a, b], tmp_path / "ab.npz"))
    assert z["offsets"].tolist() == [0, 2, 5]
    assert [z["texts"][i] for i in z["tid"]] == ["dog", "cat", "sea", "dog", "sun"]
    assert json.loads(str(z["info"]))["conv"] == ["conv-a", "conv-b"]
    assert z["x"].shape == (5, 2) and z["pos"].tolist() == [True, False, True, False, False]

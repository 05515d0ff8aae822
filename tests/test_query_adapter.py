"""The dense channel's residual query adapter (memory.query_adapter, issue 11 stop 30): what it changes and what not,
its file checks, the gate it must not move, and that the default configuration applies the shipped one."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import numpy as np
import pytest

from memory.config import KiokuConfig, load_config
from memory.engine import MemoryEngine
from memory.query_adapter import (
    MODELS_DIR,
    SHIPPED,
    AdaptedEmbedder,
    QueryAdapter,
    QueryAdapterFileError,
    adapt_queries,
    load_query_adapter,
)

T0 = datetime(2024, 4, 1, 9, 0, tzinfo=UTC)
FACTS = [
    "I am allergic to penicillin.",
    "My daughter is allergic to eggs.",
    "My son takes swimming lessons on Saturdays.",
    "My son's school sports day is in October.",
    "I live in Osaka near Namba station.",
    "My residence card expires in March 2027.",
]
QUERIES = ["What sport is my boy learning?", "Until when am I allowed to stay?", "Which medicine must I avoid?"]


class _Fake:
    """A tiny deterministic embedder: queries and passages differ, so a mix-up shows."""

    name = "fake-8"
    dim = 8

    def _vec(self, texts, salt: str) -> np.ndarray:
        rows = [np.random.default_rng(abs(hash((salt, t))) % 2**32).normal(size=8) for t in texts]
        v = np.asarray(rows, dtype=np.float32)
        return v / np.linalg.norm(v, axis=1, keepdims=True)

    def embed_queries(self, texts):
        return self._vec(texts, "q")

    def embed_passages(self, texts):
        return self._vec(texts, "p")


def _save(path: Path, u: np.ndarray, v: np.ndarray, model: str) -> Path:
    np.savez(path, u=u.astype(np.float32), v=v.astype(np.float32), model=np.array(model))
    return path


def _cfg(adapter: str | None):
    cfg = load_config()
    cfg.query_adapter = adapter
    cfg.xl_embedder = None  # the second channel is not the adapter's business and is slow to load
    return cfg


def test_adapter_changes_queries_not_passages():
    rng = np.random.default_rng(0)
    base = _Fake()
    ad = AdaptedEmbedder(base, QueryAdapter(rng.normal(size=(8, 2)), rng.normal(size=(8, 2)), "fake-8", "mem"))
    texts = ["a", "b c"]
    assert np.array_equal(ad.embed_passages(texts), base.embed_passages(texts))
    q, bq = ad.embed_queries(texts), base.embed_queries(texts)
    assert not np.allclose(q, bq)
    assert np.allclose(np.linalg.norm(q, axis=1), 1.0, atol=1e-5)
    assert ad.name == base.name and ad.dim == base.dim  # stored passage vectors stay keyed as before


def test_identity_adapter_leaves_retrieval_unchanged(tmp_path: Path, e5_embedder):
    zero = _save(tmp_path / "zero.npz", np.zeros((384, 4)), np.ones((384, 4)), e5_embedder.name)
    got = {}
    for name, spec in (("off", None), ("zero", str(zero))):
        eng = MemoryEngine(_cfg(spec), data_dir=tmp_path / name, embedder=e5_embedder)
        for f in FACTS:
            eng.add_item("u", f, source_type="fact", timestamp=T0)
        ids = {i.memory_id: i.summary for i in eng.store.list_items("u")}
        got[name] = [[(ids[h.item.memory_id], h.score) for h in eng.search("u", q, k=3)] for q in QUERIES]
        if spec:
            assert isinstance(eng.embedder, AdaptedEmbedder)
        eng.close()
    for off, zero in zip(got["off"], got["zero"], strict=True):
        assert [t for t, _ in off] == [t for t, _ in zero] and off
        assert np.allclose([s for _, s in off], [s for _, s in zero], atol=1e-5)


@pytest.mark.parametrize(
    ("content", "why"),
    [
        (None, "not found"),
        (b"not a zip at all", "not a valid query adapter"),
    ],
)
def test_corrupt_or_missing_file_names_it(tmp_path: Path, content, why):
    path = tmp_path / "adapter.npz"
    if content is not None:
        path.write_bytes(content)
    with pytest.raises(QueryAdapterFileError, match=why) as e:
        load_query_adapter(str(path))
    assert str(path) in str(e.value)


def test_bad_contents_name_the_file(tmp_path: Path):
    p = tmp_path / "a.npz"
    np.savez(p, u=np.zeros((8, 2), np.float32), model=np.array("fake-8"))
    with pytest.raises(QueryAdapterFileError, match=r"lacks \['v'\]"):
        load_query_adapter(str(p))
    _save(p, np.full((8, 2), np.nan), np.zeros((8, 2)), "fake-8")
    with pytest.raises(QueryAdapterFileError, match="finite"):
        load_query_adapter(str(p))
    _save(p, np.zeros((8, 2)), np.zeros((8, 3)), "fake-8")
    with pytest.raises(QueryAdapterFileError, match=r"\(dim, rank\)"):
        load_query_adapter(str(p))
    _save(p, np.zeros((8, 2)), np.zeros((8, 2)), "another-model")
    with pytest.raises(QueryAdapterFileError, match="another-model") as e:
        AdaptedEmbedder(_Fake(), load_query_adapter(str(p)))
    assert str(p) in str(e.value)


def test_engine_start_fails_on_a_corrupt_adapter(tmp_path: Path, e5_embedder):
    bad = tmp_path / "broken.npz"
    bad.write_bytes(b"\x00" * 10)
    with pytest.raises(QueryAdapterFileError, match=r"broken\.npz"):
        MemoryEngine(_cfg(str(bad)), data_dir=tmp_path / "d", embedder=e5_embedder)


def test_auto_adapts_only_the_model_it_was_fitted_on():
    fake = _Fake()
    assert adapt_queries(fake, "auto") is fake  # another embedder's vectors: unadapted, as before adapters
    with pytest.raises(QueryAdapterFileError, match=r"query_adapter\.npz"):
        adapt_queries(fake, SHIPPED)  # named explicitly, it must fit


def test_default_config_applies_the_shipped_adapter():
    # the shipped ranker was trained on adapted scores: the YAML and the library default agree on "auto"
    assert load_config().query_adapter == "auto" and KiokuConfig().query_adapter == "auto"


def test_no_adapter_leaves_queries_alone(tmp_path: Path, e5_embedder):
    eng = MemoryEngine(_cfg(None), data_dir=tmp_path, embedder=e5_embedder)
    try:
        assert np.array_equal(eng.embedder.embed_queries(QUERIES), e5_embedder.embed_queries(QUERIES))
    finally:
        eng.close()


def test_auto_adapts_the_dense_queries_of_its_model(tmp_path: Path, e5_embedder):
    ad = load_query_adapter(SHIPPED)
    assert Path(ad.path).parent == MODELS_DIR and ad.model == e5_embedder.name
    eng = MemoryEngine(_cfg("auto"), data_dir=tmp_path, embedder=e5_embedder)
    try:
        q = eng.embedder.embed_queries(QUERIES)
        assert not np.allclose(q, e5_embedder.embed_queries(QUERIES), atol=1e-3)
        assert np.allclose(q, ad.apply(e5_embedder.embed_queries(QUERIES)), atol=1e-5)
        assert np.array_equal(eng.embedder.embed_passages(FACTS), e5_embedder.embed_passages(FACTS))
        assert eng.embedder.inner is e5_embedder  # the engine's cache wrapper stays reachable
    finally:
        eng.close()


def test_the_gate_reads_the_model_s_own_cosines_when_queries_are_adapted(tmp_path: Path, e5_embedder):
    """The adapter moves every dense cosine (raw ~0.8 become ~0.1): judged on the adapted ones, the kappa gate,
    calibrated on the model's, closed for a question that shares no word with its answer (the MCP test, stop 30)."""
    cfg = _cfg("auto")
    eng = MemoryEngine(cfg, data_dir=tmp_path, embedder=e5_embedder)
    try:
        assert isinstance(eng.embedder, AdaptedEmbedder)
        for text in ("I'm allergic to shrimp.", "My budget for Kyoto is 20000 yen.", "I moved to Sendai in March."):
            eng.add_item("u", text, timestamp=T0)
        hits = eng.search("u", "Where do I live now?", k=3)
        assert any("Sendai" in h.item.summary for h in hits)
        assert eng.search("u", "Which team won the football match yesterday?", k=3) == []
        # what the gate fix is for: the adapted cosines are on another scale than the model's own, on which the
        # gate is calibrated (with the five-group adapter of stop 31 the gate fed adapted vectors closed for this
        # very question; the seven-group one of stop 33 lifts them to ~0.14, so the scale is what is asserted)
        adapted, own = eng.embedder.embed_queries_and_own(["Where do I live now?"])
        passages = eng.embedder.embed_passages(["I moved to Sendai in March."])
        assert float(passages[0] @ own[0]) > 0.6 and float(passages[0] @ adapted[0]) < 0.3
    finally:
        eng.close()

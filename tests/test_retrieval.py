"""Fusion, decay, context propagation and the kappa gate, pinned against hand-computed values."""

from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta

import numpy as np
import pytest
from pydantic import ValidationError

from memory.config import ContextConfig, RetrievalPreset, TemporalConfig, load_config
from memory.errors import InvalidInput
from memory.index import DocMeta, UserIndex
from memory.retrieval import minmax, propagate_context, ranks, recency, rrf, search_index, zscore
from memory.text import Tokenizer

T0 = datetime(2023, 5, 8, 12, 0, tzinfo=UTC)


def meta(i: int, session: str = "s1", rnd: int | None = None, st: str = "turn", hours: float = 0.0) -> DocMeta:
    return DocMeta(
        memory_id=f"m{i}",
        source_type=st,
        session_id=session,
        dialogue_round=i if rnd is None else rnd,
        seq=i,
        timestamp=T0 + timedelta(hours=hours),
        speaker="A",
        lang="en",
        turn_ids=(f"D1:{i}",),
        tags=(),
    )


def test_zscore_and_minmax():
    x = np.array([1.0, 2.0, 3.0])
    np.testing.assert_allclose(zscore(x), [-1.224744871, 0.0, 1.224744871], rtol=1e-6)
    np.testing.assert_allclose(minmax(x), [0.0, 0.5, 1.0])
    assert not zscore(np.array([5.0, 5.0])).any()  # constant scores carry no signal


def test_rrf_by_hand():
    a = np.array([0.9, 0.5, 0.1])  # ranks 1,2,3
    b = np.array([0.1, 0.2, 0.3])  # ranks 3,2,1
    got = rrf([a, b], [1.0, 1.0], k=60)
    want = [1 / 61 + 1 / 63, 1 / 62 + 1 / 62, 1 / 63 + 1 / 61]
    np.testing.assert_allclose(got, want)
    np.testing.assert_array_equal(ranks(a), [0, 1, 2])


def test_dual_temporal_decay_by_hand():
    metas = [meta(0, hours=0.0), meta(10, hours=100.0)]
    now = T0 + timedelta(hours=168)
    got = recency(metas, now, current_seq=20, cfg_round=20.0, cfg_clock_h=168.0, round_share=0.5)
    want0 = 0.5 * math.exp(-20 / 20) + 0.5 * math.exp(-168 / 168)
    want1 = 0.5 * math.exp(-10 / 20) + 0.5 * math.exp(-68 / 168)
    np.testing.assert_allclose(got, [want0, want1])


def test_context_propagation_by_hand():
    base = np.array([0.0, 1.0, 0.0, 0.0])
    metas = [meta(i) for i in range(4)]
    got = propagate_context(base, metas, neighbor=[0.5], unit=0.0, unit_scope="session", unit_top=3)
    # each turn adds 0.5 * max(left, right) (out-of-session neighbours count as the minimum score, 0 here)
    np.testing.assert_allclose(got, [0.5, 1.0, 0.5, 0.0])
    got2 = propagate_context(base, metas, neighbor=[], unit=1.0, unit_scope="session", unit_top=2)
    np.testing.assert_allclose(got2, base + 0.5)  # mean of the session's top-2 = (1 + 0) / 2


def test_context_does_not_cross_sessions():
    base = np.array([1.0, 0.0])
    metas = [meta(0, session="s1", rnd=0), meta(1, session="s2", rnd=0)]
    got = propagate_context(base, metas, neighbor=[1.0], unit=0.0, unit_scope="session", unit_top=1)
    np.testing.assert_allclose(got, base)


class _Tok:
    def __call__(self, text: str) -> list[str]:
        return text.lower().split()


def _index(vectors: np.ndarray, texts: list[str], metas: list[DocMeta]) -> UserIndex:
    idx = UserIndex(vectors.shape[1], _Tok())
    idx.add(metas, texts, vectors)
    return idx


def test_search_fuses_and_filters_and_kappa_gate():
    v = np.eye(3, dtype=np.float32)
    metas = [meta(0), meta(1, session="s2", rnd=0), meta(2, session="s3", st="fact")]
    idx = _index(v, ["apple pie", "banana bread", "cherry tart"], metas)
    p = RetrievalPreset(fusion="zsum", w_dense=1.0, w_bm25=1.0, kappa=None)
    got = search_index(idx, p, "banana", v[1], k=3)
    assert got[0].memory_id == "m1" and got[0].components["bm25"] > 0
    # metadata filter: only s1
    from memory.schemas import SearchFilters

    got = search_index(idx, p, "banana", v[1], k=3, filters=SearchFilters(session_ids=["s1"]))
    assert [g.memory_id for g in got] == ["m0"]
    # kappa: a query far from everything (cosine 0) with no lexical match returns nothing rather than noise
    gated = RetrievalPreset(fusion="zsum", kappa=0.5)
    far = np.array([0.0, 0.0, 0.0], dtype=np.float32)
    assert search_index(idx, gated, "zebra", far, k=3) == []
    assert search_index(idx, gated, "banana", far, k=3)  # a lexical match opens the gate


def test_index_remove_and_readd_keeps_alignment():
    v = np.eye(3, dtype=np.float32)
    idx = _index(v, ["a x", "b y", "c z"], [meta(i) for i in range(3)])
    assert idx.remove(["m1"]) == 1 and "m1" not in idx and len(idx) == 2
    fids, metas = idx.snapshot()
    d = idx.dense_scores(v[2], fids)
    assert [m.memory_id for m in metas] == ["m0", "m2"]
    np.testing.assert_allclose(d, [0.0, 1.0])
    assert idx.bm25_scores("y", fids).sum() == 0  # the removed document's words are gone from BM25 too


def test_presets_are_validated():
    cfg = load_config()
    assert cfg.preset(None) is cfg.presets["kioku"]
    with pytest.raises(InvalidInput) as e:
        cfg.preset("nope")
    assert e.value.field == "preset"
    with pytest.raises(ValidationError):
        RetrievalPreset(fusion="magic")  # type: ignore[arg-type]
    assert TemporalConfig().round_lambda == 20 and TemporalConfig().clock_lambda_h == 168
    assert ContextConfig().neighbor == []


def test_tokenizer_in_index_handles_japanese():
    tok = Tokenizer(cjk="bigram")
    v = np.eye(2, dtype=np.float32)
    idx = UserIndex(2, tok)
    idx.add([meta(0), meta(1)], ["私はエビとカニにアレルギーがあります", "I live in Osaka"], v)
    fids, _ = idx.snapshot()
    s = idx.bm25_scores("エビのアレルギー", fids)
    assert s[0] > 0 and s[1] == 0


def test_xl_channel_weight_for_same_language_items():
    """w_xl_same 0: the paraphrase channel only ranks items written in another language than the query."""
    import dataclasses

    tok = Tokenizer(cjk="bigram")
    dense = np.eye(3, dtype=np.float32)
    xl = np.array([[0, 1, 0], [1, 0, 0], [0, 0, 1]], dtype=np.float32)  # the xl channel disagrees with e5
    metas = [meta(0), dataclasses.replace(meta(1), lang="ja"), meta(2)]
    idx = UserIndex(3, tok, extra_dims={"xl": 3})
    idx.add(metas, ["a", "b", "c"], dense, extra={"xl": xl})
    q_dense = np.array([1.0, 0.2, 0.0], dtype=np.float32)  # e5: m0 first, m1 second
    q_xl = np.array([1.0, 0.0, 0.0], dtype=np.float32)  # xl: only m1 (the ja item) matches
    base = RetrievalPreset(fusion="zsum", w_dense=1.0, w_bm25=0.0, w_xl=2.0, kappa=None)
    # Full weight everywhere: the xl channel lifts the ja item over m0.
    got = search_index(idx, base, "q", q_dense, k=3, xl_qvec=q_xl, query_lang="en")
    assert got[0].memory_id == "m1"
    # Same-language weight 0: the ja item keeps its xl score, the en items lose theirs (they had none).
    z_d = zscore(np.array([1.0, 0.2, 0.0]))
    z_x = zscore(np.array([0.0, 1.0, 0.0]))
    same0 = base.model_copy(update={"w_xl_same": 0.0})
    got = search_index(idx, same0, "q", q_dense, k=3, xl_qvec=q_xl, query_lang="en")
    want = {"m0": z_d[0], "m1": z_d[1] + 2.0 * z_x[1], "m2": z_d[2]}
    assert {g.memory_id: round(g.score, 6) for g in got} == {m: round(float(v), 6) for m, v in want.items()}
    # A Japanese query: now m0 and m2 are the other-language items and m1 loses the channel.
    got = search_index(idx, same0, "q", q_dense, k=3, xl_qvec=q_xl, query_lang="ja")
    assert got[0].memory_id == "m0" and round(got[1].score, 6) == round(float(z_d[1]), 6)


def test_standalone_scales_do_not_depend_on_the_rest_of_the_store():
    """s_dh / s_xh: a fact's cosine minus beta x its hubness (x10), the same whether the user remembers two facts or
    two facts among turns; turns get 0. The corpus-wide z-scores of the same facts do move."""
    import dataclasses

    from memory.ranker import BASE_FEATURES
    from memory.retrieval import channel_scores, ranking_features

    rng = np.random.default_rng(0)
    unit = lambda a: (a / np.linalg.norm(a, axis=-1, keepdims=True)).astype(np.float32)  # noqa: E731
    facts = unit(rng.normal(size=(2, 4)))
    turns = unit(rng.normal(size=(6, 4)))
    bank = unit(rng.normal(size=(3, 4)))
    q = unit(rng.normal(size=4))
    p = RetrievalPreset(fusion="zsum", w_dense=1.0, w_bm25=0.0, w_xl=1.0, hub_beta=0.5, hub_k=2, kappa=None)
    cols = [BASE_FEATURES.index(f) for f in ("s_dh", "s_xh", "s_zd")]

    def features(with_turns: bool) -> np.ndarray:
        metas = [dataclasses.replace(meta(i, st="fact"), session_id=None) for i in range(2)]
        vecs = facts
        if with_turns:
            metas += [meta(i) for i in range(2, 8)]
            vecs = np.concatenate([facts, turns])
        idx = UserIndex(4, Tokenizer(cjk="bigram"), extra_dims={"xl": 4})
        idx.add(metas, ["x"] * len(metas), vecs, extra={"xl": vecs})
        ch = channel_scores(idx, p, "q", q, xl_qvec=q, banks={"dense": bank, "xl": bank}, query_lang="en")
        assert ch is not None
        return ranking_features(idx, ch, p, clip=6.0)[:, cols]

    alone, among = features(False), features(True)
    hub = np.sort(facts @ bank.T, axis=1)[:, -2:].mean(1)
    want = 10.0 * (facts @ q - 0.5 * hub)
    np.testing.assert_allclose(alone[:, 0], want, rtol=1e-5)
    np.testing.assert_allclose(among[:2, :2], alone[:, :2], rtol=1e-6)  # e5 and USE alike
    assert not among[2:, :2].any()  # turns: 0
    assert not np.allclose(among[:2, 2], alone[:, 2])  # the corpus-wide z-score moves with the store


def test_gate_k_keeps_the_gate_of_the_search_a_caller_answers():
    """A caller that asks for more items than it returns (the people-focus rule's wider view) passes gate_k: the
    kappa gate judges the first gate_k items, as the narrower search would have."""
    v = np.eye(3, dtype=np.float32)
    metas = [meta(0, st="fact"), meta(1, session="s2", st="fact"), meta(2, session="s3", st="fact")]
    idx = _index(v, ["apple pie", "banana bread", "cherry tart"], metas)
    # ranked by BM25 alone ("apple pie" first); only the second item is near the query vector
    p = RetrievalPreset(fusion="zsum", w_dense=0.0, w_bm25=1.0, kappa=0.5, kappa_bm25=100.0)
    assert search_index(idx, p, "apple", v[1], k=1) == []
    assert search_index(idx, p, "apple", v[1], k=3)  # the near item is in the wider head: the gate opens
    assert search_index(idx, p, "apple", v[1], k=3, gate_k=1) == []
    got = search_index(idx, p, "apple", v[0] * 0.6, k=3, gate_k=1)  # the first item is near: open, 3 returned
    assert [g.memory_id for g in got][:1] == ["m0"] and len(got) == 3

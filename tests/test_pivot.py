"""The dictionary-pivot channel (memory.pivot, issue 11 stop 32): ja / zh words meet English words through their
lexicon glosses, an English text pivots to its BM25 stems, the per-user pivot index forgets with the item, and the
ranker feature is computed only for items in another language than the query's."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime

import numpy as np

from memory.config import RetrievalPreset
from memory.index import DocMeta, UserIndex
from memory.pivot import pivot_bag, pivot_tokens
from memory.text import Tokenizer

T0 = datetime(2024, 1, 1, tzinfo=UTC)


def shared(a: str, la: str, b: str, lb: str) -> set[str]:
    return set(pivot_tokens(a, la)) & set(pivot_tokens(b, lb))


def test_japanese_words_meet_their_english_translations():
    assert shared("定期券を買いました", "ja", "I bought a season ticket", "en")
    assert shared("定期券を買いました", "ja", "my commuter pass", "en")
    assert "passport" in shared("旅券の期限が切れる", "ja", "My passport expires", "en")


def test_chinese_words_meet_their_english_translations():
    assert "passport" in shared("我的护照过期了", "zh", "my passport has expired", "en")
    assert {"salari", "pay"} & shared("每月十五号发薪", "zh", "I get paid my salary on the 15th", "en")


def test_english_pivots_to_its_bm25_stems():
    tok = Tokenizer("bigram")
    text = "Caroline researched adoption agencies yesterday"
    bag = pivot_bag(text, "en", tok)
    assert list(bag) == list(dict.fromkeys(tok(text))) and all(w == 1.0 for w in bag.values())


def test_one_word_with_many_glosses_does_not_swamp_the_bag():
    """A word's gloss stems share one unit of weight (1/sqrt(n) each); function words add nothing."""
    bag = pivot_bag("生け花を習っています", "ja")
    assert max(bag.values()) <= 1.0
    assert "ikebana" in bag
    assert "not" not in pivot_bag("行かない", "ja")  # ない: a grammatical ending, not a content word


def meta(i: int, lang: str, st: str = "fact") -> DocMeta:
    return DocMeta(f"m{i}", st, None, None, i, T0, None, lang, (), ())


def test_pivot_index_ranks_across_scripts_and_forgets_with_the_item():
    facts = [("My passport expires next March.", "en"), ("I take the train to work every day.", "en"),
             ("I am allergic to penicillin.", "en"), ("私は毎朝コーヒーを飲む", "ja")]  # fmt: skip
    idx = UserIndex(4, Tokenizer("bigram"))
    vecs = np.eye(4, dtype=np.float32)
    idx.add([meta(i, lang) for i, (_, lang) in enumerate(facts)], [t for t, _ in facts], vecs)
    fids, _ = idx.snapshot()
    s = idx.pivot_scores("旅券はいつ切れますか", "ja", fids)
    assert int(np.argmax(s)) == 0 and s[0] > 0
    idx.remove(["m0"])
    fids, _ = idx.snapshot()
    assert len(fids) == 3 and not idx.pivot_scores("旅券はいつ切れますか", "ja", fids)[:2].any()
    assert 0 not in idx._pbag and 0 not in idx._ptext  # forgetting drops the pivot bag too


def test_ranker_feature_only_for_items_in_another_language():
    from memory.ranker import BASE_FEATURES
    from memory.retrieval import channel_scores, ranking_features

    metas = [meta(0, "en"), meta(1, "en"), meta(2, "ja"), meta(3, "ja")]
    texts = ["My passport expires next March.", "I like green tea.", "旅券の期限は三月です", "緑茶が好きです"]
    idx = UserIndex(4, Tokenizer("bigram"))
    idx.add(metas, texts, np.eye(4, dtype=np.float32))
    p = RetrievalPreset(fusion="zsum", w_dense=1.0, w_bm25=1.0, w_xl=0.0, kappa=None)
    q = np.ones(4, dtype=np.float32) / 2
    ch = channel_scores(idx, p, "旅券はいつ切れますか", q, query_lang="ja", pivot=True)
    assert ch is not None and ch.zt is not None
    x = ranking_features(idx, ch, p, clip=6.0)[:, BASE_FEATURES.index("s_zt")]
    assert x[0] > x[1] and not x[2:].any()  # the English passport fact leads; Japanese items get 0
    off = channel_scores(idx, p, "旅券はいつ切れますか", q, query_lang="ja")
    assert off is not None and off.zt is None  # not asked: not computed
    # a store in the query's language only computes nothing either
    idx2 = UserIndex(4, Tokenizer("bigram"))
    idx2.add([dataclasses.replace(m) for m in metas[2:]], texts[2:], np.eye(4, dtype=np.float32)[:2])
    ch2 = channel_scores(idx2, p, "旅券はいつ切れますか", q, query_lang="ja", pivot=True)
    assert ch2 is not None and ch2.zt is None and idx2._pivot is None


def test_old_ranker_files_load_without_the_pivot_columns():
    from memory.ranker import FEATURES, LinearRanker

    r = LinearRanker({"t_zd": 1.0, "s_zd": 1.0})
    assert not r.uses_pivot and r.vector[FEATURES.index("t_zd")] == 1.0 and not r.vector[FEATURES.index("s_zt")]
    assert LinearRanker({"s_zt": 0.5}).uses_pivot

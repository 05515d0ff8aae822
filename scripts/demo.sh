#!/usr/bin/env bash
# The main job on the embedded default (README): set-up, then the Kioku demo.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 RAY_USAGE_STATS_ENABLED=0
exec .venv/bin/python -m bench.demo "$@"

#!/usr/bin/env bash
# The test command (README, .ci/run): full set-up on a fresh machine, then the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 RAY_USAGE_STATS_ENABLED=0 PYTHONUNBUFFERED=1
.venv/bin/python -m ruff check memory experts serve pipelines bench tests
.venv/bin/python -m pytest -q "$@"

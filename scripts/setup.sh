#!/usr/bin/env bash
# Creates .venv and installs Kioku with its dev extra. torch==2.13.0 goes in FIRST: it is a local CPU wheel here,
# and without it sentence-transformers would pull a multi-GB CUDA build. Idempotent: a finished venv is reused.
set -euo pipefail
cd "$(dirname "$0")/.."
# No wheel cache: the venv is the only copy we keep, which roughly halves the disk a fresh machine needs
# (a stop's CI once failed with "No space left on device" while pip cached torch).
export PIP_NO_CACHE_DIR=1
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
stamp=.venv/.kioku-installed
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
  .venv/bin/python -m pip install -q --upgrade pip
  .venv/bin/python -m pip install -q torch==2.13.0
  .venv/bin/python -m pip install -q -e '.[dev]'
  touch "$stamp"
fi

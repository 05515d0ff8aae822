"""Kioku's HTTP face on Ray Serve: a thin adapter around :mod:`memory` (and :mod:`experts`).

``serve.app:build_app`` binds the deployments (``serve run`` / ``serve deploy`` with ``configs/serve.yaml``);
``python -m serve`` is the main job. Ray is imported only in this package (and ``pipelines``), never by the core.
"""

from __future__ import annotations

__all__ = ["build_app"]


def __getattr__(name: str):  # lazy: importing serve.config or serve.api must not import Ray
    if name == "build_app":
        from .app import build_app

        return build_app
    raise AttributeError(name)

"""The built wheel carries every data file the code opens at run time.

The fact checker's dictionaries live in ``memory/data`` and the ranker in ``memory/models``; setuptools packs only
what ``[tool.setuptools.package-data]`` names, so a file added there without a pattern works in the editable
checkout (and in every other test) and is missing from an installed service. This builds the wheel once and checks
it against the tracked files.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _tracked_data_files() -> list[str]:
    out = subprocess.run(
        ["git", "ls-files", "memory/data", "memory/models"], cwd=ROOT, capture_output=True, text=True, check=True
    )
    return sorted(line for line in out.stdout.splitlines() if line)


@pytest.mark.skipif(shutil.which("git") is None or not (ROOT / ".git").exists(), reason="needs the git checkout")
def test_wheel_carries_memory_data_and_models(tmp_path: Path) -> None:
    src = tmp_path / "src"
    # a clean copy of the tracked tree, so build artefacts never land in the checkout
    subprocess.run(["git", "worktree", "add", "--detach", str(src), "HEAD"], cwd=ROOT, check=True, capture_output=True)
    try:
        tracked = _tracked_data_files()
        assert any(p.endswith("lexicon.tsv.gz") for p in tracked)
        # the working copy's pyproject, so an uncommitted change to package-data is what is tested
        shutil.copy(ROOT / "pyproject.toml", src / "pyproject.toml")
        subprocess.run(
            [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation", ".", "-w", str(tmp_path)],
            cwd=src,
            check=True,
            capture_output=True,
        )
        (wheel,) = tmp_path.glob("kioku-*.whl")
        names = set(zipfile.ZipFile(wheel).namelist())
        assert [p for p in tracked if p not in names] == []
    finally:
        subprocess.run(["git", "worktree", "remove", "--force", str(src)], cwd=ROOT, capture_output=True)

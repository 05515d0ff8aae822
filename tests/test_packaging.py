"""The built wheel carries every file the code opens at run time, and an installed wheel runs without the checkout.

The fact checker's dictionaries live in ``memory/data`` and the ranker in ``memory/models``; setuptools packs only
what ``[tool.setuptools.package-data]`` names, so a file added there without a pattern works in the editable
checkout (and in every other test) and is missing from an installed service. The YAML configs stay at the top level
(``configs/``) and travel in the wheel as ``memory/_configs`` (a ``package-dir`` mapping); the packages are listed by
name in pyproject.toml (a finder cannot map that folder), so a new subpackage left off the list would be missing
too. This builds the wheel once and checks it against the tracked files, then installs it into a bare folder and
loads the default config from there with the checkout off ``sys.path``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("memory", "experts", "serve", "pipelines", "bench")

pytestmark = pytest.mark.skipif(
    shutil.which("git") is None or not (ROOT / ".git").exists(), reason="needs the git checkout"
)


def _tracked(*paths: str) -> list[str]:
    out = subprocess.run(["git", "ls-files", *paths], cwd=ROOT, capture_output=True, text=True, check=True)
    return sorted(line for line in out.stdout.splitlines() if line)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Build the wheel once from a clean copy of the tracked tree, so build artefacts never land in the checkout."""
    tmp = tmp_path_factory.mktemp("wheel")
    src = tmp / "src"
    subprocess.run(["git", "worktree", "add", "--detach", str(src), "HEAD"], cwd=ROOT, check=True, capture_output=True)
    try:
        # the working copy's pyproject, so an uncommitted change to package-data is what is tested
        shutil.copy(ROOT / "pyproject.toml", src / "pyproject.toml")
        subprocess.run(
            [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation", ".", "-w", str(tmp)],
            cwd=src,
            check=True,
            capture_output=True,
        )
    finally:
        subprocess.run(["git", "worktree", "remove", "--force", str(src)], cwd=ROOT, capture_output=True)
    (built,) = tmp.glob("kioku-*.whl")
    return built


def _names(wheel: Path) -> set[str]:
    return set(zipfile.ZipFile(wheel).namelist())


def test_wheel_carries_memory_data_and_models(wheel: Path) -> None:
    tracked = _tracked("memory/data", "memory/models")
    assert any(p.endswith("lexicon.tsv.gz") for p in tracked)
    assert [p for p in tracked if p not in _names(wheel)] == []


def test_wheel_carries_every_module(wheel: Path) -> None:
    """A subpackage missing from pyproject's ``packages`` list would be missing from the wheel."""
    tracked = [p for p in _tracked(*PACKAGES) if p.endswith(".py")]
    assert "memory/config.py" in tracked
    assert [p for p in tracked if p not in _names(wheel)] == []


def test_wheel_carries_configs(wheel: Path) -> None:
    tracked = _tracked("configs")
    assert "configs/default.yaml" in tracked
    packed = ["memory/_configs/" + p.removeprefix("configs/") for p in tracked]
    assert [p for p in packed if p not in _names(wheel)] == []


def test_installed_wheel_loads_its_own_configs(wheel: Path, tmp_path: Path) -> None:
    """An installed wheel reads the default config, the templates and the prompts from its packaged copy."""
    target = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(target), str(wheel)],
        check=True,
        capture_output=True,
    )
    probe = (
        "import sys; sys.path.insert(0, sys.argv[1]); "
        "import memory.config as c, memory.prompt as p, experts.prompts as e, serve.config as s; "
        "assert c.__file__.startswith(sys.argv[1]), c.__file__; "
        "assert c.CONFIG_DIR == c.Path(sys.argv[1]) / 'memory' / '_configs', c.CONFIG_DIR; "
        "cfg = c.load_config(); assert cfg.presets, cfg; "
        "assert (c.CONFIG_DIR / cfg.question_bank).is_file(); "
        "p.load_templates(); e.load_prompts(); assert s.DEFAULT_SERVE_CONFIG.is_file(); "
        # the checkout is off sys.path; a virtual environment inside it (.venv, as scripts/setup.sh makes) may stay
        "assert not any(x == sys.argv[2] or (x.startswith(sys.argv[2] + '/') and not x.startswith(sys.prefix))"
        " for x in sys.path), sys.path; "
        "print('ok')"
    )
    env = {k: v for k, v in os.environ.items() if k not in ("KIOKU_CONFIG_DIR", "KIOKU_PROMPTS_DIR", "PYTHONPATH")}
    # -I: no PYTHONPATH, no current folder on sys.path; run from tmp_path, away from the checkout
    out = subprocess.run(
        [sys.executable, "-I", "-c", probe, str(target.resolve()), str(ROOT)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"


def test_config_dir_from_the_environment(tmp_path: Path) -> None:
    """``KIOKU_CONFIG_DIR`` wins over the checkout, and a path that does not exist is named in the error."""
    probe = "import memory.config as c; print(c.CONFIG_DIR)"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["PYTHONPATH"] = str(ROOT)
    env["KIOKU_CONFIG_DIR"] = str(tmp_path)
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == str(tmp_path.resolve())
    missing = tmp_path / "nowhere"
    env["KIOKU_CONFIG_DIR"] = str(missing)
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=env, capture_output=True, text=True)
    assert out.returncode != 0
    assert "KIOKU_CONFIG_DIR" in out.stderr and str(missing) in out.stderr

"""VLMEvalKit and its forks share the import name 'vlmeval': we must refuse to run beside them."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import vlmeval

PACKAGE = Path(vlmeval.__file__).resolve().parent


def run_python(code: str, pythonpath: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(pythonpath)}
    env.pop("VLMEVAL_SKIP_NAME_GUARD", None)
    # cwd elsewhere: "python -c" puts the working directory first on sys.path.
    return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60,
                          cwd=pythonpath.parent)


def copy_of_package(tmp_path: Path) -> Path:
    site = tmp_path / "site"
    shutil.copytree(PACKAGE, site / "vlmeval", ignore=shutil.ignore_patterns("__pycache__"))
    return site


def test_clean_environment_imports():
    result = run_python("import vlmeval; print(vlmeval.__identity__)", PACKAGE.parent)
    assert result.returncode == 0, result.stderr
    assert "figure-description-evaluator" in result.stdout


def test_another_distribution_claiming_vlmeval_is_refused(tmp_path: Path):
    site = tmp_path / "site"
    info = site / "ms_vlmeval-0.0.17.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: ms-vlmeval\nVersion: 0.0.17\nSummary: OpenCompass VLM Evaluation Kit\n")
    (info / "top_level.txt").write_text("vlmeval\n")
    (info / "RECORD").write_text("vlmeval/__init__.py,,\n")
    result = run_python("import vlmeval", site)
    assert result.returncode != 0
    assert "ms-vlmeval 0.0.17" in result.stderr
    assert "separate virtual environments" in result.stderr


def test_foreign_files_merged_into_our_package_are_refused(tmp_path: Path):
    site = copy_of_package(tmp_path)
    (site / "vlmeval" / "smp").mkdir()
    (site / "vlmeval" / "smp" / "__init__.py").write_text("")
    result = run_python("import vlmeval", site)
    assert result.returncode != 0
    assert "foreign files in the package folder: smp" in result.stderr


def test_cli_refuses_a_foreign_package_init(tmp_path: Path):
    # VLMEvalKit's __init__.py overwrote ours: the guard in __init__ is gone, the CLI must still refuse.
    site = copy_of_package(tmp_path)
    (site / "vlmeval" / "__init__.py").write_text("__version__ = '0.2.0'\n")
    result = run_python("from vlmeval.cli import main", site)
    assert result.returncode != 0
    assert "is not the figure-description evaluator" in result.stderr

"""vlmeval installs beside today's releases of the tools its users already have (openai 3.x, pandas 3.x, rich 15,
inspect-ai 0.3.28x), keeps the older majors it ran on, and CI runs the suite on the newest releases too."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement

PROJECT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((PROJECT / "pyproject.toml").read_text(encoding="utf-8"))


def _requirement(name: str) -> Requirement:
    project = PYPROJECT["project"]
    every = [*project["dependencies"], *(r for extra in project["optional-dependencies"].values() for r in extra)]
    return next(Requirement(r) for r in every if re.split(r"[<>=!~\[ ]", r)[0].lower() == name)


@pytest.mark.parametrize("name, today, older", [
    ("openai", "3.57.0", "2.54.0"), ("pandas", "3.1.1", "2.3.3"), ("rich", "15.0.0", "14.3.4"),
    ("inspect-ai", "0.3.285", "0.3.258"),
])
def test_todays_major_releases_and_the_older_ones_are_allowed(name, today, older):
    specifier = _requirement(name).specifier
    assert specifier.contains(today), f"{name} {today} is refused by {specifier}"
    assert specifier.contains(older), f"{name} {older} is no longer allowed by {specifier}"


def test_ci_runs_the_suite_on_the_newest_releases():
    run = (PROJECT / ".ci" / "run").read_text(encoding="utf-8")
    newest = (PROJECT / ".ci" / "newest").read_text(encoding="utf-8")
    assert "bash .ci/newest" in run
    assert re.search(r"pip install .*--upgrade openai pandas rich inspect-ai", newest) and "pytest" in newest

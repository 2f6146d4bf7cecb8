"""Shared fixtures: the shared material (../shared), the bundled figures and the seed descriptions; under
pytest-xdist, the slowest test files handed out first (tests/slow_order.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from slow_order import slow_files, slowest_files_first
from vlmeval.groundtruth.load import FigureSet, load_figure_set

SHARED = Path(__file__).resolve().parents[2] / "shared"
SEED_FIGURES = {
    "000": "dynts-r1qwen-benchmarks",
    "001": "dynts-r1llama-benchmarks",
    "002": "dynts-r1qwen-benchmarks",
    "003": "dynts-average",
    "004": "seqbench-progress-ratio-pairs",
}


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    if not SHARED.is_dir():
        pytest.fail(f"shared material not found at {SHARED}; check out the project next to ../shared")
    return SHARED


@pytest.fixture(scope="session")
def bundled_figures() -> FigureSet:
    figures = load_figure_set()
    assert not figures.problems, [str(p) for p in figures.problems]
    return figures


@pytest.fixture(scope="session")
def seed_text(shared_dir):
    """seed_text("002") -> the text of the real seed description 002_*.txt."""

    def read(number: str) -> str:
        (path,) = sorted((shared_dir / "seeds").glob(f"{number}_*.txt"))
        return path.read_text(encoding="utf-8")

    return read


@pytest.fixture(scope="session")
def seed_figure(bundled_figures):
    """seed_figure("002") -> the bundled figure that seed describes."""
    return lambda number: bundled_figures.get(SEED_FIGURES[number])


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node):
    # pytest-xdist's controller, for each worker: whether it hands out whole files in the order the workers collect
    # them (--dist loadfile --no-loadscope-reorder, pyproject.toml), the order the next hook makes
    options = node.config.option
    node.workerinput["slowest_files_first"] = options.dist in ("loadfile", "loadscope") and not options.loadscopereorder


def pytest_collection_modifyitems(config, items):
    # In a worker told so above, the slowest files first (every worker orders the same collection the same way, as
    # xdist requires). A single process runs the tests in the order they were collected.
    if getattr(config, "workerinput", {}).get("slowest_files_first"):
        items[:] = slowest_files_first(items, slow_files())

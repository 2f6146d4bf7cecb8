"""Shared fixtures: the shared material (../shared), the bundled figures and the seed descriptions."""

from __future__ import annotations

from pathlib import Path

import pytest

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

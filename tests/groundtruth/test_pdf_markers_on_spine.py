"""A marker plotted at an axis's end (x = 0 with the x axis starting at 0) is centred on the frame's edge and reaches
half its size past it: it is a point of the scatter like the others, not left out."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

POINTS = [(0.0, 5.5), (0.0004, 12.0), (0.05, 18.0), (0.2, 15.0), (0.4, 20.0), (0.6, 19.0), (0.85, 20.0)]


def _figure(path: Path) -> None:
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.scatter(*zip(*POINTS), s=12)
    ax.set_xlim(0, 1)
    ax.set_ylim(0, 32)
    fig.savefig(path)
    plt.close(fig)


def test_markers_on_the_left_spine_are_points(tmp_path):
    _figure(tmp_path / "spine.pdf")
    panel = read_figure(tmp_path / "spine.pdf", 1, "spine")[0].panels[0]
    points = sorted(panel.data.points[0])
    assert len(points) == len(POINTS)
    assert all(abs(x - px) < 0.01 and abs(y - py) < 0.1 for (x, y), (px, py) in zip(points, POINTS))

"""A circle marker drawn as two Bezier arcs (gnuplot's open circles) has six control and end points after its
start: it is a circle, not a hexagon; a drawn hexagon (straight sides) stays one."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402
from matplotlib.path import Path as MplPath  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

K = 4 / 3  # control points of a half circle drawn as one cubic arc
TWO_ARCS = MplPath([(1, 0), (1, K), (-1, K), (-1, 0), (-1, -K), (1, -K), (1, 0)],
                   [MplPath.MOVETO] + [MplPath.CURVE4] * 6)


def _figure(path: Path) -> None:
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.plot(range(6), [1, 3, 2, 5, 4, 6], marker=TWO_ARCS, markersize=8, mfc="none", color="tab:blue", label="arcs")
    ax.plot(range(6), [7, 9, 8, 11, 10, 12], marker="h", markersize=8, color="tab:red", label="hexagons")
    ax.legend()
    fig.savefig(path)
    plt.close(fig)


def test_a_circle_of_two_arcs_is_a_circle(tmp_path):
    _figure(tmp_path / "arcs.pdf")
    table = read_figure(tmp_path / "arcs.pdf", 1, "arcs")[0].panels[0].data
    shapes = dict(zip(table.rows, [s.marker for s in table.styles]))
    assert shapes == {"arcs": "circle", "hexagons": "hexagon"}

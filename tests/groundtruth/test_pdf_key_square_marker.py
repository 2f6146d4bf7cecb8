"""A legend key drawn as a light square with the series' marker at its centre (ggplot's key of a scatter) names the
markers of that colour: the entry is the marker's, not the white square's, so the series take the key's names."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402
from matplotlib.lines import Line2D  # noqa: E402
from matplotlib.patches import Rectangle  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

SERIES = {"filter": ("#f8766d", [(1, 2.0), (2, 3.0), (3, 2.5), (4, 3.5)]),
          "keep": ("#00bfc4", [(1, 5.0), (2, 6.5), (3, 6.0), (4, 7.0)])}


def _figure(path: Path) -> None:
    fig = plt.figure(figsize=(5, 3))
    ax = fig.add_axes((0.1, 0.15, 0.65, 0.75))
    for colour, points in SERIES.values():
        ax.scatter(*zip(*points), s=14, color=colour)
    ax.set_xlim(0, 5)
    ax.set_ylim(0, 8)
    side = 17.28 / 72  # inches: ggplot's key square
    for i, (name, (colour, _)) in enumerate(SERIES.items()):
        x, y = 0.8, 0.6 - i * side * 1.0 / 3
        fig.add_artist(Rectangle((x, y), side / 5, side / 3, transform=fig.transFigure, facecolor="white",
                                 edgecolor="none"))
        fig.add_artist(Line2D([x + side / 10], [y + side / 6], marker="o", markersize=4, color=colour,
                              linestyle="none", transform=fig.transFigure))
        fig.text(x + side / 5 + 0.01, y + side / 6, name, va="center", fontsize=9)
    fig.savefig(path)
    plt.close(fig)


def test_markers_take_the_names_of_their_key_squares(tmp_path):
    _figure(tmp_path / "keys.pdf")
    data = read_figure(tmp_path / "keys.pdf", 1, "keys")[0].panels[0].data
    assert sorted(data.rows) == sorted(SERIES)
    for name, (_, points) in SERIES.items():
        drawn = sorted(data.points[data.rows.index(name)])
        assert len(drawn) == len(points)
        assert all(abs(x - px) < 0.05 and abs(y - py) < 0.05 for (x, y), (px, py) in zip(drawn, points))

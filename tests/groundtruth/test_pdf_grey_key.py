"""ggplot draws each legend key as a white square with the series' colour inside it; a series painted light grey
(grey85) is named by its key like any other, not by its look ('light grey bars')."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402
from matplotlib.patches import Rectangle  # noqa: E402

pytest.importorskip("pdfplumber")

from pdf_cases import first_table  # noqa: E402

KEYS = (("#b3de69", "Feature"), ("#80b1d3", "News"), ("#d9d9d9", "Toolbox"))


def _figure(path: Path) -> None:
    fig, ax = plt.subplots(figsize=(5, 3))
    fig.subplots_adjust(right=0.7)
    years = [2015, 2016, 2017, 2018]
    bottom = [0.0] * len(years)
    for k, (colour, _) in enumerate(KEYS):
        heights = [100.0 * (k + 1) + 10 * i for i in range(len(years))]
        ax.bar(years, heights, bottom=bottom, color=colour)
        bottom = [b + h for b, h in zip(bottom, heights)]
    for i, (colour, word) in enumerate(KEYS):
        y = 0.6 - i * 0.09
        fig.patches.append(Rectangle((0.74, y), 0.05, 0.08, transform=fig.transFigure, facecolor="white",
                                     edgecolor="none"))
        fig.patches.append(Rectangle((0.742, y + 0.003), 0.046, 0.074, transform=fig.transFigure, facecolor=colour,
                                     edgecolor="none"))
        fig.text(0.8, y + 0.04, word, fontsize=11, va="center")
    fig.savefig(path)
    plt.close(fig)


def test_a_light_grey_series_is_named_by_its_key(tmp_path):
    _figure(tmp_path / "greykey.pdf")
    rows = first_table(tmp_path / "greykey.pdf").rows
    assert sorted(map(str, rows)) == sorted(word for _, word in KEYS)

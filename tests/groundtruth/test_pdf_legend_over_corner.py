"""A legend set over the frame's corner (bbox_to_anchor past the axes) has its one box round line samples inside
the frame and texts outside it: each sample still names its curve, and no sample is read as a curve of its own."""

from __future__ import annotations

import math
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

XS = [0.25 * k for k in range(121)]


def _figure(path: Path) -> None:
    fig, ax = plt.subplots(figsize=(5, 4))
    ax.plot(XS, [math.cos(0.6 * x) for x in XS], color="black", label="model")
    ax.plot(XS, [0.9 * math.cos(0.6 * x + 0.3) for x in XS], color="red", label="theory")
    ax.set_xlim(0, 30)
    ax.set_ylim(-1, 1)
    ax.legend(loc="upper right", bbox_to_anchor=(1.22, 1.1), fontsize=14, framealpha=1)
    fig.savefig(path)
    plt.close(fig)


def test_a_legend_over_the_corner_names_both_curves(tmp_path):
    _figure(tmp_path / "corner.pdf")
    (panel,) = read_figure(tmp_path / "corner.pdf", 1, "corner")[0].panels
    assert sorted(panel.data.rows) == ["model", "theory"]

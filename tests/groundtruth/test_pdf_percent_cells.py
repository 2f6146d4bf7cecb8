"""A heatmap whose cells print percentages ('84.7%') beside a colour bar in fractions (seaborn's annot with
fmt='.1%'): the record holds the printed numbers, and says they are in % (Table.unit), so that 0.847 read off the
colour bar and 84.7% read off the cell are one value."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

GRID = np.array([[0.847, 0.838, 0.823], [0.839, 0.815, 0.778], [0.799, 0.750, 0.602]])


def _annotated(path: Path, fmt: str):
    fig, ax = plt.subplots(figsize=(4, 3))
    mesh = ax.pcolormesh(GRID, cmap="magma")
    for i in range(3):
        for j in range(3):
            ax.text(j + 0.5, i + 0.5, format(GRID[i, j], fmt), ha="center", va="center", color="white")
    ax.set_xticks([0.5, 1.5, 2.5], ["0.1", "0.2", "0.3"])
    ax.set_yticks([0.5, 1.5, 2.5], ["0.15", "0.2", "0.4"])
    fig.colorbar(mesh)
    fig.savefig(path)
    plt.close(fig)
    return read_figure(path, figure_id="cells")[0]


def test_cells_printed_in_percent_are_held_as_printed_in_percent(tmp_path):
    (panel,) = _annotated(tmp_path / "pct.pdf", ".1%").panels
    assert panel.values_read == "printed"
    assert 84.7 in [v for row in panel.data.values for v in row]
    assert panel.data.unit == "%"


def test_cells_printed_as_fractions_have_no_unit(tmp_path):
    (panel,) = _annotated(tmp_path / "frac.pdf", ".3f").panels
    assert panel.values_read == "printed"
    assert panel.data.unit is None

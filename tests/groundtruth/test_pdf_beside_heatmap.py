"""A heatmap drawn as an image beside a line panel, its category ticks rotated and of unequal lengths ('0-9',
'10-19', '80+'): its colour bar is its own, not the line panel's (a colour bar belongs to the nearest panel at its
left, never to one with another panel between them), and its cells are read at its tick marks through that bar
(a rotated label's box is centred off its tick by its length; it takes the one tick mark within its own height)."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

GROUPS = ["0-9", "10-19", "20-29", "30-39", "40-49", "50-59", "60-69", "70-79", "80+"]
N = len(GROUPS)


def _grid() -> np.ndarray:
    """Rows top to bottom as drawn: falling away from the diagonal, 0.2 to 2.8."""
    i, j = np.meshgrid(np.arange(N), np.arange(N), indexing="ij")
    return 0.2 + 2.6 * (1 - np.abs(i - j) / (N - 1))


def _figure(path: Path) -> None:
    fig, (left, right) = plt.subplots(1, 2, figsize=(9, 4))
    t = np.arange(60)
    left.plot(t, 100 * np.exp(-((t - 30) / 8.0) ** 2), label="one")
    left.plot(t, 60 * np.exp(-((t - 34) / 9.0) ** 2), label="two")
    left.legend()
    drawn = right.imshow(_grid(), cmap="YlGnBu", vmin=0, vmax=3)
    right.set_xticks(range(N), GROUPS, rotation=30)
    right.set_yticks(range(N), GROUPS, rotation=30)
    fig.colorbar(drawn, ax=right, label="contacts")
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def _read(tmp_path: Path):
    _figure(tmp_path / "beside.pdf")
    return read_figure(tmp_path / "beside.pdf", 1, "beside")[0].panels


def test_colour_bar_belongs_to_the_panel_beside_it_not_to_one_across_another(tmp_path):
    line = _read(tmp_path)[0]
    assert line.data is not None and line.colorbar is None


def test_rotated_category_ticks_of_unequal_lengths_key_every_cell(tmp_path):
    heat = _read(tmp_path)[1]
    assert heat.data is not None and heat.data.rows == GROUPS and heat.data.columns == GROUPS
    assert heat.colorbar is not None and heat.colorbar.label == "contacts"
    values = np.array([[np.nan if v is None else v for v in row] for row in heat.data.values], dtype=float)
    assert values == pytest.approx(_grid(), abs=max(heat.value_tolerance, 0.05))

"""Box plots drawn as seaborn draws them: every line of a box (whiskers, caps, median) in one grey, sixteen narrow
boxes a panel (a median as short as a tick mark), and some boxes as tall as wide. Each box's median, quartiles and
whisker ends are read under its category: the whiskers in the medians' grey are no part of the medians' row, a
short median is no tick, and a square box with its median across the middle is no square marker on an error bar."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from pdf_cases import first_table  # noqa: E402

GREY = "0.32"
NAMES = [f"m{i}" for i in range(16)]


def _groups() -> list[list[float]]:
    """Boxes of varied spread; every fourth one as tall as wide (its quartiles 0.142 apart: 10.4 points here)."""
    out = []
    for i in range(16):
        centre, spread = 0.6 - 0.05 * i, (0.142 if i % 4 == 0 else 0.25 + 0.01 * i)
        out.append([centre - spread, centre - spread / 2, centre, centre + spread / 2, centre + spread])
    return out


def _figure(path: Path) -> None:
    fig, ax = plt.subplots(figsize=(6.5, 2.4))
    lines = {"color": GREY, "linewidth": 1.5}
    ax.boxplot(_groups(), widths=0.4, patch_artist=True, whis=10.0, showfliers=False,
               boxprops={"facecolor": "#4a90c6", "edgecolor": GREY, "linewidth": 1.5}, medianprops=lines,
               whiskerprops=lines, capprops=lines)
    ax.set_xticks(range(1, 17), NAMES, rotation=45, ha="right")
    ax.set_ylim(-0.6, 1.0)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def test_every_narrow_box_is_read_under_its_category(tmp_path):
    _figure(tmp_path / "boxes.pdf")
    data = first_table(tmp_path / "boxes.pdf")
    assert data is not None and data.columns == NAMES
    rows = dict(zip(data.rows, data.values))
    groups = _groups()
    assert rows["medians"] == pytest.approx([float(np.median(g)) for g in groups], abs=0.01)
    assert rows["lower quartiles"] == pytest.approx([float(np.percentile(g, 25)) for g in groups], abs=0.01)
    assert rows["upper quartiles"] == pytest.approx([float(np.percentile(g, 75)) for g in groups], abs=0.01)
    assert rows["upper whiskers"] == pytest.approx([max(g) for g in groups], abs=0.01)


FLAT = {"low": [20, 24, 26, 28, 30, 32, 34, 40], "flat": [20] * 10 + [10, 33], "high": [25, 28, 31, 34, 36, 39, 44]}


def _flat_figure(path: Path) -> None:
    """A box whose quartiles coincide (most values equal) is drawn as its median alone, no box around it."""
    fig, ax = plt.subplots(figsize=(4, 3))
    lines = {"color": GREY}
    ax.boxplot(list(FLAT.values()), patch_artist=True, showfliers=False, medianprops=lines, whiskerprops=lines,
               capprops=lines, boxprops={"facecolor": "white", "edgecolor": GREY})
    ax.set_xticks([1, 2, 3], list(FLAT))
    ax.set_ylim(0, 50)
    fig.savefig(path)
    plt.close(fig)


def test_a_box_drawn_as_its_median_alone_keeps_the_medians_row(tmp_path):
    _flat_figure(tmp_path / "flat.pdf")
    data = first_table(tmp_path / "flat.pdf")
    rows = dict(zip(data.rows, data.values))
    assert data.columns == list(FLAT)
    assert rows["medians"] == pytest.approx([float(np.median(v)) for v in FLAT.values()], abs=0.1)
    assert rows["upper quartiles"][0] == pytest.approx(float(np.percentile(FLAT["low"], 75)), abs=0.1)

"""Text drawn as outlines is never data: region labels converted to paths ('n = 1', 'SS', 'vacuum'), a Greek
letter set as an outline before its printed '=0.5', a white box behind a curve's label, specks where filled
regions meet, and an annotation arrow's shaft (strain-graphene-mfpd-delta-*, spectrum-anomaly-falses-algorithms,
hourglass-nanopores-vsovstar-vs-totstar-varp-inset: each became 'black circles', 'white squares' or 'black line
with triangles' series). The scatter drawn beside them is read, every marker."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import matplotlib.transforms as mtransforms  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402
from matplotlib.patches import PathPatch  # noqa: E402
from matplotlib.textpath import TextPath  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

XS = [0.1, 0.3, 0.5, 0.7, 0.9]
YS = [1.0, 3.0, 2.0, 4.0, 3.5]


def _outline(fig, ax, x: float, y: float, text: str, size: float = 9) -> None:
    """``text`` drawn as filled glyph outlines (no stroke), its baseline's start at data (x, y)."""
    px, py = ax.transData.transform((x, y))
    where = mtransforms.Affine2D().scale(fig.dpi / 72.0).translate(px, py)
    ax.add_patch(PathPatch(TextPath((0, 0), text, size=size), transform=where, facecolor="black",
                           edgecolor="none", lw=0, clip_on=False))


def _read(fig, path: Path):
    fig.savefig(path)
    plt.close(fig)
    return read_figure(path)[0].panels


def _axes():
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.set_xlim(0, 1)
    ax.set_ylim(0, 5)
    return fig, ax


def test_region_labels_drawn_as_outlines_are_no_markers(tmp_path):
    fig, ax = _axes()
    ax.scatter(XS, YS, color="tab:red", edgecolor="black", zorder=3)
    for x, y, text in ((0.05, 4.4, "n = 1"), (0.55, 0.5, "SS"), (0.25, 2.4, "vacuum"), (0.7, 1.2, "n = 2/3")):
        _outline(fig, ax, x, y, text)
    (panel,) = _read(fig, tmp_path / "regions.pdf")
    assert len(panel.data.rows) == 1, panel.data.rows
    assert sorted(v for v in panel.data.values[0] if v is not None) == sorted(YS)


def test_a_greek_letter_outline_before_its_text_and_a_label_box_are_no_markers(tmp_path):
    fig, ax = _axes()
    ax.scatter(XS, YS, color="tab:blue", edgecolor="black", zorder=3)
    _outline(fig, ax, 0.15, 4.3, "ε")
    px, _ = ax.transData.transform((0.15, 4.3))
    ax.annotate("=0.5", (0.15, 4.3), xytext=(7, 0), textcoords="offset points", fontsize=9)
    ax.text(0.8, 0.6, "0.1", fontsize=7, bbox={"boxstyle": "round,pad=0.1", "fc": "white", "ec": "none"})
    ax.text(0.8, 1.4, "0.2", fontsize=7, bbox={"boxstyle": "round,pad=0.1", "fc": "white", "ec": "none"})
    (panel,) = _read(fig, tmp_path / "greek.pdf")
    assert len(panel.data.rows) == 1, panel.data.rows
    assert sorted(v for v in panel.data.values[0] if v is not None) == sorted(YS)


def test_specks_of_filled_regions_and_an_arrow_are_no_series(tmp_path):
    fig, ax = _axes()
    grid = np.linspace(0, 1, 50)
    ax.fill_between(grid, 0, 2 + grid, color="#ff7f50", lw=0)
    ax.fill_between(grid, 2 + grid, 5, color="#e6e3dc", lw=0)
    for x, y in ((0.4, 2.4), (0.62, 2.62)):  # a region's tip: a speck a fraction of a point across, in its colour
        ax.add_patch(plt.Rectangle((x, y), 0.0004, 0.002, color="#ff7f50", lw=0))
    ax.annotate("He", (0.2, 1.0), xytext=(0.35, 0.4), arrowprops={"arrowstyle": "-|>", "color": "black"})
    ax.plot(XS, YS, "s-", color="tab:blue")
    (panel,) = _read(fig, tmp_path / "regions.pdf")
    assert len(panel.data.rows) == 1, panel.data.rows
    assert sorted(v for v in panel.data.values[0] if v is not None) == sorted(YS)


def test_a_row_of_unstroked_markers_beside_a_label_is_a_series(tmp_path):
    """bhz-edge-tot-n-vs-v0-for-12x3-gce: gnuplot's markers are filled and unstroked, as glyphs are; a flat run of
    them at the top of the plot, the first beside a label, is a series (markers drawn alike), not a word."""
    fig, ax = _axes()
    xs = [0.2, 0.3, 0.4, 0.5, 0.6, 0.7]
    ax.plot(xs, [4.5] * 6, "o", color="black", markeredgewidth=0, markersize=5)
    ax.plot([0.75, 0.85, 0.95], [3.0, 2.0, 1.5], "o", color="black", markeredgewidth=0, markersize=5)
    ax.annotate("56", (0.2, 4.5), xytext=(-4, 0), textcoords="offset points", ha="right", va="center", fontsize=9)
    (panel,) = _read(fig, tmp_path / "row.pdf")
    held = sorted(v for v in panel.data.values[0] if v is not None)
    assert held == [1.5, 2.0, 3.0] + [4.5] * 6, held

"""A PDF that shows part of its page (a CropBox inside the MediaBox, as gnuplot's pdfcairo and pdfcrop write them):
the record's image is a rendering of the CropBox, so a panel's placement is measured from the CropBox's corner, not the MediaBox's. Before, the overlay of newton-krylov-cooksmembrane-*
drew the plot area narrower than its axes (every mark shifted by the 28.6 pt cut off at the left)."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")
pdfium = pytest.importorskip("pypdfium2")

from vlmeval.groundtruth.overlay import value_place  # noqa: E402
from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

WIDTH_PX = 1200
WITHIN = 2.0
CUT = (40.0, 12.0, 25.0, 8.0)  # points cut off at the left, bottom, right and top


def _cropped(fig, path: Path) -> tuple[float, float]:
    """Save the figure and set a CropBox CUT inside its page; the page's size in points."""
    fig.savefig(path)
    doc = pdfium.PdfDocument(str(path))
    page = doc[0]
    w, h = page.get_size()
    left, bottom, right, top = CUT
    page.set_cropbox(left, bottom, w - right, h - top)
    doc.save(str(path) + ".cropped")
    doc.close()
    Path(str(path) + ".cropped").replace(path)
    return w, h


def _expected(ax, x, y, size: tuple[float, float]) -> tuple[float, float]:
    """Where matplotlib drew (x, y), in pixels of a WIDTH_PX-wide image of the shown (cropped) part of the page."""
    w, h = size
    px, py = ax.transData.transform((x, y))  # points from the page's bottom left (savefig at 72 dpi for PDF)
    px, py = px * 72 / ax.figure.dpi, py * 72 / ax.figure.dpi
    left, bottom, right, top = CUT
    shown_w = w - left - right
    s = WIDTH_PX / shown_w
    return (px - left) * s, (h - top - py) * s


def test_values_are_placed_on_the_cropped_image_of_the_page(tmp_path):
    fig, ax = plt.subplots(figsize=(5, 3))
    xs, ys = [1, 2, 3, 4, 5], [2.0, 3.5, 3.0, 4.5, 6.0]
    ax.plot(xs, ys, marker="o")
    size = _cropped(fig, tmp_path / "cropped.pdf")
    record = read_figure(tmp_path / "cropped.pdf")[0]
    panel = record.panels[0]
    left, bottom, right, top = CUT
    shown = (size[0] - left - right, size[1] - top - bottom)
    s = WIDTH_PX / shown[0]
    for j, column in enumerate(panel.data.columns):
        fx, fy = value_place(record, panel, 0, j)
        got = (fx * shown[0] * s, fy * shown[1] * s)
        want = _expected(ax, float(column), ys[xs.index(int(column))], size)
        assert abs(got[0] - want[0]) <= WITHIN and abs(got[1] - want[1]) <= WITHIN, (column, got, want)
    plt.close(fig)

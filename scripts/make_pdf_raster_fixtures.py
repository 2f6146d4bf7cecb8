"""Image heatmaps (imshow) for the PDF reader's pixel reading (vlmeval/groundtruth/pdf/raster.py), as small
matplotlib PDFs with the arrays they were drawn from, for tests/groundtruth/test_pdf_raster.py.

    python scripts/make_pdf_raster_fixtures.py     # writes tests/groundtruth/fixtures/pdf/raster/NAME.{pdf,json}

NAME.json holds ``{"grid": [[...]], "extent": [left, right, bottom, top]}``: the array as drawn (rows bottom to top,
``origin="lower"``; null for a masked cell) and the axis values at the image's edges.
"""

from __future__ import annotations

import json
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / "tests" / "groundtruth" / "fixtures" / "pdf" / "raster"
METADATA = {"CreationDate": None, "Creator": None, "Producer": None}


def _field(rows: int, cols: int) -> np.ndarray:
    """A smooth field, not symmetric in x and y, so that a transposed or flipped reading shows."""
    y, x = np.mgrid[0:rows, 0:cols]
    return np.round(1.5 * np.sin(x / cols * 3.0) + 0.8 * np.cos(y / rows * 2.0) + 0.02 * x, 4)


def _write(name: str, fig, grid: np.ndarray, extent: tuple, **data) -> None:
    fig.savefig(OUT / f"{name}.pdf", metadata=METADATA)
    plt.close(fig)
    cells = [[None if np.ma.is_masked(v) else round(float(v), 4) for v in row] for row in np.ma.asarray(grid)]
    text = json.dumps({"grid": cells, "extent": list(extent), **data}, separators=(",", ":"))
    (OUT / f"{name}.json").write_text(text + "\n")


def _image(grid, extent, colorbar: bool, interpolation: str = "nearest", cmap: str = "magma"):
    fig, ax = plt.subplots(figsize=(5, 3.5))
    im = ax.imshow(grid, cmap=cmap, origin="lower", extent=extent, aspect="auto", interpolation=interpolation)
    ax.set_xlabel("time (s)")
    ax.set_ylabel("depth (m)")
    if colorbar:
        fig.colorbar(im, ax=ax, label="temperature")
    return fig


def raster_colorbar() -> None:
    """An 18x30 field on continuous axes with a colorbar, a masked 3x4 block (drawn blank): every other cell's value
    is read back from its colour."""
    grid = np.ma.masked_array(_field(18, 30))
    grid[2:5, 20:24] = np.ma.masked
    extent = (0.0, 60.0, -9.0, 0.0)
    _write("raster_colorbar", _image(grid, extent, colorbar=True), grid, extent)


def raster_no_colorbar() -> None:
    """The same field with no colorbar: its colours name no values, and the image stays unread."""
    grid = _field(18, 30)
    extent = (0.0, 60.0, -9.0, 0.0)
    _write("raster_no_colorbar", _image(grid, extent, colorbar=False), grid, extent)


def raster_large() -> None:
    """A 150x200 field embedded at its own resolution: more cells than a record keeps, averaged in blocks."""
    grid = _field(150, 200)
    extent = (0.0, 2.0, 0.0, 1.5)
    _write("raster_large", _image(grid, extent, colorbar=True, interpolation="none", cmap="viridis"), grid, extent)


def raster_block_matrix() -> None:
    """A 3x3 block matrix (psoap's covariance figure): one category tick per 20x20 block, a band inside each; its
    ticks name blocks, not cells, and sampling it at them would read one pixel of each block."""
    n = 20
    x = np.arange(3 * n) % n
    grid = np.exp(-((x[None, :] - x[:, None]) / 3.0) ** 2)
    fig, ax = plt.subplots(figsize=(4, 3.5))
    im = ax.imshow(grid, cmap="viridis", interpolation="nearest")
    ax.set_xticks([n / 2 - 0.5, 1.5 * n - 0.5, 2.5 * n - 0.5], ["A", "B", "C"])
    ax.set_yticks([n / 2 - 0.5, 1.5 * n - 0.5, 2.5 * n - 0.5], ["A", "B", "C"])
    fig.colorbar(im, ax=ax)
    _write("raster_block_matrix", fig, grid, (-0.5, 3 * n - 0.5, 3 * n - 0.5, -0.5))


CASES = [raster_colorbar, raster_no_colorbar, raster_large, raster_block_matrix]


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for case in CASES:
        case()
        print(case.__name__)


if __name__ == "__main__":
    main()

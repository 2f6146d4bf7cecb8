"""A heatmap's cells in a continuous colormap's first or last colour read as the colour bar's end (0 on a 0 to 2
bar), not as the middle of the stretch that colour takes on the bar: an empty triangle drawn in the lowest colour
holds 0, as a viewer reads it. Both ways a heatmap is drawn: vector cells (pcolormesh) and an image (imshow)."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

N = 8


def _grid() -> np.ndarray:
    """Rows bottom to top: an upper-left triangle rising to 2.0 in the top-left corner, zeros below the diagonal."""
    i, j = np.meshgrid(np.arange(N), np.arange(N), indexing="ij")  # i: row (y), j: column (x)
    return np.where(i >= j, 0.6 + 1.4 * (i - j) / (N - 1), 0.0)


def _figure(path: Path, how: str) -> None:
    fig, ax = plt.subplots(figsize=(4, 3))
    grid = _grid()
    if how == "image":
        drawn = ax.imshow(grid, origin="lower", extent=(0, N, 0, N), cmap="viridis", interpolation="nearest")
    else:
        drawn = ax.pcolormesh(np.arange(N + 1), np.arange(N + 1), grid, cmap="viridis")
    ax.set_xticks(np.arange(N) + 0.5, [str(k) for k in range(N)])
    ax.set_yticks(np.arange(N) + 0.5, [str(k) for k in range(N)])
    fig.colorbar(drawn, ax=ax)
    fig.savefig(path)
    plt.close(fig)


@pytest.mark.parametrize("how", ["cells", "image"])
def test_cells_in_the_end_colours_read_as_the_bars_ends(tmp_path, how):
    _figure(tmp_path / f"{how}.pdf", how)
    panel = read_figure(tmp_path / f"{how}.pdf", 1, how)[0].panels[0]
    values = np.array([[np.nan if v is None else v for v in row] for row in panel.data.values], dtype=float)
    grid = _grid()[::-1]  # the record's rows run top to bottom
    assert values.shape == (N, N) and panel.data.rows == list(range(N))[::-1]
    empty = grid == 0.0
    assert np.all(values[empty] == pytest.approx(0.0, abs=1e-6))  # the lowest colour: the bar's end, 0
    assert values[~empty] == pytest.approx(grid[~empty], abs=panel.value_tolerance)
    assert values[0, 0] == pytest.approx(2.0, abs=0.01)  # the highest colour: the bar's top end

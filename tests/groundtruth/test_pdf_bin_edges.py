"""A heatmap whose cells are bins of its numeric axes (pcolormesh over edges 0.1, 0.14, ... 1.3, ticks 0.2 ... 1.2
not at the cells' centres) keys each cell by its edges as the numbers they were made from ('0.3–0.34'): edges that
run evenly across the axis are one progression, read as a whole. A drawing whose cells lie a few hundredths of a
point off the ticks' calibration (the cells drawn 0.02% narrower than the ticks say, as a real file's are) read
each edge on its own as '0.33995'."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

N = 30


def _figure(path: Path, lo: float, step: float, drift: float) -> np.ndarray:
    edges = lo + step * np.arange(N + 1)
    drawn_edges = lo + step * (1.0 - drift) * np.arange(N + 1)
    fig, ax = plt.subplots(figsize=(5, 3.5))
    i, j = np.meshgrid(np.arange(N), np.arange(N), indexing="ij")
    drawn = ax.pcolormesh(drawn_edges, drawn_edges, 0.5 + (i + j) / (2 * N), cmap="viridis")
    ticks = [t for t in np.arange(0.0, edges[-1] + 1e-9, 0.2) if edges[0] < t < edges[-1]]
    ax.set_xticks(ticks)
    ax.set_yticks(ticks)
    fig.colorbar(drawn, ax=ax)
    fig.savefig(path)
    plt.close(fig)
    return edges


def _edges(keys: list[str]) -> list[tuple[float, float]]:
    return [tuple(float(v) for v in k.split("–")) for k in keys]


@pytest.mark.parametrize("lo, step, drift", [(0.1, 0.04, 0.0), (0.1, 0.04, 2e-4), (0.05, 0.03, -2e-4)])
def test_even_bin_edges_read_as_their_progression(tmp_path, lo, step, drift):
    edges = _figure(tmp_path / "bins.pdf", lo, step, drift)
    panel = read_figure(tmp_path / "bins.pdf", 1, "bins")[0].panels[0]
    want = [(round(a, 10), round(b, 10)) for a, b in zip(edges, edges[1:])]
    assert _edges(panel.data.columns) == want
    assert _edges(panel.data.rows) == want[::-1]  # rows top to bottom

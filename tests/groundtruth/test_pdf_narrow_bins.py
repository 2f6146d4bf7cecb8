"""A histogram of bins narrower than half a point (699 bins across a small axis): neighbouring bins' edges lie
closer than the half point that joined two bars into one column, so every other bin was dropped and its neighbour's
height filed under its range, and bins of height 0 standing beside a bar made the bars count as stacked."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

EDGES = np.linspace(0.0, 1.4, 700)


def _heights() -> np.ndarray:
    mids = (EDGES[:-1] + EDGES[1:]) / 2
    return np.where(mids < 0.5, 0.0, 0.2 + 2.0 * (mids - 0.5) + 0.3 * (np.arange(len(mids)) % 3))


def _panel(tmp_path: Path):
    fig, ax = plt.subplots(figsize=(4, 2.5))
    ax.bar(EDGES[:-1], _heights(), width=np.diff(EDGES), align="edge", color="salmon", linewidth=0)
    fig.savefig(tmp_path / "narrow.pdf")
    plt.close(fig)
    return read_figure(tmp_path / "narrow.pdf")[0].panels[0]


def test_every_narrow_bin_is_its_own_column_with_its_own_height(tmp_path: Path):
    panel = _panel(tmp_path)
    heights = _heights()
    drawn = [h for h in heights if h > 0]
    row = [v for v in panel.data.values[0]]
    known = [v for v in row if v]
    assert len(known) == len(drawn)
    tol = max(panel.value_tolerance or 0, 0.02)
    for got, want in zip(known, drawn):
        assert got == pytest.approx(want, abs=tol)
    assert not panel.stacked

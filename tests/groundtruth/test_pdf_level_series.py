"""A series that keeps one value drawn with markers (an observable that stays at 0 for one parameter) runs straight
across the frame like a reference line, but carries its marker on every data point: it is a series named by its
legend entry, while a plain horizontal line beside it (axhline) stays a declared reference line."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

SITES = np.arange(0, 16)
EDGE = np.where((SITES < 4) | (SITES > 11), 0.11, 0.0)


def _edge_and_flat(path: Path):
    fig, ax = plt.subplots(figsize=(5, 3.5))
    ax.plot(SITES, EDGE, "-o", color="red", ms=4, label="U = 1.0")
    ax.plot(SITES, np.full(len(SITES), -0.05), ":s", color="blue", ms=4, mfc="none", label="U = 10.0")
    ax.axhline(0.05, color="black", ls="--", lw=0.8)
    ax.set_ylim(-0.12, 0.12)
    ax.legend(loc="center", fontsize=8)
    fig.savefig(path)
    plt.close(fig)
    return read_figure(path, figure_id="edge")[0]


def test_a_level_series_with_markers_is_a_series_and_an_axhline_a_reference_line(tmp_path):
    (panel,) = _edge_and_flat(tmp_path / "edge.pdf").panels
    rows = dict(zip(panel.data.rows, panel.data.values))
    assert set(rows) == {"U = 1.0", "U = 10.0"}
    assert rows["U = 10.0"] == pytest.approx([-0.05] * len(SITES), abs=0.002)
    notes = [u.note for u in panel.unread or [] if u.kind == "reference_line"]
    assert len(notes) == 1 and "0.05" in notes[0]

"""A step histogram laid on its side (bins along y, levels along x: a marginal beside a panel) is read as a series
keyed by each bin's middle on the y axis and valued on the x axis, no longer declared an unread step histogram."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

EDGES = [0.0, 1.0, 2.0, 3.0, 4.0, 5.0]
COUNTS = [2.0, 5.0, 7.0, 4.0, 1.0]


def _sideways(path: Path) -> None:
    fig, ax = plt.subplots(figsize=(3, 4))
    ax.stairs(COUNTS, EDGES, orientation="horizontal", color="black")
    ax.set_xlim(0, 8)
    ax.set_ylim(0, 5)
    ax.set_ylabel("depth")
    fig.savefig(path)
    plt.close(fig)


def test_a_step_histogram_on_its_side_is_read_along_y(tmp_path):
    _sideways(tmp_path / "side.pdf")
    panel = read_figure(tmp_path / "side.pdf", 1, "side")[0].panels[0]
    table = panel.data
    assert table is not None and len(table.rows) == 1
    assert [float(c) for c in table.columns] == pytest.approx([0.5, 1.5, 2.5, 3.5, 4.5], abs=0.01)
    assert table.values[0] == pytest.approx(COUNTS, abs=0.02)
    assert table.column_label == "depth"
    assert table.columns_on == "y"  # told to every reader of the record: the columns are places on y
    assert not any(u.kind == "histogram" for u in panel.unread or [])

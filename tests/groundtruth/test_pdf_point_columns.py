"""A scatter series that draws several markers at one x value (a column of points) holds no one of them as the
table's value there: that cell is unknown, and the points keep every marker; a lone marker's x keeps its value."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from pdf_cases import first_table  # noqa: E402

COLUMN = [(0.0, y) for y in (2.0, 3.5, 5.0, 6.5)]  # members at x = 0, the column drawn first
SPREAD = [(2.0, 4.0), (4.0, 2.5), (6.0, 5.5), (8.0, 3.0)]


def _figure(path: Path) -> None:
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.scatter(*zip(*(COLUMN + SPREAD)), s=14, color="tab:blue")
    ax.set_xlim(-0.5, 10)
    ax.set_ylim(0, 8)
    fig.savefig(path)
    plt.close(fig)


def test_a_column_of_markers_is_no_one_value(tmp_path):
    _figure(tmp_path / "column.pdf")
    data = first_table(tmp_path / "column.pdf")
    assert len(data.rows) == 1 and len(data.points[0]) == len(COLUMN + SPREAD)
    cells = dict(zip(data.columns, data.values[0]))
    at_zero = [v for k, v in cells.items() if abs(float(k)) < 0.05]
    assert at_zero == [None]  # not the first member's 2.0
    for x, y in SPREAD:
        value = next(v for k, v in cells.items() if abs(float(k) - x) < 0.05)
        assert value == pytest.approx(y, abs=0.05)

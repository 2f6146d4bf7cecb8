"""A thick and a thin line of one colour and dash (a total and its anthropogenic part) take the key's names by the
width of its line samples."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

YEARS = list(range(2000, 2101, 5))


def _path(x: int, start: float, drop: float) -> float:
    return start if x <= 2030 else start - drop * (x - 2030) / 70


def _table(path: Path):
    return read_figure(path, 1, path.stem)[0].panels[0].data


def _values(table, row: str) -> dict:
    return {c: v for c, v in zip(table.columns, table.values[table.rows.index(row)]) if v is not None}


def test_a_thick_and_a_thin_line_of_one_colour_take_their_names_by_width(tmp_path):
    fig, ax = plt.subplots(figsize=(5, 3.5))
    ax.plot(YEARS, [0.01 * (x - 2000) for x in YEARS], color="black", linewidth=3, label="Total anthropogenic")
    ax.plot(YEARS, [0.01 * (x - 2000) - 0.3 * (x % 20 == 0) for x in YEARS], color="black", linewidth=1,
            label="Total")
    ax.legend(loc="upper left")
    fig.savefig(tmp_path / "width.pdf")
    plt.close(fig)
    table = _table(tmp_path / "width.pdf")
    assert set(table.rows) == {"Total anthropogenic", "Total"}
    assert _values(table, "Total")[2020] == pytest.approx(-0.1, abs=0.01)
    assert _values(table, "Total anthropogenic")[2020] == pytest.approx(0.2, abs=0.01)

"""Column keys of a line drawn by a producer that writes its coordinates to two decimals (R's pdf device): a
point at year 2006 lands a few thousandths of a point off its place once the ticks' own rounding adds to it, and
read to half a coordinate step it became 2005.9997, a column of its own beside 2006 where another series' point
at 2006 landed on the mark. Within one coordinate step of a number written like the ticks (whole years), the
column is that number."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402
from vlmeval.groundtruth.pdf.ticks import on_tick_grid  # noqa: E402

YEARS = list(range(2005, 2021))
# a year's drawn place this far off its mark: over half a coordinate step (0.005 pt) on this axis, under a whole one
OFF = 0.00035


def _two_lines(path: Path):
    fig, ax = plt.subplots(figsize=(6, 3))
    shifted = [y - OFF if y % 2 == 0 else y for y in YEARS]  # the even years drawn a hair early, as rounded
    ax.plot(shifted, [0.4 + 0.01 * i for i in range(len(YEARS))], "-", color="tab:orange", label="female")
    ax.plot(YEARS, [0.6 - 0.01 * i for i in range(len(YEARS))], "-", color="tab:blue", label="male")
    ax.set_xlim(2004.25, 2020.75)
    ax.set_xticks([2005, 2010, 2015, 2020])
    ax.legend(loc="upper right")
    fig.savefig(path)
    plt.close(fig)
    return read_figure(path, figure_id="two-lines")[0]


def test_years_drawn_a_hair_off_their_marks_are_whole_years(tmp_path):
    (panel,) = _two_lines(tmp_path / "years.pdf").panels
    assert panel.data.columns == [float(y) for y in YEARS]  # one column a year, shared by both lines
    rows = {r: dict(zip(panel.data.columns, v)) for r, v in zip(panel.data.rows, panel.data.values)}
    assert rows["female"][2006.0] == pytest.approx(0.41, abs=1e-3)
    assert rows["male"][2006.0] == pytest.approx(0.59, abs=1e-3)


def test_a_value_between_the_ticks_decimals_keeps_its_own_digits():
    assert on_tick_grid(2005.9997, ["2005", "2010"], 0.0004) == 2006.0
    assert on_tick_grid(2005.9990, ["2005", "2010"], 0.0004) is None  # farther than the drawing's step: a value
    assert on_tick_grid(0.2996, ["0.0", "0.5"], 0.0005) == 0.3
    assert on_tick_grid(3.0001, ["1k", "2k"], 0.001) is None  # not plain decimals: the printed digits say nothing

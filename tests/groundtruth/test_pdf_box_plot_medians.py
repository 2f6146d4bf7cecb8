"""Box plots' medians drawn as short lines across the boxes (seaborn's and matplotlib's grey boxes) are the boxes'
medians, a row named 'medians', never a 'grey line' joining them; the whiskers' caps are no values of their own.
Beside the medians the boxes' edges are the rows 'lower quartiles' and 'upper quartiles', and whiskers drawn past
the boxes end at the rows 'lower whiskers' and 'upper whiskers' (none where the caps sit on the box); the box plots
stay declared (their outliers, and what a box plot does not draw, are not read)."""

from __future__ import annotations

import statistics
from pathlib import Path

import matplotlib
from matplotlib import cbook

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

GROUPS = {"Other": [120, 180, 250, 260, 400, 610, 900], "Python": [60, 90, 150, 201, 330, 700, 1300],
          "Perl": [70, 200, 364, 380, 900, 2500, 3100]}


def _boxes(path: Path, whis: float) -> None:
    fig, ax = plt.subplots(figsize=(5, 3.5))
    grey = {"color": "0.6"}
    ax.boxplot(list(GROUPS.values()), whis=whis, showfliers=False, boxprops=grey, whiskerprops=grey, capprops=grey,
               medianprops=grey)
    ax.set_xticks([1, 2, 3], list(GROUPS))
    ax.set_yscale("log")
    ax.set_ylim(30, 5000)
    fig.savefig(path)
    plt.close(fig)


@pytest.mark.parametrize("whis", [1.5, 0.0], ids=["whiskers", "caps-at-the-quartiles"])
def test_box_plot_medians_are_a_row_of_medians(tmp_path, whis):
    _boxes(tmp_path / "boxes.pdf", whis)
    panel = read_figure(tmp_path / "boxes.pdf", 1, "boxes")[0].panels[0]
    assert panel.data.rows[0] == "medians"
    assert list(panel.data.columns) == list(GROUPS)
    want = [statistics.median(v) for v in GROUPS.values()]
    assert panel.data.values[0] == pytest.approx(want, rel=0.02)
    assert any("box plot" in u.note for u in panel.unread or ())


@pytest.mark.parametrize("whis", [1.5, 0.0], ids=["whiskers", "caps-at-the-quartiles"])
def test_box_plot_quartiles_and_whiskers_are_rows(tmp_path, whis):
    _boxes(tmp_path / "boxes.pdf", whis)
    table = read_figure(tmp_path / "boxes.pdf", 1, "boxes")[0].panels[0].data
    stats = cbook.boxplot_stats(list(GROUPS.values()), whis=whis)
    want = {"lower quartiles": [s["q1"] for s in stats], "upper quartiles": [s["q3"] for s in stats]}
    if whis:
        want |= {"lower whiskers": [s["whislo"] for s in stats], "upper whiskers": [s["whishi"] for s in stats]}
    assert sorted(table.rows) == sorted(["medians", *want])
    for row, values in want.items():
        assert table.values[table.rows.index(row)] == pytest.approx(values, rel=0.02), row

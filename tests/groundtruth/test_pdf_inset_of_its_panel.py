"""An inset is drawn in its panel's cell, not in a cell of the layout grid of its own: a figure of one panel with an
inset is laid out 1 x 1, its panel is the 'main panel', and the inset has no grid place. Its tick marks are its
own even where a point's error-bar caps cross its edge (a point at the axis' end), and a straight fit whose end
touches one of its markers does not make its markers a line's."""

from __future__ import annotations

import math
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

MAIN_X = list(range(1, 21))
INSET_X = [math.log(x) for x in MAIN_X]
INSET_Y = [0.04 * x * x - 0.02 for x in INSET_X]


def _figure(path: Path) -> None:
    fig, ax = plt.subplots(figsize=(5, 3.5))
    ax.errorbar(MAIN_X, [0.26 * x for x in MAIN_X], yerr=0.05, fmt="o", color="tab:blue", capsize=3)
    inset = ax.inset_axes([0.6, 0.12, 0.36, 0.3])
    inset.errorbar(INSET_X, INSET_Y, yerr=0.02, fmt="o", ms=3, color="tab:blue", capsize=7)
    inset.plot([INSET_X[5], INSET_X[-1]], [INSET_Y[5], 0.3 + INSET_Y[-1]], color="tab:orange")  # one end on a marker
    inset.set_xlim(-0.15, 3.1)  # the first point's caps (7 points each way) cross the inset's left edge
    inset.set_xticks([0.0, 2.0])
    inset.set_yticks([0.0, 0.5])
    fig.savefig(path)
    plt.close(fig)


def test_an_inset_is_read_in_its_panels_cell(tmp_path):
    _figure(tmp_path / "inset.pdf")
    record = read_figure(tmp_path / "inset.pdf", 1, "inset")[0]
    assert (record.layout.rows, record.layout.cols) == (1, 1)
    main, inset = record.panels
    assert (main.title, main.position) == ("main panel", (0, 0))
    assert inset.title.startswith("inset of") and inset.position is None
    assert inset.y.ticks == [0.0, 0.5]
    assert len(inset.data.rows) == 1
    got = dict(zip((float(c) for c in inset.data.columns), inset.data.values[0]))
    assert sorted(got) == pytest.approx(INSET_X, abs=0.002)
    assert [got[k] for k in sorted(got)] == pytest.approx(INSET_Y, abs=0.003)

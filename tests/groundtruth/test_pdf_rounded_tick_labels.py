"""Equally spaced y ticks whose labels print an arithmetic progression rounded ('48%, 50%, 52%, 55%' for 47.5, 50,
52.5, 55 percent): no straight line fits the printed values within tolerance, so the axis read as categories and
the panel's values were unknown. The axis calibrates on the progression the labels round."""

from __future__ import annotations

import math
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402
from matplotlib.ticker import FixedLocator, FuncFormatter, PercentFormatter  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402
from vlmeval.groundtruth.pdf.ticks import calibrate, rounded_progression  # noqa: E402

XS = [10, 40, 70, 100, 130]
YS = [0.49, 0.53, 0.58, 0.62, 0.66]


def _panel(tmp_path: Path, first: float = 0.475, formatter=PercentFormatter(xmax=1, decimals=0)):
    fig, ax = plt.subplots(figsize=(4, 2.5))
    ax.plot(XS, YS, marker="o", color="tab:blue")
    ax.yaxis.set_major_locator(FixedLocator([first + 0.025 * k for k in range(9)]))
    ax.yaxis.set_major_formatter(formatter)
    ax.set_ylim(first - 0.005, first + 0.205)
    fig.savefig(tmp_path / "rounded.pdf")
    plt.close(fig)
    return read_figure(tmp_path / "rounded.pdf")[0].panels[0]


def test_rounded_percent_ticks_calibrate_on_their_progression(tmp_path: Path):
    panel = _panel(tmp_path)
    assert panel.y.scale == "linear"
    row = dict(zip(panel.data.columns, panel.data.values[0]))
    for x, y in zip(XS, YS):
        assert row[float(x)] == pytest.approx(100 * y, abs=max(panel.value_tolerance or 0, 0.2)), (x, row)


def test_halves_rounded_up_calibrate_on_the_multiples_of_the_step(tmp_path: Path):
    """'48%, 50%, 53%, 55%' (47.5 ... rounded half up) would also fit 48, 50.5, 53, 55.5 printed rounded down; the
    ticks are multiples of their step, so the axis is 47.5, 50, 52.5, 55, not half a unit higher."""
    panel = _panel(tmp_path, 0.475, FuncFormatter(lambda v, _: f"{math.floor(100 * v + 0.5 + 1e-9):d}%"))
    assert panel.y.ticks[:4] == ["48%", "50%", "53%", "55%"]
    row = dict(zip(panel.data.columns, panel.data.values[0]))
    for x, y in zip(XS, YS):
        assert row[float(x)] == pytest.approx(100 * y, abs=max(panel.value_tolerance or 0, 0.2)), (x, row)


@pytest.mark.parametrize("labels, first", [
    (["63", "65", "68", "70", "73", "75", "78", "80"], 62.5),
    (["48", "50", "52", "55"], 47.5),
    (["80", "78", "75", "73"], 80.0),
])
def test_the_progression_starts_on_a_multiple_of_its_step(labels, first):
    steps = rounded_progression(list(range(len(labels))), [float(t) for t in labels], labels)
    assert steps is not None and steps[0] == pytest.approx(first)
    assert abs(steps[1] - steps[0]) == pytest.approx(2.5)


def test_rounded_labels_stand_for_the_progression():
    labels = ["48", "50", "52", "55", "57", "60"]
    assert rounded_progression([0, 1, 2, 3, 4, 5], [float(t) for t in labels], labels) == [47.5, 50, 52.5, 55, 57.5, 60]
    assert calibrate([0, 1, 2, 3, 4, 5], labels).value(1) == pytest.approx(50)


@pytest.mark.parametrize("positions, labels", [
    ([0, 1, 2, 3, 4], ["1", "2", "3", "5", "8"]),  # no progression rounds to these
    ([0, 1, 2, 4, 5], ["48", "50", "52", "55", "57"]),  # not equally spaced
    ([0, 1, 2, 3], ["1", "1", "2", "2"]),  # a step no larger than the printed unit
])
def test_other_labels_stand_for_no_progression(positions, labels):
    assert calibrate(positions, labels) is None

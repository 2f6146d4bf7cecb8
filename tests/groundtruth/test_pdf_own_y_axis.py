"""Each panel's values are calibrated on its own y axis. A panel that prints its y axis on the right only, beside a
neighbour whose y axis is on its left, is read on its right axis (not the neighbour's); a panel without y tick
labels or marks, whose x axis differs from its neighbour's, shares nothing with it: its values are unknown, never
read on the neighbour's scale."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

XS = [2012 + k for k in range(10)]
LEVELS = [0.40 + 0.02 * k for k in range(10)]


def _right_axis_figure(path: Path) -> None:
    fig, (density, series) = plt.subplots(1, 2, figsize=(7, 3), gridspec_kw={"width_ratios": [1, 3]})
    density.plot([0.0, 0.3, 0.5, 0.7], [0.0, 4.0, 14.0, 1.0], color="grey")
    density.set_ylim(0, 15)
    series.plot(XS, LEVELS, color="tab:blue", marker="o")
    series.set_ylim(0.35, 0.62)
    series.yaxis.tick_right()
    series.spines["left"].set_visible(False)
    fig.savefig(path)
    plt.close(fig)


def _bare_histogram_figure(path: Path) -> None:
    fig, (loglog, hist) = plt.subplots(1, 2, figsize=(7, 3))
    loglog.loglog([100, 1000, 10000], [1e-15, 1e-14, 1e-13], marker="o")
    hist.hist([0.1, 0.2, 0.2, 0.9, 1.5, 2.5, 3.1], bins=6, histtype="step")
    hist.set_yticks([])
    fig.savefig(path)
    plt.close(fig)


def test_a_panel_with_its_y_axis_on_the_right_is_read_on_it(tmp_path):
    _right_axis_figure(tmp_path / "right.pdf")
    panels = read_figure(tmp_path / "right.pdf", 1, "right")[0].panels
    series = panels[1]
    assert series.y.ticks and min(series.y.ticks) >= 0.35 and max(series.y.ticks) <= 0.62
    values = series.data.values[0]
    assert all(abs(v - want) < 0.005 for v, want in zip(values, LEVELS))


def test_a_panel_without_y_ticks_is_not_read_on_its_neighbours_axis(tmp_path):
    _bare_histogram_figure(tmp_path / "bare.pdf")
    loglog, hist = read_figure(tmp_path / "bare.pdf", 1, "bare")[0].panels
    assert loglog.data is not None and loglog.y.scale == "log"
    assert hist.data is None and "no tick labels" in hist.notes

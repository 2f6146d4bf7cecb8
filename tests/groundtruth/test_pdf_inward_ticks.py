"""Tick marks drawn inward (into the plot) on the bottom edge stand over points plotted near the axis's end: each
is the edge's tick mark, not an error bar of the point it rises through; a real error bar beside them still is one."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

XS = list(range(12))
NEAR_ZERO = [0.002, 0.0, 0.001, 0.0, 0.002, 0.0, 0.001, 0.001, 0.03, 0.24, 0.04, 0.001]


def _figure(path: Path, with_error: bool) -> None:
    fig, ax = plt.subplots(figsize=(3, 2))
    ax.tick_params(direction="in", top=True, right=True)
    ax.plot(XS, NEAR_ZERO, marker="D", color="tab:red", markersize=3)
    if with_error:
        ax.errorbar([9], [0.24], yerr=[0.05], color="tab:red", fmt="none")
    ax.set_ylim(-0.01, 0.55)
    fig.savefig(path)
    plt.close(fig)


def test_inward_ticks_over_points_near_zero_are_no_error_bars(tmp_path):
    _figure(tmp_path / "inward.pdf", with_error=False)
    panel = read_figure(tmp_path / "inward.pdf", 1, "inward")[0].panels[0]
    assert panel.data.values[0][9] == pytest.approx(0.24, abs=0.005)
    assert panel.data.errors is None


def test_an_error_bar_beside_inward_ticks_is_kept(tmp_path):
    _figure(tmp_path / "bar.pdf", with_error=True)
    panel = read_figure(tmp_path / "bar.pdf", 1, "bar")[0].panels[0]
    errors = panel.data.errors[0]
    assert errors[9] == pytest.approx(0.05, abs=0.005)
    assert [e for i, e in enumerate(errors) if i != 9] == [None] * 11

"""Square markers on error bars are no box plots (pdf/boxplots.py). A small square whose error bar runs inside it
nearly end to end looks, turned sideways, like a box with its median across it, and the error bars of the markers
beside it in a row like its whisker caps; so pigsfli's and quench-entanglement's square-marker series were declared
'... box plot(s) not read', an unread part that makes every absent place in the panel unverifiable. A real box plot
(whiskers ending at the box) stays declared."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

XS = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]  # a series flat at one level (a quantity saturated): markers in one row


def _declared_box_plots(path: Path) -> list[str]:
    record = read_figure(path, 1, "case")[0]
    return [u.note for p in record.panels for u in p.unread or () if "box plot" in (u.note or "")]


@pytest.mark.parametrize("error", [0.002, 0.02])  # inside the square (nearly its height), or past it
def test_square_markers_on_error_bars_are_no_box_plots(tmp_path, error):
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.errorbar(XS, [1.0] * len(XS), yerr=error, fmt="s", capsize=1, markersize=5)
    ax.set_ylim(0.9, 1.1)
    fig.savefig(tmp_path / "squares.pdf")
    plt.close(fig)
    assert _declared_box_plots(tmp_path / "squares.pdf") == []


def test_a_box_plot_is_still_declared(tmp_path):
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.boxplot([[1, 2, 3, 4, 9], [2, 3, 5, 6, 7], [1, 1, 2, 6, 8]], showfliers=False)
    fig.savefig(tmp_path / "boxes.pdf")
    plt.close(fig)
    assert _declared_box_plots(tmp_path / "boxes.pdf")

"""A legend's entry texts are never tick labels (pdf/legendticks.py). The frames are found before the legend, so an
entry's text just left of a box was read as its y tick: a panel of a sharey pair took a figure legend's last entry
as its one category and held one row of bars under that name (honesty-si-fig9), and a band's rectangle reaching
past the axes became a "panel" whose y ticks were a legend entry and a top-axis tick (harmonic-sampling-anhpot)."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.patches import Rectangle  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

TOPICS = ["rain", "wind", "snow", "hail", "fog", "heat"]
NAMES = ("North", "South")
RUNS = ("run 10", "run 20")  # digits are set at one width: the two texts end at one x, a column of labels


def _sharey_bars(path: Path) -> None:
    """Two horizontal bar panels sharing their categories, the figure's legend set in the gap between them."""
    fig, axes = plt.subplots(1, 2, sharey=True, figsize=(8, 3.5), gridspec_kw={"wspace": 0.45})
    for k, ax in enumerate(axes):
        for j, (name, colour) in enumerate(zip(NAMES, ("tab:blue", "tab:red"))):
            ax.barh([i + 0.4 * j for i in range(len(TOPICS))], [0.1 * (i + 1) + 0.05 * j + 0.02 * k for i in range(6)],
                    height=0.4, color=colour, label=name)
    axes[0].set_yticks(range(len(TOPICS)), TOPICS)
    fig.legend(*axes[0].get_legend_handles_labels(), loc="center", bbox_to_anchor=(0.515, 0.5), frameon=False,
               handlelength=1.0)
    fig.savefig(path)
    plt.close(fig)


def _band_past_the_axes(path: Path) -> None:
    """A line panel with a legend in its upper left and a shaded band whose rectangle reaches far past the axes
    (clipped when drawn), its left edge just right of the legend's texts, which end at one x."""
    fig, ax = plt.subplots(figsize=(5, 3.5))
    xs = list(range(0, 80, 10))
    for name, ys in zip(RUNS, ([1 + 0.02 * x for x in xs], [2.6 - 0.02 * x for x in xs])):
        ax.plot(xs, ys, "o-", label=name)
    ax.set_xlim(-5, 75)
    ax.set_ylim(0.8, 2.8)
    ax.legend(loc="upper left")
    fig.canvas.draw()
    text_end = max(t.get_window_extent().x1 for t in ax.get_legend().get_texts())
    x0 = ax.transData.inverted().transform((text_end + 6, 0))[0]
    ax.add_patch(Rectangle((x0, -3), 10, 9, color="plum", lw=0))  # over 30 points wide: no colorbar
    ax.set_ylim(0.8, 2.8)
    fig.savefig(path)
    plt.close(fig)


def test_a_legend_entry_beside_a_panel_is_not_its_category(tmp_path):
    _sharey_bars(tmp_path / "pair.pdf")
    record = read_figure(tmp_path / "pair.pdf", 1, "pair")[0]
    assert len(record.panels) == 2
    for panel in record.panels:
        assert not set(panel.y.ticks or []) & set(NAMES), panel.y.ticks
        assert panel.data is None or not set(panel.data.columns) & set(NAMES), panel.data.columns


def test_a_box_whose_only_labels_are_a_legend_entry_is_no_panel(tmp_path):
    _band_past_the_axes(tmp_path / "band.pdf")
    record = read_figure(tmp_path / "band.pdf", 1, "band")[0]
    assert len(record.panels) == 1
    assert sorted(record.panels[0].data.rows) == list(RUNS)

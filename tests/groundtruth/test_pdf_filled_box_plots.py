"""Filled box plots (matplotlib's patch_artist) are box plots, never bars at their upper quartile: their medians,
quartiles and whisker ends are read as for unfilled ones, and a panel stacked under another (its caps drawn at the
same x) lends none of its whisker ends to the one above."""

from __future__ import annotations

import statistics

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

TOP = {"alpha": [0.1, 0.15, 0.2, 0.25, 0.3, 0.4], "beta": [-0.1, 0.0, 0.05, 0.1, 0.2, 0.3]}
BOTTOM = {"alpha": [-0.6, 0.2, 0.25, 0.3, 0.35, 0.9], "beta": [-0.5, 0.1, 0.15, 0.2, 0.3, 0.8]}


def _stacked(path) -> None:
    fig, axes = plt.subplots(2, 1, figsize=(5, 6))
    for ax, groups, title in zip(axes, (TOP, BOTTOM), ("(A) top", "(B) bottom")):
        ax.boxplot(list(groups.values()), patch_artist=True, showfliers=False, whis=10.0,
                   boxprops={"facecolor": "tab:blue"}, medianprops={"color": "0.3"})
        ax.set_xticks([1, 2], list(groups))
        ax.set_ylim(-1, 1)
        ax.set_title(title)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def test_filled_box_plots_are_read_as_box_plots(tmp_path):
    _stacked(tmp_path / "boxes.pdf")
    panels = {p.title: p for p in read_figure(tmp_path / "boxes.pdf", 1, "boxes")[0].panels}
    for title, groups in (("(A) top", TOP), ("(B) bottom", BOTTOM)):
        data = panels[title].data
        rows = dict(zip(data.rows, data.values))
        assert "medians" in rows and "upper quartiles" in rows and not any("bars" in r for r in data.rows)
        assert rows["medians"] == pytest.approx([statistics.median(v) for v in groups.values()], abs=0.02)
        assert rows["upper quartiles"] == pytest.approx([np.percentile(v, 75) for v in groups.values()], abs=0.02)
        assert rows["lower whiskers"] == pytest.approx([min(v) for v in groups.values()], abs=0.02)

"""Horizontal bars whose category labels are set on two lines ('Other well-mixed' over 'greenhouse gases'): each
label is one category at the middle of its lines, so every bar keeps its own category and value."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

BARS = {"Carbon dioxide": 1.01, "Other well-mixed\ngreenhouse gases": 0.58, "Ozone": 0.23,
        "Stratospheric\nwater vapour": 0.12, "Albedo": 0.3, "Contrails & aviation-\ninduced cirrus": 0.4}


def test_two_line_category_labels_are_one_category_each(tmp_path):
    fig, ax = plt.subplots(figsize=(6, 4))
    fig.subplots_adjust(left=0.35)
    ax.barh(range(len(BARS))[::-1], list(BARS.values()), tick_label=list(BARS), color="tab:red")
    fig.savefig(tmp_path / "bars.pdf")
    plt.close(fig)
    table = read_figure(tmp_path / "bars.pdf", 1, "bars")[0].panels[0].data
    assert sorted(map(str, table.columns)) == sorted(name.replace("\n", " ") for name in BARS)
    values = dict(zip(map(str, table.columns), table.values[0]))
    assert all(values[name.replace("\n", " ")] == pytest.approx(v, abs=0.02) for name, v in BARS.items())

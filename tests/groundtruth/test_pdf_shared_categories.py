"""A row of horizontal bar charts over one set of categories (matplotlib's sharey) prints the category names once,
left of the first panel. The next panel's bars stand at the same heights: they are read under those categories,
not left without values because that panel prints no y tick labels of its own."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

TOPICS = ["tax | budget", "school | teacher", "storm | flood", "price | market", "road | rail"]
LEFT = {"north": [7.0, 5.5, 9.0, 4.0, 6.5], "south": [9.5, 8.0, 3.0, 12.5, 5.0]}
RIGHT = {"north": [10.0, 15.0, 25.0, 12.0, 30.0], "south": [11.0, 14.0, 21.0, 17.0, 26.0]}


def _two_panels(path: Path, grouped: bool):
    fig, axes = plt.subplots(1, 2, figsize=(7, 3), sharey=True)
    y = np.arange(len(TOPICS))
    for ax, values, title in zip(axes, (LEFT, RIGHT), ("left side", "right side")):
        if grouped:
            ax.barh(y - 0.2, values["north"], height=0.4, color="navy", label="north")
            ax.barh(y + 0.2, values["south"], height=0.4, color="tab:red", label="south")
        else:
            ax.barh(y, values["north"], height=0.6, color="navy")
        ax.set_title(title)
    axes[0].set_yticks(y, TOPICS)
    axes[0].invert_yaxis()
    if grouped:
        axes[0].legend(loc="lower right")
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)
    return read_figure(path, figure_id="sides")[0]


@pytest.mark.parametrize("grouped", [False, True], ids=["one-bar", "grouped"])
def test_the_second_panel_reads_its_bars_under_the_first_panels_categories(tmp_path, grouped):
    left, right = _two_panels(tmp_path / "sides.pdf", grouped).panels
    assert right.data is not None
    assert [str(c) for c in right.data.columns] == [str(c) for c in left.data.columns]
    assert sorted(map(str, left.data.columns)) == sorted(TOPICS)
    for series, row in zip(right.data.rows, right.data.values):
        expected = RIGHT["south" if "south" in series or "red" in series else "north"]
        by_topic = dict(zip(map(str, right.data.columns), row))
        assert [by_topic[t] for t in TOPICS] == pytest.approx(expected, abs=0.3)

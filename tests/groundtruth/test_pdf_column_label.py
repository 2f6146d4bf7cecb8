"""A y label set once for a column of stacked panels, centred on the column (level with neither frame), is the y
label of each panel of the column that prints none of its own."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402


def _column(path, own: str | None = None) -> None:
    fig, (top, bottom) = plt.subplots(2, 1, figsize=(4, 5), sharex=True)
    top.plot([0, 1, 2, 3], [1.0, 3.0, 2.0, 4.0], color="tab:blue")
    bottom.plot([0, 1, 2, 3], [0.2, 0.1, 0.4, 0.3], color="tab:red")
    bottom.set_xlabel("time")
    if own:
        bottom.set_ylabel(own)
    fig.subplots_adjust(left=0.2, hspace=0.3)
    fig.supylabel("density", x=0.02)
    fig.savefig(path)
    plt.close(fig)


def test_a_label_centred_on_a_column_of_panels_is_each_panels_y_label(tmp_path):
    _column(tmp_path / "column.pdf")
    panels = read_figure(tmp_path / "column.pdf", 1, "column")[0].panels
    assert len(panels) == 2
    assert [p.y.label for p in panels] == ["density", "density"]


def test_a_panel_with_a_label_of_its_own_keeps_it(tmp_path):
    _column(tmp_path / "own.pdf", own="rate")
    panels = read_figure(tmp_path / "own.pdf", 1, "own")[0].panels
    assert [p.y.label for p in panels] == ["density", "rate"]

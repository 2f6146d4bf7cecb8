"""Box plots in two colours (a hue, dodged either side of each category's tick, named by a key of filled squares):
each colour's boxes are rows of their own named by the key ('Wild medians', 'Wild upper quartiles' ...), each box
under the category it is drawn beside, not at its own x. And a tick label packed against a long word beside it
('8' and 'hyper' set as one run) is cut between them, not where each letter lies nearest a tick."""

from __future__ import annotations

import statistics

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402
from matplotlib.patches import Patch  # noqa: E402

pytest.importorskip("pdfplumber")

from pdf_cases import first_table  # noqa: E402
from vlmeval.groundtruth.pdf.packed import split_at  # noqa: E402
from vlmeval.groundtruth.pdf.primitives import Run  # noqa: E402

HUES = {"Wild": ("#8fc6d6", [[0.1, 0.3, 0.4, 0.5, 0.7], [0.2, 0.35, 0.45, 0.6, 0.8], [0.0, 0.2, 0.3, 0.45, 0.5]]),
        "Active": ("#f08870", [[0.5, 0.6, 0.8, 0.9, 0.95], [0.4, 0.55, 0.7, 0.75, 0.9], [0.3, 0.5, 0.65, 0.8, 1.0]])}
TICKS = ["0", "1", "2"]


def _hued(path) -> None:
    fig, ax = plt.subplots(figsize=(5, 3.5))
    for shift, (name, (colour, groups)) in zip((-0.2, 0.2), HUES.items()):
        ax.boxplot(groups, positions=[i + shift for i in range(3)], widths=0.35, patch_artist=True, whis=10.0,
                   showfliers=False, boxprops={"facecolor": colour}, medianprops={"color": "0.3"})
    ax.set_xticks(range(3), TICKS)
    ax.set_xlim(-0.6, 2.6)
    ax.set_ylim(-0.1, 1.1)
    ax.legend(handles=[Patch(facecolor=c, edgecolor="0.3", label=n) for n, (c, _) in HUES.items()],
              loc="upper left", bbox_to_anchor=(1.02, 1))
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def test_hued_box_plots_have_a_row_set_per_colour_under_their_categories(tmp_path):
    _hued(tmp_path / "hued.pdf")
    data = first_table(tmp_path / "hued.pdf")
    rows = dict(zip(data.rows, data.values))
    assert [float(c) for c in data.columns] == [0, 1, 2]  # the categories, not the boxes' own x (-0.2, 0.2 ...)
    for name, (_, groups) in HUES.items():
        assert rows[f"{name} medians"] == pytest.approx([statistics.median(g) for g in groups], abs=0.02)
        assert rows[f"{name} upper quartiles"] == pytest.approx([np.percentile(g, 75) for g in groups], abs=0.02)
        assert rows[f"{name} lower whiskers"] == pytest.approx([min(g) for g in groups], abs=0.02)
    assert "medians" not in rows


def test_a_packed_label_is_cut_between_its_labels():
    glyphs = [("8", 296.4, 304.7), ("h", 309.4, 317.7), ("y", 317.7, 325.2), ("p", 325.2, 333.5), ("e", 333.5, 341.0),
              ("r", 341.0, 346.5)]
    run = Run("8hyper", 296.4, 262.7, 346.5, 271.0, 0, 12, None, glyphs)
    assert [r.text for r in split_at(run, [300.6, 327.9])] == ["8", "hyper"]

"""A rotated axis label set on two lines ('Cumulative variance' over 'explained') is read whole, its lines in
reading order; a one-line label beside it stays as it is."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402


@pytest.mark.parametrize("label", ["Cumulative variance\nexplained", "Cumulative\nvariance\nexplained",
                                   "Cumulative variance explained"])
def test_a_rotated_label_on_several_lines_is_read_whole(tmp_path, label):
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.plot([0, 100, 200, 300], [0.15, 0.9, 0.98, 1.0], color="black")
    ax.set_ylabel(label, fontsize=14)
    ax.set_xlabel("Number of components")
    fig.tight_layout()
    fig.savefig(tmp_path / "label.pdf")
    plt.close(fig)
    panel = read_figure(tmp_path / "label.pdf", 1, "label")[0].panels[0]
    assert panel.y.label == "Cumulative variance explained"
    assert panel.x.label == "Number of components"

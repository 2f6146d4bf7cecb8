"""A y axis with no tick marks and no grid (seaborn's 'white' style) is placed by its labels alone: a dotted line
drawn across the frame beside one label (a reference level near a tick) is no tick, and the labels are not shifted
onto it: the axis reads the same with the line as without it. Tick marks drawn, the labels still move onto them."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

LEVEL = 89.3  # the reference level, under the '90' label's middle and within its half height


def _panel(path, reference: bool):
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.plot([10, 20, 30, 40, 50, 60], [70.0, 80.0, 85.0, 88.0, 89.0, LEVEL], color="tab:blue", label="model")
    if reference:
        ax.axhline(LEVEL, color="black", linestyle=":")
    ax.set_yticks([70, 75, 80, 85, 90])
    ax.set_ylim(68, 91)
    ax.tick_params(length=0)
    ax.legend(loc="lower right")
    fig.savefig(path)
    plt.close(fig)
    return read_figure(path, 1, path.stem)[0].panels[0]


def test_a_lone_line_by_one_label_is_no_tick(tmp_path):
    plain = _panel(tmp_path / "plain.pdf", reference=False)
    marked = _panel(tmp_path / "marked.pdf", reference=True)
    assert plain.y.range is not None
    assert marked.y.range == plain.y.range


def test_tick_marks_still_place_the_labels(tmp_path):
    """With tick marks drawn the labels move onto them: the axis spans its limits."""
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.plot([10, 60], [70.0, LEVEL], color="tab:blue")
    ax.axhline(LEVEL, color="black", linestyle=":")
    ax.set_yticks([70, 75, 80, 85, 90])
    ax.set_ylim(68, 91)
    fig.savefig(tmp_path / "ticks.pdf")
    plt.close(fig)
    lo, hi = read_figure(tmp_path / "ticks.pdf", 1, "ticks")[0].panels[0].y.range
    assert lo == pytest.approx(68.0, abs=0.05) and hi == pytest.approx(91.0, abs=0.05)


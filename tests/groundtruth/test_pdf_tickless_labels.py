"""With no tick marks and no grid, a y label's tick is level with the middle of its digits (matplotlib's
'center_baseline'), not with its glyph box's middle, which hangs the font's stated descent (a third of an em low
for DejaVu Sans): the axis reads its own limits."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402


@pytest.mark.parametrize("size", [8, 10, 14])
def test_tickless_labels_give_the_axis_its_limits(tmp_path, size):
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.plot([10, 20, 30, 40, 50, 60], [70.0, 80.0, 85.0, 88.0, 89.0, 89.5], color="tab:blue")
    ax.set_yticks([70, 75, 80, 85, 90])
    ax.set_ylim(68, 91)
    ax.tick_params(length=0, labelsize=size)
    fig.savefig(tmp_path / "f.pdf")
    plt.close(fig)
    lo, hi = read_figure(tmp_path / "f.pdf", 1, "f")[0].panels[0].y.range
    assert lo == pytest.approx(68.0, abs=0.1) and hi == pytest.approx(91.0, abs=0.1)

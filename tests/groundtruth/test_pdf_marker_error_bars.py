"""A triangle marker whose error bar ends on its tip (the bar half as long as the marker is high) is a data point,
not an annotation arrow's head: an arrow's shaft runs to the tip from afar, an error bar is centred on the marker."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

XS = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]
YS = [1.0, 2.5, 3.0, 4.5, 5.0, 6.5, 7.0]
MS = 6.0  # points: the triangle's height


def _triangles(path: Path, tip_bars: list[int], arrow: bool) -> None:
    """Triangles with error bars; those at ``tip_bars`` are exactly half the marker's height long each way."""
    fig, ax = plt.subplots(figsize=(5, 3.5))
    ax.set_xlim(0, 8)
    ax.set_ylim(0, 8)
    per_unit = ax.bbox.height * 72 / fig.dpi / 8  # points per y unit
    err = [MS / 2 / per_unit if i in tip_bars else 0.3 for i in range(len(XS))]
    ax.errorbar(XS, YS, yerr=err, fmt="^", ms=MS, color="tab:green", capsize=3)
    if arrow:
        ax.annotate("peak", xy=(6.0, 2.0), xytext=(4.5, 1.0), arrowprops={"arrowstyle": "-|>", "color": "black"})
    fig.savefig(path)
    plt.close(fig)


@pytest.mark.parametrize("arrow", [False, True], ids=["alone", "beside-an-arrow"])
def test_a_triangle_with_its_error_bar_ending_on_its_tip_is_a_point(tmp_path, arrow):
    _triangles(tmp_path / "tri.pdf", [2, 4], arrow)
    panel = read_figure(tmp_path / "tri.pdf", 1, "tri")[0].panels[0]
    assert [float(c) for c in panel.data.columns] == XS
    assert panel.data.values[0] == pytest.approx(YS, abs=0.01)
    assert len(panel.data.rows) == 1  # the arrow's head is no point of a series of its own
    assert not [u for u in panel.unread or () if u.kind == "annotation"]  # nor declared: its words are held
    assert panel.texts == (["peak"] if arrow else [])

"""A point's label printed just outside the frame, beside the y tick labels and nearer the frame than they are (a
state's code by a dot at the axis' end), is no tick: the tick labels are the column most runs are flush to."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

XS = [-0.098, -0.06, -0.03, 0.0, 0.02, 0.04]
YS = [95.5, 90.6, 88.0, 86.0, 87.5, 85.0]


def _scatter(path: Path, side: str) -> None:
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.scatter(XS, YS, color="red")
    ax.set_xlim(-0.1, 0.05)
    ax.set_ylim(80, 100)
    ax.set_yticks([80, 85, 90, 95, 100])
    if side == "right":
        ax.yaxis.tick_right()
    for x, y, name in zip(XS, YS, ["NH", "AR", "KY", "PA", "MO", "NJ"]):
        ax.annotate(name, (x, y), xytext=(-12 if side == "left" and x == XS[0] else 6, 4), textcoords="offset points",
                    fontsize=8, color="grey", annotation_clip=False)
    if side == "right":  # a label set right of the last dot, past the frame's right edge
        ax.annotate("AK", (0.05, 93.0), xytext=(2, -3), textcoords="offset points", fontsize=8, color="grey",
                    annotation_clip=False)
    fig.savefig(path)
    plt.close(fig)


@pytest.mark.parametrize("side", ["left", "right"])
def test_a_point_label_beside_the_frame_is_no_tick(tmp_path, side):
    _scatter(tmp_path / "labels.pdf", side)
    panel = read_figure(tmp_path / "labels.pdf", 1, "labels")[0].panels[0]
    assert panel.y.ticks == [80.0, 85.0, 90.0, 95.0, 100.0]
    assert panel.data.values[0] == pytest.approx([y for _, y in sorted(zip(XS, YS))], abs=0.05)

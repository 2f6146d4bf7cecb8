"""A y tick label at the frame's end, set in a large font: its box hangs its descent (and the line's leading) below
the digits, so the box's middle lies several points past the frame's edge while the digits' middle is at the tick.
The label beside the frame is judged by the digits' middle, so "0.000" at the bottom of a 0 to 0.008 axis is a tick
like the others (microburst-durations-fig2 printed it and the record dropped it)."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

TICKS = [0.0, 0.002, 0.004, 0.006, 0.008]


def _figure(path: Path, size: float, ticks_at_top: bool = False) -> None:
    fig, ax = plt.subplots(figsize=(5, 4))
    ax.plot([0, 100, 200, 300], [0.0015, 0.007, 0.004, 0.002], color="tab:blue")
    ax.set_ylim(0.0085, 0.0) if ticks_at_top else ax.set_ylim(0.0, 0.0085)
    ax.set_yticks(TICKS, [f"{t:.3f}" for t in TICKS], fontsize=size)
    ax.set_xticks([0, 100, 200, 300], ["0", "100", "200", "300"], fontsize=size)
    ax.set_xlabel("FWHM [ms]", fontsize=size)
    fig.savefig(path)
    plt.close(fig)


@pytest.mark.parametrize("size", [13.0, 16.0])
def test_a_large_tick_label_at_the_frames_bottom_is_a_tick(tmp_path, size):
    path = tmp_path / "end.pdf"
    _figure(path, size)
    panel = read_figure(path, 1, "end")[0].panels[0]
    assert panel.y.ticks == TICKS


def test_a_large_tick_label_at_the_frames_top_is_a_tick(tmp_path):
    path = tmp_path / "top.pdf"
    _figure(path, 13.0, ticks_at_top=True)
    panel = read_figure(path, 1, "top")[0].panels[0]
    assert sorted(panel.y.ticks) == TICKS

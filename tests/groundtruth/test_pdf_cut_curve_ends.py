"""A model curve over a scatter's markers, drawn from past the frame's left edge to past its right one, flat but for
a narrow peak: cut to the axes, its flat stretches keep only their two ends, just outside the frame. It is a curve
across the whole panel, not a short bump to leave out."""

from __future__ import annotations

import math

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402


def test_a_narrow_peak_on_a_flat_line_past_the_frame_is_a_curve(tmp_path):
    fig, ax = plt.subplots(figsize=(5, 3))
    xs = [i * 0.5 for i in range(21)]
    ax.errorbar(xs, [math.sin(x) * 3 for x in xs], yerr=1.0, fmt="o", color="black", label="data")
    peak = [3.0 + i * 0.1 for i in range(11)]
    ax.plot([-1.0] + peak + [12.0], [0.0] + [8.0 * math.exp(-((x - 3.5) / 0.15) ** 2) for x in peak] + [0.0],
            color="navy")
    ax.set_xlim(0, 10)
    ax.legend()
    fig.savefig(tmp_path / "cut.pdf")
    plt.close(fig)
    panel = read_figure(tmp_path / "cut.pdf", 1, "cut")[0].panels[0]
    curves = panel.curves or []
    assert len(curves) == 1
    top = max(curves[0].points, key=lambda p: p[1])
    assert top[0] == pytest.approx(3.5, abs=0.05) and top[1] == pytest.approx(8.0, abs=0.2)
    assert curves[0].points[0][0] == pytest.approx(0.0, abs=0.01) and curves[0].points[-1][0] == pytest.approx(10.0, abs=0.01)

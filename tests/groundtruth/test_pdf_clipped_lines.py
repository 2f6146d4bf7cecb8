"""A line whose data run past the axis limits is drawn clipped to the axes: the part the page shows is a series
(its vertices inside the axes), never dropped whole because its path reaches past the frame."""

from __future__ import annotations

import math
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

WIDE = [0.25 * k - 10.0 for k in range(81)]  # -10 .. 10, past the limits at -5 and 5
NARROW = [0.25 * k - 3.0 for k in range(25)]  # -3 .. 3, inside them


def _curves(path: Path) -> None:
    fig, (ax, empty) = plt.subplots(1, 2, figsize=(6, 3), sharey=True)
    ax.plot(WIDE, [0.1 * x + 2.0 for x in WIDE], color="tab:blue")
    ax.plot(WIDE, [0.02 * x * x for x in WIDE], color="tab:orange")
    ax.plot(NARROW, [-0.2 * x for x in NARROW], color="tab:green")
    ax.set_xlim(-5, 5)
    ax.set_ylim(-1, 3)
    empty.set_xlim(0, 1)
    fig.savefig(path)
    plt.close(fig)


def test_lines_past_the_axis_limits_are_read_inside_them(tmp_path):
    _curves(tmp_path / "clipped.pdf")
    panel = read_figure(tmp_path / "clipped.pdf", 1, "clipped")[0].panels[0]
    table = panel.data
    assert len(table.rows) == 3
    xs = [float(c) for c in table.columns]
    assert min(xs) >= -5.0 - 1e-6 and max(xs) <= 5.0 + 1e-6
    drawn = {"blue": lambda x: 0.1 * x + 2.0, "orange": lambda x: 0.02 * x * x, "green": lambda x: -0.2 * x}
    for row, style, values in zip(table.rows, table.styles, table.values):
        known = [(x, v) for x, v in zip(xs, values) if v is not None]
        assert len(known) >= 8
        assert [v for _, v in known] == pytest.approx([drawn[style.color](x) for x, _ in known], abs=0.01)


def test_each_curve_of_a_family_cut_at_the_axis_is_a_series_of_its_own(tmp_path):
    """Peaks of one colour, each running below the axis' bottom (a sum's components): each is all of its curve the
    page shows, never joined with the others into one series because their shown parts do not overlap along x."""
    centres = [2.0, 4.0, 6.0, 8.0]
    xs = [0.05 * k for k in range(201)]
    fig, ax = plt.subplots(figsize=(6, 3))
    for c in centres:
        ax.plot(xs, [math.exp(-((x - c) / 0.3) ** 2) for x in xs], color="0.3", lw=0.6)
    ax.set_ylim(0.05, 1.1)
    fig.savefig(tmp_path / "peaks.pdf")
    plt.close(fig)
    table = read_figure(tmp_path / "peaks.pdf", 1, "peaks")[0].panels[0].data
    assert len(table.rows) == len(centres)
    xs_read = [float(c) for c in table.columns]
    for values in table.values:
        known = [(x, v) for x, v in zip(xs_read, values) if v is not None]
        peak = max(known, key=lambda kv: kv[1])[0]
        assert all(abs(x - peak) < 1.0 for x, _ in known)  # one peak's points only
        assert [v for _, v in known] == pytest.approx([math.exp(-((x - peak) / 0.3) ** 2) for x, _ in known], abs=0.01)

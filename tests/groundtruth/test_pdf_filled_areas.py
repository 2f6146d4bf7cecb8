"""A curve drawn as a filled area (``fill_between(x, y)``, a density plot drawn filled) is read from the area's
upper edge as a line series, named by the legend as a line is; a band between two curves stays declared unread and
adds no series."""

from __future__ import annotations

import math
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

XS = [0.01 * k for k in range(101)]


def _density(centre: float, width: float, height: float):
    return lambda x: height * math.exp(-(((x - centre) / width) ** 2))


CURVES = {"early": _density(0.35, 0.08, 6.0), "late": _density(0.6, 0.05, 10.0)}


def _areas(path: Path) -> None:
    fig, ax = plt.subplots(figsize=(4, 3))
    for (name, f), colour in zip(CURVES.items(), ("tab:blue", "tab:red")):
        ax.fill_between(XS, [f(x) for x in XS], color=colour, alpha=0.3, label=name)
    ax.set_xlim(0, 1)
    ax.set_ylim(0, 12)
    ax.legend(loc="upper left")
    fig.savefig(path)
    plt.close(fig)


def test_a_filled_area_under_a_curve_is_read_as_its_curve(tmp_path):
    _areas(tmp_path / "areas.pdf")
    panel = read_figure(tmp_path / "areas.pdf", 1, "areas")[0].panels[0]
    table = panel.data
    assert table is not None and sorted(table.rows) == ["early", "late"]
    xs = [float(c) for c in table.columns]
    for row, values in zip(table.rows, table.values):
        known = [(x, v) for x, v in zip(xs, values) if v is not None]
        assert len(known) >= 15  # where the curve rises off the baseline (its tails along it are no curve seen)
        assert [v for _, v in known] == pytest.approx([CURVES[row](x) for x, _ in known], abs=0.05)
    assert not any(u.kind == "band" for u in panel.unread or [])


def test_a_band_between_two_curves_is_no_series(tmp_path):
    line = _density(0.5, 0.2, 6.0)
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.plot(XS, [line(x) for x in XS], color="tab:blue")
    ax.fill_between(XS, [line(x) - 1 for x in XS], [line(x) + 1 for x in XS], color="tab:blue", alpha=0.3)
    ax.set_ylim(-2, 8)
    fig.savefig(tmp_path / "band.pdf")
    plt.close(fig)
    panel = read_figure(tmp_path / "band.pdf", 1, "band")[0].panels[0]
    assert len(panel.data.rows) == 1
    assert any(u.kind == "band" for u in panel.unread or [])

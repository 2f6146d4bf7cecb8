"""A fitted or model curve drawn through a dense cloud of markers (a regression through a Gregory plot's 150 yearly
points) passes within a point of more markers than half its vertex count; it is still a curve over the markers
(``Panel.curves``), not a line joining them: a line joining markers has a marker on nearly every vertex, a fit has
many vertices with no marker on them (cmip-forcing-figs1 and figs2, one-particle-entanglement-012 and 013)."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402


def _cloud(path: Path) -> None:
    """150 markers scattered tightly about y = 7 - 0.8 x, and the fit drawn over them on 50 vertices."""
    rng = np.random.default_rng(3)
    x = np.sort(rng.uniform(0.5, 6.5, 150))
    y = 7.0 - 0.8 * x + rng.normal(0.0, 0.15, 150)
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.scatter(x, y, s=12, color="tab:blue", zorder=1)
    fine = np.linspace(0.6, 6.4, 50)
    ax.plot(fine, 7.0 - 0.8 * fine + 0.02 * (fine - 3.5) ** 2, color="black", lw=1.5, zorder=2)
    ax.set_xlim(0, 9)
    ax.set_ylim(0, 8)
    fig.savefig(path)
    plt.close(fig)


def test_a_fit_through_many_markers_is_a_curve_over_them(tmp_path):
    path = tmp_path / "fit.pdf"
    _cloud(path)
    fig = read_figure(path, 1, "fit")[0]
    assert fig.kind == "scatter"
    curves = fig.panels[0].curves or []
    assert len(curves) == 1 and len(curves[0].points) >= 30

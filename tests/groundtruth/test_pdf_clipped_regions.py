"""Filled regions of a phase diagram drawn past the axes and clipped to them (contourf over a grid wider than the
axis limits, its level lines drawn by contour) are declared unread beside the markers the panel holds, with the
lines along their edges: not silently left out, where a reading of a boundary would be judged on the markers."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402


def _figure(path, regions: bool) -> None:
    fig, ax = plt.subplots(figsize=(5, 4))
    if regions:
        x, y = np.meshgrid(np.linspace(2, 14, 60), np.linspace(-1, 12, 60))
        f = 1 / (1 + np.exp(-(y - 3 - 8 / x)))
        ax.contourf(x, y, f, levels=[0, 0.4, 0.6, 1], colors=["#c6c1de", "#e9f5dd", "#f0bcc0"])
        ax.contour(x, y, f, levels=[0.4, 0.6], colors=["#5e4fa2", "#d7414e"])
    for k, level in enumerate([0.5, 3.5, 6.0]):
        r = np.array([4, 5, 6, 8, 10, 12])
        ax.plot(r, level + 2 / r, "x", color=f"C{k}", label=f"s{k}")
    ax.set_xlim(3.8, 12.2)
    ax.set_ylim(0, 11)
    ax.legend(loc="upper right")
    fig.savefig(path)
    plt.close(fig)


def test_clipped_regions_and_their_edges_are_declared_unread(tmp_path):
    _figure(tmp_path / "r.pdf", regions=True)
    panel = read_figure(tmp_path / "r.pdf", 1, "r")[0].panels[0]
    assert panel.data.rows == ["s0", "s1", "s2"]
    bands = [u for u in panel.unread or [] if u.kind == "band"]
    assert len(bands) == 1 and bands[0].note.startswith("3 shaded area(s)") and "along their edges" in bands[0].note


def test_markers_alone_declare_no_band(tmp_path):
    _figure(tmp_path / "m.pdf", regions=False)
    panel = read_figure(tmp_path / "m.pdf", 1, "m")[0].panels[0]
    assert not any(u.kind == "band" for u in panel.unread or [])

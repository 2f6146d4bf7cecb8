"""A sketch drawn in axes of its own inside a panel (a molecule's atoms as markers in tickless axes, its axis
letters beside them) is no data of the panel around it: its markers are clipped to the sketch's axes, not the
panel's, so they are left out of the panel's series, and the letter beside an atom is no key entry; the sketch is
declared unread. The panel's own markers under curves drawn through them stay a scatter with its curves."""

from __future__ import annotations

import math

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402


def _figure(path, sketch: bool) -> None:
    fig, ax = plt.subplots(figsize=(6, 4))
    z = np.linspace(0, 7, 141)  # a vertex at every data point: the data lie on model B
    for i, (name, depth) in enumerate([("model A", 40), ("model B", 45), ("model C", 50)]):
        ax.plot(z, -depth * np.exp(-(z - 3) ** 2), label=name)
    pts = np.array([0.5, 1.5, 2.5, 3.0, 4.0, 5.5, 6.5])
    ax.plot(pts, -45 * np.exp(-(pts - 3) ** 2), "o", color="red", label="data")
    ax.legend(loc="lower right")
    if sketch:
        ins = ax.inset_axes([0.05, 0.55, 0.3, 0.4])
        ins.set_axis_off()
        ring = [(math.cos(a), math.sin(a)) for a in np.linspace(0, 2 * math.pi, 7)[:-1]]
        ins.plot(*zip(*(ring + ring[:1])), color="grey")
        ins.plot(*zip(*ring), "o", color="black", markersize=6)
        ins.plot([1.6 * x for x, _ in ring], [1.6 * y for _, y in ring], "o", color="lavender", markersize=5)
        ins.plot([-2, 2], [0, 0], color="black", lw=0.8)
        ins.text(2.05, 0.0, "x")
        ins.set_xlim(-2.3, 2.3)
        ins.set_ylim(-2, 2)
    fig.savefig(path)
    plt.close(fig)


def test_a_sketch_in_axes_of_its_own_is_no_series(tmp_path):
    _figure(tmp_path / "s.pdf", sketch=True)
    panel = read_figure(tmp_path / "s.pdf", 1, "s")[0].panels[0]
    assert panel.data.rows == ["data"]
    assert sorted(c.name for c in panel.curves) == ["model A", "model B", "model C"]
    assert any(u.kind == "inset" for u in panel.unread or [])
    assert not any("'x'" in (u.note or "") for u in panel.unread or [])


def test_without_a_sketch_nothing_is_declared(tmp_path):
    _figure(tmp_path / "p.pdf", sketch=False)
    panel = read_figure(tmp_path / "p.pdf", 1, "p")[0].panels[0]
    assert panel.data.rows == ["data"]
    assert not any(u.kind == "inset" for u in panel.unread or [])

"""Straight lines drawn from the corner of an inset (a picture set in a box over the plot) to the point it shows
are connectors, never data series; the plot's own lines are read as before."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402
from matplotlib.patches import ConnectionPatch, Rectangle  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402


def _figure(path, connectors: bool) -> None:
    fig, ax = plt.subplots(figsize=(6, 4))
    ax.plot([0, 1, 2, 3, 4, 5], [0.0, 0.5, 2.0, 2.2, 6.0, 9.0], color="tab:red", marker="o", label="measured")
    ax.legend(loc="upper left")
    ax.add_patch(Rectangle((0.55, 0.1), 0.3, 0.3, transform=ax.transAxes, facecolor="white", edgecolor="black"))
    if connectors:
        for corner in ((0.55, 0.4), (0.85, 0.4)):
            ax.add_artist(ConnectionPatch(xyA=corner, coordsA=ax.transAxes, xyB=(4, 6.0), coordsB=ax.transData,
                                          color="grey", linewidth=0.8))
    fig.savefig(path)
    plt.close(fig)


@pytest.mark.parametrize("connectors", [True, False], ids=["connectors", "none"])
def test_lines_from_an_inset_corner_are_no_series(tmp_path, connectors):
    _figure(tmp_path / "inset.pdf", connectors)
    panel = read_figure(tmp_path / "inset.pdf", 1, "inset")[0].panels[0]
    assert panel.data.rows == ["measured"]
    assert panel.data.values[0] == pytest.approx([0.0, 0.5, 2.0, 2.2, 6.0, 9.0], abs=0.05)

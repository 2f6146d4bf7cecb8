"""Marker series of one shape in shades of one hue, which the legend keys by one entry (one of the shades): each
shade is that entry's series too, named by the entry and its own look, not by its look alone; a series of another
hue, or one the legend names itself, keeps its own name. A legend text whose box a TeX symbol's glyph stretches
below the line ('3 × S') still finds the marker level with its middle."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

GREENS = [(0.78, 0.93, 0.86), (0.6, 0.86, 0.75), (0.4, 0.78, 0.64)]  # light to dark, one hue
XS = [1, 2, 3, 4, 5, 6]


def _figure(path: Path) -> None:
    fig, ax = plt.subplots(figsize=(4, 3))
    for k, colour in enumerate(GREENS):
        label = "entropy" if k == len(GREENS) - 1 else "_nolegend_"
        ax.scatter(XS, [3 - k * 0.4 - 0.3 * x for x in XS], marker="s", s=20, color=colour, label=label)
    ax.scatter(XS, [0.2 * x for x in XS], marker="o", s=20, color="tab:orange", label="accessible")
    ax.legend(loc="upper right", frameon=False)
    fig.savefig(path)
    plt.close(fig)


def test_shades_of_a_keyed_series_are_named_by_its_entry(tmp_path):
    _figure(tmp_path / "shades.pdf")
    rows = [str(r) for r in read_figure(tmp_path / "shades.pdf", 1, "shades")[0].panels[0].data.rows]
    assert "entropy" in rows and "accessible" in rows
    family = [r for r in rows if r.startswith("entropy, ")]
    assert len(family) == len(GREENS) - 1  # the two unkeyed shades
    assert len(set(family)) == len(family)

"""Plotly sets each legend entry in a fully transparent box of its own, narrow and beside the plot, with the next
entry's name under it: no colorbar. A colorbar drawn in a box (plotly's heatmaps: an outlined box round the
gradient image) is still read with its ticks."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

PLOTLY = Path(__file__).parent / "fixtures" / "pdf" / "plotly"
KEYED = ["synth-2-0003-bar-plain.pdf", "synth-2-0007-bar-stacked-plain.pdf", "synth-2-0008-line-markers.pdf",
         "synth-2-0011-line-log.pdf"]


@pytest.mark.parametrize("name", KEYED)
def test_a_keyed_chart_has_no_colorbar(name):
    fig = read_figure(PLOTLY / name, 1, "keyed")[0]
    assert fig.tags["legend"]
    assert not fig.tags["colorbar"]
    assert all(p.colorbar is None for p in fig.panels)


def test_a_heatmap_keeps_its_colorbar():
    fig = read_figure(PLOTLY / "synth-2-0001-heatmap-plain.pdf", 1, "heat")[0]
    assert fig.tags["colorbar"]
    assert all(p.colorbar is not None and p.colorbar.ticks == [30.0, 40.0, 50.0] for p in fig.panels)

"""`vlmeval gt render` draws a bundled figure from its data like a paper figure."""

from __future__ import annotations

from pathlib import Path

import matplotlib.pyplot as plt
from typer.testing import CliRunner

from vlmeval.cli import app
from vlmeval.groundtruth.load import load_figure_set
from vlmeval.groundtruth.render import render_figure


def test_render_writes_a_png(tmp_path: Path):
    out = tmp_path / "qwen.png"
    result = CliRunner().invoke(app, ["gt", "render", "dynts-r1qwen-benchmarks", "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_render_rejects_other_formats(tmp_path: Path):
    result = CliRunner().invoke(app, ["gt", "render", "dynts-average", "-o", str(tmp_path / "x.jpg")])
    assert result.exit_code == 2 and ".png" in result.output


def test_heatmap_shows_titles_ticks_and_every_value_with_one_decimal():
    fig_record = load_figure_set().get("dynts-r1qwen-benchmarks")
    fig = render_figure(fig_record)
    try:
        panels = [ax for ax in fig.axes if ax.get_title()]
        assert [ax.get_title() for ax in panels] == [p.title for p in fig_record.panels]
        for ax, panel in zip(panels, fig_record.panels):
            assert [t.get_text() for t in ax.get_xticklabels()] == [str(c) for c in panel.data.columns]
            assert [t.get_text() for t in ax.get_yticklabels()] == [str(r) for r in panel.data.rows]
            drawn = sorted(t.get_text() for t in ax.texts)
            assert drawn == sorted(f"{v:.1f}" for row in panel.data.values for v in row)
        colorbars = [ax for ax in fig.axes if ax.get_ylabel() == "Pass@1"]
        assert len(colorbars) == 4  # one per panel
    finally:
        plt.close(fig)

"""Rendering draws exactly the data of the record, for every chart style the generator makes."""

from __future__ import annotations

from pathlib import Path

import matplotlib.pyplot as plt
import numpy as np
import pytest
from matplotlib.container import BarContainer, ErrorbarContainer

from vlmeval.groundtruth.load import load_figure_set, sha256_file
from vlmeval.groundtruth.render import render_figure, render_to_file
from vlmeval.groundtruth.synth import SYNTH_KINDS, generate_figure

KINDS = list(SYNTH_KINDS)


def drawn(record):
    """The matplotlib figure and its panel axes (colorbars excluded), closed after the test."""
    fig = render_figure(record)
    titles = [p.title for p in record.panels]
    axes = [ax for ax in fig.axes if ax.get_title() in titles]
    assert [ax.get_title() for ax in axes] == titles
    return fig, axes


@pytest.fixture
def figure_of():
    opened = []

    def make(kind: str, seed: int = 7, **options):
        record = generate_figure(seed, 0, kind, **options).figure
        fig, axes = drawn(record)
        opened.append(fig)
        return record, fig, axes

    yield make
    for fig in opened:
        plt.close(fig)


def fmt(v: float, decimals: int) -> str:
    return f"{v:.{decimals}f}"


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_renders_to_a_png(kind: str, tmp_path: Path):
    record = generate_figure(1, 0, kind).figure
    out = render_to_file(record, tmp_path / f"{kind}.png", dpi=50)
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_bundled_heatmaps_render_to_their_committed_bytes(tmp_path: Path):
    figures = load_figure_set(Path(__file__).resolve().parents[2] / "ground_truth" / "papers")
    rendered = [f for f in figures.figures.values() if f.image is not None]
    assert len(rendered) == 3
    for record in rendered:
        assert sha256_file(render_to_file(record, tmp_path / f"{record.id}.png")) == record.image.sha256, record.id


@pytest.mark.parametrize("kind, printed", [("heatmap-annotated", True), ("heatmap-plain", False)])
def test_heatmap_cells_colours_and_printed_values(figure_of, kind: str, printed: bool):
    record, fig, axes = figure_of(kind, panels=2)
    for ax, panel in zip(axes, record.panels):
        shown = ax.images[0].get_array()
        assert np.array_equal(np.asarray(shown), np.array(panel.data.values))
        assert ax.images[0].get_clim() == tuple(panel.colorbar.range)
        assert [t.get_text() for t in ax.get_xticklabels()] == [str(c) for c in panel.data.columns]
        assert [t.get_text() for t in ax.get_yticklabels()] == [str(r) for r in panel.data.rows]
        texts = sorted(t.get_text() for t in ax.texts)
        expected = sorted(fmt(v, panel.data.decimals) for row in panel.data.values for v in row) if printed else []
        assert texts == expected
    colorbars = [ax for ax in fig.axes if ax.get_ylabel() == record.metric]
    assert len(colorbars) == (1 if record.layout.shared_colorbar else len(record.panels))


def test_shared_and_per_panel_colorbars_both_occur():
    shared = {generate_figure(seed, 0, "heatmap-plain", panels=2).figure.layout.shared_colorbar for seed in range(8)}
    assert shared == {True, False}


def test_signed_heatmap_uses_a_diverging_map_centred_on_zero():
    record = next(f.figure for seed in range(40) for f in [generate_figure(seed, 0, "heatmap-annotated")]
                  if f.figure.tags["has_negative"])
    fig, axes = drawn(record)
    try:
        for ax in axes:
            low, high = ax.images[0].get_clim()
            assert ax.images[0].get_cmap().name == "RdBu_r" and low == -high
    finally:
        plt.close(fig)


@pytest.mark.parametrize("kind", ["bar-labelled", "bar-plain", "bar-delta", "bar-errorbars"])
def test_grouped_bars_have_the_values_as_heights(figure_of, kind: str):
    record, _, axes = figure_of(kind)
    for ax, panel in zip(axes, record.panels):
        bars = [c for c in ax.containers if isinstance(c, BarContainer)]
        assert [c.get_label() for c in bars] == [str(r) for r in panel.data.rows]
        for container, values in zip(bars, panel.data.values):
            assert [r.get_height() for r in container] == pytest.approx(values)
        texts = sorted(t.get_text() for t in ax.texts)
        printed = sorted(fmt(v, panel.data.decimals) for row in panel.data.values for v in row)
        assert texts == (printed if panel.values_printed else [])
        if panel.data.errors is not None:
            for container, errors in zip(bars, panel.data.errors):
                segments = container.errorbar.lines[2][0].get_segments()
                assert [(s[1][1] - s[0][1]) / 2 for s in segments] == pytest.approx(errors)


@pytest.mark.parametrize("kind", ["bar-stacked-labelled", "bar-stacked-plain"])
def test_stacked_bars_stack_the_segments(figure_of, kind: str):
    record, _, axes = figure_of(kind)
    for ax, panel in zip(axes, record.panels):
        bars = [c for c in ax.containers if isinstance(c, BarContainer)]
        bottoms = np.zeros(len(panel.data.columns))
        for container, values in zip(bars, panel.data.values):
            assert [r.get_y() for r in container] == pytest.approx(bottoms.tolist())
            assert [r.get_height() for r in container] == pytest.approx(values)
            bottoms += values
        assert len(ax.texts) == (len(panel.data.rows) * len(panel.data.columns) if panel.values_printed else 0)


@pytest.mark.parametrize("kind", ["line-markers", "line-labelled", "line-log"])
def test_lines_pass_through_the_values_with_markers_and_a_legend(figure_of, kind: str):
    record, _, axes = figure_of(kind)
    for ax, panel in zip(axes, record.panels):
        lines = {line.get_label(): line for line in ax.get_lines()}
        for series, values in zip(panel.data.rows, panel.data.values):
            line = lines[str(series)]
            assert list(line.get_ydata()) == pytest.approx(values)
            assert line.get_marker() not in (None, "None", "")
        assert [t.get_text() for t in ax.get_legend().get_texts()] == [str(r) for r in panel.data.rows]
        if panel.x.scale == "log":
            assert ax.get_xscale() == "log"
            assert list(ax.get_lines()[0].get_xdata()) == pytest.approx([float(c) for c in panel.data.columns])
            assert [t.get_text() for t in ax.get_xticklabels()] == [str(c) for c in panel.data.columns]
        assert ax.get_yscale() == ("log" if panel.y.scale == "log" else "linear")
        if panel.values_printed:
            assert sorted(t.get_text() for t in ax.texts) == sorted(
                fmt(v, panel.data.decimals) for row in panel.data.values for v in row)


def test_log_y_axis_occurs_and_is_drawn_log():
    record = next(f.figure for seed in range(20) for f in [generate_figure(seed, 0, "line-log")]
                  if f.figure.panels[0].y.scale == "log")
    fig, axes = drawn(record)
    try:
        assert all(ax.get_yscale() == "log" for ax in axes)
    finally:
        plt.close(fig)


def test_error_bars_are_the_recorded_half_widths(figure_of):
    record, _, axes = figure_of("line-errorbars")
    for ax, panel in zip(axes, record.panels):
        containers = [c for c in ax.containers if isinstance(c, ErrorbarContainer)]
        assert [c.get_label() for c in containers] == [str(r) for r in panel.data.rows]
        for container, values, errors in zip(containers, panel.data.values, panel.data.errors):
            assert list(container.lines[0].get_ydata()) == pytest.approx(values)
            segments = container.lines[2][0].get_segments()
            assert [(s[1][1] - s[0][1]) / 2 for s in segments] == pytest.approx(errors)


def test_scatter_points_and_fitted_line(figure_of):
    for seed in (3, 4, 5):
        record, _, axes = figure_of("scatter-fit", seed=seed)
        for ax, panel in zip(axes, record.panels):
            points = ax.collections[0].get_offsets()
            assert np.asarray(points)[:, 0].tolist() == pytest.approx([float(c) for c in panel.data.columns])
            assert np.asarray(points)[:, 1].tolist() == pytest.approx(panel.data.values[0])
            fit = next(line for line in ax.get_lines() if line.get_label() == panel.fit.label)
            x, y = np.asarray(fit.get_xdata()), np.asarray(fit.get_ydata())
            t = np.log10(x) if panel.fit.x_transform == "log10" else x
            assert y.tolist() == pytest.approx((panel.fit.intercept + panel.fit.slope * t).tolist())
            assert ax.get_xscale() == panel.x.scale
            assert panel.fit.label in [t.get_text() for t in ax.get_legend().get_texts()]


@pytest.mark.parametrize("figure_id", ["synth-2-0002-bar-labelled"])
def test_committed_synthetic_images_render_to_the_same_bytes(figure_id: str, tmp_path: Path):
    """Another process, another day: the same record and dpi give the committed PNG bytes."""
    from vlmeval.groundtruth.synth import DEFAULT_DPI

    figures = load_figure_set(Path(__file__).resolve().parents[2] / "ground_truth" / "synth")
    record = figures.get(figure_id)
    png = render_to_file(record, tmp_path / "again.png", dpi=DEFAULT_DPI)
    assert sha256_file(png) == record.image.sha256


@pytest.mark.parametrize("kind", ["bar-labelled", "bar-delta", "bar-errorbars", "bar-stacked-plain", "line-labelled",
                                  "line-errorbars", "line-log", "scatter-fit"])
def test_value_axes_print_the_recorded_ticks_and_hold_every_mark(figure_of, kind: str):
    record, _, axes = figure_of(kind, seed=5)
    for ax, panel in zip(axes, record.panels):
        assert ax.get_ylim() == pytest.approx(panel.y.range)
        assert [t.get_text() for t in ax.get_yticklabels()] == [f"{t:g}" for t in panel.y.ticks]
        m = np.array(panel.data.values)
        e = np.array(panel.data.errors) if panel.data.errors is not None else np.zeros_like(m)
        tops = m.sum(axis=0) if panel.stacked else m + e
        assert panel.y.range[0] <= (m - e).min() and tops.max() <= panel.y.range[1]  # nothing clipped
        if kind == "scatter-fit":
            assert [t.get_text() for t in ax.get_xticklabels()] == [f"{t:g}" for t in panel.x.ticks]


def test_heatmap_colorbars_print_the_recorded_ticks(figure_of):
    record, fig, _ = figure_of("heatmap-plain", panels=3)
    colorbars = [ax for ax in fig.axes if ax.get_ylabel() == record.metric]
    for bar, panel in zip(colorbars, record.panels):
        assert list(bar.get_yticks()) == pytest.approx(panel.colorbar.ticks)

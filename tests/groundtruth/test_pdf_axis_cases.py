"""Axes, histograms, bars and heatmaps as real figures draw them (scripts/make_pdf_axis_cases.py; the PDFs and the
data they were drawn from are committed): the values read must be that data, or the panel must say it is unread."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.load import load_figure_set  # noqa: E402
from vlmeval.groundtruth.overlay import axis_place, value_place  # noqa: E402

from pdf_cases import read_case  # noqa: E402


def _case(name: str):
    return read_case(name)


def _row(panel, name: str) -> dict[str, float | None]:
    table = panel.data
    assert table is not None, panel.notes
    return {str(c): v for c, v in zip(table.columns, table.values[table.rows.index(name)])}


def _valid(record, tmp_path: Path) -> None:
    (tmp_path / f"{record.id}.json").write_text(record.model_dump_json())
    assert not load_figure_set(tmp_path).problems


def test_a_square_root_axis_is_calibrated_as_one(tmp_path):
    """Ticks 0, 0.01, 0.04 ... 0.81 equally apart fit neither a line nor a log: the axis is drawn against the
    square root of its values, and the line's vertices between the ticks are read through it."""
    record, known = _case("sqrt_axis")
    panel = record.panels[0]
    assert panel.x.scale == "sqrt" and panel.x.ticks == known["x_ticks"]
    series = known["series"]["black line"]
    assert panel.data.columns == pytest.approx(series["x"], abs=1e-3)
    assert panel.data.values[0] == pytest.approx(series["y"], abs=panel.value_tolerance)
    assert panel.x.range == pytest.approx((0.0, 1.0), abs=1e-3)
    # the overlay puts 0.25 half way along an axis from 0 to 1 (its square root is 0.5)
    assert axis_place(panel.x.range, 0.0, 1.0, 0.25, panel.x.scale) == pytest.approx(0.5)
    _valid(record, tmp_path)


def test_an_axis_offset_is_applied_to_its_ticks_and_values(tmp_path):
    """'1e−5+1.44' at the axis's end: the ticks '4' ... '7' stand for 1.44004 ... 1.44007, and so do the values;
    the offset is no axis label. '1e−6' above the y axis is a factor: '2.0' is 2e−6."""
    record, known = _case("offset_axis")
    panel = record.panels[0]
    assert known["x_offset"] == "1e\u22125+1.44" and known["y_offset"] == "1e\u22126"
    assert panel.y.ticks[:2] == pytest.approx([2e-6, 2.5e-6]) and panel.title == "Offset axis"
    series = known["series"]["red line with circles"]
    assert panel.x.ticks == pytest.approx([1.44004, 1.44005, 1.44006, 1.44007], abs=1e-9)
    assert panel.data.columns == pytest.approx(series["x"], abs=2e-7)
    assert panel.data.values[0] == pytest.approx(series["y"], abs=panel.value_tolerance)
    assert panel.x.label is None and "1e−5+1.44" in (panel.notes or "")
    assert 1.44 < panel.x.range[0] < panel.x.range[1] < 1.4401
    # the overlay's calibration keeps the digits that tell 1.44004 from 1.44008 apart (not 6 digits of 1.44...)
    assert panel.placement.x_edges == pytest.approx(panel.x.range, abs=1e-8)
    _valid(record, tmp_path)


def test_a_histogram_beside_a_formula_is_read_as_bars(tmp_path):
    """A formula's fraction bar and minus sign are filled rectangles inside the frame, bins of count 1 are square
    and bins of count 0 flat: every bin is a column with its count, none is a marker."""
    record, known = _case("histogram_with_formula")
    panel = record.panels[0]
    series = known["series"]["pink bars"]
    assert record.kind == "bar" and panel.data.rows == list(known["series"]) and not panel.stacked
    assert panel.data.columns == series["x"]
    assert panel.data.values[0] == pytest.approx(series["y"], abs=panel.value_tolerance)
    _valid(record, tmp_path)


def test_the_formulas_printed_in_the_plot_are_its_texts_and_its_numbers_alone_are_not():
    """Text set inside the frame is the panel's printed text (``Panel.texts``), read top to bottom; its title and
    ticks are not, nor a fraction's lone digit or letter."""
    record, _ = _case("histogram_with_formula")
    texts = record.panels[0].texts
    assert any("SWAP" in t for t in texts) and any(t.endswith("= 0.5") for t in texts)
    assert [t for t in texts if "SWAP" in t] == texts[-1:]  # the lower of the two formulas comes last
    assert "Histogram" not in texts and all(any(ch.isalpha() for ch in t) and len(t) > 1 for t in texts)


def test_a_minus_sign_drawn_as_a_rectangle_is_text_not_a_bar():
    """Older matplotlib draws mathtext's minus ('−ln⟨SWAP⟩') as a filled rectangle before the text; a bar of the
    same size standing alone, or under a value label only, is a bar."""
    from vlmeval.groundtruth.pdf.bins import text_rule
    from vlmeval.groundtruth.pdf.primitives import Box, Run

    words = Run("ln ⟨SWAP⟩", 213.2, 179.9, 256.8, 194.9, 0, 14.0, None)
    minus = Box(203.0, 187.0, 210.5, 187.9, (0.0, 0.0, 0.0), None)
    assert text_rule(minus, [words])
    label = Run("0.9", 203.0, 180.0, 210.5, 186.0, 0, 6.0, None)
    assert not text_rule(minus, [label]) and not text_rule(minus, [])


def _edges(key: str) -> tuple[float, float]:
    lo, _, hi = key.partition("–")
    return float(lo), float(hi)


def test_heatmap_rows_and_columns_are_the_cells_drawn_not_the_ticks(tmp_path):
    """Seven rows of cells under four log ticks: every printed cell is kept, each row and column keyed by its
    edges on the axis (low–high), not by the tick nearest to it, and the axes keep their printed ticks; the top
    row's numbers are no label of the panel above."""
    record, known = _case("heatmap_cells_off_ticks")
    top, panel = record.panels
    assert panel.values_read == "printed" and top.x.label == "period [years]"
    y_edges, x_edges = known["y_edges"], known["x_edges"]
    rows = [e for r in panel.data.rows[::-1] for e in _edges(r)]
    assert rows == pytest.approx([e for pair in zip(y_edges, y_edges[1:]) for e in pair], rel=1e-3)
    columns = [e for c in panel.data.columns for e in _edges(c)]
    assert columns == pytest.approx([e for pair in zip(x_edges, x_edges[1:]) for e in pair], rel=1e-3)
    assert panel.data.values[::-1] == [series["y"] for series in known["series"].values()]
    # the axes are the printed log ticks over the cells' outer edges, not categories of the cells' ranges
    assert panel.y.scale == panel.x.scale == "log"
    assert panel.y.range == pytest.approx((y_edges[0], y_edges[-1]), rel=1e-3)
    assert panel.x.range == pytest.approx((x_edges[0], x_edges[-1]), rel=1e-3)
    assert set(panel.y.ticks).isdisjoint(panel.data.rows) and set(panel.x.ticks).isdisjoint(panel.data.columns)
    places = {value_place(record, panel, i, j) for i in range(len(panel.data.rows)) for j in range(len(panel.data.columns))}
    assert None not in places and len(places) == len(panel.data.rows) * len(panel.data.columns)  # each on its cell
    _valid(record, tmp_path)


def test_a_stacked_histogram_on_a_log_axis_holds_each_segment_per_series(tmp_path):
    """Three samples stacked in bins equal in log: each series' own count per bin (not the stack's top), a
    segment of height 0 read as 0, each bin keyed by its edges, the panel stacked."""
    record, known = _case("stacked_histogram_log_x")
    panel = record.panels[0]
    assert record.kind == "bar" and panel.stacked and panel.x.scale == "log"
    assert panel.data.rows == list(known["series"])
    columns = [e for c in panel.data.columns for e in _edges(c)]
    assert columns == pytest.approx([e for pair in zip(known["edges"], known["edges"][1:]) for e in pair], rel=2e-3)
    for name, series in known["series"].items():
        assert panel.data.values[panel.data.rows.index(name)] == pytest.approx(series["y"], abs=panel.value_tolerance)
    _valid(record, tmp_path)


def test_the_next_panels_y_label_is_no_second_y_axis(tmp_path):
    """The right panel's rotated y label, set in pieces just right of the left panel's frame, is its label: the
    left panel has no right y axis, and its two series are read against its own."""
    record, known = _case("neighbour_y_label")
    left = record.panels[0]
    assert left.y2 is None and left.notes is None
    for name, series in known["series"].items():
        assert list(_row(left, name).values()) == pytest.approx(series["y"], abs=left.value_tolerance)
    _valid(record, tmp_path)


def test_panels_stacked_without_a_gap_keep_their_own_ticks(tmp_path):
    """The tick labels on the edge two stacked panels share belong to one each, a note boxed at the top of the
    lower panel is no x tick of the upper one, and the upper one takes the x axis it shares with the lower."""
    record, known = _case("stacked_panels_shared_edge")
    upper, lower = record.panels
    assert upper.y.ticks == [0.0, 10.0, 20.0, 30.0, 40.0] and lower.y.ticks == [0.2, 0.4, 0.6, 0.8, 1.0]
    assert upper.x.ticks == lower.x.ticks and upper.x.scale == "linear"
    for panel, name in ((upper, "upper"), (lower, "lower")):
        series = known["series"][name]
        assert panel.data.columns == series["x"]
        assert panel.data.values[0] == pytest.approx(series["y"], abs=panel.value_tolerance)
    _valid(record, tmp_path)

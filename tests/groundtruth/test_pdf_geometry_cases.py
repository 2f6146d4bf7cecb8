"""The geometry classes the real-suite audit found (issue 31), each from a PDF drawn by matplotlib 3.11
(scripts/make_pdf_geometry_cases.py; the PDFs and the data they were drawn from are committed)."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf import read_figure  # noqa: E402

from pdf_cases import read_case  # noqa: E402


def _case(name: str):
    return read_case(name, "matplotlib 3.11")


def _row(table, name: str) -> dict:
    return dict(zip(table.columns, table.values[table.rows.index(name)]))


def test_axis_ranges_are_the_drawn_axis_not_the_tick_extent():
    record, known = _case("axis_limits_past_ticks")
    panel = record.panels[0]
    assert panel.y.ticks == [180, 190, 200, 210]
    assert list(panel.x.range) == pytest.approx(known["x_range"], abs=1e-3)
    assert list(panel.y.range) == pytest.approx(known["y_range"], abs=1e-2)


def test_a_log_axis_labelled_at_two_decades_is_read_as_log_and_never_reaches_zero():
    record, known = _case("log_axis_two_decades")
    panel = record.panels[0]
    assert panel.y.scale == "log" and panel.x.scale == "log"
    assert list(panel.y.range) == pytest.approx(known["y_range"], rel=1e-3)
    assert panel.x.range[0] > 0 and list(panel.x.range) == pytest.approx(known["x_range"], rel=1e-3)
    series = known["series"]["value"]
    row = _row(panel.data, panel.data.rows[0])
    assert [row[x] for x in series["x"]] == pytest.approx(series["y"], rel=1e-3)


def test_small_values_on_a_log_axis_are_read_to_their_own_precision_not_to_zero():
    record, known = _case("log_line_small_values")
    panel = record.panels[0]
    series = known["series"]["value"]
    row = _row(panel.data, panel.data.rows[0])
    assert [row[float(x)] for x in series["x"]] == pytest.approx(series["y"], rel=1e-3)


def test_a_marker_reads_its_point_whatever_its_shape():
    record, known = _case("marker_shapes")
    panel = record.panels[0]
    table = panel.data
    assert panel.unread is None  # the legend's white box is no shaded band
    for name, series in known["series"].items():
        rows = [r for r in table.rows if all(_row(table, r).get(x) is not None for x in series["x"])]
        assert len(rows) == 1, name
        assert [_row(table, rows[0])[x] for x in series["x"]] == pytest.approx(series["y"], abs=panel.value_tolerance), name


def test_a_scatter_keeps_every_marker_with_its_series():
    record, known = _case("scatter_many_per_x")
    table = record.panels[0].data
    assert table.points is not None
    for name, series in known["series"].items():
        points = sorted(table.points[table.rows.index(name)])
        drawn = sorted(zip(series["x"], series["y"]))
        assert len(points) == len(drawn) == 20
        assert [c for p in points for c in p] == pytest.approx([c for p in drawn for c in p], abs=0.01)


def test_a_line_chart_keeps_its_table_and_has_no_point_set():
    record, _ = _case("axis_limits_past_ticks")
    assert record.panels[0].data.points is None


@pytest.mark.parametrize("name", ["inset_panel", "inset_in_corner"])
def test_an_inset_is_a_panel_of_its_own(name):
    record, known = _case(name)
    assert len(record.panels) == 2 and record.panels[1].title.startswith("inset of ")
    main, inset = record.panels
    for panel, series in ((main, known["series"]["value"]), (inset, known["inset"]["value"])):
        assert len(panel.data.rows) == 1
        row = _row(panel.data, panel.data.rows[0])
        assert sorted(row) == sorted(float(x) for x in series["x"])
        assert [row[x] for x in series["x"]] == pytest.approx(series["y"], abs=panel.value_tolerance)


def test_legend_symbols_arrows_and_annotation_text_are_no_data():
    record, known = _case("legend_arrow_annotation")
    panel = record.panels[0]
    series = known["series"]["Critical T"]
    assert panel.data.rows == ["Critical T"]
    row = _row(panel.data, "Critical T")
    assert sorted(row) == sorted(series["x"])
    assert max(v for v in row.values() if v is not None) == pytest.approx(max(series["y"]), abs=1e-3)
    assert "vacuum" in panel.texts  # the arrow's text is read: the annotation is held, not declared unread
    assert "Phase" not in panel.texts and "Critical T" not in panel.texts  # the title and the legend's entry
    assert [u.kind for u in panel.unread or []] == []


def test_parts_the_record_does_not_hold_are_declared():
    record, known = _case("unread_parts")
    panel = record.panels[0]
    kinds = [u.kind for u in panel.unread or []]
    assert set(known["unread"]) <= set(kinds) and "kde" in kinds
    assert len(panel.data.rows) == 1  # the band's edges and the reference line are no series (one unnamed line)
    assert any("y = 2" in (u.note or "") for u in panel.unread if u.kind == "reference_line")


def test_a_plain_panel_declares_nothing_unread():
    record, _ = _case("axis_limits_past_ticks")
    assert record.panels[0].unread is None


@pytest.mark.parametrize("name", ["shared_axes_grid", "shared_y_lone_text"])
def test_panels_sharing_their_axes_are_read_through_the_printed_ones(name):
    record, known = _case(name)
    assert len(record.panels) == len(known["series"])
    for panel, series in zip(record.panels, known["series"].values()):  # in reading order
        assert panel.data is not None, panel.notes
        row = _row(panel.data, panel.data.rows[0])
        assert [row[float(x)] for x in series["x"]] == pytest.approx(series["y"], abs=panel.value_tolerance)


def test_a_short_legend_handle_a_polygon_arrow_and_a_fraction_are_no_data():
    record, known = _case("legend_short_handle_arrow")
    panel = record.panels[0]
    (name, series), = known["series"].items()
    assert len(panel.data.rows) == 1  # the arrow and the fraction's bar are no series
    row = _row(panel.data, panel.data.rows[0])
    assert sorted(row) == sorted(series["x"])  # the legend's marker is no point
    assert max(row.values()) == pytest.approx(max(series["y"]), abs=1e-3)
    assert [t.split()[0] for t in panel.texts] == ["uptake"]  # every text read, the legend's entry not among them
    assert [u.kind for u in panel.unread or []] == []  # so the arrow hides no printed word


def test_markers_in_a_colour_of_their_own_beside_a_line_are_a_series():
    record, known = _case("line_and_marker_series")
    table = record.panels[0].data
    assert len(table.rows) == 2 and table.points is not None
    dots = known["series"]["dots"]
    drawn = sorted(zip(dots["x"], dots["y"]))
    kept = sorted(p for points in table.points for p in points)
    assert [c for p in kept for c in p] == pytest.approx([c for p in drawn for c in p], abs=0.01)
    curve = known["series"]["curve"]
    line = next(r for r, pts in zip(table.rows, table.points) if not pts)
    assert [_row(table, line)[x] for x in curve["x"]] == pytest.approx(curve["y"], abs=0.01)


def test_an_inset_that_cannot_be_read_is_declared_and_kept_out_of_the_panel():
    record, known = _case("inset_unlabelled")
    assert len(record.panels) == 1
    panel = record.panels[0]
    assert [u.kind for u in panel.unread or []] == known["unread"]
    series = known["series"]["value"]
    assert len(panel.data.rows) == 1  # the one unnamed line, named by its look
    row = _row(panel.data, panel.data.rows[0])
    assert sorted(row) == sorted(series["x"])
    assert [row[x] for x in series["x"]] == pytest.approx(series["y"], abs=panel.value_tolerance)


def test_a_line_vertex_clipped_at_the_frame_is_no_value():
    record, known = _case("line_clipped_at_frame")
    panel = record.panels[0]
    series = known["series"]["value"]
    assert panel.x.range[1] < known["clipped"]["x"]
    row = _row(panel.data, panel.data.rows[0])  # the one unnamed line, named by its look
    assert all(x <= panel.x.range[1] for x in row)
    assert [row[float(x)] for x in series["x"]] == pytest.approx(series["y"], abs=panel.value_tolerance)


def test_markers_coloured_by_a_colormap_are_one_series_with_every_marker():
    record, known = _case("scatter_colour_scaled")
    panel = record.panels[0]
    table = panel.data
    assert table.rows == [f"{known['marker']} coloured by the colour scale"]  # one series, not one per colour
    drawn = sorted(zip(known["series"]["value"]["x"], known["series"]["value"]["y"]))
    kept = sorted(table.points[0])
    assert [v for pt in kept for v in pt] == pytest.approx([v for pt in drawn for v in pt], abs=0.05)
    assert "colour scale, not read" in panel.notes
    assert table.styles[0].color is None and table.styles[0].marker == "square"  # no one colour names it


def test_a_dense_line_panel_keeps_each_series_extremes_and_ends_under_the_cap():
    from vlmeval.groundtruth.pdf.decimate import MAX_CELLS

    record, known = _case("dense_lines")
    panel = record.panels[0]
    table = panel.data
    assert len(table.rows) * len(table.columns) <= MAX_CELLS < len(table.rows) * known["drawn_x"]
    assert f"{known['drawn_x']} x positions drawn" in panel.notes
    for name, series in known["series"].items():
        row = [(c, v) for c, v in zip(table.columns, table.values[table.rows.index(name)]) if v is not None]
        kept = dict(row)
        assert [c for c, _ in (row[0], row[-1])] == pytest.approx(series["x"][:2], abs=8)
        top, low = max(row, key=lambda cv: cv[1]), min(row, key=lambda cv: cv[1])
        assert [top[0], low[0]] == pytest.approx(series["x"][2:], abs=8)
        assert [top[1], low[1]] == pytest.approx(series["y"][2:], abs=1.0)
        assert len(kept) >= 50  # the trend between the extremes is kept too


def test_numeric_tick_labels_rotated_about_their_centres_calibrate_a_linear_axis():
    record, known = _case("rotated_ticks_log_powers")
    panel = record.panels[0]
    series = known["series"]["value"]
    assert panel.x.scale == "linear" and panel.x.ticks == series["x"]  # not categories from the labels' ends
    assert panel.y.scale == "log" and list(panel.y.range) == pytest.approx(known["y_range"], rel=1e-2)
    row = _row(panel.data, panel.data.rows[0])
    assert [row[x] for x in series["x"]] == pytest.approx(series["y"], rel=1e-2)


def test_a_legend_in_one_panel_names_the_same_looking_series_of_every_panel():
    record, known = _case("legend_in_one_panel")
    assert len(record.panels) == 4
    for k, panel in enumerate(sorted(record.panels, key=lambda p: p.position)):
        assert sorted(panel.data.rows) == ["Ar", "Cs", "Mg"]
        for name in ("Ar", "Mg", "Cs"):
            series = known["series"][f"{k}:{name}"]
            row = _row(panel.data, name)
            assert [row[x] for x in series["x"]] == pytest.approx(series["y"], abs=0.01)


def test_a_panel_letter_beside_a_legend_is_no_series():
    """nanopores-wetting-wetting-parameters-combined-r (real suite, matplotlib): '(a)' printed at the left of a
    two-column legend took the first swatch (Cs) as its own."""
    pdf = Path(__file__).parents[2] / "ground_truth" / "real" / "nanopores-wetting" / (
        "nanopores-wetting-wetting-parameters-combined-r.pdf")
    record = read_figure(pdf, 1, "letter")[0]
    first = sorted(record.panels, key=lambda p: p.position)[0]
    assert "(a)" not in first.data.rows and "Cs" in first.data.rows


def test_a_raised_exponent_set_high_is_part_of_its_tick_label_and_the_axis_is_log():
    """spectrum-anomaly-runtime (real suite, matplotlib 3.1.3, Times): '10' and its exponent '2', 0.7 em higher
    and smaller, are one label '10^2'; the axis is logarithmic, not the exponents on a linear one."""
    pdf = Path(__file__).parents[2] / "ground_truth" / "real" / "spectrum-anomaly" / "spectrum-anomaly-runtime.pdf"
    panel = read_figure(pdf, 1, "exponents")[0].panels[0]
    assert panel.y.scale == "log" and panel.y.ticks == [1.0, 100.0]
    assert panel.y.range[0] > 0

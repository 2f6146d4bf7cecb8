"""What the real suite's records missed or misread (../shared/data/real-prose-dev's record notes), each from a PDF
drawn by the producer and version its fixture names (scripts/make_pdf_record_cases.py; the PDFs and their known
data are committed, so no producer is needed here): panels named as the figure prints them, series named by
their legend in every panel, axis labels and keys read, and the legend tag only where a legend is drawn."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

pytest.importorskip("pdfplumber")

from pdf_cases import read_case  # noqa: E402
BUILD = Path(__file__).resolve().parents[2] / "scripts" / "build_real_suite.py"


def _case(name: str):
    return read_case(name)


def _row(panel, name: str) -> list[float | None]:
    table = panel.data
    assert table is not None, panel.notes
    return table.values[table.rows.index(name)]


def test_facet_row_labels_and_column_titles_name_the_panels():
    """A grid named only by a rotated label left of each row and a title under each column: each panel is
    named by its row and column ('Questions – Stars'), and its bars are that facet's."""
    record, known = _case("facet_row_and_column_labels")
    titles = [p.title for p in record.panels]
    assert titles == list(known["series"])
    for panel in record.panels:
        assert _row(panel, panel.data.rows[0]) == pytest.approx(known["series"][panel.title]["y"],
                                                                abs=panel.value_tolerance)


def test_a_label_at_one_place_in_every_panel_is_its_title_and_one_legend_names_every_panel():
    """'R = 4.0 Å' in each panel's top right corner names the panel; the first panel's legend names the series
    of every panel, the two shades of orange ('Au', 'Ne') each by its own entry, in the order the panels draw."""
    record, known = _case("labels_inside_every_panel")
    assert [p.title for p in record.panels] == known["titles"]
    for panel in record.panels:
        assert sorted(panel.data.rows) == ["Au", "Cs", "Ne"]
        for name in panel.data.rows:
            assert _row(panel, name) == pytest.approx(known["series"][f"{panel.title}: {name}"]["y"],
                                                      abs=panel.value_tolerance), (panel.title, name)


def test_line_labels_inside_every_panel_title_none():
    """Labels at the ends of each panel's lines ('V/J = 0.2') are not panel names, though the lowest of each
    panel stands at one place in both."""
    record, known = _case("line_labels_in_every_panel")
    labels = {t.replace("-", "−") for t in known["labels"]} | set(known["labels"])
    assert not {p.title for p in record.panels} & labels


def test_an_x_label_close_under_tex_minus_ticks_is_read():
    """CMSY's minus has a box reaching far under the digits of '−2': the x label set close under the tick labels
    is still the axis label, and the ticks keep their signs."""
    record, known = _case("tex_minus_ticks_tight_label")
    panel = record.panels[0]
    assert panel.x.label == known["x_label"]
    assert panel.data.columns == known["series"][""]["x"]


def test_a_rotated_label_in_two_pieces_is_read_whole():
    """A y label set as two rotated runs, the first with glyph boxes reaching into the tick labels' column: both
    pieces, in reading order (upwards), are the label."""
    record, known = _case("tex_y_label_in_two_pieces")
    assert record.panels[0].y.label == known["y_label"]


def test_stacked_panels_keep_their_own_rotated_labels():
    record, known = _case("stacked_panels_own_y_labels")
    assert [p.y.label for p in record.panels] == known["y_labels"]


def test_a_key_with_texts_flush_right_before_its_handles_names_both_series():
    """gnuplot's key (texts flush right, handles after them): a line with markers and error bars and a lone
    marker are both entries, and each names its series; the handles are no data."""
    record, known = _case("key_texts_flush_right")
    panel = record.panels[0]
    assert record.tags["legend"] is True
    assert sorted(panel.data.rows) == sorted(known["series"])
    for name, series in known["series"].items():
        held = [(c, v) for c, v in zip(panel.data.columns, _row(panel, name)) if v is not None]
        assert [c for c, _ in held] == series["x"]
        assert [v for _, v in held] == pytest.approx(series["y"], abs=panel.value_tolerance)


def test_a_key_of_two_marker_sizes_names_both_and_its_symbols_are_no_data():
    """Two marker series of different shapes and sizes with a key without a frame: the key's handles, centred in
    one column, are its entries; each names its series, and neither handle is a data point."""
    record, known = _case("key_of_two_marker_sizes")
    panel = record.panels[0]
    assert sorted(panel.data.rows) == sorted(known["series"])
    assert panel.data.columns == known["series"]["time average"]["x"]
    for name, series in known["series"].items():
        assert _row(panel, name) == pytest.approx(series["y"], abs=panel.value_tolerance)


def test_a_small_marker_centred_in_its_handle_is_its_entry():
    """A small marker with error bars stands centred in a two-em handle, a little more than 1.6 em before its
    text: it is the entry of 'ED', which names the markers."""
    record, known = _case("small_marker_key_beside_line_key")
    panel = record.panels[0]
    assert "ED" in panel.data.rows
    assert _row(panel, "ED") == pytest.approx(known["series"]["ED"]["y"], abs=panel.value_tolerance)


def test_the_real_suite_tags_a_legend_only_where_the_reader_found_one():
    """Three sets of markers and no legend: the record's legend tag is false (it was inferred from the number of
    series); a drawn key of one series is still tagged."""
    spec = importlib.util.spec_from_file_location("build_real_suite", BUILD)
    build = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, build)
    spec.loader.exec_module(sys.modules[spec.name])
    build = sys.modules[spec.name]
    bare, _ = _case("marker_sets_without_legend")
    assert len(bare.panels[0].data.rows) == 3
    assert build.drawn_tags(bare) == {"legend": False, "colorbar": False}
    keyed, _ = _case("small_marker_key_beside_line_key")
    assert build.drawn_tags(keyed)["legend"] is True


def test_a_second_x_axis_on_top_is_no_title():
    """Tick labels and a label along the frame's top edge (a second x axis): the title is the line above them."""
    record, known = _case("top_axis_under_title")
    panel = record.panels[0]
    assert panel.title == known["title"]
    assert panel.x.label == known["x_label"]
    assert _row(panel, "black line") == pytest.approx(known["series"]["black line"]["y"], abs=panel.value_tolerance)


def test_an_insets_markers_past_its_frame_are_clipped_away():
    """Markers an inset's limits cut off are written to the file outside its frame, under its clip path: they are
    neither the inset's data nor the main panel's."""
    record, known = _case("inset_markers_past_its_frame")
    main, inset = record.panels
    assert main.data.rows == ["blue circles"]
    assert _row(main, "blue circles") == pytest.approx(known["series"]["blue circles"]["y"], abs=main.value_tolerance)
    assert inset.data.rows == ["red squares"]
    assert _row(inset, "red squares") == pytest.approx(known["series"]["red squares"]["y"], abs=inset.value_tolerance)


def test_the_clip_region_narrows_and_drops_only_what_lies_wholly_outside():
    from vlmeval.groundtruth.pdf.clipping import clipped_away, narrowed, path_bounds

    clip = narrowed(narrowed(None, (0, 0, 100, 100)), (50, 10, 200, 90))
    assert clip == (50, 10, 100, 90)
    assert clipped_away(clip, (120, 20, 125, 25)) and not clipped_away(clip, (95, 20, 130, 25))  # half in: drawn
    assert not clipped_away(None, (500, 500, 501, 501))
    assert path_bounds([("m", 1.0, 2.0), ("l", 3.0, 4.0), ("h",)], (2, 0, 0, 2, 10, 0)) == (12.0, 4.0, 16.0, 8.0)


def test_markers_filled_paler_than_their_edge_are_named_by_the_edge():
    """A face that is the edge's colour mixed with white is a paler shade, not a colour of its own."""
    record, known = _case("markers_filled_paler_than_edge")
    panel = record.panels[0]
    assert panel.data.rows == list(known["series"])
    for name, series in known["series"].items():
        assert _row(panel, name) == pytest.approx(series["y"], abs=panel.value_tolerance)


def test_a_tint_is_the_edge_mixed_with_white_and_nothing_else():
    from vlmeval.groundtruth.pdf.names import tint_of

    edge = (0.62, 0.004, 0.259)
    assert tint_of(tuple(0.5 * c + 0.5 for c in edge), edge)
    assert not tint_of(edge, edge)  # one colour: no tint
    assert not tint_of((1.0, 1.0, 1.0), edge)  # white: an open marker (named by its edge already)
    assert not tint_of((0.2, 0.6, 0.9), edge)  # a colour of its own

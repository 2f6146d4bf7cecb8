"""How marks look and what they are, each from a PDF drawn by matplotlib 3.11 (scripts/make_pdf_look_cases.py; the
PDFs and the data they were drawn from are committed): translucent paint named by the colour it shows, point labels,
frameless insets and diagonal guide lines."""

from __future__ import annotations


import pytest

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.pdf.opacity import face_under, seen  # noqa: E402
from vlmeval.groundtruth.pdf.primitives import color_key, open_page  # noqa: E402

from pdf_cases import CASES, read_case, rows_of  # noqa: E402


def _case(name: str):
    return read_case(name, "matplotlib 3.11")


def test_translucent_paint_is_named_by_the_colour_it_shows_over_the_face():
    record, known = _case("translucent_bars_and_line")
    names = [[s.color for s in p.data.styles] for p in record.panels]
    assert names == known["colours"]
    for panel, series in zip(record.panels, (known["series"], known["lines"])):
        rows = rows_of(panel)
        assert sorted(rows) == sorted(series)  # unnamed rows go by their look
        for name, drawn in series.items():
            assert list(rows[name].values()) == pytest.approx(drawn["y"], abs=panel.value_tolerance)


def test_the_alpha_stays_on_the_element_beside_its_colour_as_drawn():
    page = open_page(CASES / "translucent_bars_and_line.pdf")
    bars = [b for b in page.boxes if color_key(b.fill) == (0, 0, 0)]
    assert len(bars) == 4 and {b.fill_alpha for b in bars} == {0.5}
    line = [p for p in page.paths if color_key(p.stroke) == (44, 160, 44)]
    assert line and {p.stroke_alpha for p in line} == {0.3}
    assert all(b.fill_alpha == 1.0 for b in page.boxes if color_key(b.fill) == (234, 234, 242))  # the face is opaque
    face = face_under(page, [(p.bbox.cx, p.bbox.cy) for p in line])
    assert color_key(face) == (234, 234, 242)


def test_a_translucent_colour_is_composited_over_what_lies_under_it():
    assert seen((0.0, 0.0, 0.0), 0.5) == pytest.approx((0.5, 0.5, 0.5))
    assert seen((1.0, 0.0, 0.0), 0.25, (0.0, 0.0, 1.0)) == pytest.approx((0.25, 0.0, 0.75))
    assert seen((0.2, 0.4, 0.6), 1.0, (0.0, 0.0, 0.0)) == (0.2, 0.4, 0.6)


def test_an_unnamed_unmarked_y_equals_x_line_is_a_guide_not_a_series():
    record, known = _case("diagonal_guide")
    guide, named = record.panels
    rows = rows_of(guide)
    assert sorted(rows) == sorted(known["series"])  # no "black line" of two values
    for name, series in known["series"].items():
        assert [rows[name][x] for x in series["x"]] == pytest.approx(series["y"], abs=guide.value_tolerance)
    assert [(u.kind, u.note) for u in guide.unread or []] == [("reference_line", "diagonal line y = x not read")]


def test_a_diagonal_the_legend_names_stays_a_series():
    record, known = _case("diagonal_guide")
    panel = record.panels[1]
    rows = rows_of(panel)
    assert sorted(rows) == sorted(known["second"])
    assert [rows["chance"][x] for x in (0.0, 1.0)] == pytest.approx(known["second"]["chance"]["y"], abs=panel.value_tolerance)
    assert not any(u.kind == "reference_line" for u in panel.unread or [])


def test_texts_beside_scattered_markers_of_one_look_are_point_labels_not_a_legend():
    record, known = _case("point_labels")
    cloud, keyed = record.panels
    drawn = sorted(zip(known["series"]["points"]["x"], known["series"]["points"]["y"]))
    assert len(cloud.data.rows) == 1 and len(cloud.data.points[0]) == len(drawn)
    read = sorted(cloud.data.points[0])
    assert [x for x, _ in read] == pytest.approx([x for x, _ in drawn], abs=0.005)
    assert [y for _, y in read] == pytest.approx([y for _, y in drawn], abs=0.05)
    assert not any(u.kind == "other" and "legend entries" in u.note for u in cloud.unread or [])
    assert not set(cloud.data.rows) & set(known["codes"])
    assert keyed.data.rows == known["legend"]  # a frameless legend of distinct looks is still one


def test_a_frameless_inset_is_a_panel_of_its_own_read_against_its_own_ticks():
    record, known = _case("frameless_inset")
    main, inset = record.panels
    assert inset.title.startswith("inset of")
    rows = rows_of(main)
    assert len(rows) == 1  # the inset's squares are no series of the main panel
    (only,) = rows.values()
    assert [only[x] for x in known["series"]["main"]["x"]] == pytest.approx(known["series"]["main"]["y"],
                                                                             abs=main.value_tolerance)
    assert inset.x.ticks == [-2.0, 0.0, 2.0] and inset.y.ticks == [0.0, 0.1, 0.2]
    read = sorted([values[x] for x in (-2.0, -1.0, 0.0, 1.0, 2.0)] for values in rows_of(inset).values())
    drawn = sorted(series["y"] for series in known["inset"].values())
    for values, ys in zip(read, drawn, strict=True):
        assert values == pytest.approx(ys, abs=inset.value_tolerance)


def test_a_row_of_heatmaps_named_once_reads_every_panel_through_the_first_panels_rows():
    record, known = _case("heatmap_row_shared_rows")
    assert len(record.panels) == len(known["grids"])
    for panel, grid in zip(record.panels, known["grids"]):
        assert panel.data is not None, panel.notes
        assert list(panel.data.rows) == known["rows"] and list(panel.data.columns) == known["columns"]
        for read, drawn in zip(panel.data.values, grid, strict=True):
            assert read == pytest.approx(drawn, abs=panel.value_tolerance)
        assert panel.y.scale == "categorical"


def test_an_x_label_whose_variable_stands_a_quad_after_its_words_is_read_whole_and_its_own():
    record, known = _case("wide_space_x_label")
    assert [p.x.label for p in record.panels] == known["x_labels"]


def test_a_colorbars_large_end_label_hanging_under_its_edge_is_its_first_tick():
    record, known = _case("colorbar_end_tick_large_font")
    assert record.panels[0].colorbar.ticks == known["colorbar_ticks"]

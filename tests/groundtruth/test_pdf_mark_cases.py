"""Mark kinds the reader did not read on real figures, each from a PDF drawn by matplotlib 3.11
(scripts/make_pdf_mark_cases.py; the PDFs and the data they were drawn from are committed)."""

from __future__ import annotations


import pytest

pytest.importorskip("pdfplumber")

from pdf_cases import read_case, rows_of  # noqa: E402


def _case(name: str):
    return read_case(name, "matplotlib 3.11")


def _same(panel, series: dict) -> None:
    rows = rows_of(panel)
    assert sorted(rows) == sorted(series)
    for name, drawn in series.items():
        got = {x: y for x, y in rows[name].items() if y is not None}
        assert sorted(got) == pytest.approx(sorted(drawn["x"]), abs=0.01)
        assert [got[k] for k in sorted(got)] == pytest.approx(
            [y for _, y in sorted(zip(drawn["x"], drawn["y"]))], abs=max(panel.value_tolerance, 0.002))


def test_x_and_plus_markers_drawn_as_two_strokes_are_points_of_their_series():
    record, known = _case("stroked_crosses")
    main, inset = record.panels
    _same(main, known["series"])
    looks = {r: s.marker for r, s in zip(main.data.rows, main.data.styles)}
    assert looks == known["markers"]


def test_an_inset_of_crosses_holds_its_values_on_its_own_axes():
    record, known = _case("stroked_crosses")
    inset = record.panels[1]
    assert inset.title.startswith("inset of")
    _same(inset, known["inset"])


def test_an_inset_takes_its_panels_legend_name_for_a_look_the_panel_names():
    record, known = _case("zoom_inset_names")
    main, inset = record.panels
    _same(main, known["series"])  # the x and y error bars crossing at each circle are no marker of their own
    _same(inset, known["inset"])


def test_a_step_function_over_markers_is_a_line_row_of_its_levels_at_each_steps_middle():
    record, known = _case("step_outlines")
    left = record.panels[0]
    rows = rows_of(left)
    looks = {r: s.mark for r, s in zip(left.data.rows, left.data.styles)}
    steps = [r for r, mark in looks.items() if mark == "line"]
    assert len(steps) == 1 and sorted(m for m in looks.values() if m == "marker") == ["marker", "marker"]
    got = {x: y for x, y in rows[steps[0]].items() if y is not None}
    drawn = known["series"]["step"]
    assert sorted(got) == pytest.approx(drawn["x"], abs=0.01)
    assert [got[x] for x in sorted(got)] == pytest.approx(drawn["y"], abs=max(left.value_tolerance, 0.002))
    assert not any(u.kind == "histogram" for u in left.unread or [])  # read, so no longer declared unread


def test_a_step_histogram_holds_one_level_per_bin_and_no_baseline_at_its_first_edge():
    record, known = _case("step_outlines")
    right = record.panels[1]
    read = sorted(([x for x, y in row.items() if y is not None], [y for y in row.values() if y is not None])
                  for row in rows_of(right).values())
    drawn = sorted((h["x"], h["y"]) for h in known["histograms"].values())
    assert [x for x, _ in read] == [pytest.approx(x, abs=0.01) for x, _ in drawn]
    assert [y for _, y in read] == [pytest.approx(y, abs=0.05) for _, y in drawn]
    assert not any(u.kind == "histogram" for u in right.unread or [])


def test_a_panel_letter_printed_inside_the_frame_at_its_top_right_is_the_panels_letter():
    record, known = _case("letter_top_right")
    assert [p.letter for p in record.panels] == known["letters"]
    assert [p.title for p in record.panels] == known["letters"]  # an untitled panel is named by its letter


def test_a_y_label_whose_symbol_glyphs_reach_over_the_tick_labels_is_the_panels_y_label():
    record, known = _case("symbol_y_label")
    (panel,) = record.panels
    assert panel.y.label == known["y_label"]
    _same(panel, known["series"])


def test_a_line_on_the_frames_edge_in_a_colour_of_its_own_is_declared_with_its_colour_and_a_grid_line_is_not():
    record, known = _case("edge_reference_lines")
    left, right = record.panels
    notes = [u.note for u in left.unread or [] if u.kind == "reference_line"]
    assert sorted(notes) == sorted(f"{c} vertical line at x = {x:.4g} not read"
                                   for x, c in zip(known["left_lines"], known["left_colours"]))
    assert not [u for u in right.unread or [] if u.kind == "reference_line"]


def _on_curve(points, drawn: dict, within: float) -> None:
    """Every held vertex lies on the drawn curve (linear between the drawn x positions)."""
    xs, ys = drawn["x"], drawn["y"]
    for x, y in points:
        k = min(max(1, next((i for i, d in enumerate(xs) if d >= x), len(xs) - 1)), len(xs) - 1)
        t = 0.0 if xs[k] == xs[k - 1] else (x - xs[k - 1]) / (xs[k] - xs[k - 1])
        assert y == pytest.approx(ys[k - 1] + t * (ys[k] - ys[k - 1]), abs=within)


def test_a_model_curve_beside_markers_is_held_as_a_curve_and_the_table_keeps_the_markers():
    record, known = _case("curves_beside_data")
    left = record.panels[0]
    _same(left, known["series"])  # a one-series panel still: a reading "at x" stays on the markers
    curves = {c.name: c for c in left.curves}
    assert sorted(curves) == ["model", "red dashed line"]  # the legend's name, else the look
    model = curves["model"]
    assert model.over == "markers" and model.style.mark == "line" and model.style.marker is None
    _on_curve(model.points, known["model"], 0.05)
    ys = [y for _, y in model.points]
    assert max(ys) == pytest.approx(max(known["model"]["y"]), abs=0.05)
    assert min(ys) == pytest.approx(min(known["model"]["y"]), abs=0.05)


def test_a_curve_leaving_the_top_of_the_frame_keeps_the_part_drawn_inside_it():
    record, known = _case("curves_beside_data")
    fit = next(c for c in record.panels[0].curves if c.style.line == "dashed")
    _on_curve(fit.points, known["fit"], 0.05)
    assert fit.points[-1][0] == pytest.approx(known["fit"]["x"][-1], abs=0.5)  # where it leaves the plot
    assert all(y <= 12 for _, y in fit.points)


def test_a_density_curve_over_a_histogram_is_held_beside_the_bars():
    record, known = _case("curves_beside_data")
    right = record.panels[1]
    assert [v for v in right.data.values[0]] == pytest.approx(known["counts"], abs=0.05)
    (density,) = right.curves
    assert density.over == "bars" and density.name == "black line"
    _on_curve(density.points, known["density"], 0.05)
    top = max(density.points, key=lambda p: p[1])
    assert top == pytest.approx((0.55, max(known["density"]["y"])), abs=0.02)

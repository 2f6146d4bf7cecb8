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

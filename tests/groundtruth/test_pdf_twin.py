"""Twin y axes read from PDF: each series against the axis it is drawn on (colour of an axis, a side named in the
legend, an axis label naming the series, tick ranges), and left unknown when the drawing cannot tell. Fixtures and their known data are made by
scripts/make_pdf_case_fixtures.py (matplotlib; gnuplot's pdfcairo)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("pdfplumber")

from vlmeval.groundtruth.load import load_figure_set  # noqa: E402
from vlmeval.groundtruth.pdf import read_figure  # noqa: E402
from vlmeval.scoring.scorecard import evaluate_text  # noqa: E402

CASES = Path(__file__).parent / "fixtures" / "pdf" / "cases"
TWINS = sorted(CASES.glob("twin_*.pdf"))


def _known(pdf: Path) -> dict:
    return json.loads(pdf.with_suffix(".json").read_text())["series"]


def _keys(xs: list, columns: list) -> list:
    return [float(x) for x in xs] if all(isinstance(c, float) for c in columns) else xs


def test_the_twin_fixtures_are_there():
    assert {p.stem for p in TWINS} >= {"twin_coloured_axes", "twin_legend_sides", "twin_unknown_side",
                                       "twin_tick_ranges", "twin_bars_and_line", "twin_gnuplot",
                                       "twin_named_by_axis_labels", "twin_one_coloured_axis"}


@pytest.mark.parametrize("pdf", TWINS, ids=[p.stem for p in TWINS])
def test_each_series_is_read_against_its_own_axis(pdf):
    panel = read_figure(pdf)[0].panels[0]
    known = _known(pdf)
    assert panel.y2 is not None and panel.y2.ticks and panel.y.ticks
    table = panel.data
    assert table.rows == list(known)
    assert set(panel.y2_series or []) == {name for name, s in known.items() if s["axis"] == "y2"}
    for name, series in known.items():
        row = table.values[table.rows.index(name)]
        assert [str(c) for c in table.columns] == [str(c) for c in _keys(series["x"], table.columns)]
        if series["axis"] is None:
            assert row == [None] * len(row)
            assert f"series {name!r}" in panel.notes
        else:
            assert row == pytest.approx(series["y"], abs=panel.value_tolerance)


def test_a_read_twin_record_validates_and_scores(tmp_path):
    fig = read_figure(CASES / "twin_legend_sides.pdf", 1, "twin")[0]
    (tmp_path / "twin.json").write_text(fig.model_dump_json())
    loaded = load_figure_set(tmp_path)
    assert not loaded.problems
    record = loaded.figures["twin"]
    verdicts = {t: [c.verdict for c in evaluate_text(record, t).claims if c.kind == "extremum"]
                for t in ("The loss (right axis) is lowest at 0.85.", "The loss (right axis) is lowest at 1.85.")}
    assert verdicts == {"The loss (right axis) is lowest at 0.85.": ["supported"],
                        "The loss (right axis) is lowest at 1.85.": ["contradicted"]}


def test_y2_series_must_name_rows(tmp_path):
    fig = read_figure(CASES / "twin_legend_sides.pdf", 1, "twin")[0]
    fig.panels[0].y2_series = ["no such series"]
    (tmp_path / "twin.json").write_text(fig.model_dump_json())
    problems = load_figure_set(tmp_path).problems
    assert any("y2_series" in str(p) for p in problems)


def test_vertical_axis_labels_read_whole():
    """'To' is kerned closer than pdfplumber's size of a vertical 'T' (its advance) allowed: the label stays whole."""
    panel = read_figure(CASES / "twin_named_by_axis_labels.pdf")[0].panels[0]
    assert (panel.y.label, panel.y2.label) == ("Top-1 accuracy (%)", "Validation loss")

"""Counts of a grid of panels: its rows and columns, and the panels of one row or column (claims.types.count)."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text

# three panels on the first row, one on the second, in a 2 x 3 grid
_PLACES = [(0, 0), (0, 1), (0, 2), (1, 0)]


def _fig() -> Figure:
    panels = [Panel(title=f"site {i + 1}", x=Axis(label="month"), y=Axis(label="rain"), position=place,
                    data=Table(rows=["rain"], columns=["Jan", "Feb"], values=[[1.0, 2.0]]))
              for i, place in enumerate(_PLACES)]
    return Figure(id="sites", kind="bar", layout=Layout(rows=2, cols=3), panels=panels)


def _counts(text: str) -> list[tuple[str, str]]:
    return [(text[c.start:c.end], c.verdict) for c in evaluate_text(_fig(), text).claims if c.kind == "count"]


def test_a_count_of_panels_in_a_named_row_is_judged_on_that_row():
    text = "The upper row holds three charts, and the lower row holds one chart.\n"
    assert _counts(text) == [("three charts", "supported"), ("one chart", "supported")]
    wrong = "The upper row holds two charts, and the lower row holds two charts.\n"
    assert _counts(wrong) == [("two charts", "contradicted"), ("two charts", "contradicted")]
    assert _counts("The left column holds two charts.\n") == [("two charts", "supported")]


def test_the_rows_and_columns_of_the_grid_are_judged_on_its_layout():
    assert [v for _, v in _counts("Four charts laid out in two rows and three columns.\n")] == ["supported"] * 3
    assert [v for _, v in _counts("Four charts laid out in three rows and two columns.\n")] == \
        ["supported", "contradicted", "contradicted"]
    assert _counts("It is a 2 × 3 grid.\n") == [("2", "supported"), ("3", "supported")]
    assert _counts("The charts form two rows of panels.\n") == [("two rows of panels", "supported")]


def test_a_number_given_for_each_panel_is_no_count_of_panels():
    # "one beside each chart", "12 in every chart": a count per panel (a colour bar, points), not of the panels
    assert _counts("A colour bar sits to the right, one beside each chart.\n") == []
    assert _counts("The bars fall at 12 in every chart.\n") == []
    assert _counts("The figure has two charts.\n") == [("two charts", "contradicted")]


def test_one_after_a_place_word_stands_for_a_panel_not_a_count():
    # "the lower one plots ...": "one" is a pronoun for a panel, and "plots" its verb; "one chart" stays a count
    assert _counts("The first panel shows rain; the lower one plots the monthly rain against the month.\n") == []
    assert _counts("Of the two, the other one charts rain by month.\n") == []
    assert _counts("The lower row holds one chart.\n") == [("one chart", "supported")]

"""False alarms on correct prose about papers' figures, by class (issue 32, dev parts): an extremum judged with a
number that is not the extreme's value (a ratio, a centre line, the count of a part of the bins, an x position),
an extreme taken for a series the clause does not name, and the largest excursion said to be negative. Each
still catches a wrong number. Made-up figures and sentences."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, SeriesStyle, Table
from vlmeval.scoring.scorecard import evaluate_text

_XS = [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0]


def _curves(kind: str = "line") -> Figure:
    """Two curves: a solid black one (max 0.9 at x = 2, min -1.4 at x = 8) and a dashed orange one (max 0.6 at 7)."""
    black = [0.1, 0.5, 0.9, 0.4, 0.0, -0.3, -0.6, -1.0, -1.4, -0.5, 0.2]
    orange = [0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.6, 0.55, 0.5, 0.45]
    table = Table(rows=["black line", "orange dashed line"], columns=_XS, values=[black, orange],
                  styles=[SeriesStyle(color="black", line="solid"), SeriesStyle(color="orange", line="dashed")])
    panel = Panel(title="main panel", x=Axis(label="time t", range=(0.0, 10.0)),
                  y=Axis(label="signal", range=(-1.5, 1.0)), data=table)
    return Figure(id="curves", kind=kind, layout=Layout(rows=1, cols=1), panels=[panel])


def _one_curve() -> Figure:
    ys = [0.1, 0.3, 0.6, 0.9, 0.6, 0.3, 0.2, 0.4, 0.5, 0.4, 0.3]
    panel = Panel(title="main panel", x=Axis(label="distance z", range=(0.0, 10.0)),
                  y=Axis(label="density", range=(0.0, 10.0)), data=Table(rows=["curve"], columns=_XS, values=[ys]))
    return Figure(id="one", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _extrema(fig: Figure, sentence: str) -> list[str]:
    text = "### Key Observations\n- " + sentence + "\n"
    return [c.verdict for c in evaluate_text(fig, text).claims if c.kind == "extremum"]


def test_the_ratio_of_a_peak_to_a_trough_is_no_maximum():
    assert "contradicted" not in _extrema(_one_curve(), "The peak-to-trough ratio is about 4.5.")
    assert _extrema(_one_curve(), "The peak of the curve is ~0.5.") == ["contradicted"]


def test_the_highest_centre_and_the_lowest_one_after_it_are_no_extremes_of_the_values():
    # the centres (means) of the series, not their highest and lowest values
    assert "contradicted" not in _extrema(_curves(), "The orange curve has the highest centre (~0.4) and the black "
                                                     "one the lowest (~-0.2).")
    # a noun the figure's values are ("signal") is the values' extreme: still judged
    assert "contradicted" in _extrema(_curves(), "The highest signal is about 0.3.")


def test_the_lowest_non_empty_bins_are_not_the_lowest_bins():
    bins = ["0.0–0.1", "0.1–0.2", "0.2–0.3", "0.3–0.4", "0.4–0.5", "0.5–0.6"]
    panel = Panel(title="main panel", x=Axis(label="Accuracy", range=(0.0, 0.6)),
                  y=Axis(label="Number of participants", range=(0.0, 10.0)),
                  data=Table(rows=["grey bars"], columns=bins, values=[[3.0, 8.0, 5.0, 0.0, 1.0, 1.0]]))
    fig = Figure(id="hist", kind="bar", layout=Layout(rows=1, cols=1), panels=[panel])
    text = "### Key Observations\n- The lowest non-empty bins are the last two (1 participant each).\n"
    assert "contradicted" not in [c.verdict for c in evaluate_text(fig, text).claims]
    text = "### Key Observations\n- The lowest bin is the 0.0–0.1 bin (3 participants).\n"
    assert "contradicted" in [c.verdict for c in evaluate_text(fig, text).claims]


def test_a_number_after_peak_at_may_be_where_the_peak_is():
    # 3 is where the curve peaks (its value there is 0.9), on both axes: a place, not a wrong value
    assert _extrema(_one_curve(), "The curve has a single peak at ~3.") == ["supported"]
    # neither the peak's value nor its place: still wrong
    assert _extrema(_one_curve(), "The curve has a single peak at ~7.") == ["contradicted"]


def test_the_extreme_of_the_series_the_clause_names_by_its_line_style():
    # "the dashed curve's highest peak": the dashed series', not the black one the sentence names later
    right = "The dashed curve's highest peak (~0.6 near t ≈ 7) sits just before the deepest black dip."
    assert "contradicted" not in _extrema(_curves(), right)
    wrong = "The dashed curve's highest peak (~0.6 near t ≈ 2) sits just before the deepest black dip."
    assert "contradicted" in _extrema(_curves(), wrong)


def test_the_largest_one_said_negative_is_the_largest_excursion():
    right = "The largest one is negative, about -1.4 at t ≈ 8; a few others reach about -1.0."
    assert _extrema(_curves(kind="scatter"), "In the black line, " + right.lower()) == ["supported"]
    wrong = "In the black line, the largest one is negative, about -1.4 at t ≈ 3."
    assert _extrema(_curves(kind="scatter"), wrong) == ["contradicted"]



def _column_verdicts(header: str) -> set[str]:
    """The verdicts of the cells of a table column headed ``header``, beside a column of the black line."""
    text = ("### Detailed Analysis\n\n| time t | " + header + " | black line |\n|---|---|---|\n"
            "| 0 | 0 | ~0.1 |\n| 2 | 50 | ~0.9 |\n| 8 | 300 | ~-1.4 |\n")
    return {c.verdict for c in evaluate_text(_curves(), text).claims if c.kind == "value" and c.row == header}


def test_a_table_column_read_on_the_top_x_axis_is_not_an_invented_series():
    # the record holds one x axis: a reading on the figure's second (top) x scale is unjudged, not absent
    assert _column_verdicts("top-axis x_HD") == {"unverifiable"}
    assert _column_verdicts("x on the upper axis") == {"unverifiable"}
    # a column naming a series the figure does not draw is still invented
    assert _column_verdicts("green circles") == {"contradicted"}

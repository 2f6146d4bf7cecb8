"""False alarms on correct seed-format prose, by class (issue 32, real-prose-own parts own-b and own-c): a table of
a scatter's points by number, whose columns name the axes. Made-up figures and sentences."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _contradicted(fig: Figure, text: str) -> list[tuple[str, str]]:
    return [(c.kind, c.text) for c in evaluate_text(fig, text).claims if c.verdict == "contradicted"]


def _verdicts(fig: Figure, text: str, kind: str) -> list[str]:
    return [c.verdict for c in evaluate_text(fig, text).claims if c.kind == kind]


def _scatter(series: list[str] | None = None) -> Figure:
    series = series or ["red squares"]
    xs = [2.0, 6.5, 11.0, 15.5, 20.0]
    values = [[1.2, 3.4, 0.8, 2.6, 4.1]] + [[0.5, 0.7, 0.9, 1.1, 1.3]] * (len(series) - 1)
    table = Table(rows=series, columns=xs, values=values, column_label="Depth [m]")
    panel = Panel(title="main panel", x=Axis(label="Depth [m]", scale="linear", ticks=[0.0, 10.0, 20.0], range=(0.0, 20.0)),
                  y=Axis(label="P_w [kPa]", scale="linear", ticks=[0.0, 2.0, 4.0], range=(0.0, 5.0)), data=table)
    return Figure(id="wells", kind="scatter", layout=Layout(rows=1, cols=1), panels=[panel])


POINTS = ("| Sample | Depth (m) | P_w (kPa) |\n|---|---|---|\n| 1 | 2.0 | 1.2 |\n| 2 | 6.4 | 3.4 |\n"
          "| 3 | 11.2 | 0.8 |\n| 4 | 15.5 | 2.6 |\n| 5 | 20.0 | 4.1 |\n")


def test_a_table_of_points_by_number_is_no_grid_of_cells():
    assert _contradicted(_scatter(), "### Detailed Analysis\n" + POINTS) == []


def test_each_row_of_a_points_table_is_a_reading_of_the_series_at_its_x():
    assert _verdicts(_scatter(), POINTS, "value") == ["supported"] * 5
    wrong = POINTS.replace("| 3 | 11.2 | 0.8 |", "| 3 | 11.2 | 2.9 |")
    assert _contradicted(_scatter(), wrong) == [("value", "2.9")]


def test_axes_named_x_and_y_or_in_the_other_order_read_the_same():
    text = "| # | y | x |\n|---|---|---|\n| 1 | 1.2 | 2.0 |\n| 2 | 3.0 | 6.5 |\n"
    assert _contradicted(_scatter(), text) == [("value", "3.0")]


def test_a_points_table_of_several_series_without_their_names_says_nothing():
    assert _contradicted(_scatter(["red squares", "blue circles"]), POINTS) == []
    assert _verdicts(_scatter(["red squares", "blue circles"]), POINTS, "value") == []

"""Small made-up records the claim tests share, built from the schema directly (no PDF)."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, SeriesStyle, Table


def two_curves(figure_id: str) -> Figure:
    """One line panel over n = 100..1000: Alpha (red circles) rises 0.2 -> 1.2, Beta (blue squares) falls 0.5 -> 0.1."""
    table = Table(rows=["Alpha", "Beta"], columns=[100.0, 200.0, 500.0, 1000.0],
                  values=[[0.2, 0.3, 0.8, 1.2], [0.5, 0.4, 0.25, 0.1]],
                  styles=[SeriesStyle(color="red", marker="circle"), SeriesStyle(color="blue", marker="square")])
    panel = Panel(title="panel 1", x=Axis(label="n", range=(100.0, 1000.0)), y=Axis(label="loss"), data=table)
    return Figure(id=figure_id, kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def train_and_test(figure_id: str) -> Figure:
    """One line panel over x = 0..4: train 1.0, 0.6, 0.4 (its minimum at x = 2), 0.5, 0.9; test 1.2, 0.9, 0.7, 0.3 (its
    minimum at x = 3), 0.8."""
    xs = [0.0, 1.0, 2.0, 3.0, 4.0]
    panel = Panel(title="panel 1", x=Axis(label="x", range=(0.0, 4.0)), y=Axis(label="loss"),
                  data=Table(rows=["train", "test"], columns=xs,
                             values=[[1.0, 0.6, 0.4, 0.5, 0.9], [1.2, 0.9, 0.7, 0.3, 0.8]]))
    return Figure(id=figure_id, kind="line", layout=Layout(rows=1, cols=1), panels=[panel])

"""A direction word whose subject is the x axis ("separate as the cell spacing grows beyond about 2 mm") says how
x runs, not a course of the values (vlmeval/claims/types/xy_reading_sentences.py). Dev part own-ab."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _convergence() -> Figure:
    xs = [0.1, 0.2, 0.4, 0.8, 1.6, 3.2, 6.4]
    table = Table(rows=["Present work"], columns=xs, values=[[14.8, 14.8, 14.79, 14.77, 14.7, 14.5, 14.1]])
    panel = Panel(title="main panel", x=Axis(label="Average cell spacing (in mm)", range=(0.0, 7.0)),
                  y=Axis(label="Tip displacement (in mm)", range=(14.0, 15.0)), data=table)
    return Figure(id="conv", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _trends(sentence: str) -> list[str]:
    claims = evaluate_text(_convergence(), "### Overview\n" + sentence + "\n").claims
    return [c.verdict for c in claims if c.kind == "trend"]


def test_the_x_axis_verb_is_no_trend_of_the_values():
    assert "contradicted" not in _trends("The present work stays near 14.8 and drifts off as the cell spacing grows.")
    # the values' own verb is still judged, and a wrong one caught
    assert set(_trends("The present work grows with the cell spacing.")) == {"contradicted"}


def _collisions() -> Figure:
    xs = ["0%", "20%", "40%", "60%", "80%"]
    table = Table(rows=["Method A", "Method B"], columns=xs,
                  values=[[1.0, 0.93, 0.85, 0.74, 0.62], [1.0, 0.95, 0.88, 0.79, 0.69]])
    panel = Panel(title="Synthetic", x=Axis(label="% of Shared Tokens", scale="categorical", ticks=xs),
                  y=Axis(label="Recall@5", range=(0.5, 1.0)), data=table)
    return Figure(id="tokens", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def test_the_x_axis_verb_in_line_prose_is_no_trend_of_the_values():
    claims = evaluate_text(_collisions(), "### Overview\nThe chart compares two methods as the share of shared "
                                          "tokens grows from 0% to 80%.\n").claims
    assert [c.verdict for c in claims if c.kind == "trend"] == []
    claims = evaluate_text(_collisions(), "### Overview\nBoth methods grow from 0% to 80%.\n").claims
    assert [c.verdict for c in claims if c.kind == "trend"] == ["contradicted"]

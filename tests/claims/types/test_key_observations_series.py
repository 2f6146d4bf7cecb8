"""Key Observations that compare two series ("train lies above test") or place the chart's extreme on a named
series ("the highest loss is the test series at epoch 0"): claims.types.comparison, claims.types.extremum."""

from __future__ import annotations

import pytest

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, SeriesStyle, Table
from vlmeval.scoring.scorecard import evaluate_text


def _losses(styles: bool = False) -> Figure:
    table = Table(rows=["train", "test"], columns=[0.0, 10.0, 20.0, 30.0, 40.0],
                  values=[[0.9, 0.7, 0.5, 0.4, 0.3], [1.1, 0.9, 0.8, 0.75, 0.7]],
                  styles=[SeriesStyle(color="blue"), SeriesStyle(color="orange")] if styles else None)
    panel = Panel(title="main panel", x=Axis(label="epoch", range=(0.0, 40.0)), y=Axis(label="loss"), data=table)
    return Figure(id="losses", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _verdicts(sentence: str, kind: str, styles: bool = False) -> list[str]:
    text = "### Key Observations\n* " + sentence + "\n"
    return [c.verdict for c in evaluate_text(_losses(styles), text).claims if c.kind == kind]


@pytest.mark.parametrize("sentence, verdict", [
    ("The test curve lies above the train curve at every epoch.", "supported"),
    ("The train curve lies above the test curve at every epoch.", "contradicted"),
    ("Train stays below test everywhere.", "supported"),
    ("Test is below train everywhere.", "contradicted"),
])
def test_one_series_above_another_without_than(sentence, verdict):
    assert _verdicts(sentence, "comparison") == [verdict]


def test_above_a_value_or_a_part_is_no_comparison():
    assert _verdicts("The train curve stays above 0.25 throughout.", "comparison") == []
    assert _verdicts("The legend above the plot names train and test.", "comparison") == []


@pytest.mark.parametrize("sentence, verdict", [
    ("The highest loss in the chart is the test series at epoch 0 (~1.1).", "supported"),
    ("The highest loss in the chart is the train series at epoch 0 (~1.1).", "contradicted"),
    ("The lowest loss is train at epoch 40 (~0.3).", "supported"),
    ("The lowest loss is test at epoch 40 (~0.3).", "contradicted"),
])
def test_the_extreme_placed_on_a_named_series(sentence, verdict):
    assert _verdicts(sentence, "extremum") == [verdict]


@pytest.mark.parametrize("sentence, verdict", [
    ("The orange curve is higher than the blue curve at every epoch.", "supported"),
    ("The blue series is always above the orange series.", "contradicted"),
    ("The orange line stays below the blue line throughout.", "contradicted"),
])
def test_series_compared_by_their_look(sentence, verdict):
    assert _verdicts(sentence, "comparison", styles=True) == [verdict]
    assert _verdicts(sentence, "comparison", styles=False) == []  # the record holds no looks: nothing to resolve


def test_a_look_compared_with_a_value_is_no_series_comparison():
    assert _verdicts("The orange curve is higher than 0.6 at every epoch.", "comparison", styles=True) == []

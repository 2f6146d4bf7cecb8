"""A Components/Axes bullet opening with the quoted label ('* **Y-axis:** "Count", ..., ticks every 20') states
that label, even when it goes on about ticks (claims.types.ticks_labels.label_in)."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _bars() -> Figure:
    panel = Panel(title="panel 1", x=Axis(label="Year", ticks=[88, 89, 90], scale="categorical"),
                  y=Axis(label="Number of Accepted Papers", ticks=[0, 20, 40, 60], range=(0, 70)),
                  data=Table(rows=["value"], columns=[88, 89, 90], values=[[49.0, 60.0, 50.0]]))
    return Figure(id="papers", kind="bar", layout=Layout(rows=1, cols=1), panels=[panel])


def _labels(text: str) -> list[tuple[str, str]]:
    return [(c.stated, c.verdict) for c in evaluate_text(_bars(), text).claims if c.kind == "label"]


def test_a_wrong_label_opening_an_axis_bullet_with_ticks_is_caught():
    text = '### Components/Axes\n* **Y-axis:** "Number of Submitted Papers", with ticks every 20 (0, 20, 40, 60).\n'
    assert ("Number of Submitted Papers", "contradicted") in _labels(text)


def test_the_right_label_there_is_supported():
    text = '### Components/Axes\n* **Y-axis:** "Number of Accepted Papers", with ticks every 20 (0, 20, 40, 60).\n'
    assert _labels(text) == [("Number of Accepted Papers", "supported")]


def test_a_categorical_axis_runs_from_its_first_to_its_last_tick_label():
    panel = Panel(title="panel 1", x=Axis(label="Year", ticks=[98, 99, 0, 1], scale="categorical"),
                  data=Table(rows=["value"], columns=[98, 99, 0, 1], values=[[1.0, 2.0, 3.0, 4.0]]))
    fig = Figure(id="years", kind="bar", layout=Layout(rows=1, cols=1), panels=[panel])
    right = '### Components/Axes\n* **X-axis:** "Year", with two-digit year labels from 98 to 01.\n'
    wrong = '### Components/Axes\n* **X-axis:** "Year", with two-digit year labels from 98 to 03.\n'
    ranges = lambda t: [c.verdict for c in evaluate_text(fig, t).claims if c.kind == "range"]  # noqa: E731
    assert ranges(right) == ["supported"]
    assert ranges(wrong) == ["contradicted"]

"""A range whose subject is an axis ("**X-axis:** ..., ranging from 0.00 to 0.05") is the axis's range: the series
prose reader leaves it to the axis reader, so a horizontal bar chart's value axis is not judged as the span of its
bars. Written for the test, in the seed format."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text

PANEL = Panel(title="left panel", x=Axis(label="gap", ticks=[0.0, 0.01, 0.02, 0.03, 0.04, 0.05], range=[0.0, 0.05]),
              y=Axis(scale="categorical", ticks=["view", "signal", "judge"]),
              data=Table(rows=["gap"], columns=["view", "signal", "judge"], values=[[0.0395, 0.021, 0.0121]]))
FIG = Figure(id="hbars", kind="bar", layout=Layout(rows=1, cols=2), panels=[PANEL, PANEL.model_copy(update={"title": "right panel"})])


def _ranges(text: str) -> list[str]:
    return [c.verdict for c in evaluate_text(FIG, text).claims if c.kind == "range"]


def test_an_axis_range_is_not_judged_as_the_span_of_the_bars():
    said = '### Components/Axes\n* **X-axis (both panels):** "gap", ranging from 0.00 to 0.05.\n'
    assert "contradicted" not in _ranges(said)


def test_a_range_of_the_values_is_still_judged():
    said = "### Key Observations\n* In the left panel the values range from 0.30 to 0.50.\n"
    assert _ranges(said) and set(_ranges(said)) == {"contradicted"}

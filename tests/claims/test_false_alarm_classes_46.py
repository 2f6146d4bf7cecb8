"""False alarms on correct seed-format prose, by class (issue 32, round 46 dev parts): "one" after a place word as a
pronoun for a panel is tested with the counts (types/test_count.py); here a table whose header names the series by a
parameter's value ("g = 3.5") over curves the record names by colour. Made-up figures and sentences."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _curves(names: list) -> Figure:
    """Two curves over load 0..2, named ``names`` in the record."""
    table = Table(rows=names, columns=[0.0, 0.5, 1.0, 1.5, 2.0],
                  values=[[0.0, 0.8, 1.2, 1.5, 1.7], [0.0, 0.3, 0.5, 0.6, 0.7]], column_label="Load")
    panel = Panel(title="main panel", x=Axis(label="Load", scale="linear", ticks=[0.0, 1.0, 2.0], range=(0.0, 2.1)),
                  y=Axis(label="Gain", scale="linear", ticks=[0.0, 1.0, 2.0], range=(0.0, 2.0)), data=table)
    return Figure(id="gains", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _values(fig: Figure, text: str) -> list[str]:
    return [c.verdict for c in evaluate_text(fig, text).claims if c.kind == "value"]


def test_a_series_named_by_a_number_over_curves_the_record_names_by_colour_is_not_judged_absent():
    table = "Readings:\n\n| Load | g = 3.5 | g = 4.5 |\n|---|---|---|\n| 1.0 | ~1.2 | ~0.5 |\n"
    # the numbers 3.5 and 4.5 lie off the x axis, but they stand where the series are, and the record names those
    # by colour: it cannot say the figure prints no "g = 3.5" beside a curve
    assert "contradicted" not in _values(_curves(["red", "blue"]), table)
    # where the record names its series by number, a number it does not hold is still a series the figure lacks
    assert "contradicted" in _values(_curves([3.5, 7.5]), table)

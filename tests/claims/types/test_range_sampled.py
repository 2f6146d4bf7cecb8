""""Sampled at four values from 0.5 to 2.0" states where the data is given on x, not the range of its values
(read with the axes, claims.types.ticks; claims.types.range target "samples")."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _fig() -> Figure:
    table = Table(rows=["ratio"], columns=[0.5, 1.0, 1.5, 2.0], values=[[3.0, 4.5, 6.0, 7.5]])
    panel = Panel(title="main panel", x=Axis(label="z"), y=Axis(label="ratio"), data=table)
    return Figure(id="sampled", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _ranges(text: str) -> list[str]:
    return [c.verdict for c in evaluate_text(_fig(), text).claims if c.kind == "range"]


def test_a_sampling_range_is_judged_on_the_x_values():
    assert _ranges("The line chart shows one ratio sampled at four values from 0.5 to 2.0.") == ["supported"]
    assert _ranges("The line chart shows one ratio sampled at four values from 0.5 to 4.0.") == ["contradicted"]


def test_a_range_of_values_is_still_the_values():
    assert _ranges("The values range from 3.0 to 7.5.") == ["supported"]

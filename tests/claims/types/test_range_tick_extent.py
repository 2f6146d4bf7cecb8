"""An axis described by its outer ticks ("from 0.2 to 1.0" on an axis drawn from 0.15 to 1.05 with ticks 0.2 ...
1.0) is right; a range stated with "spans"/"spanning" is read; "the axis spans ..." in an x-axis bullet is the x
axis (claims.types.range, range_axis, ticks)."""

from __future__ import annotations

import pytest

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _friction() -> Figure:
    panel = Panel(title="main panel", x=Axis(label="load [N]", ticks=[0, 10, 20, 30, 40], range=(0.0, 42.0)),
                  y=Axis(label="friction coefficient", ticks=[0.2, 0.4, 0.6, 0.8, 1.0], range=(0.15, 1.05)),
                  data=Table(rows=["steel"], columns=[0.0, 10.0, 20.0, 30.0, 40.0], values=[[0.9, 0.7, 0.5, 0.4, 0.3]]))
    return Figure(id="friction", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _ranges(bullet: str) -> list[str]:
    text = "### Components/Axes\n* " + bullet + "\n"
    return [c.verdict for c in evaluate_text(_friction(), text).claims if c.kind == "range"]


@pytest.mark.parametrize("bullet", [
    '**X-axis:** "load [N]", from 0 to 40 with ticks every 10.',  # the ticks' extent
    '**X-axis:** "load [N]", from 0 to 42.',  # the drawn axis
    '**Y-axis:** "friction coefficient", ranging from 0.2 to 1.0 in steps of 0.2.',
    '**Y-axis:** Friction coefficient, from 0.2 (bottom) to 1.0 (top).',
    '**X-axis:** "load [N]", linear; the axis spans 0 to 40.',
])
def test_an_axis_stated_by_its_outer_ticks_or_its_edges_is_right(bullet):
    assert _ranges(bullet) == ["supported"]


@pytest.mark.parametrize("bullet", [
    '**X-axis:** "load [N]", from 0 to 60 with ticks every 10.',
    '**Y-axis:** "friction coefficient", ranging from 0 to 2.0 in steps of 0.5.',
    '**X-axis:** "load (N)", spanning 0–80.',
    '**X-axis:** "load [N]", linear; the axis spans roughly 0 to 1,000.',
])
def test_an_axis_range_past_the_edges_is_wrong(bullet):
    assert _ranges(bullet) == ["contradicted"]

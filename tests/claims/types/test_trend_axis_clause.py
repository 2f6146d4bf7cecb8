""""As the load is increased, the friction falls": the clause on the x axis holds the axis' own verb, which is
no direction of the values (claims.types.trend._axis_mods)."""

from __future__ import annotations

import pytest

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _friction() -> Figure:
    panel = Panel(title="main panel", x=Axis(label="load [N]", range=(0.0, 40.0)), y=Axis(label="friction coefficient"),
                  data=Table(rows=["steel"], columns=[0.0, 10.0, 20.0, 30.0, 40.0], values=[[0.9, 0.7, 0.5, 0.4, 0.3]]))
    return Figure(id="friction", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _trends(text: str) -> list[str]:
    return [c.verdict for c in evaluate_text(_friction(), text).claims if c.kind == "trend"]


@pytest.mark.parametrize("text", [
    "As the load is increased, the friction coefficient falls steadily.",
    "As the load increases, the friction coefficient falls steadily.",
    "The friction coefficient decreases as the load is increased.",
])
def test_a_fall_stated_against_a_rising_axis_is_a_fall(text):
    assert _trends(text) and set(_trends(text)) == {"supported"}


@pytest.mark.parametrize("text", [
    "As the load is increased, the friction coefficient rises steadily.",
    "As the load increases, the friction coefficient rises steadily.",
])
def test_a_rise_stated_against_a_rising_axis_is_a_rise(text):
    assert "contradicted" in _trends(text) and "supported" not in _trends(text)

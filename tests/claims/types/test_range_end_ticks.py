"""A stated axis extent given as its first and last tick ("from 0 to 50, ticks every 10" on an axis drawn from 0
to 55) is right when those ticks lie within a tick step of the drawn ends; an extent off by more stays wrong
(issue 32, own-d class B)."""

from __future__ import annotations

import pytest

from figure_builders import csv_figure
from vlmeval.scoring.scorecard import evaluate_text

TRAINS = "Line,Trains per day\nNorth,12\nCoast,47\nValley,31\n"
TICKS = [0.0, 10.0, 20.0, 30.0, 40.0, 50.0]


def _figure(tmp_path, span):
    fig = csv_figure(tmp_path, TRAINS, "Trains per day on three lines of Feldmark in 2019")
    y = fig.panels[0].y.model_copy(update={"range": span, "ticks": TICKS, "label": "Trains per day"})
    return fig.model_copy(update={"panels": [fig.panels[0].model_copy(update={"y": y})]})


def _ranges(fig, text):
    return [(c.verdict, c.reason) for c in evaluate_text(fig, text).claims if c.kind == "range"]


@pytest.mark.parametrize("text", [
    "* **Y-axis:** \"Trains per day\", from 0 to 50, ticks every 10.",
    "* **Y-axis:** \"Trains per day\", from 0.0 to 50.0, ticks every 10.",
])
def test_an_extent_given_as_the_end_ticks_is_right(tmp_path, text):
    verdicts = _ranges(_figure(tmp_path, (0.0, 57.0)), text)
    assert verdicts and all(v == "supported" for v, _ in verdicts), verdicts


@pytest.mark.parametrize("text", [
    "* **Y-axis:** \"Trains per day\", from 0 to 80, ticks every 10.",  # past the drawn end by more than a step
    "* **Y-axis:** \"Trains per day\", from 0 to 30, ticks every 10.",  # a tick, but far short of the drawn end
])
def test_an_extent_off_by_more_than_a_tick_step_stays_wrong(tmp_path, text):
    verdicts = _ranges(_figure(tmp_path, (0.0, 57.0)), text)
    assert verdicts and all(v == "contradicted" for v, _ in verdicts), verdicts


def test_end_ticks_far_inside_the_drawn_axis_are_no_extent(tmp_path):
    # drawn to 75: the last tick, 50, is more than a tick step short of the end
    verdicts = _ranges(_figure(tmp_path, (0.0, 75.0)), "* **Y-axis:** \"Trains per day\", from 0 to 50.")
    assert verdicts and all(v == "contradicted" for v, _ in verdicts), verdicts

"""Axis descriptions are claims about the axis, not about the span of the data."""

from __future__ import annotations

import pytest

from figure_builders import csv_figure
from vlmeval.scoring.scorecard import evaluate_text

VOTERS = "Party,Share of voters\nGreens,12%\nReds,41%\nBlues,30%\n"


def _ranges(fig, text):
    return {(c.verdict, c.error_type) for c in evaluate_text(fig, text).claims if c.kind == "range"}


@pytest.mark.parametrize("text", [
    "The vertical axis shows the share of voters, running from 0 to 50 percent.",
    "The y-axis ranges from 0 to 0.5 and the bars show three parties.",
    "Each party has a modest share compared to the scale, which runs from 0 to 100.",
])
def test_an_axis_that_can_hold_the_data_is_no_error(tmp_path, text):
    fig = csv_figure(tmp_path, VOTERS, "Share of voters by party in Lindmark in 2022")
    assert _ranges(fig, text) == {("unverifiable", None)}


def test_an_axis_that_cannot_hold_the_data_is_a_value_error(tmp_path):
    fig = csv_figure(tmp_path, VOTERS, "Share of voters by party in Lindmark in 2022")
    assert ("contradicted", "value") in _ranges(fig, "The y-axis runs from 0 to 20 percent.")


def test_a_range_of_the_data_is_still_the_datas(tmp_path):
    fig = csv_figure(tmp_path, VOTERS, "Share of voters by party in Lindmark in 2022")
    assert ("contradicted", "value") in _ranges(fig, "The shares range from 0 to 50 percent.")
    assert ("contradicted", "value") in _ranges(fig, "On the y-axis, the values range from 0 to 50 percent.")


def test_a_recorded_axis_range_decides(tmp_path):
    fig = csv_figure(tmp_path, VOTERS, "Share of voters by party in Lindmark in 2022")
    panel = fig.panels[0].model_copy(update={"y": fig.panels[0].y.model_copy(update={"range": (0.0, 50.0)})})
    fig = fig.model_copy(update={"panels": [panel]})
    assert ("supported", None) in _ranges(fig, "The y-axis runs from 0 to 50.")
    assert ("contradicted", "value") in _ranges(fig, "The y-axis runs from 0 to 80.")

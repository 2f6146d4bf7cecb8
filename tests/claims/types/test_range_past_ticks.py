"""A stated axis range may run past the ticks when the record holds only the tick span; a tick list with an
ellipsis is an arithmetic progression, not a complete enumeration (the seeds' "Components/Axes" bullets)."""

from __future__ import annotations

import pytest

from figure_builders import csv_figure
from vlmeval.scoring.scorecard import evaluate_text

VOTERS = "Party,Share of voters\nGreens,12%\nReds,41%\nBlues,30%\n"


def _figure(tmp_path, ticks, span):
    fig = csv_figure(tmp_path, VOTERS, "Share of voters by party in Lindmark in 2022")
    y = fig.panels[0].y.model_copy(update={"range": span, "ticks": ticks, "label": "Share of voters"})
    return fig.model_copy(update={"panels": [fig.panels[0].model_copy(update={"y": y})]})


def _kinds(fig, text, kind):
    return [(c.verdict, c.reason) for c in evaluate_text(fig, text).claims if c.kind == kind]


TICKS = [0.0, 10.0, 20.0, 30.0, 40.0, 50.0]


@pytest.mark.parametrize("text", [
    "* **Y-axis:** \"Share of voters\", ranging from 0 to about 55, with ticks at 0, 10, 20, 30, 40, 50.",
    "* **Y-axis:** \"Share of voters\", from about -3 to 57.",
])
def test_a_range_just_past_the_tick_span_is_no_error(tmp_path, text):
    verdicts = _kinds(_figure(tmp_path, TICKS, (0.0, 50.0)), text, "range")
    assert verdicts and all(v == "unverifiable" and "past its ticks" in r for v, r in verdicts)


@pytest.mark.parametrize("text", [
    "* **Y-axis:** \"Share of voters\", ranging from 0 to about 90.",  # far past the last tick
    "* **Y-axis:** \"Share of voters\", ranging from 0 to about 30.",  # misses ticks the axis has
])
def test_a_range_far_from_the_ticks_is_still_wrong(tmp_path, text):
    verdicts = _kinds(_figure(tmp_path, TICKS, (0.0, 50.0)), text, "range")
    assert verdicts and all(v == "contradicted" for v, _ in verdicts)


def test_a_recorded_drawn_range_is_not_widened(tmp_path):
    # the record holds the drawn axis (-2 to 52), not the tick span: only the usual slack applies
    verdicts = _kinds(_figure(tmp_path, TICKS, (-2.0, 52.0)), "The y-axis runs from 0 to about 60.", "range")
    assert verdicts and all(v == "contradicted" for v, _ in verdicts)


@pytest.mark.parametrize("text", [
    "* **Y-axis:** ticks every 10 (0, 10, 20, ..., 50).",
    "* **Y-axis:** ticks every 10 (0, 10, 20, …, 50).",
    "* **Y-axis:** ticks at 0, 10, 20, …",
])
def test_a_tick_list_with_an_ellipsis_is_a_progression(tmp_path, text):
    assert _kinds(_figure(tmp_path, TICKS, (0.0, 50.0)), text, "ticks") == [("supported", None)]


def test_a_progression_past_the_last_tick_is_still_wrong(tmp_path):
    verdicts = _kinds(_figure(tmp_path, TICKS, (0.0, 50.0)), "* **Y-axis:** ticks every 10 (0, 10, 20, ..., 80).",
                      "ticks")
    assert verdicts and verdicts[0][0] == "contradicted" and "80" in verdicts[0][1]


def test_a_complete_list_still_names_missing_ticks(tmp_path):
    verdicts = _kinds(_figure(tmp_path, TICKS, (0.0, 50.0)), "* **Y-axis:** ticks at 0, 10, 20.", "ticks")
    assert verdicts and verdicts[0][0] == "contradicted"

"""Bullets about a second axis ("**Right y-axis:**", "**Top x-axis:**") are judged on that axis: the record's right
(y2) axis where it holds one, else unverifiable; never on the main axis the axes reader would take them for."""

from __future__ import annotations

import pytest

from figure_builders import csv_figure
from vlmeval.groundtruth.schema import Axis
from vlmeval.scoring.scorecard import evaluate_text

LOADS = "Week,Load,Cost\n1,40,0.45\n2,55,0.62\n3,70,0.81\n4,82,0.97\n"


def _figure(tmp_path, with_y2=True):
    fig = csv_figure(tmp_path, LOADS, "Load and cost by week", kind="line")
    p = fig.panels[0]
    y = p.y.model_copy(update={"range": (35.0, 85.0), "ticks": [40.0, 50.0, 60.0, 70.0, 80.0], "label": "Load"})
    y2 = Axis(label="Cost", range=(0.4, 1.0), ticks=[0.4, 0.6, 0.8, 1.0]) if with_y2 else None
    return fig.model_copy(update={"panels": [p.model_copy(update={"y": y, "y2": y2})]})


def _verdicts(fig, bullet, kinds=("range", "ticks")):
    text = "# Components/Axes\n- **X-axis:** \"Week\".\n" + bullet  # the bullet is not the text's first line
    return [c.verdict for c in evaluate_text(fig, text).claims if c.kind in kinds and c.start > text.index(bullet)]


def test_a_right_axis_bullet_is_judged_on_the_right_axis(tmp_path):
    text = "- **Right y-axis:** \"Cost\", from about 0.4 to 1.0, ticks 0.4, 0.6, 0.8, 1.0."
    verdicts = _verdicts(_figure(tmp_path), text)
    assert verdicts and all(v == "supported" for v in verdicts)


def test_a_wrong_range_on_the_right_axis_is_still_wrong(tmp_path):
    verdicts = _verdicts(_figure(tmp_path), "- **Right y-axis:** \"Cost\", from about 2 to 9.", ("range",))
    assert verdicts == ["contradicted"]


@pytest.mark.parametrize("text", [
    "- **Top x-axis:** \"Day\", ticks 0, 7, 14, 21, 28.",
    "- **Right y-axis:** \"Cost\", from about 0.4 to 1.0, ticks 0.4, 0.6, 0.8, 1.0.",
])
def test_a_second_axis_the_record_lacks_is_unverifiable(tmp_path, text):
    verdicts = _verdicts(_figure(tmp_path, with_y2=False), text, ("label", "range", "ticks"))
    assert verdicts and all(v == "unverifiable" for v in verdicts)


def test_the_main_axes_are_judged_as_before(tmp_path):
    assert _verdicts(_figure(tmp_path), "- **Y-axis:** \"Load\", from about 2 to 9.", ("range",)) == ["contradicted"]


def test_the_right_axis_is_found_in_the_one_panel_that_holds_it(tmp_path):
    fig = _figure(tmp_path)
    other = fig.panels[0].model_copy(update={"title": "Load (2)", "y2": None})
    fig = fig.model_copy(update={"panels": [other, fig.panels[0]]})
    text = "- **Right y-axis:** \"Cost\", from about 0.4 to 1.0, ticks 0.4, 0.6, 0.8, 1.0."
    verdicts = _verdicts(fig, text)
    assert verdicts and all(v == "supported" for v in verdicts)

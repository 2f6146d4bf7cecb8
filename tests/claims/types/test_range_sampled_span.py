"""An x axis stated "from 0.5 to 2.0" where the drawn limits are padded past the data (0.425 to 2.075): a description
gives the span of the x values the data is plotted at as the axis's range; a span matching neither is still wrong."""

from __future__ import annotations

import pytest

from figure_builders import csv_figure
from vlmeval.scoring.scorecard import evaluate_text

TIMES = "Depth,Fine mesh,Coarse mesh\n0.5,31,12\n1.0,40,15\n1.5,48,19\n2.0,61,22\n"


def _figure(tmp_path, drawn):
    fig = csv_figure(tmp_path, TIMES, "Solver time by probe depth", kind="line")
    x = fig.panels[0].x.model_copy(update={"range": drawn, "label": "Depth"})
    return fig.model_copy(update={"panels": [fig.panels[0].model_copy(update={"x": x})]})


def _ranges(fig, text):
    return [c.verdict for c in evaluate_text(fig, text).claims if c.kind == "range"]


@pytest.mark.parametrize("text", [
    "* **X-axis:** \"Depth\", from 0.5 to 2.0.",
    "The x-axis is the probe depth from 0.5 to 2.0 and the y-axis is the time.",
])
def test_an_x_range_that_is_the_sampled_span_holds_on_a_padded_axis(tmp_path, text):
    assert _ranges(_figure(tmp_path, (0.425, 2.075)), text) == ["supported"]


@pytest.mark.parametrize("text", [
    "* **X-axis:** \"Depth\", from 0.5 to 3.0.",
    "* **X-axis:** \"Depth\", from 1.0 to 2.0.",
])
def test_an_x_range_matching_neither_the_axis_nor_the_samples_is_wrong(tmp_path, text):
    assert _ranges(_figure(tmp_path, (0.425, 2.075)), text) == ["contradicted"]

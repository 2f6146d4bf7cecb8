"""A quote after "titled" names an axis label only when the axis is what is titled: "the columns are titled
"..."" or "charts titled "..."" name panels even when the sentence names an axis later. Sentences written for
the tests."""

from __future__ import annotations

from pathlib import Path

from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text

GROWTH = figure_from_table(read_csv_text("dose,response\n1,2\n2,4\n3,5\n4,7\n", Path("t.csv")), "line",
                           title="Growth curve")


def _labels(text: str) -> list[tuple[str, str]]:
    return [(c.text, c.verdict) for c in evaluate_text(GROWTH, text).claims if c.kind == "label"]


def test_a_title_of_a_panel_is_no_axis_label():
    for text in ('The two columns are titled "Growth curve" and "Decay curve"; both show the response against the '
                 'dose on the x-axis.',
                 'The figure holds line charts titled "Growth curve", with the dose on the x-axis.'):
        assert ("Growth curve", "contradicted") not in _labels(text), text


def test_a_titled_axis_is_still_judged():
    assert ("Weight", "contradicted") in _labels('The x-axis is titled "Weight".')
    assert ("dose", "supported") in _labels('The horizontal axis, titled "dose", runs from 1 to 4.')

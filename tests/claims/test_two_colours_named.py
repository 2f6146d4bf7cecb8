"""A text naming two series by two colours names both ("the red line (~0.8) is above the blue line (~0.25)"), not
the one with the longer colour name; only a colour found inside a longer one found ("red" in "dark red") is not
named. Both named, a reading of the sentence pins no one series, so neither value is judged against the other's."""

from __future__ import annotations

from record_builders import two_curves
from vlmeval.claims.xy_readings import named_series, series_by_look
from vlmeval.groundtruth.schema import SeriesStyle
from vlmeval.scoring.scorecard import evaluate_text

FIG = two_curves("two-colours-named")  # Alpha red circles, Beta blue squares; at n = 500: 0.8 and 0.25


def test_two_colours_name_two_series():
    panel = FIG.panels[0]
    assert named_series(panel, "the red line is above the blue line") == [0, 1]
    assert series_by_look(panel, "the red line is above the blue line") is None
    assert series_by_look(panel, "the blue line") == 1


def test_a_colour_inside_a_longer_one_is_not_named():
    panel = FIG.panels[0].model_copy(deep=True)
    panel.data.styles = [SeriesStyle(color="red"), SeriesStyle(color="dark red")]
    assert series_by_look(panel, "the dark red line") == 1


def test_a_sentence_naming_two_colours_reads_no_value_onto_the_wrong_one():
    text = "## Line Chart: loss\n### Detailed Analysis\n- At n = 500 the red line (~0.8) is above the blue line (~0.25).\n"
    got = [(c.verdict, c.row) for c in evaluate_text(FIG, text).claims if c.kind == "value"]
    assert ("contradicted", "Beta") not in got

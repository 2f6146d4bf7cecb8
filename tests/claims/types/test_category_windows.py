"""A grid of bar panels whose bars stand at the whole numbers of a linear "Topic" axis, titled "<row> – <column>":
a steady trend over a window of topics is judged on that window, and an extreme named as "topic N in <title>" on
that panel (claims.types.xy_extreme, xy_reading_check). Figures and sentences written for the tests."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text

_TOPICS = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]
_PANELS = {
    "Reads – Apples": [0.02, 0.05, 0.08, 0.11, 0.13, 0.16, 0.18, 0.20],  # a steady rise
    "Reads – Pears": [0.10, 0.02, 0.15, 0.03, 0.19, 0.04, 0.12, 0.02],  # up and down
    "Writes – Apples": [0.05, 0.06, 0.21, 0.09, 0.08, 0.07, 0.06, 0.05],
    "Writes – Pears": [0.12, 0.04, 0.09, 0.18, 0.07, 0.22, 0.03, 0.10],
}


def _panel(title: str, values: list[float]) -> Panel:
    return Panel(title=title, x=Axis(label="Topic", scale="linear", ticks=[1.0, 3.0, 5.0, 7.0], range=(0.5, 8.5)),
                 y=Axis(label="Weight", range=(0.0, 0.25)),
                 data=Table(rows=["bars"], columns=list(_TOPICS), values=[list(values)], column_label="Topic"))


def _fig() -> Figure:
    return Figure(id="weights", kind="bar", layout=Layout(rows=2, cols=2),
                  panels=[_panel(t, v) for t, v in _PANELS.items()])


def _verdicts(text: str, kind: str) -> list[str]:
    return [c.verdict for c in evaluate_text(_fig(), text).claims if c.kind == kind]


def test_a_steady_rise_over_a_window_of_topics_is_judged_on_that_window():
    assert _verdicts("Reads – Pears: the weight rises steadily from topic 1 to topic 8.\n", "trend") == ["contradicted"]
    assert _verdicts("Reads – Apples: the weight rises steadily from topic 1 to topic 8.\n", "trend") == ["supported"]
    # a window short of the last bar: only the topics inside it count
    assert _verdicts("Writes – Pears: weights climb steadily from topic 2 to topic 6.\n", "trend") == ["contradicted"]
    assert _verdicts("Writes – Apples: weights fall steadily from topic 3 to topic 8.\n", "trend") == ["supported"]


def test_a_window_trend_not_said_to_be_steady_and_short_of_the_last_bar_is_not_read():
    assert _verdicts("Writes – Pears: weights climb from topic 2 to topic 6.\n", "trend") == []


def test_an_extreme_named_with_its_grid_title_inside_the_sentence_is_on_that_panel():
    text = "### Key Observations\n* The tallest bar overall is topic {} in Writes – Pears.\n"
    assert _verdicts(text.format(4), "extremum") == ["contradicted"]
    assert _verdicts(text.format(6), "extremum") == ["supported"]


def test_a_word_before_the_category_must_be_the_x_axis_name():
    assert _verdicts("Writes – Pears: the tallest bar is week 6.\n", "extremum") == []
    assert _verdicts("Writes – Pears: the tallest bar is topic 6.\n", "extremum") == ["supported"]


def test_a_sentence_naming_one_grid_title_by_its_parts_is_in_that_panel():
    text = "### Key Observations\n* Topic {} has the highest weight in Writes – Pears.\n"
    assert _verdicts(text.format(4), "extremum") == ["contradicted"]
    assert _verdicts(text.format(6), "extremum") == ["supported"]
    # both parts needed: "Pears" alone names two panels
    assert _verdicts("### Key Observations\n* Topic 4 has the highest weight in Pears.\n", "extremum") != ["contradicted"]

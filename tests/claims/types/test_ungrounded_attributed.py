"""Outside knowledge stated as shown: "the figure notes/states/identifies ..." with names the record lacks
(claims.types.ungrounded, its "attributed" form)."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _fig() -> Figure:
    table = Table(rows=["Sales"], columns=[2019, 2020, 2021], values=[[10.0, 12.0, 15.0]])
    panel = Panel(title="main panel", x=Axis(label="Year"), y=Axis(label="Sales of Orion Tea"), data=table)
    return Figure(id="attributed", kind="bar", layout=Layout(rows=1, cols=1), panels=[panel])


def _verdicts(text: str) -> list[str]:
    return [c.verdict for c in evaluate_text(_fig(), text).claims if c.kind == "ungrounded"]


def test_a_name_the_figure_is_said_to_print_but_lacks_is_outside_knowledge():
    assert _verdicts("The figure notes that the 2021 rise followed the Harbin Expo.") == ["contradicted"]
    assert _verdicts("As indicated in the chart, the 2020 value is the NBS estimate.") == ["contradicted"]
    assert _verdicts("The bars, which the figure identifies as Mercator shipments, rise.") == ["contradicted"]


def test_names_the_figure_prints_are_not_outside():
    assert "contradicted" not in _verdicts("The figure states that these are sales of Orion Tea.")


def test_a_sentence_without_an_attribution_or_a_name_gives_no_claim():
    assert _verdicts("The chart shows that Harbin sales rise.") == []  # a reading of the data, judged elsewhere
    assert _verdicts("The figure notes that the values are estimated.") == []


def test_words_said_to_be_printed_in_a_note_subtitle_or_title_or_beside_a_part_are_attributed():
    assert _verdicts("The values are sales to the Harbin cohort, as the axis note states.") == ["contradicted"]
    assert _verdicts("The subtitle states that the tea was sold by Mercator.") == ["contradicted"]
    assert _verdicts("A tea study for Harbin (as the figure title states), rising over time.") == ["contradicted"]
    assert _verdicts("The bars are NBS estimates, as noted beside the legend.") == ["contradicted"]
    assert _verdicts("The bars are NBS estimates, as noted under the plot.") == ["contradicted"]
    assert "contradicted" not in _verdicts("The bars are sales of Orion Tea, as the axis note states.")
    assert _verdicts("The bars are NBS estimates, as noted by the Harbin office.") == []  # not the figure's words

"""A histogram described in the seeds' format: a bin written as its edges read off the axis ("Bin 45–59") is the
bin "45.36–58.604"; "the counts rise to a peak in the second bin and then fall off" is a course, not a rise over
all bins; a sentence about the density curve the record leaves unread is not judged against the bars. Made-up
counts."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table, UnreadPart
from vlmeval.scoring.scorecard import evaluate_text

BINS = ["45.36–58.6", "58.6–71.85", "71.85–85.1", "85.1–98.34", "98.34–111.59", "111.59–124.83"]
COUNTS = [15.0, 23.0, 18.0, 20.0, 12.0, 9.0]


def _histogram(unread: list[UnreadPart] | None) -> Figure:
    table = Table(rows=["olive bars"], columns=BINS, values=[COUNTS], decimals=0)
    panel = Panel(title="main panel", x=Axis(label="Weight", scale="categorical", ticks=BINS),
                  y=Axis(label="Number of participants", scale="linear", ticks=[0.0, 10.0, 20.0]), data=table, unread=unread)
    return Figure(id="weights", kind="bar", layout=Layout(rows=1, cols=1), panels=[panel])


PLAIN = _histogram(None)
WITH_CURVE = _histogram([UnreadPart(kind="kde", note="a density curve over the bars")])


def _contradicted(fig: Figure, text: str) -> list[str]:
    return [c.kind for c in evaluate_text(fig, text).claims if c.verdict == "contradicted"]


def test_a_bin_written_as_edges_read_off_the_axis_is_that_bin():
    assert _contradicted(PLAIN, "* Bin 45–59: 15\n* Bin 59–72: 23\n* Bin 72–85: 18") == []
    assert "ticks" in _contradicted(PLAIN, "* Bin 45–59: 15\n* Bin 130–140: 23\n* Bin 72–85: 18")


def test_a_rise_then_a_fall_is_a_course_not_a_rise_over_all_bins():
    assert _contradicted(PLAIN, "The counts rise to a peak in the second bin and then fall off.") == []
    assert _contradicted(PLAIN, "The counts rise steadily across the bins.") == ["trend"]


def test_a_sentence_about_an_unread_curve_is_not_judged_against_the_bars():
    text = "The density curve peaks at about 20.5."
    assert _contradicted(WITH_CURVE, text) == []
    assert _contradicted(PLAIN, text) == ["extremum"]  # without the unread curve the record judges it
    assert _contradicted(WITH_CURVE, "The bars peak at about 20.5, above the curve.") == ["extremum"]


def test_bins_starting_at_an_edge_state_no_first_value():
    assert _contradicted(PLAIN, "* **Bars:** six bins of equal width (about 13 units each), starting at about 45.") == []
    assert _contradicted(PLAIN, "The counts start at about 45 in the first bin.") == ["value"]

"""A reading at a numeric category the panel draws no bar at, where the figure's other panels on the same axis do
draw one ("topic 4: ~0.3" in a panel without a topic-4 bar), is a hallucination, not a line left unread (issue 32,
own-d: one value inside a multi-item line)."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _panel(title: str, topics: list[float], values: list[float]) -> Panel:
    return Panel(title=title, x=Axis(label="Topic"), y=Axis(label="Weight", range=(0.0, 0.6)),
                 data=Table(rows=["bars"], columns=topics, values=[values]))


def _figure() -> Figure:
    return Figure(id="topics", kind="bar", layout=Layout(rows=1, cols=2),
                  panels=[_panel("Group A", [1.0, 2.0, 3.0, 5.0], [0.5, 0.2, 0.1, 0.4]),
                          _panel("Group B", [1.0, 2.0, 3.0, 4.0, 5.0], [0.3, 0.3, 0.2, 0.3, 0.1])])


def _readings(text: str):
    return [(c.column, c.verdict) for c in evaluate_text(_figure(), text).claims if c.kind == "value"]


def test_a_reading_at_a_bar_the_panel_lacks_is_a_hallucination():
    found = _readings("### Detailed Analysis\n**Group A**\n* Topic 1: ~0.5; topic 4: ~0.3; topic 5: ~0.4.\n")
    assert found == [(1.0, "supported"), (4.0, "contradicted"), (5.0, "supported")], found


def test_a_category_no_panel_has_is_still_no_reading():
    # "topic 9": no panel draws it; the line may name something else (an id, a footnote): left alone as before
    found = _readings("### Detailed Analysis\n**Group A**\n* Topic 1: ~0.5; topic 9: ~0.3.\n")
    assert (9.0, "contradicted") not in found, found


def test_a_bracketed_note_after_a_listed_key_keeps_the_line_read():
    # "topic 2 (outlined): ~0.3": the note names how the bar is drawn; the reading is still topic 2's (true 0.2)
    found = _readings("### Detailed Analysis\n**Group A**\n* Topic 1: ~0.5; topic 2 (outlined): ~0.35; topic 3: ~0.1.\n")
    assert found == [(1.0, "supported"), (2.0, "contradicted"), (3.0, "supported")], found

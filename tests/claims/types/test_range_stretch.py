"""A range of values over a stretch of x named in words ("over the middle third", "in the first half", "the right
tail"), before or after the range, is a range of a part of the values, which a record of the whole cannot rule out.
The same range with no stretch named is still judged. Written for the test."""

from __future__ import annotations

import pytest

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text

PANEL = Panel(title="main panel", x=Axis(label="time", range=(0.0, 9.0)), y=Axis(label="signal", range=(0.0, 1.0)),
              data=Table(rows=["signal"], columns=[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0],
                         values=[[0.1, 0.2, 0.35, 0.5, 0.55, 0.7, 0.8, 0.9]]))
FIG = Figure(id="stretch", kind="scatter", layout=Layout(rows=1, cols=1), panels=[PANEL])


def _ranges(text: str) -> set[str]:
    return {c.verdict for c in evaluate_text(FIG, "### Detailed Analysis\n- " + text + "\n").claims if c.kind == "range"}


@pytest.mark.parametrize("said", ["The values lie between 0.3 and 0.6 over the middle third.",
                                  "In the first half the values range from 0.1 to 0.5."])
def test_a_range_over_a_stretch_named_in_words_is_no_error(said):
    assert _ranges(said) and "contradicted" not in _ranges(said)


def test_a_range_with_no_stretch_named_is_still_judged():
    assert "contradicted" in _ranges("The values lie between 0.3 and 0.6.")

"""A "from A to B" whose two ends are both places on the x axis ("doubling the budget from 32 to 64" over budgets
k=16, k=32, k=64) may be a window of the axis, not a span of values: unverifiable, not a wrong range. A range
with an end off the axis is still judged. Sentences written for the tests."""

from __future__ import annotations

from pathlib import Path

from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text

SOLVED = figure_from_table(read_csv_text("budget,solved\nk=16,38\nk=32,42\nk=64,42\n", Path("t.csv")), "line",
                           title="Problems solved by sampling budget")


def _ranges(text: str) -> list[str]:
    return [c.verdict for c in evaluate_text(SOLVED, text).claims if c.kind == "range"]


def test_a_range_between_two_x_places_is_not_called_wrong():
    assert "contradicted" not in _ranges("The solver gains nothing from doubling the budget from 32 to 64.")


def test_a_range_with_an_end_off_the_axis_is_still_judged():
    assert _ranges("The number solved ranges from 30 to 64.") == ["contradicted"]
    assert _ranges("The number solved ranges from 38 to 42.") == ["supported"]

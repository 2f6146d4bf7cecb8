"""Counts of a grid of panels as seed-format descriptions state them, on a real-suite figure of a dev paper
(pigsfli-symmetry-resolved-s2-vs-beta: 3 rows of 4 panels, three scatter panels and one bar panel in each row):
"three rows of four", "each row has four panels", and counts of one kind of panel ("nine scatter plots and three
bar charts", "one bar chart in each row"). Before, "rows of" was not read, and "each row has four panels" was
judged against all twelve panels (a correct sentence called wrong)."""

from __future__ import annotations

import pytest

from real_suite_sentences import section, verdicts

S2 = "pigsfli-symmetry-resolved-s2-vs-beta"


def _counts(sentence: str) -> list[str]:
    return verdicts(S2, section("Overview", sentence), "count")


@pytest.mark.parametrize("right, wrong", [
    ("Twelve panels are arranged in three rows of four.", "Twelve panels are arranged in four rows of three."),
    ("Each row has four panels.", "Each row has five panels."),
    ("The figure shows three scatter plots and one bar chart in each row.",
     "The figure shows two scatter plots and two bar charts in each row."),
    ("The figure has nine scatter plots and three bar charts.", "The figure has twelve scatter plots."),
])
def test_a_grid_count_is_judged_on_what_it_counts(right, wrong):
    assert set(_counts(right)) == {"supported"}
    assert "contradicted" in _counts(wrong)


def test_rows_of_cells_are_no_grid_of_panels():
    assert _counts("Each bar panel has two rows of four labels.") == []

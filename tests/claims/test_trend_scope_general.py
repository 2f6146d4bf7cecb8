"""A stability stated for a period that starts after the data does is judged over that period, not the whole
series. Sentences written for the tests, in the forms captions and editors use."""

from __future__ import annotations

from pathlib import Path

from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text

ROWS = "\n".join(f"{y},{v}" for y, v in zip(range(1985, 2021, 5), [10, 20, 30, 30.2, 30.1, 30.3, 30.2, 30.1]))
MEMBERS = figure_from_table(read_csv_text("Year,Members\n" + ROWS + "\n", Path("t.csv")), "line", title="Club members")


def _contradicted(text: str) -> list[str]:
    return [c.text for c in evaluate_text(MEMBERS, text).claims if c.verdict == "contradicted"]


def test_stability_since_a_later_year_is_judged_over_that_period():
    assert _contradicted("Membership has remained fairly constant since 1995.") == []
    assert _contradicted("The number of members has remained stable since 2000.") == []


def test_stability_over_the_whole_period_is_still_judged_whole():
    assert _contradicted("Membership has remained fairly constant since 1985.") != []
    assert _contradicted("Membership has remained fairly constant.") != []

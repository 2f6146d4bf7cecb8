"""'rose from A to B in YEAR' names where a change ends, not a range inside one year. Sentences written for the
tests."""

from __future__ import annotations

from pathlib import Path

from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text

ROWS = "\n".join(f"{y},{v}" for y, v in zip(range(2012, 2021), [410, 455, 470, 520, 540, 600, 640, 690, 702]))
FERRIES = figure_from_table(read_csv_text("Year,Ferry passengers in thousands\n" + ROWS + "\n", Path("t.csv")), "line",
                            title="Ferry passengers in Arcadia from 2012 to 2020 (in 1,000s)")


def _ranges(text):
    return [(c.verdict, c.error_type) for c in evaluate_text(FERRIES, text).claims if c.kind == "range"]


def test_a_change_ending_in_a_named_year():
    assert _ranges("Passengers have increased from 410 to 702 thousand in 2020.") == [("supported", None)]
    assert _ranges("Passengers have increased from 400 to 700 thousand in 2020.") != [("contradicted", "value")]


def test_a_wrong_end_or_a_start_the_series_never_had_is_still_wrong():
    assert _ranges("Passengers have increased from 410 to 900 thousand in 2020.") == [("contradicted", "value")]
    assert _ranges("Passengers have increased from 150 to 702 thousand in 2020.") == [("contradicted", "value")]


def test_a_movement_between_two_equal_numbers_is_wrong():
    assert _ranges("Passengers have increased from 410 to 410 thousand.") == [("contradicted", "value")]
    assert set(_ranges("Passenger numbers ranged from 410 to 702 thousand.")) == {("supported", None)}

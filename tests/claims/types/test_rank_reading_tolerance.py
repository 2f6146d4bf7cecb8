"""A rank on a chart that prints no values is read off the bars: a category within the panel's reading
tolerance of the stated rank's value holds it as far as a reader can tell. Sentences written for the tests."""

from __future__ import annotations

from pathlib import Path

from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text

CSV = "Lake,Visitors\nLake Ardent,250000\nLake Borrow,61000\nLake Cinder,4100\nLake Dunmere,130\nLake Evensong,95\n"


def _fig(share):
    return figure_from_table(read_csv_text(CSV, Path("t.csv")), "bar", title="Visitors to lakes in Arcadia in 2021",
                             reading_tolerance=share)


def _rank_verdicts(fig, text):
    return [(c.verdict, c.error_type) for c in evaluate_text(fig, text).claims if c.kind == "extremum"]


def test_a_rank_by_a_hair_is_not_contradicted_when_values_are_read_off_the_axis():
    sentence = "Lake Dunmere had the fewest visitors."  # 130 against 95, on an axis to 250,000
    assert _rank_verdicts(_fig(None), sentence) == [("contradicted", "label")]  # printed values: wrong
    assert _rank_verdicts(_fig(0.03), sentence) == [("supported", None)]  # read off the axis: cannot tell


def test_a_rank_beyond_the_reading_tolerance_is_still_wrong():
    assert _rank_verdicts(_fig(0.03), "Lake Borrow had the most visitors.") == [("contradicted", "label")]
    assert _rank_verdicts(_fig(0.03), "Lake Ardent had the most visitors.") == [("supported", None)]

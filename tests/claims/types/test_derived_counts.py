"""Counts of points above or below a value, recomputed from the chart: "in four of the nine years sales
exceeded 60", "three lakes had more than 50,000 visitors". Sentences written for the tests."""

from __future__ import annotations

from pathlib import Path

from vlmeval.groundtruth.derived_facts import count_beyond
from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text

YEARS = "Year,Sales in million euros\n" + "\n".join(
    f"{y},{v}" for y, v in zip(range(2012, 2021), [41, 48, 52, 61, 58, 63, 67, 55, 70]))
SALES = figure_from_table(read_csv_text(YEARS + "\n", Path("t.csv")), "line",
                          title="Sales of Arcadia Tea from 2012 to 2020 (in million euros)")
LAKES = figure_from_table(read_csv_text("Lake,Visitors\nArdent,250000\nBorrow,61000\nCinder,52000\nDunmere,49000\n"
                                        "Evensong,3000\n", Path("t.csv")), "bar", title="Visitors to lakes in Arcadia in 2021",
                          reading_tolerance=0.03)


def _counts(fig, text):
    return [(c.verdict, c.error_type) for c in evaluate_text(fig, text).claims
            if c.kind == "derived" and "of the" in (c.reason or "")]


def test_a_count_of_years_beyond_a_value():
    assert _counts(SALES, "In four of the nine years, sales were above 60 million euros.") == [("supported", None)]
    assert _counts(SALES, "Sales exceeded 60 million euros in four of the nine years.") == [("supported", None)]
    assert _counts(SALES, "Sales exceeded 60 million euros in six of the nine years.") == [("contradicted", "magnitude")]
    assert _counts(SALES, "Between 2012 and 2015, two years had sales below 50 million euros.") == [("supported", None)]


def test_a_count_of_categories_beyond_a_value_with_the_reading_tolerance():
    assert _counts(LAKES, "Three lakes had more than 50,000 visitors.") == [("supported", None)]
    # Dunmere's 49,000 is within the reading tolerance (7,500) of 50,000: four is as readable as three
    assert _counts(LAKES, "Four lakes had more than 50,000 visitors.") == [("supported", None)]
    assert _counts(LAKES, "Only one lake had more than 50,000 visitors.") == [("contradicted", "magnitude")]


def test_what_is_no_count_of_points():
    assert _counts(SALES, "Over the past two years, sales were above 60 million euros.") == []
    assert _counts(LAKES, "Three lakes are shown, and visitors were above 3,000 everywhere.") == []


def test_count_beyond_reads_the_tolerance_both_ways():
    assert count_beyond([1, 5, 9, 10], 9, "above") == (1, 1)
    assert count_beyond([1, 5, 9, 10], 9, "above", 0.5) == (1, 2)
    assert count_beyond([1, 5, 9, 10], 5, "at most") == (2, 2)

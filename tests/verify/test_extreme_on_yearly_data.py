"""On yearly data each point is a named year: "the highest was in 2021" is wrong when 2021 is a little below the
2019 maximum, unless the chart is read off its axis and the two are within the reading tolerance. Sentences
written for the tests."""

from __future__ import annotations

from pathlib import Path

from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text

CSV = "Year,Life expectancy\n1950,41.0\n1970,55.2\n1990,66.3\n2019,74.1\n2020,71.8\n2021,73.8\n"


def _fig(share=None):
    return figure_from_table(read_csv_text(CSV, Path("t.csv")), "line", title="Life expectancy in Arcadia",
                             reading_tolerance=share)


def _extrema(fig, text):
    return [c.verdict for c in evaluate_text(fig, text).claims if c.kind == "extremum"]


def test_the_highest_year_must_be_the_highest_on_yearly_data():
    assert _extrema(_fig(), "Life expectancy reached its highest point in 2019.") == ["supported"]
    assert _extrema(_fig(), "Life expectancy reached its highest point in 2021.") == ["contradicted"]


def test_within_the_reading_tolerance_a_reader_cannot_tell():
    assert _extrema(_fig(0.03), "Life expectancy reached its highest point in 2021.") == ["supported"]  # 0.3 < 2.2

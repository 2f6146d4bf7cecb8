"""Which date a number belongs to: "peaked in 2019 at 74.1 years, with a dip in 2020" (the date before, joined
by "at"); "0.013 per 1,000 people on March 10" (the rate's base is no number in the way). Sentences written
for the tests."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text

YEARS = figure_from_table(read_csv_text("Year,Life expectancy\n2017,73.2\n2018,73.6\n2019,74.1\n2020,71.8\n2021,72.0\n",
                                        Path("t.csv")), "line", title="Life expectancy in Arcadia")
START = dt.date(2022, 2, 1)
DAILY = figure_from_table(read_csv_text("date,value\n" + "\n".join(
    f"{START + dt.timedelta(days=i)},{0.03 - 0.0005 * i:.4f}" for i in range(40)) + "\n", Path("t.csv")), "line",
    title="Daily new tests per 1,000 people in Arcadia")


def _values(fig, text):
    return [c.verdict for c in evaluate_text(fig, text).claims if c.kind == "value"]


def test_a_number_joined_to_the_date_before_it():
    assert _values(YEARS, "The highest value was recorded in 2019 at 74.1 years, with a slight decrease in 2020 to "
                          "71.8 years.") == ["supported", "supported"]
    assert _values(YEARS, "The highest value was recorded in 2019 at 71.8 years, with a slight decrease in 2020 to "
                          "74.1 years.") == ["contradicted", "contradicted"]


def test_a_rate_base_does_not_keep_a_number_from_its_date():
    assert _values(DAILY, "Testing slowed towards the beginning of February, with the value dropping to 0.0125 per "
                          "1,000 people on March 7, 2022.") == ["supported"]

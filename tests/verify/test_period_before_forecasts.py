"""A stated period may end where the observed data ends and the forecasts (Statista's ``2025*``) begin: "from
2014 to 2018, with projections up until 2022". Sentences written for the tests."""

from __future__ import annotations

from pathlib import Path

from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text

CSV = "Year,Inhabitants in millions\n2022*,9.1\n2021*,8.9\n2020*,8.8\n2019*,8.6\n2018,8.4\n2017,8.3\n2016,8.1\n2015,8.0\n2014,7.9\n"
PEOPLE = figure_from_table(read_csv_text(CSV, Path("t.csv")), "line", title="Population of Arcadia from 2014 to 2022")
PLAIN = figure_from_table(read_csv_text(CSV.replace("*", ""), Path("t.csv")), "line", title="Population of Arcadia")


def _ranges(fig, text):
    return [c.verdict for c in evaluate_text(fig, text).claims if c.kind == "range"]


def test_the_period_may_end_with_the_observed_data_or_with_the_forecasts():
    assert _ranges(PEOPLE, "This statistic shows the population of Arcadia from 2014 to 2018, with projections up "
                           "until 2022.") == ["supported"]
    assert _ranges(PEOPLE, "The chart shows the population of Arcadia from 2014 to 2022.") == ["supported"]


def test_any_other_end_is_still_wrong():
    assert _ranges(PEOPLE, "The chart shows the population of Arcadia from 2014 to 2016.") == ["contradicted"]
    # without forecast marks the data simply runs to 2022
    assert _ranges(PLAIN, "The chart shows the population of Arcadia from 2014 to 2018.") == ["contradicted"]

"""A number after "a negative rate of", "negative growth of" is a negative value, like one after "lost" or
"minus". Sentences written for the tests."""

from __future__ import annotations

from pathlib import Path

from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text

GROWTH = figure_from_table(read_csv_text("Year,GDP growth\n2021,2.1%\n2020,-4.3%\n2019,1.2%\n", Path("t.csv")), "bar",
                           title="Real GDP growth in Arcadia from 2019 to 2021")


def _values(text):
    return [c.verdict for c in evaluate_text(GROWTH, text).claims if c.kind == "value"]


def test_a_negative_rate_of_n_is_minus_n():
    assert _values("In 2020, the economy shrank at a negative rate of 4.3 percent.") == ["supported"]
    assert _values("In 2020, GDP saw negative growth of 4.3 percent.") == ["supported"]


def test_the_size_still_counts_and_a_plain_number_stays_positive():
    assert _values("In 2020, the economy shrank at a negative rate of 6.1 percent.") == ["contradicted"]
    assert _values("In 2020, the growth rate was 4.3 percent.") == ["contradicted"]

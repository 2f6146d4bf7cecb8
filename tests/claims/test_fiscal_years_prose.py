"""Fiscal years in prose ("2010/11", "FY 2017") are dates spanning their years, in tables and in text alike.
Sentences written for the tests, in the forms editors use."""

from __future__ import annotations

from pathlib import Path

from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text

BEDS = figure_from_table(read_csv_text(
    "Year,Hospital beds\n2014/15,5120\n2013/14,5230\n2012/13,5390\n2011/12,5480\n2010/11,5610\n", Path("t.csv")),
    "line", title="Hospital beds in Ruritania from 2010/11 to 2014/15")


def _claims(text: str) -> list[tuple[str, str]]:
    return [(c.text, c.verdict) for c in evaluate_text(BEDS, text).claims]


def test_a_fiscal_range_in_order_is_not_reversed():
    for text in ("This statistic shows the number of hospital beds in Ruritania from 2010/11 to 2014/15.",
                 "The number of hospital beds fell from 2010/11 to 2014/15."):
        claims = _claims(text)
        assert claims and all(v == "supported" for _, v in claims), claims


def test_a_value_at_a_fiscal_year():
    assert all(v != "contradicted" for _, v in _claims("In 2012/13, there were 5,390 beds."))
    assert any(v == "contradicted" for _, v in _claims("In 2012/13, there were 6,390 beds."))


def test_a_wrong_fiscal_trend_is_still_caught():
    assert any(v == "contradicted" for _, v in _claims("The number of hospital beds rose from 2010/11 to 2014/15."))

"""A chart that prints no values is read off its axis: the panel's value_tolerance (from gt from-csv
--reading-tolerance) bounds how closely a stated value must match. Sentences written for the tests."""

from __future__ import annotations

from pathlib import Path

from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text

CSV = "Year,Tonnes of apples\n2021,8.64\n2020,7.98\n2019,10.48\n"


def _fig(share):
    return figure_from_table(read_csv_text(CSV, Path("t.csv")), "line", title="Apple harvest", reading_tolerance=share)


def _value_verdicts(fig, text):
    return [c.verdict for c in evaluate_text(fig, text).claims if c.kind == "value"]


def test_the_reading_tolerance_is_a_share_of_the_axis_span():
    assert _fig(0.03).panels[0].value_tolerance == 0.03 * 10.48
    assert _fig(None).panels[0].value_tolerance is None


def test_a_value_read_off_the_axis_is_right_within_it_and_wrong_beyond():
    read_off = "In 2021, the harvest was 8.5 tonnes."
    assert _value_verdicts(_fig(None), read_off) == ["contradicted"]  # the table's precision: 8.64 +- 0.005
    assert _value_verdicts(_fig(0.03), read_off) == ["supported"]  # 0.14 off, within 0.31
    assert _value_verdicts(_fig(0.03), "In 2021, the harvest was 9.5 tonnes.") == ["contradicted"]


def test_the_reading_tolerance_is_not_doubled_for_values_cut_after_their_decimals():
    # 8.64 is 0.44 above 8.2: beyond the reading tolerance (0.31), though within twice it
    assert _value_verdicts(_fig(0.03), "In 2021, the harvest was 8.2 tonnes.") == ["contradicted"]
    assert _value_verdicts(_fig(None), "In 2021, the harvest was 8.64 tonnes.") == ["supported"]

"""A date after two trend words belongs to the nearer one: in "decreases slightly before rising again to a new high
in 2012" the fall is not dated 2012 (the rise is). Sentences written for the tests."""

from __future__ import annotations

from pathlib import Path

from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text

STAFF = figure_from_table(read_csv_text("Year,Employees\n2008,14900\n2009,15100\n2010,14700\n2011,15400\n2012,16200\n"
                                        "2013,15800\n", Path("t.csv")), "line", title="Employees of Acme Ltd")


def _trends(text):
    return [(c.text, c.verdict) for c in evaluate_text(STAFF, text).claims if c.kind == "trend"]


def test_the_date_goes_to_the_nearer_trend_word():
    trends = _trends("The staff count stood at 14,700 in 2010. It then dips slightly before climbing again to a new high in 2012.")
    assert all(v != "contradicted" for _, v in trends), trends
    assert [t for t, _ in trends if t.startswith("dips")] == []


def test_a_date_right_after_its_own_trend_word_is_still_read():
    trends = _trends("The staff count fell in 2010 before it climbed again in 2012.")
    assert ("fell in 2010", "supported") in trends
    assert ("rose in 2010", "contradicted") in _trends("The staff count rose in 2010 before it climbed again in 2012.")

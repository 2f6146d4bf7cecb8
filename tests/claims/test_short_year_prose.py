"""A sentence naming a point by a two-digit-year key ("Q3 '19", "Oct '21", "17/18") or a fiscal year ("2006/07") is
judged on that point. Tables and sentences made up for the tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text


def _line(body: str, title: str):
    return figure_from_table(read_csv_text(body, Path("t.csv")), "line", title=title)


QUARTERS = _line("Quarter,Orders in thousands\nQ1 '19,41\nQ2 '19,44\nQ3 '19,52\nQ4 '19,47\nQ1 '20,38\n",
                 "Orders at a made-up bicycle shop by quarter")
MONTHS = _line("Month,Riders in thousands\nAug '21,12.0\nSep '21,13.5\nOct '21,15.2\nNov '21,11.1\n",
               "Riders of a made-up tram line by month")
SEASONS = _line("Season,Goals\n15/16,61\n16/17,58\n17/18,70\n18/19,66\n", "Goals scored by a made-up club per season")
HARVESTS = _line("Year,Exports in million tons\n2005/06,3.1\n2006/07,3.6\n2007/08,2.9\n", "Grain exports of a made-up port")


def _verdicts(fig, text):
    return [(c.kind, c.verdict, c.error_type) for c in evaluate_text(fig, text).claims if c.kind != "label"]


@pytest.mark.parametrize("fig, text, expected", [
    (QUARTERS, "In Q3 '19, orders reached 52 thousand.", [("value", "supported", None)]),
    (QUARTERS, "In Q3 '19, orders reached 44 thousand.", [("value", "contradicted", "location")]),
    (QUARTERS, "Orders peaked in Q2 '19.", [("extremum", "contradicted", "location")]),
    (QUARTERS, "Orders rose from Q3 '19 to Q1 '20.", [("trend", "contradicted", "trend")]),
    (MONTHS, "In Oct '21, riders reached 15.2 thousand.", [("value", "supported", None)]),
    (MONTHS, "In Oct '21, riders reached 12.0 thousand.", [("value", "contradicted", "location")]),
    (MONTHS, "Ridership peaked in Sep '21.", [("extremum", "contradicted", "location")]),
    (SEASONS, "The club scored 70 goals in 17/18.", [("value", "supported", None)]),
    (SEASONS, "The club scored 58 goals in 17/18.", [("value", "contradicted", "location")]),
    (SEASONS, "Goals peaked in 16/17.", [("extremum", "contradicted", "location")]),
    (HARVESTS, "Exports reached 2.9 million tons in 2006/07.", [("value", "contradicted", "location")]),
    (HARVESTS, "Exports peaked in 2005/06.", [("extremum", "contradicted", "location")]),
    (HARVESTS, "Exports peaked in 2006/07.", [("extremum", "supported", None)]),
])
def test_a_sentence_is_judged_at_the_point_it_names(fig, text, expected):
    assert _verdicts(fig, text) == expected


def test_a_score_written_with_a_slash_is_no_season():
    assert _verdicts(SEASONS, "One striker got 17/18 penalties right.") == []

"""Keys with two-digit years ("Q3 '19", "Oct '21", "17/18") are dates in time order, so a newest-first table's
trend is not inverted."""

from __future__ import annotations

import pytest

from figure_builders import csv_figure
from vlmeval.dates import short_year_key
from vlmeval.scoring.scorecard import evaluate_text


@pytest.mark.parametrize("text,key", [
    ("Q3 '19", "2019-Q3"), ("q1 ’20", "2020-Q1"), ("Oct '21", "2021-10"), ("Sept. '98", "1998-09"),
    ("17/18", "2017/18"), ("99/00", "1999/00"),
    ("12/15", None), ("Kilo '21", None), ("Q5 '19", None), ("2019", None),
])
def test_short_year_forms(text, key):
    assert short_year_key(text) == key


@pytest.mark.parametrize("keys", [["Q1 '20", "Q4 '19", "Q3 '19", "Q2 '19"], ["Jan '22", "Dec '21", "Nov '21"],
                                  ["19/20", "18/19", "17/18", "16/17"]])
def test_a_newest_first_table_comes_out_in_time_order(tmp_path, keys):
    # rows newest first, values rising with time: the newest row holds the largest value
    body = "Period,Visitors\n" + "".join(f"{k},{10 * (len(keys) - i)}\n" for i, k in enumerate(keys))
    fig = csv_figure(tmp_path, body, "Visitors to the Orrin Gallery", kind="line")
    assert fig.panels[0].x.scale == "time"
    trends = [c.verdict for c in evaluate_text(fig, "Visitor numbers increased over the period.").claims if c.kind == "trend"]
    assert trends and set(trends) == {"supported"}

"""A movement between two dated points is judged over the stretch between them: "peaked in March 2021, and
then declined to 0.4 in May 2022", "a decrease from 1.2 in March to 0.5 in November". Sentences written for
the tests on a daily series that rises to a peak and falls after it."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from vlmeval.groundtruth.from_csv import figure_from_table, read_csv_text
from vlmeval.scoring.scorecard import evaluate_text

START = dt.date(2020, 1, 1)
DAYS = 900  # rises to day 450 (late March 2021), falls after; a small uptick in the last 20 days
VALUES = [0.2 + i / 450 if i <= 450 else 1.2 - (i - 450) / 500 for i in range(DAYS - 20)] + \
         [0.3 + i / 200 for i in range(20)]
CSV = "date,rate\n" + "\n".join(f"{START + dt.timedelta(days=i)},{v:.3f}" for i, v in enumerate(VALUES)) + "\n"
RATE = figure_from_table(read_csv_text(CSV, Path("t.csv")), "line", title="Reproduction rate in Arcadia")


def _trends(text):
    return [(c.text, c.verdict) for c in evaluate_text(RATE, text).claims if c.kind == "trend"]


def test_a_fall_after_a_peak_to_a_dated_value_is_judged_from_the_peak():
    for text in ("The rate reached a peak of 1.2 in March 2021, and then gradually declined to 0.3 in May 2022.",
                 "The rate reached a peak of 1.2 in March 2021 before declining to 0.3 by May 2022."):
        assert [v for _, v in _trends(text)] == ["supported"], text
    wrong = "The rate reached a peak of 1.2 in March 2021, and then gradually increased to 0.3 in May 2022."
    assert [v for _, v in _trends(wrong)] == ["contradicted"]


def test_a_change_from_one_dated_value_to_another():
    assert [v for _, v in _trends("The data shows a decrease in the rate from 1.2 in March 2021 to 0.4 in "
                                  "April 2022.")] == ["supported"]
    assert [v for _, v in _trends("The data shows an increase in the rate from 1.2 in March 2021 to 0.4 in "
                                  "April 2022.")] == ["contradicted"]


def test_then_until_a_date_starts_at_the_date_before():
    assert [v for _, v in _trends("The rate peaked in March 2021. It then decreased until April 2022.")] == ["supported"]


SHARE = figure_from_table(read_csv_text("date,share\n" + "\n".join(
    f"{START + dt.timedelta(days=i)},{min(80.0, 10 + i * 0.2) + (i % 7) * 0.05:.2f}" for i in range(900)) + "\n",
    Path("t.csv")), "line", title="Share of people vaccinated in Arcadia")


def test_since_then_starts_at_the_date_named_before():
    text = "The share rose to over 80% by the end of 2021. The share has remained relatively stable since then."
    assert [c.text for c in evaluate_text(SHARE, text).claims if c.verdict == "contradicted"] == []
    rising = "The share was 10% in January 2020. The share has remained relatively stable since then."
    assert [c.kind for c in evaluate_text(SHARE, rising).claims if c.verdict == "contradicted"] == ["trend"]


def test_has_since_starts_at_the_date_named_before():
    # the rate peaks in late March 2021 and falls after it, with a small uptick in the last weeks
    text = "The rate peaked in March 2021. The rate has since declined, with a value of 0.3 in May 2022."
    assert [v for t, v in _trends(text) if t.startswith("declined")] == ["supported"]

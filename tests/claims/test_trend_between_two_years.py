"""A movement between two stated years of a yearly chart is the change from the first to the second: "fell from
2018 to 2019", "decreased from 2.4 billion in 2018 to 2.3 billion in 2019", "peaked at 2.4 billion in 2018 and
declined to 2.3 billion by 2019". With two points in the window it used to be read as a step into the window (from
2017), and a peak's year before "declined to <value> by <year>" bounded the decline alone. Sentences written for
the tests on a yearly series that rises to 2018 and falls in 2019, with 2017 below 2019."""

from __future__ import annotations

import json
from pathlib import Path

from vlmeval.groundtruth.from_csv import figure_from_statista
from vlmeval.scoring.scorecard import evaluate_text

ROWS = [(2010, 1040.4), (2011, 1200.0), (2012, 1350.0), (2013, 1500.0), (2014, 1700.0), (2015, 1900.0),
        (2016, 2129.6), (2017, 2250.0), (2018, 2402.1), (2019, 2300.0)]


def _revenue(tmp_path: Path):
    csv = "Year,Revenue in million GBP\n" + "".join(f"{y},{v}\n" for y, v in ROWS)
    path = tmp_path / "t.json"
    path.write_text(json.dumps({"vistext_id": "1", "csv": csv, "value_column_index": 0,
                                "title": "Revenue of a company from 2010 to 2019 (in million GBP)"}))
    return figure_from_statista(path)


def _trends(fig, text):
    return [c.verdict for c in evaluate_text(fig, text).claims if c.kind == "trend"]


def test_a_change_between_two_adjacent_years_starts_at_the_first(tmp_path):
    fig = _revenue(tmp_path)
    for text in ("Revenue fell from 2018 to 2019.", "Revenue decreased from 2.4 billion in 2018 to 2.3 billion in 2019.",
                 "Revenue increased from 2017 to 2018.", "Revenue rose from 2010 to 2011."):
        assert _trends(fig, text) == ["supported"], text
    for text in ("Revenue increased from 2018 to 2019.", "Revenue rose from 2.4 billion in 2018 to 2.3 billion in 2019.",
                 "Revenue fell from 2017 to 2018."):
        assert _trends(fig, text) == ["contradicted"], text


def test_a_fall_to_a_dated_value_after_a_dated_peak_runs_from_the_peak(tmp_path):
    fig = _revenue(tmp_path)
    for text in ("Revenue peaked at 2.4 billion in 2018 and declined to 2.3 billion by 2019.",
                 "Revenue peaked in 2018 before declining to 2.3 billion in 2019."):
        assert _trends(fig, text) == ["supported"], text
    assert _trends(fig, "Revenue peaked in 2018 before rising to 2.3 billion in 2019.") == ["contradicted"]


def test_a_step_into_one_year_is_still_from_the_year_before(tmp_path):
    fig = _revenue(tmp_path)
    assert _trends(fig, "Revenue fell in 2019.") == ["supported"]
    assert _trends(fig, "Revenue rose in 2019.") == ["contradicted"]
    assert _trends(fig, "The revenue increased to 1.2 billion in 2011.") == ["supported"]

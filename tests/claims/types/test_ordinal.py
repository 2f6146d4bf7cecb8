"""Ordinal quantifiers: "second-highest" is the value second in order, not the maximum."""

from __future__ import annotations

import pytest

from figure_builders import bakeries, ferry_years
from vlmeval.scoring.scorecard import evaluate_text


def _extrema(fig, text):
    return [(c.verdict, c.error_type) for c in evaluate_text(fig, text).claims if c.kind == "extremum"]


@pytest.mark.parametrize("sentence", [
    "Passenger numbers reached their second-highest level in 2018.",
    "The second highest count, 8.0 million, came in 2018.",
    "The second-lowest figure was 4.4 million in 2013.",
    "The 2nd largest value was 8.0 million.",
])
def test_an_ordinal_superlative_is_the_value_at_that_rank(tmp_path, sentence):
    assert _extrema(ferry_years(tmp_path), sentence) == [("supported", None)]


@pytest.mark.parametrize("sentence, error", [
    ("Passenger numbers reached their second-highest level in 2019.", "location"),  # 2019 is the maximum
    ("The second highest count was 8.6 million.", "value"),
    ("The third-lowest figure was 4.0 million.", "value"),  # the minimum, not the third
])
def test_the_maximum_is_not_the_second_highest(tmp_path, sentence, error):
    assert _extrema(ferry_years(tmp_path), sentence) == [("contradicted", error)]


def test_a_second_peak_is_still_a_local_peak(tmp_path):
    assert _extrema(ferry_years(tmp_path), "Passengers hit a second peak in 2019.") == [("supported", None)]


@pytest.mark.parametrize("sentence, verdict", [
    ("The second-largest chain had sales of about 52 million euros.", ("supported", None)),
    ("The second-largest chain had sales of 84.2 million euros.", ("contradicted", "value")),  # the largest's sales
])
def test_an_ordinal_on_a_category_chart_checks_its_number(tmp_path, sentence, verdict):
    assert _extrema(bakeries(tmp_path), sentence) == [verdict]

"""Ungrounded content: causes, forecasts beyond the data and outside benchmarks; hedged speculation is one too."""

from __future__ import annotations

import pytest

from figure_builders import csv_figure, ferry_years
from vlmeval.scoring.scorecard import evaluate_text


def _ungrounded(fig, sentence):
    return [(c.verdict, c.error_type) for c in evaluate_text(fig, sentence).claims if c.kind == "ungrounded"]


@pytest.mark.parametrize("sentence", [
    "Passengers fell in 2020 due to the closure of two ferry routes.",
    "The rise after 2015 was driven by cheaper tickets.",
    "Passenger numbers will continue to grow after 2020.",
    "Passengers are expected to reach 10 million by 2025.",
    "In 2019 ferry use in Norway was well above the European average.",
])
def test_what_the_chart_cannot_show_is_ungrounded(tmp_path, sentence):
    assert _ungrounded(ferry_years(tmp_path), sentence) == [("contradicted", "hallucination")]


@pytest.mark.parametrize("sentence", [
    "The fall in 2020 may be due to the closure of two ferry routes.",
    "This suggests that passengers will continue to grow.",
    "The rise was possibly driven by cheaper tickets.",
])
def test_hedged_speculation_is_ungrounded_too(tmp_path, sentence):
    # the policy of claims.speculation: a hedge does not ground an explanation the chart cannot show
    assert _ungrounded(ferry_years(tmp_path), sentence) == [("contradicted", "hallucination")]


def test_interpretation_that_explains_nothing_is_no_claim(tmp_path):
    assert _ungrounded(ferry_years(tmp_path), "This suggests a busy market for ferry operators.") == []


@pytest.mark.parametrize("sentence", [
    "This chart will be updated when the operators publish new counts.",  # says nothing about the values
    "Passengers who travel at night will be counted separately.",
])
def test_future_tense_without_where_the_values_go_is_no_forecast(tmp_path, sentence):
    assert _ungrounded(ferry_years(tmp_path), sentence) == []


def test_grounded_after_all(tmp_path):
    fig = ferry_years(tmp_path)
    # a forecast for a year the chart plots is checked by the value claims, not called ungrounded
    assert _ungrounded(fig, "Passengers are expected to reach 5.2 million in 2020.") == [("unverifiable", None)]
    reasons = csv_figure(tmp_path, "Reason,Share\nTickets are too expensive,41%\nNo route near me,30%\n",
                         "Why people do not take the ferry", name="why")
    assert _ungrounded(reasons, "Ferry use dropped because tickets are too expensive.") == [("unverifiable", None)]
    # a definition is no cause: nothing moved
    assert _ungrounded(fig, "A passenger is a person carried by a ferry, as counted by the operators.") == []
    assert _ungrounded(fig, "Passengers are people carried on routes caused by demand.") == []


def test_ungrounded_has_its_own_count_and_is_in_the_hallucination_rate(tmp_path):
    fig = ferry_years(tmp_path)
    scored = evaluate_text(fig, "Passengers fell in 2020 due to the closure of two ferry routes.")
    assert scored.counts["ungrounded"] == 1
    assert scored.counts["hallucination"] >= 1 and scored.metrics.hallucination_rate > 0

"""Degenerate text (loops, a name listed twice in a row) is nonsense; ordinary repetition is not."""

from __future__ import annotations

import pytest

from figure_builders import bakeries
from vlmeval.scoring.scorecard import evaluate_text


def _nonsense(fig, text):
    return [c.text for c in evaluate_text(fig, text).claims if c.kind == "degenerate" and c.error_type == "nonsense"]


@pytest.mark.parametrize("text", [
    "Shoppers say the bread of the day is the bread of the day is the bread of the day is the bread of the day.",
    "The chains sell loaves loaves loaves loaves loaves every morning.",
    "The largest chains are Migalha, Migalha and Forno Azul.",
])
def test_loops_and_repeated_items_are_nonsense(tmp_path, text):
    assert len(_nonsense(bakeries(tmp_path), text)) == 1


@pytest.mark.parametrize("text", [
    "Padaria Lume sold the most bread, and Forno Azul sold the most cakes.",
    "Sales rose, and rose, and rose again.",  # emphasis, not a loop
    "The chains are Migalha, Trigo Vivo and Casa do Pao.",
    "New York, New Jersey and Ohio have no chains on the chart.",
    "Sales rose to 3.1 loaves per 1,000 people in 2019, to 3.4 loaves per 1,000 people in 2020 and to 3.9 loaves per "
    "1,000 people in 2021, the highest of the period.",  # a unit repeated along a long sentence
    "Other text: Migalha, Migalha.",  # two labels read off the image, not a list
    "Labels read: Chain, Chain, Chain.",
])
def test_ordinary_repetition_is_not(tmp_path, text):
    assert _nonsense(bakeries(tmp_path), text) == []


def test_nonsense_counts_in_the_scorecard(tmp_path):
    scored = evaluate_text(bakeries(tmp_path), "The largest chains are Migalha, Migalha and Forno Azul.")
    assert scored.counts["nonsense"] >= 1 and scored.sentences[0].factual is False

"""Speculation: a hedged cause is a claim, and so is a cause of the movement the sentence before states."""

from __future__ import annotations

import pytest

from figure_builders import ferry_years
from vlmeval.scoring.scorecard import evaluate_text


def _ungrounded(fig, text):
    return [(c.verdict, c.error_type, c.stated) for c in evaluate_text(fig, text).claims if c.kind == "ungrounded"]


@pytest.mark.parametrize("text,cause", [
    ("Ferry trips rose after 2015. This is probably because of cheaper tickets.", "cheaper tickets"),
    ("Passenger numbers dropped in 2020. It was driven by the closure of the northern route.",
     "the closure of the northern route"),
])
def test_a_cause_of_the_movement_the_sentence_before_states(tmp_path, text, cause):
    assert _ungrounded(ferry_years(tmp_path), text) == [("contradicted", "hallucination", cause)]


@pytest.mark.parametrize("text", [
    "The chart covers 2010 to 2020. This is because of how the operators report.",  # no movement before "this"
    "Ferry trips rose after 2015. This growth continued to 2019.",  # no cause at all
])
def test_no_movement_explained_no_claim(tmp_path, text):
    assert _ungrounded(ferry_years(tmp_path), text) == []

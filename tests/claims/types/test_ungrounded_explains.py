"""A cause stated before "which explains" the movement ("Longer routes need more crew, which explains the growth of
passenger numbers") is outside knowledge stated as fact, like "due to"; a reading of the chart before it, or a
hedged explanation, is not. Sentences written for the tests."""

from __future__ import annotations

import pytest

from figure_builders import ferry_years
from vlmeval.claims.types.ungrounded import _EXPLAINS_CUES, EXPLAINS_RE
from vlmeval.scoring.scorecard import evaluate_text


def _ungrounded(fig, sentence):
    return [(c.verdict, c.error_type) for c in evaluate_text(fig, sentence).claims if c.kind == "ungrounded"]


@pytest.mark.parametrize("sentence", [
    "Longer summer seasons bring more tourists to the fjords, which explains the growth of ferry traffic.",
    "Cheaper tickets attracted commuters, which accounts for the rise in passengers.",
    "New bridges replaced several crossings, which is why passenger numbers dropped at the end.",
])
def test_a_cause_before_which_explains_is_ungrounded(tmp_path, sentence):
    assert _ungrounded(ferry_years(tmp_path), sentence) == [("contradicted", "hallucination")]


@pytest.mark.parametrize("sentence", [
    "Passengers peaked at 8.6 million in 2019, which explains the high average.",  # a reading of the chart
    "Cheaper tickets attracted commuters, which may explain the rise in passengers.",  # hedged
    "Cheaper tickets attracted commuters, which explains the new timetable.",  # no movement explained
])
def test_a_reading_or_a_hedge_before_it_is_no_cause(tmp_path, sentence):
    assert _ungrounded(ferry_years(tmp_path), sentence) == []


def test_every_form_holds_a_cue():
    for phrase in (", which explains the rise", ", which accounts for the rise", ", which is why it rose",
                   ", which is the reason why it rose", ", WHICH EXPLAINS THE RISE"):
        m = EXPLAINS_RE.search(phrase)
        assert m is not None, phrase
        assert any(c in m.group().lower() for c in _EXPLAINS_CUES), phrase

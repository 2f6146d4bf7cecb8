"""A numbered list of readings ("1. x = 1000: ~44", "2) ...", "(3) ...") is read as its bulleted twin: its lead-in names
the series of its items; and a lead-in calling its readings approximate makes their values approximate too, not only
their x ("x = 1000: 45" under it is held as "x ≈ 1000: ~45", never to its printed precision)."""

from __future__ import annotations

import pytest

from figure_builders import dashed_trace
from vlmeval.scoring.scorecard import evaluate_text

_LEAD = "**Orange dashed line:**\n"


def _values(text: str) -> list[tuple[str, str]]:
    full = "### Detailed Analysis\n" + text
    return [(c.verdict, full[c.start:c.end]) for c in evaluate_text(dashed_trace(), full).claims if c.kind == "value"]


@pytest.mark.parametrize("marks", [("1.", "2."), ("1)", "2)"), ("(1)", "(2)")])
def test_a_numbered_list_under_a_lead_in_reads_as_bullets(marks):
    a, b = marks
    text = f"{_LEAD}{a} x = 1000: ~44\n{b} x = 944: ~20\n"
    bulleted = f"{_LEAD}- x = 1000: ~44\n- x = 944: ~20\n"
    assert _values(text) == _values(bulleted) == [("supported", "1000: ~44"), ("supported", "944: ~20")]
    assert [v for v, _ in _values(text.replace("~20", "~30"))] == ["supported", "contradicted"]


def test_a_numbered_item_with_a_remark_stays_in_the_run():
    text = f"{_LEAD}1. x = 900: ~29 (just before the trough)\n2. x = 1000: ~44\n"
    assert [v for v, w in _values(text) if w.startswith("1000")] == ["supported"]


def test_a_number_inside_a_sentence_is_no_list_mark():
    # "2.5" opens no list item: the line is a sentence, not one of the run, and no reading is pinned on it
    assert _values(f"{_LEAD}2.5 x = 1000: ~44\n") == []


def test_an_approximate_lead_in_makes_bare_values_approximate():
    approximate = "**Orange dashed line** (approximate):\n- x = 1000: 45\n- x = 944: 20\n"
    hedged = approximate.replace(": 45", ": ~45")
    assert [v for v, _ in _values(approximate)] == [v for v, _ in _values(hedged)] == ["supported", "supported"]
    plain = approximate.replace(" (approximate)", "")
    assert [v for v, _ in _values(plain)] == ["contradicted", "supported"]  # the peak is 44: 45 exact is off


def test_an_approximate_lead_in_still_catches_a_value_far_off():
    text = "**Orange dashed line** (approximate):\n- x = 1000: 60\n- x = 944: 20\n"
    assert [v for v, _ in _values(text)] == ["contradicted", "supported"]


@pytest.mark.parametrize("mark", ["1.", "2)", "(3)"])
def test_a_numbered_sentence_placing_a_value_takes_its_series_from_the_lead_in(mark):
    text = f"The orange dashed line:\n{mark} It reaches ~44 at x = 1000.\n"
    assert _values(text) == _values(text.replace(mark, "-")) == [("supported", "44 at x = 1000")]
    assert _values(text.replace("~44", "~60")) == [("contradicted", "60 at x = 1000")]

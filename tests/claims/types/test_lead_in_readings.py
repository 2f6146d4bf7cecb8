"""Readings at an x in the bullets under a lead-in naming their series: a bullet that opens with a reading and goes on
with a remark in brackets is still one of the run (the lead-in leads the bullets after it), and a lead-in calling the
readings approximate makes their x approximate too (a trough read off the drawing near where it is)."""

from __future__ import annotations

from figure_builders import dashed_trace
from vlmeval.scoring.scorecard import evaluate_text

def _values(text: str) -> list[tuple[str, str]]:
    full = "### Detailed Analysis\n" + text
    return [(c.verdict, full[c.start:c.end]) for c in evaluate_text(dashed_trace(), full).claims if c.kind == "value"]


def test_a_bracketed_remark_after_the_first_reading_does_not_end_the_run():
    text = "**Orange dashed line:**\n- x = 900: ~29 (just before the trough, which reaches ~20)\n- x = 1000: ~44\n"
    assert [v for v, w in _values(text) if w.startswith("1000")] == ["supported"]
    assert [v for v, w in _values(text.replace("~44", "~30")) if w.startswith("1000")] == ["contradicted"]


def test_an_approximate_lead_in_makes_the_x_of_its_readings_approximate():
    approximate = "**Orange dashed line** (approximate local peaks and troughs):\n- x = 1000: ~44\n- x = 960: ~20\n"
    assert [v for v, _ in _values(approximate)] == ["supported", "supported"]  # the trough is at 944, near 960
    plain = approximate.replace(" (approximate local peaks and troughs)", "")
    assert [v for v, _ in _values(plain)] == ["supported", "contradicted"]  # at 960 itself the line is at ~31


def test_an_approximate_x_still_catches_a_value_the_line_does_not_reach_near_it():
    text = "**Orange dashed line** (approximate local peaks and troughs):\n- x = 1000: ~20\n- x = 960: ~60\n"
    assert [v for v, _ in _values(text)] == ["contradicted", "contradicted"]


def test_a_number_after_approximately_hedges_that_number_not_the_readings():
    text = "**Orange dashed line** (approximately 30 on average):\n- x = 1000: ~44\n- x = 960: ~20\n"
    assert [v for v, _ in _values(text)] == ["supported", "contradicted"]


def test_a_reading_followed_by_a_remark_in_brackets_is_read():
    text = "**Orange dashed line:**\n- x = 944: ~20 (the trough, between ~24 and ~30 on either side)\n- x = 1000: ~44\n"
    assert [v for v, _ in _values(text)] == ["supported", "supported"]
    assert [v for v, _ in _values(text.replace("~20 (", "~30 ("))] == ["contradicted", "supported"]


def test_a_bracket_of_numbers_alone_is_no_remark():
    # "(930, 958)" opens with no word: the bullet is no one reading and a remark, so no reading is pinned on it
    assert [w for _, w in _values("**Orange dashed line:**\n- x = 944: ~20 (930, 958)\n")] == []


def test_a_reading_followed_by_a_remark_after_a_comma_is_read():
    text = "**Orange dashed line:**\n- x = 1000: ~44, the highest point of the stretch\n- x = 944: ~20, the trough\n"
    assert [v for v, _ in _values(text)] == ["supported", "supported"]
    assert [v for v, _ in _values(text.replace("~44,", "~30,"))] == ["contradicted", "supported"]

"""Wrong units that real-prose-own part own-a showed unread or unjudged (issue 32, the misses), class by class,
each with sentences of our own in the form the set's descriptions use, on real-suite figures whose records can
judge them. Each wrong sentence was not contradicted before its rule."""

from __future__ import annotations

import pytest

from real_suite_sentences import section, verdicts

STACKED = "he-graphene-bh-beta-tau-scaling"  # panels titled "(a)", "(b)", "(c)" (the letter alone), two insets


def _detailed(text: str) -> str:
    return section("Detailed Analysis", text)


# --- a lead-in naming a panel by a printed letter that is the panel's whole title ("(a)")

@pytest.mark.parametrize("lead", ["**Panel (b):**", "**Panel (b) – potential energy (blue):** falls, then flattens."])
def test_readings_under_a_lead_in_naming_a_letter_titled_panel_are_judged_there(lead):
    right = _detailed(f"{lead}\n* β = 0.50: -150.50 K\n* β = 1.30: -150.47 K")
    wrong = _detailed(f"{lead}\n* β = 0.50: -149.50 K\n* β = 1.30: -150.47 K")
    assert verdicts(STACKED, right, "value") == ["supported", "supported"]
    assert verdicts(STACKED, wrong, "value") == ["contradicted", "supported"]


def test_an_extreme_at_a_position_under_a_letter_titled_panel_is_judged_there():
    right = _detailed("**Panel (a) – kinetic energy:**\n* The highest point is at β ≈ 1.3 (~124.5 K).")
    wrong = _detailed("**Panel (a) – kinetic energy:**\n* The highest point is at β ≈ 0.9 (~124.5 K).")
    assert verdicts(STACKED, right, "extremum") == ["supported"]
    assert verdicts(STACKED, wrong, "extremum") == ["contradicted"]


def test_each_letter_titled_panel_takes_its_own_readings():
    text = _detailed("**Panel (a):**\n* β = 0.50: 124.29 K\n\n**Panel (c):**\n* β = 0.50: 147.56 K\n* β = 0.70: 148.49 K")
    assert verdicts(STACKED, text, "value") == ["supported", "supported", "contradicted"]

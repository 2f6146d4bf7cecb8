"""A line under no panel's heading (Key Observations, Overview) of a multi-panel figure names its panel itself: by
printed letter or place ("In panel (b), Mg sits near 0.59 at R = 8", "In the bottom panel ...") or by a series
only one panel draws ("V2/V falls to about -0.92 at δ = 0.15"), or by the quantity one panel's y axis shows
("The critical temperature is about 1.0 K at δ = 0.1"). Every reader that takes a line's panel from
``claims.xy_readings.scope_panel`` reads it there; before, such a line had no panel and its reading was dropped.
A line naming two panels, or a series every panel draws, still has none."""

from __future__ import annotations

import pytest

from real_suite_sentences import section, verdicts

WETTING = "nanopores-wetting-wetting-parameters-combined-r"  # (a) above (b), both draw Cs ... Ar and the hard wall
STRAIN = "he-graphene-bh-t-vs-delta-anistrain"  # (b) draws t1/t and t2/t, (c) V1/V and V2/V


def _values(figure_id: str, bullet: str) -> list[str]:
    return verdicts(figure_id, section("Key Observations", bullet), "value")


@pytest.mark.parametrize("figure_id, right, wrong", [
    (WETTING, "* In panel (b), Mg sits near 0.59 at R = 8.", "* In panel (b), Mg sits near 0.35 at R = 8."),
    (WETTING, "* In the bottom panel, Mg sits near 0.59 at R = 8.", "* In the bottom panel, Mg sits near 0.35 at R = 8."),
    (STRAIN, "* V2/V falls to about -0.92 at δ = 0.15.", "* V2/V falls to about -0.5 at δ = 0.15."),
])
def test_a_line_names_its_own_panel(figure_id, right, wrong):
    assert _values(figure_id, right) == ["supported"]
    assert _values(figure_id, wrong) == ["contradicted"]


@pytest.mark.parametrize("bullet", [
    "* Mg sits near 0.35 at R = 8.",  # both panels draw Mg
    "* Mg sits near 0.35 at R = 8 in panel (b) and near 0.9 in panel (a).",  # two panels
])
def test_a_line_naming_no_one_panel_gives_no_reading(bullet):
    assert _values(WETTING, bullet) == []


def test_a_lead_in_that_leaves_the_panel_open_keeps_it_open():
    text = section("Detailed Analysis", "**Both panels:**\n* Mg sits near 0.35 at R = 8 in panel (b).")
    assert verdicts(WETTING, text, "value") == []  # without the lead-in: contradicted


STRAINED = "strain-graphene-fig3-insets"  # top: Critical Temperature (K) against strain; bottom: Fraction


@pytest.mark.parametrize("figure_id, right, wrong", [
    (STRAINED, "* The critical temperature is about 1.0 K at δ = 0.1.", "* The critical temperature is about 0.4 K at δ = 0.1."),
    (WETTING, "* f_well of Mg is about 0.59 at R = 8.", "* f_well of Mg is about 0.35 at R = 8."),  # Mg: both panels
])
def test_a_line_names_its_panel_by_the_quantity_its_y_axis_shows(figure_id, right, wrong):
    assert _values(figure_id, right) == ["supported"]
    assert _values(figure_id, wrong) == ["contradicted"]


@pytest.mark.parametrize("bullet", [
    "* Mg: f_well ~0.35 and ⟨r/R⟩ ~0.9 at R = 8.",  # the quantities of both panels
    "* In panel (a), f_well of Mg is about 0.35 at R = 8.",  # the letter and the quantity disagree
])
def test_a_line_whose_quantities_name_no_one_panel_gives_no_reading(bullet):
    assert _values(WETTING, bullet) == []

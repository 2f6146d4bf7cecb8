"""Panels named the ways seed-format descriptions name them, on real-suite figures of dev papers: by printed
letter ("Panel (c)", "in panel (d)"), by grid place ("top-left panel", "second panel from the right"), by rank
("fifth panel"). Each class has a correct sentence (supported) and a wrong one (contradicted); before, each was
unverifiable ("which panel is meant is not clear") or not read."""

from __future__ import annotations

import pytest

from real_suite_sentences import section, verdicts

RADIAL = "ar-mcm-combined-radial-density"  # 2 x 2; letters (b)-(d) printed, (a) unread; one curve per panel
TQ = "quench-structure-factor-tq-vs-q"  # 1 x 6 panels titled "V = ...", no letters

_verdicts = verdicts


def _detailed(bullet: str) -> str:
    return section("Detailed Analysis", bullet)


@pytest.mark.parametrize("figure_id, right, wrong", [
    # printed letter, as a bold lead-in and inside a sentence
    (RADIAL, "* **Panel (c):** The curve peaks at about 0.025.", "* **Panel (c):** The curve peaks at about 0.008."),
    (RADIAL, "In panel (d), the density peaks at about 0.027.", "In panel (d), the density peaks at about 0.015."),
    # the one letter the record does not read is the one the others leave: (a) is the first panel
    (RADIAL, "* **Panel (a):** the density peaks at about 0.0015.", "* **Panel (a):** the density peaks at about 0.02."),
])
def test_a_panel_named_by_its_printed_letter_is_that_panel(figure_id, right, wrong):
    assert _verdicts(figure_id, _detailed(right), "extremum") == ["supported"]
    assert _verdicts(figure_id, _detailed(wrong), "extremum") == ["contradicted"]


@pytest.mark.parametrize("figure_id, right, wrong", [
    (RADIAL, "* **Top-left panel:** the density peaks at about 0.0015.",
     "* **Top-left panel:** the density peaks at about 0.02."),
    (RADIAL, "* **Bottom-right panel:** the density peaks at about 0.027.",
     "* **Bottom-right panel:** the density peaks at about 0.0015."),
    (TQ, "In the second panel from the right, the highest Tq is about 0.26.",
     "In the second panel from the right, the highest Tq is about 0.19."),
])
def test_a_panel_named_by_its_place_in_the_grid_is_that_panel(figure_id, right, wrong):
    assert _verdicts(figure_id, _detailed(right), "extremum") == ["supported"]
    assert _verdicts(figure_id, _detailed(wrong), "extremum") == ["contradicted"]


S2 = "pigsfli-symmetry-resolved-s2-vs-beta"  # 3 x 4: three scatter panels and a bar panel in each row


@pytest.mark.parametrize("right, wrong", [
    ("* **Top row, rightmost panel:** the highest bar reaches about 0.92.",
     "* **Top row, rightmost panel:** the highest bar reaches about 0.52."),
    ("* **The rightmost panel of the second row:** the highest bar reaches about 0.52.",
     "* **The rightmost panel of the second row:** the highest bar reaches about 0.92."),
])
def test_a_side_of_a_named_row_is_that_panel(right, wrong):
    assert _verdicts(S2, _detailed(right), "extremum") == ["supported"]
    assert _verdicts(S2, _detailed(wrong), "extremum") == ["contradicted"]


def test_a_place_the_grid_does_not_single_out_names_no_panel():
    # a 2 x 2 grid has no one "left panel" and no middle column
    for bullet in ("* **Left panel:** the density peaks at about 0.02.",
                   "* **Middle panel:** the density peaks at about 0.02."):
        assert _verdicts(RADIAL, _detailed(bullet), "extremum") == ["unverifiable"]


def test_a_panel_named_by_its_rank_is_that_panel():
    assert _verdicts(TQ, _detailed("* **Fifth panel:** the highest Tq is about 0.26."), "extremum") == ["supported"]
    assert _verdicts(TQ, _detailed("* **Fifth panel:** the highest Tq is about 0.12."), "extremum") == ["contradicted"]

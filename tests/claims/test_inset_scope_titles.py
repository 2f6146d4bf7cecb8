"""A line opening on an inset, under a panel's lead-in, is about that panel's inset whether the record titles the
insets by their panel's number ("inset of panel 2") or by its title ("inset of Potential")."""

from __future__ import annotations

import pytest

from vlmeval.claims.insets import inset_scope
from vlmeval.groundtruth.schema import Panel


def _panels(titles: list[str], insets: list[str]) -> list[Panel]:
    return [Panel(title=t) for t in titles + insets]


@pytest.mark.parametrize("titles, insets", [
    (["Kinetic", "Potential"], ["inset of Kinetic", "inset of Potential"]),
    (["left panel", "right panel"], ["inset of panel 1", "inset of panel 2"]),
])
def test_an_inset_line_under_a_panel_is_that_panels_inset(titles, insets):
    panels = _panels(titles, insets)
    for i in (0, 1):
        assert inset_scope(panels, "* **Inset:** the ratio falls from 0.90 to 0.84.", titles[i]) == insets[i]


def test_a_panel_without_an_inset_of_its_own_has_none():
    panels = _panels(["Kinetic", "Potential"], ["inset of Kinetic", "inset of Lattice"])
    assert inset_scope(panels, "Inset: the ratio falls.", "Potential") == ""

"""A line-value claim whose clause names its panel by place ("in the right panel") is judged on the panel at that
place of the layout, whatever the panels' titles: titled "Kinetic" and "Potential" as when titled by their places."""

from __future__ import annotations

import pytest

from vlmeval.api import score_text
from vlmeval.groundtruth.schema import Figure

KEYS = ["2^2", "2^3", "2^4", "2^5", "2^6"]
LEFT = [[467.0, 500.0, 600.0, 700.0, 849.0], [421.0, 450.0, 500.0, 600.0, 713.0]]
RIGHT = [[446.0, 500.0, 600.0, 700.0, 844.0], [427.0, 450.0, 520.0, 610.0, 732.0]]


def _panel(title: str, place: tuple[int, int] | None, values: list) -> dict:
    out = {"title": title, "x": {"label": "β", "scale": "log"}, "y": {"label": "τ", "scale": "linear"},
           "data": {"rows": ["Rejection", "Direct"], "columns": KEYS, "values": values}}
    return out | ({"position": list(place)} if place is not None else {})


def _figure(left: str, right: str, places: bool) -> Figure:
    """Two panels side by side, the same series in each with other values (placed by ``Panel.position`` or only by
    the record's order in a one-row layout)."""
    panels = [_panel(left, (0, 0) if places else None, LEFT), _panel(right, (0, 1) if places else None, RIGHT)]
    return Figure.model_validate({"schema_version": 2, "id": "two-panel-test", "kind": "line",
                                  "layout": {"rows": 1, "cols": 2}, "panels": panels})


def _values(text: str, fig: Figure) -> list[tuple[str | None, str]]:
    """(panel, verdict) of each value claim: each sentence states a value of the panel it names, which the other
    panel's same-named series does not hold at that place."""
    return [(c.panel, c.verdict) for c in score_text(text, fig).claims if c.kind == "value"]


@pytest.mark.parametrize("places", [True, False])
@pytest.mark.parametrize("sentence, panel", [
    ("In the right panel, Direct ends at about 732 at β = 2^6.", 1),
    ("In the left panel, Direct ends at about 713 at β = 2^6.", 0),
    ("In the second panel, Rejection ends at about 844 at β = 2^6.", 1),
])
def test_a_place_word_names_the_panel_at_that_place_whatever_its_title(sentence, panel, places):
    text = f"## Line Chart\n\n{sentence}\n"
    for titles in (("Kinetic", "Potential"), ("left panel", "right panel")):
        assert _values(text, _figure(*titles, places)) == [(titles[panel], "supported")]


def test_a_heading_naming_a_place_scopes_its_clauses_to_that_panel():
    text = "## Right panel\n\nDirect ends at about 732 at β = 2^6.\n"
    assert _values(text, _figure("Kinetic", "Potential", True)) == [("Potential", "supported")]


@pytest.mark.parametrize("lead", ["**Right panel:**", "**Right panel (Potential):**", "**Right:**", "### Right panel"])
def test_bullets_under_a_lead_in_naming_a_place_are_judged_on_that_panel(lead):
    """A bold lead-in on its own line scopes the bullets under it, as a heading does, for line prose too."""
    text = f"## Line Chart\n\n**Left panel:** both series rise.\n\n{lead}\n- Direct ends at about 732 at β = 2^6.\n"
    for titles in (("Kinetic", "Potential"), ("left panel", "right panel")):
        assert _values(text, _figure(*titles, True)) == [(titles[1], "supported")]


def test_an_axis_named_by_its_letter_is_no_value_range_of_the_series():
    """"Kinetic: y from 400 to 800": the y axis's span in a panel named by its title, not its series' values."""
    card = score_text("## Line Chart\n\nKinetic: y from 400 to 800; Potential: y from 400 to 800.\n",
                      _figure("Kinetic", "Potential", True))
    assert not [c for c in card.claims if c.kind == "range" and c.verdict == "contradicted"]

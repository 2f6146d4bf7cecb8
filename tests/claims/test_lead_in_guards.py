"""A lead-in naming one series ("**Train (blue):**") scopes a later item of its list only when the item speaks of
that series alone (claims.list_items.subjectless). An item that ranks the series among others or weighs it
against another states a relation between series: no claim of it is pinned on the lead-in's series."""

from __future__ import annotations

import pytest

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text

_XS = [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0]


def _panel(title: str, train: list[float], test: list[float]) -> Panel:
    return Panel(title=title, x=Axis(label="x", range=(0.0, 6.0)), y=Axis(label="loss"),
                 data=Table(rows=["train", "test"], columns=_XS, values=[train, test]))


def _one() -> Figure:
    return Figure(id="lead-in-guards", kind="line", layout=Layout(rows=1, cols=1),
                  panels=[_panel("panel 1", [1.0, 0.6, 0.4, 0.8, 0.9, 0.5, 0.2], [1.2, 0.9, 0.7, 0.3, 0.8, 0.9, 1.0])])


def _list(lead: str, *items: str) -> str:
    return "### Detailed Analysis\n" + lead + "\n" + "".join(f"{i}. {t}\n" for i, t in enumerate(items, 1))


def _pinned(fig: Figure, text: str, item: str) -> list[tuple[str, str, str]]:
    """The claims inside ``item`` that are pinned on a series: (kind, series, verdict)."""
    at = text.index(item)
    return [(c.kind, str(c.row), c.verdict) for c in evaluate_text(fig, text).claims
            if at <= c.start < at + len(item) and c.row is not None]


@pytest.mark.parametrize("item", ["Is the highest of the curves at x = 4 (~0.9).", "Highest at x = 3 (~0.8).",
                                  "Ends lowest of the pair, ~0.2 at x = 6."])
def test_an_item_that_ranks_its_series_among_others_takes_no_series_from_the_lead_in(item):
    text = _list("**Train (blue):**", "Starts at ~1.0 at x = 0.", item)
    assert _pinned(_one(), text, item) == []


@pytest.mark.parametrize("item", ["Drops to its lowest, ~0.2 at x = 6.", "Lowest value ~0.2 at x = 6."])
def test_the_series_own_extreme_still_reads_the_lead_ins_series(item):
    text = _list("**Train (blue):**", "Starts at ~1.0 at x = 0.", item)
    assert [(s, v) for _, s, v in _pinned(_one(), text, item)] == [("train", "supported")]


@pytest.mark.parametrize("item", ["They end near ~0.6 at x = 6.", "Converge near ~0.6 at x = 6.",
                                  "Curves level off near ~0.6 at x = 6."])
def test_an_item_that_speaks_of_the_series_together_takes_no_series_from_the_lead_in(item):
    """"They ...", "Converge ...", "Curves level off ...": a summary across the series, not one series' reading."""
    text = _list("**Train (blue):**", "Starts at ~1.0 at x = 0.", item)
    assert _pinned(_one(), text, item) == []


def _two() -> Figure:
    return Figure(id="lead-in-guards-2", kind="line", layout=Layout(rows=1, cols=2),
                  panels=[_panel("left", [1.0, 0.6, 0.4, 0.8, 0.9, 0.5, 0.2], [1.2, 0.9, 0.7, 0.3, 0.8, 0.9, 1.0]),
                          _panel("right", [2.0, 1.6, 1.4, 1.8, 1.9, 1.5, 1.2], [2.2, 1.9, 1.7, 1.3, 1.8, 1.9, 2.0])])


@pytest.mark.parametrize("item", ["Ends at ~1.2 at x = 6 (right panel).",
                                  "Reaches its minimum of ~1.2 at x = 6 in the right panel.",
                                  "Right: ends at ~1.2 at x = 6."])
def test_an_item_that_names_a_panel_of_its_own_takes_no_scope_from_the_lead_in(item):
    """The lead-in names the left panel; the item moves to another: the lead-in's panel is not the item's."""
    text = _list("**Train (blue), left panel:**", "Starts at ~1.0 at x = 0.", "Falls to ~0.4 at x = 2.", item)
    assert [v for _, _, v in _pinned(_two(), text, item) if v == "contradicted"] == []


@pytest.mark.parametrize("item", ["Falls to ~1.4 at x = 2.", "Reaches its minimum of ~1.2 at x = 6."])
def test_items_after_a_sibling_that_moves_to_another_panel_take_no_scope_from_the_lead_in(item):
    """"3. Right: starts at ~2.0 at x = 0." has moved the list to the right panel: the items after it are not
    the lead-in's left panel."""
    text = _list("**Train (blue), left panel:**", "Starts at ~1.0 at x = 0.", "Right: starts at ~2.0 at x = 0.", item)
    assert [v for _, _, v in _pinned(_two(), text, item) if v == "contradicted"] == []


def test_items_after_a_sibling_that_turns_to_another_series_take_no_series_from_the_lead_in():
    """"2. Test, in orange, starts at ~1.2 at x = 0." turns to the test series: "3. Drops to ~0.7 at x = 2." goes on
    about it, not about the lead-in's train series."""
    item = "Drops to ~0.7 at x = 2."
    text = _list("**Train (blue):**", "Starts at ~1.0 at x = 0.", "Test, in orange, starts at ~1.2 at x = 0.", item)
    assert _pinned(_one(), text, item) == []


def test_items_after_siblings_on_the_lead_ins_series_still_read_it():
    item = "Rises to ~0.9 at x = 4."
    text = _list("**Train (blue):**", "Starts at ~1.0 at x = 0.", "Drops below 0.5 by x = 2.", item)
    assert _pinned(_one(), text, item) == [("value", "train", "supported")]


@pytest.mark.parametrize("item", ["Rises to a peak of ~0.9 at x = 4.", "Falls to a minimum of ~0.4 at x = 2."])
def test_an_extreme_told_in_one_step_of_a_course_is_not_the_whole_series(item):
    """"2. Rises to a peak of ~0.9 at x = 4." under "**Train (blue):**": that stretch's peak, which need not be
    the series' (its maximum is 1.0 at x = 0): no contradiction (claims.stretch_items)."""
    text = _list("**Train (blue):**", "Starts at ~1.0 at x = 0.", item, "Ends at ~0.2 at x = 6.")
    assert [v for k, _, v in _pinned(_one(), text, item) if k == "extremum"] in ([], ["unverifiable"])


def test_an_extreme_of_a_sentence_naming_its_series_is_still_judged_whole():
    item = "The train curve rises to a peak of ~0.9 at x = 4."
    text = _list("**Train (blue):**", "Starts at ~1.0 at x = 0.", item)
    assert ("extremum", "train", "contradicted") in _pinned(_one(), text, item)

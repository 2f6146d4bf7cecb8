"""A bullet led by a series name that other panels hold and this panel does not name ("* Au: peak of ~0.0048 ...;
Ar and Ne peak slightly lower", where this panel's Au curve is named only by its look) is about Au: it is never
pinned on Ar, which the bullet mentions later."""

from __future__ import annotations

from vlmeval.claims.xy_readings import figure_series_names, series_in_scope
from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table

NAMED = Panel(title="R = 4", x=Axis(label="r/R"), y=Axis(label="density"),
              data=Table(rows=["Au", "Ar"], columns=[0.0, 0.5], values=[[0.026, 0.01], [0.013, 0.01]]))
BY_LOOK = Panel(title="R = 6", x=Axis(label="r/R"), y=Axis(label="density"),
                data=Table(rows=["first orange dotted line", "Ar"], columns=[0.0, 0.5], values=[[0.001, 0.0048], [0.001, 0.0041]]))
FIG = Figure(id="radial", kind="line", layout=Layout(rows=1, cols=2), panels=[NAMED, BY_LOOK])
BULLET = "* Au: peak of ~0.0048 at r/R ≈ 0.47; Ar and Ne peak slightly lower (~0.004) and slightly further out."


def test_a_bullet_led_by_a_series_this_panel_does_not_name_is_not_pinned_on_another():
    assert series_in_scope(BY_LOOK, [BULLET], figure_series_names(FIG)) is None


def test_the_same_bullet_in_the_panel_that_names_it_resolves():
    assert series_in_scope(NAMED, [BULLET], figure_series_names(FIG)) == 0


def test_a_bullet_led_by_the_panels_own_series_still_resolves():
    said = "* Ar: peak of ~0.0041 at r/R ≈ 0.51."
    assert series_in_scope(BY_LOOK, [said], figure_series_names(FIG)) == 1

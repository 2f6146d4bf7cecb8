"""A number written in the x axis' unit is a position or a distance along x, not the value of an extreme: "the
dip moves outward by about 3 mm (from ~4 to ~7 mm)" on an x axis "gap [mm]" and a y axis "force [N]" states no
minimum of 3 (issue 32, own-d class C)."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text

_X = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0]


def _figure(y_label: str = "force [N]") -> Figure:
    wide = [0.0, -5.0, -20.0, -40.0, -30.0, -15.0, -5.0, -2.0, 0.0]
    narrow = [0.0, -2.0, -6.0, -12.0, -25.0, -35.0, -45.0, -20.0, -3.0]
    panel = Panel(title="main", x=Axis(label="gap [mm]", range=(0.0, 10.0)), y=Axis(label=y_label, range=(-50.0, 5.0)),
                  data=Table(rows=["wide", "narrow"], columns=_X, values=[wide, narrow]))
    return Figure(id="gaps", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _extrema(fig: Figure, sentence: str):
    return [(c.stated, c.verdict) for c in evaluate_text(fig, "### Key Observations\n- " + sentence + "\n").claims
            if c.kind == "extremum"]


def test_a_distance_in_the_x_unit_is_no_extreme_value():
    found = _extrema(_figure(), "Narrowing the gap moves the force minimum outward by about 3 mm (from ~4 to ~7 mm).")
    assert all(stated is None and verdict != "contradicted" for stated, verdict in found), found


def test_a_reading_at_a_position_in_the_x_unit_states_no_extreme_of_the_panel():
    # "(local peak)" at a place: the reading is no claim about the panel's maximum
    found = _extrema(_figure(), "At about 7 mm: ~-45 N (local peak of the narrow series).")
    assert all(stated is None and verdict != "contradicted" for stated, verdict in found), found


def test_a_number_in_a_unit_both_axes_share_is_still_a_value():
    fig = _figure(y_label="shift [mm]")  # y in mm too: "3 mm" may be the value
    assert [s for s, _ in _extrema(fig, "The minimum is about 3 mm lower for the narrow gap.")] == [3.0]

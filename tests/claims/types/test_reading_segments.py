"""Three ways a line figure's reading was pinned on the wrong thing: a bullet of several "name: value" pairs at one
x (each reading is its own name's), a stability held only up to a place ("flat out to t ≈ 2, then decaying": no
whole-series flat claim), and a place on the x axis written as "t = 1" in a sentence about peaks (a place, not the
peak's value); and a bullet "* Au: highest peak, ~Y at X" states that series' peak."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text

_X = [0.0, 1.0, 2.0, 3.0, 4.0, 5.0]
_ROWS = {"gold": [0.01, 0.04, 0.09, 0.05, 0.02, 0.005], "argon": [0.05, 0.2, 0.6, 0.3, 0.1, 0.0],
         "hard wall": [0.5, 0.5, 0.49, 0.2, 0.05, 0.0]}


def _figure(*names: str) -> Figure:
    table = Table(rows=list(names), columns=_X, values=[_ROWS[n] for n in names])
    return Figure(id="segments", kind="line", layout=Layout(rows=1, cols=1),
                  panels=[Panel(title="main", x=Axis(label="t [s]"), y=Axis(label="density"), data=table)])


def _claims(fig: Figure, sentence: str, kind: str):
    return [c for c in evaluate_text(fig, "### Detailed Analysis\n" + sentence + "\n").claims if c.kind == kind]


def test_each_reading_of_a_listed_bullet_is_its_own_series():
    fig = _figure("gold", "argon", "hard wall")
    (claim,) = _claims(fig, "* Gold: ~0.01, argon: ~0.05, hard wall: ~0.5 at t = 0.", "value")
    assert (claim.row, claim.verdict) == ("hard wall", "supported")
    (wrong,) = _claims(fig, "* Gold: ~0.01, argon: ~0.05, hard wall: ~0.2 at t = 0.", "value")
    assert (wrong.row, wrong.verdict) == ("hard wall", "contradicted")  # still judged, on its own series


def test_a_listed_name_that_is_no_series_of_the_panel_gives_no_reading():
    assert _claims(_figure("gold"), "* Gold: ~0.01, argon: ~0.05, hard wall: ~0.5 at t = 0.", "value") == []
    (own,) = _claims(_figure("gold"), "* Gold: ~0.01 at t = 0.", "value")
    assert (own.row, own.verdict) == ("gold", "supported")


def test_a_stability_held_to_a_place_is_no_whole_series_claim():
    fig = _figure("hard wall")
    for sentence in ("* Hard wall: roughly flat at ~0.5 out to t ≈ 2, then decaying.",
                     "The hard wall curve is roughly flat at ~0.5 until t ≈ 2."):
        assert [c for c in _claims(fig, sentence, "trend") if c.stated == "flat"] == []
    (whole,) = _claims(fig, "The hard wall curve is roughly flat.", "trend")
    assert whole.verdict == "contradicted"  # the whole series falls from 0.5 to 0


def test_a_place_on_the_x_axis_is_not_the_peak_value():
    fig = _figure("gold")
    sentence = "The density rises from near zero at t = 1 through several layered peaks before dropping to zero."
    assert [c for c in _claims(fig, sentence, "extremum") if c.verdict == "contradicted"] == []
    (place,) = _claims(fig, "The maximum is at t = 3.", "extremum")
    assert place.verdict == "contradicted"  # a stated place of the maximum is still judged (it is at t = 2)
    (value,) = _claims(fig, "The highest density is 0.5.", "extremum")
    assert value.verdict == "contradicted"


def test_a_bullet_led_by_a_series_with_its_highest_peak_states_that_series_peak():
    fig = _figure("gold", "argon", "hard wall")
    (right,) = _claims(fig, "* Argon: highest peak, ~0.6 at t ≈ 2; gold ~0.09 nearby.", "extremum")
    assert (right.row, right.verdict) == ("argon", "supported")
    (wrong,) = _claims(fig, "* Gold: highest peak, ~0.6 at t ≈ 2; argon ~0.09 nearby.", "extremum")
    assert (wrong.row, wrong.verdict) == ("gold", "contradicted")  # gold peaks at 0.09

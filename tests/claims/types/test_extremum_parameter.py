"""A number that names a panel is no stated extreme: "**N = 4:** both curves peak at the centre" states no peak
of 4 (claims.assignments.is_parameter)."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text

_X = [0.0, 1.0, 2.0, 3.0, 4.0, 5.0]


def _panel(title: str, scale: float) -> Panel:
    rows = [[scale * v for v in (0.1, 0.4, 0.9, 0.5, 0.2, 0.05)], [scale * v for v in (0.05, 0.2, 0.6, 0.3, 0.1, 0.0)]]
    return Panel(title=title, x=Axis(label="t [s]"), y=Axis(label="density"),
                 data=Table(rows=["gold", "argon"], columns=_X, values=rows))


def _figure() -> Figure:
    return Figure(id="pars", kind="line", layout=Layout(rows=1, cols=2),
                  panels=[_panel("N = 2", 0.01), _panel("N = 4", 0.001)])


def _extrema(sentence: str):
    text = "### Detailed Analysis\n" + sentence + "\n"
    return [c for c in evaluate_text(_figure(), text).claims if c.kind == "extremum"]


def test_a_panel_named_by_its_parameter_states_no_peak_value():
    claims = _extrema("**N = 4:** Both curves are peaked near the middle of the range.")
    assert all(c.stated is None for c in claims) and "contradicted" not in {c.verdict for c in claims}


def test_the_peak_value_itself_is_still_judged():
    (claim,) = _extrema("**N = 2:** The gold density peaks at 0.5.")
    assert claim.stated == 0.5 and claim.verdict == "contradicted"  # the gold peak is 0.009

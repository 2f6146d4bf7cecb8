"""The last phase of a course told in phases ("..., then falling to ~3 at x = 9"): a one-way trend from the x where
the phase before it ended to the series' end (claims.types.trend_phases)."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text

_XS = [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0]


def _figure() -> Figure:
    table = Table(rows=["hump", "ramp"], columns=_XS,
                  values=[[0.0, 3.0, 5.5, 7.5, 8.7, 9.0, 7.8, 6.0, 4.5, 3.1], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0]])
    panel = Panel(title="panel 1", x=Axis(label="x"), y=Axis(label="score"), data=table)
    return Figure(id="phases", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _phases(text: str) -> list[tuple]:
    scored = evaluate_text(_figure(), "### Detailed Analysis\n" + text + "\n")
    return [(c.row, c.stated, c.verdict) for c in scored.claims
            if c.kind == "trend" and c.payload and c.payload.get("direction") and "then" in text[:c.start - 21]]


def test_the_last_phase_runs_from_where_the_one_before_ended():
    said = "- **{}:** ~0 at x = 0, climbing to a top of ~9 near x = 5, then falling to ~3 at x = 9."
    assert _phases(said.format("hump")) == [("hump", "down", "supported")]
    assert _phases(said.format("ramp")) == [("ramp", "down", "contradicted")]  # it keeps climbing after x = 5


def test_a_phase_that_names_its_own_start_starts_there():
    assert _phases("- **ramp:** climbs from 0 and then rises again beyond x = 6.") == [("ramp", "up", "supported")]


def test_a_phase_that_stops_before_the_end_or_is_followed_by_another_gives_no_trend():
    assert _phases("- **hump:** climbs to ~9 at x = 5, then falls to ~6 at x = 7.") == []
    assert _phases("- **hump:** climbs to ~9 at x = 5, then falls to ~6 and stays there.") == []

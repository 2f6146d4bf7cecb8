"""A number written as part of a series name ("the 64 procs series") is the name, not a stated value: an
extremum sentence naming such series states no maximum or minimum value (claims.years.in_name)."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _procs() -> Figure:
    table = Table(rows=["64 procs", "128 procs"], columns=[0.5, 1.0, 1.5],
                  values=[[35.0, 48.0, 62.0], [24.0, 29.0, 40.0]])
    panel = Panel(title="panel 1", x=Axis(label="z"), y=Axis(label="time [s]"), data=table)
    return Figure(id="procs", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def test_a_series_name_with_a_number_is_no_stated_extreme():
    text = ("The 64 procs series (navy) is the highest everywhere.\n"
            "The 128 procs series (medium blue) is the lowest everywhere.\n")
    scored = evaluate_text(_procs(), text)
    extremes = [c for c in scored.claims if c.kind == "extremum"]
    assert all(c.verdict != "contradicted" for c in extremes), [(c.stated, c.reason) for c in extremes]
    assert all(c.stated not in (64.0, 128.0) for c in extremes)

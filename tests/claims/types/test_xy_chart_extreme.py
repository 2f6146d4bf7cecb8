"""The extreme of a whole panel named by its series and place ("The longest time in the chart is A at N = 40
(~0.95)"), judged over every series of the panel (claims.types.xy_chart_extreme)."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _three() -> Figure:
    xs = [10.0, 20.0, 40.0, 80.0]
    table = Table(rows=["fast solver", "slow solver", "hybrid solver"], columns=xs,
                  values=[[0.2, 0.3, 0.5, 0.6], [0.4, 0.6, 0.9, 1.2], [0.1, 0.25, 0.45, 0.7]])
    panel = Panel(title="panel 1", x=Axis(label="N", range=(0.0, 80.0)), y=Axis(label="time [s]"), data=table)
    return Figure(id="xy-three-solvers", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _verdicts(text: str) -> list[tuple[str, str | None, str | None]]:
    return [(c.verdict, c.error_type, c.text) for c in evaluate_text(_three(), text).claims if c.kind == "extremum"]


def test_the_series_holding_the_charts_extreme_at_its_place():
    text = "### Key Observations\n* The longest time in the chart is the slow solver at N = 80 (~1.2 s).\n"
    assert [v[:2] for v in _verdicts(text)] == [("supported", None)]


def test_another_series_named_for_the_charts_extreme_is_a_wrong_name():
    text = "### Key Observations\n* The longest time in the chart is the hybrid solver at N = 80 (~0.7 s).\n"
    assert [v[:2] for v in _verdicts(text)] == [("contradicted", "label")]


def test_the_shortest_placed_where_the_series_is_not_lowest():
    text = ("### Key Observations\n* The longest time is the slow solver at N = 80 (~1.2 s), and the shortest is the "
            "hybrid solver at N = 40 (~0.45 s).\n")
    assert [v[:2] for v in _verdicts(text)] == [("supported", None), ("contradicted", "location")]

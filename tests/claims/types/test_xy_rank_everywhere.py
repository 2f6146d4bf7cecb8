"""One series said to be the panel's highest or lowest at every x ("The hybrid solver is the lowest everywhere"),
judged at every x the series share (claims.types.xy_rank_everywhere)."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _three() -> Figure:
    xs = [10.0, 20.0, 40.0, 80.0]
    table = Table(rows=["fast solver", "slow solver", "hybrid solver"], columns=xs,
                  values=[[0.2, 0.3, 0.5, 0.6], [0.4, 0.6, 0.9, 1.2], [0.1, 0.25, 0.45, 0.7]])
    panel = Panel(title="panel 1", x=Axis(label="N", range=(0.0, 80.0)), y=Axis(label="time [s]"), data=table)
    return Figure(id="xy-three-solvers", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _verdicts(sentence: str) -> list[tuple[str, str | None]]:
    text = f"### Detailed Analysis\n{sentence}\n"
    return [(c.verdict, c.error_type) for c in evaluate_text(_three(), text).claims if c.kind == "extremum"]


def test_the_series_above_the_others_at_every_x():
    assert _verdicts("The slow solver (red) is the highest everywhere and grows fastest.") == [("supported", None)]


def test_a_series_overtaken_at_one_x_is_not_the_lowest_everywhere():
    # the hybrid solver is lowest up to N = 40 but above the fast solver at N = 80
    assert _verdicts("The hybrid solver is the lowest at every N.") == [("contradicted", "label")]


def test_no_one_series_named_gives_no_claim():
    assert _verdicts("One solver is the lowest everywhere.") == []

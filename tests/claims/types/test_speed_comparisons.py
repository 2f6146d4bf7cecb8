""""A is slower/faster than B" on a y axis measuring a run time: more time, less time (claims.types.comparison);
on any other y axis the words say nothing of the values and give no comparison."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _grouped(y_label: str) -> Figure:
    table = Table(rows=["fetch", "push"], columns=["load", "parse", "store"],
                  values=[[410.0, 95.0, 620.0], [350.0, 70.0, 515.0]])
    panel = Panel(title="main panel", x=Axis(label="stage"), y=Axis(label=y_label), data=table)
    return Figure(id="speed-bars", kind="bar", layout=Layout(rows=1, cols=1), panels=[panel])


def _comparisons(fig: Figure, sentence: str) -> list[tuple[str, str]]:
    scored = evaluate_text(fig, f"### Key Observations\n- {sentence}\n")
    return [(c.stated, c.verdict) for c in scored.claims if c.kind == "comparison"]


def test_slower_on_a_time_axis_is_more_time():
    fig = _grouped("Duration [ms]")
    assert _comparisons(fig, "fetch is slower than push in every stage.") == [("greater", "supported")]
    assert _comparisons(fig, "push is slower than fetch in every stage.") == [("greater", "contradicted")]


def test_faster_on_a_time_axis_is_less_time():
    fig = _grouped("Runtime (sec.)")
    assert _comparisons(fig, "push is faster than fetch in every stage.") == [("less", "supported")]
    assert _comparisons(fig, "fetch is quicker than push in every stage.") == [("less", "contradicted")]


def test_speed_words_off_a_time_axis_give_no_comparison():
    assert _comparisons(_grouped("Throughput [MB/s]"), "push is faster than fetch in every stage.") == []

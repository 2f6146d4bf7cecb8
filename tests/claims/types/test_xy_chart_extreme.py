"""The extreme of a whole line panel placed on a named series at a numeric x ("The longest time in the chart is
64 procs at z = 2.0 (~83 s), and the shortest is 128 procs at z = 0.5 (~24 s)"), judged on every known value of
the panel (claims.types.xy_chart_extreme)."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _timings(unknown: bool = False) -> Figure:
    table = Table(rows=["32 procs", "64 procs", "128 procs", "256 procs"], columns=[0.5, 1.0, 1.5, 2.0],
                  values=[[28.0, 39.0, 51.0, 59.0], [35.0, 48.0, 62.0, None if unknown else 83.0],
                          [24.0, 29.0, 40.0, 51.0], [27.0, 46.0, 58.0, 80.0]])
    panel = Panel(title="main panel", x=Axis(label="zsource", range=(0.4, 2.1)), y=Axis(label="time [sec]"),
                  data=table, value_tolerance=0.5)
    return Figure(id="timings", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _verdicts(fig: Figure, text: str, unit: str) -> list[str]:
    at = text.index(unit)
    return [c.verdict for c in evaluate_text(fig, text).claims
            if c.kind == "extremum" and at <= c.start < at + len(unit)]


def _doc(*bullets: str) -> str:
    return "### Key Observations\n" + "".join(f"* {b}\n" for b in bullets)


def test_the_charts_extreme_on_a_named_series_and_x():
    right = "The longest time in the chart is 64 procs at z = 2.0 (~83 s), and the shortest is 128 procs at z = 0.5 (~24 s)."
    text = _doc(right)
    assert _verdicts(_timings(), text, "longest time") == ["supported"]
    assert _verdicts(_timings(), text, "shortest is") == ["supported"]


def test_another_series_or_x_beyond_the_named_one_contradicts_it():
    text = _doc("The longest time in the chart is 256 procs at z = 2.0 (~80 s).",
                'The lowest value in the chart is "32 procs" at z = 0.5.')
    assert _verdicts(_timings(), text, "longest time") == ["contradicted"]  # 64 procs: 83 s
    assert _verdicts(_timings(), text, "lowest value") == ["contradicted"]  # 128 procs: 24 s


def test_a_misread_value_at_the_right_place_is_a_value_error():
    text = _doc("The longest time in the chart is 64 procs at z = 2.0 (~60 s).")
    assert _verdicts(_timings(), text, "longest time") == ["contradicted"]


def test_no_chart_wide_words_or_an_unknown_value_gives_no_judged_claim():
    text = _doc("For this run the longest is 32 procs at z = 2.0.")
    assert "contradicted" not in _verdicts(_timings(), text, "longest")
    text = _doc("The longest time in the chart is 256 procs at z = 2.0 (~80 s).")
    assert "contradicted" not in _verdicts(_timings(unknown=True), text, "longest time")

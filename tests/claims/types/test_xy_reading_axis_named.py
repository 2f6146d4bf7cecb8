"""A reading at an x whose value is led by the y axis' name ("- U/J = 3.10: ζ ≈ 1.0078", "* x = 0.2: y ≈ 0.44") is
the value of the series in scope there, as the bare "- U/J = 3.10: ~1.0078" is (claims.types.xy_reading); a name
that is neither the y axis' nor a series' gives no claim. Made-up values."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, SeriesStyle, Table
from vlmeval.scoring.scorecard import evaluate_text


def _points(rows: list[str]) -> Figure:
    values = [[1.0078, 1.0033, 0.9990, 0.9953], [0.95, 0.97, 0.99, 1.01]][:len(rows)]
    table = Table(rows=rows, columns=[3.1, 3.2, 3.3, 3.4], values=values,
                  styles=[SeriesStyle(color="red", marker="circle"), SeriesStyle(color="blue", marker="square")][:len(rows)])
    panel = Panel(title="main", x=Axis(label="U/J", range=(3.05, 3.45)), y=Axis(label="ζ", range=(0.9, 1.05)), data=table)
    return Figure(id="zeta", kind="scatter", layout=Layout(rows=1, cols=1), panels=[panel])


def _readings(fig: Figure, text: str) -> list[tuple[object, float, str]]:
    scored = evaluate_text(fig, "### Detailed Analysis\n" + text + "\n")
    return [(c.row, c.column, c.verdict) for c in scored.claims if c.kind == "value"]


def test_a_value_led_by_the_y_axis_name_is_read_on_the_only_series():
    text = "Points, read from left to right:\n- U/J = 3.10: ζ ≈ 1.0078\n- U/J = 3.20: ζ ≈ 1.0033\n- U/J = 3.30: ζ ≈ 1.0400"
    assert _readings(_points(["ground truth"]), text) == [
        ("ground truth", 3.1, "supported"), ("ground truth", 3.2, "supported"),
        ("ground truth", 3.3, "contradicted")]  # 0.9990 there


def test_the_y_axis_name_takes_the_series_its_lead_in_names():
    fig = _points(["fit", "data"])
    text = "**The data (blue squares):**\n- U/J = 3.20: ζ ≈ 0.97\n- U/J = 3.40: ζ ≈ 0.9"
    assert _readings(fig, text) == [("data", 3.2, "supported"), ("data", 3.4, "contradicted")]  # 1.01 there


def test_the_y_axis_name_with_no_series_in_scope_gives_no_claim():
    assert _readings(_points(["fit", "data"]), "Points:\n- U/J = 3.20: ζ ≈ 0.97") == []


def test_a_name_that_is_not_the_y_axis_gives_no_claim():
    assert _readings(_points(["ground truth"]), "Points:\n- U/J = 3.20: η ≈ 1.0033") == []

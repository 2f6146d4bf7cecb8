"""Several x sharing one value in a bullet ("* Topics 1, 4, 6, 7, 9 and 10 are around 0.01"): a reading of the
scope's series at each x (claims.types.xy_shared_value)."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _topics() -> Figure:
    table = Table(rows=["bars"], columns=[1.0, 2.0, 3.0, 4.0, 5.0, 6.0],
                  values=[[0.0129, 0.066, 0.156, 0.0129, 0.044, 0.0129]])
    panel = Panel(title="Questions", x=Axis(label="Topic", ticks=[1, 2, 3, 4, 5, 6]), y=Axis(label="Avg. weight"),
                  data=table, value_tolerance=1e-5)
    return Figure(id="topics", kind="bar", layout=Layout(rows=1, cols=1), panels=[panel])


def _curves() -> Figure:
    table = Table(rows=["exact", "approx"], columns=[8.0, 16.0, 32.0, 64.0],
                  values=[[0.7, 0.7, 0.71, 0.9], [0.2, 0.4, 0.6, 0.8]])
    panel = Panel(title="main", x=Axis(label="N", range=(8.0, 64.0)), y=Axis(label="score"), data=table)
    return Figure(id="curves", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _verdicts(fig: Figure, text: str, unit: str) -> list[str]:
    at = text.index(unit)
    return [c.verdict for c in evaluate_text(fig, text).claims if c.kind == "value" and at <= c.start < at + len(unit)]


def test_categories_listed_with_one_value_are_each_read():
    text = "### Detailed Analysis\nEvery topic has some weight.\n* Topics 1, 4 and 6 are around 0.01.\n* Topics 1, 2 and 3 are around 0.01.\n"
    assert _verdicts(_topics(), text, "Topics 1, 4 and 6") == ["supported"] * 3
    assert "contradicted" in _verdicts(_topics(), text, "Topics 1, 2 and 3")  # 0.066 and 0.156


def test_x_values_of_a_named_series_sharing_a_value():
    text = ('### Detailed Analysis\nThe "exact" curve is flat, then rises.\n* N = 8, 16 and 32 all sit at ~0.7\n'
            'The "exact" curve again.\n* N = 16, 32 and 64 all sit at ~0.7\n')
    assert _verdicts(_curves(), text, "N = 8, 16 and 32") == ["supported"] * 3
    assert "contradicted" in _verdicts(_curves(), text, "N = 16, 32 and 64")  # 0.9 at 64


def test_a_list_not_led_by_the_x_axis_name_gives_no_claim():
    text = "### Detailed Analysis\nEvery topic has some weight.\n* Models 1, 2 and 3 are around 0.01.\n"
    assert _verdicts(_topics(), text, "Models 1, 2 and 3") == []

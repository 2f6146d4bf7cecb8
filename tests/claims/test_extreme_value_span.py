"""An extreme named after its value ("- Level = 2: ~-1.2, the lowest value on the curve") is one claim that reads
that value: its span covers the number as well as the word, so that the number is known to be read and judged."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text

TEXT = "## Line Chart: compression\n### Detailed Analysis\n- Level = 0: ~-1.0\n- Level = 2: ~{y}, the lowest value on the curve.\n"


def _figure() -> Figure:
    table = Table(rows=["black line"], columns=[0.0, 1.0, 2.0, 3.0, 4.0, 5.0], values=[[-1.0, -0.9, -1.2, -0.8, -0.7, -1.0]])
    panel = Panel(title="main panel", x=Axis(label="Level", range=(0.0, 5.0)), y=Axis(label="Compression"), data=table)
    return Figure(id="extreme-span", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _over_number(y: str) -> list[tuple[str, str]]:
    text = TEXT.format(y=y)
    at = text.index(y)
    return [(c.kind, c.verdict) for c in evaluate_text(_figure(), text).claims if c.start <= at < c.end]


def test_the_claim_on_the_extreme_covers_the_value_said_before_its_word():
    assert ("extremum", "supported") in _over_number("-1.2")


def test_a_misread_extreme_value_is_contradicted_where_it_is_written():
    assert ("extremum", "contradicted") in _over_number("-0.95")

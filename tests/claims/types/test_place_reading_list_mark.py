"""A numbered list item's mark ("1. n = 100: ~0.2", "2) ...") is the item's number, not a value read at the item's
place (claims.types.place_readings). Made-up values."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, SeriesStyle, Table
from vlmeval.scoring.scorecard import evaluate_text


def _curve() -> Figure:
    table = Table(rows=["error"], columns=[100.0, 200.0, 400.0], values=[[0.2, 1.0, 2.0]],
                  styles=[SeriesStyle(color="red", marker="circle")])
    panel = Panel(title="main", x=Axis(label="n", range=(50.0, 450.0)), y=Axis(label="error", range=(0.0, 2.2)),
                  data=table)
    return Figure(id="curve", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _stated(text: str) -> list[float]:
    scored = evaluate_text(_curve(), "### Detailed Analysis\n" + text + "\n")
    return sorted(c.stated for c in scored.claims if c.kind == "value")


def test_the_mark_of_a_numbered_item_is_not_read_as_a_value():
    # the item numbers 1 and 2 equal values the series holds elsewhere (1.0 and 2.0): read as values they would
    # be judged; they are marks
    assert _stated("Readings:\n1. n = 100: ~0.2\n2) n = 200: ~1.0") == [0.2, 1.0]


def test_a_value_after_the_place_is_still_read_in_an_unnumbered_item():
    assert _stated("Readings:\n- n = 100: ~0.2\n- n = 400: ~2.0") == [0.2, 2.0]

"""A category named in a bar chart of two panels with different categories is looked up by its name's panel: its
position among the first panel's categories names another category on the second (claims.line_verdicts)."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _two_panels() -> Figure:
    left = Panel(title="left panel", x=Axis(label="keyword"), y=Axis(label="share"),
                 data=Table(rows=["brown bars"], columns=["believe", "suggest", "think"], values=[[0.033, 0.027, 0.029]]))
    right = Panel(title="right panel", x=Axis(label="keyword"), y=Axis(label="share"),
                  data=Table(rows=["olive bars"], columns=["hint", "claim", "rectify"], values=[[0.024, 0.0165, 0.020]]))
    return Figure(id="two-keyword-panels", kind="bar", layout=Layout(rows=1, cols=2), panels=[left, right])


def _verdict(text: str, reading: str) -> tuple[str, str | None]:
    at = text.index(reading)
    (c,) = [c for c in evaluate_text(_two_panels(), text).claims if c.kind == "value" and at <= c.start < at + len(reading)]
    return c.verdict, c.panel


def _doc(*bullets: str) -> str:
    # "coral" names no recorded series: the bullets are bound to no series
    return "### Detailed Analysis\n**Left panel (coral):** The values decrease.\n" + "".join(f"* {b}\n" for b in bullets)


def test_a_misread_value_is_not_matched_on_the_other_panels_category_at_that_position():
    # 0.020 is the right panel's third bar ("rectify"); "think" is the left panel's third, at 0.029
    assert _verdict(_doc("think: ~0.020"), "think: ~0.020") == ("contradicted", "left panel")


def test_a_right_value_is_still_found():
    assert _verdict(_doc("think: ~0.029"), "think: ~0.029") == ("supported", "left panel")

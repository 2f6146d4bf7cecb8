"""A reading whose words name a curve the record holds beside the table ('Model B only about 255'), on a panel whose
table holds one series (the reference points, which a panel of one series takes every reading for): the reading
may be of the named curve, so it is no contradiction of the points, even where the words name the points too
(vlmeval/claims/value_certainty.py, the record link). A reading naming the points alone stays judged."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Curve, Figure, Layout, Panel, SeriesStyle, Table
from vlmeval.scoring.scorecard import evaluate_text


def _barrier() -> Figure:
    table = Table(rows=["reference"], columns=[0.0, 0.4, 0.8, 1.2, 1.6, 2.0],
                  values=[[166.0, 390.0, 600.0, 651.0, 450.0, 180.0]], styles=[SeriesStyle(color="red", marker="circle")])
    xs = [0.2 * k for k in range(16)]
    curves = [Curve(name=name, style=SeriesStyle(color=colour, line="solid"), over="markers",
                    points=[(x, peak * max(0.0, 1.0 - abs(x - 1.2) / 1.6)) for x in xs])
              for name, colour, peak in (("Model A", "blue", 255.0), ("Model B", "green", 660.0))]
    panel = Panel(title="main panel", x=Axis(label="x (Å)", range=(0.0, 3.0)),
                  y=Axis(label="V (cm^-1)", range=(0.0, 700.0)), data=table, curves=curves, values_read="geometry")
    return Figure(id="barrier", kind="scatter", layout=Layout(rows=1, cols=1), panels=[panel])


def _values(sentence: str) -> list[str]:
    claims = evaluate_text(_barrier(), "### Detailed Analysis\n" + sentence + "\n").claims
    return [c.verdict for c in claims if c.kind == "value"]


def test_a_reading_naming_a_held_curve_is_not_judged_on_the_table():
    assert "contradicted" not in _values("Model A peaks at only about 255 at x = 1.2.")
    assert "contradicted" not in _values("The reference points peak near 650 at x = 1.2, Model A at only about 255 at x = 1.2.")


def test_a_reading_naming_the_points_alone_stays_judged():
    assert "contradicted" in _values("The reference points reach about 300 at x = 1.2.")

"""A reading whose words speak of a drawn line ("the lower dotted curve ... reaching 0% at about 18.8 d") on a
panel whose table holds only markers, with the fit and its bounds held beside it as curves: the reading was taken
on the markers, a guess, so it is no contradiction (vlmeval/claims/value_certainty.py, the record link). Dev part
own-ab called it wrong; readings that name the markers stay judged."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Curve, Figure, Layout, Panel, SeriesStyle, Table
from vlmeval.scoring.scorecard import evaluate_text


def _planets() -> Figure:
    table = Table(rows=["blue circles"], columns=[1.5, 4.0, 9.2, 12.4, 18.8],
                  values=[[22.0, 14.0, 16.0, 11.0, 10.5]], styles=[SeriesStyle(color="blue", marker="circle")])
    curves = [Curve(name="orange line", style=SeriesStyle(color="orange", line="solid"), over="markers",
                    points=[(0.0, 23.0), (20.0, 8.0)]),
              Curve(name="first orange dotted line", style=SeriesStyle(color="orange", line="dotted"), over="markers",
                    points=[(0.0, 17.4), (10.0, 12.0), (19.0, 0.0)])]
    panel = Panel(title="main panel", x=Axis(label="Orbital period [d]", range=(0.0, 20.0)),
                  y=Axis(label="Iron mass fraction (%)", range=(0.0, 40.0)), data=table, curves=curves,
                  values_read="geometry")
    return Figure(id="planets", kind="scatter", layout=Layout(rows=1, cols=1), panels=[panel])


def _values(sentence: str) -> list[str]:
    claims = evaluate_text(_planets(), "### Detailed Analysis\n" + sentence + "\n").claims
    return [c.verdict for c in claims if c.kind == "value"]


def test_a_reading_of_a_line_is_not_judged_on_the_markers():
    assert "contradicted" not in _values("The lower dotted curve bends downward, reaching 0% at about 18.8 d.")
    # the markers named: judged on them, and a wrong reading caught
    assert _values("The blue circles reach 0% at about 18.8 d.") == ["contradicted"]

"""A reading said "near" a number ("the U = 12.0 curve ends near 0.33") is as approximate as one said "about" it
(vlmeval/claims/xy_readings.py, hedged_before); read as exact it was called wrong at 0.3486 (dev part own-ab)."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _curve() -> Figure:
    table = Table(rows=["g(r)"], columns=[1.0, 2.0, 3.0, 4.0, 5.0, 6.0],
                  values=[[0.0, 0.6, 1.4, 1.2, 1.1, 1.1]])
    panel = Panel(title="main panel", x=Axis(label="r", range=(0.0, 6.0)), y=Axis(label="g(r)", range=(-1.0, 2.0)),
                  data=table, values_read="geometry")
    return Figure(id="gr", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _values(sentence: str) -> list[str]:
    claims = evaluate_text(_curve(), "### Detailed Analysis\n- " + sentence + "\n").claims
    return [c.verdict for c in claims if c.kind == "value"]


def test_a_value_said_near_a_number_is_approximate():
    assert _values("The g(r) curve rises from 0 and ends near 1.02.") == ["supported"]
    # said exactly, or near a number too far off, it is still judged wrong
    assert _values("The g(r) curve rises from 0 and ends at 1.02.") == ["contradicted"]
    assert _values("The g(r) curve rises from 0 and ends near 1.6.") == ["contradicted"]

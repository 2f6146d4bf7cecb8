"""False alarms on correct prose about papers' figures, by class (issue 32, dev parts): a number inside a series'
name read as a value. Each still catches a wrong number. Made-up figures and sentences."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _timing() -> Figure:
    """Run time against source redshift for two resolutions, "res 1" and "res 1/4" (a fraction in the name)."""
    table = Table(rows=["res 1", "res 1/4"], columns=[0.5, 1.0, 1.5, 2.0],
                  values=[[30.0, 41.0, 50.0, 62.0], [12.0, 15.0, 19.0, 24.0]])
    panel = Panel(title="main panel", x=Axis(label="zsource", range=(0.4, 2.1)),
                  y=Axis(label="time [sec]", range=(5.0, 65.0)), data=table)
    return Figure(id="timing", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _verdicts(fig: Figure, sentence: str, kind: str | None = None) -> list[str]:
    text = "### Key Observations\n- " + sentence + "\n"
    return [c.verdict for c in evaluate_text(fig, text).claims if kind is None or c.kind == kind]


def test_a_number_inside_a_series_name_is_no_value():
    # "4" closes the name "res 1/4": no reading of 4 at z = 0.5
    assert "contradicted" not in _verdicts(_timing(), "The fastest run of the chart is res 1/4 at z = 0.5 (~12 s).")
    assert "res 1/4" in [c.stated for c in evaluate_text(_timing(), "- res 1/4 is fastest.\n").claims
                         if c.kind == "label"]
    # a value stated after the name is still read, and a wrong one caught
    assert "contradicted" in _verdicts(_timing(), "The res 1/4 curve is at ~20 s at z = 0.5.")


"""A bullet's reading led by an x axis name that holds a digit ("* P/P0 = 0.1: ~7.5 mmol/g", "* T2 = 4: ~0.3") is a
reading at that x, like "* N = 10: ~0.45" (claims.xy_readings.READING)."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text

_XS = [0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6]


def _isotherm(x_label: str) -> Figure:
    table = Table(rows=["GCMC", "Experiment"], columns=_XS,
                  values=[[0.0, 7.5, 9.0, 11.0, 19.0, 19.8, 20.0], [0.0, 6.0, 7.5, 9.0, 12.0, 16.0, 17.0]])
    panel = Panel(title="main panel", x=Axis(label=x_label, range=(0.0, 0.6)), y=Axis(label="Uptake [mmol/g]"),
                  data=table)
    return Figure(id="isotherm", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _verdicts(fig: Figure, text: str, reading: str) -> list[str]:
    at = text.index(reading)
    return [c.verdict for c in evaluate_text(fig, text).claims if c.kind == "value" and at <= c.start < at + len(reading)]


_TEXT = ("### Detailed Analysis\n**GCMC (red):** The simulated uptake rises steeply at low pressure.\n"
         "* P/P0 = 0.1: ~7.5 mmol/g\n* P/P0 ≈ 0.3: ~15 mmol/g\n"
         "**Experiment (green):** The measured uptake lies below.\n* P/P0 = 0.2: ~7.5 mmol/g\n* P/P0 = 0.5: ~19.8 mmol/g\n")


def test_a_reading_led_by_an_axis_name_with_a_digit_is_looked_up_at_that_x():
    fig = _isotherm("P/P0")
    assert _verdicts(fig, _TEXT, "P/P0 = 0.1: ~7.5") == ["supported"]
    assert _verdicts(fig, _TEXT, "P/P0 ≈ 0.3: ~15") == ["contradicted"]  # 11 on GCMC
    assert _verdicts(fig, _TEXT, "P/P0 = 0.2: ~7.5") == ["supported"]  # the Experiment's own value
    assert _verdicts(fig, _TEXT, "P/P0 = 0.5: ~19.8") == ["contradicted"]  # GCMC's value on the Experiment


def test_a_name_and_a_second_coordinate_before_the_x_is_not_one_reading():
    text = "### Detailed Analysis\n**GCMC (red):** rises.\n* Window 500, P/P0 = 0.1: ~15 mmol/g\n"
    assert "contradicted" not in _verdicts(_isotherm("P/P0"), text, "Window 500, P/P0 = 0.1: ~15")

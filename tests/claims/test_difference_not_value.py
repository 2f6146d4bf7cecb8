"""A number that states a difference or a ratio ("about 105 more packages", "about 1.5 times B", "85 lower than
B", "the points lie above the curve by about 0.1 K at 0.014") is no value of the series it is said of: it is
judged as nothing rather than against the bar or the curve. Made-up figures and sentences in the seed format."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text

_CATS = ["Alpha", "Beta", "Gamma", "Delta"]


def _bars() -> Figure:
    panel = Panel(title="main panel", x=Axis(label="group", scale="categorical", ticks=_CATS),
                  y=Axis(label="count", ticks=[0.0, 200.0, 400.0, 600.0], range=(0.0, 650.0)),
                  data=Table(rows=["count"], columns=_CATS, values=[[610.0, 480.0, 300.0, 200.0]]))
    return Figure(id="bars", kind="bar", layout=Layout(rows=1, cols=1), panels=[panel])


def _curve() -> Figure:
    xs = [0.002, 0.004, 0.006, 0.008, 0.010, 0.012, 0.014, 0.016, 0.018]
    ys = [-50.0, -50.2, -50.4, -50.6, -50.9, -51.2, -51.6, -52.0, -52.4]
    panel = Panel(title="main panel", x=Axis(label="tau", ticks=[0.0, 0.01, 0.02], range=(0.0, 0.02)),
                  y=Axis(label="E (K)", ticks=[-52.0, -51.0, -50.0], range=(-52.6, -49.8)),
                  data=Table(rows=["data"], columns=xs, values=[ys]))
    return Figure(id="curve", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _contradicted(fig: Figure, text: str) -> list[tuple[str, str]]:
    return [(c.kind, c.text) for c in evaluate_text(fig, text).claims if c.verdict == "contradicted"]


def _supported(fig: Figure, text: str) -> list[str]:
    return [c.text for c in evaluate_text(fig, text).claims if c.verdict == "supported"]


def test_a_ratio_or_a_difference_between_bars_is_no_bar_value():
    fig = _bars()
    for sentence in ("Delta is about 1.5 times smaller than Gamma.", "Gamma is about 1.5 times Delta, about 100 more items.",
                     "Beta is about 130 lower than Alpha.", "Gamma has about 180 fewer items than Beta."):
        text = f"### Detailed Analysis\n**Comparisons**\n1. {sentence}\n"
        assert _contradicted(fig, text) == [], sentence


def test_a_bar_value_stays_judged():
    fig = _bars()
    text = "### Detailed Analysis\n**Bar heights**\n1. Alpha: about 610.\n2. Gamma: about 480.\n"
    assert ("value", "Gamma: about 480") in _contradicted(fig, text)
    assert "Alpha: about 610" in _supported(fig, text)


def test_a_gap_by_an_amount_at_x_is_no_reading_of_the_curve():
    text = ("### Detailed Analysis\nThe data lie above the fit beyond τ ≈ 0.012, by about 0.1 K at 0.014 "
            "and about 0.4 K at 0.018.\n")
    assert _contradicted(_curve(), text) == []


def test_a_reading_at_x_stays_judged():
    text = "### Detailed Analysis\nThe data reach about -50.0 K at 0.014.\n"
    assert ("value", "-50.0 K at 0.014") in _contradicted(_curve(), text)

"""Readings stated of a curve drawn over the data (``Panel.curves``): judged on the curve's vertices
(claims.types.curve_readings, curve_check), never on the bars or markers, and only where the sentence names the curve."""

from __future__ import annotations

import math

from vlmeval.groundtruth.schema import Axis, Curve, Figure, Layout, Panel, SeriesStyle, Table, UnreadPart
from vlmeval.scoring.scorecard import evaluate_text

# a smooth bump: 2 at x = 0, peak 20 at x = 5, down to 1 at x = 10; a second small bump at x = 8.5
_XS = [i * 0.25 for i in range(41)]


def _bump(x: float) -> float:
    return 1.0 + 19.0 * math.exp(-((x - 5.0) / 1.6) ** 2) + 3.0 * math.exp(-((x - 8.5) / 0.4) ** 2)


def _histogram(unread: bool = True) -> Figure:
    """Bars of counts (tallest 30 at 4.5) with a black density curve over them, the record's kde note as written."""
    table = Table(rows=["count"], columns=[0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5],
                  values=[[1, 2, 4, 12, 30, 18, 9, 3, 5, 1]])
    curve = Curve(name="black line", style=SeriesStyle(color="black", line="solid", mark="line"), over="bars",
                  points=[(x, round(_bump(x), 4)) for x in _XS])
    panel = Panel(title="main panel", x=Axis(label="Score", range=(0.0, 10.0)), y=Axis(label="Count", range=(0.0, 32.0)),
                  data=table, curves=[curve], value_tolerance=0.01,
                  unread=[UnreadPart(kind="kde", note="1 curve(s) over the bars (a density curve) not read")] if unread else None)
    return Figure(id="hist", kind="bar", layout=Layout(rows=1, cols=1), panels=[panel])


def _verdicts(fig: Figure, text: str, reading: str) -> list[str]:
    at = text.index(reading)
    return [c.verdict for c in evaluate_text(fig, text).claims
            if c.kind in ("value", "trend", "extremum") and at <= c.start < at + len(reading)]


def test_readings_of_the_density_curve_are_judged_on_the_curve_not_the_bars():
    text = ("### Detailed Analysis\nThe density curve starts at about 2 at score 0, rises through ~10 at 3.5 to a peak "
            "of about 20 near 5, and falls to about 1.5 at score 10.\n")
    assert _verdicts(_histogram(), text, "about 2 at score 0") == ["supported"]
    assert _verdicts(_histogram(), text, "~10 at 3.5") == ["supported"]  # the curve, 9.9; the bar there is 12
    assert _verdicts(_histogram(), text, "peak of about 20 near 5") == ["supported"]  # the bars peak at 30
    wrong = text.replace("~10 at 3.5", "~16 at 3.5").replace("about 20 near 5", "about 26 near 5")
    assert _verdicts(_histogram(), wrong, "~16 at 3.5") == ["contradicted"]
    assert _verdicts(_histogram(), wrong, "peak of about 26 near 5") == ["contradicted"]


def test_a_level_the_curve_is_said_to_hold_after_its_peak_is_judged_where_it_ends():
    right = "### Detailed Analysis\nThe black curve peaks at about 20 near 5 and then falls to about 1.5 at 10.\n"
    wrong = "### Detailed Analysis\nThe black curve peaks at about 20 near 5 and then levels off at about 9 up to 10.\n"
    assert "contradicted" not in _verdicts(_histogram(), right, "peaks")
    assert _verdicts(_histogram(), wrong, "levels off at about 9 up to 10") == ["contradicted"]


def test_bullets_under_a_lead_in_naming_the_curve_read_its_peaks_and_tail():
    text = ("### Detailed Analysis\nDensity curve readings:\n- x = 5: main peak ~20\n- x = 8.5: secondary peak ~4\n"
            "- x = 9.5 to 10: a falling tail, reaching ~1 at x = 10\n")
    assert _verdicts(_histogram(), text, "- x = 5: main peak ~20") == ["supported"]
    assert _verdicts(_histogram(), text, "- x = 8.5: secondary peak ~4") == ["supported"]  # the curve's turn, 4.0
    assert _verdicts(_histogram(), text, "~1 at x = 10") == ["supported"]
    wrong = text.replace("secondary peak ~4", "secondary peak ~8").replace("reaching ~1 at", "reaching ~6 at")
    assert _verdicts(_histogram(), wrong, "- x = 8.5: secondary peak ~8") == ["contradicted"]
    assert _verdicts(_histogram(), wrong, "~6 at x = 10") == ["contradicted"]


def test_a_sentence_about_the_bars_or_a_figure_without_curves_is_left_to_the_other_readers():
    bars = "### Detailed Analysis\nThe bars rise to a peak of about 20 near 5.\n"
    assert all(v != "supported" for v in _verdicts(_histogram(), bars, "peak of about 20 near 5"))  # the bars peak at 30
    fig = _histogram().model_copy(deep=True)
    fig.panels[0].curves = None
    text = "### Detailed Analysis\nThe density curve rises through ~10 at 3.5 to a peak of about 26 near 5.\n"
    assert "contradicted" not in _verdicts(fig, text, "~10 at 3.5")  # the curve not held: nothing to judge it on
    bound = "### Detailed Analysis\nThe density curve is still above 6 at 3.5 and falls below 3 at 7.\n"
    assert "contradicted" not in _verdicts(_histogram(), bound, "above 6 at 3.5 and falls below 3 at 7")  # bounds


def test_a_colour_picks_one_of_several_curves_and_no_colour_picks_none():
    fig = _histogram(unread=False).model_copy(deep=True)
    other = Curve(name="Fit B", style=SeriesStyle(color="orange", line="solid", mark="line"), over="bars",
                  points=[(x, 5.0) for x in _XS])
    fig.panels[0].curves = [fig.panels[0].curves[0], other]
    assert _verdicts(fig, "The orange curve stays at about 5 at 3.5.\n", "about 5 at 3.5") == ["supported"]
    assert _verdicts(fig, "The black curve is at about 5 at 3.5.\n", "about 5 at 3.5") == ["contradicted"]
    assert "supported" not in _verdicts(fig, "The curve is at about 5 at 3.5.\n", "about 5 at 3.5")

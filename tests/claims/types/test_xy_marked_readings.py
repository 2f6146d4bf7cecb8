"""A reading named a peak or dip ("* r ≈ 15.8: ~0.025 (highest peak)") is judged against the series' local extreme
near that x, not against any point of the slopes around it (claims.types.xy_reading, xy_reading_check)."""

from __future__ import annotations

from vlmeval.groundtruth.schema import Axis, Figure, Layout, Panel, Table
from vlmeval.scoring.scorecard import evaluate_text


def _peaked() -> Figure:
    """A curve sampled every 0.25 with a sharp peak of 0.030 at x = 10 and a dip of 0.010 at x = 12."""
    xs = [i * 0.25 for i in range(0, 81)]
    ys = [round(0.030 - 0.010 * abs(x - 10) if abs(x - 10) < 1.5 else 0.015 + 0.005 * ((x - 12) ** 2 / 4)
                if 11 <= x <= 13 else 0.015, 4) for x in xs]
    table = Table(rows=["density"], columns=xs, values=[ys])
    panel = Panel(title="main panel", x=Axis(label="r", range=(0.0, 20.0)), y=Axis(label="rho"), data=table)
    return Figure(id="xy-peaked", kind="line", layout=Layout(rows=1, cols=1), panels=[panel])


def _verdicts(text: str, reading: str) -> list[tuple[str, str | None]]:
    at = text.index(reading)
    return [(c.verdict, c.reason) for c in evaluate_text(_peaked(), text).claims
            if c.kind == "value" and at <= c.start < at + len(reading)]


def _doc(*bullets: str) -> str:
    return "### Detailed Analysis\nThe density curve has one sharp peak.\n" + "".join(f"* {b}\n" for b in bullets)


def test_a_peak_value_read_off_the_slope_is_wrong():
    # 0.024 is on the curve at x = 10.6 (within the hedged x), but the peak there is 0.030
    text = _doc("r ≈ 10.2: ~0.024 (highest peak)")
    ((verdict, reason),) = _verdicts(text, "r ≈ 10.2: ~0.024")
    assert verdict == "contradicted" and "peak there is at 0.03" in reason


def test_the_same_reading_unmarked_is_a_point_on_the_slope():
    assert [v for v, _ in _verdicts(_doc("r ≈ 10.2: ~0.024"), "r ≈ 10.2: ~0.024")] == ["supported"]


def test_a_right_peak_or_dip_is_supported_with_its_x_a_little_off():
    text = _doc("r ≈ 10.3: ~0.030 (peak)", "r ≈ 12: ~0.015 (local minimum)", "r ≈ 11.8: ~0.021 (dip)")
    assert [v for v, _ in _verdicts(text, "r ≈ 10.3: ~0.030")] == ["supported"]
    assert [v for v, _ in _verdicts(text, "r ≈ 12: ~0.015")] == ["supported"]
    assert [v for v, _ in _verdicts(text, "r ≈ 11.8: ~0.021")] == ["contradicted"]  # the dip there is 0.015


def _points() -> Figure:
    """Markers only (``Table.points``): the series is highest at its leftmost marker and falls steeply after it."""
    xs = [-2.0 + 0.05 * i for i in range(41)]
    ys = [round(1.0 + 1.7 * 2.718 ** (-(x + 2.0) * 7), 4) for x in xs]  # 2.7 at -2.0, 2.2 at -1.95
    table = Table(rows=["pink circles"], columns=[round(x, 2) for x in xs], values=[ys],
                  points=[[(round(x, 2), y) for x, y in zip(xs, ys)]])
    panel = Panel(title="main panel", x=Axis(label="V/J", range=(-2.0, 2.0)), y=Axis(label="eps"), data=table)
    return Figure(id="xy-points-peak", kind="scatter", layout=Layout(rows=1, cols=1), panels=[panel])


def test_a_marked_reading_on_markers_is_judged_against_their_extreme_too():
    text = "### Detailed Analysis\nThe pink circles fall from the left.\n* V/J ≈ -2.0: ~2.2 (maximum)\n"
    at = text.index("-2.0: ~2.2")
    (c,) = [c for c in evaluate_text(_points(), text).claims if c.kind == "value" and c.start >= at]
    assert c.verdict == "contradicted"  # ~2.2 is a marker near -2.0, but the maximum there is 2.7

"""The check of a reading stated of a drawn curve (``claims.types.curve_readings``): against the curve's vertices
(``Panel.curves``), interpolated between them as the x-y readings interpolate a line series, with the same
tolerances (``xy_reading_check``): the printed precision, the panel's reading tolerance, "~"'s hedge tolerance, a
hedged x read within a share of the x range, a named peak or dip the curve's own turn near that x."""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right

from vlmeval.claims import Claim
from vlmeval.claims.types.xy_reading_check import (MARK_FRACTION, MAX_GAP_FRACTION, X_READING_FRACTION, axis_scale,
                                                   end_values, hedge_tolerance, local_extremes, values_near, x_span)
from vlmeval.verify import UNCLEAR_PANEL, Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.verify.tolerance import tolerance


def _tolerance(claim: Claim, panel, y: float) -> float:
    reading = claim.payload
    tol = max(tolerance(reading.decimals, None, claim.hedge), panel.value_tolerance or 0.0)
    return max(tol, hedge_tolerance(panel, y)) if reading.approx else tol


def _values_at(samples, x: float, dx: float, f, span: float) -> list[float] | None:
    near = values_near(samples, x, dx, f, MAX_GAP_FRACTION * span, False)
    return near if near is not None else end_values(samples, x, f, X_READING_FRACTION * span, MAX_GAP_FRACTION * span)


def _extreme(samples, reading, f, span: float) -> float | None:
    """The curve's peak (or dip) the reading names: its turn nearest in value within reach of the x, or its
    highest (lowest) vertex where no x is given; None where it turns no such way there."""
    ys = [y for _, y in samples]
    if reading.x is None:
        return max(ys) if reading.kind == "max" else min(ys)
    turns = local_extremes(samples, reading.x, MARK_FRACTION * span, f, reading.kind)
    return min(turns, key=lambda v: abs(v - reading.y)) if turns else None


def _level_values(samples, reading, f, span: float) -> list[float] | None:
    """The curve's values over the window it is said to hold its level: [x, x_end] (clipped to where it is drawn)
    with both ends; at x alone when no end is given."""
    dx = X_READING_FRACTION * span
    if reading.x_end is None:
        return _values_at(samples, reading.x, dx, f, span)
    lo, hi = reading.x, min(reading.x_end, samples[-1][0])
    inside = [y for x, y in samples if lo <= x <= hi]
    ends = [_values_at(samples, x, 1e-9 * span, f, span) for x in (lo, hi)]
    return inside + [min(e, key=lambda v: abs(v - reading.y)) for e in ends if e] or None


def verify_curve_reading(claim: Claim, ctx: VerifyContext) -> Outcome:
    reading = claim.payload
    panel = ctx.named_panel(claim.panel)
    if panel is None:
        return unverifiable(UNCLEAR_PANEL)
    curves = panel.curves or []
    if reading.curve >= len(curves):
        return unverifiable("the curve is not known", panel=panel.title)
    where = {"panel": panel.title, "row": curves[reading.curve].name, "column": reading.x}
    samples, f = sorted(curves[reading.curve].points), axis_scale(panel)
    span = x_span(panel, [x for x, _ in samples], f)
    if span == 0 or (reading.x is not None and math.isnan(f(reading.x))):
        return unverifiable("the curve's x range is not known", **where)
    tol = _tolerance(claim, panel, reading.y)
    if reading.kind in ("max", "min"):
        found = _extreme(samples, reading, f, span)
        if found is None:
            return unverifiable("the curve turns no such way near this x", **where)
        if abs(found - reading.y) <= tol + 1e-9 * max(1.0, abs(found)):
            return supported(found, **where)
        word = "peak" if reading.kind == "max" else "dip"
        return contradicted("value", found, f"the curve's {word} there is at {found:.4g}, not {reading.y:g}", **where)
    if reading.kind == "level":
        values = _level_values(samples, reading, f, span)
        if values is None:
            return unverifiable("the curve is not drawn over this x", **where)
        worst = max(values, key=lambda v: abs(v - reading.y))
        if abs(worst - reading.y) <= tol + 1e-9 * max(1.0, abs(worst)):
            return supported(worst, **where)
        return contradicted("trend", worst, f"the curve reaches {worst:.4g} there, not a level of {reading.y:g}", **where)
    dx = (X_READING_FRACTION if reading.x_approx else 1e-9) * span
    near = _values_at(samples, reading.x, dx, f, span)
    if near is None:
        return unverifiable("the curve is not drawn at this x", **where)
    best = min(near, key=lambda v: abs(v - reading.y))
    if abs(best - reading.y) <= tol + 1e-9 * max(1.0, abs(best)) or min(near) - tol <= reading.y <= max(near) + tol:
        return supported(best, **where)
    return contradicted("value", best, f"the curve is at {best:.4g} there, not {reading.y:g}", **where)


def curve_values(panel, curve, xs: list[float]) -> list[float | None]:
    """The curve's value at each x of ``xs`` (between its vertices, the line through them; None where it is not
    drawn): what ``values_near`` reads there within a billionth of the x span, its last value. The vertices are
    sorted and placed on the axis' scale once, and each x is found among them by bisection (``_value_at``)."""
    samples, f = sorted(curve.points), axis_scale(panel)
    span = x_span(panel, [sx for sx, _ in samples], f)
    if span == 0:
        return [None] * len(xs)
    at = [f(sx) for sx, _ in samples]
    first = next((i for i, a in enumerate(at) if not math.isnan(a)), len(at))  # a log axis' x <= 0 come first
    placed = at[first:]
    if any(math.isnan(a) for a in placed) or any(b < a for a, b in zip(placed, placed[1:])):
        return [_scanned_value(samples, f, span, x) for x in xs]  # not in order on the scale: every vertex read
    return [_value_at(samples, placed, first, f, span, x) for x in xs]


def _scanned_value(samples, f, span: float, x: float) -> float | None:
    if math.isnan(f(x)) or not samples[0][0] <= x <= samples[-1][0]:
        return None
    near = values_near(samples, x, 1e-9 * span, f, MAX_GAP_FRACTION * span, False)
    return None if not near else near[-1]


def _value_at(samples, placed: list[float], first: int, f, span: float, x: float) -> float | None:
    """``_scanned_value`` where the vertices from ``first`` on are ``placed`` on the scale in order and those
    before it are not placed (NaN): only the vertices and segments around x are read. The unplaced ones add
    values ``values_near`` computes as NaN (every segment among them, and the one to the first placed vertex
    unless that lies below the window), which count only where no placed segment adds one."""
    fx = f(x)
    if math.isnan(fx) or not samples[0][0] <= x <= samples[-1][0]:
        return None
    dx, max_gap = 1e-9 * span, MAX_GAP_FRACTION * span
    low, high = fx - dx, fx + dx
    margin = 1e-12 * (abs(fx) + dx)  # wider than any rounding of the window's ends: each vertex in it tested as read
    inside = [samples[first + j][1] for j in range(bisect_left(placed, low - margin), bisect_right(placed, high + margin))
              if abs(placed[j] - fx) <= dx]
    value, found = None, False
    for k in range(max(0, bisect_left(placed, low) - 1), min(bisect_right(placed, high), len(placed) - 1)):
        a, b = placed[k], placed[k + 1]
        if b - a <= 0 or b < low or a > high:
            continue
        if b - a > max_gap:
            if not inside:
                return None
            continue
        (_, y0), (_, y1) = samples[first + k], samples[first + k + 1]
        value, found = y0 + (y1 - y0) * (min(max(fx, a), b) - a) / (b - a), True
    if found:
        return value
    if first >= 2 or (first == 1 and placed and not placed[0] < low):
        return math.nan  # only segments from vertices off the scale reach x
    return inside[-1] if inside else None

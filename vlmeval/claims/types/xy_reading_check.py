"""The check of the x-y readings: a value read on one series at a numeric x (``claims.types.xy_reading``), judged
against the series there, and the way a series goes from an x (``XYTrend``) likewise. A series' extreme at an x
is judged in its own module (``claims.types.xy_extreme.verify_xy_extreme``) with the series this module finds.

At an x the series samples, the sample; between two samples, the line between them (in log x on a log axis),
unless they lie farther apart than a tenth of the drawn x range (the curve between them is not known); just outside
the first or last sample (within the hedged-x reach below), where the line starts or ends as drawn, the end sample
and its end segment carried on (``_end_values``). A hedged x
("≈ -1.5", "~220 days") stands for any x within its reading tolerance, so the value must be within tolerance of the
series somewhere there. Scatter series with every marker recorded (``Table.points``) are matched to the markers
nearest that x. The value's tolerance is the coarser of its printed precision, the panel's reading tolerance and,
for "~", the house's hedge tolerance (``claims.line_numbers.APPROX_RELATIVE``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

from vlmeval.claims import Claim
from vlmeval.groundtruth.facts import derived_for
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Panel
from vlmeval.verify import UNCLEAR_PANEL, Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.claims.line_numbers import APPROX_RELATIVE
from vlmeval.claims.types.value_check import reading_tolerance
from vlmeval.verify.tolerance import X_READING_FRACTION, table_decimals, tolerance

MAX_GAP_FRACTION = 0.10  # samples farther apart than this share of the x range: the curve between is not known


def _scale(panel: Panel):
    log = panel.x.scale == "log"
    return (lambda v: math.log10(v) if v > 0 else float("nan")) if log else (lambda v: v)


def x_span(panel: Panel, xs: list[float], f) -> float:
    lo, hi = panel.x.range or (min(xs), max(xs))
    span = abs(f(hi) - f(lo)) if panel.x.range else abs(f(max(xs)) - f(min(xs)))
    return span if span > 0 and not math.isnan(span) else 0.0


def samples_of(panel: Panel, row: int) -> list[tuple[float, float]]:
    t = panel.data
    if t.points is not None and row < len(t.points) and t.points[row]:
        return sorted((float(x), float(y)) for x, y in t.points[row])
    out = []
    for c, v in zip(t.columns, t.values[row]):
        if v is not None and isinstance(c, (int, float)) and not isinstance(c, bool):
            out.append((float(c), float(v)))
    return sorted(out)


def _values_near(samples, x: float, dx: float, f, max_gap: float, scatter: bool) -> list[float] | None:
    """The series' values at x ± dx (in the axis' scale): samples there, and the line through the neighbours;
    None when x lies outside the samples or between two too far apart."""
    fx = f(x)
    inside = [y for sx, y in samples if abs(f(sx) - fx) <= dx]
    if scatter:
        return inside or None
    found = list(inside)
    for (x0, y0), (x1, y1) in zip(samples, samples[1:]):
        a, b = f(x0), f(x1)
        if b - a <= 0 or b < fx - dx or a > fx + dx:
            continue
        if b - a > max_gap:
            if not inside:
                return None
            continue
        lo, hi = max(a, fx - dx), min(b, fx + dx)
        for p in (lo, hi, min(max(fx, a), b)):
            found.append(y0 + (y1 - y0) * (p - a) / (b - a))
    return found or None


def _end_values(samples, x: float, f, reach: float, max_gap: float) -> list[float] | None:
    """The values a line series has at an x just outside its samples, within ``reach`` (in the axis' scale) of its
    first or last one: the curve starts or ends there as drawn ("starts at ~1.9 at U = 0" where the first sample
    sits at U = 0.1). Both the end sample and the end segment carried on to x, so a steep end is not read as flat;
    None farther out, or when the end segment is itself too long to be known."""
    if len(samples) < 2:
        return None
    fx = f(x)
    for end, inner in ((samples[0], samples[1]), (samples[-1], samples[-2])):
        a, b = f(end[0]), f(inner[0])
        outside = fx < a if a < b else fx > a
        if outside and abs(fx - a) <= reach and 0 < abs(b - a) <= max_gap:
            return [end[1], end[1] + (end[1] - inner[1]) * (fx - a) / (a - b)]
    return None


def _printed_x_reach(panel: Panel, samples, reading, span: float) -> float:
    """How far from a hedged x a marker series is read when one marker alone sits at that x to its printed digits
    ("β ≈ 0.10" with a marker at 0.1002): half a unit of its last digit, not the axis' reading tolerance, which on
    densely placed markers would reach the neighbours (0.0751, 0.0876); else no limit (inf): a cloud, or an x no
    marker sits at, is read around its x. Linear x axes only (a line is read anywhere along it)."""
    if reading.x_decimals is None or panel.x.scale == "log":
        return math.inf
    half = 0.5 * 10.0 ** (-reading.x_decimals)
    at = sum(abs(x - reading.x) <= half + 1e-9 * span for x, _ in samples)
    return half + 1e-9 * span if at == 1 else math.inf


Y_READING_FRACTION = 0.10  # a "~" reading: never looser than this share of the drawn y range


def hedge_tolerance(panel: Panel, y: float) -> float:
    """The house's hedge tolerance for "~Y" (a share of |Y|), capped at a tenth of the drawn y range: on an axis
    from -150.6 to -148.3, "~-149.8" is a reading to a few tenths, not to 15 (a tenth of 149.8)."""
    relative = APPROX_RELATIVE * abs(y)
    lo, hi = panel.y.range if panel.y is not None and panel.y.range else (None, None)
    if lo is None or hi is None or panel.y.scale == "log" or not hi > lo:
        return relative
    return min(relative, Y_READING_FRACTION * (hi - lo))


MARK_FRACTION = 2 * X_READING_FRACTION  # a reading named a peak or dip: the extreme within this share of the x range


def _local_extremes(samples, x: float, dx: float, f, which: str) -> list[float]:
    """The values of the samples within ``dx`` of x that are a local maximum (``which`` "max") or minimum of the
    series: at least their neighbours (one neighbour at either end)."""
    out, fx = [], f(x)
    for i, (sx, y) in enumerate(samples):
        if abs(f(sx) - fx) > dx:
            continue
        around = [samples[j][1] for j in (i - 1, i + 1) if 0 <= j < len(samples)]
        if around and all(y >= v if which == "max" else y <= v for v in around):
            out.append(y)
    return out


@dataclass(frozen=True, slots=True)
class Series:
    """The series a reading or extreme is about: its panel, its (x, y) samples and the x axis' scale."""
    panel: Panel
    samples: tuple[tuple[float, float], ...]  # read only: kept with the figure (``row_samples``)
    f: Callable[[float], float]


def series_of(claim: Claim, ctx: VerifyContext) -> Series | Outcome:
    """The claim's series, or why it cannot be judged: an unclear panel, or a series whose values are not known."""
    panel = ctx.named_panel(claim.panel)
    if panel is None:
        return unverifiable(UNCLEAR_PANEL)
    if panel.data is None or claim.row not in panel.data.rows:
        return unverifiable("the series' values are not known", panel=panel.title)
    return Series(panel, row_samples(ctx.figure, panel, panel.data.rows.index(claim.row)), _scale(panel))


def row_samples(figure, panel: Panel, row: int) -> tuple[tuple[float, float], ...]:
    """``samples_of(panel, row)`` of a panel of ``figure``, read only: found once per panel row and kept with the
    figure (``derived_for``), as each claim on a series asks and the samples depend on the record alone."""
    rows = derived_for(figure, "xy samples", panel, _no_rows)
    found = rows.get(row)
    if found is None:
        found = rows[row] = tuple(samples_of(panel, row))
    return found


def _no_rows(_panel: Panel) -> dict[int, tuple[tuple[float, float], ...]]:
    return {}


def _drawn_reach(panel: Panel, claim: Claim, span: float, f) -> float:
    """How far from a stated x a hedged value read off a drawn curve is looked for ("about -25 K at r = 12 Å"): the
    x is read off the drawing as well, so within the x reading tolerance, as value claims are (``value_check``), but
    no farther than its printed digits reach ("~0.11 at U = 5.0" is the curve within 0.05 of 5.0, not down the
    slopes of a peak there); elsewhere the x itself."""
    if claim.hedge != "approx" or panel.values_printed or panel.values_read not in ("geometry", "raster"):
        return 1e-9 * span
    x, digits = claim.payload.x, claim.payload.x_decimals
    printed = math.inf if digits is None else abs(f(x + 0.5 * 10.0 ** (-digits)) - f(x))  # in the axis' scale
    return max(1e-9 * span, min(X_READING_FRACTION * span, printed if not math.isnan(printed) else 0.0))


def _max_gap(panel: Panel, row, span: float) -> float:
    """How far apart two samples of a line series may lie for the curve between them to be known: any distance
    for a line the record read off the drawing's geometry (its samples are the drawn line's vertices, joined by
    straight segments in the axis' scale), else a share of the x range (a curve sampled more sparsely than drawn)."""
    t = panel.data
    i = next((k for k, r in enumerate(t.rows) if r == row), None)
    style = t.styles[i] if t.styles and i is not None and i < len(t.styles) else None
    drawn = panel.values_read == "geometry" and style is not None and style.mark == "line"
    return math.inf if drawn else MAX_GAP_FRACTION * span


def verify_xy_reading(claim: Claim, ctx: VerifyContext) -> Outcome:
    reading = claim.payload
    series = series_of(claim, ctx)
    if not isinstance(series, Series):
        return series
    panel, samples, f, t = series.panel, series.samples, series.f, series.panel.data
    where = {"panel": panel.title, "row": claim.row, "column": reading.x}
    if chart_kind(ctx.figure.kind).bars and not any(isinstance(c, (int, float)) and not isinstance(c, bool)
                                                    and float(c) == reading.x for c in t.columns):
        if panel.unread:  # the record may have left a bar out
            return unverifiable("the panel draws no bar known at this category", **where)
        return contradicted("hallucination", None, f"the panel draws no bar at {reading.x:g}", **where)
    if len(samples) < 2 or math.isnan(f(reading.x)):
        return unverifiable("the series' values at this x are not known", **where)
    span = x_span(panel, [x for x, _ in samples], f)
    if span == 0:
        return unverifiable("the x range is not known", **where)
    scatter = t.points is not None or chart_kind(ctx.figure.kind).bars  # bars: the bar at that category, never between
    dx = X_READING_FRACTION * span if (reading.x_approx or t.points is not None) else _drawn_reach(panel, claim, span, f)
    if scatter:  # "β ≈ 0.10" names the marker there, not its neighbours
        dx = min(dx, _printed_x_reach(panel, samples, reading, span))
    near = _values_near(samples, reading.x, dx, f, _max_gap(panel, claim.row, span), scatter)
    if near is None and not scatter:
        near = _end_values(samples, reading.x, f, X_READING_FRACTION * span, MAX_GAP_FRACTION * span)
    if near is None:
        return unverifiable("the series has no value known at this x (between samples too far apart)", **where)
    tol = max(tolerance(reading.decimals, table_decimals(ctx.figure, t), claim.hedge), panel.value_tolerance or 0.0)
    if claim.hedge == "approx":
        tol = max(tol, hedge_tolerance(panel, reading.y))
    tol = max(tol, reading_tolerance(panel, reading.y, claim.hedge))  # as any number read off the drawing
    if reading.marked:
        peaks = _local_extremes(samples, reading.x, MARK_FRACTION * span, f, reading.marked)
        if peaks:  # "~0.025 (highest peak)": the peak there, not any point of its slopes
            mark = min(peaks, key=lambda v: abs(v - reading.y))
            if abs(mark - reading.y) <= tol + 1e-9 * max(1.0, abs(mark)):
                return supported(mark, **where)
            word = "peak" if reading.marked == "max" else "dip"
            return contradicted("value", mark, f"the series' {word} there is at {mark:.4g}, not {reading.y:g}", **where)
    best = min(near, key=lambda v: abs(v - reading.y))
    if abs(best - reading.y) <= tol + 1e-9 * max(1.0, abs(best)):
        return supported(best, **where)
    if min(near) - tol <= reading.y <= max(near) + tol:
        return supported(best, **where)  # the series passes through the value within the x's reading tolerance
    return contradicted("value", best, f"the series is at {best:.4g} there, not {reading.y:g}", **where)


def _drawn_order(series: Series) -> list[tuple[float, float]]:
    """A bar chart's samples in the order its categories are drawn, left to right (numeric labels may wrap:
    98, 99, 0, 1)."""
    by_x = dict(series.samples)
    order = [float(c) for c in series.panel.data.columns if isinstance(c, (int, float)) and not isinstance(c, bool)]
    return [(x, by_x[x]) for x in order if x in by_x]


TREND_SHARE = 0.10  # a change smaller than this share of the series' own range is no direction


STEADY_REVERSAL_SHARE = 0.25  # a steady rise (fall) that goes back by this share of the series' range: not steady


def _largest_reversal(ys: list[float], direction: str) -> float:
    """The largest move against ``direction`` between two samples in order (a drawdown for "up")."""
    sign = 1 if direction == "up" else -1
    best, top = 0.0, sign * ys[0]
    for y in ys[1:]:
        top = max(top, sign * y)
        best = max(best, top - sign * y)
    return best


def verify_xy_trend(claim: Claim, ctx: VerifyContext) -> Outcome:
    """Where a series goes from a reading's x to its end (``claims.types.xy_reading``: "..., increasing toward the
    wall"): most steps and the whole change that way; the other way is a wrong trend, a mixed course unverifiable."""
    stated = claim.payload
    series = series_of(claim, ctx)
    if not isinstance(series, Series):
        return series
    f, where = series.f, {"panel": series.panel.title, "row": claim.row}
    if chart_kind(ctx.figure.kind).bars:  # from the bar named on, in drawn order
        drawn = _drawn_order(series)
        at = next((i for i, (x, _) in enumerate(drawn) if x == stated.x), None)
        end = next((i for i, (x, _) in enumerate(drawn) if x == stated.until), len(drawn) - 1)
        ys = [] if at is None else [y for _, y in drawn[at:end + 1]]
    else:
        ys = [y for x, y in series.samples if f(x) >= f(stated.x) - 1e-9 * max(1.0, abs(f(stated.x)))]
    if len(ys) < 3 or len(series.samples) < 3:
        return unverifiable("too few samples after this x", **where)
    all_ys = [y for _, y in series.samples]
    change, scale = ys[-1] - ys[0], max(all_ys) - min(all_ys)
    if stated.steady and (back := _largest_reversal(ys, stated.direction)) > STEADY_REVERSAL_SHARE * scale > 0:
        return contradicted("trend", "up and down", f"the series does not go {stated.direction} steadily there: it "
                            f"moves {back:.3g} the other way", **where)
    ups = sum(b > a for a, b in zip(ys, ys[1:]))
    downs = sum(b < a for a, b in zip(ys, ys[1:]))
    went = "up" if change > TREND_SHARE * scale and ups > downs else "down" if change < -TREND_SHARE * scale and downs > ups else None
    if went is None:
        return unverifiable("the series goes neither way on from this x", **where)
    if went == stated.direction:
        return supported(went, **where)
    return contradicted("trend", went, f"the series goes {went} from {stated.x:g} on, not {stated.direction}", **where)


# the same readings of a drawn curve (claims.types.curve_check)
values_near, end_values, local_extremes, axis_scale = _values_near, _end_values, _local_extremes, _scale

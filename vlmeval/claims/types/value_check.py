"""The ``value`` claim type's payload and verifier: a number stated at a place is right, at another place
(location), wrong (value), at a place the figure does not have (hallucination), or about a cell whose value is not
known (unverifiable). Also the panel a claim means (``resolve_panel``), which the relation and structure checks
share. Its readers are ``claims.types.value`` and ``claims.types.value_tables``."""

from __future__ import annotations

import math
import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass

from vlmeval.claims import Claim
from vlmeval.claims.bin_places import bin_cell
from vlmeval.claims.lexicon import find_key, key_number
from vlmeval.claims.line_numbers import APPROX_RELATIVE
from vlmeval.groundtruth.facts import derived
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Panel, UnreadPart
from vlmeval.verify import UNCLEAR_PANEL, Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.verify.tolerance import X_READING_FRACTION, close, log_close, printed_decimals, tolerance
from vlmeval.lazy_re import lazy_compile


@dataclass(frozen=True, slots=True)
class ValuePayload:
    """A number at a place (``Claim.panel/row/column``); ``decimals`` is its printed precision."""
    stated: float
    decimals: int | None = None


def resolve_panel(claim: Claim, ctx: VerifyContext) -> Panel | None:
    if claim.panel is not None:
        return ctx.named_panel(claim.panel)
    return ctx.figure.panels[0] if len(ctx.figure.panels) == 1 else None


def locate(panel: Panel, row, column):
    """(row key, column key) in the panel's table, trying the stated axes the other way round too."""
    t = panel.data
    rk, ck = find_key(row, t.rows), find_key(column, t.columns)
    if rk is not None and ck is not None:
        return rk, ck
    rk2, ck2 = find_key(column, t.rows), find_key(row, t.columns)
    if rk2 is not None and ck2 is not None:
        return rk2, ck2
    return None


_LOCATED_MAX = 50_000  # places kept per figure


def _located(ctx: VerifyContext, panel: Panel, row, column):
    """``locate(panel, row, column)``, kept with the figure for a place named in words: descriptions state values at
    the same few places, and each such look-up compares the normalised keys one by one (a number is found by one
    ``list.index`` per axis, faster than any cache). Keyed by type too (``True == 1`` but is read as a name)."""
    if type(row) in _NUMBERS and type(column) in _NUMBERS:
        return locate(panel, row, column)
    cache = derived(ctx.figure, "located_values", _new_cache)
    slot = (id(panel), type(row), row, type(column), column)
    try:
        found = cache.get(slot, _UNSEEN)
    except TypeError:  # a key that cannot be hashed: looked up, not kept
        return locate(panel, row, column)
    if found is _UNSEEN:
        found = locate(panel, row, column)
        if len(cache) < _LOCATED_MAX:
            cache[slot] = found
    return found


_UNSEEN = object()
_NUMBERS = frozenset({int, float})


def _new_cache(_figure) -> dict:
    return {}


def panel_decimals(ctx: VerifyContext, panel: Panel) -> int | None:
    """``printed_decimals(panel.data)``, kept with the figure: without ``Table.decimals`` it reads every value's
    digits, and each value claim asks."""
    return _panel_terms(ctx, panel)[1]


def _panel_terms(ctx: VerifyContext, panel: Panel) -> tuple[Panel, int | None, float, float]:
    """(panel, ``printed_decimals(panel.data)``, ``panel.value_tolerance or 0.0``, ``_reading_resolution(panel)``):
    what every value claim on the panel reads for its tolerance, the same for each, found once per panel and kept
    with the figure (the panel beside them, so its id names no other object)."""
    cache = derived(ctx.figure, "value_panel_terms", _new_cache)
    found = cache.get(id(panel))
    if found is None or found[0] is not panel:
        found = cache[id(panel)] = (panel, printed_decimals(panel.data), panel.value_tolerance or 0.0,
                                    _reading_resolution(panel))
    return found


def verify_value(claim: Claim, ctx: VerifyContext) -> Outcome:
    panel = resolve_panel(claim, ctx)
    if panel is None:
        return unverifiable(UNCLEAR_PANEL)
    title = panel.title
    where = {"panel": title}
    if panel.data is None:
        return unverifiable("the panel's values are not known", **where)
    if claim.row is None or claim.column is None:
        return unverifiable("the place of the value is not stated", **where)
    t = panel.data
    found = _located(ctx, panel, claim.row, claim.column) or _read_off_x(panel, claim.row, claim.column) \
        or bin_cell(panel, claim.row, claim.column)  # a histogram's bin named by its centre or edges as read
    if found is None:
        missing = [k for k in (claim.row, claim.column) if find_key(k, t.rows + t.columns) is None]
        named = ', '.join(str(k) for k in missing) or str(claim.row)
        points = chart_kind(ctx.figure.kind)
        if len(missing) == 2:  # nothing ties the place to the record: the text names both sides in its own terms
            return unverifiable(f"the record holds neither row/column {named}", **where)
        if any(_in_series_place(t, k, claim.column if k is claim.row else claim.row) for k in missing) or not all(
                _certainly_absent(panel, k, points.numeric_x and not points.series, k is claim.column) for k in missing):
            return unverifiable(f"the record holds no row/column {named}, and the figure may (a place between its "
                                "samples, an axis name, or a part the record leaves unread)", **where)
        if any(isinstance(k, str) and _DERIVED_HEADER.search(k) for k in missing):
            return unverifiable(f"{named} names a quantity derived from other cells (a ratio or difference), "
                                "which the record does not hold", **where)
        if any(isinstance(k, str) and _SECOND_AXIS_HEADER.search(k) for k in missing):
            return unverifiable(f"{named} is read on a second axis (a top x scale), which the record does not "
                                "hold", **where)
        return contradicted("hallucination", None, f"the panel has no row/column {named}", **where)
    rk, ck = found
    where.update(row=rk, column=ck)
    true = t.values[t.rows.index(rk)][t.columns.index(ck)]
    if true is None:
        return unverifiable("this cell's value is not known", **where)
    _, decimals, value_tol, resolution = _panel_terms(ctx, panel)
    printed_tol = tolerance(claim.decimals, decimals, claim.hedge)
    stated = float(claim.stated)
    # max(printed, value_tol, reading_tolerance(...)) as written out: a number without a hedge has no hedge's reach
    # (``_hedged_reading`` is 0), so its reading tolerance is the resolution (never negative) itself, and its error
    # is that of the reading and then of the rounding to its digits ("-0.12" read off a drawn box at -0.1146)
    tol = max(printed_tol, value_tol, reading_tolerance(panel, stated, claim.hedge) if claim.hedge == "approx"
              else printed_tol + max(resolution, 0.0))
    if close(stated, true, tol) or _within_x_window(panel, rk, claim.column, ck, stated, tol):
        return Outcome("supported", None, true, None, title, rk, ck)  # supported(true, **where), built directly
    printed = _printed(t, rk, ck)
    if printed is not None and close(float(claim.stated), printed, tol):  # the label's number (a signed label)
        return supported(printed, **where)
    elsewhere = _found_elsewhere(ctx, panel, rk, ck, float(claim.stated), tol)
    if elsewhere:
        return contradicted("location", true, f"{claim.stated:g} is at {elsewhere}", **where)
    return contradicted("value", true, None, **where)


# a table column the description computes from the row's other cells ("ratio", "Gap (B − A)", "speedup"): no place
# of the figure, so a record without it cannot call it invented. Narrower than place_readings.DERIVED (a clause's
# words: "median", "errors", "bars" there would also name plotted columns)
_DERIVED_HEADER = lazy_compile(r"\b(?:ratios?|speed-?ups?|gaps?|differences?|factors?|fold|delta)\b|Δ", re.I)
# a table column headed by a span of percentages ("48%-68%") over an x axis of no percent: a span of the values shown
_PERCENT_SPAN = lazy_compile(r"^\s*[~≈]?\s*-?\d[\d.,]*\s*%\s*(?:-|–|—|to)\s*[~≈]?\s*-?\d[\d.,]*\s*%?\s*$", re.I)
_PERCENT_WORD = lazy_compile(r"%|percent", re.I)
# a table column read on a figure's second x scale ("top-axis x_HD", "x on the upper axis"): a place of the figure
# the record's one x axis does not give (no second x axis in the schema), so its absence is no invention
_SECOND_AXIS_HEADER = lazy_compile(r"\b(?:top|upper|second(?:ary)?|twin)\b[\s-]*(?:[^\W\d_]{1,2}[\s-]*)?(?:ax[ie]s|scale)\b", re.I)
_RANGE_KEY = lazy_compile(r"\s*(-?\d[\d,]*(?:\.\d+)?)\s*(?:[–—-]|to)\s*(-?\d[\d,]*(?:\.\d+)?)\s*$")


def _certainly_absent(panel: Panel, key, markers: bool, as_column: bool = False) -> bool:
    """Whether the figure certainly lacks the place ``key`` that its record does not hold, when the record leaves no
    part of the panel that could hold values unread: a name that is not one of its axes' (an axis name is a misread
    place, not a claim about one); a number between the points of a scatter (``markers``: a kind whose columns are its points' x, the record holding every marker, so no point
    sits there); otherwise a number or a numeric range ("0.5–0.6", a histogram bin read with other edges) only when
    it lies wholly outside the drawn x axis (inside it, it is a place between the record's samples)."""
    if any(u.kind not in UnreadPart.WITHOUT_VALUES for u in panel.unread or ()):
        return False
    if isinstance(key, str) and _PERCENT_SPAN.match(key) and not _PERCENT_WORD.search(panel.x.label or ""):
        return False  # "48%-68%" over an x axis of no percent: a span of the values shown, not a place on x
    span = _numeric_span(key)
    if span is None:
        return not _may_name_an_axis(panel, key, as_column)
    x = panel.x
    if x is None or x.scale == "categorical" or (markers and span[0] == span[1] and not _near_log_marker(panel, span[0])):
        return True
    ticks = [float(v) for v in x.ticks or [] if isinstance(v, (int, float))]
    extent = tuple(x.range) if x.range else (min(ticks), max(ticks)) if ticks else None
    if extent is None:
        return False
    lo, hi = min(extent), max(extent)
    return span[1] < lo or span[0] > hi


def _in_series_place(t, key, other) -> bool:
    """Whether the number ``key`` stands where the record's series are while the record names them otherwise (a
    table's "K = 1.2" column over curves the record names by colour): its partner ``other`` is one of the x places
    (the columns), so ``key`` is no x, and the record cannot say the figure lacks a series so named."""
    return (_numeric_span(key) is not None and find_key(other, t.columns) is not None
            and not any(isinstance(r, (int, float)) and not isinstance(r, bool) for r in t.rows))


def _may_name_an_axis(panel: Panel, key, as_column: bool) -> bool:
    """Whether the name ``key`` may be one of the panel's axes' names: it matches a label, or it stands where the
    panel has numbers (its numeric x) and the record holds that x axis without a label (a table's "Year" column over
    an unlabelled axis of years: the record cannot say the figure lacks that name)."""
    axes = (panel.x, panel.y, panel.y2)
    if any(a is not None and a.label and find_key(key, [a.label]) is not None for a in axes):
        return True
    x = panel.x
    return as_column and x is not None and not x.label and x.scale != "categorical" and _numeric_columns(panel)


def _numeric_columns(panel: Panel) -> bool:
    columns = panel.data.columns
    return bool(columns) and all(isinstance(c, (int, float)) and not isinstance(c, bool) for c in columns)


def _near_log_marker(panel: Panel, x: float) -> bool:
    """Whether ``x`` may name a marker read off a log x axis: within the x reading share of the markers' span in
    decades of one ("~180 nodes" for the point at 167 on an axis over four decades)."""
    xs = [float(c) for c in panel.data.columns if isinstance(c, (int, float)) and not isinstance(c, bool) and c > 0]
    return panel.x.scale == "log" and len(xs) > 1 and any(log_close(x, c, (min(xs), max(xs)), X_READING_FRACTION) for c in xs)


def _numeric_span(key) -> tuple[float, float] | None:
    """(low, high) of a key that is a number or a numeric range; None for a name."""
    m = _RANGE_KEY.match(str(key))
    if m:
        a, b = (float(g.replace(",", "")) for g in m.groups())
        return min(a, b), max(a, b)
    v = key_number(key)
    return None if v is None else (v, v)


READ_SHARE = 0.005  # the finest a value read off a drawn (unprinted) plot resolves, as a share of its y axis span


def _reading_resolution(panel: Panel) -> float:
    """How close a value read off a plot that prints no values can be, however many digits it is written with
    ("~0.0085" on an axis from 0 to 0.05 for 0.00824): ``READ_SHARE`` of the value axis' span, or for a colour read
    off a heatmap's embedded image ``COLOUR_READ_SHARE`` of its colour bar's; 0 for values printed on the figure or
    given as data (the record's values were read from its vector drawing)."""
    if not panel.values_printed and panel.values_read == "raster":
        return COLOUR_READ_SHARE * _colour_span(panel)
    y = panel.y
    if panel.values_printed or panel.values_read != "geometry" or y is None or y.scale != "linear" or y.range is None:
        return 0.0
    return READ_SHARE * abs(y.range[1] - y.range[0])


# the finest a value matched by eye to a continuous colour scale resolves (a heatmap that prints no values), as a
# share of the colour bar's span: neighbouring shades a twentieth of the scale apart are hard to tell apart
COLOUR_READ_SHARE = 0.05


def _colour_span(panel: Panel) -> float:
    """The span of the panel's colour bar (its range, else its ticks'); 0 when the record gives neither."""
    bar = panel.colorbar
    if bar is None:
        return 0.0
    if bar.range is not None:
        return abs(bar.range[1] - bar.range[0])
    ticks = [float(v) for v in bar.ticks or []]
    return max(ticks) - min(ticks) if len(ticks) > 1 else 0.0


def reading_tolerance(panel: Panel, stated: float, hedge: str | None) -> float:
    """How far off a number read off ``panel``'s drawing may be, whichever check judges it (a value at a place, a
    reading on a series at an x, an extreme): the drawing's resolution and, for a hedged number, the hedge's reach
    (both 0 where the figure prints its values or the record holds given data)."""
    return max(_reading_resolution(panel), _hedged_reading(panel, stated, hedge))


def _hedged_reading(panel: Panel, stated: float, hedge: str | None) -> float:
    """How far off a hedged number ("~1.7", "about 40") read off a drawn plot may be: a tenth of itself (the house's
    hedge, ``APPROX_RELATIVE``; on a linear axis never looser than a tenth of its drawn span) or, on a linear axis,
    ``X_READING_SHARE`` of that span, whichever is looser ("~-0.55" for -0.616 on an axis from -1.2 to 3.1); 0 when
    not hedged, or when the figure prints its values or the record holds given data."""
    y = panel.y
    if hedge != "approx" or panel.values_printed or panel.values_read not in ("geometry", "raster") or y is None:
        return 0.0
    relative = APPROX_RELATIVE * abs(stated)
    if y.scale != "linear" or y.range is None:
        return relative if y.scale == "log" else 0.0
    span = abs(y.range[1] - y.range[0])
    return max(min(relative, 0.1 * span), X_READING_SHARE * span)


X_READING_SHARE = 0.025  # how far off a sample an x read off a numeric axis may be, as a share of the axis span


def _x_scale(x) -> tuple:
    """(where a number sits along the x axis, the axis' span there): on a log axis in decades, so that the reading
    tolerance is a share of the drawn width ("~400" on an axis from 100 to 3×10⁶ is not a sample at 167, nor a
    window reaching 72,000), else the number itself; a number a log axis cannot place sits nowhere (nan)."""
    ticks = [float(v) for v in x.ticks or [] if isinstance(v, (int, float))]
    lo, hi = x.range if x.range else (min(ticks), max(ticks)) if ticks else (0.0, 0.0)
    if x.scale == "log" and lo > 0 and hi > 0:
        return (lambda v: math.log10(v) if v > 0 else math.nan), math.log10(hi) - math.log10(lo)
    return (lambda v: v), hi - lo


def _read_off_x(panel: Panel, row, column):
    """(row key, column key) for a reading at a numeric x that is no sample's ("V/J = 0.75" for the sample at
    0.765): the nearest sample holding a value, when within ``X_READING_SHARE`` of the x axis span and nearer than any
    other (a dense curve: the nearest of the samples within it)."""
    t, x = panel.data, panel.x
    if x is None or x.scale == "categorical" or not isinstance(column, (int, float)) or find_key(row, t.rows) is None:
        return None
    rk = find_key(row, t.rows)
    known = t.values[t.rows.index(rk)]
    f, span = _x_scale(x)
    xs = sorted((d, c) for c, v in zip(t.columns, known) if v is not None and isinstance(c, (int, float))
                and not isinstance(c, bool) and not math.isnan(d := abs(f(float(c)) - f(column))))  # samples read at
    near = X_READING_SHARE * abs(span)
    if not xs or xs[0][0] > near:
        return None
    if len(xs) > 1 and near < xs[1][0] <= 2 * xs[0][0]:
        return None  # two samples about as far, one of them past the reading tolerance: which is meant is not clear
    return rk, xs[0][1]


def _within_x_window(panel: Panel, rk, column, ck, stated: float, tol: float) -> bool:
    """A reading at an x the series does not sample (``ck`` is the nearest sample's, not ``column``): right when
    within ``tol`` of the values the series takes within the x reading tolerance of it (a steep curve moves far
    over that window: "~-25 at r = 12" where it runs from -18 to -22 between 11.6 and 12.4), the value read with the
    same share of a linear y axis' span as the x."""
    if not isinstance(column, (int, float)) or isinstance(column, bool) or ck == column or panel.x is None:
        return False
    x, t = panel.x, panel.data
    f, span = _x_scale(x)
    near = X_READING_SHARE * abs(span)
    seen = [v for c, v in zip(t.columns, t.values[t.rows.index(rk)]) if v is not None
            and isinstance(c, (int, float)) and not isinstance(c, bool) and abs(f(float(c)) - f(column)) <= near]
    y = panel.y
    yticks = [float(v) for v in (y.ticks or []) if isinstance(v, (int, float))] if y is not None else []
    yspan = (y.range[1] - y.range[0]) if y is not None and y.range else (max(yticks) - min(yticks)) if yticks else 0.0
    if y is not None and y.scale == "linear":
        tol = max(tol, X_READING_SHARE * abs(yspan))  # read off the drawing both ways: the same share of each axis
    return bool(seen) and min(seen) - tol <= stated <= max(seen) + tol


def _printed(t, rk, ck) -> float | None:
    """The cell's number as printed on the figure where it differs from the drawn value (Table.printed)."""
    return None if t.printed is None else t.printed[t.rows.index(rk)][t.columns.index(ck)]


def _found_elsewhere(ctx: VerifyContext, panel: Panel, rk, ck, stated: float, tol: float) -> str | None:
    t = panel.data
    for i, j in _cells_near(ctx, panel, stated, tol):  # the first cell, in reading order, close to ``stated``
        r, c = t.rows[i], t.columns[j]
        if (r, c) != (rk, ck) and close(stated, t.values[i][j], tol):
            return f"row {r}, column {c}"
    for other in ctx.figure.panels:
        if other is panel or other.data is None:
            continue
        o = other.data
        r2, c2 = find_key(rk, o.rows), find_key(ck, o.columns)
        if r2 is not None and c2 is not None:
            v = o.values[o.rows.index(r2)][o.columns.index(c2)]
            if v is not None and close(stated, v, tol):
                return f"the same cell of panel {other.title!r}"
    return None


def _cells_near(ctx: VerifyContext, panel: Panel, stated: float, tol: float) -> list[tuple[int, int]]:
    """(row, column) indices, in reading order, of every cell ``close`` may find within ``tol`` of ``stated`` (some
    more): found by bisecting the panel's values sorted once per figure, not by testing every cell."""
    cache = derived(ctx.figure, "sorted_cells", _new_cache)
    cells = cache.get(id(panel))
    if cells is None:
        cells = cache[id(panel)] = _sorted_cells(panel.data)
    values, places = cells
    if values is None:
        return places  # every cell with a value, in reading order
    if not math.isfinite(stated) or not math.isfinite(tol):
        return sorted(places)
    # close() allows tol + EPSILON * max(1, |v|); a v that close to ``stated`` is within this wider margin
    margin = (tol + 2e-9 * max(1.0, abs(stated) + tol + 1.0)) * (1 + 1e-9) + 1e-12
    lo, hi = bisect_left(values, stated - margin), bisect_right(values, stated + margin)
    return sorted(places[lo:hi])


def _sorted_cells(t) -> tuple[list[float] | None, list[tuple[int, int]]]:
    """The panel's known values sorted, with their (row, column) indices; (None, every cell in reading order) when
    a value is not finite."""
    cells = [(float(v), i, j) for i, row in enumerate(t.values) for j, v in enumerate(row) if v is not None]
    if not all(math.isfinite(v) for v, _, _ in cells):  # close() finds an infinite value near every number
        return None, [(i, j) for _, i, j in cells]
    cells.sort()
    return [v for v, _, _ in cells], [(i, j) for _, i, j in cells]

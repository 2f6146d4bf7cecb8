"""The extreme of a whole panel named by its series and place on a line or scatter figure ("The longest time in the
chart is 64 procs at z = 2.0 (~83 s)", "the shortest is 128 procs at z = 0.5 (~24 s)", "The lowest ratio in the
chart is "sub-evolution/baseline" at z = 2.0 (~0.78)"), scored as an ``extremum`` claim (``XYChartExtreme``).

Judged by ``verify_chart_extreme``: the series named must hold the panel's extreme over every series (within the
value's tolerance; else a ``label`` error naming the series that does), then, as any series' extreme at an x
(``claims.types.xy_extreme``), at the stated x (within 5% of the x range) and of the stated value. The panel is the
line's (headings and lead-ins) or the figure's only one; the series must be named by legend text or look, one
series only. Read before the general extremum reader (the x is a place, never the value), by
``claims.types.xy_extreme.extract_xy_places``.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Literal

from vlmeval.claims import Claim, Document
from vlmeval.claims.line_numbers import APPROX_RELATIVE
from vlmeval.claims.types.xy_reading_check import Series, series_of, x_span
from vlmeval.claims.types.xy_reading_check import _samples as samples_of
from vlmeval.claims.xy_readings import BULLET, HEDGE, NUM, decimals_of, number_of, scope_line, scope_panel, series_in_scope
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.verify.tolerance import printed_decimals, tolerance


@dataclass(frozen=True, slots=True)
class XYChartExtreme:
    """The panel's maximum or minimum over every series (``which``), said to be ``series``'s value ``y`` (NaN: none
    stated) at the numeric ``x``."""
    which: Literal["max", "min"]
    x: float
    y: float
    decimals: int
    series: str


_MAX_WORDS = ("highest", "longest", "largest", "greatest")
_CHART_EXTREME = re.compile(
    rf"\b(?P<which>highest|lowest|longest|shortest|largest|smallest|greatest)\b(?P<noun>[^.;:\d]{{0,40}}?)\s+is\s+"
    rf"(?P<name>[^.;:=≈]{{1,50}}?)\s+at\s+(?:[^\d\s=≈~(),;]{{1,12}})\s*(?:=|≈)\s*(?:{HEDGE})?(?P<x>{NUM})(?!\.?\d)"
    rf"(?:\s*\(\s*(?P<yh>{HEDGE})?(?P<y>{NUM})(?!\.?\d)[^()]{{0,12}}\))?", re.I)
PLACE_FRACTION = 0.05  # as claims.types.xy_extreme.EXTREME_PLACE_FRACTION


def extract_chart_extremes(doc: Document) -> list[Claim]:
    out = []
    for i, line in enumerate(doc.lines):
        if line.heading:
            continue
        for m in _CHART_EXTREME.finditer(line.text):
            start, end = line.start + m.start(), line.start + m.end()
            scope = scope_line(doc, i) if BULLET.match(line.text) else None
            panel = scope_panel(doc, line, scope)
            if doc.is_taken(start, end) or panel is None or panel.data is None or len(panel.data.rows) < 2:
                continue
            row = series_in_scope(panel, [m.group("name")])
            if row is None:
                continue
            y = m.group("y")
            which = "max" if m.group("which").lower() in _MAX_WORDS else "min"
            payload = XYChartExtreme(which, number_of(m.group("x")), number_of(y) if y else math.nan,
                                     decimals_of(y) if y else 0, str(panel.data.rows[row]))
            out.append(Claim("extremum", start, end, stated=payload.y, panel=panel.title, row=panel.data.rows[row],
                             column=payload.x, hedge="approx" if m.group("yh") else None, decimals=payload.decimals,
                             source="xy chart extreme", payload=payload))
            doc.take(start, end)
    return out


def _tolerance(claim: Claim, panel) -> float:
    stated = claim.payload
    tol = max(tolerance(stated.decimals, printed_decimals(panel.data), claim.hedge), panel.value_tolerance or 0.0)
    if claim.hedge == "approx" and not math.isnan(stated.y):
        tol = max(tol, APPROX_RELATIVE * abs(stated.y))
    return tol + 1e-9


def verify_chart_extreme(claim: Claim, ctx: VerifyContext) -> Outcome:
    stated = claim.payload
    series = series_of(claim, ctx)
    if not isinstance(series, Series):
        return series
    panel, f = series.panel, series.f
    pick = max if stated.which == "max" else min
    rows = [(r, x, y) for r in range(len(panel.data.rows)) for x, y in samples_of(panel, r)]
    if len(series.samples) < 2 or not rows:
        return unverifiable("the series' values are not known", panel=panel.title, row=claim.row)
    tol = _tolerance(claim, panel)
    ex, ey = pick(series.samples, key=lambda s: s[1])
    top_row, top_x, top_y = pick(rows, key=lambda s: s[2])
    where = {"panel": panel.title, "row": claim.row, "column": ex}
    if abs(top_y - ey) > tol:
        name = panel.data.rows[top_row]
        return contradicted("label", {"value": top_y, "at": top_x, "series": name}, f"the chart's {stated.which}imum "
                            f"is {name} ({top_y:.4g} at {top_x:g}), not {claim.row} ({ey:.4g})", **where)
    span = x_span(panel, [x for x, _ in series.samples], f)
    if span == 0 or math.isnan(f(stated.x)):
        return unverifiable("the x range is not known", **where)
    if abs(f(ex) - f(stated.x)) > PLACE_FRACTION * span:
        return contradicted("location", {"value": ey, "at": ex}, f"the {stated.which}imum is at {ex:g}, not "
                            f"{stated.x:g}", **where)
    if not math.isnan(stated.y) and abs(ey - stated.y) > tol:
        return contradicted("value", {"value": ey, "at": ex}, f"the {stated.which}imum is {ey:.4g}", **where)
    return supported({"value": ey, "at": ex}, **where)

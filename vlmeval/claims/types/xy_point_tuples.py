"""Markers of a scatter given as coordinate pairs in brackets ("UT at about (−0.007, 98.2)", "NV ≈ (−0.038, 93.8)",
"MO (~0.006, 81.9)"): a marker of the panel's one series at (x, y), the x first as written conventionally. Judged in
both coordinates at once (``verify_point_tuple``): some marker within the x reading tolerance of x has its y within
the value's tolerance of y; markers near x and none at y contradict it; no marker near x leaves it unjudged. (A
pair is read off the drawing: among dense markers its last x digit may name a neighbour, so no one marker is
picked by the x alone.)

The name before a pair is a point's printed label, which the record does not tie to a marker, so only the place is
read: the panel must draw one series with every marker recorded, and both numbers must lie within the drawn axes
(a pair outside them is no point: a list of parameters, a line's ends off the frame). A pair on a line about a
drawn line, band or box ("a dashed diagonal from (0, 1.0) down to (1.0, 0)") or in a structure section is no
marker; nothing else is guessed."""

from __future__ import annotations

import re

from dataclasses import dataclass

from vlmeval.claims import Claim, Document
from vlmeval.claims.types.value_check import reading_tolerance
from vlmeval.claims.types.xy_reading_check import Series, hedge_tolerance, series_of, x_span
from vlmeval.claims.types.xy_reading_sentences import STRUCTURE_SECTION
from vlmeval.claims.xy_readings import BULLET, HEDGE, NUM, decimals_of, number_of, scope_line, scope_panel
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Panel
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.verify.tolerance import X_READING_FRACTION, table_decimals, tolerance
from vlmeval.lazy_re import lazy_compile


@dataclass(frozen=True, slots=True)
class XYPointTuple:
    """A marker of ``series`` said to sit at (``x``, ``y``) ("(−0.007, 98.2)"); ``decimals``: the y's printed ones."""
    x: float
    y: float
    x_approx: bool
    decimals: int
    series: str

_TUPLE = lazy_compile(rf"\(\s*(?P<xh>{HEDGE})?(?P<x>{NUM})\s*,\s*(?P<yh>{HEDGE})?(?P<y>{NUM})\s*\)")
_HEDGED_BEFORE = lazy_compile(rf"(?:{HEDGE})\s*$|\b(?:about|around|roughly|approximately|near)\s*$", re.I)
# a line about something drawn other than markers: its bracketed pairs are that thing's places
_NOT_MARKERS = lazy_compile(r"\b(?:lines?|diagonal|curves?|bands?|box(?:es)?|arrows?|fits?|regression|segments?|"
                            r"ticks?|labels?\s+at|corners?|range|extends?|spans?)\b", re.I)
_OUTSIDE_SHARE = 0.02  # how far past the drawn axes a read marker may lie, as a share of each axis' span


def extract_point_tuples(doc: Document) -> list[Claim]:
    spec = chart_kind(doc.figure.kind)
    if not spec.numeric_x or spec.bars or "(" not in doc.text:
        return []
    out = []
    for i, line in enumerate(doc.lines):
        if line.heading or "," not in line.text or STRUCTURE_SECTION.search(line.section or ""):
            continue
        found = list(_TUPLE.finditer(line.text))
        if not found or _NOT_MARKERS.search(line.text):
            continue
        panel = scope_panel(doc, line, scope_line(doc, i) if BULLET.match(line.text) else None)
        if not _one_marker_series(panel):
            continue
        for m in found:
            claim = _claim(doc, line, panel, m)
            if claim is not None:
                out.append(claim)
    return out


def _one_marker_series(panel: Panel | None) -> bool:
    t = panel.data if panel is not None else None
    return t is not None and len(t.rows) == 1 and t.points is not None and len(t.points) == 1 and bool(t.points[0]) \
        and panel.x is not None and panel.y is not None and bool(panel.x.range) and bool(panel.y.range)


def _inside(axis, v: float) -> bool:
    lo, hi = sorted(axis.range)
    margin = _OUTSIDE_SHARE * (hi - lo)
    return lo - margin <= v <= hi + margin


def _claim(doc: Document, line, panel: Panel, m: re.Match) -> Claim | None:
    x, y = number_of(m["x"]), number_of(m["y"])
    start, end = line.start + m.start(), line.start + m.end()
    if not (_inside(panel.x, x) and _inside(panel.y, y)) or doc.is_taken(start, end):
        return None
    before = _HEDGED_BEFORE.search(line.text, max(0, m.start() - 16), m.start()) is not None
    payload = XYPointTuple(x, y, before or bool(m["xh"]), decimals_of(m["y"]), str(panel.data.rows[0]))
    doc.take(start, end)
    return Claim("value", start, end, stated=y, panel=panel.title, row=panel.data.rows[0], column=x,
                 hedge="approx" if before or m["yh"] else None, decimals=payload.decimals, source="xy point",
                 payload=payload)


def verify_point_tuple(claim: Claim, ctx: VerifyContext) -> Outcome:
    said = claim.payload
    series = series_of(claim, ctx)
    if not isinstance(series, Series):
        return series
    panel, f = series.panel, series.f
    span = x_span(panel, [x for x, _ in series.samples], f)
    near = [(x, y) for x, y in series.samples if abs(f(x) - f(said.x)) <= X_READING_FRACTION * span]
    where = {"panel": panel.title, "row": claim.row, "column": said.x}
    if span == 0 or not near:
        return unverifiable("the series has no marker near this x", **where)
    tol = max(tolerance(said.decimals, table_decimals(ctx.figure, panel.data), claim.hedge),
              panel.value_tolerance or 0.0, reading_tolerance(panel, said.y, claim.hedge))
    if claim.hedge == "approx":
        tol = max(tol, hedge_tolerance(panel, said.y))
    x, y = min(near, key=lambda p: abs(p[1] - said.y))
    if abs(y - said.y) <= tol + 1e-9 * max(1.0, abs(y)):
        return supported(y, panel=panel.title, row=claim.row, column=x)
    return contradicted("value", y, f"no marker sits at ({said.x:g}, {said.y:g}): the nearest in y of those near "
                        f"that x is at ({x:.4g}, {y:.4g})", **where)


ENTRY = TypeEntry(extract_point_tuples, payloads=(("value", XYPointTuple, verify_point_tuple),))

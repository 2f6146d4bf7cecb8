"""A marker read as a pair of coordinates under its series' name or colour ("* Teal: T ≈ 1.30 (1.1-1.5), |β| ≈ 0.62 —
the highest", "* Dark red: x = 4, y ≈ 7.5"), or as two numbers each followed by its axis' name under a lead-in naming the series
("**Information (orange crosses):**" over "- ~900 nodes, ~3.3×10⁴ edges", axes "Number of nodes" and "Number of
edges"): one series' value at that x, on a line or scatter figure. One of the two coordinates names the y axis (its
label, or its label before the unit), the other is the x (written after the number: its head noun too).

The series is the one the bullet's lead names by legend text or look (``claims.xy_readings.series_in_scope``), or for
a bullet of bare coordinates the lead-in above its run of such bullets; nothing else pins one.
Judged like the other readings at an x (``claims.types.xy_reading_check.verify_xy_reading``); where the named
series has no marker near that x while another series has a marker at the stated place, the series were
mixed up ("* Light blue: ..." for the dark blue star): a wrong label, when every marker of the panel is recorded."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from vlmeval.claims import Claim, Document
from vlmeval.claims.text import norm
from vlmeval.claims.types.xy_reading_check import X_READING_FRACTION, row_samples, verify_xy_reading, x_span
from vlmeval.claims.types.value_points import names_axis
from vlmeval.claims.xy_readings import (HEDGE, NUM, decimals_of, figure_series_names, hedged_before, number_of,
                                        scope_line, scope_panel, series_in_scope)
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Panel
from vlmeval.claims.line_numbers import APPROX_RELATIVE
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.verify.tolerance import table_decimals, tolerance
from vlmeval.lazy_re import lazy_compile

def _coord(n: str) -> str:
    return rf"(?P<{n}>[^\d:,;=≈~*()]{{1,12}}?)\s*(?:=|≈|~)\s*(?P<{n}h>{HEDGE})?(?P<{n}v>{NUM})"


_PAIR = lazy_compile(
    r"^\s*[*\-•]\s+(?:\*\*)?(?P<lead>[^:*\d]{1,30}?)(?:\*\*)?:(?:\*\*)?\s*"
    + _coord("a") + r"(?:\s*[^\W\d][^\d,;()]{0,8})?(?:\s*\([^()]*\))?\s*,\s*(?:and\s+)?"
    + _coord("b") + r"(?:\s*[^\W\d][^\d,;()]{0,8})?(?:\s*\([^()]*\))?"
    r"(?:\s*[—–;,-]\s*[^\d]{0,60})?\s*\.?\s*$")


@dataclass(frozen=True, slots=True)
class XYPointReading:
    """A marker of ``series`` at (``x``, ``y``) (the fields of ``claims.types.xy_reading.XYReading``)."""
    x: float
    y: float
    x_approx: bool
    decimals: int
    series: str
    marked: Literal["max", "min"] | None = None
    x_decimals: int | None = None  # the x's printed decimals, as ``XYReading`` (the check reads them on a scatter)


# "- ~900 nodes, ~3.3×10⁴ edges (the lowest point)", "- ~2.4×10⁷ edges at ~9×10⁵ nodes": two numbers each followed
# by an axis' name, nothing before them
def _after(n: str) -> str:
    return rf"(?P<{n}h>{HEDGE})?(?P<{n}v>{NUM})\s*(?P<{n}>[^\W\d][^\d:,;=≈~*()]{{0,24}}?)"


_BARE_PAIR = lazy_compile(
    r"^(?P<indent>\s*)[*\-•]\s+" + _after("a") + r"\s*(?:,\s*(?:and\s+)?|\s+(?:and|with|at)\s+)" + _after("b")
    + r"(?:\s*\([^()]*\))?(?:\s*[—–;,]\s*[^\d]{0,60})?\s*\.?\s*$")


def _names_y(panel: Panel, name: str) -> bool:
    label = (panel.y.label or "").strip()
    head = re.split(r"\s*[\[(]", label, maxsplit=1)[0]
    said = norm(name)
    return bool(said) and said in {norm(label), norm(head)} - {""}


def extract_point_pairs(doc: Document) -> list[Claim]:
    spec = chart_kind(doc.figure.kind)
    if spec.bars or not (spec.x_at_values or spec.numeric_x):
        return []
    out = []
    for i, line in enumerate(doc.lines):
        if line.heading or not any(w in line.text for w in (",", " and ", " with ", " at ")):
            continue
        m = _PAIR.match(line.text)
        if m is None:
            out += _bare_pair(doc, i)
            continue
        panel = scope_panel(doc, line, scope_line(doc, i))
        if panel is None or panel.data is None:
            continue
        a_y, b_y = _names_y(panel, m["a"]), _names_y(panel, m["b"])
        if a_y == b_y:
            continue  # neither coordinate (or both) names the y axis: which is x is not known
        x, y = ("b", "a") if a_y else ("a", "b")
        row = series_in_scope(panel, [m["lead"]])
        start, end = line.start + m.start("lead"), line.start + m.end(y + "v")
        if row is None or doc.is_taken(start, end):
            continue
        out.append(_point_claim(doc, line, panel, row, m, x, y, start, end))
    return out


def _point_claim(doc: Document, line, panel: Panel, row: int, m: re.Match, x: str, y: str, start: int,
                 end: int) -> Claim:
    """The value claim of the marker at (group ``x``, group ``y``) of ``m``, on series ``row``; its words taken."""
    y_text = m[y + "v"]
    payload = XYPointReading(number_of(m[x + "v"]), number_of(y_text), bool(m[x + "h"]), decimals_of(y_text),
                             str(panel.data.rows[row]), x_decimals=decimals_of(m[x + "v"]))
    doc.take(start, end)
    return Claim("value", start, end, stated=payload.y, panel=panel.title, row=panel.data.rows[row], column=payload.x,
                 hedge="approx" if hedged_before(line.text, m.start(y + "v")) else None, decimals=payload.decimals,
                 source="xy point", payload=payload)


def _bare_pair(doc: Document, i: int) -> list[Claim]:
    """The reading of a bullet of two bare coordinates, each number followed by the name of its axis ("~900 nodes,
    ~3.3×10⁴ edges"), on the series the lead-in above the run of such bullets names; none when the names do not
    name the x and the y axis one each, or the lead-in names no single series."""
    line = doc.lines[i]
    m = _BARE_PAIR.match(line.text)
    if m is None:
        return []
    first = i
    while first > 0 and (b := _BARE_PAIR.match(doc.lines[first - 1].text)) and b["indent"] == m["indent"]:
        first -= 1  # the run's first bullet: the lead-in above it leads them all
    scope = scope_line(doc, first)
    panel = scope_panel(doc, line, scope)
    if scope is None or panel is None or panel.data is None or panel.x is None or panel.y is None:
        return []
    names = [(names_axis(m[k], panel.x.label), names_axis(m[k], panel.y.label)) for k in ("a", "b")]
    if names == [(True, False), (False, True)]:
        x, y = "a", "b"
    elif names == [(False, True), (True, False)]:
        x, y = "b", "a"
    else:
        return []  # a name that is no axis', or both of one axis: which number is where is not known
    row = series_in_scope(panel, [scope.text], figure_series_names(doc.figure))
    start, end = line.start + m.start("a" + ("h" if m["ah"] else "v")), line.start + m.end("b")
    if row is None or doc.is_taken(start, end):
        return []
    return [_point_claim(doc, line, panel, row, m, x, y, start, end)]


def verify_point_pair(claim: Claim, ctx: VerifyContext) -> Outcome:
    outcome = _one_marker(claim, ctx) or verify_xy_reading(claim, ctx)
    if outcome.verdict != "unverifiable":
        return outcome
    other = _marker_of_another_series(claim, ctx)
    if other is None:
        return outcome
    return contradicted("label", other, f"the marker at ({claim.payload.x:g}, {claim.payload.y:g}) is {other!r}, not "
                        f"{claim.row!r}", panel=claim.panel, row=claim.row, column=claim.payload.x)


def _one_marker(claim: Claim, ctx: VerifyContext) -> Outcome | None:
    """A series of one recorded marker (a star per mass bin): the stated y against it when the x is near it; None
    for other series (judged as any reading at an x)."""
    panel = ctx.named_panel(claim.panel)
    if panel is None:
        return None
    t = panel.data
    if t is None or t.points is None or claim.row not in t.rows:
        return None
    samples = row_samples(ctx.figure, panel, t.rows.index(claim.row))
    if len(samples) != 1:
        return None
    (mx, my), reading = samples[0], claim.payload
    span = x_span(panel, [x for pts in t.points if pts for x, _ in pts], lambda v: v)
    where = {"panel": panel.title, "row": claim.row, "column": mx}
    if span == 0 or abs(mx - reading.x) > X_READING_FRACTION * span:
        return unverifiable("the series has no marker at this x", **where)
    tol = max(tolerance(reading.decimals, table_decimals(ctx.figure, t), claim.hedge), panel.value_tolerance or 0.0)
    if claim.hedge == "approx":
        tol = max(tol, APPROX_RELATIVE * abs(reading.y))
    if abs(my - reading.y) <= tol + 1e-9 * max(1.0, abs(my)):
        return supported(my, **where)
    return contradicted("value", my, f"the marker there is at {my:.4g}, not {reading.y:g}", **where)


def _marker_of_another_series(claim: Claim, ctx: VerifyContext) -> str | None:
    """The one other series with a marker at the stated place, when every series' markers are recorded and the
    named series has none near that x."""
    panel = ctx.named_panel(claim.panel)
    if panel is None:
        return None
    t = panel.data
    if t is None or t.points is None or len(t.points) != len(t.rows) or not all(t.points):
        return None
    reading = claim.payload
    xs = [x for pts in t.points for x, _ in pts]
    span = x_span(panel, xs, lambda v: v)
    y_lo, y_hi = panel.y.range or (min(y for pts in t.points for _, y in pts), max(y for pts in t.points for _, y in pts))
    dx, dy = X_READING_FRACTION * span, X_READING_FRACTION * abs(y_hi - y_lo)
    near = [r for r in range(len(t.rows)) if any(abs(x - reading.x) <= dx and abs(y - reading.y) <= dy
                                                 for x, y in row_samples(ctx.figure, panel, r))]
    named = t.rows.index(claim.row)
    if named in near or len(near) != 1 or span == 0:
        return None
    return str(t.rows[near[0]])


ENTRY = TypeEntry(extract_point_pairs, payloads=(("value", XYPointReading, verify_point_pair),))

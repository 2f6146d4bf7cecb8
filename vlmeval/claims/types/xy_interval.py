"""A bullet's reading over an x interval on a line figure ("* r = 0–12 Å: ~0.000", "* N = 10 to 40: ~0.5"): the
series holds that value across the interval, scored as a ``value`` claim (``XYInterval``). The bullet's scope
names the series as for a reading at one x (``claims.types.xy_reading``, ``claims.xy_readings``).

Judged on the series' samples inside the interval: held when at most a tenth of them are farther from the value
than its tolerance (the printed precision, a hedge's 10%, the panel's value tolerance), contradicted otherwise;
an interval holding fewer than two samples is not judged."""

from __future__ import annotations

import re
from dataclasses import dataclass

from vlmeval.claims import Claim, Document
from vlmeval.claims.described_keys import described_look
from vlmeval.claims.line_numbers import APPROX_RELATIVE
from vlmeval.claims.xy_readings import (HEDGE, NUM, decimals_of, figure_series_names, number_of, scope_line,
                                        scope_panel, series_in_scope)
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.verify.tolerance import printed_decimals, tolerance

HELD_SHARE = 0.10  # the share of samples inside the interval that may stray from the value (as claims.types.value_line)


@dataclass(frozen=True, slots=True)
class XYInterval:
    """The value ``y`` (printed with ``decimals``) held by ``series`` from x ``lo`` to ``hi``."""
    lo: float
    hi: float
    y: float
    decimals: int
    series: str


_INTERVAL = re.compile(
    rf"^\s*[*\-•]\s+(?:(?P<xname>[^\d:~≈=*]{{1,24}}?|[^\W\d][^\s:~≈=*,;]{{0,15}})\s*(?:=|≈|~)\s*)?(?:{HEDGE})?"
    rf"(?P<lo>{NUM})\s*(?:–|—|-|to)\s*(?P<hi>{NUM})(?:\s+(?P<xunit>[^\W\d][^\d:,;()]{{0,10}}))?\s*:\s*(?P<yh>{HEDGE})?"
    rf"(?P<y>{NUM})(?:\s+[^\W\d][^\d(;,]{{0,10}})?\s*(?:\([^()\d]*\))?\s*\.?\s*$", re.I)


def extract_xy_intervals(doc: Document) -> list[Claim]:
    spec = chart_kind(doc.figure.kind)
    if not (spec.x_at_values or spec.numeric_x) or spec.bars:
        return []
    out = []
    for i, line in enumerate(doc.lines):
        m = None if line.heading else _INTERVAL.match(line.text)
        if m is None or number_of(m["hi"]) <= number_of(m["lo"]):
            continue
        scope = scope_line(doc, i)
        panel = scope_panel(doc, line, scope)
        if panel is None or panel.data is None:
            continue
        row = series_in_scope(panel, [m["xname"] or "", described_look(doc, line.text)] + ([scope.text] if scope else []),
                              figure_series_names(doc.figure))
        start, end = line.start + m.start("lo"), line.start + m.end("y")
        if row is None or doc.is_taken(start, end):
            continue
        payload = XYInterval(number_of(m["lo"]), number_of(m["hi"]), number_of(m["y"]), decimals_of(m["y"]),
                             str(panel.data.rows[row]))
        doc.take(start, end)
        out.append(Claim("value", start, end, stated=payload.y, panel=panel.title, row=panel.data.rows[row],
                         hedge="approx" if m["yh"] else None, decimals=payload.decimals, source="xy interval",
                         payload=payload))
    return out


def verify_xy_interval(claim: Claim, ctx: VerifyContext) -> Outcome:
    stated = claim.payload
    try:
        panel = ctx.panel(claim.panel)
    except KeyError:
        return unverifiable("which panel is meant is not clear")
    t = panel.data
    if t is None or claim.row not in t.rows:
        return unverifiable("the series' values are not known", panel=panel.title)
    where = {"panel": panel.title, "row": claim.row}
    values = t.values[t.rows.index(claim.row)]
    inside = [(float(c), v) for c, v in zip(t.columns, values) if isinstance(c, (int, float)) and not isinstance(c, bool)
              and stated.lo <= float(c) <= stated.hi]
    if any(v is None for _, v in inside):
        return unverifiable("some of the series' values in this interval are not known", **where)
    if len(inside) < 2:
        return unverifiable("too few samples in this interval", **where)
    tol = max(tolerance(stated.decimals, printed_decimals(t), claim.hedge), panel.value_tolerance or 0.0)
    if claim.hedge == "approx":
        tol = max(tol, APPROX_RELATIVE * abs(stated.y))
    bad = [(x, v) for x, v in inside if abs(v - stated.y) > tol + 1e-9 * max(1.0, abs(v))]
    if len(bad) <= HELD_SHARE * len(inside):
        return supported(stated.y, **where)
    x, v = max(bad, key=lambda p: abs(p[1] - stated.y))
    return contradicted("value", v, f"{len(inside) - len(bad)}/{len(inside)} samples from {stated.lo:g} to "
                        f"{stated.hi:g} are near {stated.y:g}; {v:.4g} at {x:g}", **where)


ENTRY = TypeEntry(extract_xy_intervals, payloads=(("value", XYInterval, verify_xy_interval),))

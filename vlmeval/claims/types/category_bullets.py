"""Bullets reading one bar of a bar figure whose panels hold different categories ("**Right panel (yellow):**"
then "* fact: ~0.038"), scored as ``value`` claims (``CategoryReading``).

The series prose (``claims.line_prose``) reads a category's value by the first panel's categories; a bullet naming
a category that only another panel holds is left unread there. This reader takes such a bullet when the category
is one column of exactly one panel (the panel the line's heading or lead-in names, when it names one) and that
panel draws one series. Judged on that bar: within the printed precision, a hedge's 10% or the panel's value
tolerance, else a wrong value."""

from __future__ import annotations

import re
from dataclasses import dataclass

from vlmeval.claims import Claim, Document
from vlmeval.claims.line_numbers import APPROX_RELATIVE
from vlmeval.claims.text import norm
from vlmeval.claims.xy_readings import HEDGE, NUM, decimals_of, number_of
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Panel
from vlmeval.verify import UNCLEAR_PANEL, Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.verify.tolerance import table_decimals, tolerance
from vlmeval.lazy_re import lazy_compile


@dataclass(frozen=True, slots=True)
class CategoryReading:
    """The value ``y`` (printed with ``decimals``) of the bar ``category`` of a one-series panel."""
    category: str
    y: float
    decimals: int


_BULLET = lazy_compile(rf"^\s*[*\-•]\s+(?:\*\*)?(?P<name>[^\d:*~≈][^:*~≈]{{0,40}}?)(?:\*\*)?\s*:\s*(?:\*\*)?\s*"
                       rf"(?P<yh>{HEDGE})?(?P<y>{NUM})(?:\s*%)?\s*(?:\([^()\d]*\))?\s*\.?\s*$", re.I)


def _panels_with(panels: list[Panel], name: str) -> list[Panel]:
    key = norm(name)
    return [p for p in panels if p.data is not None and any(norm(str(c)) == key for c in p.data.columns)]


def extract_category_bullets(doc: Document) -> list[Claim]:
    fig = doc.figure
    if not chart_kind(fig.kind).bars or len(fig.panels) < 2:
        return []
    columns = {tuple(norm(str(c)) for c in p.data.columns) for p in fig.panels if p.data is not None}
    if len(columns) < 2:
        return []  # every panel holds the same categories: the series prose reads them
    out = []
    for line in doc.lines:
        m = None if line.heading else _BULLET.match(line.text)
        if m is None:
            continue
        start, end = line.start + m.start("name"), line.start + m.end("y")
        if doc.is_taken(start, end):
            continue
        found = _panels_with(fig.panels, m["name"])
        if line.panel is not None:
            found = [p for p in found if p.title == line.panel]
        if len(found) != 1 or len(found[0].data.rows) != 1:
            continue
        panel = found[0]
        category = next(str(c) for c in panel.data.columns if norm(str(c)) == norm(m["name"]))
        payload = CategoryReading(category, number_of(m["y"]), decimals_of(m["y"]))
        doc.take(start, end)
        out.append(Claim("value", start, end, stated=payload.y, panel=panel.title, row=panel.data.rows[0],
                         column=category, hedge="approx" if m["yh"] else None, decimals=payload.decimals,
                         source="category bullet", payload=payload))
    return out


def verify_category_reading(claim: Claim, ctx: VerifyContext) -> Outcome:
    stated = claim.payload
    panel = ctx.named_panel(claim.panel)
    if panel is None:
        return unverifiable(UNCLEAR_PANEL)
    t = panel.data
    where = {"panel": panel.title, "row": claim.row, "column": stated.category}
    if t is None or stated.category not in [str(c) for c in t.columns] or claim.row not in t.rows:
        return unverifiable("the bar's value is not known", **where)
    true = t.values[t.rows.index(claim.row)][[str(c) for c in t.columns].index(stated.category)]
    if true is None:
        return unverifiable("the bar's value is not known", **where)
    tol = max(tolerance(stated.decimals, table_decimals(ctx.figure, t), claim.hedge), panel.value_tolerance or 0.0)
    if claim.hedge == "approx":
        tol = max(tol, APPROX_RELATIVE * abs(stated.y))
    if abs(true - stated.y) <= tol + 1e-9 * max(1.0, abs(true)):
        return supported(true, **where)
    return contradicted("value", true, f"the bar is at {true:.4g}, not {stated.y:g}", **where)


ENTRY = TypeEntry(extract_category_bullets, payloads=(("value", CategoryReading, verify_category_reading),))

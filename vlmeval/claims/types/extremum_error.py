"""The marker with the largest (smallest) error bar, placed at its x ("The point at -94 K has the largest error
bar", "the marker at x = 0.3 shows the smallest error bar"), on a panel whose record holds each value's error
(``Table.errors``). The series is the one the bullet's scope names (``series_in_scope``: a lead-in naming it, or
the panel's only series). The error recorded at the stated x must be the series' largest (smallest) within a
share of the errors' spread; an error the record does not hold can make a stated extreme unverifiable, never
right or wrong by itself."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from vlmeval.claims import Claim, Document
from vlmeval.claims.cues import declare_cues
from vlmeval.claims.xy_readings import BULLET, HEDGE, NUM, decimals_of, number_of, scope_line, scope_panel, series_in_scope
from vlmeval.claimtypes import TypeEntry
from vlmeval.verify import UNCLEAR_PANEL, Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.lazy_re import lazy_compile

_LARGE = ("largest", "longest", "biggest", "widest")
_SMALL = ("smallest", "shortest", "narrowest")
_SAID = lazy_compile(
    rf"\b(?:point|marker|value)\s+(?:at|near)\s+(?:[^\W\d]{{1,3}}\s*[=≈]\s*)?(?P<h>{HEDGE})?(?P<x>{NUM})(?![\d.]*\d)"
    rf"[^.;,\d]{{0,12}}?\s(?:has|shows|carries)\s+the\s+(?P<w>{'|'.join(_LARGE + _SMALL)})\s+(?:vertical\s+)?"
    r"error\s+bar\b", re.I)
ERROR_SHARE = 0.10  # errors closer than this share of their spread to the extreme: too close to tell by eye


@dataclass(frozen=True, slots=True)
class ErrorBarExtreme:
    """The marker of series ``row`` at ``x`` has the series' largest (``which`` max) or smallest error bar."""
    which: Literal["max", "min"]
    x: float
    decimals: int
    row: int


def extract_error_extremes(doc: Document) -> list[Claim]:
    out: list[Claim] = []
    if doc.figure is None or not any(p.data is not None and p.data.errors for p in doc.figure.panels):
        return out
    for i, line in enumerate(doc.lines):
        if line.heading:
            continue
        for m in _SAID.finditer(line.text):
            a, b = line.start + m.start(), line.start + m.end()
            scope = scope_line(doc, i) if BULLET.match(line.text) else None
            panel = scope_panel(doc, line, scope)
            if panel is None or panel.data is None or not panel.data.errors or doc.is_taken(a, b):
                continue
            row = series_in_scope(panel, [scope.text] if scope is not None else [])
            if row is None:
                continue
            which = "max" if m["w"].lower() in _LARGE else "min"
            doc.take(a, b)
            out.append(Claim("extremum", a, b, stated=number_of(m["x"]), panel=panel.title, source="error bar extreme",
                             payload=ErrorBarExtreme(which, number_of(m["x"]), decimals_of(m["x"]), row)))
    return out


extract_error_extremes.cues = declare_cues(("error",))


def _size(error) -> float | None:
    """An error bar's size: its half-width, the larger side of an asymmetric one."""
    if error is None:
        return None
    return float(max(error)) if isinstance(error, (list, tuple)) else float(error)


def verify_error_extreme(claim: Claim, ctx: VerifyContext) -> Outcome:
    panel = ctx.named_panel(claim.panel)
    if panel is None:
        return unverifiable(UNCLEAR_PANEL)
    stated, t = claim.payload, panel.data
    xs = [float(c) if isinstance(c, (int, float)) else None for c in t.columns]
    slack = 0.5 * 10 ** -stated.decimals + 1e-9 * max(1.0, abs(stated.x))
    at = [k for k, x in enumerate(xs) if x is not None and abs(x - stated.x) <= slack]
    row_errors, row_values = t.errors[stated.row] if stated.row < len(t.errors) else None, t.values[stated.row]
    where = {"panel": panel.title, "row": t.rows[stated.row]}
    if len(at) != 1 or row_errors is None or _size(row_errors[at[0]]) is None:
        return unverifiable(f"the record holds no error bar at {stated.x:g}", **where)
    sizes = [(k, _size(e)) for k, e in enumerate(row_errors) if _size(e) is not None]
    if len(sizes) < 3:
        return unverifiable("fewer than three error bars", **where)
    pick = max if stated.which == "max" else min
    k_ex, e_ex = pick(sizes, key=lambda s: s[1])
    own = _size(row_errors[at[0]])
    close = ERROR_SHARE * (max(s for _, s in sizes) - min(s for _, s in sizes))
    if abs(own - e_ex) > close:
        return contradicted("location", {"error": e_ex, "at": t.columns[k_ex]},
                            f"the {stated.which}imum error bar is at {t.columns[k_ex]} (±{e_ex:.3g}); "
                            f"the one at {t.columns[at[0]]} is ±{own:.3g}", **where)
    unknown = [k for k, e in enumerate(row_errors) if e is None and row_values[k] not in (None, 0, 0.0)]
    if unknown:
        return unverifiable("some markers' error bars are not recorded", **where)
    return supported({"error": e_ex, "at": t.columns[k_ex]}, **where)


ENTRY = TypeEntry(extract_error_extremes, payloads=(("extremum", ErrorBarExtreme, verify_error_extreme),))

"""Where a series is highest or lowest, placed at a numeric x ("Approx is highest at N = 8", "ε peaks at
V/J ≈ -1.95 (~2.7)", "the hard wall reaches its minimum at r/R = 1") on a line or scatter figure.

The number after "at <name> =" is a place on the x axis, never the extreme's value: read before the general
extremum reader (``claims.relations``), which would take "8" for the maximum. The series is the panel's only one
(the panel its heading, lead-in or y-axis label names) or the one the sentence (or its scope) names (``claims.xy_readings.series_in_scope``); when none is named the
words are taken with no claim, so no reader judges the x as a value. Judged by
``verify.xy_readings.verify_xy_extreme`` (the value, when one is given in parentheses or after "with").
"""

from __future__ import annotations

import math
import re

from vlmeval.claims import Claim, Document
from vlmeval.claims.xy_readings import (BULLET, HEDGE, NUM, decimals_of, figure_series_names, number_of, scope_line,
                                       scope_panel, series_in_scope)
from vlmeval.claims.xy_extremes import panel_by_y_label
from vlmeval.claimtypes import XYExtreme
from vlmeval.groundtruth.kinds import chart_kind

_PLACE = re.compile(
    rf"\b(?P<which>highest|lowest|largest|smallest|maximum|minimum|peaks?|peaking|max|min)\b[^.;:\d]{{0,25}}?"
    rf"\bat\s+(?:[^\d\s=≈~(),;]{{1,12}})\s*(?:=|≈)\s*(?P<xh>{HEDGE})?(?P<x>{NUM})(?!\.?\d)"
    rf"(?:\s*\(\s*(?P<yh>{HEDGE})?(?P<y>{NUM})(?!\.?\d)[^()]{{0,12}}\)|,?\s+with\s+(?:a\s+value\s+of\s+)?(?P<wh>{HEDGE})?(?P<w>{NUM}))?",
    re.I)
_LOW = ("lowest", "smallest", "minimum", "min")


def extract_xy_places(doc: Document) -> list[Claim]:
    spec = chart_kind(doc.figure.kind)
    if spec.bars or not (spec.x_at_values or spec.numeric_x):
        return []
    out = []
    for i, line in enumerate(doc.lines):
        if line.heading:
            continue
        for m in _PLACE.finditer(line.text):
            start, end = line.start + m.start(), line.start + m.end()
            if doc.is_taken(start, end):
                continue
            scope = scope_line(doc, i) if BULLET.match(line.text) else None
            panel = scope_panel(doc, line, scope) or panel_by_y_label(doc.figure.panels, line.text)
            doc.take(start, end)  # the x is a place: no reader takes it for the extreme's value
            if panel is None or panel.data is None:
                continue
            row = series_in_scope(panel, [line.text] + ([scope.text] if scope is not None else []),
                                  figure_series_names(doc.figure))
            if row is None:
                continue
            y, hedged = (m.group("y"), m.group("yh")) if m.group("y") else (m.group("w"), m.group("wh"))
            which = "min" if m.group("which").lower() in _LOW else "max"
            payload = XYExtreme(which, number_of(m.group("x")), number_of(y) if y else math.nan,
                                decimals_of(y) if y else 0, str(panel.data.rows[row]))
            out.append(Claim("extremum", start, end, stated=payload.y, panel=panel.title, row=panel.data.rows[row],
                             column=payload.x, hedge="approx" if hedged else None, decimals=payload.decimals,
                             source="xy place", payload=payload))
    return out

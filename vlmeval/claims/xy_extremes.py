"""A series' extreme stated with its value at a numeric x ("ε_fit reaches its maximum of ~2.73 at the leftmost
point, V/J ≈ -1.95", "a peak of ~0.0215 at r ≈ 15.8 Å") on a line or scatter figure: where the series is highest
(lowest), and how high. Judged by ``verify.xy_readings.verify_xy_extreme``.

The panel is the line's (headings and lead-ins), the figure's only one, or the one panel whose y-axis label the
sentence names; the series is the panel's only one or the one the sentence or its scope names
(``claims.xy_readings.series_in_scope``). Anything less certain gives no claim.
"""

from __future__ import annotations

import re

from vlmeval.claims import Claim, Document
from vlmeval.claims.described_keys import described_look, listed_panel
from vlmeval.claims.text import norm
from vlmeval.claims.xy_categories import extract_category_extremes, extract_category_trends
from vlmeval.claims.xy_sentences import extract_xy_sentences
from vlmeval.claims.xy_readings import (BULLET, HEDGE, NUM, decimals_of, figure_series_names, number_of, scope_panel, scope_line,
                                       series_in_scope)
from vlmeval.claimtypes import XYExtreme
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Panel

_EXTREME = re.compile(
    rf"(?:\b(?:its|a|the|their)\s+|(?<=:)\s*)(?P<which>maximum|minimum|peak|highest\s+value|lowest\s+value)\s+(?:value\s+)?"
    rf"(?:of\s+)?(?P<yh>{HEDGE})?(?P<y>{NUM})(?![\d.])(?P<between>[^.;:\d]{{0,60}}?)\s*(?:=|≈|~)\s*"
    rf"(?P<xh>{HEDGE})?(?P<x>{NUM})", re.I)


def panel_by_y_label(panels: list[Panel], sentence: str) -> Panel | None:
    low = norm(sentence)  # "ε_fit" names the label "εfit"
    named = [p for p in panels if p.y.label and len(norm(p.y.label)) >= 2 and norm(p.y.label) in low]
    return named[0] if len(named) == 1 else None


def extract_xy_extremes(doc: Document) -> list[Claim]:
    fig = doc.figure
    spec = chart_kind(fig.kind)
    if spec.bars:  # bars at numbered categories: "the lowest bar is 1993 at ~44", "from 2001 to 2008 ... rises"
        return extract_category_extremes(doc) + extract_category_trends(doc)
    if not (spec.x_at_values or spec.numeric_x):  # series drawn over a numeric x (line, scatter)
        return []
    out = []
    for i, line in enumerate(doc.lines):
        if line.heading:
            continue
        for m in _EXTREME.finditer(line.text):
            if not re.search(r"\bat\b", m.group("between")):
                continue  # "a peak of 2.7 ... = 1.9" must place the extreme at that x
            # a bullet inherits the scope above it; a sentence is its own scope ("Inset: ... a minimum of 0 at ...")
            scope = scope_line(doc, i) if BULLET.match(line.text) else line
            panel = scope_panel(doc, line, scope) or panel_by_y_label(fig.panels, line.text)
            by_label = panel is None and (panel := listed_panel(doc, i)) is not None
            if panel is None or panel.data is None:
                continue
            row = series_in_scope(panel, [line.text, described_look(doc, line.text)] + ([scope.text] if scope is not None else []),
                                  figure_series_names(doc.figure))
            start, end = line.start + m.start(), line.start + m.end()
            if row is None or doc.is_taken(start, end):
                continue
            which = "min" if m.group("which").lower().startswith(("min", "low")) else "max"
            y = m.group("y")
            payload = XYExtreme(which, number_of(m.group("x")), number_of(y), decimals_of(y), str(panel.data.rows[row]))
            out.append(Claim("extremum", start, end, stated=payload.y, panel=panel.title, row=panel.data.rows[row],
                             column=payload.x, hedge="approx" if m.group("yh") else None, decimals=payload.decimals,
                             source="xy extreme", payload=payload, panel_text=panel.title if by_label else None))
            doc.take(start, end)
    return out + extract_xy_sentences(doc)  # then the readings and trends that sentences state

"""The ends of a series' course said with no place ("n_max rises from ~0.004 to ~0.033", "* J = 4 (green): from
~1.5×10⁻⁴ s to ~1.2 s", "The line rises gently from ~11 s to ~23 s", "starts at ~1.2×10⁻³ s and leaves the top"):
"from A" (or "starts at A") is the series' value at its first sample, "to B" ("ends at B") its value at its last, each read as an x-y reading there (``XYReading``, judged by
``claims.types.xy_reading_check.verify_xy_reading``). Runs after the place readers, on numbers none of them took.

Only where the words say a course: a verb of change before "from" ("rises", "falls", "grows", "drops"), or "from"
right after a bullet's "name:" lead; B followed by the end of its clause (or "at the right edge", "at the end").
Anything else is left: a place after A or B ("from ~0.05 at 0.6"), a span of x ("from 1988 to 2008", no verb), a
unit the y axis is not in, a scatter (its first point is no start), a series not named by the sentence, the
line's lead or the lead-in above.
"""

from __future__ import annotations

import re

from vlmeval.claims import Claim, Document, Line
from vlmeval.claims.types.place_series import sentence_clauses, series_of_clause
from vlmeval.claims.types.xy_reading import XYReading
from vlmeval.claims.types.xy_reading_check import row_samples
from vlmeval.claims.xy_readings import (BULLET, HEDGE, NUM, decimals_of, figure_series_names, hedged_before,
                                        number_of, scope_line, scope_panel)
from vlmeval.claims.types.xy_reading_sentences import STRUCTURE_SECTION
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Panel
from vlmeval.lazy_re import lazy_compile

_CHANGE = r"(?:ris|fall|grow|increas|decreas|climb|drop|declin|decay|sink|sank|fell|grew|rose)\w*"
_UNIT = r"(?:\s*(?P<{}>%|[^\W\d_]{{1,3}}(?!\w)))?"
_COURSE = lazy_compile(
    rf"(?:\b{_CHANGE}(?:\s+[^\W\d]+ly)?\s+|^\s*(?:[*\-•]\s+)?(?:\*\*)?[^\W\d][^:;]{{0,30}}?(?:\*\*)?:\s*(?:\*\*)?\s*)"
    rf"from\s+(?P<ah>{HEDGE})?(?P<a>{NUM})(?![\d.]*\d){_UNIT.format('au')}\s+(?:(?:up|down)\s+)?to\s+"
    rf"(?P<bh>{HEDGE})?(?P<b>{NUM})(?![\d.]*\d){_UNIT.format('bu')}"
    r"(?P<end>\s*(?:$|[.;,)])|\s+at\s+the\s+(?:right\s+edge|end)\b)", re.I)
# "starts at ~1.2×10⁻³ s and leaves the top", "ending near 1.0": one end, said with no place
_ONE_END = lazy_compile(
    rf"\b(?:(?P<first>start|begin)|(?P<last>end|finish))\w*\s+(?:at|near|around)\s+(?P<vh>{HEDGE})?"
    rf"(?P<v>{NUM})(?![\d.]*\d){_UNIT.format('vu')}(?=\s*(?:$|[.;,)]|\s+and\b|\s+at\s+the\s+(?:right\s+edge|end)\b))",
    re.I)
_GATE = lazy_compile(r"\b(?:from|start|begin|end|finish)", re.I)  # a cheap test of a line before the patterns
# a clause about a part of the series, not its whole course ("the plateau rises from ~18 to ~19.5")
_PART = lazy_compile(r"\b(?:plateau|tail|part|segment|stretch|phase|region|branch|peak|edge|then|after|before|later)\b",
                     re.I)
_LEAD = lazy_compile(r"^\s*(?:[*\-•]\s+|\d{1,3}[.)]\s+)?(?:\*\*)?([^:*\n]{1,80}?)(?:\*\*)?\s*[:.](?:\*\*)?\s")


def extract_course_ends(doc: Document) -> list[Claim]:
    spec = chart_kind(doc.figure.kind)
    if not spec.x_at_values or spec.numeric_x or spec.bars:
        return []
    out: list[Claim] = []
    elsewhere = figure_series_names(doc.figure)
    for i, line in enumerate(doc.lines):
        if line.heading or not _GATE.search(line.text) or STRUCTURE_SECTION.search(line.section or ""):
            continue
        low = line.text.lower()
        patterns = [p for p, word in ((_COURSE, "from"), (_ONE_END, "")) if word in low]
        found = [(s, e, m) for s, e in line.sentence_spans for p in patterns for m in p.finditer(line.text[:e], s)]
        if not found:
            continue
        scope = scope_line(doc, i) if BULLET.match(line.text) else None
        panel = scope_panel(doc, line, scope)
        if panel is None or panel.data is None or not panel.data.rows or panel.y is None:
            continue
        for s, e, m in found:
            first = "a" if "a" in m.re.groupindex else "v"
            rows = _series(panel, line.text, s, e, m, first, scope, elsewhere)
            if rows and _units_fit(panel, m):
                out += _ends(doc, line, panel, rows, m)
    return out


def _series(panel: Panel, text: str, s: int, e: int, m: re.Match, first: str, scope: Line | None,
            elsewhere) -> list[int]:
    """The series the course's clause reads, by the one rule of ``place_series.series_of_clause`` (the nearest
    clause up to it that names one, a list of names sharing the course, else the line's lead, else the lead-in
    above); none for a clause about a part of the series."""
    clauses = sentence_clauses(text, s, e)
    i = next((k for k, (a, b, _) in enumerate(clauses) if a <= m.start(first) < b), None)
    if i is None or _PART.search(text, clauses[i][0], m.start(first)):
        return []
    lead = _LEAD.match(text)
    scopes = [t for t in (lead[1] if lead else None, scope.text if scope else None) if t]
    values = [m.span(g) for g in ("a", "b", "v") if g in m.re.groupindex]
    return series_of_clause(panel, text, clauses, i, scopes, values, elsewhere)


def _units_fit(panel: Panel, m: re.Match) -> bool:
    label = panel.y.label or ""
    return all(m[g] is None or m[g] in label for g in ("au", "bu", "vu") if g in m.re.groupindex)


def _ends(doc: Document, line: Line, panel: Panel, rows: list[int], m: re.Match) -> list[Claim]:
    """The course's ends read on each of ``rows`` (one series, or a list of names sharing the course)."""
    courses = [row_samples(doc.figure, panel, row) for row in rows]
    numbers = {number_of(m[g]) for g in ("a", "b", "v") if g in m.re.groupindex}
    if any(len(samples) < 2 or numbers & {x for x, _ in samples} for samples in courses):
        return []  # "starting at 2006", "rose from 2008 to 2014": a number the x axis holds may be a place
    out = []
    for group in ("a", "b") if "a" in m.re.groupindex else ("v",):
        start, end = line.start + m.start(group), line.start + m.end(group)
        if doc.is_taken(start, end):
            continue
        doc.take(start, end)
        text = m[group]
        for row, samples in zip(rows, courses):
            x = samples[-1 if group == "b" or group == "v" and not m["first"] else 0][0]
            payload = XYReading(x, number_of(text), False, decimals_of(text), str(panel.data.rows[row]))
            out.append(Claim("value", start, end, stated=payload.y, panel=panel.title, row=panel.data.rows[row],
                             column=x, hedge="approx" if hedged_before(line.text, m.start(group)) else None,
                             decimals=payload.decimals, source="course end", payload=payload))
    return out


ENTRY = TypeEntry(extract_course_ends)

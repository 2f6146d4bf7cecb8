"""Extremes and trends named by category on a bar chart whose categories are numbers ("The lowest bar is 1993
(Amherst, MA) at ~44", "From 2001 to 2008 the number of accepted papers roughly doubles").

Such a chart's categories are read as numbers, so the series prose leaves them to the core extractors, which know
no category by name. A category is named by its printed label ("93", "00" for 0) or, on an axis of two-digit
year labels (88, 89, ..., 99, 00, ..., 08: consecutive years that may wrap past 99), by the year it stands for
("1997" for 97, "2001" for 1). The series is the panel's only one, or the one the sentence names
(``claims.xy_readings.series_in_scope``); anything less certain gives no claim.

- an extreme: "the highest / lowest / tallest / shortest bar (value, count) is <category> [(place)] [at ~Y]"
  (``XYExtreme`` at that category; judged by ``verify.xy_readings.verify_xy_extreme``: on bars, misplaced when
  the bar named is not within tolerance of the series' extreme);
- a trend to the last category: "from <category> to <last category> ... rises (falls, doubles, halves)", one
  direction in the clause (``XYTrend`` from that category on, in the bars' drawn order).
"""

from __future__ import annotations

import math
import re

from vlmeval.claims import Claim, Document
from vlmeval.claims.xy_readings import (HEDGE, NUM, decimals_of, figure_series_names, number_of, scope_line,
                                       scope_panel, series_in_scope)
from vlmeval.claimtypes import XYExtreme, XYTrend
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Panel

_KEY = r"(?:'|’)?\d{1,4}"
_EXTREME = re.compile(
    rf"\b(?:the\s+)?(?P<which>highest|tallest|largest|lowest|shortest|smallest)\s+(?:bar|value|count|point)\s+"
    rf"(?:overall\s+)?(?:is|was|comes|occurs)\s+(?:in\s+|at\s+|for\s+)?(?P<key>{_KEY})(?![\d.,]*\d)"
    rf"(?:\s*\([^()\n]{{0,50}}\))?(?:,?\s+(?:at|with|of)\s+(?P<yh>{HEDGE})?(?P<y>{NUM}))?", re.I)
_WINDOW = re.compile(rf"\bfrom\s+(?P<a>{_KEY})\s+(?:to|through|until)\s+(?P<b>{_KEY})(?![\d.,]*\d)", re.I)
_UP = re.compile(r"\b(?:ris(?:e|es|ing)|increas(?:e|es|ing)|grow(?:s|ing)?|climb(?:s|ing)?|doubl(?:e|es|ing)|"
                 r"goes\s+up|went\s+up)\b", re.I)
_DOWN = re.compile(r"\b(?:fall(?:s|ing)?|decreas(?:e|es|ing)|declin(?:e|es|ing)|drop(?:s|ping)?|shrink(?:s|ing)?|"
                   r"halv(?:e|es|ing)|by\s+(?:almost\s+|about\s+|roughly\s+|nearly\s+)?half|goes\s+down|went\s+down)\b", re.I)
_CLAUSE = re.compile(r"[^.;]+")


def numbered_categories(panel: Panel) -> list[int] | None:
    """The integer category labels of a bar panel drawn at categorical places; None for other panels."""
    t = panel.data
    if t is None or panel.x.scale not in (None, "categorical") or len(t.columns) < 2:
        return None
    if not all(isinstance(c, int) and not isinstance(c, bool) for c in t.columns):
        return None
    return list(t.columns)


def year_of_key(keys: list[int]) -> dict[int, int] | None:
    """The full year each two-digit year label stands for (88 -> 1988, 0 -> 2000), when the labels are at least
    three consecutive years that may wrap past 99; None otherwise. Without a wrap the century is the one that
    keeps the years at or before 2030."""
    if len(keys) < 3 or not all(0 <= k <= 99 for k in keys):
        return None
    if any((b - a) % 100 != 1 for a, b in zip(keys, keys[1:])):
        return None
    wrap = next((i for i, (a, b) in enumerate(zip(keys, keys[1:]), 1) if b < a), None)
    if wrap is not None:
        return {k: (1900 if i < wrap else 2000) + k for i, k in enumerate(keys)}
    century = 1900 if keys[-1] > 30 else 2000
    return {k: century + k for k in keys}


def category(panel: Panel, written: str) -> int | None:
    """The category a written label or year names ("97", "00", "'97", "1997"), or None."""
    keys = numbered_categories(panel)
    if keys is None:
        return None
    digits = written.lstrip("'’")
    n = int(digits)
    if len(digits) == 4:
        years = year_of_key(keys) or {}
        return next((k for k, year in years.items() if year == n), None)
    return n if n in keys and len(digits) <= 2 else None


def _series(doc: Document, i: int, panel: Panel, text: str) -> int | None:
    scope = scope_line(doc, i)
    return series_in_scope(panel, [text] + ([scope.text] if scope is not None else []), figure_series_names(doc.figure))


def extract_category_extremes(doc: Document) -> list[Claim]:
    if not chart_kind(doc.figure.kind).bars:
        return []
    out = []
    for i, line in enumerate(doc.lines):
        if line.heading:
            continue
        for m in _EXTREME.finditer(line.text):
            start, end = line.start + m.start(), line.start + m.end()
            panel = scope_panel(doc, line, scope_line(doc, i))
            if panel is None or doc.is_taken(start, end) or (key := category(panel, m.group("key"))) is None:
                continue
            row = _series(doc, i, panel, line.text)
            if row is None:
                continue
            which = "min" if m.group("which").lower() in ("lowest", "shortest", "smallest") else "max"
            y = m.group("y")
            payload = XYExtreme(which, float(key), number_of(y) if y else math.nan, decimals_of(y) if y else 0,
                                str(panel.data.rows[row]))
            out.append(Claim("extremum", start, end, stated=payload.y, panel=panel.title, row=panel.data.rows[row],
                             column=key, hedge="approx" if m.group("yh") else None, decimals=payload.decimals,
                             source="category extreme", payload=payload))
            doc.take(start, end)
    return out


def extract_category_trends(doc: Document) -> list[Claim]:
    if not chart_kind(doc.figure.kind).bars:
        return []
    out = []
    for i, line in enumerate(doc.lines):
        if line.heading:
            continue
        for clause in _CLAUSE.finditer(line.text):
            text = clause.group()
            m = _WINDOW.search(text)
            if m is None:
                continue
            up, down = _UP.search(text), _DOWN.search(text)
            if bool(up) == bool(down):
                continue  # no direction, or both ways in one clause: a course, not one trend
            start, end = line.start + clause.start() + m.start(), line.start + clause.start() + m.end()
            panel = scope_panel(doc, line, scope_line(doc, i))
            if panel is None or doc.is_taken(start, end):
                continue
            a, b = category(panel, m.group("a")), category(panel, m.group("b"))
            if a is None or b is None or b != panel.data.columns[-1] or a == b:
                continue  # only a window that runs to the last bar: XYTrend is the way from a category on
            row = _series(doc, i, panel, line.text)
            if row is None:
                continue
            payload = XYTrend(float(a), "up" if up else "down", str(panel.data.rows[row]))
            out.append(Claim("trend", start, end, stated=payload.direction, panel=panel.title,
                             row=panel.data.rows[row], source="category trend", payload=payload))
            doc.take(start, end)
    return out

"""Several x sharing one value, in a bullet of a line or bar figure's description ("* Topics 1, 4, 6, 7, 9 and 10
are around 0.01", "* N = 8, 16 and 32 all sit at ~0.7"): a reading of the series at each of those x
(``claims.types.xy_reading.XYReading``, judged by ``claims.types.xy_reading_check.verify_xy_reading``), the series
and panel set by the bullet's scope as for one reading (``claims.xy_readings``). The x are named after the x
axis' name (its plural "Topics" for "Topic"); a bullet naming no axis, or another word, gives no claim."""

from __future__ import annotations

import re

from vlmeval.claims import Claim, Document, Line
from vlmeval.claims.described_keys import listed_panel
from vlmeval.claims.types.xy_reading import XYReading, names_x_axis
from vlmeval.claims.xy_readings import (HEDGE, NUM, decimals_of, figure_series_names, number_of, scope_line,
                                        scope_panel, series_in_scope)
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Panel
from vlmeval.lazy_re import lazy_compile

_SHARED = lazy_compile(
    rf"^\s*[*\-•]\s+(?P<xname>[^\W\d][^\d:;,*=≈~]{{0,20}}?)\s*(?:=\s*)?(?P<xs>{NUM}(?:\s*,\s*{NUM})*,?\s+(?:and|&)\s+{NUM})"
    rf"\s+(?:are|all\s+(?:sit|lie|are)|sit|lie)\s+(?:all\s+)?(?:at\s+)?(?P<yh>{HEDGE})?(?P<y>{NUM})"
    r"(?:\s+[^\W\d][^\d(;,.]{0,10})?\s*\.?\s*$", re.I)
_X = lazy_compile(NUM)


def _axis_named(panel: Panel, name: str) -> bool:
    """Whether ``name`` is the x axis' name, or its plural ("Topics")."""
    name = name.strip()
    return names_x_axis(panel, name) or (name.lower().endswith("s") and names_x_axis(panel, name[:-1]))


def _is_sample(panel: Panel, x: float) -> bool:
    return any(isinstance(c, (int, float)) and not isinstance(c, bool) and float(c) == x for c in panel.data.columns)


def _claims_of(doc: Document, line: Line, m: re.Match, panel: Panel, row: int) -> list[Claim]:
    y, name = m["y"], str(panel.data.rows[row])
    xs = [(m.start("xs") + x.start(), m.start("xs") + x.end()) for x in _X.finditer(m["xs"])]
    if not all(_is_sample(panel, number_of(line.text[a:b])) for a, b in xs):
        return []  # an x the series does not sample: not a list of its categories or samples
    out = []
    for a, b in xs:
        payload = XYReading(number_of(line.text[a:b]), number_of(y), False, decimals_of(y), name)
        out.append(Claim("value", line.start + a, line.start + m.end("y"), stated=payload.y, panel=panel.title,
                         row=panel.data.rows[row], column=payload.x, hedge="approx" if m["yh"] else None,
                         decimals=payload.decimals, source="xy shared value", payload=payload))
    return out


def extract_xy_shared_values(doc: Document) -> list[Claim]:
    spec = chart_kind(doc.figure.kind)
    if not (spec.x_at_values or spec.numeric_x or spec.bars):
        return []
    out = []
    for i, line in enumerate(doc.lines):
        m = None if line.heading else _SHARED.match(line.text)
        if m is None or doc.is_taken(line.start + m.start("xs"), line.start + m.end("y")):
            continue
        scope = scope_line(doc, i)
        panel = scope_panel(doc, line, scope) or listed_panel(doc, i)
        if panel is None or panel.data is None or not _axis_named(panel, m["xname"]):
            continue
        row = series_in_scope(panel, [scope.text] if scope is not None else [], figure_series_names(doc.figure))
        if row is None:
            continue
        found = _claims_of(doc, line, m, panel, row)
        if found:
            doc.take(line.start + m.start("xs"), line.start + m.end("y"))
        out += found
    return out


ENTRY = TypeEntry(extract_xy_shared_values)  # XYReading and its verifier are registered by claims.types.xy_reading

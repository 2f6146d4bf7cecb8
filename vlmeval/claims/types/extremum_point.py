"""A scatter's extreme marker stated with its place and value ("The smallest object plotted is the orange square
at ~90 days with ~0.38 R⊕", "the highest point in the plot is a blue dot at ~30 days, with ~25"), scored as an
``extremum`` claim carrying a ``PointExtreme``.

The extreme is over every series of the panel ("the smallest object plotted"), or over the one series the words
before "is" name by legend text or look ("the smallest orange square is ..."). It is judged against every marker
the panel records (``Table.points``, else its table) at the stated value's printed precision: a marker beyond the
stated value, or none as far out, contradicts it. Read on panels that record markers one by one; a panel that
declares unread parts which may hide markers leaves it unverifiable."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from vlmeval.claims import Claim, Document
from vlmeval.claims.text import keyword_re
from vlmeval.claims.trend_words import SMALLEST_WORDS, SUPERLATIVES
from vlmeval.claims.xy_readings import (BULLET, HEDGE, NUM, decimals_of, number_of, scope_line, scope_panel,
                                        series_in_scope)
from vlmeval.groundtruth.schema import Panel, UnreadPart
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.verify.tolerance import tolerance


@dataclass(frozen=True, slots=True)
class PointExtreme:
    """The lowest (highest) marker, ``which``, of the panel's series (``series`` None: all of them), stated at
    ``x`` with the value ``y``."""
    which: Literal["max", "min"]
    x: float
    y: float
    decimals: int
    series: str | None = None


# a match starts with "the" or the extreme's word (``keyword_re``: every line is scanned, so only there); compiled
# on first use (lazy: ~60 ms, the costliest pattern of the package, read only on figures that record markers)
_POINT_EXTREME = keyword_re(
    rf"\b(?:the\s+)?(?P<which>{SUPERLATIVES})\s+(?P<what>[^\W\d][\w-]*(?:\s+[^\W\d][\w-]*){{0,3}}?)"
    r"\s+(?:is|was)\s+(?:(?:the|a|an|one)\s+(?P<look>[^.;:\d]{1,50}?)\s+)?at\s+"
    rf"(?:(?P<xh>{HEDGE})?(?P<x>{NUM})(?![\d.]*\d)[^\d.;]{{0,25}}?\s+with\s+(?:a\s+[\w-]+\s+of\s+)?"
    rf"(?P<yh>{HEDGE})?(?P<y>{NUM})(?![\d.]*\d)"
    # "at (~0.6 days, ~0.34 R⊕)": the marker's coordinates in parentheses
    rf"|\(\s*(?P<pxh>{HEDGE})?(?P<px>{NUM})(?![\d.]*\d)[^\d,;()]{{0,12}},\s*(?P<pyh>{HEDGE})?(?P<py>{NUM})(?![\d.]*\d)[^\d;()]{{0,12}}\))",
    "tslh", lazy=True)
_LOW = SMALLEST_WORDS
_ALL_SERIES = re.compile(r"\b(?:objects?|points?|markers?|data\s+points?|values?)\b(?:\s+(?:plotted|shown|drawn|overall))?$"
                         r"|\b(?:plotted|shown|drawn|overall)$", re.I)


def _marker_panel(doc: Document, i: int) -> Panel | None:
    """The panel a line is about: its scope's, else the figure's only panel; only one that records its markers."""
    line = doc.lines[i]
    scope = scope_line(doc, i) if BULLET.match(line.text) else None
    panel = scope_panel(doc, line, scope)
    if panel is None:
        held = [p for p in doc.figure.panels if p.data is not None]
        panel = held[0] if len(held) == 1 else None
    return panel if panel is not None and panel.data is not None and panel.data.points else None


def records_markers(doc: Document) -> bool:
    """Whether some panel of the figure records its markers: ``_marker_panel`` gives no other, so without one no
    line yields a claim (a heatmap's, a bar chart's) and the lines are not read."""
    return doc.figure is not None and any(p.data is not None and p.data.points for p in doc.figure.panels)


def extract_point_extremes(doc: Document) -> list[Claim]:
    out: list[Claim] = []
    if not records_markers(doc):
        return out
    for i, line in enumerate(doc.lines):
        if line.heading:
            continue
        for m in _POINT_EXTREME.finditer(line.text):
            start, end = line.start + m.start(), line.start + m.end()
            if doc.is_taken(start, end) or (panel := _marker_panel(doc, i)) is None:
                continue
            what = m.group("what").strip()
            series = None
            if not _ALL_SERIES.search(what):  # "the smallest orange square": that series' extreme
                row = series_in_scope(panel, [what]) if len(panel.data.rows) > 1 else None
                if row is None:
                    continue
                series = str(panel.data.rows[row])
            x, y, yh = (m["x"], m["y"], m["yh"]) if m["y"] else (m["px"], m["py"], m["pyh"])
            payload = PointExtreme("min" if m.group("which").lower() in _LOW else "max", number_of(x),
                                   number_of(y), decimals_of(y), series)
            out.append(Claim("extremum", start, end, stated=payload.y, panel=panel.title, row=series,
                             hedge="approx" if yh else None, decimals=payload.decimals,
                             source="point extreme", payload=payload))
            doc.take(start, end)
    return out


def _markers(panel: Panel, series: str | None) -> list[tuple[str, float, float]]:
    """(series, x, y) of every marker the panel records, of one series or all."""
    t = panel.data
    out = []
    for i, row in enumerate(t.rows):
        if series is not None and str(row) != series:
            continue
        if t.points and i < len(t.points) and t.points[i]:
            out += [(str(row), float(x), float(y)) for x, y in t.points[i]]
        else:
            out += [(str(row), float(c), float(v)) for c, v in zip(t.columns, t.values[i])
                    if v is not None and isinstance(c, (int, float))]
    return out


def verify_point_extreme(claim: Claim, ctx: VerifyContext) -> Outcome:
    stated: PointExtreme = claim.payload
    panel = next((p for p in ctx.figure.panels if p.title == claim.panel), None)
    if panel is None or panel.data is None:
        return unverifiable("the panel's markers are not known")
    hiding = [u.kind for u in panel.unread or [] if u.kind not in UnreadPart.WITHOUT_VALUES]  # a part that may hide a marker
    markers = _markers(panel, stated.series)
    if hiding or not markers:
        return unverifiable("the panel's markers are not all known" + (f" (unread: {', '.join(hiding)})" * bool(hiding)),
                            panel=panel.title)
    pick = min if stated.which == "min" else max
    series, ex, ey = pick(markers, key=lambda m: m[2])
    tol = max(tolerance(stated.decimals, None, claim.hedge), panel.value_tolerance or 0.0)
    where = {"panel": panel.title, "row": series, "column": ex}
    if abs(ey - stated.y) > tol + 1e-9 * max(1.0, abs(ey)):
        word = "smallest" if stated.which == "min" else "largest"
        return contradicted("value", {"value": ey, "at": ex, "series": series},
                            f"the {word} marker is {series} at {ex:g} with {ey:.4g}", **where)
    return supported({"value": ey, "at": ex, "series": series}, **where)

"""Readings at a numeric x in the bullets of a line or scatter figure's description ("* x = 10: ~0.45",
"* N = 32: ~0.7", "* V/J ≈ -1.5: ~1.85", "* ~220 days: ~0.53 R⊕"): the value of one series at that x, scored as
``value`` claims (``XYReading``), and where the series goes from there ("increasing toward the wall"), scored as
``trend`` claims (``XYTrend``). The bullet's scope names the series (``claims.xy_readings``, shared with the other
x-y readers); judged by ``claims.types.xy_reading_check`` (found by the payload class,
``pipeline.PAYLOAD_VERIFIERS``)."""

from __future__ import annotations

import re
from functools import lru_cache
from dataclasses import dataclass
from typing import Literal

from vlmeval.claims import Claim, Document, Line
from vlmeval.claims.described_keys import described_look, listed_panel
from vlmeval.claims.types.value_points import names_axis
from vlmeval.claims.types.xy_reading_check import verify_xy_reading, verify_xy_trend
from vlmeval.claims.xy_readings import (DIP_WORDS, FEATURE_BEFORE, HEDGE, MARK, NUM, PEAK_WORDS, READING, READING_OPENS,
                                        decimals_of, figure_series_names, hedged_before, listed_readings, number_of,
                                        scope_line, scope_panel, series_in_scope)
from vlmeval.claims.text import norm
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Panel
from vlmeval.lazy_re import lazy_compile


@dataclass(frozen=True, slots=True)
class XYReading:
    """A value read on one series at a numeric x ("* V/J ≈ -1.5: ~1.85"): ``x`` as written (``x_approx``: hedged),
    the value ``y`` and its printed ``decimals``. ``marked``: the reading is named the series' peak ("max") or dip
    ("min") there ("* r ≈ 15.8 Å: ~0.025 (highest peak)", "(local minimum)")."""
    x: float
    y: float
    x_approx: bool
    decimals: int
    series: str
    marked: Literal["max", "min"] | None = None
    x_decimals: int | None = None  # the x's printed decimals ("β ≈ 0.10": 2), where the reader knows them


# "~0.025 (highest peak)", "~2.73 (maximum)", "~0.014 (local minimum)": a unit, then the mark in brackets
_MARK = lazy_compile(rf"[^(;,\d\n]{{0,12}}\((?:[A-Za-z-]+\s+){{0,2}}(?P<w>{'|'.join(PEAK_WORDS + DIP_WORDS)})\)", re.I)


def marked_extreme(text: str, at: int, before: int | None = None) -> Literal["max", "min"] | None:
    """Whether the text right after a reading's value (at ``at``), or right before it (its value starting at
    ``before``: "* x = 10: local peak ~0.05"), marks it as a peak or a dip."""
    m = _MARK.match(text, at) or (FEATURE_BEFORE.search(text, max(0, before - 24), before) if before else None)
    if m is None:
        return None
    return "max" if m.group("w").lower() in PEAK_WORDS else "min"


@dataclass(frozen=True, slots=True)
class XYTrend:
    """Where a series goes after a reading at a numeric x ("* Hard wall: ~0.001 at r/R = 0, increasing toward
    the wall"): ``direction`` up or down from ``x`` to the end of the series (or to the bar ``until``). ``steady``:
    the way is said to be held throughout ("increase steadily from topic 1 to topic 15")."""
    x: float
    direction: Literal["up", "down"]
    series: str
    steady: bool = False
    until: float | None = None


# "..., increasing toward the wall." after a bullet's last reading: where the series goes on from there
_TREND_TAIL = lazy_compile(r",\s*(?P<trend>increasing|decreasing|rising|falling|decaying|growing|declining)\b[^.;,\d]{0,40}"
                           r"\s*\.?\s*$", re.I)
_UP = ("increasing", "rising", "growing")


def _is_column(panel: Panel, x: float) -> bool:
    return any(isinstance(c, (int, float)) and not isinstance(c, bool) and float(c) == x for c in panel.data.columns)


def bar_elsewhere(fig, panel: Panel, x: float) -> bool:
    """Whether another panel on the same x axis draws a bar at the numeric category ``x`` this panel lacks ("topic
    15" where only the other panels have one): a reading there names a bar the panel does not draw."""
    label = norm(panel.x.label or "") if panel.x is not None else ""
    return bool(label) and any(p is not panel and p.data is not None and p.x is not None and norm(p.x.label or "") == label
                               and _is_column(p, x) for p in fig.panels)


def extract_xy_readings(doc: Document) -> list[Claim]:
    fig = doc.figure
    spec = chart_kind(fig.kind)
    if not (spec.x_at_values or spec.numeric_x or spec.bars):  # line, scatter, bar: readings at an x
        return []
    out = []
    for i, line in enumerate(doc.lines):
        if line.heading:
            continue
        m = READING.match(line.text) or _before_remark(line.text)
        pairs = None if m else reading_pairs(line.text)
        listed = None if m or pairs else listed_readings(line.text)
        if listed is not None:
            pairs = listed.pairs
        if m is None and pairs is None:
            out.extend(_series_at_x(doc, i, line))
            continue
        scope = scope_line(doc, i)
        panel = scope_panel(doc, line, scope)
        by_label = panel is None and (panel := listed_panel(doc, i)) is not None
        if panel is None or panel.data is None:
            continue
        if listed is not None and listed.named and not names_x_axis(panel, listed.name):
            continue  # "* Au 1: ~0.2; Au 2: ~0.3": not the x axis' name
        own = (m.group("xname") or "") if m else line.text[:line.text.index(":")]
        scoped = scope is not None and (m is not None or (listed is not None and not listed.named))
        row = series_in_scope(panel, [own, described_look(doc, line.text)] + ([scope.text] if scoped else []),
                              figure_series_names(fig))
        if row is None:
            continue
        for x, y in ([(m.span("x"), m.span("y"))] if m else pairs):
            claim = reading_claim(doc, line, panel, row, x, y, approximate=scoped and approximate_scope(scope))
            if claim is not None:
                claim.panel_text = panel.title if by_label else None  # named by a listed label: not left open
                out.append(claim)
        tail = _TREND_TAIL.search(line.text)
        if tail is not None and out and out[-1].source == "xy reading" and out[-1].start >= line.start:
            out.append(_trend_after(line, tail, out[-1]))  # the way on from the line's last reading
    return out


# "**Orange dashed line** (approximate local peaks and troughs):", "**Step function (blue), approximate level of each
# step:**": a lead-in calling the readings under it approximate (the word, not a hedge on a number of its own)
_APPROXIMATE_LEAD = lazy_compile(r"\bapprox(?:imately\b|imate\b|\.)(?!\s*[~≈]?\s*[-−]?\d)", re.I)


def approximate_scope(scope: Line | None) -> bool:
    """Whether the lead-in of a run of readings calls them approximate: their places and their values ("x = 960: 0.062"
    under it is read as "x ≈ 960: ~0.062", a local trough read off the drawing near there)."""
    return scope is not None and _APPROXIMATE_LEAD.search(scope.text) is not None


# "- δ = 0.04: ~0.78 (error bar ~0.6–0.95)", "- x = 150: ~17 (the lowest point, just after the start at ~26)": a
# reading, then a remark in brackets that opens with a word (its numbers are the remark's, left to the other readers)
_REMARK = lazy_compile(r"\s*\(\s*[^\W\d][^()]*\)\s*\.?\s*$")


def _before_remark(text: str) -> re.Match | None:
    """The reading of a bullet that is one reading and a remark: in brackets at its end, or after a comma ("* x =
    40: ~0.465, the minimum, inside the band": ``READING_OPENS``), read on the words before the remark."""
    cut = _REMARK.search(text) if text.endswith((")", ").")) else None
    if cut is not None:
        return READING.match(text[:cut.start()])
    opens = READING_OPENS.match(text) if "," in text or ";" in text else None
    return READING.match(text[:opens.end("y")]) if opens is not None else None


# "* K = 0.80: particle ≈ 0.050, spatial ≈ 0.052.", "* K ≈ 0.93: both ≈ 0.008 (the minimum).": several series
# read at one x, each named before its value ("both": the panel's two series)
_AT_X = lazy_compile(rf"^\s*{MARK}\s+[^\d:~≈=*]{{1,24}}?\s*(?:=|≈)\s*(?P<xh>{HEDGE})?(?P<x>{NUM})\s*:\s*")
_SERIES_ITEM = lazy_compile(rf"(?P<name>[^\W\d][^\W\d]*(?: [^\W\d]+){{0,2}})\s*(?:=\s*)?(?P<yh>{HEDGE})?(?P<y>{NUM})"
                            r"(?:\s*\([^()\d]*\))?")
_ITEM_GAP = lazy_compile(r"\s*,\s*(?:and\s+)?")


def series_at_x(text: str) -> tuple[tuple[int, int], list[tuple[str, tuple[int, int]]]] | None:
    """The x span and the (series name, y span) of each reading of a bullet that is nothing but readings of named
    series at one x; None otherwise."""
    head = _AT_X.match(text)
    if head is None:
        return None
    pos, items = head.end(), []
    while (r := _SERIES_ITEM.match(text, pos)) is not None:
        items.append((r["name"], r.span("y")))
        gap = _ITEM_GAP.match(text, r.end())
        pos = gap.end() if gap else r.end()
        if gap is None:
            break
    if not items or not re.fullmatch(r"\s*\.?\s*", text[pos:]):
        return None
    return head.span("x"), items


def _series_at_x(doc: Document, i: int, line: Line) -> list[Claim]:
    """The readings of a bullet of several series at one x, when every name given names one series of the panel its
    scope is in (each a different one) and "both" stands alone for a panel of two."""
    found = series_at_x(line.text)
    panel = scope_panel(doc, line, scope_line(doc, i)) if found else None
    if panel is None or panel.data is None:
        return []
    x, items = found
    rows = panel.data.rows
    if len(items) == 1 and items[0][0].lower() == "both":
        plan = [(r, items[0][1]) for r in range(len(rows))] if len(rows) == 2 else []
    elif len(items) == 1 and names_axis(items[0][0], panel.y.label, "y"):
        plan = [(_scope_series(doc, i, line, panel), items[0][1])]  # "* U/J = 3.10: ζ ≈ 1.0078": the y axis named
        if plan[0][0] is None:
            return []
    else:
        plan = [(series_in_scope(panel, [name]), y) for name, y in items]
        if len(plan) < 2 or any(r is None for r, _ in plan) or len({r for r, _ in plan}) < len(plan):
            return []
    out = []
    for row, y in plan:
        claim = reading_claim(doc, line, panel, row, x, y, shared=bool(out) and out[-1].end == line.start + y[1])
        if claim is not None:
            out.append(claim)
    return out


def _scope_series(doc: Document, i: int, line: Line, panel: Panel) -> int | None:
    """The series a reading that names only the y axis is of: the panel's one series, or the one its scope names."""
    scope = scope_line(doc, i)
    return series_in_scope(panel, [described_look(doc, line.text)] + ([scope.text] if scope is not None else []),
                           figure_series_names(doc.figure))


def _trend_after(line: Line, m: re.Match, reading: Claim) -> Claim:
    word = m.group("trend").lower()
    payload = XYTrend(reading.payload.x, "up" if word in _UP else "down", reading.payload.series)
    return Claim("trend", line.start + m.start("trend"), line.start + m.end("trend"), stated=payload.direction,
                 panel=reading.panel, row=reading.row, panel_text=reading.panel_text, source="xy reading",
                 payload=payload)


# "* Light orange: ~0.28 at V/J = -2, ~0.05 at -1, 0 at 0.": one series' values at several x
_HEAD = lazy_compile(rf"^\s*{MARK}\s+(?:\*\*)?[^\d:*]{{1,40}}(?:\*\*)?:(?:\*\*)?\s*")
# the y may carry a short unit ("~130 K at τ ≈ 0.016", "~2 eV at"): letters, at most three, that are no word
PAIR = lazy_compile(rf"(?P<yh>{HEDGE})?(?P<y>{NUM})(?:\s*(?!(?:and|the|but|for|now|is|at|or|to|in|on|of|by)\b)"
                    r"(?:%|[^\W\d_]{1,3})(?![\w]))?\s+at\s+(?:[^\d,;=≈~]{1,20}?\s*(?:=|≈|~)\s*)?"
                    rf"(?P<xh>{HEDGE})?(?P<x>{NUM})")
_PAIR_GAP = lazy_compile(r"\s*(?:,|;|and|,\s*and)\s*")


def reading_pairs(text: str) -> list[tuple[tuple[int, int], tuple[int, int]]] | None:
    """The (x span, y span) of each "~Y at X" of a bullet that is nothing but a series name and such readings."""
    head = _HEAD.match(text)
    if head is None:
        return None
    pos, out = head.end(), []
    while True:
        p = PAIR.match(text, pos)
        if p is None:
            return None
        out.append((p.span("x"), p.span("y")))
        pos = p.end()
        if _TREND_TAIL.match(text, pos):
            break
        gap = _PAIR_GAP.match(text, pos)
        if gap is None or gap.end() == pos:
            break
        pos = gap.end()
    return out if re.fullmatch(r"\s*\.?\s*", text[pos:]) or _TREND_TAIL.match(text, pos) else None


# "above 0.35 at V/J = -1.5", "less than ~0.1 at x = 2": a bound at that x, not a reading of the value there
BOUND_BEFORE = lazy_compile(r"\b(?:above|below|over|under|beyond|exceeding|(?:more|greater|less|fewer)\s+than|at\s+(?:least|most))\s*$", re.I)


def names_x_axis(panel: Panel, name: str) -> bool:
    """Whether ``name`` is the panel's x axis label, its unit aside ("topic" for "Topic")."""
    label = _x_name(panel.x.label or "")
    return label is not None and label == norm(name)


@lru_cache(maxsize=1024)  # a record's label alone decides; the readers ask per reading
def _x_name(label: str) -> str | None:
    """An x label without its unit, normalised (``norm``); None when nothing is left."""
    core = re.split(r"\s*[\[(]", label.strip(), maxsplit=1)[0]
    return norm(core) if core else None


def reading_claim(doc: Document, line: Line, panel: Panel, row: int, x: tuple[int, int], y: tuple[int, int],
                  shared: bool = False, approximate: bool = False) -> Claim | None:
    """The value claim of one reading; ``shared``: the same words read a second series ("both ≈ 0.008");
    ``approximate``: its x and value are approximate though written bare (its lead-in says so: ``approximate_scope``)."""
    fig, text = doc.figure, line.text
    x_text, y_text = text[x[0]:x[1]], text[y[0]:y[1]]
    if chart_kind(fig.kind).bars and not _is_column(panel, number_of(x_text)) and \
            not bar_elsewhere(fig, panel, number_of(x_text)):
        return None  # a bar chart's reading names one of its numeric categories ("* 89 (Ithaca, NY): ~128")
    if not shared and doc.is_taken(line.start + y[0], line.start + y[1]):
        return None
    if doc.inside_name(line.start + y[0], line.start + y[1]):
        return None  # "res 1/8 at z = 0.5": the 8 is the series' name, no reading
    start, end = line.start + min(x[0], y[0]), line.start + max(x[1], y[1])
    payload = XYReading(number_of(x_text), number_of(y_text), approximate or hedged_before(text, x[0]),
                        decimals_of(y_text), str(panel.data.rows[row]), marked_extreme(text, y[1], y[0]), decimals_of(x_text))
    doc.take(start, end)
    return Claim("value", start, end, stated=payload.y, panel=panel.title, row=panel.data.rows[row],
                 column=payload.x, hedge="approx" if approximate or hedged_before(text, y[0]) else None,
                 decimals=payload.decimals, source="xy reading", payload=payload)


ENTRY = TypeEntry(extract_xy_readings, payloads=(("value", XYReading, verify_xy_reading),
                                                 ("trend", XYTrend, verify_xy_trend)))

"""The x-y extremes: a series' maximum or minimum at a numeric x, scored as ``extremum`` claims (``XYExtreme``),
judged by ``verify_xy_extreme`` (below). Three readers: the extreme with its value
(``extract_xy_extremes``, which also runs the sentence readings of ``claims.types.xy_reading_sentences`` and the
category readers below), the extreme placed at an x (``extract_xy_places``), and extremes and trends named by a
numeric category on a bar chart.

A series' extreme stated with its value at a numeric x ("ε_fit reaches its maximum of ~2.73 at the leftmost
point, V/J ≈ -1.95", "a peak of ~0.0215 at r ≈ 15.8 Å") on a line or scatter figure: where the series is highest
(lowest), and how high. Judged by ``verify_xy_extreme`` (below).

The panel is the line's (headings and lead-ins), the figure's only one, or the one panel whose y-axis label the
sentence names; the series is the panel's only one or the one the sentence or its scope names
(``claims.xy_readings.series_in_scope``). Anything less certain gives no claim.

Where a series is highest or lowest, placed at a numeric x ("Approx is highest at N = 8", "ε peaks at
V/J ≈ -1.95 (~2.7)", "the hard wall reaches its minimum at r/R = 1") on a line or scatter figure.

The number after "at <name> =" is a place on the x axis, never the extreme's value: read before the general
extremum reader (``claims.types.extremum``), which would take "8" for the maximum. The series is the panel's only one
(the panel its heading, lead-in or y-axis label names) or the one the sentence (or its scope) names (``claims.xy_readings.series_in_scope``); when none is named the
words are taken with no claim, so no reader judges the x as a value. Judged by
``verify_xy_extreme`` (the value, when one is given in parentheses or after "with").

Extremes and trends named by category on a bar chart whose categories are numbers ("The lowest bar is 1993
(Amherst, MA) at ~44", "From 2001 to 2008 the number of accepted papers roughly doubles").

Such a chart's categories are read as numbers, so the series prose leaves them to the core extractors, which know
no category by name. A category is named by its printed label ("93", "00" for 0) or, on an axis of two-digit
year labels (88, 89, ..., 99, 00, ..., 08: consecutive years that may wrap past 99), by the year it stands for
("1997" for 97, "2001" for 1). The series is the panel's only one, or the one the sentence names
(``claims.xy_readings.series_in_scope``); anything less certain gives no claim.

- an extreme: "the highest / lowest / tallest / shortest bar (value, count) is <category> [(place)] [at ~Y]"
  (``XYExtreme`` at that category; judged by ``verify_xy_extreme``: on bars, misplaced when
  the bar named is not within tolerance of the series' extreme);
- a trend to the last category: "from <category> to <last category> ... rises (falls, doubles, halves)", one
  direction in the clause (``XYTrend`` from that category on, in the bars' drawn order).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace
from typing import Literal

from vlmeval.claims import Claim, Document
from vlmeval.claims.described_keys import described_look, listed_panel
from vlmeval.claims.near_words import lowered, may_hold
from vlmeval.claims.text import norm
from vlmeval.claims.panel_titles import panel_by_title_parts
from vlmeval.claims.trend_words import (FALLS, LARGEST_WORDS, MAXIMUM_WORDS, MINIMUM_WORDS, PEAK_FORMS, PEAKING_FORMS, RISES,
                                       SHORTEST_WORDS, SMALLEST_WORDS, STEADY, SUPERLATIVES, TALLEST_WORDS)
from vlmeval.claims.types.xy_rank_everywhere import XYRankEverywhere, extract_rank_everywhere, verify_rank_everywhere
from vlmeval.claims.types.xy_reading import XYTrend
from vlmeval.claims.types.xy_reading_check import Series, series_of, x_span
from vlmeval.claims.types.xy_reading_sentences import extract_xy_sentences
from vlmeval.claims.xy_readings import (BULLET, HEDGE, NUM, decimals_of, figure_series_names, number_of, scope_line,
                                        scope_panel, series_in_scope)
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Panel
from vlmeval.claims.line_numbers import APPROX_RELATIVE
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.verify.tolerance import table_decimals, tolerance
from vlmeval.lazy_re import lazy_compile


@dataclass(frozen=True, slots=True)
class XYExtreme:
    """A series' maximum or minimum (``which``) stated with its value ``y`` at a numeric ``x`` ("reaches its
    maximum of ~2.73 at V/J ≈ -1.95")."""
    which: Literal["max", "min", "size"]  # size: the largest one said negative, the highest or the lowest
    x: float
    y: float
    decimals: int
    series: str


# an extreme named as a value: the extremes as nouns and the superlatives of a value before "value" (claims.trend_words)
VALUE_EXTREMES = (MAXIMUM_WORDS[0], MINIMUM_WORDS[0], f"{LARGEST_WORDS[0]} value", f"{SMALLEST_WORDS[0]} value")
_VALUE_EXTREMES = "|".join(VALUE_EXTREMES).replace(" ", r"\s+")
_EXTREME = lazy_compile(
    rf"(?:\b(?:its|a|the|their)\s+|(?<=:)\s*)(?P<which>{PEAK_FORMS[0]}|{_VALUE_EXTREMES}|"
    rf"(?:highest|tallest)\s+peak(?:,|\s+of)?|lowest\s+(?:dip|minimum)(?:,|\s+of)?)\s+(?:value\s+)?"  # "* Au: highest peak, ~0.0028 at r/R ≈ 0.62"
    rf"(?:of\s+)?(?P<yh>{HEDGE})?(?P<y>{NUM})(?![\d.])(?P<between>[^.;:\d]{{0,60}}?)\s*(?:=|≈|~)\s*"
    rf"(?P<xh>{HEDGE})?(?P<x>{NUM})", re.I)
# every match of _EXTREME holds one of these in the line's folded lower case (``near_words.may_hold``): most lines
# hold none, and the pattern would be tried at every position
_EXTREME_WORDS = (PEAK_FORMS[0], MAXIMUM_WORDS[0], MINIMUM_WORDS[0], LARGEST_WORDS[0], SMALLEST_WORDS[0])


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
        for m in _EXTREME.finditer(line.text) if may_hold(lowered(line.text), _EXTREME_WORDS) else ():
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


_PLACE = lazy_compile(
    rf"\b(?P<which>{SUPERLATIVES}|{'|'.join((*MAXIMUM_WORDS, *MINIMUM_WORDS, *PEAKING_FORMS))})\b[^.;:\d]{{0,25}}?"
    rf"\bat\s+(?:[^\d\s=≈~(),;]{{1,12}})\s*(?:=|≈)\s*(?P<xh>{HEDGE})?(?P<x>{NUM})(?!\.?\d)"
    rf"(?:\s*\(\s*(?P<yh>{HEDGE})?(?P<y>{NUM})(?!\.?\d)[^()]{{0,12}}\)|,?\s+with\s+(?:a\s+value\s+of\s+)?(?P<wh>{HEDGE})?(?P<w>{NUM}))?",
    re.I)
_LOW = (*SMALLEST_WORDS, *MINIMUM_WORDS)


def extract_xy_places(doc: Document) -> list[Claim]:
    spec = chart_kind(doc.figure.kind)
    if spec.bars or not (spec.x_at_values or spec.numeric_x):
        return []
    out = extract_rank_everywhere(doc)  # "A is the lowest everywhere": over every series of the panel
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


_KEY = r"(?:'|’)?\d{1,4}"
_UNIT = r"(?:(?P<%s>[^\W\d]{2,20})\s+)?"  # "topic 6": the x axis' own word before a category (checked by _unit_fits)
_CATEGORY_EXTREME = lazy_compile(
    rf"\b(?:the\s+)?(?P<which>{'|'.join((*TALLEST_WORDS, *SHORTEST_WORDS))})\s+(?:bar|value|count|point)\s+"
    rf"(?:overall\s+)?(?:is|was|comes|occurs)\s+(?:in\s+|at\s+|for\s+)?{_UNIT % 'unit'}(?P<key>{_KEY})(?![\d.,]*\d)"
    rf"(?:\s*\([^()\n]{{0,50}}\))?(?:,?\s+(?:at|with|of)\s+(?P<yh>{HEDGE})?(?P<y>{NUM}))?", re.I)
_WINDOW = lazy_compile(rf"\bfrom\s+{_UNIT % 'ua'}(?P<a>{_KEY})\s+(?:to|through|until)\s+{_UNIT % 'ub'}(?P<b>{_KEY})(?![\d.,]*\d)",
                       re.I)
_STEADY = lazy_compile(rf"\b(?:{STEADY}|monotonic(?:ally)?)\b", re.I)
_UP = lazy_compile(rf"\b(?:{RISES}|doubl(?:e|es|ing)|"
                   r"goes\s+up|went\s+up)\b", re.I)
_DOWN = lazy_compile(rf"\b(?:{FALLS}|shrink(?:s|ing)?|"
                     r"halv(?:e|es|ing)|by\s+(?:almost\s+|about\s+|roughly\s+|nearly\s+)?half|goes\s+down|went\s+down)\b", re.I)
_CLAUSE = lazy_compile(r"[^.;]+")


def numbered_categories(panel: Panel) -> list[int] | None:
    """The integer category labels of a bar panel drawn at categorical places, or at the whole numbers 1, 2, 3, ...
    of a linear axis ("Topic" bars at x = 1.0 ... 15.0); None for other panels."""
    t = panel.data
    if t is None or len(t.columns) < 2:
        return None
    if not all(isinstance(c, (int, float)) and not isinstance(c, bool) and float(c).is_integer() for c in t.columns):
        return None
    keys = [int(c) for c in t.columns]
    if panel.x.scale in (None, "categorical"):
        return keys
    consecutive = all(b - a == 1 for a, b in zip(keys, keys[1:]))
    return keys if panel.x.scale == "linear" and consecutive else None


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


def _bar_chart_lines(doc: Document):
    """(index, line) of every line that is not a heading, on a bar chart only (numbered categories are bars)."""
    if chart_kind(doc.figure.kind).bars:
        yield from ((i, line) for i, line in enumerate(doc.lines) if not line.heading)


def _line_panel(doc: Document, i: int, line) -> Panel | None:
    """The panel a line is in, else the one grid title the line names by its parts ("... in Questions – Birth of
    Stars"), else the panel of its scope."""
    if line.panel is None and len(doc.figure.panels) > 1:
        titled = panel_by_title_parts([p.title or "" for p in doc.figure.panels], line.text)
        if titled is not None:
            return next(p for p in doc.figure.panels if p.title == titled)
    return scope_panel(doc, line, scope_line(doc, i))


def _unit_fits(panel: Panel, word: str | None) -> bool:
    """No word before the category, or the x axis' own name ("topic 6" on an axis labelled "Topic")."""
    if word is None:
        return True
    names = {norm(n or "").rstrip("s") for n in (panel.x.label, getattr(panel.data, "column_label", None))}
    return norm(word).rstrip("s") in names - {""}


def extract_category_extremes(doc: Document) -> list[Claim]:
    out = []
    for i, line in _bar_chart_lines(doc):
        for m in _CATEGORY_EXTREME.finditer(line.text):
            start, end = line.start + m.start(), line.start + m.end()
            panel = _line_panel(doc, i, line)
            if panel is None or doc.is_taken(start, end) or (key := category(panel, m.group("key"))) is None \
                    or not _unit_fits(panel, m.group("unit")):
                continue
            row = _series(doc, i, panel, line.text)
            if row is None:
                continue
            which = "min" if m.group("which").lower() in SHORTEST_WORDS else "max"
            y = m.group("y")
            payload = XYExtreme(which, float(key), number_of(y) if y else math.nan, decimals_of(y) if y else 0,
                                str(panel.data.rows[row]))
            out.append(Claim("extremum", start, end, stated=payload.y, panel=panel.title, row=panel.data.rows[row],
                             column=key, hedge="approx" if m.group("yh") else None, decimals=payload.decimals,
                             source="category extreme", payload=payload))
            doc.take(start, end)
    return out


def extract_category_trends(doc: Document) -> list[Claim]:
    out = []
    for i, line in _bar_chart_lines(doc):
        for clause in _CLAUSE.finditer(line.text):
            text = clause.group()
            m = _WINDOW.search(text)
            if m is None:
                continue
            up, down = _UP.search(text), _DOWN.search(text)
            if bool(up) == bool(down):
                continue  # no direction, or both ways in one clause: a course, not one trend
            start, end = line.start + clause.start() + m.start(), line.start + clause.start() + m.end()
            panel = _line_panel(doc, i, line)
            if panel is None or doc.is_taken(start, end) or not (_unit_fits(panel, m.group("ua"))
                                                                 and _unit_fits(panel, m.group("ub"))):
                continue
            a, b = category(panel, m.group("a")), category(panel, m.group("b"))
            steady = bool(_STEADY.search(text))
            if a is None or b is None or a == b or (b != panel.data.columns[-1] and not steady):
                continue  # only a window that runs to the last bar, or a steady way over a window: XYTrend's reading
            row = _series(doc, i, panel, line.text)
            if row is None:
                continue
            payload = XYTrend(float(a), "up" if up else "down", str(panel.data.rows[row]), steady, float(b))
            out.append(Claim("trend", start, end, stated=payload.direction, panel=panel.title,
                             row=panel.data.rows[row], source="category trend", payload=payload))
            doc.take(start, end)
    return out


# --- the check ----------------------------------------------------------------------------------------

EXTREME_PLACE_FRACTION = 0.05  # a stated extreme this share of the x range from the series' own: misplaced


def verify_xy_extreme(claim: Claim, ctx: VerifyContext) -> Outcome:
    """Where the series is highest (lowest) and how high: misplaced when its extreme lies more than
    ``EXTREME_PLACE_FRACTION`` of the x range from the stated x (on bars: when the bar named is not within
    tolerance of the extreme), wrong when the stated value is not within tolerance of the series' extreme."""
    stated = claim.payload
    if stated.which == "size":  # "the largest one is negative, about -1.5": either end, whichever the words fit
        ends = [verify_xy_extreme(replace(claim, payload=replace(stated, which=w)), ctx) for w in ("min", "max")]
        return next((o for o in ends if o.verdict != "contradicted"), ends[0])
    series = series_of(claim, ctx)
    if not isinstance(series, Series):
        return series
    if chart_kind(ctx.figure.kind).bars:
        return _bar_extreme(claim, series, ctx)
    panel, samples, f = series.panel, series.samples, series.f
    span = x_span(panel, [x for x, _ in samples], f) if len(samples) >= 2 else 0.0
    if span == 0 or math.isnan(f(stated.x)):
        return unverifiable("the series' values are not known", panel=panel.title, row=claim.row)
    pick = max if stated.which == "max" else min
    ex, ey = pick(samples, key=lambda s: s[1])
    where = {"panel": panel.title, "row": claim.row, "column": ex}
    tol = _extreme_tolerance(claim, panel, ctx)
    if abs(f(ex) - f(stated.x)) > EXTREME_PLACE_FRACTION * span:
        return contradicted("location", {"value": ey, "at": ex}, f"the {stated.which}imum is at {ex:g}, not "
                            f"{stated.x:g}", **where)
    if not math.isnan(stated.y) and abs(ey - stated.y) > tol + 1e-9 * max(1.0, abs(ey)):  # NaN: no value stated
        return contradicted("value", {"value": ey, "at": ex}, f"the {stated.which}imum is {ey:.4g}", **where)
    return supported({"value": ey, "at": ex}, **where)


def _extreme_tolerance(claim: Claim, panel: Panel, ctx: VerifyContext) -> float:
    stated = claim.payload
    # the table's printed decimals kept with the figure (reading every value's digits per claim otherwise)
    tol = max(tolerance(stated.decimals, table_decimals(ctx.figure, panel.data), claim.hedge),
              panel.value_tolerance or 0.0)
    if claim.hedge == "approx" and not math.isnan(stated.y):
        tol = max(tol, APPROX_RELATIVE * abs(stated.y))
    return tol


BAR_EXTREME_SHARE = 0.02  # bars closer than this share of the value axis to the extreme: too close to tell by eye


def _bar_extreme(claim: Claim, series: Series, ctx: VerifyContext) -> Outcome:
    """A bar chart's extreme named by its category: misplaced when that bar is farther from the series' highest
    (lowest) bar than ``BAR_EXTREME_SHARE`` of the value axis (or the panel's reading tolerance); then the value
    stated (NaN: none) is checked against the extreme."""
    stated, panel = claim.payload, series.panel
    named = [y for x, y in series.samples if x == stated.x]
    if not named or len(series.samples) < 2:
        return unverifiable("the bar named is not known", panel=panel.title, row=claim.row)
    pick = max if stated.which == "max" else min
    ex, ey = pick(series.samples, key=lambda s: s[1])
    where = {"panel": panel.title, "row": claim.row, "column": ex}
    ys = [y for _, y in series.samples]
    lo, hi = panel.y.range or (min(ys), max(ys))
    if abs(named[0] - ey) > max(panel.value_tolerance or 0.0, BAR_EXTREME_SHARE * abs(hi - lo), 1e-9 * max(1.0, abs(ey))):
        return contradicted("location", {"value": ey, "at": ex}, f"the {stated.which}imum is at {ex:g} "
                            f"({ey:.4g}); the bar at {stated.x:g} is {named[0]:.4g}", **where)
    if not math.isnan(stated.y) and abs(ey - stated.y) > _extreme_tolerance(claim, panel, ctx) + 1e-9 * max(1.0, abs(ey)):
        return contradicted("value", {"value": ey, "at": ex}, f"the {stated.which}imum is {ey:.4g}", **where)
    return supported({"value": ey, "at": ex}, **where)


ENTRY = TypeEntry(extract_xy_extremes, payloads=(("extremum", XYExtreme, verify_xy_extreme),))

# "Approx is highest at N = 8": the x is a place, not the value; runs before the general extremum reader
PLACES = TypeEntry(extract_xy_places, payloads=(("extremum", XYExtreme, verify_xy_extreme),
                                                ("extremum", XYRankEverywhere, verify_rank_everywhere)))

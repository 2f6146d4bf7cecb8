"""The ``extremum`` claim type: the highest or lowest value of a panel, a row or the figure, and where it is
("peak at ... (49.3)", "the best is 52.0 at ..., while the weakest is 40.0 at ..."), checked with the derived facts:
the stated value at the printed precision, and the stated cells among those holding it. A ranked superlative
("second-highest") is no maximum (``claims.types.ordinal``); rankings of named categories are ``claims.types.rank``'s.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Any, Iterable, Literal

from vlmeval.claims import Claim, Document
from vlmeval.claims.assignments import counts_x, in_x_unit, is_condition, is_parameter, is_x_coordinate
from vlmeval.claims.cues import cues_of, sentences_holding
from vlmeval.claims.described_keys import subject_series
from vlmeval.claims.extreme_subjects import quantity_sentence, value_labels
from vlmeval.claims.lexicon import find_key
from vlmeval.claims.ordinal_extremes import ranked_superlative
from vlmeval.claims.relation_checks import all_of, claim_panels, known, unknown_in
from vlmeval.claims.line_text import bound_word
from vlmeval.claims.text import APPROX_RE, hedge_of, keyword_re
from vlmeval.claims.trend_words import (BEST_WORDS, HIGHEST_WORDS, LARGEST_WORDS, LOWEST_WORDS, PEAK_FORMS,
                                       SMALLEST_WORDS, WORST_WORDS)
from vlmeval.claims.types.extremum_point import PointExtreme, extract_point_extremes, verify_point_extreme
from vlmeval.claims.types.value import cells_from_places, drop_ranges as _drop_ranges
from vlmeval.claims.types.value_check import reading_tolerance
from vlmeval.claims.xy_readings import reads_at_x
from vlmeval.claims.years import figure_names, in_name, is_age, is_year
from vlmeval.claimtypes import ClaimType, TypeEntry
from vlmeval.groundtruth.schema import Panel, numeric_keys
from vlmeval.verify import UNCLEAR_PANEL, Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.verify.partial import combine, judge, possible_extreme, unknown_bounds, unknown_cells, unknown_reason
from vlmeval.verify.tolerance import table_decimals, tolerance
from vlmeval.verify.units import prefix_power


@dataclass(frozen=True, slots=True)
class ExtremumPayload:
    """The highest or lowest value (``which``) over a ``scope`` (a panel, a row, all panels), with the cells
    the text places it at and a ``bound`` ("above": "over 50%", "below")."""
    stated: Any = None
    which: Literal["max", "min"] = "max"
    cells: tuple[tuple[Any, Any], ...] = ()
    scope: str = "panel"
    bound: str | None = None
    or_place: bool = False  # "a peak at ~0.327": the number may be where the extreme is, on the x axis, not its value


# The shared extreme words and the performance superlatives of results prose (claims.trend_words: "best", "weakest")
_HIGH_WORDS = (*HIGHEST_WORDS, *PEAK_FORMS, "peaked", *BEST_WORDS)
_LOW_WORDS = (*LOWEST_WORDS, *WORST_WORDS)
# "largest" and "smallest" say an extreme value only before a word for the values ("the largest value in the figure
# is ~1.45", "the smallest entry") or as the second of a pair ("the largest value is 1.59 and the smallest 1.22");
# elsewhere they rank the sizes of other things ("the largest gap", "the largest drop", "the largest is climate")
_SIZE_HIGH = tuple(w for w in LARGEST_WORDS if w not in HIGHEST_WORDS)  # "largest"
_SIZE_LOW = tuple(w for w in SMALLEST_WORDS if w not in LOWEST_WORDS)  # "smallest"
_SIZE_VALUE = (rf"(?:{'|'.join(_SIZE_HIGH + _SIZE_LOW)})(?=\s+(?:values?|entry|entries|cells?|readings?)\b)"
               rf"|(?<=\band the )(?:{'|'.join(_SIZE_HIGH + _SIZE_LOW)})(?=\s+(?:is\s+)?[~≈]?\s*\d)")
_EXTREMUM = keyword_re(rf"\b({'|'.join(_HIGH_WORDS + _LOW_WORDS)}|{_SIZE_VALUE})\b",
                       "".join({w[0] for w in _HIGH_WORDS + _LOW_WORDS + _SIZE_HIGH + _SIZE_LOW}))
_FIGURE_SCOPE = re.compile(r"\b(?:entire|whole|absolute|overall|all (?:panels|heatmaps|charts|benchmarks|models|datasets|configurations)|both)\b", re.I)
# "the second peak", "a local minimum", "their minimum", "the lowest branch": an extreme of a part or of one series
_LOCAL = re.compile(r"\b(?:local|first|second|third|right-hand|left-hand|its|their|peaks?|dips?|troughs?|branch|"
                    r"near|around)\b", re.I)
_PART = re.compile(r"\s+(?:off-|non-)?diagonal\b|\b(?:on|off|along)\s+the\s+diagonal\b", re.I)


def extract_extrema(doc: Document) -> Iterable[Claim]:
    yield from extract_point_extremes(doc)  # "the smallest object plotted is ... at ~90 days with ~0.38"
    every = frozenset(doc.lex.panels)
    labels = value_labels(doc.figure)
    for line, s, e, mentions, panel in sentences_holding(doc, extract_extrema.cues):
        words = list(_EXTREMUM.finditer(doc.text, s, e))  # read once: the clauses below are cut at these words
        other = dict(zip((k.start() for k in words), quantity_sentence(doc.text, [k.span() for k in words], labels)))
        of_extremes = _extremes_of_extremes(doc.text, words)
        for start, end, m in _extremum_clauses(s, e, words):
            if other.get(m.start()) or m.start() in of_extremes:
                continue  # "the peak-to-trough ratio is about 2.3": the extreme of another quantity
            if (start, end) != (s, e):
                mentions = [mm for mm in mentions if start <= mm.start < end]
            claim = _extremum_claim(doc, line, start, end, m, mentions, panel, every)
            if claim is not None:
                yield claim


# every extremum names one of its words (those of _EXTREMUM, and the superlatives the point extremes read)
extract_extrema.cues = cues_of(_HIGH_WORDS, _LOW_WORDS, LARGEST_WORDS, SMALLEST_WORDS)


def _extremum_clauses(s: int, e: int, found: list[re.Match]) -> list[tuple[int, int, re.Match]]:
    """(start, end, keyword match) for each extremum the sentence ``text[s:e]`` states, from ``found``, the
    matches of ``_EXTREMUM`` in it: one clause each when it states both a maximum and a minimum ("the best is 52.0
    at …, while the weakest is 40.0 at …"), else the whole sentence with its first keyword. Positions are in the
    whole text."""
    if not found:
        return []
    if len({_which(k) for k in found}) < 2:
        return [(s, e, found[0])]
    bounds = [s] + [k.start() for k in found[1:]] + [e]
    return [(bounds[i], bounds[i + 1], k) for i, k in enumerate(found)]


# "the lowest peak", "peaks lowest", "the highest minimum": one extreme of the others (the least of the curves'
# peaks), neither the values' maximum nor their minimum
_JOINED = re.compile(r"(?:\s+|-)(?:the\s+)?")


def _extremes_of_extremes(text: str, found: list[re.Match]) -> set[int]:
    """The starts of the keywords in ``found`` (in text order) that stand next to one of the other direction,
    with nothing but a space, a hyphen or 'the' between them."""
    out: set[int] = set()
    for a, b in zip(found, found[1:]):
        if _which(a) != _which(b) and _JOINED.fullmatch(text[a.end():b.start()]):
            out |= {a.start(), b.start()}
    return out


def _which(m: re.Match) -> str:
    return "min" if m.group(1).lower() in _LOW_WORDS + _SIZE_LOW else "max"


def _extremum_claim(doc: Document, line, s: int, e: int, m: re.Match, mentions, panel, every) -> Claim | None:
    """The extremum claim of ``text[s:e]`` (a sentence, or one clause of it) whose keyword is ``m``."""
    lex, text = doc.lex, doc.text
    sentence = text[s:e]
    if doc.is_taken(m.start(), m.end()) or ranked_superlative(text, m):
        return None  # "second-highest" is no maximum (claims.ordinal_extremes)
    after = m.end() - s
    if _PART.search(sentence):
        return None  # "the lowest diagonal value", "the highest value off the diagonal": an extreme of a part of the grid
    if lex.axis_re is not None and lex.axis_re.match(sentence, after + 1) and sentence[after:after + 1] == " ":
        return None  # "the lowest Ratio" is an end of an axis, not an extreme value
    places = doc.places(s, e)
    cells = cells_from_places(places, line) if places else []
    if cells and all(r is None for _, _, r, _ in cells) and (series := _one_series(doc, mentions, m.end())) is not None:
        cells = [(a, b, series, c) for a, b, _, c in cells]  # "the highest loss is the test series at epoch 0"
    place_spans = [(p.start, p.end) for p in places]
    free = [n for n in doc.numbers(s, e) if not any(ps <= n.start < pe for ps, pe in place_spans)
            and not doc.is_taken(n.start, n.end)]
    names = figure_names(doc.figure)
    free = [n for n in _drop_ranges(free, text) if not (is_year(text, n.start, n.end, n.value, n.decimals)
                                                         or is_age(text, n.end) or in_name(text, n.start, n.end, names)
                                                         or _MULTIPLIER.match(text, n.end))]
    if doc.figure is not None and ("=" in sentence or "≈" in sentence):
        free = [n for n in free if not is_parameter(text, n.start, doc.figure)  # "**R = 5.0 Å:** ... peaked"
                and not is_condition(text, n.start, doc.figure)]  # "U/t = 0.50 is always highest": which run
        placed = [n for n in free if is_x_coordinate(text, n.start, doc.figure)]  # "from zero at r ≈ 7 Å, through peaks"
        # the chart's extreme with its x said beside it ("the highest value in the figure is about 1.2 (Alpha,
        # n = 1000)"): the x is its place, not a value; elsewhere several numbers give no claim below
        keep = [n for n in free if n not in placed] if not (_LOCAL.search(sentence) or reads_at_x(line.text)) else free
        keep = keep if len(keep) == 1 and keep[0].start > m.end() else free  # the extreme named, then its value
        free = keep if len(placed) < len(free) else []
    if doc.figure is not None and any(in_x_unit(text, n.end, doc.figure) or counts_x(text, n.end, doc.figure)
                                      or _only_a_place(doc.figure, text, m.end(), n) for n in free):
        free = []  # "moves by 2.5 Å", "~0.02 at 15.8 Å (peak)" on an x axis in Å, "from 500 samples on": a position
    values = {n.value for n in free}
    if len(values) > 1 or (not values and not cells):
        return None
    power = prefix_power(text, free[0].end, doc.figure) if free and doc.figure is not None else 0
    stated = free[0].value * 10.0 ** power if free else None  # "~5 s" on an axis in ms: 5000
    stated_rows = any(p.axis == "row" for p in places)
    if _FIGURE_SCOPE.search(sentence):
        scope = "figure"
    elif line.row is not None and not stated_rows:
        scope = "row"
    else:
        scope = "panel"
    named = lex.panels_of(lex.subjects(sentence, mentions, s))
    series = None  # "OCSVM peaks at 26", "* **Orange line:** the highest ...": that series' extreme (claims.described_keys)
    if scope == "panel" and not cells and stated is not None:
        series = subject_series(doc, line, text[s:m.start()], named[0] if len(named) == 1 else panel)
        scope = "row" if series is not None else scope
    narrowing = [mm.panels for mm in mentions if mm.panels != every]
    several = [p for p in lex.panels if any(p in panels for panels in narrowing)]
    for n in free:
        doc.take(n.start, n.end)
    end = max([e2 for _, e2, _, _ in cells] + [n.end for n in free] + [m.end()])
    if text[end:end + 1] == ")":
        end += 1
    begin = min([m.start()] + [n.start for n in free])  # "~-1.19, the lowest value": the value said before the word
    return Claim("extremum", begin, min(end, e), stated=stated, panel=named[0] if len(named) == 1 else panel,
                 panels=several if len(several) > 1 and scope != "figure" else None,
                 row=(series or line.row) if scope == "row" else None, hedge=_number_hedge(text, s, free, sentence),
                 decimals=free[0].decimals - power if free else None,
                 payload=ExtremumPayload(stated, _which(m), tuple((r, c) for _, _, r, c in cells), scope,
                                         _bound_before(text, free[0].start) if free else None,
                                         bool(free) and _maybe_place(doc.figure, text, m.end(), free[0])),
                 source="extremum")


def _one_series(doc: Document, mentions, after: int):
    """The series a clause places its extreme on, named after the keyword ("the highest loss is the test series
    at epoch 0"): the one series mentioned there, as the record names it; None when none or several are."""
    rows = {mm.entity for mm in mentions if mm.start >= after and mm.entity in doc.lex.rows_norm}
    return doc.lex.display.get(next(iter(rows))) if len(rows) == 1 else None


def _bound_before(text: str, start: int) -> str | None:
    """"above" for "with over 50%", "below" for "less than 0.01": the stated number is a bound, not a value."""

    before = text[max(0, start - 25):start]
    return bound_word(before)


# ---- the check -------------------------------------------------------------------------------------------

def _cells_with(panel: Panel, value: float, row_key=None) -> list[tuple]:
    t = panel.data
    out = []
    for i, r in enumerate(t.rows):
        if row_key is not None and r != row_key:
            continue
        for j, c in enumerate(t.columns):
            v = t.values[i][j]
            if v is not None and abs(v - value) <= 1e-9:
                out.append((panel.title, r, c))
    return out


def _extreme(panels: list[Panel], which: str, row_key=None, ctx: VerifyContext | None = None):
    """(value, cells) of the max/min over panels (or one row); panel extrema come from the derived facts."""
    if row_key is None and ctx is not None:
        found = [(p.title, getattr(ctx.facts.panel(p.title), which)) for p in panels]
        found = [(title, ext) for title, ext in found if ext is not None]
        if not found:
            return None
        best = (max if which == "max" else min)(ext.value for _, ext in found)
        return best, [(title, c.row, c.column) for title, ext in found if ext.value == best for c in ext.cells]
    values = []
    for p in panels:
        t = p.data
        for i, r in enumerate(t.rows):
            if row_key is not None and r != row_key:
                continue
            values += [v for v in t.values[i] if v is not None]
    if not values:
        return None
    best = max(values) if which == "max" else min(values)
    return best, [cell for p in panels for cell in _cells_with(p, best, row_key)]


EXTREME_PLACE_FRACTION = 0.05  # a stated x within this share of the x axis of the extreme's x is its place
_MULTIPLIER = re.compile(r"\s*(?:times\b|-?fold\b|×(?!\s*10))", re.I)  # "16 times lower": a ratio, not the value
_AT = re.compile(r"\bat\b", re.I)


def _only_a_place(figure, text: str, after: int, n) -> bool:
    """Whether the number ``n``, written after "at" past the extremum word ("a sharp peak at ~1.32"), can only be
    where the extreme is: it lies off every value axis the figure draws and on an x axis."""
    if not _AT.search(text, after, n.start):
        return False
    v = n.value
    return (not any(_on_axis(a, v) for p in figure.panels for a in (p.y, p.y2))
            and any(_on_axis(p.x, v) for p in figure.panels))


_AT_ONLY = re.compile(r"\s+at\s+(?:[~≈]\s*|(?:about|around|roughly|approximately|near)\s+)?", re.I)


def _maybe_place(figure, text: str, after: int, n) -> bool:
    """Whether the number ``n`` right after the extremum word and "at" ("a peak at ~0.327") may be where the
    extreme is: it lies on a numeric x axis the figure draws (it may be the value too: "OCSVM peaks at 26")."""
    return figure is not None and _AT_ONLY.fullmatch(text, after, n.start) is not None \
        and any(_on_axis(p.x, n.value) for p in figure.panels)


def _at_extreme_x(panels: list[Panel], cells: list[tuple], x: float) -> bool:
    """Whether one of the extreme's ``cells`` lies at ``x`` on its panel's numeric x axis, within
    ``EXTREME_PLACE_FRACTION`` of the axis' extent."""
    extents = {p.title: _extent(p.x) for p in panels}
    return any(isinstance(c, (int, float)) and not isinstance(c, bool) and (span := extents.get(title)) is not None
               and abs(float(c) - x) <= EXTREME_PLACE_FRACTION * abs(span[1] - span[0]) for title, _, c in cells)


def _extent(axis) -> tuple[float, float] | None:
    if axis is None or axis.scale == "categorical":
        return None
    ticks = numeric_keys(axis.ticks)
    return tuple(axis.range) if axis.range else (min(ticks), max(ticks)) if ticks else None


def _on_axis(axis, v: float) -> bool:
    """Whether ``v`` lies inside the axis' drawn range (its ticks' span where the record holds no range)."""
    extent = _extent(axis)
    return extent is not None and min(extent) <= v <= max(extent)


def _number_hedge(text: str, s: int, free: list, sentence: str) -> str | None:
    """The stated value's own hedge ("a maximum of ≈ 0.0835") before the sentence's: a trend word elsewhere in it
    ("roughly constant") hedges the course, not the number."""
    if free and APPROX_RE.search(text, max(s, free[0].start - 12), free[0].start):
        return "approx"
    return hedge_of(sentence)


def _place_matches(cell: tuple, stated: tuple) -> bool:
    _, r, c = cell
    sr, sc = stated
    return (sr is None or find_key(sr, [r]) is not None) and (sc is None or find_key(sc, [c]) is not None)


def _check_extremum(claim: Claim, panels: list[Panel], ctx: VerifyContext, row_key=None) -> Outcome:
    """The stated value and place of a maximum or minimum, sound over unknown cells (``verify.partial``)."""
    which = claim.payload.which
    found = _extreme(panels, which, row_key, ctx)
    unknown = unknown_in(panels, row_key)
    if found is None:
        return unverifiable(unknown_reason(unknown, f"the {which}") if unknown else "no known values")
    best, cells = found
    expected = {"value": best, "at": [[p, r, c] for p, r, c in cells]}
    possible = possible_extreme(best, len(unknown), which, unknown_bounds(panels))
    judgements: list = []
    if claim.stated is not None:
        bound, stated = claim.payload.bound, float(claim.stated)  # "with over 50%": a bound the extreme value keeps
        tol = max(tolerance(claim.decimals, table_decimals(ctx.figure, panels[0].data), claim.hedge),
                  panels[0].value_tolerance or 0.0, reading_tolerance(panels[0], stated, claim.hedge))
        interval = (stated - tol if bound != "below" else -math.inf, stated + tol if bound != "above" else math.inf)
        judgements.append(judge(interval, possible))
        if judgements[-1] == "contradicted" and claim.payload.or_place and _at_extreme_x(panels, cells, stated):
            judgements[-1] = "unknown" if unknown else "supported"  # "a peak at ~0.327": where the extreme is
        if judgements[-1] == "contradicted":
            return contradicted("value", expected, f"the {which} is {best:g}" + (" or beyond, among unknown cells" * bool(unknown)))
    for sc in claim.payload.cells:
        judgements.append(_place_judgement(panels, sc, cells, bool(unknown), row_key))
        if judgements[-1] == "contradicted":
            return contradicted("location", expected, f"the {which} is not at {sc}")
    if unknown and combine(judgements) != "supported":
        return unverifiable(unknown_reason(unknown, f"the {which}") + f" (among known cells it is {best:g})")
    return supported(expected)


def _place_judgement(panels: list[Panel], stated: tuple, best_cells: list[tuple], partial: bool, row_key) -> str:
    """Whether the extreme is at the stated place: surely (a best known cell, nothing unknown), surely not (no best
    known cell and no unknown cell there), or unknown."""
    if any(_place_matches(cell, stated) for cell in best_cells):
        return "unknown" if partial else "supported"
    unknown_there = any(_place_matches((p.title, r, c), stated) for p in panels if p.data is not None
                        for r, c in unknown_cells(p, row_key))
    return "unknown" if unknown_there else "contradicted"


def verify_extremum(claim: Claim, ctx: VerifyContext) -> Outcome:
    scope = claim.payload.scope
    if scope == "figure":
        panels = list(ctx.figure.panels)
        if not any(known(p) for p in panels):
            return unverifiable("no panel's values are known")
        return _check_extremum(claim, [p for p in panels if known(p)] + [p for p in panels if not known(p)], ctx)
    targets = claim_panels(claim, ctx)
    if targets is None:
        return unverifiable(UNCLEAR_PANEL)
    outcomes = []
    for p in targets:
        if not known(p):
            outcomes.append(unverifiable("the panel's values are not known", panel=p.title))
            continue
        row_key = None
        if scope == "row" and claim.row is not None:
            row_key = find_key(claim.row, p.data.rows)
            if row_key is None:
                outcomes.append(contradicted("hallucination", None, f"no row {claim.row}", panel=p.title))
                continue
        o = _check_extremum(claim, [p], ctx, row_key)
        o.panel = p.title
        outcomes.append(o)
    return all_of(outcomes)


TYPE = ClaimType("extremum", ExtremumPayload, (), "the highest or lowest value and where it is")
ENTRY = TypeEntry(extract_extrema, TYPE, verify_extremum,
                  payloads=(("extremum", PointExtreme, verify_point_extreme),))  # claims.types.extremum_point

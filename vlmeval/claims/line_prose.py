"""Line and bar chart prose read clause by clause: the one reader that takes a description of a line or bar chart
clause by clause (the Document's clauses, ``Document.clauses``), finds the dates or categories and numbers of each
(the Document's number finds, read by ``claims.line_text``), tells which series each
clause is about, and hands the clause to the readers of the claim types in order: ``claims.types.range_line``
(period, value range), ``extremum_line``, ``value_line``, ``trend_line``, ``comparison_line``, ``ticks_line``
(unknown row keys), then ``label_line`` over the whole text (quantity, title, unit). Each claim's payload is a
line/bar prose payload whose class names its reading (in its claim type's module); the registry finds its verifier
by that class (``claims.types.line_prose``).

The number readers of a clause share ``used`` (the numbers read already), so the order above matters: a number is
read as a period's, a range's or an extremum's before it is read as a plain value.
"""

from __future__ import annotations

import datetime as dt
import re
from bisect import bisect_left
from dataclasses import replace
from functools import lru_cache

from vlmeval.claims.extreme_subjects import value_labels
from vlmeval.claims.years import in_name
from vlmeval.claims.near_words import lowered, occurrences, read_by_lowered
from vlmeval.claims.insets import inset_named, inset_of_panel
from vlmeval.claims.panel_titles import Lacking, panel_refs
from vlmeval.groundtruth.series_facts import Series
from vlmeval.claimtypes import kind_of_payload
from vlmeval.claims.line_places import LinePayload
from vlmeval.claims.line_text import find_numbers, read_text
from vlmeval.dates import Mark, find_dates
from vlmeval.claims.line_words import of_a_difference
from vlmeval.claims.types.comparison_line import comparison_claims
from vlmeval.claims.types.extremum_line import extremum_claims
from vlmeval.claims.types.label_line import SeriesTitle, label_claims, title_claims, unit_claims
from vlmeval.claims.types.range_line import period_claims, range_claims
from vlmeval.claims.types.ticks_line import unknown_key_claims
from vlmeval.claims.types.trend_line import trend_claims
from vlmeval.claims.types.value_line import value_claims
from vlmeval.groundtruth.series_facts import normalization, series_for
from vlmeval.verify.units import prefix_power
from vlmeval.claims import Claim
from vlmeval.lazy_re import lazy_compile


def in_axis_unit(text: str, n, figure):
    """The number read in the value axes' unit when written with another prefix of it ("1.2 s" on an axis in ms)."""
    power = prefix_power(text, n.end, figure)
    return n if not power else replace(n, value=n.value * 10.0 ** power, tolerance=n.tolerance * 10.0 ** power,
                                       decimals=max(0, n.decimals - power))


def extract(doc, series: list[Series]) -> list[LinePayload]:
    """Every claim the patterns find in the document (``claims.Document``) of a line or bar chart with these series,
    clause by clause (``Document.clauses``), reading the Document's number finds (``Document.found_numbers``)."""
    if not series:
        return []
    text = doc.text
    lead = series[0]
    years = sorted({dt.date.fromordinal(d).year for s in series if s.dated for d in (s.period[0], s.period[1])})
    default_years = years if len(years) == 1 else []
    marks = find_dates(text, default_years) if lead.dated else []
    marks += find_categories(text, series) if not lead.dated else []
    marks.sort(key=lambda m: m.start)
    # over categories, a year ("in 2014", "from 2011 to 2020") still dates the sentence: it is never a value
    years_only = [] if lead.dated else find_dates(text, [])
    numbers = find_numbers(text, sorted(marks + years_only, key=lambda m: m.start),
                           readings=read_text(text, doc.found_numbers()))
    if numbers:  # "Fiat 500" in a chart of Fiat 500 registrations names the car, it is not a value
        names = list({str(x) for s in series for x in (s.panel, s.name, *([] if s.dated else s.keys))})
        numbers = [in_axis_unit(text, n, doc.figure) for n in numbers
                   if not in_name(text, n.start, n.end, names) and not of_a_difference(text, n.start)]
    mark_starts, number_starts = [m.start for m in marks], [n.start for n in numbers]
    claims: list[LinePayload] = []
    previous_mark: Mark | None = None
    clause_spans = doc.clauses()
    context = _line_context(text, [c[0] for c in clause_spans]) if len(series) > 1 else {}
    carried: list[int] = []
    last_end = 0
    labels = value_labels(doc.figure)  # the quantities the values are: "the highest ratio" on a ratio axis
    x_labels = [p.x.label for p in doc.figure.panels if p.x is not None and p.x.label]
    for clause in clause_spans:
        a, b = clause
        cmarks = [m for m in marks[bisect_left(mark_starts, a):bisect_left(mark_starts, b)] if m.window is not None]
        cnums = numbers[bisect_left(number_starts, a):bisect_left(number_starts, b)]
        named = _named_series(text[a:b], series, context.get(a, ("", "")), doc.figure, _scope(doc, a))
        if named is None:
            continue  # about a panel of no series here (an inset on a numeric axis): the core readers' part
        if "\n\n" in text[last_end:a] or text[a:b].lstrip().startswith("#"):
            carried = []  # a new paragraph or section: "it" no longer refers to the last series named
        own = [i for i in named if str(series[i].name).lower() in text[a:b].lower()]
        if named and len(named) < len(series) and own:
            carried = named
        elif carried and (not named or set(carried) <= set(named)) and len(own) < 2:
            named = carried  # not where the clause names several series itself ("R ~13.7% against D ~4.6%")
        last_end = b
        named = tuple(named)
        used: set[int] = set()
        claims += period_claims(text, clause, cmarks, cnums, used, named)
        claims += range_claims(text, clause, cnums, cmarks, used, named)
        claims += extremum_claims(text, clause, cnums, cmarks, used, named, labels)
        claims += value_claims(text, clause, cnums, cmarks, used, named)
        claims += trend_claims(text, clause, cmarks, previous_mark, named, series, x_labels)
        claims += comparison_claims(text, clause, cmarks, series)
        claims += unknown_key_claims(text, clause, series)
        if cmarks:
            previous_mark = cmarks[-1]
    return claims


def _scope(doc, pos: int) -> str | None:
    """The panel the document's headings and lead-ins put the line holding ``pos`` in ("**Right panel:**" over
    its bullets, read by the layout whatever the panels' titles); None where they leave it open or name none."""
    line = doc.line_at(pos)
    return None if line is None or line.open_scope else line.panel


def _named_series(clause_text: str, series: list[Series], context: tuple[str, str] = ("", ""),
                  fig=None, scope: str | None = None) -> list[int] | None:
    """The series a clause is about: those it names, else those of the panel its line is in (``scope``, else the
    one its markdown heading names) and those its table header or "Series:" line names; empty: any series; None:
    the clause is about a panel of the figure that has no series here (its line's, or an inset it names by its
    panel, "- Kinetic: the ratio falls" under "**Insets**")."""
    if len(series) < 2:
        return []
    heading, header = context
    titles = {s.panel for s in series}
    panels = ({scope} if scope in titles else
              {s.panel for s in series if s.panel.lower() in heading.lower()} or _placed(fig, heading, titles)
              if heading else set())
    if len(titles) > 1:  # "In the MATH panel, Mistral-7B scores ...": the clause's own panel wins over the heading's
        low = clause_text.lower()
        named = {t for t in titles if _name_pattern(t.lower()).search(low)} or _placed(fig, clause_text, titles)
        if scope is not None and scope not in titles and (not named or _hosts(fig, named, scope)):
            return None
        if fig is not None and len(named) == 1 and inset_named(fig.panels, clause_text, *named):
            return None  # "in the Potential panel's inset, the ratio ...": an inset the series here do not hold
        panels = named or panels
    pool = [i for i, s in enumerate(series) if not panels or s.panel in panels]
    for where in (clause_text, header):
        low = where.lower()
        hits = [i for i in pool if _name_pattern(str(series[i].name).lower()).search(low)]
        if hits:
            return hits
    return pool if len(pool) < len(series) else []


def _hosts(fig, named: set[str], scope: str | None) -> bool:
    """Whether the one panel a clause names holds the inset its line is about ("- Kinetic: the ratio falls ..."
    under "**Insets**"): the clause names the inset by its panel."""
    return fig is not None and scope is not None and len(named) == 1 and inset_of_panel(fig.panels, *named) == scope


def _placed(fig, text: str, titles: set[str]) -> set[str]:
    """The one panel ``text`` names by its place or rank in the layout ("the right panel", "the second panel"),
    whatever its title: a title that is no place word ("Kinetic") names it only so. Empty when it names none,
    several, or one the record cannot place."""
    if fig is None or len(titles) < 2:
        return set()
    found = {p.title for _, _, p in panel_refs(fig, text) if p is not None and not isinstance(p, Lacking)}
    return found if len(found) == 1 and found <= titles else set()


@lru_cache(maxsize=4096)
def _name_pattern(name: str) -> re.Pattern:
    """A series name as a whole word (compiled once; ``re``'s own cache holds 512 patterns, fewer than a wide table's names)."""
    return re.compile(rf"(?<!\w){re.escape(name)}(?!\w)")


def _line_context(text: str, starts: list[int]) -> dict[int, tuple[str, str]]:
    """For each clause start: the last markdown heading above it, and the last table header or
    "Series: ..." line above it (reset by a heading or a blank line)."""
    out: dict[int, tuple[str, str]] = {}
    heading = header = ""
    pos = 0
    lines = text.split("\n")
    pending = sorted(starts)
    k = 0
    for i, line in enumerate(lines):
        line_start = pos
        stripped = line.strip()
        if stripped.startswith("#"):
            heading, header = stripped.lstrip("# "), ""
        elif not stripped:
            header = ""
        elif stripped.startswith("|") and i + 1 < len(lines) and re.match(r"^\s*\|?\s*:?-{3,}", lines[i + 1]):
            header = stripped
        elif re.match(r"^(?:series|legend|model)\s*:", stripped, re.I):
            header = stripped
        pos += len(line) + 1
        while k < len(pending) and pending[k] < pos:
            if pending[k] >= line_start:
                out[pending[k]] = (heading, header)
            k += 1
    return out


@lru_cache(maxsize=4096)  # category names recur from description to description, past re's 512-entry cache
def _category_re(name: str) -> re.Pattern:
    return re.compile(rf"(?<!\w){re.escape(name)}(?!\w)", re.I)


def find_categories(text: str, series: list[Series]) -> list[Mark]:
    """Category names of a categorical series, as marks whose window is the category's position."""
    keys = series[0].keys
    out = []
    # a name of ASCII and caseless characters ("0.2–0.4") is in the text only where its lower case is in the text's,
    # folded (``near_words.lowered``): a substring test skips most names without compiling a pattern, and the
    # pattern is tried only at those places
    lower = lowered(text)
    for i, key in enumerate(keys):
        name = str(key)
        if lower is None or not name or not read_by_lowered(name):
            found = _category_re(name).finditer(text)
        elif (low := name.lower()) not in lower:
            continue
        else:
            found = _matches_at(_category_re(name), text, occurrences(lower, low))
        for m in found:
            out.append(Mark(m.start(), m.end(), m.group(), (i, i)))
    out += _bin_keys(text, keys)
    out.sort(key=lambda m: (m.start, -(m.end - m.start)))
    kept: list[Mark] = []
    for m in out:  # "North America" wins over "America"
        if not kept or m.start >= kept[-1].end:
            kept.append(m)
    return kept


def _matches_at(rx: re.Pattern, text: str, places: list[int]) -> list[re.Match]:
    """``list(rx.finditer(text))`` for an ``rx`` whose every match starts at one of ``places`` (in order): each
    tried by ``match`` (its look-behind still reads the text before), left to right, none overlapping the last.
    ``re`` runs a case-insensitive pattern opening with a look-behind at every position of the text; a category
    name's places are found by ``str.find`` instead."""
    out: list[re.Match] = []
    end = 0
    for p in places:
        if p >= end and (m := rx.match(text, p)) is not None:
            out.append(m)
            end = m.end()
    return out


_INTERVAL_KEY = lazy_compile(r"\s*([-−]?\d+(?:\.\d+)?)\s*(?:[-–—]|to)\s*([-−]?\d+(?:\.\d+)?)\s*")
# a row-list or table line keyed by one number: "- 0.57: 17", "| ~0.57 | 17 |", "* x ≈ 0.57: 17" (the x symbol's value)
_POINT_ROW = lazy_compile(r"^[ \t]*(?:(?:[-*•]|\d+\.)[ \t]+|\|[ \t]*)(?:[^\W\d_][\w/]{0,7}[ \t]*[=≈][ \t]*)?[~≈]?[ \t]*"
                          r"(?P<v>[-−]?\d+(?:\.\d+)?)[ \t]*(?::|\|)", re.M)


def _bin_keys(text: str, keys: list) -> list[Mark]:
    """A row keyed by one number inside a numeric-interval category ("- 0.57: 17" for the bin "0.53–0.6"): the
    bin's centre, or any value inside its range, names that bin (edges go to the bin they open)."""
    bins = [(float(m[1].replace("−", "-")), float(m[2].replace("−", "-")), i) for i, k in enumerate(keys)
            if isinstance(k, str) and (m := _INTERVAL_KEY.fullmatch(k))]
    if not bins or "\n" not in text:
        return []
    out = []
    for m in _POINT_ROW.finditer(text):
        v = float(m["v"].replace("−", "-"))
        inside = [i for lo, hi, i in bins if lo <= v < hi] or [i for lo, hi, i in bins if v == hi]
        if inside:
            out.append(Mark(m.start("v"), m.end("v"), m["v"], _bins_near(bins, v, m, inside[0])))
    for m in _RANGE_ROW.finditer(text):  # "1. ~85-98.5: 14" for the bin "85.095–98.34": its edges as read
        a, b = float(m["a"].replace("−", "-")), float(m["b"].replace("−", "-"))
        near = [i for lo, hi, i in bins if abs(a - lo) <= (hi - lo) / 2 and abs(b - hi) <= (hi - lo) / 2]
        if len(near) == 1:
            out.append(Mark(m.start("a"), m.end("b"), text[m.start("a"):m.end("b")], (near[0], near[0])))
    return out


def _bins_near(bins: list, v: float, m, at: int) -> tuple[int, int]:
    """The bins a row's key may name: the one holding it, and those its rounding reaches (half its last printed
    digit; the whole digit where hedged, "x ≈ 0.50" on bins 0.014 wide is any of three)."""
    digits = m["v"].split(".")[1] if "." in m["v"] else ""
    unit = 10.0 ** -len(digits)
    reach = unit if re.search(r"[~≈]", m.string[m.start():m.start("v")]) else unit / 2
    near = [i for lo, hi, i in bins if lo < v + reach and hi > v - reach]
    return (min(near + [at]), max(near + [at]))


# a row-list or table line keyed by an interval: "1. ~85-98.5: 14", "| 0.00–0.06 | 8 |"
_RANGE_ROW = lazy_compile(r"^[ \t]*(?:(?:[-*•]|\d+\.)[ \t]+|\|[ \t]*)[~≈]?[ \t]*(?P<a>[-−]?\d+(?:\.\d+)?)[ \t]*(?:[-–—]|to)"
                          r"[ \t]*[~≈]?[ \t]*(?P<b>[-−]?\d+(?:\.\d+)?)[ \t]*(?::|\|)", re.M)


# --- the claim-extraction pipeline hook ---------------------------------------------------------------
def line_claims(doc) -> list[LinePayload]:
    """Every line/bar prose claim of the document of a line or bar figure's description (none for other kinds)."""

    series = series_for(doc.figure)
    if not series:
        return []
    text = doc.text
    return extract(doc, series) + label_claims(text, normalization(doc.figure)) + title_claims(text) + unit_claims(text)


def extract_line_prose(doc):
    """The extractor of ``claims.types.line_prose.ENTRY`` (before the general prose readers): the line/bar prose
    claims of a line or bar figure, each verified by its payload class's verifier
    (``vlmeval.claims.pipeline.PAYLOAD_VERIFIERS``); their text is taken so the general extractors do not read the
    same words again."""

    # a quoted name already read as an axis label is one claim, not also a title claim
    found = [c for c in line_claims(doc)
             if not (isinstance(c, SeriesTitle) and doc.is_taken(c.start, c.end))]
    claims = [Claim(kind=kind_of_payload(type(c)), start=c.start, end=c.end, stated=doc.text[c.start:c.end],
                    payload=c, source="line_prose") for c in found]
    for c in found:
        doc.take(c.start, c.end)
    return claims

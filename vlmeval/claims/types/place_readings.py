"""The general reader of a number at a place, on a line or scatter figure: every number a clause states that no
reader before has read, at the x the clause places it, read as the value of one series there (an ``XYReading``,
judged by ``claims.types.xy_reading_check.verify_xy_reading``). It runs last, on what the other readers left.

The readers before it each read one wording ("* x = 10: ~0.45", "~Y at X" in a sentence about one series); new
prose words the same facts otherwise ("at V/J = -0.4 it is near 0.0047", "Au at ~0.18 and Ar at ~0.24 at R = 4",
"- **k/n ≈ 0.9:** ~0.186"). This reader reads the parts, not the wording:

- the clauses: a sentence split at ";", ", " and "and"/"but"/"while"/"whereas" (``place_series.CLAUSE_GAP``);
- the places: the x axis' name or a symbol of its label given a number ("V/J = -0.4", "(x ≈ 0.3)", "for N = 64"),
  or a bare number right after a value and "at"/"near"/"around" ("~0.53 at 220"); a clause of no place of its
  own takes one only where the wording says so (``_borrowed_place``: the bullet's lead x, a "where" clause, two
  series in parallel, a run of "name: value" clauses), never one of two;
- the values: the other numbers of the clause, with their hedge ("near" counts as one), followed by at most a short
  unit the y axis is in;
- the series: the one series the nearest clause up to it names, else the line's bold subject, else the bullet's
  lead-in (or the panel's only series); a clause naming several gives none, a list of names as its subject only
  where the words share the reading (``claims.types.place_series``).

Whatever is unclear gives no claim: two places, a list of x or of values, a number given to another name (a
parameter: "T = 5"), an interval ("0.2-0.3", "x = 4-6"), a bound ("above 0.35", "U < 4"), a clause about a
derived quantity or a comparison (``DERIVED``, ``claims.types.xy_reading_sentences.NOT_READING``), a unit the
axis is not in, a y axis printed with a multiplier ("×10³"), a structure section (axes, legend), on a scatter a
clause about single markers ("a low point at ~0.8 near 590": one the record may lack). An x off the series'
samples is judged unverifiable by the check.
"""

from __future__ import annotations

import re
from functools import lru_cache
from dataclasses import replace

from vlmeval.claims import Claim, Document, Line
from vlmeval.claims.near_words import FoldedSearch, lowered
from vlmeval.claims.types.xy_reading import BOUND_BEFORE, names_x_axis, reading_claim
from vlmeval.claims.types.place_series import sentence_clauses, series_of_clause
from vlmeval.claims.types.xy_reading_sentences import NOT_READING, QUALIFIED, STRUCTURE_SECTION
from vlmeval.claims.assignments import name_assignments
from vlmeval.claims.xy_readings import (BULLET, HEDGE, MARK, NUM, figure_series_names, named_series, number_of, scope_line,
                                        scope_panel)
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Panel
from vlmeval.lazy_re import lazy_compile

# a symbol given a number ("V/J = -0.4", "k/n ≈ 0.9", "r_x = 8"): a place when the symbol names the x axis
_ASSIGNED = lazy_compile(rf"(?<![\w/])(?P<name>[^\W\d][\w′'/]{{0,8}})\s*(?P<sign>=|≈)\s*(?P<xh>{HEDGE})?(?P<x>{NUM})")
# "~0.53 at 220", "~1.85 near -1.5": a bare x right after a value (a short unit between)
_AFTER_VALUE = lazy_compile(rf"\s*(?:%|[^\W\d_]{{1,3}}(?!\w))?\)?\s+(?:at|near|around)\s+(?P<xh>{HEDGE})?(?P<x>{NUM})"
                            r"(?![\w.]*\d)")
_BEFORE_NAMED = lazy_compile(r"\s*(?:%|[^\W\d_]{1,3}(?!\w))?\)?\s+(?:at|near|around|for)\s+")  # "~0.10 at R = 4"
# a number written in digits, outside names ("R1", "GPT-4") and references
_VALUE = lazy_compile(rf"(?<![\w.])(?<![A-Za-z][-\u2011])(?P<y>{NUM})(?![\w.]*\d)")
# what may follow a value: a short unit, then the end of the clause, a bracket or a place word
_AFTER_Y = lazy_compile(r"\s*(?:%|[^\W\d_]{1,3}(?!\w))?\s*(?:$|[).:]|(?:at|near|around|for|in|on)\b)")
# "0.2-0.3", "0.74–0.75", "from 0.1 to 0.3": an interval (no value of its own), "×": a factor
_INTERVAL = lazy_compile(rf"\s*(?:[-–—]\s*|to\s+)(?![~≈]){NUM}")
_BETWEEN_BEFORE = lazy_compile(rf"\bbetween\s+{HEDGE}?{NUM}\s*\S{{0,3}}\s+and\s+{HEDGE}?$", re.I)  # its second end
# "x = 1, 2 and 3", "~0.2, 0.3 and 0.4": one of a list (the next item a number standing alone)
_LIST_GAP = r"\s*(?:,\s*(?:and\s+|or\s+)?|and\s+|or\s+)"
_LISTED_AFTER = lazy_compile(rf"{_LIST_GAP}{HEDGE}?{NUM}(?![\d.,]*\d)(?=\s*(?:,|and\b|or\b|$|[.;):]))")
_LISTED_BEFORE = lazy_compile(rf"(?<![\w.])(?<![=≈]\s)(?<![=≈])(?<!\bat\s)(?:{HEDGE})?{NUM}{_LIST_GAP}{HEDGE}?$")
_AT_BEFORE = lazy_compile(r"\b(?:at|near|around)\s*$", re.I)
# the unit written after a value: letters or a sign, which the y axis' label must hold ("~450 ms" on an axis in s)
_UNIT_AFTER = lazy_compile(r"\s*(%|[^\W\d_]{1,3})(?!\w)")
_SIGN_BEFORE = lazy_compile(r"[<>≤≥≲≳]\s*$")  # "U < 4": a bound on x
_SCALED = lazy_compile(r"×\s*10|\b1e[-+]?\d|10\^|10[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]")
# on a scatter, a clause about single markers ("a low point at ~0.8 near 590 days"): one the record may lack
_ONE_POINT = lazy_compile(r"\b(?:points?|outliers?|dots?|markers?|stars?|circles?|squares?|triangles?)\b", re.I)
_NEAR_BEFORE = lazy_compile(r"\b(?:near|close\s+to)\s*$", re.I)
# a clause about a quantity read off the series, not its value: a gap, slope or factor, a mark or a tick
DERIVED = lazy_compile(r"\b(?:times|ratio|differen\w*|gaps?|width|slopes?|spacing|periods?|apart|separat\w*|twice|"
                       r"half|fold|percent|errors?|uncertaint\w*|cross\w*|intersect\w*|shift\w*|by\s+[~≈\d]|per|ticks?|"
                       r"label\w*|annotat\w*|reference|threshold|dashed|dotted|vertical|horizontal|range\w*|spans?|"
                       r"up\s+to|within|bins?|counts?|percentile|median|mean|average|bars?|orders?\s+of\s+magnitude)\b|"
                       r"(?<![\w.])\d+(?:\.\d+)?\s*(?:×|x\b)(?!\s*10)",
                       re.I)
_DERIVED, _NOT_READING = FoldedSearch(DERIVED), FoldedSearch(NOT_READING)
_ELLIPTIC = lazy_compile(rf"\s*{HEDGE}?{NUM}")


def extract_place_readings(doc: Document) -> list[Claim]:
    spec = chart_kind(doc.figure.kind)
    if not (spec.x_at_values or spec.numeric_x) or spec.bars:
        return []
    if not any(_numeric_columns(p) for p in doc.figure.panels):
        return []  # dates or categories along x: no number places a reading
    out: list[Claim] = []
    elsewhere = figure_series_names(doc.figure)
    for i, line in enumerate(doc.lines):
        if line.heading or not _PLACE_CUE.search(line.text) or STRUCTURE_SECTION.search(line.section or ""):
            continue
        scope = scope_line(doc, i) if BULLET.match(line.text) else None
        panel = scope_panel(doc, line, scope)
        if panel is None or panel.data is None or not panel.data.rows or panel.x is None:
            continue
        if _SCALED.search(panel.y.label or "" if panel.y is not None else ""):
            continue  # "Count (×10³)": a value may be read on the printed scale or the true one
        lead = _lead_place(panel, line.text)
        subject = _SUBJECT.match(line.text)
        scopes = [t for t in (subject[1] if subject else None, scope.text if scope else None) if t]
        bullet = BULLET.match(line.text) is not None
        for k, (s, e) in enumerate(line.sentence_spans):
            here = lead if bullet or k == 0 else None  # a paragraph's lead-in x places its first sentence only
            if here is None and not _PLACE_CUE.search(line.text, s, e):
                continue
            out += _sentence_readings(doc, line, panel, s, e, here, scopes, elsewhere)
    return out


# the bold words a line opens with ("- **LRT (solid green):** ... It rises ...", "**res 1/8 (navy).** The line ..."):
# the subject of its sentences that name no series themselves
_SUBJECT = lazy_compile(rf"^\s*(?:{MARK}\s+)?\*\*([^*\n]{{1,80}})\*\*")
# the cheap gate of a line and of a sentence: a number placed by a sign or a place word
_PLACE_CUE = lazy_compile(r"[=≈]\s*[~≈]?\s*[-−–]?\d|\b(?:at|near|around)\s+[~≈]?\s*[-−–]?\d")


def _numeric_columns(panel: Panel) -> bool:
    t = panel.data
    return t is not None and (t.points is not None or sum(
        isinstance(c, (int, float)) and not isinstance(c, bool) for c in t.columns) >= 2)


def _lead_place(panel: Panel, text: str) -> tuple[int, int] | None:
    """The x a bullet or a bold lead-in is led by ("* x = 10: ...", "- **k/n ≈ 0.9:** ~0.186", "**At T = 10 K:**
    about 1.2 for the red curve, 0.8 for the blue"): a place its clauses share."""
    m = _LEAD_OPENS.match(text)
    if m is None:
        return None
    place = _ASSIGNED.match(text, m.end())
    if place is None or not _names_x(panel, place["name"]) or not re.match(r"\s*(?:\*\*)?\s*:", text[place.end():]):
        return None
    return place.span("x")


# a bullet (its x in bold or not) or a bold lead-in, then a preposition the x may follow ("**At T = 10 K:**")
_LEAD_OPENS = lazy_compile(rf"^\s*(?:{MARK}\s+(?:\*\*)?|\*\*)(?:(?:at|for|near)\s+(?=[^\W\d]))?", re.I)


def _names_x(panel: Panel, name: str) -> bool:
    """Whether ``name`` is the x axis' name or one of its label's symbols ("V/J" of "Interaction Strength V/J",
    "N" of "number of data points [N]", "q/k_F" of "Wavevector q/kF"), underscores and carets aside."""
    if names_x_axis(panel, name):
        return True
    return _symbol(name) in _label_symbols(panel.x.label or "")


@lru_cache(maxsize=1024)  # a record's label alone decides; the readers ask per place
def _label_symbols(label: str) -> frozenset[str]:
    return frozenset(_symbol(t) for t in _LABEL_TOKEN.split(label) if t)


_LABEL_TOKEN = lazy_compile(r"[\s\[\](),=]+")


def _symbol(text: str) -> str:
    return re.sub(r"[_^{}∗*]", "", text)


def _places(panel: Panel, text: str, a: int, b: int) -> tuple[list[tuple[int, int]], list[tuple[int, int]], bool]:
    """The x spans a clause ``text[a:b]`` places numbers at, the spans of numbers given to other names, and whether
    a place there is a series' parameter (a series of the panel named "N = 64": no x)."""
    places, others, parameter = [], [], False
    params = {p for r in panel.data.rows for p in name_assignments(str(r))}
    for m in _ASSIGNED.finditer(text, a, b):
        if _hedged_word(panel, m):
            continue  # "starts at ≈ 0.0832": a word and a hedge, no symbol given a number
        if not _names_x(panel, m["name"]) or _INTERVAL.match(text, m.end()):
            others.append(m.span("x"))
        elif (m["name"].lower(), number_of(m["x"])) in params or _LISTED_AFTER.match(text, m.end()):
            parameter = True  # a series' parameter, or a list of x ("at x = 1, 2 and 3": which value is where?)
        else:
            places.append(m.span("x"))
    return places, others, parameter


def _hedged_word(panel: Panel, m: re.Match) -> bool:
    """Whether an "assignment" is a word of two or more lower-case letters before a hedge sign ("at ≈ 0.08",
    "reaches ≈ 2"), not a symbol."""
    name = m["name"]
    return m["sign"] == "≈" and len(name) >= 2 and name.isascii() and name.isalpha() and name.islower() \
        and not _names_x(panel, name)


def _sentence_readings(doc: Document, line: Line, panel: Panel, s: int, e: int, lead, scopes: list[str],
                       elsewhere: frozenset[str]) -> list[Claim]:
    text, scatter = line.text, chart_kind(doc.figure.kind).numeric_x
    sentence = text[s:e]
    low = lowered(text)  # the line's folded lower case: the word patterns below read it (FoldedSearch)
    if _QUALIFIED_F.search(sentence, low and low[s:e]) or _names_a_stranger(panel, sentence):
        return []
    clauses = sentence_clauses(text, s, e)
    found = [_places(panel, text, a, b) for a, b, _ in clauses]
    if any(parameter for _, _, parameter in found):
        return []
    own = {number_of(text[x:y]) for places, _, _ in found for x, y in places}
    plan, skipped = [], False
    for i, ((a, b, _), (places, others, _)) in enumerate(zip(clauses, found)):
        # a clause of a number and no words of its own ("by about 0.1 K at 0.014 and about 0.4 K at 0.018") says
        # what the clause before it says: a difference there is one here
        if skipped and _ELLIPTIC.match(text, a, b) or _DERIVED.search(text, low, a, b) or \
                _NOT_READING.search(text, low, a, b) or scatter and _ONE_POINT.search(text, a, b):
            skipped = True
            continue
        skipped = False
        borrowed = None if places else _borrowed_place(panel, clauses, found, i, lead, text, own)
        for y in _values(panel, text, a, b, places, others, lead):
            x = _tight_place(panel, text, y)
            if x is None and not _END_BEFORE.search(text, max(a, y[0] - 16), y[0]):
                x = places[0] if len(places) == 1 else borrowed
            rows = series_of_clause(panel, text, clauses, i, scopes, [x], elsewhere) if x else []
            if rows and _unit_fits(panel.x, text, x[1]) and not doc.is_taken(line.start + y[0], line.start + y[1]):
                plan += [(row, x, y) for row in rows]
    return [c for row, x, y in plan if (c := _claim(doc, line, panel, row, x, y)) is not None]


# a reading the sentence compares, guesses or negates ("dips to ~-0.12 at U = 7.5, deeper than the red one")
# or that tells an axis' extent ("the x-axis shows the years from 2010 to around 2019": no value is read there)
_QUALIFIED = lazy_compile(rf"\b(?:than|{QUALIFIED}|ax[ie]s)\b|n['’]t\b", re.I)
_QUALIFIED_F = FoldedSearch(_QUALIFIED)
# a name given a value ("red ≈ 0.66", "argon: ~0.05"): a bullet of several readings at one x
# (a name starts a word: the "R" of "r/R = 0" is part of the x axis' symbol, no name of its own)
_NAMED_VALUE = lazy_compile(r"(?<![\w/])(?P<name>[^\W\d_][\w'-]*(?:\s+[^\W\d_][\w'-]*){0,2})\s*[:≈=]\s*[~≈]?\s*[-−]?\d")
# its sign and what follows it: each match holds one of its own, so a sentence with fewer than two gives fewer than
# two names (found in C, where the name's words are tried at every letter)
_VALUE_GIVEN = lazy_compile(r"[:≈=](?=\s*[~≈]?\s*[-−]?\d)")


def _names_a_stranger(panel: Panel, sentence: str) -> bool:
    """Whether a sentence giving values to several names has one that is no single series of the panel, or two
    for one series ("red ≈ 0.66, green ≈ 1.08" where no green is drawn): then none of its readings is pinned."""
    if len(_VALUE_GIVEN.findall(sentence)) < 2:
        return False
    names = [m["name"] for m in _NAMED_VALUE.finditer(sentence) if not _may_name_x(panel, m["name"].split()[-1])]
    if len(names) < 2:
        return False
    rows = [_group_series(panel, name) for name in names]
    flat = [r for group in rows for r in group]
    return any(not r for r in rows) or len(set(flat)) < len(flat)


def _group_series(panel: Panel, name: str) -> list[int]:
    """The series a name given a value names: one, or each of a list of names ("Cs and Rb: ~0.040; K: ~0.035", a
    group sharing one reading) when each of its parts names one series; none when it names several otherwise."""
    rows = named_series(panel, name)
    if len(rows) < 2:
        return rows
    parts = [named_series(panel, part) for part in _LIST_PARTS.split(name) if part.strip()]
    return rows if all(len(p) == 1 for p in parts) and sorted(p[0] for p in parts) == rows else []


_LIST_PARTS = lazy_compile(r"\s*(?:,|/|\band\b)\s*")


def _borrowed_place(panel: Panel, clauses, found, i: int, lead, text: str, own: set[float]):
    """The place of a clause that names none: the bullet's lead x when the sentence names no other place; the one
    place of the clause before when this one opens with "where" ("except at V/J = -0.5, where the boson point
    (~0.028) sits ..."); the one place of the next clause when "and" joins two clauses about two series in
    parallel ("Au starts at ~0.18 and Ar at ~0.24 at R = 4"); else none: a place said in another clause is not
    this one's ("starts at ~5e-3 s and ends at ~5 s near N = 6.5e4"). A clause led by a name and a colon takes
    the place of the run of such clauses before it ("Cs: ~0.040 at r/R = 0; K: ~0.035")."""
    if lead is not None and (not own or own == {number_of(text[lead[0]:lead[1]])}):
        return lead
    a, b, gap = clauses[i]
    if _WHERE.match(text, a) and i > 0 and len(found[i - 1][0]) == 1:
        return found[i - 1][0][0]
    if _NAME_LED.match(text, a):  # "Cs: ~0.040 at r/R = 0; K: ~0.035": the place of the run of name-led clauses
        for k in range(i - 1, -1, -1):
            if not _NAME_LED.match(text, clauses[k][0]) or len(found[k][0]) > 1:
                break
            if found[k][0]:
                return found[k][0][0]
    if gap == "and" and i + 1 < len(found) and len(found[i + 1][0]) == 1:
        (c, d, _), place = clauses[i + 1], found[i + 1][0][0]
        this, after = named_series(panel, _digits_blank(text[a:b])), named_series(panel, _digits_blank(text[c:d]))
        if len(this) == 1 and len(after) == 1 and this != after and any(
                _tight_place(panel, text, m.span("y")) == place for m in _VALUE.finditer(text, c, d)):
            return place
    return None


def _digits_blank(text: str) -> str:
    return re.sub(r"\d", " ", text)


# a clause led by a name and a colon, then a value ("K: ~0.035", "* **Ar:** 0.2")
_NAME_LED = lazy_compile(rf"\s*(?:{MARK}\s+)?(?:\*\*)?[^\W\d][^:;,\d=≈~]{{0,30}}(?:\*\*)?\s*:(?:\*\*)?\s*[~≈]?\s*"
                         r"[-−]?\d")
_WHERE = lazy_compile(r"\s*where\b", re.I)
# "from ~0.1 s at 100 samples to ~450 s at 10000": a value after "from", "to" or "between" is one end of a course
# or a span, read only at the x said right after it
_END_BEFORE = lazy_compile(rf"\b(?:from|to|between)\s+{HEDGE}?$", re.I)


_LIST_MARK = lazy_compile(r"^\s*\(?\d{1,2}[.)]\s")  # "1. n = 100: ~0.2": the item's number, no value


def _values(panel: Panel, text: str, a: int, b: int, places, others, lead) -> list[tuple[int, int]]:
    """The spans of the numbers of clause ``text[a:b]`` read as values: not a place, not given to another name,
    not one end of an interval, not a bound, not one of a list, not a bare number after "at" (an x as often as a
    value), followed by at most a short unit the y axis is in."""
    skip = set(places) | set(others) | ({lead} if lead else set())
    mark = _LIST_MARK.match(text)
    out = []
    for m in _VALUE.finditer(text, a, b):
        y = m.span("y")
        if y in skip or any(p[0] <= y[0] < p[1] for p in skip) or (mark is not None and y[1] <= mark.end()):
            continue
        if _SIGN_BEFORE.search(text, max(0, y[0] - 3), y[0]):
            continue
        if _INTERVAL.match(text, y[1]) or re.search(r"[-–—]\s*$|to\s*$", text[max(a, y[0] - 4):y[0]]):
            continue
        if BOUND_BEFORE.search(text, max(0, y[0] - 14), y[0]) or _BETWEEN_BEFORE.search(text, max(0, y[0] - 40), y[0]) \
                or not _AFTER_Y.match(text[:b], y[1]):
            continue
        if any(t == y for t in _tight_xs(text, a, b)):
            continue  # the x of "~0.53 at 220"
        if _LISTED_AFTER.match(text, y[1]) or _LISTED_BEFORE.search(text, max(0, y[0] - 30), y[0]):
            continue  # "~0.2, 0.3 and 0.4 at x = 1": which is where is not said
        if _AT_BEFORE.search(text, max(0, y[0] - 12), y[0]) and _tight_place(panel, text, y) is None and not places:
            continue  # "the dip at 7": a place as often as a value, unless the clause names its place
        if not _unit_fits(panel.y, text, y[1]) or _placed_elsewhere(panel, text, y):
            continue
        out.append(y)
    return out


def _unit_fits(axis, text: str, at: int) -> bool:
    """Whether the unit after a number (if any) is one the axis' label holds ("~450 ms" on an axis in s, "t = 5
    ms" on one in s: no); a word that joins a clause is no unit."""
    m = _UNIT_AFTER.match(text, at)
    if m is None or m[1].lower() in ("at", "in", "on", "for", "and", "or", "to", "the", "a", "an", "as", "is"):
        return True
    label = (axis.label or "") if axis is not None else ""
    return bool(label) and (m[1] in _LABEL_TOKEN.split(label) or m[1] in label.split("[")[-1])


def _tight_x(text: str, y: tuple[int, int]) -> tuple[int, int] | None:
    m = _AFTER_VALUE.match(text, y[1])
    return m.span("x") if m and not _INTERVAL.match(text, m.end()) else None


def _tight_xs(text: str, a: int, b: int) -> list[tuple[int, int]]:
    """The bare x of every "value at x" of the clause."""
    return [x for m in _VALUE.finditer(text, a, b) if (x := _tight_x(text, m.span("y"))) is not None]


def _may_name_x(panel: Panel, name: str) -> bool:
    """Whether a symbol right after a value ("~0.10 at R = 4") may be the x axis': it names it, or the axis label
    is words with no symbol of its own ("Time": "at t = 5") and no series name gives the symbol a value ("T" of
    "T = 1.5 K")."""
    if _names_x(panel, name):
        return True
    words = re.split(r"\s*[\[(]", panel.x.label or "", maxsplit=1)[0].split()  # the unit in brackets aside
    if any(_is_symbol(w) for w in words):
        return False
    return not any(sym == name.lower() for r in panel.data.rows for sym, _ in name_assignments(str(r)))


def _is_symbol(word: str) -> bool:
    """A label's symbol ("U", "V/J", "r_x", "δ"), not one of its words ("of", "Time")."""
    short = len(word) == 1 or len(word) == 2 and not word.islower()
    return "/" in word or "_" in word or not word.isascii() or short


def _placed_elsewhere(panel: Panel, text: str, y: tuple[int, int]) -> bool:
    """Whether the value is placed right after by a symbol that is not the x axis' ("~0.3 at T = 1.5" among
    series "T = 1.5 K", "T = 3 K"): at a parameter's value, not at an x."""
    m = _BEFORE_NAMED.match(text, y[1])
    place = (_ASSIGNED.match(text, m.end()) if m else None)
    return place is not None and not _may_name_x(panel, place["name"])


def _tight_place(panel: Panel, text: str, y: tuple[int, int]) -> tuple[int, int] | None:
    """The x a value is read at when "at"/"near" follows it directly, bare ("~0.53 at 220") or named ("~0.10 at
    R = 4")."""
    bare = _tight_x(text, y)
    if bare is not None:
        return bare
    m = _BEFORE_NAMED.match(text, y[1])
    place = _ASSIGNED.match(text, m.end()) if m else None
    if place is None or not _may_name_x(panel, place["name"]) or _INTERVAL.match(text, place.end()):
        return None
    return place.span("x")


def _claim(doc: Document, line: Line, panel: Panel, row: int, x, y) -> Claim | None:
    claim = reading_claim(doc, line, panel, row, x, y, shared=True)
    if claim is None:
        return None
    claim = replace(claim, source="place reading")
    if claim.hedge is None and _NEAR_BEFORE.search(line.text, max(0, y[0] - 12), y[0]):
        claim = replace(claim, hedge="approx")  # "near 0.0047": as hedged as "~0.0047"
    return claim


ENTRY = TypeEntry(extract_place_readings)

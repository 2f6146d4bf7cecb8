"""When a range read as a range of values is no evidence against the values: its ends are places on the x axis or
names of series ("nine values of J (1 to 256)", "ζ against U/J over a range from 3.1 to 3.4"), or the sentence
speaks of a part of the values ("mostly between 82 and 92", "before 2000 they range from", "the lowest values
(~1.31-1.35)"). A record that holds only the whole can neither support nor contradict a part's range, so such a
range inside the values is unverifiable, not wrong. Used by ``claims.types.range.verify_range``."""

from __future__ import annotations

import re

from vlmeval.claims.text import numbers_in
from vlmeval.groundtruth.schema import Panel
from vlmeval.lazy_re import lazy_compile

# a stretch of x named in words: "over the middle third", "in the first half", "the right tail", "this region"
_STRETCH = (r"(?:first|second|last|final|middle|early|late|later|initial|left|right)\s+(?:half|third|quarter|part|"
            r"portion|segment|stretch|stage|phase|section|tail|end)s?|regions?|tails?|segments?|stretch")
# a part of the values picked out in words before the range: a share of the points, a cluster or a stretch of the
# x axis, an end of the scale, a band of colour
PART_OF_VALUES = lazy_compile(
    r"\b(?:mostly|most\s+(?:of|points|values|markers|dots|cells)|the\s+(?:bulk|majority)|largely|typically|"
    r"clusters?|clump|plateau|before|after|until|since|beyond|lowest|highest|colou?r|shades?|"
    r"[xt]\s*[≈~=<>]|" + _STRETCH + r")(?!\w)", re.I)
# the same stretch of x written after the range: "between 0.2 and 0.8 over the middle third"
STRETCH_AFTER = lazy_compile(r"^[^.;\n]*?\b(?:[xt]\s*[≈~=<>]|" + _STRETCH + r")(?!\w)", re.I)


def _numbers(label) -> list[float]:
    if isinstance(label, (int, float)):
        return [float(label)]
    return [n.value for n in numbers_in(str(label))]


def x_places(panel: Panel) -> list[float]:
    """The numbers that name places on the panel's x axis or its series: x keys, ticks, the axis's ends, the
    numbers in its series' names ("J = 64")."""
    places = [float(v) for v in list(panel.x.ticks or []) + list(panel.x.range or []) if isinstance(v, (int, float))]
    if panel.data is not None:
        places += [n for k in list(panel.data.columns) + list(panel.data.rows) for n in _numbers(k)]
    return places


def _is_place(value: float, places: list[float]) -> bool:
    return any(abs(value - p) <= 1e-9 * max(1.0, abs(p)) for p in places)


def _x_extent(panel: Panel) -> tuple[float, float] | None:
    ends = [float(v) for v in list(panel.x.range or []) if isinstance(v, (int, float))]
    if panel.data is not None:
        ends += [float(c) for c in panel.data.columns if isinstance(c, (int, float))]
    return (min(ends), max(ends)) if len(ends) >= 2 else None


def places_not_values(stated: tuple[float, float], panels: list[Panel], values: tuple[float, float] | None,
                      tol: float) -> str | None:
    """Why the stated range is of x or of series names, not of the values: both ends are such places of one panel
    and the range is not inside the values' span, or the range starts or ends at one, lies on the panel's x axis and
    misses every value. None when neither holds."""
    lo, hi = sorted(stated)
    misses = values is not None and (hi < values[0] - tol or lo > values[1] + tol)
    # ends inside the values' span read as values as well as places ("1 to 4" on x = 1..4 with values 1..5)
    within = values is not None and values[0] - tol <= lo and hi <= values[1] + tol
    for p in panels:
        places = x_places(p)
        at_place = [_is_place(lo, places), _is_place(hi, places)]
        if all(at_place) and not within:
            return "both ends are places on the x axis or names of series: a window of it, not a span of values"
        extent = _x_extent(p)
        if misses and any(at_place) and extent is not None and extent[0] - tol <= lo and hi <= extent[1] + tol:
            return "the range lies on the x axis and misses every value: a window of x, not a span of values"
    return None


# where the clause before a range starts: a sentence's end (a full stop after a number too: "at 0.78. The rate"),
# a semicolon or a line break
_CLAUSE_START = lazy_compile(r"[.!?](?=\s+[^\s\d])|;|\n")


def clause_before(text: str, start: int) -> str:
    """The words of the sentence or clause before ``start``."""
    ends = [m.end() for m in _CLAUSE_START.finditer(text, 0, start)]
    return text[ends[-1] if ends else 0:start]


def part_of_values(before: str, stated: tuple[float, float], values: tuple[float, float], tol: float,
                   after: str = "") -> bool:
    """Whether the range lies inside the values and the words before it (or a stretch of x named in the clause
    after it) pick out a part of them."""
    lo, hi = sorted(stated)
    inside = values[0] - tol <= lo and hi <= values[1] + tol
    return inside and (PART_OF_VALUES.search(before) is not None or STRETCH_AFTER.search(after) is not None)

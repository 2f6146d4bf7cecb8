"""Ranges read from line/bar prose (kind ``range``): the covered period ("from February 2021 to May 2022",
``SeriesPeriod``, checked against the data's first and last keys) and a value range ("fluctuated between 0.02 and
0.051", ``SeriesRange``, checked against the lowest and highest values over the stated window)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from vlmeval.claims.line_places import VAGUE, window_in
from vlmeval.claims.text import ProseNumber as Number, keyword_re, numbers_in
from vlmeval.dates import Mark
from vlmeval.claims.line_words import DOWN, PERIOD_CONTEXT, RANGE_RE, TREND_RE, UP
from vlmeval.claims.line_verdicts import LineChart, line_verdict, verifier_of
from vlmeval.groundtruth.series_facts import Series
from vlmeval.records import ClaimVerdict
from vlmeval.verify.partial import unknown_reason
from vlmeval.claims.line_numbers import could_be_extreme, matches
from vlmeval.claims.line_subsets import named_categories, range_of_named
from vlmeval.claims.line_windows import fmt_window, last_observed, resolve_window
from vlmeval.verify.units import Units
from vlmeval.lazy_re import lazy_compile


@dataclass(frozen=True, slots=True)
class SeriesPeriod:
    """The covered period (kind ``range``): from ``when`` to ``when2``."""
    start: int
    end: int
    when: Mark
    when2: Mark
    binding: str = ""  # line_places.BINDINGS
    series: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class SeriesRange:
    """A value range (kind ``range``): ``number`` to ``number2`` over ``window``."""
    start: int
    end: int
    number: Number
    number2: Number
    window: tuple[int, int] | None = None
    binding: str = ""  # line_places.BINDINGS
    series: tuple[int, ...] = ()


def period_claims(text, clause, marks, nums, used, named) -> list[SeriesPeriod]:
    """"from D1 to D2" / "between D1 and D2": the covered period, or the window of a trend or value."""
    out = []
    a, b = clause
    for i, m1 in enumerate(marks[:-1]):
        m2 = marks[i + 1]
        gap = text[m1.end:m2.start]
        head = text[max(a, m1.start - 12):m1.start]
        if not re.fullmatch(r",?\s*(?:to|until|till|through|and|-|–|—)\s*(?:the\s+)?", gap, re.I):
            continue
        if not re.search(r"(?:from|between|since|spanning|covering|of)\s+(?:the\s+)?$|^\s*$", head, re.I) and m1.start != a:
            continue
        # a number right before "from" ties the dates to values ("from 0.46 in April 2020 to ..."): not a period
        before = text[a:m1.start]
        if TREND_RE.search(before) or re.search(r"\b(?:remain\w*|stay\w*|was|were|at)\b", before, re.I) and \
                any(n.end <= m1.start for n in nums):
            continue  # a trend over this window, or a value held during it
        context_before = PERIOD_CONTEXT.search(text[a:m1.start])
        if not context_before and (TREND_RE.search(text[m2.end:b]) or not PERIOD_CONTEXT.search(text[m2.end:b])):
            continue  # "From D1 to D2 the values increase": the window of a trend, not the covered period
        out.append(SeriesPeriod(m1.start, m2.end, when=m1, when2=m2, series=named))
    return out


# an axis named as the clause's subject, with no other subject ("values", "data") after it
_AXIS_SUBJECT = keyword_re(r"\b(?:[xy][- ]?axis|(?:horizontal|vertical)\s+axis)\b(?![^.;]*\b(?:values?|data)\b)", "xyhv")

# "Kinetic: y from 400 to 800", "(x between 0.1 and 1.5)": an axis named by its letter alone, opening its clause part
_AXIS_LETTER = lazy_compile(r"(?:^|[:;,(])\s*[xy]\s+(?:(?:ranges?|runs?|goes|spans?|extends?)\s+)?(?:from|between)\s*$")


def range_claims(text, clause, nums, marks, used, named) -> list[SeriesRange]:
    out = []
    for i, n1 in enumerate(nums[:-1]):
        n2 = nums[i + 1]
        if i in used or not re.fullmatch(r"\s*(?:%|\w+)?\s*(?:to|and|-|–)\s*", text[n1.end:n2.start], re.I):
            continue
        if not RANGE_RE.search(text[max(clause[0], n1.start - 40):n1.start]):
            continue
        if _AXIS_SUBJECT.search(text, clause[0], n1.start) or _AXIS_LETTER.search(text[clause[0]:n1.start]):
            continue  # "**X-axis:** ..., ranging from 0.00 to 0.05": the axis's range, read by claims.types.ticks
        window = window_in(text, clause, marks)
        start = max(clause[0], n1.start - 40)
        start += RANGE_RE.search(text[start:n1.start]).start()
        out.append(SeriesRange(start, n2.end, number=n1, number2=n2, window=window, series=named,
                               binding=_range_binding(text, clause, marks, window, start)))
        used.update({i, i + 1})
    return out


# "all other companies", "the rest", "the remaining ones", "underneath which": a part of the series not named
_SUBSET = lazy_compile(r"\b(?:all\s+other|the\s+other|others|the\s+rest|remaining|most\s+of|many\s+of|several|some\s+of|"
                       r"underneath\s+which|below\s+which|above\s+which|among\s+which|of\s+which|afterwards?|then|after\s+that)\b", re.I)


def _range_binding(text: str, clause: tuple[int, int], marks: list[Mark], window, start: int) -> str:
    """A value range's place: "stated" (a window written in the clause), "vague" (a vague one), "whole" (none: the
    whole series), "clause" (none written, and the clause speaks of a part of the series: "all other companies")."""
    if window is not None:
        return "vague" if any(VAGUE.match(m.text) for m in marks) else "stated"
    return "clause" if _SUBSET.search(text, clause[0], start) else "whole"


# --- the rules ------------------------------------------------------------------------------------
PERIOD_SLACK_DAYS = {"day": 7, "other": 0}


def check_period(chart: LineChart, claim: SeriesPeriod | SeriesRange, s: Series) -> ClaimVerdict:
    first, last = s.spans[0], s.spans[-1]
    if s.dated and s.unknown:  # keys with unknown values are on the chart: the period covers them
        first, last = (s.period[0], first[1]), (last[0], s.period[1])
    observed = last_observed(chart.fig, s)  # "from 2015 to 2019, with projections up until 2025"
    problems = []
    for mark, (lo, hi), name in ((claim.when, first, "starts"), (claim.when2, last, "ends")):
        slack = PERIOD_SLACK_DAYS["day" if mark.day_level else "other"]
        days = [lo] if name == "starts" else [hi] + ([s.spans[observed][1]] if observed is not None else [])
        if not any(mark.window[0] - slack <= day <= mark.window[1] + slack for day in days):
            problems.append(f"the data {name} at {s.keys[0] if name == 'starts' else s.keys[-1]}, not {mark.text}")
    expected = f"{s.keys[0]} to {s.keys[-1]}"
    if problems:
        return line_verdict(claim, chart.text, "range", "contradicted", s, "; ".join(problems), "value", expected=expected,
                        stated=chart.text[claim.start:claim.end])
    return line_verdict(claim, chart.text, "range", "supported", s, f"the data covers {expected}", expected=expected,
                    stated=chart.text[claim.start:claim.end])


def check_range(chart: LineChart, claim: SeriesPeriod | SeriesRange, s: Series) -> ClaimVerdict:
    window = resolve_window(s, claim.window)
    points = s.points_in(window)
    if not points:
        return line_verdict(claim, chart.text, "range", "unverifiable", s, "no data in the stated window")
    lo, hi = min(p.value for p in points), max(p.value for p in points)
    n1, n2 = claim.number, claim.number2
    fraction = chart.fraction(s)
    if window is None and (named := named_categories(chart.text, claim.start, s)) is not None:
        verdict, reason, expected = range_of_named(chart.text, claim, s, named, fraction)
        return line_verdict(claim, chart.text, "range", verdict, s, reason, "value", expected=expected,
                        stated=chart.text[claim.start:claim.end])
    if n1.value / n1.scale == n2.value / n2.scale and n1.percent == n2.percent and _MOVED.search(chart.text[max(0, claim.start - 40):claim.start]):
        return line_verdict(claim, chart.text, "range", "contradicted", s, f"a movement from {chart.text[n1.start:n1.end]} "
                        f"to the same number is no movement; values in {fmt_window(s, window)} run from {lo} to {hi}",
                        "value", expected=[lo, hi], stated=chart.text[claim.start:claim.end])
    if len(points) == 1 and window is not None and s.dated:
        return _change_into(chart, claim, s, points[0], fraction)
    # "falls from 89.1 to 72.6" states the same two ends as "ranges from 72.6 to 89.1"
    ok = (matches(n1, lo, fraction) and matches(n2, hi, fraction)) or (matches(n1, hi, fraction) and matches(n2, lo, fraction))
    where = fmt_window(s, window)
    if unknown := s.unknown_in(window):  # the true ends may lie among unknown points
        low, high = sorted((n1, n2), key=lambda n: n.value)
        if could_be_extreme(low, lo, "min", fraction) and could_be_extreme(high, hi, "max", fraction):
            return line_verdict(claim, chart.text, "range", "unverifiable", s, unknown_reason(unknown, "the range") +
                            f" (known values in {where} run from {lo} to {hi})", stated=chart.text[claim.start:claim.end])
        ok = False
    if not ok and window is None and _names_x_places(chart, s, (n1.value, n2.value)):
        return line_verdict(claim, chart.text, "range", "unverifiable", s, "both ends are places on the x axis: a "
                            f"window of it, not a span of values? (values range from {lo} to {hi})",
                            stated=chart.text[claim.start:claim.end])
    return line_verdict(claim, chart.text, "range", "supported" if ok else "contradicted", s,
                    f"values in {where} range from {lo} to {hi}", "value", expected=[lo, hi],
                    stated=chart.text[claim.start:claim.end])


def _names_x_places(chart: LineChart, s: Series, ends: tuple[float, float]) -> bool:
    """Whether both stated ends name places of the x axis (a key's number: "k=32"; a bin's edge; a tick; an end of
    the drawn axis): "doubling the budget from 32 to 64", "a score between 0 and 1" over an axis from 0 to 1."""
    if s.dated:
        return False
    panels = chart.fig.panels
    x = next((p.x for p in panels if p.title == s.panel), panels[0].x if len(panels) == 1 else None)
    places = [n.value for k in s.columns for n in numbers_in(str(k))]
    if x is not None:
        places += [float(v) for v in list(x.ticks or []) + list(x.range or []) if isinstance(v, (int, float))]
    return all(any(abs(end - p) <= 1e-9 * max(1.0, abs(p)) for p in places) for end in ends)


def _change_into(chart: LineChart, claim: SeriesPeriod | SeriesRange, s: Series, point, fraction: Units) -> ClaimVerdict:
    """"rose from 600 to 800 in 2019": a window with one point holds no range; the change ends there (the
    second number is that point's value) and starts at some earlier value of the series."""
    earlier = [float(v) for v in s.values[:s.keys.index(point.key)]]  # the series is in x order
    ok = matches(claim.number2, point.value, fraction) and any(matches(claim.number, v, fraction) for v in earlier)
    return line_verdict(claim, chart.text, "range", "supported" if ok else "contradicted", s,
                    f"the value at {point.key} is {point.value}; before it the series runs "
                    f"{min(earlier, default=None)} to {max(earlier, default=None)}", "value",
                    expected=point.value, stated=chart.text[claim.start:claim.end])


# "increased from 0.5 to 0.5": a rise or fall written right before the two numbers
_MOVED = lazy_compile(rf"\b(?:{UP}|{DOWN})\b[^.;,]{{0,25}}$", re.I)

LINE = (("range", SeriesPeriod, verifier_of(check_period)), ("range", SeriesRange, verifier_of(check_range)))
"""The payload classes this module reads, their kind and their verifiers (``claims.types.line_prose``)."""

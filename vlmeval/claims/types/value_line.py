"""Values read from line/bar prose (kind ``value``): a number placed at a date or category ("66.88% by May 2022",
"74.4 years in 2020", "A and B ... 0.12 and 0.15 respectively"), a start or end value ("starting at 0.46",
"reaching 80.79% by the end of the period"), or a level held over a window ("has remained below 1 since July
2021"); checked against the value of the named series there (``check_value``).

The reader runs last of the number readers of a clause (``claims.line_prose``): it takes the numbers the period,
range and extremum readers left (``used``)."""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from vlmeval.claims.line_places import VAGUE, place_binding, window_in
from vlmeval.claims.line_text import number_between
from vlmeval.claims.text import ProseNumber as Number
from vlmeval.dates import Mark, mark_before
from vlmeval.claims.line_words import END_RE, START_RE
from vlmeval.claims.line_verdicts import LineChart, line_verdict, verifier_of
from vlmeval.groundtruth.series_facts import Series, Span
from vlmeval.records import ClaimVerdict
from vlmeval.verify.context import widens_scope
from vlmeval.verify.partial import unknown_reason
from vlmeval.claims.line_numbers import match_mask, matches
from vlmeval.claims.line_windows import fmt_window, search_window
from vlmeval.lazy_re import lazy_compile


@dataclass(frozen=True, slots=True)
class SeriesValue:
    """A value (kind ``value``): at a date or category (``which`` None: "66.88% by May 2022"; "held": every point
    of the window, "remained below 1 since July"), or the first or last value (``which`` "start", "end")."""
    start: int
    end: int
    number: Number
    when: Mark | None = None
    window: tuple[int, int] | None = None
    by: bool = False  # "by May 2022": reached at or before the date
    which: str | None = None
    binding: str = ""  # line_places.BINDINGS
    series: tuple[int, ...] = ()


_CONTRAST = lazy_compile(r"\b(?:compared|than|versus|vs|whereas|while|unlike)\b", re.I)


# "in 2019 at 74.05", "in May, with 3.7", "in 2019 of 12%": a number joined to the date right before it
_AT_VALUE = lazy_compile(r"\s*,?\s*(?:at|with|of)\s+(?:(?:a|an|about|around|nearly|almost|over|some)\s+)?", re.I)

_PER_N = lazy_compile(r"\bper\s+[\d,]+", re.I)  # "0.013 per 1,000 people on March 10": the rate's base is no number


# between a number and the date or category it is at: "in", "by the", "(", and a symbol set to the place ("at β = 2^6",
# "(β = 2^6)")
_GAP_TO_PLACE = lazy_compile(r"(?:(?:[\s\w%,()'-]|(?<=\b[A-Z])\.)*?\b(?:in|on|by|as\s+of|at|during|until|through|for|of|"
                             r"around|since)\s+(?:the\s+)?|\s*\(?)(?:[^\W\d_]{1,3}\s*[=≈]\s*)?", re.I)
_TO_AFTER = lazy_compile(r"\s*\)?\s*,?\s*to\b", re.I)
_FROM = lazy_compile(r"\bfrom\b", re.I)


def _range_end(text: str, before: Mark, a: int, end: int) -> bool:
    """Whether the number ending at ``end`` closes a range whose first half ends at the place ``before`` ("from 467
    at β = 2^2 to 849"): it is the range's other end, not that place's value ("jumped in 2019 to 45.3" is)."""
    return _TO_AFTER.match(text, before.end, end) is not None and (
        (m := _FROM.search(text, a, before.start)) is not None and number_between(text, m.end(), before.start))


def _date_for_number(text: str, num: Number, marks: list[Mark], clause: tuple[int, int]) -> tuple[Mark | None, bool]:
    """The date a number is placed at: right after it ("0.46 in April 2020", "66.88% by May 2022"), else the
    nearest before it in the clause ("In 2021, ... was 79.49"). Returns (mark, by)."""
    after = [m for m in marks if num.end <= m.start < clause[1]]
    before = mark_before(marks, num.start, clause[0])
    if before is not None and after and "," in text[num.end:after[0].start] and _AT_VALUE.fullmatch(text[before.end:num.start]):
        return before, False  # "recorded in 2019 at 74.05 years, with a slight decrease in 2020": the date before
    if after:
        gap = text[num.end:after[0].start]
        if len(gap) <= 60 and _GAP_TO_PLACE.fullmatch(gap) \
                and not number_between(text, num.end, after[0].start, _PER_N) and not _CONTRAST.search(gap):
            by = bool(re.search(r"\b(?:by|as\s+of|until)\s+(?:the\s+)?$", gap, re.I))
            return after[0], by
    if before is not None and not _range_end(text, before, clause[0], num.start):
        if not number_between(text, before.end, num.start) and not re.search(r"\b(?:to|until|through|and)\s*$", text[clause[0]:before.start], re.I):
            by = bool(re.search(r"\b(?:by|as\s+of|until)\s+(?:the\s+)?$", text[clause[0]:before.start], re.I))
            return before, by
    return None, False


def _respectively(text, clause, nums, marks, used, named) -> list[SeriesValue]:
    """"A and B ... 0.12 and 0.15 respectively": the i-th number belongs to the i-th place named before them."""
    a, b = clause
    if not re.search(r"\brespectively\b", text[a:b], re.I) or not nums:
        return []
    free = [i for i, n in enumerate(nums) if i not in used]
    places = [m for m in marks if m.end <= nums[free[0]].start] if free else []
    if len(free) < 2 or len(places) != len(free):
        return []
    used.update(free)
    return [SeriesValue(min(m.start, nums[i].start), max(m.end, nums[i].end), number=nums[i], when=m,
                        series=named, binding="vague" if VAGUE.match(m.text) else "stated") for m, i in zip(places, free)]


def value_claims(text, clause, nums, marks, used, named) -> list[SeriesValue]:
    out = _respectively(text, clause, nums, marks, used, named)
    a, b = clause
    for i, num in enumerate(nums):
        if i in used:
            continue
        head = text[max(a, num.start - 40):num.start]
        when, by = _date_for_number(text, num, marks, clause)
        if when is not None:
            held = re.search(r"\b(?:remain\w*|stay\w*|stood|hover\w*)\b[^.]*$", text[a:num.start], re.I)
            window = window_in(text, clause, marks) if held else None
            start, end = min(num.start, when.start), max(num.end, when.end)
            out.append(SeriesValue(start, end, number=num, when=when, by=by, window=window,
                                   which="held" if held and window else None, series=named,
                                   binding=place_binding(text, when, num.start, num.end)))
        elif END_RE.search(head) or END_RE.match(text[num.end:num.end + 40].lstrip(" %,")) or \
                re.search(r"\b(?:to|reach\w*)\s+(?:a\s+\w+\s+of\s+)?(?:over\s+|around\s+|about\s+)?$", head) and \
                END_RE.search(text[num.end:min(b, num.end + 50)]):
            out.append(SeriesValue(num.start, num.end, number=num, which="end", series=named, binding="stated"))
        elif START_RE.search(head) and not _AXIS_PARTS.search(text, a, num.start):
            out.append(SeriesValue(num.start, num.end, number=num, which="start", series=named, binding="stated"))
        elif (num.bound in {"above", "below"} or _HELD_AT.search(head)) and HELD_RE.search(text[a:num.start]):
            # "has remained below 1 since July 2021", "consistently above 1": every point of the window
            trigger = HELD_RE.search(text[a:num.start])
            window = window_in(text, clause, marks)
            out.append(SeriesValue(a + trigger.start(), num.end, number=num, window=window, which="held",
                                   series=named, binding="whole" if window is None else "stated"))
        else:
            continue
        used.add(i)
    return out


# "nine bins of equal width, starting at about 45", "ticks starting at 0": where the axis starts, not the first value
_AXIS_PARTS = lazy_compile(r"\b(?:bins?|ticks?|axis|axes|intervals?|edges?|grid\s*lines?)\b", re.I)
# "has consistently remained at 0.00", "stayed at around 80%": a level held, not only a bound
_HELD_AT = lazy_compile(r"\b(?:remain\w*|stay\w*|stood|held)\s+(?:\w+\s+)?(?:at|around|about|near)\s+(?:around\s+|about\s+|roughly\s+)?$", re.I)

HELD_RE = lazy_compile(r"\b(?:remain\w*|stay\w*|consistently|always|never\s+(?:went|fell|rose|dropped)|throughout|"
                       r"kept|stood|hover\w*)\b[^.;]*$", re.I)


# --- the rule -------------------------------------------------------------------------------------
def check_value(chart: LineChart, claim: SeriesValue, s: Series) -> ClaimVerdict:
    if claim.which in ("start", "end"):
        return _endpoint(chart, claim, s, s.start if claim.which == "start" else s.end, claim.which)
    n, mark = claim.number, claim.when
    stated = chart.text[n.start:n.end]
    if claim.which == "held":
        points = s.points_in(claim.window)
        if not points:
            return line_verdict(claim, chart.text, "value", "unverifiable", s, "no data in the stated window", stated=stated)
        bad = [p for p in points if not matches(n, p.value, chart.fraction(s))]
        unknown = s.unknown_in(claim.window)
        ok = len(bad) <= (len(points) + len(unknown)) // 10
        if ok and unknown:  # unknown points may hold it or not
            return line_verdict(claim, chart.text, "value", "unverifiable", s, unknown_reason(unknown, "the value held"),
                            stated=stated)
        return line_verdict(claim, chart.text, "value", "supported" if ok else "contradicted", s,
                        f"{len(points) - len(bad)}/{len(points)} points in {fmt_window(s, claim.window)} match",
                        "value", expected=[p.value for p in bad[:3]], stated=stated)
    if mark is None:
        return line_verdict(claim, chart.text, "value", "unverifiable", s, "no date or category", stated=stated)
    window = search_window(s, mark)
    if claim.by and s.dated:
        # "reached X by D": the last value at or before D (or any value inside D)
        before = [p for p in s.points_in((-(10 ** 9), window[1]))]
        points = s.points_in(window) + before[-1:]
    else:
        points = s.points_in(window)
    where = fmt_window(s, window)
    if not points:
        if s.dated and (window[1] < s.period[0] or window[0] > s.period[1]):
            return line_verdict(claim, chart.text, "value", "contradicted", s, f"{mark.text} is outside the data period "
                            f"{fmt_window(s, s.period)}", "hallucination", expected=fmt_window(s, s.period), stated=mark.text)
        return line_verdict(claim, chart.text, "value", "unverifiable", s, f"no data point in {where}", stated=stated)
    if any(matches(n, p.value, chart.fraction(s)) or s.printed and p.key in s.printed
           and matches(n, s.printed[p.key], chart.fraction(s)) for p in points):  # drawn or printed (signed label)
        return line_verdict(claim, chart.text, "value", "supported", s, f"{stated} matches a value in {where}",
                        stated=stated, column=points[0].key)
    if unknown := s.unknown_in(window):  # the value at the stated place may be an unknown one
        return line_verdict(claim, chart.text, "value", "unverifiable", s, unknown_reason(unknown, "the value") +
                        f" ({stated} matches no known value in {where})", stated=stated)
    elsewhere = [s.keys[i] for i in np.nonzero(match_mask(n, s.values, chart.fraction(s)))[0]]
    expected = [p.value for p in points] if len(points) <= 3 else [min(p.value for p in points), max(p.value for p in points)]
    if elsewhere and n.bound == "exact":
        return line_verdict(claim, chart.text, "value", "contradicted", s, f"{stated} is the value at {elsewhere[0]}, not in {where}",
                        "location", expected=expected, stated=stated, column=points[0].key)
    other = _other_series_with(chart, n, s, window) if n.bound == "exact" else None
    if other is not None:  # the value of another line or panel at the same place: misread, not made up
        return line_verdict(claim, chart.text, "value", "contradicted", s, f"{stated} is the value of {other.name} "
                        f"({other.panel}) in {where}", "location", expected=expected, stated=stated, column=points[0].key)
    if not elsewhere and widens_scope(chart.text, claim.start):  # "Overall, some 540 people died that year"
        return line_verdict(claim, chart.text, "value", "unverifiable", s, f"{stated} is not in the chart and the sentence "
                        "speaks beyond it (out-of-chart context)", stated=stated)
    return line_verdict(claim, chart.text, "value", "contradicted", s, f"values in {where} are {expected}", "value",
                    expected=expected, stated=stated, column=points[0].key)


def _other_series_with(chart: LineChart, n: Number, s: Series, window: Span) -> Series | None:
    """Another series of the figure with a value the stated number matches in the same window, else None."""
    for other in chart.series:
        if other is not s and any(matches(n, p.value, chart.fraction(other)) for p in other.points_in(window)):
            return other
    return None


def _endpoint(chart: LineChart, claim: SeriesValue, s: Series, point, which: str) -> ClaimVerdict:
    stated = chart.text[claim.number.start:claim.number.end]
    ok = matches(claim.number, point.value, chart.fraction(s))
    return line_verdict(claim, chart.text, "value", "supported" if ok else "contradicted", s,
                    f"the {which} value is {point.value} at {point.key}", "value", expected=point.value, stated=stated,
                    column=point.key)

LINE = (("value", SeriesValue, verifier_of(check_value)),)
"""The payload class this module reads, its kind and its verifier (``claims.types.line_prose``)."""

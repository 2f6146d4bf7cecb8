"""Peaks and lows read from line/bar prose (kind ``extremum``): "a peak of 59.97 on July 1, 2022", "reached 2.38,
its highest", "the highest number ... was in 2004", a local one ("a peak in May"); checked against the named
series' own extreme, or the highest (lowest) point around the stated date (``check_extremum``)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from vlmeval.claims.extreme_subjects import another_quantity
from vlmeval.claims.line_places import place_binding
from vlmeval.claims.line_text import number_between
from vlmeval.claims.text import ProseNumber as Number
from vlmeval.dates import Mark
from vlmeval.claims.line_words import MAX_NEEDS, MAX_RE, MIN_NEEDS, MIN_RE
from vlmeval.claims.near_words import lowered, may_hold
from vlmeval.claims.ordinal_extremes import ranked_superlative
from vlmeval.claims.sentence_bounds import sentence_around
from vlmeval.claims.line_verdicts import LineChart, line_verdict, verifier_of
from vlmeval.groundtruth.series_facts import Series
from vlmeval.records import ClaimVerdict
from vlmeval.verify.partial import unknown_reason
from vlmeval.claims.line_numbers import could_be_extreme, matches
from vlmeval.claims.line_windows import fmt_window, near_extreme, search_window, typical_gap


@dataclass(frozen=True, slots=True)
class SeriesExtremum:
    """A peak or low (kind ``extremum``): ``which`` max/min, its value and/or when, and whether
    it is ``local`` ("a peak in May") rather than the series' own ("the peak")."""
    start: int
    end: int
    which: str
    number: Number | None = None
    when: Mark | None = None
    local: bool = False
    binding: str = ""  # line_places.BINDINGS
    series: tuple[int, ...] = ()


def extremum_claims(text, clause, nums, marks, used, named, labels=frozenset()) -> list[SeriesExtremum]:
    out = []
    a, b = clause
    low = lowered(text[a:b])
    for regex, which, needs in ((MAX_RE, "max", MAX_NEEDS), (MIN_RE, "min", MIN_NEEDS)):
        for m in regex.finditer(text, a, b) if may_hold(low, needs) else ():
            if re.match(r"\s+(?:in\s+)?(?:vaccination|testing)?\s*(?:efforts|season)", text[m.end():m.end() + 40]):
                continue
            if ranked_superlative(text, m):
                continue  # "second-highest" is no maximum (claims.ordinal_extremes)
            if another_quantity(text, m.end(), labels):
                continue  # "the lowest non-empty bins", "the peak-to-trough ratio": not the series' own extreme
            num_i = next((i for i, n in enumerate(nums) if i not in used and 0 <= n.start - m.end() <= 45
                          and not number_between(text, m.end(), n.start)), None)
            if num_i is None:  # "19.24% peak", "reached 2.38, its highest"
                num_i = next((i for i, n in reversed(list(enumerate(nums))) if i not in used and 0 <= m.start() - n.end <= 25), None)
            number = nums[num_i] if num_i is not None else None
            anchor_end = number.end if number else m.end()
            when = next((k for k in marks if 0 <= k.start - anchor_end <= 40
                         and re.fullmatch(r"[\s\w%,]*?\b(?:in|on|at|during|around|by|of)\s+(?:the\s+)?", text[anchor_end:k.start], re.I)), None)
            if when is None and number is None:
                # "the highest number of mobile phone subscribers in Germany was in 2004": the date after the subject
                when = next((k for k in marks if 0 <= k.start - m.end() <= 80
                             and re.fullmatch(r"[\s\w,'-]*?\b(?:in|on|at|during|around)\s+(?:the\s+)?(?:year\s+)?", text[m.end():k.start], re.I)), None)
            if when is None:
                before = [k for k in marks if a <= k.start and k.end <= m.start() and m.start() - k.end <= 30]
                when = before[-1] if before else None
            if number is None and when is None:
                continue
            if num_i is not None:
                used.add(num_i)
            ends = [m.end(), number.end if number else 0, when.end if when else 0]
            starts = [m.start(), number.start if number else m.start(), when.start if when else m.start()]
            local = bool(re.search(r"\b(?:a|another|one|second|local|several|multiple)\s+(?:\w+\s+)?$", text[max(a, m.start() - 20):m.start()], re.I))
            anchor = (number.start, number.end) if number else (m.start(), m.end())
            out.append(SeriesExtremum(min(starts), max(ends), number=number, when=when, which=which, series=named,
                                      local=local, binding=place_binding(text, when, *anchor)))
    return out


# --- the rule -------------------------------------------------------------------------------------
LOCAL_PAD_DAYS = 15  # "a peak in May": the highest point from mid-April to mid-June

LOCAL_CONTEXT_DAYS = 60  # ... and it must not be a shoulder of a higher peak within two months


def check_extremum(chart: LineChart, claim: SeriesExtremum, s: Series) -> ClaimVerdict:
    if claim.local and claim.when is not None and claim.when.window is not None:
        return _local_extremum(chart, claim, s)
    best = s.extremum(claim.which)
    value = best[0].value
    where = ", ".join(str(p.key) for p in best[:3])
    label = "maximum" if claim.which == "max" else "minimum"
    problems = []
    if claim.number is not None and not matches(claim.number, value, chart.fraction(s)):
        problems.append(("value", f"the {label} is {value}"))
    if claim.when is not None and claim.when.window is not None:
        window = search_window(s, claim.when)
        points = s.points_in(window)
        lo, hi = float(s.values.min()), float(s.values.max())
        near = near_extreme(s, hi - lo)
        hit = [p for p in points if (p.value >= hi - near if claim.which == "max" else p.value <= lo + near)]
        if not hit:
            problems.append(("location", f"the {label} ({value}) is at {where}, not in {fmt_window(s, window)}"))
    stated = chart.text[claim.start:claim.end]
    if s.unknown:  # a partial series: only a stated value the known points already refute stays wrong
        refuted = claim.number is not None and not could_be_extreme(claim.number, value, claim.which, chart.fraction(s))
        if not refuted:
            return line_verdict(claim, chart.text, "extremum", "unverifiable", s, unknown_reason(
                list(s.unknown), f"the {label}") + f" (among known points it is {value} at {where})", stated=stated)
        problems = [("value", f"the {label} is {value} or beyond it among unknown points")]
    if problems:
        error = "value" if problems[0][0] == "value" else "location"
        return line_verdict(claim, chart.text, "extremum", "contradicted", s, "; ".join(p[1] for p in problems), error,
                        expected={"value": value, "at": [p.key for p in best[:3]]}, stated=stated)
    return line_verdict(claim, chart.text, "extremum", "supported", s, f"the {label} is {value} at {where}",
                    expected={"value": value, "at": [p.key for p in best[:3]]}, stated=stated)


def _local_extremum(chart: LineChart, claim: SeriesExtremum, s: Series) -> ClaimVerdict:
    """"a peak of X in D": the highest (lowest) point around D is X and stands above (below) its surroundings."""
    window = search_window(s, claim.when)
    pad = max(typical_gap(s), LOCAL_PAD_DAYS) if s.dated else 1
    inside = s.extremum(claim.which, (window[0] - pad, window[1] + pad))
    label = "local maximum" if claim.which == "max" else "local minimum"
    stated = chart.text[claim.start:claim.end]
    if not inside:
        if s.dated and (window[1] < s.period[0] or window[0] > s.period[1]):
            return line_verdict(claim, chart.text, "extremum", "contradicted", s, f"{claim.when.text} is outside the data "
                            f"period {fmt_window(s, s.period)}", "hallucination", expected=fmt_window(s, s.period), stated=stated)
        return line_verdict(claim, chart.text, "extremum", "unverifiable", s, "no data around the stated date", stated=stated)
    value = inside[0].value
    around = s.points_in((window[0] - LOCAL_CONTEXT_DAYS, window[1] + LOCAL_CONTEXT_DAYS)) if s.dated else s.points_in(None)
    lo, hi = float(s.values.min()), float(s.values.max())
    beyond = [p for p in around if (p.value > value + 0.05 * (hi - lo) if claim.which == "max" else p.value < value - 0.05 * (hi - lo))]
    problems = []
    if claim.number is not None and not matches(claim.number, value, chart.fraction(s)):
        problems.append(("value", f"the {label} around {claim.when.text} is {value} ({inside[0].key})"))
    if len(beyond) == len(around) or (beyond and all(p.key not in {q.key for q in inside} for p in beyond) and
                                       len(beyond) > len(around) // 2):
        problems.append(("location", f"no {label} around {claim.when.text}"))
    expected = {"value": value, "at": [p.key for p in inside[:3]]}
    near = s.unknown_in((window[0] - LOCAL_CONTEXT_DAYS, window[1] + LOCAL_CONTEXT_DAYS)) if s.dated else list(s.unknown)
    if near:  # an unknown point nearby may be the peak, or stand above it
        return line_verdict(claim, chart.text, "extremum", "unverifiable", s, unknown_reason(near, f"the {label}") +
                        f" (among known points around {claim.when.text} it is {value})", stated=stated)
    if problems:
        return line_verdict(claim, chart.text, "extremum", "contradicted", s, "; ".join(p[1] for p in problems),
                        problems[0][0], expected=expected, stated=stated)
    return line_verdict(claim, chart.text, "extremum", "supported", s, f"the {label} around {claim.when.text} is {value}",
                    expected=expected, stated=stated)

# "in every year", "across all groups", "consistently": an extreme stated for each series of the chart, not for one;
# the noun must not be the x axis' (the categories: "the highest across all countries" ranks the categories)
_EVERY_SERIES = re.compile(r"\b(?:(?:in|for|across|over|during)\s+(?:every|each|all(?:\s+(?:the|\w+))?)\s+(?P<noun>[a-z]+)"
                           r"|(?:every|each)\s+(?P<noun2>year|period|wave|survey|edition|season|quarter)|consistently|always)\b", re.I)


def every_series(chart: LineChart, claim: SeriesExtremum) -> bool:
    """Whether a category's extreme naming no series is stated for every series (bars of several series against
    named categories, the clause of the claim holding an every-series phrase)."""
    if claim.series or claim.when is None or any(s.dated for s in chart.series) or len(chart.series) < 2:
        return False
    clause_end = sentence_around(chart.text, claim.start, claim.end, clause=True)[1]
    m = _EVERY_SERIES.search(chart.text, claim.start, clause_end)
    if m is None:
        return False
    noun = (m["noun"] or m["noun2"] or "").lower().rstrip("s")
    labels = " ".join(p.x.label or "" for p in chart.fig.panels if p.x is not None).lower()
    return not noun or noun[:5] not in labels


LINE = (("extremum", SeriesExtremum, verifier_of(check_extremum, every=every_series)),)
"""The payload class this module reads, its kind and its verifier (``claims.types.line_prose``)."""

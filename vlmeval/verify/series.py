"""Verdicts for series-prose claims (``claims.series_prose``) against the figure's table.

Tolerance follows what the text wrote: "66.88" is right within 0.005, "18,000" within 500, "around 0.8"
within 10%, "over 60%" needs a value above 60. A percentage is also compared with the data times 100 when
the data is a fraction (OWID positive rates are 0..1). A day is looked up with the series' typical spacing
around it, since daily data has gaps. A trend is checked with Kendall's tau over the stated window
(groundtruth.facts scale): "increase" is contradicted when tau <= -0.2 over the window, "stable" when
|tau| >= 0.6 and the values move by more than a fifth of their range.

Number matching is in ``verify.series_numbers``, windows in ``verify.series_windows``, the names of titles and
units in ``verify.series_labels``.
"""

from __future__ import annotations

import re
from typing import Callable

import numpy as np

from rapidfuzz import fuzz
from rapidfuzz.distance import DamerauLevenshtein

from vlmeval.claims.series_prose import DOWN, UP, Number
from vlmeval.prose_payloads import (SeriesComparison, SeriesExtremum, SeriesLabel, SeriesPayload, SeriesPeriod,
                                    SeriesRange, SeriesTitle, SeriesTrend, SeriesUnit, SeriesUnknownKey, SeriesValue)
from vlmeval.groundtruth.schema import Figure
from vlmeval.groundtruth.series_facts import Series, Span, normalization, series_for
from vlmeval.records import ClaimVerdict
from vlmeval.verify.context import widens_scope
from vlmeval.verify.series_binding import bound_verdict
from vlmeval.verify.series_labels import PER_NAMES, TITLE_TYPO_RATIO, UNIT_SUFFIX, norm_words, figure_titles, figure_unit_words
from vlmeval.verify.partial import unknown_reason
from vlmeval.verify.series_numbers import could_be_extreme, match_mask, matches
from vlmeval.verify.series_subsets import named_categories, range_of_named
from vlmeval.verify.series_windows import (fmt_window, typical_gap, last_observed, near_extreme, resolve_window,
                                           search_window)
from vlmeval.verify.units import Units
from vlmeval.verify import Outcome

Check = Callable[["SeriesVerifier", SeriesPayload, Series], ClaimVerdict]

PERIOD_SLACK_DAYS = {"day": 7, "other": 0}
TREND_CONTRADICTED_TAU = 0.2
FLAT_CONTRADICTED_TAU = 0.6
STEADY_TAU = 0.4  # "steady", "consistent", "continuous" trends need a moderate Kendall tau
LOCAL_PAD_DAYS = 15  # "a peak in May": the highest point from mid-April to mid-June
LOCAL_CONTEXT_DAYS = 60  # ... and it must not be a shoulder of a higher peak within two months


def _verdict(claim: SeriesPayload, text: str, kind: str, verdict: str, series: Series | None, reason: str,
             error: str | None = None, expected=None, stated=None, column=None) -> ClaimVerdict:
    return ClaimVerdict(start=claim.start, end=claim.end, text=text[claim.start:claim.end], kind=kind,  # type: ignore[arg-type]
                        verdict=verdict, error_type=error if verdict == "contradicted" else None,  # type: ignore[arg-type]
                        expected=expected, stated=stated, panel=series.panel if series else None,
                        row=series.name if series else None, column=column, reason=reason)


class SeriesVerifier:
    def __init__(self, fig: Figure, text: str):
        self.fig, self.text = fig, text
        self.series = series_for(fig)

    def candidates(self, claim: SeriesPayload) -> list[Series]:
        return [self.series[i] for i in claim.series] if claim.series else self.series

    def fraction(self, s: Series) -> Units:
        """What the series' values are in (the name is kept from when only fractions were known)."""
        rate = bool(s.unit and (s.unit == "%" or s.unit.lower().startswith("per "))) or bool(normalization(self.fig))
        return Units(fraction_data=s.is_fraction, percent_data=s.unit == "%", scale=s.scale, decimals=s.decimals,
                     rate=rate, value_tolerance=s.value_tolerance)

    def verify(self, claim: SeriesPayload, check: Check) -> ClaimVerdict:
        """The verdict of ``check`` (the rule of the claim's payload class) against the series the claim names."""
        results = [check(self, claim, s) for s in self.candidates(claim)]
        # A claim that names no series is right when it holds for any of them.
        best = next((r for wanted in ("supported", "contradicted", "unverifiable") for r in results if r.verdict == wanted), results[0])
        return bound_verdict(claim, best)  # the binding named, or a weakly bound contradiction cleared (verify.series_binding)

    # -- values at a date/category --------------------------------------------------------------------
    def _value(self, claim: SeriesPayload, s: Series) -> ClaimVerdict:
        if claim.which in ("start", "end"):
            return self._endpoint(claim, s, s.start if claim.which == "start" else s.end, claim.which)
        n, mark = claim.number, claim.when
        stated = self.text[n.start:n.end]
        if claim.which == "held":
            points = s.points_in(claim.window)
            if not points:
                return _verdict(claim, self.text, "value", "unverifiable", s, "no data in the stated window", stated=stated)
            bad = [p for p in points if not matches(n, p.value, self.fraction(s))]
            unknown = s.unknown_in(claim.window)
            ok = len(bad) <= (len(points) + len(unknown)) // 10
            if ok and unknown:  # unknown points may hold it or not
                return _verdict(claim, self.text, "value", "unverifiable", s, unknown_reason(unknown, "the value held"),
                                stated=stated)
            return _verdict(claim, self.text, "value", "supported" if ok else "contradicted", s,
                            f"{len(points) - len(bad)}/{len(points)} points in {fmt_window(s, claim.window)} match",
                            "value", expected=[p.value for p in bad[:3]], stated=stated)
        if mark is None:
            return _verdict(claim, self.text, "value", "unverifiable", s, "no date or category", stated=stated)
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
                return _verdict(claim, self.text, "value", "contradicted", s, f"{mark.text} is outside the data period "
                                f"{fmt_window(s, s.period)}", "hallucination", expected=fmt_window(s, s.period), stated=mark.text)
            return _verdict(claim, self.text, "value", "unverifiable", s, f"no data point in {where}", stated=stated)
        if any(matches(n, p.value, self.fraction(s)) or s.printed and p.key in s.printed
               and matches(n, s.printed[p.key], self.fraction(s)) for p in points):  # drawn or printed (signed label)
            return _verdict(claim, self.text, "value", "supported", s, f"{stated} matches a value in {where}",
                            stated=stated, column=points[0].key)
        if unknown := s.unknown_in(window):  # the value at the stated place may be an unknown one
            return _verdict(claim, self.text, "value", "unverifiable", s, unknown_reason(unknown, "the value") +
                            f" ({stated} matches no known value in {where})", stated=stated)
        elsewhere = [s.keys[i] for i in np.nonzero(match_mask(n, s.values, self.fraction(s)))[0]]
        expected = [p.value for p in points] if len(points) <= 3 else [min(p.value for p in points), max(p.value for p in points)]
        if elsewhere and n.bound == "exact":
            return _verdict(claim, self.text, "value", "contradicted", s, f"{stated} is the value at {elsewhere[0]}, not in {where}",
                            "location", expected=expected, stated=stated, column=points[0].key)
        other = self._other_series_with(n, s, window) if n.bound == "exact" else None
        if other is not None:  # the value of another line or panel at the same place: misread, not made up
            return _verdict(claim, self.text, "value", "contradicted", s, f"{stated} is the value of {other.name} "
                            f"({other.panel}) in {where}", "location", expected=expected, stated=stated, column=points[0].key)
        if not elsewhere and widens_scope(self.text, claim.start):  # "Overall, some 540 people died that year"
            return _verdict(claim, self.text, "value", "unverifiable", s, f"{stated} is not in the chart and the sentence "
                            "speaks beyond it (out-of-chart context)", stated=stated)
        return _verdict(claim, self.text, "value", "contradicted", s, f"values in {where} are {expected}", "value",
                        expected=expected, stated=stated, column=points[0].key)

    def _other_series_with(self, n: Number, s: Series, window: Span) -> Series | None:
        """Another series of the figure with a value the stated number matches in the same window, else None."""
        for other in self.series:
            if other is not s and any(matches(n, p.value, self.fraction(other)) for p in other.points_in(window)):
                return other
        return None

    def _endpoint(self, claim: SeriesPayload, s: Series, point, which: str) -> ClaimVerdict:
        stated = self.text[claim.number.start:claim.number.end]
        ok = matches(claim.number, point.value, self.fraction(s))
        return _verdict(claim, self.text, "value", "supported" if ok else "contradicted", s,
                        f"the {which} value is {point.value} at {point.key}", "value", expected=point.value, stated=stated,
                        column=point.key)

    # -- extrema ---------------------------------------------------------------------------------------
    def _extremum(self, claim: SeriesPayload, s: Series) -> ClaimVerdict:
        if claim.local and claim.when is not None and claim.when.window is not None:
            return self._local_extremum(claim, s)
        best = s.extremum(claim.which)
        value = best[0].value
        where = ", ".join(str(p.key) for p in best[:3])
        label = "maximum" if claim.which == "max" else "minimum"
        problems = []
        if claim.number is not None and not matches(claim.number, value, self.fraction(s)):
            problems.append(("value", f"the {label} is {value}"))
        if claim.when is not None and claim.when.window is not None:
            window = search_window(s, claim.when)
            points = s.points_in(window)
            lo, hi = float(s.values.min()), float(s.values.max())
            near = near_extreme(s, hi - lo)
            hit = [p for p in points if (p.value >= hi - near if claim.which == "max" else p.value <= lo + near)]
            if not hit:
                problems.append(("location", f"the {label} ({value}) is at {where}, not in {fmt_window(s, window)}"))
        stated = self.text[claim.start:claim.end]
        if s.unknown:  # a partial series: only a stated value the known points already refute stays wrong
            refuted = claim.number is not None and not could_be_extreme(claim.number, value, claim.which, self.fraction(s))
            if not refuted:
                return _verdict(claim, self.text, "extremum", "unverifiable", s, unknown_reason(
                    list(s.unknown), f"the {label}") + f" (among known points it is {value} at {where})", stated=stated)
            problems = [("value", f"the {label} is {value} or beyond it among unknown points")]
        if problems:
            error = "value" if problems[0][0] == "value" else "location"
            return _verdict(claim, self.text, "extremum", "contradicted", s, "; ".join(p[1] for p in problems), error,
                            expected={"value": value, "at": [p.key for p in best[:3]]}, stated=stated)
        return _verdict(claim, self.text, "extremum", "supported", s, f"the {label} is {value} at {where}",
                        expected={"value": value, "at": [p.key for p in best[:3]]}, stated=stated)

    def _local_extremum(self, claim: SeriesPayload, s: Series) -> ClaimVerdict:
        """"a peak of X in D": the highest (lowest) point around D is X and stands above (below) its surroundings."""
        window = search_window(s, claim.when)
        pad = max(typical_gap(s), LOCAL_PAD_DAYS) if s.dated else 1
        inside = s.extremum(claim.which, (window[0] - pad, window[1] + pad))
        label = "local maximum" if claim.which == "max" else "local minimum"
        stated = self.text[claim.start:claim.end]
        if not inside:
            if s.dated and (window[1] < s.period[0] or window[0] > s.period[1]):
                return _verdict(claim, self.text, "extremum", "contradicted", s, f"{claim.when.text} is outside the data "
                                f"period {fmt_window(s, s.period)}", "hallucination", expected=fmt_window(s, s.period), stated=stated)
            return _verdict(claim, self.text, "extremum", "unverifiable", s, "no data around the stated date", stated=stated)
        value = inside[0].value
        around = s.points_in((window[0] - LOCAL_CONTEXT_DAYS, window[1] + LOCAL_CONTEXT_DAYS)) if s.dated else s.points_in(None)
        lo, hi = float(s.values.min()), float(s.values.max())
        beyond = [p for p in around if (p.value > value + 0.05 * (hi - lo) if claim.which == "max" else p.value < value - 0.05 * (hi - lo))]
        problems = []
        if claim.number is not None and not matches(claim.number, value, self.fraction(s)):
            problems.append(("value", f"the {label} around {claim.when.text} is {value} ({inside[0].key})"))
        if len(beyond) == len(around) or (beyond and all(p.key not in {q.key for q in inside} for p in beyond) and
                                           len(beyond) > len(around) // 2):
            problems.append(("location", f"no {label} around {claim.when.text}"))
        expected = {"value": value, "at": [p.key for p in inside[:3]]}
        near = s.unknown_in((window[0] - LOCAL_CONTEXT_DAYS, window[1] + LOCAL_CONTEXT_DAYS)) if s.dated else list(s.unknown)
        if near:  # an unknown point nearby may be the peak, or stand above it
            return _verdict(claim, self.text, "extremum", "unverifiable", s, unknown_reason(near, f"the {label}") +
                            f" (among known points around {claim.when.text} it is {value})", stated=stated)
        if problems:
            return _verdict(claim, self.text, "extremum", "contradicted", s, "; ".join(p[1] for p in problems),
                            problems[0][0], expected=expected, stated=stated)
        return _verdict(claim, self.text, "extremum", "supported", s, f"the {label} around {claim.when.text} is {value}",
                        expected=expected, stated=stated)

    # -- the covered period and value ranges -----------------------------------------------------------
    def _period(self, claim: SeriesPayload, s: Series) -> ClaimVerdict:
        first, last = s.spans[0], s.spans[-1]
        if s.dated and s.unknown:  # keys with unknown values are on the chart: the period covers them
            first, last = (s.period[0], first[1]), (last[0], s.period[1])
        observed = last_observed(self.fig, s)  # "from 2015 to 2019, with projections up until 2025"
        problems = []
        for mark, (lo, hi), name in ((claim.when, first, "starts"), (claim.when2, last, "ends")):
            slack = PERIOD_SLACK_DAYS["day" if mark.day_level else "other"]
            days = [lo] if name == "starts" else [hi] + ([s.spans[observed][1]] if observed is not None else [])
            if not any(mark.window[0] - slack <= day <= mark.window[1] + slack for day in days):
                problems.append(f"the data {name} at {s.keys[0] if name == 'starts' else s.keys[-1]}, not {mark.text}")
        expected = f"{s.keys[0]} to {s.keys[-1]}"
        if problems:
            return _verdict(claim, self.text, "range", "contradicted", s, "; ".join(problems), "value", expected=expected,
                            stated=self.text[claim.start:claim.end])
        return _verdict(claim, self.text, "range", "supported", s, f"the data covers {expected}", expected=expected,
                        stated=self.text[claim.start:claim.end])

    def _range(self, claim: SeriesPayload, s: Series) -> ClaimVerdict:
        window = resolve_window(s, claim.window)
        points = s.points_in(window)
        if not points:
            return _verdict(claim, self.text, "range", "unverifiable", s, "no data in the stated window")
        lo, hi = min(p.value for p in points), max(p.value for p in points)
        n1, n2 = claim.number, claim.number2
        fraction = self.fraction(s)
        if window is None and (named := named_categories(self.text, claim.start, s)) is not None:
            verdict, reason, expected = range_of_named(self.text, claim, s, named, fraction)
            return _verdict(claim, self.text, "range", verdict, s, reason, "value", expected=expected,
                            stated=self.text[claim.start:claim.end])
        if n1.value / n1.scale == n2.value / n2.scale and n1.percent == n2.percent and _MOVED.search(self.text[max(0, claim.start - 40):claim.start]):
            return _verdict(claim, self.text, "range", "contradicted", s, f"a movement from {self.text[n1.start:n1.end]} "
                            f"to the same number is no movement; values in {fmt_window(s, window)} run from {lo} to {hi}",
                            "value", expected=[lo, hi], stated=self.text[claim.start:claim.end])
        if len(points) == 1 and window is not None and s.dated:
            return self._change_into(claim, s, points[0], fraction)
        # "falls from 89.1 to 72.6" states the same two ends as "ranges from 72.6 to 89.1"
        ok = (matches(n1, lo, fraction) and matches(n2, hi, fraction)) or (matches(n1, hi, fraction) and matches(n2, lo, fraction))
        where = fmt_window(s, window)
        if unknown := s.unknown_in(window):  # the true ends may lie among unknown points
            low, high = sorted((n1, n2), key=lambda n: n.value)
            if could_be_extreme(low, lo, "min", fraction) and could_be_extreme(high, hi, "max", fraction):
                return _verdict(claim, self.text, "range", "unverifiable", s, unknown_reason(unknown, "the range") +
                                f" (known values in {where} run from {lo} to {hi})", stated=self.text[claim.start:claim.end])
            ok = False
        return _verdict(claim, self.text, "range", "supported" if ok else "contradicted", s,
                        f"values in {where} range from {lo} to {hi}", "value", expected=[lo, hi],
                        stated=self.text[claim.start:claim.end])

    def _change_into(self, claim: SeriesPayload, s: Series, point, fraction: Units) -> ClaimVerdict:
        """"rose from 600 to 800 in 2019": a window with one point holds no range; the change ends there (the
        second number is that point's value) and starts at some earlier value of the series."""
        earlier = [float(v) for v in s.values[:s.keys.index(point.key)]]  # the series is in x order
        ok = matches(claim.number2, point.value, fraction) and any(matches(claim.number, v, fraction) for v in earlier)
        return _verdict(claim, self.text, "range", "supported" if ok else "contradicted", s,
                        f"the value at {point.key} is {point.value}; before it the series runs "
                        f"{min(earlier, default=None)} to {max(earlier, default=None)}", "value",
                        expected=point.value, stated=self.text[claim.start:claim.end])

    # -- trends ----------------------------------------------------------------------------------------
    def _trend(self, claim: SeriesPayload, s: Series) -> ClaimVerdict:
        window = resolve_window(s, claim.window)
        t = s.trend_over(window)
        where = fmt_window(s, window)
        if (t is None or t.tau is None) and window is not None and claim.which in {"up", "down"}:
            return self._step(claim, s, window)
        if t is None or t.tau is None:
            return _verdict(claim, self.text, "trend", "unverifiable", s, f"too few points in {where}")
        if unknown := s.unknown_in(window):  # unknown points inside the window may carry any trend (verify.partial)
            return _verdict(claim, self.text, "trend", "unverifiable", s, unknown_reason(unknown, "the trend") +
                            f" (over known points {t.direction}, tau {t.tau:+.2f})")
        vals = s.values[s.indices(window)]
        expected = f"{t.direction} (tau {t.tau:+.2f}) over {where}"
        # "steadily declining" claims a sustained trend: it needs at least a moderate tau, not only a weak one
        needed = STEADY_TAU if claim.steady else TREND_CONTRADICTED_TAU
        if claim.which == "up":
            bad = t.tau <= -TREND_CONTRADICTED_TAU or (claim.steady and t.tau < needed)
            good = t.tau >= needed
        elif claim.which == "down":
            bad = t.tau >= TREND_CONTRADICTED_TAU or (claim.steady and t.tau > -needed)
            good = t.tau <= -needed
        else:
            full = float(s.values.max() - s.values.min()) or 1.0
            moved = float(vals.max() - vals.min()) / full
            bad = abs(t.tau) >= FLAT_CONTRADICTED_TAU and moved > 0.2
            good = not bad
        verdict = "contradicted" if bad else "supported" if good else "unverifiable"
        return _verdict(claim, self.text, "trend", verdict, s, f"the data is {expected}", "trend",
                        expected=t.direction, stated=claim.which)

    def _step(self, claim: SeriesPayload, s: Series, window: Span) -> ClaimVerdict:
        """A rise or fall into a window with one or two points ("a jump in 2018"): the change from the point
        before the window to the last point inside it."""
        idx = s.indices(window)
        if not len(idx) or idx[0] == 0:
            return _verdict(claim, self.text, "trend", "unverifiable", s, f"no point before {fmt_window(s, window)}")
        before, last = s.values[idx[0] - 1], s.values[idx[-1]]
        change = float(last - before)
        if change == 0:
            return _verdict(claim, self.text, "trend", "unverifiable", s, "no change")
        ok = (change > 0) == (claim.which == "up")
        return _verdict(claim, self.text, "trend", "supported" if ok else "contradicted", s,
                        f"{s.keys[idx[0] - 1]} {before} -> {s.keys[idx[-1]]} {last}", "trend",
                        expected="increasing" if change > 0 else "decreasing", stated=claim.which)

    def _unknown_key(self, claim: SeriesPayload, s: Series) -> ClaimVerdict:
        return _verdict(claim, self.text, "ticks", "contradicted", s, f"the figure has no category {claim.stated!r}",
                        "hallucination", expected=[str(k) for k in s.keys], stated=claim.stated)

    # -- comparisons between categories ----------------------------------------------------------------
    def _comparison(self, claim: SeriesPayload, s: Series) -> ClaimVerdict:
        i, j = claim.when.window[0], claim.other.window[0]
        a, b = s.values[i] if i < len(s.values) else None, s.values[j] if j < len(s.values) else None
        if a is None or b is None or a == b:
            return _verdict(claim, self.text, "comparison", "unverifiable", s, "the two values are equal or unknown")
        ok = (a > b) if claim.which == "higher" else (a < b)
        return _verdict(claim, self.text, "comparison", "supported" if ok else "contradicted", s,
                        f"{s.keys[i]} is {a}, {s.keys[j]} is {b}", "magnitude", expected=[float(a), float(b)],
                        stated=claim.which)

    # -- the measured quantity -------------------------------------------------------------------------
    def _label(self, claim: SeriesPayload, s: Series) -> ClaimVerdict:
        stated = claim.stated.lower()
        if stated.startswith("per "):
            ok = stated == claim.expected
        else:
            ok = False  # a count ("the number of people", "tests per person") for data per N people
        return _verdict(claim, self.text, "label", "supported" if ok else "contradicted", None,
                        f"the data is {claim.expected}", "label", expected=claim.expected, stated=claim.stated)


    def _title(self, claim: SeriesPayload, s: Series) -> ClaimVerdict:
        titles = figure_titles(self.fig)
        stated = claim.stated.strip()
        best = max(titles, key=lambda t: fuzz.ratio(norm_words(stated), norm_words(t)))
        score = fuzz.ratio(norm_words(stated), norm_words(best))
        bare = UNIT_SUFFIX.sub("", stated)  # "Accuracy (%)": the unit in parentheses belongs to the label
        if score == 100 or (bare != stated and any(norm_words(bare) == norm_words(t) for t in titles)):
            return _verdict(claim, self.text, "label", "supported", None, "the title as written", expected=best, stated=stated)
        edits = DamerauLevenshtein.distance(norm_words(stated), norm_words(best))
        if score >= TITLE_TYPO_RATIO or (len(best) >= 4 and edits <= max(1, len(best) // 10)):
            return _verdict(claim, self.text, "label", "contradicted", None, f"misspelled title (similarity {score:.0f})",
                            "label", expected=best, stated=stated)
        return _verdict(claim, self.text, "label", "unverifiable", None, "quoted text is not a title", stated=stated)

    def _unit(self, claim: SeriesPayload, s: Series) -> ClaimVerdict:
        stated = norm_words(claim.stated)
        expected = figure_unit_words(self.fig)
        if not expected:
            return _verdict(claim, self.text, "label", "unverifiable", None, "the figure records no unit", stated=claim.stated)
        per = normalization(self.fig)
        stated_per = re.search(r"per (hundred thousand|hundred|thousand|million|100000|100|1000|1000000)", stated)
        if per and stated_per:
            ok = PER_NAMES.get(stated_per[1], stated_per[1]) == per.split(" ", 1)[1]
        else:
            ok = any(w in stated.split() or w == stated for w in expected)
        return _verdict(claim, self.text, "label", "supported" if ok else "contradicted", None,
                        f"the unit is {' / '.join(sorted(expected))}", "label", expected=sorted(expected), stated=claim.stated)


# "increased from 0.5 to 0.5": a rise or fall written right before the two numbers
_MOVED = re.compile(rf"\b(?:{UP}|{DOWN})\b[^.;,]{{0,25}}$", re.I)
# each payload class's rule: claims are told apart by their payload's class, never by a form string
CHECKS: dict[type, Check] = {
    SeriesValue: SeriesVerifier._value, SeriesExtremum: SeriesVerifier._extremum, SeriesPeriod: SeriesVerifier._period,
    SeriesRange: SeriesVerifier._range, SeriesTrend: SeriesVerifier._trend, SeriesComparison: SeriesVerifier._comparison,
    SeriesLabel: SeriesVerifier._label, SeriesTitle: SeriesVerifier._title, SeriesUnit: SeriesVerifier._unit,
    SeriesUnknownKey: SeriesVerifier._unknown_key,
}


def verifier_of(check: Check):
    """The pipeline verifier of the payload class ``check`` reads (``vlmeval.claims.pipeline.PAYLOAD_VERIFIERS``),
    read against the description's text (``ctx.text``)."""

    def verify(claim, ctx) -> Outcome:
        v = SeriesVerifier(ctx.figure, ctx.text).verify(claim.payload, check)
        return Outcome(v.verdict, v.error_type, v.expected, v.reason, panel=v.panel, row=v.row, column=v.column)

    verify.__name__ = f"verify{check.__name__}"
    return verify

"""The ``derived`` claim type's payload and verifier (its reader and entry are ``claims.types.derived``; the two
are one type, two modules because together they pass 400 lines): a derived quantity recomputed from the plotted
values.

A held direction ("steadily", "year on year") is checked step by step (``_check_steady``). The ops, windows and
tolerances are documented in ``vlmeval.claims.types.derived`` and
``vlmeval.groundtruth.derived_facts``. A change whose direction is wrong ("rose by 5%" over a fall) or
whose size is wrong, a wrong multiple, growth rate, average or sum is a ``magnitude`` error. A percentage
change on percentage data is also accepted as a difference in points (writers use both). An absolute change,
average or sum is compared in the chart's units and, when the table has a scale ("in millions"), in
absolute terms after the stated scale word ("1.2 million"). An unknown value in the window leaves the
claim unverifiable.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from vlmeval.claims import Claim
from vlmeval.groundtruth.derived_facts import (APPROX_SLACK, RELATIVE_SLACK, Points, count_beyond, growth_rate,
                                               multiple_fits, percent_change, plotted_points, value_at, value_in_year,
                                               window, window_cells)
from vlmeval.groundtruth.facts import derived
from vlmeval.verify.partial import unknown_reason
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.verify.tolerance import close


@dataclass(frozen=True, slots=True)
class DerivedQuantity:
    """The payload of a ``derived`` claim: what is computed (``op``), the number stated and how it is qualified,
    and the window: two years of the data (``years``) or two named categories (``categories``)."""

    op: str  # pct | pp | diff | multiple | times | cagr | mean | sum | steady | count
    stated: float | None  # None for "doubled" and the like (``word``)
    decimals: int = 0
    qualifier: str | None = None  # approx | over | under
    scale: str | None = None  # a scale word written after the number ("million")
    direction: int | None = None  # +1 a rise, -1 a fall, None not said
    word: str | None = None  # doubled | tripled | quadrupled | halved; steady | every (op steady)
    years: tuple[int, int] | None = None
    categories: tuple[Any, Any] | None = None
    threshold: float | None = None  # op count: the value the counted points are above or below (as written)
    percent: bool = False  # op count: the threshold was written with a % sign


def points_of(fig) -> Points | None:
    return derived(fig, "plotted_points", plotted_points)


def fits_stated(stated: float, actual: float, decimals: int, hedge: str | None = None,
                bound: str | None = None) -> bool:
    """Whether ``actual`` fits a derived number stated with ``decimals`` decimals: within half a unit of its last
    digit or 2% of it (10% hedged), compared as every number is (``verify.tolerance.close``); "over"/"under"
    make it a bound (``groundtruth.derived_facts`` documents the rule)."""
    tol = max(0.5 * 10 ** -decimals, RELATIVE_SLACK * abs(stated))
    if hedge == "approx":
        tol = max(tol, APPROX_SLACK * abs(stated))
    if bound == "over":
        return actual > stated - tol / 4
    if bound == "under":
        return actual < stated + tol / 4
    return close(stated, actual, tol)


STEADY_AGAINST = 1 / 3  # share of steps against a "steady" direction that is still steady
STEADY_SETBACK = 0.3  # the largest step back, as a share of the window's range
_SCALE_WORDS = {"thousand": 1e3, "k": 1e3, "million": 1e6, "m": 1e6, "billion": 1e9, "bn": 1e9, "trillion": 1e12}


def verify_derived(claim: Claim, ctx: VerifyContext) -> Outcome:
    points = points_of(ctx.figure)
    if points is None:
        return unverifiable("not a one-series chart")
    d = claim.payload
    if d.op == "count":
        return _check_count(d, points, ctx.figure.panels[0].value_tolerance or 0.0)
    if d.categories is not None:
        a, b = (value_at(points, k) for k in d.categories)
        where = f"{d.categories[0]} vs {d.categories[1]}"
        if a is None or b is None or b == 0:
            return unverifiable(f"unknown value for {where}")
        return _check_ratio(claim, a / b, where)
    first, last = d.years
    a, b = value_in_year(points, first), value_in_year(points, last)
    where = f"{first} to {last}"
    if a is None or b is None:
        return unverifiable(f"unknown value in {where}")
    op = d.op
    if op == "steady":
        return _check_steady(d, window(points, first, last), where)
    if op in ("multiple", "times"):
        return _check_ratio(claim, (b / a if a else float("inf")), where, later_over_earlier=True)
    if op == "mean" or op == "sum":
        values = window(points, first, last)
        if values is None or len(values) < 2:
            return unverifiable(f"no known values over {where}")
        actual = sum(values) / len(values) if op == "mean" else sum(values)
        return _check_amount(claim, [actual], points.scale, f"the {'average' if op == 'mean' else 'sum'} over {where}")
    if op == "cagr":
        rate = growth_rate(a, b, last - first)
        if rate is None:
            return unverifiable(f"no growth rate over {where}")
        return _verdict(claim, fits_stated(d.stated, rate, d.decimals, d.qualifier or "approx"),
                        rate, f"the annual growth rate over {where} is {rate:.1f}%")
    change = b - a
    if d.direction and change and (change > 0) != (d.direction > 0):
        return contradicted("magnitude", round(change, 6), f"the value {'fell' if change < 0 else 'rose'} from {a:g} to {b:g} over {where}")
    if op == "pp":
        return _verdict(claim, fits_stated(d.stated, abs(change), d.decimals, d.qualifier, _bound(d)),
                        abs(change), f"the change over {where} is {change:+.2f} points")
    if op == "pct":
        pct = percent_change(a, b)
        if pct is None:
            return unverifiable("a change from zero has no percentage")
        fits = fits_stated(d.stated, abs(pct), d.decimals, d.qualifier, _bound(d))
        if points.percent and not fits:  # "rose by 3%" of a share: often meant as points
            fits = fits_stated(d.stated, abs(change), d.decimals, d.qualifier, _bound(d))
        return _verdict(claim, fits, round(pct, 2), f"the change over {where} is {pct:+.1f}% ({a:g} to {b:g})")
    return _check_amount(claim, [abs(change)], points.scale, f"the change over {where} ({a:g} to {b:g})")


def _check_count(d: DerivedQuantity, points, read_within: float) -> Outcome:
    """How many points of the window (every category without one) are beyond the threshold, read in the
    chart's units with or without the stated scale word; a point within the reading tolerance counts either way."""
    cells = window_cells(points, *d.years) if d.years else list(points.values)
    where = f"{d.years[0]} to {d.years[1]}" if d.years else "the categories"
    values = [v for v in cells if v is not None]
    unknown = [k for k, y, v in zip(points.keys, points.years, points.values)
               if v is None and (not d.years or (y is not None and d.years[0] <= y <= d.years[1]))]
    if not values:
        return unverifiable(f"unknown values over {where}")
    thresholds = [d.threshold]
    if d.scale:
        thresholds.append(d.threshold * _SCALE_WORDS[d.scale] / (points.scale or 1.0))
    if d.percent and not points.percent and all(abs(v) <= 1 for v in values):
        thresholds.append(d.threshold / 100)
    counts = [(t, *count_beyond(values, t, d.word, read_within)) for t in thresholds]
    # an unknown value may be counted either way (verify.partial): a count is decided only beyond those
    fits = any(surely <= d.stated <= possibly + len(unknown) for _, surely, possibly in counts)
    t, surely, possibly = counts[-1]
    if unknown and fits:
        return unverifiable(unknown_reason(unknown, "the count") + f" ({surely} to {possibly} of the known values "
                            f"over {where} are {d.word} {t:g})")
    told = f"{surely}" if surely == possibly else f"{surely} to {possibly}"
    return _verdict_count(fits, surely, f"{told} of the {len(values)} values over {where} are {d.word} {t:g}")


def _verdict_count(fits: bool, expected: int, reason: str) -> Outcome:
    return supported(expected, reason) if fits else contradicted("magnitude", expected, reason)


def _check_steady(d: DerivedQuantity, values: list[float] | None, where: str) -> Outcome:
    """Every step in the direction ("every year", "year on year"; a step within 1% of the range counts as flat
    and is allowed), or at most ``STEADY_AGAINST`` of the steps against it and none undoing more than
    ``STEADY_SETBACK`` of the range ("steadily", "consistently", "continuously": people read the shape, and
    call a line with a few small dips steady)."""
    if values is None or len(values) < 3:
        return unverifiable(f"too few known values over {where}")
    span = (max(values) - min(values)) or 1.0
    steps = [(b - a) * d.direction for a, b in zip(values, values[1:])]
    against = [-s for s in steps if s < -0.01 * span]
    if d.word == "every":
        fits = not against
    else:
        fits = len(against) <= STEADY_AGAINST * len(steps) and all(a <= STEADY_SETBACK * span for a in against)
    way = "rises" if d.direction > 0 else "falls"
    reason = f"{len(against)} of {len(steps)} steps go against it over {where}" + (
        f" (the largest undoes {max(against) / span:.0%} of the range)" if against else "")
    return _verdict_steady(fits, f"the series {way} at every step over {where}" if not against else reason)


def _verdict_steady(fits: bool, reason: str) -> Outcome:
    return supported(None, reason) if fits else contradicted("magnitude", None, reason)


def _bound(d: DerivedQuantity) -> str | None:
    return d.qualifier if d.qualifier in ("over", "under") else None


def _check_ratio(claim: Claim, ratio: float, where: str, later_over_earlier: bool = False) -> Outcome:
    d = claim.payload
    if d.op == "multiple":
        fits = multiple_fits(d.word, ratio, d.qualifier)
        return _verdict(claim, fits, round(ratio, 3), f"the ratio {where} is {ratio:.2f}")
    # "three times as high": the larger over the smaller, whichever way the sentence runs
    ratio = max(ratio, 1 / ratio) if ratio > 0 else ratio
    fits = fits_stated(d.stated, ratio, 0, "approx", _bound(d))
    return _verdict(claim, fits, round(ratio, 3), f"the ratio {where} is {ratio:.2f}")


def _check_amount(claim: Claim, actuals: list[float], scale: float | None, what: str) -> Outcome:
    d = claim.payload
    stated = d.stated
    candidates = [(stated, actual) for actual in actuals]
    if d.scale:  # "1.2 million" against a table in millions (1.2) or in units (1,200,000)
        factor = _SCALE_WORDS[d.scale]
        candidates += [(stated * factor, actual * (scale or 1.0)) for actual in actuals]
    elif scale:  # "2,300" against a table in thousands (2.3)
        candidates += [(stated, actual * scale) for actual in actuals]
    fits = any(fits_stated(s, a, d.decimals, d.qualifier, _bound(d)) or (s != stated and fits_stated(s, a, 0, "approx"))
               for s, a in candidates)
    return _verdict(claim, fits, round(actuals[0], 6), f"{what} is {actuals[0]:g}")


def _verdict(claim: Claim, fits: bool, expected, reason: str) -> Outcome:
    return supported(expected, reason) if fits else contradicted("magnitude", expected, reason)

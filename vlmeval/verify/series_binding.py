"""A series-prose claim is contradicted only as far as its tie to a place is certain.

Every line/bar prose payload says how it was tied to its place (``prose_payloads.BINDINGS``): written beside the
number ("stated"), elsewhere in the clause ("clause"), from an earlier clause ("inherited"), a vague span ("in the
mid-2000s": "vague"), or none (the whole series). A contradiction names that binding in its reason. Where the
binding is weak, the claim is judged again with the place relaxed, and it stays contradicted only when it is wrong
whatever the place was meant to be:

* a vague span ("early/mid/late" a decade or year) is widened by its own length on each side (its edges are not
  fixed by the writer: "peaks in the mid-2000s" of a peak in 2008 is no error, "in the late 1970s" is);
* a trend whose window refers back to a place that was not found ("Since that point, ... decline") is not held
  to the whole series;
* a value range of a part of the series that is not named ("all other companies are clustered between 10 and
  30", "afterwards, values ranged between 50 and 150") is wrong only when no value of the series lies in it.

Otherwise the claim becomes unverifiable, with the binding and the relaxed verdict in its reason.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from vlmeval.groundtruth.series_facts import Series
from vlmeval.prose_payloads import SeriesPayload
from vlmeval.records import ClaimVerdict
from vlmeval.verify.series_numbers import APPROX_RELATIVE
from vlmeval.verify.units import Units, readings

WEAK_SCOPE = frozenset({"clause", "inherited", "vague"})
"""Bindings of a value range that do not say which part of the series it is about."""


def bound_verdict(claim: SeriesPayload, verdict: ClaimVerdict, rejudge, series: list[Series], units) -> ClaimVerdict:
    """``verdict`` with the claim's binding named if it is a contradiction, or unverifiable when the binding is weak
    and the relaxed place clears it. ``rejudge(claim)`` judges a claim again; ``units(s)`` gives a series' units."""
    binding = getattr(claim, "binding", "")
    if verdict.verdict != "contradicted" or not binding:
        return verdict
    named = f"bound: {binding}"
    if binding == "vague" and getattr(claim, "when", None) is not None and claim.when.window is not None:
        lo, hi = claim.when.window
        pad = max(hi - lo, 0)
        relaxed = rejudge(replace(claim, when=replace(claim.when, window=(lo - pad, hi + pad)), binding="stated"))
        if relaxed.verdict != "contradicted":
            return _unverifiable(verdict, f"the place {claim.when.text!r} is vague ({named}); with its edges widened "
                                          f"by its length: {relaxed.reason}")
    if claim.form == "trend" and binding == "inherited" and claim.window is None:
        return _unverifiable(verdict, f"the trend's window refers back to a place that was not found ({named}); "
                                      f"over the whole series: {verdict.reason}")
    if claim.form == "range" and binding in WEAK_SCOPE and claim.number is not None and claim.number2 is not None:
        inside = [s for s in series if _any_inside(claim, s, units(s))]
        if inside:
            return _unverifiable(verdict, f"the range's part of the series is not named ({named}); values of "
                                          f"{inside[0].name} do lie in it")
    return verdict.model_copy(update={"reason": f"{verdict.reason}; {named}" if verdict.reason else named})


def _unverifiable(verdict: ClaimVerdict, reason: str) -> ClaimVerdict:
    return verdict.model_copy(update={"verdict": "unverifiable", "error_type": None, "reason": reason})


def _any_inside(claim: SeriesPayload, s: Series, units: Units) -> bool:
    """Whether some value of the series lies between the two stated numbers, in some reading of them (the same
    reading for both: units, scale words, percentages), with the hedge tolerance at each end."""
    n1, n2 = claim.number, claim.number2
    values = np.asarray(s.values, dtype=float)
    if not len(values):
        return False
    first = readings(n1.value, n1.tolerance, n1.scale, n1.decimals, n1.percent, units, n1.loss)
    second = readings(n2.value, n2.tolerance, n2.scale, n2.decimals, n2.percent, units, n2.loss)
    pairs = zip(first, second) if len(first) == len(second) else \
        [(a, b) for a in first for b in second if _same_order(a.value, b.value)]  # "10 and 30 billion"
    for r1, r2 in pairs:
        lo, hi = sorted((r1.value, r2.value))
        slack = max(r1.tolerance, r2.tolerance, APPROX_RELATIVE * max(abs(lo), abs(hi)) * 0.5)
        if bool(np.any((values >= lo - slack) & (values <= hi + slack))):
            return True
    return False


def _same_order(a: float, b: float) -> bool:
    """Two readings of the ends of one range: within a factor 100 of each other (not 1,500 against 1,600e6)."""
    lo, hi = sorted((abs(a), abs(b)))
    return lo == 0 or hi / lo <= 100

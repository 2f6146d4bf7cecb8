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
    and a relaxed place clears it (``RELAXED``). ``rejudge(claim)`` judges a claim again; ``units(s)`` gives a
    series' units."""
    binding = getattr(claim, "binding", "")
    if verdict.verdict != "contradicted" or not binding:
        return verdict
    named = f"bound: {binding}"
    for relax in RELAXED:
        if (why := relax(claim, verdict, rejudge, series, units)) is not None:
            return verdict.model_copy(update={"verdict": "unverifiable", "error_type": None, "reason": why})
    return verdict.model_copy(update={"reason": f"{verdict.reason}; {named}" if verdict.reason else named})


def vague_place(claim, verdict, rejudge, series, units) -> str | None:
    """A vague place widened by its own length on each side: why the claim is unverifiable, if that clears it."""
    when = getattr(claim, "when", None)
    if claim.binding != "vague" or when is None or when.window is None:
        return None
    lo, hi = when.window
    pad = max(hi - lo, 0)
    relaxed = rejudge(replace(claim, when=replace(when, window=(lo - pad, hi + pad)), binding="stated"))
    if relaxed.verdict == "contradicted":
        return None
    return f"the place {when.text!r} is vague (bound: vague); with its edges widened by its length: {relaxed.reason}"


def back_reference(claim, verdict, rejudge, series, units) -> str | None:
    """A trend whose window refers back to a place that was not found is not held to the whole series."""
    if claim.form != "trend" or claim.binding != "inherited" or claim.window is not None:
        return None
    return f"the trend's window refers back to a place that was not found (bound: inherited); over the whole series: {verdict.reason}"


def unnamed_part(claim, verdict, rejudge, series, units) -> str | None:
    """A value range of an unnamed part of the series is wrong only when no value of the series lies in it."""
    if claim.form != "range" or claim.binding not in WEAK_SCOPE or claim.number is None or claim.number2 is None:
        return None
    inside = [s for s in series if _any_inside(claim, s, units(s))]
    if not inside:
        return None
    return f"the range's part of the series is not named (bound: {claim.binding}); values of {inside[0].name} do lie in it"


RELAXED = (vague_place, back_reference, unnamed_part)
"""The relaxed judgements of a weakly bound contradiction, in order; each returns why it clears it, or None."""


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

"""What the verifiers of line/bar prose claims share: the chart a description is read against (its series, the
units of each), the verdict record, the choice among the series a claim may be about, and the pipeline verifier of
one payload class's rule (``verifier_of``). The rules themselves live in their claim types' modules
(``claims.types.value_line``, ``extremum_line``, ``range_line``, ``trend_line``, ``comparison_line``,
``label_line``, ``ticks_line``).

Tolerance follows what the text wrote: "66.88" is right within 0.005, "18,000" within 500, "around 0.8"
within 10%, "over 60%" needs a value above 60. A percentage is also compared with the data times 100 when
the data is a fraction (OWID positive rates are 0..1). A day is looked up with the series' typical spacing
around it, since daily data has gaps. Number matching is in ``claims.line_numbers``, windows in
``claims.line_windows``, the names of titles and units in ``claims.line_names``.
"""

from __future__ import annotations

from typing import Callable

from vlmeval.groundtruth.schema import Figure
from vlmeval.groundtruth.series_facts import Series, normalization, series_for
from vlmeval.claims.kind_scope import allowed_panels
from vlmeval.claims.line_places import LinePayload
from vlmeval.records import ClaimVerdict
from vlmeval.verify import Outcome
from vlmeval.claims.line_bindings import Relax, bound_verdict
from vlmeval.verify.units import Units


def line_verdict(claim: LinePayload, text: str, kind: str, verdict: str, series: Series | None, reason: str,
             error: str | None = None, expected=None, stated=None, column=None) -> ClaimVerdict:
    return ClaimVerdict(start=claim.start, end=claim.end, text=text[claim.start:claim.end], kind=kind,  # type: ignore[arg-type]
                        verdict=verdict, error_type=error if verdict == "contradicted" else None,  # type: ignore[arg-type]
                        expected=expected, stated=stated, panel=series.panel if series else None,
                        row=series.name if series else None, column=column, reason=reason)


class LineChart:
    """A line or bar figure and the description's text, as the rules of line/bar prose claims read them."""

    def __init__(self, fig: Figure, text: str):
        self.fig, self.text = fig, text
        self.series = series_for(fig)

    def candidates(self, claim: LinePayload) -> list[Series]:
        chosen = [self.series[i] for i in claim.series] if claim.series else self.series
        # a claim whose words name a kind of panel (a curve, a cell or row, bars) is about that kind's series only
        kinds = allowed_panels(self.fig, self.text, claim.start, claim.end)
        chosen = [s for s in chosen if kinds is None or s.panel in kinds] or chosen
        # a category mark is a position in the first series' keys: not that category on a series (another panel)
        # whose keys hold another name there
        return [s for s in chosen if not _other_category(self.series[0], s, getattr(claim, "when", None))] or chosen

    def fraction(self, s: Series) -> Units:
        """What the series' values are in (the name is kept from when only fractions were known)."""
        rate = bool(s.unit and (s.unit == "%" or s.unit.lower().startswith("per "))) or bool(normalization(self.fig))
        return Units(fraction_data=s.is_fraction, percent_data=s.unit == "%", scale=s.scale, decimals=s.decimals,
                     rate=rate, value_tolerance=s.value_tolerance)

    def verify(self, claim: LinePayload, check: Check, relaxed: tuple[Relax, ...] = (), every: bool = False) -> ClaimVerdict:
        """The verdict of ``check`` (the rule of the claim's payload class) against the series the claim names;
        ``every``: the claim says it holds for each series ("the highest in every year"), not for one."""
        results = [check(self, claim, s) for s in self.candidates(claim)]
        # A claim that names no series is right when it holds for any of them, or stated for each, for all of them.
        order = ("contradicted", "unverifiable", "supported") if every else ("supported", "contradicted", "unverifiable")
        best = next((r for wanted in order for r in results if r.verdict == wanted), results[0])
        return bound_verdict(claim, best, relaxed)  # the binding named, or a weakly bound contradiction cleared (claims.line_bindings)

def _other_category(first: Series, s: Series, mark) -> bool:
    lo, hi = getattr(mark, "window", None) or (-1, -2)
    if s.dated or lo != hi or s.keys == first.keys or not 0 <= lo < min(len(s.keys), len(first.keys)):
        return False
    return str(first.keys[lo]).lower() == mark.text.lower() != str(s.keys[lo]).lower()


Check = Callable[[LineChart, LinePayload, Series], ClaimVerdict]
"""The rule of one payload class: its verdict against one series."""


def verifier_of(check: Check, relaxed: tuple[Relax, ...] = (), every: Callable[[LineChart, LinePayload], bool] | None = None):
    """The pipeline verifier of the payload class ``check`` reads (``vlmeval.claims.pipeline.PAYLOAD_VERIFIERS``),
    read against the description's text (``ctx.text``); ``relaxed``: the rules that may clear a weakly bound
    contradiction of this class (``claims.line_bindings``); ``every``: whether a claim naming no series says it
    holds for each of them (``LineChart.verify``)."""

    def verify(claim, ctx) -> Outcome:
        chart = LineChart(ctx.figure, ctx.text)
        v = chart.verify(claim.payload, check, relaxed, every is not None and every(chart, claim.payload))
        return Outcome(v.verdict, v.error_type, v.expected, v.reason, panel=v.panel, row=v.row, column=v.column)

    verify.__name__ = f"verify_{check.__name__}"
    verify.rule = check  # type: ignore[attr-defined]  # the class's rule, in its claim type's module
    return verify

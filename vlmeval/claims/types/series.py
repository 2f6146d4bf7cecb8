"""Line and bar chart prose: values, extremes, ranges, trends, comparisons, labels and unknown keys read from the
prose of a line or bar chart (``claims.series_prose``), each scored as the kind its payload is registered with and
checked against the figure's series (``verify.series``)."""

from __future__ import annotations

from vlmeval.claims.series_prose import extract_series_claims
from vlmeval.claimtypes import TypeEntry
from vlmeval.prose_payloads import (SeriesComparison, SeriesExtremum, SeriesLabel, SeriesPeriod, SeriesRange,
                                    SeriesTitle, SeriesTrend, SeriesUnit, SeriesUnknownKey, SeriesValue)
from vlmeval.verify.series import CHECKS, verifier_of

KINDS: tuple[tuple[str, type], ...] = (
    ("value", SeriesValue), ("label", SeriesLabel), ("label", SeriesTitle), ("label", SeriesUnit),
    ("ticks", SeriesUnknownKey), ("range", SeriesPeriod), ("range", SeriesRange), ("extremum", SeriesExtremum),
    ("trend", SeriesTrend), ("comparison", SeriesComparison),
)
# each payload class with its own verifier, found by the class (no form string)
PROSE = TypeEntry(extract_series_claims, payloads=tuple((kind, cls, verifier_of(CHECKS[cls])) for kind, cls in KINDS))

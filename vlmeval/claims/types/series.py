"""Line and bar chart prose: values, extremes, ranges, trends, comparisons, labels and unknown keys read from the
prose of a line or bar chart (``claims.series_prose``), each scored as the kind its payload is registered with and
checked against the figure's series (``verify.series``)."""

from __future__ import annotations

from vlmeval.claims.series_prose import extract_series_claims
from vlmeval.claimtypes import TypeEntry
from vlmeval.prose_payloads import (SeriesComparison, SeriesExtremum, SeriesLabel, SeriesRange, SeriesTrend,
                                    SeriesUnknownKey, SeriesValue)
from vlmeval.verify.series import verify_series_claim

KINDS: tuple[tuple[str, type], ...] = (
    ("value", SeriesValue), ("label", SeriesLabel), ("ticks", SeriesUnknownKey), ("range", SeriesRange),
    ("extremum", SeriesExtremum), ("trend", SeriesTrend), ("comparison", SeriesComparison),
)
PROSE = TypeEntry(extract_series_claims, payloads=tuple((kind, cls, verify_series_claim) for kind, cls in KINDS))

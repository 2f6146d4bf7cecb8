"""Readings of a series at a numeric x ("* V/J ≈ -1.5: ~1.85" under a series scope), scored as ``value`` claims,
and where the series goes from there ("increasing toward the wall"), scored as ``trend`` claims. Read by
``claims.xy_readings``; checked by ``verify.xy_readings``."""

from __future__ import annotations

from vlmeval.claims.xy_readings import extract_xy_readings
from vlmeval.claimtypes import TypeEntry
from vlmeval.payloads import XYReading, XYTrend
from vlmeval.verify.xy_readings import verify_xy_reading, verify_xy_trend

ENTRY = TypeEntry(extract_xy_readings, payloads=(("value", XYReading, verify_xy_reading),
                                                 ("trend", XYTrend, verify_xy_trend)))

"""The ``trend`` claim type: a direction of change along rows or columns, counted toward ``trend_accuracy``."""

from __future__ import annotations

from vlmeval.claims.relations import extract_trends
from vlmeval.claimtypes import ClaimType, TypeEntry
from vlmeval.payloads import TrendPayload
from vlmeval.verify.relations import verify_trend

TYPE = ClaimType("trend", TrendPayload, ("trend_accuracy",), "a direction of change along rows or columns")
ENTRY = TypeEntry(extract_trends, TYPE, verify_trend)

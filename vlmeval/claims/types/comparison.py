"""The ``comparison`` claim type: one thing higher or lower than another, or ranked first."""

from __future__ import annotations

from vlmeval.claims.relations import extract_comparisons
from vlmeval.claimtypes import ClaimType, TypeEntry
from vlmeval.payloads import ComparisonPayload
from vlmeval.verify.relations import verify_comparison

TYPE = ClaimType("comparison", ComparisonPayload, (), "one thing higher or lower than another, or ranked first")
ENTRY = TypeEntry(extract_comparisons, TYPE, verify_comparison)

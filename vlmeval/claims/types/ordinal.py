"""Ordinal extremes ("the second-highest level, 8.0 in 2018" on one series over time), scored as ``extremum``
claims: the value at that rank."""

from __future__ import annotations

from vlmeval.claims.ordinal_extremes import extract_ordinal_extremes
from vlmeval.claimtypes import TypeEntry
from vlmeval.payloads import OrdinalPayload
from vlmeval.verify.ordinal_extremes import verify_ordinal_extreme

ENTRY = TypeEntry(extract_ordinal_extremes, payloads=(("extremum", OrdinalPayload, verify_ordinal_extreme),))

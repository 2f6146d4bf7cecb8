"""The ``derived`` claim type: a quantity computed from the data (a change, multiple, growth rate, average, sum)."""

from __future__ import annotations

from vlmeval.claims.derived_quantities import extract_derived_claims
from vlmeval.claimtypes import ClaimType, TypeEntry
from vlmeval.payloads import DerivedQuantity
from vlmeval.verify.derived_quantities import verify_derived

TYPE = ClaimType("derived", DerivedQuantity, (),
                 "a quantity computed from the data: a change, multiple, growth rate, average or sum")
ENTRY = TypeEntry(extract_derived_claims, TYPE, verify_derived)

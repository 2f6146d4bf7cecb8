"""The ``non_finite`` claim type: a value stated as 1e309, NaN, infinity or ∞, never right."""

from __future__ import annotations

from vlmeval.claimtypes import ClaimType, TypeEntry
from vlmeval.payloads import NonFinitePayload
from vlmeval.verify.non_finite import extract_non_finite, verify_non_finite

TYPE = ClaimType("non_finite", NonFinitePayload, ("value_precision",),
                 "a value stated as 1e309, NaN, infinity or ∞: never right")
ENTRY = TypeEntry(extract_non_finite, TYPE, verify_non_finite)

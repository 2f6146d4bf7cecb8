"""The ``degenerate`` claim type: a sentence that loops or lists one name twice in a row."""

from __future__ import annotations

from vlmeval.claims.degenerate import extract_degenerate_claims
from vlmeval.claimtypes import ClaimType, TypeEntry
from vlmeval.payloads import Degenerate
from vlmeval.verify.degenerate import verify_degenerate

TYPE = ClaimType("degenerate", Degenerate, (), "a sentence that loops or lists one name twice in a row: nonsense")
ENTRY = TypeEntry(extract_degenerate_claims, TYPE, verify_degenerate)

"""The ``count`` claim type: how many panels, rows, columns or series. Read by
``claims.structure.extract_counts``; checked by ``verify.structure.verify_count``."""

from __future__ import annotations

from vlmeval.claims import structure
from vlmeval.claimtypes import ClaimType, TypeEntry
from vlmeval.payloads import CountPayload
from vlmeval.verify.structure import verify_count

TYPE = ClaimType("count", CountPayload, (), "how many panels, rows, columns or series")
ENTRY = TypeEntry(structure.extract_counts, TYPE, verify_count)

"""The ``range`` claim type: the (low, high) range of an axis, a colorbar or the values. Read by the axes and
table readers (``claims.types.ticks.AXES``, ``claims.types.value.TABLES``); checked by
``verify.structure.verify_range``."""

from __future__ import annotations

from vlmeval.claimtypes import ClaimType, TypeEntry
from vlmeval.payloads import RangePayload
from vlmeval.verify.structure import verify_range

TYPE = ClaimType("range", RangePayload, (), "the range of an axis, a colorbar or the values")
ENTRY = TypeEntry(None, TYPE, verify_range)

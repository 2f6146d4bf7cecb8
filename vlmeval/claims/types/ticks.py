"""The ``ticks`` claim type: the tick labels of an axis as listed. Read with the axes' ranges by
``claims.structure.extract_axes``; checked by ``verify.structure.verify_ticks``."""

from __future__ import annotations

from vlmeval.claims import structure
from vlmeval.claimtypes import ClaimType, TypeEntry
from vlmeval.payloads import TicksPayload
from vlmeval.verify.structure import verify_ticks

TYPE = ClaimType("ticks", TicksPayload, (), "the tick labels of an axis")
AXES = TypeEntry(structure.extract_axes, TYPE, verify_ticks)  # also the axes' ranges (claims.types.range)

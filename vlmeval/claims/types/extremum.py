"""The ``extremum`` claim type: the highest or lowest value and where it is ("peak at ... (49.3)"). Read by
``claims.relations.extract_extrema``; checked by ``verify.relations.verify_extremum``."""

from __future__ import annotations

from vlmeval.claims.relations import extract_extrema
from vlmeval.claimtypes import ClaimType, TypeEntry
from vlmeval.payloads import ExtremumPayload
from vlmeval.verify.relations import verify_extremum

TYPE = ClaimType("extremum", ExtremumPayload, (), "the highest or lowest value and where it is")
ENTRY = TypeEntry(extract_extrema, TYPE, verify_extremum)

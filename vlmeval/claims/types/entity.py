"""Names the figure lacks (a misread category, a year or place the chart is not about), scored as ``label``
claims, and rankings of named categories ("ranks first", "followed by"), scored as ``extremum`` claims."""

from __future__ import annotations

from vlmeval.claims.entities import extract_entity_claims
from vlmeval.claimtypes import TypeEntry
from vlmeval.payloads import OutsideName, RankPayload
from vlmeval.verify.entities import verify_entity, verify_rank

ENTRY = TypeEntry(extract_entity_claims, payloads=(("label", OutsideName, verify_entity),
                                                   ("extremum", RankPayload, verify_rank)))

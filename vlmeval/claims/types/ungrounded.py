"""The ``ungrounded`` claim type: a cause, forecast or benchmark the chart cannot show; each contradicted one is
counted as ``ungrounded``."""

from __future__ import annotations

from vlmeval.claims.ungrounded import extract_ungrounded_claims
from vlmeval.claimtypes import ClaimType, TypeEntry
from vlmeval.payloads import UngroundedStatement
from vlmeval.verify.ungrounded import verify_ungrounded

TYPE = ClaimType("ungrounded", UngroundedStatement, (), "a cause, forecast or benchmark the chart cannot show",
                 counted_as="ungrounded")
ENTRY = TypeEntry(extract_ungrounded_claims, TYPE, verify_ungrounded)

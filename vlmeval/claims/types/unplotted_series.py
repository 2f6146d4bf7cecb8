"""A sentence naming a series the chart does not plot: an ``ungrounded`` claim of form "series" (out of the
chart), checked by the ungrounded verifier."""

from __future__ import annotations

from vlmeval.claims.unplotted_series import extract_unplotted_mentions
from vlmeval.claimtypes import TypeEntry

ENTRY = TypeEntry(extract_unplotted_mentions)

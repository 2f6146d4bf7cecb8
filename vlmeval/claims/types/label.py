"""The ``label`` claim type: a title, axis label or name of the figure, counted toward ``label_accuracy``. Read
by ``claims.structure.extract_names``; checked by ``verify.structure.verify_label``."""

from __future__ import annotations

from vlmeval.claims import structure
from vlmeval.claimtypes import ClaimType, TypeEntry
from vlmeval.payloads import LabelPayload
from vlmeval.verify.structure import verify_label

TYPE = ClaimType("label", LabelPayload, ("label_accuracy",), "a title, axis label or name of the figure")
ENTRY = TypeEntry(structure.extract_names, TYPE, verify_label)

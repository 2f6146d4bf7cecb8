"""The words that scope a claim, as the x-y readers read them, for the steps that judge a verdict's evidence after
verification (``claims.value_certainty``, ``claims.record_notes``)."""

from __future__ import annotations

from vlmeval.claims import Claim
from vlmeval.claims.document import build_document
from vlmeval.claims.xy_readings import scope_words
from vlmeval.verify import VerifyContext


def claim_scope(claim: Claim, ctx: VerifyContext) -> str:
    """The words that scope ``claim`` (``claims.xy_readings.scope_words``: its line, its lead-ins, its table's header,
    the heading); the description is read here when the caller verifies without its document (once per context)."""
    if ctx.doc is None:
        ctx.doc = build_document(ctx.text, ctx.figure, ctx.lex)
    return scope_words(ctx.doc, ctx.doc.text.count("\n", 0, claim.start))

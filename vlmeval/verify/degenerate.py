"""Verifier for ``vlmeval.claims.degenerate``: a sentence that repeats itself is nonsense (error type
``nonsense``), decided from the text alone."""

from __future__ import annotations

from vlmeval.claims import Claim
from vlmeval.verify import Outcome, VerifyContext, contradicted


def verify_degenerate(claim: Claim, ctx: VerifyContext) -> Outcome:
    p = claim.payload
    if p.form == "loop":
        return contradicted("nonsense", None, f"the sentence repeats {p.repeated!r} {p.times} times")
    return contradicted("nonsense", None, f"{p.repeated!r} is listed twice in a row")

"""Verifier for ``vlmeval.claims.degenerate``: a sentence that repeats itself is nonsense (error type
``nonsense``), decided from the text, unless the figure holds what is repeated (``held_repeats``): then the
repetition is a reading and the claim is unverifiable."""

from __future__ import annotations

from vlmeval.claims import Claim
from vlmeval.verify import Outcome, VerifyContext, contradicted, unverifiable
from vlmeval.verify.held_repeats import held_by_figure


def verify_degenerate(claim: Claim, ctx: VerifyContext) -> Outcome:
    p = claim.payload
    if held_by_figure(ctx.figure, p.repeated, p.times):
        return unverifiable(f"the figure holds {p.repeated!r} {p.times} times or more: a reading, not a loop")
    if p.form == "loop":
        return contradicted("nonsense", None, f"the sentence repeats {p.repeated!r} {p.times} times")
    return contradicted("nonsense", None, f"{p.repeated!r} is listed twice in a row")

"""A series-prose claim is contradicted only as far as its tie to a place is certain.

Every line/bar prose payload says how it was tied to its place (``claims.line_places.BINDINGS``): written beside the
number ("stated"), elsewhere in the clause ("clause"), from an earlier clause or a back reference ("inherited"), a
vague span ("in the mid-2000s": "vague"), or none (the whole series). A contradiction names that binding in its
reason ("...; bound: clause"), so that a reader sees how certain the place was.

A weakly bound contradiction is judged again by the rules its claim type passes (``Relax``), each of which may clear it (the claim
becomes unverifiable, with the binding and the reason in its reason):

* a trend whose window refers back to a place that was not found ("Since that point, ... decline") is not held
  to the whole series.

Tried and dropped (docs/agreement.md, "binding strength"): widening a vague span by its length, and holding a
range of an unnamed part of the series ("all other companies are clustered between 10 and 30") only to some value
lying in it. Each cleared one clean sentence on the CHOCOLATE dev half and cost one caught error on quintd's
held-out half, and moved nothing on CHOCOLATE validation.
"""

from __future__ import annotations

from typing import Callable

from vlmeval.claims.line_places import LinePayload
from vlmeval.records import ClaimVerdict


Relax = Callable[[LinePayload, ClaimVerdict], "str | None"]
"""A rule that may clear a weakly bound contradiction: why it clears it, or None. Each claim type passes its own
(``claims.line_verdicts.verifier_of``): a trend's is ``claims.types.trend_line.back_reference``."""


def bound_verdict(claim: LinePayload, verdict: ClaimVerdict, relaxed: tuple[Relax, ...] = ()) -> ClaimVerdict:
    """``verdict`` with the claim's binding named if it is a contradiction, or unverifiable when a rule of
    ``relaxed`` (the claim type's) clears the weakly bound contradiction."""
    binding = getattr(claim, "binding", "")
    if verdict.verdict != "contradicted" or not binding:
        return verdict
    for relax in relaxed:
        if (why := relax(claim, verdict)) is not None:
            return verdict.model_copy(update={"verdict": "unverifiable", "error_type": None, "reason": why})
    named = f"bound: {binding}"
    return verdict.model_copy(update={"reason": f"{verdict.reason}; {named}" if verdict.reason else named})

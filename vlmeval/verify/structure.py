"""Structure claims: tick lists."""

from __future__ import annotations


from vlmeval.claims import Claim
from vlmeval.claims.lexicon import find_key
from vlmeval.claims.structure_checks import claim_panels, recorded_ticks
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported, unverifiable



def verify_ticks(claim: Claim, ctx: VerifyContext) -> Outcome:
    outcomes = []
    for panel in claim_panels(claim, ctx):
        ticks = recorded_ticks(panel, claim.target or "", chart_kind(ctx.figure.kind).grid)
        if ticks is None:
            continue
        extra = [v for v in claim.stated if find_key(v, list(ticks)) is None]
        missing = [t for t in ticks if find_key(t, list(claim.stated)) is None]
        if claim.payload is not None and getattr(claim.payload, "open_end", False):  # "0, 0.5, 1.0, …"
            top = max((v for v in claim.stated if isinstance(v, (int, float))), default=None)
            missing = [t for t in missing if not (isinstance(t, (int, float)) and top is not None and t > top)]
        if not extra and not missing:
            return supported(list(ticks), panel=panel.title if len(ctx.figure.panels) > 1 and claim.panel else None)
        outcomes.append((len(extra), len(missing), ticks, extra, missing))
    if not outcomes:
        return unverifiable("the figure's ticks for this axis are not known")
    n_extra, n_missing, ticks, extra, missing = min(outcomes, key=lambda o: (o[0], o[1]))
    if extra:
        return contradicted("hallucination", list(ticks), f"the axis has no tick {', '.join(f'{v:g}' for v in extra)}")
    return contradicted("value", list(ticks), f"ticks missing: {', '.join(str(t) for t in missing)}")

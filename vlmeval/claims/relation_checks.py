"""What the relation claim types (``claims.types.extremum``, ``trend`` and ``comparison``) share when they are
checked: the panels a claim is about, whether a panel holds known values, and one verdict over several panels."""

from __future__ import annotations

from vlmeval.claims import Claim
from vlmeval.groundtruth.schema import Panel
from vlmeval.verify import Outcome, VerifyContext, supported, unverifiable
from vlmeval.verify.partial import unknown_cells
from vlmeval.claims.types.value_check import resolve_panel


def claim_panels(claim: Claim, ctx: VerifyContext) -> list[Panel] | None:
    """The panels a claim is about: those it names, else the one it resolves to; None when it resolves to none."""
    if claim.panels:
        return [ctx.panel(t) for t in claim.panels]
    p = resolve_panel(claim, ctx)
    return [p] if p is not None else None


def known(panel: Panel) -> bool:
    """The panel has at least one known value (stops at the first: ``known_cells() > 0`` counts them all)."""
    return panel.data is not None and any(v is not None for row in panel.data.values for v in row)


def unknown_in(panels: list[Panel], row_key=None) -> list[tuple]:
    """The unknown cells of the panels (a panel without a table: all of it), named by panel when there are several."""
    out: list[tuple] = []
    for p in panels:
        if p.data is None:
            out.append((p.title, "every cell"))
        else:
            out += [(p.title, r, c) if len(panels) > 1 else (r, c) for r, c in unknown_cells(p, row_key)]
    return out


def all_of(outcomes: list[Outcome]) -> Outcome:
    """One verdict for a claim about several panels: wrong if wrong anywhere, right only if right everywhere."""
    bad = [o for o in outcomes if o.verdict == "contradicted"]
    if bad:
        return bad[0]
    good = [o for o in outcomes if o.verdict == "supported"]
    if good and len(good) == len(outcomes):
        return good[0] if len(good) == 1 else supported(None, f"holds in all {len(good)} panels")
    if good:
        open_ = [o for o in outcomes if o.verdict != "supported"]
        return unverifiable(f"holds in {len(good)} panels; not known in {', '.join(str(o.panel) for o in open_)} "
                            f"({open_[0].reason})")
    return outcomes[0] if outcomes else unverifiable("nothing to check")

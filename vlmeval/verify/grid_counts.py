"""Counts of a figure's grid of panels (``claims.grid_counts``): its rows and columns (``Figure.layout``), and
the panels of one row or column (the panels' ``position``)."""

from __future__ import annotations

from vlmeval.claims import Claim
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported, unverifiable

_FIRST = ("top", "upper", "first", "left")
_LAST = ("bottom", "lower", "last", "right")
_NTH = {"second": 1, "third": 2, "fourth": 3}


def _index(place: str, n: int) -> int | None:
    """The row (column) index a place word names in a grid of n rows (columns); None when it names none."""
    if place in _FIRST:
        return 0
    if place in _LAST:
        return n - 1
    if place in ("middle", "centre", "center"):
        return 1 if n == 3 else None
    i = _NTH.get(place)
    return i if i is not None and i < n else None


def grid_count(claim: Claim, ctx: VerifyContext) -> Outcome | None:
    """The verdict of a grid count; None for a claim that is no grid count (a count of all panels, of ticks)."""
    layout = ctx.figure.layout
    if claim.target == "grid rows" or claim.target == "grid cols":
        true = layout.rows if claim.target == "grid rows" else layout.cols
    elif claim.target in ("panels in row", "panels in column"):
        axis = 0 if claim.target.endswith("row") else 1
        size = layout.rows if axis == 0 else layout.cols
        at = _index(str(claim.column or ""), size)
        positions = [p.position for p in ctx.figure.panels]
        if at is None or size < 2 or any(pos is None for pos in positions):
            return unverifiable("which row or column of panels is meant is not known")
        true = sum(1 for pos in positions if pos[axis] == at)
    else:
        return None
    if int(claim.stated) == true:
        return supported(true)
    return contradicted("value" if claim.stated < true else "hallucination", true, None)

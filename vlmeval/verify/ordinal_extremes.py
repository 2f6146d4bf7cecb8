"""Verifier for ``vlmeval.claims.ordinal_extremes``: "the second-highest value, 8.0 in 2018" is checked against
the value second in order of the one series (ties share a rank), its number at the reading tolerance (the printed
precision, or ``Panel.value_tolerance`` where larger) and its year among the points that hold that value."""

from __future__ import annotations

import math

from vlmeval.claims import Claim
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.verify.partial import judge, unknown_reason
from vlmeval.verify.tolerance import close, printed_decimals, tolerance


def verify_ordinal_extreme(claim: Claim, ctx: VerifyContext) -> Outcome:
    p = claim.payload
    stated, year = p.stated, (p.cells[0][1] if p.cells else None)
    written = claim.stated.split()[-1] if claim.stated is not None else ""
    decimals = len(written.partition(".")[2]) if claim.stated is not None else None
    hedge = "approx" if claim.stated is not None and " " in claim.stated else None  # "around 40", "just under 30"
    panel = ctx.figure.panels[0]
    points = [(k, v) for k, v in zip(panel.data.columns, panel.data.values[0]) if v is not None]
    levels = sorted({v for _, v in points}, reverse=p.order == "max")
    unknown = [k for k, v in zip(panel.data.columns, panel.data.values[0]) if v is None]
    tol = max(tolerance(decimals, printed_decimals(panel.data), hedge), panel.value_tolerance or 0.0)
    word = f"rank {p.rank} from the {'top' if p.order == 'max' else 'bottom'}"
    if unknown:
        return _partial(p.rank, p.order, stated, levels, unknown, tol, word)
    if p.rank > len(levels):
        return unverifiable(f"the series has fewer than {p.rank} distinct values")
    wanted = levels[p.rank - 1]
    if stated is not None and not close(stated, wanted, tol):
        return contradicted("value", wanted, f"the value at {word} is {wanted:g}, not {stated:g}")
    if year is not None:
        at = [k for k, v in points if close(v, wanted, tol)]
        if not any(_in_year(k, year) for k in at):
            return contradicted("location", at, f"the value at {word} ({wanted:g}) is at {', '.join(map(str, at))}, "
                                f"not in {year}")
    return supported(wanted, f"the value at {word} is {wanted:g}")


def _in_year(key, year: int) -> bool:
    if isinstance(key, (int, float)):
        return int(key) == year
    return str(key).startswith(str(year))


def _partial(rank: int, order: str, stated: float | None, levels: list[float], unknown: list, tol: float, word: str) -> Outcome:
    """A rank over a series with unknown values: u unknown values may push the known value at ``rank`` down by
    up to u places, so the value at the rank lies between the known ones at ``rank`` and ``rank - u``; only a
    stated value outside that is wrong."""
    weakest = levels[rank - 1] if rank <= len(levels) else (-math.inf if order == "max" else math.inf)
    strongest = levels[rank - 1 - len(unknown)] if rank - 1 - len(unknown) >= 0 else (math.inf if order == "max" else -math.inf)
    possible = (min(weakest, strongest), max(weakest, strongest))
    if stated is not None and judge((stated - tol, stated + tol), possible) == "contradicted":
        return contradicted("value", list(possible), f"the value at {word} is between {possible[0]:g} and {possible[1]:g}")
    return unverifiable(unknown_reason(unknown, f"the value at {word}"))

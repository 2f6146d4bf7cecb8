"""How close a stated number must be to the figure's to count as right.

A number is right when |stated - true| <= half a unit of the coarser of two precisions: the figure's
printed precision (``Table.decimals``, else the most decimals its values have) and the precision the
description wrote ("52" is read as 52 +- 0.5, "52.0" as 52.0 +- 0.05). An "approximately"/"~" hedge doubles
it (a full unit). Ranges stated approximately also accept 5% of the true span at each end; on a log axis that share
is of the span in decades (``log_close``: the eye reads a log axis by decades, not by its values' span).
"""

from __future__ import annotations

from math import log10

from vlmeval.groundtruth.facts import derived_for
from vlmeval.groundtruth.schema import Figure, Table

EPSILON = 1e-9
APPROX_RANGE_FRACTION = 0.05
X_READING_FRACTION = 0.02  # a hedged x read off a drawing: within this share of the x range


def printed_decimals(table: Table | None) -> int | None:
    if table is None:
        return None
    if table.decimals is not None:
        return table.decimals
    best = 0
    for row in table.values:
        for v in row:
            if v is not None:
                text = repr(float(v))
                if "e" not in text and "." in text:
                    frac = text.split(".", 1)[1].rstrip("0")
                    best = max(best, len(frac))
    return min(best, 6)


def table_decimals(figure: Figure, table: Table | None) -> int | None:
    """``printed_decimals(table)`` for a table of ``figure``, kept with the figure: without ``Table.decimals`` it
    reads every value's digits, and each claim checked against the table asks."""
    return derived_for(figure, "table_decimals", table, printed_decimals)


def tolerance(stated_decimals: int | None, figure_decimals: int | None, hedge: str | None = None) -> float:
    # the coarser of the known precisions (fewer decimals), one decimal when neither is known; asked for every
    # number checked, so no list of them is built
    if stated_decimals is None:
        d = 1 if figure_decimals is None else figure_decimals
    else:
        d = stated_decimals if figure_decimals is None else min(stated_decimals, figure_decimals)
    tol = 0.5 * 10.0 ** (-d)
    if hedge == "approx":
        tol *= 2
    return tol + EPSILON


def close(stated: float, true: float, tol: float) -> bool:
    return abs(stated - true) <= tol + EPSILON * max(1.0, abs(true))


def log_close(stated: float, true: float, span: tuple[float, float], share: float) -> bool:
    """Whether ``stated`` is within ``share`` of ``span``'s decades of ``true`` (a hedged reading off a log axis: "about
    2×10⁶" for 1.8×10⁶ on data over four decades); False where any of them is not positive."""
    lo, hi = span
    if min(stated, true, lo) <= 0 or not hi > lo:
        return False
    return abs(log10(stated) - log10(true)) <= share * (log10(hi) - log10(lo)) + EPSILON

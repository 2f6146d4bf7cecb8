"""Sound verdicts over partial ground truth: what an unknown cell may be, and what a claim is worth then.

The rule, for every claim type: a claim is contradicted only if it is false for every possible value of the
unknown cells it depends on, supported only if it is true for every one, and otherwise unverifiable with a
reason naming the unknown cells.

What an unknown cell may be (``unknown_bounds``): a value within the panel's drawn value range (the colorbar's
of a heatmap, the y axis's of a line, bar or scatter panel), since a value outside it could not be drawn; any
value where the panel records no such range, or where a known value lies outside the recorded one (the range
is then not the drawn one: early real-suite records took the tick extent for it).

Every verifier asks this module: ``possible_extreme`` (the interval the true maximum or minimum lies in),
``judge`` (a stated interval against a possible one), ``tau_interval`` (the Kendall tau a series may have
whatever its unknown cells are) and ``unknown_reason`` (the reason naming the cells).
"""

from __future__ import annotations

import math
from typing import Literal

import numpy as np

from vlmeval.groundtruth.facts import kendall_tau_b
from vlmeval.groundtruth.schema import Key, Panel

UNKNOWN_BOUNDS = (-math.inf, math.inf)
Judgement = Literal["supported", "contradicted", "unknown"]
SHOWN_CELLS = 4
MAX_PAIRWISE = 2000


def unknown_cells(panel: Panel, row_key: Key | None = None, column_key: Key | None = None) -> list[tuple[Key, Key]]:
    """(row, column) of every unknown cell of the panel (of one row or column when given)."""
    t = panel.data
    if t is None:
        return []
    return [(r, c) for r, row in zip(t.rows, t.values) if row_key is None or r == row_key
            for c, v in zip(t.columns, row) if v is None and (column_key is None or c == column_key)]


def unknown_reason(cells: list, what: str = "the claim") -> str:
    """"the maximum depends on 16 unknown cells: (Austen, Thompson), ... (their values are not known)"."""
    shown = ", ".join(f"({', '.join(str(k) for k in c)})" if isinstance(c, tuple) else str(c) for c in cells[:SHOWN_CELLS])
    more = f" and {len(cells) - SHOWN_CELLS} more" if len(cells) > SHOWN_CELLS else ""
    return f"{what} depends on {len(cells)} unknown cell{'s' if len(cells) != 1 else ''}: {shown}{more}"


def unknown_bounds(panels: list[Panel]) -> tuple[float, float]:
    """What an unknown cell of these panels may be (see the module doc)."""
    lows, highs = [], []
    for p in panels:
        drawn = p.colorbar.range if p.colorbar is not None and p.colorbar.range else None
        if drawn is None and p.x is not None and p.y is not None and p.y.scale != "categorical":
            drawn = p.y.range
        known = [] if p.data is None else [v for row in p.data.values for v in row if v is not None]
        if drawn is None or (known and not _inside(known, drawn)):
            return UNKNOWN_BOUNDS
        lows.append(min(drawn))
        highs.append(max(drawn))
    return (min(lows), max(highs)) if lows else UNKNOWN_BOUNDS


def _inside(values: list[float], drawn: tuple[float, float]) -> bool:
    lo, hi = min(drawn), max(drawn)
    slack = 0.01 * (hi - lo)
    return lo - slack <= min(values) and max(values) <= hi + slack


def possible_extreme(known_best: float | None, n_unknown: int, which: str,
                     bounds: tuple[float, float] = UNKNOWN_BOUNDS) -> tuple[float, float]:
    """The interval the true maximum (``which="max"``) or minimum lies in, given the best known value."""
    lo, hi = bounds
    if known_best is None:
        return (lo, hi) if n_unknown else (math.nan, math.nan)
    if not n_unknown:
        return known_best, known_best
    return (known_best, max(hi, known_best)) if which == "max" else (min(lo, known_best), known_best)


def judge(stated: tuple[float, float], possible: tuple[float, float]) -> Judgement:
    """A claim that the true value lies in ``stated`` (tolerance included), the true value lying in ``possible``:
    supported when every possible value is stated, contradicted when none is, else unknown."""
    (s_lo, s_hi), (p_lo, p_hi) = stated, possible
    if p_hi < s_lo or p_lo > s_hi:
        return "contradicted"
    if s_lo <= p_lo and p_hi <= s_hi:
        return "supported"
    return "unknown"


def combine(judgements: list[Judgement]) -> Judgement:
    """Several conditions that must all hold: wrong if one is surely wrong, right if all are surely right."""
    if "contradicted" in judgements:
        return "contradicted"
    return "supported" if all(j == "supported" for j in judgements) else "unknown"


def tau_interval(positions: list[float], values: list[float | None]) -> tuple[float, float] | None:
    """The Kendall tau-b the series may have whatever its unknown (None) values are; None when it has fewer than
    two known values. Each pair with an unknown value may be concordant, discordant or tied, so the score S lies
    within the known pairs' score plus or minus those pairs; tau-b = S / sqrt(A * B) with A the pairs untied in
    x (fixed) and B the pairs untied in y, which is at least the known untied pairs and at least |S|."""
    x = np.asarray(positions, float)
    known = np.array([v is not None for v in values], dtype=bool)
    y = np.array([np.nan if v is None else v for v in values], float)
    if known.sum() < 2:
        return None
    if known.all():
        tau = kendall_tau_b(x, y)
        return (0.0, 0.0) if tau is None else (tau, tau)
    if len(x) > MAX_PAIRWISE:
        return -1.0, 1.0  # too many points to bound pair by pair: any tau (sound, never decides)
    upper = np.triu_indices(len(x), k=1)
    sx = np.sign(x[:, None] - x[None, :])[upper]
    with np.errstate(invalid="ignore"):
        sy = np.sign(y[:, None] - y[None, :])[upper]
    both = (known[:, None] & known[None, :])[upper]
    s_known = float(np.sum(sx[both] * sy[both]))
    open_pairs = float(np.sum(~both & (sx != 0)))
    untied_x, all_pairs = float(np.sum(sx != 0)), float(len(sx))
    untied_y_known = float(np.sum(both & (sy != 0)))
    if untied_x == 0:
        return 0.0, 0.0  # every point at one position: tau is undefined, read as flat (as ``facts.trend`` does)

    def bound(score: float, toward_zero: bool) -> float:
        # |tau| is largest with B as small as it may be, smallest with B as large as it may be
        b = all_pairs if toward_zero else max(untied_y_known, abs(score))
        return 0.0 if score == 0 or b == 0 else max(-1.0, min(1.0, score / math.sqrt(untied_x * b)))

    s_lo, s_hi = s_known - open_pairs, s_known + open_pairs
    hi = bound(s_hi, toward_zero=s_hi < 0)
    lo = bound(s_lo, toward_zero=s_lo > 0)
    return lo, hi

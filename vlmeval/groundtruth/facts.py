"""Facts derived from a figure's data: extrema, trends, rankings, value ranges, panel comparisons.

This is the only place such facts are computed; nothing here is ever typed by hand into ground truth.

Trend strength scale (Kendall's tau-b between position along an axis and value, ties allowed):

    |tau| < 0.2   none      (direction "flat")
    |tau| < 0.4   weak
    |tau| < 0.6   moderate
    |tau| >= 0.6  strong

Direction is "increasing" for tau >= 0.2, "decreasing" for tau <= -0.2, else "flat". Position along an
axis is the ascending order of numeric keys (a heatmap's y ticks are stored top to bottom, i.e. often
descending), or the table order for categorical keys (dates, names).
"""

from __future__ import annotations

import warnings
from itertools import combinations
from typing import Callable, Literal, TypeVar

import numpy as np
from pydantic import BaseModel, computed_field

from vlmeval.groundtruth.schema import Figure, Key, Panel, Table

T = TypeVar("T")
TREND_THRESHOLDS = {"weak": 0.2, "moderate": 0.4, "strong": 0.6}
Strength = Literal["none", "weak", "moderate", "strong"]
Direction = Literal["increasing", "decreasing", "flat"]


class CellRef(BaseModel):
    row: Key
    column: Key


class Extremum(BaseModel):
    value: float
    cells: list[CellRef]  # every tie


class Trend(BaseModel):
    tau: float | None  # None: fewer than two distinct positions or values
    n: int
    direction: Direction
    strength: Strength
    relative_spread: float | None  # (max - min) / |mean|: how "stable" the series is


class PanelComparison(BaseModel):
    """Panel ``a`` against panel ``b`` over the cells both know (same grid)."""

    a: str
    b: str
    n_cells: int
    a_greater: int
    b_greater: int
    equal: int
    mean_difference: float  # mean(a - b)

    @property
    def a_always_greater(self) -> bool:
        return self.n_cells > 0 and self.a_greater == self.n_cells


class PanelFacts(BaseModel):
    title: str
    n_cells: int
    n_known: int
    min: Extremum | None
    max: Extremum | None
    mean: float | None
    value_range: tuple[float, float] | None
    trend_along_columns: Trend | None  # all known cells pooled: value vs column position
    trend_along_rows: Trend | None  # all known cells pooled: value vs row position
    rows_by_mean: list[Key]  # highest mean first
    columns_by_mean: list[Key]

    @computed_field  # type: ignore[prop-decorator]
    @property
    def n_unknown(self) -> int:
        """Cells whose value is not known: every fact above is then about the known cells only."""
        return self.n_cells - self.n_known

    def summary(self) -> str:
        """One line of the panel's facts, saying when they rest on known cells only (a partial panel)."""
        if self.max is None:
            return f"no known values; {self.n_unknown} unknown" if self.n_cells else "no values"
        where = ", ".join(f"({c.row}, {c.column})" for c in self.max.cells)
        among = f" among known cells; {self.n_unknown} unknown" if self.n_unknown else ""
        return (f"max {self.max.value} at {where}; min {self.min.value}; mean {self.mean:.2f}; along columns "
                f"{self.trend_along_columns.direction}, along rows {self.trend_along_rows.direction}{among}")


class FigureFacts(BaseModel):
    figure_id: str
    panels: list[PanelFacts]
    panels_by_mean: list[str]  # titles, highest mean first (panels with known data only)
    value_range: tuple[float, float] | None
    comparisons: list[PanelComparison]  # both orders of every pair of panels sharing a grid

    def panel(self, title: str) -> PanelFacts:
        return next(p for p in self.panels if p.title == title)

    def comparison(self, a: str, b: str) -> PanelComparison | None:
        return next((c for c in self.comparisons if c.a == a and c.b == b), None)


# Below this many points the pairwise form is faster (fewer numpy calls); above it, its n x n matrices are not
# affordable (a daily series of 8,000 points took 2.3 GB), so pairs are counted by merging in O(n log n).
_PAIRWISE_MAX = 128


def kendall_tau_b(x: np.ndarray, y: np.ndarray) -> float | None:
    """Kendall's tau-b (handles ties in both variables); None when either side is constant.

    tau-b = (concordant - discordant) / sqrt((pairs - pairs tied in x) * (pairs - pairs tied in y)); both forms
    below count these exactly as integers, so they give the same float."""
    n = len(x)
    if n < 2:
        return None
    if n <= _PAIRWISE_MAX:
        upper = np.triu_indices(n, k=1)
        sx = np.sign(x[:, None] - x[None, :])[upper]
        sy = np.sign(y[:, None] - y[None, :])[upper]
        score, untied_x, untied_y = float(np.sum(sx * sy)), float(np.sum(sx != 0)), float(np.sum(sy != 0))
    else:
        # Knight's method: sorted by (x, y), a pair is discordant exactly when its y values are inverted.
        order = np.lexsort((y, x))
        xs, ys, y_sorted = x[order], y[order], np.sort(y)
        pairs = n * (n - 1) // 2
        tied_x, tied_y = _tied_pairs(xs), _tied_pairs(y_sorted)
        tied_both = _tied_pairs(np.stack((xs, ys), axis=1))
        discordant = _inversions(np.searchsorted(y_sorted, ys))  # y as ranks: equal values share one
        score = float(pairs - tied_x - tied_y + tied_both - 2 * discordant)
        untied_x, untied_y = float(pairs - tied_x), float(pairs - tied_y)
    denominator = np.sqrt(untied_x * untied_y)
    return None if denominator == 0 else score / denominator


def _tied_pairs(ordered: np.ndarray) -> int:
    """Pairs of equal items in a sorted 1-d array, or of equal rows in a 2-d one sorted row-wise."""
    differs = ordered[1:] != ordered[:-1]
    if ordered.ndim == 2:
        differs = differs.any(axis=1)
    runs = np.diff(np.flatnonzero(np.concatenate(([True], differs, [True]))))
    return int((runs * (runs - 1) // 2).sum())


def _inversions(ranks: np.ndarray) -> int:
    """Pairs i < j with ranks[i] > ranks[j], counted by a bottom-up merge sort: O(n log n) time, O(n) memory."""
    n = len(ranks)
    size = 1 << (n - 1).bit_length()
    pad = n + 1  # larger than every rank and placed last, so padding adds no inversion
    merged = np.full(size, pad, dtype=np.int64)
    merged[:n] = ranks
    count, width = 0, 1
    while width < size:
        blocks = merged.reshape(-1, 2 * width)  # each half of each block is sorted
        # Shift each block into its own value range, so one searchsorted serves every block at once.
        shift = np.arange(len(blocks), dtype=np.int64)[:, None] * (2 * pad)
        left, right = (blocks[:, :width] + shift).ravel(), (blocks[:, width:] + shift).ravel()
        not_greater = np.searchsorted(left, right, side="right") - np.repeat(np.arange(len(blocks)) * width, width)
        count += int((width - not_greater).sum())
        merged = np.sort(blocks, axis=1).ravel()
        width *= 2
    return count


def classify_tau(tau: float | None) -> tuple[Direction, Strength]:
    if tau is None or abs(tau) < TREND_THRESHOLDS["weak"]:
        return "flat", "none"
    direction: Direction = "increasing" if tau > 0 else "decreasing"
    strength: Strength = "weak"
    for name in ("moderate", "strong"):
        if abs(tau) >= TREND_THRESHOLDS[name]:
            strength = name  # type: ignore[assignment]
    return direction, strength


def trend(positions: list[float], values: list[float]) -> Trend:
    x, y = np.asarray(positions, float), np.asarray(values, float)
    tau = kendall_tau_b(x, y)
    direction, strength = classify_tau(tau)
    spread = None
    if len(y) and abs(float(y.mean())) > 1e-12:
        spread = float((y.max() - y.min()) / abs(y.mean()))
    return Trend(tau=tau, n=len(y), direction=direction, strength=strength, relative_spread=spread)


def key_positions(keys: list[Key]) -> list[float]:
    """Position of each key along its axis: ascending numeric value, or table order otherwise."""
    try:
        return [float(k) for k in keys]
    except (TypeError, ValueError):
        return [float(i) for i in range(len(keys))]


def _matrix(table: Table) -> np.ndarray:
    return np.array([[np.nan if v is None else v for v in row] for row in table.values], dtype=float)


def _extremum(m: np.ndarray, table: Table, value: float) -> Extremum:
    rows, cols = np.nonzero(np.isclose(m, value, rtol=0, atol=1e-9))
    return Extremum(value=value, cells=[CellRef(row=table.rows[r], column=table.columns[c]) for r, c in zip(rows, cols)])


def _ranked(keys: list[Key], means: np.ndarray) -> list[Key]:
    order = [i for i in np.argsort(-np.nan_to_num(means, nan=-np.inf), kind="stable") if not np.isnan(means[i])]
    return [keys[i] for i in order]


def panel_facts(panel: Panel) -> PanelFacts:
    table = panel.data
    if table is None or table.known_cells() == 0:
        n = 0 if table is None else len(table.rows) * len(table.columns)
        return PanelFacts(title=panel.title, n_cells=n, n_known=0, min=None, max=None, mean=None, value_range=None,
                          trend_along_columns=None, trend_along_rows=None,
                          rows_by_mean=[], columns_by_mean=[])
    m = _matrix(table)
    known = ~np.isnan(m)
    lo, hi = float(np.nanmin(m)), float(np.nanmax(m))
    row_pos, col_pos = key_positions(table.rows), key_positions(table.columns)
    rr, cc = np.nonzero(known)
    with np.errstate(all="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # "Mean of empty slice": a row or column with no known value
        row_means, col_means = np.nanmean(m, axis=1), np.nanmean(m, axis=0)
    return PanelFacts(
        title=panel.title,
        n_cells=m.size,
        n_known=int(known.sum()),
        min=_extremum(m, table, lo),
        max=_extremum(m, table, hi),
        mean=float(np.nanmean(m)),
        value_range=(lo, hi),
        trend_along_columns=trend([col_pos[c] for c in cc], m[known].tolist()),
        trend_along_rows=trend([row_pos[r] for r in rr], m[known].tolist()),
        rows_by_mean=_ranked(table.rows, row_means),
        columns_by_mean=_ranked(table.columns, col_means),
    )


def _same_grid(a: Table, b: Table) -> bool:
    return [str(k) for k in a.rows] == [str(k) for k in b.rows] and [str(k) for k in a.columns] == [str(k) for k in b.columns]


def compare_panels(a: Panel, b: Panel) -> PanelComparison | None:
    if a.data is None or b.data is None or not _same_grid(a.data, b.data):
        return None
    ma, mb = _matrix(a.data), _matrix(b.data)
    both = ~np.isnan(ma) & ~np.isnan(mb)
    if not both.any():
        return None
    da, db = ma[both], mb[both]
    return PanelComparison(a=a.title, b=b.title, n_cells=int(both.sum()), a_greater=int((da > db).sum()),
                           b_greater=int((da < db).sum()), equal=int((da == db).sum()),
                           mean_difference=float((da - db).mean()))


def compute_facts(fig: Figure) -> FigureFacts:
    panels = [panel_facts(p) for p in fig.panels]
    with_data = [p for p in panels if p.mean is not None]
    ranges = [p.value_range for p in with_data if p.value_range]
    comparisons = []
    for a, b in combinations(fig.panels, 2):
        for first, second in ((a, b), (b, a)):
            c = compare_panels(first, second)
            if c is not None:
                comparisons.append(c)
    return FigureFacts(
        figure_id=fig.id,
        panels=panels,
        panels_by_mean=[p.title for p in sorted(with_data, key=lambda p: -p.mean)],
        value_range=(min(r[0] for r in ranges), max(r[1] for r in ranges)) if ranges else None,
        comparisons=comparisons,
    )


def derived(fig: Figure, name: str, compute: Callable[[Figure], T]) -> T:
    """A value derived from a figure, computed once per figure object (scoring asks per claim)."""
    try:  # the private attribute's dict itself: ``fig._derived`` goes through pydantic's __getattr__ (microseconds)
        cache = fig.__pydantic_private__["_derived"]
    except (AttributeError, KeyError, TypeError):
        cache = fig._derived
    found = cache.get(name, _NOT_YET)
    if found is _NOT_YET:
        found = cache[name] = compute(fig)
    return found


_NOT_YET = object()


def derived_for(fig: Figure, name: str, part: object, compute: Callable[[object], T]) -> T:
    """``compute(part)`` for a part of ``fig`` (a panel, a table), computed once per part object and kept with the
    figure as ``derived`` keeps its values: a description asks per claim or per line, and descriptions of one figure
    ask again. The part is kept beside its value, so the id it is found by names no other object."""
    cache = derived(fig, name, _new_parts)
    hit = cache.get(id(part))
    if hit is None or hit[0] is not part:
        hit = cache[id(part)] = (part, compute(part))
    return hit[1]


def _new_parts(_fig: Figure) -> dict[int, tuple[object, object]]:
    return {}


def figure_facts(fig: Figure) -> FigureFacts:
    return derived(fig, "facts", compute_facts)


def series_trend(fig: Figure, panel: Panel, series: Literal["row", "column"], key: Key) -> Trend | None:
    """The trend of one row along the columns, or of one column along the rows; None when it has no known value.

    Computed when a claim first asks and kept with the figure: a wide table has hundreds of series, and a
    description names a few of them."""
    cache: dict[tuple[str, str, str], Trend | None] = derived(fig, "series_trends", lambda _: {})
    slot = (panel.title, series, str(key))
    if slot not in cache:
        table = panel.data
        if series == "row":
            positions, values = key_positions(table.columns), table.values[table.rows.index(key)]
        else:
            positions, values = key_positions(table.rows), [row[table.columns.index(key)] for row in table.values]
        known = [(p, v) for p, v in zip(positions, values) if v is not None]
        cache[slot] = trend([p for p, _ in known], [v for _, v in known]) if known else None
    return cache[slot]

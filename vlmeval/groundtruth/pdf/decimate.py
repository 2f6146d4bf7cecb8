"""A cap on what a dense line panel keeps: min-max decimation that keeps every series' extremes.

A line drawn through thousands of x positions (an N-body integration's angles over 36,000 days) holds more
values than any description can tell apart, and its record grows to megabytes. Past ``MAX_CELLS`` cells a panel
keeps, for each series, its lowest and highest value in each of B equal x intervals and its first and last
value (what a plotter's min-max decimation keeps per pixel column), B as large as the cap allows. Maxima, minima,
ends and the shape of every trend survive; the panel's note says how many x positions were drawn and kept.
"""

from __future__ import annotations

from vlmeval.groundtruth.pdf.values import PanelValues

MAX_CELLS = 12000  # rows x columns of one line panel's table


def decimate(v: PanelValues, max_cells: int = MAX_CELLS) -> None:
    """Drop columns of a line panel past ``max_cells`` cells, keeping each series' extremes per x interval."""
    rows = v.rows or list(dict.fromkeys(it.row for it in v.items))
    if v.kind != "line" or not rows or len(rows) * len(v.columns) <= max_cells:
        return
    cap = max(max_cells // len(rows), 4)
    where = _positions(v.columns)
    by_row: dict[str, list] = {}
    for it in v.items:
        if it.value is not None:
            by_row.setdefault(str(it.row), []).append(it)
    buckets = cap // 2
    while True:
        keep = _kept(by_row, where, buckets)
        if len(keep) <= cap or buckets == 1:
            break
        buckets = max(1, int(buckets * cap / len(keep)))
    drawn = len(v.columns)
    v.columns = [c for c in v.columns if c in keep]
    v.items = [it for it in v.items if it.column in keep]
    v.notes.append(f"{drawn} x positions drawn, {len(v.columns)} kept: each series' lowest and highest value in each "
                   f"of {buckets} equal x intervals, and its first and last (min-max decimation)")


def _positions(columns: list) -> dict:
    """Where each column lies along x: its value when every key is a number, else its place in order."""
    if all(isinstance(c, (int, float)) and not isinstance(c, bool) for c in columns):
        return {c: float(c) for c in columns}
    return {c: float(i) for i, c in enumerate(columns)}


def _kept(by_row: dict[str, list], where: dict, buckets: int) -> set:
    lo, hi = min(where.values()), max(where.values())
    width = (hi - lo) / buckets or 1.0
    keep: set = set()
    for items in by_row.values():
        ordered = sorted(items, key=lambda it: where[it.column])
        keep.update((ordered[0].column, ordered[-1].column))
        cells: dict[int, list] = {}
        for it in ordered:
            cells.setdefault(min(int((where[it.column] - lo) / width), buckets - 1), []).append(it)
        for group in cells.values():
            keep.add(min(group, key=lambda it: it.value).column)
            keep.add(max(group, key=lambda it: it.value).column)
    return keep

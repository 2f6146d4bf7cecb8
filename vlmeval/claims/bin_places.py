"""A histogram's bin named the way descriptions name it, on a panel whose categories are numeric intervals
("58.604–71.85"): by a number inside it, its centre as read off the axis ("| 0.30 | 9 |" for the bin
"0.26667–0.33333"; an edge goes to the bin it opens), or by its edges as read off the axis ("~85-98.5" for
"85.095–98.34": each within half a bin width of the bin's). The count column of such a table ("Count",
"Participants") is the panel's one series when it names the y axis or a count."""

from __future__ import annotations

import re

from vlmeval.claims.keys import find_key, key_number
from vlmeval.groundtruth.schema import Panel

_INTERVAL = re.compile(r"\s*~?\s*([-−]?\d+(?:\.\d+)?)\s*(?:[-–—]|to)\s*~?\s*([-−]?\d+(?:\.\d+)?)\s*")
MIN_BINS = 3  # interval categories a panel has to be read as a histogram's bins
# a table column that holds the bars' heights: the y axis' words, or a count's
_COUNT_WORDS = frozenset({"count", "counts", "number", "frequency", "height", "heights", "n", "density", "value",
                          "values", "participants", "people", "sessions"})


def _number(text: str) -> float:
    return float(text.replace("−", "-"))


def bins(panel: Panel) -> list[tuple[float, float]] | None:
    """Each column's (low, high) edges, when every column of the panel is a numeric interval; else None."""
    t = panel.data
    if t is None or len(t.columns) < MIN_BINS:
        return None
    out = []
    for c in t.columns:
        m = _INTERVAL.fullmatch(c) if isinstance(c, str) else None
        if m is None:
            return None
        out.append((_number(m[1]), _number(m[2])))
    return out


def bin_of(edges: list[tuple[float, float]], key) -> int | None:
    """The bin a key names: the one holding its number, or the one whose edges its interval gives; None if none
    or several."""
    m = _INTERVAL.fullmatch(key) if isinstance(key, str) else None
    if m is not None:
        a, b = _number(m[1]), _number(m[2])
        hits = [i for i, (lo, hi) in enumerate(edges) if abs(a - lo) <= (hi - lo) / 2 and abs(b - hi) <= (hi - lo) / 2]
        return hits[0] if len(hits) == 1 else None
    v = key_number(key) if isinstance(key, (str, int, float)) and not isinstance(key, bool) else None
    if v is None:
        return None
    inside = [i for i, (lo, hi) in enumerate(edges) if lo <= v < hi] or [i for i, (lo, hi) in enumerate(edges) if v == hi]
    return inside[0] if len(inside) == 1 else None


def _names_heights(panel: Panel, key) -> bool:
    """Whether a column header names the bars' heights of a one-series panel: a count word or a word of the y
    axis' label."""
    if not isinstance(key, str) or key_number(key) is not None or len(panel.data.rows) != 1:
        return False
    words = set(re.findall(r"[^\W\d_]+", key.lower()))
    label = set(re.findall(r"[^\W\d_]{3,}", (panel.y.label or "").lower())) if panel.y is not None else set()
    return bool(words) and (words <= _COUNT_WORDS | label)


def bin_cell(panel: Panel, row, column):
    """(row key, column key) of a histogram's bar named by a bin as read and its series (by name, or the heights
    column of a one-series panel); None when the panel has no bins or either is unclear."""
    edges = bins(panel)
    if edges is None:
        return None
    t = panel.data
    for place, series in ((column, row), (row, column)):
        i = bin_of(edges, place)
        if i is None:
            continue
        rk = find_key(series, t.rows)
        if rk is None and _names_heights(panel, series):
            rk = t.rows[0]
        if rk is not None:
            return rk, t.columns[i]
    return None

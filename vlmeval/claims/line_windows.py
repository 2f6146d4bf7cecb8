"""Where a series-prose claim is looked up: the search window around a stated date, the window as text, "recent"
and "early" windows, how near an extreme a named point must be, and where the observed data ends before
Statista's forecast rows."""

from __future__ import annotations

import numpy as np

import datetime as dt
import re

from vlmeval.dates import Mark
from vlmeval.groundtruth.schema import Figure
from vlmeval.groundtruth.series_facts import Series, Span, span_text

RECENT_SHARE = 0.15  # "recently", "in recent weeks": the last 15% of the points


def typical_gap(series: Series) -> int:
    """The typical spacing of a dated series in days (how far around a stated day to look)."""
    return series.gap


def search_window(series: Series, mark: Mark) -> Span:
    lo, hi = mark.window
    if series.dated and mark.day_level:
        g = max(typical_gap(series), 1)
        return lo - g, hi + g
    return lo, hi


def fmt_window(series: Series, window: Span | None) -> str:
    if window is None:
        return "the whole series"
    if not series.dated:
        return ", ".join(str(series.keys[i]) for i in range(max(window[0], 0), min(window[1], len(series.keys) - 1) + 1))
    lo, hi = max(window[0], series.period[0]), min(window[1], series.period[1])  # open ends shown as the data's
    return span_text((lo, hi)) if lo <= hi else span_text((max(window[0], 1), min(window[1], dt.date.max.toordinal())))


EXTREME_WINDOWS = ("after_max", "after_min", "before_max", "before_min")


def resolve_window(series: Series, window) -> Span | None:
    if window == "recent":
        n = max(3, int(len(series.keys) * RECENT_SHARE))
        return series.spans[-n][0], series.spans[-1][1]
    if window == "early":
        n = max(3, int(len(series.keys) * RECENT_SHARE))
        return series.spans[0][0], series.spans[n - 1][1]
    if window in EXTREME_WINDOWS:  # "after the peak": from the series' maximum (its last, for ties) to the end
        side, which = window.split("_")
        values = series.values
        at = int(np.flatnonzero(values == (values.max() if which == "max" else values.min()))[-1 if side == "after" else 0])
        return (series.spans[at][0], series.spans[-1][1]) if side == "after" else (series.spans[0][0], series.spans[at][1])
    return window


def near_extreme(s: Series, span: float) -> float:
    """How far below the maximum (above the minimum) a point may be and still be "the highest": on daily or
    weekly data 5% of the range (a peak in mid-April when the top day is April 28); on yearly data or
    categories, where every point is its own named year, only the panel's reading tolerance."""
    if s.dated and s.gap < 300:
        return 0.05 * span
    return s.value_tolerance or 0.0


MARKED_NOTE = re.compile(r"marked \* \(forecast or preliminary\): ([^;]+)")


def last_observed(fig: Figure, s: Series) -> int | None:
    """The index of the last key before a closing run of forecast keys (Statista's ``2025*``, listed in the
    record's notes by ``gt from-csv``), when there is such a run; else None."""
    m = MARKED_NOTE.search(fig.notes or "")
    if not m or not s.dated:
        return None
    forecast = {k.strip().rstrip("*") for k in m[1].split(",")}
    i = len(s.keys) - 1
    while i >= 0 and str(s.keys[i]) in forecast:
        i -= 1
    return i if 0 <= i < len(s.keys) - 1 else None

"""Facts about line and bar series, computed from the table: start and end, covered period, extrema and
when they happen, values inside a stated time window, and the trend over a sub-period.

A series is one row of a bar or line panel. Its x keys are dates (a year ``2021``, a month ``2021-05``, a
quarter ``2021-Q2``, a day ``2021-05-11``) or categories. Each date key covers a span of days (a year covers
all of its days), so a claim about "May 2022" can be checked against every point that falls in May 2022.
The trend over a window uses the same Kendall-tau scale as ``groundtruth.facts``.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from functools import cached_property

import numpy as np

from vlmeval.dates import Span, fiscal_span, fiscal_years, month_span, year_span
from vlmeval.groundtruth.facts import Trend, derived, trend
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.panel_kinds import panel_kind
from vlmeval.groundtruth.schema import Figure, Key


_NUMERIC = re.compile(r"^[-+]?\d+(?:\.\d+)?$")
_MONTH_KEY = re.compile(r"^(\d{4})-(\d{2})$")
_QUARTER_KEY = re.compile(r"^(\d{4})-Q([1-4])$")
_DAY_KEY = re.compile(r"^(\d{4})-(\d{2})-(\d{2})$")


def key_span(key: Key) -> Span:
    """The days a date key covers; ValueError for a category key."""
    if isinstance(key, int) or (isinstance(key, float) and key.is_integer()) or (isinstance(key, str) and key.isdigit() and len(key) == 4):
        return year_span(int(key))
    if isinstance(key, str):
        if m := _DAY_KEY.match(key):
            day = dt.date(int(m[1]), int(m[2]), int(m[3])).toordinal()
            return day, day
        if m := _MONTH_KEY.match(key):
            return month_span(int(m[1]), int(m[2]))
        if m := _QUARTER_KEY.match(key):
            q = int(m[2])
            return month_span(int(m[1]), 3 * q - 2)[0], month_span(int(m[1]), 3 * q)[1]
        if years := fiscal_years(key):  # "2010/11": July 2010 to June 2011
            return fiscal_span(years[0])
    raise ValueError(f"{key!r} is not a date key")


def is_date_key(key: Key) -> bool:
    if isinstance(key, (int, float)) and not (isinstance(key, int) and 1000 <= key <= 2200):
        return False  # a numeric tick (1, 2, 16, 0.5) is not a year
    try:
        key_span(key)
    except ValueError:
        return False
    return True


def span_text(span: Span) -> str:
    a, b = dt.date.fromordinal(span[0]), dt.date.fromordinal(span[1])
    return a.isoformat() if a == b else f"{a.isoformat()}..{b.isoformat()}"


@dataclass
class Point:
    key: Key
    value: float


@dataclass
class Series:
    """One series of a line/bar panel, unknown values left out, in x order."""

    panel: str
    name: Key
    keys: list[Key]
    values: np.ndarray
    decimals: int | None
    dated: bool  # x keys are dates (a time axis) rather than categories
    unit: str | None = None  # the table's unit ("%", "U.S. dollars") and scale (1e6: "in millions")
    scale: float | None = None
    value_tolerance: float | None = None  # the panel's: a stated number within it of a value is right
    printed: dict | None = None  # key -> the number printed there where it differs from the value (Table.printed)
    unknown: tuple[Key, ...] = ()  # the x keys whose value is not known (left out of keys and values)

    columns: tuple[Key, ...] = ()  # every x key in order, unknown ones included

    def unknown_in(self, window: Span | None) -> list[Key]:
        """The unknown keys inside the window (all of them for None). A category axis's window counts known
        points: the unknown keys inside are those between its first and last known key."""
        if window is None:
            return list(self.unknown)
        if not self.dated:
            idx = self.indices(window)
            if not len(idx) or not self.columns:
                return []
            first, last = self.columns.index(self.keys[idx[0]]), self.columns.index(self.keys[idx[-1]])
            return [k for k in self.columns[first:last + 1] if k in self.unknown]
        return [k for k in self.unknown if key_span(k)[0] <= window[1] and key_span(k)[1] >= window[0]]

    @cached_property
    def spans(self) -> list[Span]:
        return [key_span(k) for k in self.keys] if self.dated else [(i, i) for i in range(len(self.keys))]

    @property
    def start(self) -> Point:
        return Point(self.keys[0], float(self.values[0]))

    @property
    def end(self) -> Point:
        return Point(self.keys[-1], float(self.values[-1]))

    @property
    def period(self) -> Span:
        """The days the x axis covers, keys with unknown values included (they are on the chart)."""
        first, last = self.spans[0][0], self.spans[-1][1]
        if self.dated and self.unknown:
            first = min(first, *(key_span(k)[0] for k in self.unknown))
            last = max(last, *(key_span(k)[1] for k in self.unknown))
        return first, last

    def extremum(self, which: str, window: Span | None = None) -> list[Point]:
        """Every point that ties for the maximum (``which="max"``) or minimum inside the window."""
        idx = self.indices(window)
        if not len(idx):
            return []
        sub = self.values[idx]
        best = sub.max() if which == "max" else sub.min()
        ties = idx[np.isclose(sub, best, rtol=0, atol=1e-12)]  # one vectorised test, not one numpy call per point
        return [Point(self.keys[i], float(self.values[i])) for i in ties]

    @cached_property
    def _bounds(self) -> tuple[np.ndarray, np.ndarray]:
        return np.array([a for a, _ in self.spans], dtype=np.int64), np.array([b for _, b in self.spans], dtype=np.int64)

    def indices(self, window: Span | None) -> np.ndarray:
        """Positions of the points whose span overlaps the window (all points for None)."""
        if window is None:
            return np.arange(len(self.keys))
        starts, ends = self._bounds
        return np.nonzero((starts <= window[1]) & (ends >= window[0]))[0]

    def points_in(self, window: Span | None) -> list[Point]:
        return [Point(self.keys[i], float(self.values[i])) for i in self.indices(window)]

    def nearest(self, day: int) -> Point:
        i = int(np.argmin([min(abs(a - day), abs(b - day)) for a, b in self.spans]))
        return Point(self.keys[i], float(self.values[i]))

    @cached_property
    def is_fraction(self) -> bool:
        """Every value within [-1, 1]: a share written as a fraction (a caption may state it in %)."""
        return float(np.max(np.abs(self.values))) <= 1.0

    @cached_property
    def gap(self) -> int:
        """The typical spacing between points of a dated series, in days."""
        starts = [a for a, _ in self.spans]
        return int(np.median(np.diff(starts))) if len(starts) > 1 else 0

    def trend_over(self, window: Span | None = None) -> Trend | None:
        """Kendall-tau trend of the points inside the window; None with fewer than three points."""
        cache = self.__dict__.setdefault("_trends", {})
        if window not in cache:
            idx = self.indices(window)
            cache[window] = None if len(idx) < 3 else trend([float(self.spans[i][0]) for i in idx], self.values[idx].tolist())
        return cache[window]

    def change(self, window: Span | None = None) -> float | None:
        """Last minus first value inside the window."""
        idx = self.indices(window)
        return None if len(idx) < 2 else float(self.values[idx[-1]] - self.values[idx[0]])


def figure_series(fig: Figure) -> list[Series]:
    """Every series of a bar or line figure (one per panel row with at least one known value)."""
    if not chart_kind(fig.kind).series:
        return []
    out = []
    for panel in fig.panels:
        table = panel.data
        if table is None or not chart_kind(panel_kind(fig, panel)).series:
            continue  # a heatmap beside the curves: its rows are a matrix's, not series drawn over x
        dated = all(is_date_key(k) for k in table.columns)
        if not dated and all(isinstance(k, (int, float)) or _NUMERIC.match(str(k)) for k in table.columns):
            continue  # a numeric x axis (1, 2, 4, 8): its ticks read as numbers in prose, left to the core extractors
        for r, (name, row) in enumerate(zip(table.rows, table.values)):
            keep = [i for i, v in enumerate(row) if v is not None]
            if not keep:
                continue
            shown = table.printed[r] if table.printed else []
            printed = {table.columns[i]: shown[i] for i in keep if i < len(shown) and shown[i] is not None}
            out.append(Series(panel=panel.title, name=name, keys=[table.columns[i] for i in keep],
                              values=np.array([row[i] for i in keep], dtype=float), decimals=table.decimals, dated=dated,
                              unit=table.unit, scale=table.scale, value_tolerance=panel.value_tolerance,
                              printed=printed or None,
                              unknown=tuple(table.columns[i] for i, v in enumerate(row) if v is None),
                              columns=tuple(table.columns)))
    return out


_PER = re.compile(r"per\s+(hundred|thousand|million|100|1,?000|1,?000,?000)\b", re.I)


def normalization(fig: Figure) -> str | None:
    """"per hundred" / "per thousand" / "per million" when the values are rates per population, from the
    figure's title, metric, axis label or unit."""
    texts = [fig.title, fig.metric] + [t for p in fig.panels for t in (p.title, p.y.label, p.y.unit)]
    for text in texts:
        if text and (m := _PER.search(text)):
            word = m[1].replace(",", "")
            return "per " + {"100": "hundred", "1000": "thousand", "1000000": "million"}.get(word, word.lower())
    return None


def series_for(fig: Figure) -> list[Series]:
    """``figure_series`` computed once per figure object (verification asks per claim)."""
    return derived(fig, "series", figure_series)

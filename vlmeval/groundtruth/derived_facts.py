"""Quantities derived from a line or bar chart's plotted values: changes, ratios, growth rates, sums, averages.

Computed from the data only (never typed into ground truth), for the "derived" claims of
``vlmeval.claims.types.derived``. A chart qualifies when it has one panel with one plotted series; a time axis
is indexed by calendar year (the year a key starts in: "2010/11" is 2010) when it has one point a year (monthly or
daily data get no year windows), a category axis by its keys.

Tolerances (``claims.types.derived_check.fits_stated``): a stated number is right within half a unit of its last printed digit or 2% of
itself, whichever is larger (people compute from rounded chart values); "about", "around", "nearly",
"almost", "roughly", "some" widen this to 10%; "more than" / "over" / "less than" / "under" make it a bound.
Multiples: "doubled" is a ratio of 1.75-2.3, "tripled" 2.6-3.4, "quadrupled" 3.5-4.5, "halved" 0.4-0.6;
"more than doubled" needs at least 1.95, "nearly doubled" 1.6-2.05. "N times" is N within 10%.
Counts above or below a value ("in four of the ten years", "three countries had more than 20%"): every
point within the panel's reading tolerance of the threshold may be counted either way, so a stated count is
right anywhere from the points surely beyond it to the points possibly beyond it.
"""

from __future__ import annotations

from dataclasses import dataclass

from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Figure, Key

APPROX_SLACK = 0.10
RELATIVE_SLACK = 0.02
MULTIPLES = {"doubled": (1.75, 2.3), "tripled": (2.6, 3.4), "quadrupled": (3.5, 4.5), "halved": (0.4, 0.6)}
MORE_THAN_MULTIPLE = {"doubled": 1.95, "tripled": 2.9, "quadrupled": 3.9}
NEARLY_MULTIPLE = {"doubled": (1.6, 2.05), "tripled": (2.4, 3.05), "quadrupled": (3.2, 4.05), "halved": (0.45, 0.65)}


@dataclass(frozen=True)
class Points:
    """The plotted series of a one-series chart."""

    keys: list[Key]
    values: list[float | None]
    years: list[int | None]  # the calendar year each key starts in (None for categories)
    scale: float | None  # Table.scale: what one unit of a value stands for (1e6 for "in millions")
    percent: bool  # the values are percentages


def plotted_points(fig: Figure) -> Points | None:
    """The one plotted series of a one-panel line or bar figure, or None."""
    from vlmeval.groundtruth.series_facts import key_span, is_date_key

    if not chart_kind(fig.kind).series or len(fig.panels) != 1:
        return None
    panel = fig.panels[0]
    table = panel.data
    if table is None or len(table.rows) != 1:
        return None
    years: list[int | None] = []
    for key in table.columns:
        try:
            years.append(_year_of(key_span(key)[0]) if is_date_key(key) else None)
        except ValueError:
            years.append(None)
    known_years = [y for y in years if y is not None]
    if len(known_years) != len(set(known_years)):
        years = [None] * len(years)  # several points a year (months, days): a year is no point, so no year windows
    unit = (table.unit or (panel.y.unit if panel.y else None) or "").strip()
    return Points(list(table.columns), list(table.values[0]), years, table.scale, unit in ("%", "percent"))


def _year_of(ordinal: int) -> int:
    import datetime as dt

    return dt.date.fromordinal(ordinal).year


def value_in_year(points: Points, year: int) -> float | None:
    """The value of the (first) key starting in ``year``; None when the chart has none or it is unknown."""
    for y, v in zip(points.years, points.values):
        if y == year:
            return v
    return None


def value_at(points: Points, key: Key) -> float | None:
    for k, v in zip(points.keys, points.values):
        if k == key:
            return v
    return None


def window(points: Points, first: int, last: int) -> list[float] | None:
    """The known values of the keys from year ``first`` to ``last`` (inclusive); None if any is unknown."""
    vals = [v for y, v in zip(points.years, points.values) if y is not None and first <= y <= last]
    return None if not vals or any(v is None for v in vals) else vals


def window_cells(points: Points, first: int, last: int) -> list[float | None]:
    """The values of the keys from year ``first`` to ``last`` (inclusive), None where unknown."""
    return [v for y, v in zip(points.years, points.values) if y is not None and first <= y <= last]


def percent_change(a: float, b: float) -> float | None:
    return None if a == 0 else (b - a) / abs(a) * 100.0


def growth_rate(a: float, b: float, years: int) -> float | None:
    """Compound annual growth rate in percent; None where it does not exist."""
    if years <= 0 or a <= 0 or b <= 0:
        return None
    return ((b / a) ** (1.0 / years) - 1.0) * 100.0


def multiple_fits(word: str, ratio: float, qualifier: str | None) -> bool:
    """Whether ``ratio`` (later / earlier, or first named / second named) fits "doubled", "more than tripled"..."""
    if qualifier == "over" and word in MORE_THAN_MULTIPLE:
        return ratio >= MORE_THAN_MULTIPLE[word]
    low, high = NEARLY_MULTIPLE[word] if qualifier == "approx" else MULTIPLES[word]
    return low <= ratio <= high


def count_beyond(values: list[float], threshold: float, word: str, read_within: float = 0.0) -> tuple[int, int]:
    """(surely, possibly): how many ``values`` are beyond ``threshold`` for ``word`` (above | below | at least |
    at most), a value within ``read_within`` of the threshold counted only as possible."""
    def beyond(v: float, t: float) -> bool:
        return {"above": v > t, "below": v < t, "at least": v >= t, "at most": v <= t}[word]
    toward = 1 if word in ("above", "at least") else -1
    surely = sum(beyond(v, threshold + toward * read_within) for v in values)
    possibly = sum(beyond(v, threshold - toward * read_within) for v in values)
    return surely, possibly

"""The payloads of claims read from the prose of line and bar charts (``claims.line_prose`` and the readers of
named categories beside it), one frozen class per claim kind they are scored as, each registered with that kind
in ``vlmeval.claimtypes`` and checked by its own verifier (the registry maps each class to it: no reading is told
apart by a form string).

Every class starts with ``start``/``end`` (the claim's span) and ends with ``series`` (the indices of the series the claim names; empty:
any). ``number``/``number2`` are numbers as read (``claims.line_text.Number``), ``when``/``when2``/``other``
dates or categories as read (``claims.line_text.Mark``), ``window`` a span of days (or category positions)
where the claim applies, None for the whole series. This module imports nothing heavy: the registry imports it.

``binding`` says how certainly the claim was tied to its place (``BINDINGS``): the verifier contradicts a claim
whose verdict depends on that place only when the binding is certain (``verify.series_binding``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from vlmeval.claims.line_text import Mark, Number

BINDINGS = {
    "stated": "the place is written beside the number or word, in the same clause",
    "clause": "the place is elsewhere in the same clause, not beside the number or word",
    "inherited": "the place comes from an earlier clause or sentence",
    "vague": "the place is a vague span (early, mid or late in a decade or year)",
    "whole": "no place is written: the whole series",
}
"""How a claim was tied to its place; "" where the reader did not say (claims made before bindings existed)."""


@dataclass(frozen=True, slots=True)
class SeriesValue:
    """A value (kind ``value``): at a date or category (``which`` None: "66.88% by May 2022"; "held": every point
    of the window, "remained below 1 since July"), or the first or last value (``which`` "start", "end")."""
    start: int
    end: int
    number: Number
    when: Mark | None = None
    window: tuple[int, int] | None = None
    by: bool = False  # "by May 2022": reached at or before the date
    which: str | None = None
    binding: str = ""  # BINDINGS
    series: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class SeriesExtremum:
    """A peak or low (kind ``extremum``): ``which`` max/min, its value and/or when, and whether
    it is ``local`` ("a peak in May") rather than the series' own ("the peak")."""
    start: int
    end: int
    which: str
    number: Number | None = None
    when: Mark | None = None
    local: bool = False
    binding: str = ""  # BINDINGS
    series: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class SeriesPeriod:
    """The covered period (kind ``range``): from ``when`` to ``when2``."""
    start: int
    end: int
    when: Mark
    when2: Mark
    binding: str = ""  # BINDINGS
    series: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class SeriesRange:
    """A value range (kind ``range``): ``number`` to ``number2`` over ``window``."""
    start: int
    end: int
    number: Number
    number2: Number
    window: tuple[int, int] | None = None
    binding: str = ""  # BINDINGS
    series: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class SeriesTrend:
    """A direction over a window (kind ``trend``): ``which`` up/down/flat, ``steady`` when said to
    be sustained ("steadily", "consistently")."""
    start: int
    end: int
    which: str
    window: tuple[int, int] | None = None
    steady: bool = False
    binding: str = ""  # BINDINGS
    series: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class SeriesComparison:
    """One category above or below another (kind ``comparison``): ``when`` is ``which``
    (higher/lower) than ``other``."""
    start: int
    end: int
    which: str
    when: Mark
    other: Mark
    series: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class SeriesLabel:
    """The measured quantity (kind ``label``): the words ``stated`` against the data's normalisation
    (``expected``: "per hundred")."""
    start: int
    end: int
    stated: str
    expected: str | None = None
    series: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class SeriesTitle:
    """A quoted title (kind ``label``), as ``stated``, to be matched against the figure's titles."""
    start: int
    end: int
    stated: str
    series: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class SeriesUnit:
    """The unit the values are said to be in (kind ``label``), as ``stated``."""
    start: int
    end: int
    stated: str
    series: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class SeriesUnknownKey:
    """A row key the figure does not have (kind ``ticks``), as ``stated``."""
    start: int
    end: int
    stated: str
    series: tuple[int, ...] = ()


SeriesPayload = (SeriesValue | SeriesExtremum | SeriesPeriod | SeriesRange | SeriesTrend | SeriesComparison | SeriesLabel
                 | SeriesTitle | SeriesUnit | SeriesUnknownKey)

"""The payloads of claims read from the prose of line and bar charts (``claims.series_prose`` and the readers of
named categories beside it), one frozen class per claim kind they are scored as, each registered with that kind
in ``vlmeval.claimtypes`` and checked by ``verify.series``.

Every class starts with ``form`` (which reading it is: the name of the ``verify.series`` rule that checks it),
``start``/``end`` (the claim's span) and ends with ``series`` (the indices of the series the claim names; empty:
any). ``number``/``number2`` are numbers as read (``claims.series_text.Number``), ``when``/``when2``/``other``
dates or categories as read (``claims.series_text.Mark``), ``window`` a span of days (or category positions)
where the claim applies, None for the whole series. This module imports nothing heavy: the registry imports it.

``binding`` says how certainly the claim was tied to its place (``BINDINGS``): the verifier contradicts a claim
whose verdict depends on that place only when the binding is certain (``verify.series_binding``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from vlmeval.claims.series_text import Mark, Number

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
    """A value (kind ``value``): at a date or category (form ``value``: "66.88% by May 2022"; ``which`` "held":
    every point of the window, "remained below 1 since July"), or the first or last value (``start``, ``end``)."""
    form: str
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
    """A peak or low (kind ``extremum``, form ``extremum``): ``which`` max/min, its value and/or when, and whether
    it is ``local`` ("a peak in May") rather than the series' own ("the peak")."""
    form: str
    start: int
    end: int
    which: str
    number: Number | None = None
    when: Mark | None = None
    local: bool = False
    binding: str = ""  # BINDINGS
    series: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class SeriesRange:
    """The covered period (kind ``range``, form ``period``: from ``when`` to ``when2``) or a value range (form
    ``range``: ``number`` to ``number2`` over ``window``)."""
    form: str
    start: int
    end: int
    number: Number | None = None
    number2: Number | None = None
    window: tuple[int, int] | None = None
    when: Mark | None = None
    when2: Mark | None = None
    binding: str = ""  # BINDINGS
    series: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class SeriesTrend:
    """A direction over a window (kind ``trend``, form ``trend``): ``which`` up/down/flat, ``steady`` when said to
    be sustained ("steadily", "consistently")."""
    form: str
    start: int
    end: int
    which: str
    window: tuple[int, int] | None = None
    steady: bool = False
    binding: str = ""  # BINDINGS
    series: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class SeriesComparison:
    """One category above or below another (kind ``comparison``, form ``comparison``): ``when`` is ``which``
    (higher/lower) than ``other``."""
    form: str
    start: int
    end: int
    which: str
    when: Mark
    other: Mark
    series: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class SeriesLabel:
    """The measured quantity, the title or the unit (kind ``label``, form ``label``): the words ``stated`` and
    what they are checked as (``expected``: the data's normalisation, "title" or "unit")."""
    form: str
    start: int
    end: int
    stated: str
    expected: str | None = None
    series: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class SeriesUnknownKey:
    """A row key the figure does not have (kind ``ticks``, form ``unknown_key``), as ``stated``."""
    form: str
    start: int
    end: int
    stated: str
    series: tuple[int, ...] = ()


SeriesPayload = SeriesValue | SeriesExtremum | SeriesRange | SeriesTrend | SeriesComparison | SeriesLabel | SeriesUnknownKey

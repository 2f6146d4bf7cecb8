"""The record of one series-prose claim before verification (``SeriesClaim``), and the claim kind each of
its types counts as. Built by the readers in ``claims.series_values``, ``claims.series_trends`` and
``claims.series_labels``; checked by ``verify.series``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from vlmeval.claims.series_text import Mark, Number
from vlmeval.groundtruth.series_facts import Span

ClaimType = Literal["value", "start", "end", "extremum", "period", "range", "trend", "comparison", "label", "unknown_key"]


@dataclass
class SeriesClaim:
    """One claim about a series, before verification."""

    kind: ClaimType
    start: int
    end: int
    number: Number | None = None
    number2: Number | None = None  # the upper end of a value range
    window: Span | None = None  # where the claim applies (None: the whole series)
    when: Mark | None = None  # the date/category the value or extremum is placed at
    when2: Mark | None = None  # the end of a stated period
    by: bool = False  # "by May 2022": reached at or before the date
    which: str | None = None  # extremum: "max"/"min"; trend: "up"/"down"/"flat"; comparison: "higher"/"lower"
    series: list[int] = field(default_factory=list)  # indices of the series the claim names (empty: all)
    other: Mark | None = None  # comparison: the other category
    stated: str | None = None  # label: the quantity as written
    expected: str | None = None
    local: bool = False  # extremum: "a peak" (local) rather than "the peak", "the highest" (global)
    steady: bool = False  # trend: "steadily", "consistently", "continuously" (a sustained trend)


# the general claim kind (``Claim.kind``) each series-prose claim type is scored as
KIND_OF = {"value": "value", "start": "value", "end": "value", "extremum": "extremum", "period": "range",
           "range": "range", "trend": "trend", "comparison": "comparison", "label": "label", "unknown_key": "ticks"}

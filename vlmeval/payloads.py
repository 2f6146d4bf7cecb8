"""The payloads of the claim types whose code is not in ``vlmeval.claims.types`` yet (value and the x-y
readings): what a claim of each carries in ``Claim.payload`` (frozen, slotted). Their entry
modules under ``vlmeval.claims.types`` declare them; ``vlmeval.claimtypes`` re-exports them for their readers. Each
moves into its type's module with its code; the line/bar prose payloads are ``vlmeval.prose_payloads``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

@dataclass(frozen=True, slots=True)
class ValuePayload:
    """A number at a place (``Claim.panel/row/column``); ``decimals`` is its printed precision."""
    stated: float
    decimals: int | None = None


@dataclass(frozen=True, slots=True)
class XYReading:
    """A value read on one series at a numeric x ("* V/J ≈ -1.5: ~1.85"): ``x`` as written (``x_approx``: hedged),
    the value ``y`` and its printed ``decimals`` (``claims.xy_readings``)."""
    x: float
    y: float
    x_approx: bool
    decimals: int
    series: str


@dataclass(frozen=True, slots=True)
class XYTrend:
    """Where a series goes after a reading at a numeric x ("* Hard wall: ~0.001 at r/R = 0, increasing toward
    the wall"): ``direction`` up or down from ``x`` to the end of the series (``claims.xy_readings``)."""
    x: float
    direction: Literal["up", "down"]
    series: str


@dataclass(frozen=True, slots=True)
class XYExtreme:
    """A series' maximum or minimum (``which``) stated with its value ``y`` at a numeric ``x`` ("reaches its
    maximum of ~2.73 at V/J ≈ -1.95"; ``claims.xy_extremes``)."""
    which: Literal["max", "min"]
    x: float
    y: float
    decimals: int
    series: str

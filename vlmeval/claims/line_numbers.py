"""Whether a number stated in series prose matches a value of the table, in any of its readings in the table's
units (``verify.units``: scale words, percentages against fractions and back, the panel's reading tolerance)."""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from vlmeval.claims.text import ProseNumber as Number
from vlmeval.verify.units import Reading, Units, readings

APPROX_RELATIVE = 0.10


def matches(number: Number, value: float, units: Units | bool = False) -> bool:
    return bool(match_mask(number, np.array([value], dtype=float), units)[0])


def match_mask(number: Number, values: np.ndarray, units: Units | bool = False) -> np.ndarray:
    """Which values the stated number matches in any of its readings in the table's units (``verify.units``:
    scale words, percentages against fractions and back). ``units`` True/False: only whether the data are
    fractions is known."""
    if isinstance(units, bool):
        units = Units(fraction_data=units)
    mask = np.zeros(len(values), dtype=bool)
    args = (number.value, number.tolerance, number.scale, number.decimals, number.percent)
    printed = readings(*args, replace(units, value_tolerance=None), number.loss)  # the same readings at the text's precision
    for r, p in zip(readings(*args, units, number.loss), printed):
        mask |= _match_one(number, r, values, p.tolerance)
    return mask


def _match_one(number: Number, reading: Reading, values: np.ndarray, cut: float | None = None) -> np.ndarray:
    """``cut``: the reading's tolerance at the printed precision, by which a value cut after the written decimals
    may exceed it (default: the reading's own tolerance)."""
    slack = reading.tolerance * 1.0001 + 1e-9
    diff = np.abs(values - reading.value)
    # "just over 0.3": above it and near it (as "about 0.3" is near); a plain "over 0.3" is an open bound
    near = diff <= max(2 * slack, APPROX_RELATIVE * abs(reading.value)) if number.near else True
    if number.bound == "above":
        return (values > reading.value - slack) & near
    if number.bound == "below":
        return (values < reading.value + slack) & near
    if number.bound == "approx":
        return diff <= max(2 * slack, APPROX_RELATIVE * abs(reading.value))
    if number.decimals:
        # A value cut after the printed decimals (74.7598 written 74.75) is as right as a rounded one.
        cut = reading.tolerance if cut is None else cut
        return (diff <= slack) | ((np.abs(values) >= abs(reading.value)) & (diff < slack + cut * 1.0001 + 1e-9))
    return diff <= slack


def could_be_extreme(n: Number, known_best: float, which: str, units: Units) -> bool:
    """Whether the stated number may be the true maximum (minimum) of a series whose known points reach
    ``known_best``: some reading of it at or above (below) that value, within its tolerance."""
    for r in readings(n.value, n.tolerance, n.scale, n.decimals, n.percent, units, n.loss):
        if which == "max" and (n.bound == "below" or r.value + r.tolerance >= known_best):
            return True
        if which == "min" and (n.bound == "above" or r.value - r.tolerance <= known_best):
            return True
    return False

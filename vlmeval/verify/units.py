"""A stated number read in the table's units: scale words on both sides, percentages and fractions.

The text says "7.8 million", "3.1 billion", "21,099", "0.51" or "46%"; the table holds 7.8 "in millions",
3,140 "in millions", 21.1 "in thousands", 51 "%" or 0.46. Each stated number has one or more readings in
the table's units (value and tolerance); it matches a value when any reading does:

* as written, scale word applied, divided by the table's scale ("3.1 billion" over a table in millions: 3,100);
  when that changes units, the tolerance is at least half the table's last printed digit (the table itself is
  rounded there: "21,099" matches 21.1 in thousands);
* as written without its scale word, when the table does not say its scale (a title without "in millions")
  and its values are not a rate or a share ("14.5 million people" is never 14.5 per hundred);
* a bare number (no scale word) also as written, in the table's units ("460" for 460 in a table in millions);
* a percentage against fraction data times 100; a fraction (a number within [-1, 1] written with decimals,
  no % sign) against percentage data divided by 100 ("a share of 0.51" for 51%);
* after "lost", "a loss of", "a deficit of": also negated ("lost 1.58 dollars per share" for -1.58).

Every reading's tolerance is at least the panel's ``value_tolerance`` when it has one (values read off a chart
that does not print them can only be stated that closely).
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Units:
    """What the compared values are in."""

    fraction_data: bool = False  # every value within [-1, 1]
    percent_data: bool = False  # the table's unit is "%"
    scale: float | None = None  # 1e6 for a table "in millions"; None: not said
    decimals: int | None = None  # the table's printed precision
    rate: bool = False  # the values are a rate or a share ("%", "per hundred", "per 1,000 births")
    value_tolerance: float | None = None  # the panel's (``Panel.value_tolerance``): how closely values can be read


@dataclass(frozen=True)
class Reading:
    value: float
    tolerance: float


def readings(value: float, tolerance: float, scale: float, decimals: int, percent: bool, units: Units,
             loss: bool = False) -> list[Reading]:
    """``value`` and ``tolerance`` are the stated number with its scale word applied (``scale``: 1e6 for
    "million", else 1); ``decimals`` as written; ``percent``: written with a % sign or "percent"; ``loss``:
    written after "lost", "a loss of", "a deficit of" (each reading is also tried negated)."""
    table_scale = units.scale or 1.0
    out = [Reading(value / table_scale, tolerance / table_scale)]
    if scale != table_scale and units.decimals is not None:
        out[0] = Reading(out[0].value, max(out[0].tolerance, 0.5 * 10 ** -units.decimals))
    if scale != 1.0 and units.scale is None and not units.rate:
        out.append(Reading(value / scale, tolerance / scale))
    if scale == 1.0 and units.scale:
        out.append(Reading(value, tolerance))  # a bare number in the table's units: "460" for 460 in millions
    if percent and units.fraction_data:
        out.append(Reading(value / 100, tolerance / 100))
    if not percent and units.percent_data and scale == 1.0 and decimals and 0 < abs(value) <= 1:  # 0 is 0 in both
        out.append(Reading(value * 100, tolerance * 100))
    if loss:
        out += [Reading(-r.value, r.tolerance) for r in out]
    if units.value_tolerance:
        out = [Reading(r.value, max(r.tolerance, units.value_tolerance)) for r in out]
    return out


# A number written in a unit of the value axis' base with another SI prefix ("~5 s" on an axis "RTT [ms]"): the
# power of ten that takes it into the axis' unit. The unit must follow after one space ("1990s" is no time).
_SI_POWER = {"": 0, "p": -12, "n": -9, "u": -6, "µ": -6, "μ": -6, "m": -3, "k": 3, "K": 3, "M": 6, "G": 9}
_PREFIXED = r"([pnuµμmkKMG]?)(s|Hz|B|eV|W)"
_AXIS_UNIT = re.compile(rf"[\[(]\s*{_PREFIXED}\s*[\])]\s*$")
_WRITTEN_UNIT = re.compile(rf"[ \u00a0\u202f]{_PREFIXED}(?![\w/])")


def prefix_power(text: str, end: int, figure) -> int:
    """The power of ten taking the number ending at ``end`` into the value axes' unit when it is written with that
    unit's base and another prefix ("1.2 s" where every y axis is in ms: 3); 0 otherwise (no unit written, the axes'
    own unit, another base, or y axes in different units)."""
    written = _WRITTEN_UNIT.match(text, end)
    if written is None:
        return 0
    axes = {m.groups() if (m := _AXIS_UNIT.search(p.y.label or "")) else None for p in figure.panels if p.y is not None}
    if len(axes) != 1 or None in axes:
        return 0
    prefix, base = axes.pop()
    return _SI_POWER[written.group(1)] - _SI_POWER[prefix] if written.group(2) == base else 0

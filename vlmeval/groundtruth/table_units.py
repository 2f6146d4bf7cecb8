"""What a table's values are in, read from its title, its value column's header and its cells.

Statista-style titles and headers say it in words: "( in million U.S. dollars )", "Inhabitants in millions",
"( in 1,000 square meters )", "Listeners reached in thousands*", "( per 1,000 live births )", and percentages
carry a ``%`` in the cells. The result is a unit as printed ("U.S. dollars", "inhabitants", "%",
"per 1,000 live births") and a scale (1e6 for "in millions": a value 7.8 means 7,800,000), the fields
``Table.unit`` and ``Table.scale`` of the ground truth.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from vlmeval.textsafe import word_key

SCALE_WORDS = {"thousand": 1e3, "thousands": 1e3, "1,000": 1e3, "1000": 1e3, "1,000s": 1e3, "1000s": 1e3,
               "k": 1e3, "million": 1e6, "millions": 1e6, "mn": 1e6, "mio": 1e6, "billion": 1e9, "billions": 1e9,
               "bn": 1e9, "trillion": 1e12, "trillions": 1e12}
_SCALE = r"(?P<scale>thousands?|1,?000s?|millions?|mn|mio|billions?|bn|trillions?)"
# "in million U.S. dollars", "in millions", "in 1,000 square meters", "(in millions)"
_IN_SCALE = re.compile(rf"\bin\s+{_SCALE}\b\.?\s*(?P<unit>[^()*,;]*)", re.I)
# "per 1,000 live births", "per thousand inhabitants", "per 100,000 population", "per square mile"
_PER = re.compile(r"\bper\s+(?P<per>(?:[\d,]+|hundred|thousand|million)\s+)?(?P<what>[A-Za-z][A-Za-z .-]*[A-Za-z])", re.I)
# "( in U.S. dollars )", "( in euros )", "( in GBP )": a bracketed "in UNIT" without a scale word
_IN_UNIT = re.compile(r"\(\s*in\s+(?P<unit>[^()]+?)\s*\)", re.I)
_TRAILING = re.compile(r"\s+(?:in|of|and|the)$", re.I)


@dataclass(frozen=True)
class UnitScale:
    unit: str | None
    scale: float | None  # None: values are as written (scale 1)


def _clean(unit: str) -> str | None:
    unit = " ".join(unit.replace("*", " ").split()).strip(" .")
    unit = _TRAILING.sub("", unit)
    return unit or None


def read_unit_scale(title: str | None, header: str | None, cell_unit: str | None = None) -> UnitScale:
    """The values' unit and scale: the header's words first (they name the plotted column), then the title's."""
    unit: str | None = None
    scale: float | None = None
    for text in (header or "", title or ""):
        if m := _IN_SCALE.search(text):
            scale = scale or SCALE_WORDS[word_key(m["scale"])]
            unit = unit or _clean(m["unit"])
        if unit is None and (m := _PER.search(text)):
            unit = _clean(f"per {m['per'] or ''}{m['what']}")
        if unit is None and (m := _IN_UNIT.search(text)) and not _IN_SCALE.match(m[0].strip("( ")):
            unit = _clean(m["unit"])
    if cell_unit == "%":
        unit = "%"
    return UnitScale(unit, scale)

"""A number that is a year or a span of time, not a value: "in 2018", "from 2011 to 2020", "since 1995",
"2018.0" (a year written as a float by a table-reading captioner), "the next 150 years"."""

from __future__ import annotations

import re

_YEAR_BEFORE = re.compile(r"(?:\b(?:in|since|from|to|between|and|of|by|until|till|through|as\s+of|during|after|before|"
                          r"year|years|early|mid|late|the\s+end\s+of)\s+|[-–/]\s*)$", re.I)
_YEAR_AFTER = re.compile(r"^(?:\s*[/-]\s*\d{2}\b|\s*(?:to|and|until|through|[-–])\s+(?:1[89]|20)\d{2}\b|\s*[,.;:)]|\s*$|\s+(?:to|and|onwards|on|"
                         r"saw|was|were|had|has|the|when|there|it|with|as|compared|versus|vs))", re.I)
_DURATION_BEFORE = re.compile(r"\b(?:next|following|past|last|these|this|over|for|within|after)\s+(?:\w+\s+)?$", re.I)
_DURATION_AFTER = re.compile(r"^[\s-]*(?:years?|decades?)(?:[\s-]+(?:period|span|long))?\b", re.I)


def is_year(text: str, start: int, end: int, value: float, decimals: int) -> bool:
    """A four-digit year (1800-2100, written plain or as "2018.0") where the words around it make it a date."""
    if not (1800 <= value <= 2100 and float(value).is_integer()):
        return False
    written = text[start:end]
    if decimals and not re.fullmatch(r"\d{4}\.0+", written):
        return False
    if "," in written:
        return False  # "2,018" is a count
    before, after = text[max(0, start - 20):start], text[end:end + 30]
    return bool(_YEAR_BEFORE.search(before) or _YEAR_AFTER.match(after))


def is_duration(text: str, start: int, end: int) -> bool:
    """A span of time ("over the next 150 years", "this 20 year period"), never a value of the chart."""
    return bool(_DURATION_AFTER.match(text[end:end + 25]) and _DURATION_BEFORE.search(text[max(0, start - 30):start]))

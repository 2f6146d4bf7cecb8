"""A number that is not a value of the chart: a year ("in 2018", "from 2011 to 2020", "since 1995", "2018.0",
a year written as a float by a table-reading captioner), a span of time ("the next 150 years"), an age ("15
years old") or part of a name the chart prints ("Fiat 500" for a title "... Fiat 500 passenger cars ...")."""

from __future__ import annotations

import re
from vlmeval.groundtruth.facts import derived

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


_AGE_AFTER = re.compile(r"^(?:\s*(?:to|-|–|and)\s*\d+)?[\s-]*years?[\s-]+old\b", re.I)  # "15 years old", "18 to 39 year old"


def is_age(text: str, end: int) -> bool:
    return bool(_AGE_AFTER.match(text[end:end + 25]))


def in_name(text: str, start: int, end: int, names: list[str]) -> bool:
    """The number and the word before it, or after it, are written together in one of the chart's names
    ("Fiat 500", "64 procs")."""
    prev = re.search(r"([A-Za-z][\w&-]*)\s+$", text[max(0, start - 30):start])
    if prev:
        pattern = re.compile(rf"\b{re.escape(prev[1])}\s+{re.escape(text[start:end])}(?![\d.,]*\d)", re.I)
        if any(pattern.search(name) for name in names):
            return True
    nxt = re.match(r"\s+([A-Za-z][\w&-]*)", text[end:end + 30])
    if not nxt or start > 0 and (text[start - 1].isdigit() or text[start - 1] in ".,"):
        return False
    pattern = re.compile(rf"(?<![\d.,]){re.escape(text[start:end])}\s+{re.escape(nxt[1])}\b", re.I)
    return any(pattern.search(name) for name in names)


def figure_names(fig) -> list[str]:
    """The names the figure prints: titles, axis labels, series and category keys (computed once per figure)."""

    def build(f) -> list[str]:
        names = [f.title or "", f.metric or ""]
        for p in f.panels:
            names += [p.title, p.x.label or "", p.y.label or ""]
            if p.data is not None:
                names += [str(k) for k in (*p.data.rows, *p.data.columns)]
        return [n for n in names if n]

    return derived(fig, "printed_names", build)

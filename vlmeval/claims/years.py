"""A number that is not a value of the chart: a year ("in 2018", "from 2011 to 2020", "since 1995", "2018.0",
a year written as a float by a table-reading captioner), a span of time ("the next 150 years"), an age ("15
years old") or part of a name the chart prints ("Fiat 500" for a title "... Fiat 500 passenger cars ...")."""

from __future__ import annotations

import re
from functools import lru_cache
from vlmeval.dates import YEAR
from vlmeval.groundtruth.facts import derived

_YEAR_BEFORE = re.compile(r"(?:\b(?:in|since|from|to|between|and|of|by|until|till|through|as\s+of|during|after|before|"
                          r"year|years|early|mid|late|the\s+end\s+of)\s+|[-–/]\s*)$", re.I)
_YEAR_AFTER = re.compile(rf"^(?:\s*[/-]\s*\d{{2}}\b|\s*(?:to|and|until|through|[-–])\s+{YEAR}\b|\s*[,.;:)]|\s*$|\s+(?:to|and|onwards|on|"
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
    ("Fiat 500", "64 procs"), or the number with the marks around it is one name ("80+" for an age group)."""
    written = text[start:end]
    if _whole_name(text, start, end, names):
        return True
    # each pattern below holds the number as written; a name without it cannot match (exact where the number
    # has no letter: case-insensitive matching leaves digits and marks as they are)
    if not written.isascii() or any(c.isalpha() for c in written):
        holding = names
    else:
        holding = [name for name in names if written in name]
        if not holding:
            return False
    prev = _WORD_BEFORE.search(text[max(0, start - 30):start])
    if prev:
        pattern = _name_pattern(rf"\b{re.escape(prev[1])}\s+{re.escape(written)}(?![\d.,]*\d)")
        if any(pattern.search(name) for name in holding):
            return True
    nxt = _WORD_AFTER.match(text[end:end + 30])
    if not nxt or start > 0 and (text[start - 1].isdigit() or text[start - 1] in ".,"):
        return False
    pattern = _name_pattern(rf"(?<![\d.,]){re.escape(written)}\s+{re.escape(nxt[1])}\b")
    return any(pattern.search(name) for name in holding)


# a name written with marks joined to its number ("80+", "<5", "0-9"), as one token: no number with a unit alone
_TOKEN_EDGE = re.compile(r"[^\s,;:!?()\[\]]*")
_UNIT_ONLY = re.compile(r"[-+−]?[\d.,]+\s*%?")


def _whole_name(text: str, start: int, end: int, names: list[str]) -> bool:
    """The token holding the number ("80+" around "80"), with the marks joined to it, is one of the names, and is
    more than a number ("10" names a value as well as a category)."""
    lo = start
    while lo > 0 and _TOKEN_EDGE.fullmatch(text[lo - 1]):
        lo -= 1
    hi = _TOKEN_EDGE.match(text, end).end()
    token = text[lo:hi].rstrip(".")
    if token == text[start:end] or _UNIT_ONLY.fullmatch(token):
        return False
    return token.lower() in {n.strip().lower() for n in names}


_WORD_BEFORE = re.compile(r"([A-Za-z][\w&-]*)\s+$")
_WORD_AFTER = re.compile(r"\s+([A-Za-z][\w&-]*)")


@lru_cache(maxsize=4096)  # a figure's names recur from caption to caption, past re's own 512-entry cache
def _name_pattern(pattern: str) -> re.Pattern:
    return re.compile(pattern, re.I)


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

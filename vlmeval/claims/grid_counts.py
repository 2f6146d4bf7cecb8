"""Counts of a multi-panel figure's grid: the panels of one row or column ("The top row has three panels"), and
the grid's rows and columns ("five charts arranged in two rows and three columns", "a 2 × 3 grid", "three rows
of panels"). Without these, "three panels" of a row was judged against every panel of the figure.

``scope_count`` turns a panel count ("three panels") into a count of one row or column when its clause names
one ("the top row", "the left column"); ``grid_counts`` reads the grid's own rows and columns. Both are judged
by ``verify.grid_counts`` against ``Figure.layout`` and the panels' ``position``.
"""

from __future__ import annotations

import re
from typing import Iterator

from vlmeval.claims import Claim, Document
from vlmeval.claims.text import NUMBER_WORDS
from vlmeval.claimtypes import CountPayload

_WHERE = r"(?P<where>top|bottom|upper|lower|middle|centre|center|first|second|third|fourth|last|left|right)(?:most)?"
_LINE_OF_PANELS = re.compile(rf"\b{_WHERE}\s+(?P<what>row|column)\b", re.I)
_CLAUSE_BREAK = re.compile(r"[.;,:\n]|\band\b|\bwhile\b|\bwhereas\b|\bbut\b", re.I)
_BETWEEN_ROWS = re.compile(r"\b(?P<what>rows?|columns?)\b", re.I)
_COUNT = r"(\d{1,2}|" + "|".join(NUMBER_WORDS) + r")"
# "arranged in two rows and three columns", "in a grid of 2 rows by 3 columns", "a 2 × 3 grid", "2-by-3 grid"
_GRID = re.compile(
    rf"\b(?:arranged|laid\s+out|organi[sz]ed|placed|grid)\s+(?:of\s+|in\s+)?(?:a\s+)?(?:grid\s+(?:of\s+)?)?"
    rf"{_COUNT}\s+rows?\s*(?:and|by|×|x)\s*{_COUNT}\s+columns?\b|"
    rf"\b(\d)\s*(?:×|x|-by-|\s+by\s+)\s*(\d)\s+(?:grid|layout|arrangement)\b", re.I)


def _value(word: str) -> int | None:
    w = word.lower()
    return int(w) if w.isdigit() else NUMBER_WORDS.get(w)


def _clause(text: str, start: int, end: int) -> str:
    """The clause around text[start:end]: up to the nearest break (punctuation, "and", "while", ...) each side."""
    left = max((m.end() for m in _CLAUSE_BREAK.finditer(text, max(0, start - 80), start)), default=max(0, start - 80))
    right = next((m.start() for m in _CLAUSE_BREAK.finditer(text, end, end + 80)), min(len(text), end + 80))
    return text[left:start] + " " + text[end:right]


def scope_count(text: str, start: int, end: int, between: str) -> tuple[str, str | None] | None:
    """(target, place) of a count of panels text[start:end]: ("grid rows", None) for "three rows of panels",
    ("panels in row", "top") for a count its clause puts in a row, ("panels", None) otherwise; None when the
    clause names several rows or columns (no one line of panels is meant) and for "three of the four panels"."""
    if text[max(0, start - 12):start].lower().rstrip().endswith("of the"):
        return None  # "three of the four panels" is about a subset
    line = _BETWEEN_ROWS.search(between)
    if line is not None:
        return ("grid rows" if line.group("what").lower().startswith("row") else "grid cols"), None
    places = list(_LINE_OF_PANELS.finditer(_clause(text, start, end)))
    if not places:
        return "panels", None
    if len(places) > 1:
        return None
    return f"panels in {places[0].group('what').lower()}", places[0].group("where").lower()


def grid_counts(doc: Document) -> Iterator[Claim]:
    """The rows and columns a sentence gives the grid of panels ("arranged in two rows and three columns")."""
    for m in _GRID.finditer(doc.text):
        if doc.is_taken(m.start(), m.end()):
            continue
        rows, cols = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        for target, word, (s, e) in (("grid rows", rows, m.span(1) if m.group(1) else m.span(3)),
                                     ("grid cols", cols, m.span(2) if m.group(2) else m.span(4))):
            n = _value(word)
            if n is not None:
                yield Claim("count", s, e, stated=n, payload=CountPayload(n), target=target, source="grid count")

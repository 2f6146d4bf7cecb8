"""Where a line/bar prose claim is placed, shared by the readers of several claim types (values, extrema, ranges):
how certainly a claim is tied to its place (``BINDINGS``) and the window a clause states; and the shape every
line/bar prose payload has (``LinePayload``: its span and the series it names; each class is in its claim type's
``claims/types/*_line.py`` module)."""

from __future__ import annotations

import re
from typing import Protocol

from vlmeval.dates import Mark
from vlmeval.groundtruth.series_facts import Span


BINDINGS = {
    "stated": "the place is written beside the number or word, in the same clause",
    "clause": "the place is elsewhere in the same clause, not beside the number or word",
    "inherited": "the place comes from an earlier clause or sentence",
    "vague": "the place is a vague span (early, mid or late in a decade or year)",
    "whole": "no place is written: the whole series",
}
"""How a claim was tied to its place; "" where the reader did not say (claims made before bindings existed)."""


class LinePayload(Protocol):
    """What every line/bar prose payload has: its span and the indices of the series it names (empty: any)."""
    start: int
    end: int
    series: tuple[int, ...]


# "early 2000s", "mid-2010s", "late 1970s": a span whose edges the writer did not fix
VAGUE = re.compile(r"(?:the\s+)?(?:early|mid|late)\b", re.I)

_BESIDE = 25  # characters: a place at most this far from its number is written beside it ("2019, at GBP 2.4 billion")


def place_binding(text: str, mark: Mark | None, start: int, end: int) -> str:
    """How certainly a claim spanning [start, end) is tied to ``mark`` (``BINDINGS``)."""
    if mark is None:
        return "whole"
    if VAGUE.match(mark.text):
        return "vague"
    gap = text[mark.end:start] if mark.end <= start else text[end:mark.start]
    return "stated" if len(gap.strip()) <= _BESIDE else "clause"


def window_in(text: str, clause: tuple[int, int], marks: list[Mark]) -> Span | None:
    """A window stated in the clause: "from D1 to D2", "during/in D", "since D", "until D"."""
    if len(marks) >= 2 and re.fullmatch(r",?\s*(?:to|until|till|through|and|-|–)\s*(?:the\s+)?", text[marks[0].end:marks[1].start], re.I):
        return marks[0].window[0], marks[1].window[1]
    if len(marks) == 1:
        head = text[max(clause[0], marks[0].start - 12):marks[0].start]
        if re.search(r"\b(?:since|after|from)\s+(?:the\s+)?$", head, re.I):
            return marks[0].window[0], 10 ** 9
        if re.search(r"\b(?:until|before|up\s+to|through)\s+(?:the\s+)?$", head, re.I):
            return -(10 ** 9), marks[0].window[1]
        if re.search(r"\b(?:in|during|throughout|over|within)\s+(?:the\s+)?$", head, re.I):
            return marks[0].window
    return None

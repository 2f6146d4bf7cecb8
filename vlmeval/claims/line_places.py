"""Where a line/bar prose claim is placed, shared by the readers of several claim types (values, extrema, ranges):
how certainly a claim is tied to its place (``prose_payloads.BINDINGS``) and the window a clause states."""

from __future__ import annotations

import re

from vlmeval.claims.line_text import Mark
from vlmeval.groundtruth.series_facts import Span


# "early 2000s", "mid-2010s", "late 1970s": a span whose edges the writer did not fix
VAGUE = re.compile(r"(?:the\s+)?(?:early|mid|late)\b", re.I)

_BESIDE = 25  # characters: a place at most this far from its number is written beside it ("2019, at GBP 2.4 billion")


def place_binding(text: str, mark: Mark | None, start: int, end: int) -> str:
    """How certainly a claim spanning [start, end) is tied to ``mark`` (``prose_payloads.BINDINGS``)."""
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

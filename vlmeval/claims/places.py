"""Places in a panel as descriptions write them: "Window=2000", "Ratio 0.3", "a Ratio of 0.4", "Ratios 0.4 & 0.5"."""

from __future__ import annotations

import re
from dataclasses import dataclass

from vlmeval.claims.lexicon import Lexicon
from vlmeval.claims.text import NUMBER_RE, number_value

_JOIN = re.compile(r"\*{0,2}['’\"`]?\*{0,2}\s*(?:=|:|of|is|was|at|equal to)?\s*(?:a |an |the )?\*{0,2}")
_MORE = re.compile(r"\s*(?:&|\band\b|\bor\b)\s*(?=[-−]?\d)")
_HAS_DIGIT = re.compile(r"\d")
_RANGE = re.compile(r"\s*(?:to|-|–|—)\s*(?=[-−~]?\d)")


@dataclass(frozen=True, slots=True)
class Place:
    start: int
    end: int
    axis: str  # "row" | "column"
    keys: tuple[float, ...]
    is_range: bool = False


def places_in(lex: Lexicon, text: str, offset: int = 0) -> list[Place]:
    if lex.axis_re is None or not _HAS_DIGIT.search(text):
        return []  # a place is an axis name and a number
    out = []
    for m in lex.axis_re.finditer(text):
        axis = lex.axis_of(m.group(0))
        if axis is None:
            continue
        pos = m.end()
        j = _JOIN.match(text, pos)
        pos = j.end() if j else pos
        keys: list[float] = []
        end = pos
        is_range = False
        while True:
            n = NUMBER_RE.match(text, pos)
            if n is None:
                break
            value = number_value(n)
            if value is None:
                break
            keys.append(value)
            end = n.end()
            r = _RANGE.match(text, end)
            if r is not None and len(keys) == 1 and not is_range:
                is_range = True
                pos = r.end()
                if text[pos:pos + 1] == "~":
                    pos += 1
                continue
            more = _MORE.match(text, end)
            if more is None or is_range:
                break
            pos = more.end()
        if keys:
            out.append(Place(m.start() + offset, end + offset, axis, tuple(keys), is_range))
    return out

"""Places in a panel as descriptions write them: "Window=2000", "Ratio 0.3", "a Ratio of 0.4", "Ratios 0.4 & 0.5"."""

from __future__ import annotations

import re
from dataclasses import dataclass

from vlmeval.claims.lexicon import Lexicon
from vlmeval.claims.near_words import folded
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
    for m_start, pos in axis_spans(lex, text):
        axis = lex.axis_of(text[m_start:pos])
        if axis is None:
            continue
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
            out.append(Place(m_start + offset, end + offset, axis, tuple(keys), is_range))
    return out


# lex.axis_re.pattern -> its names as one case-sensitive, lower-case alternation (None when a name is not ASCII)
_LOWER_AXIS: dict[str, re.Pattern | None] = {}


def axis_spans(lex: Lexicon, text: str) -> list[tuple[int, int]]:
    """The (start, end) of each match of ``lex.axis_re`` in ``text``, as its ``finditer`` finds them.

    ``axis_re`` is case-insensitive and opens with a look-ahead, so ``re`` tries it at every position. With ASCII
    names, ``re.I`` matches a letter only as its own two cases or as "ſ", "ı" or the Kelvin sign, which the folded
    lower case (``near_words.folded``, the same positions) reads as that letter: the same alternation, lower-cased
    and case-sensitive, over it matches where ``axis_re`` does but for its look-behind, and ``re`` skips in C to the
    first letters of its names; the look-behind is tested on the few matches, on the text itself. Folding keeps
    what ``\\w`` matches (checked over every code point), so the look-ahead reads the folded text as the text. A
    text that lower-casing lengthens ("İ") is searched with ``axis_re`` (tests/claims/test_axis_spans.py)."""
    fast = _LOWER_AXIS.get(lex.axis_re.pattern, False)
    if fast is False:
        fast = _LOWER_AXIS[lex.axis_re.pattern] = _lower_axis_re(lex.row_words + lex.column_words)
    low = (text.lower() if text.isascii() else folded(text)) if fast is not None else None
    if low is None:
        return [m.span() for m in lex.axis_re.finditer(text)]
    out = []
    pos = 0
    while (m := fast.search(low, pos)) is not None:
        start = m.start()
        before = text[start - 1] if start else " "
        if before.isalnum() or before in "_-":  # ``(?<![\w-])``: ``\w`` is ``str.isalnum`` or "_" (Unicode too)
            pos = start + 1  # as ``finditer`` goes on after a failed start: from the next position
            continue
        out.append((start, m.end()))
        pos = m.end()
    return out


def _lower_axis_re(names: list[str]) -> re.Pattern | None:
    if not all(w.isascii() for w in names):
        return None
    alternation = "|".join(re.escape(w.lower()) for w in sorted(names, key=len, reverse=True))
    return re.compile(rf"(?:{alternation})(?![\w-])")

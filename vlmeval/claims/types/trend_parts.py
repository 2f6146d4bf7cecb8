"""Whether a stability ("flat", "nearly constant", "extremely stable") is stated of a part of a series, not all of
it: the sentence names a phase or stage of the course ("the trace has three phases: a flat plateau ...", "within
each phase"), leaves a part out ("apart from the spike, ... stable"), or holds an x window in brackets ("Phase 1
(0 to ~4.2 s). ... stays flat"); or it is a sub-bullet under a bullet that does ("- **Phase 1 (packets 0-79)**" /
"    - The line is nearly constant at ~23 ms"). Such a stability is not judged against the whole series."""

from __future__ import annotations

import re

# a phase or stage of the course, or a part left out
_PART = re.compile(r"\b(?:phases?|stages?|regimes?|segments?|apart\s+from|aside\s+from|except(?:\s+for)?|excluding|"
                   r"outside\s+(?:of\s+)?the|for\s+(?:most|much)\s+of)\b", re.I)
# "a constant slope", "a steady rate", "numerically stable": the stability of another quantity (a rate of change, a
# method), not a level course of the series
_OTHER_AFTER = re.compile(r"\s+(?:slopes?|rates?|gradients?|growth|increases?|decreases?|declines?|rises?|spacings?|"
                          r"ratios?|offsets?|steps?|widths?|factors?|proportions?)\b", re.I)
_OTHER_BEFORE = re.compile(r"\b(?:numerically|algorithmically|computationally)\s+$", re.I)
# "(0 to ~4.2 s)", "(packets 0-79)", "(x = 2-5)": a window of the x axis in brackets
_BRACKET_WINDOW = re.compile(r"\((?:[^\W\d][\w/ ]{0,14}?\s*=?\s*)?[~≈]?\s*[-−]?\d[\d.,]*\s*(?:[^\W\d]{1,6}\s*)?"
                             r"(?:to|[–—-])\s*[~≈]?\s*[-−]?\d[\d.,]*[^()]{0,12}\)", re.I)
_BULLET = re.compile(r"^([ \t]*)(?:[-*+]|\d+[.)])\s", re.M)


def of_a_part(sentence: str) -> bool:
    """The sentence states its stability of one phase or part of the course."""
    return bool(_PART.search(sentence) or _BRACKET_WINDOW.search(sentence))


def under_a_part(text: str, start: int) -> bool:
    """The sentence at ``start`` is in a nested bullet whose parent bullet names a phase, part or bracketed window."""
    line_start = text.rfind("\n", 0, start) + 1
    own = _BULLET.match(text, line_start)
    if own is None or not own.group(1):
        return False
    indent = len(own.group(1).expandtabs(4))
    end = line_start - 1
    while end > 0:
        begin = text.rfind("\n", 0, end) + 1
        parent = _BULLET.match(text, begin)
        if parent is not None and len(parent.group(1).expandtabs(4)) < indent:
            return of_a_part(text[begin:end])
        if not text[begin:end].strip():
            return False  # a blank line ends the list
        end = begin - 1
    return False


def of_another_quantity(sentence: str, start: int, end: int) -> bool:
    """The stability word at sentence[start:end] qualifies another quantity ("constant slope", "numerically
    stable"), not the series' level."""
    return bool(_OTHER_AFTER.match(sentence, end) or _OTHER_BEFORE.search(sentence, max(0, start - 20), start))

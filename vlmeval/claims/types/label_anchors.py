"""Where a sentence may give an axis its quoted label: after the axis word, or after "labeled"/"titled"/"named"
when what is so titled is the axis. "The three columns are titled "A", "B" and "C"; ... on the x-axis" and "bar
charts titled "A" and "B"" title panels, not the axis the sentence names later: those quotes are no axis label
(``claims.types.ticks``)."""

from __future__ import annotations

import re

from vlmeval.claims.text import keyword_re

# what a description titles besides an axis: a panel, chart or a row/column of panels
_TITLED_PART = keyword_re(r"\b(?:panels?|sub-?panels?|charts?|plots?|sub-?plots?|graphs?|columns?|rows?|"
                           r"heat ?maps?|insets?)\b", "pscgrhi")


def label_anchors(sentence: str, axis_word: re.Pattern, label_word: re.Pattern) -> list[int]:
    """The ends of the axis words and of the label words whose nearest noun before them is no panel word."""
    axes = [m.end() for m in axis_word.finditer(sentence)]
    return axes + [m.end() for m in label_word.finditer(sentence) if not _titles_a_part(sentence, m.start(), axes)]


def _titles_a_part(sentence: str, at: int, axes: list[int]) -> bool:
    """Whether the label word at ``at`` follows a panel word more closely than any axis word."""
    parts = [m.end() for m in _TITLED_PART.finditer(sentence, 0, at)]
    return bool(parts) and max(parts) > max((a for a in axes if a <= at), default=-1)

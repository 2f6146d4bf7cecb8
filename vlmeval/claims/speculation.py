"""Speculation and outside knowledge: explanations a description gives that the chart cannot hold.

Policy (docs/scoring.md, "Speculation"): a description of a figure that explains the data with facts not in
the figure is ungrounded, hedged or not. "This is probably because of cheaper tickets" states a cause the
chart does not show as surely as "because of cheaper tickets" does; CHOCOLATE's annotators mark both as
out-of-context errors, and in the CHOCOLATE dev and validation halves every hedged cause our patterns read
carries that label (2 of 2; none is in a sentence people call right). So a hedge no longer removes a cause,
forecast or benchmark claim (``claims.types.ungrounded``), and a cause may explain the movement the sentence before
states: "Sales rose after 2015. This is probably because of ..." (the sentence opens with a word standing for
that movement: this, that, these, those, it, such).

Not read: interpretation that explains nothing ("this suggests a competitive market"), and explanations
without a cause word ("one possibility is that ...", "possible explanations for the decline"): tried, two
sentences people marked on the dev half, two they did not on the validation half.
"""

from __future__ import annotations

import re

ANAPHOR_RE = re.compile(r"\s*(?:this|that|these|those|it|such)\b", re.I)


def refers_back(text: str, sentence_start: int, change_re: re.Pattern) -> bool:
    """The sentence opens with a word standing for a movement the sentence before states ("This is because")."""
    if not ANAPHOR_RE.match(text, sentence_start):
        return False
    before = text[max(0, sentence_start - 300):sentence_start]
    previous = re.split(r"[.!?]\s+", before.rstrip(" .\n"))[-1] if before.strip() else ""
    return bool(change_re.search(previous))

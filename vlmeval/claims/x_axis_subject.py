"""A direction word whose subject is the x axis ("separate as the cell spacing grows", "compares two methods as the
share of feature collisions grows from 0% to 90%") says how x runs, not a course of the values: read by the x-y
sentences (claims.types.xy_reading_sentences) and by line prose (claims.types.trend_line) alike."""

from __future__ import annotations

import re

from vlmeval.lazy_re import lazy_compile

# "as the cell spacing grows", "while N increases", "when U/t rises": a clause whose subject comes right before its verb
_AS_SUBJECT = lazy_compile(r"\b(?:as|while|when|whenever)\s+(?:the\s+)?(?P<subject>[^\W\d][^,;:()]{0,40}?)\s*$", re.I)
_LABEL_WORD = lazy_compile(r"[^\s()\[\],;:%]+")
_NO_NAME = frozenset({"the", "and", "of", "in", "mm", "per"})


def x_axis_verb(text: str, at: int, x_labels, start: int = 0) -> bool:
    """Whether the direction word at ``at`` of ``text`` is the verb of a clause whose subject names an x axis (a
    word of one of ``x_labels``, units aside); ``start``: where the sentence begins."""
    m = _AS_SUBJECT.search(text, max(start, at - 48), at)
    if m is None:
        return False
    said = set(_LABEL_WORD.findall(m["subject"].lower()))
    for label in x_labels:
        words = {w for w in _LABEL_WORD.findall((label or "").lower()) if len(w) > 2 or "/" in w} - _NO_NAME
        if said & words:
            return True
    return False

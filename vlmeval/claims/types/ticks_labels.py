"""The label a sentence gives an axis (``claims.types.ticks``): a quoted name after the axis word or "labelled", the
quoted name a Components/Axes bullet or table row opens with, or a name in parentheses after "x-axis"."""

from __future__ import annotations

import re

from vlmeval.claims.near_words import folded
from vlmeval.claims.text import keyword_re
from vlmeval.claims.types.label_anchors import label_anchors

_TICKS = keyword_re(r"\bticks?\b", "t")
_QUOTED = re.compile(r"[\"'`‘“]([^\"'`’”\n]{1,80})[\"'`’”]")
_PAREN_AFTER_AXIS = re.compile(r"\b[xy][- ]?axis\s*\(([^()\n]{1,60})\)", re.I)
_POSITIONAL = keyword_re(r"\b(?:from|to|left|right|top|bottom|position|center|centre|side|rotated)\b", "ftlrbpcs")
_LABEL_WORD = keyword_re(r"\b(?:label(?:ed|led)?|titled|named|represents?)\b", "ltnr")
_THREE_LETTERS = re.compile(r"[A-Za-z]{3}")
_LABEL_WORDS = ("label", "titled", "named", "represent")  # what every match of _LABEL_WORD starts with
# a Components/Axes bullet or table row whose lead-in, bold or plain, names the axis and whose first words are the
# quoted label ('* **Y-axis:** "Count"', '- x-axis: "Time [s]"', '1. Vertical axis: "BIC"', '| Y-axis | "Delay" |')
_LEAD_LABEL = re.compile(r"^\s*(?:[*\-•]\s+|\d{1,2}[.)]\s+)?(?:\*\*(?P<bold>[^*]{1,40}?):?\*\*:?|(?P<plain>[^*:|\"“\n]{1,40}?):"
                         r"|\|\s*(?P<cell>[^|*\"“\n]{1,40}?)\s*\|)\s*[\"“](?P<label>[^\"”]{1,80})[\"”]")
# a quoted name right after the axis word, perhaps after "labelled"/"titled"/"is": 'x axis "time slices" with ticks'
_AXIS_THEN_QUOTE = re.compile(r"\s*(?:[:,]\s*|(?:is\s+)?(?:label(?:l?ed)?|titled|named)\s*:?\s*)?[\"“](?P<label>[^\"”\n]{1,80})[\"”]", re.I)
# ... and not the first of a quoted list ('x-axis "A", "B", "C"': its categories)
_QUOTE_LIST_AFTER = re.compile(r"\s*(?:,|and|or)\s*[\"“]")


def may_match(rx: re.Pattern, text: str, low: str | None, words: tuple[str, ...]) -> re.Match | None:
    """``rx.search(text)`` for an ``rx`` whose every match starts with one of the lower-case ``words``: searched from
    the first place one starts in ``low`` (``near_words.folded(text)``, each letter ``re.I`` reads as an ASCII one
    folded to it in place; ``\\b`` still sees the character before), none where none does; None ``low``: whole."""
    if low is None:
        return rx.search(text)
    at = [i for w in words if (i := low.find(w)) != -1]
    return rx.search(text, min(at)) if at else None


def label_lead(line: str) -> re.Match | None:
    """The lead-in of a bullet or table row and the quoted label it opens with (groups bold/plain/cell, label)."""
    return _LEAD_LABEL.match(line)


def label_in(sentence: str, lower: str, axis_word: re.Pattern, parens: bool = True) -> tuple[str, int, int] | None:
    """The label a sentence gives an axis (named by ``axis_word``): a quoted name right after the axis word or after
    "labeled"; with ``parens`` (an x or y axis) also a name in parentheses after it."""
    low = folded(sentence, lower)
    if may_match(_TICKS, sentence, low, ("tick",)) and not may_match(_LABEL_WORD, sentence, low, _LABEL_WORDS):
        lead = _LEAD_LABEL.match(sentence)  # '* **Y-axis:** "Count", ... ticks every 20': the quoted name opens it
        if lead is None or not axis_word.search(lead.group("bold") or lead.group("plain") or lead.group("cell")):
            lead = _quote_after_axis(sentence, axis_word)  # '**Column 2:** x axis "beads" with ticks 16, 32'
        if lead is None or not any(ch.isalpha() for ch in lead.group("label")):  # a letter of any script: "ζ", "θ0"
            return None
        return lead.group("label").strip(), lead.start("label"), lead.start("label") + len(lead.group("label").strip())
    anchors = None  # found at the first quoted name that could be a label: most sentences quote none
    for m in _QUOTED.finditer(sentence):
        text = m.group(1).strip().rstrip(".")
        if not any(ch.isalpha() for ch in text):
            continue
        if anchors is None:
            anchors = label_anchors(sentence, axis_word, _LABEL_WORD)
        if any(0 <= m.start() - a <= 25 for a in anchors):
            return text, m.start(1), m.start(1) + len(text)
    if not parens or "(" not in sentence:
        return None  # a label in parentheses follows "x-axis" or "y-axis"
    m = _PAREN_AFTER_AXIS.search(sentence)
    if m and not _POSITIONAL.search(m.group(1)) and _THREE_LETTERS.search(m.group(1)):
        return m.group(1).strip(), m.start(1), m.end(1)
    return None


def _quote_after_axis(sentence: str, axis_word: re.Pattern) -> re.Match | None:
    """The quoted name that directly follows the axis word, where no other quoted name follows it in a list."""
    for axis in axis_word.finditer(sentence):
        m = _AXIS_THEN_QUOTE.match(sentence, axis.end())
        if m is not None and not _QUOTE_LIST_AFTER.match(sentence, m.end()):
            return m
    return None

"""A sentence about a part of the figure its record leaves unread (``Panel.unread``: a density curve over a
histogram's bars, a fit, a reference line, a shaded band, error bars) is judged against nothing the record holds:
"a kernel density estimate ..., peaking near 70", "the fitted line reaches 0.8 at 10". Its claims about the data
(values, extremes, trends, ranges) are unverifiable, not contradicted by the bars or points the record does hold.

Only the parts a panel of the figure declares unread, and only the words that name that kind of part; a sentence
that names the part and one of the record's series as well ("the bars peak at 23, above the curve") is left alone.
A list item is about what the line introducing its list names ("Density curve, read at:" over "- x = 10: ~0.05")."""

from __future__ import annotations

import re
from typing import Sequence

from vlmeval.records import ClaimVerdict
from vlmeval.verify import VerifyContext

_DATA_KINDS = frozenset({"value", "extremum", "trend", "comparison", "range"})
# the words that name each kind of unread part in a description
_PART_WORDS = {
    "kde": r"(?:density|kde|kernel)\b|(?:smooth\w*|overlaid|fitted)\s+(?:\w+\s+)?curve|\bcurve\b",
    "fit": r"\bfit(?:ted)?\b|\bregression\b|\btrend\s*line\b|\bbest[- ]fit\b",
    "reference_line": r"\breference\s+line\b|\b(?:dashed|dotted)\s+(?:\w+\s+)?line\b|\bthreshold\b|"
                      r"\b(?:vertical|horizontal)\s+(?:\w+\s+){0,2}lines?\b",
    "band": r"\b(?:shaded|band|bands|envelope)\b",
    "error_bars": r"\berror\s*bars?\b|\bwhiskers?\b",
}
# a sentence about the record's own marks as well: it compares the part with them, so its claims stay
_OWN_MARKS = re.compile(r"\b(?:bars?|points?|dots|markers|circles|squares|cells)\b", re.I)


_STYLE_KINDS = frozenset({"reference_line"})  # a lead-in naming one of these words names a series by its look
_LIST_ITEM = re.compile(r"[ \t]*(?:[-*•+]|\d{1,2}[.)])[ \t]")


def _lead_in(text: str, pos: int) -> str:
    """The line introducing the list whose item holds ``pos``: the nearest line above that is no item and not blank,
    when it ends in ":" or is a heading or bold lead-in; "" when ``pos`` is in no list item or nothing introduces it."""
    start = text.rfind("\n", 0, pos) + 1
    if not _LIST_ITEM.match(text, start):
        return ""
    while start > 0:
        above = text.rfind("\n", 0, start - 1) + 1
        line, start = text[above:start - 1].strip(), above
        if line and not _LIST_ITEM.match(text, above):
            return line if line.endswith(":") or line.startswith(("#", "**")) else ""
    return ""


def _unread_patterns(ctx: VerifyContext) -> list[tuple[re.Pattern, str, str]]:
    out = []
    for panel in ctx.figure.panels:
        for part in panel.unread or []:
            words = _PART_WORDS.get(part.kind)
            if words is not None:
                out.append((re.compile(words, re.I), part.kind, part.kind + (f" ({part.note})" if part.note else "")))
    return out


def mark_unread_parts(ctx: VerifyContext, claims: Sequence, verdicts: Sequence[ClaimVerdict],
                      spans: Sequence[tuple[int, int]]) -> list[ClaimVerdict]:
    """The verdicts with each contradicted data claim of a sentence about an unread part made unverifiable (new
    records; ``verdicts`` is left as it is)."""
    out = list(verdicts)
    if not spans or not any(p.unread for p in ctx.figure.panels):
        return out
    patterns = _unread_patterns(ctx)
    for i, v in enumerate(verdicts):
        if v.verdict != "contradicted" or v.kind not in _DATA_KINDS or v.sentence is None:
            continue
        if claims[i].source == "curve reading":  # judged on the curve the record holds (Panel.curves)
            continue
        begin, end = spans[v.sentence]
        sentence, lead = ctx.text[begin:end], _lead_in(ctx.text, begin)
        about = next((what for pattern, _, what in patterns if pattern.search(sentence)), None)
        if about is None and lead:  # a series' style ("**(c) (red dashed line):**") is no reference line
            about = next((what for pattern, kind, what in patterns if kind not in _STYLE_KINDS and pattern.search(lead)), None)
        if about is None or _OWN_MARKS.search(sentence) or _OWN_MARKS.search(lead):
            continue
        out[i] = v.model_copy(update={"verdict": "unverifiable", "error_type": None,
                                      "reason": f"about a part the record leaves unread: {about}"})
    return out

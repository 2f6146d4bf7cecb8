"""On a histogram the data are the binned variable on the x axis, and the bar heights count them: "the velocities
range from about 9 to 34", "most participants score between 0.1 and 0.5", "a dominant peak near 20" state where
the data lie along the bins, not how tall the bars are. Such a range or extreme, judged against the bar heights
the record holds, is unverifiable when every number it states lies within the bins' span (give or take ``SPAN_SLACK`` of the x
axis: "from about 9" for a first bin at 9.17) and its sentence names
neither the heights nor the y axis ("the bar heights range from 0.1 to 0.9" is still judged); an extreme at a bin
named by its edges ("the mode is the 20.9-24.8 bin") is judged on the bars already, and stays."""

from __future__ import annotations

import re
from typing import Sequence

from vlmeval.claims.text import numbers_in
from vlmeval.groundtruth.schema import Panel
from vlmeval.records import ClaimVerdict
from vlmeval.verify import VerifyContext

_KINDS = frozenset({"range", "extremum"})
_NAMED_BIN = "bin extreme"  # the source of a claim about a bin named by its edges (claims.types.bin_extremes)
SPAN_SLACK = 0.05  # the share of the x axis' span a stated end may lie outside the bins (a rounded edge)
_BIN = re.compile(r"\s*(-?\d+(?:\.\d+)?(?:e-?\d+)?)\s*[–—-]\s*(-?\d+(?:\.\d+)?(?:e-?\d+)?)\s*$", re.IGNORECASE)
# words naming the bar heights (what a histogram's y axis counts)
_HEIGHT_WORDS = re.compile(r"\b(?:height|tall|densit|count|frequen|number\s+of|proportion|fraction|share|percent|"
                           r"y[- ]?axis|y[- ]?values?)", re.IGNORECASE)


def _bins_span(panel: Panel) -> tuple[float, float] | None:
    """(lowest edge, highest edge) of a panel whose columns are all numeric bins ("9.17–9.42"); None otherwise."""
    t = panel.data
    if t is None or len(t.columns) < 3:
        return None
    edges = []
    for c in t.columns:
        m = _BIN.match(str(c)) if isinstance(c, str) else None
        if m is None:
            return None
        edges += [float(m.group(1)), float(m.group(2))]
    return min(edges), max(edges)


def mark_binned_ranges(ctx: VerifyContext, claims: Sequence, verdicts: Sequence[ClaimVerdict],
                       spans: Sequence[tuple[int, int]]) -> list[ClaimVerdict]:
    """The verdicts with each contradicted range or extreme on a one-panel histogram, stated wholly in numbers
    within its bins' span and naming no height, made unverifiable (new records)."""
    out = list(verdicts)
    if len(ctx.figure.panels) != 1 or not spans:
        return out
    panel = ctx.figure.panels[0]
    bins = _bins_span(panel)
    if bins is None:
        return out
    x_range = panel.x.range if panel.x is not None and panel.x.range else bins
    slack = SPAN_SLACK * abs(x_range[1] - x_range[0])
    lo, hi = bins[0] - slack, bins[1] + slack
    y = panel.y
    label = re.escape(y.label.strip()) if y is not None and y.label and y.label.strip() else None
    for i, (claim, v) in enumerate(zip(claims, verdicts)):
        if v.verdict != "contradicted" or v.kind not in _KINDS or v.sentence is None or claim.source == _NAMED_BIN:
            continue
        stated = [n.value for n in numbers_in(ctx.text[v.start:v.end])]
        if not stated or not all(lo <= s <= hi for s in stated):
            continue
        sentence = ctx.text[spans[v.sentence][0]:spans[v.sentence][1]]
        if _HEIGHT_WORDS.search(sentence) or (label and re.search(label, sentence, re.IGNORECASE)):
            continue
        out[i] = v.model_copy(update={"verdict": "unverifiable", "error_type": None,
                                      "reason": "its numbers lie along the histogram's bins: it may say where the "
                                                "data lie, which the bar heights do not judge"})
    return out

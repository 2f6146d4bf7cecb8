"""A key the figure does not draw: a "**Legend:** ..." bullet that describes one, "a legend in the upper left
lists ...", or "a colour bar on the right maps ...", on a figure whose record says it draws no legend (no colour bar), scored as ``label`` claims (target
``part``) with the error type ``hallucination``.

The absence is taken as certain only where nothing on the figure would need such a key: the record's reader saw
none (``Figure.tags``: ``legend`` / ``colorbar`` false, as ``groundtruth.pdf.record`` sets them), no panel holds a
colour bar or a legend title, and every panel plots one series (a legend names series; a chart of one series has
none to name). A key stated as absent ("**Legend:** None.", "there is no colour bar") is no claim."""

from __future__ import annotations

import re
from typing import Callable, Iterable

from vlmeval.claims import Claim, Document
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Figure
from vlmeval.verify import Outcome, VerifyContext, contradicted, unverifiable

# "* **Legend (top right):** ..." and what follows, to the end of the line
_LEGEND_LEAD = re.compile(r"^\s*(?:[*\-•]\s+)?\*\*[^*]*\blegends?\b[^*]*\*\*:?\s*(?P<rest>.*)$", re.I)
# "a colour bar on the far right", "the vertical colorbar": stated as drawn (with its article)
_COLOURBAR = re.compile(r"\b(?:a|the|its)\s+(?:(?:vertical|horizontal|separate|single)\s+)?"
                        r"(?:colou?r[- ]?bar|colou?r\s+scale|colou?r\s+key)\b", re.I)
# "a legend in the upper left", "the legend lists ...": a legend stated as drawn, in running text
_LEGEND = re.compile(r"\b(?:a|the|its)\s+(?:(?:small|single|separate)\s+)?legend\b", re.I)
_ABSENT_AFTER = re.compile(r"\s*(?:is|are|was)?\s*(?:absent|missing|omitted|not\s+(?:shown|drawn|present|visible|included))\b", re.I)
_NONE = re.compile(r"^\W*(?:none\b|no\b|not\b|n/?a\b|absent\b|there\s+is\s+no\b|nothing\b)", re.I)
_NEGATED_BEFORE = re.compile(r"\b(?:no|not|without|lacks?|lacking|instead\s+of|rather\s+than|nor)\b[^.;,]{0,20}$", re.I)
PARTS = {"legend": "legend", "colorbar": "colour bar"}


def part_absent(fig: Figure, part: str) -> bool:
    """Whether the figure surely draws no ``part`` ("legend" or "colorbar"): its record says so and nothing on it
    would need one (one series a panel, no colour bar or legend title held)."""
    if fig.tags.get(part) is not False or chart_kind(fig.kind).grid:
        return False
    held = [p for p in fig.panels if p.data is not None]
    return bool(held) and all(len(p.data.rows) <= 1 and not p.data.legend_title for p in held) \
        and not any(p.colorbar is not None for p in fig.panels)


def extract_parts(doc: Document, payload: Callable[[str], object]) -> Iterable[Claim]:
    """The keys the text says are drawn where the figure surely draws none; ``payload`` makes a claim's payload
    from its part (the label type's)."""
    fig = doc.figure
    legend, colorbar = part_absent(fig, "legend"), part_absent(fig, "colorbar")
    if not (legend or colorbar):
        return
    for line in doc.lines:
        if line.heading:
            continue
        lead = _LEGEND_LEAD.match(line.text) if legend else None
        if lead is not None and lead["rest"].strip() and not _NONE.match(lead["rest"]):
            start, end = line.start + len(lead[0]) - len(lead[0].lstrip()), line.start + lead.start("rest")
            # the lead-in, whoever read its entries (as names, or as the key of a colour scale)
            yield Claim("label", start, end, stated="legend", target="part", source="drawn part",
                        payload=payload("legend"))
            continue
        found = [("colorbar", m) for m in _COLOURBAR.finditer(line.text)] if colorbar else []
        found += [("legend", m) for m in _LEGEND.finditer(line.text)] if legend and lead is None else []
        for part, m in found:
            clause_start = max(line.text.rfind(c, 0, m.start()) for c in ".;") + 1
            if _NEGATED_BEFORE.search(line.text, clause_start, m.start()) or _ABSENT_AFTER.match(line.text, m.end()):
                continue  # "without a colour bar", "the legend is omitted"
            start, end = line.start + m.start(), line.start + m.end()
            if not doc.is_taken(start, end):
                yield Claim("label", start, end, stated=part, target="part", source="drawn part", payload=payload(part))


def verify_part(claim: Claim, ctx: VerifyContext) -> Outcome:
    part = str(claim.stated)
    if part in PARTS and part_absent(ctx.figure, part):
        return contradicted("hallucination", None, f"the figure draws no {PARTS[part]}")
    return unverifiable(f"whether the figure draws a {PARTS.get(part, part)} is not known")

"""A dashed or dotted line of a colour stated as drawn ("A black dashed line shows the total over all groups", "plus
a dashed grey linear-fit line", 'a third entry, "grad/fwd", is drawn as a red dashed line') on panels where no
series is drawn with that look, scored as a ``label`` claim (target ``part``) with the error type
``hallucination``: a line the record would hold as a series, a fit or a curve, and holds none of.

Read only with its article (or "plus", "as"), a colour and a line style (dashed, dotted, dash-dot) among the few
words before "line" or "curve", not denied in its clause ("no dashed line", "without"), not a grid, contour, error
bar, frame or arrow, and not placed at a number ("a dashed line at 0.5" is a straight mark: ``drawn_lines``'s).

The absence is certain only where the record holds every look its panels draw (``label_parts.drawn_by_none``:
each series with its colour, no fit, no curve but the series' own, nothing unread), every panel the claim may be
about was read from the vector drawing (``values_read`` "geometry", whose reader declares the straight lines it
does not hold), and the figure lists no other marks and its review leaves no line out (``drawn_lines``' test).
Anywhere else the line may be drawn and the claim is unverifiable; where a series of those panels has the look,
the line is that series (supported)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterator

from vlmeval.claims import Claim, Document
from vlmeval.claims.cues import declare_cues, sentences_holding
from vlmeval.claims.described_keys import look_fits
from vlmeval.claims.structure_checks import claim_panels
from vlmeval.claims.types.drawn_lines import figure_complete
from vlmeval.claims.types.label_parts import drawn_by_none
from vlmeval.claims.xy_readings import COLOUR_WORD
from vlmeval.claimtypes import TypeEntry
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.lazy_re import lazy_compile


@dataclass(frozen=True, slots=True)
class DrawnLook:
    """A line stated as drawn with a ``look`` (its colour and line style as written: "black dashed")."""
    look: str


# "a black dashed line", "plus a dashed grey linear-fit line", "drawn as a red dashed line", "a thin grey dashed curve"
_LINE = lazy_compile(r"\b(?:a|an|one|plus|as)\s+(?P<look>(?:[\w-]+\s+){1,4}?)(?:line|curve)\b", re.I)
_DASH = lazy_compile(r"\b(?:dashed|dotted|dash-dot(?:ted)?|dash-dotted)\b", re.I)
_ARTICLE = lazy_compile(r"^(?:(?:a|an|one)\s+)+", re.I)
_COLOURED = lazy_compile(rf"{COLOUR_WORD.pattern}|\b(?:black|white)\b")
_NOT_A_SERIES = lazy_compile(r"\b(?:grid\w*|contours?|error|frame|border|box|outline|arrows?|spines?|whiskers?|"
                             r"median|separator|same|its|each|every)\b", re.I)
_NEGATED_BEFORE = lazy_compile(r"\b(?:no|not|nor|neither|without|lacks?|instead\s+of|rather\s+than)\b[^.;:]{0,40}$",
                               re.I)
_PLACED = lazy_compile(r"\s*(?:\([^()]{0,30}\)\s*)?(?:(?:is\s+)?(?:drawn\s+|placed\s+)?at|marks|marking|(?:runs|lies|sits)"
                       r"\s+at)\b[^.;:,()]{0,40}?(?<![\w.])[−-]?\d")


def extract_drawn_looks(doc: Document) -> Iterator[Claim]:
    text = doc.text
    for line, s, e, _mentions, panel in sentences_holding(doc, extract_drawn_looks.cues):
        if line.heading:
            continue
        for m in _LINE.finditer(text, s, e):
            look = _ARTICLE.sub("", m.group("look"))
            if not (_DASH.search(look) and _COLOURED.search(look.lower())) or _NOT_A_SERIES.search(look):
                continue
            clause_start = max(s, max(text.rfind(c, s, m.start()) for c in ".;:") + 1)
            if _NEGATED_BEFORE.search(text, clause_start, m.start()) or _PLACED.match(text, m.end()):
                continue
            after = text[m.end():min(e, m.end() + 30)]
            if _NOT_A_SERIES.match(after.lstrip()) or re.match(r"\s*(?:s\b|-?\s*(?:segment|piece)s?\b)", after):
                continue  # "a dashed line of the same colour", "dashed line segments": a part of a series
            start = m.end("look") - len(look)
            yield Claim("label", start, m.end(), stated=look.strip(), panel=panel or line.panel, target="part",
                        source="drawn look", payload=DrawnLook(look.strip()))


extract_drawn_looks.cues = declare_cues(("dash", "dotted"))


def verify_drawn_look(claim: Claim, ctx: VerifyContext) -> Outcome:
    look = claim.payload.look
    panels = claim_panels(claim, ctx)
    if any(look_fits(st, look) for p in panels if p.data is not None for st in p.data.styles or () if st is not None):
        return supported(look)
    if panels and all(p.values_read == "geometry" for p in panels) and figure_complete(ctx.figure) \
            and drawn_by_none(panels, look):
        return contradicted("hallucination", None, f"no series, fit or curve is drawn as a {look} line: the record "
                            "holds every look the figure draws")
    return unverifiable("the record may not hold every line the figure draws")


ENTRY = TypeEntry(extract_drawn_looks, payloads=(("label", DrawnLook, verify_drawn_look),))

"""A fit or model curve said to pass through the markers ("The fit passes through essentially all data points",
"The fitted curves pass through nearly all the points", "All data points lie on the model curve"): judged on the
curve the record holds beside the markers (``Panel.curves``), marker by marker.

A marker is on the curve when the curve at its x lies within its error bar or within a fiftieth of the drawn y range
(a marker's size), whichever is larger; "all" allows no marker off, "(nearly|essentially|almost) all" one in ten.
Only a panel of one marker series and one curve drawn over markers: the curve and the markers are then unambiguous
(a plural subject, "the fitted curves", is each such panel)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from vlmeval.claims import Claim, Document
from vlmeval.claims.document import sentences
from vlmeval.claims.types.curve_check import curve_values
from vlmeval.claims.types.marker_count import MARKER_NOUNS
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.schema import Panel
from vlmeval.verify import UNCLEAR_PANEL, Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.lazy_re import lazy_compile

ON_CURVE_FRACTION = 0.02  # a marker's size, as a share of the drawn y range
NEARLY_ALL_OFF = 0.10  # "nearly all": this share of the markers may lie off the curve


@dataclass(frozen=True, slots=True)
class CurveThrough:
    """The panel's curve passes through its markers: all of them, or (``nearly``) all but a few."""
    nearly: bool


_FIT = r"(?:(?:fitted|model|fit|regression)\s+(?:\w+\s+)?(?:curves?|lines?)|fits?|model)"
_MARKERS = rf"(?:the\s+)?(?:\w+\s+)?(?:{'|'.join(MARKER_NOUNS)})"  # the nouns marker counts read
_NEARLY = r"(?P<nearly>nearly|essentially|almost|virtually|practically)\s+"
_THROUGH = lazy_compile(rf"^\s*(?:[-*•]\s+|\d{{1,2}}[.)]\s+)?(?:the\s+)?(?:\w+\s+)?{_FIT}\b[^.;:]{{0,30}}?\s+(?:pass(?:es)?|goes|go|runs?)"
                        rf"\s+(?:\w+\s+)?through\s+(?:{_NEARLY})?all\s+{_MARKERS}\b", re.I)
_ON = lazy_compile(rf"^\s*(?:[-*•]\s+|\d{{1,2}}[.)]\s+)?(?:{_NEARLY})?all\s+{_MARKERS}\s+(?:lie|sit|fall)\s+(?:\w+\s+)?on\s+"
                   rf"the\s+(?:\w+\s+)?(?:model|fit(?:ted)?)\s+(?:curve|line)\b", re.I)


def _marker_panels(doc: Document, panel_name: str | None) -> list[Panel]:
    fits = [p for p in doc.figure.panels if p.data is not None and len(p.data.rows) == 1 and len(p.curves or []) == 1
            and p.curves[0].over == "markers"]
    named = [p for p in fits if p.title == panel_name]
    return named or fits


def extract_curve_through(doc: Document) -> list[Claim]:
    if not any(p.curves for p in doc.figure.panels):
        return []
    out = []
    for _, start, end, _, panel_name in sentences(doc):
        text = doc.text[start:end]
        m = _THROUGH.match(text) or _ON.match(text)
        if m is None or doc.is_taken(start + m.start(), start + m.end()):
            continue
        for panel in _marker_panels(doc, panel_name):
            out.append(Claim("comparison", start + m.start(), start + m.end(), stated="through", panel=panel.title,
                             source="curve reading", payload=CurveThrough(bool(m["nearly"]))))
        doc.take(start + m.start(), start + m.end())
    return out


def _markers(panel: Panel) -> list[tuple[float, float, float]]:
    """(x, y, error bar) of each marker; the error bar 0 where the record holds none."""
    t = panel.data
    if t.points is not None and t.points[0]:
        return [(float(x), float(y), 0.0) for x, y in t.points[0]]
    errors = t.errors[0] if t.errors else [None] * len(t.columns)
    return [(float(c), float(v), float(e or 0.0)) for c, v, e in zip(t.columns, t.values[0], errors)
            if v is not None and isinstance(c, (int, float)) and not isinstance(c, bool)]


def verify_curve_through(claim: Claim, ctx: VerifyContext) -> Outcome:
    panel = ctx.named_panel(claim.panel)
    if panel is None:
        return unverifiable(UNCLEAR_PANEL)
    lo, hi = panel.y.range if panel.y is not None and panel.y.range else (None, None)
    if lo is None or hi is None or not hi > lo or not panel.curves:
        return unverifiable("the panel's y range is not known", panel=panel.title)
    off, judged = [], 0
    markers = _markers(panel)
    for (x, y, err), at in zip(markers, curve_values(panel, panel.curves[0], [x for x, _, _ in markers])):
        if at is None:
            continue
        judged += 1
        if abs(at - y) > max(err, ON_CURVE_FRACTION * (hi - lo)):
            off.append((x, y, at))
    if judged < 3:
        return unverifiable("too few markers under the curve", panel=panel.title)
    allowed = int(NEARLY_ALL_OFF * judged) if claim.payload.nearly else 0
    if len(off) <= allowed:
        return supported(judged, panel=panel.title)
    x, y, at = max(off, key=lambda o: abs(o[1] - o[2]))
    return contradicted("value", len(off), f"{len(off)} of {judged} markers lie off the curve (at x = {x:g}: {y:.4g} "
                                           f"against the curve's {at:.4g})", panel=panel.title)


ENTRY = TypeEntry(extract_curve_through, payloads=(("comparison", CurveThrough, verify_curve_through),))

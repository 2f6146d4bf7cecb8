"""A trend over the set of series drawn with one marker: "|α| of the stars decreases with the mass bin", "the
squares rise with temperature", on a scatter or line figure whose record names its series by look ("teal stars",
"dark blue stars"): every marker of those series, in x order, goes that way.

The marker word names every series the record draws with that marker (``Table.styles``), and each of their
markers must be recorded (``Table.points``) and number at least three in all; the words after "with" must name
the x axis (a word of its label), and a negated clause gives no claim. Judged like the trend of one series on from
an x (``claims.types.xy_reading_check``): most steps and the whole change, at least a tenth of the markers' range,
one way; the other way is a wrong trend, a mixed course unverifiable."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from vlmeval.claims import Claim, Document
from vlmeval.claims.category_names import prose_sentences
from vlmeval.claims.cues import cues_of
from vlmeval.claims.text import VERB_NEGATION_RE
from vlmeval.claims.trend_words import FALLS, RISES, word_forms
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.kinds import chart_kind
from vlmeval.groundtruth.schema import Panel
from vlmeval.textsafe import word_key
from vlmeval.verify import UNCLEAR_PANEL, Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.lazy_re import lazy_compile

_MARKERS = {"stars": "star", "squares": "square", "triangles": "triangle", "diamonds": "diamond",
            "circles": "circle", "crosses": "cross", "pentagons": "pentagon", "hexagons": "hexagon"}
# the present tense of claims.trend_words' rise (fall) verbs, "-ing" forms aside ("the stars rise with N")
_UP_WORDS = tuple(w for w in word_forms(RISES) if not w.endswith("ing"))
_DOWN_WORDS = tuple(w for w in word_forms(FALLS) if not w.endswith("ing"))
_SAID = lazy_compile(rf"\bthe\s+(?P<m>{'|'.join(_MARKERS)})['’]?\s+(?:[^\s.;:,]+\s+){{0,2}}?"
                     rf"(?P<v>{'|'.join(_UP_WORDS + _DOWN_WORDS)})\s+(?:steadily\s+|monotonically\s+)?with\s+"
                     r"(?P<x>[^.;:,]{1,40})", re.I)
_NEGATED = lazy_compile(VERB_NEGATION_RE, re.I)
TREND_SHARE = 0.10  # a change smaller than this share of the markers' own range is no direction


@dataclass(frozen=True, slots=True)
class MarkerSetTrend:
    """The markers of every series drawn as ``marker`` go ``direction`` along x."""
    marker: str
    direction: Literal["up", "down"]


def rows_drawn_as(panel: Panel, marker: str) -> list[int]:
    styles = panel.data.styles or []
    return [i for i, st in enumerate(styles) if st is not None and st.marker == marker]


def _names_x(panel: Panel, words: str) -> bool:
    label = {w for w in re.findall(r"[^\W\d_]{3,}", (panel.x.label or "").lower())}
    return bool(label & set(re.findall(r"[^\W\d_]{3,}", words.lower())))


def extract_marker_set_trends(doc: Document) -> list[Claim]:
    spec = chart_kind(doc.figure.kind)
    panels = [p for p in doc.figure.panels if p.data is not None and p.data.points is not None]
    if spec.bars or not (spec.x_at_values or spec.numeric_x) or len(panels) != 1:
        return []
    panel, out, text = panels[0], [], doc.text
    for start, end in prose_sentences(doc):
        for m in _SAID.finditer(text, start, end):
            marker = _MARKERS[word_key(m["m"])]
            clause_start = max(text.rfind(",", start, m.start()), text.rfind(";", start, m.start()), start)
            if not rows_drawn_as(panel, marker) or not _names_x(panel, m["x"]) \
                    or _NEGATED.search(text, clause_start, m.end("v")):
                continue
            a, b = m.start(), m.end("v")
            if doc.is_taken(a, b):
                continue
            doc.take(a, b)
            direction = "up" if m["v"].lower() in _UP_WORDS else "down"
            out.append(Claim("trend", a, b, stated=direction, panel=panel.title, source="marker set trend",
                             payload=MarkerSetTrend(marker, direction)))
    return out


extract_marker_set_trends.cues = cues_of(_MARKERS)  # every _SAID holds a marker word


def verify_marker_set_trend(claim: Claim, ctx: VerifyContext) -> Outcome:
    panel = ctx.named_panel(claim.panel)
    if panel is None:
        return unverifiable(UNCLEAR_PANEL)
    t, stated = panel.data, claim.payload
    rows = rows_drawn_as(panel, stated.marker)
    if t.points is None or len(t.points) != len(t.rows) or any(not t.points[i] for i in rows):
        return unverifiable(f"the {stated.marker} markers are not all recorded", panel=panel.title)
    pts = sorted((float(x), float(y)) for i in rows for x, y in t.points[i])
    if len(pts) < 3:
        return unverifiable(f"fewer than three {stated.marker} markers", panel=panel.title)
    ys = [y for _, y in pts]
    change, scale = ys[-1] - ys[0], max(ys) - min(ys)
    ups = sum(b > a for a, b in zip(ys, ys[1:]))
    downs = sum(b < a for a, b in zip(ys, ys[1:]))
    went = "up" if change > TREND_SHARE * scale and ups > downs else \
        "down" if change < -TREND_SHARE * scale and downs > ups else None
    where = {"panel": panel.title}
    if went is None:
        return unverifiable(f"the {stated.marker} markers go neither way along x", **where)
    if went == stated.direction:
        return supported(went, **where)
    return contradicted("trend", went, f"the {stated.marker} markers go {went} along x, not {stated.direction}",
                        **where)


ENTRY = TypeEntry(extract_marker_set_trends, payloads=(("trend", MarkerSetTrend, verify_marker_set_trend),))

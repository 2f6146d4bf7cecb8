"""A reference line stated as drawn at a place ("a grey dashed horizontal line marks ρ = 0.25", "a dashed red
reference line at 0.1", "a dashed vertical line marking the median near 82") on a figure that surely draws none
there, scored as a ``label`` claim (target ``part``) with the error type ``hallucination``; one stated in a
direction where the vector drawing's reader declared a straight line of that direction near that place, on every
panel the claim may be about, is supported.

A line is read only with its article, a look or direction that makes it a drawn mark (horizontal, vertical,
dashed, dotted, "reference") and a number it is placed at or marks; a line of the series' own ("of the same
colour"), a grid or a line stated as absent is no claim.

The absence is certain only where the record's inventory of lines is complete on every panel the claim may be
about: the panel was read from the vector drawing (``values_read`` "geometry": that reader declares each straight
line it does not hold as an unread ``reference_line`` with its direction and place, so those it declares enumerate
the rest: none of them may be the line stated, in its direction near its place), declares no line without its place,
no fit, inset, image or other part and no shaded span across the plot (its edges are lines of unknown place), holds
no fitted line, no series or curve that runs flat (horizontal) or upright (vertical), and the figure lists no
other marks (``Figure.extras``), tags no fitted line, and its review leaves no line out in words (an item of
its list that holds the line after all, "held as a curve", "read as series", or one it declares unread, does not
count). Anywhere else
the line may be drawn and the claim is unverifiable."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterator

from vlmeval.claims import Claim, Document
from vlmeval.claims.cues import declare_cues
from vlmeval.claims.structure_checks import claim_panels
from vlmeval.claimtypes import TypeEntry
from vlmeval.groundtruth.schema import Figure, Panel
from vlmeval.verify import Outcome, VerifyContext, contradicted, supported, unverifiable
from vlmeval.lazy_re import lazy_compile


@dataclass(frozen=True, slots=True)
class DrawnLine:
    """A straight line stated as drawn: its direction ("horizontal", "vertical", or "" when not said) and the
    number it is placed at or marks."""
    direction: str
    at: float


# "a grey dashed horizontal line", "one dotted vertical reference line", "a dashed red reference line"
_LINE = lazy_compile(r"\b(?:a|an|one)\s+(?P<look>(?:[\w-]+\s+){0,4}?)(?:(?P<dir>horizontal|vertical)\s+"
                     r"(?P<look2>(?:[\w-]+\s+){0,2}?))?(?P<ref>(?:reference|guide)\s+)?line\b", re.I)
_DRAWN_LOOK = lazy_compile(r"\b(?:dashed|dotted|dash-dot(?:ted)?|dash-dotted)\b", re.I)
# then where it is: "at 0.1", "at ⟨n⟩ = 2.0", "marks ρ1D = 0.25", "marking the median near 82", "runs at y = 50"
_PLACE = lazy_compile(r"\s*(?:\([^()]{0,30}\)\s*)?(?:(?:is\s+)?(?:drawn\s+|placed\s+)?at|marks|marking|(?:runs|lies|sits)"
                      r"\s+at)\b(?P<gap>[^.;:,()]{0,40}?)(?<![\w.])(?P<num>[−-]?\d+(?:\.\d+)?)(?!\w|\.\d|\s*%)")
_NOT_A_MARK = lazy_compile(r"\b(?:grid|same\s+colou?r|its\s+own|each\s+series)\b", re.I)
_NEGATED_BEFORE = lazy_compile(r"\b(?:no|not|without|nor|neither|lacks?)\b[^.;,]{0,25}$", re.I)
_UNCERTAIN_KINDS = frozenset({"reference_line", "fit", "inset", "image", "other"})
_LINE_WORD = lazy_compile(r"\blines?\b", re.I)
# an item of the review's list of what is left out that a record holds after all ("held as a curve", "read as
# series", "named by look")
_HELD = lazy_compile(r"(?<!not )\bheld\b|\bread\s+(?:as|since)\b|\bnamed\s+by\b|\((?:all\s+)?declared\)", re.I)
FLAT_SHARE = 0.02  # a series or curve whose extent across the line is under this share of its axis span runs along it


def _lines(doc: Document) -> Iterator[Claim]:
    for line in doc.lines:
        if line.heading or "line" not in line.text:
            continue
        text = line.text
        for m in _LINE.finditer(text):
            place = _PLACE.match(text, m.end())
            if place is None or not (m.group("dir") or m.group("ref") or _DRAWN_LOOK.search(m.group("look"))):
                continue
            clause_start = max(text.rfind(c, 0, m.start()) for c in ".;") + 1
            clause_end = min((i for i in (text.find(c, place.end()) for c in ".;") if i != -1), default=len(text))
            if _NEGATED_BEFORE.search(text, clause_start, m.start()) or _NOT_A_MARK.search(text, clause_start, clause_end):
                continue
            at = float(place.group("num").replace("−", "-"))
            start, end = line.start + m.start(), line.start + place.end()
            yield Claim("label", start, end, stated="reference line", panel=line.panel, target="part",
                        source="drawn line", payload=DrawnLine((m.group("dir") or "").lower(), at))


def extract_drawn_lines(doc: Document) -> Iterator[Claim]:
    """Each straight line stated as drawn at a number."""
    yield from _lines(doc)


extract_drawn_lines.cues = declare_cues("line")


def _span(values: list[float]) -> float:
    return max(values) - min(values) if values else 0.0


def _runs_along(panel: Panel, direction: str) -> bool:
    """Whether a series or curve of the panel runs flat (horizontal) or upright (vertical): it may be the line."""
    tracks: list[list[tuple[float, float]]] = [c.points for c in panel.curves or ()]
    if panel.data is not None:
        cols = panel.data.columns
        for row in panel.data.values:
            pts = [(c, v) for c, v in zip(cols, row) if v is not None and isinstance(c, (int, float))]
            if len(pts) >= 2:
                tracks.append(pts)
        for row in panel.data.points or ():
            tracks.append(list(row))
    edges = panel.placement
    for pts in tracks:
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        x_span = abs(edges.x_edges[1] - edges.x_edges[0]) if edges and edges.x_edges else _span(xs)
        y_span = abs(edges.y_edges[1] - edges.y_edges[0]) if edges and edges.y_edges else _span(ys)
        if direction != "vertical" and len(ys) >= 2 and _span(ys) <= FLAT_SHARE * y_span:
            return True
        if direction != "horizontal" and len(xs) >= 2 and _span(xs) <= FLAT_SHARE * x_span:
            return True
    return False


# the geometry reader's note for a straight line it does not hold: "black dashed vertical line at x = 8.001 not read"
_DECLARED_LINE = lazy_compile(r"\b(?P<dir>horizontal|vertical)\s+line\s+at\s+[xy]\s*=\s*"
                              r"(?P<at>[−-]?\d+(?:\.\d+)?(?:e[−+-]?\d+)?)\s+not\s+read$")
# a shaded span across the plot (a region of x or y) is bounded by straight lines of unknown place
_SPAN = lazy_compile(r"\bspans?\b", re.I)
NEAR_SHARE = 0.05  # a declared line within this share of its axis' span of the stated place may be the line stated


def _declared_line(note: str | None) -> tuple[str, float] | None:
    """(direction, place) of a straight line the reader declared unread with both, else None."""
    m = _DECLARED_LINE.search(note or "")
    return (m.group("dir"), float(m.group("at").replace("−", "-"))) if m else None


def _near(panel: Panel, direction: str, a: float, b: float) -> bool:
    """Whether places ``a`` and ``b`` on the axis a line of ``direction`` is placed along are close."""
    axis, edges = (panel.x, panel.placement.x_edges if panel.placement else None) if direction == "vertical" \
        else (panel.y, panel.placement.y_edges if panel.placement else None)
    if axis is not None and axis.scale == "log" and a > 0 and b > 0:
        return abs(a - b) <= 0.15 * max(a, b)
    span = abs(edges[1] - edges[0]) if edges else max(abs(a), abs(b))
    return abs(a - b) <= NEAR_SHARE * span


def _declared_elsewhere(panel: Panel, line: DrawnLine) -> bool:
    """Whether every unread straight line of ``panel`` is declared with its direction and place, and none of them
    may be the line stated (another direction, or far from its place): they enumerate the panel's lines."""
    for u in panel.unread or ():
        if u.kind != "reference_line":
            continue
        declared = _declared_line(u.note)
        if declared is None:
            return False  # a diagonal, or a line declared without its place: it may be the one stated
        if (not line.direction or declared[0] == line.direction) and _near(panel, declared[0], declared[1], line.at):
            return False
    return True


def _lines_complete(panel: Panel, line: DrawnLine) -> bool:
    """Whether the record holds or declares every straight line drawn on ``panel`` (so a line it lacks is not
    drawn): the lines it leaves unread are declared each with its direction and place, none of them the one stated."""
    others = [u for u in panel.unread or () if u.kind in _UNCERTAIN_KINDS and u.kind != "reference_line"
              or u.kind == "band" and _SPAN.search(u.note or "")]
    return (panel.values_read == "geometry" and panel.fit is None and not others
            and _declared_elsewhere(panel, line) and not _runs_along(panel, line.direction))


def figure_complete(fig: Figure) -> bool:
    review = fig.source.review if fig.source is not None else None
    left_out = review.unread if review is not None and review.unread else ""
    lines_left_out = [item for item in left_out.split(";") if _LINE_WORD.search(item) and not _HELD.search(item)]
    return not fig.extras and fig.tags.get("fitted_line") is not True and not lines_left_out


def _declared_at(panel: Panel, line: DrawnLine) -> float | None:
    """The place of a straight line the geometry reader declared on ``panel`` in the stated direction near the
    stated place (``_near``), else None."""
    for u in panel.unread or ():
        declared = _declared_line(u.note) if u.kind == "reference_line" else None
        if declared is not None and declared[0] == line.direction and _near(panel, declared[0], declared[1], line.at):
            return declared[1]
    return None


def verify_drawn_line(claim: Claim, ctx: VerifyContext) -> Outcome:
    p: DrawnLine = claim.payload
    panels = claim_panels(claim, ctx)
    places = [_declared_at(panel, p) for panel in panels] if p.direction else []
    if places and all(at is not None for at in places):  # the reader saw such a line there on every panel meant
        return supported(places[0])
    if figure_complete(ctx.figure) and all(_lines_complete(panel, p) for panel in panels):
        return contradicted("hallucination", None, f"the figure draws no {p.direction or 'straight'} line at {p.at:g}: "
                            "the record holds every line drawn there")
    return unverifiable("the record may not hold every line the figure draws")


ENTRY = TypeEntry(extract_drawn_lines, payloads=(("label", DrawnLine, verify_drawn_line),))

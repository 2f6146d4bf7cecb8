"""The words for how a series is drawn, apart from its colour: line styles ("dashed", "dash-dot") and marker
shapes ("squares", "diamonds"), matched against the record's looks (``Table.styles``). Colours are read by
``claims.xy_readings``; a series named by its shape alone ("diamond ~0.93, circle ~0.985", "the triangles sit near
148 K") is read here for every reader that resolves series names (``xy_readings.named_series``)."""

from __future__ import annotations

import re

DASHDOT = re.compile(r"\bdash[- ]?dot(?:ted)?\b|\bdot[- ]dash(?:ed)?\b", re.I)
LINE_STYLES = {"dashed": re.compile(r"\bdash(?:ed|es)?\b", re.I), "dotted": re.compile(r"\bdott?ed\b", re.I),
               "solid": re.compile(r"\bsolid\b", re.I)}
MARKER_WORDS = {"circle": r"circles?|round", "point": r"dots?|points?", "square": r"squares?", "triangle": r"triangles?",
                "diamond": r"diamonds?", "star": r"stars?", "cross": r"crosses|x markers?", "plus": r"plus(?:es)?",
                "pentagon": r"pentagons?", "hexagon": r"hexagons?"}
# the marker words that name a shape and nothing else: "dots", "points", "round", "stars", "crosses" and "plus"
# are as often the data, the objects plotted or a verb ("the stars lie between ...", "crosses zero")
SHAPES = {k: re.compile(rf"\b(?:{w})\b", re.I) for k, w in MARKER_WORDS.items()
           if k in ("circle", "square", "triangle", "diamond", "pentagon", "hexagon")}
SHAPES["circle"] = re.compile(r"\bcircles?\b", re.I)
_ALIKE = {"circle": {"circle", "point"}, "point": {"circle", "point"}, "triangle_down": {"triangle"}}


def marker_is(recorded: str | None, named: set[str]) -> bool:
    """Whether a recorded marker is the one named (a dot is read as a small circle and the other way round)."""
    return recorded is not None and bool(_ALIKE.get(recorded, {recorded}) & named)


def by_style(styles: list, text: str) -> list[int]:
    """Rows whose recorded line style and marker fit every line style and marker ``text`` names (at least one)."""
    dashdot = bool(DASHDOT.search(text))
    rest = DASHDOT.sub(" ", text)
    lines = {"dashdot"} if dashdot else {k for k, rx in LINE_STYLES.items() if rx.search(rest)}
    marks = {k for k, w in MARKER_WORDS.items() if re.search(rf"\b(?:{w})\b", rest, re.I)}
    if len(lines) > 1 or len(marks) > 1 or not (lines or marks):
        return []
    return [i for i, st in enumerate(styles) if st is not None and (not lines or st.line in lines)
            and (not marks or marker_is(st.marker, marks))]


def by_shape(styles: list, text: str) -> list[int]:
    """Rows whose recorded marker is a shape ``text`` names ("diamond ~0.93, circle ~0.985": two rows; "the
    triangles": one when one series is drawn with triangles), for a text that names no colour."""
    if not styles:
        return []
    named = {k for k, rx in SHAPES.items() if rx.search(text)}
    return [i for i, st in enumerate(styles) if st is not None and named and marker_is(st.marker, named)]

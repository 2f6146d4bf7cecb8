"""Diagonal guides: the y = x line of a parity plot or a reliability diagram (subpop-deviation's "perfect
calibration" diagonal), drawn as one straight stroke across the plot with no marker on it and named by no legend
entry. It is a line the reader compares the data with, not a series: left out of the panel's lines and declared
``unread`` with its equation, so a description's "the diagonal" is unverifiable, never a series the record holds
with two values."""

from __future__ import annotations

import math

from vlmeval.groundtruth.pdf.axes import Frame
from vlmeval.groundtruth.pdf.legend import Entry, is_marker
from vlmeval.groundtruth.pdf.primitives import Page, Shape, color_key
from vlmeval.groundtruth.schema import UnreadPart

SPAN = 0.5  # a guide runs across at least half the plot, in width and in height
STRAIGHT = 0.5  # points: how far a vertex may stray from the straight line through the ends
SAME = 0.02  # share of an axis' span (in log10 on a log axis) within which the ends read as y = x


def diagonal_guides(page: Page, frame: Frame, entries: list[Entry], skip: set[int] = frozenset()) -> list[Shape]:
    """The panel's unnamed, unmarked straight strokes along y = x."""
    xm, ym = frame.x.mapping, frame.y.mapping
    if xm is None or ym is None or xm.scale != ym.scale:
        return []
    f = frame.box
    named = {color_key(e.color) for e in entries if e.kind == "line"}
    out = []
    for p in page.paths:
        b = p.bbox
        if (id(p) in skip or p.stroke is None or p.fill is not None or not b.inside(f, 2) or b.w < SPAN * f.w
                or b.h < SPAN * f.h or color_key(p.stroke) in named or not _straight(p)):
            continue
        if _identity(p, xm, ym, f) and not _marked(page, p):
            out.append(p)
    return out


def guide_parts(page: Page, frame: Frame, entries: list[Entry]) -> list[UnreadPart]:
    return [UnreadPart(kind="reference_line", note="diagonal line y = x not read")
            for _ in diagonal_guides(page, frame, entries)]


def _straight(p: Shape) -> bool:
    (x0, y0), (x1, y1) = p.pts[0], p.pts[-1]
    length = math.dist((x0, y0), (x1, y1))
    if length == 0:
        return False
    return all(abs((x1 - x0) * (y0 - y) - (x0 - x) * (y1 - y0)) / length <= STRAIGHT for x, y in p.pts)


def _identity(p: Shape, xm, ym, f) -> bool:
    """Both ends read the same value on x as on y (y = x), to SAME of the axes' spans."""
    log = xm.scale == "log"

    def t(v: float) -> float | None:
        return (math.log10(v) if v > 0 else None) if log else v

    span = [t(xm.value(f.x0)), t(xm.value(f.x1)), t(ym.value(f.bottom)), t(ym.value(f.top))]
    if None in span:
        return False
    tol = SAME * max(abs(span[1] - span[0]), abs(span[3] - span[2]))
    for x, y in (p.pts[0], p.pts[-1]):
        vx, vy = t(xm.value(x)), t(ym.value(y))
        if vx is None or vy is None or abs(vx - vy) > tol:
            return False
    return True


def _marked(page: Page, p: Shape) -> bool:
    """A marker of the line's colour centred on one of its vertices: a series drawn with markers, no guide. A marker
    that is also on a vertex of a longer line of that colour is that line's (a curve from (0, 0) to (1, 1) with a
    star at each point puts one on each end of the diagonal too)."""
    want = color_key(p.stroke)
    longer = [q for q in page.paths if q is not p and len(q.pts) > len(p.pts) and q.fill is None
              and color_key(q.stroke) == want]
    return any(is_marker(m) and color_key(m.fill or m.stroke) == want and any(_at(m, x, y) for x, y in p.pts)
               and not any(_at(m, x, y) for q in longer for x, y in q.pts) for m in page.paths)


def _at(m: Shape, x: float, y: float) -> bool:
    return abs(m.bbox.cx - x) < 1 and abs(m.bbox.cy - y) < 1

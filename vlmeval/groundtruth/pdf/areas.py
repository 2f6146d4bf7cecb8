"""Curves drawn as filled areas (a density plot drawn filled, ``fill_between(x, density)``): a polygon closed along
a flat baseline, whose other side is the curve, rising from the baseline and coming back to it. That side is read as
a line series (named by the legend or by its colour, as a line is). A band between two curves (a confidence band)
has no flat side, a region of a phase diagram ends off its baseline (its boundary runs to the plot's edge), and an
area whose curve is drawn as a line of its own has that line read: they stay declared unread (parts.py)."""

from __future__ import annotations

import math

from vlmeval.groundtruth.pdf.axes import Frame
from vlmeval.groundtruth.pdf.legend import is_marker
from vlmeval.groundtruth.pdf.primitives import Box, Page, Shape

SPAN = 0.1  # the curve runs across at least this share of the frame's width (as a band: parts.py)
VERTICES = 8  # through at least this many vertices inside the frame
FLAT = 0.5  # points: the baseline side rises at most this much
BACK = 0.05  # points: the curve never goes back along x by more than this


def area_edges(page: Page, frame: Frame, skip: set[int], drawn: list[Shape]) -> list[Shape]:
    """The curve side of each filled area of the frame that is no band, as an unfilled path inside the frame (in
    the area's edge colour, else its fill's); none where a ``drawn`` line already runs along it."""
    out = []
    for p in page.paths:
        if id(p) in skip:
            continue
        edge = curve_side(p, frame.box)
        if edge is not None and not _traced(edge, drawn):
            out.append(Shape(edge, p.stroke or p.fill, None, False, p.dashed, p.dash, stroke_alpha=p.stroke_alpha))
    return out


def read_as_curve(p: Shape, f: Box, drawn: list[Shape]) -> bool:
    """A filled area whose curve side is read as a series of its own (``curve_side``), none of ``drawn`` along it."""
    edge = curve_side(p, f)
    return edge is not None and not _traced(edge, drawn)


def curve_side(p: Shape, f: Box) -> list[tuple[float, float]] | None:
    """The vertices of a filled area's curve side inside the frame, left to right; None for no such area (a marker,
    a white patch, a band, a side too short or turning back along x)."""
    if p.fill is None or min(p.fill) >= 0.95 or not p.closed or p.curved or is_marker(p) or len(p.pts) < 2 * VERTICES:
        return None
    found = _other_than_flat(p.pts)
    if found is None:
        return None
    side, base = found
    if abs(side[0][1] - base) >= FLAT or abs(side[-1][1] - base) >= FLAT:
        return None  # an end off the baseline: no density's curve (a region, an area cut by the plot's edge)
    if side[0][0] > side[-1][0]:
        side = side[::-1]
    if any(b[0] < a[0] - BACK for a, b in zip(side, side[1:])):
        return None
    inside = [(x, y) for x, y in side if f.contains(x, y, 0.05)]
    if len(inside) < VERTICES or inside[-1][0] - inside[0][0] < SPAN * f.w:
        return None
    return inside


def _other_than_flat(pts: list[tuple[float, float]]) -> tuple[list[tuple[float, float]], float] | None:
    """A polygon split at its leftmost and rightmost vertices into two sides: where one is flat (its ends aside: a
    riser from the baseline to the curve's first value may join either side), the other and the baseline's y;
    None else."""
    ring = pts[:-1] if math.dist(pts[0], pts[-1]) < 0.5 else list(pts)
    n = len(ring)
    lo = min(range(n), key=lambda i: ring[i][0])
    hi = max(range(n), key=lambda i: ring[i][0])
    one = [ring[(lo + k) % n] for k in range((hi - lo) % n + 1)]
    two = [ring[(hi + k) % n] for k in range((lo - hi) % n + 1)]
    for flat, curve in ((one, two), (two, one)):
        ys = [y for _, y in flat[1:-1]]
        if len(flat) >= 3 and max(ys) - min(ys) < FLAT and _span(curve) >= FLAT:
            base = sum(ys) / len(ys)
            return _off_baseline(_without_risers(curve, base), base), base
    return None


def _span(side: list[tuple[float, float]]) -> float:
    ys = [y for _, y in side]
    return max(ys) - min(ys)


def _without_risers(side: list[tuple[float, float]], base: float) -> list[tuple[float, float]]:
    """The side less an end vertex on the baseline straight below (or above) its neighbour: the riser's foot, no
    value of the curve."""
    def foot(a: tuple[float, float], b: tuple[float, float]) -> bool:
        return abs(a[1] - base) < FLAT and abs(a[0] - b[0]) < BACK and abs(b[1] - base) >= FLAT
    while len(side) > 2 and foot(side[0], side[1]):
        side = side[1:]
    while len(side) > 2 and foot(side[-1], side[-2]):
        side = side[:-1]
    return side


def _off_baseline(side: list[tuple[float, float]], base: float) -> list[tuple[float, float]]:
    """The side from where it leaves the baseline to where it returns (a density's tails lie on the baseline, drawn
    as no curve: the area is seen to span only where it rises), with the baseline vertex at each end."""
    def off(k: int) -> bool:
        return abs(side[k][1] - base) >= FLAT
    rising = [k for k in range(len(side)) if off(k)]
    if not rising:
        return side
    return side[max(rising[0] - 1, 0): rising[-1] + 2]


def _traced(edge: list[tuple[float, float]], drawn: list[Shape], within: float = 0.5) -> bool:
    """Most of the edge's vertices lie on the vertices of one drawn line (the area's curve is drawn as a line)."""
    for line in drawn:
        b = line.bbox
        near = [(x, y) for x, y in edge if b.contains(x, y, within)]
        if len(near) < 0.5 * len(edge):
            continue
        if sum(any(abs(x - lx) <= within and abs(y - ly) <= within for lx, ly in line.pts) for x, y in near) >= 0.5 * len(edge):
            return True
    return False

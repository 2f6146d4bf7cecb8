"""Where a marker points: its anchor from its shape, not its bounding box's centre.

A marker is drawn around its data point, but an asymmetric outline's box is not centred on it: a five-pointed
star's box reaches 1 up and cos(36°) ≈ 0.81 down, a pentagon's likewise, so the box centre lies about a tenth of
the marker's radius off the point (a star read 1.00124 where a square at the same point read 1.0). The outline of
a regular star, polygon, diamond, plus or cross is symmetric about its point, so the mean of its distinct vertices
is the point. A triangle is the exception: matplotlib draws '^' from (0, 1), (-1, -1), (1, -1), centred on its box,
not on its centroid.
"""

from __future__ import annotations

from vlmeval.groundtruth.pdf.primitives import Shape
from vlmeval.groundtruth.pdf.ticks import STEP, round_to


def vertices(p: Shape) -> list[tuple[float, float]]:
    """The outline's distinct corners: a closing point on the first one is dropped."""
    pts = list(p.pts)
    while len(pts) > 1 and abs(pts[-1][0] - pts[0][0]) < 0.01 and abs(pts[-1][1] - pts[0][1]) < 0.01:
        pts.pop()
    return pts


def marker_anchor(p: Shape) -> tuple[float, float]:
    """The data point a marker is drawn at."""
    corners = vertices(p)
    if len(corners) <= 3:  # a triangle (matplotlib's are box-centred), or too few points to say
        return p.bbox.cx, p.bbox.cy
    return sum(x for x, _ in corners) / len(corners), sum(y for _, y in corners) / len(corners)


def marker_point(frame, p: Shape) -> tuple[float, float]:
    """A marker's (x, y) through the frame's axis mappings, each rounded to what the drawing resolves there."""

    x, y = marker_anchor(p)
    mx, my = frame.x.mapping, frame.y.mapping
    return (round_to(mx.value(x), mx.resolution(x, x, STEP / 2)), round_to(my.value(y), my.resolution(y, y, STEP / 2)))


def without_arrowheads(page, marks: list[Shape]) -> list[Shape]:
    """Markers less the annotation arrows: a filled triangle with a corner on the end of a longer open stroke
    (matplotlib's '-|>' draws the shaft to the tip), or an arrow drawn as one polygon, shaft and head (plt.arrow),
    far longer than wide; neither is a data point."""
    ends = [q.pts[i] for q in page.paths if not q.closed and q.fill is None and q.stroke is not None
            for i in (0, -1)]
    def is_head(p: Shape) -> bool:
        if max(p.bbox.w, p.bbox.h) > 3 * max(min(p.bbox.w, p.bbox.h), 0.1) and len(vertices(p)) >= 7:
            return True
        corners = vertices(p)
        return len(corners) == 3 and any(abs(cx - ex) < 0.3 and abs(cy - ey) < 0.3
                                         for cx, cy in corners for ex, ey in ends)
    return [p for p in marks if not is_head(p)]


def fraction_bar(page, p: Shape) -> bool:
    """A short horizontal stroke with text just above and just below it: the bar of a fraction in an annotation
    (ar-mcm's 'uptake = <N>/N_A over m_pore'), not a series."""
    b = p.bbox
    if b.h > 0.5 or b.w > 60:
        return False
    near = [r for r in page.runs if r.angle == 0 and r.x1 > b.x0 and r.x0 < b.x1
            and max(r.top - b.top, b.top - r.bottom, 0.0) < 0.5 * r.size]
    return any(r.cy < b.top for r in near) and any(r.cy > b.top for r in near)

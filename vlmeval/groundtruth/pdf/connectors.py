"""Lines that join an inset to the point it shows (matplotlib's ConnectionPatch, mark_inset): no data series.

Such a line is straight and one of its ends sits on a corner of the inset's rectangle, a box smaller than the
panel drawn inside it; a data line does not start or end on the corner of a box drawn over the plot. Left in, each
connector was read as a series of its own ('first grey line') with values along the straight line.
"""

from __future__ import annotations

from vlmeval.groundtruth.pdf.primitives import Box, Page, Shape

_CORNER = 1.5  # points: how near a box's corner the connector's end lies
_STRAIGHT = 0.5  # points: how far any vertex of a straight line lies off the chord between its ends


def inset_connectors(page: Page, frame: Box) -> set[int]:
    """The paths (by id) drawn as straight lines from an inset's corner inside the frame."""
    insets = [b for b in page.boxes if frame.x0 - 1 <= b.x0 and b.x1 <= frame.x1 + 1 and frame.top - 1 <= b.top
              and b.bottom <= frame.bottom + 1 and b.w < 0.8 * frame.w and b.h < 0.8 * frame.h and min(b.w, b.h) > 10]
    corners = [(x, y) for b in insets for x in (b.x0, b.x1) for y in (b.top, b.bottom)]
    return {id(p) for p in page.paths if p.fill is None and len(p.pts) >= 2 and _straight(p)
            and any(_near(end, c) for end in (p.pts[0], p.pts[-1]) for c in corners)}


def _near(a: tuple[float, float], b: tuple[float, float]) -> bool:
    return abs(a[0] - b[0]) <= _CORNER and abs(a[1] - b[1]) <= _CORNER


def _straight(p: Shape) -> bool:
    (x0, y0), (x1, y1) = p.pts[0], p.pts[-1]
    length = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
    if length < 5:
        return False
    return all(abs((x1 - x0) * (y0 - y) - (x0 - x) * (y1 - y0)) / length <= _STRAIGHT for x, y in p.pts[1:-1])

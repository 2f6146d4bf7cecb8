"""Frameless insets: axes drawn inside a panel with tick marks and tick labels but no frame, no spine and no
background (``inset.spines[:].set_visible(False)`` with a transparent face). No box is drawn to find them by, so
their box is found from their tick marks: a row of two or more short vertical marks that share an end (the
bottom edge) and a column of two or more short horizontal marks that share an end (the left edge), meeting at the
inset's lower left corner, inside a panel but on none of its edges. The box reaches to the last ticks, or past
them (by one tick step at most, never past the panel) as far as what is drawn there: matplotlib's limits leave the
data a margin beyond its last tick.
axes._insets then reads it as any inset: calibrated from its own tick labels, its marks its own."""

from __future__ import annotations

from vlmeval.groundtruth.pdf.primitives import Box, Page

NEAR = 1.0  # points: marks whose ends are this close share an edge
SHORT = (1.0, 12.0)  # a tick mark's length, in points


def tick_boxes(page: Page, frames: list, drawn: list[Box] = ()) -> list[Box]:
    """Boxes of frameless insets inside ``frames``' boxes, from the tick marks drawn there; none whose corner is a
    drawn box's (a framed inset, the panel itself: its ticks are that box's)."""
    rows = _groups([(p.bbox.x0, p.bbox.top, p.bbox.bottom) for p in page.paths if len(p.pts) == 2
                    and p.bbox.w < 0.3 and SHORT[0] <= p.bbox.h <= SHORT[1]])
    cols = _groups([(p.bbox.top, p.bbox.x0, p.bbox.x1) for p in page.paths if len(p.pts) == 2
                    and p.bbox.h < 0.3 and SHORT[0] <= p.bbox.w <= SHORT[1]])
    found: dict[tuple, Box] = {}
    for bottom, xs in rows:
        for left, ys in cols:
            box = _corner_box(left, bottom, sorted(xs), sorted(ys))
            parent = next((f.box for f in frames if box is not None and box.inside(f.box, 0.5)), None)
            if parent is None or _on_edge(left, bottom, parent) or any(_at_corner(left, bottom, b) for b in drawn):
                continue
            box = _drawn(page, Box(box.x0, max(box.top, parent.top), min(box.x1, parent.x1), box.bottom, None, None),
                         xs[-1], ys[0])
            key = (tuple(xs), tuple(ys))  # a mark's two ends give four corners: the inner ends are the axes'
            if key not in found or box.w * box.h < found[key].w * found[key].h:
                found[key] = box
    return list(found.values())


def _drawn(page: Page, reach: Box, last_x: float, top_y: float) -> Box:
    """The inset's box: to its last ticks, or as far as what is drawn within ``reach`` past them (its data)."""
    inside = [p.bbox for p in page.paths if p.bbox.inside(reach, 0.5) and max(p.bbox.w, p.bbox.h) > SHORT[0]]
    x1 = max([last_x] + [b.x1 for b in inside])
    top = min([top_y] + [b.top for b in inside])
    return Box(reach.x0, top, x1, reach.bottom, None, None)


def _groups(marks: list[tuple[float, float, float]]) -> list[tuple[float, list[float]]]:
    """(shared end, positions) of two or more marks that share one end: (position, one end, the other end)."""
    found: dict[float, list[float]] = {}
    for pos, a, b in marks:
        for end in (a, b):
            key = next((k for k in found if abs(k - end) < NEAR), end)
            found.setdefault(key, []).append(pos)
    return [(end, sorted(set(round(p, 2) for p in pos))) for end, pos in found.items() if len(set(round(p, 1) for p in pos)) >= 2]


def _corner_box(left: float, bottom: float, xs: list[float], ys: list[float]) -> Box | None:
    """The box of an inset whose bottom ticks are at ``xs`` on y = ``bottom`` and left ticks at ``ys`` on
    x = ``left``, when they meet at its corner: the first x tick at or right of the left edge, within one tick
    step of it, and the lowest y tick at or above the bottom edge, within one step of it."""
    if len(xs) < 2 or len(ys) < 2:
        return None
    step_x, step_y = xs[1] - xs[0], ys[1] - ys[0]
    if not (-NEAR <= xs[0] - left <= step_x + NEAR and -NEAR <= bottom - ys[-1] <= step_y + NEAR):
        return None
    return Box(left, ys[0] - step_y, xs[-1] + step_x, bottom, None, None)


def _on_edge(left: float, bottom: float, frame: Box) -> bool:
    """The corner lies on the panel's left or bottom edge, up to a tick's length off: the panel's own ticks."""
    return abs(left - frame.x0) <= SHORT[1] or abs(bottom - frame.bottom) <= SHORT[1]


def _at_corner(left: float, bottom: float, box: Box) -> bool:
    """The corner is a drawn box's lower left one, up to a tick's length off: a framed inset's ticks."""
    return abs(left - box.x0) <= SHORT[1] and abs(bottom - box.bottom) <= SHORT[1]

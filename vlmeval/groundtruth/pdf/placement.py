"""Where a panel sits in its page's image and its axes' calibration there (``Panel.placement``), for
``vlmeval gt overlay``: the frame's box and each number axis's values at the box's edges, as the reader mapped them."""

from __future__ import annotations

import math

from vlmeval.groundtruth.pdf.axes import AxisRead, Frame
from vlmeval.groundtruth.pdf.primitives import Page
from vlmeval.groundtruth.schema import Placement


def placement(page: Page, f: Frame) -> Placement:
    """Fractions of the part of the page that is shown (the CropBox: what the record's image renders)."""
    b = f.box
    vx, vy, vx1, vy1 = page.shown
    w, h = vx1 - vx, vy1 - vy
    box = ((b.x0 - vx) / w, (b.top - vy) / h, (b.x1 - vx) / w, (b.bottom - vy) / h)
    return Placement(box=tuple(round(v, 5) for v in box), x_edges=_edges(f.x, b.x0, b.x1),
                     y_edges=_edges(f.y, b.bottom, b.top), y2_edges=_edges(f.y2, b.bottom, b.top) if f.y2 is not f.y else None,
                     x_ticks=_ticks(f.x, vx, w), y_ticks=_ticks(f.y, vy, h))


def _edges(axis: AxisRead, start: float, end: float) -> tuple[float, float] | None:
    """The axis's values at two page positions (a time axis: days since 1970-01-01), None for a category axis."""
    m = axis.mapping
    if m is None:
        return None
    a, b = m.value(start), m.value(end)
    # 6 digits, or as many as resolve the span to 1/3000 where the values are far from 0 over a narrow span (an
    # offset axis, 1.44004 to 1.44008: 6 digits would put every mark at one of two places)
    far = max(abs(a), abs(b)) / abs(b - a) if a != b else 1.0
    digits = min(max(6, math.ceil(math.log10(max(far, 1.0)) + 3.5)), 15)
    return float(f"{a:.{digits}g}"), float(f"{b:.{digits}g}")


def _ticks(axis: AxisRead, start: float, size: float) -> list[float] | None:
    if not axis.positions:
        return None
    return [round((p - start) / size, 5) for p in axis.positions]

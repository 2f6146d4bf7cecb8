"""Error bars: a vertical segment centred on a bar's end or a line's or marker's point gives that value's error
(half its length, through the axis mapping). A segment not centred on the point (a bootstrap interval, asymmetric
errors) is not a ± error and is left out; so are error bars on a log axis, where ± is not symmetric on the page.
A stem (a stem plot's line from the baseline to its marker) ends on its point: its middle is half its length off
it, so a stem shorter than twice CENTRED is told from an error bar by that share, not by the distance alone."""

from __future__ import annotations

from typing import Callable

from vlmeval.groundtruth.pdf.primitives import Box, Page, color_key
from vlmeval.groundtruth.pdf.values import STEP, PanelValues, round_to

CENTRED = 0.75  # points: how far a segment's middle may be from the point it belongs to
OFF_CENTRE = 0.25  # and at most this share of its length (a stem's middle is half its length off its point)


def error_table(page: Page, frame: Box, values: PanelValues, rows: list, mapping_of: Callable) -> list | None:
    """Half-widths in the table's shape (rows x values.columns), None where no error bar is drawn; None when the
    panel has none at all."""
    if values.stacked or values.kind not in ("bar", "line", "scatter"):
        return None
    segments = _vertical_segments(page, frame)
    if not segments:
        return None
    found: dict[tuple[str, str], float] = {}
    used: set[int] = set()
    for it in values.items:
        m = mapping_of(it.row)
        if it.value is None or m is None or m.scale != "linear":
            continue
        x, y = it.anchor
        seg = _centred_on(segments, x, y, used, color_key(values.row_colors.get(it.row)))
        if seg is None:
            continue
        used.add(id(seg))
        half = abs(m.value(seg.top) - m.value(seg.bottom)) / 2
        found[(str(it.row), str(it.column))] = round_to(half, m.resolution(seg.top, seg.bottom, STEP))
    if not found:
        return None
    return [[found.get((str(r), str(c))) for c in values.columns] for r in rows]


def _vertical_segments(page: Page, frame: Box) -> list[Box]:
    out = []
    for p in page.paths:
        b = p.bbox
        if len(p.pts) == 2 and p.stroke is not None and b.w < 0.3 and 1.0 <= b.h < 0.9 * frame.h and b.inside(frame, 1):
            out.append(b)
    return [b for b in out if not _tick_mark(b, frame, out)]


def _tick_mark(b: Box, frame: Box, segments: list[Box]) -> bool:
    """A segment standing on the frame's top or bottom edge, one of two or more there alike in colour and length,
    is a tick mark drawn inward (rising into the plot over a point plotted near the axis's end), not an error bar;
    an error bar that happens to end on the edge has no such siblings."""
    for edge in (frame.top, frame.bottom):
        def on(s: Box) -> bool:
            return min(abs(s.top - edge), abs(s.bottom - edge)) < 0.5
        if on(b) and sum(on(s) and s.stroke == b.stroke and abs(s.h - b.h) < 0.2 for s in segments) >= 2:
            return True
    return False


def _centred_on(segments: list[Box], x: float, y: float, used: set[int], colour) -> Box | None:
    """The segment centred on the point; where two series meet at one point, the one in the series' colour."""
    near = [s for s in segments if id(s) not in used and abs(s.x0 - x) <= 0.5 and s.top - 0.5 <= y <= s.bottom + 0.5
            and abs((s.top + s.bottom) / 2 - y) <= min(CENTRED, OFF_CENTRE * s.h)]
    return min(near, key=lambda s: (color_key(s.stroke) != colour, abs((s.top + s.bottom) / 2 - y)), default=None)

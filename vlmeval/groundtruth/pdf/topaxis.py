"""A second x axis drawn along a frame's top edge (matplotlib's ``secondary_xaxis`` or ``twiny``): its tick labels
and its label sit where a title would be, and neither is one. The title, if any, is the line above them."""

from __future__ import annotations

from dataclasses import replace

from vlmeval.groundtruth.pdf.axes import Frame, read_axis, tick_marks
from vlmeval.groundtruth.pdf.primitives import Box, Page, Run
from vlmeval.groundtruth.pdf.ticks import parse_number


def top_axis_runs(page: Page, f: Frame, others: list[Box]) -> list[Run]:
    """The tick labels of a numeric axis on the frame's top edge, each at a tick mark there, and the label line just
    above them; none when the frame's x axis is that top one (matshow) or nothing there is such an axis."""
    if f.x.side != "bottom" or not f.x.ticks:
        return []
    top = read_axis(page, f.box, "top", others)
    marks = tick_marks(page, f.box, "top")
    if len(top.ticks) < 2 or any(parse_number(t) is None for t in top.texts):
        return []
    if not all(any(abs(p - m) < 0.5 for m in marks) for p in top.positions):
        return []
    row_top = min(r.top for r in top.ticks)
    size = max(r.size for r in top.ticks)
    label = [r for r in page.runs if r.angle == 0 and r not in top.ticks and -1 <= row_top - r.bottom <= 1.5 * size
             and f.box.x0 <= r.cx <= f.box.x1 and parse_number(r.text) is None]
    nearest = max((r.bottom for r in label), default=None)
    return top.ticks + [r for r in label if nearest - r.bottom < 2]  # its one line (a title may be just above)


def below_top_axis(box: Box, runs: list[Run]) -> Box:
    """The frame's box reaching up to the top axis' text, so that the title is looked for above it."""
    return replace(box, top=min([box.top] + [r.top for r in runs]))

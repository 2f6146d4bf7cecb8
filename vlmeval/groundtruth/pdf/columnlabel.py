"""A y label set once for a column of stacked panels (matplotlib's ``fig.supylabel``, a label placed by hand between
two panels that share their x axis): it stands left of the column's tick labels, centred on the column, so it may
lie level with none of its frames and no frame reads it as its own (axes._axis_label keeps a label level with its
frame). Every frame of the column without a label of its own takes it."""

from __future__ import annotations

from vlmeval.groundtruth.pdf.labelline import body_edge, rotated_label
from vlmeval.groundtruth.pdf.primitives import Box, Page, Run

_SAME = 1.5  # points: frames of one column have the same left edge
_REACH = 30.0  # points: how far left of the column's tick labels the label may stand (as axes._axis_label's)


def share_column_labels(page: Page, frames: list) -> None:
    """Give each column's unclaimed rotated label left of its tick labels to the column's frames that have none."""
    claimed = {id(r) for f in frames for axis in (f.y, f.y2) for r in
               axis.ticks + axis.label_parts + ([axis.label] if axis.label is not None else [])}
    for column in _columns(frames):
        label = _column_label(page, column, claimed, [f.box for f in frames])
        if label is None:
            continue
        ticks = [r for f in frames for r in f.y.ticks + f.y2.ticks]  # its pieces may be a frame's label's too
        joined, parts = rotated_label(label, page.runs, ticks, page.boxes + [p.bbox for p in page.paths if len(p.pts) == 2])
        claimed.update(id(r) for r in [label, *parts])
        for f in column:
            if f.y.label is None:
                f.y.label, f.y.label_parts = joined, list(parts)


def _column_label(page: Page, column: list, claimed: set[int], boxes: list[Box]) -> Run | None:
    """The rotated run nearest left of the column's tick labels, level with the column (between its top and bottom
    frame) and inside no frame, claimed by no axis."""
    top, bottom = min(f.box.top for f in column), max(f.box.bottom for f in column)
    edge = min(min((r.x0 for r in f.y.ticks), default=f.box.x0) for f in column)
    cands = [r for r in page.runs if abs(r.angle) == 90 and id(r) not in claimed and top <= r.cy <= bottom
             and -max(0.5 * r.size, 0.25 * (r.x1 - r.x0)) <= edge - body_edge(r, 2) <= _REACH
             and not any(b.contains(r.cx, r.cy) for b in boxes)]
    return max(cands, key=lambda r: r.x1, default=None)


def _columns(frames: list) -> list[list]:
    """Frames sharing a left edge, two or more stacked one above another, top to bottom."""
    columns: list[list] = []
    for f in sorted(frames, key=lambda f: (f.box.x0, f.box.top)):
        column = next((c for c in columns if abs(c[0].box.x0 - f.box.x0) <= _SAME), None)
        if column is None:
            columns.append([f])
        elif all(f.box.top >= g.box.bottom - _SAME for g in column):
            column.append(f)
    return [c for c in columns if len(c) > 1]
